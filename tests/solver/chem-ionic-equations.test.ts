import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { isBalanced } from '../../server/solver/science/chem/balance';
import { findEquation } from '../../server/solver/science/chem/equation-text';
import { ionicEquationFault } from '../../server/solver/science/chem/ionic-equation-faults';
import { judgeIonicEquation } from '../../server/solver/science/chem/ionic-equation-judge';
import { readIonicEquationOption } from '../../server/solver/science/chem/ionic-equation-option';
import { TEXTBOOK_IONIC_EQUATIONS } from '../../server/solver/science/chem/ionic-equation-table';
import { IONIC_EQUATION_CASES } from './chem-ionic-equations-cases';
import { expectProbe } from './lookalike-hunt-shared';

const solver = createOfflineSolver();

describe('离子方程式正误判断: probes', () => {
  it.each(IONIC_EQUATION_CASES.map((c, i) => [`${i + 1}: ${c.text.split('\n')[0]}`, c] as const))('%s', async (_, c) => {
    await expectProbe(solver, c);
  });
});

describe('textbook ionic equations table', () => {
  it('holds only balanced equations the shared reader parses', () => {
    const bad = TEXTBOOK_IONIC_EQUATIONS.filter((t) => {
      const e = findEquation(t.equation);
      return !e || e.source !== t.equation || !isBalanced(e.reactants, e.products, e.written);
    }).map((t) => t.equation);
    expect(bad).toEqual([]);
  });
  it('finds no fault in its own equations, and judges those without conditions right when written bare', () => {
    const odd = TEXTBOOK_IONIC_EQUATIONS.flatMap((t) => {
      const o = readIonicEquationOption(t.arrow === 'reversible' ? t.equation.replace('=', '⇌') : t.equation);
      if (!o) return [`unread: ${t.equation}`];
      const fault = ionicEquationFault(o);
      if (fault) return [`${t.equation}: ${fault}`];
      const bare = !t.when && !t.strength && !t.needs;
      return bare && judgeIonicEquation(o).right !== true ? [`not right: ${t.equation}`] : [];
    });
    expect(odd).toEqual([]);
  });
});

describe('one option of 离子方程式正误', () => {
  const verdict = (text: string) => {
    const o = readIonicEquationOption(text);
    return o ? judgeIonicEquation(o).right : 'unread';
  };
  it.each([
    // Right equations outside the table, or conditions not read: undecided, never judged.
    ['Cl2通入热的NaOH溶液：Cl2 + 2OH⁻ = Cl⁻ + ClO⁻ + H2O', null],
    ['向FeI2溶液中通入少量Cl2：2Fe²⁺ + Cl2 = 2Fe³⁺ + 2Cl⁻', null],
    ['向NaHSO4溶液中滴加Ba(OH)2溶液至中性：2H⁺ + SO4²⁻ + Ba²⁺ + 2OH⁻ = BaSO4↓ + 2H2O', null],
    ['0.1 mol/L NaOH溶液与盐酸反应：H⁺ + OH⁻ = H2O', null],
    ['在碱性溶液中：2Fe²⁺ + H2O2 + 2H⁺ = 2Fe³⁺ + 2H2O', null],
    ['NaHCO3溶液中加入过量Ca(OH)2溶液：HCO3⁻ + OH⁻ = CO3²⁻ + H2O', null],
    ['向沸水中滴加饱和FeCl3溶液：Fe³⁺ + 3H2O =△= Fe(OH)3(胶体) + 3H⁺', 'unread'],
    ['2H⁺ + 2OH⁻ = 2H2O', null],
    // Certain faults and contradicted conditions.
    ['用FeCl3溶液腐蚀印刷电路板：Fe³⁺ + Cu = Fe²⁺ + Cu²⁺', false],
    ['向NaOH溶液中通入少量CO2：CO2 + OH⁻ = HCO3⁻', false],
    ['碳酸钠溶液水解：CO3²⁻ + H2O = HCO3⁻ + OH⁻', false],
    ['氯化铝溶液中加入过量氨水：Al³⁺ + 4OH⁻ = AlO2⁻ + 2H2O', false],
    // Textbook equations under their stated conditions.
    ['碳酸氢钠的水溶液与盐酸：HCO3⁻ + H⁺ = CO2↑ + H2O', true],
    ['向NaOH溶液中通入足量SO2：SO2 + OH⁻ = HSO3⁻', true],
  ] as const)('%s', (text, expected) => {
    expect(verdict(text)).toBe(expected);
  });
});
