import { equationPoly } from '../engines/analytic-geometry/equation';
import { Rat } from '../math/expression/rational';

/**
 * Options that are equations in x and y (a circle, a line, a conic's standard equation) are compared with the answer
 * as equations, not as text: 「(x-2)^{2}+(y+1)^{2}=9」 and 「x^2+y^2-4x+2y-4=0」 are the same circle. An option is the
 * answer when its polynomial (left side minus right side) is a non-zero multiple of the answer's; an option that is
 * not one equation in x and y cannot be decided, and the chooser refuses.
 */
function polyOf(text: string): Map<string, Rat> | null {
  const src = text
    .replace(/\$/g, '')
    .replace(/\\left|\\right/g, '')
    .replace(/\\[dt]frac/g, '\\frac')
    .trim();
  if (!/^[^=]+=[^=]+$/.test(src) || !/[xy]/.test(src)) return null;
  return equationPoly(src);
}

function proportional(p: Map<string, Rat>, q: Map<string, Rat>): boolean {
  const keys = new Set([...p.keys(), ...q.keys()].filter((k) => !(p.get(k)?.isZero() ?? true) || !(q.get(k)?.isZero() ?? true)));
  let ratio: Rat | null = null;
  for (const k of keys) {
    const a = p.get(k) ?? Rat.ZERO;
    const b = q.get(k) ?? Rat.ZERO;
    if (a.isZero() !== b.isZero()) return false;
    if (a.isZero()) continue;
    const r = a.div(b);
    if (ratio && !ratio.eq(r)) return false;
    ratio = r;
  }
  return ratio !== null;
}

/** Every option read as an equation (else null): then the reader of an option for the chooser. */
export function equationOptionReader(answer: string, options: ReadonlyArray<{ text: string }>): ((text: string) => string | null) | null {
  const ref = polyOf(answer);
  if (!ref || !options.length || options.some((o) => !polyOf(o.text))) return null;
  return (text) => {
    const p = polyOf(text);
    if (!p) return null;
    return proportional(p, ref) ? answer : `≠${text}`;
  };
}
