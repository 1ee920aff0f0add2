import { describe, expect, it } from 'vitest';
import { readProblem } from '../../server/solver/engines/word-problems/read';
import { itIsNotAnsweredByEach, itSolvesEach, solveWordProblem } from './word-problems-support';

/** Grade 1–3 word problems written for these tests (numbers, things and wording changed from textbook ones). */
const SOLVED: Array<[string, string, string]> = [
  // 重叠问题: two groups of one whole, some in both
  ['二年级有36人，其中养猫的有15人，养狗的有12人，两种都养的有4人。只养狗的有多少人？', '$8$ 人', 'two-groups-overlap'],
  ['四年级有40名同学，其中会游泳的有18人，会滑冰的有15人，两项都会的有6人。两项都不会的有多少人？', '$13$ 人', 'two-groups-overlap'],
  [
    '参加美术小组的有16人，参加书法小组的有12人，既参加美术小组又参加书法小组的有5人，至少参加一个小组的有多少人？',
    '$23$ 人',
    'two-groups-overlap',
  ],
  [
    '全班同学中，订《少年报》的有20人，订《科学画报》的有17人，两种都订的有8人，两种都没订的有6人，全班一共有多少人？',
    '$35$ 人',
    'two-groups-overlap',
  ],
  ['某班有45人，其中会下象棋的有20人，会下围棋的有14人，有6人既会下象棋又会下围棋。只会下围棋的有多少人？', '$8$ 人', 'two-groups-overlap'],
  // 上楼: the floors walked are the gaps between them
  ['小红家住六楼，她每上一层楼需要20秒，从一楼走到六楼要多少秒？', '$100$ 秒', 'gaps'],
  ['从一楼走到五楼，每上一层要2分钟，一共要几分钟？', '$8$ 分钟', 'gaps'],
  ['从1楼走到4楼用了36秒，照这样的速度，从1楼走到10楼要用多少秒？', '$108$ 秒', 'gaps'],
  ['乐乐从一楼走到三楼用了20秒，照这样计算，他从一楼走到六楼需要多长时间？', '$50$ 秒', 'gaps'],
  // 有余数的除法: each share of 平均分 is the quotient
  ['老师把50支铅笔平均分给8个小组，每个小组分到几支？', '$6$ 支', 'rate'],
  ['38个苹果平均分给5个小朋友，每个小朋友分几个？', '$7$ 个', 'rate'],
  ['图书角有65本书，平均分给7个小组，每个小组分多少本？', '$9$ 本', 'rate'],
  // a child's own words in a picture story
  ['小明：我有24张画片。小红：我比小明多8张。小红有多少张画片？', '$32$ 张', 'relations'],
  ['小兰：我跳了56下。小芳：我比小兰少跳9下。小芳跳了多少下？', '$47$ 下', 'relations'],
  // the counted thing is the subject of the comparison that follows
  ['果园里有苹果树120棵，比梨树多30棵，梨树有多少棵？', '$90$ 棵', 'relations'],
  ['舞蹈队有女生24人，比男生多9人，舞蹈队一共有多少人？', '$39$ 人', 'relations'],
  ['合唱队有女同学42人，比男同学多17人，男同学有多少人？', '$25$ 人', 'relations'],
  // 一半 as a relation, a one-character thing owned (小猫的鱼)
  ['小明家养了24只鸡，鸭的只数是鸡的一半，鸭有多少只？', '$12$ 只', 'relations'],
  ['妈妈的体重是60千克，小明的体重是妈妈的一半，小明重多少千克？', '$30$ 千克', 'relations'],
  ['一只小猫钓了6条鱼，小猫的鱼比小熊少9条，小熊钓了多少条鱼？', '$15$ 条', 'relations'],
  // the parts of a day
  ['小明上午写了25个字，下午写了30个字，晚上写了18个字，他这一天写了多少个字？', '$73$ 个', 'total'],
  ['一辆货车上午运了128吨，下午运了96吨，这辆货车一天运了多少吨？', '$224$ 吨', 'total'],
  // a change of one, written 一; someone else gives to the one the story is about
  ['小红有6本故事书，妈妈又给她买了一本，小红现在有几本故事书？', '$7$ 本', 'change'],
  ['小华有12支铅笔，送给同桌一支，又买来5支，现在有几支铅笔？', '$16$ 支', 'change'],
  ['小刚原来有9个玩具，爷爷送给他一个机器人，小刚现在有几个玩具？', '$10$ 个', 'change'],
  // 原有… and then 有多少: the amount now
  ['公交车上原有30人，到站后下车12人，又上车8人，车上有多少人？', '$26$ 人', 'change'],
  ['仓库原有大米90袋，运走了35袋，又运来了20袋，仓库里有多少袋大米？', '$75$ 袋', 'change'],
  // 还差: the money short
  ['小明带了50元，买书用了32元，买文具用了25元，还差多少元？', '$7$ 元', 'change'],
  ['班里有班费60元，买足球需要45元，买跳绳需要28元，还差多少元？', '$13$ 元', 'change'],
  // 全部卖完: nothing left
  ['一本书有120页，第一天看了45页，第二天看了50页，第三天全部看完，第三天看了多少页？', '$25$ 页', 'change'],
  ['一桶油20千克，第一次用去8千克，第二次全部用完，第二次用去多少千克？', '$12$ 千克', 'change'],
  ['商店运来2吨面粉，上午卖出800千克，下午全部卖完，下午卖出多少千克？', '$1200$ 千克', 'change'],
  // a bare 个 after people counted with 个
  ['有12个同学在跳绳，走了3个，还有几个同学在跳绳？', '$9$ 人', 'change'],
  ['操场上有20个小朋友在踢球，又来了6个，现在有多少个小朋友？', '$26$ 人', 'change'],
  // 同样多 of two, one told
  ['小明折了24只纸鹤，小红折的和小明同样多，两人一共折了多少只纸鹤？', '$48$ 只', 'each'],
  ['星期一卖出35本书，星期二和星期一卖的一样多，两天共卖出多少本书？', '$70$ 本', 'each'],
  // 折 is folding, not a discount
  ['3个小朋友每人折了8只纸鹤，送给老师10只，还剩多少只？', '$14$ 只', 'product-then-change'],
  // sets of one of each thing
  ['一张桌子68元，一把椅子32元，买5套桌椅要多少元？', '$500$ 元', 'sets-of-items'],
  ['一件上衣85元，一条裤子比上衣便宜37元，买3套这样的衣服需要多少元？', '$399$ 元', 'sets-of-items'],
  ['一条裙子56元，一件衬衫比裙子贵19元，买一套要多少元？', '$131$ 元', 'sets-of-items'],
  // the rest of a whole, one part told
  ['一根绳子，用去了它的2/5，还剩这根绳子的几分之几？', '$\\frac{3}{5}$', 'rest-of-whole'],
  ['一块地的3/8种了玉米，其余的种大豆，种大豆的占这块地的几分之几？', '$\\frac{5}{8}$', 'rest-of-whole'],
  // 对折
  ['小明把一张纸对折再对折，每份是这张纸的几分之几？', '$\\frac{1}{4}$', 'fold-in-half'],
  ['把一张正方形纸连续对折2次，展开后每一份是这张纸的几分之几？', '$\\frac{1}{4}$', 'fold-in-half'],
  ['把一根彩带连续对折三次，沿折痕剪开，每段是这根彩带的几分之几？', '$\\frac{1}{8}$', 'fold-in-half'],
  // compound amounts (2元5角, 1米35厘米, 2千克500克) read as one amount
  ['一瓶牛奶2元5角，买4瓶要多少元？', '$10$ 元', 'rate'],
  ['小明身高1米35厘米，小红比小明矮8厘米，小红身高多少厘米？', '$127$ 厘米', 'relations'],
  ['一袋面粉重2千克500克，3袋重多少千克？', '$7.5$ 千克', 'rate'],
  ['一本笔记本3元2角，一支笔1元8角，一共多少元？', '$5$ 元', 'total'],
  // 剪下 takes away like 剪去
  ['一根绳子长3米，剪下80厘米，还剩多少厘米？', '$220$ 厘米', 'change'],
  // gathering more adds (又拔了), a set listed in the question, the rest named after 一共有
  ['小兔有10根萝卜，吃了3根，又拔了5根，现在有几根？', '$12$ 根', 'change'],
  ['小松鼠有15个松果，吃了6个，又捡了9个，现在有几个松果？', '$18$ 个', 'change'],
  ['一个书包38元，一个文具盒15元，买一个书包和一个文具盒要多少元？', '$53$ 元', 'sets-of-items'],
  ['一本书28元，一支钢笔比一本书便宜9元，买一本书和一支钢笔一共要多少元？', '$47$ 元', 'relations'],
  ['一共有18个气球，红气球有7个，其余是黄气球，黄气球有几个？', '$11$ 个', 'other-part'],
  ['花园里一共有45朵花，红花有18朵，黄花有12朵，其余的是白花，白花有多少朵？', '$15$ 朵', 'other-part'],
  // one rate per a time, no time told or asked: the question is about that period
  ['面包房每天烤420个面包，每袋装6个，可以装多少袋？', '$70$ 袋', 'rate'],
  ['一台机器每小时生产240个零件，每箱装8个，可以装多少箱？', '$30$ 箱', 'rate'],
  // one lap of a track told as 内圈, 一周, 周长
  ['学校操场一周400米，小红跑了4圈，她跑了多少米？', '$1600$ 米', 'rate'],
  ['环形跑道周长400米，小明跑了3圈，跑了多少米？', '$1200$ 米', 'rate'],
  // between numbered points: b − a gaps
  ['路边每隔5米有一棵树，小明从第1棵树走到第10棵树，一共走了多少米？', '$45$ 米', 'point-to-point'],
  ['一条路上每两根电线杆之间相距40米，小红从第3根走到第9根，走了多少米？', '$240$ 米', 'point-to-point'],
  ['公路一旁每隔200米有一个路灯，小明骑车从第1个路灯到第6个路灯，骑了多少千米？', '$1$ 千米', 'point-to-point'],
  ['长跑比赛从起点开始设饮水站，以后每隔800米设一个，跑到第4个饮水站时跑了多少米？', '$2400$ 米', 'point-to-point'],
  // two purchases (weights) of the same two things, the one asked named with 1
  ['3只大象和1只小河马共重16吨，2只大象和1只小河马共重11吨。1只小河马重多少吨？', '$1$ 吨', 'two-unknowns'],
  ['4个篮球和2个足球共380元，2个篮球和2个足球共240元，1个足球多少元？', '$50$ 元', 'two-unknowns'],
  // a part of a whole, then shared equally
  ['一根绳子长36米，把它的1/3平均剪成4段，每段长多少米？', '$3$ 米', 'part-then-share'],
  ['学校有48个足球，把其中的一半平均分给6个班，每个班分到多少个？', '$4$ 个', 'part-then-share'],
  ['二年级有60人，老师把其中的三分之一平均分成5组，每组有多少人？', '$4$ 人', 'part-then-share'],
  // groups told first make the whole that changes, a total asked
  ['池塘里有白鹅12只，灰鹅9只，游走了7只，池塘里一共还有多少只鹅？', '$14$ 只', 'change'],
  ['图书角有故事书26本，科技书18本，借走了15本，图书角一共还有多少本书？', '$29$ 本', 'change'],
  // the price of one told as 一个足球45元, then change
  ['一个足球45元，买3个足球，付了150元，应找回多少元？', '$15$ 元', 'pay-change'],
  ['一支钢笔12元，妈妈买了4支，付给售货员50元，应找回多少元？', '$2$ 元', 'pay-change'],
  // 总价 of two things each priced for one
  ['一支笔3元，一本本子2元，小明买了2支笔和3本本子，一共花了多少元？', '$12$ 元', 'priced-purchase'],
  ['一个排球25元，一个篮球40元，学校买了4个排球和3个篮球，一共要多少元？', '$220$ 元', 'priced-purchase'],
  ['一支笔3元，一本本子2元，买一支笔和3本本子一共要多少元？', '$9$ 元', 'priced-purchase'],
  // 再…就满: the rest of a capacity
  ['一辆卡车能装4吨货物，现在有货物3000千克，再装多少千克就满了？', '$1000$ 千克', 'whole-and-parts'],
  ['一辆客车能坐45人，现在有38人，再上几人就坐满了？', '$7$ 人', 'whole-and-parts'],
  ['一个书架能放120本书，已经放了85本，再放多少本就放满了？', '$35$ 本', 'whole-and-parts'],
  // 认识人民币: notes and coins counted
  ['小明的储蓄罐里有1元硬币28枚，5角硬币12枚，一共有多少元？', '$34$ 元', 'notes-and-coins'],
  ['妈妈有3张10元的和4张5元的纸币，一共多少元？', '$50$ 元', 'notes-and-coins'],
  ['钱包里有5张20元的纸币，3枚1元硬币，一共有多少元？', '$103$ 元', 'notes-and-coins'],
  // 移多补少
  ['小明有35元，小红有27元，小明给小红多少元后两人的钱同样多？', '$4$ 元', 'equalize-transfer'],
  ['姐姐有15本书，妹妹有9本书，姐姐给妹妹几本后两人的书同样多？', '$3$ 本', 'equalize-transfer'],
  ['哥哥有42张邮票，弟弟有30张邮票，哥哥要给弟弟多少张，两人的邮票就一样多？', '$6$ 张', 'equalize-transfer'],
];

describe('word problems, round eight: grades 1–3', () => {
  itSolvesEach(SOLVED);
});

/** What each reader must not answer (another kind may, when it is right). */
describe('word problems, round eight: near misses', () => {
  itIsNotAnsweredByEach([
    // the two groups do not fit in the whole (20 + 18 − 5 > 30)
    ['某班有30人，其中20人参加合唱，18人参加舞蹈，有5人既参加合唱又参加舞蹈。两项都没参加的有多少人？', 'two-groups-overlap'],
    // no overlap told: the two groups may share members
    ['参加游泳的有32名同学，参加跑步的有30名，参加这两项的一共有多少名同学？', 'two-groups-overlap'],
    // both groups named in an "only" question
    ['某班40人，其中22人喜欢唱歌，18人喜欢跳舞，8人既喜欢唱歌又喜欢跳舞。只喜欢唱歌和跳舞的有多少人？', 'two-groups-overlap'],
    // a set made of several of one thing
    ['一张桌子68元，一把椅子32元，一张桌子配4把椅子为一套，买5套要多少元？', 'sets-of-items'],
    // folded, then shared again
    ['把一张纸对折两次，再平均分成3份，每份是这张纸的几分之几？', 'fold-in-half'],
    // a length asked, not a part
    ['把一根绳子对折三次，每段长2米，这根绳子长多少米？', 'fold-in-half'],
    // 移多补少: the one with fewer cannot give; an odd difference of books cannot be halved
    ['姐姐有15本书，妹妹有9本书，妹妹给姐姐几本后两人的书同样多？', 'equalize-transfer'],
    ['姐姐有15本书，妹妹有8本书，姐姐给妹妹几本后两人的书同样多？', 'equalize-transfer'],
    // a thing in the question that was never priced; a part that is told, not the rest
    ['一个书包38元，一个文具盒15元，买一个书包和一个笔袋要多少元？', 'sets-of-items'],
    ['一共有18个气球，红气球有7个，其余是黄气球，红气球有几个？', 'other-part'],
    // a period that is not the only one (每天 and 每小时)
    ['工厂每天工作8小时，每小时生产240个零件，每箱装8个，可以装多少箱？', 'rate'],
    // the n-th point without the first at the start; points around a closed line
    ['一条路上每隔50米有一根电线杆，小明走到第8根，走了多少米？', 'point-to-point'],
    ['环形跑道边每隔10米插一面旗，从第1面走到第5面，走了多少米？', 'point-to-point'],
    // people that do not share out whole; the rest shared, not the part
    ['二年级有50人，老师把其中的一半平均分成4组，每组有多少人？', 'part-then-share'],
    ['学校有48个足球，借出一半后，剩下的平均分给6个班，每个班分到多少个？', 'part-then-share'],
    // one group hands some to another: the whole does not change
    ['小明有5个苹果，小红有3个苹果，小明送给小红2个，两人一共有几个苹果？', 'change'],
    // money in a bag is no price of the bag
    ['一个书包里有45元，买3个足球，付了150元，应找回多少元？', 'pay-change'],
    // a thing bought that has no price; count words that fit no price
    ['一支笔3元，一本本子2元，小明买了2支笔和3块橡皮，一共花了多少元？', 'priced-purchase'],
    ['一支笔3元，一本本子2元，小明买了2本笔和3支本子，一共花了多少元？', 'priced-purchase'],
    // a change told besides: not a plain rest of the capacity
    ['一辆客车能坐45人，现在有38人，又上来5人，再上几人就坐满了？', 'whole-and-parts'],
    // money spent besides
    ['小明有1元硬币28枚，5角硬币12枚，买了一本书，一共有多少元？', 'notes-and-coins'],
    // 一半 with more: not read as a plain half
    ['小明家养了24只鸡，鸭的只数比鸡的一半多3只，鸭有多少只？', 'relations'],
  ]);

  it('refuses a part of the rest as if it were a part of the whole (剩下的1/2)', async () => {
    const out = await solveWordProblem('一本书，第一天看了全书的1/3，第二天看了剩下的1/2，还剩全书的几分之几？');
    if (out?.ok) expect(out.finalAnswer).toBe('$\\frac{1}{3}$');
  });

  it('refuses 还差 when the money is enough', async () => {
    const out = await solveWordProblem('小明带了50元，买书用了32元，买文具用了15元，还差多少元？');
    expect(out?.ok).not.toBe(true);
  });

  it('does not read a gift of one as the same amount (妈妈又给她买了一本)', async () => {
    const out = await solveWordProblem('小红有6本故事书，妈妈又给她买了一本，小红现在有几本故事书？');
    expect(out?.ok && out.finalAnswer).toBe('$7$ 本');
  });

  it('does not answer 还剩 after 折 as a discount, nor a discount after folding', async () => {
    const out = await solveWordProblem('一件衣服原价200元，打八折后卖多少元？');
    expect(out?.ok && out.finalAnswer).toBe('$160$ 元');
  });

  it('reads 「露露：我…」 as 露露 and keeps 「甲说：“把你的…”」 as it is', () => {
    expect(readProblem('露露：我踢了45下。佳佳：我比露露多踢18下。乐乐踢了多少下？')?.text).toBe(
      '露露踢了45下。佳佳比露露多踢18下。乐乐踢了多少下?',
    );
    expect(readProblem('甲说：“把你的羊给我2只。”乙有几只羊？')?.text).toContain('甲说');
  });

  it('reads compound amounts as one amount in the larger unit', () => {
    const p = readProblem('一瓶牛奶2元5角，一袋米1千克50克，绳子长1米5厘米，多少元？');
    expect(p?.qs.filter((q) => q.unit).map((q) => `${q.value.toNumber()}${q.unit?.name}`)).toEqual(['2.5元', '1.05千克', '1.05米']);
  });

  it('reads a bare 个 after 个小朋友 as people', () => {
    const p = readProblem('一共有16个小朋友藏起来了，我已经找到了5个，还有几个小朋友没找到？');
    expect(p?.qs.map((q) => q.measure)).toEqual(['人', '人']);
  });
});
