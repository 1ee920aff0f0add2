import { describe, expect, it } from 'vitest';
import { solidsEngine } from '../../server/solver/engines/solids';
import { readQuestion } from '../../server/solver/read/question';

async function answer(text: string) {
  const r = await solidsEngine.solve(readQuestion(text, 'solution', 'math'));
  if (r?.outcome.ok) expect(r.outcome.verification.status).toBe('verified');
  return r?.outcome.ok ? r.outcome.finalAnswer : r ? 'refused' : null;
}

describe('prisms, pyramids and frustums', () => {
  it('from base area and height', async () => {
    expect(await answer('已知棱锥的底面积为 $6$，高为 $4$，则该棱锥的体积为')).toBe('$8$');
    expect(await answer('一个棱柱的底面积为 $5$，高为 $3$，则它的体积是')).toBe('$15$');
  });
  it('regular prisms and pyramids from the base edge', async () => {
    expect(await answer('正四棱锥的底面边长为 $2$，高为 $3$，则它的体积为')).toBe('$4$');
    expect(await answer('正三棱柱的底面边长为 $2$，高为 $3$，则它的体积为')).toBe('$3\\sqrt{3}$');
    expect(await answer('正六棱锥的底面边长为 $2$，高为 $3$，则它的体积为')).toBe('$6\\sqrt{3}$');
  });
  it('frustums', async () => {
    expect(await answer('棱台的上、下底面面积分别为 $4$ 和 $16$，高为 $3$，则该棱台的体积为')).toBe('$28$');
    expect(await answer('圆台的上、下底面半径分别为 $1$ 和 $2$，高为 $3$，则该圆台的体积为')).toBe('$7\\pi$');
  });
  it('leaves other questions alone', async () => {
    expect(await answer('正四棱锥的底面边长为 $2$，侧棱长为 $3$，则它的体积为')).toBeNull();
  });
});
