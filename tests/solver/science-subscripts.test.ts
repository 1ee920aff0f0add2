import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

const solver = createOfflineSolver();

describe('a subscript names a quantity, it is not a stray number', () => {
  it.each([
    [
      '一辆汽车以 $v_0=20\\,\\text{m/s}$ 的速度行驶，刹车后做匀减速直线运动，加速度大小为 $5\\,\\text{m/s}^2$，求刹车后 $6\\,\\text{s}$ 内的位移。',
      '40',
    ],
    ['物体的初速度 v_0 为 4 m/s，加速度为 2 m/s²，求 3 s 末的速度。', '10'],
  ])('%s', async (text, value) => {
    const out = await solver.solve({ text });
    expect(out.ok && out.finalAnswer).toMatch(new RegExp(`= ${value}\\\\ `));
  });

  it('a count without a unit still stops the formula engine', async () => {
    const out = await solver.solve({ text: '质量为 2 kg 的物体，受到 3 个力，求加速度' });
    expect(out.ok).toBe(false);
  });
});
