import { choice, type Lookalike } from './lookalike-hunt-shared';

/**
 * Look-alikes of the round-26 kinds (decision 0138), each one detail away from a probe: ions typed with a bare charge,
 * bonds of P4, S8 and benzene, σ bonds of chain molecules, neutrons of principal nuclides, ions in a gas, iron and
 * copper with one reagent in excess or both amounts given, O2 from Na2O2, NO2 at 标准状况, a portion taken after a
 * dilution, two solutions mixed, a flask named, 「V L（标准状况）」, an item number glued to a number. Hand-worked; null
 * = undecidable, must be refused.
 */
const NA = '设 N_A 为阿伏加德罗常数的值，下列说法正确的是（　　）';
const NA_WRONG = '设 N_A 为阿伏加德罗常数的值，下列说法错误的是（　　）';

export const ROUND26_HUNT: Lookalike[] = [
  // ── bare ion charges: electrons = protons − charge ──
  [
    choice(
      NA,
      '1 mol Na+ 含有的电子数为 11N_A',
      '1 mol Cl- 含有的电子数为 18N_A',
      '1 mol NH4+ 含有的质子数为 10N_A',
      '1 mol OH- 含有的质子数为 10N_A',
    ),
    'B',
    'solves',
  ],
  [
    choice(
      NA,
      '1 mol Na+ 含有的电子数为 10N_A',
      '1 mol Cl- 含有的电子数为 17N_A',
      '1 mol NH4+ 含有的电子数为 11N_A',
      '1 mol OH- 含有的电子数为 9N_A',
    ),
    'A',
    'solves',
  ],
  [choice('1 mol OH- 含有的电子数为（　　）', '8N_A', '9N_A', '10N_A', '11N_A'), 'C', 'mayRefuse'],
  [
    choice(
      NA,
      '常温下，1 L pH=12 的 NaOH 溶液中 OH- 的数目为 0.01N_A',
      '1 L pH=2 的 H2SO4 溶液中 H+ 的数目为 0.02N_A',
      '18 g H2O 含有的分子数为 2N_A',
      '1 mol CH4 中含有的共价键数为 5N_A',
    ),
    'A',
    'solves',
  ],
  // pH 13 base without 常温: OH⁻ not decided.
  [
    choice(
      NA,
      '1 L pH=13 的 NaOH 溶液中 OH- 的数目为 0.1N_A',
      '18 g H2O 含有的分子数为 2N_A',
      '1 mol CH4 中含有的共价键数为 5N_A',
      '17 g NH3 中含有的共价键数为 4N_A',
    ),
    null,
    'refuses',
  ],
  // ── bonds by amount and by structure ──
  [
    choice(
      NA,
      '1 mol CH4 中含有的共价键数为 4N_A',
      '17 g NH3 中含有的共价键数为 4N_A',
      '1 mol H2O 中含有的共价键数为 3N_A',
      '16 g CH4 中含有的共价键数为 5N_A',
    ),
    'A',
    'solves',
  ],
  // Ethylene's C=C: books count it differently — refused.
  [
    choice(
      NA,
      '1 mol C2H4 中含有的共价键数为 5N_A',
      '17 g NH3 中含有的共价键数为 4N_A',
      '1 mol H2O 中含有的共价键数为 3N_A',
      '16 g CH4 中含有的共价键数为 5N_A',
    ),
    null,
    'refuses',
  ],
  [
    choice(
      NA,
      '62 g 白磷中含有的 P-P 键数为 3N_A',
      '31 g 白磷中含有的 P-P 键数为 N_A',
      '64 g S8 分子中含有的 S-S 键数为 N_A',
      '1 mol 苯中含有的碳碳双键数为 3N_A',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      NA_WRONG,
      '62 g 白磷中含有的 P-P 键数为 3N_A',
      '0.5 mol 苯中含有的碳碳双键数为 0',
      '64 g S8 分子中含有的 S-S 键数为 2N_A',
      '1 mol 白磷中含有的 P-P 键数为 4N_A',
    ),
    'D',
    'mayRefuse',
  ],
  [
    choice(
      NA,
      '28 g C2H4 分子中含有的 σ 键数目为 5N_A',
      '1 mol 乙炔中含有的 σ 键数为 2N_A',
      '1 mol N2 中含有的 σ 键数为 2N_A',
      '1 mol CH4 中含有的 σ 键数为 5N_A',
    ),
    'A',
    'solves',
  ],
  // C3H6 may be propene (8 σ) or cyclopropane (9 σ): refused.
  [
    choice(
      NA,
      '42 g C3H6 中含有的 σ 键数为 8N_A',
      '1 mol 乙炔中含有的 σ 键数为 2N_A',
      '1 mol N2 中含有的 σ 键数为 2N_A',
      '1 mol CH4 中含有的 σ 键数为 5N_A',
    ),
    null,
    'refuses',
  ],
  // ── neutrons of the principal nuclides ──
  [
    choice(
      NA,
      '8 g CH4 含有的中子数为 3N_A',
      '18 g H2O 含有的中子数为 10N_A',
      '14 g N2 含有的中子数为 14N_A',
      '16 g O2 含有的中子数为 16N_A',
    ),
    'A',
    'solves',
  ],
  // Cl has no single nuclide: 58.5 g NaCl neutrons refused.
  [
    choice(
      NA,
      '58.5 g NaCl 含有的中子数为 28N_A',
      '18 g H2O 含有的中子数为 10N_A',
      '14 g N2 含有的中子数为 14N_A',
      '16 g O2 含有的中子数为 16N_A',
    ),
    null,
    'refuses',
  ],
  // ── ions in a gas ──
  [
    choice(
      NA,
      '标准状况下，22.4 L HCl 气体中 H+ 数目为 N_A',
      '标准状况下，22.4 L HCl 气体中含有的分子数为 N_A',
      '标准状况下，22.4 L NH3 中含有的 OH- 数目为 N_A',
      '标准状况下，22.4 L H2O 中含有的分子数为 N_A',
    ),
    'B',
    'solves',
  ],
  // ── iron and copper ──
  [
    choice(
      NA,
      '5.6 g Fe 与足量稀盐酸反应，转移的电子数为 0.2N_A',
      '5.6 g Fe 与足量稀硝酸反应，转移的电子数为 0.2N_A',
      '6.4 g Cu 与足量稀硝酸反应，转移的电子数为 0.1N_A',
      '0.1 mol Fe 与足量 Cl2 反应，转移的电子数为 0.2N_A',
    ),
    'A',
    'solves',
  ],
  // Without 足量 the iron may not all react.
  [
    choice(
      NA,
      '5.6 g Fe 与稀盐酸反应，转移的电子数为 0.2N_A',
      '5.6 g Fe 与足量稀硝酸反应，转移的电子数为 0.2N_A',
      '6.4 g Cu 与足量稀硝酸反应，转移的电子数为 0.1N_A',
      '0.1 mol Fe 与足量 Cl2 反应，转移的电子数为 0.2N_A',
    ),
    null,
    'refuses',
  ],
  // Copper with concentrated sulfuric acid: the acid turns dilute and stops — not read, refused.
  [
    choice(
      NA,
      '6.4 g Cu 与足量浓硫酸反应，转移的电子数为 0.2N_A',
      '5.6 g Fe 与足量稀硝酸反应，转移的电子数为 0.2N_A',
      '6.4 g Cu 与足量稀硝酸反应，转移的电子数为 0.1N_A',
      '0.1 mol Fe 与足量 Cl2 反应，转移的电子数为 0.2N_A',
    ),
    null,
    'refuses',
  ],
  [
    choice(
      NA,
      '5.6 g Fe 与足量硫充分反应，转移的电子数为 0.3N_A',
      '6.4 g Cu 与足量 Cl2 充分反应，转移的电子数为 0.2N_A',
      '1 mol Fe 与 1 mol Cl2 充分反应，转移的电子数为 3N_A',
      '1 mol Na 与 1 mol Cl2 充分反应，转移的电子数为 2N_A',
    ),
    'B',
    'solves',
  ],
  [
    choice(
      NA,
      '1 mol Fe 与 1.5 mol Cl2 充分反应，转移的电子数为 3N_A',
      '1 mol Fe 与 1 mol Cl2 充分反应，转移的电子数为 3N_A',
      '2 mol Na 与 1 mol Cl2 充分反应，转移的电子数为 N_A',
      '1 mol Mg 与 2 mol Cl2 充分反应，转移的电子数为 4N_A',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      NA,
      '1 mol Na 在 O2 中燃烧生成 Na2O2，转移的电子数为 N_A',
      '2.3 g Na 与足量 O2 完全反应，转移的电子数为 0.2N_A',
      '2.4 g Mg 在足量 O2 中燃烧，转移的电子数为 0.1N_A',
      '1 mol Na2O2 中含有的离子总数为 4N_A',
    ),
    'A',
    'solves',
  ],
  // ── O2 from Na2O2, NO2 with water ──
  [
    choice(
      NA,
      '过氧化钠与水反应时，生成 0.1 mol 氧气转移的电子数为 0.4N_A',
      'Na2O2 与 CO2 反应时，每生成 0.5 mol O2 转移的电子数为 N_A',
      '3 mol 的 NO2 与 H2O 完全反应时转移的电子数为 3N_A',
      '1 mol Na2O2 与足量 CO2 反应，转移的电子数为 2N_A',
    ),
    'B',
    'solves',
  ],
  [
    choice(
      NA,
      'Na2O2 与水反应时，生成 2.24 L O2 转移的电子数为 0.2N_A',
      '1 mol Na2O2 与足量水反应，转移的电子数为 2N_A',
      '3 mol NO2 与 H2O 完全反应时转移的电子数为 3N_A',
      '0.1 mol Fe 与足量 Cl2 反应，转移的电子数为 0.2N_A',
    ),
    null,
    'refuses',
  ],
  // ── NO2 at 标准状况 ──
  [
    choice(
      NA,
      '标准状况下，22.4 L NO2 含有的原子数为 3N_A',
      '标准状况下，11.2 L O2 含有的原子数为 N_A',
      '标准状况下，22.4 L SO3 含有的分子数为 N_A',
      '标准状况下，22.4 L 乙醇含有的分子数为 N_A',
    ),
    'B',
    'solves',
  ],
  // ── solutions: a portion taken after dilution ──
  [
    choice(
      '将 10 mL 2 mol/L 的 NaCl 溶液稀释到 100 mL，再从中取出 10 mL，取出的溶液的物质的量浓度为（　　）',
      '2 mol/L',
      '0.2 mol/L',
      '0.02 mol/L',
      '0.1 mol/L',
    ),
    'B',
    'solves',
  ],
  [
    choice(
      '将 20 mL 1 mol/L 的 NaOH 溶液稀释到 100 mL，从中取出 10 mL，这 10 mL 溶液的物质的量浓度为（　　）',
      '0.2 mol/L',
      '1 mol/L',
      '0.02 mol/L',
      '0.1 mol/L',
    ),
    'A',
    'solves',
  ],
  // The amount in the portion needs its volume: not this kind, refused or right.
  [
    choice(
      '将 20 mL 1 mol/L 的 NaOH 溶液稀释到 100 mL，从中取出 10 mL，这 10 mL 溶液中 NaOH 的物质的量为（　　）',
      '0.002 mol',
      '0.02 mol',
      '0.01 mol',
      '0.2 mol',
    ),
    'A',
    'mayRefuse',
  ],
  // ── two solutions mixed ──
  [
    choice(
      '将 100 mL 0.1 mol/L NaCl 溶液与 100 mL 0.3 mol/L MgCl2 溶液混合（忽略体积变化），所得溶液中 Cl- 的物质的量浓度为（　　）',
      '0.2 mol/L',
      '0.35 mol/L',
      '0.4 mol/L',
      '0.7 mol/L',
    ),
    'B',
    'solves',
  ],
  // Volumes not said to add: refused.
  [
    choice(
      '将 100 mL 0.1 mol/L NaCl 溶液与 100 mL 0.3 mol/L MgCl2 溶液混合，所得溶液中 Cl- 的物质的量浓度为（　　）',
      '0.2 mol/L',
      '0.35 mol/L',
      '0.4 mol/L',
      '0.7 mol/L',
    ),
    null,
    'refuses',
  ],
  // Al3+ hydrolyses: refused.
  [
    choice(
      '将 100 mL 0.1 mol/L AlCl3 溶液与 100 mL 0.3 mol/L Al2(SO4)3 溶液混合（忽略体积变化），所得溶液中 Al^{3+} 的物质的量浓度为（　　）',
      '0.2 mol/L',
      '0.35 mol/L',
      '0.4 mol/L',
      '0.7 mol/L',
    ),
    null,
    'refuses',
  ],
  // Ion only in one of the two (AgNO3 would precipitate it): not the common-ion kind.
  [
    choice(
      '将 100 mL 0.1 mol/L NaCl 溶液与 100 mL 0.1 mol/L AgNO3 溶液混合（忽略体积变化），所得溶液中 Cl- 的物质的量浓度为（　　）',
      '0.05 mol/L',
      '0.1 mol/L',
      '0',
      '0.2 mol/L',
    ),
    null,
    'refuses',
  ],
  [
    choice(
      '200 mL 0.5 mol/L K2SO4 溶液与 300 mL 0.5 mol/L H2SO4 溶液混合后（体积变化忽略不计），溶液中 SO4^{2-} 的物质的量浓度为（　　）',
      '0.25 mol/L',
      '0.5 mol/L',
      '1 mol/L',
      '0.75 mol/L',
    ),
    'B',
    'solves',
  ],
  [
    choice(
      '$100 \\mathrm{~mL} 0.2 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1}$ 的 $\\mathrm{BaCl}_{2}$ 溶液与 $300 \\mathrm{~mL} 0.2 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1}$ 的 $\\mathrm{KCl}$ 溶液混合（忽略溶液体积变化），混合后 $\\mathrm{Cl}^{-}$ 的物质的量浓度为（　　）',
      '$0.2 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1}$',
      '$0.25 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1}$',
      '$0.3 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1}$',
      '$0.4 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1}$',
    ),
    'B',
    'solves',
  ],
  // ── a flask named ──
  [
    choice(
      '实验室需用 450 mL 0.2 mol/L NaCl 溶液，选用 500 mL 容量瓶配制，需称取 NaCl 的质量为（　　）',
      '5.27 g',
      '5.85 g',
      '5.3 g',
      '11.7 g',
    ),
    'B',
    'solves',
  ],
  // A flask smaller than the solution needed: refused.
  [
    choice(
      '实验室需用 480 mL 0.1 mol/L CuSO4 溶液，选用 250 mL 容量瓶配制，需称取 CuSO4 的质量为（　　）',
      '7.68 g',
      '8.0 g',
      '4.0 g',
      '12.5 g',
    ),
    null,
    'refuses',
  ],
  // ── 「V L（标准状况）」 ──
  [
    choice(
      '将 4.48 L（标准状况）NH3 溶于水配成 500 mL 溶液，所得溶液的物质的量浓度为（　　）',
      '0.2 mol/L',
      '0.4 mol/L',
      '0.8 mol/L',
      '4 mol/L',
    ),
    null,
    'mayRefuse',
  ],
  [
    choice(
      '将 4.48 L（标准状况）HCl 气体溶于水配成 500 mL 溶液，所得盐酸的物质的量浓度为（　　）',
      '0.2 mol/L',
      '0.4 mol/L',
      '0.8 mol/L',
      '4 mol/L',
    ),
    'B',
    'solves',
  ],
  // ── c = 1000ρw/M as typeset ──
  [
    choice(
      '密度为 $1.19 \\mathrm{~g} \\cdot \\mathrm{cm}^{-3}$、质量分数为 36.5% 的浓盐酸的物质的量浓度为（　　）',
      '11.9 mol/L',
      '1.19 mol/L',
      '36.5 mol/L',
      '5.95 mol/L',
    ),
    'A',
    'solves',
  ],
  // ── item numbers glued to a number ──
  [
    choice('6．0.1 mol/L 的 Na2SO4 溶液中 Na+ 的物质的量浓度为（　　）', '0.05 mol/L', '0.1 mol/L', '0.2 mol/L', '0.4 mol/L'),
    'C',
    'solves',
  ],
  [choice('7．25 ℃ 时，0.05 mol/L Ba(OH)2 溶液的 pH 为（　　）', '1', '12', '13', '13.3'), 'C', 'solves'],
  // A decimal that is a decimal: 「0.25 ℃」 never printed — plain 「2.5 g」 start without a number is unchanged.
  [
    choice(
      '2.5 g CuSO4·5H2O 溶于水配成 100 mL 溶液，所得溶液的物质的量浓度为（　　）',
      '0.1 mol/L',
      '0.01 mol/L',
      '0.025 mol/L',
      '0.25 mol/L',
    ),
    'A',
    'solves',
  ],
];
