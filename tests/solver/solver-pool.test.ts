import { afterAll, describe, expect, it } from 'vitest';
import { createSolverPool, type SolverPool, TOO_LARGE_MSG } from '../../server/solver/pool';

/**
 * The offline solver in worker threads: answers as in the main thread, and a runaway computation is
 * stopped at the time or memory limit, or when its signal is aborted, by replacing its thread.
 * (x+1)^{100000} is expanded term by term: it allocates until a limit stops it.
 */
const HUGE = '化简 (x+1)^{100000}';
const QUADRATIC = '解方程 x^2-5x+6=0';

// Each replaced thread reloads the solver: seconds on a busy machine.
describe('solver pool', { timeout: 90_000 }, () => {
  const pools: SolverPool[] = [];
  const make = async (timeoutMs: number, memoryMb: number) => {
    const pool = await createSolverPool({ timeoutMs, memoryMb, threads: 1 });
    pools.push(pool);
    return pool;
  };
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.close()));
  });

  it('solves and checks answers like the offline solver', async () => {
    const pool = await make(20_000, 512);
    const out = await pool.solve({ text: QUADRATIC });
    expect(out.ok && out.finalAnswer).toMatch(/2.*3/);
    expect(out.ok && out.engine).toMatch(/^offline/);
    expect(await pool.verify(QUADRATIC, 'x=2 或 x=3')).toBe('agree');
    expect(await pool.verify(QUADRATIC, 'x=2 或 x=4')).toBe('disagree');
  });

  it('over the time limit: stopped, refused with the explanation, the thread replaced', async () => {
    // 4 s, not 1 s: the quadratic on a freshly replaced thread must fit the limit on a loaded machine too.
    const pool = await make(4000, 2048);
    await pool.solve({ text: QUADRATIC }); // the thread has started; the limit counts the solve only
    const before = pool.threadIds();
    const out = await pool.solve({ text: HUGE, problemType: 'solution' });
    expect(out).toMatchObject({ ok: false, reason: TOO_LARGE_MSG, problemType: 'solution' });
    expect(pool.threadIds()).not.toEqual(before);
    expect(await pool.verify(HUGE, '1')).toBe('unknown');
    const next = await pool.solve({ text: QUADRATIC });
    expect(next.ok).toBe(true);
  });

  it('over the memory limit: stopped and refused the same way', async () => {
    const pool = await make(120_000, 160);
    const out = await pool.solve({ text: HUGE });
    expect(out).toMatchObject({ ok: false, reason: TOO_LARGE_MSG });
    expect((await pool.solve({ text: QUADRATIC })).ok).toBe(true);
  });

  it('an aborted solve rejects with the abort reason and its thread is terminated', async () => {
    const pool = await make(120_000, 1024);
    await pool.solve({ text: QUADRATIC });
    const before = pool.threadIds();
    const controller = new AbortController();
    const solving = pool.solve({ text: HUGE, signal: controller.signal });
    setTimeout(() => controller.abort('stopped'), 300);
    await expect(solving).rejects.toBe('stopped');
    expect(pool.threadIds()).not.toEqual(before);
    expect((await pool.solve({ text: QUADRATIC })).ok).toBe(true);
  });

  it('without a bundle the thread compiles the TypeScript itself and answers the same', async () => {
    const pool = await createSolverPool({ timeoutMs: 20_000, memoryMb: 512, threads: 1 }, { bundle: false });
    pools.push(pool);
    const out = await pool.solve({ text: QUADRATIC });
    expect(out.ok && out.finalAnswer).toMatch(/2.*3/);
  });

  it('a signal aborted before the solve starts never reaches a thread', async () => {
    const pool = await make(20_000, 512);
    await expect(pool.solve({ text: QUADRATIC, signal: AbortSignal.abort('shutdown') })).rejects.toBe('shutdown');
  });
});
