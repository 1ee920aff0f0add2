import { valueTex } from './answer-value';
import { readNumber } from './conic-text';
import { distanceWritten, joinTerms } from './eccentricity-distance-written';

/**
 * A circle and a line tied to an ellipse or a hyperbola (人教A版 选择性必修一 2.5 与 3.1–3.2): the line is an
 * asymptote or a line whose coefficients are in a, b, c; the circle is a circle given by its equation or the circle
 * on the vertices A1A2 (radius a; b for the left and right vertices of an ellipse with its foci on the y-axis) or on
 * the foci F1F2 (radius c) as diameter; the relation is 相切 (distance from the centre = radius) or a chord of given
 * length (d² = r² − (L/2)²). The relation is returned as g(a, b, c) = 0 for the eccentricity solver, which checks it
 * again at another scale — a relation that is not one of the ratio b/a is refused there.
 */
export type Rel = (a: number, b: number, c: number) => number;
/** The relation as g(a, b, c) = 0, and the sentence a textbook writes for it. */
export interface WrittenRelation {
  f: Rel;
  written: string;
}

interface Circle {
  centre: (a: number, b: number, c: number) => [number, number];
  radius: (a: number, b: number, c: number) => number;
  /** The centre as printed (numbers) and the radius as printed (a number or a letter). */
  centreTex: [number, number];
  radiusTex: string;
}
/** px + qy + s = 0; an asymptote is both of its lines, written by one of them. */
interface Line {
  at: (a: number, b: number, c: number) => Array<[number, number, number]>;
  /** The coefficients of x and y and the constant term as printed: 'b', '-a', '2ab'. */
  coefTex: [string, string, string];
}

const TERM = String.raw`((?=[\d\\]|[abcxy])(?:\d+(?:\.\d+)?)?(?:\\sqrt\{\d+\}|\\sqrt\d)?)([abcxy]*)`;

export function circleLineRelation(clause: string, equations: string[], isE: boolean, yFirst: boolean): WrittenRelation | null {
  let rest = clause;
  const named = (corner: string, name: string) => {
    const re = new RegExp(`^(?:的)?左、右${corner}分别(?:为|是)${name}1,${name}2,(?:且)?`);
    if (!re.test(rest)) return false;
    rest = rest.replace(re, '');
    return true;
  };
  const hasVertices = named('顶点', 'A');
  const hasFoci = !hasVertices && named('焦点', 'F');
  const CIRCLE = `(圆〔C2〕|以(?:线段)?A1A2为直径的圆|以(?:线段)?F1F2为直径的圆)`;
  const LINE = `((?:其|它的|C的)?(?:一条)?渐近线|直线[^,，]+?=0)`;
  const CHORD = `(?:所)?(?:截得的|相交所得的)弦长(?:为|是|等于)([^,，]+)`;
  const forms: Array<[RegExp, (m: RegExpExecArray) => [string, string, string | null]]> = [
    [new RegExp(`^(?:的)?${LINE}(?:被|与)${CIRCLE}${CHORD}$`), (m) => [m[2], m[1], m[3]]],
    [new RegExp(`^(?:的)?${CIRCLE}被${LINE}${CHORD}$`), (m) => [m[1], m[2], m[3]]],
    [new RegExp(`^(?:的)?${LINE}与${CIRCLE}相切$`), (m) => [m[2], m[1], null]],
    [new RegExp(`^(?:的)?${CIRCLE}与${LINE}相切$`), (m) => [m[1], m[2], null]],
  ];
  for (const [re, parts] of forms) {
    const m = re.exec(rest);
    if (!m) continue;
    const [circleText, lineText, chordText] = parts(m);
    // The circle named by its diameter must be the one whose ends the text named.
    if (/A1A2/.test(circleText) !== hasVertices || /F1F2/.test(circleText) !== hasFoci) return null;
    if (/〔C2〕/.test(circleText) !== (equations.length === 2)) return null;
    // With the foci on the y-axis the left and right vertices of an ellipse are the ends of its minor axis (±b, 0); there
    // neither curve has left and right foci, nor a hyperbola left and right vertices.
    if (yFirst && (hasFoci || (hasVertices && !isE))) return null;
    const circle = /A1A2/.test(circleText)
      ? onDiameter(yFirst ? 'b' : 'a')
      : /F1F2/.test(circleText)
        ? onDiameter('c')
        : readCircle(equations[1]);
    const line = lineText.startsWith('直线') ? readLine(lineText.slice(2)) : isE ? null : asymptotes(yFirst);
    if (!circle || !line) return null;
    const chord = chordText === null ? null : readNumber(chordText);
    if (chord !== null && !(chord > 0)) return null;
    const f: Rel = (a, b, c) => {
      const [h, k] = circle.centre(a, b, c);
      const r = circle.radius(a, b, c);
      const ds = line.at(a, b, c).map(([p, q, s]) => Math.abs(p * h + q * k + s) / Math.hypot(p, q));
      // Both asymptotes must stand at one distance from the centre, or 「一条渐近线」 does not say which.
      if (ds.some((d) => Math.abs(d - ds[0]) > 1e-9 * (1 + ds[0]))) return Number.NaN;
      const d = ds[0];
      return chord === null ? d - r : d * d - (r * r - (chord * chord) / 4);
    };
    const lineName = lineText.startsWith('直线') ? '直线' : '渐近线';
    return { f, written: distanceWritten(circle, lineName, line.coefTex, chord) };
  }
  return null;
}

function onDiameter(which: 'a' | 'b' | 'c'): Circle {
  return { centre: () => [0, 0], radius: (a, b, c) => ({ a, b, c })[which], centreTex: [0, 0], radiusTex: which };
}

function asymptotes(yFirst: boolean): Line {
  // x²/a² − y²/b² = 1: bx ± ay = 0; y²/a² − x²/b² = 1: ax ± by = 0.
  return {
    at: (a, b) =>
      yFirst
        ? [
            [a, b, 0],
            [a, -b, 0],
          ]
        : [
            [b, a, 0],
            [b, -a, 0],
          ],
    coefTex: yFirst ? ['a', '-b', ''] : ['b', '-a', ''],
  };
}

/** (x−h)² + (y−k)² = r² (either square may be plain x², y²) as a circle with number centre and radius. */
export function readCircle(equation: string | undefined): Circle | null {
  if (!equation) return null;
  const s = equation.replace(/\^\{2\}/g, '^2');
  const sq = (v: string) => String.raw`(?:\(${v}([+-][^()]+)\)|${v})\^2`;
  const m = new RegExp(`^${sq('x')}\\+${sq('y')}=([^=]+)$`).exec(s);
  if (!m) return null;
  const h = m[1] ? -readNumber(m[1].replace(/^\+/, '')) : 0;
  const k = m[2] ? -readNumber(m[2].replace(/^\+/, '')) : 0;
  const r2 = readNumber(m[3]);
  if (![h, k, r2].every(Number.isFinite) || !(r2 > 0)) return null;
  const r = Math.sqrt(r2);
  const radiusTex = valueTex(r);
  return radiusTex ? { centre: () => [h, k], radius: () => r, centreTex: [h, k], radiusTex } : null;
}

/** A line px + qy + s = 0 whose coefficients are products of numbers and the letters a, b, c. */
export function readLine(text: string): Line | null {
  const m = /^(.+)=0$/.exec(text);
  if (!m) return null;
  const terms = m[1].match(/[+-]?[^+-]+/g) ?? [];
  const read: Array<{ coef: number; letters: string; tex: string }> = [];
  for (const raw of terms) {
    const sign = raw.startsWith('-') ? -1 : 1;
    const t = new RegExp(`^${TERM}$`).exec(raw.replace(/^[+-]/, ''));
    if (!t || (t[1] === '' && t[2] === '')) return null;
    const coef = t[1] === '' ? 1 : readNumber(t[1]);
    if (!Number.isFinite(coef)) return null;
    const xy = t[2].replace(/[abc]/g, '');
    if (xy.length > 1) return null;
    read.push({ coef: sign * coef, letters: t[2], tex: `${sign < 0 ? '-' : ''}${t[1]}${t[2].replace(/[xy]/, '') || (t[1] ? '' : '1')}` });
  }
  if (!read.some((r) => /[xy]/.test(r.letters))) return null;
  const texOf = (pick: (l: string) => boolean) => joinTerms(read.filter((r) => pick(r.letters)).map((r) => r.tex));
  return {
    at: (a, b, c) => {
      const value: Record<string, number> = { a, b, c, x: 1, y: 1 };
      const sum = (pick: (l: string) => boolean) =>
        read.filter((r) => pick(r.letters)).reduce((acc, r) => acc + r.coef * [...r.letters].reduce((p, l) => p * value[l], 1), 0);
      return [[sum((l) => l.includes('x')), sum((l) => l.includes('y')), sum((l) => !/[xy]/.test(l))]];
    },
    coefTex: [texOf((l) => l.includes('x')), texOf((l) => l.includes('y')), texOf((l) => !/[xy]/.test(l))],
  };
}
