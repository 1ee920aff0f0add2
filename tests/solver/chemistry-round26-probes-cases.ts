import { choice, type Lookalike } from './lookalike-hunt-shared';

/**
 * Round 26 probes (decision 0138): choice questions decided from counts, written before any code, as national and
 * provincial papers print them — 「设 N_A 为阿伏加德罗常数的值」 statements (标准状况 with a substance that is not a gas,
 * 常温常压, a solution without its volume, reversible reactions, hydrolysing ions and weak acids, D₂O and ¹⁸O, mixtures
 * with one formula mass or one empirical formula, bonds of a structure, electrons transferred) and solution
 * calculations (c = n/V, dilution, mixing, c = 1000ρw/M, c(Cl⁻) of a salt, pH of strong acids and bases). Each answer
 * worked by hand. 'solves': answered right and must stay so; 'mayRefuse': still refused (the comment names what stops it), never answered wrong.
 */
const NA = '设 $N_{A}$ 为阿伏加德罗常数的值，下列说法正确的是（　　）';
const NA_TEX = '$\\mathrm{N}_{\\mathrm{A}}$ 为阿伏加德罗常数的值。下列说法正确的是$(\\quad)$';

export const ROUND26_PROBES: Lookalike[] = [
  // ── N_A statements ──
  [
    choice(
      `1．${NA}`,
      '标准状况下，22.4 L H2O 含有的分子数为 N_A',
      '常温常压下，32 g O2 含有的氧原子数为 2N_A',
      '1 mol/L NaCl 溶液中含有的 Na+ 数为 N_A',
      '常温常压下，22.4 L CO2 含有的分子数为 N_A',
    ),
    'B',
    'solves',
  ],
  [
    choice(
      `2．${NA}`,
      '18 g H2O 含有的电子数为 10N_A',
      '标准状况下，11.2 L CCl4 含有的分子数为 0.5N_A',
      '1 mol Fe 与足量稀盐酸反应转移的电子数为 3N_A',
      '0.1 mol/L 的 AlCl3 溶液中 Cl- 数为 0.3N_A',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      '3．设 N_A 为阿伏加德罗常数的值，下列说法错误的是（  ）',
      '16 g O2 和 O3 的混合气体中含有的氧原子数为 N_A',
      '46 g NO2 和 N2O4 的混合气体中含有的原子总数为 3N_A',
      '28 g C2H4 和 C3H6 的混合气体中含有的碳原子数为 2N_A',
      '标准状况下，2.24 L SO3 含有的分子数为 0.1N_A',
    ),
    'D',
    'solves',
  ],
  [
    choice(
      `4．${NA}`,
      '1 L 0.1 mol/L NH4Cl 溶液中含 NH4+ 的数目为 0.1N_A',
      '2 mol SO2 与 1 mol O2 充分反应生成 SO3 的分子数为 2N_A',
      '1 mol N2 与 3 mol H2 充分反应生成 NH3 的分子数为 2N_A',
      '2.3 g Na 与足量 O2 完全反应，转移的电子数为 0.1N_A',
    ),
    'D',
    'solves',
  ],
  [
    choice(
      `5．${NA}`,
      '20 g D2O 含有的中子数为 10N_A',
      '18 g D2O 含有的质子数为 10N_A',
      '1.8 g H2^{18}O 含有的中子数为 N_A',
      '标准状况下，22.4 L HF 含有的分子数为 N_A',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      `6．${NA}`,
      '1 mol Cl2 与足量 NaOH 溶液反应，转移的电子数为 N_A',
      '1 mol Cl2 与足量 Fe 反应，转移的电子数为 3N_A',
      '标准状况下，22.4 L 乙醇含有的分子数为 N_A',
      '1 mol Na2O2 中含有的离子总数为 4N_A',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      `7．${NA}`,
      '常温下，1 L pH=13 的 NaOH 溶液中 OH- 的数目为 0.1N_A',
      '1 L pH=1 的 H2SO4 溶液中 H+ 的数目为 0.2N_A',
      '0.1 mol/L NaOH 溶液中 Na+ 的数目为 0.1N_A',
      '1 mol CH4 中含有的共价键数为 5N_A',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      `8．${NA}`,
      '标准状况下，22.4 L N2 和 O2 的混合气体中含有的分子数为 N_A',
      '12 g 金刚石中含有的 C-C 键数为 4N_A',
      '31 g 白磷中含有的 P-P 键数为 N_A',
      '1 mol OH- 含有的电子数为 9N_A',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      `9．${NA}`,
      '0.1 mol Fe 与足量 Cl2 反应，转移的电子数为 0.3N_A',
      '5.6 g Fe 与足量稀硫酸反应，转移的电子数为 0.3N_A',
      '1 mol Na 在 O2 中燃烧生成 Na2O2，转移的电子数为 2N_A',
      '6.4 g Cu 与足量稀硝酸反应，转移的电子数为 0.1N_A',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      `10．${NA}`,
      '标准状况下，11.2 L CH4 中含有的氢原子数为 2N_A',
      '17 g NH3 中含有的共价键数为 4N_A',
      '1 mol/L CaCl2 溶液中含有的 Cl- 数为 2N_A',
      '常温常压下，11.2 L O2 中含有的分子数为 0.5N_A',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      '11．设 N_A 为阿伏加德罗常数的值，下列说法不正确的是（　　）',
      '1 mol NH4+ 中含有的电子数为 10N_A',
      '1 mol 羟基中含有的电子数为 9N_A',
      '1 mol Na2O2 与足量 CO2 反应，转移的电子数为 2N_A',
      '44 g CO2 中含有的原子数为 3N_A',
    ),
    'C',
    'solves',
  ],
  [
    choice(
      `12．${NA}`,
      '14 g 乙烯和丙烯的混合气体中含有的氢原子数为 2N_A',
      '标准状况下，22.4 L NO2 含有的分子数为 N_A',
      '1 L 0.5 mol/L Na2CO3 溶液中 CO3^{2-} 的数目为 0.5N_A',
      '1 mol 苯中含有的碳碳双键数为 3N_A',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      `13．${NA}`,
      '0.1 mol H2 和 0.1 mol I2 于密闭容器中充分反应后，其分子总数为 0.2N_A',
      '密闭容器中 2 mol NO 与 1 mol O2 充分反应，产物的分子数为 2N_A',
      '标准状况下，2.24 L Cl2 溶于水，转移的电子数为 0.1N_A',
      '1 mol Fe 与 1 mol Cl2 充分反应，转移的电子数为 3N_A',
    ),
    'A',
    'mayRefuse', // still refused — B: 2NO + O2 → 2NO2 then 2NO2 ⇌ N2O4 not read
  ],
  [
    choice(
      `14．${NA_TEX}`,
      '$18 \\mathrm{~g} \\mathrm{D}_{2} \\mathrm{O}$ 和 $18 \\mathrm{~g} \\mathrm{H}_{2} \\mathrm{O}$ 中含有的质子数均为 $10 \\mathrm{N}_{\\mathrm{A}}$',
      '$2 \\mathrm{~L} 0.5 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1}$ 亚硫酸溶液中含有的 $\\mathrm{H}^{+}$ 数为 $2 \\mathrm{N}_{\\mathrm{A}}$',
      '过氧化钠与水反应时，生成 $0.1 \\mathrm{~mol}$ 氧气转移的电子数为 $0.2 \\mathrm{N}_{\\mathrm{A}}$',
      '密闭容器中 $2 \\mathrm{~mol} \\mathrm{NO}$ 与 $1 \\mathrm{~mol} \\mathrm{O}_{2}$ 充分反应，产物的分子数为 $2 \\mathrm{N}_{\\mathrm{A}}$',
    ),
    'C',
    'mayRefuse', // still refused — B: 亚硫酸 is a weak diprotic acid, not in the weak-electrolyte reader; D: NO + O2 product not read
  ],
  [
    choice(
      `15．${NA_TEX}`,
      '$60 \\mathrm{~g}$ 丙醇中存在的共价键总数为 $10 \\mathrm{N}_{\\mathrm{A}}$',
      '$1 \\mathrm{~L} 0.1 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1}$ 的 $\\mathrm{NaHCO}_{3}$ 溶液中 $\\mathrm{HCO}_{3}^{-}$ 和 $\\mathrm{CO}_{3}^{2-}$ 离子数之和为 $0.1 \\mathrm{N}_{\\mathrm{A}}$',
      '钠在空气中燃烧可生成多种氧化物，$23 \\mathrm{~g}$ 钠充分燃烧时转移的电子数为 $1 \\mathrm{N}_{\\mathrm{A}}$',
      '标准状况下，$22.4 \\mathrm{~L}$ 己烷中含有的分子数为 $\\mathrm{N}_{\\mathrm{A}}$',
    ),
    'C',
    'mayRefuse', // still refused — B: HCO3⁻ + CO3²⁻ sum not read; C: a context clause before the amount
  ],
  [
    choice(
      `16．${NA_TEX}`,
      '$14 \\mathrm{~g}$ 乙烯和丙烯混合气体中的氢原子数为 $2 \\mathrm{N}_{\\mathrm{A}}$',
      '$1 \\mathrm{~mol} \\mathrm{N}_{2}$ 与 $4 \\mathrm{~mol} \\mathrm{H}_{2}$ 反应生成的 $\\mathrm{NH}_{3}$ 分子数为 $2 \\mathrm{N}_{\\mathrm{A}}$',
      '$1 \\mathrm{~mol} \\mathrm{Fe}$ 溶于过量硝酸，电子转移数为 $2 \\mathrm{N}_{\\mathrm{A}}$',
      '标准状况下，$2.24 \\mathrm{~L} \\mathrm{CCl}_{4}$ 含有的共价键数为 $0.4 \\mathrm{N}_{\\mathrm{A}}$',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      `17．${NA_TEX}`,
      '$1 \\mathrm{~L} 0.1 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1} \\mathrm{NH}_{4} \\mathrm{Cl}$ 溶液中，$\\mathrm{NH}_{4}^{+}$ 的数量为 $0.1 \\mathrm{N}_{\\mathrm{A}}$',
      '$2.4 \\mathrm{~g} \\mathrm{Mg}$ 与 $\\mathrm{H}_{2} \\mathrm{SO}_{4}$ 完全反应，转移的电子数为 $0.1 \\mathrm{N}_{\\mathrm{A}}$',
      '标准状况下，$2.24 \\mathrm{~L} \\mathrm{N}_{2}$ 和 $\\mathrm{O}_{2}$ 的混合气体中分子数为 $0.2 \\mathrm{N}_{\\mathrm{A}}$',
      '$0.1 \\mathrm{~mol} \\mathrm{H}_{2}$ 和 $0.1 \\mathrm{~mol} \\mathrm{I}_{2}$ 于密闭容器中充分反应后，其分子总数为 $0.2 \\mathrm{N}_{\\mathrm{A}}$',
    ),
    'D',
    'solves',
  ],
  [
    choice(
      `18．${NA_TEX}`,
      '常温常压下，$124 \\mathrm{~g} \\mathrm{P}_{4}$ 中所含 $\\mathrm{P}-\\mathrm{P}$ 键数目为 $4 \\mathrm{N}_{\\mathrm{A}}$',
      '$100 \\mathrm{~mL} 1 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1} \\mathrm{FeCl}_{3}$ 溶液中所含 $\\mathrm{Fe}^{3+}$ 的数目为 $0.1 \\mathrm{N}_{\\mathrm{A}}$',
      '标准状况下，$11.2 \\mathrm{~L}$ 甲烷和乙烯混合物中含氢原子数目为 $2 \\mathrm{N}_{\\mathrm{A}}$',
      '密闭容器中，$2 \\mathrm{~mol} \\mathrm{SO}_{2}$ 和 $1 \\mathrm{~mol} \\mathrm{O}_{2}$ 催化反应后分子总数为 $2 \\mathrm{N}_{\\mathrm{A}}$',
    ),
    'C',
    'solves',
  ],
  [
    choice(
      '19．已知 $N_{A}$ 是阿伏加德罗常数的值，下列说法错误的是（　　）',
      '3 g ^{3}He 含有的中子数为 1N_A',
      '1 L 0.1 mol·L^{-1} 磷酸钠溶液含有的 PO4^{3-} 数目为 0.1N_A',
      '1 mol K2Cr2O7 被还原为 Cr^{3+} 转移的电子数为 6N_A',
      '48 g 正丁烷和 10 g 异丁烷的混合物中共价键数目为 13N_A',
    ),
    'B',
    'solves',
  ],
  [
    choice(
      `20．${NA}`,
      '22.4 L（标准状况）氮气中含有 7N_A 个中子',
      '1 mol 重水比 1 mol 水多 N_A 个质子',
      '12 g 石墨烯和 12 g 金刚石均含有 N_A 个碳原子',
      '1 L 1 mol·L^{-1} NaCl 溶液含有 28N_A 个电子',
    ),
    'C',
    'mayRefuse', // still refused — A, B, C: neutrons of 「7N_A 个中子」, 重水比水多, 「均含有」 not read
  ],
  [
    choice(
      `21．${NA}`,
      '18 g 重水（D2O）中含有的质子数为 10N_A',
      '3 mol 的 NO2 与 H2O 完全反应时转移的电子数为 4N_A',
      '32 g 环状 S8 分子中含有的 S-S 键数为 1N_A',
      '1 L pH=4 的 0.1 mol·L^{-1} K2Cr2O7 溶液中 Cr2O7^{2-} 离子数为 0.1N_A',
    ),
    'C',
    'mayRefuse', // still refused — D: Cr2O7²⁻ ⇌ CrO4²⁻ at a pH not read
  ],
  [
    choice(
      `22．${NA}`,
      '25 ℃，101 kPa 下，28 L 氢气中质子的数目为 2.5N_A',
      '2.0 L 1.0 mol·L^{-1} AlCl3 溶液中，Al^{3+} 的数目为 2.0N_A',
      '0.20 mol 苯甲酸完全燃烧，生成 CO2 的数目为 1.4N_A',
      '电解熔融 CuCl2，阴极增重 6.4 g，外电路中通过电子的数目为 0.10N_A',
    ),
    'C',
    'solves',
  ],
  [
    choice(
      '23．下列说法正确的是（N_A 表示阿伏加德罗常数的值）（　　）',
      '1 mol/L 的 Na2SO4 溶液中含有的 Na+ 数为 2N_A',
      '常温常压下，4.4 g CO2 与 N2O 的混合气体中含有的原子数为 0.3N_A',
      '标准状况下，4.48 L H2O 含有的分子数为 0.2N_A',
      '5.6 g Fe 在足量 Cl2 中燃烧，转移的电子数为 0.2N_A',
    ),
    'B',
    'solves',
  ],
  [
    choice(
      `24．${NA}`,
      '100 g 质量分数为 46% 的乙醇水溶液中含有的氧原子数为 4N_A',
      '1 mol 甲基中含有的电子数为 10N_A',
      '标准状况下，22.4 L SO3 中含有的氧原子数为 3N_A',
      '1 L 0.1 mol/L CH3COOH 溶液中 H+ 的数目为 0.1N_A',
    ),
    'A',
    'mayRefuse', // still refused — A: O atoms of a mass-fraction solution not read
  ],
  // ── solution calculations ──
  [
    choice('25．将 4 g NaOH 溶于水配成 250 mL 溶液，所得溶液的物质的量浓度为（　　）', '0.1 mol/L', '0.2 mol/L', '0.4 mol/L', '1 mol/L'),
    'C',
    'solves',
  ],
  [
    choice(
      '26．将 10 mL 5 mol/L 的盐酸稀释到 200 mL，从中取出 5 mL，这 5 mL 溶液的物质的量浓度为（　　）',
      '0.5 mol/L',
      '0.25 mol/L',
      '0.1 mol/L',
      '1 mol/L',
    ),
    'B',
    'solves',
  ],
  [
    choice('27．0.5 L 1 mol/L FeCl3 溶液与 0.2 L 1 mol/L KCl 溶液中 Cl- 的物质的量浓度之比为（　　）', '5:2', '3:1', '15:2', '1:3'),
    'B',
    'solves',
  ],
  [
    choice(
      '28．下列溶液中 c(Cl-) 与 50 mL 1 mol/L AlCl3 溶液中 c(Cl-) 相等的是（　　）',
      '150 mL 1 mol/L NaCl 溶液',
      '75 mL 2 mol/L CaCl2 溶液',
      '150 mL 3 mol/L KCl 溶液',
      '75 mL 2 mol/L FeCl3 溶液',
    ),
    'C',
    'solves',
  ],
  [
    choice(
      '29．质量分数为 98%、密度为 $1.84 \\mathrm{~g} \\cdot \\mathrm{cm}^{-3}$ 的浓硫酸的物质的量浓度为（　　）',
      '$9.2 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1}$',
      '$18.4 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1}$',
      '$1.84 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1}$',
      '$36.8 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1}$',
    ),
    'B',
    'solves',
  ],
  [choice('30．常温下，将 pH=2 的盐酸稀释 100 倍后，溶液的 pH 为（　　）', '2', '3', '4', '5'), 'C', 'solves'],
  [
    choice('31．25 ℃ 时，$0.005 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1}$ 的 H2SO4 溶液的 pH 为（　　）', '1', '2', '2.3', '3'),
    'B',
    'solves',
  ],
  [choice('32．25 ℃ 时，0.01 mol/L NaOH 溶液的 pH 为（　　）', '2', '10', '12', '14'), 'C', 'solves'],
  [
    choice('33．常温下，将 0.1 mol/L 盐酸与 0.06 mol/L Ba(OH)2 溶液等体积混合，所得溶液的 pH 为（　　）', '1.7', '12', '12.3', '2'),
    'B',
    'solves',
  ],
  [choice('34．常温下，将 pH=3 的盐酸与 pH=5 的盐酸等体积混合，混合后溶液的 pH 约为（　　）', '3.3', '4', '3', '4.7'), 'A', 'mayRefuse'],
  [
    choice(
      '35．实验室需用 480 mL 0.1 mol/L CuSO4 溶液，选用 500 mL 容量瓶配制，需称取胆矾（CuSO4·5H2O）的质量为（　　）',
      '7.68 g',
      '12.0 g',
      '12.5 g',
      '8.0 g',
    ),
    'C',
    'solves',
  ],
  [
    choice(
      '36．100 mL 0.3 mol/L Na2SO4 溶液和 50 mL 0.2 mol/L Al2(SO4)3 溶液混合后（忽略溶液体积变化），溶液中 SO4^{2-} 的物质的量浓度为（　　）',
      '0.20 mol/L',
      '0.25 mol/L',
      '0.40 mol/L',
      '0.50 mol/L',
    ),
    'C',
    'solves',
  ],
  [
    choice(
      '37．将 2.24 L（标准状况）HCl 气体溶于水配成 100 mL 溶液，所得盐酸的物质的量浓度为（　　）',
      '0.1 mol/L',
      '1 mol/L',
      '0.01 mol/L',
      '10 mol/L',
    ),
    'B',
    'solves',
  ],
  [choice('38．500 mL 0.2 mol/L 的 Na2SO4 溶液中含有 Na+ 的物质的量为（　　）', '0.1 mol', '0.2 mol', '0.4 mol', '0.5 mol'), 'B', 'solves'],
  [
    choice(
      '39．将 5 mol/L 的 Mg(NO3)2 溶液 a mL 稀释至 b mL，稀释后溶液中 NO3- 的物质的量浓度为（　　）',
      '5a/b mol/L',
      '10a/b mol/L',
      'b/(5a) mol/L',
      'a/b mol/L',
    ),
    'B',
    'mayRefuse', // still refused — symbolic volumes a, b not read
  ],
  [
    choice(
      '40．$0.1 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1}$ 的 $\\mathrm{CaCl}_{2}$ 溶液中 $\\mathrm{Cl}^{-}$ 的物质的量浓度为（　　）',
      '$0.05 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1}$',
      '$0.1 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1}$',
      '$0.2 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1}$',
      '$0.3 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1}$',
    ),
    'C',
    'solves',
  ],
  [choice('41．常温下，将 pH=12 的 NaOH 溶液稀释 100 倍后，溶液的 pH 为（　　）', '10', '11', '12', '14'), 'A', 'solves'],
  [
    choice(
      '42．将 20 mL 2 mol/L NaCl 溶液与 30 mL 1 mol/L CaCl2 溶液混合（忽略体积变化），所得溶液中 c(Cl-) 为（　　）',
      '1.5 mol/L',
      '2 mol/L',
      '2.8 mol/L',
      '3 mol/L',
    ),
    'B',
    'solves',
  ],
];
