import { describe, expect, it } from 'vitest';
import { wordProblemsEngine } from '../../server/solver/engines/word-problems';
import { readQuestion } from '../../server/solver/read/question';

async function solve(text: string) {
  const out = await wordProblemsEngine.solve(readQuestion(text, 'solution', 'math'));
  return out?.outcome ?? null;
}

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
];

describe('word problems, round seven: multiplicative rates', () => {
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
  it('finds the workers needed before the workers added', async () => {
    const out = await solve('自行车厂4名工人5小时能安装自行车80辆，现在要10小时内安装800辆自行车，需增加多少名工人？');
    expect(out?.ok && out.markdown).toContain('20 - 4 = 16');
  });
});
