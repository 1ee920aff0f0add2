/**
 * A look-alike hunt for the laboratory-practice questions (decision 0088): questions and sentences written in our own
 * words that look like what the practice table answers but differ in one part that changes the answer — a reagent's
 * concentration, heating, the metal in cold concentrated acid, how a gas is collected, the indicator, the burette, a
 * conclusion that says more than the phenomenon shows, a removal reagent that also takes the wanted substance, one
 * table cell, the ask (能达到/不能达到/规范/不当/偏高/几项), two clauses in one option, a figure. `answer` is the
 * hand-worked letter (null: no single letter fits as asked, so only a refusal is right); `answered` records that the
 * solver answers now (it must keep that letter). A refusal is otherwise always allowed; a wrong letter always fails.
 */
export interface LookalikeCase {
  text: string;
  answer: string | null;
  answered: boolean;
}

const q = (stem: string, options: string[]) => [stem, ...options.map((o, i) => `${'ABCD'[i]}. ${o}`)].join('\n');

const table = (stem: string, header: string[], rows: string[][]) =>
  [
    stem,
    '',
    `\\begin{tabular}{|${'c|'.repeat(header.length + 1)}}`,
    `\\hline 选项 & ${header.join(' & ')} \\\\`,
    ...rows.map((r, i) => `\\hline ${'ABCD'[i]} & ${r.join(' & ')} \\\\`),
    '\\hline',
    '\\end{tabular}',
    'A. A',
    'B. B',
    'C. C',
    'D. D',
  ].join('\n');

const GAS = ['气体', '方法'];
const TESTED = ['实验操作', '实验现象', '实验结论'];
const PURIFY = '除去下列物质中的杂质（括号内为杂质），所用试剂和方法正确的是';

export const LOOKALIKE_QUESTIONS: LookalikeCase[] = [
  // ── 气体 | 方法 tables, one cell changed ──
  {
    text: table('实验室制备下列气体的方法可行的是', GAS, [
      ['氨气', '加热氯化铵和氢氧化钙的混合物'],
      ['二氧化氮', '将铁片加到冷浓硝酸中'],
      ['硫化氢', '向硫化钠固体滴加浓硫酸'],
      ['氯气', '二氧化锰与稀盐酸共热'],
    ]),
    answer: 'A',
    answered: true,
  },
  {
    // 混合物 dropped from A: NH4Cl alone. Nothing works.
    text: table('实验室制备下列气体的方法可行的是', GAS, [
      ['氨气', '加热氯化铵固体'],
      ['二氧化氮', '将铁片加到冷浓硝酸中'],
      ['硫化氢', '向硫化钠固体滴加浓硫酸'],
      ['氯气', '二氧化锰与稀盐酸共热'],
    ]),
    answer: null,
    answered: false,
  },
  {
    // Cu in 浓硝酸 and KClO3 + MnO2 both work: two fit.
    text: table('实验室制备下列气体的方法可行的是', GAS, [
      ['二氧化氮', '将铜片加到浓硝酸中'],
      ['二氧化氮', '将铝片加到冷浓硝酸中'],
      ['氧气', '加热氯酸钾和二氧化锰的混合物'],
      ['氨气', '加热氯化铵固体'],
    ]),
    answer: null,
    answered: false,
  },
  {
    // 热 浓硝酸: aluminium is no longer passivated; every method works, none is 不可行.
    text: table('实验室制备下列气体的方法不可行的是', GAS, [
      ['二氧化氮', '将铝片加到热浓硝酸中'],
      ['氨气', '加热氯化铵和氢氧化钙的混合物'],
      ['氯气', '二氧化锰与浓盐酸共热'],
      ['二氧化硫', '亚硫酸钠固体与浓硫酸反应'],
    ]),
    answer: null,
    answered: false,
  },
  {
    text: table('实验室制备下列气体的方法不可行的是', GAS, [
      ['二氧化氮', '将铁片加到冷浓硝酸中'],
      ['二氧化硫', '铜与浓硫酸共热'],
      ['氧气', '加热高锰酸钾'],
      ['氢气', '锌粒与稀硫酸反应'],
    ]),
    answer: 'A',
    answered: true,
  },
  {
    // NO from Cu + 稀硝酸 works (not in the table); NH4Cl alone does not.
    text: table('实验室制备下列气体的方法不可行的是', GAS, [
      ['一氧化氮', '铜与稀硝酸反应'],
      ['氨气', '加热氯化铵固体'],
      ['氧气', '加热高锰酸钾'],
      ['氯气', '二氧化锰与浓盐酸共热'],
    ]),
    answer: 'B',
    answered: false,
  },
  {
    // 稀硝酸 with zinc gives NO, not H2.
    text: table('实验室制备下列气体的方法可行的是', GAS, [
      ['氢气', '锌粒与稀硝酸反应'],
      ['二氧化氮', '铜与浓硝酸反应'],
      ['氨气', '加热氯化铵固体'],
      ['硫化氢', '硫化钠固体与浓硫酸反应'],
    ]),
    answer: 'B',
    answered: false,
  },
  {
    // 浓硫酸 with zinc gives SO2; 稀硫酸 with 大理石 stops (CaSO4 coats it).
    text: table('实验室制备下列气体的方法可行的是', GAS, [
      ['氢气', '锌粒与浓硫酸反应'],
      ['二氧化碳', '大理石与稀硫酸反应'],
      ['二氧化氮', '铁片与冷浓硝酸反应'],
      ['氧气', '加热高锰酸钾'],
    ]),
    answer: 'D',
    answered: false,
  },
  {
    text: table('实验室制备下列气体的方法可行的是', GAS, [
      [String.raw`$\mathrm{Cl}_{2}$`, String.raw`$\mathrm{MnO}_{2}$ 与稀盐酸共热`],
      [String.raw`$\mathrm{NH}_{3}$`, String.raw`加热 $\mathrm{NH}_{4} \mathrm{Cl}$ 固体`],
      [String.raw`$\mathrm{SO}_{2}$`, String.raw`$\mathrm{Cu}$ 与浓 $\mathrm{H}_{2} \mathrm{SO}_{4}$ 共热`],
      [String.raw`$\mathrm{NO}_{2}$`, String.raw`$\mathrm{Al}$ 片与冷浓 $\mathrm{HNO}_{3}$ 反应`],
    ]),
    answer: 'C',
    answered: true,
  },
  {
    // 铜与浓硫酸 without heating does not react.
    text: table('实验室制备下列气体的方法可行的是', GAS, [
      ['二氧化硫', '铜与浓硫酸在常温下反应'],
      ['氨气', '加热氯化铵固体'],
      ['氯气', '二氧化锰与稀盐酸共热'],
      ['二氧化氮', '将铝片加到冷浓硝酸中'],
    ]),
    answer: null,
    answered: false,
  },
  {
    // 铜与稀硫酸 共热: no reaction.
    text: table('实验室制备下列气体的方法可行的是', GAS, [
      ['二氧化硫', '铜与稀硫酸共热'],
      ['氧气', '加热氯酸钾和二氧化锰的混合物'],
      ['氨气', '加热氯化铵固体'],
      ['硫化氢', '向硫化钠固体滴加浓硫酸'],
    ]),
    answer: 'B',
    answered: false,
  },
  {
    // The gas cell changed: Cu with 浓硝酸 gives NO2, not NO.
    text: table('实验室制备下列气体的方法可行的是', GAS, [
      ['一氧化氮', '将铜片加到浓硝酸中'],
      ['氨气', '加热氯化铵固体'],
      ['氯气', '二氧化锰与稀盐酸共热'],
      ['二氧化氮', '将铝片加到冷浓硝酸中'],
    ]),
    answer: null,
    answered: false,
  },
  {
    // 气体 | 方法 where 方法 is how it is collected: the table is not about preparing.
    text: table('下列气体的收集方法正确的是', GAS, [
      ['氨气', '向上排空气法'],
      ['一氧化氮', '排水法'],
      ['二氧化氮', '排水法'],
      ['氯气', '向下排空气法'],
    ]),
    answer: 'B',
    answered: false,
  },

  // ── gases collected and dried ──
  {
    text: q('下列实验操作正确的是', ['用向上排空气法收集NO', '用排水法收集NH₃', '用浓硫酸干燥NH₃', '用碱石灰干燥NH₃']),
    answer: 'D',
    answered: true,
  },
  {
    // 无水氯化钙 combines with NH3: nothing is right.
    text: q('下列实验操作正确的是', ['用向上排空气法收集NO', '用排水法收集NH₃', '用浓硫酸干燥NH₃', '用无水氯化钙干燥NH₃']),
    answer: null,
    answered: false,
  },
  {
    // NO2 reacts with water.
    text: q('下列气体收集方法正确的是', ['用排水法收集NO₂', '用向上排空气法收集NO', '用排水法收集NH₃', '用向下排空气法收集NH₃']),
    answer: 'D',
    answered: false,
  },
  {
    text: q('下列收集气体的方法错误的是', ['用排水法收集NO', '用向下排空气法收集NH₃', '用向上排空气法收集NO', '用排水法收集O₂']),
    answer: 'C',
    answered: false,
  },
  {
    // 向上排空气法 for NO2 is right; only D is wrong … but B (碱石灰 drying Cl2) is wrong too.
    text: q('下列操作错误的是', ['用向上排空气法收集NO₂', '用碱石灰干燥Cl₂', '用排水法收集NO', '用浓硫酸干燥NH₃']),
    answer: null,
    answered: false,
  },
  {
    // 浓硫酸 dries SO2 (not in the table) and the others are wrong.
    text: q('下列气体的干燥方法正确的是', ['用浓硫酸干燥SO₂', '用浓硫酸干燥NH₃', '用排水法收集NH₃', '用向上排空气法收集NO']),
    answer: 'A',
    answered: false,
  },

  // ── titration: indicator and burette ──
  {
    text: q('下列滴定实验中指示剂的选择正确的是', [
      '用标准盐酸滴定NaHCO₃溶液，选择酚酞作指示剂',
      '用标准NaOH溶液滴定醋酸，选择甲基橙作指示剂',
      '用标准盐酸滴定氨水，选择甲基橙作指示剂',
      '用标准盐酸滴定氨水，选择酚酞作指示剂',
    ]),
    answer: 'C',
    answered: false,
  },
  {
    text: q('下列滴定实验中指示剂的选择错误的是', [
      '用标准NaOH溶液滴定醋酸，选择酚酞作指示剂',
      '用标准盐酸滴定NaHCO₃溶液，选择甲基橙作指示剂',
      '用标准盐酸滴定氨水，选择甲基橙作指示剂',
      '用标准NaOH溶液滴定醋酸，选择甲基橙作指示剂',
    ]),
    answer: 'D',
    answered: true,
  },
  {
    // Indicators swapped in two options: two wrong.
    text: q('下列滴定实验中指示剂的选择错误的是', [
      '用标准NaOH溶液滴定醋酸，选择酚酞作指示剂',
      '用标准盐酸滴定NaHCO₃溶液，选择酚酞作指示剂',
      '用标准NaOH溶液滴定醋酸，选择甲基橙作指示剂',
      '用标准盐酸滴定氨水，选择甲基橙作指示剂',
    ]),
    answer: null,
    answered: false,
  },
  {
    // The titrant and the titrated swapped (醋酸 titrating NaOH): not in the table.
    text: q('下列滴定实验中指示剂的选择正确的是', [
      '用标准醋酸溶液滴定NaOH溶液，选择甲基橙作指示剂',
      '用标准盐酸滴定NaHCO₃溶液，选择酚酞作指示剂',
      '用标准NaOH溶液滴定醋酸，选择甲基橙作指示剂',
      '用标准盐酸滴定氨水，选择酚酞作指示剂',
    ]),
    answer: null,
    answered: false,
  },
  {
    text: q('下列关于滴定管使用的操作正确的是', [
      '用碱式滴定管盛装酸性KMnO₄溶液',
      '用酸式滴定管盛装NaOH溶液',
      '滴定管用蒸馏水洗净后直接装入标准溶液',
      '用酸式滴定管盛装酸性KMnO₄溶液',
    ]),
    answer: 'D',
    answered: false,
  },
  {
    text: q('下列关于滴定管使用的操作正确的是', [
      '用碱式滴定管盛装NaOH溶液',
      '用碱式滴定管盛装酸性KMnO₄溶液',
      '锥形瓶用蒸馏水洗净后，再用待测液润洗',
      '滴定管用蒸馏水洗净后直接装入标准溶液',
    ]),
    answer: 'A',
    answered: false,
  },
  {
    // K2Cr2O7 is an oxidant too: both A and B are wrong.
    text: q('下列实验操作错误的是', [
      '用碱式滴定管盛装酸性KMnO₄溶液',
      '用碱式滴定管盛装K₂Cr₂O₇溶液',
      '用酸式滴定管盛装酸性KMnO₄溶液',
      '滴定管用蒸馏水洗净后，再用待装溶液润洗2～3次',
    ]),
    answer: null,
    answered: false,
  },
  {
    // The ask is a consequence (偏高), not right or wrong: only A makes the result high.
    text: q('中和滴定时，下列操作会使测定结果偏高的是', [
      '滴定管用蒸馏水洗净后直接装入标准溶液',
      '用标准NaOH溶液滴定醋酸，选择甲基橙作指示剂',
      '用标准盐酸滴定氨水，选择甲基橙作指示剂',
      '用玻璃棒蘸取溶液，点在湿润的pH试纸上',
    ]),
    answer: 'A',
    answered: false,
  },
  {
    // 偏低: 甲基橙 changes colour before 醋酸 is neutralised (B); A gives a high result.
    text: q('用标准NaOH溶液滴定醋酸，下列操作会使测定结果偏低的是', [
      '滴定管用蒸馏水洗净后直接装入标准溶液',
      '用标准NaOH溶液滴定醋酸，选择甲基橙作指示剂',
      '锥形瓶用蒸馏水洗净后，再用待测液润洗',
      '用酸式滴定管盛装酸性KMnO₄溶液',
    ]),
    answer: 'B',
    answered: false,
  },
  {
    // A purpose asked: only 沸石 prevents bumping.
    text: q('下列实验操作中，目的是防止暴沸的是', [
      '滴定管用蒸馏水洗净后，再用待装溶液润洗2～3次',
      '蒸馏时，冷凝水从冷凝管下口进、上口出',
      '蒸馏时，在蒸馏烧瓶中加入几粒沸石',
      '容量瓶使用前检查是否漏水',
    ]),
    answer: 'C',
    answered: false,
  },
  {
    // Operations right and unrelated to safety: C and D both → no single answer.
    text: q('下列实验操作中，不是从实验安全角度考虑的是', [
      '稀释浓硫酸时，将浓硫酸沿烧杯内壁慢慢注入水中，并用玻璃棒不断搅拌',
      '蒸馏时，在蒸馏烧瓶中加入几粒沸石',
      '滴定管用蒸馏水洗净后，再用待装溶液润洗2～3次',
      '容量瓶使用前检查是否漏水',
    ]),
    answer: null,
    answered: false,
  },
  {
    // Mixed ask: 操作和现象正确，但结论错误. B's fault is the phenomenon, D's the conclusion.
    text: q('下列实验的操作和现象都正确，但结论错误的是', [
      '向某溶液中滴加KSCN溶液，溶液变红，说明原溶液中含有Fe³⁺',
      '向某溶液中加入浓NaOH溶液并加热，用湿润的蓝色石蕊试纸检验产生的气体，试纸变红，说明原溶液中含有NH₄⁺',
      '向某溶液中滴加稀硝酸酸化的AgNO₃溶液，产生白色沉淀，说明原溶液中含有Cl⁻',
      '用洁净的铂丝蘸取某溶液灼烧，火焰呈黄色，说明该溶液中不含K⁺',
    ]),
    answer: 'D',
    answered: false,
  },

  {
    // The same mixed ask where only B is wrong — by its phenomenon (NH3 does not turn blue litmus red), so no option
    // has a right operation and phenomenon with a wrong conclusion.
    text: q('下列实验的操作和现象都正确，但结论错误的是', [
      '向某溶液中滴加KSCN溶液，溶液变红，说明原溶液中含有Fe³⁺',
      '向某溶液中加入浓NaOH溶液并加热，用湿润的蓝色石蕊试纸检验产生的气体，试纸变红，说明原溶液中含有NH₄⁺',
      '向某溶液中滴加稀硝酸酸化的AgNO₃溶液，产生白色沉淀，说明原溶液中含有Cl⁻',
      '向某溶液中先加入稀盐酸，无明显现象，再加入BaCl₂溶液，有白色沉淀生成，说明原溶液中一定含有SO₄²⁻',
    ]),
    answer: null,
    answered: false,
  },
  {
    // 偏高 asked under a stem that also names a right operation: 锥形瓶 rinsed with the solution (B) gives a high result.
    text: q('中和滴定实验中，下列操作会导致测定结果偏高的是', [
      '滴定管用蒸馏水洗净后，再用待装溶液润洗2～3次',
      '锥形瓶用蒸馏水洗净后，再用待测液润洗',
      '用酸式滴定管盛装酸性KMnO₄溶液',
      '用标准NaOH溶液滴定醋酸，选择酚酞作指示剂',
    ]),
    answer: 'B',
    answered: false,
  },

  // ── flame test ──
  {
    text: q('下列关于焰色试验的说法正确的是', [
      '用铂丝蘸取某溶液灼烧，火焰呈黄色，说明该溶液中不含K⁺',
      '焰色试验前，铂丝用稀硫酸洗净并灼烧至与原来的火焰颜色相同',
      '用洁净的铁丝代替铂丝做焰色试验',
      '观察钾的焰色时要透过蓝色钴玻璃',
    ]),
    answer: 'D',
    answered: false,
  },
  {
    // 一定是钠盐溶液 goes further than the flame (NaOH too).
    text: q('下列关于焰色试验的说法正确的是', [
      '用铂丝蘸取某溶液灼烧，火焰呈黄色，说明该溶液一定是钠盐溶液',
      '用铂丝蘸取某溶液灼烧，火焰呈黄色，说明该溶液中一定含有Na⁺',
      '焰色试验前，铂丝用稀硫酸洗净并灼烧至与原来的火焰颜色相同',
      '用铂丝蘸取某溶液灼烧，火焰呈黄色，说明该溶液中一定不含K⁺',
    ]),
    answer: 'B',
    answered: false,
  },
  {
    // 可能含有 K⁺ is right as well: nothing is wrong.
    text: q('下列关于焰色试验的说法错误的是', [
      '用铂丝蘸取某溶液灼烧，火焰呈黄色，说明该溶液中含有Na⁺',
      '观察钾的焰色时要透过蓝色钴玻璃',
      '焰色试验后，铂丝用稀盐酸洗净并灼烧至无色',
      '用铂丝蘸取某溶液灼烧，火焰呈黄色，说明该溶液中可能含有K⁺',
    ]),
    answer: null,
    answered: false,
  },
  {
    // 含有钠元素，不含钾元素: the second half is wrong.
    text: q('下列关于焰色试验的说法正确的是', [
      '用铂丝蘸取某溶液灼烧，火焰呈黄色，说明该溶液中含有钠元素，不含钾元素',
      '焰色试验前，铂丝用稀硫酸洗净并灼烧至与原来的火焰颜色相同',
      '用铂丝蘸取某溶液灼烧，火焰呈黄色，说明该溶液中不含K⁺',
      '焰色试验后，铂丝用稀硫酸洗净并灼烧至无色',
    ]),
    answer: null,
    answered: false,
  },

  // ── ions tested ──
  {
    // 可能含有 SO₄²⁻ is right too: C and D.
    text: q('下列离子检验的结论正确的是', [
      '向某溶液中加入BaCl₂溶液，产生白色沉淀，说明原溶液中一定含有SO₄²⁻',
      '向某溶液中滴加稀硝酸酸化的Ba(NO₃)₂溶液，产生白色沉淀，说明原溶液中一定含有SO₄²⁻',
      '向某溶液中加入BaCl₂溶液，产生白色沉淀，说明原溶液中可能含有SO₄²⁻',
      '向某溶液中先加入稀盐酸，无明显现象，再加入BaCl₂溶液，有白色沉淀生成，说明原溶液中一定含有SO₄²⁻',
    ]),
    answer: null,
    answered: false,
  },
  {
    text: q('下列离子检验的方法正确的是', [
      '向某溶液中滴加AgNO₃溶液，产生白色沉淀，说明原溶液中含有Cl⁻',
      '向某溶液中滴加稀硝酸酸化的AgNO₃溶液，产生白色沉淀，说明原溶液中含有Cl⁻',
      '向某溶液中加入BaCl₂溶液，产生白色沉淀，说明原溶液中一定含有SO₄²⁻',
      '向某溶液中加入稀NaOH溶液，将湿润的红色石蕊试纸置于试管口，试纸不变蓝，说明原溶液中不含NH₄⁺',
    ]),
    answer: 'B',
    answered: false,
  },
  {
    // The order of 氯水 and KSCN swapped in A; C adds 不含 Fe²⁺. B and D are right: two.
    text: q('下列离子检验的方法正确的是', [
      '向某溶液中先滴加氯水，再滴加KSCN溶液，溶液变红，说明原溶液中含有Fe²⁺',
      '向某溶液中先滴加KSCN溶液，再滴加氯水，先无明显现象，后溶液变红，说明原溶液中含有Fe²⁺',
      '向某溶液中滴加KSCN溶液，溶液变红，说明原溶液中含有Fe³⁺，不含Fe²⁺',
      '向某溶液中滴加KSCN溶液，溶液变红，说明原溶液中含有Fe³⁺',
    ]),
    answer: null,
    answered: false,
  },
  {
    text: q('下列离子检验的方法错误的是', [
      '向某溶液中滴加KSCN溶液，溶液变红，说明原溶液中含有Fe³⁺',
      '向某溶液中先滴加KSCN溶液，再滴加氯水，先无明显现象，后溶液变红，说明原溶液中含有Fe²⁺',
      '向某溶液中滴加稀硝酸酸化的AgNO₃溶液，产生白色沉淀，说明原溶液中含有Cl⁻',
      '向某溶液中加入BaCl₂溶液，产生白色沉淀，再加稀盐酸沉淀不溶解，说明原溶液中一定含有SO₄²⁻',
    ]),
    answer: 'D',
    answered: true,
  },
  {
    text: q('下列离子检验的方法正确的是', [
      '向某溶液中加入浓NaOH溶液并加热，产生能使湿润的蓝色石蕊试纸变红的气体，说明原溶液中含有NH₄⁺',
      '向某溶液中加入浓NaOH溶液并加热，用湿润的蓝色石蕊试纸检验产生的气体，试纸变红，说明原溶液中含有NH₄⁺',
      '向某溶液中加入浓NaOH溶液并加热，产生能使湿润的红色石蕊试纸变蓝的气体，说明原溶液中含有NH₄⁺',
      '向某溶液中加入稀NaOH溶液，将湿润的红色石蕊试纸置于试管口，试纸不变蓝，说明原溶液中不含NH₄⁺',
    ]),
    answer: 'C',
    answered: false,
  },
  {
    // 浓 NaOH and 加热 in A: then 试纸不变蓝 does show no NH₄⁺. Nothing is wrong.
    text: q('下列离子检验的方法错误的是', [
      '向某溶液中加入浓NaOH溶液并加热，将湿润的红色石蕊试纸置于试管口，试纸不变蓝，说明原溶液中不含NH₄⁺',
      '向某溶液中加入浓NaOH溶液并加热，产生能使湿润的红色石蕊试纸变蓝的气体，说明原溶液中含有NH₄⁺',
      '向某溶液中滴加KSCN溶液，溶液变红，说明原溶液中含有Fe³⁺',
      '向某溶液中滴加稀硝酸酸化的AgNO₃溶液，产生白色沉淀，说明原溶液中含有Cl⁻',
    ]),
    answer: null,
    answered: false,
  },
  {
    // 盐酸 and a gas turning 石灰水 cloudy: HCO₃⁻/SO₃²⁻ too, 一定含 CO₃²⁻ is wrong; C is wrong as well.
    text: q('下列实验结论正确的是', [
      '向某溶液中加入盐酸，产生能使澄清石灰水变浑浊的气体，说明原溶液中一定含有CO₃²⁻',
      '向某溶液中滴加KSCN溶液，溶液变红，说明原溶液中含有Fe³⁺',
      '用铂丝蘸取某溶液灼烧，火焰呈黄色，说明该溶液中不含K⁺',
      '向某溶液中加入BaCl₂溶液，产生白色沉淀，说明原溶液中一定含有SO₄²⁻',
    ]),
    answer: 'B',
    answered: false,
  },

  // ── 操作 | 现象 | 结论 tables ──
  {
    text: table('下列实验操作、现象和结论均正确的是', TESTED, [
      ['向某溶液中滴加KSCN溶液', '溶液变红', '该溶液中含有Fe³⁺'],
      ['用洁净铂丝蘸取某溶液在火焰上灼烧', '火焰呈黄色', '该溶液中一定不含K⁺'],
      ['向某溶液中滴加BaCl₂溶液', '产生白色沉淀', '该溶液中一定含有SO₄²⁻'],
      ['向某溶液中加入稀NaOH溶液，将湿润的红色石蕊试纸置于试管口', '试纸不变蓝', '该溶液中不含NH₄⁺'],
    ]),
    answer: 'A',
    answered: true,
  },
  {
    // A's conclusion goes further (不含 Fe²⁺).
    text: table('下列实验操作、现象和结论均正确的是', TESTED, [
      ['向某溶液中滴加KSCN溶液', '溶液变红', '该溶液中含有Fe³⁺，不含Fe²⁺'],
      ['用洁净铂丝蘸取某溶液在火焰上灼烧', '火焰呈黄色', '该溶液中一定不含K⁺'],
      ['向某溶液中滴加BaCl₂溶液', '产生白色沉淀', '该溶液中一定含有SO₄²⁻'],
      ['向某溶液中加入稀NaOH溶液，将湿润的红色石蕊试纸置于试管口', '试纸不变蓝', '该溶液中不含NH₄⁺'],
    ]),
    answer: null,
    answered: false,
  },
  {
    // A's phenomenon changed (溶液不变红) while the conclusion stays: wrong.
    text: table('下列实验操作、现象和结论均正确的是', TESTED, [
      ['向某溶液中滴加KSCN溶液', '溶液不变红', '该溶液中含有Fe³⁺'],
      ['用洁净铂丝蘸取某溶液在火焰上灼烧', '火焰呈黄色', '该溶液中一定不含K⁺'],
      ['向某溶液中滴加BaCl₂溶液', '产生白色沉淀', '该溶液中一定含有SO₄²⁻'],
      ['向某溶液中加入浓NaOH溶液并加热', '产生能使湿润的红色石蕊试纸变蓝的气体', '该溶液中含有NH₄⁺'],
    ]),
    answer: 'D',
    answered: false,
  },
  {
    // Two rows all right (A and C).
    text: table('下列实验操作、现象和结论都正确的是', TESTED, [
      ['向某溶液中先加入稀盐酸，无明显现象，再加入BaCl₂溶液', '有白色沉淀生成', '原溶液中一定含有SO₄²⁻'],
      ['向某溶液中先滴加氯水，再滴加KSCN溶液', '溶液变红', '原溶液中含有Fe²⁺'],
      ['向某溶液中加入浓NaOH溶液并加热', '产生能使湿润的红色石蕊试纸变蓝的气体', '原溶液中含有NH₄⁺'],
      ['用洁净铂丝蘸取某溶液在火焰上灼烧', '火焰呈黄色', '该溶液中一定不含K⁺'],
    ]),
    answer: null,
    answered: false,
  },
  {
    // The SO₄²⁻ row with 稀盐酸 swapped for 稀硝酸 (SO₃²⁻ oxidised): not right. Only C.
    text: table('下列实验操作、现象和结论都正确的是', TESTED, [
      ['向某溶液中先加入稀硝酸，无明显现象，再加入BaCl₂溶液', '有白色沉淀生成', '原溶液中一定含有SO₄²⁻'],
      ['向某溶液中先滴加氯水，再滴加KSCN溶液', '溶液变红', '原溶液中含有Fe²⁺'],
      ['向某溶液中加入浓NaOH溶液并加热', '产生能使湿润的红色石蕊试纸变蓝的气体', '原溶液中含有NH₄⁺'],
      ['用洁净铂丝蘸取某溶液在火焰上灼烧', '火焰呈黄色', '该溶液中一定不含K⁺'],
    ]),
    answer: 'C',
    answered: false,
  },
  {
    text: table(
      '下列实验现象与实验操作不相匹配的是',
      ['实验操作', '实验现象'],
      [
        ['向盛有酸性高锰酸钾溶液的试管中通入足量的乙烯', '溶液的紫色逐渐褪去'],
        ['将点燃的镁条迅速伸入集满CO₂的集气瓶中', '集气瓶中产生浓烟并有黑色颗粒产生'],
        ['向盛有饱和硫代硫酸钠溶液的试管中滴加稀盐酸', '有刺激性气味气体产生，溶液变浑浊'],
        ['向盛有FeCl₃溶液的试管中加入过量铁粉，充分振荡后加1滴KSCN溶液', '黄色逐渐消失，加KSCN后溶液变红'],
      ],
    ),
    answer: 'D',
    answered: false,
  },
  {
    // 不分层 is what happens: every row matches.
    text: table(
      '下列实验现象与实验操作不相匹配的是',
      ['实验操作', '实验现象'],
      [
        ['向盛有酸性高锰酸钾溶液的试管中通入足量的乙烯后静置', '溶液的紫色逐渐褪去，静置后溶液不分层'],
        ['将点燃的镁条迅速伸入集满CO₂的集气瓶中', '集气瓶中产生浓烟并有黑色颗粒产生'],
        ['向盛有饱和硫代硫酸钠溶液的试管中滴加稀盐酸', '有刺激性气味气体产生，溶液变浑浊'],
        ['向盛有FeCl₃溶液的试管中加入过量铁粉，充分振荡后加1滴KSCN溶液', '黄色逐渐消失，加KSCN后溶液颜色不变'],
      ],
    ),
    answer: null,
    answered: false,
  },
  {
    // 操作 | 现象 under 「相匹配」: the 乙烯 row with 分层 does not match; three do → no single answer.
    text: table(
      '下列实验现象与实验操作相匹配的是',
      ['实验操作', '实验现象'],
      [
        ['向盛有酸性高锰酸钾溶液的试管中通入足量的乙烯后静置', '溶液的紫色逐渐褪去，静置后溶液分层'],
        ['将点燃的镁条迅速伸入集满CO₂的集气瓶中', '集气瓶中产生浓烟并有黑色颗粒产生'],
        ['向盛有饱和硫代硫酸钠溶液的试管中滴加稀盐酸', '有刺激性气味气体产生，溶液变浑浊'],
        ['向盛有FeCl₃溶液的试管中加入过量铁粉，充分振荡后加1滴KSCN溶液', '黄色逐渐消失，加KSCN后溶液颜色不变'],
      ],
    ),
    answer: null,
    answered: false,
  },

  // ── impurities removed ──
  {
    text: q(PURIFY, [
      'CO₂（HCl）：通过饱和Na₂CO₃溶液',
      'Cl₂（HCl）：通过饱和食盐水',
      '乙酸乙酯（乙酸）：加入NaOH溶液，分液',
      '乙烷（乙烯）：通过酸性KMnO₄溶液',
    ]),
    answer: 'B',
    answered: true,
  },
  {
    // NaOH takes Cl2 too; 铜粉 brings in Cu²⁺.
    text: q(PURIFY, [
      'Cl₂（HCl）：通过NaOH溶液',
      'CO₂（SO₂）：通过饱和NaHCO₃溶液',
      'FeCl₂溶液（FeCl₃）：加入过量铜粉，过滤',
      'NaHCO₃固体（NH₄Cl）：加热',
    ]),
    answer: 'B',
    answered: false,
  },
  {
    text: q('除去下列物质中的杂质（括号内为杂质），所用试剂和方法错误的是', [
      'CO₂（HCl）：通过饱和NaHCO₃溶液',
      'FeCl₂溶液（FeCl₃）：加入过量铁粉，过滤',
      'FeCl₃溶液（FeCl₂）：通入足量Cl₂',
      '乙酸乙酯（乙酸）：加入饱和Na₂CO₃溶液，分液',
    ]),
    answer: null,
    answered: false,
  },
  {
    // Main and impurity swapped in A (铁粉 takes the wanted FeCl3); SO2 reacts with NaHCO3 (B).
    text: q(PURIFY, [
      'FeCl₃溶液（FeCl₂）：加入过量铁粉，过滤',
      'SO₂（HCl）：通过饱和NaHCO₃溶液',
      'CO₂（SO₂）：通过NaOH溶液',
      '甲烷（乙烯）：通过溴水',
    ]),
    answer: 'D',
    answered: false,
  },
  {
    // 乙烷 dissolves in CCl4: 溴的四氯化碳溶液 is not the textbook reagent. Every option is wrong.
    text: q(PURIFY, [
      '乙烷（乙烯）：通过溴的四氯化碳溶液',
      'CO₂（HCl）：通过饱和Na₂CO₃溶液',
      '乙酸乙酯（乙酸）：加入NaOH溶液，分液',
      'NaHCO₃固体（NH₄Cl）：加热',
    ]),
    answer: null,
    answered: false,
  },
  {
    text: q('下列除杂方法正确的是', [
      '除去CO₂中的SO₂：通过饱和NaHCO₃溶液',
      '除去Cl₂中的HCl：通过饱和NaHCO₃溶液',
      '除去CO₂中的HCl：通过NaOH溶液',
      '除去NaHCO₃固体中的NH₄Cl：直接加热',
    ]),
    answer: 'A',
    answered: false,
  },
  {
    // A's main and impurity are Na2CO3/NaHCO3: heating is right there.
    text: q('下列除杂方法正确的是', [
      '除去Na₂CO₃固体中的NaHCO₃：加热',
      '除去NaHCO₃固体中的NH₄Cl：加热',
      '除去CO₂中的HCl：通过饱和Na₂CO₃溶液',
      '除去甲烷中的乙烯：通过酸性高锰酸钾溶液',
    ]),
    answer: 'A',
    answered: false,
  },
  {
    // 乙醇 mixes with water: 分液 does not separate it.
    text: q('下列除杂方法正确的是', [
      '除去乙醇中的乙酸：加入饱和碳酸钠溶液，分液',
      '除去CO₂中的HCl：通过饱和Na₂CO₃溶液',
      '除去甲烷中的乙烯：通过酸性高锰酸钾溶液',
      '除去NaHCO₃固体中的NH₄Cl：直接加热',
    ]),
    answer: null,
    answered: false,
  },
  {
    // 蒸馏 instead of 分液 for 乙酸乙酯.
    text: q('下列除杂方法正确的是', [
      '除去乙酸乙酯中的少量乙酸：加入饱和碳酸钠溶液，蒸馏',
      '除去CO₂中的HCl：通过饱和Na₂CO₃溶液',
      '除去甲烷中的乙烯：通过酸性高锰酸钾溶液',
      '除去NaHCO₃固体中的NH₄Cl：直接加热',
    ]),
    answer: null,
    answered: false,
  },
  {
    text: table(
      '下列实验不能达到目的的是',
      ['目的', '实验'],
      [
        ['除去Cl₂中的HCl', '通过饱和食盐水'],
        ['除去CO₂中的HCl', '通过饱和碳酸钠溶液'],
        ['除去乙酸乙酯中的少量乙酸', '加入饱和碳酸钠溶液洗涤、分液'],
        ['制备少量二氧化硫气体', '向饱和亚硫酸钠溶液中滴加浓硫酸'],
      ],
    ),
    answer: 'B',
    answered: true,
  },
  {
    // 目的 cell swapped (除去 HCl 中的 Cl2): not what 饱和食盐水 does.
    text: table(
      '下列实验能达到目的的是',
      ['目的', '实验'],
      [
        ['除去HCl中的Cl₂', '通过饱和食盐水'],
        ['除去CO₂中的HCl', '通过饱和碳酸钠溶液'],
        ['制取较高浓度的次氯酸溶液', '将Cl₂通入碳酸钠溶液中'],
        ['除去甲烷中的乙烯', '通过酸性高锰酸钾溶液'],
      ],
    ),
    answer: null,
    answered: false,
  },

  // ── operations judged alone ──
  {
    text: q('下列实验操作规范的是', [
      '稀释浓硫酸时，将水沿烧杯内壁慢慢注入浓硫酸中',
      '在容量瓶中直接溶解氯化钠固体',
      '过滤时，用玻璃棒搅拌漏斗中的液体以加快过滤',
      '容量瓶使用前要检查是否漏水',
    ]),
    answer: 'D',
    answered: true,
  },
  {
    // 量筒 is no vessel for diluting.
    text: q('下列实验操作不规范的是', [
      '容量瓶使用前要检查是否漏水',
      '蒸馏时，在蒸馏烧瓶中加入几粒沸石',
      '蒸馏时，冷凝水从冷凝管下口进、上口出',
      '稀释浓硫酸时，将浓硫酸沿量筒内壁慢慢注入水中',
    ]),
    answer: 'D',
    answered: false,
  },
  {
    text: q('下列实验操作不规范的是', [
      '容量瓶用蒸馏水洗净后，必须烘干才能使用',
      '容量瓶用蒸馏水洗净后，不必烘干',
      '蒸馏时，冷凝水从冷凝管下口进、上口出',
      '蒸馏时，在蒸馏烧瓶中加入几粒沸石',
    ]),
    answer: 'A',
    answered: false,
  },
  {
    // The two layers swapped in A.
    text: q('下列实验操作正确的是', [
      '分液时，上层液体从下口放出，下层液体从上口倒出',
      '蒸馏时，温度计的水银球插入液面以下',
      '蒸馏时，温度计的水银球位于蒸馏烧瓶的支管口处',
      '蒸馏时，冷凝水从冷凝管上口进、下口出',
    ]),
    answer: 'C',
    answered: false,
  },
  {
    text: q('下列实验操作不当的是', [
      '蒸馏时，液体的体积不超过蒸馏烧瓶容积的三分之二',
      '蒸馏时，温度计的水银球位于蒸馏烧瓶的支管口处',
      '用四氯化碳萃取碘水中的碘',
      '用苯萃取碘水中的碘',
    ]),
    answer: null,
    answered: false,
  },
  {
    // 乙醇 for 溴水 is as wrong as for 碘水: two wrong.
    text: q('下列实验操作不当的是', [
      '用酒精萃取碘水中的碘',
      '用乙醇萃取溴水中的溴',
      '用四氯化碳萃取碘水中的碘',
      '蒸馏时，在蒸馏烧瓶中加入几粒沸石',
    ]),
    answer: null,
    answered: false,
  },
  {
    // 温度计 below the side arm is wrong; the others are right (C: 冷凝水 下进上出).
    text: q('下列蒸馏操作错误的是', [
      '蒸馏时，温度计的水银球位于蒸馏烧瓶的支管口下方',
      '蒸馏时，在蒸馏烧瓶中加入几粒沸石',
      '蒸馏时，冷凝水从冷凝管下口进、上口出',
      '蒸馏时，液体的体积不超过蒸馏烧瓶容积的三分之二',
    ]),
    answer: 'A',
    answered: false,
  },
  {
    // A forgotten 沸石 is added after cooling, never at once.
    text: q('下列蒸馏操作正确的是', [
      '蒸馏时，若忘记加沸石，应立即补加',
      '蒸馏时，温度计的水银球插入液面以下',
      '蒸馏时，冷凝水从冷凝管上口进、下口出',
      '蒸馏时，液体的体积不超过蒸馏烧瓶容积的三分之二',
    ]),
    answer: 'D',
    answered: false,
  },
  {
    // 锥形瓶 not rinsed with the solution is right.
    text: q('下列中和滴定操作错误的是', [
      '锥形瓶用蒸馏水洗净后，不用待测液润洗',
      '滴定管用蒸馏水洗净后，再用待装溶液润洗2～3次',
      '用酸式滴定管盛装酸性KMnO₄溶液',
      '用标准NaOH溶液滴定醋酸，选择酚酞作指示剂',
    ]),
    answer: null,
    answered: false,
  },
  {
    text: q('下列实验操作正确的是', [
      '用玻璃棒蘸取溶液，点在湿润的pH试纸上测定溶液的pH',
      '用pH试纸测定新制氯水的pH',
      '用pH计测定新制氯水的pH',
      '用玻璃棒蘸取溶液，点在干燥的pH试纸上，与标准比色卡对照',
    ]),
    answer: null,
    answered: false,
  },
  {
    // pH paper reads whole numbers; NaClO bleaches it like 氯水.
    text: q('下列实验操作正确的是', [
      '用玻璃棒蘸取溶液，点在干燥的pH试纸上，与标准比色卡对照，读出pH为5.2',
      '用玻璃棒蘸取溶液，点在湿润的pH试纸上测定溶液的pH',
      '用pH试纸测定新制氯水的pH',
      '用pH试纸测定NaClO溶液的pH',
    ]),
    answer: null,
    answered: false,
  },
  {
    text: q('下列实验操作能达到实验目的的是', [
      '用向上排空气法收集铜粉与稀硝酸反应产生的NO',
      '用长颈漏斗分离乙酸乙酯和饱和碳酸钠溶液',
      '将Cl₂通入碳酸钠溶液中制取较高浓度的次氯酸溶液',
      '在过氧化氢溶液中加入少量MnO₂加快氧气的生成速率',
    ]),
    answer: 'D',
    answered: true,
  },
  {
    text: q('下列实验不能达到实验目的的是', [
      '除去Cl₂中的HCl：通过饱和食盐水',
      '将铝片加到冷浓硝酸中制取NO₂',
      '加热KMnO₄制取O₂',
      '向饱和Na₂SO₃溶液中滴加浓硫酸制备少量SO₂',
    ]),
    answer: 'B',
    answered: true,
  },
  {
    // Cu with 浓硝酸 gives NO2, not NO.
    text: q('下列实验不能达到实验目的的是', [
      '加热氯化铵和氢氧化钙的混合物制取氨气',
      '用排水法收集NO',
      '用碱石灰干燥氨气',
      '用铜与浓硝酸反应制取NO',
    ]),
    answer: 'D',
    answered: false,
  },
  {
    // Every option wrong (A: NO2 reacts with water).
    text: q('下列实验操作正确且能达到实验目的的是', [
      '用排水法收集NO₂',
      '用浓硫酸干燥NH₃',
      '加热氯化铵固体制取氨气',
      '二氧化锰与稀盐酸共热制取氯气',
    ]),
    answer: null,
    answered: false,
  },
  {
    // Two clauses, both right (A); B has one wrong clause.
    text: q('下列实验操作正确的是', [
      '用排水法收集NO，用向下排空气法收集NH₃',
      '用碱石灰干燥NH₃，用碱石灰干燥Cl₂',
      '用排水法收集NH₃',
      '用向上排空气法收集NO',
    ]),
    answer: 'A',
    answered: false,
  },
  {
    // Two clauses, the second false: nothing is right.
    text: q('下列说法正确的是', ['用碱石灰干燥NH₃，用排水法收集NH₃', '用浓硫酸干燥NH₃', '用向上排空气法收集NO', '用排水法收集NH₃']),
    answer: null,
    answered: false,
  },
  {
    // A count: ① and ③ are right → 2 项.
    text: [
      '下列实验操作中正确的有几项',
      '①容量瓶使用前要检查是否漏水 ②用浓硫酸干燥氨气 ③蒸馏时，在蒸馏烧瓶中加入几粒沸石 ④用排水法收集氨气',
      'A. 1项',
      'B. 2项',
      'C. 3项',
      'D. 4项',
    ].join('\n'),
    answer: 'B',
    answered: false,
  },
  {
    // Options as combinations of numbered statements.
    text: [
      '下列实验操作正确的是',
      '①容量瓶使用前要检查是否漏水 ②用浓硫酸干燥氨气 ③蒸馏时，在蒸馏烧瓶中加入几粒沸石 ④用排水法收集氨气',
      'A. ①②',
      'B. ①③',
      'C. ②④',
      'D. ③④',
    ].join('\n'),
    answer: 'B',
    answered: false,
  },
  {
    // Several right options asked for (多选): one letter would be wrong.
    text: q('下列实验操作正确的是（多选）', ['用碱石灰干燥NH₃', '用排水法收集NO', '用浓硫酸干燥NH₃', '用排水法收集NH₃']),
    answer: null,
    answered: false,
  },
  {
    text: q('下列实验操作正确的是（双选）', [
      '容量瓶使用前要检查是否漏水',
      '用向下排空气法收集NH₃',
      '用浓硫酸干燥NH₃',
      '用向上排空气法收集NO',
    ]),
    answer: null,
    answered: false,
  },
  {
    // A figure decides which apparatus is meant.
    text: q('用如图所示装置进行实验，能达到实验目的的是', [
      '用装置甲加热氯化铵固体制取氨气',
      '用装置乙收集NO',
      '用装置丙干燥氨气',
      '用装置丁分离乙酸乙酯和水',
    ]),
    answer: null,
    answered: false,
  },
  {
    text: q('如图，利用该装置进行下列实验，操作正确的是', ['用排水法收集NO', '用浓硫酸干燥NH₃', '用排水法收集NH₃', '用向上排空气法收集NO']),
    answer: 'A',
    answered: false,
  },
  {
    // The stem names the setting: the options are then only parts of one experiment.
    text: q('实验室制取氨气时，下列操作正确的是', ['用排水法收集', '用浓硫酸干燥', '用向下排空气法收集', '加热氯化铵固体']),
    answer: 'C',
    answered: false,
  },
  {
    // 铜 in 冷浓硝酸 works (copper is not passivated); Al and Fe do not.
    text: table('实验室制备下列气体的方法可行的是', GAS, [
      ['二氧化氮', '将铝片加到冷浓硝酸中'],
      ['二氧化氮', '将铁片加到冷浓硝酸中'],
      ['二氧化氮', '将铜片加到冷浓硝酸中'],
      ['氨气', '加热氯化铵固体'],
    ]),
    answer: 'C',
    answered: false,
  },
  {
    // Cl2 into CaCO3 suspension works; into Na2CO3 it does not.
    text: table(
      '下列实验能达到目的的是',
      ['目的', '实验'],
      [
        ['制取较高浓度的次氯酸溶液', '将Cl₂通入碳酸钙悬浊液中'],
        ['制取较高浓度的次氯酸溶液', '将Cl₂通入碳酸钠溶液中'],
        ['除去CO₂中的HCl', '通过饱和碳酸钠溶液'],
        ['除去甲烷中的乙烯', '通过酸性高锰酸钾溶液'],
      ],
    ),
    answer: 'A',
    answered: false,
  },
];

/**
 * Single sentences, hand-judged: `truth` is right or wrong by the textbook. The judge may leave any of them undecided
 * (null), but when it decides, it must agree. `decided` pins the ones it decides now.
 */
export const LOOKALIKE_SENTENCES: Array<{ text: string; truth: boolean; decided: boolean }> = [
  { text: '将铜片加到冷浓硝酸中制取二氧化氮', truth: true, decided: false },
  { text: '将铁片加到热浓硝酸中制取二氧化氮', truth: true, decided: false },
  { text: '将铝片加到冷的稀硝酸中制取二氧化氮', truth: false, decided: false },
  { text: '将铁片加到冷浓硫酸中制取二氧化硫', truth: false, decided: false },
  { text: '用铜与稀硝酸反应制取二氧化氮', truth: false, decided: false },
  { text: '铜与浓硫酸反应制取二氧化硫', truth: true, decided: false },
  { text: '高锰酸钾与浓盐酸反应制取氯气', truth: true, decided: false },
  { text: '二氧化锰与浓盐酸在常温下反应制取氯气', truth: false, decided: false },
  { text: '用排水法收集NO₂', truth: false, decided: true },
  { text: '用向上排空气法收集NO₂', truth: true, decided: true },
  { text: '用排饱和食盐水法收集Cl₂', truth: true, decided: true },
  { text: '用碱石灰干燥Cl₂', truth: false, decided: true },
  { text: '用五氧化二磷干燥NH₃', truth: false, decided: false },
  { text: '用标准盐酸滴定NaOH溶液，选择酚酞作指示剂', truth: true, decided: false },
  { text: '用标准盐酸滴定氨水，选择酚酞作指示剂', truth: false, decided: false },
  { text: '用标准NaOH溶液滴定醋酸，选择石蕊作指示剂', truth: false, decided: false },
  { text: '用酸式滴定管盛装NaOH溶液', truth: false, decided: false },
  { text: '用碱式滴定管量取酸性KMnO₄溶液', truth: false, decided: true },
  { text: '用酸式滴定管盛装溴水', truth: true, decided: false },
  { text: '用铂丝蘸取某溶液灼烧，火焰呈黄色，说明该溶液中可能含有K⁺', truth: true, decided: false },
  { text: '透过蓝色钴玻璃观察，火焰呈紫色，说明含有K⁺', truth: true, decided: false },
  { text: '用铂丝蘸取某溶液灼烧，火焰呈黄色，说明该溶液中一定含有Na⁺', truth: true, decided: true },
  { text: '向某溶液中滴加KSCN溶液，溶液不变红，说明原溶液中不含Fe³⁺', truth: true, decided: false },
  { text: '向某溶液中加入稀NaOH溶液并加热，产生能使湿润的红色石蕊试纸变蓝的气体，说明原溶液中含有NH₄⁺', truth: true, decided: false },
  { text: '向某溶液中加入BaCl₂溶液，产生白色沉淀，说明原溶液中可能含有SO₄²⁻', truth: true, decided: false },
  { text: '向某溶液中先加入稀硝酸，无明显现象，再加入BaCl₂溶液，有白色沉淀生成，说明原溶液中一定含有SO₄²⁻', truth: false, decided: false },
  { text: '向某溶液中加入盐酸酸化的BaCl₂溶液，产生白色沉淀，说明原溶液中一定含有SO₄²⁻', truth: false, decided: false },
  { text: '除去CO₂中的SO₂：通过酸性KMnO₄溶液', truth: true, decided: false },
  { text: '除去Cl₂中的HCl：通过饱和NaHCO₃溶液', truth: false, decided: false },
  { text: '除去SO₂中的HCl：通过饱和NaHCO₃溶液', truth: false, decided: false },
  { text: '除去FeCl₂溶液中的CuCl₂：加入过量铁粉，过滤', truth: true, decided: false },
  { text: '除去乙烷中的乙烯：通入氢气', truth: false, decided: false },
  { text: '除去乙烷中的乙烯：通过溴的四氯化碳溶液', truth: false, decided: false },
  { text: '除去NaCl固体中的NH₄Cl：加热', truth: true, decided: false },
  { text: '稀释浓硫酸时，将浓硫酸沿量筒内壁慢慢注入水中', truth: false, decided: false },
  { text: '在容量瓶中稀释浓硫酸', truth: false, decided: false },
  { text: '过滤时，用玻璃棒引流', truth: true, decided: false },
  { text: '分液时，下层液体从下口放出，上层液体也从下口放出', truth: false, decided: false },
  { text: '用CCl₄萃取溴水中的溴', truth: true, decided: false },
  { text: '用裂化汽油萃取溴水中的溴', truth: false, decided: false },
  { text: '锥形瓶用蒸馏水洗净后，未干燥就加入待测液', truth: true, decided: false },
  { text: '滴定管用蒸馏水洗净后，再用待装溶液润洗2～3次', truth: true, decided: true },
  { text: '用玻璃棒蘸取溶液，点在干燥的pH试纸上，与标准比色卡对照，读出pH为5.2', truth: false, decided: false },
  { text: '向盛有酸性高锰酸钾溶液的试管中通入足量的乙烯后静置，溶液的紫色逐渐褪去，静置后溶液不分层', truth: true, decided: false },
  { text: '向某溶液中加入浓NaOH溶液并加热，将湿润的红色石蕊试纸置于试管口，试纸不变蓝，说明原溶液中不含NH₄⁺', truth: true, decided: false },
];

/** Stems of other kinds (physics, maths) holding the new false-ask words outside the ask, and lab stems that ask for the false. */
export const LOOKALIKE_STEMS: Array<{ stem: string; asked: 'true' | 'false' | null }> = [
  { stem: '小球恰好不能达到圆轨道的最高点，下列说法正确的是', asked: 'true' },
  { stem: '若滑块不能达到斜面顶端，则下列说法中正确的是', asked: 'true' },
  { stem: '甲同学认为该测量方案不可行，关于该方案下列说法正确的是', asked: 'true' },
  { stem: '当电源的内阻与外电阻不匹配时，下列说法正确的是', asked: 'true' },
  { stem: '由于操作不当，测得的电阻偏大，下列说法正确的是', asked: 'true' },
  { stem: '某同学的实验操作不规范，下列分析正确的是', asked: 'true' },
  { stem: '下列实验不能达到实验目的的是', asked: 'false' },
  { stem: '实验室制备下列气体的方法不可行的是', asked: 'false' },
  { stem: '下列实验操作不当的是（ ）', asked: 'false' },
  { stem: '下列实验操作不规范的是', asked: 'false' },
  { stem: '下列实验现象与实验操作不相匹配的是', asked: 'false' },
  { stem: '下列实验中，所用试剂不当的是', asked: 'false' },
  { stem: '下列说法错误的是', asked: 'false' },
];

/** Physics problems using laboratory words: the laboratory words must not make them chemistry. */
export const LOOKALIKE_SUBJECTS: Array<{ text: string; subject: 'physics' }> = [
  {
    // 蒸馏水 is the water of physics experiments too (this one was 'other' before the laboratory words).
    text: '将一块冰放入盛有蒸馏水的烧杯中，冰块漂浮在水面上。冰块熔化后，烧杯中的水面将 A. 上升 B. 下降 C. 不变 D. 无法判断',
    subject: 'physics',
  },
  {
    text: '在烧杯中装入适量蒸馏水，用酒精灯加热，用温度计测量水的温度，水沸腾时温度计示数为 98℃，则当地气压低于标准大气压。水的比热容为 4.2×10³ J/(kg·℃)，500 g 蒸馏水温度升高 20℃ 吸收的热量是多少？',
    subject: 'physics',
  },
  {
    text: '用天平和量筒测量蒸馏水的密度，测得质量为 50 g，体积为 50 cm³，则蒸馏水的密度是多少 kg/m³？',
    subject: 'physics',
  },
  {
    text: '把电阻为 10 Ω 的电热丝放入盛有 1 kg 蒸馏水的烧杯中，通过的电流为 2 A，通电 100 s 产生的热量是多少焦耳？',
    subject: 'physics',
  },
];
