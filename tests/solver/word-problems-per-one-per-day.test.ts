import { describe, expect, it } from 'vitest';
import { itSolvesEach, solveWordProblem } from './word-problems-support';

/** A rate per one thing per one unit of time (一头大象一天吃…, 每台机器每小时…), multiplied by both counts. */
const SOLVED: Array<[string, string, string]> = [
  ['一头大象一天吃200千克食物，3头大象5天吃多少千克？', '$3000$ 千克', 'rate'],
  ['一个工人一天做零件30个，4个工人3天做多少个零件？', '$360$ 个', 'rate'],
  ['一个水龙头一分钟漏水0.2升，3个水龙头1小时漏水多少升？', '$36$ 升', 'rate'],
  ['每头大象每天吃200千克食物，3头大象5天吃多少千克？', '$3000$ 千克', 'rate'],
  ['每台机器每小时加工40个零件，5台机器8小时加工多少个零件？', '$1600$ 个', 'rate'],
  ['每人每天节约用水3升，4人10天节约用水多少升？', '$120$ 升', 'rate'],
];

/** Near misses: a rate over several days, a comparison asked, a rate per every few days. */
const REFUSED = [
  '一头大象5天吃200千克食物，3头大象10天吃多少千克？',
  '一头大象一天吃200千克食物，3头大象5天吃的比2头大象多多少千克？',
  '每头大象每5天吃200千克食物，3头大象10天吃多少千克？',
  '每头大象每天吃200千克食物，3头大象一共吃多少千克？',
];

describe('word problems: per one thing per one unit of time', () => {
  itSolvesEach(SOLVED);
  for (const text of REFUSED)
    it(`refuses: ${text}`, async () => {
      const out = await solveWordProblem(text);
      expect(out?.ok ?? false, text).toBe(false);
    });
});
