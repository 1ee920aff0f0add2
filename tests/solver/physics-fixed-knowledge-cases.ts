/**
 * Choice questions resting on fixed curriculum knowledge (the history of physics, research methods, SI units,
 * vectors and scalars), written in our own words and worked by hand from the textbook (人教版 必修 and 选择性必修,
 * with their history boxes). `answer` null means the question must be refused.
 */
export interface FixedKnowledgeQuestion {
  stem: string;
  options: string[];
  answer: string | null;
}

export const QUESTIONS: FixedKnowledgeQuestion[] = [
  {
    stem: '在物理学的发展过程中，许多科学家做出了贡献，下列说法正确的是',
    options: [
      '奥斯特发现了电流的磁效应',
      '法拉第首先发现了电流周围存在磁场',
      '卡文迪许利用扭秤实验测出了引力常量',
      '库仑通过油滴实验测出了元电荷的数值',
    ],
    answer: 'AC',
  },
  {
    stem: '下列叙述符合物理学史实的是（每小题只有一个选项符合题目要求）',
    options: [
      '牛顿通过理想斜面实验得出力不是维持物体运动的原因',
      '伽利略通过理想斜面实验得出力不是维持物体运动的原因',
      '亚里士多德认为力不是维持物体运动的原因',
      '开普勒发现了万有引力定律',
    ],
    answer: 'B',
  },
  {
    stem: '关于原子物理的发展史，下列说法符合事实的是',
    options: [
      '汤姆孙通过对阴极射线的研究发现了电子',
      '卢瑟福通过α粒子散射实验提出了原子的核式结构模型',
      '查德威克用α粒子轰击氮核发现了质子',
      '玻尔发现了天然放射现象',
    ],
    answer: 'AB',
  },
  {
    stem: '关于电磁波的发现历程，下列说法中错误的是',
    options: [
      '麦克斯韦预言了电磁波的存在',
      '赫兹用实验证实了电磁波的存在',
      '麦克斯韦用实验证实了电磁波的存在',
      '楞次总结出了判断感应电流方向的规律',
    ],
    answer: 'C',
  },
  {
    stem: '在近代物理的发展中，科学家们做出了巨大贡献，下列说法正确的是',
    options: [
      '普朗克提出了能量子假说',
      '爱因斯坦提出了光子说，成功解释了光电效应',
      '德布罗意提出实物粒子也具有波动性',
      '密立根首先提出了光子说',
    ],
    answer: 'ABC',
  },
  {
    stem: '关于电磁学的发展史，下列说法符合史实的是',
    options: ['安培提出了分子电流假说', '洛伦兹提出了磁场对运动电荷有作用力的观点', '法拉第提出用电场线描述电场', '库仑发现了电磁感应现象'],
    answer: 'ABC',
  },
  {
    stem: '物理学的研究方法有很多，下列哪项成果是运用理想实验法得到的',
    options: ['卡文迪许测出引力常量', '伽利略得出力不是维持物体运动的原因', '密立根测出元电荷的数值', '奥斯特发现电流的磁效应'],
    answer: 'B',
  },
  {
    stem: '关于万有引力定律的发现历程，下列说法正确的是',
    options: [
      '开普勒在第谷观测数据的基础上总结出了行星运动的规律',
      '开普勒找出了行星运动的原因',
      '牛顿发现了万有引力定律',
      '牛顿测出了引力常量',
    ],
    answer: 'AC',
  },
  {
    stem: '下列单位中，属于国际单位制中基本单位的是（只有一项符合题目要求）',
    options: ['牛顿', '焦耳', '千克', '瓦特'],
    answer: 'C',
  },
  {
    stem: '下列物理量中属于矢量的是',
    options: ['路程', '速率', '加速度', '功'],
    answer: 'C',
  },
  {
    stem: '下列物理量中，属于国际单位制中基本量的是（有多项符合题目要求）',
    options: ['质量', '力', '时间', '电流'],
    answer: 'ACD',
  },
  {
    stem: '下列单位之间的关系式中正确的是',
    options: [
      '$1\\mathrm{~T}=1\\mathrm{~N}/(\\mathrm{A}\\cdot\\mathrm{m})$',
      '$1\\mathrm{~V}=1\\mathrm{~W}/\\mathrm{A}$',
      '$1\\mathrm{~J}=1\\mathrm{~N}\\cdot\\mathrm{m}/\\mathrm{s}$',
      '$1\\mathrm{~Wb}=1\\mathrm{~T}\\cdot\\mathrm{m}^{2}$',
    ],
    answer: 'ABD',
  },
  {
    stem: '下列物理量中是标量的是（单选）',
    options: ['电场强度', '电势', '磁感应强度', '动量'],
    answer: 'B',
  },
  {
    stem: '下列各组单位中，都属于国际单位制中基本单位的是',
    options: ['米、千克、秒', '米、牛顿、秒', '千克、焦耳、秒', '米、千克、牛顿'],
    answer: 'A',
  },
  {
    stem: '下列说法正确的是',
    options: ['速度、加速度、位移都是矢量', '电流是矢量', '千克、米、秒都是国际单位制中的基本单位', '牛顿是国际单位制中的基本单位'],
    answer: 'AC',
  },
  {
    stem: '下列单位中，不属于国际单位制中基本单位的是',
    options: ['米', '秒', '焦耳', '安培'],
    answer: 'C',
  },
  {
    stem: '关于物理学史，下列说法正确的是',
    options: [
      '麦克斯韦预言了电磁波的存在，赫兹用实验证实了电磁波的存在',
      '赫兹预言了电磁波的存在，麦克斯韦用实验证实了电磁波的存在',
      '丹麦物理学家奥斯特发现了电流的磁效应',
      '英国物理学家库仑发现了库仑定律',
    ],
    answer: null,
  },
  {
    stem: '关于物理学史，下列说法正确的是',
    options: [
      '麦克斯韦预言了电磁波的存在，赫兹用实验证实了电磁波的存在',
      '赫兹预言了电磁波的存在，麦克斯韦用实验证实了电磁波的存在',
      '丹麦物理学家奥斯特发现了电流的磁效应',
      '法国物理学家库仑通过扭秤实验发现了真空中两个静止点电荷间相互作用的规律',
    ],
    answer: 'ACD',
  },
  {
    stem: '力学中的三个基本物理量是',
    options: ['长度、质量、时间', '长度、质量、电流', '长度、力、时间', '速度、质量、时间'],
    answer: 'A',
  },
  {
    stem: '在国际单位制中，力学的三个基本单位是',
    options: [
      '$\\mathrm{kg}$、$\\mathrm{m}$、$\\mathrm{s}$',
      '$\\mathrm{N}$、$\\mathrm{m}$、$\\mathrm{s}$',
      '$\\mathrm{kg}$、$\\mathrm{A}$、$\\mathrm{s}$',
      '$\\mathrm{kg}$、$\\mathrm{m}/\\mathrm{s}$、$\\mathrm{s}$',
    ],
    answer: 'A',
  },
  {
    stem: '下列关于物理学研究方法的叙述中，正确的是',
    options: [
      '在不需要考虑物体本身的大小和形状时，用质点来代替物体的方法叫假设法',
      '在探究加速度与力、质量的关系时，采用了控制变量法',
      '合力与分力的概念运用了等效替代法',
      '加速度 $a=\\frac{F}{m}$ 是用比值定义法定义的',
    ],
    answer: 'BC',
  },
  {
    stem: '关于物理学史和物理学研究方法，下列说法错误的是',
    options: [
      '用点电荷代替带电体运用了理想化模型的方法',
      '卡文迪许扭秤实验采用了放大法',
      '伽利略通过理想斜面实验得出力是维持物体运动的原因',
      '奥斯特发现了电流的磁效应',
    ],
    answer: 'C',
  },
  {
    stem: '下列关于物理学研究方法的叙述中，正确的是',
    options: [
      '推导匀变速直线运动位移公式时采用了极限法',
      '在探究加速度与力、质量的关系时，采用了控制变量法',
      '合力与分力的概念运用了等效替代法',
      '质点是理想化模型',
    ],
    answer: null,
  },
];

/** Near misses: a swapped person or experiment, 「首先」 for the wrong person, a negation, an extra clause, a date. */
export const NEAR_MISS_QUESTIONS: FixedKnowledgeQuestion[] = [
  // one option the table cannot check (a negation) → the whole question is refused, never answered by elimination
  {
    stem: '在物理学的发展过程中，下列说法符合史实的是',
    options: ['奥斯特没有发现电流的磁效应', '法拉第发现了电磁感应现象', '牛顿测出了引力常量', '玻尔提出了原子的核式结构模型'],
    answer: null,
  },
  // an extra clause the table does not hold (a nickname)
  {
    stem: '在物理学的发展过程中，下列说法符合史实的是',
    options: [
      '卡文迪许利用扭秤实验测出了引力常量，被人们称为称出地球质量的人',
      '法拉第发现了电流的磁效应',
      '牛顿测出了引力常量',
      '玻尔提出了原子的核式结构模型',
    ],
    answer: null,
  },
  // a contested attribution the table leaves out (the law of induction was written down by 纽曼 and 韦伯)
  {
    stem: '下列说法符合物理学史的是',
    options: [
      '法拉第发现了电磁感应现象并总结出了法拉第电磁感应定律',
      '奥斯特发现了电磁感应现象',
      '牛顿测出了引力常量',
      '亚里士多德认为力不是维持物体运动的原因',
    ],
    answer: null,
  },
  // a single-answer question where two options are true → refused
  {
    stem: '下列说法符合物理学史实的是（每小题只有一个选项符合题目要求）',
    options: ['奥斯特发现了电流的磁效应', '法拉第发现了电磁感应现象', '牛顿测出了引力常量', '玻尔提出了原子的核式结构模型'],
    answer: null,
  },
  // a year given: the right one is checked, a wrong one is not decided
  {
    stem: '在物理学的发展过程中，下列说法符合史实的是',
    options: ['1820年，法拉第发现了电磁感应现象', '奥斯特发现了电流的磁效应', '牛顿测出了引力常量', '汤姆孙发现了电子'],
    answer: null,
  },
  // an unknown person
  {
    stem: '在物理学的发展过程中，下列说法符合史实的是',
    options: ['张三发现了电流的磁效应', '奥斯特发现了电流的磁效应', '牛顿测出了引力常量', '汤姆孙发现了电子'],
    answer: null,
  },
  // a unit that is not a unit the table knows
  {
    stem: '下列单位中，属于国际单位制中基本单位的是',
    options: ['千克', '斤', '牛顿', '焦耳'],
    answer: null,
  },
];

/** One option each, judged alone: true, false, or null when it must stay undecided. */
export const NEAR_MISS_OPTIONS: Array<[string, boolean | null]> = [
  ['奥斯特首先发现了电流的磁效应', true],
  ['法拉第首先发现了电流的磁效应', false],
  ['安培首先发现了通电导线周围存在磁场', false],
  ['奥斯特发现了电磁感应现象', false],
  ['法拉第发现了电磁感应现象', true],
  ['1831年，法拉第发现了电磁感应现象', true],
  ['1820年，法拉第发现了电磁感应现象', null],
  ['卢瑟福通过对阴极射线的研究，提出了原子核式结构模型', false],
  ['汤姆孙通过α粒子散射实验发现了电子', false],
  ['卡文迪许利用扭秤实验测出了引力常量，并发现了万有引力定律', false],
  ['卡文迪许利用扭秤实验测出了引力常量，被人们称为称出地球质量的人', null],
  ['奥斯特没有发现电流的磁效应', null],
  ['伽利略认为力是维持物体运动的原因', false],
  ['亚里士多德认为力是维持物体运动的原因', true],
  ['亚里士多德认为重的物体比轻的物体下落得快', true],
  ['伽利略认为重的物体比轻的物体下落得快', false],
  ['法拉第发现了电磁感应现象并总结出了法拉第电磁感应定律', null],
  ['牛顿利用扭秤实验测出了引力常量', false],
  ['库仑利用扭秤实验测出了静电力常量', null],
  ['密立根通过油滴实验测出了元电荷的数值', true],
  ['密立根通过油滴实验发现了电子', false],
  ['玻尔提出了原子的核式结构模型', false],
  ['居里夫妇发现了钋和镭', true],
  ['贝克勒尔发现了天然放射现象，说明原子核具有复杂结构', true],
  ['汤姆孙发现了电子，说明原子核具有复杂结构', false],
  ['爱因斯坦提出了光子说并建立了光电效应方程', true],
  ['普朗克提出了光子说', false],
  ['查德威克用α粒子轰击铍核发现了中子', true],
  ['查德威克用α粒子轰击氮核发现了中子', false],
  ['卢瑟福用α粒子轰击氮核发现了质子', true],
  ['张三发现了电流的磁效应', null],
  ['奥斯特发现了电流的磁效应，揭示了电与磁之间的联系', true],
  ['赫兹预言了电磁波的存在', false],
  ['麦克斯韦建立了电磁场理论', true],
  ['开普勒发现了行星运动的规律，并测出了引力常量', false],
  ['伽利略利用理想斜面实验，说明了力是维持物体运动的原因', null],
  ['英国物理学家奥斯特发现了电流的磁效应', null],
  ['奥斯特发现了电流的磁效应，法拉第发现了电磁感应现象', true],
  ['奥斯特发现了电流的磁效应，安培发现了电磁感应现象', false],
  ['卢瑟福通过α粒子散射实验发现了质子', false],
  ['第谷通过对天体运动的长期观察，发现了行星运动三定律', false],
  ['楞次发现了确定感应电流方向的规律', true],
  ['洛伦兹发现了磁场对电流的作用规律', false],
  ['安培发现了磁场对运动电荷的作用规律', false],
  ['哥白尼提出了地心说', false],
  ['伽利略通过理想斜面实验，科学地推理出力不是维持物体运动的原因', true],
  ['牛顿在前人研究的基础上总结出了万有引力定律', true],
  ['法拉第经过十年的努力，发现了电磁感应现象', true],
  ['汤姆孙通过研究阴极射线发现了电子', true],
  ['奥斯特发现了电流的磁效应，首次揭示了电与磁的联系', true],
  ['法拉第不仅发现了电磁感应现象，还提出了场的概念', true],
  ['法拉第不仅发现了电磁感应现象，还测出了引力常量', false],
  ['牛顿根据理想斜面实验提出了牛顿第一定律', null],
  ['爱因斯坦用光子说成功解释了光电效应', true],
  ['普朗克用光子说解释了光电效应', false],
  ['19世纪中叶，麦克斯韦建立了完整的电磁场理论', null],
  ['开普勒通过对第谷观测数据的研究，发现了行星运动的规律', true],
  ['汤姆孙通过研究阴极射线发现了电子，并测出了电子的电荷量', false],
  ['伽利略通过实验直接得出了自由落体运动是匀加速直线运动', null],
  ['伽利略通过实验得出了自由落体运动的规律', null],
  ['伽利略认为力是改变物体运动状态的原因', null],
  ['牛顿认为力是改变物体运动状态的原因', true],
  ['安培提出了分子电流假说，揭示了磁现象的电本质', true],
  ['1831年英国物理学家法拉第发现了电磁感应现象', true],
  ['麦克斯韦证实了光的电磁说', false],
  ['电流的磁效应是奥斯特发现的', true],
  ['电流的磁效应是法拉第首先发现的', false],
  ['引力常量是由卡文迪许利用扭秤实验测出的', true],
  ['元电荷的数值最早是由汤姆孙测出的', false],
  ['电流的磁效应是被奥斯特发现的', null],
];

/** Statements about units and quantities, judged alone. */
export const UNIT_SENTENCES: Array<[string, boolean | null]> = [
  ['速度、加速度、位移都是矢量', true],
  ['路程、速率、时间都是标量', true],
  ['磁通量是矢量', false],
  ['电流有方向，所以是矢量', null],
  ['牛顿不是国际单位制中的基本单位', true],
  ['克是国际单位制中的基本单位', false],
  ['温度是基本量', null],
  ['$1\\mathrm{~J}=1\\mathrm{~kg}\\cdot\\mathrm{m}^{2}/\\mathrm{s}^{2}$', true],
  ['$1\\mathrm{~W}=1\\mathrm{~J}\\cdot\\mathrm{s}$', false],
  ['$1\\mathrm{~C}=1\\mathrm{~A}\\cdot\\mathrm{s}$', true],
];

/** Statements about research methods, judged alone. */
export const METHOD_STATEMENTS: Array<[string, boolean | null]> = [
  ['用质点代替物体采用了理想化模型的方法', true],
  ['在不需要考虑物体本身的大小和形状时，用质点来代替物体的方法叫假设法', false],
  ['用点电荷代替带电体运用了等效替代法', false],
  ['电场强度 $E=\\frac{F}{q}$ 是用比值定义法定义的', true],
  ['加速度 $a=\\frac{F}{m}$ 是用比值定义法定义的', false],
  ['推导匀变速直线运动位移公式时采用了微元法', true],
  ['推导匀变速直线运动位移公式时采用了极限法', null],
  ['卡文迪许扭秤实验采用了转换法', null],
  ['用平均速度代替瞬时速度运用了极限思想', true],
  ['重心的概念体现了等效替代的思想', true],
  ['探究加速度与力、质量的关系时采用了等效替代法', false],
  ['电容 $C=\\frac{Q}{U}$ 采用了比值定义法', true],
  ['用比值法定义了速度', null],
  ['研究地球公转时把地球看作质点运用了理想化模型的方法', null],
];
