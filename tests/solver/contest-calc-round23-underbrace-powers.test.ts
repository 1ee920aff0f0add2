import { describeAnsweredAndRefused } from './answered-and-refused';
import { choice } from './lookalike-hunt-shared';

/**
 * A power printed as a product under a brace, 「$\underbrace{3\times 3\times \cdots \times 3}_{2006个3}$」, read as
 * $3^{2006}$ by the number kinds (last digit, remainder), and 「A减去B，得数的个位」 as the difference (decision 0123).
 */
describeAnsweredAndRefused(
  'a power under a brace',
  [
    // 2,4,8,6 every 4; 100 is the 4th → 6
    [choice('$\\underbrace{2\\times 2\\times \\cdots \\times 2}_{100个2}$的个位数字是（ ）．', '$2$', '$4$', '$6$', '$8$'), ['C']],
    // 7 ≡ 2 (mod 5); 2,4,3,1 every 4; 2023 is the 3rd → 3
    [choice('$\\underbrace{7\\times 7\\times \\cdots \\times 7}_{2023个}$除以$5$的余数是多少？', '$1$', '$2$', '$3$', '$4$'), ['C']],
    // 9^99 ends in 9, 4^50 ends in 6: 9 − 6 = 3
    [
      choice(
        '$\\underbrace{9\\times 9\\times \\cdots \\times 9}_{99个9}$减去$\\underbrace{4\\times 4\\times \\cdots \\times 4}_{50个4}$，所得的差的个位数字是几？',
        '$3$',
        '$5$',
        '$7$',
        '$9$',
      ),
      ['A'],
    ],
    // 3,9,7,1 every 4; 10 is the 2nd → 9
    [choice('算式$\\underbrace{3\\times 3\\times \\cdots \\times 3}_{10个3}$的结果的个位数字是．', '$1$', '$3$', '$7$', '$9$'), ['D']],
    // 6 + 5 = 11 → 1
    [
      choice(
        '$\\underbrace{6\\times 6\\times \\cdots \\times 6}_{20个6}+\\underbrace{5\\times 5\\times \\cdots \\times 5}_{20个5}$的个位数字是（ ）',
        '$0$',
        '$1$',
        '$5$',
        '$6$',
      ),
      ['B'],
    ],
    // 2,4,1 (mod 7) every 3; 2024 is the 2nd → 4
    [choice('$\\underbrace{2\\times 2\\times \\cdots \\times 2}_{2024个2}$被$7$除的余数是（ ）．', '$1$', '$2$', '$4$', '$6$'), ['C']],
  ],
  [
    // different numbers under the brace: not a power
    choice('$\\underbrace{1\\times 3\\times \\cdots \\times 99}_{50个数}$的个位数字是（ ）．', '$1$', '$3$', '$5$', '$9$'),
    // the difference is negative
    choice(
      '$\\underbrace{2\\times 2\\times \\cdots \\times 2}_{100个2}$减去$\\underbrace{3\\times 3\\times \\cdots \\times 3}_{100个3}$，得数的个位数字是',
      '$1$',
      '$3$',
      '$5$',
      '$7$',
    ),
    // a sum after 减去: the order is not clear
    choice('$\\underbrace{4\\times 4\\times \\cdots \\times 4}_{10个4}$减去$3+5$，得数的个位数字是', '$8$', '$6$', '$4$', '$2$'),
    // a letter for the count
    choice('$\\underbrace{2\\times 2\\times \\cdots \\times 2}_{n个2}$的个位数字是（ ）．', '$2$', '$4$', '$6$', '不确定'),
  ],
);
