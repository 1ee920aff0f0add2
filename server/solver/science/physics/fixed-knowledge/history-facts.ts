/**
 * The history of physics as the secondary-school textbooks tell it (人教版 必修 1–3, 选择性必修 1–3 and their
 * 「科学足迹」「STSE」 boxes): who did what to which thing, by which experiment. Written from the curriculum, one
 * entry per achievement; a claim the table does not hold stays undecided. Attributions the textbooks leave open
 * (who wrote down the law of induction, who measured the constant of Coulomb's law) are left out on purpose.
 */

/** The kinds of act an achievement is told with; each has its verbs in history-claims.ts. */
export type Act = 'discover' | 'propose' | 'measure' | 'confirm' | 'predict' | 'explain' | 'hold' | 'invent';

/** Research methods a question may ask about (「运用理想实验法得到的」). */
export type MethodKind = '理想实验' | '实验' | '放大' | '合理外推' | '逻辑推理' | '类比';

export interface HistoryFact {
  people: string[];
  acts: Act[];
  /** The thing, as regular-expression sources matched against the whole remainder of a clause. */
  objects: string[];
  /** Experiments or grounds (ids of METHODS) the achievement rests on. */
  methods?: string[];
  /** Found by experiment: 「通过实验」「通过一系列实验」 fits it. */
  experimental?: boolean;
  year?: number;
  /** What the achievement showed (「说明…」「揭示了…」). */
  shows?: string[];
  /** The research methods it used, complete for the kinds in CHECKED_KINDS. */
  kinds?: MethodKind[];
  /** A view many held, or a deed others shared: another person with the same act is not thereby wrong. */
  shared?: boolean;
}

/** Two views that contradict each other: holding one means not holding the other. */
export const OPPOSITE_VIEWS: Array<[string, string]> = [
  ['force-maintains', 'force-not-maintains'],
  ['heavy-falls-faster', 'fall-equally'],
];

/** Views by id, each with its wordings. */
export const VIEWS: Record<string, string[]> = {
  'force-maintains': ['力是维持物体运动的原因', '物体的运动需要力来维持', '维持物体运动需要力', '必须有力作用在物体上物体才能运动'],
  'force-not-maintains': ['力不是维持物体运动的原因', '物体的运动不需要力来维持', '维持物体运动不需要力'],
  'heavy-falls-faster': ['重的物体比轻的物体下落得快', '重物比轻物下落得快', '物体越重下落得越快', '物体越重下落越快', '重的物体下落得快'],
  'fall-equally': ['重的物体与轻的物体下落得一样快', '重的物体和轻的物体下落得一样快', '重物与轻物下落得一样快', '轻重物体下落得一样快'],
};

/** Experiments and grounds an achievement is told to rest on, each with its wordings. */
export const METHODS: Record<string, string[]> = {
  'ideal-incline': ['理想斜面实验', '斜面理想实验', '理想实验'],
  incline: ['斜面实验', '铜球沿斜面滚下的实验'],
  'tycho-data': ['第谷的观测数据', '第谷的天文观测数据', '天文观测数据', '第谷的观测资料', '第谷观测的天文数据', '第谷观测数据'],
  'newton-laws': ['牛顿定律', '牛顿运动定律'],
  'kepler-laws': ['开普勒定律', '开普勒行星运动定律', '行星运动的规律'],
  'torsion-balance': ['扭秤实验', '扭秤装置', '扭秤'],
  'oil-drop': ['油滴实验', '密立根油滴实验'],
  'cathode-ray': ['阴极射线', '阴极射线的实验研究', '阴极射线实验'],
  'alpha-scattering': ['α粒子散射实验', 'α粒子的散射实验', 'α粒子散射现象'],
  'alpha-nitrogen': ['α粒子轰击氮(?:14)?(?:原子)?核?(?:(?:获得|得到|产生)了?(?:反冲核)?氧(?:17)?(?:核)?)?'],
  'alpha-beryllium': ['α粒子轰击铍(?:9)?(?:原子)?核?'],
  'alpha-aluminium': ['α粒子轰击铝(?:27)?(?:原子)?(?:核|箔)?'],
  'double-slit': ['双缝干涉实验', '杨氏双缝干涉实验'],
  'hydrogen-spectrum': ['氢原子光谱的研究', '氢原子光谱'],
  'photon-theory': ['光子说', '光量子理论', '光子理论', '光量子假说'],
};

export const FACTS: HistoryFact[] = [
  // 运动和力
  { people: ['亚里士多德'], acts: ['hold'], objects: VIEWS['force-maintains'], shared: true },
  { people: ['亚里士多德'], acts: ['hold'], objects: VIEWS['heavy-falls-faster'], shared: true },
  {
    people: ['伽利略'],
    acts: ['hold', 'propose', 'discover'],
    objects: VIEWS['force-not-maintains'],
    methods: ['ideal-incline'],
    kinds: ['理想实验', '合理外推', '逻辑推理'],
    shared: true,
  },
  { people: ['伽利略'], acts: ['hold', 'propose', 'discover'], objects: VIEWS['fall-equally'], methods: ['incline'], shared: true },
  {
    people: ['伽利略'],
    acts: ['propose', 'discover'],
    objects: ['自由落体运动的规律', '自由落体运动是匀加速直线运动', '落体运动的规律'],
    // Not `experimental`: he reasoned from slopes to free fall (「通过实验直接得出」 is the classic wrong statement).
    methods: ['incline'],
    kinds: ['实验', '合理外推', '逻辑推理'],
  },
  { people: ['牛顿'], acts: ['hold'], objects: VIEWS['force-not-maintains'], shared: true },
  { people: ['牛顿'], acts: ['hold', 'propose'], objects: ['力是改变物体运动状态的原因'], shared: true },
  {
    people: ['牛顿'],
    acts: ['propose', 'discover'],
    objects: ['牛顿运动定律', '牛顿三大运动定律', '牛顿第一定律', '牛顿第二定律', '牛顿第三定律'],
  },
  // The principle of inertia was stated before Newton (笛卡儿 wrote it down): another claimant is not thereby wrong.
  { people: ['牛顿'], acts: ['propose', 'discover'], objects: ['惯性定律'], shared: true },
  // 万有引力
  { people: ['哥白尼'], acts: ['propose'], objects: ['日心说'] },
  { people: ['托勒密'], acts: ['propose'], objects: ['地心说'] },
  {
    people: ['开普勒'],
    acts: ['propose', 'discover'],
    objects: [
      '行星运动(?:的)?(?:三大|三个)?(?:定律|规律)',
      '行星运动三定律',
      '开普勒(?:三)?定律',
      '开普勒第[一二三]定律',
      '开普勒行星运动(?:三)?定律',
    ],
    methods: ['tycho-data'],
  },
  {
    people: ['牛顿'],
    acts: ['propose', 'discover'],
    objects: ['万有引力定律'],
    methods: ['kepler-laws', 'newton-laws'],
    year: 1687,
    kinds: ['逻辑推理', '类比'],
  },
  { people: ['牛顿'], acts: ['discover', 'explain'], objects: ['行星运动的原因', '行星(?:按照(?:这些|上述)?规律)?运动的原因'] },
  {
    people: ['卡文迪许'],
    acts: ['measure'],
    objects: ['引力常量', '万有引力常量', '引力常量G', '引力常量的数值', '万有引力常量G', '引力常量G的数值', '万有引力常量的数值'],
    methods: ['torsion-balance'],
    experimental: true,
    year: 1798,
    kinds: ['实验', '放大'],
  },
  { people: ['伽利略'], acts: ['discover'], objects: ['摆的等时性', '(?:单)?摆的等时性'] },
  { people: ['惠更斯'], acts: ['propose'], objects: ['单摆(?:的)?周期公式', '光的波动说'] },
  { people: ['牛顿'], acts: ['propose'], objects: ['光的微粒说'] },
  { people: ['牛顿'], acts: ['discover'], objects: ['光的色散', '光的色散(?:现象)?'], experimental: true },
  // 电和磁
  {
    people: ['库仑'],
    acts: ['propose', 'discover'],
    objects: ['库仑定律', '(?:真空中)?(?:两个)?(?:静止)?(?:点)?电荷(?:之)?间(?:的)?相互作用(?:的)?(?:规律|定律)'],
    methods: ['torsion-balance'],
    experimental: true,
    year: 1785,
    kinds: ['实验', '放大', '类比'],
  },
  {
    people: ['密立根'],
    acts: ['measure'],
    objects: ['元电荷', '元电荷的数值', '元电荷e的数值', '元电荷的电荷量', '电子的电荷量', '电子电荷量'],
    methods: ['oil-drop'],
    experimental: true,
    kinds: ['实验'],
  },
  {
    people: ['奥斯特'],
    acts: ['discover'],
    objects: ['电流的磁效应', '(?:电流|通电导线|通电导体)周围存在(?:着)?磁场', '电流(?:能|可以|能够)产生磁场'],
    experimental: true,
    year: 1820,
    shows: ['电(?:与|和)磁(?:之间)?(?:存在)?(?:的)?联系', '电(?:与|和)磁(?:之间)?是有联系的', '电流(?:能|可以)产生磁场'],
    kinds: ['实验'],
  },
  { people: ['安培'], acts: ['propose'], objects: ['分子电流假说', '分子电流的假说'], shows: ['磁现象的电本质'] },
  {
    people: ['安培'],
    acts: ['discover', 'propose'],
    objects: ['磁场对电流(?:的)?作用(?:力)?(?:的)?规律', '电流(?:与|和)电流(?:之)?间(?:的)?相互作用(?:的)?规律', '安培定则'],
  },
  {
    people: ['法拉第'],
    acts: ['discover'],
    objects: ['电磁感应现象', '电磁感应'],
    experimental: true,
    year: 1831,
    shows: ['磁能生电', '磁可以生电', '磁可以产生电'],
    kinds: ['实验'],
  },
  {
    people: ['法拉第'],
    acts: ['propose'],
    objects: [
      '场的概念',
      '电场的概念',
      '(?:用)?电场线(?:形象地)?描述电场',
      '(?:用)?磁感线(?:形象地)?描述磁场',
      '(?:用)?电场线和磁感线(?:形象地)?描述电场和磁场',
      '(?:电场线|磁感线|电场线和磁感线|力线)(?:的概念)?',
    ],
  },
  {
    people: ['楞次'],
    acts: ['propose', 'discover'],
    objects: ['楞次定律', '(?:判断|判定|确定)?感应电流(?:的)?方向(?:的)?(?:规律|定律)'],
    year: 1834,
  },
  {
    people: ['洛伦兹'],
    acts: ['propose', 'discover'],
    objects: [
      '磁场对运动电荷有作用力的观点',
      '(?:运动电荷产生磁场和)?磁场对运动电荷(?:有|的)?作用力的观点',
      '磁场对运动电荷(?:的)?作用(?:力)?(?:的)?规律',
    ],
  },
  {
    people: ['麦克斯韦'],
    acts: ['propose'],
    objects: ['电磁场理论', '(?:完整的|经典的?)?电磁场理论(?:体系)?', '电磁理论', '光的电磁说', '光的电磁理论'],
  },
  { people: ['麦克斯韦'], acts: ['predict'], objects: ['电磁波的存在', '电磁波'] },
  {
    people: ['麦克斯韦'],
    acts: ['propose', 'hold'],
    objects: ['变化的磁场产生电场', '变化的磁场(?:能够|能|会)?产生电场', '变化的电场(?:能够|能|会)?产生磁场'],
  },
  {
    people: ['赫兹'],
    acts: ['confirm', 'discover'],
    objects: ['电磁波的存在', '电磁波'],
    experimental: true,
    year: 1888,
    kinds: ['实验'],
  },
  {
    people: ['赫兹'],
    acts: ['confirm'],
    objects: ['麦克斯韦(?:关于光)?的电磁(?:场)?理论', '光的电磁(?:理论|说)', '麦克斯韦的电磁场理论'],
    experimental: true,
    kinds: ['实验'],
  },
  { people: ['胡克'], acts: ['discover', 'propose'], objects: ['胡克定律'] },
  { people: ['欧姆'], acts: ['discover', 'propose'], objects: ['欧姆定律'] },
  {
    people: ['焦耳'],
    acts: ['discover', 'propose'],
    objects: ['焦耳定律', '电流(?:的)?热效应(?:的)?规律'],
    experimental: true,
    kinds: ['实验'],
  },
  { people: ['焦耳'], acts: ['measure'], objects: ['热功当量'], experimental: true, kinds: ['实验'] },
  { people: ['法拉第'], acts: ['invent'], objects: ['圆盘发电机', '(?:人类历史上)?(?:第一台)?(?:圆盘)?发电机'] },
  // 光
  {
    people: ['托马斯·杨'],
    acts: ['confirm'],
    objects: ['光具有波动性', '光的波动性', '光是一种波'],
    methods: ['double-slit'],
    experimental: true,
  },
  // 原子和原子核
  {
    people: ['汤姆孙'],
    acts: ['discover'],
    objects: ['电子'],
    methods: ['cathode-ray'],
    experimental: true,
    year: 1897,
    shows: ['原子是可分的', '原子可以再分', '原子具有复杂结构', '原子具有复杂的结构', '原子有复杂结构', '原子是有结构的'],
    kinds: ['实验'],
  },
  {
    people: ['汤姆孙'],
    acts: ['measure'],
    objects: ['电子的比荷', '(?:电子|阴极射线(?:粒子)?)的比荷'],
    methods: ['cathode-ray'],
    experimental: true,
  },
  { people: ['汤姆孙'], acts: ['propose'], objects: ['枣糕模型', '原子的枣糕模型', '葡萄干布丁模型', '原子的葡萄干布丁模型'] },
  {
    people: ['卢瑟福'],
    acts: ['propose'],
    objects: ['原子的核式结构模型', '原子核式结构模型', '核式结构模型', '原子的核式结构学说', '原子核式结构学说', '原子的核式结构'],
    methods: ['alpha-scattering'],
    experimental: true,
    kinds: ['实验'],
  },
  { people: ['卢瑟福'], acts: ['discover'], objects: ['质子'], methods: ['alpha-nitrogen'], experimental: true, year: 1919 },
  { people: ['卢瑟福'], acts: ['predict'], objects: ['中子的存在', '中子'] },
  { people: ['查德威克'], acts: ['discover'], objects: ['中子'], methods: ['alpha-beryllium'], experimental: true, year: 1932 },
  {
    people: ['贝克勒尔'],
    acts: ['discover'],
    // Not bare 「放射性现象」: the Curies found the radioactivity of thorium too; only 「天然放射」 is 贝克勒尔's alone.
    objects: ['天然放射现象', '天然放射性', '天然放射性现象', '铀的天然放射性'],
    experimental: true,
    year: 1896,
    shows: ['原子核具有复杂结构', '原子核具有复杂的结构', '原子核有复杂结构', '原子核有复杂的结构', '原子核是有结构的', '原子核是可分的'],
  },
  {
    people: ['居里夫妇'],
    acts: ['discover'],
    objects: ['钋和镭', '放射性元素钋和镭', '钋', '镭', '镭和钋', '放射性元素钋(?:Po)?和镭(?:Ra)?'],
  },
  {
    people: ['约里奥-居里夫妇'],
    acts: ['discover'],
    // Not bare 「放射性同位素」: natural radioactive isotopes were known before; theirs were the artificial ones.
    objects: ['人工放射性', '人工放射性同位素'],
    methods: ['alpha-aluminium'],
    experimental: true,
  },
  // 量子
  {
    people: ['普朗克'],
    acts: ['propose'],
    objects: ['能量子假说', '能量子的概念', '能量子', '能量量子化的观点', '能量量子化假说'],
    year: 1900,
  },
  { people: ['普朗克'], acts: ['explain'], objects: ['黑体辐射的规律', '黑体辐射(?:的)?(?:实验)?规律'] },
  { people: ['赫兹'], acts: ['discover'], objects: ['光电效应', '光电效应现象'], experimental: true, year: 1887 },
  { people: ['爱因斯坦'], acts: ['propose'], objects: ['光子说', '光量子假说', '光子的概念', '光子假说', '光量子说'], year: 1905 },
  { people: ['爱因斯坦'], acts: ['propose'], objects: ['光电效应方程', '爱因斯坦光电效应方程'] },
  { people: ['爱因斯坦'], acts: ['explain'], objects: ['光电效应', '光电效应现象', '光电效应的实验规律'], methods: ['photon-theory'] },
  { people: ['爱因斯坦'], acts: ['propose'], objects: ['狭义相对论', '相对论', '质能方程', '质能关系'] },
  {
    people: ['密立根'],
    acts: ['confirm'],
    objects: ['爱因斯坦光电效应方程', '光电效应方程', '爱因斯坦的光电效应方程'],
    experimental: true,
  },
  { people: ['康普顿'], acts: ['discover'], objects: ['康普顿效应'], experimental: true, shows: ['光具有粒子性', '光子具有动量'] },
  {
    people: ['玻尔'],
    acts: ['propose'],
    objects: ['玻尔(?:的)?原子(?:理论|模型)', '玻尔理论', '原子的玻尔模型', '轨道量子化和能量量子化(?:的假设|的观点)?', '定态假设'],
  },
  { people: ['玻尔'], acts: ['explain'], objects: ['氢原子光谱的实验规律', '氢原子光谱(?:的实验规律)?'] },
  {
    people: ['德布罗意'],
    acts: ['propose'],
    objects: ['物质波', '物质波假说', '实物粒子也具有波动性', '实物粒子具有波动性', '实物粒子也具有波动性的假设'],
  },
];
