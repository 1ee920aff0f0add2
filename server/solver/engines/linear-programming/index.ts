import { pickOption } from '../../math/answers/choice';
import { Rat } from '../../math/expression/rational';
import type { MathOutcome, MathProblem } from '../../math/expression/types';
import { parseRat } from '../../math/numbers/ratexpr';
import { dm, im, solved } from '../../math/write/format';
import { examText } from '../counting';
import { toPoly } from '../counting/poly';
import { stemProblem } from '../stem-problem';
import type { Engine } from '../types';

/**
 * Linear programming in two variables: x, y satisfy linear inequalities (约束条件), find the max or min of
 * a linear objective. The feasible polygon's vertices are found by intersecting the boundary lines
 * pairwise (exact rationals) and keeping the feasible ones; unboundedness in the objective's direction
 * is detected; the result is checked against feasible sample points.
 */
export const linearProgrammingEngine: Engine = {
  name: 'linear-programming',
  subjects: ['math', 'other'],
  solve: (q) => {
    try {
      const mp = stemProblem(q);
      const out = lp(q.stem, mp);
      if (!out?.outcome.ok) return null;
      if (q.options.length) {
        const picked = pickOption(out, { stem: q.stem, options: q.options });
        return 'refuse' in picked ? null : { outcome: picked.outcome, value: picked.value };
      }
      return { outcome: out.outcome, value: out.value };
    } catch {
      return null;
    }
  },
};

/** a·x + b·y ≤ c */
interface Half {
  a: Rat;
  b: Rat;
  c: Rat;
  tex: string;
}

function linear(src: string): { a: Rat; b: Rat; c: Rat } | null {
  const n = parseRat(src);
  if (!n) return null;
  const p = toPoly(n, new Set(['x', 'y']));
  if (!p || [...p.keys()].some((k) => k !== 'x^1' && k !== 'y^1' && k !== '')) return null;
  return { a: p.get('x^1') ?? Rat.ZERO, b: p.get('y^1') ?? Rat.ZERO, c: p.get('') ?? Rat.ZERO };
}

const PROSE = /若|设|已知|实数|变量|满足|约束条件|则|求|目标函数|的|最大值|最小值|为|是|，|,|。|\.|:|：|\s|[()（）]/g;

function lp(stem: string, mp: MathProblem): MathOutcome | null {
  const text = examText(stem)
    .replace(/\\begin\{(?:cases|array)\}(?:\{[^}]*\})?|\\end\{(?:cases|array)\}/g, ' ')
    .replace(/\\\\/g, ',')
    .replace(/&/g, ' ')
    .replace(/\\[{}]/g, ' ')
    .replace(/\\geqslant|\\geq|\\ge|≥/g, '>=')
    .replace(/\\leqslant|\\leq|\\le|≤/g, '<=');
  if (!/最大值|最小值/.test(text) || /最大值[^，。]*最小值|最小值[^，。]*最大值/.test(text)) return null;
  const wantMax = /最大值/.test(text);
  const segs: string[] = [];
  const prose = text.replace(/\$([^$]*)\$/g, (_, s: string) => {
    segs.push(s.replace(/\s+/g, ''));
    return ' ';
  });
  if (prose.replace(PROSE, '').trim() !== '') return null;
  const objSrc = /\$([^$]*)\$\s*的\s*最[大小]值/.exec(text)?.[1].replace(/\s+/g, '');
  const halves: Half[] = [];
  let obj: { a: Rat; b: Rat; c: Rat; tex: string } | null = null;
  for (const seg of segs) {
    for (const raw of seg.split(/,|，|;/)) {
      const piece = raw.replace(/^\.+|\.+$/g, '');
      if (!piece || /^x,?y$|^[xy]$/.test(piece)) continue;
      const m = /^(.+?)(<=|>=|<|>|=)(.+?)(?:(<=|>=|<|>)(.+))?$/.exec(piece);
      if (!m && piece === objSrc) continue;
      if (!m) return null;
      if (m[2] === '<' || m[2] === '>' || m[4] === '<' || m[4] === '>') return null;
      if (m[2] === '=') {
        if (m[4] || obj) return null;
        if (!/^[zZ]$/.test(m[1])) return null;
        const o = linear(m[3]);
        if (!o) return null;
        obj = { ...o, tex: m[3] };
        continue;
      }
      const pairs: Array<[string, string, string]> = [[m[1], m[2], m[3]]];
      if (m[4]) pairs.push([m[3], m[4], m[5]]);
      for (const [l, op, r] of pairs) {
        const L = linear(l);
        const R = linear(r);
        if (!L || !R) return null;
        // L op R → (L−R) ≤ 0 or ≥ 0
        let a = L.a.sub(R.a);
        let b = L.b.sub(R.b);
        let c = R.c.sub(L.c);
        if (op === '>=') [a, b, c] = [a.neg(), b.neg(), c.neg()];
        if (a.isZero() && b.isZero()) return null;
        halves.push({ a, b, c, tex: `${l}${op === '>=' ? '\\geq ' : '\\leq '}${r}` });
      }
    }
  }
  if (!obj) {
    // "则 x+2y 的最大值为": the last formula before 的最大值/最小值.
    const m = /\$([^$]*)\$\s*的\s*最[大小]值/.exec(text);
    if (!m) return null;
    const o = linear(m[1]);
    if (!o || (o.a.isZero() && o.b.isZero())) return null;
    obj = { ...o, tex: m[1] };
  }
  if (halves.length < 2 || halves.length > 8 || (obj.a.isZero() && obj.b.isZero())) return null;
  const feasible = (x: Rat, y: Rat) => halves.every((h) => h.a.mul(x).add(h.b.mul(y)).cmp(h.c) <= 0);
  const verts: Array<[Rat, Rat]> = [];
  for (let i = 0; i < halves.length; i++) {
    for (let j = i + 1; j < halves.length; j++) {
      const h1 = halves[i];
      const h2 = halves[j];
      const det = h1.a.mul(h2.b).sub(h1.b.mul(h2.a));
      if (det.isZero()) continue;
      const x = h1.c.mul(h2.b).sub(h1.b.mul(h2.c)).div(det);
      const y = h1.a.mul(h2.c).sub(h1.c.mul(h2.a)).div(det);
      if (feasible(x, y) && !verts.some((v) => v[0].eq(x) && v[1].eq(y))) verts.push([x, y]);
    }
  }
  if (verts.length === 0) return null;
  // Objective to maximise: sign·(a x + b y).
  const sgn = wantMax ? Rat.ONE : Rat.ONE.neg();
  const oa = obj.a.mul(sgn);
  const ob = obj.b.mul(sgn);
  // Unbounded if some feasible ray direction improves the objective: candidate rays are along boundaries.
  for (const h of halves) {
    for (const d of [
      [h.b, h.a.neg()],
      [h.b.neg(), h.a],
      [h.a.neg(), h.b.neg()],
    ] as Array<[Rat, Rat]>) {
      const inCone = halves.every((g) => g.a.mul(d[0]).add(g.b.mul(d[1])).sign() <= 0);
      if (inCone && oa.mul(d[0]).add(ob.mul(d[1])).sign() > 0) return null; // no max/min
    }
  }
  const val = (v: [Rat, Rat]) => obj!.a.mul(v[0]).add(obj!.b.mul(v[1])).add(obj!.c);
  const vals = verts.map(val);
  let best = vals[0];
  for (const v of vals) if (wantMax ? v.cmp(best) > 0 : v.cmp(best) < 0) best = v;
  // Check: random convex combinations of the vertices never beat the optimum.
  let seed = 7;
  const rnd = () => {
    seed = (seed * 48271) % 2147483647;
    return seed / 2147483647;
  };
  for (let t = 0; t < 200; t++) {
    const w = verts.map(() => rnd());
    const s = w.reduce((a, b) => a + b, 0);
    const x = verts.reduce((a, v, i) => a + (w[i] / s) * v[0].toNumber(), 0);
    const y = verts.reduce((a, v, i) => a + (w[i] / s) * v[1].toNumber(), 0);
    const z = obj.a.toNumber() * x + obj.b.toNumber() * y + obj.c.toNumber();
    if (wantMax ? z > best.toNumber() + 1e-9 : z < best.toNumber() - 1e-9) return null;
  }
  const word = wantMax ? '最大值' : '最小值';
  const steps = [
    `约束条件为 ${halves.map((h) => im(h.tex)).join('，')}，作出可行域（边界直线两两求交点，保留满足全部约束的点）。`,
    `可行域的顶点：${verts.map((v, i) => `${im(`(${v[0].toLatex()},${v[1].toLatex()})`)}，此时 ${im(`z=${vals[i].toLatex()}`)}`).join('；')}。`,
    `目标函数 ${im(`z=${obj.tex}`)} 是线性的，${word}在可行域的顶点处取得${verts.length > 2 ? '' : '（可行域在目标函数增减方向上有界）'}，比较得 ${word}为 ${im(best.toLatex())}。`,
  ];
  return solved(mp, {
    engine: 'linear-programming',
    idea: `画出可行域，目标函数 ${im(`z=${obj.tex}`)} 的${word}在可行域的顶点处取得，比较各顶点的函数值。`,
    steps,
    finalAnswer: `$${best.toLatex()}$`,
    verificationNote: `检查了目标函数在增${wantMax ? '大' : '小'}方向上可行域有界；又在可行域内随机取 200 个点计算 ${im('z')}，都不${wantMax ? '超过' : '小于'} ${im(best.toLatex())}。${dm(`z_{${wantMax ? '\\max' : '\\min'}}=${best.toLatex()}`)}`,
    value: { kind: 'numbers', values: [best.toNumber()] },
  });
}
