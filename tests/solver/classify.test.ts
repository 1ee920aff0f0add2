import { describe, expect, it } from 'vitest';
import { classify } from '../../server/solver/classify';

describe('classify', () => {
  it('subjects from Chinese wording', () => {
    expect(classify('解方程 x^2-5x+6=0').subject).toBe('math');
    expect(classify('求函数 f(x)=x^3-3x 的单调区间').subject).toBe('math');
    expect(classify('质量为 2 kg 的物体受到 10 N 的拉力，求加速度').subject).toBe('physics');
    expect(classify('一个电阻两端的电压是 12 V，通过它的电流是 0.5 A，求电阻').subject).toBe('physics');
    expect(classify('配平化学方程式 Fe + O2 → Fe3O4').subject).toBe('chemistry');
    expect(classify('计算 0.5 mol H2SO4 的质量').subject).toBe('chemistry');
    expect(classify('用 Python 写一个函数，输出斐波那契数列的前 10 项').subject).toBe('programming');
    expect(classify('今天天气怎么样').subject).toBe('other');
  });

  it('subjects in English, Japanese and Spanish', () => {
    expect(classify('Solve x^2 - 4x + 3 = 0 for x.').subject).toBe('math');
    expect(classify('方程式 x^2-7x+12=0 を解け。').subject).toBe('math');
    expect(classify('Resuelve la ecuación 2x - 5 = 9').subject).toBe('math');
    expect(classify('Write a Java class that reverses a string').subject).toBe('programming');
  });

  it('problem types', () => {
    expect(classify('方程 x^2=4 的解是（ ）A. 2 B. -2 C. ±2 D. 4').problemType).toBe('choice');
    expect(classify('下列函数中是奇函数的是 A．y=x^2 B．y=x^3').problemType).toBe('choice');
    expect(classify('方程 x^2-4=0 的解为 ____').problemType).toBe('fill_in_blank');
    expect(classify('1+1=（ ）').problemType).toBe('fill_in_blank');
    expect(classify('求 f(x)=x^3 的导数').problemType).toBe('solution');
    expect(classify('证明：√2 是无理数').problemType).toBe('solution');
    expect(classify('Solve 2x+1=5').problemType).toBe('solution');
    expect(classify('x^2').problemType).toBe('other');
  });
});
