import { describe, expect, it } from 'vitest';
import { solvePhysics } from '../../server/solver/science/physics';

const solve = async (text: string) => {
  const out = await solvePhysics(text);
  return out?.ok ? out.finalAnswer : null;
};

describe('photoelectric effect: E_k = hν − W₀', () => {
  it('maximum kinetic energy from photon energy and work function (choice)', async () => {
    const text = [
      '用光子能量为 5.0 eV 的光照射某金属发生光电效应，该金属的逸出功为 2.3 eV，则光电子的最大初动能为（ ）',
      'A. 2.7 eV',
      'B. 7.3 eV',
      'C. 2.3 eV',
      'D. 5.0 eV',
    ].join('\n');
    expect((await solve(text))?.startsWith('A')).toBe(true);
  });
  it('stopping voltage', async () => {
    const out = await solve('用能量为 4.5 eV 的光子照射逸出功为 2.5 eV 的金属，发生光电效应，求遏止电压');
    expect(out).toContain('U_c = 2\\ \\mathrm{V}');
  });
  it('work function from the stopping voltage', async () => {
    const out = await solve('用光子能量为 6.0 eV 的光照射某金属发生光电效应，测得遏止电压为 2.0 V，求该金属的逸出功');
    expect(out).toContain('W_0 = 4\\ \\mathrm{eV}');
  });
  it('cut-off frequency from the work function, with the given h and e', async () => {
    const text = [
      '某金属的逸出功为 3.3 eV，普朗克常量 h = 6.6×10^{-34} J·s，元电荷 e = 1.6×10^{-19} C，能使该金属发生光电效应的光的截止频率约为（ ）',
      'A. 8.0×10^{14} Hz',
      'B. 5.0×10^{14} Hz',
      'C. 1.2×10^{15} Hz',
      'D. 3.0×10^{14} Hz',
    ].join('\n');
    expect((await solve(text))?.startsWith('A')).toBe(true);
  });
  it('does not answer a comparison of two lights', async () => {
    const text = [
      '用频率分别为 ν_a、ν_b 的两束光照射同一金属发生光电效应，逸出功为 2.0 eV，则最大初动能（ ）',
      'A. 一样大',
      'B. a 的大',
    ].join('\n');
    expect(await solve(text)).toBeNull();
  });
});
