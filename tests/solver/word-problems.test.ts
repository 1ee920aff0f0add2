import { describe, expect, it } from 'vitest';
import { wordProblemsEngine } from '../../server/solver/engines/word-problems';
import { chineseNumber, readProblem } from '../../server/solver/engines/word-problems/read';
import { createOfflineSolver } from '../../server/solver/offline';
import { readQuestion } from '../../server/solver/read/question';
import type { SolveOutcome } from '../../server/solver/types';

async function solve(text: string) {
  const out = await wordProblemsEngine.solve(readQuestion(text, 'solution', 'math'));
  return out?.outcome ?? null;
}

/** [problem, expected finalAnswer] — problems written for these tests, one or more of each kind. */
const SOLVED: Array<[string, string]> = [
  // the two problems quoted in the issue
  ['1000张纸叠起来厚10.2厘米，平均每张纸厚多少毫米？', '$0.102$ 毫米'],
  ['小胖看见闪电后，过了5.2秒才听到雷声。雷声的速度是0.33千米/秒。闪电的地方离小胖有多远？', '$1.716$ 千米'],
  // 归一、归总, 速度×时间, 单价×数量, with units converted
  ['500张卡片叠起来厚8厘米，平均每张卡片厚多少毫米？', '$0.16$ 毫米'],
  ['一台抽水机每小时抽水300吨，照这样计算，5台抽水机每小时能抽水多少吨？', '$1500$ 吨'],
  ['一辆汽车每小时行65千米，4小时行多少千米？', '$260$ 千米'],
  ['一列火车3小时行了540千米，平均每小时行多少千米？', '$180$ 千米'],
  ['一本故事书12元，王老师有90元，最多可以买多少本？', '$7$ 本'],
  ['有45名同学去划船，每条船最多坐6人，至少需要租多少条船？', '$8$ 条'],
  ['一块长方形麦田长250米，宽80米，这块麦田占地多少公顷？', '$2$ 公顷'],
  ['声音在空气中每秒传播340米，打雷后8秒听到雷声，打雷处离这里有多远？', '$2720$ 米'],
  ['5千克花生可以榨油2千克，照这样计算，1吨花生可以榨油多少千克？', '$400$ 千克'],
  ['4盒彩笔24元，照这样计算，9盒彩笔多少元？', '$54$ 元'],
  ['三年级买来故事书35本，科技书25本，把这些书平均分给4个小组，每个小组分多少本？', '$15$ 本'],
  // 比…多/少, 倍, 一共, 和倍, 差
  ['果园里有苹果树48棵，梨树比苹果树多15棵，梨树有多少棵？', '$63$ 棵'],
  ['小华有36张邮票，比小明少8张，小明有多少张邮票？', '$44$ 张'],
  ['一只书包45元，一个文具盒比书包便宜27元，文具盒多少元？', '$18$ 元'],
  ['红花有24朵，黄花有9朵，红花比黄花多多少朵？', '$15$ 朵'],
  ['小红有15颗糖，小丽有28颗糖，两人一共有多少颗糖？', '$43$ 颗'],
  ['白羊有12只，黑羊的只数是白羊的3倍，黑羊有多少只？', '$36$ 只'],
  ['白羊有12只，黑羊的只数是白羊的3倍，黑羊和白羊一共有多少只？', '$48$ 只'],
  ['书架上共有书60本，故事书的本数是科技书的2倍，科技书有多少本？', '$20$ 本'],
  ['甲数是250，比乙数的4倍多10，乙数是多少？', '$60$'],
  ['一条裤子的价钱是80元，裤子比上衣便宜1/5，上衣多少元？', '$100$ 元'],
  // 还剩, 原来, 其中一次变化
  ['停车场原有32辆车，开走了15辆，又开来8辆，现在停车场有多少辆车？', '$25$ 辆'],
  ['图书角有书56本，借走了一些，还剩19本，借走了多少本？', '$37$ 本'],
  ['商店卖出了28台电视机，还剩12台，原来有多少台电视机？', '$40$ 台'],
  ['王阿姨带了100元，买肉花了38元，买菜花了16元，还剩多少元？', '$46$ 元'],
  ['同学们要折80只纸鹤，已经折了35只，还要折多少只？', '$45$ 只'],
  // 图形的周长、面积、体积
  ['一个长方形花坛长12米，宽8米，它的周长是多少米？', '$40$ 米'],
  ['一个正方形的边长是9厘米，它的面积是多少平方厘米？', '$81$ 平方厘米'],
  ['一个三角形的底是10分米，高是7分米，面积是多少平方分米？', '$35$ 平方分米'],
  ['一个梯形的上底是4厘米，下底是10厘米，高是5厘米，面积是多少平方厘米？', '$35$ 平方厘米'],
  ['一个圆的直径是10厘米，它的周长是多少厘米？（π取3.14）', '$31.4$ 厘米'],
  ['一个圆柱形油桶，底面半径是3分米，高是10分米，它的容积是多少升？（π取3.14）', '$282.6$ 升'],
  ['一个圆锥形沙堆，底面半径是2米，高是1.5米，这堆沙的体积是多少立方米？（π取3.14）', '$6.28$ 立方米'],
  ['一个正方体木块的棱长是5厘米，它的体积是多少立方厘米？', '$125$ 立方厘米'],
  ['一个长方体鱼缸长60厘米，宽40厘米，高50厘米，它的容积是多少升？', '$120$ 升'],
  ['一个正方形的周长是28分米，它的边长是多少分米？', '$7$ 分米'],
  ['一个正方形花坛的周长是32米，它的面积是多少平方米？', '$64$ 平方米'],
  ['一个长方形的周长是40厘米，长是12厘米，宽是多少厘米？', '$8$ 厘米'],
  // 鸡兔同笼
  ['鸡兔同笼，共有20个头，54只脚，鸡有多少只？', '$13$ 只'],
  ['车棚里停着自行车和三轮车共15辆，一共有38个车轮，三轮车有多少辆？', '$8$ 辆'],
  // 相遇、追及
  ['甲乙两地相距360千米，一辆客车和一辆货车同时从两地相对开出，客车每小时行65千米，货车每小时行55千米，经过几小时两车相遇？', '$3$ 小时'],
  ['两辆汽车同时从两地相向开出，一辆每小时行60千米，另一辆每小时行45千米，经过4小时相遇，两地相距多少千米？', '$420$ 千米'],
  ['哥哥在弟弟后面300米，哥哥每分钟跑250米，弟弟每分钟跑200米，两人同时出发，哥哥几分钟追上弟弟？', '$6$ 分钟'],
  // 工程、水池
  ['一项工程，甲队单独做10天完成，乙队单独做15天完成，两队合作几天完成？', '$6$ 天'],
  ['一个水池，单开甲管4小时注满，单开排水管6小时放完一池水，两管同时打开，几小时把空池注满？', '$12$ 小时'],
  // 比例尺
  ['在比例尺是1:2000000的地图上，量得两地的图上距离是4.5厘米，两地的实际距离是多少千米？', '$90$ 千米'],
  ['在比例尺是1:500的图纸上，一条实际长40米的走廊，图上应画多少厘米？', '$8$ 厘米'],
  // 植树
  ['在一条长120米的公路一旁，每隔6米栽一棵树，两端都栽，一共栽多少棵树？', '$21$ 棵'],
  ['在一条长120米的公路两旁，每隔6米栽一棵树，两端都不栽，一共栽多少棵树？', '$38$ 棵'],
  ['一个圆形池塘的周长是96米，在它的周围每隔8米种一棵柳树，一共种多少棵柳树？', '$12$ 棵'],
  // 平均数、几条腿、整体的其余部分
  ['小刚五次数学测验的成绩分别是92分、88分、95分、90分、85分，平均成绩是多少分？', '$90$ 分'],
  ['7只鸭子有多少只脚？', '$14$ 只'],
  ['一块菜地的3/8种白菜，1/4种萝卜，其余种黄瓜，种黄瓜的面积占这块菜地的几分之几？', '$\\frac{3}{8}$'],
  // 二元一次方程组、增长率
  ['买4个篮球和3个足球共用去510元，买2个篮球和5个足球共用去500元，每个足球多少元？', '$70$ 元'],
  ['某校去年有学生800人，今年有学生920人，今年比去年增加了百分之几？', '$15\\%$'],
  ['一辆汽车3小时行驶了180千米，照这样的速度，5小时可以行驶多少千米？', '$300$ 千米'],
  ['李师傅每小时加工30个零件，6小时加工多少个零件？', '$180$ 个'],
  ['一双皮鞋降价25%后是150元，原价多少元？', '$200$ 元'],
  ['一台冰箱原价3000元，现价2400元，降价了百分之几？', '$20\\%$'],
  ['果园运来桃子150千克，运来的梨比桃子少40千克，运来梨多少千克？', '$110$ 千克'],
  // 同样多、各
  ['小路两旁各栽了25棵柳树，一共栽了多少棵柳树？', '$50$ 棵'],
  ['老师发给4个小组各6本练习本，一共发了多少本？', '$24$ 本'],
  ['花园里有月季花12盆，又摆了同样多的菊花，两种花一共有多少盆？', '$24$ 盆'],
  // 付钱找零、各买一个
  ['小华买文具盒用了12.5元，买笔记本用了4.8元，付给售货员20元，应找回多少元？', '$2.7$ 元'],
  ['一个足球68元，一个排球45元，各买一个需要多少元？', '$113$ 元'],
  // 百分率、年龄
  ['把25克糖放入100克水中，糖水的含糖率是多少？', '$20\\%$'],
  ['用500粒种子做发芽试验，有480粒发芽，发芽率是多少？', '$96\\%$'],
  ['今年爷爷65岁，孙子5岁，几年后爷爷的年龄是孙子的5倍？', '$10$ 年'],
  ['今年妈妈36岁，女儿12岁，几年前妈妈的年龄是女儿的5倍？', '$6$ 年'],
  // 折扣、利息、几分之几
  ['一双运动鞋原价240元，现在打七五折出售，现价多少元？', '$180$ 元'],
  ['一台电风扇打九折后售价270元，原价多少元？', '$300$ 元'],
  ['李奶奶把8000元存入银行，存期2年，年利率是2.25%，到期时可得利息多少元？', '$360$ 元'],
  ['爸爸把2000元存入银行，存期一年，年利率是3%，按5%缴纳利息税，到期后一共可以取回多少元？', '$2057$ 元'],
  ['兴趣小组有男生12人，女生8人，女生占小组人数的几分之几？', '$\\frac{2}{5}$'],
  ['把20克糖溶解在80克水中，糖占糖水的百分之几？', '$20\\%$'],
];

/** Problems of the engine's kind that must NOT get an answer (a number unused, an unknown unit, a figure needed). */
// a queue counted from both sides is not a plain sum (it was once answered 13): the 排队 kind counts 小红 too
SOLVED.push(['同学们排队做操，小红前面有5人，后面有8人，这一队一共有多少人？', '$14$ 人']);

// an amount of a third child is told but not asked about: set aside, shown as not needed
SOLVED.push(['小明有12支铅笔，小红有7支铅笔，小刚有9支铅笔，小明比小红多几支？', '$5$ 支']);

// 平均分 that does not come out whole: each share is the quotient of 有余数的除法, the rest is left over
SOLVED.push(['有50个苹果，平均分给8个小朋友，每个小朋友分几个？', '$6$ 个']);

const NOT_ANSWERED: string[] = [
  // a number that no model uses
  '小明有12支铅笔，小红有7支铅笔，小刚买来9支铅笔又送人2支，小明比小红多几支？',
  // π spoken of without its value: refuse rather than pick 3.14 (a text silent about π takes 3.14, decision 0053)
  '一个圆形花坛的半径是4米，它的面积是多少平方米？（π取3.1416）',
  // a figure is needed
  '如图，长方形ABCD中，阴影部分的面积是多少平方厘米？',
  // the question asks for an unknown unit
  '一根绳子长12米，剪成同样长的3段，每段长多少拃？',
  // 植树 without saying what happens at the ends
  '在一条长100米的小路一边，每隔5米种一棵树，一共种多少棵树？',
  // a count that does not come out whole without a rounding word, shared but not equally (平均)
  '有50个苹果，分给8个小朋友，每个小朋友分几个？',
];

describe('word problems: reading', () => {
  it('reads Chinese numerals', () => {
    expect(chineseNumber('三')).toBe(3);
    expect(chineseNumber('十二')).toBe(12);
    expect(chineseNumber('两百零五')).toBe(205);
    expect(chineseNumber('一万二千')).toBe(12000);
  });

  it('reads quantities with units, percent, discount and the question', () => {
    const p = readProblem('一件衣服原价二百元，打八折，又便宜了百分之五，现价多少元？');
    expect(p?.qs.map((q) => [q.value.toString(), q.unit?.name ?? q.measure ?? q.kind])).toEqual([
      ['1', '件'],
      ['200', '元'],
      ['4/5', 'discount'],
      ['1/20', 'percent'],
    ]);
    expect(p?.ask.unit?.name).toBe('元');
    const q = readProblem('小胖看见闪电后，过了5.2秒才听到雷声。雷声的速度是0.33千米/秒。闪电的地方离小胖有多远？');
    expect(q?.qs.map((x) => x.unit?.name)).toEqual(['秒', '千米/秒']);
    expect(q?.ask.dim).toBe('length');
  });

  it('leaves formulas and choice questions to the other engines', async () => {
    expect(await solve('解方程 x^2-5x+6=0')).toBeNull();
    expect(await solve('求函数 f(x)=x^2 的导数')).toBeNull();
  });
});

describe('word problems: solved and checked', () => {
  for (const [text, answer] of SOLVED) {
    it(text, async () => {
      const out = await solve(text);
      expect(out?.ok, JSON.stringify(out)).toBe(true);
      if (!out?.ok) return;
      expect(out.finalAnswer).toBe(answer);
      expect(out.verification.status).toBe('verified');
      expect(out.markdown).toMatch(/列式计算|列方程/);
      expect(out.engine).toMatch(/^offline:word-problems:/);
    });
  }
});

describe('word problems: refused when not understood', () => {
  for (const text of NOT_ANSWERED) {
    it(text, async () => {
      const out = await solve(text);
      expect(out?.ok ?? false).toBe(false);
    });
  }

  it('tells the student what was understood, in plain Chinese', async () => {
    const out = await solve('小明有12支铅笔，小红有7支铅笔，小刚买来9支铅笔又送人2支，小明比小红多几支？');
    expect(out && !out.ok && out.reason).toMatch(/应用题/);
    expect(out && !out.ok && out.reason).not.toMatch(/engine|null|kind/i);
  });
});

describe('word problems: odd input', () => {
  it('never throws and stays fast on long, empty or malformed text', async () => {
    const odd = [
      '',
      '？',
      '多少',
      '一一一一一一一一一一一多少个？',
      `${'有3个苹果，'.repeat(60)}一共有多少个？`,
      '零零零零多少元？',
      '1/0米，多少米？',
      '万万万万元多少？',
    ];
    for (const text of odd) {
      const t0 = performance.now();
      const out = await solve(text);
      expect(out === null || typeof out.ok === 'boolean').toBe(true);
      expect(performance.now() - t0).toBeLessThan(500);
    }
  });
});

describe('word problems through the offline solver', () => {
  const solver = createOfflineSolver();
  const final = (o: SolveOutcome) => (o.ok ? o.finalAnswer : o.reason);

  it('answers the issue’s two examples instead of the unit and physics engines', async () => {
    expect(final(await solver.solve({ text: '1000张纸叠起来厚10.2厘米，平均每张纸厚多少毫米？' }))).toBe('$0.102$ 毫米');
    expect(
      final(await solver.solve({ text: '小胖看见闪电后，过了5.2秒才听到雷声。雷声的速度是0.33千米/秒。闪电的地方离小胖有多远？' })),
    ).toBe('$1.716$ 千米');
  });

  it('still leaves unit conversions and equations to their engines', async () => {
    const out = await solver.solve({ text: '解方程 2x+3=7' });
    expect(out.ok && out.engine).not.toMatch(/word-problems/);
  });
});
