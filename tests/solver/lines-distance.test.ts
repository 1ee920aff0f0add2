import { describe, expect, it } from 'vitest';
import { analyticGeometryEngine } from '../../server/solver/engines/analytic-geometry';
import { readQuestion } from '../../server/solver/read/question';

async function answer(text: string) {
  const r = await analyticGeometryEngine.solve(readQuestion(text, 'solution', 'math'));
  if (r?.outcome.ok) expect(r.outcome.verification.status).toBe('verified');
  return r?.outcome.ok ? r.outcome.finalAnswer : r ? 'refused' : null;
}

describe('distances to a line (点到直线的距离)', () => {
  it("from a circle's centre", async () => {
    // centre (1, −3): |1 − 3 − 2| / √2 = 2√2
    expect(await answer('圆 $x^{2}+y^{2}-2 x+6 y+6=0$ 的圆心到直线 $x+y-2=0$ 的距离为')).toBe('$2\\sqrt{2}$');
    // centre (−2, 1): |−8 + 3 − 5| / 5 = 2
    expect(await answer('圆 $(x+2)^{2}+(y-1)^{2}=9$ 的圆心到直线 $4 x+3 y-5=0$ 的距离为')).toBe('$2$');
  });
  it('between two parallel lines', async () => {
    expect(await answer('直线 $2 x-y+1=0$ 与直线 $2 x-y-4=0$ 之间的距离是')).toBe('$\\sqrt{5}$');
  });
  it('not for lines that meet, nor for a chord', async () => {
    expect(await answer('直线 $2 x-y+1=0$ 与直线 $x-y-4=0$ 之间的距离是')).toBeNull();
    expect(await answer('圆 $x^{2}+y^{2}=4$ 上的点到直线 $3 x+4 y-25=0$ 的距离的最小值为')).toBeNull();
  });
});
