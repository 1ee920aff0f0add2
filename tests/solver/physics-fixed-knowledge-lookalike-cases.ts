/**
 * Look-alike statements for the physics fixed-knowledge reader, written in our own words and worked by hand from the
 * textbook (人教版 必修 1–3, 选择性必修 1–3): true paraphrases, the false versions papers use, and statements that must
 * stay undecided (a qualifier the table cannot check, a fact the textbooks leave open). `answer` null: must be refused.
 */
export interface LookalikeQuestion {
  stem: string;
  options: string[];
  answer: string | null;
}

/** [statement, true | false | null (must stay undecided)] */
export const LOOKALIKE_STATEMENTS: Array<[string, boolean | null]> = [
  // true paraphrases
  ['电流的磁效应是由奥斯特发现的', true],
  ['引力常量是卡文迪许利用扭秤装置测出的', true],
  ['英国物理学家法拉第通过大量实验发现了电磁感应现象', true],
  ['伽利略利用理想斜面实验得出了力不是维持物体运动的原因', true],
  ['汤姆孙通过研究阴极射线发现了电子', true],
  ['查德威克通过α粒子轰击铍核的实验发现了中子', true],
  ['卢瑟福预言了中子的存在', true],
  ['赫兹通过实验证实了电磁波的存在', true],
  ['爱因斯坦提出光子说，成功解释了光电效应', true],
  ['玻尔成功解释了氢原子光谱的实验规律', true],
  ['德布罗意提出了物质波假说', true],
  ['楞次总结出了判断感应电流方向的规律', true],
  ['麦克斯韦建立了完整的电磁场理论，并预言了电磁波的存在', true],
  ['密立根通过油滴实验测出了元电荷的数值', true],
  ['1831年，法拉第发现了电磁感应现象', true],
  ['贝克勒尔发现了天然放射现象，说明原子核具有复杂结构', true],
  ['开普勒在第谷观测数据的基础上总结出了行星运动的规律', true],
  // false: the right discovery given to a contemporary, or the right person with another's experiment
  ['安培发现了电流的磁效应', false],
  ['法拉第发现了电流的磁效应', false],
  ['牛顿测出了引力常量', false],
  ['卡文迪许发现了万有引力定律', false],
  ['开普勒发现了万有引力定律', false],
  ['卢瑟福发现了中子', false],
  ['查德威克用α粒子轰击氮核发现了质子', false],
  ['汤姆孙提出了原子的核式结构模型', false],
  ['卢瑟福通过对阴极射线的研究发现了电子', false],
  ['汤姆孙通过α粒子散射实验发现了电子', false],
  ['普朗克提出了光子说', false],
  ['爱因斯坦提出了能量子假说', false],
  ['爱因斯坦发现了光电效应', false],
  ['赫兹成功解释了光电效应', false],
  ['麦克斯韦用实验证实了电磁波的存在', false],
  ['赫兹预言了电磁波的存在', false],
  ['奥斯特发现了电磁感应现象', false],
  ['库仑通过油滴实验测出了元电荷的数值', false],
  ['密立根利用扭秤实验测出了引力常量', false],
  ['亚里士多德认为力不是维持物体运动的原因', false],
  ['伽利略认为力是维持物体运动的原因', false],
  ['亚里士多德认为重的物体与轻的物体下落得一样快', false],
  ['汤姆孙测出了元电荷的数值', false],
  ['汤姆孙发现了电子，说明原子核具有复杂结构', false],
  ['法拉第发现了电磁感应现象，并且奥斯特预言了电磁波', false],
  ['玻尔提出了光子说', false],
  ['安培提出了判断感应电流方向的规律', false],
  ['洛伦兹提出了分子电流假说', false],
  // a right claim plus a wrong clause
  ['卡文迪许测出了引力常量，并发现了万有引力定律', false],
  ['汤姆孙发现了电子，并测出了元电荷的数值', false],
  ['麦克斯韦预言了电磁波的存在，并用实验证实了电磁波的存在', false],
  // must stay undecided: qualifiers and facts the textbooks leave open
  ['法拉第总结出了法拉第电磁感应定律', null],
  ['纽曼和韦伯总结出了法拉第电磁感应定律', null],
  ['库仑测出了静电力常量', null],
  ['牛顿首先认为力不是维持物体运动的原因', null],
  ['伽利略通过实验直接得出了自由落体运动的规律', null],
  ['笛卡儿指出如果运动物体不受力，它将以同一速度沿同一直线运动', null],
  ['牛顿通过实验验证了牛顿第一定律', null],
  ['卡文迪许被称为能称出地球质量的人', null],
  ['贝克勒尔发现了天然放射现象，说明原子具有复杂结构', null],
  ['奥斯特没有发现电流的磁效应', null],
  // units: prefixes, derived units, base quantities
  ['千克是国际单位制中的基本单位', true],
  ['克是国际单位制中的基本单位', false],
  ['厘米是国际单位制中的基本单位', false],
  ['米、千克、秒都是国际单位制中的基本单位', true],
  ['牛顿是国际单位制中的基本单位', false],
  ['安培是国际单位制中的基本单位', true],
  ['焦耳是导出单位', true],
  ['m/s是导出单位', true],
  ['km/h是导出单位', null],
  ['1 N = 1 kg·m/s^2', true],
  ['1 J = 1 kg·m/s', false],
  ['1 W = 1 J/s', true],
  ['1 V = 1 W/A', true],
  ['1 T = 1 N/(A·m)', true],
  ['1 Pa = 1 N·m^2', false],
  ['电流是基本量', true],
  ['力是基本量', false],
  ['温度是基本量', null],
  // vectors and scalars
  ['电流是矢量', false],
  ['电流是标量', true],
  ['功是标量', true],
  ['电势是矢量', false],
  ['磁感应强度是矢量', true],
  ['位移、速度、加速度都是矢量', true],
  ['路程、速率、电流都是标量', true],
  ['动量、冲量都是标量', false],
  ['电流既有大小又有方向，所以是矢量', null],
  ['功有正负，所以功是矢量', null],
  // research methods
  ['质点的概念运用了理想化模型的方法', true],
  ['合力与分力的概念运用了等效替代法', true],
  ['电场强度E=F/q运用了比值定义法', true],
  ['加速度a=F/m是用比值定义法定义的', false],
];

export const LOOKALIKE_QUESTIONS: LookalikeQuestion[] = [
  {
    stem: '在物理学发展过程中，许多科学家做出了贡献，下列说法符合史实的是（只有一项符合题目要求）',
    options: ['安培发现了电流的磁效应', '卡文迪许利用扭秤实验测出了引力常量', '牛顿测出了引力常量', '开普勒发现了万有引力定律'],
    answer: 'B',
  },
  {
    stem: '在物理学发展过程中，下列说法不符合史实的是',
    options: ['奥斯特发现了电流的磁效应', '法拉第发现了电磁感应现象', '麦克斯韦用实验证实了电磁波的存在', '汤姆孙发现了电子'],
    answer: 'C',
  },
  {
    stem: '下列叙述不是物理学史实的是（只有一项符合题目要求）',
    options: ['奥斯特发现了电流的磁效应', '法拉第发现了电磁感应现象', '麦克斯韦用实验证实了电磁波的存在', '汤姆孙发现了电子'],
    answer: 'C',
  },
  {
    stem: '关于物理学史，下列说法不对的是',
    options: ['奥斯特发现了电流的磁效应', '法拉第发现了电磁感应现象', '麦克斯韦用实验证实了电磁波的存在', '汤姆孙发现了电子'],
    answer: 'C',
  },
  {
    stem: '关于科学家的贡献，下列说法有误的是',
    options: ['卢瑟福发现了中子', '查德威克发现了中子', '卢瑟福发现了质子', '贝克勒尔发现了天然放射现象'],
    answer: 'A',
  },
  {
    stem: '关于物理学史，下列说法中不一定正确的是',
    options: ['奥斯特发现了电流的磁效应', '法拉第发现了电磁感应现象', '麦克斯韦用实验证实了电磁波的存在', '汤姆孙发现了电子'],
    answer: null,
  },
  {
    stem: '关于物理学史，下列说法中正确的有几项',
    options: ['奥斯特发现了电流的磁效应', '法拉第发现了电磁感应现象', '麦克斯韦用实验证实了电磁波的存在', '汤姆孙发现了电子'],
    answer: null,
  },
  {
    stem: '下列关于原子物理的发展史，说法正确的是（多选）',
    options: ['汤姆孙通过研究阴极射线发现了电子', '卢瑟福发现了中子', '查德威克发现了中子', '普朗克提出了光子说'],
    answer: 'AC',
  },
  {
    stem: '下列单位属于国际单位制基本单位的是（只有一项符合题目要求）',
    options: ['克', '厘米', '千克', '牛顿'],
    answer: 'C',
  },
  {
    stem: '下列单位中不属于国际单位制基本单位的是',
    options: ['米', '千克', '秒', '焦耳'],
    answer: 'D',
  },
  {
    stem: '下列各组单位中，属于国际单位制中力学基本单位的是（只有一项符合题目要求）',
    options: ['米、千克、秒', '米、克、秒', '厘米、千克、秒', '米、千克、安培'],
    answer: 'A',
  },
  {
    stem: '下列物理量是矢量的是（只有一项符合题目要求）',
    options: ['电流', '功', '电势', '磁感应强度'],
    answer: 'D',
  },
  {
    stem: '下列物理量中，属于标量的是（多选）',
    options: ['电流', '功', '电场强度', '冲量'],
    answer: 'AB',
  },
  {
    stem: '下列关于物理量的说法，不正确的是',
    options: ['电流是标量', '功是标量', '电势是矢量', '磁感应强度是矢量'],
    answer: 'C',
  },
  {
    stem: '下列关于物理量的说法，不对的是',
    options: ['电流是标量', '功是标量', '电势是矢量', '磁感应强度是矢量'],
    answer: 'C',
  },
  {
    stem: '下列关于研究方法的叙述正确的是（只有一项符合题目要求）',
    options: [
      '质点的概念运用了等效替代法',
      '合力与分力的概念运用了等效替代法',
      '加速度a=F/m是用比值定义法定义的',
      '点电荷的概念运用了控制变量法',
    ],
    answer: 'B',
  },
  {
    stem: '下列单位关系式正确的是（多选）',
    options: ['1 N = 1 kg·m/s^2', '1 J = 1 kg·m/s', '1 W = 1 J/s', '1 Pa = 1 N·m^2'],
    answer: 'AC',
  },
  {
    stem: '在物理学发展过程中，下列说法正确的是',
    options: [
      '贝克勒尔发现了天然放射现象，说明原子具有复杂结构',
      '汤姆孙发现了电子',
      '法拉第发现了电磁感应现象',
      '奥斯特发现了电流的磁效应',
    ],
    answer: null,
  },
];
