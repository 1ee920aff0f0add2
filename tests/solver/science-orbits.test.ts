import { describe, expect, it } from 'vitest';
import { solvePhysics } from '../../server/solver/science/physics';

const answerOf = async (text: string) => {
  const out = await solvePhysics(text);
  return out?.ok ? out.finalAnswer.replace(/（.*$/, '') : null;
};

describe('circular orbits about one body: orderings from the radii', () => {
  const stem =
    '三颗人造卫星 A、B、C 绕地球做匀速圆周运动，它们的周期分别为 $T_{A}、T_{B}、T_{C}$，角速度分别为 $\\omega_{A}、\\omega_{B}、\\omega_{C}$。已知轨道半径 $R_{A}>R_{B}>R_{C}$，则（ ）';
  it('decides period and angular-velocity orderings, several letters', async () => {
    const text = [
      stem,
      'A. $T_{A}>T_{B}>T_{C}$',
      'B. $T_{C}>T_{B}>T_{A}$',
      'C. $\\omega_{C}>\\omega_{B}>\\omega_{A}$',
      'D. $\\omega_{A}>\\omega_{C}>\\omega_{B}$',
    ].join('\n');
    expect(await answerOf(text)).toBe('AC');
  });
  it('does not answer a quantity the stem does not name', async () => {
    const text = [stem, 'A. $a_{A}>a_{B}>a_{C}$', 'B. $T_{C}>T_{B}>T_{A}$', 'C. $T_{A}>T_{B}>T_{C}$', 'D. $T_{B}>T_{C}>T_{A}$'].join('\n');
    expect(await answerOf(text)).toBeNull();
  });
  it('does not answer orbits about different bodies', async () => {
    const text = [
      '卫星 A 绕地球、卫星 B 绕月球做匀速圆周运动，周期分别为 $T_{A}、T_{B}$，已知轨道半径 $R_{A}>R_{B}$，则（ ）',
      'A. $T_{A}>T_{B}$',
      'B. $T_{A}<T_{B}$',
    ].join('\n');
    expect(await answerOf(text)).toBeNull();
  });
});
