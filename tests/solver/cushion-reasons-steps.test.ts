import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

const solver = createOfflineSolver();

/** Each quantity of a soft stop gets its own reason (Δp the same, F = Δp/Δt smaller, a larger area), not one for all. */
describe('soft stop reasons', () => {
  it('the airbag: area and time each with their own reason', async () => {
    const r = await solver.solve({
      text: '1. (6 分) 行驶中的汽车如果发生剧烈碰撞, 车内的安全气囊会被弹出并瞬间充满气体。若 碰撞后汽车的速度在很短时间内减小为零, 关于安全气囊在此过程中的作用, 下列说法 正确的是 $(\\quad)$\nA. 增加了司机单位面积的受力大小\nB. 减少了碰撞前后司机动量的变化量\nC. 将司机的动能全部转换成汽车的动能\nD. 延长了司机的受力时间并增大了司机的受力面积',
    });
    expect(r.ok && r.finalAnswer).toContain('D');
    expect(r.ok && r.markdown).toContain('气囊包住人体，接触的面积变大，受力面积增大');
    expect(r.ok && r.markdown).toContain('有气囊和没有气囊两种情况下');
    expect(r.ok && r.markdown).not.toContain('受力面积增大（');
  });
});
