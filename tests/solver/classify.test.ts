import { describe, expect, it } from 'vitest';
import { classify, containsCode } from '../../server/solver/classify';

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

  it('math papers that speak of 算法 or 程序框图 are math, not programming', () => {
    expect(
      classify(
        '我国古代数学名著《算法统宗》中有如下问题: “远看巍巍塔七层, 红光点点倍加增, 共灯三百八十一, 请问尖头几盏灯?” 则塔的顶层共有灯（ ）A. 1 盏 B. 3 盏 C. 5 盏 D. 9 盏',
      ).subject,
    ).toBe('math');
    expect(classify('执行如图所示的程序框图，如果输入的 $a=4, b=6$，那么输出的 $n=$（ ）A. 3 B. 4 C. 5 D. 6').subject).toBe('math');
    expect(classify('某算法的程序运行后输出的结果是 S=15，则判断框内应填入的条件是').subject).not.toBe('programming');
    expect(classify('A class of 40 students: 3/4 of them passed. How many passed?').subject).not.toBe('programming');
  });

  it('programming needs code, a language or words about code', () => {
    expect(classify('下面这段代码的输出是什么？\nfor i in range(3):\n    print(i)').subject).toBe('programming');
    expect(classify('#include <stdio.h>\nint main() { printf("%d", 7/2); return 0; }').subject).toBe('programming');
    expect(classify('编程实现冒泡排序').subject).toBe('programming');
  });

  it('sets with 元素 are math, counting told in words is math', () => {
    expect(
      classify('已知集合 A=\\{1,2,3,4,5\\}, B=\\{(x, y) \\mid x \\in A, y \\in A, x-y \\in A\\}, 则 B 中所含元素的个数为').subject,
    ).toBe('math');
    expect(classify('将 2 名教师, 4 名学生分成 2 个小组, 分别安排到甲、乙两地参加社会实践活动, 不同的安排方案共有多少种').subject).toBe(
      'math',
    );
    expect(classify('若 $\\bar{z}(1+i)=1-i$, 则 $z=$').subject).toBe('math');
  });
});

describe('containsCode', () => {
  it('code, not prose about it', () => {
    expect(containsCode('def f(x):\n    return x + 1')).toBe(true);
    expect(containsCode('x = 3;\ny = x * 2;')).toBe(true);
    expect(containsCode('用 Python 写一个函数，输出斐波那契数列的前 10 项')).toBe(false);
    expect(containsCode('已知 $f(x)=x^2$；求 $f(2)$；')).toBe(false);
    expect(containsCode('方程组 \\left\\{ \\begin{array}{l} x+y=1 \\\\ x-y=3 \\end{array} \\right.')).toBe(false);
  });
});
