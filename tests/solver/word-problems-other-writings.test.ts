import { describe, expect, it } from 'vitest';
import { WORD_VARIANTS } from '../../bench/solver/variants/word';
import { cleanText } from '../../server/solver/read/clean';
import { describeAnsweredAndRefused } from './answered-and-refused';
import { choice } from './lookalike-hunt-shared';
import { itSolvesEach, solveWordProblem } from './word-problems-support';

/**
 * Word problems written as other textbooks, students and keyboards write them (decision 0100): counts in Chinese
 * numerals, fractions and percents in words, grouped thousands, prices per unit (6元/千克), instructions on the method
 * after the question. Each is read as the usual digits are.
 */
const SOLVED: Array<[string, string, string]> = [
  // a small count told after a verb is an amount (各四本, 分成四组, 坐四十五人)
  ['王叔叔给五位邻居各送了六个苹果，他一共送出了多少个苹果？', '$30$ 个', 'each'],
  ['妈妈买了三盒鸡蛋，每盒有十个，一共有多少个鸡蛋？', '$30$ 个', 'rate'],
  ['果园里有桃树八棵，梨树的棵数是桃树的三倍，梨树有多少棵？', '$24$ 棵', 'relations'],
  ['体育课上，老师把24名同学平均分成四组，每组有多少名同学？', '$6$ 名', 'rate'],
  ['车站有四辆大巴车，每辆坐四十五人，一共能坐多少人？', '$180$ 人', 'rate'],
  // the time one step takes (用一分钟) is an amount, not "per minute"
  ['小刚家住六楼，每上一层楼要用一分钟，他从一楼走到六楼，要走多少分钟？', '$5$ 分钟', 'gaps'],
  // fractions and percents in words
  ['一袋大米重二十五分之十二吨，8袋这样的大米重多少吨？', '$\\frac{96}{25}$ 吨', 'rate'],
  ['一桶油重五分之四千克，用去了八分之三千克，还剩多少千克？', '$\\frac{17}{40}$ 千克', 'change'],
  ['某校五年级有学生200人，近视的学生占百分之十五，近视的学生有多少人？', '$30$ 人', 'part-of-whole'],
  ['一件衣服原价240元，现在降价百分之二十五，现在售价多少元？', '$180$ 元', 'discount'],
  // thousands grouped by commas
  ['工厂仓库里有钢材5,600吨，运走了2,800吨，还剩多少吨？', '$2800$ 吨', 'change'],
  ['一所学校图书室有图书12,500本，借出3,500本，还剩多少本？', '$9000$ 本', 'change'],
  ['一辆货车每次运货1,250千克，运了4次，一共运了多少千克？', '$5000$ 千克', 'rate'],
  // a price per unit or per thing
  ['苹果6元/千克，妈妈买了5千克，一共花了多少元？', '$30$ 元', 'rate'],
  ['练习本2.5元/本，小华买了8本，应付多少元？', '$20$ 元', 'rate'],
  // the method asked for after the question, before or after a rounding instruction
  ['大米每千克4元，买了12千克，一共要多少元？（列综合算式解答）', '$48$ 元', 'rate'],
  ['小明读一本故事书，每天读12页，15天读完，这本书有多少页？（用方程解）', '$180$ 页', 'rate'],
  ['一个圆形花坛的直径是5米，它的周长是多少米？（得数保留整数）（列式计算）', '$16$ 米', 'measure'],
  ['一个圆形花坛的直径是5米，它的周长是多少米？（列式计算）（得数保留整数）', '$16$ 米', 'measure'],
  // anyone who gives to 他/她 gives to the one the story is about (爸爸, 父亲, a name, 王老师)
  ['小强原来有4辆小汽车。父亲送给他一辆新车作为生日礼物。小强现在有几辆小汽车？', '$5$ 辆', 'change'],
  ['小强原来有4辆小汽车，王芳送给他2辆，小强现在有几辆小汽车？', '$6$ 辆', 'change'],
  ['丽丽有15张贴纸，邻居家的小朋友又送给她6张，丽丽现在有多少张贴纸？', '$21$ 张', 'change'],
  ['小强原来有4辆小汽车，他送给小红2辆，小强现在有几辆小汽车？', '$2$ 辆', 'change'],
];

/** A list of numbers is no grouped number; a rounding instruction that is not the question's last words is not read. */
const REFUSED = [
  '甲、乙两堆沙子分别重105,120吨，两堆一共重多少吨？',
  '（得数保留整数）一个圆形花坛的直径是5米，它的周长是多少米？',
  // the owner gives to someone only called 他: who receives is not sure
  '小强原来有4辆小汽车，小强送给他2辆，小强现在有几辆小汽车？',
];

describe('word problems written as other textbooks and keyboards write them', () => {
  itSolvesEach(SOLVED);
  for (const text of REFUSED)
    it(`refuses: ${text}`, async () => {
      const out = await solveWordProblem(text);
      expect(out?.ok ?? false, text).toBe(false);
    });
});

describe('grouped thousands in the cleaned text', () => {
  it('joins a grouped number before its unit or count word', () => {
    expect(cleanText('养鸡场有鸡8,000只，卖出3,000只，还剩多少只？')).toContain('8000只');
    expect(cleanText('在比例尺1：6,000,000的地图上量得两地相距5厘米。')).toContain('6000000');
  });
  it('leaves lists alone', () => {
    expect(cleanText('甲、乙两堆分别重105,120吨，一共多少吨？')).toContain('105,120');
    expect(cleanText('求105,120这两个数的和是多少？')).toContain('105,120');
    expect(cleanText('数据 2,400，3,600的平均数是多少？')).toContain('2400');
  });
});

describeAnsweredAndRefused(
  'number kinds with numbers in Chinese numerals',
  [
    [choice('一本书共二百零九页，给它编页码一共要用多少个数字？', '$519$', '$517$', '$627$', '$209$'), ['A']],
    [choice('有一列数：4，7，1，4，7，1，……那么第二十个数是几？', '$4$', '$7$', '$1$'), ['B']],
    [
      choice('甲每六天去一次图书馆，乙每四天去一次，两人星期一在图书馆相遇，下次相遇是星期几？', '星期一', '星期三', '星期六', '星期日'),
      ['C'],
    ],
  ],
  [],
);

describe('the word variants keep meaning', () => {
  const apply = (name: string, text: string) => WORD_VARIANTS.find((v) => v.name === name)?.apply(text);
  it('writes a numeral only for a number alone before a count word', () => {
    expect(apply('numerals-small', '有3个苹果，2本书，吃了1.5个')).toBe('有三个苹果，两本书，吃了1.5个');
    expect(apply('numerals-tens', '买了12本书和105个本子')).toBe('买了十二本书和一百零五个本子');
    expect(apply('numerals-small', '重3千克')).toBeNull();
  });
  it('leaves years and formulas alone when grouping thousands', () => {
    expect(apply('thousands-comma', '2021年运来1200吨，$1250$')).toBe('2021年运来1,200吨，$1250$');
  });
  it('writes fractions and percents in words', () => {
    expect(apply('fraction-words', '用去3/4吨')).toBe('用去四分之三吨');
    expect(apply('percent-words', '占25%')).toBe('占百分之二十五');
  });
  it('swaps names but not a 小红花', () => {
    expect(apply('names-swapped', '小明给小红3朵小红花')).toBe('王芳给李强3朵小红花');
  });
});
