import { evaluate } from '../compute/evaluate';
import { mapChildrenKeep, type Node } from '../expression/ast';
import { Rat } from '../expression/rational';
import { toLatex } from '../write/latex';

/**
 * The laws of logarithms read backwards (对数的运算性质): c·log_b x + c'·log_b y = log_b(x^c·y^{c'}), so that
 * lg 2 + lg 5 becomes lg 10 and 2lg 5 + lg 4 becomes lg 100, whose values the value engine then finds. Terms with
 * the same base are joined when every argument is a positive rational and every coefficient an integer; the
 * rewrite keeps the numeric value (checked).
 */

type LogTerm = { base: Node; arg: Rat; c: Rat };

function logOf(n: Node): { base: Node; arg: Rat } | null {
  if (n.k === 'log' && n.arg.k === 'num' && n.arg.v.sign() > 0) return { base: n.base, arg: n.arg.v };
  if (n.k === 'fn' && n.name === 'ln' && n.arg.k === 'num' && n.arg.v.sign() > 0) return { base: { k: 'const', name: 'e' }, arg: n.arg.v };
  return null;
}

function logTerm(n: Node): LogTerm | null {
  if (n.k === 'neg') {
    const t = logTerm(n.arg);
    return t ? { ...t, c: t.c.neg() } : null;
  }
  const plain = logOf(n);
  if (plain) return { ...plain, c: Rat.ONE };
  if (n.k === 'mul' && n.args.length === 2) {
    const [a, b] = n.args;
    const [k, l] = a.k === 'num' ? [a, b] : b.k === 'num' ? [b, a] : [null, null];
    const inner = l ? logOf(l) : null;
    if (k?.k === 'num' && inner) return { ...inner, c: k.v };
  }
  return null;
}

function logNode(base: Node, arg: Rat): Node {
  if (base.k === 'const' && base.name === 'e') return { k: 'fn', name: 'ln', arg: { k: 'num', v: arg } };
  return { k: 'log', base, arg: { k: 'num', v: arg } };
}

function join(n: Node): Node {
  const m = mapChildrenKeep(n, join);
  if (m.k !== 'add') return m;
  const groups = new Map<string, { base: Node; terms: number[] }>();
  const terms = m.args.map(logTerm);
  terms.forEach((t, i) => {
    if (!t?.c.isInteger() || t.c.abs().toNumber() > 12) return;
    const key = toLatex(t.base);
    const g = groups.get(key) ?? { base: t.base, terms: [] };
    g.terms.push(i);
    groups.set(key, g);
  });
  const joined = new Map<number, Node | null>();
  for (const g of groups.values()) {
    if (g.terms.length < 2) continue;
    let product = Rat.ONE;
    for (const i of g.terms) product = product.mul(terms[i]!.arg.pow(Number(terms[i]!.c.n)));
    for (const [j, i] of g.terms.entries()) joined.set(i, j === 0 ? logNode(g.base, product) : null);
  }
  if (!joined.size) return m;
  const args = m.args.flatMap((a, i) => (joined.has(i) ? (joined.get(i) ? [joined.get(i) as Node] : []) : [a]));
  const out: Node = args.length === 1 ? args[0] : { k: 'add', args };
  const before = evaluate(m);
  const after = evaluate(out);
  return Number.isFinite(before) && Math.abs(before - after) < 1e-12 * Math.max(1, Math.abs(before)) ? out : m;
}

/** The expression with logarithms of one base in a sum joined into one; the same node when there are none. */
export function joinLogSums(n: Node): Node {
  return join(n);
}
