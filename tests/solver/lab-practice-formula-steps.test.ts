import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { unicodeFormulasInSentence } from '../../server/solver/science/chem/formula-in-steps';

const solver = createOfflineSolver();

/** Lab-practice steps print formulas with LaTeX subscripts, in the options and in the reasons. */
describe('lab practice formulas in steps', () => {
  it('turns Unicode subscripts and charges into LaTeX', () => {
    expect(unicodeFormulasInSentence('2Fe²⁺ + Cl₂ = 2Fe³⁺ + 2Cl⁻')).toBe(
      '$\\mathrm{2Fe^{2+}}$ + $\\mathrm{Cl_2}$ = $\\mathrm{2Fe^{3+}}$ + $\\mathrm{2Cl^{-}}$',
    );
    expect(unicodeFormulasInSentence('Cu + 4HNO₃(浓)')).toBe('Cu + $\\mathrm{4HNO_3}$(浓)');
  });

  it('a lab question prints Cl₂ as every other chemistry step does', async () => {
    const r = await solver.solve({
      text: '4.（6 分）下列实验操作能达到实验目的是（）\nA. 用长颈漏斗分离出乙酸与乙醇反应的产物\nB. 用向上排空气法收集铜粉与稀硝酸反应产生的 NO\nC. 配制氯化铁溶液时, 将氯化铁溶解在较浓的盐酸中再加水稀释\nD. 将 $\\mathrm{Cl}_{2}$ 与 $\\mathrm{HCl}$ 混合气体通过饱和食盐水可得到纯净的 $\\mathrm{Cl}_{2}$',
    });
    expect(r.ok && r.finalAnswer).toContain('C');
    expect(r.ok && r.markdown).toContain('得不到纯净（干燥）的 $\\mathrm{Cl_2}$');
    expect(r.ok && r.markdown).toContain('将$\\mathrm{Cl_2}$与HCl');
    expect(r.ok && r.markdown).not.toContain('Cl₂');
  });
});
