import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { judgeClaim } from '../../server/solver/science/chem/substance-facts/judge';
import { readClaim } from '../../server/solver/science/chem/substance-facts/reader';
import { choice, expectProbe } from './lookalike-hunt-shared';

/**
 * Round 21 probes (decision 0113), written before the code in other papers' words: statements of the curriculum's
 * substance knowledge as provincial papers word them — a name with its formula or 俗名 (「生石灰：CaO」), a condition
 * before the statement (「常温下，…」), 「X 是一种 P 的 K」, 「可用 X 除去 Y」「使用 X 能 Y」「Y 着火，可用 X 灭火」,
 * pure substances and mixtures, renewable energy, and traps that look true but are false (钠燃烧生成氧化钠, 硫酸铵使
 * 蛋白质变性). Each option is worked by hand from the 人教版 books; null when the books do not decide it.
 */
const solver = createOfflineSolver();

/** One option alone: 'T' true, 'F' false, null when it must stay undecided. */
const CLAIMS: [option: string, truth: 'T' | 'F' | null][] = [
  // names with formulas and 俗名
  ['生石灰：CaO', 'T'],
  ['熟石灰：CaO', 'F'],
  ['生石灰: $\\mathrm{Ca}(\\mathrm{OH})_{2}$', 'F'],
  ['重晶石：BaSO4', 'T'],
  ['芒硝: $\\mathrm{Na}_{2} \\mathrm{SO}_{4} \\cdot 10 \\mathrm{H}_{2} \\mathrm{O}$', 'T'],
  ['尿素: $\\mathrm{CO}\\left(\\mathrm{NH}_{2}\\right)_{2}$', 'T'],
  ['草酸: HOOC-COOH', 'T'],
  ['绿矾的化学式为 FeSO4·7H2O', 'T'],
  ['黄铜矿的主要成分: $\\mathrm{Cu}_{2} \\mathrm{~S}$', 'F'],
  ['铝土矿的主要成分：Al2O3', 'T'],
  ['磁铁矿的主要成分是 Fe2O3', 'F'],
  ['小苏打的主要成分是 $\\mathrm{Na}_{2} \\mathrm{CO}_{3}$', 'F'],
  ['纯碱的主要成分是 Na2CO3', 'T'],
  // a name must not be read as a shorter one followed by more letters (Na2SO3 is no 「Na」, 硫酸铵 no 「硫酸」)
  ['$\\mathrm{Na}_{2} \\mathrm{SO}_{3}$ 容易被空气中的 $\\mathrm{O}_{2}$ 氧化变质', 'T'],
  ['硫酸铵能使蛋白质变性', 'F'],
  ['硫酸铜溶液能使蛋白质变性', 'T'],
  ['煤油是可再生能源', 'F'],
  ['黄铜矿可用于制黄铜', null],
  // conditions and reactions of the metals
  ['常温下，铝遇浓硝酸或浓硫酸时会发生钝化', 'T'],
  ['常温下，铁遇浓硫酸会发生钝化', 'T'],
  ['钠在空气中燃烧生成氧化钠', 'F'],
  ['钠在空气中燃烧生成过氧化钠', 'T'],
  ['钠与水反应生成氢氧化钠和氢气', 'T'],
  ['镁在空气中燃烧可生成氧化镁和氮化镁', 'T'],
  ['金属钠通常保存在煤油中', 'T'],
  // 「X 是一种 P 的 K」: every part must hold
  ['硅酸钠是一种难溶于水的硅酸盐', 'F'],
  ['硅酸钠是一种易溶于水的盐', null],
  ['$\\mathrm{CO}_{2}$ 是 $\\mathrm{V}$ 形的极性分子', 'F'],
  ['二氧化碳是直线形的非极性分子', 'T'],
  ['氨气是三角锥形的极性分子', 'T'],
  ['甲烷是正四面体形的极性分子', 'F'],
  // uses in other sentence shapes
  ['$\\mathrm{CO}_{2}$ 晶体可用于人工增雨', 'T'],
  ['$\\mathrm{CO}_{2}$ 是侯氏制碱法的原料之一', 'T'],
  ['可用食醋除去水壶中的水垢', 'T'],
  ['使用含氟牙膏能预防龋齿', 'T'],
  ['聚氯乙烯可制作食品内包装材料', 'F'],
  ['维生素 C 可作预包装食品抗氧剂', 'T'],
  ['电器着火时，可用泡沫灭火器灭火', 'F'],
  ['实验室电器设备着火, 可用二氧化碳灭火器灭火', 'T'],
  ['金属钠着火时，可用二氧化碳灭火器灭火', 'F'],
  // causes, mixtures, energy
  ['$\\mathrm{SO}_{2}$ 是导致酸雨的主要有害污染物', 'T'],
  ['二氧化碳是形成酸雨的主要污染物', 'F'],
  ['液化石油气是纯净物', 'F'],
  ['福尔马林是甲醛的水溶液', 'T'],
  ['漂白粉属于纯净物', 'F'],
  ['天然气是不可再生能源', 'T'],
  ['漂白粉的主要成分是次氯酸钙', null],
];

describe('round 21 probes: one option read and decided', () => {
  it.each(CLAIMS)('%s → %s', (option, truth) => {
    const claim = readClaim(option);
    const v = claim ? judgeClaim(claim) : null;
    expect(v ? (v.truth ? 'T' : 'F') : null).toBe(truth);
  });
});

const QUESTIONS: { text: string; answer: string | null; answered: boolean }[] = [
  // 熟石灰 is Ca(OH)2, 纯碱 Na2CO3, 烧碱 NaOH.
  {
    text: choice('下列物质的俗名与化学式对应正确的是', '熟石灰：CaO', '纯碱：NaHCO3', '胆矾：CuSO4·5H2O', '烧碱：Na2CO3'),
    answer: 'C',
    answered: true,
  },
  // 小苏打 is NaHCO3.
  {
    text: choice('下列物质对应的化学式不正确的是', '石膏：CaSO4·2H2O', '绿矾：FeSO4·7H2O', '小苏打：Na2CO3', '冰晶石：Na3AlF6'),
    answer: 'C',
    answered: true,
  },
  // exam LaTeX as OCR gives it
  {
    text: choice(
      '下列物质的化学成分不正确的是',
      '重晶石: $\\mathrm{BaSO}_{4}$',
      '熟石灰: $\\mathrm{CaO}$',
      '芒硝: $\\mathrm{Na}_{2} \\mathrm{SO}_{4} \\cdot 10 \\mathrm{H}_{2} \\mathrm{O}$',
      '氯仿: $\\mathrm{CHCl}_{3}$',
    ),
    answer: 'B',
    answered: true,
  },
  // one name the table does not hold (辉钼矿): refused, not picked by elimination
  {
    text: choice('下列物质与化学式对应不正确的是', '辉钼矿的主要成分：MoS2', '纯碱：Na2CO3', '生石灰：CaO', '消石灰：Ca(OH)2'),
    answer: null,
    answered: false,
  },
  // 钠燃烧生成过氧化钠.
  {
    text: choice(
      '下列叙述不正确的是',
      '常温下，铁遇浓硫酸会发生钝化',
      '钠在空气中燃烧生成氧化钠',
      '镁在空气中燃烧可生成氧化镁和氮化镁',
      '钠与水反应生成氢氧化钠和氢气',
    ),
    answer: 'B',
    answered: true,
  },
  // 硅酸钠 is soluble; the rest are true.
  {
    text: choice(
      '下列说法不正确的是',
      '硅酸钠是一种难溶于水的硅酸盐',
      '镁在空气中燃烧可生成氧化镁和氮化镁',
      '钠与水反应生成氢氧化钠和氢气',
      '常温下，铝遇浓硝酸或浓硫酸时会发生钝化',
    ),
    answer: 'A',
    answered: true,
  },
  // 电器着火 is not put out with foam.
  {
    text: choice(
      '化学与生活密切相关。下列说法错误的是',
      '可用食醋除去水壶中的水垢',
      '使用含氟牙膏能预防龋齿',
      '电器着火时，可用泡沫灭火器灭火',
      '硅胶可用作袋装食品的干燥剂',
    ),
    answer: 'C',
    answered: true,
  },
  // 福尔马林 is a solution of 甲醛; 液化石油气 and 漂白粉 are mixtures; 煤油 comes from petroleum.
  {
    text: choice('下列说法正确的是', '液化石油气是纯净物', '福尔马林是甲醛的水溶液', '煤油是可再生能源', '漂白粉属于纯净物'),
    answer: 'B',
    answered: true,
  },
  // CO2 is linear and non-polar.
  {
    text: choice(
      '“碳中和”有利于全球气候改善。下列有关 $\\mathrm{CO}_{2}$ 的说法错误的是',
      '$\\mathrm{CO}_{2}$ 是 $\\mathrm{V}$ 形的极性分子',
      '$\\mathrm{CO}_{2}$ 晶体可用于人工增雨',
      '$\\mathrm{CO}_{2}$ 是侯氏制碱法的原料之一',
      '$\\mathrm{CO}_{2}$ 是形成温室效应的主要气体',
    ),
    answer: 'A',
    answered: true,
  },
  // 硫酸铵 salts proteins out; the others are true.
  {
    text: choice(
      '下列说法错误的是',
      '硫酸铵能使蛋白质变性',
      '$\\mathrm{SO}_{2}$ 是导致酸雨的主要有害污染物',
      '$\\mathrm{Na}_{2} \\mathrm{SO}_{3}$ 容易被空气中的 $\\mathrm{O}_{2}$ 氧化变质',
      '金属钠通常保存在煤油中',
    ),
    answer: 'A',
    answered: true,
  },
  // a statement the tables do not hold (卤水点豆腐) leaves the question refused
  {
    text: choice(
      '下列说法错误的是',
      '聚氯乙烯可制作食品内包装材料',
      '维生素 C 可作预包装食品抗氧剂',
      '卤水点豆腐本质属于蛋白质聚沉',
      '使用含氟牙膏能预防龋齿',
    ),
    answer: null,
    answered: false,
  },
  // two false options: refused
  {
    text: choice('下列说法错误的是', '天然气是不可再生能源', '液化石油气是纯净物', '漂白粉属于纯净物', '福尔马林是甲醛的水溶液'),
    answer: null,
    answered: false,
  },
];

describe('round 21 probes: whole questions', () => {
  it.each(QUESTIONS.map((p) => [p.text.split('\n')[0].slice(0, 40), p] as const))('%s', async (_, p) => {
    await expectProbe(solver, p);
  });
});
