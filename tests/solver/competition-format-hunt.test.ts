import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { dropSourceNotes } from '../../server/solver/read/source-notes';

/**
 * Attacks on the competition-format reading (decision 0096): brackets that belong to the question, lost blanks next to
 * words that begin or end with a unit character, two lost blanks, options that name no value. Each is answered rightly
 * or refused.
 */

const solver = createOfflineSolver();

async function answer(text: string): Promise<string | null> {
  const out = await solver.solve({ text });
  return out.ok ? out.finalAnswer : null;
}

describe('a lost blank is read at the unit, not inside a word', () => {
  it.each([
    ['有大米$600$千克，每袋装$25$千克，这些大米可以装袋．', '24'],
    ['一块玉米地长$50$米，宽$20$米，每平方米收玉米$2$千克，这块地共收玉米千克．', '2000'],
    ['$3$盒巧克力共$45$元，照这样计算，$5$盒巧克力元．', '75'],
    ['小张和小李共做了$60$个零件，小张做的是小李的$2$倍，小张比小李多做个．', '20'],
    ['一个正方形的边长是$5$厘米，这个正方形周长厘米．', '20'],
    ['小明有$20$元，买了$3$支铅笔，每支$2$元，还剩钱．', '14'],
    ['学校有男生$300$人，女生比男生少$20\\%$，女生人．', '240'],
    ['今年妈妈$40$岁，女儿$16$岁，年前，妈妈的年龄是女儿的$4$倍．', '8'],
    ['一年级有$45$人，二年级比一年级多$5$人，二年级有学生人．', '50'],
    ['一块长方形麦田长$500$米，宽$200$米，这块麦田有公顷．', '10'],
    ['妈妈买了$3$千克苹果，每千克$8$元，付了$50$元，应找回钱．', '26'],
    ['小明读《三国演义》，每天读$30$页，读了$8$天，一共读了页．', '240'],
    ['甲乙两车同时从相距$300$千米的两地相对开出，甲车每小时行$60$千米，乙车每小时行$40$千米，经过小时两车相遇．', '3'],
    ['一辆汽车$3$小时行驶$180$千米，照这样的速度，行驶$300$千米需要小时．', '5'],
    ['有含盐量为$8 \\%$的盐水$500$克，加入$75$克盐后，盐水含盐量提高到$ \\%$．', '20'],
  ])('%s', async (text, value) => {
    expect(await answer(text)).toMatch(new RegExp(`^\\$${value}(?:\\\\%)?\\$`));
  });

  it.each([
    // before: 「那么图书有本，小组有个」 answered 12 个, leaving the books unanswered
    '图书角给各小组分书，每个小组分$4$本书，就多出$18$本；每个小组分$6$本书，就少$6$本书．那么图书有本，小组有个．',
    // 「人数」「岁数」「千克数」 count a unit; the lost number is before 倍
    '男生有$24$人，女生有$8$人，男生人数是女生的倍．',
    '今年爸爸$36$岁，小明$9$岁，爸爸岁数是小明的倍．',
    '一筐苹果重$60$千克，一筐梨重$20$千克，苹果千克数是梨的倍．',
    // 美元, 升高, 内角, 星期 (a weekday) are not 元, 升, 角, a number of weeks
    '$1$美元可以兑换人民币$7$元，小明用$700$元人民币可以兑换美元．\nA. $100$\nB. $4900$\nC. $70$\nD. $10$',
    '把一块石头放入底面积是$200$平方厘米的长方体水缸中，石头的体积是$600$立方厘米，水面升高厘米．\nA. $3$\nB. $0.6$\nC. $6$\nD. $30$',
    '一个多边形有$6$条边，这个多边形的内角和为度．',
    '今年元旦是星期三，那么今年的国庆节是星期．',
    '今年父亲$40$岁，儿子$10$岁，问年后，父亲的年龄是儿子的倍．',
    '今年妈妈$40$岁，女儿$16$岁，问年后，妈妈比女儿大岁．',
    '这本书共有$120$页，小明第一天看了$30$页，第二天看了$30$页，第三天应从页看起．',
    // 若干 counts already: 「每袋装若干千克」 lost no number
    '把$120$千克大米平均装进若干袋，每袋装若干千克．',
    '小明有$5$斤苹果，吃了$2$斤，还剩斤两．',
  ])('not answered wrongly: %s', async (text) => {
    const got = await answer(text);
    if (got !== null) expect(got).toMatch(/^\$(?:100|3)\$/);
  });
});

describe('a bracket that is part of the question stays', () => {
  it.each([
    ['学校买来$2000$本书（其中$1200$本分给小学部），剩下的分给中学部．', '其中$1200$本分给小学部'],
    ['某校组织数学考试（全校共有$1200$名学生参加考试），及格率为$95\\%$．', '全校共有$1200$名学生参加考试'],
    ['一本书有$1200$页（小学生课外读物），小明每天看$100$页．', '小学生课外读物'],
    // a year with a contest word, but also a given of the question
    ['一根绳子长$10$米（2019年比赛用剩的，已剪去$4$米），还剩多少米？', '已剪去$4$米'],
  ])('%s', (text, kept) => {
    expect(dropSourceNotes(text)).toContain(kept);
  });

  it('a contest year is still a source note', () => {
    expect(dropSourceNotes('（2020年希望杯二年级初赛）计算：$10+10=$')).toBe('计算：$10+10=$');
    expect(dropSourceNotes('还需要几小时?(2016.BJSY)')).toBe('还需要几小时?');
  });
});

describe('options that name no value, counts in words, conditions in brackets', () => {
  it.each([
    ['计算:$25\\times 4+15=$（ ）.\nA. $100$\nB. $115$\nC. 不一定\nD. 无法确定', 'B'],
    ['（$2020$年希望杯二年级初赛）计算：$10+10=$（ ）.\nA. $20$\nB. $30$\nC. $40$\nD. $10$', 'A'],
    ['计算:$6\\times 7=$（ ）.\nA. $40$ B. $41$ C. $42$ D. $43$ E. $44$ F. $45$ G. $46$ H. $47$', 'C'],
    ['计算:$6\\times 7=$（ ）.\nA. $42$\nB. $36$\nC. $54$\nD. 以上都不对\nE. 无法确定', 'A'],
    ['小明有$20$元，买了$3$支铅笔，每支$2$元，还剩（ ）．\nA. 十四元\nB. 十元\nC. 六元\nD. 二十元', 'A'],
    [
      'A、B两地相距$300$千米，甲车每小时行$60$千米，乙车每小时行$40$千米，两车同时从A、B两地相对开出，几小时后两车相遇？\nA. $3$\nB. $4$\nC. $5$\nD. $6$',
      'A',
    ],
  ])('%s', async (text, letter) => {
    expect((await answer(text))?.[0]).toBe(letter);
  });

  // the right answer (an option's letter or the value), or null where only a refusal is right
  it.each<[string, string | null]>([
    ['计算:$25\\times 4+15=$（ ）.\nA. $115$\nB. $105$\nC. 以上都对\nD. 以上都不对', 'A'],
    ['计算:$25\\times 4+15=$（ ）.\nA. $115$\nB. $115.0$\nC. $110$\nD. 以上都不对', null],
    ['小明和小红共有$30$元，小明比小红多多少元？\nA. $10$\nB. $15$\nC. $5$\nD. 无法确定', 'D'],
    ['下列各数中，是质数的是（ ）\nA. $4$\nB. $6$\nC. $9$\nD. 以上都不是', 'D'],
    ['下列各数中，是质数的是（ ）\nA. $2$\nB. $3$\nC. $5$\nD. 以上都是', 'D'],
    ['计算:$2\\times 3=$（ ）.\nA. 一半\nB. 六个\nC. 七个\nD. 八个', null],
    ['计算:$6+6=$（ ）.\nA. 十个\nB. 六个\nC. 十二个\nD. 二十个', 'C'],
    ['计算：$1+2+3+\\cdots+100=$（ ）\nA. $5050$\nB. $5000$\nC. $5100$\nD. A. 和 B. 都不对', 'A'],
    ['计算（精确到$0.1$）：$10\\div 3=$（ ）.\nA. $3.3$\nB. $3.33$\nC. $3$\nD. $3.4$', 'A'],
    ['学校买来$2000$本书（其中$1200$本分给小学部），剩下的分给中学部，中学部分得多少本？', '800'],
    ['已知a+b+c=6. ab+bc+ca=11. 求a^2+b^2+c^2的值.', '14'],
    ['计算:$6\\times 7=$（ ）.\nA. $48$\nB. $36$\nC. $54$\nD. A. B. C. 都不对', 'D'],
    ['计算:$6\\times 7=$（ ）.\nA. $48$\nB. $42$\nC. 以上都不对\nD. $42$', null],
    ['一个数加上$5$等于$12$，这个数是（ ）．\nA. $7$\nB. $17$\nC. $7$或$17$\nD. 无法确定', 'A'],
    ['$1\\times 2$的积是几位数？\nA. 一位\nB. 两位\nC. 三位\nD. 四位', 'A'],
    ['一根绳子长$10$米，平均分成$3$段，每段长多少米？（精确到$0.1$）', '3.3'],
  ])('answered rightly or refused: %s', async (text, right) => {
    const got = await answer(text);
    if (got !== null) expect(right && (got[0] === right || got.startsWith(`$${right}$`))).toBe(true);
  });
});
