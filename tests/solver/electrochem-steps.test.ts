import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

const solver = createOfflineSolver();

const EDISON = [
  '铁镍蓄电池放电时的总反应为 Fe+Ni2O3+3H2O=Fe(OH)2+2Ni(OH)2。下列有关该电池的说法不正确的是（ ）',
  'A. 电池的电解液为碱性溶液，正极为Ni2O3、负极为Fe',
  'B. 电池放电时，负极反应为Fe+2OH⁻-2e⁻=Fe(OH)2',
  'C. 电池充电过程中，阴极附近溶液的碱性减弱',
  'D. 电池充电时，阳极反应为2Ni(OH)2+2OH⁻-2e⁻=Ni2O3+3H2O',
].join('\n');

/** Each electrochemistry verdict says what the electrode reaction does, in the option's own words and formulas. */
describe('electrochemistry steps', () => {
  it('names the ion a half reaction makes and the change the option speaks of', async () => {
    const out = await solver.solve({ text: EDISON });
    expect(out.ok && out.finalAnswer).toMatch(/^C/);
    const md = out.ok ? out.markdown : '';
    expect(md).toContain('生成 OH⁻，附近碱性增强（pH 增大）');
    expect(md).not.toContain('消耗 H⁺ 或生成 OH⁻');
    expect(md).toContain('$\\mathrm{Ni_2O_3}$ 是正极');
    expect(md).toContain('原电池的负极、电解池的阳极失电子');
    expect(md).not.toContain('负极（阳极）');
  });
});
