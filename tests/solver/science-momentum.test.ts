import { describe, expect, it } from 'vitest';
import { solvePhysics } from '../../server/solver/science/physics';

const solve = async (text: string) => {
  const out = await solvePhysics(text);
  return out?.ok ? out.finalAnswer : null;
};

describe('momentum conservation in one dimension', () => {
  it('a moving body sticks to one at rest: common velocity', async () => {
    expect(
      await solve('质量为 2 kg 的小球 A 以 3 m/s 的速度与质量为 1 kg 的静止小球 B 碰撞，碰后两球粘在一起，求碰后它们的共同速度'),
    ).toContain('v = 2\\ \\mathrm{m/s}');
  });
  it('kinetic energy lost in the sticking collision', async () => {
    expect(
      await solve('质量为 2 kg 的小球 A 以 3 m/s 的速度与质量为 1 kg 的静止小球 B 碰撞，碰后两球粘在一起，求碰撞中损失的动能'),
    ).toContain('\\Delta E_k = 3\\ \\mathrm{J}');
  });
  it('recoil as a choice question', async () => {
    const text = [
      '质量为 60 kg 的人以 2 m/s 的速度从质量为 120 kg 的静止小船上水平跳出，不计水的阻力，则小船后退的速度大小为（ ）',
      'A. 1 m/s',
      'B. 2 m/s',
      'C. 4 m/s',
      'D. 0.5 m/s',
    ].join('\n');
    expect((await solve(text))?.startsWith('A')).toBe(true);
  });
  it('does not answer when the velocity cannot be placed on a body', async () => {
    expect(await solve('质量为 120 kg 的小船静止在水面上，质量为 60 kg 的人从船上跳出，船以 1 m/s 的速度后退，求人的速度')).toBeNull();
    expect(await solve('质量为 60 kg 的人从质量为 120 kg 的静止小船上以 2 m/s 的速度跳出，求船的速度')).toBeNull();
    expect(await solve('质量为 60 kg 的人以相对船 2 m/s 的速度从质量为 120 kg 的静止小船上跳出，求船的速度')).toBeNull();
  });
});
