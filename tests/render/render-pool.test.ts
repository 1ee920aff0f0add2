import { afterAll, describe, expect, it } from 'vitest';
import { plainTextHtml, renderMarkdown } from '../../server/render';
import { createRenderPool } from '../../server/render/pool';
import { longestStall } from '../support/event-loop';

/** About 5000 characters (the longest problem text), each formula rendered apart: seconds of MathJax. */
const LONG = '$x_1$ '.repeat(830);

describe('the render pool', () => {
  const warnings: string[] = [];
  const pool = createRenderPool({ timeoutMs: 30_000, memoryMb: 256, threads: 1 }, { log: { warn: (_o, msg) => warnings.push(msg) } });
  afterAll(() => pool.close());

  it('renders in a worker thread exactly what renderMarkdown renders', async () => {
    const text = '**解**：$x^2-5x+6=0$，水是 $\\ce{H2O}$。\n\n$$\\frac{1}{2}$$\n\n| 根 | 值 |\n| --- | --- |\n| $x_1$ | 2 |';
    expect(await pool.render(text)).toBe(renderMarkdown(text));
    expect(pool.threadIds().length).toBe(1);
    expect(await pool.render('  \n')).toBe('');
  });

  it('keeps the event loop free while a long text is rendered', async () => {
    await pool.render('$y$');
    const { result, stallMs, tookMs } = await longestStall(() => pool.render(LONG));
    expect(result).toContain('<svg');
    expect(result).not.toBe(plainTextHtml(LONG));
    // Rendered on this thread, the loop would stall for the whole render (seconds).
    expect(tookMs).toBeGreaterThan(500);
    expect(stallMs).toBeLessThan(tookMs / 4);
  });

  it('answers null once closed, so that the row keeps null HTML and is rendered when read', async () => {
    const closing = createRenderPool({ timeoutMs: 30_000, memoryMb: 256, threads: 1 });
    expect(await closing.render('$x$')).toContain('<svg');
    await closing.close();
    expect(await closing.render('$x$')).toBeNull();
  });
});

describe('a render over its time limit', () => {
  const warnings: string[] = [];
  const pool = createRenderPool({ timeoutMs: 500, memoryMb: 256, threads: 1 }, { log: { warn: (_o, msg) => warnings.push(msg) } });
  afterAll(() => pool.close());

  it('is stopped and answers the escaped text; the next text renders in a fresh thread', async () => {
    await pool.render('$y$');
    const [before] = pool.threadIds();
    const text = `比较 $a<b$ 与 <script>alert(1)</script>\n${LONG.slice(0, 4800)}`;
    // Rendered to the end it would be SVG (it takes seconds).
    expect(await pool.render(text)).toBe(plainTextHtml(text));
    expect(plainTextHtml(text)).toContain('&lt;script&gt;');
    expect(warnings).toEqual(['render over its time or memory limit; kept as plain text']);
    expect(await pool.render('$z$')).toBe(renderMarkdown('$z$'));
    expect(pool.threadIds()).not.toContain(before);
  });
});
