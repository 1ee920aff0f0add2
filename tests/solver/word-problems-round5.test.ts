import { describe, expect, it } from 'vitest';
import { itIsNotAnsweredByEach, itSolvesEach, solveWordProblem } from './word-problems-support';

const solve = solveWordProblem;

/** Problems written for these tests, textbook variants of each kind (numbers changed). */
const SOLVED: Array<[string, string, string]> = [
  // 还原问题: a chain of operations undone from the result
  ['一个数加上25，再乘3，得120，这个数是多少？', '$15$', 'operation-chain'],
  ['一个数减去8后再除以4，商是5，这个数是多少？', '$28$', 'operation-chain'],
  ['一个数先乘2，再加上6，然后除以4，结果是5，这个数是多少？', '$7$', 'operation-chain'],
  ['某数除以3，再减去7，得到11，求这个数。', '$54$', 'operation-chain'],
  ['一个数的5倍再减去12，然后除以2，得19，这个数是多少？', '$10$', 'operation-chain'],
  // the rest of a whole to be done in a given time: the rate asked
  ['一本故事书有180页，小明已经看了60页，剩下的要在4天看完，平均每天看多少页？', '$30$ 页', 'rest-in-time'],
  ['一批货物共有500吨，已经运走了200吨，剩下的要在5天内运完，平均每天运多少吨？', '$60$ 吨', 'rest-in-time'],
  ['一个修路队要修一条长1200米的路，已经修了5天，每天修150米，剩下的要4天修完，平均每天修多少米？', '$112.5$ 米', 'rest-in-time'],
  ['一项任务共600个零件，前3天每天做100个，剩下的要在2天做完，平均每天做多少个？', '$150$ 个', 'rest-in-time'],
  // capacity in 升/毫升 and a circle's area from its circumference
  ['一个长方体鱼缸长50厘米，宽30厘米，水深20厘米，鱼缸里有水多少升？', '$30$ 升', 'measure'],
  ['一个长方体水箱长5分米，宽4分米，高3分米，能装水多少升？', '$60$ 升', 'measure'],
  ['一个正方体容器棱长20厘米，能装水多少毫升？', '$8000$ 毫升', 'measure'],
  ['一个圆的周长是31.4厘米，它的面积是多少平方厘米？（π取3.14）', '$78.5$ 平方厘米', 'measure'],
  ['一个圆形花坛的周长是12.56米，它的面积是多少平方米？（π取3.14）', '$12.56$ 平方米', 'measure'],
  // 归一: 「这样的」「同样的」 things at the same price
  ['买5支铅笔用了4元，买8支这样的铅笔要多少元？', '$6.4$ 元', 'same-ratio'],
  ['买3本同样的练习本用了6元，买7本这样的练习本要多少元？', '$14$ 元', 'same-ratio'],
  ['小明买了3支这样的钢笔用了18元，小红用30元能买这样的钢笔多少支？', '$5$ 支', 'same-ratio'],
  // 三角形的内角和
  ['三角形的两个内角分别是50度和60度，第三个角是多少度？', '$70$ 度', 'triangle-angles'],
  ['一个直角三角形的一个锐角是35度，另一个锐角是多少度？', '$55$ 度', 'triangle-angles'],
  ['一个等腰三角形的顶角是40度，它的一个底角是多少度？', '$70$ 度', 'triangle-angles'],
  ['一个等腰三角形的一个底角是50°，它的顶角是多少度？', '$80$ 度', 'triangle-angles'],
  ['一个三角形三个内角的度数比是1:2:3，最大的角是多少度？', '$90$ 度', 'triangle-angles'],
  ['一个三角形三个内角的度数比是2:3:4，最小的角是多少度？', '$40$ 度', 'triangle-angles'],
];

/** Near misses: the kind must not answer (a refusal or another kind's correct answer is fine, a wrong one is not). */
const NOT_ANSWERED: Array<[string, string]> = [
  // the result carries a unit: not a chain of operations on a bare number
  ['一个数加上25，再乘3，得120千克，这个数是多少？', 'operation-chain'],
  // the tank's height and the water's depth both told: two heights
  ['一个长方体鱼缸长50厘米，宽30厘米，高40厘米，水深20厘米，鱼缸里有水多少升？', 'measure'],
  // how much water is in it is not told (neither its depth nor that it is full)
  ['一个长方体鱼缸长50厘米，宽30厘米，高40厘米，鱼缸里有水多少升？', 'measure'],
  // the two angles cannot belong to one triangle
  ['一个三角形的两个内角分别是100度和90度，第三个角是多少度？', 'triangle-angles'],
  // which angle of the isosceles triangle is 40° is not told
  ['一个等腰三角形的一个角是40度，它的底角是多少度？', 'triangle-angles'],
  // a quadrilateral, not a triangle
  ['一个四边形的三个角分别是80度、90度和100度，第四个角是多少度？', 'triangle-angles'],
  // the rest asked in time, not the rate: another kind's question
  ['一本书240页，已经看了60页，剩下的每天看30页，还要几天看完？', 'rest-in-time'],
];

describe('word problems, round five kinds', () => {
  itSolvesEach(SOLVED);
  itIsNotAnsweredByEach(NOT_ANSWERED);
  it('shows the 还原 steps backwards and checks forwards', async () => {
    const out = await solve('一个数加上25，再乘3，得120，这个数是多少？');
    expect(out?.ok).toBe(true);
    if (!out?.ok) return;
    expect(out.markdown).toContain('120 \\div 3 = 40');
    expect(out.markdown).toContain('40 - 25 = 15');
  });
  it('answers the rest-in-time kind with the remaining amount first', async () => {
    const out = await solve('一本故事书有180页，小明已经看了60页，剩下的要在4天看完，平均每天看多少页？');
    expect(out?.ok && out.markdown).toContain('180 - 60 = 120');
  });
});

/** 数学广角 kinds: 找次品, 打电话, 烙饼 (numbers and things changed from the textbook). */
const WIDE_ANGLE: Array<[string, string, string]> = [
  ['有7个钢珠，其中有1个较轻的是次品，用天平至少称几次才能保证找出来？', '$2$ 次', 'find-defective'],
  ['一个箱子里有20本书，其中19本质量相同，另有1本质量不足，轻一些。用天平至少称几次能保证找出这本书？', '$3$ 次', 'find-defective'],
  ['有81盒饼干，其中80盒质量相同，另有1盒重一些，用天平至少称几次能保证找出这盒？', '$4$ 次', 'find-defective'],
  ['有2个球，其中1个较重，用天平至少称几次能保证找出较重的球？', '$1$ 次', 'find-defective'],
  ['学校音乐小组有64人，现需通知外出演出，如果用打电话方式，每人通话1分钟，通知到每人需要多少分钟？', '$7$ 分钟', 'phone-tree'],
  ['合唱队有7人，老师要通知队员去演出，若每分钟通知一个人，至少需要多少分钟才能通知到每个队员？', '$3$ 分钟', 'phone-tree'],
  ['老师要通知15名同学参加比赛，打一次电话要2分钟，至少要多少分钟才能通知到所有同学？', '$8$ 分钟', 'phone-tree'],
  ['锅里每次可烙两张饼，两面都要烙，每面要烙2分钟，烙7张饼要用几分钟？', '$14$ 分钟', 'pan-frying'],
  ['用一个平底锅煎饼，每次最多能同时放2张饼，煎一张饼需要2分钟（正、反面各需1分钟）．煎3张饼至少需要几分钟？', '$3$ 分钟', 'pan-frying'],
  ['一只平底锅上只能煎两条鱼，煎一条鱼需要4分钟（正反面各2分钟），煎三条鱼至少需要几分钟？', '$6$ 分钟', 'pan-frying'],
  ['一口锅每次最多能烙3张饼，每面要烙2分钟，烙4张饼至少需要几分钟？', '$6$ 分钟', 'pan-frying'],
  ['一口锅每次只能烙2张饼，每面要烙3分钟，烙1张饼至少需要几分钟？', '$6$ 分钟', 'pan-frying'],
];

const WIDE_ANGLE_NOT: Array<[string, string]> = [
  // lighter or heavier is not told: the 3ᵏ count does not hold
  ['有27个零件，其中有1个次品，用天平至少称几次能保证找出次品？', 'find-defective'],
  // the counts disagree (19 + 1 is not 30)
  ['有30瓶水，其中19瓶质量相同，另有1瓶轻一些，用天平至少称几次能保证找出这瓶？', 'find-defective'],
  // the caller is one of the 20
  ['舞蹈队共有20人，其中队长要通知其他队员，每分钟通知一个人，至少需要多少分钟？', 'phone-tree'],
  // the two sides take different times
  ['面包机第一面烤2分钟，第二面烤1分钟，一次只能放2片，烤3片面包至少需要多少分钟？', 'pan-frying'],
  // one piece's time disagrees with its two sides
  ['每次最多能同时放2张饼，煎一张饼需要5分钟（正、反面各需2分钟），煎3张饼至少需要几分钟？', 'pan-frying'],
];

describe('word problems, 数学广角 kinds', () => {
  for (const [text, answer, kind] of WIDE_ANGLE) {
    it(`${kind}: ${text}`, async () => {
      const out = await solve(text);
      expect(out?.ok, text).toBe(true);
      if (!out?.ok) return;
      expect(out.finalAnswer).toBe(answer);
      expect(out.engine).toBe(`offline:word-problems:${kind}`);
    });
  }
  for (const [text, kind] of WIDE_ANGLE_NOT) {
    it(`not ${kind}: ${text}`, async () => {
      const out = await solve(text);
      if (out?.ok) expect(out.engine).not.toBe(`offline:word-problems:${kind}`);
    });
  }
});

describe('word problems, 按比分配 into three parts', () => {
  const solvedCases: Array<[string, string]> = [
    ['把120本书按2:3:5分给一班、二班、三班，三班分得多少本？', '$60$ 本'],
    ['甲、乙、丙三个车间共有工人180人，三个车间人数的比是2:3:4，乙车间有多少人？', '$60$ 人'],
    ['一种混凝土由水泥、沙子、石子按2:3:5配成，要配制这种混凝土400吨，需要沙子多少吨？', '$120$ 吨'],
    ['一个三角形的周长是48厘米，三条边的长度比是3:4:5，最长的边是多少厘米？', '$20$ 厘米'],
    ['大客车、小客车、货车的数量比是1:2:3，三种车共有60辆，小客车有多少辆？', '$20$ 辆'],
    ['运动会上一共有90人获奖，获得一、二、三等奖的人数比是1：3：5，获得二等奖的有多少人？', '$30$ 人'],
  ];
  for (const [text, answer] of solvedCases) {
    it(text, async () => {
      const out = await solve(text);
      expect(out?.ok && out.finalAnswer, text).toBe(answer);
      expect(out?.ok && out.engine).toBe('offline:word-problems:ratio-three');
    });
  }
  const refusedCases = [
    // two parts asked together
    '把120本书按2:3:5分给一班、二班、三班，一班和三班一共分得多少本？',
    // which class is 三班 in the ratio is not told
    '把120本书按2:3:5分给三个班，三班分得多少本？',
  ];
  for (const text of refusedCases) {
    it(`not: ${text}`, async () => {
      const out = await solve(text);
      if (out?.ok) expect(out.engine).not.toBe('offline:word-problems:ratio-three');
    });
  }
});

describe('word problems, ages before and after, and places in a line', () => {
  const solvedCases: Array<[string, string, string]> = [
    ['弟弟今年4岁，哥哥比弟弟大8岁，2年前哥哥多少岁？', '$10$ 岁', 'age-shift'],
    ['妈妈今年42岁，小明今年16岁，30年后妈妈比小明大多少岁？', '$26$ 岁', 'age-shift'],
    ['小明今年9岁，爸爸比小明大27岁，5年后爸爸多少岁？', '$41$ 岁', 'age-shift'],
    ['爸爸今年40岁，儿子今年12岁，5年前爸爸比儿子大多少岁？', '$28$ 岁', 'age-shift'],
    ['从前面数，贝贝排9，从后面数他排12，这一排一共有几人？', '$20$ 人', 'queue-position'],
    ['从左边数，小明排第4，从右边数，小明排第6，这一排一共有几人？', '$9$ 人', 'queue-position'],
    ['同学们排队做操，小明前面有8人，后面有10人，这一队一共有多少人？', '$19$ 人', 'queue-position'],
    ['一列队伍共有20人，小明的前面有9人，他的后面有多少人？', '$10$ 人', 'queue-position'],
  ];
  for (const [text, answer, kind] of solvedCases) {
    it(`${kind}: ${text}`, async () => {
      const out = await solve(text);
      expect(out?.ok && out.finalAnswer, text).toBe(answer);
      expect(out?.ok && out.engine).toBe(`offline:word-problems:${kind}`);
    });
  }
  const notCases: Array<[string, string]> = [
    // 小明's age is told but not needed: the story is not fully read
    ['妈妈今年42岁，小明今年16岁，10年后妈妈多少岁？', 'age-shift'],
    // 5 years before a 3-year-old was born
    ['弟弟今年3岁，哥哥比弟弟大6岁，5年前弟弟多少岁？', 'age-shift'],
    // counted from the front and from the left: not the two ends of one line
    ['从前面数，贝贝排9，从左边数他排12，这一排一共有几人？', 'queue-position'],
  ];
  for (const [text, kind] of notCases) {
    it(`not ${kind}: ${text}`, async () => {
      const out = await solve(text);
      if (out?.ok) expect(out.engine).not.toBe(`offline:word-problems:${kind}`);
    });
  }
});

describe('word problems, 植树问题 gaps in other words and the length backwards', () => {
  const solvedCases: Array<[string, string, string]> = [
    ['公园大门前的公路长80米，要在公路两边栽上白杨树，每两棵树相距8米（两端也要种）。一共需要多少棵树？', '$22$ 棵', 'planting'],
    ['一个圆形水池周围每隔2米栽一棵杨树，共栽了40棵，水池的周长是多少米？', '$80$ 米', 'planting-length'],
    ['一条路一边种了21棵树，每两棵之间相距5米，两端都种，这条路长多少米？', '$100$ 米', 'planting-length'],
    ['一条路两旁种树，每隔4米种一棵，两端都种，一共种了42棵，这条路长多少米？', '$80$ 米', 'planting-length'],
    ['一条小路一边插彩旗，相邻两面彩旗间隔3米，两端都不插，一共插了19面，这条小路长多少米？', '$60$ 米', 'planting-length'],
  ];
  for (const [text, answer, kind] of solvedCases) {
    it(`${kind}: ${text}`, async () => {
      const out = await solve(text);
      expect(out?.ok && out.finalAnswer, text).toBe(answer);
      expect(out?.ok && out.engine).toBe(`offline:word-problems:${kind}`);
    });
  }
  it('refuses a length backwards when the ends are not told', async () => {
    const out = await solve('在公路一边每隔10米种一棵树，共种了31棵，这条路长多少米？');
    expect(out?.ok).not.toBe(true);
  });
});

describe('word problems, 底 × 高 forwards and backwards', () => {
  const solvedCases: Array<[string, string]> = [
    ['一个圆锥底面积是12平方厘米，高6厘米，体积是多少立方厘米？', '$24$ 立方厘米'],
    ['一个圆柱的底面积是20平方厘米，高8厘米，体积是多少立方厘米？', '$160$ 立方厘米'],
    ['一个平行四边形的面积是48平方厘米，底是8厘米，高是多少厘米？', '$6$ 厘米'],
    ['一个三角形的面积是24平方厘米，底是8厘米，高是多少厘米？', '$6$ 厘米'],
    ['一个长方体的体积是56立方厘米，高是4厘米，它的底面积是多少平方厘米？', '$14$ 平方厘米'],
    ['一个圆柱的体积是94.2立方厘米，底面积是31.4平方厘米，高是多少厘米？', '$3$ 厘米'],
    ['一个圆锥形沙堆的底面积是3平方米，高是60厘米，这堆沙的体积是多少立方米？', '$0.6$ 立方米'],
    ['一个三角形的面积是2.4平方分米，高是40厘米，底是多少厘米？', '$12$ 厘米'],
  ];
  for (const [text, answer] of solvedCases) {
    it(text, async () => {
      const out = await solve(text);
      expect(out?.ok && out.finalAnswer, text).toBe(answer);
      expect(out?.ok && out.engine).toBe('offline:word-problems:base-times-height');
    });
  }
  const notCases = [
    // two figures: which formula is meant is not clear
    '一个圆柱和一个圆锥的底面积都是12平方厘米，高都是6厘米，圆锥的体积是多少立方厘米？',
    // the area given where a length is needed
    '一个三角形的面积是24平方厘米，高是8平方厘米，底是多少厘米？',
  ];
  for (const text of notCases) {
    it(`not: ${text}`, async () => {
      const out = await solve(text);
      if (out?.ok) expect(out.engine).not.toBe('offline:word-problems:base-times-height');
    });
  }
});

describe('word problems, 是…的k倍多（少）n', () => {
  const solvedCases: Array<[string, string]> = [
    ['小红有28元，小明的钱是小红的2倍少6元，小明有多少元？', '$50$ 元'],
    ['小红有28元，小明的钱数是小红的2倍多6元，小明有多少元？', '$62$ 元'],
    ['小明有50元，是小红的2倍少6元，小红有多少元？', '$28$ 元'],
  ];
  for (const [text, answer] of solvedCases) {
    it(text, async () => {
      const out = await solve(text);
      expect(out?.ok && out.finalAnswer, text).toBe(answer);
      expect(out?.ok && out.engine).toBe('offline:word-problems:relations');
    });
  }
  it('refuses when the amount added is of another kind than the one asked', async () => {
    const out = await solve('小红有28元，小明的钱是小红的2倍少6本，小明有多少元？');
    expect(out?.ok).not.toBe(true);
  });
});

describe('word problems, 鸡兔同笼 with money', () => {
  const solvedCases: Array<[string, string]> = [
    ['小明的储蓄罐里有1元和5角的硬币共20枚，一共12元，1元的有几枚？', '$4$ 枚'],
    ['小明的储蓄罐里有1元和5角的硬币共20枚，一共12元，5角的有几枚？', '$16$ 枚'],
    ['妈妈有5元和10元的纸币共15张，一共是110元，10元的纸币有多少张？', '$7$ 张'],
    ['有2元和5元的人民币共10张，共35元，2元的有几张？', '$5$ 张'],
  ];
  for (const [text, answer] of solvedCases) {
    it(text, async () => {
      const out = await solve(text);
      expect(out?.ok && out.finalAnswer, text).toBe(answer);
      expect(out?.ok && out.engine).toBe('offline:word-problems:coins');
    });
  }
  it('refuses a total that no whole count of notes makes', async () => {
    const out = await solve('妈妈有5元和10元的纸币共15张，一共是112元，10元的纸币有多少张？');
    expect(out?.ok).not.toBe(true);
  });
});
