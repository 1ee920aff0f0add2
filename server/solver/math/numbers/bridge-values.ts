import type { Node } from '../expression/ast';
import { Rat } from '../expression/rational';

/** Where a number stands against the bridges 0 and 1: below 0, 0, between, 1, above 1. */
type Band = 0 | 1 | 2 | 3 | 4;

export interface Placed {
  name: string;
  band: Band;
  /** The textbook reason, e.g. 「a=\log_{2}0.2<\log_{2}1=0」. */
  why: string;
}

/**
 * 中间量法: a logarithm log_b x or a power b^e of plain numbers placed against 0 and 1 by the monotonicity of the
 * function of base b (log_b 1 = 0, log_b b = 1, b^0 = 1), as the textbook compares 「a=log₂0.2, b=2^{0.2},
 * c=0.2^{0.3}」. `tex` is the definition as printed; null for anything else or a base not read from it.
 */
export function placeByBridges(name: string, node: Node, tex: string): Placed | null {
  const t = tex.trim();
  const lhs = `${name}=${t}`;
  if (node.k === 'log' || (node.k === 'fn' && node.name === 'ln')) {
    const x = rational(node.arg);
    const prefix = logPrefix(t);
    const base = node.k === 'log' ? rational(node.base) : null;
    const baseAbove1 = node.k === 'fn' ? true : base ? base.cmp(Rat.ONE) > 0 : null;
    if (!x || !prefix || baseAbove1 === null || x.sign() <= 0 || (base && (base.sign() <= 0 || base.eq(Rat.ONE)))) return null;
    const baseShown = node.k === 'fn' ? '\\mathrm{e}' : prefix === '\\lg ' ? '10' : logBase(t);
    if (!baseShown) return null;
    const logOfBase = `${prefix}${baseShown}`;
    if (x.eq(Rat.ONE)) return { name, band: 1, why: `${lhs}=0` };
    if (x.cmp(Rat.ONE) > 0 !== baseAbove1) return { name, band: 0, why: `${lhs}<${prefix}1=0` };
    if (base && x.eq(base)) return { name, band: 3, why: `${lhs}=1` };
    // a rational is never e, so comparing it with e's value is exact enough
    const aboveBase = base ? x.cmp(base) > 0 === baseAbove1 : x.toNumber() > Math.E;
    return aboveBase ? { name, band: 4, why: `${lhs}>${logOfBase}=1` } : { name, band: 2, why: `0=${prefix}1<${lhs}<${logOfBase}=1` };
  }
  if (node.k === 'pow') {
    const b = rational(node.base);
    const e = rational(node.exp);
    const bTex = powerBaseTex(t);
    if (!b || !e || !bTex || b.sign() <= 0 || b.eq(Rat.ONE)) return null;
    if (e.isZero()) return { name, band: 3, why: `${lhs}=1` };
    return e.sign() > 0 === b.cmp(Rat.ONE) > 0
      ? { name, band: 4, why: `${lhs}>${bTex}^{0}=1` }
      : { name, band: 2, why: `0<${lhs}<${bTex}^{0}=1` };
  }
  return null;
}

/**
 * The letters of an order ordered by their bands alone, when every letter is placed and no two share a band:
 * the reasons and the chain from least to greatest (「a<c<b」). Null otherwise (the caller computes instead).
 */
export function orderByBridges(placed: Placed[]): { reasons: string[]; chain: string } | null {
  const bands = new Set(placed.map((p) => p.band));
  if (bands.size !== placed.length || placed.length < 2) return null;
  const sorted = [...placed].sort((x, y) => x.band - y.band);
  const byName = [...placed].sort((x, y) => (x.name < y.name ? -1 : 1));
  return { reasons: byName.map((p) => p.why), chain: sorted.map((p) => p.name).join('<') };
}

function rational(n: Node): Rat | null {
  if (n.k === 'num') return n.v;
  if (n.k === 'neg') return rational(n.arg)?.neg() ?? null;
  if (n.k === 'div') {
    const [a, b] = [rational(n.num), rational(n.den)];
    return a && b && !b.isZero() ? a.div(b) : null;
  }
  return null;
}

function logPrefix(t: string): string | null {
  if (/^\\ln\b/.test(t)) return '\\ln ';
  if (/^\\lg\b/.test(t)) return '\\lg ';
  const base = logBase(t);
  return base ? `\\log_{${base}}` : null;
}

/** The base of 「\log_{2}」「\log _{\frac{1}{2}}」「\log_3」 as printed. */
function logBase(t: string): string | null {
  const m = /^\\log\s*_\s*/.exec(t);
  if (!m) return null;
  const rest = t.slice(m[0].length);
  if (/^\d/.test(rest)) return /^\d+(?:\.\d+)?/.exec(rest)![0];
  if (rest[0] !== '{') return null;
  let depth = 0;
  for (let k = 0; k < rest.length; k++) {
    if (rest[k] === '{') depth++;
    else if (rest[k] === '}' && --depth === 0) return rest.slice(1, k).trim();
  }
  return null;
}

function powerBaseTex(t: string): string | null {
  const m = /^(\d+(?:\.\d+)?|\\frac\s*\{\d+\}\s*\{\d+\}|\\left\s*\(.*?\\right\s*\)|\(.*?\))\s*\^/.exec(t);
  return m ? m[1] : null;
}
