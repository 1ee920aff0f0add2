import type { SolidFacts } from './solid-facts';

/** The squares of the three sides of triangle XYZ: [YZ², ZX², XY²]. */
export type Sides2 = [number, number, number];

const key = (a: string, b: string): string => [a, b].sort().join('|');

/**
 * A triangle of the solid fixed by what the problem says about it: three sides, an equilateral shape with its side, two
 * sides and the angle between them (law of cosines), or a right angle with two of its sides. Null when the facts do not
 * fix it, or when no triangle has these sides.
 */
export function triangleFromFacts(facts: SolidFacts, tri: [string, string, string]): Sides2 | null {
  const known = new Map<string, number>();
  for (const l of facts.lengths) {
    const k = key(...l.ends);
    if (tri.includes(l.ends[0]) && tri.includes(l.ends[1])) known.set(k, l.value * l.value);
  }
  const shape = facts.baseShape;
  if (shape?.shape === '正三角形' && (shape.points.length === 0 || tri.every((p) => shape.points.includes(p)))) {
    const side = shape.side?.value ?? [...known.values()][0];
    if (side === undefined) return null;
    const s2 = shape.side ? side * side : side;
    for (const [a, b] of [
      [tri[1], tri[2]],
      [tri[2], tri[0]],
      [tri[0], tri[1]],
    ])
      if (!known.has(key(a, b))) known.set(key(a, b), s2);
  }
  const side = (i: number): string => key(tri[(i + 1) % 3], tri[(i + 2) % 3]); // the side opposite tri[i]
  for (let round = 0; round < 2; round++)
    for (const angle of facts.angles) {
      const i = tri.indexOf(angle.at);
      if (i < 0 || !angle.ends.every((e) => tri.includes(e) && e !== angle.at)) continue;
      const opposite = side(i);
      const [adj1, adj2] = [key(angle.at, angle.ends[0]), key(angle.at, angle.ends[1])];
      const cos = Math.cos((angle.degrees * Math.PI) / 180);
      if (!known.has(opposite) && known.has(adj1) && known.has(adj2)) {
        const [b2, c2] = [known.get(adj1)!, known.get(adj2)!];
        known.set(opposite, b2 + c2 - 2 * Math.sqrt(b2 * c2) * cos);
      } else if (angle.degrees === 90 && known.has(opposite) && known.has(adj1) !== known.has(adj2)) {
        const leg = known.has(adj1) ? adj2 : adj1;
        known.set(leg, known.get(opposite)! - known.get(known.has(adj1) ? adj1 : adj2)!);
      }
    }
  const s = [0, 1, 2].map((i) => known.get(side(i)));
  if (s.some((x) => x === undefined || !(x > 0))) return null;
  const [a, b, c] = (s as number[]).map(Math.sqrt);
  if (!(a + b > c * (1 + 1e-9) && b + c > a * (1 + 1e-9) && c + a > b * (1 + 1e-9))) return null;
  return s as Sides2;
}

/** The circumradius squared of a triangle from its sides: r = abc / (4K), 16K² = 2(a²b² + b²c² + c²a²) − a⁴ − b⁴ − c⁴. */
export function circumradius2(s: Sides2): number {
  const [a, b, c] = s;
  const k16 = 2 * (a * b + b * c + c * a) - a * a - b * b - c * c;
  return (a * b * c) / k16;
}

/**
 * One side and the angle opposite it fix only the circumcircle (law of sines, 2r = a / sin A), which is all a sphere
 * through the triangle needs. The triangle is then taken isosceles at that angle, so the given side and angle hold in
 * coordinates; any other fact about the triangle would make it a different triangle, so none may be given.
 */
export function circleBySines(
  facts: SolidFacts,
  tri: [string, string, string],
): { sides: Sides2; at: string; opposite: string; degrees: number; a2: number } | null {
  const inTri = (p: string) => tri.includes(p);
  const angles = facts.angles.filter((g) => inTri(g.at) || g.ends.some(inTri));
  const lengths = facts.lengths.filter((l) => inTri(l.ends[0]) && inTri(l.ends[1]));
  if (angles.length !== 1 || lengths.length !== 1 || facts.baseShape) return null;
  const [g] = angles;
  const [l] = lengths;
  if (!inTri(g.at) || !g.ends.every((e) => inTri(e) && e !== g.at)) return null;
  if (!(l.ends.includes(g.ends[0]) && l.ends.includes(g.ends[1]))) return null;
  const A = (g.degrees * Math.PI) / 180;
  const a2 = l.value * l.value;
  const leg2 = a2 / (4 * Math.sin(A / 2) ** 2);
  const i = tri.indexOf(g.at);
  const sides = [leg2, leg2, leg2] as Sides2;
  sides[i] = a2;
  return { sides, at: g.at, opposite: `${g.ends[0]}${g.ends[1]}`, degrees: g.degrees, a2 };
}
