import { describe, expect, it } from 'vitest';
import { itSolvesEach, solveWordProblem } from './word-problems-support';

/** A year, a week and some days, or 一刻钟 named as the period of a rate is its days or minutes, in several wordings. */
const SOLVED: Array<[string, string, string]> = [
  ['一个水龙头每天漏水12升，一年漏水多少升？', '$4380$ 升', 'rate'],
  ['小华每分钟打字40个，一刻钟打字多少个？', '$600$ 个', 'rate'],
  ['小明每天喝水2升，一个星期零3天喝多少升？', '$20$ 升', 'rate'],
  ['一台抽水机每分钟抽水2吨，三刻钟能抽水多少吨？', '$90$ 吨', 'rate'],
  // a working day is its hours, no 24: the 5 days of a work week are counted as days, never as 7
  ['每天工作8小时，一周工作5天，共工作多少小时？', '$40$ 小时', 'rate'],
  // a year named with its number is its days by the leap-year rule (calendar.ts yearPeriodAsDays)
  ['小明每天存2元，2024年一年能存多少元？', '$732$ 元', 'rate'],
];

/** Near misses: a lap, a leap year not numbered, another number of days. */
const REFUSED = [
  '小军绕操场跑一周是400米，每天跑3周，一共跑了多少米？',
  '小明每天存2元，闰年一年能存多少元？',
  '李叔叔一个星期骑车上班，每天骑12千米，一共骑了多少千米？',
];

describe('word problems: a year, a week and days, and 一刻钟 as a period', () => {
  itSolvesEach(SOLVED);
  for (const text of REFUSED)
    it(`refuses: ${text}`, async () => {
      const out = await solveWordProblem(text);
      expect(out?.ok ?? false, text).toBe(false);
    });
});
