/**
 * Gaokao chemistry choice kinds asked every year, written fresh in other papers' words (plain typing, exam LaTeX as
 * OCR gives it, Unicode): `answer` is the hand-worked letter (null when the books do not decide it), `answered`
 * whether the solver must answer (true) or refuse (false). A wrong letter fails either way.
 */
export interface PaperKindCase {
  kind: 'coplanar' | 'organic-statements' | 'stse-explanations';
  text: string;
  answer: string | null;
  answered: boolean;
}

const q = (stem: string, options: string[]) => [stem, ...options.map((o, i) => `${'ABCD'[i]}. ${o}`)].join('\n');

export const PAPER_KIND_CASES: PaperKindCase[] = [
  // 共平面: 甲烷/乙烯/乙炔/苯 as models; a CH3 keeps atoms out of the plane, a single bond may turn planes into one.
  {
    kind: 'coplanar',
    text: q('下列有机物分子中，所有原子一定处于同一平面的是（ ）', ['苯乙烯', '丙烯', '氯乙烯', '乙醇']),
    answer: 'C',
    answered: true,
  },
  {
    kind: 'coplanar',
    // 苯 always; 甲苯/乙烷/甲醇 never: 「可能」 fits only A.
    text: q('下列分子中所有原子可能在同一平面上的是', ['$\\mathrm{C}_{6} \\mathrm{H}_{6}$ 的同系物甲苯', '苯', '乙烷', '甲醇']),
    answer: null,
    answered: false,
  },
  {
    kind: 'coplanar',
    text: q('下列物质的分子中，所有原子都可能共平面的是（  ）', ['苯甲酸', '乙醛', '丙炔', '四氯化碳']),
    answer: 'A',
    answered: true,
  },
  {
    kind: 'coplanar',
    // 「可能」 with two planar-capable molecules: two letters fit, a single choice is refused.
    text: q('下列化合物中，所有原子可能共平面的是（）', ['1,3-丁二烯', '苯乙烯', '甲苯', '丙烯']),
    answer: null,
    answered: false,
  },
  {
    kind: 'coplanar',
    text: q('下列有机物分子中，所有碳原子一定在同一平面内的是', ['环己烷', '甲苯', '乙苯', '2-甲基丙烷']),
    answer: 'B',
    answered: true,
  },
  {
    kind: 'coplanar',
    text: q('下列分子中，所有原子不可能共平面的是（ ）', ['$\\mathrm{CH}_{2}=\\mathrm{CHCl}$', '苯酚', '乙炔', '丙烯']),
    answer: 'D',
    answered: true,
  },
  {
    kind: 'coplanar',
    // No modal word: 苯乙烯 could be either, so the option stays open and the question is refused.
    text: q('下列分子中所有原子都处于同一平面的是', ['苯乙烯', '甲烷', '乙烷', '丙烷']),
    answer: null,
    answered: false,
  },
  {
    kind: 'coplanar',
    text: q('下列分子中所有原子都处于同一平面的是', ['乙烯', '甲烷', '乙烷', '丙烷']),
    answer: 'A',
    answered: true,
  },
  {
    kind: 'coplanar',
    // 共直线 is another question.
    text: q('下列分子中所有原子都在同一直线上的是', ['乙炔', '乙烯', '苯', '甲烷']),
    answer: 'A',
    answered: false,
  },
  {
    kind: 'coplanar',
    // A molecule outside the table (氯丁二烯) leaves its option, and so the question, undecided.
    text: q('下列物质分子中所有原子一定共面的是', ['2-氯-1,3-丁二烯', '丙烯', '乙醛', '甲苯']),
    answer: null,
    answered: false,
  },
];

/** 有机物的说法: every option an organic statement of a kind the tables decide (or a substance fact). */
export const ORGANIC_CASES: PaperKindCase[] = [
  {
    kind: 'organic-statements',
    // A 正丁烷 is not 异丁烷's homolog; B C4H10 has 2; C 同系物 true; D 聚乙烯 has no C=C.
    text: q('下列关于有机物的叙述正确的是（ ）', [
      '正丁烷和异丁烷互为同系物',
      '$\\mathrm{C}_{4} \\mathrm{H}_{10}$ 有三种同分异构体',
      '甲烷与丙烷互为同系物',
      '聚乙烯能使溴水褪色',
    ]),
    answer: 'C',
    answered: true,
  },
  {
    kind: 'organic-statements',
    text: q('下列有关有机化合物的说法错误的是', [
      '葡萄糖和果糖互为同分异构体',
      '苯与液溴在 FeBr3 催化下反应生成溴苯属于取代反应',
      '淀粉和纤维素互为同分异构体',
      '乙醇制乙烯属于消去反应',
    ]),
    answer: 'C',
    answered: true,
  },
  {
    kind: 'organic-statements',
    text: q('下列说法正确的是（）', [
      '甲烷能与浓盐酸发生取代反应',
      '异戊烷又称 2,2-二甲基丙烷',
      '乙醇和二甲醚互为同分异构体',
      '苯与溴水发生取代反应',
    ]),
    answer: 'C',
    answered: true,
  },
  {
    kind: 'organic-statements',
    text: q('关于常见有机物，下列说法不正确的是', [
      '乙烯与水反应生成乙醇属于加成反应',
      '分子式为 C5H12 的烷烃有 3 种同分异构体',
      '乙醇和酒精互为同分异构体',
      '甲醛分子中所有原子在同一平面上',
    ]),
    answer: 'C',
    answered: true,
  },
  {
    kind: 'organic-statements',
    text: q('下列关于有机化合物的说法正确的是', [
      '$\\mathrm{C}_{3} \\mathrm{H}_{7} \\mathrm{Cl}$ 有 3 种同分异构体',
      '乙酸乙酯在酸性条件下水解属于取代反应',
      '蔗糖和麦芽糖互为同分异构体',
      '丙烯中所有原子可能共平面',
    ]),
    // B is true but worded with an acid condition the reaction table does not read; C is true too: refused.
    answer: null,
    answered: false,
  },
  {
    kind: 'organic-statements',
    // Two true statements (A and D): no single answer.
    text: q('下列说法正确的是', [
      '乙醛与氢气反应生成乙醇属于还原反应',
      '乙烯生成聚乙烯属于加成反应',
      '苯能使酸性高锰酸钾溶液褪色',
      '甲苯分子中所有碳原子一定共平面',
    ]),
    answer: null,
    answered: false,
  },
  {
    kind: 'organic-statements',
    // C4H9Cl: stated 5 is above the 4 structures but 2-氯丁烷 has two enantiomers: undecided, so refused.
    text: q('下列关于有机物的说法错误的是', [
      'C4H9Cl 有 5 种同分异构体',
      '乙酸与甲酸甲酯互为同分异构体',
      '2-甲基丙烷也称异丁烷',
      '乙烷与氯气光照下发生取代反应',
    ]),
    answer: null,
    answered: false,
  },
  {
    kind: 'organic-statements',
    text: q('下列关于常见有机物性质的说法正确的是（ ）', [
      '苯能使酸性高锰酸钾溶液褪色',
      '乙醇和乙酸都能与碳酸氢钠溶液反应',
      '葡萄糖能发生水解反应',
      '乙酸乙酯和油脂都能发生水解反应',
    ]),
    answer: 'D',
    answered: true,
  },
  {
    kind: 'organic-statements',
    text: q('下列说法错误的是', [
      '甲苯能使酸性 $\\mathrm{KMnO}_{4}$ 溶液褪色',
      '苯酚能与 NaHCO3 溶液反应放出 CO2',
      '乙醛易溶于水',
      '麦芽糖能发生银镜反应',
    ]),
    answer: 'B',
    answered: true,
  },
  {
    kind: 'organic-statements',
    text: q('下列关于有机物的说法中，不正确的是（ ）', [
      '乙醇室温下在水中的溶解度大于溴乙烷',
      '甲烷不能使溴水褪色',
      '聚乙烯能使溴的四氯化碳溶液褪色',
      '乙烯和苯都能发生加成反应',
    ]),
    answer: 'C',
    answered: true,
  },
  {
    kind: 'organic-statements',
    // 苯 fades 溴水 by extraction: papers differ, so A stays undecided and the question is refused.
    text: q('下列叙述正确的是', ['乙烯和苯都能使溴水褪色', '乙醇不能与金属钠反应', '乙酸能发生银镜反应', '蔗糖能发生银镜反应']),
    answer: null,
    answered: false,
  },
  {
    kind: 'organic-statements',
    text: q('下列有关说法正确的是（  ）', [
      '乙醇、乙酸均能与 Na 反应放出 H2',
      '苯乙烯不能发生加聚反应',
      '甲烷与乙烯互为同系物',
      '丙三醇俗称甘醇',
    ]),
    // D names 甘醇, not in the table: undecided.
    answer: null,
    answered: false,
  },
  {
    kind: 'organic-statements',
    text: q('下列说法不正确的是', [
      '丙三醇俗称甘油',
      '乙醇、乙酸均能与 Na 反应放出 H2',
      '苯乙烯不能发生加聚反应',
      '甲醛分子中所有原子一定共平面',
    ]),
    answer: 'C',
    answered: true,
  },
];

/** 化学与生活: an everyday practice and the reason, purpose, benefit or product a statement gives it. */
export const STSE_CASES: PaperKindCase[] = [
  {
    kind: 'stse-explanations',
    text: q('化学与生活息息相关，下列说法正确的是（ ）', [
      '高温蒸煮可以杀灭细菌，是因为蛋白质发生了水解',
      '轮船外壳上镶嵌锌块来防止船体腐蚀，原理是外加电流的阴极保护法',
      '新冠疫苗需要冷藏运输，以防止蛋白质变性',
      '医用酒精能用于消毒是利用了乙醇的强氧化性',
    ]),
    answer: 'C',
    answered: true,
  },
  {
    kind: 'stse-explanations',
    text: q('化学与社会、生活密切相关。下列叙述错误的是', [
      '热水器内胆中安装镁棒防止腐蚀，利用了牺牲阳极的阴极保护法',
      '钢闸门与直流电源的负极相连以防止腐蚀，原理是牺牲阳极的阴极保护法',
      '煮沸可以杀死病菌，是因为蛋白质受热变性',
      '用水性漆代替油性漆，有利于减少挥发性有机物的排放',
    ]),
    answer: 'B',
    answered: true,
  },
  {
    kind: 'stse-explanations',
    text: q('下列有关说法不正确的是（ ）', [
      '侯氏制碱法利用了碳酸氢钠溶解度较小',
      '用热的纯碱溶液洗去油污，是因为 Na2CO3 可直接和油污反应',
      '植物油反复煎炸会产生稠环芳香烃等有害物质',
      '75%的酒精可以杀菌消毒，是因为能使蛋白质变性',
    ]),
    answer: 'B',
    answered: true,
  },
  {
    kind: 'stse-explanations',
    text: q('化学与环境密切相关，下列说法正确的是', [
      '燃煤中加入生石灰可以减少温室气体的排放',
      '漂白粉久置在空气中会失效，是因为漂白粉中的 CaCl2 与空气中的 CO2 反应生成 CaCO3',
      '草木灰不能与铵态氮肥混合使用，是因为二者相互促进水解，生成氨气，降低肥效',
      '疫苗应冷藏保存，是为了防止疫苗被氧化',
    ]),
    // D's purpose is not recorded (only 蛋白质变性 is): undecided, so refused though C is right.
    answer: 'C',
    answered: false,
  },
  {
    kind: 'stse-explanations',
    text: q('化学与生产生活密切相关。下列说法错误的是', [
      '燃煤中加入 CaO 可以减少酸雨的形成',
      '漂白粉在空气中久置变质，是因为 Ca(ClO)2 与空气中的 CO2 和 H2O 反应生成 HClO，HClO 见光分解',
      '加热能杀死病毒是因为病毒的蛋白质受热变性',
      '泡沫灭火器可用于一般的起火，也可用于电器起火',
    ]),
    answer: 'D',
    answered: true,
  },
  {
    kind: 'stse-explanations',
    // Two wrong statements (A and B) for a single answer: refused.
    text: q('下列说法错误的是', [
      '燃煤中加入石灰石可以减少温室气体的排放',
      '酒精消毒利用了其强氧化性',
      '疫苗一般应冷藏存放，以避免蛋白质变性',
      '食用油反复加热会产生稠环芳香烃等有害物质',
    ]),
    answer: null,
    answered: false,
  },
  {
    kind: 'stse-explanations',
    // The other ways of saying a use, a composition and a trace element (A, B, D) next to a practice's reason (C).
    text: q('化学与生活、科技密切相关。下列说法错误的是（ ）', [
      '可用蘸有浓盐酸的玻璃棒检验氨气管道是否漏气',
      '黑火药由硫黄、硝酸钾和木炭按一定比例混合制成',
      '热水器内胆中装有镁棒来防止腐蚀，原理是外加电流的阴极保护法',
      '锌是人体必需的微量元素，但不宜摄入过多',
    ]),
    answer: 'C',
    answered: true,
  },
  {
    kind: 'stse-explanations',
    text: q('下列有关物质应用的解释正确的是（ ）', [
      '铝制餐具不易被腐蚀，是因为铝的化学性质不活泼',
      '常温下可用铁制容器储运浓硝酸，是因为铁与浓硝酸不反应',
      '用浸有酸性高锰酸钾溶液的硅藻土保鲜水果，是因为高锰酸钾可以氧化乙烯',
      '明矾常用于净水，是因为明矾具有杀菌消毒作用',
    ]),
    answer: 'C',
    answered: true,
  },
  {
    kind: 'stse-explanations',
    text: q('生活中处处有化学，下列说法不正确的是', [
      '用食醋可以除去热水瓶中的水垢，是因为醋酸的酸性强于碳酸',
      '氯化铁溶液可用于蚀刻覆铜板，是因为铁的金属活动性比铜强',
      '利用活性炭除去冰箱中的异味，是因为活性炭有很强的吸附性',
      '常温下可用铝制槽车运输浓硫酸，是因为铝遇浓硫酸发生钝化',
    ]),
    answer: 'B',
    answered: true,
  },
];
