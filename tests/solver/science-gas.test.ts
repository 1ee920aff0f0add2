import { describe, expect, it } from 'vitest';
import { solvePhysics } from '../../server/solver/science/physics';

const solve = async (text: string) => {
  const out = await solvePhysics(text);
  return out?.ok ? out.finalAnswer : null;
};

describe('gas laws for a fixed mass of gas', () => {
  it("Boyle's law", async () => {
    expect(await solve('一定质量的气体，温度保持不变，压强为 1.0×10^5 Pa 时体积为 6 L，体积压缩到 2 L 时，压强为多少？')).toContain(
      'p_2 = 3 \\times 10^{5}\\ \\mathrm{Pa}',
    );
  });
  it('constant volume, temperatures in °C', async () => {
    expect(await solve('密闭容器中一定质量的气体体积不变，27 ℃ 时压强为 1.0×10^5 Pa，温度升高到 127 ℃ 时，压强为多少？')).toContain(
      'p_2 \\approx 1.333 \\times 10^{5}',
    );
  });
  it('constant pressure, temperature asked in kelvin', async () => {
    expect(await solve('一定质量的气体压强保持不变，温度为 300 K 时体积为 2 L，体积增大到 3 L 时，温度为多少 K？')).toContain(
      'T_2 = 450\\ \\mathrm{K}',
    );
  });
  it('the combined law as a choice question', async () => {
    const text = [
      '一定质量的理想气体，压强为 2 atm、体积为 3 L、温度为 300 K，当压强变为 1 atm、温度变为 400 K 时，体积为（ ）',
      'A. 8 L',
      'B. 4.5 L',
      'C. 6 L',
      'D. 2 L',
    ].join('\n');
    expect((await solve(text))?.startsWith('A')).toBe(true);
  });
  it('does not answer with a column of mercury or a number it cannot place', async () => {
    expect(
      await solve('一定质量的气体被 10 cm 长的水银柱封闭，温度不变，压强为 76 cmHg 时体积为 6 L，体积变为 3 L 时压强为多少？'),
    ).toBeNull();
    expect(await solve('一定质量的气体，温度不变，压强为 1 atm 时体积为 6 L，分 3 次压缩，体积变为 2 L 时，压强为多少？')).toBeNull();
  });
});
