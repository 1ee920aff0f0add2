import { im, refuse, solved } from '../../math/write/format';
import type { MathOutcome, MathProblem } from '../../math/expression/types';
import { Rat } from '../../math/expression/rational';
import { evalRat, type RNode, varsOf } from '../../math/numbers/ratexpr';
import type { Model } from './solve';

/**
 * "S_n 的最大值", "nS_n 的最小值" for an arithmetic sequence already determined (人教A版 选择性必修二 4.2.2):
 * a_n is linear and S_n quadratic in n, so the asked quantity is a polynomial p(n). Its degree and leading
 * coefficient are read from exact finite differences; beyond the Cauchy bound of p′ it is monotone, so
 * the extremum over the positive integers is among finitely many n, each computed exactly.
 */

const NAMES = new Set(['n', 'a_n', 'S_n']);

/** Whether a formula is a quantity in the index n (n, a_n, S_n only, at least one of them). */
export function isIndexQuantity(node: RNode): boolean {
  const vs = varsOf(node);
  return vs.size > 0 && [...vs].every((v) => NAMES.has(v));
}

function valueAt(node: RNode, m: Model, n: number): Rat | null {
  const N = Rat.of(n);
  const an = m.a1.add(m.r.mul(Rat.of(n - 1)));
  const sn = m.a1.mul(N).add(m.r.mul(Rat.of((n * (n - 1)) / 2)));
  return evalRat(node, (name) => (name === 'n' ? N : name === 'a_n' ? an : name === 'S_n' ? sn : null));
}

const MAX_DEGREE = 8;
const MAX_SCAN = 100000;

export function arithmeticExtremum(
  node: RNode,
  tex: string,
  which: 'min' | 'max',
  m: Model,
  mp: MathProblem,
  ask: 'value' | 'index' = 'value',
): MathOutcome {
  const vals: Rat[] = [];
  for (let n = 1; n <= MAX_DEGREE + 4; n++) {
    const v = valueAt(node, m, n);
    if (!v) return refuse(mp, '所求的量在某些项处没有意义，为避免给出错误答案，暂不作答。');
    vals.push(v);
  }
  // forward differences at n = 1: Δ^k p(1)
  const diffs: Rat[] = [];
  let row = vals;
  for (let k = 0; k < vals.length; k++) {
    diffs.push(row[0]);
    row = row.slice(1).map((x, i) => x.sub(row[i]));
  }
  let degree = -1;
  for (let k = 0; k < diffs.length; k++) if (!diffs[k].isZero()) degree = k;
  if (degree > MAX_DEGREE || degree < 1) return refuse(mp, '所求的量不是关于 n 的非常数多项式，离线暂不判断它的最值。');
  const lead = diffs[degree].sign();
  if ((which === 'min' && lead < 0) || (which === 'max' && lead > 0))
    return refuse(mp, `随着 n 增大，所求的量无限${lead > 0 ? '增大' : '减小'}，没有${which === 'min' ? '最小' : '最大'}值。`);
  // monomial coefficients of p(1+t) = Σ Δ^k p(1)·C(t,k), in floats: only to bound where p′ may vanish
  const coef = new Array<number>(degree + 1).fill(0);
  let basis = [1]; // C(t,k) as coefficients in t
  for (let k = 0; k <= degree; k++) {
    const d = diffs[k].toNumber();
    basis.forEach((c, i) => {
      coef[i] += d * c;
    });
    // C(t,k+1) = C(t,k)·(t−k)/(k+1)
    const next = new Array<number>(basis.length + 1).fill(0);
    basis.forEach((c, i) => {
      next[i + 1] += c / (k + 1);
      next[i] -= (c * k) / (k + 1);
    });
    basis = next;
  }
  const der = coef.slice(1).map((c, i) => c * (i + 1));
  const top = der[der.length - 1];
  const bound = 1 + Math.max(0, ...der.slice(0, -1).map((c) => Math.abs(c / top)));
  const last = Math.ceil(bound) + 3;
  if (!Number.isFinite(last) || last > MAX_SCAN) return refuse(mp, '需要比较的项太多，离线暂不作答。');
  let best: Rat | null = null;
  let at: number[] = [];
  for (let n = 1; n <= last; n++) {
    const v = valueAt(node, m, n)!;
    const c = best ? v.cmp(best) : which === 'min' ? -1 : 1;
    if ((which === 'min' && c < 0) || (which === 'max' && c > 0)) {
      best = v;
      at = [n];
    } else if (c === 0) at.push(n);
  }
  if (!best) return refuse(mp, '没能求出所求的最值。');
  // the polynomial is monotone beyond the bound: the next values move away from the extremum
  const after = [last + 1, last + 2].map((n) => valueAt(node, m, n)!);
  if (after.some((v) => (which === 'min' ? v.cmp(best!) <= 0 : v.cmp(best!) >= 0)))
    return refuse(mp, '最值的验算没有通过，为避免给出错误答案，暂不作答。');
  const word = which === 'min' ? '最小' : '最大';
  // 「取最小值时 n 等于」 has one answer only when one n reaches it
  if (ask === 'index' && at.length !== 1) return refuse(mp, `${word}值在 n=${at.join('、')} 处都取到，所求的 n 不唯一，暂不作答。`);
  const near = [Math.max(1, at[0] - 1), at[0], at[0] + 1]
    .filter((n, i, xs) => xs.indexOf(n) === i)
    .map((n) => im(`n=${n}:\\ ${valueAt(node, m, n)!.toLatex()}`))
    .join('，');
  const dTex = m.r.toLatex();
  return solved(mp, {
    engine: 'sequences',
    idea: `先用基本量求出首项和公差，把 ${im(tex)} 写成关于正整数 n 的函数，再研究它的单调性，在正整数中比较求${word}值。`,
    steps: [
      `由条件得 ${im(`a_1=${m.a1.toLatex()},\\ d=${dTex}`)}，所以 ${im(`a_n=a_1+(n-1)d`)}，${im(`S_n=na_1+\\frac{n(n-1)}{2}d`)}。`,
      `${im(tex)} 是关于 n 的 ${degree} 次多项式，最高次项系数${lead > 0 ? '为正' : '为负'}；当 ${im(`n\\ge ${Math.ceil(bound)}`)} 时它单调${lead > 0 ? '递增' : '递减'}，所以只需比较 ${im(`n=1,2,\\dots,${last}`)} 的值。`,
      `逐个计算：${near}，其余的值都${which === 'min' ? '更大' : '更小'}。所以当 ${im(`n=${at.join('\\text{或}')}`)} 时取${word}值 ${im(best.toLatex())}。`,
    ],
    finalAnswer: ask === 'index' ? im(`n=${at[0]}`) : im(`${best.toLatex()}`),
    verificationNote: `用精确分数逐项计算了 n=1 到 ${last + 2} 的值，最高次项的符号由 ${degree} 阶差分确定，${word}值只在 n=${at.join('、')} 处取到。`,
    value: { kind: 'numbers', values: [ask === 'index' ? at[0] : best.toNumber()] },
  });
}
