import { describeAnsweredAndRefused } from './answered-and-refused';
import { choice } from './lookalike-hunt-shared';

/**
 * A list whose rule is stated in words — the first two numbers, then each number the sum (or the mean) of the two
 * before it — and a far term's remainder, integer part or value (decision 0123). Answers worked by hand.
 */
describeAnsweredAndRefused(
  'a far term of a two-term rule',
  [
    // Fibonacci mod 4: 1,1,2,3,1,0 repeats every 6; 100 = 6×16+4 → the 4th, 3
    [
      choice(
        '有一列数，第一个数是$1$，第二个数是$1$，从第三个数开始，每个数都等于它前面两个数的和。这列数的第$100$个数除以$4$的余数是多少？',
        '$0$',
        '$1$',
        '$2$',
        '$3$',
      ),
      ['D'],
    ],
    // 3,4,7,11,18,29,47,76,123,199
    [
      choice('一个数列的第1项是3，第2项是4，从第3项起，每一项都是前两项之和，那么第10项是多少？', '$123$', '$199$', '$322$', '$176$'),
      ['B'],
    ],
    // 1,3,4,7,11,18 mod 5: 1,3,4,2 repeats every 4; 2024 is the 4th → 2
    [
      choice(
        '已知一串数：$1$，$3$，$4$，$7$，$11$，$18$，$\\cdots$，从第三个数起，每个数都是前两个数之和．这串数中第$2024$个数被$5$除的余数是几？',
        '$1$',
        '$2$',
        '$3$',
        '$4$',
      ),
      ['B'],
    ],
    // 40 − 30·(2/3)(1 + 2^-19) = 20 − 20/2^19, just below 20
    [
      choice(
        '有一串数，第一个数是$40$，第二个数是$10$，以后每个数都是它前面两个数的平均数，那么第$20$个数的整数部分是多少？',
        '$19$',
        '$20$',
        '$21$',
        '$18$',
      ),
      ['A'],
    ],
    // 5, 11, 8, 9.5, 8.75, 9.125, 8.9375, 9.03125
    [
      choice(
        '一列数：$5$，$11$，$8$，$9.5$，$\\cdots$，其中从第$3$个数起，每个数是它前面两个数的平均数，这列数的第$8$个数的整数部分是（ ）．',
        '$8$',
        '$9$',
        '$10$',
        '$11$',
      ),
      ['B'],
    ],
    // 2,5 mod 3: 2,2,1,0,1,1,2,0 repeats every 8; 2000 is the 8th → 0
    [
      choice('第一个数是$2$，第二个数是$5$，从第三个数起每个数是前两个数的和，第$2000$个数除以$3$余几？', '$0$', '$1$', '$2$', '不确定'),
      ['A'],
    ],
  ],
  [
    // no rule in words: a list alone fits many rules
    choice(
      '一列数按一定规律排列：$1$，$2$，$3$，$5$，$8$，$13$，$\\cdots$，第$100$个数除以$3$的余数是（ ）．',
      '$0$',
      '$1$',
      '$2$',
      '不确定',
    ),
    // the list disagrees with the rule (1+2 is not 4)
    choice('一串数：$1$，$2$，$4$，$7$，$\\cdots$，从第三个数起每个数是前两个数的和，第$50$个数除以$5$余几？', '$0$', '$1$', '$2$', '$3$'),
    // a product rule is another kind
    choice('第一个数是$1$，第二个数是$2$，从第三个数起每个数是前两个数的积，第$10$个数除以$3$余几？', '$0$', '$1$', '$2$', '不确定'),
    // the first numbers are not given
    choice('从第三个数起，每个数是前两个数的和，这列数的第$50$个数除以$3$的余数是几？', '$0$', '$1$', '$2$', '不确定'),
    // the sum of the first terms is asked, not a term
    choice(
      '有一列数，第一个数是$1$，第二个数是$1$，从第三个数起每个数是前两个数的和，前$100$个数的和除以$3$的余数是几？',
      '$0$',
      '$1$',
      '$2$',
      '$3$',
    ),
    // three numbers before, not two
    choice('有一列数，第一个数是$1$，第二个数是$1$，从第三个数起每个数是前三个数的和，第$20$个数除以$3$余几？', '$0$', '$1$', '$2$', '$3$'),
  ],
);
