import { describe, expect, it } from 'vitest';
import { cleanText } from '../../server/solver/read/clean';
import { markBlanks, stripDecorations } from '../../server/solver/read/exam';
import { readQuestion } from '../../server/solver/read/question';

const letters = (text: string) =>
  readQuestion(text)
    .options.map((o) => o.letter)
    .join('');
const optionTexts = (text: string) => readQuestion(text).options.map((o) => o.text);

describe('reading exam text: cleaning', () => {
  it('drops display-only LaTeX and keeps the meaning', () => {
    expect(cleanText('$\\dfrac{1}{2}+\\left(x+1\\right)$')).toBe('$\\frac{1}{2}+(x+1)$');
    expect(cleanText('$\\displaystyle\\lim_{x\\to 0}\\frac12$')).toBe('$\\lim_{x\\to 0}\\frac{1}{2}$');
    expect(cleanText('$\\left\\{a_{n}\\right\\}$')).toBe('$\\{a_{n}\\}$');
    // an exponent set on an empty group after its base belongs to the base; isotope prescripts are kept
    expect(cleanText('$\\left(x^{2}+\\frac{2}{x}\\right){ }^{5}$')).toBe('$(x^{2}+\\frac{2}{x})^{5}$');
    expect(cleanText('$a_{4}{ }^{2}=a_{6}$')).toBe('$a_{4}^{2}=a_{6}$');
    expect(cleanText('${ }_{1}^{2} \\mathrm{H}+{ }_{1}^{3} \\mathrm{H}$')).toBe('${ }_{1}^{2} \\mathrm{H}+{ }_{1}^{3} \\mathrm{H}$');
    expect(cleanText('$\\rightarrow { }^{141} \\mathrm{Ba}$')).toBe('$\\rightarrow { }^{141} \\mathrm{Ba}$');
    expect(cleanText('$x\\leqslant 1$')).toBe('$x\\leq 1$');
    // A system's brace is kept for the system readers.
    expect(cleanText('$\\left\\{\\begin{array}{l}x+y=3\\\\x-y=1\\end{array}\\right.$')).toContain('\\left\\{');
  });

  it('full-width punctuation, OCR spaces between Chinese characters, stray dollars', () => {
    expect(cleanText('已知函数ｆ（ｘ）＝ｘ＋１，求最 小正周期。')).toBe('已知函数f(x)=x+1,求最小正周期。');
    expect(cleanText('则 $\\cos 2 \\theta=(\\quad)$ 的值')).toBe('则 $\\cos 2 \\theta=(\\quad)$ 的值');
    // the formula's opening dollar printed inside the score stays with the formula
    expect(readQuestion('2. （5 分 $) \\sin 20^{\\circ}=(\\quad ）$').stem).toBe('$\\sin 20^{\\circ}=$ ____');
  });
});

describe('reading exam text: OCR of the complement sign', () => {
  it('"\\partial" beside a universal set is ∁_U; a real partial derivative is kept', () => {
    expect(cleanText('设全集 $U=\\{1,2,3,4,5\\}$, 集合 $M$ 满足 $\\partial_{j} M=\\{1,3\\}$')).toContain('\\complement_{U} M');
    expect(cleanText('设全集 $I=\\{1,2,3\\}$, 则 $\\partial(A \\cup B)=$')).toContain('\\complement_{I} (A \\cup B)');
    expect(cleanText('求 $\\frac{\\partial f}{\\partial x}$')).toContain('\\partial f');
  });
});

describe('reading exam text: decorations and blanks', () => {
  it.each([
    ['13. (5 分) 已知 x=1', '13', 5],
    ['13．（5分）已知 x=1', '13', 5],
    ['2. （5 分 $) 已知 x=1', '2', 5],
    ['（本小题满分12分）已知 x=1', null, 12],
    ['第3题 已知 x=1', '3', null],
    ['【2022·全国甲卷】已知 x=1', null, null],
    ['(2019·全国卷Ⅰ) 7. 已知 x=1', '7', null],
    ['例2：已知 x=1', '2', null],
  ])('%s', (text, number, score) => {
    const d = stripDecorations(cleanText(text));
    expect(d.text).toBe('已知 x=1');
    expect(d.number).toBe(number);
    expect(d.score).toBe(score);
  });

  it('keeps the opening dollar of a formula printed inside the score bracket', () => {
    const d = stripDecorations('1. (5 分 $) \\frac{1+2 i}{1-2 i}=(\\quad)$');
    expect(d.score).toBe(5);
    expect(d.text).toBe('$\\frac{1+2 i}{1-2 i}=(\\quad)$');
    // a score whose dollar pairs with nothing after it leaves no dollar behind
    expect(stripDecorations('1. (5 分 $) 已知 $x=1$').text).toBe('已知 $x=1$');
  });

  it.each([
    ['则 $S_{10}=$\\_\\_\\_\\_\\_', '则 $S_{10}=$ ____'],
    ['则 S_{10}=______', '则 S_{10}= ____'],
    ['则 a=（ ）', '则 a= ____'],
    ['则 a=( )', '则 a= ____'],
    ['则 $a=(\\quad)$', '则 $a=$ ____'],
    ['则 $a=(\\qquad)$', '则 $a=$ ____'],
    ['则 a=\\underline{\\quad}', '则 a= ____'],
  ])('blank %s', (text, marked) => {
    const m = markBlanks(cleanText(text));
    expect(m.text).toBe(marked);
    expect(m.blanks).toBe(1);
  });

  it('an answer bracket printed half inside a formula ("为 $($ )", "则 $a=($ )") keeps the formulas of the stem', () => {
    const stem = (text: string) => readQuestion(`${text}\nA. 1\nB. 2`).stem;
    expect(stem('函数 $f(x)=\\sin x$ 的最大值为 $($ )')).toBe('函数 $f(x)=\\sin x$ 的最大值为 ____');
    expect(stem('已知 $a+1=3$, 则 $a=($ )')).toBe('已知 $a+1=3$, 则 $a=$ ____');
    expect(stem('已知 $a+1=3$, 则 $a$ 的值为 $( $ )')).toBe('已知 $a+1=3$, 则 $a$ 的值为 ____');
    // the closing half set as a formula: 「范围是（ $)$」
    expect(stem('已知 $f(x)=x^{2}+a$, 则 $a$ 的取值范围是（ $)$')).toBe('已知 $f(x)=x^{2}+a$, 则 $a$ 的取值范围是 ____');
    expect(stem('若 $x>1$, 则 $y$ 的最小值是 ( $)$')).toBe('若 $x>1$, 则 $y$ 的最小值是 ____');
  });

  it('a stem that ends at "=" or "为" has its blank at the end', () => {
    const q = readQuestion(
      '14. 记 $S_{n}$ 为等比数列 $\\left\\{a_{n}\\right\\}$ 的前 $n$ 项和. 若 $a_{1}=\\frac{1}{3}, a_{4}^{2}=a_{6}$, 则 $S_{5}=$\n\n',
    );
    expect(q.blanks).toBe(1);
    expect(q.number).toBe('14');
    expect(q.stem).toBe('记 $S_{n}$ 为等比数列 $\\{a_{n}\\}$ 的前 $n$ 项和. 若 $a_{1}=\\frac{1}{3}, a_{4}^{2}=a_{6}$, 则 $S_{5}=$');
    expect(q.asked).toMatchObject({ target: 'S_{5}', kind: 'value' });
  });
});

describe('reading exam text: options', () => {
  it('one per line, with LaTeX', () => {
    const text =
      '\n1. (5 分) 复数 $\\frac{2+i}{1-2 i}$ 的共轭复数是 $(\\quad)$\nA. $-\\frac{3}{5} i$\nB. $\\frac{3}{5} i$\nC. $-\\mathrm{i}$\nD. i';
    const q = readQuestion(text);
    expect(q.options).toEqual([
      { letter: 'A', text: '$-\\frac{3}{5} i$' },
      { letter: 'B', text: '$\\frac{3}{5} i$' },
      { letter: 'C', text: '$-\\mathrm{i}$' },
      { letter: 'D', text: 'i' },
    ]);
    expect(q.stem).toBe('复数 $\\frac{2+i}{1-2 i}$ 的共轭复数是 ____');
    expect(q.score).toBe(5);
  });

  it('all on one line, with full-width marks', () => {
    expect(optionTexts('函数 y=x^2 的最小值为（　　）A．0　B．1　C．-1　D．2')).toEqual(['0', '1', '-1', '2']);
    expect(optionTexts('x+1=3，则 x=（ ）A、1 B、2 C、3 D、4')).toEqual(['1', '2', '3', '4']);
    expect(optionTexts('则 x=（ ）(A) 1 (B) 2 (C) 3 (D) 4')).toEqual(['1', '2', '3', '4']);
    expect(optionTexts('则 x=（ ）（A）1（B）2（C）3（D）4')).toEqual(['1', '2', '3', '4']);
    expect(optionTexts('则 x=（ ）A: 1; B: 2; C: 3; D: 4')).toEqual(['1', '2', '3', '4']);
  });

  it('two per line, and options containing Chinese', () => {
    expect(optionTexts('抽样方法是（ ）\nA. 简单随机抽样    B. 按性别分层抽样\nC. 按学段分层抽样    D. 系统抽样')).toEqual([
      '简单随机抽样',
      '按性别分层抽样',
      '按学段分层抽样',
      '系统抽样',
    ]);
  });

  it('the stem’s own points A、B are not options', () => {
    const text =
      '过点 $F$ 的直线交椭圆 $E$ 于 $A 、 B$ 两点. 若 AB 的中点坐标为 $(1,-1)$, 则 $E$ 的方程 为 $(\\quad)$\nA. $\\frac{x^{2}}{45}+\\frac{y^{2}}{36}=1$\nB. $\\frac{x^{2}}{36}+\\frac{y^{2}}{27}=1$\nC. $\\frac{x^{2}}{27}+\\frac{y^{2}}{18}=1$\nD. $\\frac{x^{2}}{18}+\\frac{y^{2}}{9}=1$';
    const q = readQuestion(text);
    expect(letters(text)).toBe('ABCD');
    expect(q.stem).toContain('于 $A 、 B$ 两点');
    expect(q.asked).toMatchObject({ target: 'E 的方程', kind: 'equation' });
    const sets =
      '已知集合 $A=\\{1,2\\}$，$B=\\{2,3\\}$，则（ ）\nA. $A \\cap B=\\emptyset$\nB. $A \\cup B=\\{1,2,3\\}$\nC. $B \\subseteq A$\nD. $A \\subseteq B$';
    expect(optionTexts(sets)[0]).toBe('$A \\cap B=\\emptyset$');
    expect(readQuestion(sets).asked.kind).toBe('statement');
  });

  it('no options in ordinary text', () => {
    expect(readQuestion('解方程 x^2-5x+6=0').options).toEqual([]);
    expect(readQuestion('已知 A、B 两地相距 300 千米，求时间。').options).toEqual([]);
  });

  it('multi-select wording', () => {
    expect(readQuestion('9．（多选）下列说法正确的是（　　）A．1=1　B．2=2　C．3=3　D．4=4').multi).toBe(true);
    expect(
      readQuestion(
        '在每小题给出的选项中，有多项符合题目要求。全部选对的得5分，部分选对的得2分，有选错的得0分。\n9. 下列说法正确的是（ ）A．1=1　B．2=2　C．3=3　D．4=4',
      ).multi,
    ).toBe(true);
    expect(readQuestion('下列说法正确的是（ ）A．1=1　B．2=2　C．3=3　D．4=4').multi).toBe(false);
    const q = readQuestion(
      '在每小题给出的选项中，有多项符合题目要求。全部选对的得5分，部分选对的得2分，有选错的得0分。\n9. 下列说法正确的是（ ）A．1=1　B．2=2',
    );
    expect(q.stem).toBe('下列说法正确的是 ____');
    expect(q.number).toBe('9');
  });
});

describe('reading exam text: what is asked', () => {
  it.each([
    ['已知 a_1=1, d=2，则 $S_{10}=$______', 'S_{10}', 'value'],
    ['若 $f(x)=x^2+a$ 的最小值为 1，则 $a$ 的值为______', 'a', 'value'],
    ['则 $y_{0}$ 的取值范围是（ ）', 'y_{0}', 'range'],
    ['则实数 $m$ 的取值范围为____', '实数 m', 'range'],
    ['则椭圆 $C$ 的方程为______', '椭圆 C 的方程', 'equation'],
    ['已知集合 A={1,2}, B={2,3}，则 $A\\cap B=$（ ）', 'A\\cap B', 'set'],
    ['函数 $f(x)=\\ln(x-1)$ 的定义域是______', '函数 f(x)=\\ln(x-1) 的定义域', 'set'],
    ['求 $\\tan(\\alpha+\\frac{\\pi}{4})$ 的值。', '\\tan(\\alpha+\\frac{\\pi}{4})', 'value'],
  ])('%s', (text, target, kind) => {
    expect(readQuestion(text).asked).toMatchObject({ target, kind });
  });

  it.each([
    // OCR keeps one bracket of the printed "（ ）" beside the blank.
    [
      '已知 $\\alpha \\in(0, \\pi)$, 且 $3 \\cos 2 \\alpha-8 \\cos \\alpha=5$, 则 $\\sin \\alpha=($ ( )\nA. 1\nB. 2',
      '\\sin \\alpha',
      'value',
    ],
    ['当 $|P M|$ 最小时, 直线 $A B$ 的方程为（ ()\nA. $x=1$\nB. $x=2$', '直线 A B 的方程', 'equation'],
    // Printed braces of a piecewise function are not grouping.
    [
      '已知函数 $f(x)=\\left\\{\\begin{array}{l}2^{x-1}-2, x \\leqslant 1 \\\\ -\\log _{2}(x+1), x>1\\end{array}\\right.$, 且 $f(a)=-3$, 则 $f(6-a)=(\\quad)$\nA. 1\nB. 2',
      'f(6-a)',
      'value',
    ],
    // A count of elements is a value, whatever set symbols come before it.
    ['已知集合 $A=\\{1,2,3\\}, B=\\{2,3\\}$, 则 $A \\cap B$ 中元素的个数为', 'A \\cap B 中元素的个数', 'value'],
    // "(用数字作答)" is an instruction, and the blank lost by the source is at the end.
    ['$(x^{2}+\\frac{2}{x})^{6}$ 的展开式中常数项是 (用数字作答).', '(x^{2}+\\frac{2}{x})^{6} 的展开式中常数项', 'value'],
  ])('exam slips: %s', (text, target, kind) => {
    expect(readQuestion(text).asked).toMatchObject({ target, kind });
  });

  it('a bracket that closes is not a remnant of a blank', () => {
    expect(readQuestion('若 $f(x)=2x$，则 $f($____$)=4$').stem).toContain('f(');
  });

  it.each([
    ['下列说法正确的是（ ）', 'true'],
    ['下列结论中错误的是（ ）', 'false'],
    ['以下命题中，真命题的是（ ）', 'true'],
    ['下列不等式不成立的是（ ）', 'false'],
    ['下列关于函数的说法中，不正确的是（ ）', 'false'],
  ])('%s', (text, polarity) => {
    expect(readQuestion(text).asked).toMatchObject({ kind: 'statement', polarity });
  });
});
