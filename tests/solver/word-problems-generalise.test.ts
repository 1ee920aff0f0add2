import { describe, expect, it } from 'vitest';
import { wordProblemsEngine } from '../../server/solver/engines/word-problems';
import { readQuestion } from '../../server/solver/read/question';

async function solve(text: string) {
  const out = await wordProblemsEngine.solve(readQuestion(text, 'solution', 'math'));
  return out?.outcome ?? null;
}

/** Problems written for these tests, in the words of a primary textbook: [text, final answer, kind]. */
const SOLVED: Array<[string, string, string]> = [
  // 归总 with a changed rate: the change itself asked, a price that went up
  ['一辆汽车从甲城开往乙城，每小时行50千米，6小时到达。如果要5小时到达，每小时要多行多少千米？', '$10$ 千米', 'keep-total'],
  ['每本练习本3元，小红带的钱正好买20本，后来每本涨了1元，现在可以买多少本？', '$15$ 本', 'keep-total'],
  ['每支铅笔2元，带的钱正好买30支，后来每支降价了0.5元，现在可以买多少支？', '$40$ 支', 'keep-total'],
  // a rate of one per person
  ['每个同学栽1棵树，45个同学一共栽多少棵树？', '$45$ 棵', 'rate'],
];

/** Problems next to a kind that ask or tell something else: no answer, never a wrong one. */
const NOT_ANSWERED = [
  // 「同样多」 says the second amount equals the first: it is no share of a total
  '王红折纸鹤，第一天折了15只，第二天和第一天折的同样多，两天一共折了多少只？',
  // the price changed in a way not said (改变): not understood
  '每本练习本3元，小红带的钱正好买20本，后来每本改变了1元，现在可以买多少本？',
  // amounts handed out of a stated whole, and a total of some of them
  '学校买来足球80个，分给一年级12个，分给二年级15个，分给三年级20个，分给四年级18个，这三个年级一共分得多少个？',
  // a telephone chain is no rate of one minute per person
  '合唱队有32人，老师要通知每个队员，如果用打电话的方式，每人通话1分钟，通知到每人至少需要多少分钟？',
];

describe('word problems, general kinds', () => {
  for (const [text, answer, kind] of SOLVED) {
    it(text, async () => {
      const out = await solve(text);
      expect(out?.ok, JSON.stringify(out)).toBe(true);
      if (out?.ok) {
        expect(out.finalAnswer).toBe(answer);
        expect(out.engine).toBe(`offline:word-problems:${kind}`);
        expect(out.verification.status).toBe('verified');
      }
    });
  }
  for (const text of NOT_ANSWERED) {
    it(`not answered: ${text}`, async () => {
      const out = await solve(text);
      expect(out?.ok ?? false).toBe(false);
    });
  }
});
