import { describe, expect, it } from 'vitest';
import { itSolvesEach, solveWordProblem } from './word-problems-support';

/**
 * Grades 4–6 word problems written for these tests in other words than the bench problems they generalise:
 * [text, final answer, kind]. Each family also has near-misses that must be refused or answered otherwise.
 */

describe('归一 asked the other way: how many things (or how long) make an amount told again', () => {
  itSolvesEach([
    ['4个西瓜重12千克，36千克西瓜有多少个？', '$12$ 个', 'proportion'],
    ['5本练习本重0.4千克，2千克练习本有多少本？', '$25$ 本', 'proportion'],
    ['8个鸡蛋重0.5千克，3千克鸡蛋大约有多少个？', '$48$ 个', 'proportion'],
    ['3支铅笔共6元，18元可以买多少支铅笔？', '$9$ 支', 'proportion'],
    ['一台织布机3小时织布24米，织布96米要多少小时？', '$12$ 小时', 'proportion'],
    ['1美元可兑换人民币7.19元，140美元可以兑换人民币多少元？', '$1006.6$ 元', 'proportion'],
    ['1欧元可以兑换人民币8元，兑换人民币400元需要多少欧元？', '$50$ 欧元', 'proportion'],
  ]);

  const notAnswered: Array<[string, string | null]> = [
    // another thing weighed than the one counted
    ['4个西瓜重12千克，36千克苹果有多少个？', null],
    ['3支铅笔共6元，18元可以买多少块橡皮？', null],
    // more tractors take fewer days: never the same ratio
    ['3台拖拉机6天耕完一块地，9台拖拉机几天耕完？', '$2$ 天'],
    // a count that does not come out whole is no answer of this kind
    ['3个苹果重2千克，5千克苹果有多少个？', null],
    // a weight of what holds b, not a count: 1千克 is ten times 100克, so ten times 36克
    ['每100克大豆含蛋白质36克，1千克大豆含蛋白质多少克？', '$360$ 克'],
    ['100克花生含油40克，2千克花生可以榨油多少克？', '$800$ 克'],
  ];
  for (const [text, allowed] of notAnswered) {
    it(`refused or answered otherwise: ${text}`, async () => {
      const out = await solveWordProblem(text);
      if (out?.ok) expect(out.finalAnswer).toBe(allowed);
    });
  }
});

describe('圆柱 cut across: the base area from the surface gained', () => {
  itSolvesEach([
    ['把一根圆柱形钢材截成4段，表面积增加了36平方厘米，钢材的底面积是多少平方厘米？', '$6$ 平方厘米', 'cylinder-cut'],
    [
      '一根长2米的圆柱形木头锯成两段后，表面积比原来增加了6.28平方分米，这根木头的底面积是多少平方分米？',
      '$3.14$ 平方分米',
      'cylinder-cut',
    ],
    ['一段圆柱形木料，切成5个小圆柱，表面积一共增加了40平方分米，每个小圆柱的底面积是多少平方分米？', '$5$ 平方分米', 'cylinder-cut'],
    ['将一根圆柱形的木棒锯成3节，表面积增加了12平方厘米，木棒的底面积是多少平方厘米？', '$3$ 平方厘米', 'cylinder-cut'],
    ['一根圆柱形木料锯成3段，表面积增加了1.2平方米，它的底面积是多少平方分米？', '$30$ 平方分米', 'cylinder-cut'],
  ]);

  const notAnswered: Array<[string, string | null]> = [
    // cut along a diameter: the new faces are rectangles, not bases
    ['一根圆柱形木料沿直径锯成两半，表面积增加了24平方分米，底面积是多少平方分米？', null],
    // the lateral surface is not what the cuts add
    ['一根圆柱形木料锯成3段，表面积增加16平方分米，这根木料的侧面积是多少平方分米？', null],
    // a length told with no place in the base area, and not the length of the log
    ['一根圆柱形木料锯成3段，表面积增加16平方分米，每段长5分米，底面积是多少平方分米？', null],
  ];
  for (const [text, allowed] of notAnswered) {
    it(`refused or answered otherwise: ${text}`, async () => {
      const out = await solveWordProblem(text);
      if (out?.ok) expect(out.finalAnswer).toBe(allowed);
    });
  }
});

describe('等积变形: one solid (or the water filling a container) made into another, its volume kept', () => {
  itSolvesEach([
    ['把一块长12厘米、宽6厘米、高6厘米的长方体铁块熔铸成棱长3厘米的小正方体，可以铸成多少块？', '$16$ 块', 'reshape'],
    ['把一块棱长6厘米的正方体钢坯锻造成长9厘米、宽4厘米的长方体钢材，长方体钢材高多少厘米？', '$6$ 厘米', 'reshape'],
    ['把一个棱长6分米的正方体水箱装满水，倒入一个长8分米、宽4.5分米的长方体水箱中，水深多少分米？', '$6$ 分米', 'reshape'],
    ['一个圆锥形铁块底面积是12平方厘米，高9厘米，把它熔铸成底面积是6平方厘米的圆柱，圆柱的高是多少厘米？', '$6$ 厘米', 'reshape'],
    ['将一个底面半径2分米、高6分米的圆柱形钢材熔铸成一个底面半径4分米的圆锥，圆锥的高是多少分米？', '$4.5$ 分米', 'reshape'],
    [
      '一个长方体容器长10厘米、宽8厘米，里面水深6厘米，把这些水全部倒入一个底面积是40平方厘米的圆柱形容器中，水深多少厘米？',
      '$12$ 厘米',
      'reshape',
    ],
    ['一块长方体橡皮泥长8厘米、宽5厘米、高3厘米，把它捏成一个底面积是20平方厘米的圆柱，圆柱的高是多少厘米？', '$6$ 厘米', 'reshape'],
    // the tank poured into has a height of its own: the water stays below it
    ['一个棱长4分米的立方体鱼缸盛满了水，把水全部倒进一个长8分米、宽5分米、高6分米的长方体鱼缸里，水深多少分米？', '$1.6$ 分米', 'reshape'],
    [
      '把一个底面直径6厘米、高10厘米的圆锥形容器装满水，倒入一个底面直径6厘米的圆柱形容器中，水深多少厘米？',
      '$\\frac{10}{3}$ 厘米',
      'reshape',
    ],
  ]);

  const notAnswered: Array<[string, string | null]> = [
    // 432 ÷ 125 is no whole number of cubes: 进一 or 去尾 is not told
    ['把一块长12厘米、宽6厘米、高6厘米的长方体铁块熔铸成棱长5厘米的小正方体，可以铸成多少块？', null],
    // half full is not the whole box of water
    ['把一个棱长6分米的正方体水箱装一半水，倒入一个长8分米、宽4.5分米的长方体水箱中，水深多少分米？', '$3$ 分米'],
    // the new solid's surface is another question
    ['把一块棱长6厘米的正方体钢坯锻造成长9厘米、宽4厘米的长方体钢材，长方体钢材的表面积是多少平方厘米？', '$228$ 平方厘米'],
    // more water than the second tank holds: it overflows
    ['把一个棱长6分米的正方体水箱装满水，倒入一个长4分米、宽3分米、高10分米的长方体水箱中，水深多少分米？', null],
    // 周长 is no 长
    ['一个长方体铁块底面周长是20厘米，高8厘米，把它熔铸成一个底面积是16平方厘米的长方体，高是多少厘米？', null],
    // water already in the second tank rises from where it was
    ['把一个棱长6分米的正方体水箱装满水，倒入一个长8分米、宽4.5分米、水深2分米的长方体水箱中，现在水深多少分米？', '$8$ 分米'],
  ];
  for (const [text, allowed] of notAnswered) {
    it(`refused or answered otherwise: ${text}`, async () => {
      const out = await solveWordProblem(text);
      if (out?.ok) expect(out.finalAnswer).toBe(allowed);
    });
  }
});

describe('a rate for one period (一小时, 一天, 一年), asked again for the same period', () => {
  itSolvesEach([
    ['一台抽水机一小时可以抽水12吨，如果一小时开动5台这样的抽水机，可以抽水多少吨？', '$60$ 吨', 'rate'],
    ['一个人一天能吃0.5千克大米，一天5个人要吃多少千克大米？', '$2.5$ 千克', 'rate'],
    ['一棵树一年可以吸收灰尘0.4吨，一年300棵树可以吸收灰尘多少吨？', '$120$ 吨', 'rate'],
    ['一个水龙头一分钟漏水0.2升，如果一分钟有5个水龙头漏水，共漏水多少升？', '$1$ 升', 'rate'],
    ['一台收割机一天能收割小麦3.5公顷，照这样计算，一天4台收割机能收割小麦多少公顷？', '$14$ 公顷', 'rate'],
  ]);

  const notAnswered: Array<[string, string | null]> = [
    // a day of a machine is not told in hours
    ['一台抽水机一小时可以抽水12吨，一天开动5台这样的抽水机，可以抽水多少吨？', null],
    // 一年后 is a time point, not the period of the rate
    ['一个人一天能吃0.5千克大米，5个人一年后要吃多少千克大米？', null],
    // 前一天 and 最后一天 are days of a sequence, not a period told twice
    ['小明读一本书，每天读的页数是前一天的2倍，4天共读了150页，最后一天读了多少页？', '$80$ 页'],
  ];
  for (const [text, allowed] of notAnswered) {
    it(`refused or answered otherwise: ${text}`, async () => {
      const out = await solveWordProblem(text);
      if (out?.ok) expect(out.finalAnswer).toBe(allowed);
    });
  }
});
