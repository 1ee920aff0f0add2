import { Rat } from '../../math/expression/rational';
import type { MathProblem } from '../../math/expression/types';
import { im, solved } from '../../math/write/format';
import { plainSentence } from './plain-sentence';

type Out = ReturnType<typeof solved>;

const CN: Record<string, number> = { 一: 1, 两: 2, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6 };
const num = (s: string): number => CN[s] ?? Number(s);
const N_ = '(\\d+|[一两二三四五六])';

/**
 * "将 2 本不同的数学书和 1 本语文书在书架上随机排成一行, 则 2 本数学书相邻的概率为": items of two kinds in a
 * random row; P(the a items of one kind stand together) = (b+1)!·a!/(a+b)!. Checked by listing every order.
 */
export function adjacentInRow(text: string, mp: MathProblem): Out | null {
  const t = plainSentence(text);
  const m = new RegExp(
    `^(?:将|把)${N_}(本|个|名|位|件)(?:不同的)?([\\u4e00-\\u9fff]{1,5}?)(?:和|与)${N_}\\2(?:不同的)?([\\u4e00-\\u9fff]{1,5}?)(?:在[\\u4e00-\\u9fff]{1,4}上)?(?:随机|任意)?排成一(?:行|排|列),(?:则)?${N_}\\2([\\u4e00-\\u9fff]{1,5}?)(?:相邻|排在一起|在一起)的概率(?:为|是)?$`,
  ).exec(t);
  if (!m) return null;
  const a = num(m[1]);
  const b = num(m[4]);
  const k = num(m[6]);
  const kind = m[7];
  if (kind !== m[3] || k !== a || !(a >= 2 && b >= 1 && a + b <= 8)) return null;
  const fact = (n: number): number => (n <= 1 ? 1 : n * fact(n - 1));
  const good = fact(b + 1) * fact(a);
  const total = fact(a + b);
  // Every order of the a + b places: the a marked ones occupy consecutive places.
  let listed = 0;
  const items = Array.from({ length: a + b }, (_, i) => i);
  const permute = (rest: number[], row: number[]) => {
    if (!rest.length) {
      const at = row.map((x, i) => (x < a ? i : -1)).filter((i) => i >= 0);
      if (at[at.length - 1] - at[0] === a - 1) listed++;
      return;
    }
    for (const [i, x] of rest.entries()) permute([...rest.slice(0, i), ...rest.slice(i + 1)], [...row, x]);
  };
  permute(items, []);
  if (listed !== good) return null;
  const P = Rat.of(good, total);
  return solved(mp, {
    engine: 'probability:arrangement',
    idea: '相邻问题用“捆绑法”：把要相邻的几个看成一个整体，与其余的一起排列，整体内部再排列。',
    steps: [
      `${a + b} 个排成一行，共 ${im(`A_{${a + b}}^{${a + b}}=${total}`)} 种等可能的排法。`,
      `把 ${a} ${m[2]}${kind}捆成一个整体，与其余 ${b} ${m[2]}一起排列有 ${im(`A_{${b + 1}}^{${b + 1}}`)} 种，整体内部有 ${im(`A_{${a}}^{${a}}`)} 种，共 ${im(`${fact(b + 1)}\\times ${fact(a)}=${good}`)} 种。`,
      `所以 ${im(`P=\\frac{${good}}{${total}}${P.d === BigInt(total) ? '' : `=${P.toLatex()}`}`)}。`,
    ],
    finalAnswer: `$${P.toLatex()}$`,
    verificationNote: `逐一列出全部 ${total} 种排法，${a} ${m[2]}${kind}相邻的恰有 ${good} 种。`,
    value: { kind: 'numbers', values: [P.toNumber()] },
  });
}
