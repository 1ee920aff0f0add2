import { describe, expect, it } from 'vitest';
import { numbersFromFormulas, plainNumber, questionFromBlank } from '../../server/solver/engines/word-problems/exam-format';
import { optionInUnit } from '../../server/solver/engines/word-problems/option-units';
import { createOfflineSolver } from '../../server/solver/offline';
import { solveWordProblem } from './word-problems-support';

/**
 * Word problems as contest and exam papers print them: numbers set as formulas, the question left as a blank,
 * options A–D. Written for these tests, in the manner of solved textbook problems.
 */

const ASK = /多少|几/;

describe('numbers written as formulas', () => {
  it.each([
    ['120', '120'],
    ['2.5', '2.5'],
    ['\\frac{1}{3}', '1/3'],
    ['150 \\%', '150%'],
    ['40\\text{km}', '40km'],
    ['40 \\text{ 千米 }', '40千米'],
    ['\\text{km}', 'km'],
    ['5 cm^{2}', '5cm^{2}'],
    ['1\\,200', '1200'],
    ['40 \\mathrm{~km} / \\mathrm{h}', '40km/h'],
    ['12 \\mathrm{~cm}^{2}', '12cm^{2}'],
    ['\\rm kg', 'kg'],
    ['3 / 4', '3/4'],
    ['2\\frac{1}{3}', '2又1/3'],
  ])('$%s$ is the plain number %s', (formula, plain) => {
    expect(plainNumber(formula)).toBe(plain);
  });

  it.each(['x', '3+4', '3\\times 4', 'a=2', '2x', 'm', '\\sqrt{2}', '-3', '2\\frac{x}{3}', '\\text{abc}', '5 m', '\\%', '3 \\text{km} x'])(
    '$%s$ stays a formula',
    (formula) => {
      expect(plainNumber(formula)).toBeNull();
    },
  );

  it('unwraps only the formulas that are numbers', () => {
    expect(numbersFromFormulas('有$120$页，$x+1$')).toBe('有 120 页，$x+1$');
  });
});

describe('the question written as a blank', () => {
  it.each([
    ['看完需要____天.', '看完需要多少天?'],
    ['看完需要____天', '看完需要多少天?'],
    ['现价是____元。', '现价是多少元?'],
    ['他走到第____根电线杆.', '他走到第几根电线杆?'],
    ['男生占全班的____%.', '男生占全班的百分之几?'],
    ['这件衣服的现价是.', '这件衣服的现价是?'],
    ['看完这本书需要天.', '看完这本书需要多少天?'],
    ['两天一共吃了块饼干.', '两天一共吃了多少块饼干?'],
    ['果园里梨树比桃树多棵.', '果园里梨树比桃树多多少棵?'],
  ])('%s reads as %s', (text, asked) => {
    expect(questionFromBlank(text, ASK)).toBe(asked);
  });

  it.each([
    ['小明看了____页，还剩多少页?', 'a question word beside the blank'],
    ['一本书有____页。小明每天看15页，看了8天.', 'a blank in an earlier sentence'],
    ['甲有____个，乙有____个.', 'two blanks'],
  ])('%s is not read (%s)', (text) => {
    expect(questionFromBlank(text, ASK)).toBeNull();
  });

  it('leaves a text that already asks unchanged', () => {
    expect(questionFromBlank('看完需要几天?', ASK)).toBe('看完需要几天?');
    expect(questionFromBlank('每天看15页，看了8天.', ASK)).toBe('每天看15页，看了8天.');
  });
});

/** [exam-format text, final answer]: each is a plain textbook problem the engine solves, printed as a paper prints it. */
const EXAM: Array<[string, string]> = [
  ['一本书有$120$页，小明每天看$15$页，看完这本书需要几天？', '$8$ 天'],
  ['一本书有$$120$$页，小明每天看$$15$$页，看完这本书需要几天？', '$8$ 天'],
  ['一本书有120页，小明每天看15页，看完这本书需要天．', '$8$ 天'],
  ['一本书有$120$页，小明每天看$15$页，看完这本书需要（  ）天。', '$8$ 天'],
  ['一本书有120页，小明每天看15页，看完这本书需要____天', '$8$ 天'],
  ['一本书有120页，小明每天看15页，看完这本书需要~\\uline{~~~~~~~~~~}~天．', '$8$ 天'],
  ['学校原有$25$瓶胶水，又买回$9$瓶，现在有____瓶．', '$34$ 瓶'],
  ['同学们要种$18$棵树，第一组种了$8$棵，第二组种了$7$棵，还有（ ）棵需要种。', '$3$ 棵'],
  ['一袋大米重$2.5$千克，$4$袋这样的大米重____千克．', '$10$ 千克'],
  ['一袋大米重$2.5$千克，$4$袋这样的大米重____克．', '$10000$ 克'],
  ['一辆汽车每小时行$60\\text{km}$，$3$小时行多少$\\text{km}$？', '$180$ 千米'],
  ['一桶油重$\\frac{3}{4}$吨，用去了$\\frac{1}{4}$吨，还剩____吨．', '$\\frac{1}{2}$ 吨'],
];

describe('exam-format word problems are solved as their plain text is', () => {
  it.each(EXAM)('%s', async (text, answer) => {
    const out = await solveWordProblem(text);
    expect(out?.ok, text).toBe(true);
    if (!out?.ok) return;
    expect(out.finalAnswer).toBe(answer);
    expect(out.verification.status).toBe('verified');
  });

  it.each([
    // a formula with letters or operators is mathematics, not a number
    '已知$x+15=120$，则$x$等于____．',
    '一本书有$120$页，小明每天看$a$页，看完这本书需要____天．',
    '一本书有$3 \\times 40$页，小明每天看$15$页，看完这本书需要____天．',
    // a blank that is not the question
    '一本书有____页，小明每天看15页，还剩多少页？',
    '一本书有____页。小明每天看15页，看了8天．',
  ])('does not answer %s', async (text) => {
    const out = await solveWordProblem(text);
    expect(out?.ok ?? false, text).toBe(false);
  });
});

describe('options in the unit of the answer', () => {
  it('states an option in the answer unit, or not at all', () => {
    const inMetres = optionInUnit('米');
    expect(inMetres('2千米')).toBe('2000');
    expect(inMetres('$2\\text{km}$')).toBe('2000');
    expect(inMetres('35厘米')).toBe('0.35');
    expect(inMetres('2000')).toBe('2000');
    expect(inMetres('2小时')).toBeNull();
    expect(inMetres('2000 或 3000')).toBeNull();
    expect(optionInUnit('天')('1周')).toBe('7');
    expect(optionInUnit('个')('8只')).toBeNull();
  });
});

describe('word problems with options A–D', () => {
  const solver = createOfflineSolver();
  const answer = async (text: string) => solver.solve({ text });

  it.each([
    ['一本书有$120$页，小明每天看$15$页，看完这本书需要（  ）天。A. $6$ B. $7$ C. $8$ D. $9$', 'C（$8$）'],
    ['一本书有120页，小明每天看15页，看完这本书需要几天？ A. 6天 B. 7天 C. 8天 D. 9天', 'C（8天）'],
    ['一本书有120页，小明每天看15页，看完这本书需要（ ）天。 A. 1周 B. 8天 C. 9天 D. 10天', 'B（8天）'],
    ['学校操场一圈长400米，小明跑了5圈，他一共跑了多少米？ A. 2000千米 B. 2千米 C. 20千米 D. 200米', 'B（2千米）'],
    ['一袋大米重$2.5$千克，$4$袋这样的大米重（ ）千克。 A. $100$克 B. $1$千克 C. $10$千克 D. $100$千克', 'C（$10$千克）'],
    // the blank ends the stem; the unit shared by every option is the blank's unit
    ['一本书有120页，小明每天看15页，看完这本书需要（ ）。 A. 6天 B. 7天 C. 8天 D. 9天', 'C（8天）'],
    ['学校操场一圈长$400$米，小明跑了$5$圈，他一共跑了（  ）。 A. $2000$米 B. $200$米 C. $20$米 D. $2$米', 'A（$2000$米）'],
  ])('%s → %s', async (text, final) => {
    const out = await answer(text);
    expect(out.ok, text).toBe(true);
    if (!out.ok) return;
    expect(out.finalAnswer).toBe(final);
    expect(out.problemType).toBe('choice');
  });

  it.each([
    // two options equal the answer (2000 米 and 2 千米)
    '学校操场一圈长400米，小明跑了5圈，他一共跑了多少米？ A. 2000米 B. 2千米 C. 20千米 D. 200米',
    // two options equal the answer in different units (10 千克 and 10000 克)
    '一袋大米重2.5千克，4袋这样的大米重（ ）千克。 A. 10千克 B. 1000克 C. 10000克 D. 100千克',
    // no option equals it
    '一本书有120页，小明每天看15页，看完这本书需要（ ）天。 A. 6 B. 7 C. 9 D. 10',
    // options with different words after their numbers lend the blank no unit
    '一本书有120页，小明每天看15页，看完这本书需要（ ）。 A. 6天 B. 7天 C. 8周 D. 9周',
    // an option in another dimension cannot be compared
    '一本书有120页，小明每天看15页，看完这本书需要（ ）天。 A. 6 B. 7 C. 8 D. 9千克',
  ])('refuses %s', async (text) => {
    const out = await answer(text);
    expect(out.ok, text).toBe(false);
  });
});
