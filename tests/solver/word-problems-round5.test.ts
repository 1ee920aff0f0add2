import { describe, expect, it } from 'vitest';
import { wordProblemsEngine } from '../../server/solver/engines/word-problems';
import { readQuestion } from '../../server/solver/read/question';

async function solve(text: string) {
  const out = await wordProblemsEngine.solve(readQuestion(text, 'solution', 'math'));
  return out?.outcome ?? null;
}

/** Problems written for these tests, textbook variants of each kind (numbers changed). */
const SOLVED: Array<[string, string, string]> = [
  // 还原问题: a chain of operations undone from the result
  ['一个数加上25，再乘3，得120，这个数是多少？', '$15$', 'operation-chain'],
  ['一个数减去8后再除以4，商是5，这个数是多少？', '$28$', 'operation-chain'],
  ['一个数先乘2，再加上6，然后除以4，结果是5，这个数是多少？', '$7$', 'operation-chain'],
  ['某数除以3，再减去7，得到11，求这个数。', '$54$', 'operation-chain'],
  ['一个数的5倍再减去12，然后除以2，得19，这个数是多少？', '$10$', 'operation-chain'],
  // the rest of a whole to be done in a given time: the rate asked
  ['一本故事书有180页，小明已经看了60页，剩下的要在4天看完，平均每天看多少页？', '$30$ 页', 'rest-in-time'],
  ['一批货物共有500吨，已经运走了200吨，剩下的要在5天内运完，平均每天运多少吨？', '$60$ 吨', 'rest-in-time'],
  [
    '一个修路队要修一条长1200米的路，已经修了5天，每天修150米，剩下的要4天修完，平均每天修多少米？',
    '$112.5$ 米',
    'rest-in-time',
  ],
  ['一项任务共600个零件，前3天每天做100个，剩下的要在2天做完，平均每天做多少个？', '$150$ 个', 'rest-in-time'],
  // capacity in 升/毫升 and a circle's area from its circumference
  ['一个长方体鱼缸长50厘米，宽30厘米，水深20厘米，鱼缸里有水多少升？', '$30$ 升', 'measure'],
  ['一个长方体水箱长5分米，宽4分米，高3分米，能装水多少升？', '$60$ 升', 'measure'],
  ['一个正方体容器棱长20厘米，能装水多少毫升？', '$8000$ 毫升', 'measure'],
  ['一个圆的周长是31.4厘米，它的面积是多少平方厘米？（π取3.14）', '$78.5$ 平方厘米', 'measure'],
  ['一个圆形花坛的周长是12.56米，它的面积是多少平方米？（π取3.14）', '$12.56$ 平方米', 'measure'],
  // 归一: 「这样的」「同样的」 things at the same price
  ['买5支铅笔用了4元，买8支这样的铅笔要多少元？', '$6.4$ 元', 'same-ratio'],
  ['买3本同样的练习本用了6元，买7本这样的练习本要多少元？', '$14$ 元', 'same-ratio'],
  ['小明买了3支这样的钢笔用了18元，小红用30元能买这样的钢笔多少支？', '$5$ 支', 'same-ratio'],
  // 三角形的内角和
  ['三角形的两个内角分别是50度和60度，第三个角是多少度？', '$70$ 度', 'triangle-angles'],
  ['一个直角三角形的一个锐角是35度，另一个锐角是多少度？', '$55$ 度', 'triangle-angles'],
  ['一个等腰三角形的顶角是40度，它的一个底角是多少度？', '$70$ 度', 'triangle-angles'],
  ['一个等腰三角形的一个底角是50°，它的顶角是多少度？', '$80$ 度', 'triangle-angles'],
  ['一个三角形三个内角的度数比是1:2:3，最大的角是多少度？', '$90$ 度', 'triangle-angles'],
  ['一个三角形三个内角的度数比是2:3:4，最小的角是多少度？', '$40$ 度', 'triangle-angles'],
];

/** Near misses: the kind must not answer (a refusal or another kind's correct answer is fine, a wrong one is not). */
const NOT_ANSWERED: Array<[string, string]> = [
  // the result carries a unit: not a chain of operations on a bare number
  ['一个数加上25，再乘3，得120千克，这个数是多少？', 'operation-chain'],
  // the tank's height and the water's depth both told: two heights
  ['一个长方体鱼缸长50厘米，宽30厘米，高40厘米，水深20厘米，鱼缸里有水多少升？', 'measure'],
  // how much water is in it is not told (neither its depth nor that it is full)
  ['一个长方体鱼缸长50厘米，宽30厘米，高40厘米，鱼缸里有水多少升？', 'measure'],
  // the two angles cannot belong to one triangle
  ['一个三角形的两个内角分别是100度和90度，第三个角是多少度？', 'triangle-angles'],
  // which angle of the isosceles triangle is 40° is not told
  ['一个等腰三角形的一个角是40度，它的底角是多少度？', 'triangle-angles'],
  // a quadrilateral, not a triangle
  ['一个四边形的三个角分别是80度、90度和100度，第四个角是多少度？', 'triangle-angles'],
  // the rest asked in time, not the rate: another kind's question
  ['一本书240页，已经看了60页，剩下的每天看30页，还要几天看完？', 'rest-in-time'],
];

describe('word problems, round five kinds', () => {
  for (const [text, answer, kind] of SOLVED) {
    it(`${kind}: ${text}`, async () => {
      const out = await solve(text);
      expect(out?.ok, text).toBe(true);
      if (!out?.ok) return;
      expect(out.finalAnswer).toBe(answer);
      expect(out.engine).toBe(`offline:word-problems:${kind}`);
      expect(out.verification.status).toBe('verified');
    });
  }
  for (const [text, kind] of NOT_ANSWERED) {
    it(`not ${kind}: ${text}`, async () => {
      const out = await solve(text);
      if (out?.ok) expect(out.engine).not.toBe(`offline:word-problems:${kind}`);
    });
  }
  it('shows the 还原 steps backwards and checks forwards', async () => {
    const out = await solve('一个数加上25，再乘3，得120，这个数是多少？');
    expect(out?.ok).toBe(true);
    if (!out?.ok) return;
    expect(out.markdown).toContain('120 \\div 3 = 40');
    expect(out.markdown).toContain('40 - 25 = 15');
  });
  it('answers the rest-in-time kind with the remaining amount first', async () => {
    const out = await solve('一本故事书有180页，小明已经看了60页，剩下的要在4天看完，平均每天看多少页？');
    expect(out?.ok && out.markdown).toContain('180 - 60 = 120');
  });
});
