import { describe, expect, it } from 'vitest';
import { chineseNumber, readProblem } from '../../server/solver/engines/word-problems/read';
import { itSolvesEach, solveWordProblem } from './word-problems-support';

/**
 * Problems of kinds the engine already solves, said the way other textbooks and teachers say them: numbers in
 * Chinese characters, full-width digits, a question number in front, 求/请问 before the question, synonyms of
 * 一共 and 还剩, 块钱, 钟头, 平均每 in what is told, 再 for 又. Each is read as its plain wording is.
 */
const PARAPHRASES: Array<[string, string, string]> = [
  // numbers in Chinese characters before a unit: 四十五千克 is 45 kg, not 四十五千 grams
  ['水果店运来二十四箱水果，每箱二十五千克，这些水果一共多少千克？', '$600$ 千克', 'rate'],
  ['食堂运来一批蔬菜，每天吃四十五千克，吃了十二天，这批蔬菜一共多少千克？', '$540$ 千克', 'rate'],
  ['甲、乙两地相距四百二十五千米，汽车每小时行八十五千米，几小时可以到达？', '$5$ 小时', 'rate'],
  ['一辆货车平均每小时行八十七千米，从甲城到乙城行了十六小时，甲、乙两城相距多少千米？', '$1392$ 千米', 'rate'],
  ['一列火车每小时行一百二十千米，两小时行多少千米？', '$240$ 千米', 'rate'],
  ['三千克鲜鱼可以制成一千克鱼干，七百五十千克鲜鱼可以制成多少千克鱼干？', '$250$ 千克', 'proportion'],
  // 一万二千米 keeps its 千 (12 000 m); 三千五百本, 两百零三米; 三点五米 is a decimal
  ['一条路长一万二千米，已经修了三千米，还剩多少米？', '$9000$ 米', 'change'],
  ['学校买来三千五百本书，运走了一千二百本，还剩多少本？', '$2300$ 本', 'change'],
  ['一条绳子长三点五米，剪去一点二米，还剩多少米？', '$1.5$ 米', 'change'],
  ['一个工程队修路，第一天修了一百四十七米，第二天修了两百零三米，第三天修了一百五十三米，三天一共修路多少米？', '$503$ 米', 'total'],
  ['果园里种梨树十八行，平均每行三十五棵，苹果树二十五行，平均每行三十二棵，果园里共有果树多少棵？', '$1430$ 棵', 'sum-of-products'],
  // a question number and score, full-width digits and punctuation
  ['3. (5分) 学校有男生320人，女生比男生少45人，女生有多少人？', '$275$ 人', 'relations'],
  ['３．（５分）学校有男生３２０人，女生比男生少４５人，女生有多少人？', '$275$ 人', 'relations'],
  // the words that announce the question, a particle, a closing request
  ['学校有男生320人，女生比男生少45人，求女生有多少人。', '$275$ 人', 'relations'],
  ['学校有男生320人，女生比男生少45人，请问女生有多少人？', '$275$ 人', 'relations'],
  ['学校有男生320人，女生比男生少45人，女生有多少人呢？', '$275$ 人', 'relations'],
  ['学校有男生320人，女生比男生少45人，女生有多少人？请你算一算。', '$275$ 人', 'relations'],
  ['学校买来74本课外书，平均分给9个班，求每个班分多少本。', '$8$ 本', 'rate'],
  // synonyms: 合计/共计 = 一共, 余下 = 还剩, 块钱 = 元, 钟头/个小时 = 小时, 公里
  ['书店上午卖出86本书，下午又卖出74本，书店合计卖出多少本？', '$160$ 本', 'relations'],
  ['书店上午卖出86本书，下午又卖出74本，书店共计卖出多少本？', '$160$ 本', 'relations'],
  ['妈妈带了100块钱，买菜用去37块钱，还剩多少块钱？', '$63$ 元', 'change'],
  ['妈妈带了100元，买菜用去37元，还余下多少元？', '$63$ 元', 'change'],
  ['一辆汽车每个小时行60千米，5个小时行多少千米？', '$300$ 千米', 'rate'],
  ['一辆汽车3个钟头行180公里，平均每小时行多少公里？', '$60$ 公里', 'rate'],
  // 平均每 in a told clause is the same rate as 每; 再 of a change is 又
  ['同学们做了5盒大红花，平均每盒装9朵，送出32朵，还剩下多少朵？', '$13$ 朵', 'product-then-change'],
  ['停车场里有4辆小轿车，后来再开来3辆，停车场里一共有多少辆小轿车？', '$7$ 辆', 'total'],
  // 已知 before what is told; 那么 or 问： before the question; a request in brackets after it
  ['已知学校有男生320人，女生比男生少45人，求女生有多少人。', '$275$ 人', 'relations'],
  ['学校有男生320人，女生比男生少45人。那么女生有多少人？', '$275$ 人', 'relations'],
  ['学校有男生320人，女生比男生少45人。问：女生有多少人？', '$275$ 人', 'relations'],
  ['学校有男生320人，女生比男生少45人，女生有多少人？（列式解答）', '$275$ 人', 'relations'],
  // 分 alone is a minute where no money and no score is spoken of
  ['锅里每次可烙两张饼，两面都要烙，每面要烙3分，烙5张饼要用几分？', '$15$ 分钟', 'pan-frying'],
  ['小明每分走60米，走了15分，一共走了多少米？', '$900$ 米', 'rate'],
  // t, h, min: tonnes and times by their symbols
  ['一辆卡车每次运3t，运了8次，一共运了多少吨？', '$24$ 吨', 'rate'],
  ['小明骑车2h行了24km，平均每小时行多少千米？', '$12$ 千米', 'rate'],
  // 三角尺 is a ruler, not 三角 of money
  ['一把三角尺3元，买4把要多少元？', '$12$ 元', 'rate'],
];

/** Wordings that look alike but must keep their own meaning: left alone by the widened reading. */
const KEPT: Array<[string, string, string]> = [
  // 八折, 三分之二 and 先…再 are not amounts or changes
  ['一件衣服原价200元，打八折出售，现价多少元？', '$160$ 元', 'discount'],
  ['一根绳子长12米，用去了三分之二，还剩多少米？', '$4$ 米', 'fraction-steps'],
  ['一个数先加上5，再乘3，得30，这个数是多少？', '$5$', 'operation-chain'],
  // 求 before a question word: the unit after 多少 is the unit asked
  ['一个长方体长5厘米，宽4厘米，高3厘米，求这个长方体的体积是多少立方分米。', '$0.06$ 立方分米', 'measure'],
  ['一个长方体长5厘米，宽4厘米，高3厘米，求这个长方体的体积。', '$60$ 立方厘米', 'measure'],
  // a score stays 分; 分给 and 按比分 are the verb 分, not minutes
  ['每题5分，小明答对了8题，他得了多少分？', '$40$ 分', 'rate'],
  ['一共有12个苹果，每分给一个小朋友3个，可以分给几个小朋友？', '$4$ 人', 'rate'],
  ['把120本书按2:3:5分给一班、二班、三班，三班分得多少本？', '$60$ 本', 'ratio-three'],
];

describe('word problems said in other words', () => {
  itSolvesEach(PARAPHRASES);
  itSolvesEach(KEPT);
});

describe('Chinese numerals as they are spoken', () => {
  it.each([
    ['四十五', 45],
    ['两百零三', 203],
    ['一万二千', 12000],
    ['一万零五', 10005],
    // a last digit right after 百, 千 or 万 counts in the next lower place
    ['三千五', 3500],
    ['两百五', 250],
    ['一万二', 12000],
    ['十五', 15],
  ])('%s = %d', (cn, value) => {
    expect(chineseNumber(cn)).toBe(value);
  });

  it('reads 四十五千克 as 45 kg and 一万二千米 as 12 000 m', () => {
    const kg = readProblem('每箱四十五千克，一共多少千克？');
    expect(kg?.qs.map((q) => [q.value.toNumber(), q.unit?.name])).toEqual([[45, '千克']]);
    const m = readProblem('一条路长一万二千米，修了多少米？');
    expect(m?.qs.filter((q) => q.unit).map((q) => [q.value.toNumber(), q.unit?.name])).toEqual([[12000, '米']]);
  });
});

describe('near-misses of the widened reading are refused', () => {
  it.each([
    // an approximate count (十几个) is no amount
    '篮子里有十几个苹果，吃了3个，还剩多少个？',
    // 一天 says "per day": the class's three absences are not 1 day's worth of anything asked
    '某班一天有3人请假，一共有多少人？',
    // 再 in the question asks what is still to come: not a change already made
    '小明有5本书，还要再买多少本？',
  ])('%s', async (text) => {
    const out = await solveWordProblem(text);
    expect(out?.ok ?? false, text).toBe(false);
  });

  it('keeps 三天 of a total in the question a count of parts, not an amount to use', () => {
    const p = readProblem('小明每天看12页书，三天一共看了多少页？');
    expect(p?.qs.find((q) => q.raw === '三')?.chinese).toBe(true);
  });

  it('keeps 平均 and 再 in the question', () => {
    const p = readProblem('妈妈买了3千克苹果，又买了5千克梨，平均每千克多少元？');
    expect(p?.ask.text).toContain('平均每');
    const q = readProblem('小明有5本书，还要再买多少本？');
    expect(q?.ask.text).toContain('再买');
  });
});
