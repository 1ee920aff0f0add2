import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { formulaInSteps, formulasInSentence } from '../../server/solver/science/chem/formula-in-steps';

const solver = createOfflineSolver();

/** Formulas in chemistry steps print with subscripts ($\\mathrm{C_2H_4O_2}$), as every other chemistry step writes them. */
describe('chemistry formulas in steps', () => {
  it('prints a plain formula with subscripts and leaves names and bare symbols readable', () => {
    expect(formulaInSteps('C2H4O2')).toBe('$\\mathrm{C_2H_4O_2}$');
    expect(formulaInSteps('Al(OH)_3')).toBe('$\\mathrm{Al(OH)_3}$');
    expect(formulaInSteps('硝酸')).toBe('硝酸');
    expect(formulasInSentence('Na2O2 含有离子键；已写好的 $\\mathrm{CO_2}$ 不动')).toBe(
      '$\\mathrm{Na_2O_2}$ 含有离子键；已写好的 $\\mathrm{CO_2}$ 不动',
    );
  });

  it('an N_A question names the acid and prints NH3 with its subscript', async () => {
    const r = await solver.solve({
      text: '2. (6 分) 设 $\\mathrm{N}_{\\mathrm{A}}$ 为阿伏加德罗常数值. 下列有关叙述正确的是（）\nA. $14 \\mathrm{~g}$ 乙烯和丙烯混合气体中的氢原子数为 $2 \\mathrm{~N}_{\\mathrm{A}}$\nB. $1 \\mathrm{~mol} \\mathrm{~N}_{2}$ 与 $4 \\mathrm{~mol} \\mathrm{H}_{2}$ 反应生成的 $\\mathrm{NH}_{3}$ 分子数为 $2 \\mathrm{~N}_{\\mathrm{A}}$\nC. $1 \\mathrm{~mol} \\mathrm{Fe}$ 溶于过量硝酸, 电子转移数为 $2 \\mathrm{~N}_{\\mathrm{A}}$\nD. 标准状况下, $2.24 \\mathrm{~L} \\mathrm{CCl}_{4}$ 含有的共价键数为 $0.4 \\mathrm{~N}_{\\mathrm{A}}$',
    });
    expect(r.ok && r.finalAnswer).toContain('A');
    expect(r.ok && r.markdown).toContain('铁与过量硝酸反应生成');
    expect(r.ok && r.markdown).toContain('生成的 $\\mathrm{NH_3}$ 少于');
    expect(r.ok && r.markdown).not.toContain('undefined');
  });
});
