// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { splitMath } from '../../server/video/split-math';
import { buildScenes } from '../../server/video/scenes';

const headingSolution = `## 第一步：因式分解
$$x^2-5x+6=(x-2)(x-3)$$

## 第二步：令每个因式为零
$x-2=0$ 或 $x-3=0$

## 第三步：求解
得 $x_1=2$，$x_2=3$。

## 答案
$x_1=2,\\ x_2=3$
`;

describe('buildScenes', () => {
  it('makes a title scene, one scene per step and a final-answer scene', () => {
    const scenes = buildScenes({ title: '解方程 $x^2-5x+6=0$', markdown: headingSolution, finalAnswer: '$x_1 = 2,\\ x_2 = 3$' });
    expect(scenes.map((s) => s.kind)).toEqual(['title', 'step', 'step', 'step', 'answer']);
    expect(scenes.map((s) => s.heading)).toEqual(['题目', '第 1 步：因式分解', '第 2 步：令每个因式为零', '第 3 步：求解', '最终答案']);
    expect(scenes[1].lines).toEqual([{ kind: 'math', text: 'x^2-5x+6=(x-2)(x-3)' }]);
    expect(scenes[2].lines).toEqual([{ kind: 'text', text: '$x-2=0$ 或 $x-3=0$' }]);
    expect(scenes[0].narration).toBe('我们来看这道题。解方程 x 的平方 减 5 x 加 6 等于 0。');
    expect(scenes[1].narration).toBe('x 的平方 减 5 x 加 6 等于 x 减 2 乘 x 减 3。');
    expect(scenes[4].narration).toBe('所以，最终答案是：x 1 等于 2，x 2 等于 3。');
  });

  it('splits on numbered lists and keeps the text before them as an unnumbered introduction', () => {
    const markdown = '这是一道一元一次方程。\n\n1. 移项：$2x=6$\n2. 两边除以 2：$x=3$\n   （检验：$2\\times3=6$）';
    const scenes = buildScenes({ title: '解 2x=6', markdown, finalAnswer: '' });
    expect(scenes.map((s) => s.heading)).toEqual(['题目', '解题思路', '第 1 步', '第 2 步']);
    expect(scenes[2].lines[0].text).toBe('移项：$2x=6$');
    expect(scenes[3].lines).toHaveLength(2);
    expect(scenes.some((s) => s.kind === 'answer')).toBe(false);
  });

  it('splits plain paragraphs into steps when the solution has no step markers', () => {
    const scenes = buildScenes({ title: 't', markdown: '先化简。\n\n再代入 $x=1$。\n\n\n得到结果。', finalAnswer: '1' });
    expect(scenes.filter((s) => s.kind === 'step').map((s) => s.lines[0].text)).toEqual(['先化简。', '再代入 $x=1$。', '得到结果。']);
  });

  it('recognises 第X步 / 步骤N prefixes and multi-line display math', () => {
    const markdown = '**第一步**：设未知数\n$$\nx+y=10\n$$\n步骤2：列方程组\n\\[ x-y=2 \\]';
    const steps = buildScenes({ title: 't', markdown, finalAnswer: '' }).filter((s) => s.kind === 'step');
    expect(steps.map((s) => s.lines)).toEqual([
      [
        { kind: 'text', text: '设未知数' },
        { kind: 'math', text: 'x+y=10' },
      ],
      [
        { kind: 'text', text: '列方程组' },
        { kind: 'math', text: 'x-y=2' },
      ],
    ]);
  });

  it('continues a long step on another slide and bounds the number of slides', () => {
    const long = Array.from({ length: 9 }, (_, i) => `第 ${i + 1} 行：$a_${i}=${i}$`).join('\n');
    const scenes = buildScenes({ title: 't', markdown: `## 推导\n${long}`, finalAnswer: '' });
    expect(scenes.map((s) => s.heading)).toEqual(['题目', '第 1 步：推导', '第 1 步：推导（续）']);
    expect(scenes[1].lines).toHaveLength(6);
    expect(scenes[2].lines).toHaveLength(3);

    const many = Array.from({ length: 40 }, (_, i) => `${i + 1}. 第 ${i + 1} 步的内容`).join('\n');
    const bounded = buildScenes({ title: 't', markdown: many, finalAnswer: 'x' });
    expect(bounded.length).toBeLessThanOrEqual(22);
    expect(bounded[bounded.length - 2].lines[0].text).toContain('请查看文字解答');
  });

  it('shows code blocks as code and does not read them out', () => {
    const scenes = buildScenes({ title: 't', markdown: '```python\nprint("$x$")\n```', finalAnswer: '' });
    expect(scenes[1].lines).toEqual([{ kind: 'code', text: 'print("$x$")' }]);
    expect(scenes[1].narration).toBe('请看屏幕上的代码。');
  });

  it('caps narration length at a sentence end', () => {
    const markdown = Array.from({ length: 5 }, () => '这是一句很长的解释文字，用来测试旁白的长度限制是否生效。').join('');
    const [, step] = buildScenes({ title: 't', markdown, finalAnswer: '' });
    expect(step.narration.length).toBeLessThanOrEqual(300);
    expect(step.narration).toMatch(/[。，]$/);
  });
});

describe('splitMath', () => {
  it('separates $…$, $$…$$, \\(…\\) and keeps escaped or unclosed dollars as text', () => {
    expect(splitMath('设 $x$ 满足 $$x^2=1$$ 且 \\(y>0\\)，价格 \\$3，单个 $ 号')).toEqual([
      { kind: 'text', value: '设 ' },
      { kind: 'math', value: 'x', display: false },
      { kind: 'text', value: ' 满足 ' },
      { kind: 'math', value: 'x^2=1', display: true },
      { kind: 'text', value: ' 且 ' },
      { kind: 'math', value: 'y>0', display: false },
      { kind: 'text', value: '，价格 $3，单个 $ 号' },
    ]);
  });
});
