/**
 * Options that say more than "target = value": an order of quantities ("a>b>c", "$\log_a c<\log_b c$"),
 * a function's parity ("f(x) 是奇函数") or monotonicity ("f(x) 在 (0,+∞) 上单调递增"). Each is turned
 * into a question an engine already answers ("判断函数 f(x)=… 的奇偶性", "求函数 f(x)=… 的单调区间"),
 * or, for an order of quantities that the givens define as numbers, evaluated two independent ways.
 * Whatever cannot be decided is undecided: the caller then refuses the whole question.
 */

import { answerMatches } from '../math/answers/answer';
import { ceEvaluate, toJson } from '../math/compute/ce';
import { evaluate } from '../math/compute/evaluate';
import { freeVars, type Node } from '../math/expression/ast';
import { parseExpr, parseExprOrNull } from '../math/expression/parser';
import { normalize } from '../math/expression/text';
import type { AnswerValue, Interval } from '../math/expression/types';
import { orderByBridges, type Placed, placeByBridges } from '../math/numbers/bridge-values';

export type Relation = '<' | '>' | '<=' | '>=';

export type Property =
  | { kind: 'order'; terms: string[]; ops: Relation[] }
  | { kind: 'parity'; fn: string; parity: 'odd' | 'even' }
  | { kind: 'monotonic'; fn: string; interval: string; increasing: boolean }
  /** "f(x) 的最小正周期为 π": the period as written. */
  | { kind: 'period'; fn: string; period: string }
  /** "方程 … 有两个不相等的实根", "… 没有实根": how many distinct real roots the equation is said to have. */
  | { kind: 'roots'; equation: string; count: number; distinct: boolean };

/** What an option says of a function; negated when the stem asks for the functions without it (「不是增函数的是」). */
export type FunctionProperty = Extract<Property, { kind: 'parity' | 'monotonic' | 'period' }> & { negated?: boolean };

const flat = (s: string) =>
  s
    .replace(/\$/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[。.;；,，]+$/, '');

/** "a>b>c", "\log_a c<\log_b c", "x \leq y": a chain of two or more terms joined by <, >, ≤, ≥ only. */
export function readOrder(option: string): Property | null {
  const s = flat(option)
    .replace(/\\(?:leq|le)(?![a-zA-Z])|≤/g, '<=')
    .replace(/\\(?:geq|ge)(?![a-zA-Z])|≥/g, '>=')
    .replace(/\\lt(?![a-zA-Z])/g, '<')
    .replace(/\\gt(?![a-zA-Z])/g, '>');
  if (/[\u4e00-\u9fff=≠]|\\(?:ne|neq)(?![a-zA-Z])/.test(s.replace(/<=|>=/g, ''))) return null;
  const parts = s.split(/(<=|>=|<|>)/).map((x) => x.trim());
  if (parts.length < 3 || parts.length % 2 === 0) return null;
  const terms: string[] = [];
  const ops: Relation[] = [];
  for (let i = 0; i < parts.length; i++) {
    if (i % 2) ops.push(parts[i] as Relation);
    else if (!parts[i]) return null;
    else terms.push(parts[i]);
  }
  return { kind: 'order', terms, ops };
}

const FN_HEAD = /^(?:函数\s*)?((?:[fgh]\s*\(\s*x\s*\)|y)\s*(?:=\s*[^\u4e00-\u9fff]+)?)\s*/;

/** "f(x) 是奇函数", "函数 y=x^3 为偶函数", "f(x) 在 (0,+∞) 上单调递增" (or "是增函数"). */
export function readFunctionProperty(option: string): Property | null {
  const s = flat(option);
  const head = FN_HEAD.exec(s);
  if (!head) return null;
  const fn = head[1].trim();
  const rest = s.slice(head[0].length).trim();
  const parity = /^(?:是|为)\s*(奇|偶)函数$/.exec(rest);
  if (parity) return { kind: 'parity', fn, parity: parity[1] === '奇' ? 'odd' : 'even' };
  const mono = /^在\s*(?:区间\s*)?([([][^()[\]]*[)\]])\s*上\s*(?:单调)?(?:(递增|递减)|(?:是|为)\s*(?:单调)?(增|减)函数)$/.exec(rest);
  if (mono) return { kind: 'monotonic', fn, interval: mono[1], increasing: (mono[2] ?? mono[3]).includes('增') };
  const period = /^(?:的)?最小正周期\s*(?:是|为|等于)\s*([^\u4e00-\u9fff]+)$/.exec(rest);
  if (period) return { kind: 'period', fn, period: period[1].trim() };
  return null;
}

/** Definitions "a=…" of the givens whose right side is a number (no letters): name → node. */
function numericDefinitions(givens: string): Map<string, { node: Node; tex: string }> {
  const out = new Map<string, { node: Node; tex: string }>();
  const seen = new Set<string>();
  const text = normalize(givens);
  for (const m of text.matchAll(/(?:^|[\s,，;；$])([a-zA-Z](?:_\{?\d\}?)?)\s*=\s*([^,，;；$\u4e00-\u9fff]+)/g)) {
    try {
      const node = parseExpr(m[2].trim());
      const name = m[1].replace(/[{}]/g, '');
      // A letter defined twice is ambiguous: it is not used.
      if (seen.has(name)) out.delete(name);
      else if (freeVars(node).size === 0) out.set(name, { node, tex: m[2].trim() });
      seen.add(name);
    } catch {
      // not a number
    }
  }
  return out;
}

/** A numeric value computed two ways (the evaluator and the compute engine); null when they disagree. */
function twoWays(node: Node): number | null {
  const a = evaluate(node);
  if (!Number.isFinite(a)) return null;
  try {
    const b = evaluate(ceEvaluate(toJson(node)));
    if (Number.isFinite(b) && Math.abs(a - b) > 1e-9 * Math.max(1, Math.abs(a))) return null;
  } catch {
    // The compute engine keeps it exact when it cannot simplify (a logarithm, a root): the evaluator stands.
  }
  return a;
}

export interface OrderDecision {
  truth: boolean;
  values: Array<{ term: string; value: number }>;
  /** The same order shown by the bridges 0 and 1 (中间量法), when every term is a letter placed by them. */
  bridges: { reasons: string[]; chain: string } | null;
}

/**
 * Decides an order of terms whose letters the givens define as numbers ("设 a=\log_3 2, b=\ln 2 …").
 * Null when a term has a letter left or two values are too close to tell apart numerically.
 */
export function decideOrder(p: Extract<Property, { kind: 'order' }>, givens: string): OrderDecision | null {
  const defs = numericDefinitions(givens);
  const values: Array<{ term: string; value: number }> = [];
  for (const term of p.terms) {
    const node = parseExprOrNull(normalize(term));
    if (!node) return null;
    const env: Record<string, number> = {};
    for (const v of freeVars(node)) {
      const d = defs.get(v)?.node;
      if (!d) return null;
      const x = twoWays(d);
      if (x === null) return null;
      env[v] = x;
    }
    const value = freeVars(node).size ? evaluate(node, env) : twoWays(node);
    if (value === null || !Number.isFinite(value)) return null;
    values.push({ term, value });
  }
  let truth = true;
  for (let i = 0; i < p.ops.length; i++) {
    const a = values[i].value;
    const b = values[i + 1].value;
    if (Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b))) {
      // Equal as far as numbers tell: only the non-strict relations can be decided, and only as true.
      if (p.ops[i] === '<' || p.ops[i] === '>') return null;
      continue;
    }
    const holds = p.ops[i] === '<' || p.ops[i] === '<=' ? a < b : a > b;
    if (!holds) truth = false;
  }
  return { truth, values, bridges: bridgesFor(p, defs, truth) };
}

/** The order by 中间量法 when it decides the option exactly as the computed values do. */
function bridgesFor(
  p: Extract<Property, { kind: 'order' }>,
  defs: Map<string, { node: Node; tex: string }>,
  truth: boolean,
): OrderDecision['bridges'] {
  const names = p.terms.map((t) => normalize(t).trim());
  const placed = names.map((n) => {
    const d = defs.get(n);
    return d ? placeByBridges(n, d.node, d.tex) : null;
  });
  if (placed.some((x) => !x)) return null;
  const all = placed as Placed[];
  const byBands = p.ops.every((op, i) => (op === '<' || op === '<=' ? all[i].band < all[i + 1].band : all[i].band > all[i + 1].band));
  const order = orderByBridges(all);
  return order && byBands === truth ? order : null;
}

/** A formula with no pieces and no domain condition ("x^2 (x>0)", "\left\{ … \right."). */
function onePiece(body: string): boolean {
  return !/[<>≤≥,，]|\\(?:le|ge|leq|geq|lt|gt|begin|left|in)(?![a-zA-Z])|\\\{/.test(body);
}

/** The function an option speaks of, written out: "y=|x|+1" → "f(x)=|x|+1"; "f(x)" → its definition in the givens. */
export function functionDefinition(fn: string, givens: string): string | null {
  const own = /^(?:([fgh])\s*\(\s*x\s*\)|y)\s*=\s*(.+)$/.exec(fn);
  if (own) return onePiece(own[2]) ? `${own[1] ?? 'f'}(x)=${own[2].trim()}` : null;
  const name = /^([fgh])\s*\(\s*x\s*\)$/.exec(fn)?.[1];
  if (!name) return null;
  const text = flat(givens);
  const defs = [...text.matchAll(new RegExp(`(?:^|[^a-zA-Z\\\\])${name}\\s*\\(\\s*x\\s*\\)\\s*=\\s*([^,，;；\\u4e00-\\u9fff]+)`, 'g'))];
  if (defs.length !== 1) return null;
  const body = defs[0][1].trim();
  // Only a function given by one formula on its whole domain: no piece, no condition, nothing else said of it
  // ("当 x>0 时, f(x)=x^2" defines only a part of f; "f(x) 是奇函数" in the givens is a further fact).
  if (!onePiece(body)) return null;
  const rest = text.replace(defs[0][0], ' ').replace(/[\s$,，;；:：.。]+/g, '');
  if (!/^(?:已知|设|对于|关于|记)?(?:函数)?$/.test(rest)) return null;
  return `${name}(x)=${body}`;
}

/** The question an engine answers for a function property. */
export function propertyQuestion(p: FunctionProperty, definition: string): string {
  if (p.kind === 'period') return `函数 $${definition}$ 的最小正周期为 ____`;
  return p.kind === 'parity' ? `判断函数 $${definition}$ 的奇偶性。` : `求函数 $${definition}$ 的单调区间。`;
}

function within(inner: Interval, outer: Interval): boolean {
  const loOk = outer.lo < inner.lo || (outer.lo === inner.lo && (outer.loClosed || !inner.loClosed));
  const hiOk = outer.hi > inner.hi || (outer.hi === inner.hi && (outer.hiClosed || !inner.hiClosed));
  return loOk && hiOk;
}

function overlaps(a: Interval, b: Interval): boolean {
  return Math.min(a.hi, b.hi) - Math.max(a.lo, b.lo) > 1e-12;
}

/** Whether the engine's answer makes the property true or false; null when it cannot tell. */
export function decideProperty(p: FunctionProperty, value: AnswerValue, interval: Interval | null): boolean | null {
  if (p.kind === 'period') return value.kind === 'numbers' && value.values.length === 1 ? answerMatches(value, p.period) : null;
  if (p.kind === 'parity') {
    if (value.kind !== 'words') return null;
    const t = value.text;
    if (t === '既是奇函数又是偶函数') return true;
    if (t === '奇函数') return p.parity === 'odd';
    if (t === '偶函数') return p.parity === 'even';
    if (t === '非奇非偶函数') return false;
    return null;
  }
  if (value.kind !== 'monotonic' || !interval) return null;
  const same = p.increasing ? value.increasing : value.decreasing;
  const other = p.increasing ? value.decreasing : value.increasing;
  if (same.some((i) => within(interval, i))) return true;
  if (other.some((i) => overlaps(interval, i))) return false;
  return null;
}

/** "(0,+\infty)" → an interval; null when unreadable. */
export function readInterval(text: string): Interval | null {
  const s = normalize(text).replace(/\$/g, '').replace(/\s+/g, '');
  const m = /^([([])(.+),(.+)([)\]])$/.exec(s);
  if (!m) return null;
  const end = (e: string): number | null => {
    if (/^-(?:\\infty|∞)$/.test(e)) return -Infinity;
    if (/^\+?(?:\\infty|∞)$/.test(e)) return Infinity;
    try {
      const n = parseExpr(e);
      if (freeVars(n).size) return null;
      const v = evaluate(n);
      return Number.isFinite(v) ? v : null;
    } catch {
      return null;
    }
  };
  const lo = end(m[2]);
  const hi = end(m[3]);
  if (lo === null || hi === null || lo >= hi) return null;
  return { lo, hi, loClosed: m[1] === '[', hiClosed: m[4] === ']' };
}

/**
 * "下列函数中，既是偶函数又在 (0,+∞) 上单调递增的是": the properties every option (a function) is to have.
 * Null when the stem is not of this form or says anything else about the function.
 */
export function stemProperties(stem: string): Array<(fn: string) => FunctionProperty | null> | null {
  // 「下列函数中，是奇函数的是」「下列函数为奇函数的是」「下列函数中，最小正周期为 π 的奇函数是」
  const m = /^(?:下列|以下|下面)(?:四个|各)?函数中?\s*[,，]?\s*(.+?)(?:的(?:函数)?)?(?:是|为|有)\s*(?:____)?\s*[。.]?$/.exec(flat(stem));
  if (!m) return null;
  const pieces = m[1]
    .split(/既是|既|又是|又|并且|而且|且|同时|的(?=(?:奇|偶)函数$)/)
    .map((x) => x.trim().replace(/^(?:是|为)\s*(?=(?:奇|偶)函数$)/, ''))
    .filter(Boolean);
  if (!pieces.length) return null;
  const makers: Array<(fn: string) => FunctionProperty | null> = [];
  for (const piece of pieces) {
    // 「在 (0,+∞) 上不是增函数」「不是奇函数」: the property itself, negated
    const negated = /^(?:在[^不]+上\s*)?不(?=是|为)/.test(piece);
    const said = negated ? piece.replace(/不(?=是|为)/, '') : piece;
    const probe = readFunctionProperty(`y ${/^(?:奇|偶)函数$/.test(said) ? `是${said}` : said}`);
    if (!probe || (probe.kind !== 'parity' && probe.kind !== 'monotonic' && probe.kind !== 'period')) return null;
    makers.push((fn) => ({ ...probe, fn, negated }));
  }
  return makers;
}

/** An option that is a function: "y=2x^3", "f(x)=|x|+1", or a bare expression in x. */
export function optionFunction(option: string): string | null {
  const s = flat(option);
  if (/[\u4e00-\u9fff]/.test(s)) return null;
  if (/^(?:[fgh]\s*\(\s*x\s*\)|y)\s*=/.test(s)) return s;
  try {
    const n = parseExpr(normalize(s));
    const vars = freeVars(n);
    return vars.size === 1 && vars.has('x') ? `y=${s}` : null;
  } catch {
    return null;
  }
}

const COUNTS: Record<string, number> = { 一: 1, 两: 2, 二: 2, 三: 3, 四: 4 };

/** "方程 x^2-3x+2=0 有两个不相等的实根", "关于 x 的方程 … 没有实数根"; null otherwise. */
export function readRootClaim(option: string): Property | null {
  const s = flat(option);
  const m =
    /^(?:关于\s*x\s*的)?\s*方程\s*([^\u4e00-\u9fff]+=[^\u4e00-\u9fff]+?)\s*(?:有\s*([一两二三四\d])\s*个(不相等的|不同的)?|(没有|无))\s*实(?:数)?根$/.exec(
      s,
    );
  if (!m || (m[1].match(/=/g) ?? []).length !== 1) return null;
  if (m[4]) return { kind: 'roots', equation: m[1].trim(), count: 0, distinct: true };
  const count = COUNTS[m[2]] ?? Number(m[2]);
  return Number.isFinite(count) ? { kind: 'roots', equation: m[1].trim(), count, distinct: !!m[3] } : null;
}

/** The equation's distinct real roots (from the engine's answer) against the count claimed; null when unsure. */
export function decideRoots(p: Extract<Property, { kind: 'roots' }>, value: AnswerValue): boolean | null {
  if (value.kind !== 'numbers') return null;
  const distinct: number[] = [];
  for (const x of value.values) {
    if (!Number.isFinite(x)) return null;
    if (!distinct.some((y) => Math.abs(x - y) <= 1e-9 * Math.max(1, Math.abs(x)))) distinct.push(x);
  }
  if (p.count === 0) return distinct.length === 0;
  // "有两个实根" with one double root: textbooks count it either way, so it is not decided.
  if (!p.distinct && distinct.length > 0 && distinct.length < p.count) return null;
  return distinct.length === p.count;
}
