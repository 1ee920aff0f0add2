/**
 * 「若 a>b>0，0<c<1，则（ ）  A. $\log_c a<\log_c b$ …」: the givens are only orders between letters and numbers,
 * each option an order of expressions in those letters. An option is false when an admissible instance breaks
 * it (found among simple fractions, evaluated two ways, with a clear margin); it is true when the textbook
 * argument proves it: the two sides differ in one place and every step from there outwards is monotonic
 * (y = c^x, y = \log_c x, y = x^c, multiplying by a number of known sign, …), and no instance breaks it either.
 * Anything else is undecided, and the question is refused.
 */

import { ceEvaluate, toJson } from '../math/compute/ce';
import { evaluate } from '../math/compute/evaluate';
import { freeVars, type Node, num, substitute } from '../math/expression/ast';
import { parseExpr } from '../math/expression/parser';
import { Rat } from '../math/expression/rational';
import { normalize } from '../math/expression/text';
import { evalExact } from '../math/numbers/exact';
import { type Relation, readOrder } from './properties';

/** A letter or a number: the ends of the orders the givens state. */
type Atom = { letter: string } | { value: Rat };

interface Fact {
  /** hi > lo (or hi ≥ lo when not strict) */
  hi: Atom;
  lo: Atom;
  strict: boolean;
}

export interface OrderGivens {
  letters: string[];
  facts: Fact[];
}

const LEAD = /^(?:已知|若|设|如果|假设)\s*/;
const REALS =
  /^[a-z](?:\s*[,，、]\s*[a-z])*\s*(?:∈|\\in(?![a-zA-Z]))\s*(?:\\mathbf\s*\{\s*R\s*\}|\\mathbb\s*\{\s*R\s*\}|R)\s*(?:[,，;；]\s*|$)/;

function atomOf(term: string): Atom | null {
  const t = term.trim();
  if (/^[a-z]$/.test(t)) return { letter: t };
  try {
    const n = parseExpr(normalize(t));
    if (n.k === 'num') return { value: n.v };
    if (n.k === 'neg' && n.arg.k === 'num') return { value: n.arg.v.neg() };
  } catch {
    return null;
  }
  return null;
}

/** "若 a>b>0, 0<c<1" → its facts; null when the givens say anything besides orders of letters and numbers. */
export function readOrderGivens(givens: string): OrderGivens | null {
  // 「设 a, b ∈ R，若 a>b」: letters declared real say nothing more than the orders do
  const body = givens.replace(/\$/g, ' ').replace(/\s+/g, ' ').trim().replace(LEAD, '').replace(REALS, '').replace(LEAD, '');
  if (!body) return null;
  const pieces = body.split(/\s*(?:[,，;；]|且|并且|而且)\s*/).filter((x) => x.trim());
  const facts: Fact[] = [];
  const letters = new Set<string>();
  for (const piece of pieces) {
    const p = readOrder(piece);
    if (p?.kind !== 'order') return null;
    const atoms = p.terms.map(atomOf);
    if (atoms.some((a) => !a)) return null;
    for (let i = 0; i < p.ops.length; i++) {
      const [x, y] = [atoms[i]!, atoms[i + 1]!];
      const op = p.ops[i];
      const strict = op === '<' || op === '>';
      facts.push(op === '>' || op === '>=' ? { hi: x, lo: y, strict } : { hi: y, lo: x, strict });
    }
    for (const a of atoms) if (a && 'letter' in a) letters.add(a.letter);
  }
  return letters.size ? { letters: [...letters].sort(), facts } : null;
}

const key = (a: Atom) => ('letter' in a ? a.letter : `#${a.value.toString()}`);

/** Whether the facts prove x > y (strict) or x ≥ y: a chain of facts, numbers compared by value. */
function provesAbove(g: OrderGivens, x: Atom, y: Atom, strict: boolean): boolean {
  if (!('letter' in x) && !('letter' in y)) return strict ? x.value.cmp(y.value) > 0 : x.value.cmp(y.value) >= 0;
  const numbers = new Map<string, Rat>();
  for (const a of [x, y, ...g.facts.flatMap((f) => [f.hi, f.lo])]) if (!('letter' in a)) numbers.set(key(a), a.value);
  const edges: Array<{ from: string; to: string; strict: boolean }> = g.facts.map((f) => ({
    from: key(f.hi),
    to: key(f.lo),
    strict: f.strict,
  }));
  for (const [ka, va] of numbers) for (const [kb, vb] of numbers) if (va.cmp(vb) > 0) edges.push({ from: ka, to: kb, strict: true });
  // states: node × whether a strict step was taken
  const seen = new Set<string>();
  const queue: Array<[string, boolean]> = [[key(x), false]];
  while (queue.length) {
    const [at, s] = queue.shift()!;
    if (at === key(y) && (s || !strict) && !(at === key(x) && !s && strict)) return true;
    if (seen.has(`${at}|${s}`)) continue;
    seen.add(`${at}|${s}`);
    for (const e of edges) if (e.from === at) queue.push([e.to, s || e.strict]);
  }
  return key(x) === key(y) && !strict;
}

const ZERO: Atom = { value: Rat.ZERO };
const ONE: Atom = { value: Rat.ONE };

function atomNode(n: Node): Atom | null {
  if (n.k === 'var' && /^[a-z]$/.test(n.name)) return { letter: n.name };
  if (n.k === 'num') return { value: n.v };
  if (n.k === 'neg' && n.arg.k === 'num') return { value: n.arg.v.neg() };
  return null;
}

/** +1 when n > 0 for every admissible instance, −1 when n < 0, null when not proved. */
function sign(g: OrderGivens, n: Node): 1 | -1 | null {
  const a = atomNode(n);
  if (a) return provesAbove(g, a, ZERO, true) ? 1 : provesAbove(g, ZERO, a, true) ? -1 : null;
  switch (n.k) {
    case 'const':
      return 1;
    case 'neg': {
      const s = sign(g, n.arg);
      return s === null ? null : s === 1 ? -1 : 1;
    }
    case 'mul': {
      let s = 1;
      for (const f of n.args) {
        const t = sign(g, f);
        if (t === null) return null;
        s *= t;
      }
      return s as 1 | -1;
    }
    case 'div': {
      const [p, q] = [sign(g, n.num), sign(g, n.den)];
      return p === null || q === null ? null : ((p * q) as 1 | -1);
    }
    case 'add': {
      const ss = n.args.map((x) => sign(g, x));
      if (ss.every((s) => s === 1)) return 1;
      if (ss.every((s) => s === -1)) return -1;
      return null;
    }
    case 'pow':
      return sign(g, n.base) === 1 ? 1 : null;
    case 'fn':
      // |x| > 0 once x has a known sign
      return n.name === 'exp' || (n.name === 'abs' && sign(g, n.arg) !== null) ? 1 : null;
    case 'root':
      return sign(g, n.arg) === 1 ? 1 : null;
    default:
      return null;
  }
}

/** Where a base stands against 1: above (increasing), between 0 and 1 (decreasing), or unknown. */
function baseSide(g: OrderGivens, b: Node): 1 | -1 | null {
  if (b.k === 'const' && b.name === 'e') return 1;
  const a = atomNode(b);
  if (!a) return null;
  if (provesAbove(g, a, ONE, true)) return 1;
  if (provesAbove(g, ONE, a, true) && provesAbove(g, a, ZERO, true)) return -1;
  return null;
}

const nodeKey = (n: Node) => JSON.stringify(n, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
const same = (x: Node, y: Node) => nodeKey(x) === nodeKey(y);

const show = (n: Node): string => {
  const a = atomNode(n);
  return a ? ('letter' in a ? a.letter : a.value.toLatex()) : '';
};

/**
 * x and y are one expression with one part replaced: the part's pair and the direction the whole moves with it.
 * Null when they differ in more than one place or a step is not monotonic for every admissible instance.
 */
function oneStep(g: OrderGivens, x: Node, y: Node): { dir: 1 | -1; inner: [Node, Node]; why: string } | null {
  const step = (dir: 1 | -1, ix: Node, iy: Node, why: string) => ({ dir, inner: [ix, iy] as [Node, Node], why });
  const bothPositive = (p: Node, q: Node) => sign(g, p) === 1 && sign(g, q) === 1;
  if (x.k !== y.k) return null;
  if (x.k === 'neg' && y.k === 'neg') return step(-1, x.arg, y.arg, '取相反数后不等号反向');
  if (x.k === 'pow' && y.k === 'pow') {
    if (same(x.base, y.base)) {
      const side = baseSide(g, x.base);
      if (side === null) return null;
      const b = show(x.base) || 'e';
      return step(side, x.exp, y.exp, `因为 ${side > 0 ? `$${b}>1$` : `$0<${b}<1$`}，$y=${b}^{x}$ 单调递${side > 0 ? '增' : '减'}`);
    }
    // an odd power is increasing on R, an even one decreasing on (−∞, 0)
    const k = x.exp.k === 'num' && x.exp.v.isInteger() && x.exp.v.cmp(Rat.ZERO) > 0 ? x.exp.v : null;
    if (k && same(x.exp, y.exp)) {
      const e = k.toLatex();
      if (k.toNumber() % 2 === 1) return step(1, x.base, y.base, `$y=x^{${e}}$ 在 $\\mathbf{R}$ 上单调递增`);
      if (sign(g, x.base) === -1 && sign(g, y.base) === -1) return step(-1, x.base, y.base, `$y=x^{${e}}$ 在 $(-\\infty,0)$ 上单调递减`);
    }
    if (same(x.exp, y.exp) && bothPositive(x.base, y.base)) {
      const s = sign(g, x.exp);
      if (s === null) return null;
      const e = show(x.exp);
      if (!e) return null;
      return step(s, x.base, y.base, `因为 $${e}${s > 0 ? '>' : '<'}0$，$y=x^{${e}}$ 在 $(0,+\\infty)$ 上单调递${s > 0 ? '增' : '减'}`);
    }
    return null;
  }
  if (x.k === 'log' && y.k === 'log') {
    if (!same(x.base, y.base) || !bothPositive(x.arg, y.arg)) return null;
    const side = baseSide(g, x.base);
    if (side === null) return null;
    const b = show(x.base) || 'e';
    return step(
      side,
      x.arg,
      y.arg,
      `因为 ${side > 0 ? `$${b}>1$` : `$0<${b}<1$`}，$y=\\log_{${b}} x$ 在 $(0,+\\infty)$ 上单调递${side > 0 ? '增' : '减'}`,
    );
  }
  if (x.k === 'fn' && y.k === 'fn' && x.name === y.name) {
    if (x.name === 'exp') return step(1, x.arg, y.arg, '$y=e^{x}$ 单调递增');
    if (x.name === 'ln' && bothPositive(x.arg, y.arg)) return step(1, x.arg, y.arg, '$y=\\ln x$ 在 $(0,+\\infty)$ 上单调递增');
    if (x.name === 'abs') {
      const s = sign(g, x.arg);
      if (s === null || sign(g, y.arg) !== s) return null;
      return step(s, x.arg, y.arg, `$y=|x|$ 在 ${s > 0 ? '$(0,+\\infty)$ 上单调递增' : '$(-\\infty,0)$ 上单调递减'}`);
    }
    return null;
  }
  if (x.k === 'root' && y.k === 'root' && x.index === y.index && bothPositive(x.arg, y.arg))
    return step(1, x.arg, y.arg, '$y=\\sqrt{x}$ 单调递增');
  if ((x.k === 'add' || x.k === 'mul') && y.k === x.k && x.args.length === y.args.length) {
    const diff = x.args.map((a, i) => !same(a, (y as typeof x).args[i]));
    if (diff.filter(Boolean).length !== 1) return null;
    const i = diff.indexOf(true);
    if (x.k === 'add') return step(1, x.args[i], (y as typeof x).args[i], '两边加上同一个式子，不等号方向不变');
    const rest = x.args.filter((_, j) => j !== i);
    const s = sign(g, rest.length === 1 ? rest[0] : { k: 'mul', args: rest });
    if (s === null) return null;
    return step(s, x.args[i], (y as typeof x).args[i], `两边乘同一个${s > 0 ? '正' : '负'}数，不等号方向${s > 0 ? '不变' : '改变'}`);
  }
  if (x.k === 'div' && y.k === 'div') {
    if (same(x.den, y.den)) {
      const s = sign(g, x.den);
      return s === null ? null : step(s, x.num, y.num, `两边除以同一个${s > 0 ? '正' : '负'}数`);
    }
    if (same(x.num, y.num)) {
      const s = sign(g, x.num);
      const dx = sign(g, x.den);
      if (s === null || dx === null || sign(g, y.den) !== dx) return null;
      return step(s > 0 ? -1 : 1, x.den, y.den, '分子相同、分母同号时，分母越大分式的绝对值越小');
    }
  }
  return null;
}

/** A proof that x > y for every admissible instance, as the steps that give it; null when none is found. */
function proveAbove(g: OrderGivens, x: Node, y: Node, depth = 0): string[] | null {
  if (depth > 6) return null;
  const ax = atomNode(x);
  const ay = atomNode(y);
  if (ax && ay) {
    if (!provesAbove(g, ax, ay, true)) return null;
    return [`由题设，$${show(x)}>${show(y)}$`];
  }
  const s = oneStep(g, x, y);
  if (!s) return null;
  const inner = s.dir > 0 ? proveAbove(g, s.inner[0], s.inner[1], depth + 1) : proveAbove(g, s.inner[1], s.inner[0], depth + 1);
  return inner ? [...inner, s.why] : null;
}

/** "P − Q > 0" is read as "P > Q". */
function sides(l: Node, r: Node): [Node, Node] {
  if (r.k === 'num' && r.v.isZero() && l.k === 'add' && l.args.length === 2 && l.args[1].k === 'neg') return [l.args[0], l.args[1].arg];
  return [l, r];
}

/** Simple values first, so that a counterexample shown to the student is a simple one. */
const SAMPLES: Rat[] = (
  [[1], [2], [1, 2], [3], [1, 3], [0], [-1], [-2], [-1, 2], [4], [2, 3], [3, 2], [-3], [-1, 3], [10], [1, 10], [-10]] as Array<
    [number, number?]
  >
).map(([n, d]) => Rat.of(n, d ?? 1));

function admissible(g: OrderGivens, env: Map<string, Rat>): boolean {
  const v = (a: Atom) => ('letter' in a ? env.get(a.letter)! : a.value);
  return g.facts.every((f) => (f.strict ? v(f.hi).cmp(v(f.lo)) > 0 : v(f.hi).cmp(v(f.lo)) >= 0));
}

/** The value at an instance by the evaluator, confirmed by the compute engine when it gives a number. */
function valueAt(n: Node, env: Map<string, Rat>): number | null {
  let m = n;
  for (const [name, v] of env) m = substitute(m, name, num(v));
  const a = evaluate(m);
  if (!Number.isFinite(a)) return null;
  try {
    const b = evaluate(ceEvaluate(toJson(m)));
    if (Number.isFinite(b) && Math.abs(a - b) > 1e-9 * Math.max(1, Math.abs(a))) return null;
  } catch {
    // left exact by the compute engine: the evaluator stands
  }
  return a;
}

const holds = (a: number, b: number, op: Relation) => (op === '<' ? a < b : op === '>' ? a > b : op === '<=' ? a <= b : a >= b);

/** Both values defined and the order broken by a clear margin. */
function breaks(a: number, b: number, op: Relation): boolean {
  if (!Number.isFinite(a) || !Number.isFinite(b)) return false;
  return Math.abs(a - b) > 1e-6 * Math.max(1, Math.abs(a), Math.abs(b)) && !holds(a, b, op);
}

/** An admissible instance that breaks the order with a clear margin, in words; null when none is found. */
function counterexample(g: OrderGivens, pairs: Array<[Node, Node, Relation]>): string | null {
  const letters = g.letters;
  if (letters.length > 4) return null;
  const total = SAMPLES.length ** letters.length;
  const floats = SAMPLES.map((r) => r.toNumber());
  // the facts as indices into the instance (letters) or fixed numbers, compared in floating point first (the
  // sample values are distinct simple fractions, so no two compare equal by accident); exact for the one shown
  const side = (a: Atom) => ('letter' in a ? letters.indexOf(a.letter) : a.value.toNumber());
  const facts = g.facts.map((f) => ({
    hi: side(f.hi),
    lo: side(f.lo),
    hiLetter: 'letter' in f.hi,
    loLetter: 'letter' in f.lo,
    strict: f.strict,
  }));
  const picks = new Array<number>(letters.length);
  for (let i = 0; i < total; i++) {
    let k = i;
    for (let j = 0; j < letters.length; j++) {
      picks[j] = k % SAMPLES.length;
      k = Math.floor(k / SAMPLES.length);
    }
    const ok = facts.every((f) => {
      const hi = f.hiLetter ? floats[picks[f.hi]] : f.hi;
      const lo = f.loLetter ? floats[picks[f.lo]] : f.lo;
      return f.strict ? hi > lo : hi >= lo;
    });
    if (!ok) continue;
    const env = new Map(letters.map((l, j) => [l, SAMPLES[picks[j]]] as [string, Rat]));
    if (!admissible(g, env)) continue;
    const at = Object.fromEntries(letters.map((l, j) => [l, floats[picks[j]]]));
    for (const [l, r, op] of pairs) {
      const tie = equalExactly(l, r, op, env);
      if (tie) return tie;
      if (!breaks(evaluate(l, at), evaluate(r, at), op)) continue;
      // confirmed with the instance substituted, the two ways of valueAt
      const a = valueAt(l, env);
      const b = valueAt(r, env);
      if (a !== null && b !== null && breaks(a, b, op)) {
        const shown = letters.map((n) => `${n}=${env.get(n)!.toLatex()}`).join(', ');
        return `取 $${shown}$（满足题设），两边分别约为 ${round(a)} 与 ${round(b)}，不等式不成立`;
      }
    }
  }
  return null;
}

const round = (x: number) => String(Number(x.toPrecision(6)));

/** A strict order whose two sides are exactly equal at the instance (ac² = bc² at c = 0) is broken; in words. */
function equalExactly(l: Node, r: Node, op: Relation, env: Map<string, Rat>): string | null {
  if (op !== '<' && op !== '>') return null;
  let a = l;
  let b = r;
  for (const [name, v] of env) {
    a = substitute(a, name, num(v));
    b = substitute(b, name, num(v));
  }
  const x = evalExact(a);
  const y = evalExact(b);
  if (!x || !y || !x.eq(y)) return null;
  const shown = [...env].map(([n, v]) => `${n}=${v.toLatex()}`).join(', ');
  return `取 $${shown}$（满足题设），两边都等于 $${x.toLatex()}$，严格不等式不成立`;
}

export type OrderVerdict = { truth: boolean; why: string } | 'undecided' | null;

/**
 * Decides an option that is an order of expressions in the letters the givens order. Null when the givens or
 * the option are not of this form; 'undecided' when neither a proof nor a counterexample is found (or both).
 */
export function decideConditionalOrder(option: string, givens: string, freeLetters = false): OrderVerdict {
  const read = readOrderGivens(givens);
  if (!read) return null;
  const p = readOrder(option);
  if (p?.kind !== 'order') return null;
  let nodes: Node[];
  try {
    nodes = p.terms.map((t) => parseExpr(normalize(t)));
  } catch {
    return null;
  }
  const used = new Set(nodes.flatMap((n) => [...freeVars(n)]));
  // 「若 a>b，则 ac^2>bc^2」: a letter the premise does not order is any real number.
  const extra = freeLetters ? [...used].filter((v) => /^[a-z]$/.test(v) && !read.letters.includes(v)) : [];
  const g: OrderGivens = extra.length ? { letters: [...read.letters, ...extra].sort(), facts: read.facts } : read;
  if (!used.size || [...used].some((v) => !g.letters.includes(v))) return null;
  const pairs: Array<[Node, Node, Relation]> = p.ops.map((op, i) => [nodes[i], nodes[i + 1], op]);
  const broken = counterexample(g, pairs);
  const proofs: string[] = [];
  for (const [l, r, op] of pairs) {
    const [a, b] = sides(l, r);
    const proof = op === '>' || op === '>=' ? proveAbove(g, a, b) : proveAbove(g, b, a);
    if (!proof) {
      proofs.length = 0;
      break;
    }
    proofs.push(proof.join('；'));
  }
  if (broken && proofs.length) return 'undecided';
  if (broken) return { truth: false, why: broken };
  if (proofs.length) return { truth: true, why: `${proofs.join('；')}，所以不等式成立（代入满足题设的多组数值验算也都成立）` };
  return 'undecided';
}
