import { Rat } from '../../math/expression/rational';
import type { MathOutcome, MathProblem } from '../../math/expression/types';
import { evalRat, parseRat } from '../../math/numbers/ratexpr';
import { im, solved } from '../../math/write/format';

/**
 * The success probability p of a binomial distribution from its variance or expectation (人教A版 选择性必修三
 * 7.4): X ~ B(n, p) written as such, or in words (each of n independent members / trials succeeds with
 * probability p, X the number of successes). D(X) = np(1−p) or E(X) = np gives the candidates in (0, 1); a
 * printed comparison (P(X=4) < P(X=6), p > 0.5) must leave exactly one. Checked by computing D(X), E(X) and the
 * compared probabilities again from the distribution itself.
 */

function pmf(n: number, p: number, k: number): number {
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return c * p ** k * (1 - p) ** (n - k);
}

function moments(n: number, p: number): { e: number; d: number } {
  let e = 0;
  for (let k = 0; k <= n; k++) e += k * pmf(n, p, k);
  let d = 0;
  for (let k = 0; k <= n; k++) d += (k - e) ** 2 * pmf(n, p, k);
  return { e, d };
}

export function binomialParameter(text: string, mp: MathProblem): MathOutcome | null {
  const t = text.replace(/\\mathrm\s*\{\s*([A-Za-z])\s*\}/g, '$1');
  if (!/(?:则|求)\s*\$?\s*p\s*(?:=|的值)/.test(t)) return null;
  // n: X ~ B(n, p), or 「X 为…的 10 位成员中…的人数」 with independent trials of probability p
  let n: number | null = null;
  const spec = /\$\s*[XYξ]\s*(?:\\sim|~)\s*B\s*\(\s*(\d+)\s*,\s*p\s*\)\s*\$/.exec(t);
  if (spec) n = Number(spec[1]);
  else if (/相互独立/.test(t) && /概率(?:都|均)?(?:为|是)\s*\$\s*p\s*\$/.test(t)) {
    const words =
      /\$\s*[XYξ]\s*\$\s*(?:为|表示)[^，,。$]*?(\d+)\s*(?:位|个|名|次|件|人)[^，,。$]*?中[^，,。$]*?(?:人数|次数|个数|件数)/.exec(t);
    if (words) n = Number(words[1]);
  }
  if (!n || n < 1 || n > 100) return null;
  const d = /(?:D\s*\(?\s*[XYξ]\s*\)?|D[XYξ])\s*=\s*(\d+(?:\.\d+)?|\\frac\{\d+\}\{\d+\})/.exec(t);
  const e = /(?:E\s*\(?\s*[XYξ]\s*\)?|E[XYξ])\s*=\s*(\d+(?:\.\d+)?|\\frac\{\d+\}\{\d+\})/.exec(t);
  if (!d === !e) return null;
  const given = evalRat(parseRat((d ?? e)![1])!, () => null);
  if (!given) return null;
  // candidates: np(1−p) = D has two roots p and 1−p; np = E one
  const g = given.toNumber();
  let cands: number[];
  if (d) {
    const disc = 1 - (4 * g) / n;
    if (disc < -1e-12) return null;
    const s = Math.sqrt(Math.max(0, disc));
    cands = [...new Set([(1 - s) / 2, (1 + s) / 2])];
  } else cands = [g / n];
  cands = cands.filter((p) => p > 0 && p < 1);
  // the comparisons printed: P(X=i) < P(X=j), p > c
  const cmp = [...t.matchAll(/P\s*\(\s*[xXYξ]\s*=\s*(\d+)\s*\)\s*(<|>)\s*P\s*\(\s*[XYξ]\s*=\s*(\d+)\s*\)/g)];
  const pBound = [...t.matchAll(/(?<![a-zA-Z])p\s*(<|>)\s*(\d+(?:\.\d+)?)/g)];
  const keep = (p: number) =>
    cmp.every((m) => {
      const [l, r] = [pmf(n!, p, Number(m[1])), pmf(n!, p, Number(m[3]))];
      return m[2] === '<' ? l < r : l > r;
    }) && pBound.every((m) => (m[1] === '<' ? p < Number(m[2]) : p > Number(m[2])));
  const left = cands.filter(keep);
  // every printed number is used: n, the moment, the comparisons
  const extra = t.replace(/\$[^$]*\$/g, (m) =>
    m.replace(/B\s*\(\s*\d+|P\s*\(\s*[xXYξ]\s*=\s*\d+\s*\)|[DE]\s*\(?\s*[XYξ]\s*\)?\s*=\s*[\d.]+|p\s*[<>]\s*[\d.]+/g, ''),
  );
  if (/\d/.test(extra.replace(/\d+\s*(?:位|个|名|次|件|人)/, '').replace(/^\s*\d+\s*[.、]/, ''))) return null;
  if (left.length !== 1) return null;
  const p = left[0];
  const r = fractionOf(p);
  if (!r) return null;
  // check from the distribution itself
  const m = moments(n, p);
  if (d && Math.abs(m.d - g) > 1e-9) return null;
  if (e && Math.abs(m.e - g) > 1e-9) return null;
  if (!keep(p)) return null;
  const eqTex = d ? `D(X)=np(1-p)=${n}p(1-p)=${given.toLatex()}` : `E(X)=np=${n}p=${given.toLatex()}`;
  const asFractions = cands.map(fractionOf);
  const found = asFractions.every((c) => c)
    ? asFractions.map((c) => im(`p=${c!.toLatex()}`)).join(' 或 ')
    : `${im('p')} = ${cands.map((c) => String(Number(c.toFixed(9)))).join('、')}`;
  return solved(mp, {
    engine: 'probability:binomial-param',
    idea: '随机变量服从二项分布，用期望或方差的公式列出关于 $p$ 的方程，再用题中的大小关系取舍。',
    steps: [
      `由题意 ${im(`X\\sim B(${n},p)`)}。`,
      `${im(eqTex)}，解得 ${found}。`,
      ...cmp.flatMap((m) => symmetricComparison(n!, Number(m[1]), m[2] as '<' | '>', Number(m[3])) ?? []),
      ...(cmp.length || pBound.length
        ? [`再由题中的大小关系（${[...cmp, ...pBound].map((x) => im(x[0])).join('、')}）取舍，得 ${im(`p=${r.toLatex()}`)}。`]
        : []),
    ],
    finalAnswer: `$p=${r.toLatex()}$`,
    verificationNote: `由分布列 ${im(`P(X=k)=C_{${n}}^{k}p^k(1-p)^{${n}-k}`)} 直接计算${d ? '方差' : '期望'}和题中比较的概率，与条件一致。`,
    value: { kind: 'numbers', values: [p] },
  });
}

/** A probability as the fraction it is (denominator up to 1000), or null. */
function fractionOf(p: number): Rat | null {
  const den = Array.from({ length: 1000 }, (_, i) => i + 1).find((k) => Math.abs(p * k - Math.round(p * k)) < 1e-9);
  return den ? Rat.of(Math.round(p * den), den) : null;
}

/**
 * P(X=i) < P(X=j) with i + j = n: the binomial coefficients are equal, so dividing by p^{min}(1−p)^{n−max} leaves
 * (1−p)^k against p^k, i.e. p against ½ — the step a student writes. Null for any other pair.
 */
function symmetricComparison(n: number, i: number, op: '<' | '>', j: number): string | null {
  if (i + j !== n || i === j) return null;
  const k = Math.abs(j - i);
  const side = (idx: number) => `C_{${n}}^{${idx}}p^{${idx}}(1-p)^{${n - idx}}`;
  const reduced = (idx: number) => (idx < Math.max(i, j) ? `(1-p)^{${k}}` : `p^{${k}}`);
  // P(X = smaller index) below P(X = larger index) means 1 − p below p
  const pAboveHalf = i < j === (op === '<');
  return `由 ${im(`${side(i)}${op}${side(j)}`)}，两边的组合数相等，约去 ${im(`p^{${Math.min(i, j)}}(1-p)^{${n - Math.max(i, j)}}`)} 得 ${im(`${reduced(i)}${op}${reduced(j)}`)}，即 ${im(pAboveHalf ? 'p>\\frac{1}{2}' : 'p<\\frac{1}{2}')}。`;
}
