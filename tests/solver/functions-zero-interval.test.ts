import { describe, expect, it } from 'vitest';
import { functionsEngine } from '../../server/solver/engines/functions';
import { readQuestion } from '../../server/solver/read/question';

async function answer(text: string) {
  const r = await functionsEngine.solve(readQuestion(text, 'choice', 'math'));
  if (r?.outcome.ok) expect(r.outcome.verification.status).toBe('verified');
  return r?.outcome.ok ? r.outcome.finalAnswer : r ? 'refused' : null;
}
const opts = (xs: string[]) => xs.map((x, i) => `${'ABCD'[i]}. $${x}$`).join('\n');

describe('the interval that holds a zero (零点存在定理)', () => {
  it('picks the one option whose ends have values of opposite signs', async () => {
    // ln x + x − 3: f(2) < 0 < f(3)
    expect(await answer(`函数 $f(x)=\\ln x+x-3$ 的零点所在的区间是\n${opts(['(0,1)', '(1,2)', '(2,3)', '(3,4)'])}`)).toBe('C（$(2,3)$）');
    // 3^x + x: f(−1) < 0 < f(0)
    expect(await answer(`函数 $f(x)=3^{x}+x$ 的零点所在的一个区间是\n${opts(['(-2,-1)', '(-1,0)', '(0,1)', '(1,2)'])}`)).toBe(
      'B（$(-1,0)$）',
    );
  });
  it('refuses when an option holds two zeros or the function is not continuous there', async () => {
    // x² − 4x + 3 has zeros 1 and 3: (0,4) holds both while f(0)·f(4) > 0
    expect(await answer(`函数 $f(x)=x^{2}-4 x+3$ 的零点所在的区间是\n${opts(['(-2,-1)', '(0,2)', '(0,4)', '(4,5)'])}`)).toBe('refused');
    expect(await answer(`函数 $f(x)=\\frac{1}{x}-1$ 的零点所在的区间是\n${opts(['(-1,1)', '(1,2)', '(2,3)', '(3,4)'])}`)).toBe('refused');
    // a pole off the scan's grid: 1/(x − 0.3337) changes sign at 0.3337 without a zero
    expect(await answer(`函数 $f(x)=\\frac{1}{3 x-1.0011}+x$ 的零点所在的区间是\n${opts(['(-2,-1)', '(0,1)', '(1,2)', '(2,3)'])}`)).toBe(
      'refused',
    );
  });
});
