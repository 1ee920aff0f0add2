import type { Scale, Vec } from './metric-vectors';

/**
 * The same measures worked another way, in floating point from the true coordinates, to check the exact answer:
 * an angle from other points of the same lines, a line–plane angle and a distance from volumes (3V/S), a dihedral
 * angle from the perpendiculars dropped to its edge, a volume on another face as base.
 */
type F = [number, number, number];
export const real = (v: Vec, s: Scale): F => v.map((c, i) => c.toNumber() * Math.sqrt(s[i].toNumber())) as F;
const fsub = (a: F, b: F): F => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const fdot = (a: F, b: F) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const fcross = (a: F, b: F): F => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const flen = (a: F) => Math.sqrt(fdot(a, a));
const fscale = (a: F, k: number): F => [a[0] * k, a[1] * k, a[2] * k];

/** |cos| of two lines through P₁P₂ and Q₁Q₂, from P₁ and the point 3 lengths further on, Q₂ and the midpoint of Q₁Q₂. */
export function lineCos(p1: F, p2: F, q1: F, q2: F): number {
  const far = [p1[0] + 3 * (p2[0] - p1[0]), p1[1] + 3 * (p2[1] - p1[1]), p1[2] + 3 * (p2[2] - p1[2])] as F;
  const midQ = fscale([q1[0] + q2[0], q1[1] + q2[1], q1[2] + q2[2]], 0.5);
  const u = fsub(far, p1);
  const v = fsub(q2, midQ);
  return Math.abs(fdot(u, v)) / (flen(u) * flen(v));
}

/** The distance from X to the plane ABC as 3V / S of the tetrahedron X-ABC. */
export function distanceByVolume(x: F, a: F, b: F, c: F): number {
  const n = fcross(fsub(b, a), fsub(c, a));
  const six = Math.abs(fdot(n, fsub(x, a)));
  return six / flen(n); // 3 · (six/6) / (|n|/2)
}

/** sin of the angle of line PQ with plane ABC: the distance of Q′ (P moved along PQ) to the plane over |PQ′|, less P's. */
export function lineToPlaneSin(p: F, q: F, a: F, b: F, c: F): number {
  const dp = signedDistance(p, a, b, c);
  const dq = signedDistance(q, a, b, c);
  return Math.abs(dq - dp) / flen(fsub(q, p));
}
function signedDistance(x: F, a: F, b: F, c: F): number {
  const n = fcross(fsub(b, a), fsub(c, a));
  return fdot(n, fsub(x, a)) / flen(n);
}

/** cos of the dihedral angle X-EF-Y: the angle between the perpendiculars from X and Y to the edge EF. */
export function dihedralCos(x: F, e: F, f: F, y: F): number {
  const d = fsub(f, e);
  const perp = (p: F): F => {
    const w = fsub(p, e);
    return fsub(w, fscale(d, fdot(w, d) / fdot(d, d)));
  };
  const wx = perp(x);
  const wy = perp(y);
  return fdot(wx, wy) / (flen(wx) * flen(wy));
}

/** The volume of the tetrahedron with apex `apex` over triangle ABC as (1/3)·S·h. */
export function volumeByBase(apex: F, a: F, b: F, c: F): number {
  const S = flen(fcross(fsub(b, a), fsub(c, a))) / 2;
  return (S * distanceByVolume(apex, a, b, c)) / 3;
}

/** |cos| of the angle of planes ABC and DEF from the cross products of their true edge vectors. */
export function planesCos(p: [F, F, F], q: [F, F, F]): number {
  const n1 = fcross(fsub(p[1], p[0]), fsub(p[2], p[0]));
  const n2 = fcross(fsub(q[1], q[0]), fsub(q[2], q[0]));
  return Math.abs(fdot(n1, n2)) / (flen(n1) * flen(n2));
}
