import { close, evaluate } from '../compute/evaluate';
import { numericallyEqual } from '../compute/numeric';
import { mergeNumeric } from '../equations/numinterval';
import { freeVars, type Node } from '../expression/ast';
import { readComplex } from '../expression/complexread';
import { parseChain, parseExpr, parseExprOrNull } from '../expression/parser';
import { normalize } from '../expression/text';
import type { AnswerValue, Interval } from '../expression/types';

/** Reads answers written by people, models or our own solver ("$x_1 = 2,\ x_2 = 3$", "x=2或x=3", "(-∞,1)∪(2,+∞)"). */

const EMPTY = /无解|无实数解|无实根|没有实数解|没有实根|不存在|\\varnothing|\\emptyset|∅|空集|no (real )?solution/i;

function clean(text: string): string {
  return normalize(text)
    .replace(/\*\*/g, ' ')
    .replace(/\$+/g, ' ')
    .replace(/\\text\s*\{[^}]*\}/g, ' ')
    .replace(/\\(?:quad|qquad)/g, ',')
    .replace(/\\\s/g, ',')
    .replace(/\\begin\{cases\}|\\end\{cases\}/g, ',')
    .replace(/\\\\/g, ',')
    .replace(/&/g, ' ')
    .replace(/\\(?:displaystyle|left|right)(?![a-zA-Z])/g, '')
    .trim();
}

const SEPARATORS = /[,;，；、\n]|或者|或|以及|及|和|\band\b|\bor\b|\bo\b/;

function splitTop(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if ('([{'.includes(ch)) depth++;
    if (')]}'.includes(ch)) depth = Math.max(0, depth - 1);
    const rest = s.slice(i);
    const m = depth === 0 ? SEPARATORS.exec(rest) : null;
    if (m && m.index === 0) {
      out.push(cur);
      cur = '';
      i += m[0].length - 1;
      continue;
    }
    cur += ch;
  }
  out.push(cur);
  return out.map((x) => x.trim()).filter(Boolean);
}

/** The value part of "x_1 = …": after the last "=", ignoring a trailing approximation "≈ 1.618". */
function afterLastEquals(s: string): string {
  const approx = s.search(/≈|\\approx/);
  const exact = approx >= 0 && s.slice(0, approx).includes('=') ? s.slice(0, approx) : s;
  const i = exact.lastIndexOf('=');
  return i >= 0 ? exact.slice(i + 1) : exact;
}

function constantValue(src: string): number | null {
  try {
    const n = parseExpr(src);
    if (freeVars(n).size) return null;
    const v = evaluate(n);
    return Number.isFinite(v) ? v : null;
  } catch {
    return null;
  }
}

/** Real numbers in an answer; [] for "no solution"; null when unreadable. */
export function readNumbers(text: string): number[] | null {
  // a finite set written as a list: {-1, 0, 1}
  const s = clean(text).replace(/^\\\{([^{}]*)\\\}$/, '$1');
  if (EMPTY.test(s)) return [];
  const out: number[] = [];
  for (const piece of splitTop(s)) {
    // Euler's e written alone (「A. $-e$」) is a number like π, not a letter naming the answer
    const euler = /^\s*[-+]?\s*e\s*$/.test(afterLastEquals(piece));
    if (!euler && !/[0-9π\\]/.test(piece)) continue;
    let rhs = afterLastEquals(piece)
      .trim()
      .replace(/[.。]$/, '');
    const pm = /\\pm|±/.exec(rhs);
    if (pm) {
      for (const sign of ['+', '-']) {
        const v = constantValue(rhs.replace(/\\pm|±/, sign));
        if (v === null) return null;
        out.push(v);
      }
      continue;
    }
    if (!euler) rhs = rhs.replace(/^\s*[a-zA-Z]_?\{?\d*\}?\s*$/, '');
    if (!rhs) continue;
    const v = constantValue(rhs);
    if (v === null) return null;
    out.push(v);
  }
  return out.length ? out : null;
}

/** Solutions of a system as tuples in the order of vars; [] for "no solution"; null when unreadable. */
export function readTuples(text: string, vars: string[]): number[][] | null {
  const s = clean(text.replace(/\\begin\{cases\}/g, '(').replace(/\\end\{cases\}/g, ')'));
  if (EMPTY.test(s)) return [];
  // 「(-2,0),(2,0)」: points listed one after another are as many tuples, the comma between them is not inside one
  const alternatives = s
    .split(/或者|或|\bor\b|;|；|(?<=\))\s*(?:[,，、]\s*)+(?=\()/)
    .map((x) => x.trim())
    .filter(Boolean);
  const tuples: number[][] = [];
  for (const alt of alternatives) {
    const inner = alt.replace(/^\(|\)$/g, '');
    const assigns = new Map<string, number>();
    for (const piece of inner.split(/[,，]/)) {
      const m = /^\s*\(?\s*([a-zA-Z])(?:_\{?\d+\}?)?\s*=\s*(.+?)\s*\)?\s*$/.exec(piece);
      if (!m) continue;
      const v = constantValue(m[2]);
      if (v === null) return null;
      assigns.set(m[1], v);
    }
    if (assigns.size === vars.length && vars.every((v) => assigns.has(v))) {
      tuples.push(vars.map((v) => assigns.get(v)!));
      continue;
    }
    const tuple = /\(([^()]+)\)\s*$/.exec(alt);
    if (tuple) {
      const vals = tuple[1].split(/[,，]/).map((x) => constantValue(x));
      if (vals.length === vars.length && vals.every((x) => x !== null)) {
        tuples.push(vals as number[]);
        continue;
      }
    }
    return null;
  }
  return tuples.length ? tuples : null;
}

/** The expression on the right of the last "=" (an antiderivative's "+ C" removed). */
export function readExpression(text: string): Node | null {
  const s = clean(text).replace(/[,，;；。.]\s*$/, '');
  const rhs = afterLastEquals(s)
    .replace(/\+\s*C\s*$/, '')
    .replace(/\+\s*C\s*[(（].*$/, '')
    .trim();
  return parseExprOrNull(rhs);
}

function bound(src: string): number | null {
  const t = src.replace(/\s+/g, '');
  if (/^\+?(∞|\\infty|inf)$/.test(t)) return Number.POSITIVE_INFINITY;
  if (/^-(∞|\\infty|inf)$/.test(t)) return Number.NEGATIVE_INFINITY;
  return constantValue(src);
}

function inequalityPiece(piece: string): Interval | null {
  try {
    const c = parseChain(piece.replace(/\\ne(q)?/g, '!='));
    const isVar = (n: Node) => n.k === 'var';
    const val = (n: Node) => (freeVars(n).size ? null : evaluate(n));
    if (c.ops.length === 1 && isVar(c.exprs[0])) {
      const v = val(c.exprs[1]);
      if (v === null) return null;
      const op = c.ops[0];
      if (op === '<' || op === '<=') return { lo: -Infinity, hi: v, loClosed: false, hiClosed: op === '<=' };
      if (op === '>' || op === '>=') return { lo: v, hi: Infinity, loClosed: op === '>=', hiClosed: false };
      if (op === '=') return { lo: v, hi: v, loClosed: true, hiClosed: true };
      return null;
    }
    if (c.ops.length === 1 && isVar(c.exprs[1])) {
      const v = val(c.exprs[0]);
      if (v === null) return null;
      const op = c.ops[0];
      if (op === '<' || op === '<=') return { lo: v, hi: Infinity, loClosed: op === '<=', hiClosed: false };
      if (op === '>' || op === '>=') return { lo: -Infinity, hi: v, loClosed: false, hiClosed: op === '>=' };
      return null;
    }
    if (c.ops.length === 2 && isVar(c.exprs[1]) && c.ops.every((o) => o === '<' || o === '<=')) {
      const lo = val(c.exprs[0]);
      const hi = val(c.exprs[2]);
      if (lo === null || hi === null) return null;
      return { lo, hi, loClosed: c.ops[0] === '<=', hiClosed: c.ops[1] === '<=' };
    }
  } catch {
    return null;
  }
  return null;
}

const BUILDER = /\\?\{\s*([a-z])\s*(?:\||\\mid)\s*([^{}]+?)\s*\\?\}/g;

/**
 * "\{x | x<-1\} ∪ \{x | x>2\}" (OCR: "… U\{…\}"): a union of set-builders in one letter, written as the union of
 * their conditions; null when the text is anything else.
 */
function unionOfBuilders(s: string): string | null {
  const builders = [...s.matchAll(BUILDER)];
  if (builders.length < 2 || new Set(builders.map((b) => b[1])).size !== 1) return null;
  if (s.replace(BUILDER, '').replace(/\\cup|∪|\bU\b|\s/g, '') !== '') return null;
  return builders.map((b) => b[2]).join(' \\cup ');
}

/** A union of intervals from interval notation or from inequalities in x; null when unreadable. */
export function readIntervals(text: string): Interval[] | null {
  let s = normalize(text)
    .replace(/\$+/g, ' ')
    .replace(/\\left|\\right/g, '')
    .replace(/\\(?:quad|qquad|,|;|!)/g, ' ')
    .replace(/\*\*/g, '')
    .trim();
  s = s.replace(/^.*?(?:解集(?:为|是)?|x\s*\\in|x\s*∈)\s*[:：]?/, '').trim();
  s = s.replace(/[。.]$/, '');
  if (/\\varnothing|\\emptyset|∅|空集|无解/.test(s)) return [];
  if (/^(\\mathbb\{R\}|R|ℝ|全体实数|\(-(∞|\\infty),\s*\+?(∞|\\infty)\))$/.test(s.replace(/\s+/g, ''))) {
    return [{ lo: -Infinity, hi: Infinity, loClosed: false, hiClosed: false }];
  }
  s = unionOfBuilders(s) ?? s;
  const setBuilder = /^\\?\{\s*[a-z]\s*(?:\||\\mid)\s*(.+?)\s*\\?\}$/.exec(s);
  if (setBuilder) s = setBuilder[1];
  const out: Interval[] = [];
  const parts = s
    .split(/\\cup|∪|或者|或|\bor\b|\bU\b/)
    .map((x) => x.trim())
    .filter(Boolean);
  for (const part of parts) {
    const iv = /^([[(])(.+),(.+)([\])])$/.exec(part);
    if (iv) {
      const lo = bound(iv[2]);
      const hi = bound(iv[3]);
      if (lo === null || hi === null) return null;
      out.push({ lo, hi, loClosed: iv[1] === '[', hiClosed: iv[4] === ']' });
      continue;
    }
    const point = /^\\?\{(.+)\\?\}$/.exec(part);
    if (point) {
      for (const x of point[1].replace(/\\$/, '').split(',')) {
        const v = constantValue(x);
        if (v === null) return null;
        out.push({ lo: v, hi: v, loClosed: true, hiClosed: true });
      }
      continue;
    }
    const ineq = inequalityPiece(part);
    if (!ineq) return null;
    out.push(ineq);
  }
  return out.length ? mergeNumeric(out) : null;
}

/** "单调递增区间：(-∞,-1)，(1,+∞)；单调递减区间：(-1,1)" → both lists (open or closed ends are both accepted). */
export function readMonotonic(text: string): { increasing: Interval[]; decreasing: Interval[] } | null {
  const s = normalize(text).replace(/\$+/g, ' ');
  const inc = /(?:递增|增区间|increasing)[^：:为是([]*?[：:为是]?\s*([^；;。减]*)/.exec(s);
  const dec = /(?:递减|减区间|decreasing)[^：:为是([]*?[：:为是]?\s*([^；;。增]*)/.exec(s);
  if (!inc || !dec) return null;
  const read = (part: string): Interval[] | null => {
    const t = part.replace(/和|及|与|以及|，|、/g, ',').trim();
    if (/^无|^没有/.test(t)) return [];
    const out: Interval[] = [];
    for (const m of t.matchAll(/([[(])([^,()[\]]+),([^,()[\]]+)([\])])/g)) {
      const lo = bound(m[2]);
      const hi = bound(m[3]);
      if (lo === null || hi === null) return null;
      // Textbooks may close an endpoint where f is continuous; compare the open interiors.
      out.push({ lo, hi, loClosed: false, hiClosed: false });
    }
    return out.length ? out : null;
  };
  const increasing = read(inc[1]);
  const decreasing = read(dec[1]);
  return increasing && decreasing ? { increasing, decreasing } : null;
}

/**
 * 「单调递减区间为（ ） A. (−1,1)」: one interval written alone against the one interval asked. The same interior with
 * an end closed is not decided (closed is right where f is continuous there, wrong where it is not defined); two
 * intervals, or a union (which a textbook does not accept for monotonicity), are not read.
 */
function askedInterval(written: string, asked: Interval[]): boolean | null {
  if (asked.length !== 1 || /∪|\\cup|和|及|与|、/.test(written)) return null;
  const got = readIntervals(written);
  if (got?.length !== 1) return null;
  const [w] = got;
  const [a] = asked;
  const end = (x: number, y: number) => (Number.isFinite(x) || Number.isFinite(y) ? close(x, y, 1e-6) : x === y);
  if (!end(w.lo, a.lo) || !end(w.hi, a.hi)) return false;
  return (Number.isFinite(w.lo) && w.loClosed) || (Number.isFinite(w.hi) && w.hiClosed) ? null : true;
}

function openInteriors(list: Interval[]): Interval[] {
  return list.map((i) => ({ ...i, loClosed: false, hiClosed: false }));
}

/**
 * Two whole numbers are the same only when equal: a relative tolerance would take 1020100 for 1020101, and the
 * options of competition papers are large whole numbers one apart.
 */
const sameValue = (x: number, y: number, tol: number) =>
  Number.isSafeInteger(x) && Number.isSafeInteger(y) && Math.abs(x) > 1e5 ? x === y : close(x, y, tol);

function sameNumbers(a: number[], b: number[], tol: number): boolean {
  const ua = dedupe(a, tol);
  const ub = dedupe(b, tol);
  return ua.length === ub.length && ua.every((x) => ub.some((y) => sameValue(x, y, tol)));
}

function dedupe(xs: number[], tol: number): number[] {
  const out: number[] = [];
  for (const x of xs) if (!out.some((y) => close(x, y, tol))) out.push(x);
  return out;
}

function sameIntervals(a: Interval[], b: Interval[]): boolean {
  const A = mergeNumeric(a);
  const B = mergeNumeric(b);
  const end = (x: number, y: number) => (Number.isFinite(x) ? close(x, y, 1e-6) : x === y);
  return (
    A.length === B.length &&
    A.every((i, k) => {
      const j = B[k];
      return (
        end(i.lo, j.lo) &&
        end(i.hi, j.hi) &&
        (!Number.isFinite(i.lo) || i.loClosed === j.loClosed) &&
        (!Number.isFinite(i.hi) || i.hiClosed === j.hiClosed)
      );
    })
  );
}

/** Does the written answer agree with a reference value? null when the answer cannot be read. */
/**
 * "y=±√2x" (a pair of lines through the origin, as asymptotes are written): its two slopes ±k, so that an
 * answer given as the slopes [k, −k] is compared with it. Any other form is not read here.
 */
function slopesOfPair(written: string): number[] | null {
  const m = /^\$?\s*y\s*=\s*\\pm\s*(.*?)\s*(?:\\mathrm\s*\{\s*x\s*\}|x)\s*\$?$/.exec(written.trim());
  if (!m) return null;
  const k = m[1].trim() === '' ? [1] : readNumbers(m[1]);
  return k && k.length === 1 && k[0] > 0 ? [k[0], -k[0]] : null;
}

/**
 * 「[kπ−π/8, kπ+3π/8] (k∈Z)」 or 「x=kπ/2+π/12 (k∈Z)」: a family in k, read as its k = 0 member and its step (the k = 1
 * member less the k = 0 one, the same at both ends). null for anything else.
 */
function readPeriodic(written: string): { lo: number; hi?: number; step: number } | null {
  const s = written
    .replace(/\$/g, '')
    .replace(/\\left|\\right/g, '')
    .replace(/\\[,;!]|\\quad|\\ /g, ' ')
    .replace(/[,，]?\s*[(（]?\s*k\s*\\in\s*(?:\\mathbf\s*\{\s*Z\s*\}|\\mathbb\s*\{\s*Z\s*\}|\\mathrm\s*\{\s*Z\s*\}|Z)\s*[)）]?\s*$/, '')
    .trim();
  if (!/k/.test(s)) return null;
  const at = (src: string): [number, number] | null => {
    try {
      const n = parseExpr(src);
      if ([...freeVars(n)].some((v) => v !== 'k')) return null;
      const a = evaluate(n, { k: 0 });
      const b = evaluate(n, { k: 1 });
      return Number.isFinite(a) && Number.isFinite(b) ? [a, b - a] : null;
    } catch {
      return null;
    }
  };
  const iv = /^[[(]([^,[\]()]*(?:\([^()]*\)[^,[\]()]*)*),([^,[\]]*)[\])]$/.exec(s);
  if (iv) {
    const lo = at(iv[1]);
    const hi = at(iv[2]);
    if (!lo || !hi || !close(lo[1], hi[1], 1e-9) || Math.abs(lo[1]) < 1e-9 || !(hi[0] > lo[0])) return null;
    return { lo: lo[0], hi: hi[0], step: lo[1] };
  }
  const point = /^x\s*=\s*(.+)$/.exec(s);
  const p = point ? at(point[1]) : null;
  return p && Math.abs(p[1]) > 1e-9 ? { lo: p[0], step: p[1] } : null;
}

export function answerMatches(reference: AnswerValue, written: string, tol = 1e-6): boolean | null {
  switch (reference.kind) {
    case 'numbers': {
      const named = /^\$?\s*([a-zA-Z])\s*=(?!=)/.exec(written.trim());
      if (reference.letter && named && named[1] !== reference.letter) return false;
      const got = readNumbers(written) ?? slopesOfPair(written);
      if (got !== null && reference.ordered && got.length === reference.values.length)
        return got.every((x, i) => sameValue(x, reference.values[i], tol));
      if (got !== null) return sameNumbers(got, reference.values, tol);
      // 「虚部为（ ） A. −2  B. −2i」: a real value is never a number off the real axis.
      const off = reference.values.length === 1 ? readComplex(written) : null;
      return off && Math.abs(off.im) > tol ? false : null;
    }
    case 'tuples': {
      const got = readTuples(written, reference.vars);
      // 「则 a=（ ） A. 2 … D. 5」: the value of the one letter asked is printed bare
      if (got === null && reference.vars.length === 1) {
        const bare = readNumbers(written);
        return bare === null
          ? null
          : sameNumbers(
              bare,
              reference.tuples.map(([x]) => x),
              tol,
            );
      }
      if (got === null) return null;
      const key = (t: number[]) => t.map((x) => x.toPrecision(9)).join(',');
      const A = new Set(got.map(key));
      const B = new Set(reference.tuples.map(key));
      if (A.size !== B.size) return false;
      return got.every((t) => reference.tuples.some((r) => r.every((x, i) => close(x, t[i], tol))));
    }
    case 'expression': {
      const got = readExpression(written);
      if (!got) return null;
      const vars = [...new Set([...reference.vars, ...freeVars(got)])].sort();
      const range: [number, number] = reference.upToConstant ? [0.3, 2.7] : [-3, 3];
      return numericallyEqual(reference.node, got, vars, { upToConstant: reference.upToConstant, range, tol: 1e-6 }).ok;
    }
    case 'interval': {
      const got = readIntervals(written);
      return got === null ? null : sameIntervals(got, reference.intervals);
    }
    case 'complex': {
      const got = readComplex(written);
      return got === null ? null : close(got.re, reference.re, tol) && close(got.im, reference.im, tol);
    }
    case 'periodic': {
      const got = readPeriodic(written);
      if (!got) return null;
      const shift = (got.lo - reference.lo) / reference.step;
      return (
        close(Math.abs(got.step), Math.abs(reference.step), tol) &&
        close(shift, Math.round(shift), tol) &&
        (reference.hi === undefined
          ? got.hi === undefined
          : got.hi !== undefined && close(got.hi - got.lo, reference.hi - reference.lo, tol))
      );
    }
    case 'words': {
      const w = written.replace(/[\s$]/g, '');
      return w.length > 0 && w.length <= reference.text.length + 8 ? w.includes(reference.text) : null;
    }
    case 'monotonic': {
      const got = readMonotonic(written);
      if (!got) return reference.asked ? askedInterval(written, reference[reference.asked]) : null;
      return (
        sameIntervals(got.increasing, openInteriors(reference.increasing)) &&
        sameIntervals(got.decreasing, openInteriors(reference.decreasing))
      );
    }
  }
}
