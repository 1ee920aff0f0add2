import { describe, expect, it } from 'vitest';
import { wordProblemsEngine } from '../../server/solver/engines/word-problems';
import { KINDS, REGISTRY } from '../../server/solver/engines/word-problems/kinds';
import { readQuestion } from '../../server/solver/read/question';

async function solve(text: string) {
  const out = await wordProblemsEngine.solve(readQuestion(text, 'solution', 'math'));
  return out?.outcome ?? null;
}

/** Problems written for these tests, in the words of a primary textbook: [text, final answer, kind]. */
const SOLVED: Array<[string, string, string]> = [
  // two things, each with its own rate word (支, 本): every count pairs with the rate in its word
  ['妈妈买了3支牙膏，每支8元，又买了2条毛巾，每条15元，一共花了多少元？', '$54$ 元', 'sum-of-products'],
  // a wire bent into a figure: its length is the perimeter
  ['用一根长24厘米的铁丝围成一个正方形，这个正方形的面积是多少平方厘米？', '$36$ 平方厘米', 'measure'],
  // 「两队合做」 names the two teams like 「两队合作」: 两 is no amount
  ['一项工程，甲队单独做10天完成，乙队单独做15天完成，两队合做几天完成？', '$6$ 天', 'work'],
  // 「每个篮球」 is per ball (个), like 「5个篮球」
  ['体育室买了6个足球，每个足球55元，一共花了多少元？', '$330$ 元', 'rate'],
  // what is left, cut into pieces: exact, 去尾法, 进一法
  ['一根彩带长30米，剪去6米，剩下的每4米做一朵花，可以做多少朵花？', '$6$ 朵', 'rest-into-pieces'],
  ['一根绳子长40米，剪去9米，剩下的每3米做一根跳绳，最多可以做多少根跳绳？', '$10$ 根', 'rest-into-pieces'],
  ['有50千克大米，吃了14千克，剩下的每8千克装一袋，至少需要多少袋？', '$5$ 袋', 'rest-into-pieces'],
  // 「比他」「比它」: the pronoun is the one told just before; 「一只猴子重…」 names 猴子
  ['小华有36张邮票，小丽比他少9张，小丽有多少张邮票？', '$27$ 张', 'relations'],
  ['一只小狗重12千克，一只大狗比它重18千克，这只大狗重多少千克？', '$30$ 千克', 'relations'],
  // 几分之几 of a whole: the part left, the part done, one day's part
  ['工人要加工60个零件，已经加工了45个，剩下的零件占总数的几分之几？', '$\\frac{1}{4}$', 'fraction-of-whole'],
  ['一本故事书共120页，小红已经看了40页，已经看的占全书的几分之几？', '$\\frac{1}{3}$', 'fraction-of-whole'],
  ['一本书共90页，每天看15页，每天看这本书的几分之几？', '$\\frac{1}{6}$', 'fraction-of-whole'],
  ['一项工程12天完成，平均每天完成这项工程的几分之几？', '$\\frac{1}{12}$', 'fraction-of-whole'],
  // groups counted like classes: 「6个年级」「每个车间」
  ['学校买来540本图书，平均分给6个年级，每个年级分到多少本？', '$90$ 本', 'rate'],
  ['工厂有4个车间，每个车间有38人，一共有多少人？', '$152$ 人', 'rate'],
  // 归总 with a changed rate: the change itself asked, a price that went up
  ['一辆汽车从甲城开往乙城，每小时行50千米，6小时到达。如果要5小时到达，每小时要多行多少千米？', '$10$ 千米', 'keep-total'],
  ['每本练习本3元，小红带的钱正好买20本，后来每本涨了1元，现在可以买多少本？', '$15$ 本', 'keep-total'],
  ['每支铅笔2元，带的钱正好买30支，后来每支降价了0.5元，现在可以买多少支？', '$40$ 支', 'keep-total'],
  // 归总 with the whole told first, and a rate compared with the first one (每天比计划多…)
  ['修一条长900米的水渠，计划15天修完，实际每天比计划多修15米，实际用了多少天？', '$12$ 天', 'keep-total'],
  ['小芳上学每分钟走60米，15分钟到校，小明上学每分钟比小芳多走15米，小明几分钟到校？', '$12$ 分钟', 'keep-total'],
  // amounts of named things: 求比一个数多/少几, 求两个数的和, 求一个数是另一个数的几倍
  ['菜园里种了65棵白菜，48棵萝卜。萝卜比白菜少多少棵？', '$17$ 棵', 'relations'],
  ['小林和小东做手工，小林做了12个，小东做了20个。小林比小东少做多少个？', '$8$ 个', 'named-amounts'],
  ['一个书包45元，一个文具盒18元。买一个书包和一个文具盒一共要多少元？', '$63$ 元', 'total'],
  ['农场养了24只鹅，72只鸭。鸭的只数是鹅的几倍？', '$3$', 'named-amounts'],
  ['哥哥折了30只纸鹤，弟弟折了18只纸鹤。弟弟再折多少只就和哥哥一样多？', '$12$ 只', 'named-amounts'],
  ['果园里有桃树45棵，梨树50棵。桃树的棵数是梨树的几分之几？', '$\\frac{9}{10}$', 'share'],
  ['小明今年8岁，爷爷今年72岁，爷爷的年龄是小明的几倍？', '$9$', 'named-amounts'],
  // 和倍、差倍: one part a multiple (percent) of the other, the total or the difference told
  ['学校图书室有故事书和科技书共450本，故事书的本数是科技书的2倍，科技书有多少本？', '$150$ 本', 'sum-times'],
  ['甲乙两个粮仓共存粮360吨，甲仓存粮数是乙仓的1.4倍，甲仓存粮多少吨？', '$210$ 吨', 'sum-times'],
  ['全校一共有520名学生，其中女生人数是男生人数的2倍少20人，女生有多少人？', '$340$ 人', 'sum-times'],
  ['一套衣服共300元，其中裤子的价钱是上衣的50%，上衣多少元？', '$200$ 元', 'sum-times'],
  ['鸭比鹅多36只，鸭的只数是鹅的4倍，鹅有多少只？', '$12$ 只', 'difference-times'],
  // 总数 = 已经完成的 + 还没完成的
  ['工人叔叔要修一段长80米的围墙，已经修了35米，还要修多少米？', '$45$ 米', 'change'],
  ['小兰已经跳了60下，还要跳40下，她一共要跳多少下？', '$100$ 下', 'whole-and-parts'],
  ['一辆大客车可以坐45人，车上已经有28人，还可以坐几人？', '$17$ 人', 'whole-and-parts'],
  ['妈妈要买一个电饭锅，要付98元，她只有60元，还差多少元？', '$38$ 元', 'whole-and-parts'],
  // 有余数的除法: what is left asked
  ['有38个苹果，每5个装一袋，还剩多少个？', '$3$ 个', 'remainder-left'],
  ['一根绳子长50米，每7米剪成一段，还剩多少米？', '$1$ 米', 'remainder-left'],
  // two kinds of one thing listed, then grouped together; 「4个盘里」 counts plates
  ['养鸡场有18只公鸡，30只母鸡，每6只关进一个笼子，需要多少个笼子？', '$8$ 个', 'rate'],
  ['哥哥摘了12个桃，弟弟摘了8个桃，把这些桃平均放在4个盘里，每盘放多少个？', '$5$ 个', 'rate'],
  // 归一 with 如果, and with the whole told before the pair (照这样计算)
  ['买4本练习本花了12元，如果买7本这样的练习本需要多少元？', '$21$ 元', 'same-ratio'],
  ['一台机器要加工600个零件，前3天加工了180个，照这样计算，加工完这批零件一共需要多少天？', '$10$ 天', 'same-ratio'],
  // reading: 「三年级（2）班」 is a class, 「5个小组」 counts groups, 「每个篮子」 counts baskets, 「住校生」 are people
  ['三年级（2）班借来24本书，平均分给6个小组，每组分多少本？', '$4$ 本', 'rate'],
  ['有45个鸡蛋，每个篮子里装6个，至少需要多少个篮子？', '$8$ 个', 'rate'],
  ['老师买回50个橘子，每个住校生分5个，可以分给多少个住校生？', '$10$ 人', 'rate'],
  // names: the place before 里 and the year are no part of a name, 「的辆数」 is what is counted
  ['停车场里轿车的辆数是货车的5倍，货车有9辆，轿车有多少辆？', '$45$ 辆', 'relations'],
  ['妈妈今年36岁，小军今年9岁。今年妈妈的年龄是小军的几倍？', '$4$', 'named-amounts'],
  // a container weighed with its content before and after a part is taken out
  ['一桶油连桶重50千克，倒出一半油以后，连桶重27千克，原来油重多少千克？', '$46$ 千克', 'with-container'],
  ['一桶水连桶重32千克，倒出水的3/5后，连桶重14千克，桶重多少千克？', '$2$ 千克', 'with-container'],
  // averages: counted by 「这两个月」, and the one amount missing from an average
  ['商店一月份卖出电视机120台，二月份卖出150台，这两个月平均每月卖出多少台？', '$135$ 台', 'average'],
  ['小明语文考了90分，数学考了96分，语文、数学、英语三科的平均成绩是94分，英语考了多少分？', '$96$ 分', 'average-missing'],
  // what is left of a whole, done at a rate
  ['两城相距360千米，一辆汽车每小时行60千米，已经行了120千米，还要几小时到达？', '$4$ 小时', 'rest-by-rate'],
  ['一本故事书240页，小明已经看了60页，剩下的每天看30页，还要几天看完？', '$6$ 天', 'rest-by-rate'],
  // equal groups, then a part taken away
  ['妈妈买了6盒鸡蛋，每盒装10个，做蛋糕用了25个，还剩多少个？', '$35$ 个', 'product-then-change'],
  ['每间教室有6盏灯，一共有5间教室，已经换了18盏，还有多少盏没换？', '$12$ 盏', 'product-then-change'],
  // a whole and the parts 其中 names, the other part asked
  ['合唱队有45人，其中男生有19人，女生有多少人？', '$26$ 人', 'other-part'],
  ['果园里有500棵果树，其中桃树120棵，梨树180棵，其余的是苹果树，苹果树有多少棵？', '$200$ 棵', 'other-part'],
  // parts of one whole as fractions of it, added
  ['一本书，小红第一天看了全书的2/9，第二天看了全书的4/9，两天一共看了全书的几分之几？', '$\\frac{2}{3}$', 'fraction-parts'],
  // two things, each a rate times a count, added
  ['菜园里种白菜12行，每行20棵；种萝卜15行，每行18棵。菜园里一共种了多少棵？', '$510$ 棵', 'sum-of-products'],
  ['妈妈买了2千克香蕉和4千克橙子，每千克橙子5元，每千克香蕉4元，一共花了多少元？', '$28$ 元', 'sum-of-products'],
  ['商店运来足球和篮球各20个，足球每个45元，篮球每个60元，一共要付多少元？', '$2100$ 元', 'sum-of-products'],
  // 折扣 (also written 7折)
  ['一件衣服原价200元，打九折出售，现价多少元？', '$180$ 元', 'discount'],
  ['一件衣服原价200元，打九折出售，比原价便宜了多少元？', '$20$ 元', 'discount'],
  ['一件衣服打八折后是160元，原价是多少元？', '$200$ 元', 'discount'],
  ['一双鞋打八折后卖240元，如果打7折出售，可以卖多少元？', '$210$ 元', 'discount'],
  ['一台电视机原价3000元，现降价450元出售，是打了几折出售的？', '$8.5$ 折', 'discount'],
  // 「分别分给」 hands out to each; 「若」 opens a comparison; 「总产量」 names one amount
  ['学校运来360本图书，分别分给9个班级，每个班级分多少本？', '$40$ 本', 'rate'],
  ['一件上衣200元，若上衣比裤子少1/3，一条裤子多少元？', '$300$ 元', 'relations'],
  ['某村去年小麦总产量是800吨，今年比去年增产一成五，今年小麦总产量是多少吨？', '$920$ 吨', 'growth'],
  // reading: 「6个小时」 is six hours, 「月饼」 is no month, 盏 counts lamps
  ['一辆货车每小时行驶65千米，行驶了6个小时，一共行驶了多少千米？', '$390$ 千米', 'rate'],
  ['有50只灯泡，每盏台灯需装6只灯泡，这些灯泡最多可以装多少盏台灯？', '$8$ 盏', 'rate'],
  ['食堂做了45个月饼，每5个装一盒，可以装多少盒？', '$9$ 盒', 'rate'],
  // a rate of one per person
  ['每个同学栽1棵树，45个同学一共栽多少棵树？', '$45$ 棵', 'rate'],
  // amounts of several named things, the question about some of them: the others are shown and set aside
  ['书架上有故事书35本，科技书28本，连环画40本。故事书比科技书多多少本？', '$7$ 本', 'named-amounts'],
  ['动物园有猴子18只，熊猫6只，老虎9只。猴子和老虎一共有多少只？', '$27$ 只', 'named-amounts'],
  ['一支钢笔12元，一个文具盒25元，一本字典38元。字典比文具盒贵多少元？', '$13$ 元', 'named-amounts'],
];

/** Problems next to a kind that ask or tell something else: no answer, never a wrong one. */
// a telephone chain is no rate of one minute per person (it was answered 32 分钟): the 打电话 kind answers it, 2⁶ ≥ 33
SOLVED.push([
  '合唱队有32人，老师要通知每个队员，如果用打电话的方式，每人通话1分钟，通知到每人至少需要多少分钟？',
  '$6$ 分钟',
  'phone-tree',
]);

// 「同样多」 says the second amount equals the first: it is no share of a total, it is twice the first (each)
SOLVED.push(['王红折纸鹤，第一天折了15只，第二天和第一天折的同样多，两天一共折了多少只？', '$30$ 只', 'each']);

const NOT_ANSWERED = [
  // a count in no rate's word (盒 against 支 and 条)
  '妈妈买了3盒牙膏，每支8元，又买了2条毛巾，每条15元，一共花了多少元？',
  // a remainder without saying whether to round up or down
  '一根绳子长40米，剪去9米，剩下的每3米做一根跳绳，做多少根跳绳？',
  // the part is no part of that whole (two different things), or the question compares
  '一本书共90页，小明看了40本，已经看的占全书的几分之几？',
  '一本书共90页，已经看了40页，剩下的比已经看的多几分之几？',
  // the price changed in a way not said (改变): not understood
  '每本练习本3元，小红带的钱正好买20本，后来每本改变了1元，现在可以买多少本？',
  // amounts handed out of a stated whole, and a total of some of them
  '学校买来足球80个，分给一年级12个，分给二年级15个，分给三年级20个，分给四年级18个，这三个年级一共分得多少个？',
  // an amount of another thing told next to the asked ones, but changed by the story (卖了): it is no distractor
  '商店有50千克苹果，30千克梨，上午卖了20千克苹果。现在苹果比梨多多少千克？',
  // the amount not asked about is of the same name as one asked (two amounts of 苹果): which is meant is not certain
  '篮子里有12个苹果，8个梨，盘子里有5个苹果。苹果比梨多多少个？',
  // the one asked to have more has fewer: the text contradicts the question
  '小红有35张画片，小兰有42张画片，小红比小兰多多少张？',
  // 「书」 names both 书包 and 书: which amount is meant is not certain
  '一个书包30元，一本书20元，书比笔盒贵多少元？',
  // 和倍 next to a change of the amounts, or a question about neither part: not this kind
  '苹果和梨共840千克，苹果的质量是梨的3倍，卖出了100千克苹果，苹果还剩多少千克？',
  '甲乙两数的和是48，甲数是乙数的3倍，丙数是多少？',
  // the smaller told as the multiple: the difference contradicts the times
  '鸭比鹅少36只，鸭的只数是鹅的4倍，鹅有多少只？',
  // the whole is not told: what is still to do cannot be found
  '小明看一本故事书，已经看了45页，还剩多少页没看？',
  // only one of the two kinds is grouped: the total of both is not what is shared
  '养鸡场有18只公鸡，30只母鸡，每6只母鸡关进一个笼子，需要多少个笼子？',
  // 如果 with a change of the price: no proportion
  '买4本练习本花了12元，如果每本便宜1元，买7本需要多少元？',
  // the container would weigh nothing: the numbers do not fit the story
  '一桶水连桶重30千克，倒出水的3/5后，连桶重12千克，桶重多少千克？',
  // the question names a subject that is not in the list
  '小明语文考了90分，数学考了96分，语文、数学、英语三科的平均成绩是94分，科学考了多少分？',
  // the whole is not told
  '小明看一本故事书，已经看了60页，剩下的每天看30页，还要几天看完？',
  // more taken than there was (the amount used is no whole from which groups were taken)
  '妈妈买了2盒鸡蛋，每盒装10个，做蛋糕用了25个，还剩多少个？',
  // the part asked may be neither the told part nor its other (老师 are not the other of 男生)
  '合唱队有45人，其中男生有19人，老师有多少人？',
  // which rate belongs to which count is not said
  '妈妈买了2千克香蕉和4千克橙子，每千克5元和4元，一共花了多少元？',
  // the original price told and asked again (it was answered with the new price, 180元)
  '一件衣服原价200元，打九折出售，原价是多少元？',
  // the total of both years is another question
  '某村去年小麦总产量是800吨，今年比去年增产一成五，两年的总产量是多少吨？',
];

describe('word problems, general kinds', () => {
  it('names the amounts it sets aside as not needed', async () => {
    const out = await solve('李伯伯家养了33只鸡，30只鸭，9只鹅。鸭和鹅一共多少只？');
    expect(out?.ok).toBe(true);
    if (out?.ok) {
      expect(out.finalAnswer).toBe('$39$ 只');
      expect(out.markdown).toMatch(/用不到的数量[^\n]*鸡[^\n]*33/);
    }
  });

  for (const [text, answer, kind] of SOLVED) {
    it(text, async () => {
      const out = await solve(text);
      expect(out?.ok, JSON.stringify(out)).toBe(true);
      if (out?.ok) {
        expect(out.finalAnswer).toBe(answer);
        expect(out.engine).toBe(`offline:word-problems:${kind}`);
        expect(out.verification.status).toBe('verified');
      }
    });
  }
  for (const text of NOT_ANSWERED) {
    it(`not answered: ${text}`, async () => {
      const out = await solve(text);
      expect(out?.ok ?? false).toBe(false);
    });
  }
});

describe('the registry of word-problem kinds', () => {
  it('names every kind once and says what it understands', () => {
    expect(new Set(REGISTRY.map((k) => k.name)).size).toBe(REGISTRY.length);
    for (const k of REGISTRY) expect(k.understands.length, k.name).toBeGreaterThan(10);
    expect(KINDS).toEqual(REGISTRY.map((k) => k.solve));
  });
});
