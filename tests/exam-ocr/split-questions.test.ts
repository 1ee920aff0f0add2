import { describe, expect, it } from 'vitest';
import { splitQuestions } from '../../server/services/exam-ocr/split-questions';

describe('splitQuestions: the numbered questions of an exam page', () => {
  it('splits "1." "2、" numbers and keeps the lines that follow with their question', () => {
    const text = ['1. 计算 12×(3+4) 的值', '2、解方程 3x-5=10', '并写出检验过程', '3．已知 a=2，求 a^2+1'].join('\n');
    expect(splitQuestions(text)).toEqual([
      { number: 1, text: '计算 12×(3+4) 的值', options: [] },
      { number: 2, text: '解方程 3x-5=10\n并写出检验过程', options: [] },
      { number: 3, text: '已知 a=2，求 a^2+1', options: [] },
    ]);
  });

  it('reads a number OCR gave a stray stroke ("1L、")', () => {
    expect(splitQuestions('1L、若 sin a=3/5，求 cos 2a\n2、解不等式 3x-2>7').map((q) => q.number)).toEqual([1, 2]);
  });

  it('takes "（3）" numbers as questions on a page without plain numbers', () => {
    expect(splitQuestions('（1）求 f(x) 的定义域\n(2) 求 f(x) 的最小值')).toEqual([
      { number: 1, text: '求 f(x) 的定义域', options: [] },
      { number: 2, text: '求 f(x) 的最小值', options: [] },
    ]);
  });

  it('keeps "（1）（2）" inside a plainly numbered question as its parts', () => {
    const qs = splitQuestions('17. 已知函数 f(x)=x^2-2x\n(1) 求 f(2)\n(2) 求最小值\n18. 解不等式 x-1>0');
    expect(qs.map((q) => q.number)).toEqual([17, 18]);
    expect(qs[0].text).toBe('已知函数 f(x)=x^2-2x\n(1) 求 f(2)\n(2) 求最小值');
  });

  it('cuts options A–D on one line into a choice question', () => {
    const [q] = splitQuestions('1. 设集合 A={1,2}，则 A 的子集个数为 A. 1 B. 2 C. 3 D. 4');
    expect(q).toEqual({
      number: 1,
      text: '设集合 A={1,2}，则 A 的子集个数为',
      options: [
        { label: 'A', text: '1' },
        { label: 'B', text: '2' },
        { label: 'C', text: '3' },
        { label: 'D', text: '4' },
      ],
    });
  });

  it('reads options on lines of their own and in "(A)" or "B、" form', () => {
    const [q] = splitQuestions('2、下列函数是偶函数的是\n(A) y=x\n(B) y=x^2\nC、y=x^3\nD、y=2^x');
    expect(q.text).toBe('下列函数是偶函数的是');
    expect(q.options.map((o) => `${o.label}:${o.text}`)).toEqual(['A:y=x', 'B:y=x^2', 'C:y=x^3', 'D:y=2^x']);
  });

  it('reads options whose spaces OCR dropped ("A.1/2B.0.5C.√2D.4")', () => {
    const [q] = splitQuestions('7. 下列数中是无理数的是\nA.1/2B.0.5C.√2D.4');
    expect(q.options.map((o) => `${o.label}:${o.text}`)).toEqual(['A:1/2', 'B:0.5', 'C:√2', 'D:4']);
  });

  it('does not take a capital inside a word or formula for an option', () => {
    expect(splitQuestions('4. 求 AB.CD 的长度')[0].options).toEqual([]);
  });

  it('leaves a lone capital letter in the text alone (no B after it)', () => {
    expect(splitQuestions('3. 点 A. 在圆上，求半径')[0]).toEqual({ number: 3, text: '点 A. 在圆上，求半径', options: [] });
  });

  it('skips section headings and text before the first number', () => {
    const qs = splitQuestions('2025 年期中考试\n一、选择题\n1. 求 1+1\n二、解答题\n2. 求 2+2');
    expect(qs).toEqual([
      { number: 1, text: '求 1+1', options: [] },
      { number: 2, text: '求 2+2', options: [] },
    ]);
  });

  it('does not start a question at a decimal or at a number that runs backwards', () => {
    const qs = splitQuestions('5. 求圆的面积，其中\n3.14 取作 π 的近似值\n1,2,3 三个数的和是多少');
    expect(qs).toHaveLength(1);
    expect(qs[0].text).toBe('求圆的面积，其中\n3.14 取作 π 的近似值\n1,2,3 三个数的和是多少');
  });

  it('gives no questions for an empty page or text without numbers', () => {
    expect(splitQuestions('')).toEqual([]);
    expect(splitQuestions('姓名 班级 学号')).toEqual([]);
  });
});
