import { describeAnsweredAndRefused } from './answered-and-refused';
import { choice } from './lookalike-hunt-shared';

/**
 * Options that are numbers or formulas, each worked out exactly and checked against what the stem asks (decision
 * 0101), written as other papers and textbooks word them; answered only when exactly one option has the property.
 */
describeAnsweredAndRefused(
  'the option with the largest or smallest value, or a given value',
  [
    [
      choice(
        '下列各式中，计算结果最小的是（ ）',
        '$\\frac{3}{4}\\times \\frac{2}{3}$',
        '$\\frac{3}{4}\\div \\frac{2}{3}$',
        '$\\frac{3}{4}+\\frac{2}{3}$',
        '$\\frac{3}{4}-\\frac{2}{3}$',
      ),
      ['D'],
    ],
    [
      choice('以下四个算式中，得数最大的是哪一个？', '$999\\times 1001$', '$1000\\times 1000$', '$998\\times 1002$', '$997\\times 1003$'),
      ['B'],
    ],
    [choice('下面算式中结果等于$1$的是（ ）', '$0.5\\times 0.5$', '$1\\div 0.5$', '$\\frac{2}{3}\\div \\frac{2}{3}$', '$1-0.01$'), ['C']],
    [choice('下列算式的结果大于$100$的是', '$99\\times 1$', '$25\\times 4$', '$12\\times 9$', '$200\\div 2$'), ['C']],
    [choice('下面各数中，比$1$小的是（ ）', '$\\frac{7}{6}$', '$1.01$', '$0.999$', '$1\\frac{1}{9}$'), ['C']],
    [choice('在下列分数中，值最大的是（ ）', '$\\frac{5}{8}$', '$\\frac{3}{5}$', '$\\frac{7}{12}$', '$\\frac{2}{3}$'), ['D']],
    [choice('下面哪个算式的计算结果是奇数？', '$25\\times 4+6$', '$13\\times 7+9$', '$21\\times 3-1$', '$15\\times 5+2$'), ['D']],
    [choice('下列数中，与$50$最接近的是（ ）', '$46$', '$53$', '$55$', '$40$'), ['B']],
    [choice('下列算式中，与$12\\times 5$得数相同的是（ ）', '$60$', '$12+5$', '$17$', '$7\\times 5$'), ['A']],
    [choice('下列各数中，是质数的是（ ）', '$21$', '$27$', '$29$', '$33$'), ['C']],
    [choice('下面的数中，合数是', '$2$', '$13$', '$17$', '$51$'), ['D']],
    [choice('下列各数中是完全平方数的是', '$1000$', '$1024$', '$2000$', '$2022$'), ['B']],
    [choice('下列算式中，结果是整数的是', '$7\\div 2$', '$\\frac{1}{2}+\\frac{1}{3}$', '$1.5\\times 4$', '$10\\div 4$'), ['C']],
    [choice('比较大小：下列各式中，结果最大的是哪个算式', '$2\\times 3$', '$2+3$', '$2^3$', '$3^2$'), ['D']],
    [choice('下列算式中，（ ）的结果最大。', '$2\\times 3$', '$2+3$', '$8$', '$3^2$'), ['D']],
    [choice('下列算式中，积最大的是', '$12\\times 5$', '$11\\times 6$', '$10\\times 7$', '$9\\times 8$'), ['D']],
    [choice('下面四个数中，最小的一个是（ ）', '$0.5$', '$\\frac{1}{3}$', '$0.34$', '$\\frac{2}{5}$'), ['B']],
  ],
  [
    // two options tie for the largest
    choice('下列算式中得数最大的是（ ）', '$20\\times 5$', '$101-1$', '$98+1$', '$99$'),
    // an option names a letter, not a number
    choice('下列式子中结果最大的是（ ）', '$a+1$', '$2\\times 3$', '$7$', '$5+1$'),
    // no option is a prime
    choice('下列各数中，是质数的是（ ）', '$1$', '$9$', '$15$', '$25$'),
    // none is even
    choice('下面哪个算式的计算结果是偶数？', '$3\\times 5$', '$7+8$', '$9\\times 9$', '$11$'),
    // a story before the question changes what is compared
    choice('小明把一个数乘了3，下列选项中结果最大的是（ ）', '$2$', '$3$', '$4$', '$5$'),
  ],
);

describeAnsweredAndRefused(
  'closest to a worked value, ranks and divisions',
  [
    [choice('小明计算$0.0198\\times 5012.4$，下列选项中最接近计算结果的是（ ）', '$10$', '$100$', '$1000$', '$10000$'), ['B']],
    [
      choice(
        '在$\\frac{2}{3}$，$\\frac{3}{5}$，$\\frac{5}{9}$，$\\frac{7}{10}$这四个分数中，按从小到大排列，排在第三位的是（ ）',
        '$\\frac{2}{3}$',
        '$\\frac{3}{5}$',
        '$\\frac{5}{9}$',
        '$\\frac{7}{10}$',
      ),
      ['A'],
    ],
    [choice('下列除法算式中，有余数的是（ ）', '$126\\div 6$', '$135\\div 9$', '$148\\div 7$', '$144\\div 8$'), ['C']],
    [choice('下面哪一道除法中，除数能整除被除数？', '$100\\div 7$', '$91\\div 13$', '$50\\div 3$', '$77\\div 5$'), ['B']],
    [choice('以下哪一个选项中的数大于$5$万？', '$49999$', '$4.9$万', '$50001$', '$5000$'), ['C']],
  ],
  [
    // the listed numbers are not the options' numbers
    choice(
      '在$\\frac{1}{2}$，$\\frac{1}{3}$，$\\frac{1}{4}$中，按从大到小排列，排在第二位的是',
      '$\\frac{1}{5}$',
      '$\\frac{1}{6}$',
      '$\\frac{1}{3}$',
      '$\\frac{1}{7}$',
    ),
    // two divisions leave a remainder
    choice('下列除法算式中，有余数的是（ ）', '$125\\div 6$', '$135\\div 9$', '$148\\div 7$', '$144\\div 8$'),
    // two options equally close
    choice('下列数中，最接近$60$的是', '$55$', '$65$', '$70$', '$50$'),
  ],
);

describeAnsweredAndRefused(
  'which comparison is right',
  [
    [choice('下列各式中，正确的是（ ）', '$-3>-2$', '$\\frac{1}{2}<\\frac{1}{3}$', '$0.5=\\frac{1}{2}$', '$-1>0$'), ['C']],
    [
      choice(
        '把$\\frac{3}{7}$，$\\frac{4}{9}$，$\\frac{5}{11}$按从大到小的顺序排列，正确的是（ ）',
        '$\\frac{3}{7}>\\frac{4}{9}>\\frac{5}{11}$',
        '$\\frac{5}{11}>\\frac{4}{9}>\\frac{3}{7}$',
        '$\\frac{4}{9}>\\frac{5}{11}>\\frac{3}{7}$',
        '$\\frac{5}{11}>\\frac{3}{7}>\\frac{4}{9}$',
      ),
      ['B'],
    ],
    [choice('下面的比较中，错误的是（ ）', '$0.3<\\frac{1}{3}$', '$2.5>\\frac{5}{2}$', '$1\\frac{1}{2}=1.5$', '$-5<-4$'), ['B']],
    [
      choice(
        '小华比较了几组数的大小，请你找出正确的答案',
        '$3.14>\\frac{22}{7}$',
        '$\\frac{7}{8}<\\frac{8}{9}$',
        '$0.6>\\frac{2}{3}$',
        '$-0.1<-1$',
      ),
      ['B'],
    ],
    [choice('下列关系式中成立的是', '$12\\div 4=4$', '$2\\times 3<5$', '$0.1\\times 0.1=0.01$', '$7-8>0$'), ['C']],
  ],
  [
    // two comparisons are true
    choice('下列各式中，正确的是（ ）', '$2>1$', '$3>2$', '$1>2$', '$0>1$'),
    // 从小到大 asked, the options written with >
    choice(
      '把$\\frac{1}{2}$，$\\frac{1}{3}$，$\\frac{1}{4}$按从小到大的顺序排列，正确的是',
      '$\\frac{1}{2}>\\frac{1}{3}>\\frac{1}{4}$',
      '$\\frac{1}{4}>\\frac{1}{3}>\\frac{1}{2}$',
      '$\\frac{1}{3}>\\frac{1}{2}>\\frac{1}{4}$',
      '$\\frac{1}{2}>\\frac{1}{4}>\\frac{1}{3}$',
    ),
    // a comparison with a letter in it, undecided
    choice('若$a>b$，下列各式中正确的是', '$a>0$', '$2<1$', '$3<1$', '$0>1$'),
  ],
);

describeAnsweredAndRefused(
  'the fewest numbers that force a pair, arithmetic lists, numbers made of given digits',
  [
    [
      choice('从$1$到$20$这$20$个自然数中，至少要取出多少个数，才能保证其中一定有两个数的和是$21$？', '$10$', '$11$', '$12$', '$20$'),
      ['B'],
    ],
    [choice('从$1$至$15$这$15$个整数中，至少选出几个数，才能保证一定有两个数的差是$5$？', '$8$', '$9$', '$10$', '$11$'), ['D']],
    [choice('从$1$到$20$中最少选出（ ）个数，使得在选出的数中，一定有一个数是另一个数的$3$倍', '$15$', '$16$', '$17$', '$18$'), ['C']],
    ['从1到8这8个整数中，至少取几个数，才能保证其中有两个数的和等于9？', ['5']],
    [choice('等差数列$3$，$7$，$11$，$15$，$\\cdots$的第$50$项是（ ）', '$199$', '$200$', '$203$', '$196$'), ['A']],
    [choice('一列数$2$，$5$，$8$，$11$，$\\cdots$，$98$，这列数一共有多少项？', '$32$', '$33$', '$34$', '$35$'), ['B']],
    [choice('已知$2$，$x$，$y$，$20$这四个数成等差数列，则$y$等于（ ）', '$8$', '$12$', '$14$', '$16$'), ['C']],
    [choice('用$0$，$1$，$2$，$3$可以组成多少个没有重复数字的三位数？', '$18$', '$24$', '$27$', '$48$'), ['A']],
    [choice('由数字$2$，$4$，$6$组成的没有重复数字的三位数，所有这些三位数的和是', '$2664$', '$2400$', '$1332$', '$2244$'), ['A']],
    [choice('用$1$、$3$、$5$、$7$这四个数字可以组成几个比$5000$大的无重复数字的四位数？', '$6$', '$12$', '$18$', '$24$'), ['B']],
  ],
  [
    // digits may repeat: the paper does not say they may not
    choice('用$1$，$2$，$3$可以组成多少个三位数？', '$6$', '$9$', '$27$', '$3$'),
    // a number taken twice is not two numbers: 1…10 with 和为 20 has no pair at all
    '从1至10这10个整数中，至少取几个数，才能保证其中有两个数的和等于20？',
    // a list with three terms and no word 等差
    choice('一列数$1$，$2$，$4$，$\\cdots$的第$10$个数是', '$512$', '$19$', '$10$', '$1024$'),
    // the count of listed letters disagrees with 「这五个数」
    '已知1，a，b，9这五个数成等差数列，则a等于多少？',
  ],
);

describeAnsweredAndRefused(
  'sums written with a pattern and an ellipsis',
  [
    [choice('计算：$2+4+6+\\cdots +98+100$', '$2500$', '$2550$', '$2600$', '$5050$'), ['B']],
    [choice('$50-48+46-44+\\cdots +6-4+2$的值是（ ）', '$24$', '$25$', '$26$', '$27$'), ['C']],
    [choice('算式$(1+3+5+\\cdots +19)\\div 4$的结果是', '$20$', '$25$', '$50$', '$100$'), ['B']],
    [choice('$1+11+111+\\cdots +111111$的和的百位数字是几？', '$1$', '$2$', '$3$', '$4$'), ['D']],
    ['$10+13+16+\\cdots +40$等于多少？', ['275']],
  ],
  [
    // the written terms do not keep one step
    choice('计算：$1+2+5+\\cdots +50$', '$127$', '$128$', '$126$', '$63$'),
    // the last term is not reached by the step
    '$3+6+9+\\cdots +100$等于多少？',
    // signs that do not repeat
    choice('$1+2-3+4+\\cdots +20$的值是', '$10$', '$20$', '$30$', '$40$'),
    // a product beside the run
    '$2\\times 1+2+3+\\cdots +10$等于多少？',
  ],
);

describeAnsweredAndRefused(
  'how many numbers of a range have a property',
  [
    [choice('在$100$与$200$之间共有多少个回文数？', '$9$', '$10$', '$11$', '$20$'), ['B']],
    [choice('两位数中，各位数字之和等于$9$的数有几个？', '$8$', '$9$', '$10$', '$18$'), ['B']],
    [choice('从$1$到$100$的自然数中有奇数个因数的整数有（ ）个', '$9$', '$10$', '$11$', '$50$'), ['B']],
    [choice('$1203$的各位数字的和为$6$，具有这种性质的三位数共有（ ）个', '$15$', '$18$', '$21$', '$28$'), ['C']],
    [choice('能被$11$整除的三位回文数有多少个？', '$8$', '$9$', '$10$', '$90$'), ['A']],
    ['小于500的三位数中，是7的倍数的数有多少个？', ['57']],
  ],
  [
    // 不 is not read: the stem is not the bare question
    choice('不能被9整除的三位回文数有多少个？', '$80$', '$81$', '$90$', '$10$'),
    // an end of 「之间」 has the property (is 1000 counted?)
    choice('在$100$与$1000$之间，能被$100$整除的数共有几个？', '$8$', '$9$', '$10$', '$11$'),
    // the example number does not have the digit sum said
    '2012的各位数字的和为4，具有这种性质的四位数共有几个？',
  ],
);
