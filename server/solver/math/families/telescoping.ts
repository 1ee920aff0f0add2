import type { Node } from '../expression/ast';
import { Rat } from '../expression/rational';
import { evalExact } from '../numbers/exact';
import { dm } from '../write/format';

/** One factor a + s·k of a term's denominator. */
interface Linear {
  a: Rat;
  s: Rat;
}

function linearIn(f: Node): Linear | null {
  const a = evalExact(f, { k: Rat.ZERO });
  const b = evalExact(f, { k: Rat.ONE });
  const c = evalExact(f, { k: Rat.of(2) });
  if (!a || !b || !c?.sub(b).eq(b.sub(a))) return null;
  return { a, s: b.sub(a) };
}

const frac = (n: Rat, d: string) => `\\frac{${n.toLatex()}}{${d}}`;
const product = (xs: Rat[]) => xs.map((x) => x.toLatex()).join(' \\times ');

/**
 * 裂项相消: a sum of c / (x(x+s)) or c / (x(x+s)(x+2s)) whose next term starts where this one ends (x grows by s)
 * is written as differences that cancel in pairs, the way the textbook and contest solutions do. The steps, or null
 * when the terms are not of this form or the closed form does not give `total` (then the caller adds term by term).
 */
export function telescopingSteps(template: Node, count: number, total: Rat): string[] | null {
  if (template.k !== 'div' || template.den.k !== 'mul') return null;
  const c = evalExact(template.num);
  const factors = template.den.args.map(linearIn);
  if (!c || factors.length < 2 || factors.length > 3 || factors.some((f) => !f)) return null;
  const fs = factors as Linear[];
  const s = fs[0].s;
  if (s.sign() <= 0 || !fs.every((f, i) => f.s.eq(s) && f.a.eq(fs[0].a.add(s.mul(Rat.of(i)))))) return null;
  const a0 = fs[0].a;
  const end = a0.add(s.mul(Rat.of(count)));
  const pair = fs.length === 2;
  // c/(x(x+s)) = c/s·(1/x − 1/(x+s)); c/(x(x+s)(x+2s)) = c/(2s)·(1/(x(x+s)) − 1/((x+s)(x+2s)))
  const scale = c.div(pair ? s : s.mul(Rat.of(2)));
  const head = pair ? [a0] : [a0, a0.add(s)];
  const tail = pair ? [end] : [end, end.add(s)];
  const productOf = (xs: Rat[]) => xs.reduce((p, x) => p.mul(x), Rat.ONE);
  const value = scale.mul(Rat.ONE.div(productOf(head)).sub(Rat.ONE.div(productOf(tail))));
  if (!value.eq(total)) return null;
  const scaled = (inner: string) => (scale.isOne() ? inner : `${scale.toLatex()}\\left(${inner}\\right)`);
  const x = (i: number) => (i === 0 ? 'x' : `(x+${s.mul(Rat.of(i)).toLatex()})`);
  const identity = pair
    ? `${frac(c, `${x(0)}${x(1)}`)} = ${scaled(`\\frac{1}{x} - \\frac{1}{x+${s.toLatex()}}`)}`
    : `${frac(c, `${x(0)}${x(1)}${x(2)}`)} = ${scaled(`\\frac{1}{${x(0)}${x(1)}} - \\frac{1}{${x(1)}${x(2)}}`)}`;
  return [
    `裂项：每一项都可以拆成两个分数的差${dm(identity)}`,
    `相加时中间的项一正一负两两抵消，只剩第一项的前一部分和最后一项的后一部分：${dm(
      `${scaled(`\\frac{1}{${product(head)}} - \\frac{1}{${product(tail)}}`)} = ${total.toLatex()}`,
    )}`,
  ];
}
