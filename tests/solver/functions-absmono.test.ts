import { describe, expect, it } from 'vitest';
import { functionsEngine } from '../../server/solver/engines/functions';
import { expectNoAnswer, solvedBy } from './hs-helpers';

const inf = Number.POSITIVE_INFINITY;
const open = (lo: number, hi: number) => ({ lo, hi, loClosed: false, hiClosed: false });

describe('functions engine: monotonic intervals of functions with absolute values', () => {
  it('splits at the zeros inside the bars and merges pieces going the same way', async () => {
    const a = await solvedBy(functionsEngine, '函数 $f(x)=|x-1|$ 的单调递增区间是');
    expect(a.value).toEqual({ kind: 'monotonic', increasing: [open(1, inf)], decreasing: [open(-inf, 1)] });
    const b = await solvedBy(functionsEngine, '求函数 $f(x)=|x^2-2x|$ 的单调区间');
    expect(b.value).toEqual({ kind: 'monotonic', increasing: [open(0, 1), open(2, inf)], decreasing: [open(-inf, 0), open(1, 2)] });
    expect(b.out.markdown).toContain('去掉绝对值');
    const c = await solvedBy(functionsEngine, '函数 $y=x|x-2|$ 的单调递减区间为');
    expect(c.value).toEqual({ kind: 'monotonic', increasing: [open(-inf, 1), open(2, inf)], decreasing: [open(1, 2)] });
  });

  it('refuses constant pieces and leaves parameters', async () => {
    await expectNoAnswer(functionsEngine, '函数 $f(x)=|x-1|+|x+2|$ 的单调区间');
    await expectNoAnswer(functionsEngine, '若函数 $f(x)=|x-a|$ 在 $[1,+\\infty)$ 上单调递增，求 $a$ 的取值范围');
  });
});
