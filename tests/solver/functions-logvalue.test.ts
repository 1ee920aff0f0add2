import { describe, expect, it } from 'vitest';
import { functionsEngine } from '../../server/solver/engines/functions';
import { numbersBy, run } from './hs-helpers';

describe('functions engine: logarithm values by change of base', () => {
  it('simplifies products and quotients of logarithms', async () => {
    expect(await numbersBy(functionsEngine, '计算：$\\log_3 5\\cdot\\log_5 9=$')).toEqual([2]);
    expect(await numbersBy(functionsEngine, '$\\frac{\\log_2 9}{\\log_2 3}=$')).toEqual([2]);
    expect(await numbersBy(functionsEngine, '计算 $\\log_2 3\\cdot\\log_3 4+\\lg 2+\\lg 5$')).toEqual([3]);
    expect(await numbersBy(functionsEngine, '计算 $\\log_4 3\\cdot\\log_9 2$')).toEqual([0.25]);
  });

  it('leaves values that are not rational and expressions without a product of logarithms', async () => {
    expect(await run(functionsEngine, '计算 $\\log_2 3\\cdot\\log_3 5$')).toBeNull();
    expect(await run(functionsEngine, '计算 $\\log_2 8+\\lg 100$')).toBeNull();
  });
});
