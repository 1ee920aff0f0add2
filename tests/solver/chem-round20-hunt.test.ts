import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { judgeLabSentence } from '../../server/solver/science/chem/lab-practice/judge';
import { labText } from '../../server/solver/science/chem/lab-practice/lab-text';
import { judgeStatement } from '../../server/solver/science/chem/na-judge';
import { type Assignment, plain } from '../../server/solver/science/elements-inference/clues';
import { decideOption } from '../../server/solver/science/elements-inference/options';
import { bySymbol, type ElementData } from '../../server/solver/science/elements-inference/periodic-table';
import { choice } from './lookalike-hunt-shared';

/**
 * Look-alike hunt of decision 0109 (round 20 chemistry): statements that look like the ones the change decides —
 * other gases and sources, a neutral solution on wet pH paper, a burette drained by reading, two waters without
 * 「均」, a property compared with another substance, Na2O2 and phenolphthalein, O in OF2 — each worked by hand.
 * null: refused (the books do not decide it, or the reader does not understand it); a refusal is never wrong.
 */
const solver = createOfflineSolver();

describe('lab sentences of the hunt', () => {
  const lab: [string, boolean | null][] = [
    ['不能用浓硫酸干燥氨气', true],
    ['NO 不能用排空气法收集', true],
    ['用向下排空气法收集 H2S', false],
    ['用向上排空气法收集 $\\mathrm{CO}_{2}$', true],
    ['用排水法收集 $\\mathrm{CO}_{2}$', null],
    ['用向下排空气法收集加热氯化铵分解产生的氨气', null],
    ['用无水氯化钙干燥氨气', false],
    ['用浓硫酸干燥 $\\mathrm{Cl}_{2}$', true],
    ['用碱石灰干燥 $\\mathrm{NO}$', true],
    ['用排水法收集 NO2', false],
    ['用向上排空气法收集 NO2', true],
    ['用排饱和食盐水法收集 HCl', null],
    ['用排饱和食盐水的方法收集氯气', true],
    ['用排饱和NaHCO3溶液法收集CO2', null],
    ['氢气可用向上排空气法收集', false],
    ['用向下排空气法收集甲烷', true],
    ['用浓硫酸干燥 SO3', null],
    ['用碱石灰干燥 CO2', false],
    ['用排水法收集 $\\mathrm{H}_{2}\\mathrm{S}$', false],
    ['测定 NaCl 溶液的 pH：用玻璃棒蘸取溶液，点在湿润的 pH 试纸上', null],
    ['测定醋酸溶液的pH：用玻璃棒蘸取溶液，点在湿润的pH试纸上', false],
    ['量取 20.00 mL 盐酸：在 50 mL 酸式滴定管中装入盐酸，调整初始读数为 10.00 mL 后，将其中 20.00 mL 盐酸放入锥形瓶', null],
    ['量取 20.00 mL 盐酸：在 50 mL 酸式滴定管中装入盐酸，调整初始读数为 30.00 mL 后，将剩余盐酸放入锥形瓶', false],
    ['配制 100 mL 0.1 mol/L NaCl 溶液：称取 NaCl 固体 0.585 g，放入烧杯中，加水溶解', null],
    ['配制 0.1 mol/L CuSO4 溶液：称取 CuSO4 固体 1.6 g，放入 100 mL 容量瓶中，加水溶解并稀释至刻度', false],
    ['用石芯试纸检验氨气', null],
    ['用干燥的 pH 试纸测定氯水的 pH', false],
    ['收集铜与稀硝酸反应生成的 NO：用排水法', true],
    ['收集 CO：用向下排空气法', false],
    ['用向上排空气法收集 N2', false],
  ];
  // A refusal is allowed where the truth is known: only a verdict that differs is wrong.
  it.each(lab)('%s → %s', (text, truth) => {
    const v = judgeLabSentence(labText(text))?.truth ?? null;
    if (v !== null) expect(v).toBe(truth);
    if (truth === null) expect(v).toBeNull();
  });
});

describe('N_A statements of the hunt', () => {
  const na: [string, boolean | null][] = [
    ['1 mol Cl2 与足量 NaOH 溶液反应，转移的电子数为 NA', true],
    ['标准状况下，2.24 L Cl2 与足量热的 NaOH 溶液反应，转移的电子数为 0.1NA', null],
    ['1 mol Cl2 与足量 Fe 反应，转移的电子数为 2NA', true],
    ['7.8 g Na2O2 与足量水反应，转移的电子数为 0.2NA', false],
    ['1 mol Na2O2 与足量 SO2 反应，转移的电子数为 NA', null],
    ['3 mol NO2 与水充分反应，转移的电子数为 2NA', true],
    ['46 g NO2 与足量水反应，转移的电子数为 NA', false],
    ['0.1 mol Cl2 溶于水，转移的电子数为 0.1NA', false],
    ['0.1 mol Cl2 溶于水，转移的电子数小于 0.1NA', null],
    ['1 mol Cl2 与水反应，转移的电子数为 0.5NA', null],
    ['20 g D2O 中含有的中子数为 10NA', true],
    ['2 g D2O 中含有的质子数为 NA', true],
    ['22 g T2O 中含有的中子数为 10NA', false],
    ['18 g H2O 与 20 g D2O 中含有的质子数为 20NA', null],
    ['18 g H2O 与 20 g D2O 中含有的质子数均为 10NA', true],
    ['2.0 g H2^{18}O 与 D2O 的混合物中所含中子数为 NA', true],
    ['20 g H2^{18}O 中含有的中子数为 8NA', false],
    ['常温下，1 L pH=13 的 Ba(OH)2 溶液中含有的 OH^{-} 数目为 0.2NA', false],
    ['1 L pH=13 的 NaOH 溶液中含有的 OH^{-} 数目为 0.1NA', null],
    ['常温下，1 L pH=2 的 H2SO4 溶液中含有的 H^{+} 数目为 0.02NA', false],
    ['常温下，1 L pH=13 的 NaOH 溶液中由水电离出的 OH^{-} 数目为 0.1NA', false],
    ['25℃时，pH=1 的 HCl 溶液中含有的 H^{+} 数目为 0.1NA', false],
    ['常温下，100 mL pH=1 的醋酸溶液中含有的 H^{+} 数目为 0.01NA', true],
    ['12 g 石墨中含有的 C-C 键数目为 1.5NA', true],
    ['12 g 石墨烯中含有的六元环数目为 0.5NA', true],
    ['60 g SiO2 中含有的 Si-O 键数目为 2NA', false],
    ['1 mol SiO2 中含有的共价键数目为 4NA', true],
    ['31 g 白磷中含有的共价键数目为 1.5NA', true],
    ['28 g 晶体硅中含有的 Si-Si 键数目为 4NA', false],
    ['12 g 金刚石中含有的共价键数目为 4NA', false],
    ['17 g 羟基中含有的电子数为 10NA', false],
    ['1 mol 羟基中含有的电子数为 9NA', true],
    ['1 mol OH^{-} 中含有的电子数为 9NA', false],
  ];
  it.each(na)('%s → %s', (text, truth) => {
    const v = judgeStatement(text.replace(/NA/g, 'N_{A}'))?.verdict ?? null;
    if (v !== null) expect(v).toBe(truth);
    if (truth === null) expect(v).toBeNull();
  });
});

const el = (s: string) => bySymbol(s) as ElementData;
const assign = (pairs: Record<string, string>): Assignment => Object.fromEntries(Object.entries(pairs).map(([l, s]) => [l, el(s)]));

describe('element-inference options of the hunt', () => {
  const ops: [Record<string, string>, string, boolean | null][] = [
    [{ X: 'O', Y: 'F' }, 'X 的最高正价为 +6', false],
    [{ X: 'O', Y: 'F' }, 'X 的最高正价为 +2', null],
    [{ X: 'N', Y: 'Na' }, 'Y 的最高正价为 +1', true],
    [{ X: 'S', Y: 'Cl' }, 'X 的最高价氧化物对应水化物的酸性强于 Y 的氢化物', null],
    [{ X: 'S', Y: 'Cl' }, 'X 的最高价氧化物对应的水化物的酸性弱于 Y 的', true],
    [{ X: 'Cl', Y: 'S' }, 'X 的氢化物的稳定性强于 Y 的单质', null],
    [{ X: 'O', Y: 'S' }, 'X 的简单氢化物的沸点高于 Y 的', null],
    [{ X: 'Na', Y: 'O' }, 'X 与 Y 形成的化合物的水溶液能使酚酞变红', null],
    [{ X: 'Na', Y: 'O' }, 'X 与 Y 形成的化合物溶于水后溶液呈碱性', true],
    [{ X: 'Na', Y: 'O' }, 'X 与 Y 形成的化合物中只含离子键', false],
    [{ X: 'Na', Y: 'S' }, 'X 与 Y 形成的化合物的水溶液能使酚酞变红', true],
    [{ X: 'H', Y: 'O' }, 'X 与 Y 形成的化合物的水溶液呈中性', null],
    [{ X: 'H', Y: 'N' }, 'X 与 Y 形成的化合物的水溶液呈碱性', null],
    [{ X: 'Al', Y: 'S' }, 'X 与 Y 形成的化合物的水溶液呈酸性', null],
    [{ X: 'Al', Y: 'Cl' }, 'X 与 Y 形成的化合物的水溶液能使紫色石蕊试液变红', null],
    [{ X: 'Mg', Y: 'Al' }, 'X 的单质与 Y 的单质均能溶于浓硝酸', false],
    [{ X: 'Mg', Y: 'Al' }, 'X 的单质与 Y 的单质均能与稀盐酸反应', true],
    [{ X: 'Mg', Y: 'Al' }, 'X 的单质与 Y 的单质均能与 NaOH 溶液反应', false],
    [{ X: 'Al', Y: 'Si' }, 'X 与 Y 的单质均能与 NaOH 溶液反应', true],
    [{ X: 'Na', Y: 'Cl' }, 'Y 的单质能与水反应', true],
    [{ X: 'Na', Y: 'Cl' }, 'Y 的单质不能与稀盐酸反应', true],
    [{ X: 'Na', Y: 'S' }, 'Y 的单质能与 NaOH 溶液反应', null],
    [{ X: 'Na', Y: 'S' }, 'Y 的单质能溶于浓硝酸', null],
    [{ X: 'Na', Y: 'S' }, 'X 的单质能与 NaOH 溶液反应', null],
    [{ X: 'Na', Y: 'Al' }, 'Y 的单质能与氨水反应', null],
    [{ X: 'Na', Y: 'Al' }, 'Y 的单质能与浓硫酸反应', null],
    [{ X: 'N', Y: 'S' }, 'X 的氧化物对应的水化物均为强酸', false],
    [{ X: 'N', Y: 'Cl' }, 'Y 的最高价氧化物对应的水化物为强酸', true],
    [{ X: 'N', Y: 'O' }, 'X 的氢化物水溶液的酸性强于 Y 的', null],
    [{ X: 'N', Y: 'O' }, 'X 的简单氢化物的水溶液酸性弱于 Y 的', true],
    [{ X: 'F', Y: 'Cl' }, 'X 的简单氢化物水溶液的酸性大于 Y 的', false],
    [{ X: 'S', Y: 'Cl' }, 'X 的简单氢化物的水溶液呈中性', false],
    [{ X: 'Si', Y: 'Cl' }, 'X 的简单氢化物的水溶液呈酸性', null],
    [{ X: 'C', Y: 'Cl' }, 'X 的最高正价为 +4', true],
    [{ X: 'Ne', Y: 'Cl' }, 'X 的最高正价为 +8', null],
  ];
  it.each(ops)('%j %s → %s', (pairs, text, truth) => {
    const v = decideOption(plain(text), Object.keys(pairs), assign(pairs))?.verdict ?? null;
    if (v !== null) expect(v).toBe(truth);
    if (truth === null) expect(v).toBeNull();
  });
});

const NA = '设 $N_{A}$ 为阿伏加德罗常数的值。下列说法';
describe('whole questions of the hunt', () => {
  const Q: [string, string | null][] = [
    [
      choice(
        `${NA}正确的是`,
        '18 g H2O 与 20 g D2O 中含有的质子数为 10NA',
        '1 mol Cl2 与足量水反应，转移的电子数为 NA',
        '常温下，1 L pH=13 的 Ba(OH)2 溶液中含有的 OH^{-} 数目为 0.2NA',
        '60 g SiO2 中含有的 Si-O 键数目为 4NA',
      ).replace(/NA/g, '$N_{A}$'),
      null,
    ],
    [
      choice(
        `${NA}错误的是`,
        '20 g D2O 中含有的中子数为 10NA',
        '7.8 g Na2O2 与足量水反应，转移的电子数为 0.1NA',
        '3 mol NO2 与水充分反应，转移的电子数为 3NA',
        '12 g 金刚石中含有的 C-C 键数目为 2NA',
      ).replace(/NA/g, '$N_{A}$'),
      'C',
    ],
    [
      choice(
        `${NA}正确的是`,
        '22 g T2O 中含有的中子数为 10NA',
        '常温下，100 mL pH=1 的醋酸溶液中含有的 H^{+} 数目为 0.01NA',
        '12 g 石墨中含有的 C-C 键数目为 2NA',
        '1 mol Cl2 与足量冷的 NaOH 溶液反应，转移的电子数为 2NA',
      ).replace(/NA/g, '$N_{A}$'),
      'B',
    ],
    [
      choice(
        `${NA}正确的是`,
        '22 g T2O 中含有的中子数为 10NA',
        '1 L pH=13 的 NaOH 溶液中含有的 OH^{-} 数目为 0.1NA',
        '12 g 石墨中含有的 C-C 键数目为 2NA',
        '以上说法都不正确',
      ).replace(/NA/g, '$N_{A}$'),
      null,
    ],
    [choice('下列实验操作正确的是', '用排水法收集 NO2', '用向下排空气法收集 H2S', '用碱石灰干燥 NH3', '用浓硫酸干燥 H2S'), 'C'],
    [
      choice(
        '下列实验操作错误的是',
        '用向上排空气法收集 CO2',
        '用排水法收集 H2',
        '用浓硫酸干燥 SO2',
        '用向下排空气法收集加热氯化铵分解产生的氨气',
      ),
      null,
    ],
    [choice('下列气体中，既能用浓硫酸干燥，又能用碱石灰干燥的是', 'NH3', 'Cl2', 'H2', 'SO2'), 'C'],
    [
      `下列实验操作能达到实验目的的是\nA. 测定 NaCl 溶液的 pH：用玻璃棒蘸取溶液，点在湿润的 pH 试纸上\nB. 收集 NO：用向上排空气法\nC. 干燥 Cl2：通过盛有碱石灰的干燥管\nD. 收集 CH4：用向上排空气法`,
      null,
    ],
    [
      choice(
        'X、Y、Z、W 为原子序数依次增大的短周期主族元素，X 的简单氢化物能使湿润的红色石蕊试纸变蓝，Y 是地壳中含量最多的元素，Z 是海水中含量最多的金属元素，W 的单质可用于制漂白粉。下列说法正确的是（ ）',
        'Y 与 Z 形成的化合物的水溶液能使酚酞变红',
        'X 的最高价氧化物对应水化物的酸性强于 W 的氢化物',
        'Z 与 W 形成的化合物的水溶液呈中性',
        'Y 的最高正价为 +6',
      ),
      null,
    ],
    [
      choice(
        'X、Y、Z、W 为原子序数依次增大的短周期主族元素，X 的简单氢化物能使湿润的红色石蕊试纸变蓝，Y 是地壳中含量最多的元素，Z 是海水中含量最多的金属元素，W 的单质可用于制漂白粉。下列说法错误的是（ ）',
        'Z 与 W 形成的化合物的水溶液呈中性',
        'X 的简单氢化物的水溶液呈碱性',
        'W 的最高正价为 +7',
        'X 的氧化物对应的水化物均为强酸',
      ),
      'D',
    ],
    [
      choice(
        '短周期主族元素 W、X、Y、Z 的原子序数依次增大，W 与 X 形成的化合物可用于刻蚀玻璃，Y 的单质燃烧发出耀眼的白光，Z 的原子半径是同周期主族元素中最小的。下列说法正确的是',
        'Y 的单质能与稀盐酸反应',
        'X 的简单氢化物的水溶液酸性强于 Z 的',
        'X 的最高正价为 +7',
        'Z 的氧化物对应的水化物均为强酸',
      ),
      'A',
    ],
    [
      choice(
        '短周期主族元素 W、X、Y、Z 的原子序数依次增大，W 与 X 形成的化合物可用于刻蚀玻璃，Y 的单质燃烧发出耀眼的白光，Z 的原子半径是同周期主族元素中最小的。下列说法正确的是',
        'Y 的单质能溶于浓硝酸',
        'X 的简单氢化物的水溶液酸性强于 Z 的',
        'X 的最高正价为 +7',
        'Z 的氧化物对应的水化物均为强酸',
      ),
      null,
    ],
    [
      choice(
        'a、b、c、d 为原子序数依次增大的短周期主族元素，a 的原子核外只有一个电子，b 与 c 形成的一种淡黄色固体可用作供氧剂，d 的单质是黄绿色气体。下列说法正确的是',
        'b 与 c 形成的化合物的水溶液能使紫色石蕊试液变蓝',
        'a 与 d 形成的化合物的水溶液呈酸性',
        'c 的单质能与稀盐酸反应，不能与水反应',
        'd 的最高正价为 +5',
      ),
      null,
    ],
    [
      choice(
        '由 X、Y、Z 三种短周期元素组成的一种盐与稀硫酸反应，有淡黄色沉淀生成，同时产生有刺激性气味的气体，X、Y、Z 的原子序数依次增大。下列说法正确的是',
        'X 的最高正价为 +6',
        'Y 的单质不能与水反应',
        'Y 与 Z 形成的化合物的水溶液呈碱性',
        'Z 的氧化物对应的水化物均为强酸',
      ),
      'C',
    ],
  ];
  it.each(Q.map(([t, a]) => [t.split('\n')[0].slice(0, 50), t, a] as const))('%s', async (_, text, answer) => {
    const r = await solver.solve({ text });
    if (answer === null) expect(r.ok, r.ok ? r.finalAnswer : '').toBe(false);
    else if (r.ok) expect(r.finalAnswer.trim()[0]).toBe(answer);
  });
});
