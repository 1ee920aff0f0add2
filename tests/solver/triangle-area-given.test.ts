import { describe, expect, it } from 'vitest';
import { triangleEngine } from '../../server/solver/engines/triangle';
import { readQuestion } from '../../server/solver/read/question';

async function answer(text: string) {
  const r = await triangleEngine.solve(readQuestion(text, 'solution', 'math'));
  if (r?.outcome.ok) expect(r.outcome.verification.status).toBe('verified');
  return r?.outcome.ok ? r.outcome.finalAnswer : r ? 'refused' : null;
}

describe('a triangle with its area given', () => {
  it('the area fixes the other side next to the known angle, then the law of cosines', async () => {
    // ½·2·c·sin 60° = 2√3 → c = 4; a² = 4 + 16 − 8 = 12
    expect(await answer('在 $\\triangle A B C$ 中, $A=60^{\\circ}, b=2$, 其面积为 $2 \\sqrt{3}$, 则 $a=$')).toBe('$a=2\\sqrt{3}$');
    // ½·a·3·sin(π/2) = 6 → a = 4; c² = 16 + 9
    expect(await answer('在 $\\triangle A B C$ 中, $C=\\frac{\\pi}{2}, b=3$, $\\triangle A B C$ 的面积为 $6$, 则 $c=$')).toBe('$c=5$');
  });
  it('not when the area does not fix one side', async () => {
    expect(await answer('在 $\\triangle A B C$ 中, $A=60^{\\circ}$, 其面积为 $\\sqrt{3}$, 则 $a=$')).toBeNull();
  });
});
