import { describe, expect, it } from 'vitest';
import { solvePhysics } from '../../server/solver/science/physics';

const solve = async (text: string) => {
  const out = await solvePhysics(text);
  return out?.ok ? out.finalAnswer : null;
};

describe('two resistors in series or parallel', () => {
  it('series: current and one voltage', async () => {
    expect(await solve('电阻 R1 = 4 Ω 与 R2 = 8 Ω 串联后接在电压为 12 V 的电源上，求电路中的电流')).toContain('I = 1\\ \\mathrm{A}');
    expect(await solve('电阻 R1 = 4 Ω 与 R2 = 8 Ω 串联后接在电压为 12 V 的电源上，求 R2 两端的电压')).toContain('U_2 = 8\\ \\mathrm{V}');
    expect(await solve('电阻 R1=10 Ω 与 R2=20 Ω 串联，电源电压 6 V，求电流')).toContain('I = 0.2\\ \\mathrm{A}');
  });
  it('parallel: branch current and total power', async () => {
    expect(await solve('R1 = 6 Ω 和 R2 = 3 Ω 两个电阻并联，接在 6 V 的电源两端，求通过 R2 的电流')).toContain('I_2 = 2\\ \\mathrm{A}');
    expect(await solve('R1 = 6 Ω 和 R2 = 3 Ω 两个电阻并联，接在 6 V 的电源两端，求电路消耗的总功率')).toContain('P = 18\\ \\mathrm{W}');
  });
  it('total resistance as a choice question', async () => {
    const text = ['阻值为 6 Ω 和 3 Ω 的两个电阻并联后的总电阻为（ ）', 'A. 2 Ω', 'B. 9 Ω', 'C. 4.5 Ω', 'D. 18 Ω'].join('\n');
    expect((await solve(text))?.startsWith('A')).toBe(true);
  });
  it('does not answer with internal resistance or a voltage across one resistor', async () => {
    expect(await solve('电阻 R1 = 4 Ω 与 R2 = 8 Ω 串联后接在电动势为 12 V、内阻为 0 Ω 的电源上，求电路中的电流')).toBeNull();
    expect(await solve('电阻 R1 = 4 Ω 与 R2 = 8 Ω 串联，R1 两端的电压为 2 V，求 R2 两端的电压')).toBeNull();
  });
});
