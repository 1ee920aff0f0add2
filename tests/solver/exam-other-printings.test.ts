import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { cleanText, dollarDelimiters, lettersAsFormulas } from '../../server/solver/read/clean';
import { asArrivedForScience } from '../../server/solver/read/exam';
import { readQuestion } from '../../server/solver/read/question';
import { normalizeScienceText } from '../../server/solver/science/chem/normalize';
import { compactStem } from '../../server/solver/science/physics/compact-stem';
import { uprightNuclearSymbols } from '../../server/solver/science/physics/nuclear';

/**
 * Gaokao questions as other sources print them (MathJax pages with \( \), typed papers with a lone letter in the
 * words, source tags before the question), written for these tests with other numbers and words than any paper.
 * Each must be answered as its GAOKAO-Bench printing would be.
 */

const solver = createOfflineSolver();

async function answer(text: string): Promise<string | null> {
  const out = await solver.solve({ text });
  return out.ok ? out.finalAnswer : null;
}

describe('formulas marked \\( \\) and \\[ \\] are the formulas "$…$"', () => {
  it.each([
    ['已知 \\(a_{1}=2\\)，则 \\(a_{5}=\\)', '已知 $a_{1}=2$，则 $a_{5}=$'],
    ['方程 \\[x^{2}-5x+6=0\\] 的根', '方程 $x^{2}-5x+6=0$ 的根'],
    ['集合 $\\{1,2\\}$ 与 $\\{x \\mid x>0\\}$', '集合 $\\{1,2\\}$ 与 $\\{x \\mid x>0\\}$'],
  ])('%s', (text, read) => {
    expect(dollarDelimiters(text)).toBe(read);
  });
});

describe('a lone letter in the words is the formula GAOKAO prints', () => {
  it.each([
    ['数列 $\\{a_{n}\\}$ 的前 n 项和为 $S_{n}$', '数列 $\\{a_{n}\\}$ 的前 $n$ 项和为 $S_{n}$'],
    ['半径为 $2$ 的球 O 的表面上', '半径为 $2$ 的球 $O$ 的表面上'],
    ['真空中光速为 c，普朗克常量为 $h$', '真空中光速为 $c$，普朗克常量为 $h$'],
  ])('%s', (text, read) => {
    expect(
      lettersAsFormulas(text)
        .replace(/ +/g, ' ')
        .replace(/ (?=，)/g, ''),
    ).toBe(read);
  });

  it.each([
    // no formula in the text: a word problem's letters are its own reader's business
    '小明从 A 地出发到 B 地',
    // option marks keep their punctuation
    '下列说法正确的是 $(\\quad)$\nA．甲 B．乙 C．丙 D．丁',
  ])('%s stays', (text) => {
    expect(lettersAsFormulas(text)).toBe(text);
  });

  it('the real line named as a domain stays words', () => {
    expect(cleanText('已知 $f(x)$ 是定义在 R 上的奇函数')).toContain('在 R 上');
  });
});

describe('source tags before a question are dropped for the science readers', () => {
  it.each([
    ['(2019·全国Ⅰ卷)下列说法正确的是', '下列说法正确的是'],
    ['3.（2021年湖北卷）下列说法正确的是', '3.下列说法正确的是'],
    ['【题文】下列说法正确的是', '下列说法正确的是'],
    ['【2018 北京】【题文】下列说法正确的是', '下列说法正确的是'],
  ])('%s', (text, read) => {
    expect(asArrivedForScience(text)).toBe(read);
  });
});

describe('one spelling of blanks, units and symbols', () => {
  it('a blank printed after the formula that asks, 「则 $m=$ $\\underline{\\quad}$」, follows it', () => {
    expect(readQuestion('已知 $m+1=3$，则 $m=$ $\\underline{\\quad}$').stem).toMatch(/\$m=\$ ____$/);
  });

  it.each([
    ['$g=10 \\mathrm{~m} \\cdot \\mathrm{s}^{-2}$', 'm/s^{2}'],
    ['波速为 $100 \\mathrm{~m} \\cdot \\mathrm{s}^{-1}$', 'm/s'],
    ['速度为 2 m·s⁻¹', 'm/s'],
    ['动摩擦因数为 $\\dfrac{\\sqrt{3}}{3}$', '\\frac{\\sqrt{3}}{3}'],
    ['动摩擦因数为 √3/3', '\\sqrt{3}/3'],
  ])('science text %s reads %s', (text, read) => {
    expect(normalizeScienceText(text)).toContain(read);
  });

  it('a half-width full stop ends a physics sentence', () => {
    expect(compactStem('重力加速度大小为 $g$ . 则速率为')).toBe('重力加速度大小为 g。则速率为');
  });

  it('10⁹ and H₂O typed in Unicode reach the science readers as TeX', () => {
    expect(asArrivedForScience('约为 $10⁹ kg$，含 H₂O')).toBe('约为 $10^{9} kg$，含 H_{2}O');
  });

  it('a nuclear question typed without \\mathrm', () => {
    expect(uprightNuclearSymbols('${ }_{1}^{2} H+{ }_{1}^{3} H$ 的质量为 $2.0141 u$，$1 u=931 MeV/c^{2}$')).toBe(
      '${ }_{1}^{2} \\mathrm{H}+{ }_{1}^{3} \\mathrm{H}$ 的质量为 $2.0141 \\mathrm{u}$，$1 \\mathrm{u}=931 \\mathrm{MeV}/c^{2}$',
    );
  });
});

describe('questions printed by other sources are answered', () => {
  it.each([
    ['已知等差数列 \\(\\{a_{n}\\}\\) 中，\\(a_{1}=2\\)，\\(a_{3}=6\\)，则 \\(a_{5}=\\)\\_\\_\\_\\_.', '10'],
    [
      '(2019·全国Ⅱ卷)已知集合 \\(A=\\{1,2,3\\}\\)，\\(B=\\{2,3,4\\}\\)，则 \\(A \\cap B=\\)（　　）\nA．\\(\\{2,3\\}\\)  B．\\(\\{1,2,3,4\\}\\)  C．\\(\\{1,4\\}\\)  D．\\(\\{2\\}\\)',
      'A',
    ],
    ['设等差数列 $\\{a_{n}\\}$ 的前 n 项和为 $S_{n}$，若 $a_{1}=1$，$a_{2}=3$，则 $S_{5}=$', '25'],
    [
      '（2020·全国Ⅲ卷）设地球是质量分布均匀、半径为 R 的球体，质量分布均匀的球壳对壳内物体的引力为零。一口竖井深为 d，井底与地面处的重力加速度大小之比为（　　）\n(A) $1+\\frac{d}{R}$\n(B) $1-\\frac{d}{R}$\n(C) $\\frac{R}{R-d}$\n(D) $\\left(\\frac{R-d}{R}\\right)^{2}$',
      'B',
    ],
    [
      '【题文】物块在轻绳拉动下沿倾角为 $30^{\\circ}$ 的固定斜面向上匀速运动，轻绳与斜面平行。已知物块与斜面间的动摩擦因数为 $\\dfrac{\\sqrt{3}}{3}$，重力加速度取 $10 m·s^{-2}$。若轻绳能承受的最大张力为 $1200 N$，则物块的质量最大为（　　）\nA、$120 kg$\nB、$60 \\sqrt{3} kg$\nC、$240 kg$\nD、$120 \\sqrt{3} kg$',
      'A',
    ],
    [
      '恒星内部的核反应之一是 3 个 ${ }_{2}^{4} He$ 聚变成 1 个 ${ }_{6}^{12} C$，已知 ${ }_{2}^{4} He$ 的质量为 $4.0026 u$，${ }_{6}^{12} C$ 的质量为 $12.0000 u$，$1 u=931 MeV/c^{2}$，该过程释放的能量约为（　　）\nA．0.73 MeV  B．3.7 MeV  C．7.3 MeV  D．12 MeV',
      'C',
    ],
  ])('%s', async (text, value) => {
    expect((await answer(text)) ?? '').toMatch(new RegExp(`(?:^|=)${value}(?![0-9])`));
  });
});
