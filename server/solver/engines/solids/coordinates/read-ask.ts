import { pointsOf } from '../solid-text';
import type { TextTaker } from './text-taker';

/**
 * What is asked, taken out of the line: the angle of two lines, of a line and a plane, a dihedral angle named by its
 * edge (二面角 A-BD-C₁, whose sign the figure fixes), the angle of two planes (夹角, in [0°, 90°]), a point's distance to
 * a plane, a tetrahedron's volume. 「平面…与平面…所成二面角」 without 锐/钝 leaves the sign open: null.
 */
export type Fn = 'cos' | 'sin' | 'tan' | 'angle';
export type Ask =
  | { kind: 'lines'; a: string[]; b: string[]; fn: Fn; skew: boolean }
  | { kind: 'linePlane'; a: string[]; plane: string[]; fn: Fn }
  | { kind: 'dihedral'; x: string; edge: string[]; y: string; fn: Fn }
  | { kind: 'planes'; p1: string[]; p2: string[]; fn: Fn }
  | { kind: 'distance'; x: string; plane: string[] }
  | { kind: 'volume'; apex: string; base: string[] };

const P = String.raw`[A-Z](?:_\d)?`;
const LINE = `(?<![A-Z_\\d])((?:${P}){2})(?![_\\d])`;
const PLANE = `(?<![A-Z_\\d])((?:${P}){3,4})(?![_\\d])`;
const FN = '(?:的)?(?:(余弦值|正弦值|正切值)|大小)?(?:为|是|等于)?';
const END = '[,.。?？]*$';
const fnOf = (w: string | undefined): Fn => (w === '余弦值' ? 'cos' : w === '正弦值' ? 'sin' : w === '正切值' ? 'tan' : 'angle');

export function readAsk(t: TextTaker): Ask | null {
  const dihedral = t.take(new RegExp(`二面角(${P})-${LINE}-(${P})(?![_\\d])(?:的平面角)?${FN}${END}`));
  if (dihedral) return { kind: 'dihedral', x: dihedral[1], edge: pointsOf(dihedral[2]), y: dihedral[3], fn: fnOf(dihedral[4]) };
  const planes = t.take(
    new RegExp(`(?:平面|面)${PLANE}与(?:平面|面)${PLANE}(所成(?:的)?(?:(锐)|钝)?二面角|所成(?:的)?角|的?夹角)${FN}${END}`),
  );
  if (planes) {
    if (/二面角/.test(planes[3]) && !planes[4]) return null; // acute or obtuse unsaid
    return { kind: 'planes', p1: pointsOf(planes[1]), p2: pointsOf(planes[2]), fn: fnOf(planes[5]) };
  }
  const linePlane = t.take(new RegExp(`(?:直线|侧棱|棱|线段)?${LINE}与(?:平面|底面|侧面|面)${PLANE}所成(?:的)?角${FN}${END}`));
  if (linePlane) return { kind: 'linePlane', a: pointsOf(linePlane[1]), plane: pointsOf(linePlane[2]), fn: fnOf(linePlane[3]) };
  const planeLine = t.take(new RegExp(`(?:平面|底面|侧面|面)${PLANE}与(?:直线|侧棱|棱|线段)${LINE}所成(?:的)?角${FN}${END}`));
  if (planeLine) return { kind: 'linePlane', a: pointsOf(planeLine[2]), plane: pointsOf(planeLine[1]), fn: fnOf(planeLine[3]) };
  const lines = t.take(new RegExp(`(异面)?(?:直线|棱|线段)?${LINE}与(?:直线|棱|线段)?${LINE}所成(?:的)?角${FN}${END}`));
  if (lines) return { kind: 'lines', a: pointsOf(lines[2]), b: pointsOf(lines[3]), fn: fnOf(lines[4]), skew: !!lines[1] };
  const distance = t.take(new RegExp(`(?:点)?(${P})(?![_\\d])到(?:平面|面)${PLANE}的距离(?:为|是|等于)?${END}`));
  if (distance) return { kind: 'distance', x: distance[1], plane: pointsOf(distance[2]) };
  const volume =
    t.take(new RegExp(`(?:三棱锥|四面体)(${P})-((?:${P}){3})(?![_\\d])的体积(?:为|是|等于)?${END}`)) ??
    t.take(new RegExp(`四面体()((?:${P}){4})(?![_\\d])的体积(?:为|是|等于)?${END}`));
  if (volume) {
    const all = pointsOf(volume[2]);
    const apex = volume[1] || (all.shift() as string);
    return { kind: 'volume', apex, base: all };
  }
  return null;
}
