import { Rat } from '../expression/rational';
import { vl } from '../write/show';
import { im } from '../write/format';

/** a·vars = b with exact coefficients. */
export interface Row {
  a: Rat[];
  b: Rat;
  label: string;
}

const CIRCLED = '①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮';

export function rowLatex(r: Row, vars: string[]): string {
  let s = '';
  r.a.forEach((c, i) => {
    if (c.isZero()) return;
    const abs = c.abs();
    const coef = abs.isOne() ? '' : abs.toLatex();
    const term = `${coef}${vl(vars[i])}`;
    s += s === '' ? (c.sign() < 0 ? `-${term}` : term) : c.sign() < 0 ? ` - ${term}` : ` + ${term}`;
  });
  return `${s === '' ? '0' : s} = ${r.b.toLatex()}`;
}

const lcmDen = (xs: Rat[]) => xs.reduce((acc, c) => (acc * c.d) / gcdB(acc, c.d), 1n);
const gcdB = (a: bigint, b: bigint): bigint => (b ? gcdB(b, a % b) : a < 0n ? -a : a);

function scaleRow(r: Row, k: Rat, label: string): Row {
  return { a: r.a.map((c) => c.mul(k)), b: r.b.mul(k), label };
}

export type LinResult = { kind: 'unique'; values: Rat[]; steps: string[] } | { kind: 'none' | 'infinite'; steps: string[] };

/** Elimination with integer multipliers, written as a student would (①×2 − ②×3 ...). */
export function eliminate(rows: Row[], vars: string[]): LinResult {
  let counter = rows.length;
  const next = () => CIRCLED[counter++] ?? `(${counter})`;
  const steps: string[] = [];
  // Clear fractions first so that multipliers are integers.
  const work = rows.map((r) => {
    const l = lcmDen([...r.a, r.b]);
    return l === 1n ? r : scaleRow(r, Rat.of(l), r.label);
  });
  const solveRec = (eqs: Row[], active: number[]): Map<number, Rat> | 'none' | 'infinite' => {
    const live = eqs.filter((e) => active.some((i) => !e.a[i].isZero()));
    const dead = eqs.filter((e) => !live.includes(e));
    if (dead.some((e) => !e.b.isZero())) {
      steps.push(`得到矛盾等式 ${im(`0 = ${dead.find((e) => !e.b.isZero())!.b.toLatex()}`)}，所以方程组无解。`);
      return 'none';
    }
    if (live.length < active.length) return 'infinite';
    if (active.length === 1) {
      const e = live[0];
      const i = active[0];
      const val = e.b.div(e.a[i]);
      steps.push(`由 ${e.label} ${im(rowLatex(e, vars))} 解得 ${im(`${vl(vars[i])} = ${val.toLatex()}`)}。`);
      for (const other of live.slice(1)) {
        if (!other.a[i].mul(val).eq(other.b)) {
          steps.push(`但它不满足 ${other.label}，所以方程组无解。`);
          return 'none';
        }
      }
      return new Map([[i, val]]);
    }
    // Eliminate the last active variable using the equation with the simplest coefficient.
    const target = active[active.length - 1];
    const withT = live.filter((e) => !e.a[target].isZero());
    const pivot = withT.reduce((best, e) => (e.a[target].abs().cmp(best.a[target].abs()) < 0 ? e : best), withT[0]);
    const reduced: Row[] = [];
    for (const e of live) {
      if (e === pivot) continue;
      if (e.a[target].isZero()) {
        reduced.push(e);
        continue;
      }
      const p = pivot.a[target];
      const q = e.a[target];
      const g = gcdB(p.n, q.n);
      const flip = p.n < 0n ? -1n : 1n;
      const kp = Rat.of((q.n / g) * flip);
      const ke = Rat.of((p.n / g) * flip);
      const label = next();
      const combined: Row = {
        a: e.a.map((c, i) => c.mul(ke).sub(pivot.a[i].mul(kp))),
        b: e.b.mul(ke).sub(pivot.b.mul(kp)),
        label,
      };
      const ks = (k: Rat) => (k.abs().isOne() ? '' : im(`\\times ${k.abs().toLatex()}`));
      const op = kp.sign() > 0 ? '-' : '+';
      steps.push(
        `${e.label}${ks(ke)} ${op} ${pivot.label}${ks(kp)}，消去 ${im(vl(vars[target]))}，得 ${im(rowLatex(combined, vars))} ${label}`,
      );
      reduced.push(combined);
    }
    const inner = solveRec(reduced, active.slice(0, -1));
    if (inner === 'none' || inner === 'infinite') return inner;
    let rest = pivot.b;
    for (const [i, val] of inner) rest = rest.sub(pivot.a[i].mul(val));
    const val = rest.div(pivot.a[target]);
    steps.push(
      `把 ${[...inner].map(([i, v]) => im(`${vl(vars[i])} = ${v.toLatex()}`)).join('，')} 代入 ${pivot.label}，得 ${im(`${vl(vars[target])} = ${val.toLatex()}`)}。`,
    );
    inner.set(target, val);
    return inner;
  };
  const res = solveRec(
    work,
    vars.map((_, i) => i),
  );
  if (res === 'none' || res === 'infinite') return { kind: res, steps };
  return { kind: 'unique', values: vars.map((_, i) => res.get(i)!), steps };
}

export const circled = (i: number) => CIRCLED[i];
