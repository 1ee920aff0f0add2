import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { judgeLabSentence } from '../../server/solver/science/chem/lab-practice/judge';
import { labText } from '../../server/solver/science/chem/lab-practice/lab-text';
import { type Assignment, plain, readClues } from '../../server/solver/science/elements-inference/clues';
import { decideOption } from '../../server/solver/science/elements-inference/options';
import { bySymbol, type ElementData } from '../../server/solver/science/elements-inference/periodic-table';
import { choice, expectProbe } from './lookalike-hunt-shared';

/**
 * Round 20 probes (decision 0109), written before the code in other papers' words: element inference with the
 * compound clues papers use (a salt that gives S and SO₂ with acid, a salt made again from chlorine and cold alkali,
 * a named compound's use) and the options about solutions (a hydride's solution, a binary compound's solution,
 * litmus) and the 「A 的 … 强于 B 的」 comparison. Each letter is worked by hand; null when the books do not decide.
 */
const solver = createOfflineSolver();

const PROBES: { text: string; answer: string | null; answered: boolean }[] = [
  // X=N (氢化物水溶液呈碱性), Z=Na, Na2S2O3: Y=O, W=S. A: N>O so the chain is wrong; B: H2O>H2S; C: Na2S basic; D: NH3 basic.
  {
    text: choice(
      '短周期主族元素 X、Y、Z、W 的原子序数依次增大，X 的简单氢化物的水溶液呈碱性，Z 是短周期中金属性最强的元素，由 Y、Z、W 三种元素组成的一种盐与稀硫酸反应，有淡黄色沉淀生成，同时产生有刺激性气味的气体。下列说法正确的是（ ）',
      '原子半径：Z>W>Y>X',
      'Y 的简单氢化物的热稳定性强于 W 的',
      'Z 与 W 形成的化合物的水溶液呈中性',
      'X 的氢化物水溶液的酸性强于 W 的',
    ),
    answer: 'B',
    answered: true,
  },
  // The same in exam LaTeX as OCR gives it.
  {
    text: choice(
      '短周期主族元素 $\\mathrm{X} 、 \\mathrm{Y} 、 \\mathrm{Z} 、 \\mathrm{W}$ 的原子序数依次增大, $\\mathrm{X}$ 的简单氢化物的水溶液呈碱性, $\\mathrm{Z}$ 是短周期中金属性最强的元素。由 $\\mathrm{Y} 、 \\mathrm{Z}$ 和 $\\mathrm{W}$ 三种元素形成的一种盐溶于水后, 加入稀盐酸, 有黄色沉淀析出, 同时有刺激性气体产生。下列说法错误的是 $(\\quad)$',
      '$\\mathrm{Y}$ 的简单氢化物的热稳定性比 $\\mathrm{W}$ 的强',
      '$\\mathrm{Z}$ 与 $\\mathrm{Y}$ 的简单离子具有相同的电子层结构',
      '$\\mathrm{Z}$ 与 $\\mathrm{W}$ 形成的化合物的水溶液可使红色石蕊试纸变蓝',
      '$\\mathrm{W}$ 与 $\\mathrm{X}$ 属于同一主族',
    ),
    answer: 'D',
    answered: true,
  },
  // a=H, c=Na, d=Cl, b=O (NaClO from Cl2 and cold NaOH). A: Cl⁻>O²⁻>Na⁺; B: H2O neutral, HCl acid; C: NaCl neutral; D: H2 is a gas.
  {
    text: choice(
      'a、b、c、d 为原子序数依次增大的短周期主族元素，a 的原子核外只有一个电子，盐 cdb 与浓盐酸反应生成黄绿色气体，此气体通入冷的烧碱溶液中又能得到含 cdb 的溶液。下列说法正确的是',
      '简单离子半径：d>b>c',
      'b 的简单氢化物的水溶液酸性强于 d 的',
      'c 与 d 形成的化合物的水溶液呈碱性',
      '常温常压下，a 的单质为固态',
    ),
    answer: 'A',
    answered: true,
  },
  // X=N, Y=O, Z=Na, W=Cl. A: NaCl neutral; B: NH3 basic; C: H2O more stable than NH3; D: Na2O/Na2O2 give NaOH.
  {
    text: choice(
      'X、Y、Z、W 为原子序数依次增大的短周期主族元素，X 的简单氢化物可用作制冷剂，Y 是地壳中含量最多的元素，Z 的原子半径是短周期主族元素中最大的，W 的单质是黄绿色气体。下列说法正确的是（ ）',
      'Z 与 W 形成的化合物的水溶液能使蓝色石蕊试纸变红',
      'X 的简单氢化物的水溶液呈酸性',
      'Y 的简单氢化物的热稳定性弱于 X 的',
      'Z 与 Y 形成的化合物溶于水后溶液呈碱性',
    ),
    answer: 'D',
    answered: true,
  },
  // a=C (考古), b=N, c=Na, d=S (+6 − 2 = 4). A: Na2S strongly basic; B: NH3; C: H2S acid, NH3 base; D: N<C, the chain is wrong.
  {
    text: choice(
      '短周期主族元素 a、b、c、d 的原子序数依次增大，a 的一种核素常用于考古断代，b 的单质是空气中含量最多的气体，c 的原子半径是短周期主族元素中最大的，d 的最高正价与最低负价的代数和为 4。下列说法不正确的是',
      'c 与 d 形成的化合物的水溶液能使红色石蕊试纸变蓝',
      'b 的简单氢化物的水溶液呈碱性',
      'd 的简单氢化物的水溶液的酸性强于 b 的',
      '原子半径：c>d>b>a',
    ),
    answer: 'D',
    answered: true,
  },
  // W=N, X=O, Y=Na (海水中含量最多的金属元素), Z=S. A: H2S weak acid, H2O neutral; B: Na2S basic; C: NH3 basic; D: S²⁻ 18 e, Na⁺ 10 e.
  {
    text: choice(
      'W、X、Y、Z 是原子序数依次增大的短周期主族元素。X 是地壳中含量最多的元素，Y 是海水中含量最多的金属元素，Z 与 X 同主族，W 的最高价氧化物对应的水化物与其简单氢化物反应生成盐。下列说法正确的是',
      'Z 的简单氢化物的水溶液的酸性强于 X 的简单氢化物',
      'Y 与 Z 形成的化合物的水溶液呈碱性',
      'W 的简单氢化物的水溶液呈中性',
      'Y 与 Z 的简单离子具有相同的电子层结构',
    ),
    // Z=S vs X=O: H2S weak acid, H2O neutral → A true; B Na2S basic → true: two fit, refused.
    answer: null,
    answered: false,
  },
  // X=C (最外层电子数是内层的 2 倍), Y=Na, Z=Al (地壳中含量最多的金属), W=Si (X 与 W 同族). A: Al and Si both dissolve in NaOH;
  // B: Na reacts with water but Si does not; C: Al is passivated, it does not dissolve in concentrated HNO3; D: Si with HCl: no.
  {
    text: choice(
      '短周期主族元素 X、Y、Z、W 的原子序数依次增大，X 原子的最外层电子数是内层电子数的 2 倍，Y 的原子半径是短周期主族元素中最大的，Z 是地壳中含量最多的金属元素，W 与 X 同主族。下列说法正确的是',
      'Z 的单质与 W 的单质均能与 NaOH 溶液反应',
      'Y 的单质与 W 的单质均能与水反应',
      'Z 的单质能溶于浓硝酸',
      'W 的单质能与盐酸反应',
    ),
    answer: 'A',
    answered: true,
  },
  // A salt of three elements that gives a pungent gas with acid, no precipitate said: sulfite or thiosulfate → refused.
  {
    text: choice(
      '短周期主族元素 X、Y、Z 的原子序数依次增大，由 X、Y、Z 三种元素组成的一种盐与稀盐酸反应产生有刺激性气味的气体，Y 的原子半径是短周期主族元素中最大的。下列说法正确的是',
      'X 与 Z 属于同一主族',
      '原子半径：Y>Z>X',
      'Y 与 Z 形成的化合物的水溶液呈中性',
      'X 的简单氢化物的热稳定性比 Z 的弱',
    ),
    answer: null,
    answered: false,
  },
  // X=H, 84 消毒液的有效成分 NaClO: Z=Na, W=Cl, Y=O.
  {
    text: choice(
      'X、Y、Z、W 为原子序数依次增大的短周期元素，X 的原子半径在周期表中最小，化合物 ZWY 是 84 消毒液的有效成分。下列说法正确的是',
      'Z 与 W 形成的化合物的水溶液呈中性',
      'X 与 W 形成的化合物的水溶液呈碱性',
      'Y 的简单氢化物的热稳定性弱于 W 的',
      '原子半径：W>Z>Y>X',
    ),
    // A NaCl neutral: true; B HCl acid: false; C H2O vs HCl — non-metallicity O vs Cl not decided by the grid → refused.
    answer: null,
    answered: false,
  },
  // Same elements, 「错误的是」: A NaCl neutral; B HCl is an acid; C Na2O/Na2O2 give NaOH; D Na>Cl>O>H.
  {
    text: choice(
      'X、Y、Z、W 为原子序数依次增大的短周期元素，X 的原子半径在周期表中最小，化合物 ZWY 是 84 消毒液的有效成分。下列说法错误的是',
      'Z 与 W 形成的化合物的水溶液呈中性',
      'X 与 W 形成的化合物的水溶液呈碱性',
      'Z 与 Y 形成的化合物的水溶液呈碱性',
      '原子半径：Z>W>Y>X',
    ),
    answer: 'B',
    answered: true,
  },
];

const LAB_TABLE = (rows: string[][]) =>
  [
    '\\begin{tabular}{|c|c|c|}',
    '\\hline 选项 & 目的 & 操作 \\\\',
    ...rows.map((r) => `\\hline ${r.join(' & ')} \\\\`),
    '\\hline',
    '\\end{tabular}',
  ].join('\n');

const LAB_PROBES: { text: string; answer: string | null; answered: boolean }[] = [
  // NO reacts with O2; Cl2 with soda lime; CH4 over water is right; NH3 with sulfuric acid.
  {
    text: choice('下列实验操作正确的是（ ）', '用向上排空气法收集 NO', '用碱石灰干燥 Cl2', '用排水法收集 CH4', '用浓硫酸干燥 NH3'),
    answer: 'C',
    answered: true,
  },
  // H2 lighter than air; SO2 does not react with H2SO4; NO2 reacts with water; O2 denser than air.
  {
    text: choice(
      '下列有关气体收集和干燥的操作错误的是',
      '可用向下排空气法收集 $\\mathrm{H}_{2}$',
      '$\\mathrm{SO}_{2}$ 可用浓硫酸干燥',
      '$\\mathrm{NO}_{2}$ 可用排水法收集',
      '用向上排空气法收集 $\\mathrm{O}_{2}$',
    ),
    answer: 'C',
    answered: true,
  },
  // Table 目的 | 操作: NH3 is lighter than air; HCl reacts with soda lime; NO2 upward is right; a solid is never dissolved in the flask.
  {
    text: `下列实验操作能达到实验目的的是\n${LAB_TABLE([
      ['A', '收集 $\\mathrm{NH}_{3}$', '用向上排空气法收集'],
      ['B', '干燥 HCl 气体', '通过盛有碱石灰的干燥管'],
      ['C', '收集铜与浓硝酸反应生成的 $\\mathrm{NO}_{2}$', '向上排空气法收集'],
      ['D', '配制 100 mL 1.0 mol/L KCl 溶液', '称取 KCl 固体 7.45 g，放入 100 mL 容量瓶中，加水溶解并稀释至刻度'],
    ])}\nA. A\nB. B\nC. C\nD. D`,
    answer: 'C',
    answered: true,
  },
  // Wet pH paper, a flask used to dissolve, a burette drained below its scale, and Cl2 over brine (right).
  {
    text: `下列实验操作规范且能达到目的的是\n${LAB_TABLE([
      ['A', '测定 NaHCO3 溶液的 pH', '用玻璃棒蘸取溶液，点在湿润的 pH 试纸上'],
      ['B', '配制 0.10 mol/L 的 NaOH 溶液', '称取 NaOH 固体 0.40 g，放入 100 mL 容量瓶中，加水溶解并稀释至刻度'],
      ['C', '量取 15.00 mL 氢氧化钠溶液', '在 25 mL 碱式滴定管中装入氢氧化钠溶液，调整初始读数为 10.00 mL 后，将剩余溶液放入锥形瓶'],
      ['D', '收集氯气', '用排饱和食盐水法收集'],
    ])}\nA. A\nB. B\nC. C\nD. D`,
    answer: 'D',
    answered: true,
  },
  // CO2 over water is marked either way by papers: the question is refused.
  {
    text: choice('下列实验操作正确的是', '用排水法收集 CO2', '用向下排空气法收集 Cl2', '用浓硫酸干燥 NH3', '用碱石灰干燥 HCl'),
    answer: null,
    answered: false,
  },
  // Ethylene's density is close to air's; N2 the same; CO over water is right; H2S reacts with sulfuric acid.
  {
    text: choice('下列气体的收集或干燥方法不正确的是', '用排水法收集乙烯', '用排水法收集 N2', '用排水法收集 CO', '用浓硫酸干燥 H2S'),
    answer: 'D',
    answered: true,
  },
];

describe('round 20 probes: gases collected and dried, solutions measured and made', () => {
  it.each(LAB_PROBES.map((p) => [p.text.split('\n')[0].slice(0, 60), p] as const))('%s', async (_, p) => {
    await expectProbe(solver, p);
  });
  const sentences: Array<[string, boolean | null]> = [
    ['用排水法收集氧气', true],
    ['用向下排空气法收集 $\\mathrm{CO}_{2}$', false],
    ['NO2 可用排水法收集', false],
    ['收集氯气时，可用排饱和食盐水法', true],
    ['用向上排空气法收集乙烯', false],
    ['用排水法收集二氧化碳', null],
    ['SO2 可用碱石灰干燥', false],
    ['用浓硫酸干燥 H2S', false],
    ['干燥氯化氢气体：通过盛有浓硫酸的洗气瓶', true],
    ['用碱石灰干燥氨气', true],
    ['测定 NaClO 溶液的 pH：用玻璃棒蘸取溶液，点在湿润的 pH 试纸上', false],
    ['用浓硫酸干燥乙烯', null],
  ];
  it.each(sentences)('%s → %s', (text, truth) => {
    expect(judgeLabSentence(labText(text))?.truth ?? null).toBe(truth);
  });
});

const NA_STEM = '设 $N_{A}$ 为阿伏加德罗常数的值。下列说法';
const NA_PROBES: { text: string; answer: string | null; answered: boolean }[] = [
  // Cl2 + cold NaOH: 1 e per Cl2; pH=1 gives c(H⁺)=0.1 whatever the acid; D2O is 20 g/mol; Na2O2 gives 1 e each.
  {
    text: choice(
      `${NA_STEM}正确的是（ ）`,
      '1 mol Cl2 与足量 NaOH 溶液反应，转移的电子数为 2NA',
      '常温下，1 L pH=1 的 H2SO4 溶液中含有的 H⁺ 数目为 0.2NA',
      '18 g D2O 中含有的质子数为 10NA',
      '7.8 g Na2O2 与足量 CO2 反应，转移的电子数为 0.1NA',
    ).replace(/NA/g, '$N_{A}$'),
    answer: 'D',
    answered: true,
  },
  // 20 g D2O: 1 mol × 10 n; 羟基 9 e; Cl2 with water is reversible; 3 NO2 + H2O transfers 2 e.
  {
    text: choice(
      `${NA_STEM}错误的是`,
      '20 g 重水（D2O）中含有的中子数为 10NA',
      '1 mol 羟基中含有的电子数为 9NA',
      '标准状况下，2.24 L Cl2 溶于水，转移的电子数为 0.1NA',
      '3 mol NO2 与足量水反应，转移的电子数为 2NA',
    ).replace(/NA/g, '$N_{A}$'),
    answer: 'C',
    answered: true,
  },
  // Exam LaTeX. A: c(OH⁻)=0.1 → 0.1NA; B: D2O 0.9 mol × 10; C: every Na gives 1 e; D: 0.1 mol Cl2 → 0.1 e.
  {
    text: choice(
      `${NA_STEM}正确的是 $(\\quad)$`,
      '常温下，$\\mathrm{pH}=13$ 的 $1.0 \\mathrm{~L} \\mathrm{Ba}(\\mathrm{OH})_{2}$ 溶液中含有的 $\\mathrm{OH}^{-}$ 数目为 $0.2 N_{A}$',
      '$18 \\mathrm{~g} \\mathrm{D}_{2} \\mathrm{O}$ 和 $18 \\mathrm{~g} \\mathrm{H}_{2} \\mathrm{O}$ 中含有的质子数均为 $10 N_{A}$',
      '$1 \\mathrm{~mol} \\mathrm{Na}$ 与足量 $\\mathrm{O}_{2}$ 反应，生成 $\\mathrm{Na}_{2} \\mathrm{O}$ 和 $\\mathrm{Na}_{2} \\mathrm{O}_{2}$ 的混合物，转移的电子数为 $N_{A}$',
      '$0.1 \\mathrm{~mol} \\mathrm{Cl}_{2}$ 与足量 $\\mathrm{NaOH}$ 溶液充分反应，转移的电子数为 $0.2 N_{A}$',
    ),
    answer: 'C',
    answered: true,
  },
  // Hot alkali gives chlorate (5/6 of the chlorine's electrons go elsewhere): not read, refused.
  {
    text: choice(
      `${NA_STEM}正确的是`,
      '1 mol Cl2 与足量热的 NaOH 溶液反应，转移的电子数为 NA',
      '18 g D2O 中含有的中子数为 10NA',
      '常温下，1 L pH=1 的 H2SO4 溶液中含有的 H⁺ 数目为 0.2NA',
      '1 mol Na2O2 与足量水反应，转移的电子数为 2NA',
    ).replace(/NA/g, '$N_{A}$'),
    answer: null,
    answered: false,
  },
  // 0.1 L × 10⁻² mol/L; H2¹⁸O is 20 g/mol with 10 neutrons (2.0 g → 1.0NA); Na2O2 1 e each; no volume given.
  {
    text: choice(
      `${NA_STEM}正确的是`,
      '100 mL pH=2 的醋酸溶液中含有的 H⁺ 数目为 0.001NA',
      '2.0 g $\\mathrm{H}_{2}^{18} \\mathrm{O}$ 中含有的中子数为 0.8NA',
      '1 mol Na2O2 与足量水反应，转移的电子数为 2NA',
      '常温下，pH=12 的 NaOH 溶液中含有的 OH⁻ 数目为 0.01NA',
    ).replace(/(?<!_\{)NA/g, '$N_{A}$'),
    answer: 'A',
    answered: true,
  },
  // Covalent crystals: diamond 2 C–C per C, graphite 1.5, SiO2 4 Si–O per unit, crystalline Si 2.
  {
    text: choice(
      `${NA_STEM}正确的是`,
      '12 g 石墨中含有的 C-C 键数目为 2NA',
      '60 g SiO2 中含有的 Si-O 键数目为 2NA',
      '28 g 晶体硅中含有的 Si—Si 键数目为 2NA',
      '24 g 金刚石中含有的 C-C 键数目为 2NA',
    ).replace(/NA/g, '$N_{A}$'),
    answer: 'C',
    answered: true,
  },
  // The same with every bond printed with an em dash: the subject reader takes it for maths (left for its owner).
  {
    text: choice(
      `${NA_STEM}正确的是`,
      '12 g 石墨中含有的 C—C 键数目为 2NA',
      '60 g SiO2 中含有的 Si—O 键数目为 2NA',
      '28 g 晶体硅中含有的 Si—Si 键数目为 2NA',
      '24 g 金刚石中含有的 C—C 键数目为 2NA',
    ).replace(/NA/g, '$N_{A}$'),
    answer: 'C',
    answered: false,
  },
];

describe('round 20 probes: N_A statements of other years', () => {
  it.each(NA_PROBES.map((p) => [p.text.split('\n')[1].slice(0, 60), p] as const))('%s', async (_, p) => {
    await expectProbe(solver, p);
  });
});

describe('round 20 probes: element inference with compound clues and solution options', () => {
  it.each(PROBES.map((p) => [p.text.split('\n')[0].slice(0, 60), p] as const))('%s', async (_, p) => {
    await expectProbe(solver, p);
  });
});

const el = (s: string) => bySymbol(s) as ElementData;
const assign = (pairs: Record<string, string>): Assignment => Object.fromEntries(Object.entries(pairs).map(([l, s]) => [l, el(s)]));

describe('solution options, one at a time', () => {
  const cases: Array<[Record<string, string>, string, boolean | null]> = [
    [{ X: 'Na', Y: 'Cl' }, 'X 与 Y 形成的化合物的水溶液呈中性', true],
    [{ X: 'Na', Y: 'S' }, 'X 与 Y 形成的化合物的水溶液呈碱性', true],
    [{ X: 'Mg', Y: 'Cl' }, 'X 与 Y 形成的化合物的水溶液呈酸性', true],
    [{ X: 'Al', Y: 'Cl' }, 'Y 与 X 形成的化合物的水溶液显酸性', true],
    [{ X: 'Na', Y: 'F' }, 'X 与 Y 形成的化合物的水溶液呈碱性', true],
    // NaF's solution is only weakly basic: an indicator turning is not decided.
    [{ X: 'Na', Y: 'F' }, 'X 与 Y 形成的化合物的水溶液能使酚酞变红', null],
    [{ X: 'C', Y: 'O' }, 'X 与 Y 形成的化合物的水溶液呈酸性', null],
    [{ X: 'H', Y: 'Cl' }, 'X 与 Y 形成的化合物的水溶液呈酸性', true],
    [{ X: 'Na', Y: 'O' }, 'X 与 Y 形成的化合物溶于水后溶液呈碱性', true],
    [{ X: 'Na', Y: 'Cl' }, 'X 与 Y 形成的化合物的水溶液能使蓝色石蕊试纸变红', false],
    [{ X: 'F', Y: 'Cl' }, 'X 的氢化物水溶液酸性强于 Y 的', false],
    [{ X: 'O', Y: 'Cl' }, 'X 的氢化物水溶液酸性弱于 Y 的', null],
    [{ X: 'S', Y: 'Cl' }, 'X 的简单氢化物的水溶液酸性弱于 Y 的', true],
    [{ X: 'S', Y: 'F' }, 'X 的氢化物水溶液的酸性强于 Y 的', null],
    [{ X: 'N', Y: 'O' }, 'X 的简单氢化物的水溶液呈碱性', true],
    [{ X: 'O', Y: 'N' }, 'X 的原子半径小于 Y 的', true],
    [{ X: 'Na', Y: 'Mg' }, 'X 的金属性强于 Y', true],
    [{ X: 'P', Y: 'S' }, 'X 的最高价氧化物对应水化物的酸性强于 Y 的', false],
    [{ X: 'F', Y: 'Cl' }, 'X 的最高正价为 +7', false],
    [{ X: 'F', Y: 'Cl' }, 'Y 的最高正化合价为 +7', true],
    [{ X: 'N', Y: 'S' }, 'Y 的氧化物对应的水化物均为强酸', false],
    [{ X: 'Mg', Y: 'Si' }, 'Y 的单质能与 NaOH 溶液反应', true],
    [{ X: 'Al', Y: 'Si' }, 'X 的单质能与浓硝酸反应', null],
    [{ X: 'Mg', Y: 'C' }, 'X 的单质能与水反应', null],
  ];
  it.each(cases)('%j %s → %s', (pairs, text, truth) => {
    const letters = Object.keys(pairs);
    expect(decideOption(plain(text), letters, assign(pairs))?.verdict ?? null).toBe(truth);
  });
});

describe('clues naming an element or a compound', () => {
  const cases: Array<[string, Record<string, string> | null]> = [
    ['短周期主族元素 X、Y 的原子序数依次增大，X 的单质燃烧发出耀眼的白光，Y 的单质可用于制漂白粉。下列说法正确的是', null],
    ['短周期元素 X、Y、Z 的原子序数依次增大，X 与 Z 形成的一种淡黄色化合物可用作供氧剂。下列说法正确的是', null],
  ];
  it.each(cases)('%s reads every clause', (stem) => {
    expect(readClues(stem, null)?.unread).toEqual([]);
  });
});
