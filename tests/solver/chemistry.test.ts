import { describe, expect, it } from 'vitest';
import { balance, isBalanced } from '../../server/solver/science/chem/balance';
import { parseSpecies } from '../../server/solver/science/chem/formula';
import { solveChemistry } from '../../server/solver/science/chemistry';
import { extractComparable } from '../../server/solver/science/comparable';

async function coefficientsOf(text: string): Promise<number[]> {
  const out = await solveChemistry(text);
  if (!out?.ok) throw new Error(`not solved: ${text} → ${out ? out.reason : 'null'}`);
  const c = extractComparable(out);
  if (!c || !('coefficients' in c)) throw new Error(`no coefficients in ${out.finalAnswer}`);
  return c.coefficients;
}

describe('formula parser', () => {
  it('counts atoms through parentheses, brackets and hydrates', () => {
    const counts = (f: string) => Object.fromEntries(parseSpecies(f)?.atoms ?? []);
    expect(counts('Ca(OH)2')).toEqual({ Ca: 1, O: 2, H: 2 });
    expect(counts('Al2(SO4)3')).toEqual({ Al: 2, S: 3, O: 12 });
    expect(counts('K4[Fe(CN)6]')).toEqual({ K: 4, Fe: 1, C: 6, N: 6 });
    expect(counts('CuSO4·5H2O')).toEqual({ Cu: 1, S: 1, O: 9, H: 10 });
    expect(counts('Na2CO3*10H2O')).toEqual({ Na: 2, C: 1, O: 13, H: 20 });
  });

  it('reads charges written with a caret or bare', () => {
    expect(parseSpecies('Fe^{3+}')?.charge).toBe(3);
    expect(parseSpecies('Fe3+')?.charge).toBe(3);
    expect(parseSpecies('SO42-')?.charge).toBe(-2);
    expect(Object.fromEntries(parseSpecies('SO42-')?.atoms ?? [])).toEqual({ S: 1, O: 4 });
    expect(parseSpecies('NH4+')?.charge).toBe(1);
    expect(Object.fromEntries(parseSpecies('NH4+')?.atoms ?? [])).toEqual({ N: 1, H: 4 });
    expect(parseSpecies('e-')?.charge).toBe(-1);
  });

  it('rejects things that are not formulas', () => {
    for (const bad of ['', 'x', 'Xy2', 'H2O)', '(H2O', 'hello', 'Q3', '2H2O']) expect(parseSpecies(bad)).toBeNull();
  });

  it('writes LaTeX without \\ce', () => {
    expect(parseSpecies('Fe3O4')?.latex).toBe('\\mathrm{Fe_3O_4}');
    expect(parseSpecies('C6H12O6')?.latex).toBe('\\mathrm{C_6H_{12}O_6}');
    expect(parseSpecies('CuSO4·5H2O')?.latex).toBe('\\mathrm{CuSO_4\\cdot 5H_2O}');
  });
});

describe('balancing equations', () => {
  const cases: [string, number[]][] = [
    ['配平化学方程式：Fe + O2 → Fe3O4', [3, 2, 1]],
    ['配平：Al + O2 = Al2O3', [4, 3, 2]],
    ['C3H8 + O2 -> CO2 + H2O', [1, 5, 3, 4]],
    ['配平 KMnO4 + HCl → KCl + MnCl2 + Cl2 + H2O', [2, 16, 2, 2, 5, 8]],
    ['配平 Cu + HNO3 → Cu(NO3)2 + NO + H2O', [3, 8, 3, 2, 4]],
    ['配平 CuSO4·5H2O → CuSO4 + H2O', [1, 1, 5]],
    ['配平离子方程式 MnO4^- + Fe^{2+} + H^+ → Mn^{2+} + Fe^{3+} + H2O', [1, 5, 8, 1, 5, 4]],
    ['配平 Cr2O72- + Fe2+ + H+ → Cr3+ + Fe3+ + H2O', [1, 6, 14, 2, 6, 7]],
    ['配平 K4[Fe(CN)6] + KMnO4 + H2SO4 → KHSO4 + Fe2(SO4)3 + MnSO4 + HNO3 + CO2 + H2O', [10, 122, 299, 162, 5, 122, 60, 60, 188]],
    ['2KClO3 =MnO2,△= 2KCl + 3O2↑，请配平', [2, 2, 3]],
    ['配平 ( )Fe2O3 + ( )CO =高温= ( )Fe + ( )CO2', [1, 3, 2, 3]],
    ['配平 $\\mathrm{H_2} + \\mathrm{O_2} \\rightarrow \\mathrm{H_2O}$', [2, 1, 2]],
  ];
  for (const [text, want] of cases) {
    it(text, async () => {
      expect(await coefficientsOf(text)).toEqual(want);
    });
  }

  it('checks balance independently', () => {
    const sp = (f: string) => parseSpecies(f)!;
    expect(isBalanced([sp('H2'), sp('O2')], [sp('H2O')], [2, 1, 2])).toBe(true);
    expect(isBalanced([sp('H2'), sp('O2')], [sp('H2O')], [1, 1, 1])).toBe(false);
  });

  it('writes the balanced equation as plain LaTeX with steps in Chinese', async () => {
    const out = await solveChemistry('配平化学方程式：Fe + O2 → Fe3O4');
    expect(out?.ok).toBe(true);
    if (!out?.ok) return;
    expect(out.finalAnswer).toBe('$3\\mathrm{Fe} + 2\\mathrm{O_2} \\rightarrow \\mathrm{Fe_3O_4}$');
    expect(out.subject).toBe('chemistry');
    expect(out.engine).toBe('offline:balance');
    expect(out.verification.status).toBe('verified');
    expect(out.markdown).toContain('原子守恒');
    expect(out.markdown).not.toContain('\\ce');
  });

  it('refuses equations that cannot be balanced or have no unique balance', async () => {
    const sp = (f: string) => parseSpecies(f)!;
    expect(balance([sp('H2')], [sp('O2')])).toEqual({ ok: false, why: 'impossible' });
    const ambiguous = await solveChemistry('配平 KMnO4 + H2O2 + H2SO4 → K2SO4 + MnSO4 + O2 + H2O');
    expect(ambiguous?.ok).toBe(false);
    const impossible = await solveChemistry('配平 NaCl → KBr');
    expect(impossible?.ok).toBe(false);
    if (impossible && !impossible.ok) expect(impossible.reason).toMatch(/配平/);
    const empty = await solveChemistry('请配平这个方程式');
    expect(empty?.ok).toBe(false);
  });
});

describe('molar mass', () => {
  it('sums standard atomic weights exactly', async () => {
    const out = await solveChemistry('计算 H2SO4 的摩尔质量');
    expect(out?.ok && out.finalAnswer).toBe('$M(\\mathrm{H_2SO_4}) \\approx 98.07\\ \\mathrm{g/mol}$');
    expect(out?.ok && out.markdown).toContain('2 \\times 1.008 + 32.06 + 4 \\times 15.999 = 98.072');
  });

  it('uses the relative atomic masses the problem gives', async () => {
    const out = await solveChemistry('求胆矾 CuSO4·5H2O 的相对分子质量。（相对原子质量：Cu-64 S-32 O-16 H-1）');
    expect(out?.ok && out.finalAnswer).toBe('$M_r(\\mathrm{CuSO_4\\cdot 5H_2O}) = 250$');
  });

  it('knows common substances by Chinese name', async () => {
    const out = await solveChemistry('碳酸钙的摩尔质量是多少？');
    expect(out?.ok && extractComparable(out)).toEqual({ numbers: [100.09], units: ['g/mol'], unit: 'g/mol' });
  });
});

describe('amount-of-substance calculations', () => {
  const numberOf = async (text: string) => {
    const out = await solveChemistry(text);
    if (!out?.ok) throw new Error(out ? out.reason : 'null');
    return extractComparable(out);
  };

  it('n = m / M with school relative atomic masses', async () => {
    expect(await numberOf('9.8 g H2SO4 的物质的量是多少？')).toEqual({ numbers: [0.1], units: ['mol'], unit: 'mol' });
  });

  it('m = nM', async () => {
    expect(await numberOf('0.5 mol CO2 的质量是多少克？')).toEqual({ numbers: [22], units: ['g'], unit: 'g' });
  });

  it('gas volume at STP', async () => {
    expect(await numberOf('标准状况下 4.48 L CO2 的质量是多少克？')).toEqual({ numbers: [8.8], units: ['g'], unit: 'g' });
    const noStp = await solveChemistry('4.48 L CO2 的质量是多少克？');
    expect(noStp?.ok).toBe(false);
  });

  it('through a common reaction named in the problem', async () => {
    expect(await numberOf('加热 24.5 g 氯酸钾，完全分解可制得氧气多少克？')).toEqual({ numbers: [9.6], units: ['g'], unit: 'g' });
    expect(await numberOf('6.5 g 锌与足量稀硫酸反应，生成氢气多少克？')).toEqual({ numbers: [0.2], units: ['g'], unit: 'g' });
  });

  it("through the problem's own equation", async () => {
    expect(await numberOf('根据 CH4 + 2O2 = CO2 + 2H2O，8 g 甲烷完全燃烧生成水多少克？')).toEqual({
      numbers: [18],
      units: ['g'],
      unit: 'g',
    });
  });

  it('refuses solution-concentration problems', async () => {
    const out = await solveChemistry('100 g 溶质质量分数为 7.3% 的稀盐酸与足量锌反应，生成氢气多少克？');
    expect(out?.ok).toBe(false);
  });
});

describe('robustness', () => {
  it('returns null for things that are not chemistry', async () => {
    for (const t of ['', '   ', '今天天气怎么样', '解方程 x + 2 = 5', '质量为 2 kg 的物体受到 10 N 的力，求加速度', 'A + B = C']) {
      expect(await solveChemistry(t)).toBeNull();
    }
  });

  it('never throws on garbage or huge input', async () => {
    const inputs = [
      '→→→',
      '配平 ((((((',
      '配平 H999999999999999999999 → H',
      '\u0000\uffff',
      'a'.repeat(100000),
      `配平 ${'H2 + '.repeat(20000)}O2 → H2O`,
    ];
    for (const t of inputs) {
      const started = Date.now();
      const out = await solveChemistry(t);
      expect(out === null || typeof out.ok === 'boolean').toBe(true);
      expect(Date.now() - started).toBeLessThan(3000);
    }
  });
});
