import { Rat } from '../../math/expression/rational';
import type { MathOutcome, MathProblem } from '../../math/expression/types';
import { exactRoot } from '../../math/numbers/powers';
import { evalRat, parseRat } from '../../math/numbers/ratexpr';
import { im, refuse, solved } from '../../math/write/format';

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The real s-th root of r when it is rational (the positive one for even s), else null. */
function rationalRoot(r: Rat, s: number): Rat | null {
  if (r.sign() < 0 && s % 2 === 0) return null;
  const a = exactRoot(r.abs().n, s);
  const b = exactRoot(r.abs().d, s);
  if (a === null || b === null) return null;
  return r.sign() < 0 ? Rat.of(-a, b) : Rat.of(a, b);
}

const PROSE = /在|等比数列|中|已知|设|若|且|则|求|的|值|为|是|等于|，|,|。|\.|;|；|\s/g;

/**
 * A geometric sequence given by two terms a_i = u, a_j = v, asked a term a_k with k − j a multiple of
 * j − i: q^{j−i} = v/u need not have a rational root (q³ = −2), but a_k = v·(q^{j−i})^m is rational.
 * Checked by building the sequence with every real q that fits and evaluating a_k directly.
 */
export function geometricTermByPowers(text: string, mp: MathProblem): MathOutcome | null {
  if (!/等比数列/.test(text) || /等差/.test(text)) return null;
  const segs: string[] = [];
  const prose = text.replace(/\$([^$]*)\$/g, (_, s: string) => {
    for (const p of s.split(/[,，;；]/)) segs.push(p.replace(/\s+/g, ''));
    return ' ';
  });
  if (prose.replace(PROSE, '').trim() !== '') return null;
  const given: Array<[number, Rat]> = [];
  let ask: number | null = null;
  for (const s of segs) {
    if (!s || /^\\\{a_\{?n\}?\\\}$|^\{a_\{?n\}?\}$/.test(s)) continue;
    const g = /^a_\{?(\d+)\}?=(.+)$/.exec(s);
    if (g && g[2] !== '') {
      const n = parseRat(g[2]);
      const v = n && evalRat(n, () => null);
      if (!v) return null;
      given.push([Number(g[1]), v]);
      continue;
    }
    const a = /^a_\{?(\d+)\}?=?$/.exec(s);
    if (a && ask === null) {
      ask = Number(a[1]);
      continue;
    }
    return null;
  }
  if (given.length !== 2 || ask === null) return null;
  given.sort((x, y) => x[0] - y[0]);
  const [[i, u], [j, v]] = given;
  const k = ask;
  if (i < 1 || i === j || k < 1 || k > 200 || j > 200 || k === i || k === j) return null;
  const d = j - i;
  if (u.isZero() || v.isZero()) return refuse(mp, '等比数列的项都不为 0，题目所给的项为 0，请检查题目。');
  const r = v.div(u); // q^d
  if (d % 2 === 0 && r.sign() < 0) return refuse(mp, `由所给两项得 $q^{${d}}=${r.toLatex()}<0$，没有这样的实数公比，请检查题目。`);
  // q^{k−j} = (q^d)^{(k−j)/d}: a power of q^d, or (a_3, a_7 → a_5) a real root of it that every fitting q gives alike
  const g = gcd(Math.abs(k - j), d);
  const m = (k - j) / g;
  const s = d / g;
  if (Math.abs(m) > 30) return null;
  // a rational q is found by the general reader of a_1 and q, which writes its own steps
  if (s > 1 && rationalRoot(r, d)) return null;
  const base = s === 1 ? r : rationalRoot(r, s);
  if (!base) return null;
  const ak = m >= 0 ? v.mul(base.pow(m)) : v.mul(base.inv().pow(-m));
  // Check: every real q with q^d = r, a_1 = u / q^{i−1}, a_k = a_1 q^{k−1}.
  const root = Math.sign(r.toNumber()) * Math.abs(r.toNumber()) ** (1 / d);
  const qs = d % 2 === 0 ? [root, -root] : [root];
  for (const q of qs) {
    const a1 = u.toNumber() / q ** (i - 1);
    const val = a1 * q ** (k - 1);
    if (!(Math.abs(val - ak.toNumber()) <= 1e-9 * Math.max(1, Math.abs(val)))) return null;
    if (Math.abs(a1 * q ** (j - 1) - v.toNumber()) > 1e-9 * Math.max(1, Math.abs(v.toNumber()))) return null;
  }
  const power = s === 1 ? `(q^{${d}})^{${m}}` : `(q^{${g}})^{${m}}`;
  const rel =
    m >= 0
      ? `a_{${k}}=a_{${j}}\\cdot q^{${k - j}}=a_{${j}}\\cdot ${power}`
      : `a_{${k}}=\\frac{a_{${j}}}{q^{${j - k}}}=a_{${j}}\\cdot ${power}`;
  const rootLine =
    s === 1
      ? ''
      : `${im(`q^{${g}}=\\sqrt${s === 2 ? '' : `[${s}]`}{${r.toLatex()}}=${base.toLatex()}`)}${d % 2 === 0 ? `（${im(`q^{${g}}`)} 是偶次幂，取正值）` : ''}。`;
  return solved(mp, {
    engine: 'sequences:geometric-powers',
    idea: `等比数列中 ${im('a_n=a_mq^{n-m}')}：不必求出 ${im('q')}，整体求出 ${im(`q^{${d}}`)} 即可。`,
    steps: [
      `${im(`q^{${d}}=\\frac{a_{${j}}}{a_{${i}}}=\\frac{${v.toLatex()}}{${u.toLatex()}}=${r.toLatex()}`)}。`,
      ...(rootLine ? [rootLine] : []),
      `${im(`${rel}=${v.toLatex()}\\times (${base.toLatex()})^{${m}}=${ak.toLatex()}`)}。`,
    ],
    finalAnswer: `$${ak.toLatex()}$`,
    verificationNote: `取满足 ${im(`q^{${d}}=${r.toLatex()}`)} 的实数 ${im('q')}${d % 2 === 0 ? '（正负两个都试）' : ''}，由 ${im(`a_{${i}}`)} 求出首项，直接算 ${im(`a_{${k}}`)}，结果相同。`,
    value: { kind: 'numbers', values: [ak.toNumber()] },
  });
}
