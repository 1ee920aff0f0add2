export type Point3 = [number, number, number];

const sub = (a: Point3, b: Point3): Point3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Point3, b: Point3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Point3, b: Point3): Point3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];

export function distance2(a: Point3, b: Point3): number {
  const d = sub(a, b);
  return dot(d, d);
}

/**
 * The one sphere through the given points, found from coordinates alone (the centre is equidistant from four
 * points not in a plane: three linear equations solved by Cramer's rule), or null when the points are coplanar or do
 * not all lie on it. It is the second computation every circumscribed-sphere answer is checked against.
 */
export function sphereThroughPoints(points: Point3[]): { centre: Point3; R2: number } | null {
  if (points.length < 4) return null;
  const p0 = points[0];
  // Pick three more points spanning space with p0.
  let basis: Point3[] | null = null;
  for (let i = 1; i < points.length && !basis; i++)
    for (let j = i + 1; j < points.length && !basis; j++)
      for (let k = j + 1; k < points.length && !basis; k++) {
        const [a, b, c] = [sub(points[i], p0), sub(points[j], p0), sub(points[k], p0)];
        const scale = Math.sqrt(dot(a, a) * dot(b, b) * dot(c, c));
        if (Math.abs(dot(a, cross(b, c))) > 1e-6 * scale) basis = [a, b, c];
      }
  if (!basis) return null;
  const [a, b, c] = basis;
  // 2 v·x = |v|² for each v (x the centre relative to p0).
  const det = dot(a, cross(b, c));
  const [ra, rb, rc] = [dot(a, a) / 2, dot(b, b) / 2, dot(c, c) / 2];
  const bc = cross(b, c);
  const ca = cross(c, a);
  const ab = cross(a, b);
  const x: Point3 = [0, 1, 2].map((i) => (ra * bc[i] + rb * ca[i] + rc * ab[i]) / det) as Point3;
  const centre: Point3 = [p0[0] + x[0], p0[1] + x[1], p0[2] + x[2]];
  const R2 = dot(x, x);
  if (points.some((p) => Math.abs(distance2(p, centre) - R2) > 1e-9 * Math.max(1, R2))) return null;
  return { centre, R2 };
}
