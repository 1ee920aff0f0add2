/** A sampling window for {@link onlyRootOfMonotone}: x = from + i·step + offset (the offset keeps samples off round numbers). */
export interface Scan {
  from: number;
  to: number;
  step: number;
  offset: number;
}

/**
 * The one root of g when g is monotonic on the window and its domain (where g and the curve are finite) is one
 * interval there; null when g turns, the domain is in pieces (a root on another piece could be missed), g changes sign
 * twice, or never. A root found by sampling is only a candidate: callers confirm it exactly.
 */
export function onlyRootOfMonotone(g: (x: number) => number, defined: (x: number) => boolean, scan: Scan): number | null {
  let prev: number | null = null;
  let prevX = 0;
  let dir = 0;
  let ended = false;
  let root: number | null = null;
  const n = Math.round((scan.to - scan.from) / scan.step);
  for (let i = 0; i <= n; i++) {
    const x = scan.from + i * scan.step + scan.offset;
    const y = g(x);
    if (!Number.isFinite(y) || !defined(x)) {
      if (prev !== null) ended = true;
      prev = null;
      continue;
    }
    if (ended) return null;
    if (prev !== null) {
      const d = Math.sign(y - prev);
      if (d !== 0) {
        if (dir !== 0 && d !== dir) return null;
        dir = d;
      }
      if (Math.sign(y) !== Math.sign(prev) || y === 0) {
        if (root !== null) return null;
        root = bisect(g, prevX, x);
      }
    }
    prev = y;
    prevX = x;
  }
  return root;
}

function bisect(g: (x: number) => number, from: number, to: number): number {
  let [lo, hi] = [from, to];
  for (let i = 0; i < 100; i++) {
    const mid = (lo + hi) / 2;
    if (Math.sign(g(mid)) === Math.sign(g(lo))) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
