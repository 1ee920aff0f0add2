import type { Pt } from './conic-model';

/**
 * 「过 F2 作 C 的一条渐近线的垂线，垂足为 P」: the foot of the perpendicular from a focus (±c, 0) of
 * x²/a²−y²/b²=1 to the asymptote y = ±(b/a)x is (±a²/c, ±ab/c), so |OP| = a and |PF| = b (人教A版 选择性必修一
 * 3.2 习题). Which asymptote is not said: the sign s picks one and the caller tries both.
 */
export interface AsymptoteFoot {
  /** The text with the sentence that defines the foot cut out. */
  rest: string;
  name: string;
  focus: string;
  point: (a: number, b: number, c: number, s: number) => Pt | null;
}

const C = '(?:双曲线)?(?:[CE]|〔C〕)?(?:的)?';

export function asymptoteFoot(
  given: string,
  foci: Record<string, (a: number, b: number, c: number, s: number) => Pt | null>,
): AsymptoteFoot | null {
  const re = new RegExp(
    `过(?:点)?([A-Z]\\d?)(?:作|做|向)${C}(?:一条|其中一条|某一条)?渐近线(?:的|作)?垂线,?(?:垂足(?:为|是)|交(?:该)?渐近线于(?:点)?)([A-Z])`,
  );
  const m = re.exec(given);
  if (!m) return null;
  const [whole, focus, name] = m;
  const at = foci[focus];
  if (!at) return null;
  const point = (a: number, b: number, c: number, s: number): Pt | null => {
    const f = at(a, b, c, 1);
    if (f?.[1] !== 0) return null;
    // foot of (x0, 0) on the line through O with direction (a, s·b)/c
    const x0 = f[0];
    if (Math.abs(Math.abs(x0) - c) > 1e-12 * Math.max(1, c)) return null;
    return [(x0 * a * a) / (c * c), (s * x0 * a * b) / (c * c)];
  };
  return { rest: given.replace(whole, ','), name, focus, point };
}

/**
 * |XY|² as α·a² + β·c² in the figure of the foot P (O, the focus F the perpendicular is dropped from, the other
 * focus F′, P), with how a student works it out: |OP| = a, |PF| = b, |PF′|² = (a²/c + c)² + a²b²/c² = 3a² + c².
 */
export function footSquare(
  ends: string[],
  roles: { foot: string; focus: string; other: string | null },
): { a2: number; c2: number; tex: string; work?: string } | null {
  const has = (...names: Array<string | null>) =>
    ends.length === 2 && names.every((n) => n !== null && ends.includes(n)) && new Set(ends).size === 2;
  const { foot, focus, other } = roles;
  if (has('O', foot)) return { a2: 1, c2: 0, tex: 'a^2' };
  if (has(foot, focus)) return { a2: -1, c2: 1, tex: 'b^2=c^2-a^2' };
  if (has(foot, other))
    return {
      a2: 3,
      c2: 1,
      tex: '3a^2+c^2',
      work: '\\left(\\frac{a^2}{c}+c\\right)^2+\\left(\\frac{ab}{c}\\right)^2=\\frac{a^2(a^2+b^2)}{c^2}+2a^2+c^2=3a^2+c^2',
    };
  if (has('O', focus) || has('O', other)) return { a2: 0, c2: 1, tex: 'c^2' };
  if (has(focus, other)) return { a2: 0, c2: 4, tex: '4c^2' };
  return null;
}
