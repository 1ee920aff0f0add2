// @vitest-environment jsdom
import type { Root } from 'hast';
import { sanitize } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';
import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../server/render';
import { renderSchema } from '../../server/render/sanitize-schema';
import { chaptersOf } from '../../server/video/chapters';
import { buildScenes } from '../../server/video/scenes';
import { parseHtml } from './parse-html';

/** The anchored elements of a rendered solution: [step, tag, text]. */
function anchors(markdown: string): [number, string, string][] {
  const root = parseHtml(renderMarkdown(markdown, { steps: true }));
  return [...root.querySelectorAll('[data-step]')].map((el) => [
    Number(el.getAttribute('data-step')),
    el.tagName.toLowerCase(),
    (el.textContent ?? '').trim().slice(0, 8),
  ]);
}

/** The step numbers of the video's step chapters for the same solution (no rendering needed). */
function chapterSteps(markdown: string): (number | null)[] {
  const scenes = buildScenes({ title: '题目', markdown, finalAnswer: 'x=3' });
  return chaptersOf(
    scenes,
    scenes.map((_, i) => ({ start: i, end: i + 1 })),
  )
    .filter((c) => c.kind === 'step')
    .map((c) => c.step);
}

const SOLUTIONS: Record<string, { markdown: string; expected: [number, string, string][] }> = {
  headings: {
    markdown: '先观察方程。\n\n## 第一步：移项\n$$2x=6$$\n\n## 第二步：求解\n$x=3$\n\n## 答案\n$x=3$',
    expected: [
      [0, 'h2', '第一步：移项'],
      [1, 'h2', '第二步：求解'],
    ],
  },
  'numbered list': {
    markdown: '这是一道一元一次方程。\n\n1. 移项：$2x=6$\n2. 两边除以 2：$x=3$\n   （检验：$2\\times3=6$）',
    expected: [
      [0, 'li', '移项：'],
      [1, 'li', '两边除以 2：'],
    ],
  },
  'steps inside one paragraph': {
    markdown: '先看题目\n第一步：设未知数 $x$\n第二步：列方程 $2x=6$\n**第三步**：解得 $x=3$',
    expected: [
      [0, 'p', '第一步：设未知数'],
      [1, 'p', '第二步：列方程'],
      [2, 'p', '第三步：解得'],
    ],
  },
  'no markers: paragraphs': {
    markdown: '先化简。\n\n$$x+1=4$$\n\n| 根 | 值 |\n| --- | --- |\n| $x$ | 3 |',
    expected: [
      [0, 'p', '先化简。'],
      [1, 'div', ''],
      [2, 'div', ''],
    ],
  },
  'a long step over several slides': {
    markdown: `## 推导\n${Array.from({ length: 9 }, (_, i) => `第 ${i + 1} 行：$a_${i}=${i}$`).join('\n')}\n\n## 结论成立\n得证。`,
    expected: [
      [0, 'h2', '推导'],
      [1, 'h2', '结论成立'],
    ],
  },
};

describe('step anchors (data-step) in a rendered solution', () => {
  for (const [name, { markdown, expected }] of Object.entries(SOLUTIONS)) {
    it(`${name}: data-step 0..n-1 on each step's first element, the video's step chapters numbered the same`, () => {
      const found = anchors(markdown);
      expect(found.map(([step, tag, text]) => [step, tag, text.slice(0, expected[step]?.[2].length ?? 0)])).toEqual(expected);
      expect(chapterSteps(markdown)).toEqual(found.map(([step]) => step));
    });
  }

  it('is only put on solutions: a problem text stays unanchored', () => {
    expect(renderMarkdown('第一步：移项\n\n第二步：求解')).not.toContain('data-step');
  });

  it('anchors a formula that begins a step on its display block', () => {
    const root = parseHtml(renderMarkdown('1. 因式分解\n\n$$x^2=4$$\n\n2. 求解', { steps: true }));
    expect([...root.querySelectorAll('[data-step]')].map((el) => el.tagName.toLowerCase())).toEqual(['li', 'li']);
  });

  it('keeps data-step only with a number as its value', () => {
    const clean = (properties: Record<string, string>) =>
      toHtml(sanitize({ type: 'root', children: [h('p', properties, 'a')] } as Root, renderSchema));
    expect(clean({ dataStep: '3' })).toBe('<p data-step="3">a</p>');
    expect(clean({ dataStep: '1 onclick=x', dataOther: '1' })).toBe('<p>a</p>');
  });
});
