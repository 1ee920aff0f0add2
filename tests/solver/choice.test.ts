import { describe, expect, it } from 'vitest';
import { chosenLetters, pickByValue, solveChoice } from '../../server/solver/choice/index';
import { optionLabels, readClaim } from '../../server/solver/choice/claims';
import type { Engine } from '../../server/solver/engines/types';
import { createOfflineSolver } from '../../server/solver/offline';
import { readQuestion } from '../../server/solver/read/question';
import type { SolveOutcome } from '../../server/solver/types';

const solver = createOfflineSolver();
const solve = (text: string) => solver.solve({ text });

function answer(r: SolveOutcome): string {
  if (!r.ok) throw new Error(`refused: ${r.reason}`);
  expect(r.problemType).toBe('choice');
  expect(r.verification.status).toBe('verified');
  return r.finalAnswer;
}

describe('choice questions: the stem solved, its value compared with every option', () => {
  it('single choice, options in several printed layouts', async () => {
    expect(answer(await solve('方程 x^2-5x+6=0 的解是（ ）A. x=2 B. x=3 C. x=2或x=3 D. x=-2或x=-3'))).toBe('C（x=2或x=3）');
    expect(answer(await solve('不等式 x^2-3x+2>0 的解集为（  ）A．(1,2)  B．(-∞,1)∪(2,+∞)  C．(-∞,1]∪[2,+∞)  D．R'))).toMatch(/^B（/);
    expect(answer(await solve('3. (5 分) 函数 $f(x)=x^3-3x$ 的导数在 $x=2$ 处的值为 $(\\quad)$\nA. 6\nB. 9\nC. 12\nD. 3'))).toBe('B（9）');
    expect(answer(await solve('$\\displaystyle\\lim_{x\\to 0}\\frac{\\sin 2x}{x}$ 的值为（ ）A．1　B．2　C．$\\frac12$　D．0'))).toBe(
      'B（2）',
    );
    expect(
      answer(await solve('求 $\\int_0^1 x^2\\,dx$ 的值（　　）\n(A) $\\frac{1}{2}$ (B) $\\frac{1}{3}$ (C) $1$ (D) $\\frac{1}{4}$')),
    ).toBe('B（$\\frac{1}{3}$）');
  });

  it('a line found as y = f(x) is compared with options written as ax + by + c = 0', async () => {
    const text =
      '10.曲线 $y=2 \\sin x+\\cos x$ 在点 $(\\pi,-1)$ 处的切线方程为\nA. $x-y-\\pi-1=0$\nB. $2 x-y-2 \\pi-1=0$\nC. $2 x+y-2 \\pi+1=0$\nD. $x+y-\\pi+1=0$';
    expect(answer(await solve(text))).toBe('C（$2 x+y-2 \\pi+1=0$）');
  });

  it('refuses when two options match, when none matches, and when an option cannot be read', async () => {
    const two = await solve('方程 x^2=4 的解是 A. ±2 B. x=2或x=-2 C. 2 D. 4');
    expect(two.ok).toBe(false);
    if (!two.ok) expect(two.reason).toMatch(/不止一个选项/);
    const none = await solve('方程 x^2-5x+6=0 的解是（ ）A. x=1 B. x=4 C. x=5 D. x=6');
    expect(none.ok).toBe(false);
    const unreadable = await solve('方程 x^2-5x+6=0 的解是（ ）A. 两个正根 B. x=4 C. x=5 D. x=6');
    expect(unreadable.ok).toBe(false);
    if (!unreadable.ok) expect(unreadable.reason).toMatch(/无法可靠|对照/);
  });
});

describe('which statement is true / false', () => {
  it('decides every option through the engines (multi-select by the set)', async () => {
    const text =
      '10. (多选) 下列等式正确的是（ ）\nA. $\\lim_{x\\to 0}\\frac{\\sin x}{x}=1$\nB. $\\int_0^1 x dx=\\frac12$\nC. $2^{10}=1000$\nD. $\\sqrt{16}=5$';
    expect(answer(await solve(text))).toBe('AB');
  });

  it('picks the false statement when asked for the wrong one', async () => {
    const text =
      '下列等式中错误的是（ ）\nA. $2^{10}=1024$\nB. $\\sqrt{16}=4$\nC. $\\int_0^1 x dx=1$\nD. $\\lim_{x\\to 0}\\frac{\\sin x}{x}=1$';
    expect(answer(await solve(text))).toBe('C');
  });

  it('refuses a single choice when two statements are true, and when one option cannot be decided', async () => {
    const twoTrue = await solve('下列说法正确的是（ ）\nA. $2^{10}=1024$\nB. $\\int_0^1 x dx=1$\nC. $\\sqrt{16}=4$\nD. $\\sqrt{16}=5$');
    expect(twoTrue.ok).toBe(false);
    const undecided = await solve('若 $x+1=3$，则（ ）A. $x=1$ B. $x=2$ C. $x=3$ D. $x>1$');
    expect(undecided.ok).toBe(false);
    if (!undecided.ok) expect(undecided.reason).toMatch(/排除法/);
  });

  it('reads option claims', () => {
    expect(readClaim('$a_5=9$')).toEqual({ target: 'a_5', value: '9' });
    expect(readClaim('$z$ 的虚部为 $\\frac{4}{5}$')).toEqual({ target: 'z 的虚部', value: '\\frac{4}{5}' });
    expect(readClaim('$f(x)$ 在 $(0,1)$ 上单调递增')).toBeNull();
    expect(readClaim('若 $a>b$，则 $a^2>b^2$')).toBeNull();
    expect(readClaim('$a\\le b$')).toBeNull();
  });
});

describe('options that compare, and properties of functions', () => {
  it('an order of quantities the givens define as numbers', async () => {
    const text = '设 $a=\\log_{3}2$, $b=\\ln 2$, $c=5^{-\\frac{1}{2}}$，则（ ）\nA. $a<b<c$\nB. $b<c<a$\nC. $c<a<b$\nD. $c<b<a$';
    expect(answer(await solve(text))).toBe('C');
    const ge = '设 $a=2^{0.5}$, $b=1.5$, $c=1$，则（ ）\nA. $a>b$\nB. $a<c$\nC. $b \\geq a>c$\nD. $c>b$';
    expect(answer(await solve(ge))).toBe('C');
  });

  it('an order of letters the givens leave free: proved by monotonicity or broken by an instance, else refused', async () => {
    const r = await solve(
      '若 $a>b>0$, $0<c<1$, 则（ ）\nA. $\\log _{a} c<\\log _{b} c$\nB. $\\log _{c} a<\\log _{c} b$\nC. $a^{c}<b^{c}$\nD. $c^{a}>c^{b}$',
    );
    expect(answer(r)).toBe('B');
    // the true option C needs more than one monotonic step: nothing is picked by elimination
    const hard = await solve(
      '若 $a>b>1$, $0<c<1$, 则（ ）\nA. $a^{c}<b^{c}$\nB. $a b^{c}<b a^{c}$\nC. $a \\log _{b} c<b \\log _{a} c$\nD. $\\log _{a} c<\\log _{b} c$',
    );
    expect(hard.ok).toBe(false);
  });

  it('"f(x) 是奇函数", "f(x) 在 (…) 上单调递增" through the parity and monotonicity engines', async () => {
    const text =
      '已知函数 $f(x)=x^{3}-3x$，则下列结论正确的是（ ）\nA. $f(x)$ 是偶函数\nB. $f(x)$ 在 $(-1,1)$ 上单调递增\nC. $f(x)$ 是奇函数\nD. $f(x)$ 在 $(1,+\\infty)$ 上单调递减';
    const r = await solve(text);
    expect(answer(r)).toBe('C');
    if (r.ok) expect(r.markdown).toContain('奇函数');
    const wrong =
      '已知函数 $f(x)=x^{3}-3x$，则下列结论错误的是（ ）\nA. $f(x)$ 是奇函数\nB. $f(x)$ 在 $(-1,1)$ 上单调递减\nC. $f(x)$ 在 $(1,+\\infty)$ 上单调递增\nD. $f(x)$ 是偶函数';
    expect(answer(await solve(wrong))).toBe('D');
  });

  it('a function given only on a part of its domain, or with further facts, is not checked as one formula', async () => {
    const part =
      '已知 $f(x)$ 是定义在 $R$ 上的奇函数, 当 $x>0$ 时, $f(x)=x^{2}$, 则下列结论正确的是（ ）\nA. $f(x)$ 是偶函数\nB. $f(x)$ 是奇函数\nC. $f(x)$ 在 $(-1,0)$ 上单调递减\nD. $f(1)=2$';
    const r = await solve(part);
    expect(r.ok && r.finalAnswer).not.toBe('A');
    expect(r.ok).toBe(false);
  });

  it('the maximum and the least positive period as value claims', async () => {
    const text =
      '已知函数 $f(x)=\\sin (2 x+\\frac{\\pi}{3})$，则下列结论正确的是（ ）\nA. $f(x)$ 的最小正周期为 $2\\pi$\nB. $f(x)$ 的最大值为 2\nC. $f(x)$ 的最小正周期为 $\\pi$\nD. $f(0)=1$';
    expect(answer(await solve(text))).toBe('C');
  });

  it('"方程 … 有两个不相等的实根 / 没有实根" through the equation engines', async () => {
    const text =
      '下列说法正确的是（ ）\nA. 方程 $x^{2}+1=0$ 有两个实根\nB. 方程 $x^{2}-2x+1=0$ 有两个不相等的实根\nC. 方程 $x^{2}-3x+2=0$ 有两个不相等的实根\nD. 方程 $x^{2}-3x+2=0$ 没有实根';
    expect(answer(await solve(text))).toBe('C');
    // "有两个实根" for a double root is counted either way in textbooks: undecided, so the question is refused.
    const double =
      '下列说法正确的是（ ）\nA. 方程 $x^{2}-2x+1=0$ 有两个实根\nB. 方程 $x^{2}+1=0$ 有两个实根\nC. 方程 $x^{2}-3x+2=0$ 没有实根\nD. 方程 $x^{2}+2=0$ 有一个实根';
    expect((await solve(double)).ok).toBe(false);
  });

  it('"下列函数中，既是奇函数又在 (0,+∞) 上单调递增的是": each option function checked for every property', async () => {
    const text =
      '下列函数中，既是奇函数又在 $(0,+\\infty)$ 上单调递增的是（ ）\nA. $y=x^{2}$\nB. $y=x^{3}+x$\nC. $y=-x^{3}$\nD. $y=x^{2}+1$';
    expect(answer(await solve(text))).toBe('B');
  });

  it('refuses when a property of one option cannot be decided (|x| is beyond the monotonicity engine)', async () => {
    const text =
      '下列函数中, 既是偶函数又在 $(0,+\\infty)$ 上单调递增的函数是 $(\\quad)$\nA. $y=2 x^{3}$\nB. $y=|x|+1$\nC. $y=-x^{2}+4$\nD. $y=x^{2}-1$';
    const r = await solve(text);
    expect(r.ok).toBe(false);
  });
});

describe('propositions listed as p_1, p_2, … and options naming them', () => {
  it('decides every proposition, then picks the option naming exactly the true ones', async () => {
    const text =
      '关于复数 $z=\\frac{2}{1+i}$ 的四个命题：其中的真命题为（ ）, $p_{1}:|z|=2$, $\\mathrm{p}_{2}: z^{2}=-2 i$, $p_{3}: z$ 的共轭复数为 $1+i$, $p_{4}: z$ 的虚部为 1 .\nA. $p_{1}, p_{2}$\nB. $p_{2}, p_{3}$\nC. $p_{3}, p_{4}$\nD. $p_{2}, p_{4}$';
    const r = await solve(text);
    expect(answer(r)).toMatch(/^B（/);
    if (r.ok) expect(r.markdown).toContain('假命题');
  });

  it('counts the true propositions when the options are numbers', async () => {
    const text =
      '关于复数 $z=\\frac{2}{1+i}$ 的命题：$p_{1}:|z|=\\sqrt{2}$, $p_{2}: z$ 的实部为 1, $p_{3}: z$ 的虚部为 1. 其中真命题的个数为（ ）\nA. 0\nB. 1\nC. 2\nD. 3';
    expect(answer(await solve(text))).toMatch(/^C/);
  });

  it('refuses when a proposition cannot be decided', async () => {
    const text =
      '关于复数 $z=\\frac{2}{1+i}$ 的命题：其中的真命题为（ ）, $p_{1}:|z|=\\sqrt{2}$, $p_{2}:$ 若 $z$ 是纯虚数则 $a=1$.\nA. $p_{1}$\nB. $p_{2}$\nC. $p_{1}, p_{2}$\nD. 都不是';
    expect((await solve(text)).ok).toBe(false);
  });

  it('reads the labels of an option', () => {
    expect(optionLabels('$\\mathrm{p}_{2}, \\mathrm{p}_{3}$')).toEqual(['p2', 'p3']);
    expect(optionLabels('$p_1$ 和 $p_4$')).toEqual(['p1', 'p4']);
    expect(optionLabels('$\\frac{1}{2}$')).toBeNull();
  });
});

describe('solveChoice with engines of known behaviour', () => {
  const numberEngine = (values: number[]): Engine => ({
    name: 'stub',
    subjects: ['math'],
    solve: (q) =>
      q.options.length
        ? null
        : {
            outcome: {
              ok: true,
              subject: 'math',
              problemType: 'solution',
              markdown: '**答案** 2',
              finalAnswer: String(values),
              verification: { status: 'verified', note: '已验算。' },
              engine: 'offline:stub',
            },
            value: { kind: 'numbers', values },
          },
  });

  it('gives engines the stem without options and matches the value', async () => {
    const q = readQuestion('1. (5 分) 某数为（ ）\nA. 1\nB. 2\nC. 3\nD. 4', 'choice', 'math');
    const r = await solveChoice(q, [numberEngine([2])]);
    expect(r?.outcome.ok && r.outcome.finalAnswer).toBe('B（2）');
  });

  it('refuses an unverified stem answer', async () => {
    const engine: Engine = {
      name: 'unchecked',
      subjects: ['math'],
      solve: () => ({
        outcome: {
          ok: true,
          subject: 'math',
          problemType: 'solution',
          markdown: '',
          finalAnswer: '2',
          verification: { status: 'unverified', note: '' },
          engine: 'x',
        },
        value: { kind: 'numbers', values: [2] },
      }),
    };
    const q = readQuestion('某数为（ ）A. 1 B. 2 C. 3 D. 4', 'choice', 'math');
    const r = await solveChoice(q, [engine]);
    expect(r?.outcome.ok).toBe(false);
  });

  it('an engine that reads options decides first', async () => {
    const reader: Engine = {
      name: 'reader',
      subjects: ['chemistry'],
      readsOptions: true,
      solve: (q) => ({
        outcome: {
          ok: true,
          subject: 'chemistry',
          problemType: 'choice',
          markdown: '',
          finalAnswer: q.options[3].letter,
          verification: { status: 'verified', note: '' },
          engine: 'x',
        },
      }),
    };
    const q = readQuestion('下列化学方程式书写错误的是（ ）A. a B. b C. c D. d', 'choice', 'chemistry');
    const r = await solveChoice(q, [numberEngine([1]), reader]);
    expect(r?.outcome.ok && r.outcome.finalAnswer).toBe('D');
  });

  it('a count written with its measure word ("12 种") is compared as a number when the options share the word', () => {
    const base = {
      ok: true as const,
      subject: 'math' as const,
      problemType: 'solution' as const,
      markdown: '共有 $12$ 种。',
      finalAnswer: '12',
      verification: { status: 'verified' as const, note: '已验算。' },
      engine: 'offline:test',
    };
    const opts = (xs: string[]) => xs.map((text, i) => ({ letter: 'ABCD'[i], text }));
    const pick = (xs: string[]) => pickByValue({ outcome: base, value: { kind: 'numbers', values: [12] } }, opts(xs), false).outcome;
    const r = pick(['12 种', '10 种', '9 种', '8 种']);
    expect(r.ok && r.finalAnswer).toBe('A（12 种）');
    // Different words are not one unit: the option "12 个" cannot be compared, so the question is refused.
    expect(pick(['12 个', '10 种', '9 种', '8 种']).ok).toBe(false);
  });

  it('reads the letters an answer names', () => {
    expect(chosenLetters('C（$\\frac{1}{2}$）')).toBe('C');
    expect(chosenLetters('答案：BD')).toBe('BD');
    expect(chosenLetters('选 A')).toBe('A');
    expect(chosenLetters('$x=2$')).toBeNull();
  });
});
