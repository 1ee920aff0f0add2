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
