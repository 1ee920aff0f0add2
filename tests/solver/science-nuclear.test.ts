import { describe, expect, it } from 'vitest';
import { solvePhysics } from '../../server/solver/science/physics';

const answerOf = async (text: string) => {
  const out = await solvePhysics(text);
  return out?.ok ? out.finalAnswer.replace(/（.*$/, '') : null;
};

describe('nuclear reactions: unknown particles from conservation of mass number and charge', () => {
  it('finds which reactions have a neutron as the unknown (several letters)', async () => {
    const text = [
      '下列核反应方程中，X 代表中子的有（ ）',
      'A. ${ }_{4}^{9} \\mathrm{Be}+{ }_{2}^{4} \\mathrm{He} \\rightarrow{ }_{6}^{12} \\mathrm{C}+\\mathrm{X}$',
      'B. ${ }_{7}^{14} \\mathrm{N}+{ }_{2}^{4} \\mathrm{He} \\rightarrow{ }_{8}^{17} \\mathrm{O}+\\mathrm{X}$',
      'C. ${ }_{1}^{2} \\mathrm{H}+{ }_{1}^{3} \\mathrm{H} \\rightarrow{ }_{2}^{4} \\mathrm{He}+\\mathrm{X}$',
      'D. ${ }_{92}^{238} \\mathrm{U} \\rightarrow{ }_{90}^{234} \\mathrm{Th}+\\mathrm{X}$',
    ].join('\n');
    expect(await answerOf(text)).toBe('AC');
  });

  it('reads statements about the unknowns of a chain of reactions', async () => {
    const text = [
      '用中子轰击锂核，反应方程为 ${ }_{0}^{1} \\mathrm{n}+{ }_{3}^{6} \\mathrm{Li} \\rightarrow \\mathrm{X}+{ }_{2}^{4} \\mathrm{He}$，X 又发生衰变 $\\mathrm{X} \\rightarrow \\mathrm{Y}+{ }_{-1}^{0} \\mathrm{e}$，则（ ）',
      'A. X 的质量数为 3',
      'B. Y 的电荷数比 X 的电荷数多 1',
      'C. X 的中子数与 Y 的中子数相等',
      'D. Y 是质子',
    ].join('\n');
    // X = ³₁H, Y = ³₂He: A true, B true, C false (2 vs 1), D false.
    expect(await answerOf(text)).toBe('AB');
  });

  it('identifies the unknown by name among options', async () => {
    const text = [
      '某核反应为 ${ }_{7}^{14} \\mathrm{N}+{ }_{2}^{4} \\mathrm{He} \\rightarrow{ }_{8}^{17} \\mathrm{O}+\\mathrm{X}$，则下列说法正确的是（ ）',
      'A. X 是中子',
      'B. X 是质子',
      'C. X 是电子',
      'D. X 是α粒子',
    ].join('\n');
    expect(await answerOf(text)).toBe('B');
  });

  it('does not answer when a nuclide does not match its element (a misprint)', async () => {
    const text = [
      '下列核反应方程中，X 代表中子的有（ ）',
      'A. ${ }_{5}^{9} \\mathrm{Be}+{ }_{2}^{4} \\mathrm{He} \\rightarrow{ }_{6}^{12} \\mathrm{C}+\\mathrm{X}$',
      'B. ${ }_{7}^{14} \\mathrm{N}+{ }_{2}^{4} \\mathrm{He} \\rightarrow{ }_{8}^{17} \\mathrm{O}+\\mathrm{X}$',
    ].join('\n');
    expect(await answerOf(text)).toBeNull();
  });

  it('does not answer when one statement is not about mass numbers or charges', async () => {
    const text = [
      '某核反应为 ${ }_{7}^{14} \\mathrm{N}+{ }_{2}^{4} \\mathrm{He} \\rightarrow{ }_{8}^{17} \\mathrm{O}+\\mathrm{X}$，则下列说法正确的是（ ）',
      'A. X 是质子',
      'B. 该反应是卢瑟福发现质子的实验',
      'C. X 是电子',
      'D. 该反应释放能量',
    ].join('\n');
    expect(await answerOf(text)).toBeNull();
  });
});

describe('numbers of α and β decays', () => {
  it('from the change of mass number and charge', async () => {
    const text = [
      '$\\,{ }_{92}^{238} \\mathrm{U}$ 经过若干次衰变后变成 ${ }_{82}^{206} \\mathrm{Pb}$，在此过程中（ ）',
      'A. 经过 6 次 α 衰变和 8 次 β 衰变',
      'B. 经过 8 次 α 衰变和 6 次 β 衰变',
      'C. 经过 8 次 α 衰变和 4 次 β 衰变',
      'D. 经过 10 次 α 衰变和 6 次 β 衰变',
    ].join('\n');
    expect(await answerOf(text)).toBe('B');
  });
  it('thorium to lead', async () => {
    const text = [
      '钍核 ${ }_{90}^{232} \\mathrm{Th}$ 衰变为铅核 ${ }_{82}^{208} \\mathrm{Pb}$，要经过（ ）',
      'A. 6 次 α 衰变，4 次 β 衰变',
      'B. 4 次 α 衰变，6 次 β 衰变',
      'C. 6 次 α 衰变，2 次 β 衰变',
      'D. 5 次 α 衰变，4 次 β 衰变',
    ].join('\n');
    expect(await answerOf(text)).toBe('A');
  });
});

describe('half-life over whole half-lives', () => {
  it('remaining fraction as a choice question', async () => {
    const text = [
      '某放射性元素的半衰期为 8 天，经过 24 天后，剩余的该元素的原子核占原来的（ ）',
      'A. $\\frac{1}{3}$',
      'B. $\\frac{1}{8}$',
      'C. $\\frac{1}{6}$',
      'D. $\\frac{7}{8}$',
    ].join('\n');
    expect(await answerOf(text)).toBe('B');
  });
  it('decayed mass from the initial mass', async () => {
    const out = await solvePhysics('碘 131 的半衰期为 8 d，16 g 碘 131 经过 16 d 后，已衰变的质量为多少？');
    // 「碘 131」 names the element: 16 d = 2 half-lives, 16 × 3/4 = 12 g decayed.
    expect(out?.ok && out.finalAnswer).toContain('m = 12\\ \\mathrm{g}');
    const out2 = await solvePhysics('某放射性元素的半衰期为 2 h，16 g 该元素经过 6 h 后，已衰变的质量为多少？');
    expect(out2?.ok && out2.finalAnswer).toContain('m = 14\\ \\mathrm{g}');
  });
  it('does not answer a time that is not a whole number of half-lives', async () => {
    const out = await solvePhysics('某放射性元素的半衰期为 8 天，经过 20 天后，剩余的原子核占原来的多少？');
    expect(out?.ok).not.toBe(true);
  });
});
