// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { latexToSpeech, lineToSpeech, speakChemistry } from '../../server/video/speak-latex';

describe('latexToSpeech', () => {
  it.each([
    ['x^2', 'x 的平方'],
    ['x^3', 'x 的立方'],
    ['2^{10}', '2 的 10 次方'],
    ['\\frac{a}{b}', 'b 分之 a'],
    ['\\dfrac{1}{x+1}', 'x 加 1 分之 1'],
    ['x^2-5x+6=0', 'x 的平方 减 5 x 加 6 等于 0'],
    ['-5+3', '负 5 加 3'],
    ['(x-2)(x-3)', 'x 减 2 乘 x 减 3'],
    ['\\sqrt{x}', '根号 x'],
    ['\\sqrt[3]{8}', '3 次根号 8'],
    ['a \\le b \\neq c', 'a 小于等于 b 不等于 c'],
    ['50\\%', '百分之 50'],
    ['30^\\circ', '30 度'],
    ['\\sin\\alpha \\times \\pi', '正弦 阿尔法 乘 派'],
    ['x_1 = 2,\\ x_2 = 3', 'x 1 等于 2，x 2 等于 3'],
    ['\\left( \\frac{1}{2} \\right)^{n}', '2 分之 1 的 n 次方'],
    ['\\text{解得 } x=2', '解得 x 等于 2'],
    ['\\color{red}{y}', 'y'],
    ['\\log_2 8', '以 2 为底的对数 8'],
    ['\\int_0^1 x\\,dx', '从 0 到 1 积分 x d x'],
    ['\\sum_{k=1}^{n} k', '从 k 等于 1 到 n 求和 k'],
    ['(0,+\\infty)', '0，正 无穷大'],
  ])('%s → %s', (tex, spoken) => {
    expect(latexToSpeech(tex)).toBe(spoken);
  });

  it('drops unknown commands and stray syntax instead of reading them out', () => {
    const spoken = latexToSpeech('\\unknowncmd{} \\frac{1}{ & | ~ #');
    expect(spoken).not.toMatch(/[\\{}&|~#]/);
    expect(spoken).not.toContain('unknowncmd');
  });

  it('survives pathological nesting without throwing', () => {
    const tex = `${'{'.repeat(20_000)}x^2${'}'.repeat(20_000)}`;
    expect(latexToSpeech(tex)).toContain('x');
  });
});

describe('speakChemistry', () => {
  it('reads formulas element by element with the arrow as 生成', () => {
    expect(speakChemistry('2H2 + O2 -> 2H2O')).toBe('2 H 2 加 O 2 生成 2 H 2 O');
    expect(latexToSpeech('\\ce{N2 + 3H2 <=> 2NH3}')).toBe('N 2 加 3 H 2 可逆生成 2 N H 3');
  });
});

describe('lineToSpeech', () => {
  it('speaks inline math inside Chinese text and strips Markdown marks', () => {
    expect(lineToSpeech('**因式分解**：$x^2-5x+6=(x-2)(x-3)$，所以 x=2。')).toBe(
      '因式分解：x 的平方 减 5 x 加 6 等于 x 减 2 乘 x 减 3，所以 x 等于 2。',
    );
  });

  it('reads symbols in plain text, but not the dash of a year range', () => {
    expect(lineToSpeech('若 x-2=0，则 x=2')).toBe('若 x 减 2 等于 0，则 x 等于 2');
    expect(lineToSpeech('（2023-2024 学年）')).toBe('（2023-2024 学年）');
  });

  it('keeps an escaped dollar as text', () => {
    expect(lineToSpeech('价格是 \\$5')).toBe('价格是 $5');
  });
});
