import { describe, expect, it } from 'vitest';
import { functionsEngine } from '../../server/solver/engines/functions';
import { evaluate } from '../../server/solver/math/compute/evaluate';
import { expectNoAnswer, expectRefused, numbersBy, solvedBy } from './hs-helpers';

describe('functions engine: piecewise values', () => {
  it('evaluates nested applications from the inside out', async () => {
    const { out, value } = await solvedBy(
      functionsEngine,
      '已知函数 $f(x)=\\begin{cases} 2^{x}, & x\\le 0 \\\\ \\log_{3} x, & x>0 \\end{cases}$，则 $f\\left(f\\left(\\frac{1}{9}\\right)\\right)=$',
    );
    // f(1/9) = -2, f(-2) = 1/4
    expect(value).toEqual({ kind: 'numbers', values: [0.25] });
    expect(out.markdown).toContain('**步骤 2**');
  });

  it('reads array environments and sums of values', async () => {
    expect(
      await numbersBy(
        functionsEngine,
        '设 $f(x)=\\left\\{\\begin{array}{ll}x+2, & x<0 \\\\ x^{2}, & x \\geq 0\\end{array}\\right.$，求 $f(-3)+f(3)$',
      ),
    ).toEqual([8]);
  });

  it('refuses points outside every piece, solves f(a)=k asked with 求, and leaves zeros', async () => {
    await expectRefused(functionsEngine, '已知 $f(x)=\\begin{cases} x+1, & x<0 \\\\ x-1, & x>0 \\end{cases}$，求 $f(0)$', /定义范围/);
    // 「求 $a$」 reads like 「则 $a=$」: the piece a ≥ 0 gives a = 3, the piece a < 0 gives 1, outside it
    expect(
      (await solvedBy(functionsEngine, '已知 $f(x)=\\begin{cases} x+1, & x<0 \\\\ x-1, & x\\ge 0 \\end{cases}$，若 $f(a)=2$，求 $a$')).out
        .finalAnswer,
    ).toBe('$a=3$');
    await expectNoAnswer(functionsEngine, '已知 $f(x)=\\begin{cases} x+1, & x<0 \\\\ x-1, & x\\ge 0 \\end{cases}$，求 $f(x)$ 的零点');
  });
});

describe('functions engine: domains', () => {
  it('intersects the conditions of roots, logarithms and denominators', async () => {
    const a = await solvedBy(functionsEngine, '函数 $f(x)=\\sqrt{3-x}+\\frac{1}{x+1}$ 的定义域为');
    expect(a.value).toEqual({
      kind: 'interval',
      intervals: [
        { lo: Number.NEGATIVE_INFINITY, hi: -1, loClosed: false, hiClosed: false },
        { lo: -1, hi: 3, loClosed: false, hiClosed: true },
      ],
    });
    const b = await solvedBy(functionsEngine, '函数 $y=\\frac{\\ln(x+2)}{\\sqrt{1-x}}$ 的定义域是');
    expect(b.value).toEqual({ kind: 'interval', intervals: [{ lo: -2, hi: 1, loClosed: false, hiClosed: false }] });
  });

  it('leaves domains with parameters or given domains', async () => {
    await expectNoAnswer(functionsEngine, '已知函数 $f(x)$ 的定义域为 $[0,2]$，求 $f(2x-1)$ 的定义域');
    await expectNoAnswer(functionsEngine, '若函数 $f(x)=\\sqrt{ax^2+1}$ 的定义域为 $\\mathbb{R}$，求 $a$ 的取值范围');
  });
});

describe('functions engine: parity', () => {
  it('compares f(−x) with ±f(x) on a symmetric domain', async () => {
    expect((await solvedBy(functionsEngine, '判断函数 $f(x)=x\\sin x$ 的奇偶性')).out.finalAnswer).toBe('偶函数');
    expect((await solvedBy(functionsEngine, '判断函数 $f(x)=\\frac{x}{x^2+1}$ 的奇偶性')).out.finalAnswer).toBe('奇函数');
    expect((await solvedBy(functionsEngine, '判断函数 $f(x)=x^2-2x$ 的奇偶性')).out.finalAnswer).toBe('非奇非偶函数');
  });

  it('answers non-symmetric domains and finds a parameter asked with 求', async () => {
    const { out } = await solvedBy(functionsEngine, '判断函数 $f(x)=\\ln(x-1)$ 的奇偶性');
    expect(out.finalAnswer).toBe('非奇非偶函数');
    expect(out.markdown).toContain('不关于原点对称');
    // a lone point left out (x = 1) whose mirror image x = −1 is kept: the samples agree, the domain does not
    const hole = await solvedBy(functionsEngine, '判断函数 $f(x)=\\frac{x^{2}-x}{x-1}$ 的奇偶性');
    expect(hole.out.finalAnswer).toBe('非奇非偶函数');
    expect(hole.out.markdown).toContain('不关于原点对称');
    // holes that mirror each other keep the answer: 1/(x² − 1) is even
    expect((await solvedBy(functionsEngine, '判断函数 $f(x)=\\frac{1}{x^{2}-1}$ 的奇偶性')).out.finalAnswer).toBe('偶函数');
    expect((await solvedBy(functionsEngine, '判断函数 $f(x)=\\tan x$ 的奇偶性')).out.finalAnswer).toBe('奇函数');
    // 「求实数 $a$ 的值」 reads like 「则实数 $a=$」; the parameter is then found (x² + ax even ⇔ a = 0)
    expect((await solvedBy(functionsEngine, '若函数 $f(x)=x^2+ax$ 是偶函数，求实数 $a$ 的值')).out.finalAnswer).toBe('$a=0$');
  });
});

describe('functions engine: the other half of an odd or even function', () => {
  it('finds values from the known half', async () => {
    expect(await numbersBy(functionsEngine, '已知 $f(x)$ 是奇函数，当 $x>0$ 时，$f(x)=x^{2}+\\frac{1}{x}$，则 $f(-1)=$')).toEqual([-2]);
    expect(await numbersBy(functionsEngine, '已知 $f(x)$ 是偶函数，且 $f(x)=\\log_2 (x+2)(x \\geqslant 0)$，则 $f(-6)=$')).toEqual([3]);
    expect(await numbersBy(functionsEngine, '设 $f(x)$ 为奇函数，当 $x>0$ 时，$f(x)=3x-1$，则 $f(0)=$')).toEqual([0]);
    // an even function's value at 0 is not determined by the half x > 0
    await expectNoAnswer(functionsEngine, '设 $f(x)$ 为偶函数，当 $x>0$ 时，$f(x)=3x-1$，则 $f(0)=$');
  });

  it('writes the expression on the other side', async () => {
    const { value } = await solvedBy(functionsEngine, '设 $f(x)$ 为奇函数，且当 $x \\geq 0$ 时，$f(x)=x^2-2x$，则当 $x<0$ 时，$f(x)=$');
    if (value.kind !== 'expression') throw new Error(value.kind);
    // −((−x)² − 2(−x)) = −x² − 2x
    for (const x of [-1, -2.5]) expect(evaluate(value.node, { x })).toBeCloseTo(-x * x - 2 * x, 12);
  });
});

describe('functions engine: an even function monotonic on [0,+∞)', () => {
  it('turns f(u) ⋚ f(v) into |u| ⋚ |v|', async () => {
    const { value } = await solvedBy(
      functionsEngine,
      '已知偶函数 $f(x)$ 在 $[0,+\\infty)$ 单调递增，$f(3)=0$，若 $f(2x-1)<0$，则 $x$ 的取值范围是',
    );
    // |2x−1| < 3 → −1 < x < 2
    expect(value).toEqual({ kind: 'interval', intervals: [{ lo: -1, hi: 2, loClosed: false, hiClosed: false }] });
    const r = await solvedBy(functionsEngine, '已知偶函数 $f(x)$ 在 $[0,+\\infty)$ 上单调递减，则满足 $f(x-2)>f(1)$ 的 $x$ 的取值范围是');
    // |x−2| < 1 → 1 < x < 3
    expect(r.value).toEqual({ kind: 'interval', intervals: [{ lo: 1, hi: 3, loClosed: false, hiClosed: false }] });
  });

  it('leaves odd functions and missing monotonicity', async () => {
    await expectNoAnswer(functionsEngine, '已知奇函数 $f(x)$ 在 $[0,+\\infty)$ 单调递减，$f(2)=0$，若 $f(x-1)>0$，则 $x$ 的取值范围是');
    await expectNoAnswer(functionsEngine, '已知偶函数 $f(x)$ 满足 $f(2)=0$，若 $f(x-1)>0$，则 $x$ 的取值范围是');
  });
});

describe('functions engine: values from parity, symmetry axes and periods', () => {
  it('carries the asked argument to the known one', async () => {
    expect(await numbersBy(functionsEngine, '已知偶函数 $y=f(x)$ 的图象关于直线 $x=1$ 对称，$f(5)=2$，则 $f(-3)=$')).toEqual([2]);
    // odd, f(x+4)=f(x): f(7)=f(-1)=−f(1)
    expect(await numbersBy(functionsEngine, '已知 $f(x)$ 是奇函数，且 $f(x+4)=f(x)$，$f(1)=2$，则 $f(7)=$')).toEqual([-2]);
    // f(x+2) = −f(x): f(5) = −f(3) = f(1)
    expect(await numbersBy(functionsEngine, '函数 $f(x)$ 满足 $f(x+2)=-f(x)$，$f(1)=3$，则 $f(5)=$')).toEqual([3]);
  });

  it('refuses when the known value cannot be reached', async () => {
    await expectRefused(functionsEngine, '已知偶函数 $y=f(x)$ 的图象关于直线 $x=2$ 对称，$f(3)=3$，则 $f(\\frac{1}{2})=$');
  });
});
