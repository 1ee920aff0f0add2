/**
 * Look-alikes of the chemistry readers widened by decision 0130: N_A statements on one substance by mass (bonds of
 * molecules with double or triple bonds, rings, oxyacids whose bonds a single-bond count cannot give, gases by volume
 * at 常温常压), electrons 失去/获得 by Fe (Fe²⁺ or Fe³⁺ by the oxidant) and Na, 「溶液中含 X」; element inference with
 * the new facts and 「比…大 n」 mixed with 相邻 / 同主族 clues, options 「一定」 vs 「可能」, hydroxides reacting;
 * ionic equations that are right although they look like the new faults (NaHSO4 split into H⁺ + SO4²⁻, BaCO3
 * written whole, HCO3⁻ with OH⁻). `answer` is the hand-worked letter, or null when some option is not decided by
 * the textbook (the solver must refuse); `answered` records that the solver answers it now (it must keep doing so).
 */
export interface Round24HuntCase {
  why: string;
  text: string;
  answer: string | null;
  answered: boolean;
}

const q = (stem: string, options: string[]) => [stem, ...options.map((o, i) => `${'ABCD'[i]}. ${o}`)].join('\n');
const c = (why: string, answer: string | null, answered: boolean, stem: string, options: string[]): Round24HuntCase => ({
  why,
  text: q(stem, options),
  answer,
  answered,
});

const NA_TRUE = '设 NA 为阿伏加德罗常数的值。下列说法正确的是';
const NA_FALSE = '设 NA 为阿伏加德罗常数的值。下列说法错误的是';
const ION_RIGHT = '下列离子方程式书写正确的是';
const ION_WRONG = '下列离子方程式书写错误的是';

export const HUNT_CASES: Round24HuntCase[] = [
  // —— N_A: one substance by mass, bonds ——
  c('C2H4 has a double bond: 5 or 6 bonds by the book followed', null, false, NA_TRUE, [
    '28 g C2H4 中含有的共价键数为 5NA',
    '18 g H2O 中含有的质子数为 10NA',
    '标准状况下，22.4 L CCl4 中含有的分子数为 NA',
    '1 mol Fe 与足量稀硝酸反应，失去的电子数为 2NA',
  ]),
  c('CO2 two double bonds: single-bond count refuses', null, false, NA_TRUE, [
    '44 g CO2 中含有的共价键数为 2NA',
    '16 g CH4 中含有的共价键数为 4NA',
    '常温常压下，22.4 L CO2 中含有的分子数为 NA',
    '2.3 g Na 与足量水反应，失去的电子数为 0.2NA',
  ]),
  c('N2 triple bond', null, false, NA_FALSE, [
    '14 g N2 中含有的共价键数为 0.5NA',
    '32 g O2 中含有的氧原子数为 2NA',
    '1 mol OH⁻ 中含有的电子数为 10NA',
    '16 g O2 和 O3 的混合气体中含氧原子数为 NA',
  ]),
  c('C2H2 triple bond, 26 g', null, false, NA_TRUE, [
    '26 g C2H2 中含有的共价键数为 3NA',
    '常温常压下，11.2 L O2 中含有的原子数为 NA',
    '1 mol Cl2 与足量铁反应，转移电子数为 3NA',
    '1 L 0.1 mol/L 的 Na2CO3 溶液中含 CO3²⁻ 数为 0.1NA',
  ]),
  c('benzene ring', null, false, NA_FALSE, [
    '78 g 苯中含有的共价键数为 12NA',
    '18 g H2O 中含有的电子数为 10NA',
    '46 g NO2 和 N2O4 的混合气体中含有的原子数为 3NA',
    '2.3 g Na 与足量 O2 反应，失去的电子数为 0.1NA',
  ]),
  c('single bonds: C2H6 7, H2O2 3, N2H4 5 all true; D fails by volume at 常温常压', 'D', true, NA_FALSE, [
    '30 g C2H6 中含有的共价键数为 7NA',
    '34 g H2O2 中含有的共价键数为 3NA',
    '32 g N2H4 中含有的共价键数为 5NA',
    '常温常压下，22.4 L CH4 中含有的共价键数为 4NA',
  ]),
  c('H2SO4 has S=O bonds: 6 or 8 by the book, not decided', null, false, NA_TRUE, [
    '98 g H2SO4 中含有的共价键数为 6NA',
    '18 g H2O 中含有的质子数为 10NA',
    '1 mol Fe 与足量氯气反应，转移电子数为 2NA',
    '标准状况下，22.4 L H2O 中含有的分子数为 NA',
  ]),
  c('HClO4: Cl=O bonds, not decided', null, false, NA_FALSE, [
    '100.5 g HClO4 中含有的共价键数为 5NA',
    '17 g NH3 中含有的共价键数为 3NA',
    '1 mol Na 与足量水反应，转移电子数为 NA',
    '32 g O2 中含有的氧原子数为 2NA',
  ]),
  c('SiO2 is a network solid: 4 Si–O per Si, so 2NA is wrong', 'B', true, NA_TRUE, [
    '60 g SiO2 中含有的共价键数为 2NA',
    '18 g H2O 中含有的质子数为 10NA',
    '1 mol Fe 与足量稀硝酸反应，转移电子数为 2NA',
    '标准状况下，22.4 L SO3 中含有的分子数为 NA',
  ]),
  c('diamond: 2 C–C per C, so 4NA is wrong', 'B', false, NA_TRUE, [
    '12 g 金刚石中含有的共价键数为 4NA',
    '12 g 石墨中含有的碳原子数为 NA',
    '标准状况下，11.2 L 苯中含有的分子数为 0.5NA',
    '1 mol Na2O2 中含有的离子数为 4NA',
  ]),
  c('cyclopropane / propene C3H6: not a tree', null, false, NA_TRUE, [
    '42 g C3H6 中含有的共价键数为 8NA',
    '16 g CH4 中含有的电子数为 10NA',
    '常温常压下，22.4 L N2 中含有的原子数为 2NA',
    '1 mol Fe 与足量稀硫酸反应，失去的电子数为 3NA',
  ]),
  c('ethanol and dimethyl ether mixture: both 8 bonds per molecule', 'A', false, NA_TRUE, [
    '46 g 乙醇和二甲醚（CH3OCH3）的混合物中含有的共价键数为 8NA',
    '常温常压下，22.4 L H2 中含有的原子数为 2NA',
    '1 mol Fe 与足量稀盐酸反应，失去的电子数为 3NA',
    '18 g D2O 中含有的电子数为 10NA',
  ]),
  c('CH4 and C2H6 mixture: bonds per gram differ', null, false, NA_TRUE, [
    '20 g CH4 和 C2H6 的混合气体中含有的共价键数为 5NA',
    '18 g H2O 中含有的电子数为 10NA',
    '1 mol Cl2 与足量铁反应，转移电子数为 2NA',
    '标准状况下，2.24 L HF 中含有的分子数为 0.1NA',
  ]),
  c('mass of a gas at 常温常压 is fine; volume is not', 'B', false, NA_TRUE, [
    '常温常压下，11.2 L NH3 中含有的氢原子数为 1.5NA',
    '常温常压下，17 g NH3 中含有的氢原子数为 3NA',
    '标准状况下，22.4 L H2O 中含有的氢原子数为 2NA',
    '1 L 1 mol/L NaCl 溶液中含有的 Cl⁻ 数为 NA 的一半',
  ]),
  c('room-temperature mass of ethanol: atoms', 'C', true, NA_FALSE, [
    '常温下，46 g C2H5OH 中含有的碳原子数为 2NA',
    '室温下，16 g CH4 中含有的氢原子数为 4NA',
    '标准状况下，18 g H2O 中含有的原子数为 NA',
    '常温常压下，44 g CO2 中含有的氧原子数为 2NA',
  ]),
  c('D2O electrons with mass 20', 'B', true, NA_FALSE, [
    '20 g D2O 中含有的电子数为 10NA',
    '18 g D2O 中含有的质子数为 10NA',
    '2 g H2 中含有的原子数为 2NA',
    '17 g NH3 中含有的电子数为 10NA',
  ]),
  c('hydrogen peroxide solution: water also holds O', null, false, NA_TRUE, [
    '100 g 质量分数为 17% 的 H2O2 溶液中含有的氧原子数为 NA',
    '18 g H2O 中含有的质子数为 10NA',
    '1 mol Fe 与足量稀硝酸反应，转移电子数为 2NA',
    '标准状况下，22.4 L H2O 中含有的分子数为 NA',
  ]),
  // —— N_A: electrons lost or gained ——
  c('Fe with dilute H2SO4 gives Fe²⁺: 0.3 NA is wrong', null, false, NA_TRUE, [
    '5.6 g Fe 与足量稀硫酸反应，失去的电子数为 0.3NA',
    '标准状况下，22.4 L CCl4 中含有的分子数为 NA',
    '1 mol OH⁻ 中含有的电子数为 9NA',
    '16 g CH4 中含有的共价键数为 5NA',
  ]),
  c('Fe with excess Cl2 loses 3 e', 'A', true, NA_TRUE, [
    '5.6 g Fe 在足量 Cl2 中充分燃烧，失去的电子数为 0.3NA',
    '标准状况下，22.4 L CCl4 中含有的分子数为 NA',
    '1 mol OH⁻ 中含有的电子数为 9NA',
    '16 g CH4 中含有的共价键数为 5NA',
  ]),
  c('Fe with steam gives Fe3O4: 8/3 e per 3 Fe', null, false, NA_TRUE, [
    '5.6 g 铁粉与足量水蒸气反应，失去的电子数为 0.3NA',
    '标准状况下，22.4 L CCl4 中含有的分子数为 NA',
    '1 mol OH⁻ 中含有的电子数为 9NA',
    '16 g CH4 中含有的共价键数为 5NA',
  ]),
  c('Fe with sulfur gives FeS', null, false, NA_FALSE, [
    '5.6 g Fe 与足量硫粉反应，失去的电子数为 0.3NA',
    '1 mol Na 与足量 O2 反应，失去的电子数为 NA',
    '16 g CH4 中含有的共价键数为 4NA',
    '18 g H2O 中含有的电子数为 10NA',
  ]),
  c('Fe with too little dilute nitric acid: Fe²⁺ may form', null, false, NA_FALSE, [
    '5.6 g Fe 与少量稀硝酸反应，失去的电子数为 0.3NA',
    '2.3 g Na 与足量水反应，失去的电子数为 0.1NA',
    '16 g CH4 中含有的共价键数为 4NA',
    '18 g H2O 中含有的电子数为 10NA',
  ]),
  c('Fe in concentrated nitric acid at room temperature is passivated', null, false, NA_FALSE, [
    '常温下，5.6 g Fe 与足量浓硝酸反应，失去的电子数为 0.3NA',
    '2.3 g Na 与足量水反应，失去的电子数为 0.1NA',
    '16 g CH4 中含有的共价键数为 4NA',
    '18 g H2O 中含有的电子数为 10NA',
  ]),
  c('electrons gained by Cl2 (获得) are not the 失去 rule', null, false, NA_FALSE, [
    '1 mol Cl2 与足量铁反应，获得的电子数为 3NA',
    '2.3 g Na 与足量水反应，失去的电子数为 0.1NA',
    '16 g CH4 中含有的共价键数为 4NA',
    '18 g H2O 中含有的电子数为 10NA',
  ]),
  c('Na in air without 足量 still loses one e each; a mistaken 0.2NA', 'D', true, NA_FALSE, [
    '2.3 g Na 与足量氯气反应，失去的电子数为 0.1NA',
    '4.6 g 钠与足量水反应，失去的电子数为 0.2NA',
    '17 g NH3 中含有的共价键数为 3NA',
    '23 g Na 与足量 O2 反应生成 Na2O2，失去的电子数为 2NA',
  ]),
  c('Na2O2 with water: 1 e per Na2O2, not 失去 by a metal', null, false, NA_TRUE, [
    '7.8 g Na2O2 与足量水反应，失去的电子数为 0.2NA',
    '17 g NH3 中含有的共价键数为 4NA',
    '1 mol Na 与足量水反应，失去的电子数为 2NA',
    '标准状况下，22.4 L H2O 中含有的分子数为 NA',
  ]),
  // —— N_A: 溶液中含 ——
  c('NaHCO3 solution: HCO3⁻ hydrolyses and ionises', 'C', true, NA_TRUE, [
    '1 L 0.1 mol/L 的 NaHCO3 溶液中含 HCO3⁻ 数为 0.1NA',
    '1 L 0.1 mol/L 的 NH4Cl 溶液中含 NH4⁺ 数为 0.1NA',
    '16 g O2 和 O3 的混合气体中含氧原子数为 NA',
    '1 L 0.5 mol/L 的 Na2SO4 溶液中，含氧原子数为 2NA',
  ]),
  c('Na⁺ does not hydrolyse: 0.2 NA in Na2CO3 solution is right', 'B', false, NA_TRUE, [
    '1 L 0.1 mol/L 的 CH3COOH 溶液中含 H⁺ 数为 0.1NA',
    '1 L 0.1 mol/L 的 Na2CO3 溶液中含 Na⁺ 数为 0.2NA',
    '1 L 0.1 mol/L 的 FeCl3 溶液中含 Fe³⁺ 数为 0.1NA',
    '1 L 0.1 mol/L 的 NaCl 溶液中含有的分子数为 0.1NA',
  ]),
  c('Na2S: S²⁻ and HS⁻ total misses H2S', null, false, NA_TRUE, [
    '1 L 0.1 mol/L 的 Na2S 溶液中含 S²⁻ 和 HS⁻ 的总数为 0.1NA',
    '18 g H2O 中含有的质子数为 10NA',
    '1 mol Fe 与足量稀硝酸反应，转移电子数为 2NA',
    '标准状况下，22.4 L H2O 中含有的分子数为 NA',
  ]),
  c('pH 13 Ba(OH)2 at 25 ℃: OH⁻ 0.1 mol, not 0.2', 'D', true, NA_FALSE, [
    '常温下，1 L pH=13 的 NaOH 溶液中，含 OH⁻ 数为 0.1NA',
    '常温下，1 L pH=1 的 H2SO4 溶液中含 H⁺ 数为 0.1NA',
    '16 g CH4 中含有的共价键数为 4NA',
    '常温下，1 L pH=13 的 Ba(OH)2 溶液中含 OH⁻ 数为 0.2NA',
  ]),
  c('no temperature: pH 13 does not fix OH⁻', null, false, NA_FALSE, [
    '1 L pH=13 的 NaOH 溶液中含 OH⁻ 数为 0.1NA',
    '16 g CH4 中含有的共价键数为 4NA',
    '18 g H2O 中含有的电子数为 10NA',
    '2.3 g Na 与足量水反应，失去的电子数为 0.2NA',
  ]),
  // —— element inference ——
  c(
    'N, Na, Al, S: Al2O3 amphoteric; HNO3 with H2SO4 no reaction',
    'B',
    true,
    '短周期主族元素 X、Y、Z、W 的原子序数依次增大，X 是空气中含量最多的元素，Y 是短周期中原子半径最大的元素，Z 的最外层电子数等于其电子层数，W 的原子序数比 Z 大 3。下列说法正确的是',
    [
      'X 的氧化物对应的水化物一定是强酸',
      'Z 的氧化物是两性氧化物',
      'X 的最高价氧化物对应的水化物能与 W 的最高价氧化物对应的水化物反应',
      'X 的最高价氧化物对应的水化物是弱酸',
    ],
  ),
  c(
    'N, O (比 X 大 1), Na, S (同主族): H2SO3 is weak',
    'D',
    true,
    '短周期主族元素 X、Y、Z、W 的原子序数依次增大，X 是空气中含量最多的元素，Y 的原子序数比 X 大 1，Z 是短周期中原子半径最大的元素，W 与 Y 同主族。下列说法错误的是',
    ['简单离子半径：W > Y > Z', 'Y 与 Z 形成的化合物中可能含有非极性键', '最简单氢化物的稳定性：Y > W', 'W 的氧化物对应的水化物一定是强酸'],
  ),
  c(
    'same, 一定含有共价键 (Na2O has none) vs 可能',
    'C',
    false,
    '短周期主族元素 X、Y、Z、W 的原子序数依次增大，X 是空气中含量最多的元素，Y 的原子序数比 X 大 1，Z 是短周期中原子半径最大的元素，W 与 Y 同主族。下列说法错误的是',
    [
      'Y 与 Z 形成的化合物中可能含有共价键',
      'W 的单质常温下为固体',
      'Y 与 Z 形成的化合物中一定含有共价键',
      'Z 的最高价氧化物对应的水化物能与 W 的最高价氧化物对应的水化物反应',
    ],
  ),
  c(
    'Na and Mg hydroxides (two bases) do not react; Mg(OH)2 with Al(OH)3 undecided by the table',
    null,
    false,
    '短周期主族元素 W、X、Y、Z 的原子序数依次增大，W 是空气中含量最多的元素，X 是短周期中原子半径最大的元素，Y 的原子序数比 X 大 1，Z 的原子序数比 Y 大 1。下列说法正确的是',
    [
      'X 的最高价氧化物对应的水化物能与 Y 的最高价氧化物对应的水化物反应',
      'Y 的最高价氧化物对应的水化物能与 Z 的最高价氧化物对应的水化物反应',
      'Z 的氧化物是两性氧化物',
      'W 的单质常温下为固体',
    ],
  ),
  c(
    'same elements, two bases false, amphoteric Al2O3 true',
    'C',
    true,
    '短周期主族元素 W、X、Y、Z 的原子序数依次增大，W 是空气中含量最多的元素，X 是短周期中原子半径最大的元素，Y 的原子序数比 X 大 1，Z 的原子序数比 Y 大 1。下列说法正确的是',
    [
      'X 的最高价氧化物对应的水化物能与 Y 的最高价氧化物对应的水化物反应',
      'Y 的氧化物是两性氧化物',
      'Z 的氧化物是两性氧化物',
      'W 的单质常温下为固体',
    ],
  ),
  c(
    'C, N(比 X 大 1), Na, Si (同主族 with C): H2SiO3 weak, H2CO3 with NaOH reacts',
    'B',
    true,
    '短周期主族元素 X、Y、Z、W 的原子序数依次增大，X 原子的最外层电子数是内层电子数的 2 倍，Y 的原子序数比 X 大 1，Z 是短周期中原子半径最大的元素，W 与 X 同主族。下列说法错误的是',
    [
      'W 的最高价氧化物对应的水化物是弱酸',
      'X 的单质常温下为气体',
      'X 的最高价氧化物对应的水化物能与 Z 的最高价氧化物对应的水化物反应',
      'Y 的最高价氧化物对应的水化物是强酸',
    ],
  ),
  c(
    '比…小 1: Y one less than Z',
    'A',
    false,
    '短周期主族元素 X、Y、Z、W 的原子序数依次增大，X 是空气中含量最多的元素，Z 是短周期中原子半径最大的元素，Y 的原子序数比 Z 小 2，W 的最外层电子数等于其电子层数。下列说法正确的是',
    [
      'Y 的最简单氢化物的稳定性比 X 的强',
      'W 的最高价氧化物对应的水化物是强酸',
      'X 的单质常温下为固体',
      'Y 与 Z 形成的化合物中可能含有离子键和非极性键之外的金属键',
    ],
  ),
  c(
    '最外层电子数比 … 多 n',
    'A',
    true,
    '短周期主族元素 X、Y、Z、W 的原子序数依次增大，X 是空气中含量最多的元素，Y 是短周期中原子半径最大的元素，Z 的最外层电子数比 Y 的多 2，W 与 X 同主族。下列说法正确的是',
    ['Z 的氧化物是两性氧化物', 'W 的最高价氧化物对应的水化物是强酸', 'W 的单质常温下为气体', 'X 的单质常温下为固体'],
  ),
  c(
    'phosphoric acid with NaOH: weak acid with strong base reacts',
    'D',
    false,
    '短周期主族元素 X、Y、Z、W 的原子序数依次增大，X 是空气中含量最多的元素，Y 是短周期中原子半径最大的元素，Z 的最外层电子数等于其电子层数，W 与 X 同主族。下列说法错误的是',
    [
      'W 的最高价氧化物对应的水化物是弱酸',
      'Z 的最高价氧化物对应的水化物能与 Y 的最高价氧化物对应的水化物反应',
      'W 的单质常温下为固体',
      'Y 的最高价氧化物对应的水化物不能与 W 的最高价氧化物对应的水化物反应',
    ],
  ),
  c(
    'Al(OH)3 with H3PO4 / H2CO3 not in the table: refuse',
    null,
    false,
    '短周期主族元素 X、Y、Z、W 的原子序数依次增大，X 原子的最外层电子数是内层电子数的 2 倍，Y 是地壳中含量最多的元素，Z 的最外层电子数等于其电子层数，W 的原子序数比 Z 大 1。下列说法正确的是',
    [
      'Z 的最高价氧化物对应的水化物能与 X 的最高价氧化物对应的水化物反应',
      'W 的单质常温下为气体',
      'Y 的单质常温下为固体',
      'X 的最高价氧化物对应的水化物是强酸',
    ],
  ),
  c(
    '同周期中原子半径最大 is not 短周期中 (Li or Na)',
    null,
    false,
    '短周期主族元素 X、Y、Z 的原子序数依次增大，X 是空气中含量最多的元素，Y 是同周期中原子半径最大的元素，Z 的原子序数比 Y 大 2。下列说法正确的是',
    ['Z 的氧化物是两性氧化物', 'X 的单质常温下为固体', 'Y 与 X 形成的化合物中一定只含离子键', 'Z 的最高价氧化物对应的水化物是强酸'],
  ),
  c(
    '短周期中原子半径最大的非金属元素 is Si, not Na',
    null,
    false,
    '短周期主族元素 X、Y、Z 的原子序数依次增大，X 是空气中含量最多的元素，Y 的原子序数比 X 大 1，Z 是短周期中原子半径最大的非金属元素。下列说法正确的是',
    ['Z 的最高价氧化物对应的水化物是弱酸', 'X 的单质常温下为固体', 'Z 的氧化物是两性氧化物', 'Y 的单质常温下为固体'],
  ),
  c(
    '空气中含量第二的元素 is O, not N',
    null,
    false,
    '短周期主族元素 X、Y、Z 的原子序数依次增大，X 是空气中含量第二多的元素，Y 是短周期中原子半径最大的元素，Z 的原子序数比 Y 大 3。下列说法正确的是',
    ['Z 的最高价氧化物对应的水化物是弱酸', 'X 的单质常温下为固体', 'Y 的单质常温下为固体', 'Z 的单质常温下为气体'],
  ),
  c(
    'Cl: HClO4 strong, HClO weak; Cl2 gas',
    'B',
    true,
    '短周期主族元素 X、Y、Z、W 的原子序数依次增大，X 是空气中含量最多的元素，Y 是短周期中原子半径最大的元素，Z 与 Y 相邻，W 的原子序数比 Z 大 5。下列说法正确的是',
    [
      'W 的氧化物对应的水化物一定是强酸',
      'W 的最高价氧化物对应的水化物能与 Y 的最高价氧化物对应的水化物反应',
      'Z 的氧化物是两性氧化物',
      'W 的单质常温下为固体',
    ],
  ),
  // —— ionic equations: dropped pairs and split acid ions, and right ones that look like them ——
  c('Ba(OH)2 + H2SO4 with only BaSO4 written', 'C', true, ION_RIGHT, [
    'Ba(OH)2 溶液与稀硫酸反应：Ba²⁺ + SO4²⁻ = BaSO4↓',
    'NaHCO3 溶液与稀盐酸反应：CO3²⁻ + 2H⁺ = CO2↑ + H2O',
    '碳酸钙与稀盐酸反应：CaCO3 + 2H⁺ = Ca²⁺ + CO2↑ + H2O',
    '铁与稀硫酸反应：2Fe + 6H⁺ = 2Fe³⁺ + 3H2↑',
  ]),
  c('right look-alikes: NaHSO4 gives SO4²⁻, HCO3⁻ with OH⁻, Ca²⁺ + CO3²⁻', 'D', false, ION_WRONG, [
    'NaHSO4 溶液与 BaCl2 溶液反应：Ba²⁺ + SO4²⁻ = BaSO4↓',
    'NaHCO3 溶液与 NaOH 溶液反应：HCO3⁻ + OH⁻ = CO3²⁻ + H2O',
    'Na2CO3 溶液与澄清石灰水反应：Ca²⁺ + CO3²⁻ = CaCO3↓',
    'CuSO4 溶液与 Ba(OH)2 溶液反应：Cu²⁺ + 2OH⁻ = Cu(OH)2↓',
  ]),
  c('NH4⁺ with OH⁻ dropped from (NH4)2SO4 + Ba(OH)2', 'C', false, ION_WRONG, [
    'NaHSO4 溶液与 NaHCO3 溶液反应：H⁺ + HCO3⁻ = H2O + CO2↑',
    'NaHSO4 溶液与 NaOH 溶液反应：H⁺ + OH⁻ = H2O',
    'Ba(OH)2 溶液与 (NH4)2SO4 溶液反应：Ba²⁺ + SO4²⁻ = BaSO4↓',
    'BaCl2 溶液与 Na2CO3 溶液反应：Ba²⁺ + CO3²⁻ = BaCO3↓',
  ]),
  c('HS⁻ split; HSO3⁻ kept; S²⁻ from Na2S is right', 'A', false, ION_WRONG, [
    'NaHS 溶液与稀盐酸反应：S²⁻ + 2H⁺ = H2S↑',
    'NaHSO3 溶液与 NaOH 溶液反应：HSO3⁻ + OH⁻ = SO3²⁻ + H2O',
    'Na2SO3 溶液与稀硫酸反应：SO3²⁻ + 2H⁺ = SO2↑ + H2O',
    'Na2S 溶液与 CuSO4 溶液反应：Cu²⁺ + S²⁻ = CuS↓',
  ]),
  c('MgSO4 with Ba(OH)2 written fully is right', 'B', false, ION_RIGHT, [
    'MgSO4 溶液与 Ba(OH)2 溶液反应：Mg²⁺ + 2OH⁻ = Mg(OH)2↓',
    'MgSO4 溶液与 Ba(OH)2 溶液反应：Mg²⁺ + SO4²⁻ + Ba²⁺ + 2OH⁻ = BaSO4↓ + Mg(OH)2↓',
    'Fe2(SO4)3 溶液与 Ba(OH)2 溶液反应：Fe³⁺ + 3OH⁻ = Fe(OH)3↓',
    'KHCO3 溶液与 KHSO4 溶液反应：CO3²⁻ + 2H⁺ = CO2↑ + H2O',
  ]),
  c('Ba(OH)2 with H2SO4 written fully; ratio 1:1 is wrong', 'A', true, ION_RIGHT, [
    'Ba(OH)2 溶液与稀硫酸反应：Ba²⁺ + 2OH⁻ + 2H⁺ + SO4²⁻ = BaSO4↓ + 2H2O',
    'Ba(OH)2 溶液与稀硫酸反应：Ba²⁺ + OH⁻ + H⁺ + SO4²⁻ = BaSO4↓ + H2O',
    'Ba(OH)2 溶液与稀硫酸反应：H⁺ + OH⁻ = H2O',
    'Ba(OH)2 溶液与稀硫酸反应：Ba²⁺ + SO4²⁻ = BaSO4↓',
  ]),
  c('BaCO3 with hydrochloric acid written whole; Na2CO3 split', 'B', false, ION_WRONG, [
    'BaCO3 与稀盐酸反应：BaCO3 + 2H⁺ = Ba²⁺ + CO2↑ + H2O',
    'Na2CO3 溶液与稀盐酸反应：Na2CO3 + 2H⁺ = 2Na⁺ + CO2↑ + H2O',
    'NaHCO3 溶液与稀硫酸反应：HCO3⁻ + H⁺ = CO2↑ + H2O',
    'AgNO3 溶液与 NaCl 溶液反应：Ag⁺ + Cl⁻ = AgCl↓',
  ]),
  c('amounts stated: Ba(OH)2 with little NaHCO3 is right', 'C', false, ION_WRONG, [
    '向 Ba(OH)2 溶液中加入少量 NaHCO3 溶液：HCO3⁻ + Ba²⁺ + OH⁻ = BaCO3↓ + H2O',
    '向 NaHCO3 溶液中加入少量 Ba(OH)2 溶液：2HCO3⁻ + Ba²⁺ + 2OH⁻ = BaCO3↓ + CO3²⁻ + 2H2O',
    '向 NaHCO3 溶液中加入足量 Ba(OH)2 溶液：CO3²⁻ + Ba²⁺ = BaCO3↓',
    '向 Ca(HCO3)2 溶液中加入足量 NaOH 溶液：Ca²⁺ + 2HCO3⁻ + 2OH⁻ = CaCO3↓ + CO3²⁻ + 2H2O',
  ]),
  c('weak acids and bases kept whole: all right but D', 'D', false, ION_WRONG, [
    'NaHCO3 溶液与醋酸反应：HCO3⁻ + CH3COOH = CH3COO⁻ + CO2↑ + H2O',
    '醋酸与氨水反应：CH3COOH + NH3·H2O = CH3COO⁻ + NH4⁺ + H2O',
    'Ba(OH)2 溶液与盐酸反应：H⁺ + OH⁻ = H2O',
    'NaHCO3 溶液与 NaHSO4 溶液反应：CO3²⁻ + 2H⁺ = CO2↑ + H2O',
  ]),
  c('Na2CO3 with little acid stops at HCO3⁻ (right); NH4Cl with NaOH', 'B', false, ION_WRONG, [
    '向 Na2CO3 溶液中滴加少量稀盐酸：CO3²⁻ + H⁺ = HCO3⁻',
    'Ba(OH)2 溶液与 CuCl2 溶液反应：Ba²⁺ + 2Cl⁻ = BaCl2',
    'NH4Cl 溶液与 NaOH 溶液反应：NH4⁺ + OH⁻ = NH3·H2O',
    'Ba(OH)2 溶液与 Na2SO4 溶液反应：Ba²⁺ + SO4²⁻ = BaSO4↓',
  ]),
  c('CaSO4 slightly soluble: lime water with dilute sulfuric acid is book-dependent', null, false, ION_RIGHT, [
    '澄清石灰水与稀硫酸反应：H⁺ + OH⁻ = H2O',
    'NaHCO3 溶液与稀盐酸反应：CO3²⁻ + 2H⁺ = CO2↑ + H2O',
    '铁与稀硫酸反应：2Fe + 6H⁺ = 2Fe³⁺ + 3H2↑',
    'Cu 与 AgNO3 溶液反应：Cu + Ag⁺ = Cu²⁺ + Ag',
  ]),
  c('AlCl3 with ammonia: NH3·H2O kept whole is right', 'A', false, ION_RIGHT, [
    'AlCl3 溶液与氨水反应：Al³⁺ + 3NH3·H2O = Al(OH)3↓ + 3NH4⁺',
    'AlCl3 溶液与氨水反应：Al³⁺ + 3OH⁻ = Al(OH)3↓',
    'NaHS 溶液与 CuSO4 溶液反应：S²⁻ + Cu²⁺ = CuS↓',
    'Ba(OH)2 溶液与 MgSO4 溶液反应：Mg²⁺ + 2OH⁻ = Mg(OH)2↓',
  ]),
  c('NaHSO3 with hydrochloric acid kept as HSO3⁻', 'A', false, ION_RIGHT, [
    'NaHSO3 溶液与稀盐酸反应：HSO3⁻ + H⁺ = SO2↑ + H2O',
    'NaHSO3 溶液与稀盐酸反应：SO3²⁻ + 2H⁺ = SO2↑ + H2O',
    'Ba(OH)2 溶液与 Fe2(SO4)3 溶液反应：Ba²⁺ + SO4²⁻ = BaSO4↓',
    'Ba(OH)2 溶液与 NH4Cl 溶液反应：Ba²⁺ + 2Cl⁻ = BaCl2',
  ]),
  c('NaHSO4 with Ba(OH)2: amounts not stated, H⁺ + SO4²⁻ + Ba²⁺ + OH⁻ depends on them', null, false, ION_RIGHT, [
    'NaHSO4 溶液与 Ba(OH)2 溶液反应：H⁺ + SO4²⁻ + Ba²⁺ + OH⁻ = BaSO4↓ + H2O',
    'NaHCO3 溶液与稀盐酸反应：CO3²⁻ + 2H⁺ = CO2↑ + H2O',
    '铁与稀硫酸反应：2Fe + 6H⁺ = 2Fe³⁺ + 3H2↑',
    'Ba(OH)2 溶液与 MgSO4 溶液反应：Mg²⁺ + 2OH⁻ = Mg(OH)2↓',
  ]),
  c('Ca(HCO3)2 with NaOH, amounts not stated', null, false, ION_RIGHT, [
    'Ca(HCO3)2 溶液与 NaOH 溶液反应：Ca²⁺ + HCO3⁻ + OH⁻ = CaCO3↓ + H2O',
    'NaHCO3 溶液与稀盐酸反应：CO3²⁻ + 2H⁺ = CO2↑ + H2O',
    '铁与稀硫酸反应：2Fe + 6H⁺ = 2Fe³⁺ + 3H2↑',
    'Ba(OH)2 溶液与 MgSO4 溶液反应：Mg²⁺ + 2OH⁻ = Mg(OH)2↓',
  ]),
  c('LaTeX printing of the dropped pair', 'D', true, ION_WRONG, [
    '$\\mathrm{NaOH}$ 溶液与稀盐酸反应：$\\mathrm{H}^{+}+\\mathrm{OH}^{-}=\\mathrm{H}_{2} \\mathrm{O}$',
    '$\\mathrm{BaCl}_{2}$ 溶液与稀硫酸反应：$\\mathrm{Ba}^{2+}+\\mathrm{SO}_{4}^{2-}=\\mathrm{BaSO}_{4} \\downarrow$',
    '$\\mathrm{AgNO}_{3}$ 溶液与 $\\mathrm{KCl}$ 溶液反应：$\\mathrm{Ag}^{+}+\\mathrm{Cl}^{-}=\\mathrm{AgCl} \\downarrow$',
    '$\\mathrm{Ba(OH)}_{2}$ 溶液与 $\\mathrm{CuSO}_{4}$ 溶液反应：$\\mathrm{Ba}^{2+}+\\mathrm{SO}_{4}^{2-}=\\mathrm{BaSO}_{4} \\downarrow$',
  ]),
  // —— bonds of oxyacids: the only 'true' option must not be picked ——
  c('H2SO4 alone true-looking: S=O bonds make the count book-dependent', null, false, NA_TRUE, [
    '98 g H2SO4 中含有的共价键数为 6NA',
    '标准状况下，22.4 L H2O 中含有的分子数为 NA',
    '1 mol Fe 与足量氯气反应，转移电子数为 2NA',
    '16 g CH4 中含有的共价键数为 5NA',
  ]),
  c('HClO4 alone true-looking', null, false, NA_TRUE, [
    '10.05 g HClO4 中含有的共价键数为 0.5NA',
    '标准状况下，22.4 L H2O 中含有的分子数为 NA',
    '1 mol Fe 与足量氯气反应，转移电子数为 2NA',
    '16 g CH4 中含有的共价键数为 5NA',
  ]),
  c('H2SO3 as the wrong statement: 5 or 6 bonds', null, false, NA_FALSE, [
    '8.2 g H2SO3 中含有的共价键数为 0.5NA',
    '16 g CH4 中含有的共价键数为 4NA',
    '2.3 g Na 与足量水反应，失去的电子数为 0.1NA',
    '18 g H2O 中含有的电子数为 10NA',
  ]),
  c('CH3OH 5 bonds, C4H10 13 bonds: both right; H2S 2', 'D', true, NA_FALSE, [
    '3.2 g CH3OH 中含有的共价键数为 0.5NA',
    '5.8 g C4H10 中含有的共价键数为 1.3NA',
    '3.4 g H2S 中含有的共价键数为 0.2NA',
    '4.4 g C3H8 中含有的共价键数为 0.8NA',
  ]),
  c('same-formula mixture of N2 and CO by atoms; single-bond counting of C2H6', 'A', true, NA_TRUE, [
    '28 g N2 和 CO 的混合气体中含有的原子数为 2NA',
    '3 g C2H6 中含有的共价键数为 0.8NA',
    '常温常压下，2.24 L CO 中含有的原子数为 0.2NA',
    '5.6 g Fe 与足量稀硝酸反应，失去的电子数为 0.2NA',
  ]),
];
