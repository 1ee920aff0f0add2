import { describe, expect, it } from 'vitest';
import { proportionKind } from '../../server/solver/engines/word-problems/kinds/classic';
import { sameRatioKind } from '../../server/solver/engines/word-problems/kinds/steps';
import { readProblem } from '../../server/solver/engines/word-problems/read';
import { itSolvesEach, solveWordProblem } from './word-problems-support';

const solve = solveWordProblem;

/** Multiplicative rate problems written for these tests (numbers and things changed from textbook ones). */
const SOLVED: Array<[string, string, string]> = [
  // a rate per two things at once: two divisions
  ['某车间的8名工人4小时做了160件衣服，平均每人每小时做多少件衣服？', '$5$ 件', 'rate'],
  ['6台机器5天生产了900个零件，平均每台每天生产多少个零件？', '$30$ 个', 'rate'],
  ['3名同学4分钟抄了84个词语，平均每人每分钟抄多少个词语？', '$7$ 个', 'rate'],
  // a time of one beside the whole: the period the rate is for
  ['5头牛1天吃了30筐草，平均每头牛吃几筐草？', '$6$ 筐', 'rate'],
  ['4台抽水机1小时抽水96吨，平均每台抽水多少吨？', '$24$ 吨', 'rate'],
  // twice 归一 with the workers needed, and the workers to be added or taken away
  ['自行车厂4名工人5小时能安装自行车80辆，现在要10小时内安装800辆自行车，需增加多少名工人？', '$16$ 名', 'two-factor'],
  ['3名工人4天能装配24台电脑，现在要6天装配72台电脑，需要增加多少名工人？', '$3$ 名', 'two-factor'],
  ['6名工人3天能加工90个零件，现在要在5天内加工100个零件，可以减少多少名工人？', '$2$ 名', 'two-factor'],
  ['自行车厂4名工人5小时能安装自行车80辆，现在要10小时内安装800辆自行车，需要多少名工人？', '$20$ 名', 'two-factor'],
  ['4辆卡车5天运货80吨，现在要10天运800吨，需增加多少辆卡车？', '$16$ 辆', 'two-factor'],
  // the same whole job 照这样计算: workers × time stays the same
  ['一批产品，4人做9天可以完成。照这样计算，这批产品要在6天完成，需要多少人？', '$6$ 人', 'whole-job'],
  ['一项工程，6台挖土机10天可以完成。照这样计算，要4天完成需要多少台挖土机？', '$15$ 台', 'whole-job'],
  ['一批零件，4台机器6小时可以加工完。照这样计算，8台机器几小时可以加工完？', '$3$ 小时', 'whole-job'],
  ['一批产品，4人做9天可以完成。照这样计算，6人做几天可以完成？', '$6$ 天', 'whole-job'],
  ['一批货物，4辆车运9天可以运完。照这样计算，要6天运完，需要多少辆车？', '$6$ 辆', 'whole-job'],
  // any verb and 完 ends the job (耕完 was answered 8 天 by the direct proportion before)
  ['一块地，5台拖拉机4天可以耕完，照这样计算，10台拖拉机几天可以耕完？', '$2$ 天', 'whole-job'],
];

/** Near misses that must be refused: a wrong answer is worse than none. */
const REFUSED: Array<[string, string]> = [
  // the whole does not share equally and nothing says how to round
  ['某车间的8名工人4小时做了150件衣服，平均每人每小时做多少件衣服？', 'a remainder without a rounding rule'],
  // told in 件, asked in 套
  ['某车间的8名工人4小时做了160件衣服，平均每人每小时做多少套衣服？', 'a unit asked that differs from the told one'],
  // the cloth is never needed
  ['某车间的8名工人4小时用50米布做了160件衣服，平均每人每小时做多少件衣服？', 'an extra number'],
  // two days: per cow for the two days, or per cow each day?
  ['5头牛2天吃了30筐草，平均每头牛吃几筐草？', 'a period longer than one'],
  // fewer cars are needed: nothing is to be added
  ['自行车厂4名工人5小时能安装自行车80辆，现在要10小时内安装40辆自行车，需增加多少名工人？', 'an increase that is negative'],
  // 20.25 workers: not a whole number, and no rounding rule
  ['自行车厂4名工人5小时能安装自行车80辆，现在要10小时内安装810辆自行车，需增加多少名工人？', 'workers that are not whole'],
  // the time saved is another question
  ['4名工人5小时能安装自行车80辆，现在8名工人安装160辆自行车，可以提前几小时？', 'a change of time asked'],
  // 7.2 people: not whole, and no rounding rule told
  ['一批产品，4人做9天可以完成。照这样计算，这批产品要在5天完成，需要多少人？', 'workers that are not whole'],
  // half the job done: the rest is another question
  ['一批产品，4人做9天完成了一半。照这样计算，剩下的要6天完成，需要多少人？', 'a part of the job'],
  // a rate with no whole job: more people do not finish sooner here, they make more
  ['4人9天做了36个零件，照这样计算，6天需要多少人？', 'a job that is not one whole'],
];

describe('word problems, round seven: multiplicative rates', () => {
  itSolvesEach(SOLVED);
  for (const [text, why] of REFUSED) {
    it(`refuses ${why}: ${text}`, async () => {
      const out = await solve(text);
      expect(out?.ok ?? false, text).toBe(false);
    });
  }
  it('shows both divisions of a rate per two things', async () => {
    const out = await solve('某车间的8名工人4小时做了160件衣服，平均每人每小时做多少件衣服？');
    expect(out?.ok && out.markdown).toContain('160 \\div 8 \\div 4');
  });
  it('never reads a finished whole job as a proportion (more workers, less time)', () => {
    const p = readProblem('一批产品，4人做9天可以完成。照这样计算，6人做几天可以完成？');
    expect(p).not.toBeNull();
    if (p) expect(sameRatioKind(p)).toBeNull();
    for (const text of [
      '一块地，5台拖拉机4天可以耕完，照这样计算，10台拖拉机几天可以耕完？',
      '4台机器工作6小时，照这样计算，8台机器工作几小时？',
    ]) {
      const q = readProblem(text);
      expect(q).not.toBeNull();
      if (q) expect(proportionKind(q), text).toBeNull();
    }
  });
  it('finds the workers needed before the workers added', async () => {
    const out = await solve('自行车厂4名工人5小时能安装自行车80辆，现在要10小时内安装800辆自行车，需增加多少名工人？');
    expect(out?.ok && out.markdown).toContain('20 - 4 = 16');
  });
});
