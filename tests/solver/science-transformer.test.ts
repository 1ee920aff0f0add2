import { describe, expect, it } from 'vitest';
import { solvePhysics } from '../../server/solver/science/physics';

const solve = async (text: string) => {
  const out = await solvePhysics(text);
  return out?.ok ? out.finalAnswer : null;
};

describe('ideal transformer', () => {
  it('secondary voltage from the turns ratio', async () => {
    expect(await solve('一理想变压器原、副线圈的匝数比为 10:1，原线圈接在 220 V 的交流电源上，求副线圈两端的电压')).toContain(
      'U_2 = 22\\ \\mathrm{V}',
    );
  });
  it('primary current through the load resistance (chain of relations)', async () => {
    expect(await solve('理想变压器原线圈 1100 匝，副线圈 110 匝，原线圈接 220 V 交流电，副线圈接 11 Ω 的电阻，求原线圈中的电流')).toContain(
      'I_1 = 0.2\\ \\mathrm{A}',
    );
  });
  it('input power as a choice question', async () => {
    const text = [
      '理想变压器原、副线圈的匝数比为 5:1，原线圈两端电压为 100 V，副线圈接 10 Ω 的电阻，则变压器的输入功率为（ ）',
      'A. 40 W',
      'B. 200 W',
      'C. 1000 W',
      'D. 8 W',
    ].join('\n');
    expect((await solve(text))?.startsWith('A')).toBe(true);
  });
  it('reads a sinusoidal source as its effective value (0105)', async () => {
    expect(await solve('理想变压器原、副线圈的匝数比为 10:1，原线圈接 u = 220\\sqrt{2}\\sin 100πt V 的交流电，求副线圈两端的电压')).toMatch(
      /22\\ \\mathrm\{V\}/,
    );
  });

  it('does not answer with lamps or an unplaced number', async () => {
    expect(await solve('理想变压器原、副线圈的匝数比为 10:1，副线圈接两只“6 V 3 W”的灯泡，求原线圈中的电流')).toBeNull();
    expect(await solve('理想变压器原、副线圈的匝数比为 10:1，电压为 220 V，求副线圈两端的电压')).toBeNull();
  });
});
