import { evaluate } from '../compute/evaluate';
import { mapChildrenKeep, type Node, PI } from '../expression/ast';
import { Rat } from '../expression/rational';

/**
 * The sum and difference formulas read backwards (两角和与差的正弦、余弦、正切公式):
 * sin α cos β ± cos α sin β = sin(α ± β), cos α cos β ∓ sin α sin β = cos(α ± β),
 * (tan α ± tan β)/(1 ∓ tan α tan β) = tan(α ± β), for told angles α, β (rational multiples of π). The joined angle is
 * then a special angle or is not, and the value engine decides. Every rewrite keeps the numeric value (checked).
 */

type Trig = 'sin' | 'cos' | 'tan';
type Factor = { f: Trig; q: Rat };
type Term = { sign: 1 | -1; a: Factor; b: Factor };

/** A constant angle as a rational multiple of π (denominator at most 360), or null. */
function piMultiple(n: Node): Rat | null {
  const x = evaluate(n) / Math.PI;
  if (!Number.isFinite(x)) return null;
  for (let d = 1; d <= 360; d++) {
    const k = Math.round(x * d);
    if (Math.abs(x * d - k) < 1e-9) return Rat.of(k, d);
  }
  return null;
}

function factor(n: Node): Factor | null {
  if (n.k !== 'fn' || (n.name !== 'sin' && n.name !== 'cos' && n.name !== 'tan')) return null;
  const q = piMultiple(n.arg);
  return q ? { f: n.name, q } : null;
}

function term(n: Node): Term | null {
  const sign: 1 | -1 = n.k === 'neg' ? -1 : 1;
  const m = n.k === 'neg' ? n.arg : n;
  if (m.k !== 'mul' || m.args.length !== 2) return null;
  const a = factor(m.args[0]);
  const b = factor(m.args[1]);
  return a && b ? { sign, a, b } : null;
}

const angle = (q: Rat): Node => ({ k: 'mul', args: [{ k: 'num', v: q }, PI] });
const fn = (name: Trig, q: Rat): Node => ({ k: 'fn', name, arg: angle(q) });

/** Two products of sines and cosines joined into one function of α ± β, or null when they are not such a pair. */
function joinPair(t1: Term, t2: Term): Node | null {
  const sorted = (t: Term): [Factor, Factor] => (t.a.f <= t.b.f ? [t.a, t.b] : [t.b, t.a]); // cos before sin
  const [c1, s1] = sorted(t1);
  const [c2, s2] = sorted(t2);
  if (t1.sign !== 1) return null;
  // sin α cos β + cos α sin β: one cos·sin pair each, the angles crossed
  if (c1.f === 'cos' && s1.f === 'sin' && c2.f === 'cos' && s2.f === 'sin' && s1.q.eq(c2.q) && c1.q.eq(s2.q))
    return fn('sin', t2.sign === 1 ? s1.q.add(c1.q) : s1.q.sub(c1.q));
  // cos α cos β ∓ sin α sin β: the same two angles in both products
  if (c1.f === 'cos' && s1.f === 'cos' && c2.f === 'sin' && s2.f === 'sin') {
    const same = (c1.q.eq(c2.q) && s1.q.eq(s2.q)) || (c1.q.eq(s2.q) && s1.q.eq(c2.q));
    if (same) return fn('cos', t2.sign === 1 ? c1.q.sub(s1.q) : c1.q.add(s1.q));
  }
  return null;
}

/** (tan α ± tan β)/(1 ∓ tan α tan β) = tan(α ± β). */
function joinTangent(n: Extract<Node, { k: 'div' }>): Node | null {
  const { num, den } = n;
  if (num.k !== 'add' || num.args.length !== 2 || den.k !== 'add' || den.args.length !== 2) return null;
  const ta = factor(num.args[0]);
  const second = num.args[1].k === 'neg' ? num.args[1].arg : num.args[1];
  const tb = factor(second);
  if (!ta || !tb || ta.f !== 'tan' || tb.f !== 'tan') return null;
  const plus = num.args[1].k !== 'neg';
  const [one, prod] = den.args;
  if (one.k !== 'num' || !one.v.eq(Rat.of(1))) return null;
  const t = term(prod);
  if (t?.a.f !== 'tan' || t.b.f !== 'tan') return null;
  const pair = (t.a.q.eq(ta.q) && t.b.q.eq(tb.q)) || (t.a.q.eq(tb.q) && t.b.q.eq(ta.q));
  if (!pair || t.sign !== (plus ? -1 : 1)) return null;
  return fn('tan', plus ? ta.q.add(tb.q) : ta.q.sub(tb.q));
}

function join(n: Node): Node {
  const m = mapChildrenKeep(n, join);
  let out: Node | null = null;
  if (m.k === 'add' && m.args.length === 2) {
    const t1 = term(m.args[0]);
    const t2 = term(m.args[1]);
    out = t1 && t2 ? joinPair(t1, t2) : null;
  } else if (m.k === 'div') out = joinTangent(m);
  if (!out) return m;
  const before = evaluate(m);
  const after = evaluate(out);
  return Number.isFinite(before) && Math.abs(before - after) < 1e-12 * Math.max(1, Math.abs(before)) ? out : m;
}

/** The expression with every sum or difference of told angles joined; the same node when there is none. */
export function joinAngleSums(n: Node): Node {
  return join(n);
}
