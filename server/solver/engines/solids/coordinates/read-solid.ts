import { NUM } from '../solid-text';
import type { Placement } from './solid-placements';
import {
  boxPlacement,
  PRISM_EDGES,
  pyramidEdges,
  regularPrismPlacement,
  regularPyramidPlacement,
  rightCornerPlacement,
} from './solid-placements';
import type { TextTaker } from './text-taker';

/**
 * Which standard solid the statement names, with the facts that fix its shape (the right angle of a 直三棱柱's base,
 * PA ⊥ the base of a 三棱锥, a square or rectangle base), taken out of the line. null for any other solid or a shape
 * these facts do not fix. `said` are the facts as the steps repeat them.
 */
export function readSolid(t: TextTaker): { placement: Placement; said: string[] } | null {
  const box = t.take(/(正方体|长方体)ABCD-A_1B_1C_1D_1/);
  if (box) return { placement: boxPlacement(box[1] === '正方体'), said: [] };
  if (t.take(/正三棱柱ABC-A_1B_1C_1/)) return { placement: regularPrismPlacement(), said: [] };
  if (t.take(/(?<!正|斜)直三棱柱ABC-A_1B_1C_1/)) {
    const corner = rightAngle(t, ['A', 'B', 'C']);
    if (!corner) return null;
    const [at, p, q] = corner.corner;
    return {
      placement: rightCornerPlacement({
        solid: '直三棱柱',
        at,
        p,
        q,
        tops: ['A', 'B', 'C'].map((n) => [`${n}_1`, n] as [string, string]),
        edges: PRISM_EDGES,
        words: { 侧棱长: ['A', 'A_1'], 侧棱: ['A', 'A_1'], 高: ['A', 'A_1'] },
      }),
      said: [corner.said, '$AA_1\\perp$ 底面 $ABC$'],
    };
  }
  const regular = t.take(/正四棱锥([A-Z])-ABCD/);
  if (regular) {
    const apex = regular[1];
    const named = t.take(/(?<![A-Z_\d])(?:点)?([A-Z])(?:为|是)(?:底面|正方形)?(?:ABCD)?的中心/);
    const centre = named?.[1] ?? 'O';
    if (centre === apex || /ABCD/.test(centre) || (!named && /O/.test(t.rest))) return null;
    return { placement: regularPyramidPlacement(apex, centre), said: [] };
  }
  const tri = t.take(/(?<!正)三棱锥([A-Z])-ABC(?![A-Z_\d])/);
  if (tri) {
    const apex = tri[1];
    if (!t.take(new RegExp(`${apex}A⊥(?:平面|底面|面)ABC(?![A-Z_\\d])`))) return null;
    const corner = rightAngle(t, ['A', 'B', 'C']);
    if (!corner) return null;
    const [at, p, q] = corner.corner;
    return {
      placement: rightCornerPlacement({
        solid: '三棱锥',
        at,
        p,
        q,
        tops: [[apex, 'A']],
        edges: [
          [apex, 'A'],
          [apex, 'B'],
          [apex, 'C'],
          ['A', 'B'],
          ['B', 'C'],
          ['C', 'A'],
        ],
        words: {},
      }),
      said: [`$${apex}A\\perp$ 平面 $ABC$`, corner.said],
    };
  }
  const quad = t.take(/(?<!正)四棱锥([A-Z])-ABCD(?![A-Z_\d])/);
  if (quad) {
    const apex = quad[1];
    if (!t.take(new RegExp(`${apex}A⊥(?:平面|底面|面)ABCD(?![A-Z_\\d])`))) return null;
    const base = t.take(new RegExp(`(?:且)?(?:底面)?(?:ABCD)?(?:是|为)(?:一个)?(?:边长(?:为|是)(${NUM})的)?(正方形|矩形)`));
    if (!base) return null;
    const square = base[2] === '正方形';
    // a square's equal sides (and a told side) are read with the other lengths
    if (square) t.rest += `,AB=AD${base[1] ? `=${base[1]}` : ''}`;
    else if (base[1]) return null;
    return {
      placement: rightCornerPlacement({
        solid: '四棱锥',
        at: 'A',
        p: 'B',
        q: 'D',
        fourth: 'C',
        tops: [[apex, 'A']],
        edges: pyramidEdges(apex),
        words: square ? { 底面边长: ['A', 'B'] } : {},
      }),
      said: [`$${apex}A\\perp$ 平面 $ABCD$`, `底面 $ABCD$ 是${base[2]}`],
    };
  }
  return null;
}

/** The base's right angle (∠BAC=90° or AB⊥AC): [vertex, leg end, leg end]. */
function rightAngle(t: TextTaker, names: string[]): { corner: [string, string, string]; said: string } | null {
  const angle = t.take(/∠([ABC])([ABC])([ABC])=90°/);
  if (angle) {
    const [p, at, q] = [angle[1], angle[2], angle[3]];
    if (new Set([p, at, q]).size !== 3) return null;
    return { corner: order(at, p, q, names), said: `$\\angle ${p}${at}${q}=90^{\\circ}$` };
  }
  const perp = t.take(/([ABC])([ABC])⊥([ABC])([ABC])(?![_\d])/);
  if (perp) {
    const [a, b] = [perp[1] + perp[2], perp[3] + perp[4]];
    const at = [...a].find((x) => b.includes(x));
    if (!at || a === b || a[0] === a[1] || b[0] === b[1]) return null;
    const p = a.replace(at, '');
    const q = b.replace(at, '');
    if (p === q) return null;
    return { corner: order(at, p, q, names), said: `$${a}\\perp ${b}$` };
  }
  return null;
}

const order = (at: string, p: string, q: string, names: string[]): [string, string, string] =>
  names.indexOf(p) < names.indexOf(q) ? [at, p, q] : [at, q, p];
