import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { ProblemDetail } from '../../contract/tasks';
import { renderMarkdown } from '../../server/render';
import { expect, test } from './fixtures';
import { registerViaApi, settledStatus, signInWithStorage, submitTask } from './support/accounts';

/*
 * A solution as the server renders it (decision 0019) shown on a phone: display math, a table, a
 * formula far wider than the screen and a long inline one. The page's own problem and task come from
 * the real server; the detail reply carries this richer HTML, rendered by the server's renderer.
 */

const WIDE_SOLUTION = `**解题思路** 用求根公式：

$$
x=\\frac{-b\\pm\\sqrt{b^2-4ac}}{2a}
$$

| $x$ | $f(x)=x^2-5x+6$ 的符号 | 说明 |
|---|---|---|
| $x<2$ | $+$ | 两根之外，函数值为正 |
| $2<x<3$ | $-$ | 两根之间，函数值为负 |
| $x>3$ | $+$ | 两根之外，函数值为正 |

$$
S_n=\\sum_{k=1}^{n}\\left(a_1+(k-1)d\\right)=na_1+\\frac{n(n-1)}{2}d=\\frac{n\\left(2a_1+(n-1)d\\right)}{2}=\\frac{n(a_1+a_n)}{2}
$$

行内的长公式 $f(x)=a_0+a_1x+a_2x^2+a_3x^3+a_4x^4+a_5x^5+a_6x^6+a_7x^7$ 之后还有文字。`;

async function showWideSolution(page: Page) {
  await page.route('**/api/v1/problems/*/detail', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: ProblemDetail };
    const html = renderMarkdown(WIDE_SOLUTION);
    const tasks = body.data.tasks.map((t) => ({ ...t, result_markdown: WIDE_SOLUTION, result_html: html }));
    await route.fulfill({ response, json: { ...body, data: { ...body.data, tasks, latest_task: tasks[0] ?? null } } });
  });
}

test('a solution with display math, a table and wide formulas reads on a phone, light and dark', async ({ page, server }) => {
  const account = await registerViaApi(page.request, await server.makeInvite(), 'wide');
  const task = await submitTask(page.request, account, { text: '解方程：\n\n$$\nx^2-5x+6=0\n$$' });
  expect(await settledStatus(page.request, account, task.task_id)).toBe('completed');
  await signInWithStorage(page, account);
  await showWideSolution(page);

  for (const theme of ['light', 'dark'] as const) {
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 844 });
      await page.addInitScript((t) => localStorage.setItem('zhijian_theme', t), theme);
      await page.goto(`/problem/${task.problem_id}`);
      const solution = page.getByRole('region', { name: '解答', exact: true });
      await expect(solution.locator('.math-display svg').first()).toBeVisible({ timeout: 30_000 });
      await page.screenshot({ path: test.info().outputPath(`solution-${width}-${theme}.png`), fullPage: true });

      const layout = await solution.evaluate((el) => {
        const blocks = [...el.querySelectorAll<HTMLElement>('.math-display')];
        const wide = blocks.find((b) => b.scrollWidth > b.clientWidth);
        const cell = el.querySelector('.table-scroll td');
        const text = el.querySelector('p');
        return {
          overflow: document.documentElement.scrollWidth - window.innerWidth,
          displays: blocks.length,
          // The wide formula keeps its size and scrolls inside its own block.
          wideFormula: wide ? { block: wide.clientWidth, formula: wide.querySelector('svg')!.getBoundingClientRect().width } : null,
          centred: getComputedStyle(blocks[0]).textAlign,
          cellBorder: cell ? getComputedStyle(cell).borderTopWidth : null,
          formulaColour: getComputedStyle(blocks[0].querySelector('svg')!).color,
          textColour: text ? getComputedStyle(text).color : null,
        };
      });
      expect(layout.overflow, `sideways scrolling of the page at ${width} px`).toBeLessThanOrEqual(0);
      expect(layout.displays).toBe(2);
      expect(layout.wideFormula, 'the long formula is wider than the screen').not.toBeNull();
      expect(layout.wideFormula!.formula).toBeGreaterThan(layout.wideFormula!.block);
      expect(layout.centred).toBe('center');
      expect(layout.cellBorder).toBe('1px');
      // Formulas draw in currentColor: the colour of the text around them, in both themes.
      expect(layout.formulaColour).toBe(layout.textColour);

      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag22aa']).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  }
});
