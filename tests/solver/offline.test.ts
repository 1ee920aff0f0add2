import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createOfflineSolver, verifyAnswer } from '../../server/solver/offline';

const solver = createOfflineSolver();

describe('createOfflineSolver', () => {
  it('solves math, physics and chemistry through the matching engine', async () => {
    const m = await solver.solve({ text: '解方程 x^2-5x+6=0' });
    expect(m.ok && m.engine).toBe('offline:quadratic');
    expect(m.ok && m.finalAnswer).toBe('$x_1 = 2,\\ x_2 = 3$');
    const p = await solver.solve({ text: '质量为 2 kg 的物体放在光滑水平面上，受到 10 N 的水平拉力，求物体的加速度。' });
    expect(p.ok && p.subject).toBe('physics');
    const c = await solver.solve({ text: '配平化学方程式：Fe + O2 → Fe3O4' });
    expect(c.ok && c.subject).toBe('chemistry');
  });

  it('a math question that speaks of 算法 is given to the engines, code is refused as programming', async () => {
    const r = await solver.solve({
      text: '我国古代数学名著《算法统宗》中记载：已知 $x^2-5x+6=0$，则 $x$ 的值为（ ）A. 1 或 6 B. 2 或 3 C. -2 或 -3 D. 1 或 -6',
    });
    expect(r.subject).toBe('math');
    if (r.ok) expect(r.finalAnswer).toMatch(/^B/);
    else expect(r.reason).not.toMatch(/编程/);
    const code = await solver.solve({ text: '下面代码输出什么？\nx = 3;\nprint(x * 2);' });
    expect(!code.ok && code.subject).toBe('programming');
  });

  it('a refusal of the choice layer reads as a refusal for a student (no solver names, something to try)', async () => {
    // Letters compared only through their order: option C is true but needs more than one monotonic step.
    const r = await solver.solve({
      text: '若 $a>b>1$，$0<c<1$，则（ ）\nA. $a^c<b^c$\nB. $ab^c<ba^c$\nC. $a\\log_b c<b\\log_a c$\nD. $\\log_a c<\\log_b c$',
    });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.reason).not.toMatch(/离线|求解器|引擎/);
      expect(r.reason).toMatch(/可以|请/);
    }
  });

  it('the signs of sin 2α and cos 2α for an angle of the fourth quadrant: only sin 2α < 0 must hold', async () => {
    const r = await solver.solve({
      text: '若 $\\alpha$ 为第四象限角, 则（ ）\nA. $\\cos 2 \\alpha>0$\nB. $\\cos 2 \\alpha<0$\nC. $\\sin 2 \\alpha>0$\nD. $\\sin 2 \\alpha<0$',
    });
    expect(r.ok && r.finalAnswer.startsWith('D')).toBe(true);
  });

  it('"函数 … 的图像在点 (1, f(1)) 处的切线" is a tangent line', async () => {
    const r = await solver.solve({ text: '函数 $f(x)=x^{3}-x$ 的图像在点 $(1, f(1))$ 处的切线方程为' });
    expect(r.ok && r.finalAnswer).toBe('$y = 2x - 2$');
  });

  it('keeps the problem type the student chose', async () => {
    const r = await solver.solve({ text: '方程 x^2-4=0 的解为____', problemType: 'fill_in_blank' });
    expect(r.problemType).toBe('fill_in_blank');
    expect(r.ok && r.finalAnswer).toBe('$x_1 = -2,\\ x_2 = 2$');
  });

  it('refuses programming, proofs, figures and unknown problems honestly in Chinese', async () => {
    for (const text of [
      '用 Python 写一个快速排序',
      '证明：√2 是无理数',
      '如图，求阴影部分的面积',
      '今天天气怎么样',
      'x^2-5x+6=0 的两根之和',
    ]) {
      const r = await solver.solve({ text });
      expect(r.ok, text).toBe(false);
      if (!r.ok) expect(r.reason).toMatch(/[\u4e00-\u9fff]/);
    }
    const prog = await solver.solve({ text: '用 Python 写一个快速排序' });
    expect(prog.subject).toBe('programming');
  });

  it('never throws on garbage', async () => {
    let seed = 7;
    const rand = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const randomUnicode = Array.from({ length: 300 }, () => String.fromCodePoint(Math.floor(rand() * 0x2ffff))).join('');
    const inputs = [
      '',
      '   ',
      'a'.repeat(100000),
      'x^'.repeat(50000),
      '('.repeat(5000),
      randomUnicode,
      '\\frac{\\frac{\\frac{}{}}{}}{}',
      '∫∫∫ lim lim ∑',
      '$$$$',
      'x=1=2=3<4>5',
      '\u0000\u0001\uffff',
      '🙂 解方程 🙂 = 🙂',
    ];
    for (const text of inputs) {
      const r = await solver.solve({ text });
      expect(typeof r.ok).toBe('boolean');
      if (!r.ok) expect(r.reason.length).toBeGreaterThan(0);
    }
  });

  it('stops when aborted', async () => {
    const ac = new AbortController();
    ac.abort(new Error('stopped'));
    await expect(solver.solve({ text: '解方程 x^2=4', signal: ac.signal })).rejects.toThrow('stopped');
  });
});

describe('verifyAnswer', () => {
  it('agrees, disagrees, or does not know', async () => {
    expect(await verifyAnswer('解方程 x^2-5x+6=0', 'x=2 或 x=3')).toBe('agree');
    expect(await verifyAnswer('解方程 x^2-5x+6=0', '$x_1=2,\\ x_2=4$')).toBe('disagree');
    expect(await verifyAnswer('解不等式 x^2-3x+2>0', 'x<1 或 x>2')).toBe('agree');
    expect(await verifyAnswer('解方程组 x+y=3, x-y=1', 'x=2, y=1')).toBe('agree');
    expect(await verifyAnswer('求 f(x)=x^3 的导数', "f'(x)=3x^2")).toBe('agree');
    expect(await verifyAnswer('\\int x e^x dx', '(x-1)e^x + C')).toBe('agree');
    expect(await verifyAnswer('\\int x e^x dx', 'xe^x + C')).toBe('disagree');
    expect(await verifyAnswer('质量为 2 kg 的物体受到 10 N 的水平拉力，在光滑水平面上，求物体的加速度。', 'a = 5 m/s^2')).toBe('agree');
    expect(await verifyAnswer('方程 x^2-5x+6=0 的解是（ ）A. x=2 B. x=3 C. x=2或x=3 D. x=-2或x=-3', '答案：C')).toBe('agree');
    expect(await verifyAnswer('方程 x^2-5x+6=0 的解是（ ）A. x=2 B. x=3 C. x=2或x=3 D. x=-2或x=-3', 'B')).toBe('disagree');
    expect(await verifyAnswer('求函数 f(x)=x^3-3x 的单调区间', '增区间为 (-∞,-1] 和 [1,+∞)，减区间为 [-1,1]')).toBe('agree');
    expect(await verifyAnswer('证明：√2 是无理数', '略')).toBe('unknown');
    expect(await verifyAnswer('解方程 x^2-5x+6=0', '这题我不会')).toBe('unknown');
  });
});

describe('bench/solver-problems/math.json', () => {
  const problems = JSON.parse(readFileSync(new URL('../../bench/solver-problems/math.json', import.meta.url), 'utf8')) as Array<{
    id: string;
    subject: string;
    text: string;
    expected: { kind: string };
  }>;
  it('has at least 45 math problems with unique ids, some expected to be refused', () => {
    expect(problems.length).toBeGreaterThanOrEqual(45);
    expect(new Set(problems.map((p) => p.id)).size).toBe(problems.length);
    expect(problems.every((p) => p.subject === 'math')).toBe(true);
    expect(problems.filter((p) => p.expected.kind === 'refuse').length).toBeGreaterThanOrEqual(6);
  });
});
