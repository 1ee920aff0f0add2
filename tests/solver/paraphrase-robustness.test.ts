import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { cleanText } from '../../server/solver/read/clean';
import { readQuestion } from '../../server/solver/read/question';
import { proseWithSlots } from '../../server/solver/math/expression/mathjson';

/**
 * The same question of one kind as other papers, typists and OCR write it: each kind must give the same answer in
 * every spelling, and near-misses (a condition missing, a condition in words no reader knows) must stay refused.
 */
const solver = createOfflineSolver();
async function answer(text: string): Promise<string> {
  const out = await solver.solve({ text });
  return out.ok ? out.finalAnswer : 'refused';
}

describe('an arithmetic sequence asked in several forms', () => {
  const forms = [
    '在等差数列 $\\{a_n\\}$ 中, $a_1=3$, $a_4=9$, 则 $a_{10}=$',
    '在等差数列 $\\lbrace a_{ n } \\rbrace$ 中，$a_{1}=3$，$a_{4}=9$，求 $a_{10}$ 的值。',
    '3．（5分）在等差数列 $\\left\\lbrace a_n \\right\\rbrace$ 中, $a_1=3$, $a_4=9$; 则 $a_{10}=$ ____',
    '在等差数列 $\\{a_{n}\\}$ 中, $a_{1}=3$, $a_{4}=9$ 求 $a_{10}$',
  ];
  for (const text of forms)
    it(`reads ${text}`, async () => {
      expect(await answer(text)).toBe('$a_{10}=21$');
    });
  it('still refuses when a condition is missing', async () => {
    expect(await answer('在等差数列 $\\{a_n\\}$ 中, $a_1=3$, 求 $a_{10}$.')).toBe('refused');
  });
});

describe('sets written with Unicode symbols, \\lbrace and any opening premise word', () => {
  it.each([
    '设集合 $A=\\lbrace x | x^2-3x<0\\rbrace$, $B=\\{1,2,3,4\\}$, 则 $A∩B=$',
    '若集合 $A=\\{x \\mid x^{2}-3 x<0\\}$, $B=\\{1,2,3,4\\}$, 则 $A \\cap B=$',
    '已知集合 $A=\\{x \\mid x^{2}-3 x<0\\}$, $B=\\{1,2,3,4\\}$, 则 $A \\cap B$ 等于____',
  ])('%s', async (text) => {
    expect(await answer(text)).toBe('$\\{1,2\\}$');
  });
  it.each([
    '若集合 $A=\\{1,2,3\\}, B=\\{(x, y) \\mid x ∈ A, y ∈ A, x+y ∈ A\\}$, 则 $B$ 中元素的个数为____',
    '记集合 $A=\\{1,2,3\\}, B=\\{(x, y) \\mid x \\in A, y \\in A, x+y \\in A\\}$, 则 $B$ 中所含元素的个数为',
  ])('counts the pairs of %s', async (text) => {
    expect(await answer(text)).toBe('3');
  });
  it('refuses a count with a condition in words it cannot read', async () => {
    const text = '若集合 $A=\\{1,2,3\\}, B=\\{(x, y) \\mid x \\in A, y \\in A, x+y \\in A\\}$, 其中 $x$ 为偶数, 则 $B$ 中元素的个数为____';
    expect(await answer(text)).toBe('refused');
  });
});

describe('a triangle relation with bare function names and √', () => {
  it.each([
    '$\\triangle ABC$ 的内角 $A, B, C$ 的对边分别为 $a, b, c$. 若 $b \\sin A=\\sqrt{3} a \\cos B$, 则 $B=$',
    '$△ABC$ 的内角 $A, B, C$ 的对边分别为 $a, b, c$. 设 $b sin A=√3 a cos B$, 则 $B=$',
    '$\\triangle ABC$ 的内角 $A, B, C$ 的对边分别为 $a, b, c$. 已知 $b \\sin A=\\sqrt{3} a \\cos B$; 则 $B=$',
  ])('%s', async (text) => {
    expect(await answer(text)).toBe('$B=\\frac{\\pi}{3}$');
  });
});

describe('other spellings of the same kinds', () => {
  it('reads ≤ and ≥ in a system of constraints', async () => {
    const text =
      '设 $x, y$ 满足约束条件 $\\left\\{\\begin{array}{l}x+y ≤ 4 \\\\ x-y ≥ 0 \\\\ y ≥ 0\\end{array}\\right.$, 则 $z=x+2y$ 的最大值为';
    expect(await answer(text)).toBe('$6$');
  });
  it('repairs 圆雉 with a space left inside the word', async () => {
    expect(await answer('已知圆 雉 的底面半径为 3, 高为 4, 则该圆 雉 的侧面积为')).toBe('$15\\pi$');
  });
  it.each([
    '曲线 $y=x+ln x$ 在点 $(1,1)$ 处的切线方程为',
    '曲线 $y=x+\\operatorname{ln} x$ 在点 $(1,1)$ 处的切线方程为',
    '曲线 $y=x+\\ln x$ 在点（$1,1$）处的切线方程为',
  ])('reads the tangent of %s', async (text) => {
    expect(await answer(text)).toBe('$y = 2x - 1$');
  });
});

describe('the shared reading behind them', () => {
  it('gives relations one spelling', () => {
    expect(cleanText('$x \\le 1$, $y≤2$, $z \\leqslant 3$, $w≦4$')).toBe('$x \\leq 1$, $y\\leq 2$, $z \\leq 3$, $w\\leq 4$');
    expect(cleanText('$a \\ge 1$, $b ≠ 2$')).toBe('$a \\geq 1$, $b \\neq 2$');
    // \left, \leftarrow and \geqslant are other commands, not \le or \ge with letters after them
    expect(cleanText('$x \\leftarrow y$')).toBe('$x \\leftarrow y$');
  });
  it('spells symbols as commands inside a formula only', () => {
    expect(cleanText('$x∈A∩B$, $2π$, $√3$, $sin 2x$, $a_{ n }$')).toBe('$x\\in A\\cap B$, $2\\pi $, $\\sqrt{3}$, $\\sin 2x$, $a_{n}$');
    expect(cleanText('一个角是 30°，圆周率取 π')).toBe('一个角是 30°,圆周率取 π');
    expect(cleanText('$\\arcsin x+\\sin x$')).toBe('$\\arcsin x+\\sin x$');
  });
  it('moves the brackets of a point printed outside its formula inside it, and only those', () => {
    expect(cleanText('点（$-1,4$）处')).toBe('点$(-1,4)$处');
    expect(cleanText('$f(x)=x$（$x>0,y>0$）')).toBe('$f(x)=x$($x>0,y>0$)');
    expect(cleanText('$y=\\operatorname{sin} x$')).toBe('$y=\\sin x$');
  });
  it('reads 求 a formula as the blank form, and leaves a 求 that asks for more', () => {
    expect(readQuestion('已知 $a_1=3$, 求 $a_{2}$ 的值.').stem).toBe('已知 $a_1=3$, 则 $a_{2}=$');
    expect(readQuestion('已知 $a_1=3$, 求 $a_{2}$ 的值.').blanks).toBe(1);
    expect(readQuestion('已知 $a_1=3$, 求 $a_{n}>10$ 时 $n$ 的最小值.').stem).toContain('求');
    expect(readQuestion('已知 $a_1=3$, 求 $a_{2}$ 与 $a_{3}$.').stem).toContain('求');
  });
  it('names an opening premise word 已知 in the prose, but not one inside a sentence', () => {
    expect(proseWithSlots('若 $a=1$, 则 $b=$')).toBe('已知⟨0⟩, 则 ⟨1⟩');
    expect(proseWithSlots('记 $S_n$ 为前 $n$ 项和. 设 $a=1$')).toBe('已知⟨0⟩ 为前 ⟨1⟩ 项和. 已知⟨2⟩');
    expect(proseWithSlots('已知 $a=1$, 若 $b=2$, 则 $c=$')).toBe('已知 ⟨0⟩, 若 ⟨1⟩, 则 ⟨2⟩');
    expect(proseWithSlots('设为常数')).toBe('设为常数');
  });
});
