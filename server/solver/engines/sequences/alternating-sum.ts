import { Rat } from '../../math/expression/rational';
import type { MathProblem } from '../../math/expression/types';
import { cleanLatex, evalRat, parseRat, varsOf } from '../../math/numbers/ratexpr';
import { im, solved } from '../../math/write/format';
import { flatSequenceText } from './flat-text';

/**
 * 「数列 {a_n} 满足 a_{n+1}+(-1)^n a_n = 2n−1，则 {a_n} 的前 60 项和为」: the recurrence read for odd and even n as
 * taught (a_{2k}−a_{2k−1}=f(2k−1), a_{2k+1}+a_{2k}=f(2k), a_{2k+2}−a_{2k+1}=f(2k+1)), so that the odd terms pair to
 * f(2k)−f(2k−1) and the even terms to f(2k+1)+f(2k), and every four terms in a row sum to a value that depends on
 * their place only. The sum is then that arithmetic sum. Only a number of terms that is a multiple of 4 is taken (any
 * other depends on a_1, which is not told), and only an f(n) whose block sums form an arithmetic sequence. Checked
 * by running the recurrence itself with a_1 kept as a letter: the letter must cancel from the sum.
 */

const READ =
  /^(?:已知)?(?:数列)?\{?a_n\}?(?:满足|中)(?:,)?a_\{n\+1\}\+\(-1\)\^na_n=([^,]+),(?:则)?(?:(?:数列)?\{a_n\}|该数列|数列)?(?:的)?前(\d+)项(?:的)?和(?:S_\{?\d+\}?)?(?:为|是|等于)?(?:=)?$/;

export function alternatingSum(stem: string, mp: MathProblem): ReturnType<typeof solved> | null {
  const m = READ.exec(flatSequenceText(stem));
  if (!m) return null;
  const fNode = parseRat(cleanLatex(m[1]));
  const N = Number(m[2]);
  if (!fNode || [...varsOf(fNode)].some((v) => v !== 'n') || N % 4 !== 0 || N < 4 || N > 400) return null;
  const f = (n: number): Rat | null => evalRat(fNode, (v) => (v === 'n' ? Rat.of(n) : null));
  const blocks: Rat[] = [];
  for (let j = 0; j < N / 4; j++) {
    const [f1, f2, f3] = [f(4 * j + 1), f(4 * j + 2), f(4 * j + 3)];
    if (!f1 || !f2 || !f3) return null;
    blocks.push(f2.sub(f1).add(f3.add(f2)));
  }
  const step = blocks.length > 1 ? blocks[1].sub(blocks[0]) : Rat.ZERO;
  if (blocks.some((b, j) => !b.eq(blocks[0].add(step.mul(Rat.of(j)))))) return null;
  const count = blocks.length;
  const sum = blocks[0]
    .add(blocks[count - 1])
    .mul(Rat.of(count))
    .div(Rat.of(2));
  // the recurrence itself, a_n = α·a_1 + β
  let alpha = Rat.ONE;
  let beta = Rat.ZERO;
  let sa = Rat.ZERO;
  let sb = Rat.ZERO;
  for (let n = 1; n <= N; n++) {
    sa = sa.add(alpha);
    sb = sb.add(beta);
    const fn = f(n);
    if (!fn) return null;
    const sign = n % 2 === 0 ? Rat.ONE : Rat.ONE.neg(); // a_{n+1} = f(n) − (−1)^n a_n
    [alpha, beta] = [alpha.mul(sign.neg()), fn.sub(beta.mul(sign))];
  }
  if (!sa.isZero() || !sb.eq(sum)) return null;
  const fTex = m[1];
  const at = (e: string) => fTex.replace(/n/g, `(${e})`);
  const last = blocks[count - 1];
  return solved(mp, {
    engine: 'sequences:alternating-sum',
    idea: '按 n 的奇偶把递推式分开写，相邻的两个奇数项、两个偶数项分别相加，可得每连续四项之和，再求和。',
    steps: [
      `取 ${im('n=2k-1')}、${im('2k')}、${im('2k+1')}：${im(`a_{2k}-a_{2k-1}=${at('2k-1')}`)}，${im(`a_{2k+1}+a_{2k}=${at('2k')}`)}，${im(`a_{2k+2}-a_{2k+1}=${at('2k+1')}`)}。`,
      `第二式减第一式得 ${im(`a_{2k+1}+a_{2k-1}=${at('2k')}-\\left[${at('2k-1')}\\right]`)}；第二式加第三式得 ${im(`a_{2k+2}+a_{2k}=${at('2k+1')}+${at('2k')}`)}。`,
      `于是连续四项 ${im('a_{4j+1}+a_{4j+2}+a_{4j+3}+a_{4j+4}')}（取 ${im('k=2j+1')}）依次为 ${blocks
        .slice(0, 3)
        .map((b) => im(b.toLatex()))
        .join('，')}，…，是首项 ${im(blocks[0].toLatex())}、公差 ${im(step.toLatex())} 的等差数列。`,
      `前 ${N} 项共 ${count} 组，和为 ${im(`\\frac{${count}\\times(${blocks[0].toLatex()}+${last.toLatex()})}{2}=${sum.toLatex()}`)}。`,
    ],
    finalAnswer: im(sum.toLatex()),
    verificationNote: `把 ${im('a_1')} 当作字母，按递推式逐项算出前 ${N} 项：和中 ${im('a_1')} 的系数为 0，常数为 ${im(sum.toLatex())}，一致。`,
    value: { kind: 'numbers', values: [sum.toNumber()] },
  });
}
