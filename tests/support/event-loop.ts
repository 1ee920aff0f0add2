import { performance } from 'node:perf_hooks';

/**
 * Runs `work` and reports the longest time this thread's event loop could not run a 5 ms timer
 * meanwhile: what any other request would have waited. It waits one more tick at the end, so that
 * a block at the very end of `work` is counted too.
 */
export async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T; stallMs: number; tookMs: number }> {
  let last = performance.now();
  let stallMs = 0;
  const tick = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 5);
  const t0 = performance.now();
  try {
    const result = await work();
    const tookMs = performance.now() - t0;
    await new Promise((resolve) => setTimeout(resolve, 20));
    return { result, stallMs: Math.max(stallMs, performance.now() - last), tookMs };
  } finally {
    clearInterval(tick);
  }
}
