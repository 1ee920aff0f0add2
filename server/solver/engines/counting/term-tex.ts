import { Rat } from '../../math/expression/rational';
import type { RNode } from '../../math/numbers/ratexpr';
import { im } from '../../math/write/format';
import { monoKey, parseKey, toPoly } from './poly';

/** A term of an expansion (coefficient and powers) and how the steps print it. */
export interface Part {
  c: Rat;
  mono: Record<string, number>;
  tex: string;
}

/** x, x^{3}, \sqrt{x}, x^{\frac{3}{2}}: a letter to a power as a textbook prints it. */
function powerTex(v: string, e: number): string {
  if (e === 1) return v;
  if (e === 0.5) return `\\sqrt{${v}}`;
  return Number.isInteger(e) ? `${v}^{${e}}` : `${v}^{\\frac{${e * 2}}{2}}`;
}

export function partTex(p: Part): string {
  const ent = Object.entries(p.mono);
  const den = ent
    .filter(([, e]) => e < 0)
    .map(([v, e]) => powerTex(v, -e))
    .join('');
  if (den) {
    const numVars = ent
      .filter(([, e]) => e > 0)
      .map(([v, e]) => powerTex(v, e))
      .join('');
    const c = p.c.abs();
    const top = c.n === 1n && numVars ? numVars : `${c.n}${numVars}`;
    return `${p.c.sign() < 0 ? '-' : ''}\\frac{${top}}{${c.d === 1n ? '' : c.d}${den}}`;
  }
  const vars = ent.map(([v, e]) => powerTex(v, e)).join('');
  if (!vars) return p.c.toLatex();
  if (p.c.isOne()) return vars;
  if (p.c.eq(Rat.ONE.neg())) return `-${vars}`;
  return `${p.c.toLatex()}${vars}`;
}

/**
 * For factor × (binomial)^n: the terms of the first factor times matching terms of the power, and the sum they
 * give (the caller shows the step only when that sum is the value it found by the whole expansion).
 */
export function contributions(e: RNode, letters: Set<string>, key: string): { text: string; total: Rat } | null {
  if (e.k !== 'mul') return null;
  const f = toPoly(e.a, letters);
  const g = toPoly(e.b, letters);
  if (!f || !g || f.size > 4) return null;
  const lines: string[] = [];
  const products: string[] = [];
  let total = Rat.ZERO;
  const bracketed = (r: Rat) => (r.sign() < 0 ? `\\left(${r.toLatex()}\\right)` : r.toLatex());
  for (const [kf, cf] of f) {
    const need: Record<string, number> = parseKey(key);
    for (const [v, x] of Object.entries(parseKey(kf))) need[v] = (need[v] ?? 0) - x;
    const kg = monoKey(need);
    const cg = g.get(kg) ?? Rat.ZERO;
    const termF = partTex({ c: cf, mono: parseKey(kf), tex: '' });
    const termG = Object.keys(need).some((v) => need[v] !== 0) ? partTex({ c: Rat.ONE, mono: need, tex: '' }) : '1';
    lines.push(`${im(termF)} 乘第二个因式展开式中 ${im(termG)} 项（系数 ${im(cg.toLatex())}）`);
    products.push(`${bracketed(cf)}\\times ${bracketed(cg)}`);
    total = total.add(cf.mul(cg));
  }
  return { text: `${lines.join('；')}，相加得 ${im(`${products.join('+')}=${total.toLatex()}`)}。`, total };
}
