import { choice, type Lookalike } from './lookalike-hunt-shared';

/**
 * Third look-alike hunt of the round-26 kinds (decision 0138), on the solution calculations and the readers they share:
 * a portion taken after a dilution, two solutions mixed (same solute, a shared ion, the volume clause missing), 「稀释到」
 * against 「加水」, flasks, c = 1000ρw/M with other units, an ion's concentration against its amount, hydrates, pH of
 * strong acids and bases after dilution, item numbers with a full-width point, and ions typed with a bare charge in
 * other chemistry readers. Hand-worked; null = undecidable, must be refused.
 */
const C = (x: string) => `${x}（　　）`;

export const ROUND26_THIRD_HUNT: Lookalike[] = [
  // ── dilution, then a portion ──
  // 20 mL × 2 mol/L → 100 mL: 0.4 mol/L; the 10 mL portion keeps it.
  ['将 20 mL 2 mol/L 的 NaCl 溶液稀释到 100 mL，从中取出 10 mL，这 10 mL 溶液的物质的量浓度为多少？', 0.4, 'solves'],
  // Same, with the ion asked in CaCl2: c(Cl⁻) = 2 × 0.4 = 0.8.
  ['将 20 mL 2 mol/L 的 CaCl2 溶液稀释到 100 mL，从中取出 10 mL，这 10 mL 溶液中 Cl- 的物质的量浓度为多少？', 0.8, 'solves'],
  // A portion taken, then diluted again: 10 mL of 0.4 mol/L → 50 mL: 0.08 mol/L.
  ['将 20 mL 2 mol/L 的 NaCl 溶液稀释到 100 mL，从中取出 10 mL，再加水稀释到 50 mL，所得溶液的物质的量浓度为多少？', 0.08, 'mayRefuse'],
  // The portion first: 10 mL of 2 mol/L → 100 mL: 0.2 mol/L (the 50 mL stock must not be the volume used).
  ['从 50 mL 2 mol/L 的 NaCl 溶液中取出 10 mL，加水稀释到 100 mL，所得溶液的物质的量浓度为多少？', 0.2, 'mayRefuse'],
  // Portion's amount: 0.4 mol/L × 0.01 L = 0.004 mol.
  ['将 20 mL 2 mol/L 的 NaCl 溶液稀释到 100 mL，从中取出 10 mL，这 10 mL 溶液中 NaCl 的物质的量为多少 mol？', 0.004, 'mayRefuse'],
  // Portion's mass: 0.004 mol × 58.5 = 0.234 g.
  ['将 20 mL 2 mol/L 的 NaCl 溶液稀释到 100 mL，从中取出 10 mL，这 10 mL 溶液中 NaCl 的质量为多少克？', 0.234, 'mayRefuse'],
  // 加水 80 mL is water, not the final volume: refused.
  ['将 20 mL 2 mol/L 的 NaCl 溶液加水 80 mL 稀释，从中取出 10 mL，这 10 mL 溶液的物质的量浓度为多少？', null, 'refuses'],
  // Choice form, portion with the 取出 volume among the options' traps.
  [
    choice(
      C('将 10 mL 5 mol/L 的 HCl 溶液稀释到 200 mL，再从中取出 5 mL，这 5 mL 溶液的物质的量浓度是'),
      '0.05 mol/L',
      '0.25 mol/L',
      '0.1 mol/L',
      '0.5 mol/L',
    ),
    'B',
    'solves',
  ],
  // mL and L mixed: 0.02 L × 2 → 0.1 L: 0.4.
  ['将 0.02 L 2 mol/L 的 NaCl 溶液稀释到 100 mL，所得溶液的物质的量浓度为多少？', 0.4, 'solves'],
  // Diluted to a smaller volume: impossible, refused.
  ['将 200 mL 2 mol/L 的 NaCl 溶液稀释到 0.1 L，所得溶液的物质的量浓度为多少？', null, 'refuses'],
  // ── mixing ──
  // Same solute: (0.1×1 + 0.3×3)/0.4 → NaCl 100 mL 1 mol/L + 300 mL 3 mol/L: c = (0.1+0.9)/0.4 = 2.5.
  ['将 100 mL 1 mol/L NaCl 溶液与 300 mL 3 mol/L NaCl 溶液混合（忽略体积变化），所得溶液中 NaCl 的物质的量浓度为多少？', 2.5, 'mayRefuse'],
  // Same, Cl⁻ asked: 2.5.
  ['将 100 mL 1 mol/L NaCl 溶液与 300 mL 3 mol/L NaCl 溶液混合（忽略体积变化），所得溶液中 Cl- 的物质的量浓度为多少？', 2.5, 'solves'],
  // NaCl + CaCl2: Cl⁻ = (0.1×1 + 0.1×2×1)/0.2 = 1.5.
  ['将 100 mL 1 mol/L NaCl 溶液与 100 mL 1 mol/L CaCl2 溶液混合（忽略体积变化），混合后 Cl- 的物质的量浓度为多少？', 1.5, 'solves'],
  // Na⁺ asked, only NaCl holds it: 0.1/0.2 = 0.5.
  ['将 100 mL 1 mol/L NaCl 溶液与 100 mL 1 mol/L CaCl2 溶液混合（忽略体积变化），混合后 Na+ 的物质的量浓度为多少？', 0.5, 'mayRefuse'],
  // Ca²⁺ asked: 0.5.
  ['将 100 mL 1 mol/L NaCl 溶液与 100 mL 1 mol/L CaCl2 溶液混合（忽略体积变化），混合后 Ca2+ 的物质的量浓度为多少？', 0.5, 'mayRefuse'],
  // No volume clause: refused.
  ['将 100 mL 1 mol/L NaCl 溶液与 100 mL 1 mol/L CaCl2 溶液混合，混合后 Cl- 的物质的量浓度为多少？', null, 'refuses'],
  // Volumes in L and mL: 0.1 L 1 mol/L K2SO4 + 300 mL 1 mol/L Na2SO4: SO4²⁻ = (0.1+0.3)/0.4 = 1.
  ['0.1 L 1 mol/L K2SO4 溶液与 300 mL 1 mol/L Na2SO4 溶液混合（忽略体积变化），SO4^{2-} 的物质的量浓度为多少？', 1, 'solves'],
  // K⁺ asked of the same: 0.2/0.4 = 0.5.
  ['0.1 L 1 mol/L K2SO4 溶液与 300 mL 1 mol/L Na2SO4 溶液混合（忽略体积变化），K+ 的物质的量浓度为多少？', 0.5, 'mayRefuse'],
  // Ca(HCO3)2 with Ca(OH)2: CaCO3 precipitates, Ca²⁺ is no sum — refused.
  [
    '将 100 mL 0.1 mol/L Ca(HCO3)2 溶液与 100 mL 0.1 mol/L Ca(OH)2 溶液混合（忽略体积变化），混合后 Ca2+ 的物质的量浓度为多少？',
    null,
    'refuses',
  ],
  // Ba(OH)2 and H2SO4 mixed, OH⁻ partly neutralised — refused (OH⁻ from one only, and it reacts).
  ['将 100 mL 0.1 mol/L Ba(OH)2 溶液与 100 mL 0.1 mol/L NaOH 溶液混合（忽略体积变化），混合后 OH- 的物质的量浓度为多少？', 0.15, 'solves'],
  // HCl and NaOH mixed, Cl⁻ from one only: 0.05 mol/L (spectator) — may refuse.
  ['将 100 mL 0.1 mol/L HCl 溶液与 100 mL 0.1 mol/L NaOH 溶液混合（忽略体积变化），混合后 Cl- 的物质的量浓度为多少？', 0.05, 'mayRefuse'],
  // H⁺ of HCl + NaHSO4? NaHSO4 + NaOH share Na⁺: (0.01 + 0.01)/0.2 = 0.1.
  ['将 100 mL 0.1 mol/L NaHSO4 溶液与 100 mL 0.1 mol/L NaOH 溶液混合（忽略体积变化），混合后 Na+ 的物质的量浓度为多少？', 0.1, 'solves'],
  // H⁺ asked of HCl + NaHSO4... HCl + H2SO4: (0.01 + 0.02)/0.2 = 0.15.
  ['将 100 mL 0.1 mol/L HCl 溶液与 100 mL 0.1 mol/L H2SO4 溶液混合（忽略体积变化），混合后 H+ 的物质的量浓度为多少？', 0.15, 'solves'],
  // HCl + NaOH mixed, H⁺ asked: they react — refused.
  [
    '将 100 mL 0.2 mol/L HCl 溶液与 100 mL 0.1 mol/L H2SO4 溶液混合后再加入 100 mL 0.1 mol/L NaOH 溶液（忽略体积变化），H+ 的物质的量浓度为多少？',
    null,
    'refuses',
  ],
  // Three solutions: (0.1 + 0.2 + 0.3)/0.3 = 2 for Cl⁻ of NaCl, MgCl2, AlCl3 at 1 mol/L, 100 mL each.
  [
    '将 100 mL 1 mol/L NaCl、100 mL 1 mol/L MgCl2 和 100 mL 1 mol/L AlCl3 三种溶液混合（忽略体积变化），Cl- 的物质的量浓度为多少？',
    2,
    'mayRefuse',
  ],
  // Mixing with water, not a solution: 100 mL 1 mol/L NaCl + 100 mL 水 (volume clause): 0.5.
  ['将 100 mL 1 mol/L NaCl 溶液与 100 mL 水混合（忽略体积变化），Cl- 的物质的量浓度为多少？', 0.5, 'mayRefuse'],
  // Choice: mixed Cl⁻, OCR.
  [
    choice(
      C(
        '$50 \\mathrm{~mL} 1 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1}$ 的 $\\mathrm{AlCl}_{3}$ 溶液与 $150 \\mathrm{~mL} 1 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1}$ 的 $\\mathrm{NaCl}$ 溶液混合（忽略体积变化），混合后 $\\mathrm{Cl}^{-}$ 的物质的量浓度为',
      ),
      '1.5 mol/L',
      '2 mol/L',
      '1 mol/L',
      '3 mol/L',
    ),
    'A',
    'solves',
  ],
  // ── flasks ──
  // 480 mL 0.1 mol/L NaCl: 500 mL flask, 0.05 mol × 58.5 = 2.925 g → 2.9 g on a balance; value 2.925.
  ['实验室需用 480 mL 0.1 mol/L 的 NaCl 溶液，配制时应称取 NaCl 的质量为多少克？', [2.925, 2.9], 'solves'],
  // CuSO4·5H2O for 480 mL 0.1 mol/L CuSO4: 0.05 mol × 250 = 12.5 g.
  ['实验室需用 480 mL 0.1 mol/L 的 CuSO4 溶液，用 CuSO4·5H2O 配制，应称取 CuSO4·5H2O 的质量为多少克？', 12.5, 'solves'],
  // CuSO4 itself: 0.05 × 160 = 8.0 g.
  ['实验室需用 480 mL 0.1 mol/L 的 CuSO4 溶液，应称取无水 CuSO4 的质量为多少克？', 8, 'solves'],
  // 250 mL exactly: 0.25 × 0.2 × 40 = 2 g NaOH.
  ['配制 250 mL 0.2 mol/L 的 NaOH 溶液，需要 NaOH 的质量为多少克？', 2, 'solves'],
  // 950 mL → 1000 mL flask: 1 L × 0.5 × 58.5 = 29.25 g.
  ['实验室需用 950 mL 0.5 mol/L 的 NaCl 溶液，配制时应称取 NaCl 的质量为多少克？', [29.25, 29.3], 'solves'],
  // Found wrong (7.68 g): 「需用 480 mL … 应称取」 without 「配制」 also prepares in a 500 mL flask: 0.05 × 160 = 8.0 g.
  ['实验室需用 480 mL 0.1 mol/L 的 CuSO4 溶液，应称量 CuSO4 的质量为多少克？', 8, 'solves'],
  // An existing solution is not prepared: 0.48 × 0.1 × 58.5 = 2.808 g.
  ['480 mL 0.1 mol/L 的 NaCl 溶液中含 NaCl 的质量为多少克？', 2.808, 'solves'],
  // Flask named smaller than needed: refused.
  ['实验室需用 480 mL 0.1 mol/L 的 NaCl 溶液，选用 250 mL 容量瓶，应称取 NaCl 的质量为多少克？', null, 'refuses'],
  // 480 mL asked c of the prepared solution: still 0.1.
  // Hydrate c: 25 g CuSO4·5H2O in water to 500 mL: 0.1 mol / 0.5 L = 0.2.
  ['将 25 g CuSO4·5H2O 溶于水配成 500 mL 溶液，所得溶液中 CuSO4 的物质的量浓度为多少？', 0.2, 'solves'],
  // Hydrate dissolved in 500 mL water (not to 500 mL): refused.
  ['将 25 g CuSO4·5H2O 溶于 500 mL 水中，所得溶液中 CuSO4 的物质的量浓度为多少？', null, 'refuses'],
  // ── c = 1000ρw/M ──
  ['密度为 1.19 g/cm3、质量分数为 36.5% 的浓盐酸，其物质的量浓度为多少？', 11.9, 'solves'],
  ['密度为 1.19 g/mL、质量分数为 0.365 的浓盐酸，其物质的量浓度为多少？', 11.9, 'mayRefuse'],
  ['密度为 1.84 g·cm^{-3}、质量分数为 98% 的浓硫酸，其物质的量浓度为多少？', 18.4, 'solves'],
  // ρ in kg/L equals g/mL: 18.4.
  ['密度为 1.84 kg/L、质量分数为 98% 的浓硫酸，其物质的量浓度为多少？', 18.4, 'mayRefuse'],
  // ρ in g/L: c = ρw/M = 1190 × 0.365 / 36.5 = 11.9 (not 11900).
  ['密度为 1190 g/L、质量分数为 36.5% 的浓盐酸，其物质的量浓度为多少？', 11.9, 'mayRefuse'],
  // The density missing: refused.
  ['质量分数为 36.5% 的浓盐酸，其物质的量浓度为多少？', null, 'refuses'],
  // ── an ion's concentration across solutions ──
  [
    choice(
      C('下列溶液中 c(Cl-) 与 50 mL 1 mol/L AlCl3 溶液中 c(Cl-) 相等的是'),
      '150 mL 1 mol/L NaCl 溶液',
      '75 mL 2 mol/L CaCl2 溶液',
      '150 mL 3 mol/L KCl 溶液',
      '75 mL 1 mol/L FeCl3 溶液',
    ),
    'CD',
    'mayRefuse',
  ],
  [
    choice(
      C('下列溶液中 c(Cl-) 与 50 mL 1 mol/L AlCl3 溶液中 c(Cl-) 相等的是'),
      '150 mL 1 mol/L NaCl 溶液',
      '75 mL 2 mol/L CaCl2 溶液',
      '150 mL 3 mol/L KCl 溶液',
      '75 mL 1 mol/L MgCl2 溶液',
    ),
    'C',
    'solves',
  ],
  // The amount, not the concentration: n(Cl⁻) of 50 mL 1 mol/L AlCl3 = 0.15 mol; A 150 mL 1 mol/L NaCl = 0.15 ✓.
  [
    choice(
      C('下列溶液中 Cl- 的物质的量与 50 mL 1 mol/L AlCl3 溶液中 Cl- 的物质的量相等的是'),
      '150 mL 1 mol/L NaCl 溶液',
      '75 mL 1 mol/L CaCl2 溶液',
      '50 mL 3 mol/L KCl 溶液',
      '100 mL 1 mol/L MgCl2 溶液',
    ),
    'A',
    'mayRefuse',
  ],
  // c(SO4²⁻) of Al2(SO4)3 0.1 mol/L: 0.3 — free form.
  ['0.1 mol/L Al2(SO4)3 溶液中 SO4^{2-} 的物质的量浓度为多少？', 0.3, 'solves'],
  // Al³⁺ of the same: hydrolyses — refused (or the textbook 0.2 accepted? refused here).
  ['0.1 mol/L Al2(SO4)3 溶液中 Al^{3+} 的物质的量浓度为多少？', null, 'mayRefuse'],
  // c(SO4²⁻) with bare charge 「SO42-」: 0.3.
  ['200 mL 0.1 mol/L Al2(SO4)3 溶液中 SO42- 的物质的量浓度为多少？', 0.3, 'solves'],
  // n(SO4²⁻) of the same: 0.06 mol.
  ['200 mL 0.1 mol/L Al2(SO4)3 溶液中 SO42- 的物质的量为多少？', 0.06, 'solves'],
  // ── pH of strong acids and bases ──
  [choice(C('常温下，0.005 mol/L 的 H2SO4 溶液的 pH 为'), '1', '2', '2.3', '3'), 'B', 'solves'],
  // pH 5 HCl diluted 1000×: close to 7, not 8.
  [choice(C('常温下，将 pH=5 的盐酸稀释 1000 倍后，溶液的 pH'), '等于 8', '接近 7', '等于 5', '等于 2'), 'B', 'mayRefuse'],
  ['常温下，将 pH=5 的盐酸稀释 1000 倍，所得溶液的 pH 为多少？', null, 'mayRefuse'],
  // pH 9 NaOH diluted 1000×: close to 7, not 6.
  ['常温下，将 pH=9 的 NaOH 溶液稀释 1000 倍，所得溶液的 pH 为多少？', null, 'mayRefuse'],
  // pH 3 HCl diluted 100×: 5.
  ['常温下，将 pH=3 的盐酸稀释 100 倍，所得溶液的 pH 为多少？', 5, 'solves'],
  // pH 3 acetic acid diluted 100×: between 3 and 5, no value.
  ['常温下，将 pH=3 的醋酸溶液稀释 100 倍，所得溶液的 pH 为多少？', null, 'refuses'],
  // pH 12 NaOH diluted 100×: 10.
  ['常温下，将 pH=12 的 NaOH 溶液稀释 100 倍，所得溶液的 pH 为多少？', 10, 'solves'],
  // 0.05 mol/L Ba(OH)2 without 常温: refused.
  ['0.05 mol/L Ba(OH)2 溶液的 pH 为多少？', null, 'mayRefuse'],
  // 10 mL 0.1 mol/L HCl diluted to 1 L: 0.001 mol/L, pH 3.
  ['常温下，将 10 mL 0.1 mol/L 的盐酸加水稀释到 1 L，所得溶液的 pH 为多少？', 3, 'mayRefuse'],
  // ── item numbers ──
  // 「12．」 then a decimal quantity: 0.5 mol/L Na2SO4 → Na⁺ 1.0.
  [choice('12．0.5 mol/L 的 Na2SO4 溶液中 Na+ 的物质的量浓度为（　　）', '0.5 mol/L', '1 mol/L', '0.25 mol/L', '2 mol/L'), 'B', 'solves'],
  // marks after the number: 「12．（3分）」.
  [
    choice('12．（3分）0.5 mol/L 的 Na2SO4 溶液中 Na+ 的物质的量浓度为（　　）', '0.5 mol/L', '1 mol/L', '0.25 mol/L', '2 mol/L'),
    'B',
    'solves',
  ],
  // Found wrong (0.04 mol/L): 「12.5 g」 typed with a full-width point is ambiguous with 「12．5 g」 (item 12): 12.5 g hydrate → 0.1 mol/L, 5 g → 0.04.
  ['12．5 g CuSO4·5H2O 溶于水配成 500 mL 溶液，所得溶液中 CuSO4 的物质的量浓度为多少？', null, 'refuses'],
  // An item number with a half-width point and a space: 「3. 0.2 mol」.
  ['3. 配制 500 mL 0.2 mol/L 的 NaCl 溶液，需要 NaCl 的质量为多少克？', 5.85, 'solves'],
  // ── bare charges in other readers ──
  [
    choice(
      C('在无色透明的酸性溶液中，能大量共存的离子组是'),
      'Na+、K+、CO32-、Cl-',
      'Cu2+、K+、SO42-、NO3-',
      'Na+、K+、Cl-、SO42-',
      'Ba2+、K+、SO42-、Cl-',
    ),
    'C',
    'solves',
  ],
  [
    choice(
      C('在强碱性溶液中，能大量共存的离子组是'),
      'NH4+、Na+、Cl-、SO42-',
      'Na+、K+、Cl-、NO3-',
      'Mg2+、Na+、Cl-、NO3-',
      'H+、K+、Cl-、NO3-',
    ),
    'B',
    'solves',
  ],
  [
    choice(
      C('下列离子方程式书写正确的是'),
      '盐酸与氢氧化钠溶液反应：H+ + OH- = H2O',
      '铁与稀盐酸反应：2Fe + 6H+ = 2Fe3+ + 3H2↑',
      '碳酸钙与盐酸反应：CO32- + 2H+ = CO2↑ + H2O',
      '铜与硝酸银溶液反应：Cu + Ag+ = Cu2+ + Ag',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      C('下列离子方程式书写错误的是'),
      '盐酸与氢氧化钠溶液反应：H+ + OH- = H2O',
      '铁与稀盐酸反应：Fe + 2H+ = Fe2+ + H2↑',
      '碳酸钙与盐酸反应：CO32- + 2H+ = CO2↑ + H2O',
      '锌与硫酸铜溶液反应：Zn + Cu2+ = Zn2+ + Cu',
    ),
    'C',
    'solves',
  ],
  // Electrons of ions in a non-N_A question: 「Na+ 和 F- 的电子数相同」 true (10 each).
  [choice(C('下列各组微粒中，电子数相同的是'), 'Na+ 和 Cl-', 'Na+ 和 F-', 'Mg2+ 和 Cl-', 'OH- 和 HS-'), 'B', 'mayRefuse'],
  // Molar mass of an ion typed bare: 「SO42- 的摩尔质量」 96 g/mol.
  ['SO42- 的摩尔质量为多少？', 96, 'solves'],
  // 1 mol NH4+ protons: 11.
  ['1 mol NH4+ 中含有的质子的物质的量为多少？', 11, 'solves'],
];
