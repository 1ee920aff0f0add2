import { describe, expect, it } from 'vitest';
import { analyticGeometryEngine } from '../../server/solver/engines/analytic-geometry';
import { readQuestion } from '../../server/solver/read/question';

async function answer(text: string) {
  const r = await analyticGeometryEngine.solve(readQuestion(text, 'solution', 'math'));
  if (r?.outcome.ok) expect(r.outcome.verification.status).toBe('verified');
  return r?.outcome.ok ? r.outcome.finalAnswer : r ? 'refused' : null;
}

describe('an unknown coefficient from two lines perpendicular or parallel', () => {
  it('perpendicular: A₁A₂ + B₁B₂ = 0', async () => {
    // 3x + my − 1 = 0 ⟂ x − 2y + 5 = 0 → 3 − 2m = 0
    expect(await answer('已知直线 $3 x+m y-1=0$ 与直线 $x-2 y+5=0$ 互相垂直, 则 $m=$')).toBe('$m=\\frac{3}{2}$');
  });
  it('parallel, dropping the value that makes the lines coincide', async () => {
    // x + (a+1)y + 1 = 0 ∥ ax + 2y + 1 = 0 → 2 − a(a+1) = 0 → a = 1 or −2; at a = 1 both are x + 2y + 1 = 0
    expect(await answer('若直线 $x+(a+1) y+1=0$ 与直线 $a x+2 y+1=0$ 平行, 则 $a=$')).toBe('$a=-2$');
    // both values give distinct parallel lines: both are answers
    expect(await answer('若直线 $x+(a+1) y+1=0$ 与直线 $a x+2 y+2=0$ 平行, 则 $a=$')).toBe('$a=-2\\text{ 或 }1$');
  });
  it('leaves alone two unknowns or no condition', async () => {
    expect(await answer('已知直线 $a x+b y+1=0$ 与直线 $x-2 y+5=0$ 垂直, 则 $a=$')).toBeNull();
    expect(await answer('已知直线 $a x+2 y+1=0$ 与直线 $x-2 y+5=0$ 相交, 则 $a=$')).toBeNull();
  });
});
