import { dm, im, refuse, solved } from '../../math/write/format';
import { prepare } from '../../math/index';
import { formulas, type MJ, proseWithSlots, readLatex, unwrap } from '../../math/expression/mathjson';
import { gcd, Rat } from '../../math/expression/rational';
import { Surd } from '../../math/numbers/surd';
import type { MathOutcome } from '../../math/expression/types';
import type { ProblemType } from '../../types';
import { angleConst, latexOf, ratOf, squareConst } from './constants';

/** Polynomials in the one parameter (λ, k, …), low → high: vectors have rational coefficients, scalars surd ones. */
type RPoly = Rat[];
type SPoly = Surd[];
type Val = { t: 'v'; a: RPoly; b: RPoly } | { t: 's'; p: SPoly };

const VEC_MARK = /\\(?:vec|overrightarrow|boldsymbol|mathbf|bm)\s*\{?\s*([a-z])\s*\}?/g;

/** The angles of the textbook whose cosine is a surd: π/6, π/4, 3π/4, 5π/6 (in units of π), with cos and its LaTeX. */
const SURD_COS: Array<[Rat, Surd, string]> = [
  [Rat.of(1, 6), Surd.make(Rat.ZERO, Rat.of(1, 2), 3n), '\\frac{\\pi}{6}'],
  [Rat.of(1, 4), Surd.make(Rat.ZERO, Rat.of(1, 2), 2n), '\\frac{\\pi}{4}'],
  [Rat.of(3, 4), Surd.make(Rat.ZERO, Rat.of(-1, 2), 2n), '\\frac{3\\pi}{4}'],
  [Rat.of(5, 6), Surd.make(Rat.ZERO, Rat.of(-1, 2), 3n), '\\frac{5\\pi}{6}'],
];

const rp = {
  add: (x: RPoly, y: RPoly): RPoly =>
    Array.from({ length: Math.max(x.length, y.length) }, (_, i) => (x[i] ?? Rat.ZERO).add(y[i] ?? Rat.ZERO)),
  mul: (x: RPoly, y: RPoly): RPoly => {
    const out: RPoly = Array.from({ length: x.length + y.length - 1 }, () => Rat.ZERO);
    x.forEach((a, i) => {
      y.forEach((b, j) => {
        out[i + j] = out[i + j].add(a.mul(b));
      });
    });
    return out;
  },
  neg: (x: RPoly): RPoly => x.map((a) => a.neg()),
  isConst: (x: RPoly) => x.slice(1).every((a) => a.isZero()),
};
const sp = {
  add: (x: SPoly, y: SPoly): SPoly =>
    Array.from({ length: Math.max(x.length, y.length) }, (_, i) => (x[i] ?? Surd.rat(Rat.ZERO)).add(y[i] ?? Surd.rat(Rat.ZERO))),
  scale: (x: RPoly, s: Surd): SPoly => x.map((a) => Surd.rat(a).mul(s)),
  trim: (x: SPoly): SPoly => {
    const out = [...x];
    while (out.length > 1 && out[out.length - 1].isZero()) out.pop();
    return out;
  },
};

/** 1/(p + q√r) = (p − q√r)/(p² − q²r). */
function inverse(s: Surd): Surd {
  const n = s.a.mul(s.a).sub(s.b.mul(s.b).mul(Rat.of(s.r)));
  return new Surd(s.a.div(n), s.b.neg().div(n), s.r);
}

/** √(p + q√r), denested to √u ± √v when p² − q²r is a square; null when it cannot be written exactly here. */
function sqrtOf(s: Surd): { latex: string; value: number } | null {
  const value = Math.sqrt(s.toNumber());
  if (s.toNumber() < 0) return null;
  if (s.b.isZero()) {
    const r = Surd.make(Rat.ZERO, Rat.of(1n, s.a.d), s.a.n * s.a.d);
    return { latex: latexOf(r), value };
  }
  const disc = s.a.mul(s.a).sub(s.b.mul(s.b).mul(Rat.of(s.r)));
  const t = disc.sign() >= 0 ? Rat.fromNumber(Math.sqrt(disc.toNumber())) : null;
  if (t?.mul(t).eq(disc)) {
    const u = s.a.add(t).div(Rat.of(2));
    const v = s.a.sub(t).div(Rat.of(2));
    const root = (x: Rat) => latexOf(Surd.make(Rat.ZERO, Rat.of(1n, x.d), x.n * x.d));
    if (u.sign() > 0 && v.sign() > 0) {
      const latex = `${root(u)}${s.b.sign() < 0 ? '-' : '+'}${root(v)}`;
      const check = Math.sqrt(u.toNumber()) + Math.sign(s.b.toNumber()) * Math.sqrt(v.toNumber());
      if (Math.abs(check - value) < 1e-9) return { latex, value };
    }
  }
  // a square factor common to both terms comes out of the root: √(20 − 8√3) = 2√(5 − 2√3)
  if (s.a.d === 1n && s.b.d === 1n) {
    const g = gcd(s.a.n < 0n ? -s.a.n : s.a.n, s.b.n < 0n ? -s.b.n : s.b.n);
    for (let m = BigInt(Math.floor(Math.sqrt(Number(g)))); m > 1n; m--) {
      if (g % (m * m) !== 0n) continue;
      const inner = new Surd(s.a.div(Rat.of(m * m)), s.b.div(Rat.of(m * m)), s.r);
      if (Math.abs(Number(m) * Math.sqrt(inner.toNumber()) - value) < 1e-9) return { latex: `${m}\\sqrt{${latexOf(inner)}}`, value };
    }
  }
  return { latex: `\\sqrt{${latexOf(s)}}`, value };
}

/**
 * Two vectors of known lengths at an angle whose cosine is a surd (45°, π/6, 135°, 5π/6): |xa+yb|, a dot product,
 * or the parameter that makes two combinations perpendicular, all exactly in Q(√2) or Q(√3).
 */
export function solveSurdAngle(text0: string, problemType: ProblemType): MathOutcome | null {
  const text = text0.replace(/\\bullet(?![a-zA-Z])/g, '\\cdot ');
  const names = [...new Set([...text.matchAll(VEC_MARK)].map((m) => m[1]))].sort();
  if (names.length !== 2 || !/夹角/.test(text)) return null;
  const plain = text.replace(VEC_MARK, (_, a) => ` ${a} `);
  const fs = formulas(plain);
  const parsed = fs.map((f) => readLatex(f.replace(/\\cdot/g, '\\cdot ')));
  if (!fs.length || parsed.some((x) => x === null)) return null;
  const prose = proseWithSlots(plain)
    .replace(/\s+/g, '')
    .replace(/_+|（）|\(\)|（\s*）/g, '')
    .replace(/[.。]$/, '');
  const slot = (i: number) => `⟨${i}⟩`;

  // the angle between a and b themselves (not a and a+b): the formula after 「a 与 b 的夹角为」 or 「它们的夹角为」
  const am = /(?:⟨(\d+)⟩(?:与|和|，|,|、)⟨(\d+)⟩|它们|两向量|两个向量)的?夹角(?:为|是|等于)⟨(\d+)⟩/.exec(prose);
  if (!am || (prose.match(/夹角/g) ?? []).length !== 1) return null;
  if (am[1] !== undefined) {
    const pairNames = [am[1], am[2]].map((i) => unwrap(parsed[Number(i)]!));
    if (!(pairNames.includes(names[0]) && pairNames.includes(names[1]))) return null;
  }
  const angleAt = Number(am[3]);
  const q = angleConst(parsed[angleAt]!);
  const row = q && SURD_COS.find(([x]) => x.eq(q));
  if (!row) return null;
  const [, cos, angleLatex] = row;
  const cosValue = Math.cos(q.toNumber() * Math.PI);

  const sq: Array<Rat | null> = [null, null];
  const unit = /单位向量⟨(\d+)⟩(?:，|,|与|和|、)⟨(\d+)⟩|⟨(\d+)⟩(?:，|,|与|和|、)⟨(\d+)⟩(?:为|是|均为|都是)(?:两个)?单位向量/.exec(prose);
  const used = new Set<number>([angleAt]);
  if (unit) {
    const ids = [unit[1] ?? unit[3], unit[2] ?? unit[4]].map(Number);
    const ns = ids.map((i) => unwrap(parsed[i]!));
    if (!(ns.includes(names[0]) && ns.includes(names[1]))) return null;
    sq[0] = Rat.ONE;
    sq[1] = Rat.ONE;
    for (const i of ids) used.add(i);
  } else if (/单位向量/.test(prose)) return null;
  parsed.forEach((j, i) => {
    const u = unwrap(j!);
    if (Array.isArray(u) && u[0] === 'Equal' && Array.isArray(unwrap(u[1]))) {
      const l = unwrap(u[1]) as MJ[];
      if (l[0] === 'Abs' && typeof unwrap(l[1]) === 'string') {
        const k = names.indexOf(unwrap(l[1]) as string);
        const s = squareConst(u[2]);
        if (k < 0 || !s || sq[k]) throw new RangeError('长度');
        sq[k] = s;
        used.add(i);
      }
    }
  });
  if (!sq[0] || !sq[1]) return null;
  // a·b = |a||b|cos θ, exact: √(|a|²|b|²)·cos θ
  const lenProd = sqrtOf(Surd.rat(sq[0].mul(sq[1])));
  const lenSurd = (() => {
    const r = sq[0].mul(sq[1]);
    return Surd.make(Rat.ZERO, Rat.of(1n, r.d), r.n * r.d);
  })();
  let ab: Surd;
  try {
    ab = lenSurd.mul(cos);
  } catch {
    return null; // √3·√2: a product of two different roots
  }

  // the one parameter, if any
  const letters = new Set<string>();
  const collect = (j: MJ) => {
    if (typeof j === 'string' && /^(?:[a-z]|lambda|mu)$/.test(j) && !names.includes(j)) letters.add(j);
    else if (Array.isArray(j)) for (const x of j.slice(1)) collect(x);
  };
  parsed.forEach((j, i) => {
    if (!used.has(i)) collect(j!);
  });
  if (letters.size > 1) return null;
  const param = [...letters][0] ?? null;

  const ev = (j0: MJ): Val => {
    const j = unwrap(j0);
    if (typeof j === 'string') {
      if (j === names[0]) return { t: 'v', a: [Rat.ONE], b: [Rat.ZERO] };
      if (j === names[1]) return { t: 'v', a: [Rat.ZERO], b: [Rat.ONE] };
      if (j === param) return { t: 's', p: [Surd.rat(Rat.ZERO), Surd.rat(Rat.ONE)] };
      throw new RangeError(j);
    }
    const r = ratOf(j);
    if (r) return { t: 's', p: [Surd.rat(r)] };
    if (!Array.isArray(j)) throw new RangeError('?');
    const [h, ...xs] = j;
    const vs = xs.map(ev);
    if (h === 'Negate' && vs.length === 1) return scale(vs[0], { t: 's', p: [Surd.rat(Rat.of(-1))] });
    if ((h === 'Add' || h === 'Subtract') && vs.length >= 2) {
      let acc = vs[0];
      for (const v of vs.slice(1)) acc = plus(acc, h === 'Subtract' ? scale(v, { t: 's', p: [Surd.rat(Rat.of(-1))] }) : v);
      return acc;
    }
    if ((h === 'Multiply' || h === 'InvisibleOperator') && vs.length === 2) return scale(vs[0], vs[1]);
    if ((h === 'Divide' || h === 'Rational') && vs.length === 2 && vs[1].t === 's' && vs[1].p.length === 1 && vs[1].p[0].isRational())
      return scale(vs[0], { t: 's', p: [Surd.rat(Rat.ONE.div(vs[1].p[0].a))] });
    throw new RangeError(String(h));
  };
  const asRat = (p: SPoly): RPoly | null => (p.every((s) => s.isRational()) ? p.map((s) => s.a) : null);
  const plus = (x: Val, y: Val): Val => {
    if (x.t === 'v' && y.t === 'v') return { t: 'v', a: rp.add(x.a, y.a), b: rp.add(x.b, y.b) };
    if (x.t === 's' && y.t === 's') return { t: 's', p: sp.add(x.p, y.p) };
    throw new RangeError('类型');
  };
  const scale = (x: Val, y: Val): Val => {
    if (x.t === 'v' && y.t === 'v') {
      // the dot product: x₁x₂|a|² + (x₁y₂+x₂y₁)a·b + y₁y₂|b|²
      const aa = rp.mul(x.a, y.a).map((c) => c.mul(sq[0]!));
      const bb = rp.mul(x.b, y.b).map((c) => c.mul(sq[1]!));
      const mixed = rp.add(rp.mul(x.a, y.b), rp.mul(x.b, y.a));
      return { t: 's', p: sp.add(sp.scale(rp.add(aa, bb), Surd.rat(Rat.ONE)), sp.scale(mixed, ab)) };
    }
    if (x.t === 's' && y.t === 's') {
      const xr = asRat(x.p);
      const yr = asRat(y.p);
      if (!xr || !yr) throw new RangeError('根式乘积');
      return { t: 's', p: rp.mul(xr, yr).map(Surd.rat) };
    }
    const [s, v] = x.t === 's' ? [x, y as Extract<Val, { t: 'v' }>] : [y as Extract<Val, { t: 's' }>, x];
    const sr = asRat(s.p);
    if (!sr) throw new RangeError('根式系数');
    return { t: 'v', a: rp.mul(sr, v.a), b: rp.mul(sr, v.b) };
  };

  const rest = parsed.map((_, i) => i).filter((i) => !used.has(i) && !names.includes(unwrap(parsed[i]!) as string));
  const p = prepare(text0, problemType);
  const A = `\\vec{${names[0]}}`;
  const B = `\\vec{${names[1]}}`;
  const abLatex = latexOf(ab);
  const steps = [
    `${im(`|${A}|^2=${sq[0].toLatex()}`)}，${im(`|${B}|^2=${sq[1].toLatex()}`)}，夹角为 ${im(angleLatex)}，所以 ${im(`${A}\\cdot ${B}=|${A}||${B}|\\cos${angleLatex}=${lenProd ? `${lenProd.latex}\\times ` : ''}${latexOf(cos)}=${abLatex}`)}。`,
  ];
  const vecLatex = (v: Extract<Val, { t: 'v' }>) => {
    const term = (c: Rat, n: string) => (c.isZero() ? '' : `${c.sign() < 0 ? '-' : '+'}${c.abs().isOne() ? '' : c.abs().toLatex()}${n}`);
    return `${term(v.a[0], A)}${term(v.b[0], B)}`.replace(/^\+/, '') || '\\vec{0}';
  };
  // the question must ask for the parameter itself (「则 λ=」), not |ka−b| or 2λ written after it
  const asked = rest.length ? fs[rest[rest.length - 1]].replace(/\\(lambda|mu)(?![a-zA-Z])/g, '$1').replace(/\s+/g, '') : '';
  const wantsParam =
    param !== null &&
    new RegExp(`^${param}=?$`).test(asked) &&
    new RegExp(`(?:则|求)(?:实数)?${slot(rest[rest.length - 1] ?? -1)}(?:的值)?(?:为|是|等于)?$`).test(prose.replace(/[.。]$/, ''));
  try {
    if (!param) {
      if (rest.length !== 1) return null;
      const i = rest[0];
      const j = unwrap(parsed[i]!);
      const tail = prose.slice(prose.indexOf(slot(i)) + slot(i).length).replace(/[.。]$/, '');
      if (tail && !/^(?:的值)?(?:为|是|等于)?$/.test(tail)) return null;
      if (Array.isArray(j) && j[0] === 'Abs') {
        const v = ev(j[1]);
        if (v.t !== 'v') return null;
        const s2 = scale(v, v);
        if (s2.t !== 's' || s2.p.length !== 1) return null;
        const len = sqrtOf(s2.p[0]);
        if (!len) return refuse(p, '向量的模的平方是负数，请核对题目。');
        const ans = `|${vecLatex(v)}|=${len.latex}`;
        if (Math.abs(len.value ** 2 - numeric(v, v, sq, cosValue)) > 1e-9)
          return refuse(p, '离线求解器的验算没有通过，为避免给出错误答案，暂不作答。');
        steps.push(`${im(`|${vecLatex(v)}|^2=(${vecLatex(v)})^2=${latexOf(s2.p[0])}`)}，所以${dm(ans)}`);
        return solved(p, {
          engine: 'vector',
          idea: '求向量的模，先求它的平方：展开后用 $|\\vec a|^2$、$|\\vec b|^2$ 和 $\\vec a\\cdot\\vec b=|\\vec a||\\vec b|\\cos\\theta$。',
          steps,
          finalAnswer: im(ans),
          verificationNote: '用 a、b 的一组坐标实现（夹角按题意）重新计算了模，结果一致。',
          value: { kind: 'numbers', values: [len.value] },
        });
      }
      if (Array.isArray(j) && (j[0] === 'Multiply' || j[0] === 'InvisibleOperator') && j.length === 3) {
        const x = ev(j[1]);
        const y = ev(j[2]);
        if (x.t !== 'v' || y.t !== 'v') return null;
        const d = scale(x, y);
        if (d.t !== 's' || d.p.length !== 1) return null;
        if (Math.abs(d.p[0].toNumber() - numeric(x, y, sq, cosValue)) > 1e-9)
          return refuse(p, '离线求解器的验算没有通过，为避免给出错误答案，暂不作答。');
        const paren = (v: Extract<Val, { t: 'v' }>) => (/.[+-]/.test(vecLatex(v)) ? `(${vecLatex(v)})` : vecLatex(v));
        const ans = `${paren(x)}\\cdot ${paren(y)}=${latexOf(d.p[0])}`;
        steps.push(`展开得${dm(ans)}`);
        return solved(p, {
          engine: 'vector',
          idea: '展开数量积，用 $|\\vec a|^2$、$|\\vec b|^2$ 和 $\\vec a\\cdot\\vec b=|\\vec a||\\vec b|\\cos\\theta$。',
          steps,
          finalAnswer: im(ans),
          verificationNote: '用 a、b 的一组坐标实现（夹角按题意）重新计算了数量积，结果一致。',
          value: { kind: 'numbers', values: [d.p[0].toNumber()] },
        });
      }
      return null;
    }
    // a parameter: the two combinations named perpendicular, then 则 k=
    if (!wantsParam) return null;
    const conds = rest.slice(0, -1);
    let pair: [Val, Val] | null = null;
    const only = conds.length === 1 ? unwrap(parsed[conds[0]]!) : null;
    if (Array.isArray(only) && only[0] === 'Perpendicular') pair = [ev(only[1]), ev(only[2])];
    else {
      // 「⟨ka−b⟩ 与 ⟨a⟩ 垂直」: each side is a condition formula or a bare vector name
      const perp = /⟨(\d+)⟩(?:与|和)⟨(\d+)⟩(?:互相)?垂直/.exec(prose);
      if (!perp) return null;
      const ids = [Number(perp[1]), Number(perp[2])];
      const isName = (i: number) => names.includes(unwrap(parsed[i]!) as string);
      if (ids.some((i) => !conds.includes(i) && !isName(i)) || conds.some((i) => !ids.includes(i))) return null;
      pair = [ev(parsed[ids[0]]!), ev(parsed[ids[1]]!)];
    }
    const [x, y] = pair;
    if (x.t !== 'v' || y.t !== 'v') return null;
    const d = scale(x, y);
    if (d.t !== 's') return null;
    const eq = sp.trim(d.p);
    if (eq.length !== 2) return refuse(p, '关于参数的方程不是一次方程，离线求解器暂不作答。');
    const root = eq[0].mul(inverse(eq[1])).mul(Surd.rat(Rat.of(-1)));
    const name = param === 'lambda' ? '\\lambda' : param === 'mu' ? '\\mu' : param;
    const check = eq[0].toNumber() + eq[1].toNumber() * root.toNumber();
    if (Math.abs(check) > 1e-9) return refuse(p, '离线求解器的验算没有通过，为避免给出错误答案，暂不作答。');
    steps.push(
      `两向量垂直，数量积为 0：展开得 ${im(`${latexOf(eq[1])}\\cdot ${name}${eq[0].toNumber() < 0 ? '' : '+'}${latexOf(eq[0])}=0`)}，解得${dm(`${name}=${latexOf(root)}`)}`,
    );
    return solved(p, {
      engine: 'vector',
      idea: '两向量垂直的充要条件是数量积为 0；展开后用 $\\vec a\\cdot\\vec b=|\\vec a||\\vec b|\\cos\\theta$，得到关于参数的一次方程。',
      steps,
      finalAnswer: im(`${name}=${latexOf(root)}`),
      verificationNote: '把解代回数量积，结果为 0。',
      value: { kind: 'numbers', values: [root.toNumber()] },
    });
  } catch {
    return null;
  }
}

/** The dot product in floats from a coordinate realisation: a = (|a|, 0), b = |b|(cos θ, sin θ). */
function numeric(x: Extract<Val, { t: 'v' }>, y: Extract<Val, { t: 'v' }>, sq: Array<Rat | null>, c: number): number {
  const la = Math.sqrt(sq[0]!.toNumber());
  const lb = Math.sqrt(sq[1]!.toNumber());
  const a = [la, 0];
  const b = [lb * c, lb * Math.sqrt(1 - c * c)];
  const v = (w: Extract<Val, { t: 'v' }>) => [0, 1].map((k) => w.a[0].toNumber() * a[k] + w.b[0].toNumber() * b[k]);
  const [p, q] = [v(x), v(y)];
  return p[0] * q[0] + p[1] * q[1];
}
