import { normalizeScienceText } from '../chem/normalize';
import { questionPart } from '../question';
import { strayNumbers } from './numbers';
import { findQuantities, type Quantity } from './quantities';

/** An angle of the problem with the sine and cosine it is to be used with. */
export interface Angle {
  degrees: number;
  sin: number;
  cos: number;
  /** The values were given by the problem ("sin37° = 0.6") rather than known exactly. */
  given: boolean;
}

/** A mechanics problem read for the kinds that need g, an angle or a friction coefficient besides quantities. */
export interface MechanicsText {
  /** The stem, normalised (exam LaTeX, units joined). */
  text: string;
  /** The part that asks. */
  question: string;
  /** g as the problem states it; undefined when it does not. */
  g?: number;
  mu?: number;
  angle?: Angle;
  /** Every other number, each with its unit. */
  quantities: Quantity[];
}

const EXACT: Record<number, [number, number]> = {
  30: [0.5, Math.sqrt(3) / 2],
  45: [Math.SQRT1_2, Math.SQRT1_2],
  60: [Math.sqrt(3) / 2, 0.5],
};
const NUM = String.raw`(\d*\.?\d+)`;

/** Exam LaTeX and spellings folded: "30^{\circ}" → "30°", "\mu" → "μ", "m / s^{2}" → "m/s^2". */
export function normalizeMechanics(raw: string): string {
  return normalizeScienceText(raw)
    .replace(/\\mu\b/g, 'μ')
    .replace(/\\theta\b/g, 'θ')
    .replace(/\\sin\b/g, 'sin')
    .replace(/\\cos\b/g, 'cos')
    .replace(/\^\s*\{?\s*°\s*\}?/g, '°')
    .replace(/\^\{(-?\d+)\}/g, '^$1')
    .replace(/([A-Za-z])\s*\/\s*([A-Za-z])/g, '$1/$2')
    .replace(/\s+/g, ' ');
}

/**
 * g, the one angle with its sine and cosine, the friction coefficient and every other quantity; null when a
 * number is left that none of them takes (the problem was not understood as a whole), when two angles or two
 * coefficients are given, or when an angle's sine is needed and neither given nor known exactly.
 */
export function readMechanics(raw: string): MechanicsText | null {
  let text = normalizeMechanics(raw);
  const consume = (re: RegExp): RegExpExecArray[] => {
    const found = [...text.matchAll(new RegExp(re.source, 'g'))] as RegExpExecArray[];
    // Blanked to the same length, so that positions in the text stay those of the source.
    for (const m of found) text = text.replace(m[0], ' '.repeat(m[0].length));
    return found;
  };
  const source = text;
  const gs = consume(/(?:(?<![A-Za-z])g|重力加速度(?:大小)?)\s*(?:取|=|为|是)\s*(\d+(?:\.\d+)?)\s*(?:m\/s\^?2|N\/kg)?/);
  if (gs.length > 1 && new Set(gs.map((m) => m[1])).size > 1) return null;
  const trig = consume(new RegExp(`(sin|cos)\\s*(\\d+)\\s*°\\s*=\\s*${NUM}`));
  const mus = consume(new RegExp(`(?:动摩擦因数|摩擦因数|摩擦系数)\\s*(?:μ\\s*)?(?:均|都)?(?:为|是|=)?\\s*${NUM}|μ\\s*=\\s*${NUM}`));
  const angles = consume(/(\d+(?:\.\d+)?)\s*°(?!\s*C)/);
  if (mus.length > 1 || angles.length > 1) return null;
  let angle: Angle | undefined;
  if (angles.length === 1) {
    const degrees = Number(angles[0][1]);
    const given = (fn: string) => trig.find((m) => m[1] === fn && Number(m[2]) === degrees);
    const [s, c] = [given('sin'), given('cos')];
    if (trig.some((m) => Number(m[2]) !== degrees)) return null;
    if (s && c) angle = { degrees, sin: Number(s[3]), cos: Number(c[3]), given: true };
    else if (EXACT[degrees] && !s && !c) angle = { degrees, sin: EXACT[degrees][0], cos: EXACT[degrees][1], given: false };
    else return null;
    if (Math.abs(angle.sin ** 2 + angle.cos ** 2 - 1) > 0.01) return null;
  } else if (trig.length > 0) return null;
  const quantities = findQuantities(text);
  if (strayNumbers(text, quantities).length > 0) return null;
  const mu = mus.length === 1 ? Number(mus[0][1] ?? mus[0][2]) : undefined;
  if (mu !== undefined && !(mu > 0 && mu < 2)) return null;
  return {
    text: source,
    question: questionPart(source).text,
    g: gs.length > 0 ? Number(gs[0][1]) : undefined,
    mu,
    angle,
    quantities,
  };
}

/** The quantities whose unit is one of `units`. */
export function ofUnits(qs: Quantity[], ...units: string[]): Quantity[] {
  return qs.filter((q) => units.includes(q.unit));
}

/** A quantity in SI (kg, m, s, N, m/s, m/s²). */
export function si(q: Quantity): number {
  return q.q.toSI().toNumber();
}

/**
 * The stem names a resistance or a wind that it does not rule out (「受到空气阻力」, 「阻力恒为重力的 0.2 倍」): a fall,
 * a throw or a slide worked without it would be wrong. 「不计空气阻力」「忽略阻力」 rule it out.
 */
export function resistanceActs(c: string): boolean {
  const left = c.replace(/(?:不计|忽略|不考虑|不受)(?:一切)?(?:空气)?(?:阻力|摩擦)(?:(?:和|与|及|、)(?:空气)?(?:阻力|摩擦))?/g, '');
  return /阻力|风力|空气的作用/.test(left);
}
