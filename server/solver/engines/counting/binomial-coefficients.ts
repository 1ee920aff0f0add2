import type { MathProblem } from '../../math/expression/types';
import { im, solved } from '../../math/write/format';

/**
 * Conditions on the binomial coefficients C_n^0, …, C_n^n of a two-term power (人教A版 选择性必修三 6.3.2), asking n or
 * m: 「只有第 k 项的二项式系数最大」 (n even, the middle term), 「第 p 项与第 q 项的二项式系数相等」 (C_n^{p−1} = C_n^{q−1},
 * so (p−1)+(q−1) = n), and 「(x+y)^{2m} 的二项式系数的最大值为 a，(x+y)^{2m+1} 的为 b，若 pa = qb」. Each checked by
 * computing the coefficients of the n (or m) found and by searching every n (or m) up to 60 for another that fits.
 * A base that is not two terms, or a condition no n meets, refuses.
 */

const TWO_TERMS = /^[-+]?[^+-]+[+-][^+-]+$/;
const POWER = String.raw`\(([^()]+)\)\^\{?n\}?(?:的)?(?:二项)?展开式中(?:,)?`;
const ASK_N = '(?:则)?(?:正整数)?n(?:的值)?(?:=|为|是|等于)?$';

function choose(n: number, r: number): bigint {
  if (r < 0 || r > n) return 0n;
  let v = 1n;
  for (let i = 0; i < r; i++) v = (v * BigInt(n - i)) / BigInt(i + 1);
  return v;
}

/** The 0-based indices where C_n^i is greatest. */
function greatest(n: number): number[] {
  const cs = Array.from({ length: n + 1 }, (_, i) => choose(n, i));
  const top = cs.reduce((a, b) => (b > a ? b : a), 0n);
  return cs.flatMap((c, i) => (c === top ? [i] : []));
}

type Found = { value: number; steps: string[]; check: string; idea: string };

function onlyGreatest(t: string): Found | null {
  const m = new RegExp(`^(?:若|已知|设)?${POWER}只有第(\\d+)项的二项式系数最大,${ASK_N}`).exec(t);
  if (!m || !TWO_TERMS.test(m[1].replace(/\{[^{}]*\}/g, 'u'))) return null;
  const k = Number(m[2]);
  const fits = Array.from({ length: 60 }, (_, i) => i + 1).filter((n) => {
    const g = greatest(n);
    return g.length === 1 && g[0] === k - 1;
  });
  if (fits.length !== 1) return null;
  const n = fits[0];
  return {
    value: n,
    idea: '二项式系数两端对称、中间最大：n 为偶数时只有中间一项（第 n/2+1 项）最大，n 为奇数时中间两项同时最大。',
    steps: [
      `只有一项的二项式系数最大，所以 ${im('n')} 为偶数，最大的是中间一项，即第 ${im('\\frac{n}{2}+1')} 项。`,
      `${im(`\\frac{n}{2}+1=${k}`)}，得 ${im(`n=${n}`)}。`,
    ],
    check: `列出 ${im(`C_{${n}}^{0},C_{${n}}^{1},\\cdots,C_{${n}}^{${n}}`)}，只有 ${im(`C_{${n}}^{${k - 1}}=${choose(n, k - 1)}`)}（第 ${k} 项）最大；n 取 1 到 60 的其他值都不满足。`,
  };
}

function equalPair(t: string): Found | null {
  const m = new RegExp(`^(?:若|已知|设)?${POWER}第(\\d+)项与第(\\d+)项的二项式系数相等,${ASK_N}`).exec(t);
  if (!m || !TWO_TERMS.test(m[1].replace(/\{[^{}]*\}/g, 'u'))) return null;
  const [p, q] = [Number(m[2]), Number(m[3])];
  if (p === q) return null;
  const fits = Array.from({ length: 60 }, (_, i) => i + 1).filter((n) => n >= Math.max(p, q) - 1 && choose(n, p - 1) === choose(n, q - 1));
  if (fits.length !== 1) return null;
  const n = fits[0];
  return {
    value: n,
    idea: `第 r+1 项的二项式系数为 ${im('C_n^r')}；由组合数的性质 ${im('C_n^r=C_n^{n-r}')}，两个不同的组合数相等时下标之和为 n。`,
    steps: [
      `第 ${p} 项、第 ${q} 项的二项式系数分别为 ${im(`C_n^{${p - 1}}`)}、${im(`C_n^{${q - 1}}`)}。`,
      `${im(`C_n^{${p - 1}}=C_n^{${q - 1}}`)} 且 ${im(`${p - 1}\\neq ${q - 1}`)}，所以 ${im(`n=${p - 1}+${q - 1}=${n}`)}。`,
    ],
    check: `${im(`C_{${n}}^{${p - 1}}=C_{${n}}^{${q - 1}}=${choose(n, p - 1)}`)}；n 取 1 到 60 的其他值都不满足。`,
  };
}

function twoMaxima(t: string): Found | null {
  const m =
    /^(?:设)?m为正整数,\(([^()]+)\)\^\{2m\}(?:的)?展开式的二项式系数的最大值为a,\(([^()]+)\)\^\{2m\+1\}(?:的)?展开式的二项式系数的最大值为b,若(\d+)a=(\d+)b,(?:则)?m(?:的值)?(?:=|为|是|等于)?$/.exec(
      t,
    );
  if (!m || m[1] !== m[2] || !TWO_TERMS.test(m[1].replace(/\{[^{}]*\}/g, 'u'))) return null;
  const [p, q] = [BigInt(m[3]), BigInt(m[4])];
  const fits = Array.from({ length: 60 }, (_, i) => i + 1).filter((k) => p * choose(2 * k, k) === q * choose(2 * k + 1, k));
  if (fits.length !== 1) return null;
  const k = fits[0];
  const [P, Q] = [Number(p), Number(q)];
  return {
    value: k,
    idea: '展开式的二项式系数中间最大：2m 次时是中间一项，2m+1 次时是中间两项（二者相等）。',
    steps: [
      `${im(`(${m[1]})^{2m}`)} 的二项式系数最大的是中间一项，${im('a=C_{2m}^{m}=\\frac{(2m)!}{m!\\,m!}')}；${im(`(${m[1]})^{2m+1}`)} 的是中间两项，${im('b=C_{2m+1}^{m}=\\frac{(2m+1)!}{m!\\,(m+1)!}')}。`,
      `由 ${im(`${P}a=${Q}b`)} 得 ${im(`${P}\\cdot\\frac{(2m)!}{m!\\,m!}=${Q}\\cdot\\frac{(2m+1)!}{m!\\,(m+1)!}`)}，约去 ${im('\\frac{(2m)!}{m!\\,m!}')}：${im(`${P}=\\frac{${Q}(2m+1)}{m+1}`)}，即 ${im(`${P}(m+1)=${Q}(2m+1)`)}，${im(`m=${k}`)}。`,
    ],
    check: `${im(`m=${k}`)} 时 ${im(`a=C_{${2 * k}}^{${k}}=${choose(2 * k, k)}`)}，${im(`b=C_{${2 * k + 1}}^{${k}}=${choose(2 * k + 1, k)}`)}，${im(`${P}a=${Q}b=${p * choose(2 * k, k)}`)}；m 取 1 到 60 的其他值都不满足。`,
  };
}

export function binomialCoefficientCondition(text: string, mp: MathProblem): ReturnType<typeof solved> | null {
  const t = text
    .replace(/\$/g, '')
    .replace(/\s+/g, '')
    .replace(/[，；]/g, ',')
    .replace(/[。.？?]$/, '');
  const f = onlyGreatest(t) ?? equalPair(t) ?? twoMaxima(t);
  if (!f) return null;
  return solved(mp, {
    engine: 'counting:binomial-coefficients',
    idea: f.idea,
    steps: f.steps,
    finalAnswer: im(String(f.value)),
    verificationNote: f.check,
    value: { kind: 'numbers', values: [f.value] },
  });
}
