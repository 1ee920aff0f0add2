import { describe, expect, it } from 'vitest';
import { itSolvesEach, solveWordProblem } from './word-problems-support';

/** 经过时间 between two times of day, in several wordings: asked, or used with a rate per hour or per minute. */
const SOLVED: Array<[string, string, string]> = [
  ['上午9时出发，下午3时到达，共行了多少小时？', '$6$ 小时', 'elapsed-time'],
  ['一辆汽车上午9时出发，下午3时到达，每小时行60千米，共行了多少千米？', '$360$ 千米', 'elapsed-time'],
  ['从8:30到11:15，一共经过了多少分钟？', '$165$ 分钟', 'elapsed-time'],
  ['图书馆14:20开门，16:05关门，开放了多少分钟？', '$105$ 分钟', 'elapsed-time'],
  ['小红上午8点半出发，中午12点到达外婆家，路上用了多少小时？', '$3.5$ 小时', 'elapsed-time'],
  ['上午8时15分开始上课，上午8时55分下课，一节课是多少分钟？', '$40$ 分钟', 'elapsed-time'],
  ['一列火车14:00从甲站开出，17:30到达乙站，行了420千米，平均每小时行多少千米？', '$120$ 千米', 'elapsed-time'],
  ['一台机器下午1时开始工作，5时结束，每小时加工30个零件，一共加工了多少个零件？', '$120$ 个', 'elapsed-time'],
];

/** Near misses: a half of the day that changes the answer, a day boundary, one time only, a pause between. */
const REFUSED = [
  '上午9时出发，3时到达，共行了多少小时？',
  '晚上9时出发，第二天上午6时到达，共行了多少小时？',
  '小明8时出发，每小时走4千米，共走了多少千米？',
  '上午8时出发，中途休息了1小时，上午11时到达，每小时行50千米，共行了多少千米？',
  '10:30出发，2:15到达，共用了多少分钟？',
  '上午12时出发，下午4时到达，共用了多少小时？',
  '从8:20到9:00，一共经过了多少小时？',
];

describe('word problems: elapsed time between two times of day', () => {
  itSolvesEach(SOLVED);
  for (const text of REFUSED)
    it(`refuses: ${text}`, async () => {
      const out = await solveWordProblem(text);
      expect(out?.ok ?? false, text).toBe(false);
    });
});
