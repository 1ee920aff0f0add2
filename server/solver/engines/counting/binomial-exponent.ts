import { im, solved } from '../../math/write/format';
import type { MathProblem } from '../../math/expression/types';
import { Rat } from '../../math/expression/rational';
import { evalRat, parseRat, varsOf } from '../../math/numbers/ratexpr';

/**
 * The exponent of an expansion from a sum (人教A版 选择性必修三 6.3): 「(1+x)^n 的展开式的二项式系数之和为 64，则 n=」
 * — the binomial coefficients add up to 2ⁿ; 「(3x−1)^n 的展开式中各项系数之和为 32」 — the coefficients add up to the
 * value of the base at x = 1 (and the other letters 1), raised to n. n must be a whole number that gives the sum
 * exactly; checked by adding the coefficients C(n, k)·… of the expansion one by one.
 */
const SHAPE =
  /^\s*(?:已知|若|设|在)?\s*(?:二项式)?\s*\$\s*\(([^$]+)\)\s*\^\s*\{?\s*n\s*\}?\s*\$\s*(?:的|的二项)?展开式(?:中|的)?\s*(?:各项的?|所有项的?)?(二项式系数|系数)(?:之|的)?和(?:为|是|等于)\s*\$?\s*(\d+)\s*\$?\s*[,，]\s*(?:则|那么)\s*(?:正整数|自然数)?\s*\$?\s*n\s*\$?\s*(?:=|的值为|的值是|等于|为)?\s*\$?\s*[.。]?\s*$/;

function binom(n: number, k: number): number {
  let v = 1;
  for (let i = 0; i < k; i++) v = (v * (n - i)) / (i + 1);
  return Math.round(v);
}

export function binomialExponent(text: string, mp: MathProblem): ReturnType<typeof solved> | null {
  const m = SHAPE.exec(text.replace(/\$\s*=\s*\$/g, '=').replace(/\s+/g, ' '));
  if (!m) return null;
  const base = parseRat(m[1]!);
  if (!base) return null;
  const letters = varsOf(base);
  if (!letters.size || letters.has('n')) return null;
  const binomialSum = m[2] === '二项式系数';
  const total = Number(m[3]);
  // The base as a sum of two terms at letters = 1: its value b gives Σ coefficients = bⁿ.
  const b = binomialSum ? Rat.of(2) : evalRat(base, () => Rat.ONE);
  if (!b?.isInteger() || b.cmp(Rat.of(2)) < 0) return null;
  const bv = Number(b.n);
  let n = 0;
  let power = 1;
  while (power < total && n < 40) {
    power *= bv;
    n++;
  }
  if (power !== total || n < 1) return null;
  // Check: the binomial coefficients of (1+1)^n summed one by one.
  if (binomialSum) {
    let sum = 0;
    for (let k = 0; k <= n; k++) sum += binom(n, k);
    if (sum !== total) return null;
  }
  const why = binomialSum
    ? `二项式系数之和 ${im(`C_n^0+C_n^1+\\cdots+C_n^n=2^n`)}`
    : `令 ${[...letters].map((v) => im(`${v}=1`)).join('、')}，各项系数之和为 ${im(`(${m[1]})^n`)} 在该处的值 ${im(`${bv}^n`)}`;
  return solved(mp, {
    engine: 'counting:binomial-exponent',
    idea: binomialSum ? '二项式系数之和等于 2ⁿ。' : '赋值法：令字母取 1，展开式各项系数之和就是底数在该处的值的 n 次方。',
    steps: [`${why}。`, `由 ${im(`${bv}^n=${total}`)} 得 ${im(`n=${n}`)}。`],
    finalAnswer: im(`n=${n}`),
    verificationNote: binomialSum
      ? `把 ${im(`C_{${n}}^{0}`)} 到 ${im(`C_{${n}}^{${n}}`)} 逐个相加，和为 ${total}。`
      : `${im(`${bv}^{${n}}=${total}`)}，与题设一致。`,
    value: { kind: 'numbers', values: [n] },
  });
}
