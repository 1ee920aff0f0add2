import { Rat } from '../../../math/expression/rational';
import { NUM, numberValue, pointsOf } from '../solid-text';
import type { Vec } from './metric-vectors';
import type { Placement } from './solid-placements';
import { type Form, solveSquares } from './squared-dimensions';
import type { TextTaker } from './text-taker';

/**
 * The told lengths (「棱长为 2」「底面边长与侧棱长都为 2」「PA=AB=2」「BC=CA=CC₁」), taken out of the line and solved for
 * the solid's axis scales. null when a length names a point not placed, a word the solid has no segment for, or the
 * lengths do not fix the solid. `free` when only equalities were told (angles still follow; the unit is 2).
 */
const P = String.raw`[A-Z](?:_\d)?`;
const WORD = '所有棱长|各棱长|棱长|底面边长|侧棱长|侧棱|高';

export interface Lengths {
  scale: [Rat, Rat, Rat];
  free: boolean;
  told: string[];
}

/** The square of a told length, exactly; null unless it is a positive number whose square is rational. */
export function squareOf(src: string): Rat | null {
  const v = numberValue(src);
  if (v === null) return null;
  const r = Rat.fromNumber(Math.round(v * v * 1e6) / 1e6);
  return r && Math.abs(r.toNumber() - v * v) < 1e-9 ? r : null;
}

export function readLengths(t: TextTaker, pl: Placement, points: Map<string, Vec>): Lengths | null {
  const form = (a: string, b: string): Form | null => {
    const pa = points.get(a);
    const pb = points.get(b);
    if (!pa || !pb || a === b) return null;
    const f = Array.from({ length: pl.unknowns }, () => Rat.of(0));
    for (let i = 0; i < 3; i++) {
      const d = pa[i].sub(pb[i]);
      f[pl.axisUnknown[i]] = f[pl.axisUnknown[i]].add(d.mul(d).mul(pl.axisFactor[i]));
    }
    return f;
  };
  const eqs: Array<{ form: Form; value: Rat }> = [];
  const told: string[] = [];
  const zero = () => Rat.of(0);
  const chain = (segs: Array<[string, string]>, value: string | null): boolean => {
    const forms = segs.map(([a, b]) => form(a, b));
    if (forms.some((f) => !f) || !segs.length) return false;
    const fs = forms as Form[];
    if (value !== null) {
      const v = squareOf(value);
      if (!v) return false;
      for (const f of fs) eqs.push({ form: f, value: v });
    } else if (fs.length < 2) return false;
    for (let i = 1; i < fs.length && value === null; i++) eqs.push({ form: fs[i].map((c, j) => c.sub(fs[0][j])), value: zero() });
    return true;
  };
  for (const m of t.takeAll(new RegExp(`(${WORD})(?:[与和](${WORD}))?(?:都|均)?(?:相等|(?:为|是|等于)(${NUM}))`))) {
    const words = [m[1], m[2]].filter(Boolean);
    const segs: Array<[string, string]> = [];
    for (const w of words) {
      if (w === '所有棱长' || w === '各棱长') segs.push(...pl.edges);
      else if (pl.words[w]) segs.push(pl.words[w]);
      else return null;
    }
    if (words.length === 1 && /^(?:所有|各)/.test(words[0]) && !m[3] && !/相等/.test(m[0])) return null;
    if (!chain(segs, m[3] ?? null)) return null;
    told.push(m[0]);
  }
  for (const m of t.takeAll(new RegExp(`(?<![A-Z_\\d{}])((?:${P}){2}(?:=(?:${P}){2}(?![_\\d]))*)(?:=(${NUM}))?(?![A-Z_\\d])`))) {
    if (!m[0].includes('=')) {
      t.rest += m[0]; // a bare segment name is no length: left for the end to refuse
      return null;
    }
    const segs = m[1].split('=').map((s) => pointsOf(s) as [string, string]);
    if (segs.some((s) => s.length !== 2) || !chain(segs, m[2] ?? null)) return null;
    told.push(m[0]);
  }
  const solved = solveSquares(eqs, pl.unknowns, Rat.of(4));
  if (!solved) return null;
  const scale = [0, 1, 2].map((i) => pl.axisFactor[i].mul(solved.u[pl.axisUnknown[i]])) as [Rat, Rat, Rat];
  return { scale, free: solved.free, told };
}
