import { evaluate } from '../../math/compute/evaluate';
import { freeVars, type Node } from '../../math/expression/ast';
import { formulas, proseWithSlots } from '../../math/expression/mathjson';
import { parseExpr } from '../../math/expression/parser';
import { Rat } from '../../math/expression/rational';
import type { MathOutcome } from '../../math/expression/types';
import { prepare } from '../../math/index';
import { im, solved } from '../../math/write/format';
import { recognize, surdLatex } from '../../math/write/recognize';
import type { ProblemType } from '../../types';

/**
 * Values of a function known only by its rules (人教A版 必修一 3.2 奇偶性, 周期性): 「f(x) 是定义域为 R 的奇函数，满足
 * f(1−x)=f(1+x)，若 f(1)=2，则 f(1)+f(2)+⋯+f(50)=」「f(x) 是 R 上的偶函数，f(x+4)=f(x)，当 x∈[0,2] 时 f(x)=x²，则 f(7)=」.
 * Every rule is a move f(x) = ±f(x′) (parity x′=−x, a period x′=x±T, f(x+a)=−f(x), a mirror x′=2a−x); the asked
 * points are moved until they land where f is told (a stated value or a formula on an interval). Every landing
 * reached must give the same value — the rules checked against one another — and an odd function's f(0)=0 comes
 * out of the moves themselves (x=0 is its own mirror with the sign −1).
 */

interface Rule {
  /** x′ = m·x + c with m = ±1 */
  m: 1 | -1;
  c: Rat;
  sign: 1 | -1;
  said: string;
}

interface Piece {
  lo: number;
  hi: number;
  loIn: boolean;
  hiIn: boolean;
  body: Node;
  tex: string;
}

const PROSE =
  /已知|设|周期函数|函数|定义域为|定义在|是|为|上的|上|的|奇函数|偶函数|满足|对任意的?|都有|恒有|且|若|当|时|则|等于|值|R(?![a-zA-Z])|实数集|[，,。.;；:：\s]|⟨\d+⟩/g;

const clean = (f: string) =>
  f
    .replace(/\\left|\\right/g, '')
    .replace(/\\leqslant|\\leq|\\le(?![a-z])/g, '≤')
    .replace(/\\geqslant|\\geq|\\ge(?![a-z])/g, '≥')
    .replace(/\s+/g, '');

/** 「x+1」「1-x」「-x」「x」: m·x + c with m = ±1 and c rational; null otherwise. */
function linear(src: string): { m: 1 | -1; c: Rat } | null {
  try {
    const n = parseExpr(src);
    if ([...freeVars(n)].some((v) => v !== 'x')) return null;
    const c = evaluate(n, { x: 0 });
    const m = evaluate(n, { x: 1 }) - c;
    if (Math.abs(Math.abs(m) - 1) > 1e-12 || Math.abs(evaluate(n, { x: 2.5 }) - (m * 2.5 + c)) > 1e-9) return null;
    const cr = rational(c);
    return cr ? { m: m > 0 ? 1 : -1, c: cr } : null;
  } catch {
    return null;
  }
}

function rational(x: number): Rat | null {
  for (let d = 1; d <= 12; d++) {
    const n = Math.round(x * d);
    if (Math.abs(x * d - n) < 1e-9) return Rat.of(n, d);
  }
  return null;
}

/** f(p) = s·f(q) as the move from p's argument to q's: y = p(x) ⇒ f(y) = s·f(q(p⁻¹(y))). */
function ruleOf(left: string, right: string, said: string): Rule | null {
  const sign = right.startsWith('-') ? -1 : 1;
  const r = /^-?f\((.+)\)$/.exec(right);
  const l = /^f\((.+)\)$/.exec(left);
  if (!l || !r) return null;
  const p = linear(l[1]);
  const q = linear(r[1]);
  if (!p || !q) return null;
  // x = p.m(y − p.c); q(x) = q.m·p.m·y − q.m·p.m·p.c + q.c
  const m = (q.m * p.m) as 1 | -1;
  const c = q.c.sub(p.c.mul(Rat.of(q.m * p.m)));
  if (m === 1 && c.isZero()) return null;
  return { m, c, sign, said };
}

/** 「x∈[0,2]」「0≤x≤1」「x>0」「0<x<1」 as an interval. */
function intervalOf(src: string): Omit<Piece, 'body' | 'tex'> | null {
  const s = clean(src)
    .replace(/\\in/g, '∈')
    .replace(/\\infty/g, '∞');
  const box = /^x∈([[(])(-?[\d./]+|-∞),(\+?∞|-?[\d./]+)([\])])$/.exec(s);
  const num = (t: string) => (/∞/.test(t) ? (t.startsWith('-') ? -Infinity : Infinity) : Number(eval1(t)));
  if (box) return { lo: num(box[2]), hi: num(box[3]), loIn: box[1] === '[', hiIn: box[4] === ']' };
  const two = /^(-?[\d./]+)(<|≤)x(<|≤)(-?[\d./]+)$/.exec(s);
  if (two) return { lo: num(two[1]), hi: num(two[4]), loIn: two[2] === '≤', hiIn: two[3] === '≤' };
  const one = /^x(<|≤|>|≥)(-?[\d./]+)$/.exec(s);
  if (one) {
    const v = num(one[2]);
    return one[1] === '>' || one[1] === '≥'
      ? { lo: v, hi: Infinity, loIn: one[1] === '≥', hiIn: false }
      : { lo: -Infinity, hi: v, loIn: false, hiIn: one[1] === '≤' };
  }
  return null;
}

function eval1(t: string): number {
  const [a, b] = t.split('/');
  return b === undefined ? Number(a) : Number(a) / Number(b);
}

/** 「f(1)+f(2)+f(3)+\cdots+f(50)」 or a sum of values at numbers: the points asked. */
function askedPoints(src: string): Rat[] | null {
  const s = clean(src).replace(/=$/, '');
  const series = /^f\((-?\d+)\)\+f\((-?\d+)\)(?:\+f\((-?\d+)\))?\+(?:\\cdots|\\ldots|⋯|…|\.\.\.)\+f\((-?\d+)\)$/.exec(s);
  if (series) {
    const a = Number(series[1]);
    const d = Number(series[2]) - a;
    const end = Number(series[4]);
    if (d !== 1 || (series[3] && Number(series[3]) !== a + 2) || end < a || end - a > 120) return null;
    return Array.from({ length: end - a + 1 }, (_, i) => Rat.of(a + i));
  }
  const terms = s.split('+');
  const pts: Rat[] = [];
  for (const t of terms) {
    const m = /^f\((.+)\)$/.exec(t);
    if (!m) return null;
    try {
      const n = parseExpr(m[1]);
      if (freeVars(n).size) return null;
      const r = rational(evaluate(n, {}));
      if (!r) return null;
      pts.push(r);
    } catch {
      return null;
    }
  }
  return pts.length ? pts : null;
}

interface Known {
  points: Map<string, number>;
  pieces: Piece[];
}

function knownAt(x: Rat, k: Known): number | null {
  const at = k.points.get(x.toString());
  if (at !== undefined) return at;
  const v = x.toNumber();
  const hits = k.pieces.filter((p) => (v > p.lo || (p.loIn && v === p.lo)) && (v < p.hi || (p.hiIn && v === p.hi)));
  if (!hits.length) return null;
  const values = hits.map((p) => evaluate(p.body, { x: v }));
  return values.every((y) => Number.isFinite(y) && Math.abs(y - values[0]) < 1e-9) ? values[0] : null;
}

/** f(x0) by moving x0 with the rules; every landing must agree. null when none is reached or two disagree. */
function valueAt(x0: Rat, rules: Rule[], k: Known): { value: number; path: string } | null {
  const seen = new Map<string, 1 | -1>([[x0.toString(), 1]]);
  const queue: Array<{ x: Rat; s: 1 | -1; path: string[] }> = [{ x: x0, s: 1, path: [] }];
  const values: number[] = [];
  let shortest = '';
  let zero = false;
  const bound = Math.abs(x0.toNumber()) + 4 * Math.max(1, ...rules.map((r) => Math.abs(r.c.toNumber())));
  while (queue.length && seen.size < 4000) {
    const { x, s, path } = queue.shift()!;
    const v = knownAt(x, k);
    if (v !== null) {
      values.push(s * v);
      if (!shortest) shortest = [...path, `${im(`f(${x.toLatex()})=${latexOf(v)}`)}`].join('，');
    }
    for (const r of rules) {
      const y = x.mul(Rat.of(r.m)).add(r.c);
      if (Math.abs(y.toNumber()) > bound) continue;
      const sy = (s * r.sign) as 1 | -1;
      const before = seen.get(y.toString());
      if (before !== undefined) {
        if (before !== sy) zero = true;
        continue;
      }
      seen.set(y.toString(), sy);
      queue.push({ x: y, s: sy, path: [...path, `${r.said}：${im(`f(${x.toLatex()})=${sy * s === 1 ? '' : '-'}f(${y.toLatex()})`)}`] });
    }
  }
  if (zero) values.push(0);
  if (!values.length || values.some((v) => Math.abs(v - values[0]) > 1e-9)) return null;
  return { value: values[0], path: shortest || `${im(`f(${x0.toLatex()})=-f(${x0.toLatex()})`)}，所以 ${im(`f(${x0.toLatex()})=0`)}` };
}

/**
 * The told values and formulas obey the rules themselves: a told point, and sample points of every told piece, moved
 * by the rules land only on agreeing values (odd with f(x+1)=−f(x) and f(x)=x on [0,1] gives f(1)=1 and f(1)=−f(0)=0:
 * no such function, so nothing asked of it is answered).
 */
function toldAgrees(rules: Rule[], k: Known): boolean {
  const samples: Rat[] = [...k.points.keys()].map((key) => {
    const [n, d = '1'] = key.split('/');
    return Rat.of(BigInt(n), BigInt(d));
  });
  for (const p of k.pieces) {
    const lo = Number.isFinite(p.lo) ? p.lo : p.hi - 4;
    const hi = Number.isFinite(p.hi) ? p.hi : lo + 4;
    for (let i = 0; i <= 8; i++) {
      const r = rational(lo + ((hi - lo) * i) / 8);
      if (r) samples.push(r);
    }
  }
  return samples.every((x) => knownAt(x, k) === null || valueAt(x, rules, k) !== null);
}

function latexOf(v: number): string {
  const s = recognize(v);
  return s ? surdLatex(s) : String(v);
}

export function solveFunctionalRules(text: string, problemType: ProblemType): MathOutcome | null {
  const prose = proseWithSlots(text).replace(/\\_+|_+|＿+|[(（]\s*[)）]/g, '');
  const parity = /奇函数/.test(prose) ? 'odd' : /偶函数/.test(prose) ? 'even' : null;
  if (/奇函数/.test(prose) && /偶函数/.test(prose)) return null;
  const periodWords = [...prose.matchAll(/(?:最小正)?周期(?:为|是)\s*(\d+)|以\s*(\d+)\s*为周期/g)];
  const rest = prose.replace(/(?:的)?(?:最小正)?周期(?:为|是)\s*\d+\s*(?:的)?|以\s*\d+\s*为周期(?:的)?/g, '').replace(PROSE, '');
  if (rest !== '') return null;
  const rules: Rule[] = [];
  if (parity) rules.push({ m: -1, c: Rat.ZERO, sign: parity === 'odd' ? -1 : 1, said: parity === 'odd' ? '奇函数' : '偶函数' });
  for (const w of periodWords) {
    const T = Rat.of(Number(w[1] ?? w[2]));
    rules.push({ m: 1, c: T, sign: 1, said: `周期为 ${T.toLatex()}` }, { m: 1, c: T.neg(), sign: 1, said: `周期为 ${T.toLatex()}` });
  }
  const known: Known = { points: new Map(), pieces: [] };
  let asked: Rat[] | null = null;
  let askedTex = '';
  let moves = periodWords.length;
  const fs = formulas(text);
  for (let i = 0; i < fs.length; i++) {
    const f = clean(fs[i]);
    if (/^f\(x\)$/.test(f) || /^(?:\\mathbf\{R\}|\\mathbb\{R\}|R|\(-\\infty,\+\\infty\))$/.test(f)) continue;
    const parts = f.split('=');
    if (parts.length === 2 && parts[1] === '' && i === fs.length - 1) {
      asked = askedPoints(parts[0]);
      askedTex = fs[i].replace(/=\s*$/, '');
      if (!asked) return null;
      continue;
    }
    // 「当 0≤x≤1 时，f(x)=x」: the interval and its formula are two formulas in a row
    if (intervalOf(fs[i]) && i + 1 < fs.length && /^f\(x\)=/.test(clean(fs[i + 1]))) continue;
    if (parts.length !== 2) return null;
    const [l, r] = parts;
    const rule = /^f\(/.test(l) && /^-?f\(/.test(r) ? ruleOf(l, r, im(fs[i])) : null;
    if (rule) {
      rules.push(rule);
      // the move backwards is the same rule read the other way (x′ ↦ x)
      rules.push({ m: rule.m, c: rule.m === 1 ? rule.c.neg() : rule.c, sign: rule.sign, said: rule.said });
      moves++;
      continue;
    }
    const point = /^f\(([^x]+)\)$/.exec(l);
    if (point) {
      try {
        const a = rational(evaluate(parseExpr(point[1]), {}));
        const v = parseExpr(r);
        if (!a || freeVars(v).size) return null;
        known.points.set(a.toString(), evaluate(v, {}));
        continue;
      } catch {
        return null;
      }
    }
    if (l === 'f(x)') {
      const where = i > 0 ? intervalOf(fs[i - 1]) : null;
      if (!where) return null;
      try {
        const body = parseExpr(r);
        if ([...freeVars(body)].some((v) => v !== 'x')) return null;
        known.pieces.push({ ...where, body, tex: r });
        continue;
      } catch {
        return null;
      }
    }
    return null;
  }
  // a move besides parity is what makes this kind (parity alone is odd-part's)
  if (!asked || !moves) return null;
  if (!toldAgrees(rules, known)) return null;
  const found = asked.map((x) => valueAt(x, rules, known));
  if (found.some((v) => v === null)) return null;
  const values = found.map((v) => v!.value);
  const total = values.reduce((a, b) => a + b, 0);
  const answer = recognize(total);
  if (!answer) return null;
  const p = prepare(text, problemType);
  const shown = asked.length > 6 ? found.slice(0, 6) : found;
  const steps = [
    '由条件，每一步都把自变量换到函数已知的地方：',
    ...shown.map((v, i) => `${im(`f(${asked![i].toLatex()})`)}：${v!.path}，得 ${im(`f(${asked![i].toLatex()})=${latexOf(v!.value)}`)}。`),
  ];
  if (asked.length > 6) {
    const cycle = values.slice(0, 12).map(latexOf).join(',\\ ');
    steps.push(
      `依次得到 ${im(`f(${asked[0].toLatex()}),f(${asked[1].toLatex()}),\\cdots`)} 的值为 ${im(`${cycle},\\cdots`)}，逐项相加得 ${im(surdLatex(answer))}。`,
    );
  }
  return solved(p, {
    engine: 'functions:functional-rules',
    idea: '利用奇偶性、周期性与对称性，把所求的自变量一步步换到函数已知的地方（给定的函数值或给定区间上的解析式）。',
    steps,
    finalAnswer: im(surdLatex(answer)),
    verificationNote: `沿所有可能的变换路线计算 ${im(askedTex)} 中的每个函数值，凡能到达已知处的路线给出的值都相同。`,
    value: { kind: 'numbers', values: [total] },
  });
}
