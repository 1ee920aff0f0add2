/**
 * Statement questions on substance facts (uses, properties, composition of materials, what two substances do
 * together), written fresh from the textbook chapters. Each option carries its hand-worked verdict: true, false,
 * or null where the reader must leave it undecided (something in it is more than the facts say). A question's
 * answer is the letter asked for, or null when it must be refused.
 */
export interface SubstanceCase {
  stem: string;
  options: Array<[string, boolean | null]>;
  answer: string | null;
}

export const QUESTIONS: SubstanceCase[] = [
  {
    stem: '化学与生活密切相关。下列说法错误的是',
    options: [
      ['小苏打可用作焙制糕点的膨松剂', true],
      ['明矾可用于自来水的杀菌消毒', false],
      ['干冰可用于人工降雨', true],
      ['硅胶可用作食品干燥剂', true],
    ],
    answer: 'B',
  },
  {
    stem: '下列有关物质用途的说法正确的是',
    options: [
      ['碳酸钡可用作医疗上的钡餐', false],
      ['二氧化硅是制作光导纤维的材料', true],
      ['生石灰可用作食品的脱氧剂', false],
      ['聚氯乙烯可用于包装食品', false],
    ],
    answer: 'B',
  },
  {
    stem: '化学与生产、环境密切相关，下列叙述正确的是',
    options: [
      ['单质硅可用于制作光导纤维', false],
      ['二氧化碳是形成酸雨的主要物质', false],
      ['氢氟酸可用于刻蚀玻璃', true],
      ['活性炭可用于自来水的杀菌消毒', false],
    ],
    answer: 'C',
  },
  {
    stem: '下列关于二氧化硫的说法不正确的是',
    options: [
      ['SO2 使品红溶液褪色，体现了 SO2 的漂白性', true],
      ['SO2 使酸性高锰酸钾溶液褪色，体现了 SO2 的漂白性', false],
      ['SO2 使溴水褪色，说明 SO2 具有还原性', true],
      ['二氧化硫可用于漂白纸浆', true],
    ],
    answer: 'B',
  },
  {
    stem: '下列物质的性质与用途具有对应关系的是',
    options: [
      ['NaHCO3 受热易分解，可用于治疗胃酸过多', false],
      ['浓硫酸具有吸水性，可用作干燥剂', true],
      ['Al2O3 是两性氧化物，可用作耐火材料', false],
      ['SO2 具有氧化性，可用于漂白纸浆', false],
    ],
    answer: 'B',
  },
  {
    stem: '下列物质性质与应用对应关系正确的是',
    options: [
      ['氧化铝熔点高，可用作耐火材料', true],
      ['氢氧化铝具有两性，可用于治疗胃酸过多', null],
      ['二氧化硅硬度大，可用于制作光导纤维', false],
      ['铁粉具有还原性，可用作食品的抗氧化剂', true],
    ],
    answer: null,
  },
  {
    stem: '下列说法正确的是',
    options: [
      ['棉花、麻和羊毛的主要成分都是纤维素', false],
      ['淀粉和纤维素都属于天然高分子化合物', true],
      ['油脂属于高分子化合物', false],
      ['葡萄糖属于双糖', false],
    ],
    answer: 'B',
  },
  {
    stem: '下列有关材料的说法错误的是',
    options: [
      ['陶瓷、玻璃和水泥都是硅酸盐材料', true],
      ['光导纤维的主要成分是 SiO2', true],
      ['蚕丝的主要成分是蛋白质', true],
      ['光导纤维属于有机高分子材料', false],
    ],
    answer: 'D',
  },
  {
    stem: '化学与生活密切相关。下列叙述错误的是',
    options: [
      ['漂白粉的有效成分是次氯酸钙', true],
      ['84 消毒液与洁厕灵可以混合使用', false],
      ['草木灰与铵态氮肥不能混合使用', true],
      ['Fe2O3 可用作红色油漆和涂料', true],
    ],
    answer: 'B',
  },
  {
    stem: '下列关于物质组成的说法正确的是',
    options: [
      ['胆矾的化学式为 CuSO4', false],
      ['天然气的主要成分是甲烷', true],
      ['铁红的化学式为 Fe3O4', false],
      ['医用酒精中乙醇的体积分数为 95%', false],
    ],
    answer: 'B',
  },
  {
    stem: '下列叙述正确的是',
    options: [
      ['浓硫酸使蔗糖变黑，体现了浓硫酸的吸水性', false],
      ['氯水使有色布条褪色，是因为氯水中的 HClO 具有漂白性', null],
      ['纯碱可用于去除餐具上的油污', true],
      ['泡沫灭火器可用于扑灭电器起火', false],
    ],
    answer: null,
  },
  {
    stem: '化学与环境密切相关，下列说法错误的是',
    options: [
      ['二氧化硫和氮氧化物是形成酸雨的主要物质', true],
      ['氟氯烃会破坏臭氧层', true],
      ['二氧化碳是造成温室效应的主要气体', true],
      ['正常雨水的 pH 为 7', false],
    ],
    answer: 'D',
  },
  {
    stem: '下列说法正确的是',
    options: [
      ['乙烯可用作水果的催熟剂', true],
      ['蔗糖和麦芽糖都属于多糖', false],
      ['蛋白质只由碳、氢、氧三种元素组成', false],
      ['金刚石能导电，可用作电极', false],
    ],
    answer: 'A',
  },
  {
    stem: '文房四宝承载着中华文化。下列说法错误的是',
    options: [
      ['宣纸的主要成分是纤维素', true],
      ['狼毫的主要成分是蛋白质', true],
      ['墨的主要成分是炭黑', true],
      ['丝绸的主要成分是纤维素', false],
    ],
    answer: 'D',
  },
  {
    stem: '化学与健康息息相关。下列叙述正确的是',
    options: [
      ['钙是人体必需的微量元素', false],
      ['维生素 D 能促进人体对钙的吸收', true],
      ['亚硝酸钠可用作调味品代替食盐', null],
      ['蛋白质是仅由碳、氢、氧元素组成的物质', false],
    ],
    answer: null,
  },
  {
    stem: '下列有关物质应用的叙述错误的是',
    options: [
      ['氧化镁可用作耐火材料', true],
      ['用 FeCl3 溶液腐蚀铜制印刷电路板', true],
      ['泡沫灭火器可用于扑灭一般的起火，也适用于电器起火', false],
      ['Na2CO3 溶液显碱性，可用于除去餐具上的油污', true],
    ],
    answer: 'C',
  },
  {
    stem: '下列过程中只涉及物理变化的是',
    options: [
      ['煤的液化', false],
      ['石油的分馏', true],
      ['粮食酿酒', false],
      ['橡胶的硫化', false],
    ],
    answer: 'B',
  },
  {
    stem: '下列说法错误的是',
    options: [
      ['煤的气化和液化都是化学变化', true],
      ['蛋白质的盐析属于物理变化', true],
      ['焰色试验属于化学变化', false],
      ['用灼烧的方法可以区分羊毛和棉花', true],
    ],
    answer: 'C',
  },
  {
    stem: '下列关于金属冶炼的说法正确的是',
    options: [
      ['工业上电解熔融氯化铝制铝', false],
      ['电解饱和食盐水可以得到金属钠', false],
      ['工业上电解熔融氯化镁制镁', true],
      ['用电解熔融 MgO 的方法制取镁', false],
    ],
    answer: 'C',
  },
  {
    stem: '下列有关物质名称和化学式的说法正确的是',
    options: [
      ['氯仿的化学名称是四氯化碳', false],
      ['小苏打的化学式为 Na2CO3', false],
      ['糖类也称为碳水化合物', true],
      ['铁红的化学式为 Fe3O4', false],
    ],
    answer: 'C',
  },
];

/**
 * Near misses: one fact changed in a way the reader must notice (swapped property, swapped substance, a
 * negation) or must not guess at (an extra clause, a quantity, an unknown substance): the verdict, or null.
 */
export const NEAR_MISSES: Array<[string, boolean | null]> = [
  // swapped property
  ['SO2 使品红溶液褪色，体现了 SO2 的还原性', false],
  ['浓硫酸可用作干燥剂，体现了浓硫酸的脱水性', false],
  ['浓硫酸使蔗糖炭化，体现了浓硫酸的脱水性', true],
  // swapped substance
  ['硫酸钡可用作医疗上的钡餐', true],
  ['碳酸钠受热易分解', false],
  ['碳酸氢钠受热易分解', true],
  ['二氧化硅可用于制作太阳能电池', false],
  ['晶体硅可用于制作太阳能电池', true],
  // negation
  ['明矾不能用于自来水的杀菌消毒', true],
  ['明矾可用于净水', true],
  ['泡沫灭火器不能用于扑灭电器起火', true],
  ['小苏打不能用作焙制糕点的膨松剂', false],
  // extra clause, quantity, unknown substance
  ['明矾可用于净水，因为它能杀菌', null],
  ['小苏打可用作焙制糕点的膨松剂，每次用量为 5 g', null],
  ['氯化锶可用于净水', null],
  ['明矾可用于除去水中的重金属离子', null],
  ['2 mol 二氧化硫可用于漂白纸浆', null],
  ['二氧化硫有时可用于漂白纸浆', null],
  // a reason papers also accept, a mixture named by one of its parts, a purpose clause
  ['氢氧化铝能与酸反应，可用于治疗胃酸过多', true],
  ['NaClO 溶液显碱性，可用作消毒剂', false],
  ['漂白粉的主要成分是次氯酸钙', null],
  ['漂白粉与洁厕灵可混合使用以增强去污效果', false],
  ['84 消毒液与洁厕灵不能混合使用以防止产生有毒气体', null],
  ['碳纤维属于有机高分子材料', false],
  ['碳酸钠溶液呈碱性，可用作焙制糕点的膨松剂', null],
  // processes: a swapped kind, a process not in the table, a list with one wrong member
  ['石油的裂化是物理变化', false],
  ['石油的分馏和裂解都是物理变化', false],
  ['汽油的挥发是物理变化', null],
  ['用灼烧的方法可以区分棉花和麻', false],
  ['工业上电解熔融氧化铝制铝', true],
  ['工业上电解熔融氧化铝制铝，同时加入冰晶石', null],
  ['工业上用铝热反应大量冶炼铁', null],
  ['氯仿的化学名称是三氯甲烷', true],
  ['纯碱的俗名是烧碱', false],
  ['蛋白质也称为碳水化合物', null],
];
