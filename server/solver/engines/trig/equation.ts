import { dm, im, refuse, solved } from '../../math/write/format';
import { prepare } from '../../math/index';
import { formulas, head, type MJ, proseWithSlots, readLatex, symbols, unwrap } from '../../math/expression/mathjson';
import { Rat } from '../../math/expression/rational';
import { rationalRoots } from '../../math/polynomials/roots';
import type { Surd } from '../../math/numbers/surd';
import type { MathOutcome } from '../../math/expression/types';
import type { ProblemType } from '../../types';
import { evalExact, evalFloat, readAngle, S } from './exact';
import { GREEK, QUADRANTS, rad, readRange } from './given';

/** Polynomials in s = sin v and c = cos v: key "i,j" for sⁱcʲ. */
type SC = Map<string, Rat>;
const key = (i: number, j: number) => `${i},${j}`;
const SCP = {
  c(r: Rat): SC {
    return new Map(r.isZero() ? [] : [[key(0, 0), r]]);
  },
  mono(i: number, j: number, r: Rat = Rat.ONE): SC {
    return new Map([[key(i, j), r]]);
  },
  add(a: SC, b: SC, sign = 1): SC {
    const out = new Map(a);
    for (const [k, v] of b) {
      const x = (out.get(k) ?? Rat.ZERO).add(sign < 0 ? v.neg() : v);
      if (x.isZero()) out.delete(k);
      else out.set(k, x);
    }
    return out;
  },
  mul(a: SC, b: SC): SC {
    let out: SC = new Map();
    for (const [ka, va] of a) {
      const [i1, j1] = ka.split(',').map(Number);
      for (const [kb, vb] of b) {
        const [i2, j2] = kb.split(',').map(Number);
        if (i1 + i2 + j1 + j2 > 8) throw new RangeError('次数过高');
        out = SCP.add(out, SCP.mono(i1 + i2, j1 + j2, va.mul(vb)));
      }
    }
    return out;
  },
  degrees(a: SC): number[][] {
    return [...a.keys()].map((k) => k.split(',').map(Number));
  },
};

/** sin(kv), cos(kv) for k = 1, 2, 3 as polynomials in s, c. */
function multipleSC(fn: string, k: number): SC {
  const s = SCP.mono(1, 0);
  const c = SCP.mono(0, 1);
  if (k === 1) return fn === 'Sin' ? s : c;
  if (k === 2) return fn === 'Sin' ? SCP.mono(1, 1, Rat.of(2)) : SCP.add(SCP.mono(0, 2), SCP.mono(2, 0), -1);
  if (k === 3)
    return fn === 'Sin'
      ? SCP.add(SCP.mono(1, 0, Rat.of(3)), SCP.mono(3, 0, Rat.of(4)), -1)
      : SCP.add(SCP.mono(0, 3, Rat.of(4)), SCP.mono(0, 1, Rat.of(3)), -1);
  throw new RangeError('倍角');
}

function ratOf(j: MJ): Rat | null {
  if (typeof j === 'number') return Number.isInteger(j) ? Rat.of(j) : Rat.fromNumber(j);
  if (j && typeof j === 'object' && !Array.isArray(j) && 'num' in j) return Rat.parseDecimal(j.num);
  return null;
}

function toSC(j0: MJ, v: string, used: Set<string>): SC {
  const j = unwrap(j0);
  const r = ratOf(j);
  if (r) return SCP.c(r);
  const h = head(j);
  const args = (Array.isArray(j) ? j.slice(1) : []) as MJ[];
  const ev = (a: MJ) => toSC(a, v, used);
  switch (h) {
    case 'Add':
      return args.map(ev).reduce((a, b) => SCP.add(a, b));
    case 'Subtract':
      return args.length === 1 ? SCP.add(new Map(), ev(args[0]), -1) : args.map(ev).reduce((a, b) => SCP.add(a, b, -1));
    case 'Negate':
      return SCP.add(new Map(), ev(args[0]), -1);
    case 'Multiply':
    case 'InvisibleOperator':
      return args.map(ev).reduce((a, b) => SCP.mul(a, b));
    case 'Divide':
    case 'Rational': {
      const d = ev(args[1]);
      const dc = d.get(key(0, 0));
      if (d.size !== 1 || !dc) throw new RangeError('除法');
      return SCP.mul(ev(args[0]), SCP.c(dc.inv()));
    }
    case 'Power':
    case 'Square': {
      const e = h === 'Square' ? 2 : ratOf(unwrap(args[1]))?.toNumber();
      if (e === undefined || !Number.isInteger(e) || e < 1 || e > 4) throw new RangeError('幂');
      const b = ev(args[0]);
      let out = SCP.c(Rat.ONE);
      for (let i = 0; i < e; i++) out = SCP.mul(out, b);
      return out;
    }
    case 'Sin':
    case 'Cos': {
      const a = readAngle(args[0], v);
      if (!a.q.isZero() || !a.k.isInteger() || a.k.sign() <= 0 || a.k.n > 3n) throw new RangeError('角');
      const k = Number(a.k.n);
      used.add(`${h}${k}`);
      return multipleSC(h, k);
    }
    default:
      throw new RangeError('运算');
  }
}

/** Writes Σ a_{ij} sⁱcʲ with the student's names. */
function scLatex(p: SC, V: string): string {
  const terms = [...p.entries()].sort(([a], [b]) => {
    const [i1, j1] = a.split(',').map(Number);
    const [i2, j2] = b.split(',').map(Number);
    return i2 + j2 - (i1 + j1) || i2 - i1;
  });
  const parts: string[] = [];
  for (const [k, r] of terms) {
    const [i, j] = k.split(',').map(Number);
    const mono = `${i ? `\\sin${i > 1 ? `^${i}` : ''}${V}` : ''}${j ? `${i ? ' ' : ''}\\cos${j > 1 ? `^${j}` : ''}${V}` : ''}`;
    const abs = r.abs();
    const coef = mono && abs.isOne() ? '' : abs.toLatex();
    parts.push(`${r.sign() < 0 ? '-' : parts.length ? '+' : ''}${coef}${mono}`);
  }
  return parts.join('') || '0';
}

function polyLatex(p: Rat[], name: string): string {
  const parts: string[] = [];
  for (let i = p.length - 1; i >= 0; i--) {
    const c = p[i];
    if (c.isZero()) continue;
    const v = i === 0 ? '' : i === 1 ? name : name.startsWith('\\') ? name.replace(/^(\\[a-z]+)/, `$1^{${i}}`) : `${name}^{${i}}`;
    const abs = c.abs();
    const coef = v && abs.isOne() ? '' : abs.toLatex();
    parts.push(`${c.sign() < 0 ? '-' : parts.length ? '+' : ''}${coef}${v}`);
  }
  return parts.join('') || '0';
}

const trim = (p: Rat[]) => {
  const out = [...p];
  while (out.length > 1 && out[out.length - 1].isZero()) out.pop();
  return out;
};

/** All roots of a continuous-where-finite function in (lo, hi): sign changes and touching zeros. */
function numericRoots(f: (t: number) => number, lo: number, hi: number): number[] | null {
  const N = 6000;
  const xs: number[] = [];
  const ys: number[] = [];
  for (let i = 1; i < N; i++) {
    const t = lo + ((hi - lo) * i) / N;
    xs.push(t);
    ys.push(f(t));
  }
  const roots: number[] = [];
  const push = (t: number) => {
    if (Math.abs(f(t)) > 1e-9) return;
    if (!roots.some((r) => Math.abs(r - t) < 1e-6)) roots.push(t);
  };
  for (let i = 0; i < xs.length; i++) {
    if (!Number.isFinite(ys[i])) return null;
    if (ys[i] === 0) push(xs[i]);
    if (i + 1 < xs.length && ys[i] * ys[i + 1] < 0) {
      let a = xs[i];
      let b = xs[i + 1];
      let fa = ys[i];
      for (let k = 0; k < 80; k++) {
        const m = (a + b) / 2;
        const fm = f(m);
        if (fm === 0) {
          a = b = m;
          break;
        }
        if (fa * fm < 0) b = m;
        else {
          a = m;
          fa = fm;
        }
      }
      push((a + b) / 2);
    }
    // a zero the graph only touches: a local minimum of |f| close to 0
    if (
      i > 0 &&
      i + 1 < xs.length &&
      Math.abs(ys[i]) <= Math.abs(ys[i - 1]) &&
      Math.abs(ys[i]) <= Math.abs(ys[i + 1]) &&
      Math.abs(ys[i]) < 1e-2
    ) {
      let a = xs[i - 1];
      let b = xs[i + 1];
      const g = (t: number) => Math.abs(f(t));
      for (let k = 0; k < 120; k++) {
        const m1 = a + (b - a) / 3;
        const m2 = b - (b - a) / 3;
        if (g(m1) < g(m2)) b = m2;
        else a = m1;
      }
      push((a + b) / 2);
    }
  }
  return roots.sort((x, y) => x - y);
}

/**
 * "已知 α∈(0,π)，3cos2α−8cosα=5，求 sinα": the equation in sin α, cos α (double angles expanded) becomes a
 * polynomial in cos α, in sin α, or — homogeneous — in tan α; its rational roots inside the range give the
 * angle, and the asked expression follows. Checked: every root found numerically in the range must be one
 * of these, and each substituted back exactly.
 */
export function solveEquation(text: string, problemType: ProblemType): MathOutcome | null {
  const fs = formulas(text).map((f) => f.replace(/=\s*\(\s*$/, '='));
  if (fs.length < 2 || fs.length > 6) return null;
  const parsed = fs.map((f) => readLatex(f));
  if (parsed.some((j) => j === null)) return null;
  const prose = proseWithSlots(text);
  if (/范围|取值|最大|最小|化简|证明|单调|周期|对称|图象|图像|零点/.test(prose)) return null;
  const vars = new Set<string>();
  for (const j of parsed) for (const s of symbols(j!)) if (s in GREEK && !/^[A-C]$/.test(s)) vars.add(s);
  if (vars.size !== 1) return null;
  const v = [...vars][0];
  const V = GREEK[v];
  let range: [number, number] | null = null;
  let eqIdx = -1;
  const targets: Array<{ j: MJ; latex: string }> = [];
  for (let i = 0; i < parsed.length; i++) {
    const j = parsed[i]!;
    if (unwrap(j) === v) continue;
    // "a∈(0, π/2)" with α misread as a: the range of the only angle
    const aliased =
      !range &&
      head(unwrap(j)) === 'Element' &&
      Array.isArray(unwrap(j)) &&
      unwrap((unwrap(j) as MJ[])[1]) === 'a' &&
      v === 'alpha' &&
      !fs.some((f, k) => k !== i && /(?<![\\a-z])a(?![a-z])/.test(f));
    const r = readRange(j, aliased ? 'a' : v);
    if (r) {
      if (range) return null;
      range = r;
      continue;
    }
    const syms = symbols(j);
    for (const s of syms) if (s !== v && s !== 'Pi') return null;
    if (!syms.has(v)) return null;
    const u = unwrap(j);
    if (head(u) === 'Equal') {
      if (eqIdx >= 0) return null;
      eqIdx = i;
      continue;
    }
    if (head(u) === 'Element' || head(u) === 'Less' || head(u) === 'Greater') return null;
    targets.push({ j, latex: fs[i].replace(/=\s*$/, '') });
  }
  if (eqIdx < 0 || !targets.length) return null;
  if (!range) for (const [re, r] of QUADRANTS) if (re.test(prose)) range = r;
  if (!range || !(range[1] > range[0]) || range[1] - range[0] > 2 * Math.PI + 1e-9) return null;
  const eq = unwrap(parsed[eqIdx]!) as MJ[];
  const used = new Set<string>();
  let P: SC;
  try {
    P = SCP.add(toSC(eq[1], v, used), toSC(eq[2], v, used), -1);
  } catch {
    return null;
  }
  if (!P.size) return null;
  // a plain "sin α = 1/3" is the given-value kind, not this one
  if (![...used].some((u) => !u.endsWith('1')) && SCP.degrees(P).every(([i, j]) => i + j <= 1) && P.size <= 2) return null;
  const p = prepare(text, problemType);
  const [lo, hi] = range;
  const steps: string[] = [];
  const hints: string[] = [];
  if (used.has('Sin2')) hints.push(`\\sin 2${V}=2\\sin${V}\\cos${V}`);
  if (used.has('Cos2')) hints.push(`\\cos 2${V}=\\cos^2${V}-\\sin^2${V}`);
  if (used.has('Sin3')) hints.push(`\\sin 3${V}=3\\sin${V}-4\\sin^3${V}`);
  if (used.has('Cos3')) hints.push(`\\cos 3${V}=4\\cos^3${V}-3\\cos${V}`);
  steps.push(`${hints.length ? `由 ${hints.map((h) => im(h)).join('，')}，` : ''}已知等式化为 ${im(`${scLatex(P, V)}=0`)}。`);

  // reduce: cos only (s² = 1 − c²), sin only (c² = 1 − s²), or homogeneous (1 = s² + c²) in tan
  const degs = SCP.degrees(P);
  let kind: 'Cos' | 'Sin' | 'Tan';
  let poly: Rat[] = [];
  if (degs.every(([i]) => i % 2 === 0) || degs.every(([, j]) => j % 2 === 0)) {
    kind = degs.every(([i]) => i % 2 === 0) ? 'Cos' : 'Sin';
    // replace the even powers of the other function
    const out: Rat[] = Array.from({ length: 9 }, () => Rat.ZERO);
    for (const [k, r] of P) {
      const [i, j] = k.split(',').map(Number);
      const [ev, keep] = kind === 'Cos' ? [i, j] : [j, i];
      // (1 − x²)^{ev/2} · x^keep
      let q: Rat[] = [Rat.ONE];
      for (let t = 0; t < ev / 2; t++) {
        const nq: Rat[] = Array.from({ length: q.length + 2 }, () => Rat.ZERO);
        q.forEach((x, d) => {
          nq[d] = nq[d].add(x);
          nq[d + 2] = nq[d + 2].sub(x);
        });
        q = nq;
      }
      q.forEach((x, d) => {
        if (d + keep > 8) throw new RangeError('次数');
        out[d + keep] = out[d + keep].add(x.mul(r));
      });
    }
    poly = trim(out);
    const name = `\\${kind.toLowerCase()}${V}`;
    steps.push(`用 ${im(`\\sin^2${V}+\\cos^2${V}=1`)} 化为关于 ${im(name)} 的方程：${im(`${polyLatex(poly, name)}=0`)}。`);
  } else {
    // homogeneous after writing the constants as (sin²+cos²)^{k}
    const parity = (degs[0][0] + degs[0][1]) % 2;
    if (!degs.every(([i, j]) => (i + j) % 2 === parity)) return refuse(p, '这个三角方程化不成只含一个三角函数的方程，离线求解器暂不作答。');
    const top = Math.max(...degs.map(([i, j]) => i + j));
    let H: SC = new Map();
    for (const [k, r] of P) {
      const [i, j] = k.split(',').map(Number);
      let term = SCP.mono(i, j, r);
      for (let t = 0; t < (top - i - j) / 2; t++) term = SCP.mul(term, SCP.add(SCP.mono(2, 0), SCP.mono(0, 2)));
      H = SCP.add(H, term);
    }
    kind = 'Tan';
    const out: Rat[] = Array.from({ length: top + 1 }, () => Rat.ZERO);
    for (const [k, r] of H) {
      const [i] = k.split(',').map(Number);
      out[i] = out[i].add(r);
    }
    poly = trim(out);
    // cos v = 0 inside the range would be lost by dividing: it must not be a solution there
    const cosZeroInRange = [-1, 0, 1, 2, 3].map((k) => Math.PI / 2 + k * Math.PI).filter((t) => t > lo + 1e-12 && t < hi - 1e-12);
    const lead = H.get(key(top, 0));
    if (cosZeroInRange.length && (!lead || lead.isZero()))
      return refuse(p, `方程在 ${im(`\\cos${V}=0`)} 时也可能成立，离线求解器暂不作答。`);
    const why = cosZeroInRange.length
      ? `${im(`\\cos${V}=0`)} 时左边为 ${im(`${lead!.toLatex()}\\sin^{${top}}${V}\\ne0`)}，所以 ${im(`\\cos${V}\\ne0`)}`
      : `因为 ${im(`${V}\\in(${rad(lo)},${rad(hi)})`)}，${im(`\\cos${V}\\ne0`)}`;
    steps.push(
      `${top > degs[0][0] + degs[0][1] || degs.some(([i, j]) => i + j < top) ? `把常数写成 ${im(`\\sin^2${V}+\\cos^2${V}`)} 的倍数，方程化为齐次式；` : ''}${why}，两边同除以 ${im(`\\cos^{${top}}${V}`)} 得 ${im(`${polyLatex(poly, `\\tan${V}`)}=0`)}。`,
    );
  }
  if (poly.length < 2) return null;
  const roots = rationalRoots(poly);
  if (!roots) return refuse(p, '化简后的方程没有有理数根，离线求解器暂不作答。');
  // real roots that are not rational would be missed: the rational ones must account for the whole degree (up to a quadratic rest with no real roots)
  let rest = poly;
  for (const r of roots) {
    // divide out (x − r) as often as it divides
    for (let guard = 0; guard < 8; guard++) {
      const q: Rat[] = Array.from({ length: rest.length - 1 }, () => Rat.ZERO);
      let carry = Rat.ZERO;
      for (let d = rest.length - 1; d >= 1; d--) {
        carry = rest[d].add(carry.mul(r));
        q[d - 1] = carry;
      }
      const rem = rest[0].add(carry.mul(r));
      if (!rem.isZero() || rest.length < 2) break;
      rest = trim(q);
    }
  }
  if (rest.length > 3) return refuse(p, '化简后的方程次数较高，离线求解器暂不作答。');
  if (rest.length === 3) {
    const disc = rest[1].mul(rest[1]).sub(Rat.of(4).mul(rest[0]).mul(rest[2]));
    if (disc.sign() >= 0) return refuse(p, '化简后的方程有无理数根，离线求解器暂不作答。');
  }
  const name = kind === 'Tan' ? `\\tan${V}` : `\\${kind.toLowerCase()}${V}`;
  const valid = roots.filter((r) => kind === 'Tan' || r.abs().cmp(Rat.ONE) <= 0);
  const rejected = roots.filter((r) => !valid.includes(r));
  // angles in the range for each root, with exact sin and cos
  interface Br {
    t: number;
    s: Surd;
    c: Surd;
    root: Rat;
  }
  const branches: Br[] = [];
  try {
    for (const r of valid) {
      const x = r.toNumber();
      const base =
        kind === 'Sin'
          ? [Math.asin(x), Math.PI - Math.asin(x)]
          : kind === 'Cos'
            ? [Math.acos(x), -Math.acos(x)]
            : [Math.atan(x), Math.atan(x) + Math.PI];
      for (const b of base) {
        for (let k = -3; k <= 3; k++) {
          const t = b + 2 * k * Math.PI;
          if (t <= lo + 1e-12 || t >= hi - 1e-12 || branches.some((y) => Math.abs(y.t - t) < 1e-9)) continue;
          let s: Surd;
          let c: Surd;
          if (kind === 'Sin') {
            s = S.rat(r);
            const m = S.sqrt(Rat.ONE.sub(r.mul(r)));
            c = Math.cos(t) < 0 ? S.neg(m) : m;
          } else if (kind === 'Cos') {
            c = S.rat(r);
            const m = S.sqrt(Rat.ONE.sub(r.mul(r)));
            s = Math.sin(t) < 0 ? S.neg(m) : m;
          } else {
            const m = S.sqrt(r.mul(r).add(Rat.ONE).inv());
            c = Math.cos(t) < 0 ? S.neg(m) : m;
            s = S.rat(r).mul(c);
          }
          branches.push({ t, s, c, root: r });
        }
      }
    }
  } catch {
    return refuse(p, '这道题的三角函数值含有多个不同的根式，离线求解器暂不作答。');
  }
  if (!branches.length) return refuse(p, `在 ${im(`${V}\\in(${rad(lo)},${rad(hi)})`)} 内方程无解，请核对题目。`);
  // independent check: every numeric root of the original equation in the range is one of the branches, and each branch satisfies it exactly
  const f = (t: number) => evalFloat(eq[1], { [v]: t }) - evalFloat(eq[2], { [v]: t });
  const num = numericRoots(f, lo, hi);
  if (!num || num.length !== branches.length || !num.every((t) => branches.some((b) => Math.abs(b.t - t) < 1e-6)))
    return refuse(p, '离线求解器的验算没有通过，为避免给出错误答案，暂不作答。');
  try {
    for (const b of branches)
      if (!S.sub(evalExact(eq[1], v, b.s, b.c), evalExact(eq[2], v, b.s, b.c)).isZero())
        return refuse(p, '离线求解器的验算没有通过，为避免给出错误答案，暂不作答。');
  } catch {
    return refuse(p, '离线求解器无法精确验算这个三角方程，暂不作答。');
  }
  const rootsText = roots.map((r) => `${name}=${r.toLatex()}`).join('\\text{ 或 }');
  steps.push(
    `解得 ${im(rootsText)}${rejected.length ? `，其中 ${im(rejected.map((r) => `${name}=${r.toLatex()}`).join(',\\ '))} 超出 ${im('[-1,1]')}，舍去` : ''}。结合 ${im(`${V}\\in(${rad(lo)},${rad(hi)})`)}：${branches.map((b) => im(`\\sin${V}=${S.latex(b.s)},\\ \\cos${V}=${S.latex(b.c)}`)).join('；或 ')}。`,
  );
  const answers: string[] = [];
  const values: number[] = [];
  for (const tg of targets) {
    let val: Surd | null = null;
    try {
      for (const b of branches) {
        const x = evalExact(tg.j, v, b.s, b.c);
        if (val && !S.eq(val, x)) return refuse(p, `在所给范围内方程有不止一个解，对应的 ${im(tg.latex)} 不同，离线求解器无法确定答案。`);
        val = x;
        const fl = evalFloat(tg.j, { [v]: b.t });
        if (!Number.isFinite(fl) || Math.abs(fl - x.toNumber()) > 1e-9 * Math.max(1, Math.abs(fl)))
          return refuse(p, '离线求解器的验算没有通过，为避免给出错误答案，暂不作答。');
      }
    } catch {
      return refuse(p, '离线求解器无法精确计算所求的三角函数式，暂不作答。');
    }
    if (!val) return null;
    steps.push(`所以 ${dm(`${tg.latex}=${S.latex(val)}`)}`);
    answers.push(im(`${tg.latex}=${S.latex(val)}`));
    values.push(val.toNumber());
  }
  return solved(p, {
    engine: 'trig',
    idea: `用二倍角公式和 ${im(`\\sin^2${V}+\\cos^2${V}=1`)} 把方程化成只含一个三角函数的方程，解出后结合角的范围确定 ${im(`\\sin${V}`)}、${im(`\\cos${V}`)}，再求所求式子。`,
    steps,
    finalAnswer: answers.join('，'),
    verificationNote: '在所给范围内数值求出原方程的全部解，与上面得到的解一一对应；把精确值代回原方程成立，所求式子的数值也一致。',
    value: { kind: 'numbers', values },
  });
}
