/**
 * Every root of a continuous g on [lo, hi): sign changes found on a fine grid and refined by bisection,
 * plus touching roots (a small local minimum of |g| refined to below 1e-10). Used for one unknown angle.
 */
export function scanRoots(g: (x: number) => number, lo: number, hi: number, steps = 3600): number[] {
  const xs = Array.from({ length: steps + 1 }, (_, i) => lo + ((hi - lo) * i) / steps);
  const ys = xs.map(g);
  const roots: number[] = [];
  const add = (x: number) => {
    if (!roots.some((r) => Math.abs(r - x) < 1e-7)) roots.push(x);
  };
  for (let i = 0; i < steps; i++) {
    const [a, b, fa, fb] = [xs[i], xs[i + 1], ys[i], ys[i + 1]];
    if (!Number.isFinite(fa) || !Number.isFinite(fb)) continue;
    if (fa === 0) add(a);
    else if (fa * fb < 0) {
      const r = bisect(g, a, b, fa);
      if (r !== null) add(r);
    }
    if (i > 0 && Number.isFinite(ys[i - 1]) && Math.abs(fa) <= Math.abs(ys[i - 1]) && Math.abs(fa) <= Math.abs(fb) && Math.abs(fa) < 1e-2) {
      const r = golden((x) => Math.abs(g(x)), xs[i - 1], b);
      if (Math.abs(g(r)) < 1e-10) add(r);
    }
  }
  return roots;
}

function bisect(g: (x: number) => number, a0: number, b0: number, fa0: number): number | null {
  let [a, b, fa] = [a0, b0, fa0];
  for (let i = 0; i < 100; i++) {
    const m = (a + b) / 2;
    const fm = g(m);
    if (!Number.isFinite(fm)) return null;
    if (fm === 0) return m;
    if (fa * fm < 0) b = m;
    else [a, fa] = [m, fm];
  }
  const r = (a + b) / 2;
  return Math.abs(g(r)) < 1e-8 * Math.max(1, Math.abs(g(a0))) ? r : null;
}

function golden(f: (x: number) => number, a0: number, b0: number): number {
  let [a, b] = [a0, b0];
  const k = (Math.sqrt(5) - 1) / 2;
  for (let i = 0; i < 100; i++) {
    const c = b - k * (b - a);
    const d = a + k * (b - a);
    if (f(c) < f(d)) b = d;
    else a = c;
  }
  return (a + b) / 2;
}
