import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { isRightAnswer } from './plain-answer';
import { GRADE_1_3_VARIANTS } from './word-problems-grade1-3-variants-cases';

const solver = createOfflineSolver();

/** Variants still refused: a kind the engine has not got (倍 after a gift, stairs between floors, 比 inside a 还剩 chain). */
const STILL_REFUSED = new Set([
  '小明有8颗糖，小红说：“你给我3颗，我的糖就是你的3倍了。”小红原有多少颗糖？',
  '从一楼走到四楼要走54级台阶，每层楼台阶数相同，从一楼走到七楼要走多少级？',
  '一本故事书有120页，小明第一天看了28页，第二天比第一天多看了5页，还剩多少页没看？',
]);

describe('grade 1–3 word problems in other textbooks’ words', () => {
  it.each(GRADE_1_3_VARIANTS.filter(([text]) => !STILL_REFUSED.has(text)))('%s', async (text, expected) => {
    const r = await solver.solve({ text });
    expect(r.ok, r.ok ? '' : r.reason).toBe(true);
    if (r.ok) expect(isRightAnswer(expected, r.finalAnswer), r.finalAnswer).toBe(true);
  });
  it.each(GRADE_1_3_VARIANTS.filter(([text]) => STILL_REFUSED.has(text)))('never wrong: %s', async (text, expected) => {
    const r = await solver.solve({ text });
    if (r.ok) expect(isRightAnswer(expected, r.finalAnswer), r.finalAnswer).toBe(true);
  });
});

/** Look-alikes the widened readings must leave refused: a wrong reading is one step away. */
const REFUSED = [
  // the question names one kind only: not both
  '小明折了8只纸船，又折了同样多的纸飞机，一共折了多少只纸飞机？',
  // a part of the rest, not of the whole
  '一根绳子长30米，第一次用去全长的1/3，第二次用去剩下的1/5，第一次比第二次多用多少米？',
  // the first part is the smaller: 「多用」 has no answer
  '一根绳子长30米，第一次用去全长的1/5，第二次用去全长的1/3，第一次比第二次多用多少米？',
  // groups, not one person each
  '一班和二班去参观，每人门票5元，一共要付多少元？',
  // two prices: who pays which is not told
  '小明和爸爸、妈妈去公园，大人票每张12元，儿童票每张6元，一共要付多少元？',
  // a kind with its own rate beside the list
  '有18个红球和12个黄球，每个红球2元，每6个装一盒，需要几个盒子？',
  // 「连筐重」「一小箱」: no list of two kinds
  '一筐苹果重30千克，连筐重32千克，5筐苹果净重多少千克？',
  '一大箱有24瓶，一小箱有12瓶，每瓶3元，买了2大箱，一共多少元？',
];

describe('grade 1–3 look-alikes left refused', () => {
  it.each(REFUSED)('refuses: %s', async (text) => {
    const r = await solver.solve({ text });
    expect(r.ok, r.ok ? r.finalAnswer : '').toBe(false);
  });
});
