import { evaluate } from '../../math/compute/evaluate';
import { freeVars } from '../../math/expression/ast';
import { parseExpr, parseExprOrNull } from '../../math/expression/parser';
import { Rat } from '../../math/expression/rational';
import type { MathOutcome } from '../../math/expression/types';
import { prepare } from '../../math/index';
import { im, solved } from '../../math/write/format';
import type { ProblemType } from '../../types';

/**
 * Vectors of a triangle (or parallelogram) written in the basis of two sides (人教A版 必修二 6.3.1 平面向量基本定理):
 * 「在△ABC中，AD为BC边上的中线，E为AD的中点，则 EB=」「D 为△ABC所在平面内一点，BC=3CD，则」「点 D 在边 BC 上，BD=2DC，
 * 若 AD=λAB+μAC，则 λ+μ=」. The first vertex is the origin and the two sides from it are the basis, so every point
 * told (中点, 重心, a point on a side cut in a ratio, a vector equation with one new point) gets exact coordinates;
 * the asked vector, λ and μ, or each option's equation are then computed in them. Every point must be fixed and
 * every clause read.
 */

type P = [Rat, Rat];
const V = String.raw`\\(?:overrightarrow|vec)\{([A-Z])([A-Z])\}`;

const sub = (a: P, b: P): P => [a[0].sub(b[0]), a[1].sub(b[1])];
const add = (a: P, b: P): P => [a[0].add(b[0]), a[1].add(b[1])];
const scale = (a: P, k: Rat): P => [a[0].mul(k), a[1].mul(k)];
const same = (a: P, b: P) => a[0].eq(b[0]) && a[1].eq(b[1]);

function rat(x: number): Rat | null {
  for (let d = 1; d <= 60; d++) {
    const n = Math.round(x * d);
    if (Math.abs(x * d - n) < 1e-9) return Rat.of(n, d);
  }
  return null;
}

/** 「2」「\frac{1}{2}」「\dfrac23」 as a rational. */
function number(src: string): Rat | null {
  try {
    const n = parseExpr(src);
    return freeVars(n).size ? null : rat(evaluate(n, {}));
  } catch {
    return null;
  }
}

/** A linear combination of vectors as a function of the points' coordinates; null when it is not one. */
function combination(src: string, pts: Map<string, P>, extra: Record<string, number> = {}): P | null {
  if (/[\u4e00-\u9fff]/.test(src)) return null;
  const flat = src
    .replace(/\$/g, '')
    .replace(/\\left|\\right/g, '')
    .replace(/\\dfrac|\\tfrac/g, '\\frac')
    .replace(/\s+/g, '');
  const names: string[] = [];
  const pool = 'pqrstuvwkmn'.split('').filter((l) => !(l in extra));
  const text = flat.replace(new RegExp(V, 'g'), (_, a: string, b: string) => {
    names.push(a + b);
    return ` ${pool[names.length - 1] ?? '?'} `;
  });
  if (!names.length || names.length > pool.length) return null;
  for (const n of names) if (!pts.has(n[0]) || !pts.has(n[1])) return null;
  const node = parseExprOrNull(text);
  if (!node) return null;
  const allowed = new Set([...pool.slice(0, names.length), ...Object.keys(extra)]);
  if ([...freeVars(node)].some((v) => !allowed.has(v))) return null;
  const at = (axis: 0 | 1, k: number) => {
    const env: Record<string, number> = { ...extra };
    names.forEach((n, i) => {
      env[pool[i]] = k * sub(pts.get(n[1])!, pts.get(n[0])!)[axis].toNumber();
    });
    return evaluate(node, env);
  };
  const x = at(0, 1);
  const y = at(1, 1);
  // linear: no constant part and doubling the vectors doubles the value
  if (Math.abs(at(0, 0)) > 1e-12 || Math.abs(at(1, 0)) > 1e-12 || Math.abs(at(0, 2) - 2 * x) > 1e-9 || Math.abs(at(1, 2) - 2 * y) > 1e-9)
    return null;
  const rx = rat(x);
  const ry = rat(y);
  return rx && ry ? [rx, ry] : null;
}

interface Figure {
  pts: Map<string, P>;
  basis: [string, string];
  said: string[];
}

function figureOf(s: string): { fig: Figure; rest: string } | null {
  const tri =
    /^(?:在|已知|设)?(?:(?:点)?([A-Z])(?:为|是))?(?:\\triangle|△)([A-Z])([A-Z])([A-Z])(?:中|所在(?:的)?平面内(?:的)?(?:一点)?|(的重心))?,?/.exec(
      s,
    );
  const par = /^(?:在|已知|设)?(?:平行四边形)([A-Z])([A-Z])([A-Z])([A-Z])中,?/.exec(s);
  const zero: P = [Rat.ZERO, Rat.ZERO];
  if (tri) {
    const [, g, a, b, c, centroid] = tri;
    if (new Set([a, b, c]).size !== 3 || (centroid && !g) || (g && [a, b, c].includes(g))) return null;
    const pts = new Map<string, P>([
      [a, zero],
      [b, [Rat.ONE, Rat.ZERO]],
      [c, [Rat.ZERO, Rat.ONE]],
    ]);
    const said: string[] = [];
    // 「已知 G 为△ABC 的重心」: the point is placed with the triangle
    if (centroid) {
      pts.set(g, [Rat.of(1, 3), Rat.of(1, 3)]);
      said.push(`${g} 为重心`);
    }
    return { fig: { pts, basis: [a + b, a + c], said }, rest: s.slice(tri[0].length) };
  }
  if (par) {
    const [, a, b, c, d] = par;
    if (new Set([a, b, c, d]).size !== 4) return null;
    const pts = new Map<string, P>([
      [a, zero],
      [b, [Rat.ONE, Rat.ZERO]],
      [d, [Rat.ZERO, Rat.ONE]],
      [c, [Rat.ONE, Rat.ONE]],
    ]);
    return { fig: { pts, basis: [a + b, a + d], said: [] }, rest: s.slice(par[0].length) };
  }
  return null;
}

/** One clause that places a point; false when it is not such a clause, null when it is but cannot be used. */
function place(clause: string, fig: Figure): boolean | null {
  const { pts } = fig;
  const mid = /^(?:点)?([A-Z])(?:为|是)(?:线段|边)?([A-Z])([A-Z])(?:边)?的中点$/.exec(clause);
  if (mid) {
    const [, m, p, q] = mid;
    if (pts.has(m) || !pts.has(p) || !pts.has(q)) return null;
    pts.set(m, scale(add(pts.get(p)!, pts.get(q)!), Rat.of(1, 2)));
    fig.said.push(`${m} 为 ${p}${q} 的中点`);
    return true;
  }
  const median = /^([A-Z])([A-Z])(?:为|是)([A-Z])([A-Z])边上的中线$/.exec(clause);
  if (median) {
    const [, v, m, p, q] = median;
    if (pts.has(m) || !pts.has(v) || !pts.has(p) || !pts.has(q) || new Set([v, p, q]).size !== 3) return null;
    pts.set(m, scale(add(pts.get(p)!, pts.get(q)!), Rat.of(1, 2)));
    fig.said.push(`${m} 为 ${p}${q} 的中点`);
    return true;
  }
  const centroid = /^(?:点)?([A-Z])(?:为|是)(?:\\triangle|△)([A-Z])([A-Z])([A-Z])的重心$/.exec(clause);
  if (centroid) {
    const [, g, a, b, c] = centroid;
    if (pts.has(g) || ![a, b, c].every((x) => pts.has(x))) return null;
    pts.set(g, scale(add(add(pts.get(a)!, pts.get(b)!), pts.get(c)!), Rat.of(1, 3)));
    fig.said.push(`${g} 为重心`);
    return true;
  }
  // 「点 D 在边 BC 上，且 BD=2DC」 comes as two clauses; the second is read with the first
  const cut = /^(?:点)?([A-Z])在(?:边|线段)?([A-Z])([A-Z])上且([A-Z])([A-Z])=([^A-Z]*)([A-Z])([A-Z])$/.exec(clause);
  if (cut) {
    const [, d, p, q, l1, l2, k, r1, r2] = cut;
    const seg = new Set([p, q]);
    // BD = k·DC with D between B and C: D = B + k/(k+1)·(C − B)
    if (pts.has(d) || !pts.has(p) || !pts.has(q) || l2 !== d || r1 !== d || !seg.has(l1) || !seg.has(r2) || l1 === r2) return null;
    const kk = k === '' ? Rat.ONE : number(k);
    if (!kk || kk.sign() <= 0) return null;
    const from = pts.get(l1)!;
    pts.set(d, add(from, scale(sub(pts.get(r2)!, from), kk.div(kk.add(Rat.ONE)))));
    fig.said.push(`${d} 在 ${p}${q} 上且 ${l1}${d}=${k}${d}${r2}`);
    return true;
  }
  // a vector equation with exactly one point not yet placed, of degree one in it
  if (new RegExp(`^[^=]*${V}[^=]*=[^=]*${V}[^=]*$`).test(clause) && !coefficientNames(clause)) {
    const letters = [...clause.matchAll(new RegExp(V, 'g'))].flatMap((m) => [m[1], m[2]]);
    const unknown = [...new Set(letters.filter((l) => !pts.has(l)))];
    if (unknown.length !== 1) return unknown.length ? null : false;
    const [l, r] = clause.split('=');
    const u = unknown[0];
    // the difference is linear in u's position: f(u) = f(0) + M·u with M a multiple of the identity
    const at = (pos: P) => {
      pts.set(u, pos);
      const a = combination(l, pts);
      const b = combination(r, pts);
      pts.delete(u);
      return a && b ? sub(a, b) : null;
    };
    const f0 = at([Rat.ZERO, Rat.ZERO]);
    const fx = at([Rat.ONE, Rat.ZERO]);
    const fy = at([Rat.ZERO, Rat.ONE]);
    if (!f0 || !fx || !fy) return null;
    const m = sub(fx, f0)[0];
    if (m.isZero() || !sub(fx, f0)[1].isZero() || !sub(fy, f0)[0].isZero() || !sub(fy, f0)[1].eq(m)) return null;
    const pos: P = scale(f0, m.neg().inv());
    pts.set(u, pos);
    const check = combination(l, pts);
    const check2 = combination(r, pts);
    if (!check || !check2 || !same(check, check2)) return null;
    fig.said.push(`由 ${im(clause)} 定出点 ${u}`);
    return true;
  }
  return false;
}

function comboLatex(c: P, basis: [string, string]): string {
  const term = (k: Rat, v: string, first: boolean) => {
    if (k.isZero()) return '';
    const sign = k.sign() < 0 ? '-' : first ? '' : '+';
    const a = k.abs();
    return `${sign}${a.isOne() ? '' : a.toLatex()}\\overrightarrow{${v}}`;
  };
  const s = term(c[0], basis[0], true) + term(c[1], basis[1], c[0].isZero());
  return s || '\\overrightarrow{0}';
}

export function solveBasisDecomposition(
  text: string,
  problemType: ProblemType,
  options: Array<{ letter: string; text: string }>,
): MathOutcome | null {
  const s = text
    .replace(/^\s*\d{1,2}\s*[.．、]\s*/, '')
    .replace(/\$/g, '')
    .replace(/\\left|\\right|\\,|\\;/g, '')
    .replace(/\\dfrac|\\tfrac/g, '\\frac')
    .replace(/\s+/g, '')
    .replace(/[，；]/g, ',')
    .replace(/(?:\\_)+|_{2,}|＿+|[(（]\)|（）$/g, '')
    .replace(/[(（]\s*[)）]$/, '')
    .replace(/[。.]$/, '');
  const head = figureOf(s);
  if (!head) return null;
  const { fig } = head;
  const clauses = head.rest.split(',').filter(Boolean);
  const ask = clauses.pop();
  if (!ask) return null;
  for (let i = 0; i < clauses.length; i++) {
    let c = clauses[i].replace(/^(?:且|若|已知|设)/, '');
    // 「点 D 在边 BC 上」「且 BD=2DC」 read together
    if (/^(?:点)?[A-Z]在(?:边|线段)?[A-Z][A-Z]上$/.test(c) && clauses[i + 1]) c = `${c}且${clauses[++i].replace(/^且/, '')}`;
    if (coefficientNames(c)) {
      // the λ, μ form belongs to the ask: 「若 AD=λAB+μAC，则 λ+μ=」
      return i === clauses.length - 1 ? solveLambdaMu(c, ask, fig, text, problemType) : null;
    }
    const r = place(c, fig);
    if (r !== true) return null;
  }
  if (!fig.said.length) return null;
  const p = prepare(text, problemType);
  const idea = `以 ${im(`\\overrightarrow{${fig.basis[0]}}`)}、${im(`\\overrightarrow{${fig.basis[1]}}`)} 为基底，把题中每个点都用基底表示，再计算所求向量（平面向量基本定理：表示唯一）。`;
  const askVec = new RegExp(`^(?:则)?${V}(?:=|等于|可以表示为|可表示为)?$`).exec(ask);
  if (askVec) {
    const target = combination(`\\overrightarrow{${askVec[1]}${askVec[2]}}`, fig.pts);
    if (!target) return null;
    const written = comboLatex(target, fig.basis);
    if (options.length) {
      const hits = options.filter((o) => {
        const c = combination(
          o.text
            .replace(/\$/g, '')
            .replace(/\\left|\\right/g, '')
            .replace(/\\dfrac/g, '\\frac'),
          fig.pts,
        );
        return c ? same(c, target) : false;
      });
      const readable = options.every((o) => combination(o.text.replace(/\$/g, '').replace(/\\dfrac/g, '\\frac'), fig.pts));
      if (hits.length !== 1 || !readable) return null;
      return solved(p, {
        engine: 'vector:basis',
        idea,
        steps: [
          `${fig.said.join('，')}。`,
          `${im(`\\overrightarrow{${askVec[1]}${askVec[2]}}=${written}`)}，逐个把选项化成基底表示，只有 ${hits[0].letter} 与之相同。`,
        ],
        finalAnswer: `${hits[0].letter}（${hits[0].text.replace(/\s+/g, ' ').trim()}）`,
        verificationNote: '每个点都由题设唯一确定；四个选项都化成基底下的坐标，恰有一个与所求向量相同。',
        value: { kind: 'words', text: hits[0].letter },
      });
    }
    return solved(p, {
      engine: 'vector:basis',
      idea,
      steps: [
        `${fig.said.join('，')}。`,
        `${im(`\\overrightarrow{${askVec[1]}${askVec[2]}}=\\overrightarrow{${fig.basis[0][0]}${askVec[2]}}-\\overrightarrow{${fig.basis[0][0]}${askVec[1]}}=${written}`)}。`,
      ],
      finalAnswer: im(`\\overrightarrow{${askVec[1]}${askVec[2]}}=${written}`),
      verificationNote: '每个点都由题设唯一确定，用坐标（以基底为坐标轴）重新计算，结果一致。',
      value: { kind: 'words', text: written },
    });
  }
  // 「则（ ）」 with each option a vector equation: exactly one holds
  if (/^则?$/.test(ask) && options.length) {
    const truth = options.map((o) => {
      const t = o.text
        .replace(/\$/g, '')
        .replace(/\\left|\\right/g, '')
        .replace(/\\dfrac/g, '\\frac')
        .replace(/\s+/g, '');
      const [l, r, more] = t.split('=');
      if (more !== undefined || r === undefined) return null;
      const a = combination(l, fig.pts);
      const b = combination(r, fig.pts);
      return a && b ? same(a, b) : null;
    });
    if (truth.some((t) => t === null) || truth.filter(Boolean).length !== 1) return null;
    const hit = options[truth.indexOf(true)];
    return solved(p, {
      engine: 'vector:basis',
      idea,
      steps: [`${fig.said.join('，')}。`, `逐个代入各选项：只有 ${hit.letter} 两边相等。`],
      finalAnswer: `${hit.letter}（${hit.text.replace(/\s+/g, ' ').trim()}）`,
      verificationNote: '每个选项两边都用基底算出，只有一个选项两边相等。',
      value: { kind: 'words', text: hit.letter },
    });
  }
  return null;
}

/** 「AD=λAB+μAC」「AE=xAB+yAD」: the two unknown coefficients' names (λ, μ as \\lambda, \\mu), or null. */
function coefficientNames(clause: string): [string, string] | null {
  const m = new RegExp(`^${V}=(.+)$`).exec(clause.replace(/λ/g, '\\lambda').replace(/μ/g, '\\mu'));
  if (!m) return null;
  const rest = m[3].replace(new RegExp(V, 'g'), ' ').replace(/\\frac/g, ' ');
  const names = [...new Set(rest.match(/\\[a-z]+|[a-zA-Z]/g) ?? [])];
  return names.length === 2 && names.every((n) => /^(?:\\lambda|\\mu|[a-z])$/.test(n)) ? [names[0], names[1]] : null;
}

/** 「若 AD=λAB+μAC，则 λ+μ=」: λ, μ from the unique decomposition, then the asked expression. */
function solveLambdaMu(given: string, ask: string, fig: Figure, text: string, problemType: ProblemType): MathOutcome | null {
  const g = given.replace(/λ/g, '\\lambda').replace(/μ/g, '\\mu');
  const m = new RegExp(`^${V}=(.+)$`).exec(g);
  const names = coefficientNames(g);
  if (!m || !names || !fig.said.length) return null;
  const [n1, n2] = names;
  // each name as a whole word (not the a of \\frac), then to the letters the evaluation uses
  const word = (n: string) => new RegExp(`(?<![\\\\a-zA-Z])${n.replace('\\', '\\\\')}(?![a-zA-Z])`, 'g');
  const swap = (src: string) => src.replace(word(n1), ' α ').replace(word(n2), ' β ').replace(/α/g, 'a').replace(/β/g, 'b');
  const target = combination(`\\overrightarrow{${m[1]}${m[2]}}`, fig.pts);
  // the right side at (λ, μ) = (1,0) and (0,1) gives the two vectors it combines
  const e1 = combination(swap(m[3]), fig.pts, { a: 1, b: 0 });
  const e2 = combination(swap(m[3]), fig.pts, { a: 0, b: 1 });
  const e0 = combination(swap(m[3]), fig.pts, { a: 0, b: 0 });
  if (!target || !e1 || !e2 || !e0) return null;
  if (!e0[0].isZero() || !e0[1].isZero()) return null;
  const det = e1[0].mul(e2[1]).sub(e1[1].mul(e2[0]));
  if (det.isZero()) return null;
  const lam = target[0].mul(e2[1]).sub(target[1].mul(e2[0])).div(det);
  const mu = e1[0].mul(target[1]).sub(e1[1].mul(target[0])).div(det);
  // substituted back: λ·e₁ + μ·e₂ is the vector on the left
  if (!same(add(scale(e1, lam), scale(e2, mu)), target)) return null;
  const a = /^(?:则)?(?:实数)?(.+?)(?:=|的值为|的值是|为|等于)$/.exec(ask.replace(/λ/g, '\\lambda').replace(/μ/g, '\\mu'));
  if (!a) return null;
  let v: number;
  try {
    const n = parseExpr(swap(a[1]));
    if ([...freeVars(n)].some((x) => x !== 'a' && x !== 'b')) return null;
    v = evaluate(n, { a: lam.toNumber(), b: mu.toNumber() });
  } catch {
    return null;
  }
  const r = rat(v);
  if (!r) return null;
  const p = prepare(text, problemType);
  return solved(p, {
    engine: 'vector:basis',
    idea: `以 ${im(`\\overrightarrow{${fig.basis[0]}}`)}、${im(`\\overrightarrow{${fig.basis[1]}}`)} 为基底表示各点；平面向量基本定理保证 ${im(`${n1},${n2}`)} 唯一。`,
    steps: [
      `${fig.said.join('，')}。`,
      `比较两边在基底下的系数，得 ${im(`${n1}=${lam.toLatex()},\\ ${n2}=${mu.toLatex()}`)}。`,
      `所以 ${im(`${a[1]}=${r.toLatex()}`)}。`,
    ],
    finalAnswer: im(r.toLatex()),
    verificationNote: `把 ${im(`${n1}=${lam.toLatex()},\\ ${n2}=${mu.toLatex()}`)} 代回右边，两边的向量相等。`,
    value: { kind: 'numbers', values: [r.toNumber()] },
  });
}
