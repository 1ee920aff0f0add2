import { Rat } from '../../../math/expression/rational';
import type { Vec } from './metric-vectors';
import { vec } from './metric-vectors';

/**
 * The named solids placed on perpendicular axes, before any length is known: each vertex has rational coordinates
 * in units of √(axis scale), and each axis scale is a rational multiple of one unknown squared dimension. `setup`
 * is how a teacher says where the axes are.
 */
export interface Placement {
  solid: string;
  points: Map<string, Vec>;
  /** axis i has unit √(axisFactor[i] · u[axisUnknown[i]]) */
  axisFactor: [Rat, Rat, Rat];
  axisUnknown: [number, number, number];
  unknowns: number;
  setup: string;
  /** the solid's edges, for 「所有棱长都为 a」 */
  edges: Array<[string, string]>;
  /** a word's segment (底面边长 → AB, 侧棱 → AA₁, 高 → the apex to the base centre) */
  words: Record<string, [string, string]>;
}

const r = (n: number, d = 1) => Rat.of(n, d);
const pts = (entries: Array<[string, Vec]>) => new Map(entries);

/** 正方体 or 长方体 ABCD-A₁B₁C₁D₁: D the origin, DA, DC, DD₁ the axes (u₀ = AD², u₁ = AB², u₂ = AA₁²). */
export function boxPlacement(cube: boolean): Placement {
  const base: Array<[string, number, number]> = [
    ['A', 1, 0],
    ['B', 1, 1],
    ['C', 0, 1],
    ['D', 0, 0],
  ];
  const points = pts(base.flatMap(([n, x, y]) => [[n, vec(x, y, 0)] as [string, Vec], [`${n}_1`, vec(x, y, 1)] as [string, Vec]]));
  const edges: Array<[string, string]> = [
    ['A', 'B'],
    ['B', 'C'],
    ['C', 'D'],
    ['D', 'A'],
    ['A_1', 'B_1'],
    ['B_1', 'C_1'],
    ['C_1', 'D_1'],
    ['D_1', 'A_1'],
    ['A', 'A_1'],
    ['B', 'B_1'],
    ['C', 'C_1'],
    ['D', 'D_1'],
  ];
  return {
    solid: cube ? '正方体' : '长方体',
    points,
    axisFactor: [r(1), r(1), r(1)],
    axisUnknown: cube ? [0, 0, 0] : [0, 1, 2],
    unknowns: cube ? 1 : 3,
    setup: `以 $D$ 为坐标原点，$DA$、$DC$、$DD_1$ 所在直线分别为 $x$ 轴、$y$ 轴、$z$ 轴，建立空间直角坐标系`,
    edges,
    words: { 棱长: ['A', 'B'], 侧棱长: ['A', 'A_1'], 高: ['A', 'A_1'] },
  };
}

/** The nine edges of a triangular prism ABC-A₁B₁C₁. */
export const PRISM_EDGES: Array<[string, string]> = [
  ['A', 'B'],
  ['B', 'C'],
  ['C', 'A'],
  ['A_1', 'B_1'],
  ['B_1', 'C_1'],
  ['C_1', 'A_1'],
  ['A', 'A_1'],
  ['B', 'B_1'],
  ['C', 'C_1'],
];

/** 正三棱柱 ABC-A₁B₁C₁: A the origin, AC the y axis, AA₁ the z axis (u₀ = AB², u₁ = AA₁²); B = (√3a/2, a/2, 0). */
export function regularPrismPlacement(): Placement {
  const base: Array<[string, Rat, Rat]> = [
    ['A', r(0), r(0)],
    ['B', r(1), r(1, 2)],
    ['C', r(0), r(1)],
  ];
  return {
    solid: '正三棱柱',
    points: pts(base.flatMap(([n, x, y]) => [[n, vec(x, y, 0)] as [string, Vec], [`${n}_1`, vec(x, y, 1)] as [string, Vec]])),
    axisFactor: [r(3, 4), r(1), r(1)],
    axisUnknown: [0, 0, 1],
    unknowns: 2,
    setup: `以 $A$ 为坐标原点，在底面 $ABC$ 内过 $A$ 作 $AC$ 的垂线为 $x$ 轴，$AC$、$AA_1$ 所在直线分别为 $y$ 轴、$z$ 轴，建立空间直角坐标系`,
    edges: PRISM_EDGES,
    words: { 底面边长: ['A', 'B'], 侧棱长: ['A', 'A_1'], 侧棱: ['A', 'A_1'], 高: ['A', 'A_1'] },
  };
}

/**
 * A solid whose base has a right angle at `at` between the legs to `p` and `q`, with a lateral edge ⊥ the base:
 * the right angle is the origin, the legs the x and y axes, the vertical the z axis. `tops` are the points above
 * the base (A₁ above A for a prism; P above `foot` for a pyramid), `fourth` the fourth corner of a rectangle base.
 */
export function rightCornerPlacement(o: {
  solid: string;
  at: string;
  p: string;
  q: string;
  fourth?: string;
  tops: Array<[name: string, over: string]>;
  edges: Array<[string, string]>;
  words: Record<string, [string, string]>;
}): Placement {
  const points = pts([
    [o.at, vec(0, 0, 0)],
    [o.p, vec(1, 0, 0)],
    [o.q, vec(0, 1, 0)],
  ]);
  if (o.fourth) points.set(o.fourth, vec(1, 1, 0));
  for (const [name, over] of o.tops) {
    const b = points.get(over);
    if (!b) throw new Error('top over an unplaced point');
    points.set(name, vec(b[0], b[1], 1));
  }
  const vertical = o.tops.find(([, over]) => over === o.at);
  const zAxis = vertical ? `$${o.at}${vertical[0]}$` : `过 $${o.at}$ 且与 $${o.tops[0][1]}${o.tops[0][0]}$ 平行的直线`;
  return {
    solid: o.solid,
    points,
    axisFactor: [r(1), r(1), r(1)],
    axisUnknown: [0, 1, 2],
    unknowns: 3,
    setup: vertical
      ? `以 $${o.at}$ 为坐标原点，$${o.at}${o.p}$、$${o.at}${o.q}$、${zAxis} 所在直线分别为 $x$ 轴、$y$ 轴、$z$ 轴，建立空间直角坐标系`
      : `以 $${o.at}$ 为坐标原点，$${o.at}${o.p}$、$${o.at}${o.q}$ 所在直线分别为 $x$ 轴、$y$ 轴，${zAxis}为 $z$ 轴，建立空间直角坐标系`,
    edges: o.edges,
    words: o.words,
  };
}

/**
 * 正四棱锥 P-ABCD: the base centre O the origin, OA, OB, OP the axes (the diagonals of a square are perpendicular);
 * u₀ = AB² (so OA² = u₀/2), u₁ = OP².
 */
/** The eight edges of a pyramid P-ABCD. */
export function pyramidEdges(apex: string): Array<[string, string]> {
  return [
    ['A', 'B'],
    ['B', 'C'],
    ['C', 'D'],
    ['D', 'A'],
    [apex, 'A'],
    [apex, 'B'],
    [apex, 'C'],
    [apex, 'D'],
  ];
}

export function regularPyramidPlacement(apex: string, centre: string): Placement {
  return {
    solid: '正四棱锥',
    points: pts([
      ['A', vec(1, 0, 0)],
      ['B', vec(0, 1, 0)],
      ['C', vec(-1, 0, 0)],
      ['D', vec(0, -1, 0)],
      [apex, vec(0, 0, 1)],
      [centre, vec(0, 0, 0)],
    ]),
    axisFactor: [r(1, 2), r(1, 2), r(1)],
    axisUnknown: [0, 0, 1],
    unknowns: 2,
    setup: `设底面正方形 $ABCD$ 的中心为 $${centre}$，则 $${apex}${centre}\\perp$ 底面 $ABCD$，且 $AC\\perp BD$。以 $${centre}$ 为坐标原点，$${centre}A$、$${centre}B$、$${centre}${apex}$ 所在直线分别为 $x$ 轴、$y$ 轴、$z$ 轴，建立空间直角坐标系`,
    edges: pyramidEdges(apex),
    words: { 底面边长: ['A', 'B'], 侧棱长: [apex, 'A'], 侧棱: [apex, 'A'], 高: [apex, centre] },
  };
}
