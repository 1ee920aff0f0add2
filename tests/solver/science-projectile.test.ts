import { describe, expect, it } from 'vitest';
import { solvePhysics } from '../../server/solver/science/physics';

const solve = async (text: string) => {
  const out = await solvePhysics(text);
  return out?.ok ? out.finalAnswer : null;
};

describe('horizontal throw', () => {
  it('time of flight and range', async () => {
    expect(await solve('一个小球从离地 20 m 高处以 10 m/s 的速度水平抛出，不计空气阻力，g 取 10 m/s^2，求小球落地所用的时间')).toContain(
      't = 2\\ \\mathrm{s}',
    );
    expect(
      await solve('一个小球从离地 20 m 高处以 10 m/s 的速度水平抛出，不计空气阻力，g 取 10 m/s^2，求小球落地点与抛出点的水平距离'),
    ).toContain('x = 20\\ \\mathrm{m}');
  });
  it('speed on landing as a choice question', async () => {
    const text = [
      '将一物体从 5 m 高处以 10 m/s 的初速度水平抛出，不计空气阻力，g 取 10 m/s^2，则物体落地时的速度大小约为（ ）',
      'A. 14 m/s',
      'B. 10 m/s',
      'C. 20 m/s',
      'D. 5 m/s',
    ].join('\n');
    expect((await solve(text))?.startsWith('A')).toBe(true);
  });
  it('does not answer a throw onto a slope or the direction on landing', async () => {
    expect(await solve('小球从斜面顶端以 10 m/s 的速度水平抛出，落在斜面上，斜面高 20 m，g 取 10 m/s^2，求飞行时间')).toBeNull();
    expect(await solve('一个小球从离地 20 m 高处以 10 m/s 的速度水平抛出，g 取 10 m/s^2，求落地时速度方向与水平方向的夹角')).toBeNull();
  });
});
