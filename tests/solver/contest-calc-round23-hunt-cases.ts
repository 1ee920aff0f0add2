import { choice, type Lookalike } from './lookalike-hunt-shared';

/**
 * Look-alikes of decision 0123 (a two-term rule in words, a power under a brace, 「A减去B」 in words), answers worked
 * by hand and checked with exact big integers. null: undecidable or another kind, must be refused.
 */
const opts = (...o: string[]) => o;
const c = (stem: string, o: string[]) => choice(stem, ...o);

export const TWO_TERM_RULE_LOOKALIKES: Lookalike[] = [
  // the rule is another one: the difference (which minus which?), the product, three before, all before, half the sum's digit
  [
    c(
      '第一个数是$5$，第二个数是$3$，从第三个数起每个数是前两个数的差，第$100$个数除以$3$的余数是几？',
      opts('$0$', '$1$', '$2$', '不确定'),
    ),
    null,
    'refuses',
  ],
  [
    c(
      '有一列数，第一个数是$1$，第二个数是$2$，从第三个数起，每个数都是它前面两个数的乘积，第$10$个数的个位数字是几？',
      opts('$2$', '$4$', '$6$', '$8$'),
    ),
    null,
    'refuses',
  ],
  // 1,1,1,3,5,9,… mod 3 — three before, not two
  [
    c('有一列数，前三个数都是$1$，从第四个数起，每个数是前三个数的和，第$20$个数除以$3$的余数是几？', opts('$0$', '$1$', '$2$', '$3$')),
    'C',
    'mayRefuse',
  ],
  // 1,2,3,6,12,… — all before, not two before
  [
    c(
      '一列数，第一个数是$1$，第二个数是$2$，从第三个数起每个数都等于前面所有数的和，第$10$个数除以$3$的余数是几？',
      opts('$0$', '$1$', '$2$', '不确定'),
    ),
    'A',
    'mayRefuse',
  ],
  [
    c(
      '一列数，第一个数是$1$，第二个数是$2$，从第三个数起每个数都等于前面所有数之和，第$10$个数是多少？',
      opts('$192$', '$384$', '$55$', '$89$'),
    ),
    'B',
    'mayRefuse',
  ],
  [
    c(
      '一列数，第一个数是$1$，第二个数是$1$，从第三个数起每个数是前两个数之和的个位数字，第$2024$个数是几？',
      opts('$1$', '$3$', '$7$', '$9$'),
    ),
    'B',
    'mayRefuse',
  ],
  [
    c(
      '第一个数是$1$，第二个数是$1$，从第三个数起每个数是前两个数的和再加$1$，第$10$个数除以$3$余几？',
      opts('$0$', '$1$', '$2$', '不确定'),
    ),
    null,
    'refuses',
  ],
  [
    c(
      '第一个数是$1$，第二个数是$1$，从第三个数起每个数是前两个数的和的$2$倍，第$10$个数除以$3$余几？',
      opts('$0$', '$1$', '$2$', '不确定'),
    ),
    null,
    'refuses',
  ],
  [
    c('第一个数是$1$，第二个数是$3$，从第三个数起每个数是前两个数的和的一半，第$6$个数是多少？', opts('$2$', '$2.5$', '$2.25$', '$2.375$')),
    'D',
    'mayRefuse',
  ],
  [
    c(
      '第一个数是$2$，第二个数是$4$，从第二个数起，每个数是它前一个数的$2$倍，第$10$个数除以$3$余几？',
      opts('$0$', '$1$', '$2$', '不确定'),
    ),
    'B',
    'mayRefuse',
  ],
  [
    c('第一个数是$1$，第二个数是$1$，从第三个数起每个数都是它后面两个数的和，第$10$个数除以$3$余几？', opts('$0$', '$1$', '$2$', '不确定')),
    null,
    'refuses',
  ],
  // the first two numbers not given, or given as the 3rd and 4th (2,3,5,8 → the 100th ≡ 2 mod 3)
  [c('一列数，从第三个数起每个数都是前两个数的和，第$100$个数除以$3$的余数是几？', opts('$0$', '$1$', '$2$', '不确定')), null, 'refuses'],
  [
    c(
      '一列数，第三个数是$5$，第四个数是$8$，从第三个数起每个数都是前两个数的和，第$100$个数除以$3$的余数是几？',
      opts('$0$', '$1$', '$2$', '$3$'),
    ),
    'C',
    'mayRefuse',
  ],
  [
    c(
      '一列数，第一个数是$1$，第三个数是$3$，从第三个数起每个数都是前两个数的和，第$100$个数除以$3$的余数是几？',
      opts('$0$', '$1$', '$2$', '$3$'),
    ),
    null,
    'refuses',
  ],
  [
    c(
      '一列数的第一个数和第二个数分别是$1$和$2$，从第三个数起每个数都是前两个数的和，第$50$个数除以$3$的余数是几？',
      opts('$0$', '$1$', '$2$', '$3$'),
    ),
    'C',
    'mayRefuse',
  ],
  [
    c(
      '一列数，第一个数是$1$，第二个数是$1$，第三个数是$1$，从第三个数起每个数是前两个数的和，第$10$个数除以$3$余几？',
      opts('$0$', '$1$', '$2$', '不确定'),
    ),
    null,
    'refuses',
  ],
  // the far term asked another way: its digit sum, its parity, its last digit, how many odd, a quotient
  [
    c(
      '第一个数是$1$，第二个数是$1$，从第三个数起每个数是前两个数的和，第$10$个数的各位数字之和是多少？',
      opts('$10$', '$55$', '$5$', '$13$'),
    ),
    'A',
    'mayRefuse',
  ],
  [
    c(
      '第一个数是$1$，第二个数是$1$，从第三个数起每个数是前两个数的和，第$100$个数是奇数还是偶数？',
      opts('奇数', '偶数', '不确定', '都有可能'),
    ),
    'A',
    'mayRefuse',
  ],
  [
    c('第一个数是$1$，第二个数是$1$，从第三个数起每个数是前两个数的和，第$2024$个数的个位数字是几？', opts('$1$', '$3$', '$5$', '$7$')),
    'B',
    'mayRefuse',
  ],
  [
    c(
      '第一个数是$1$，第二个数是$1$，从第三个数起每个数是前两个数的和，这列数的前$100$个数中有多少个奇数？',
      opts('$33$', '$50$', '$66$', '$67$'),
    ),
    'D',
    'mayRefuse',
  ],
  [
    c('第一个数是$1$，第二个数是$1$，从第三个数起每个数是前两个数的和，第$10$个数除以$4$的商是多少？', opts('$13$', '$3$', '$14$', '$1$')),
    'A',
    'mayRefuse',
  ],
  [
    c(
      '第一个数是$1$，第二个数是$1$，从第三个数起每个数是前两个数的和，第$100$个数与第$99$个数的差除以$4$的余数是几？',
      opts('$0$', '$1$', '$2$', '$3$'),
    ),
    null,
    'refuses',
  ],
  [
    c(
      '第一个数是$1$，第二个数是$1$，从第三个数起每个数是前两个数的和，第$100$个数除以$4$的余数与第$1$个数的和是多少？',
      opts('$1$', '$2$', '$3$', '$4$'),
    ),
    'D',
    'mayRefuse',
  ],
  // paraphrases that must stay right (or refused): negative start, decimals, 项, the mean's integer part, a far mean
  [
    c(
      '数列的第$1$项是$-1$，第$2$项是$3$，从第$3$项起，每一项都是前两项的和，第$40$项除以$5$的余数是多少？',
      opts('$1$', '$2$', '$3$', '$4$'),
    ),
    'D',
    'solves',
  ],
  [
    c(
      '有一串数，第一个数是$0.5$，第二个数是$0.7$，从第三个数起，每个数都是前两个数的和，第$10$个数的整数部分是多少？',
      opts('$34$', '$33$', '$21$', '$35$'),
    ),
    'A',
    'solves',
  ],
  [
    c(
      '有一串数，第一个数是$0.5$，第二个数是$0.7$，从第三个数起，每个数都是前两个数的和，第$10$个数除以$3$的余数是多少？',
      opts('$0$', '$1$', '$2$', '不确定'),
    ),
    null,
    'refuses',
  ],
  [
    c(
      '有一串数，第一个数是$4$，第二个数是$16$，从第三个数起每个数是前两个数的平均数，第$6$个数是多少？',
      opts('$12$', '$12.25$', '$11.5$', '$13$'),
    ),
    'B',
    'mayRefuse',
  ],
  [
    c(
      '有一串数，第一个数是$4$，第二个数是$16$，从第三个数起每个数是前两个数的平均数，第$4$个数是多少？',
      opts('$10$', '$13$', '$11.5$', '$12$'),
    ),
    'B',
    'solves',
  ],
  [
    c(
      '有一串数，第一个数是$10$，第二个数是$-20$，以后每个数都是它前面两个数的平均数，第$15$个数的整数部分是多少？',
      opts('$-9$', '$-10$', '$-11$', '$10$'),
    ),
    'B',
    'solves',
  ],
  [
    c(
      '有一串数，第一个数是$0$，第二个数是$100$，以后每个数都是它前面两个数的平均数，第$30$个数的整数部分是多少？',
      opts('$66$', '$67$', '$33$', '$50$'),
    ),
    'A',
    'solves',
  ],
  [
    c(
      '有一列数，第一个数是$2$，第二个数是$5$，从第三个数起每个数是前两个数的和，第$30$个数除以$7$的余数是几？',
      opts('$2$', '$3$', '$4$', '$5$'),
    ),
    'C',
    'solves',
  ],
  [
    c('一个数列的第1项是3，第2项是4，从第3项起，每一项都是前两项之和，那么第12项是多少？', opts('$199$', '$322$', '$521$', '以上都不对')),
    'C',
    'solves',
  ],
  [
    c('一个数列的第1项是3，第2项是4，从第3项起，每一项都是前两项之和，那么第12项是多少？', opts('$199$', '$322$', '$843$', '以上都不对')),
    'D',
    'mayRefuse',
  ],
  [
    c('第一个数是$1$，第二个数是$2$，从第三个数起每个数是前两个数的和，第$50$个数除以$3$的余数是几？', opts('$0$', '$1$', '$2$', '$3$')),
    'C',
    'solves',
  ],
  // the list printed disagrees with the rule's start, or the rule is said for a different list
  [
    c(
      '一串数：$1$，$2$，$3$，$5$，$\\cdots$，第一个数是$2$，第二个数是$3$，从第三个数起每个数是前两个数的和，第$100$个数除以$3$余几？',
      opts('$0$', '$1$', '$2$', '不确定'),
    ),
    null,
    'refuses',
  ],
  [
    c(
      '一列数，第一个数是$1$，第二个数是$2$，从第三个数起，每个数是前两个数的和，第一百个数除以三的余数是几？',
      opts('$0$', '$1$', '$2$', '$3$'),
    ),
    'A',
    'mayRefuse',
  ],
  // the rule in other printings: full-width digits, Chinese numerals for the place, a start at 0 (0,1,1,2,0,2,2,1 mod 3)
  [
    c('第一个数是１，第二个数是１，从第三个数起每个数是前两个数的和，第１００个数除以８的余数是几？', opts('$1$', '$3$', '$5$', '$7$')),
    'B',
    'solves',
  ],
  [
    c(
      '一列数，第一个数是$0$，第二个数是$1$，从第三个数起每个数是前两个数的和，第$2024$个数除以$3$的余数是几？',
      opts('$0$', '$1$', '$2$', '不确定'),
    ),
    'B',
    'solves',
  ],
  [
    c(
      '一列数，第一个数是$0$，第二个数是$1$，从第三个数起每个数是前两个数的和，第二千零二十四个数是奇数还是偶数？',
      opts('奇数', '偶数', '不确定', '都有可能'),
    ),
    'A',
    'mayRefuse',
  ],
  [
    c(
      '有一串数，第一个数是$40$，第二个数是$10$，以后每个数都是它前面两个数的平均数，第$20$个数最接近哪个整数？',
      opts('$19$', '$20$', '$21$', '$18$'),
    ),
    'B',
    'mayRefuse',
  ],
  // the rule only named (斐波那契), and the ask after 「问：」
  [
    c('斐波那契数列$1$，$1$，$2$，$3$，$5$，$8$，$\\cdots$的第$100$项除以$4$的余数是几？', opts('$0$', '$1$', '$2$', '$3$')),
    'D',
    'mayRefuse',
  ],
  [
    c(
      '第一个数是$1$，第二个数是$1$，从第三个数起每个数是前两个数的和。问：第$100$个数除以$4$的余数是几？',
      opts('$0$', '$1$', '$2$', '$3$'),
    ),
    'D',
    'mayRefuse',
  ],
];

export const UNDERBRACE_LOOKALIKES: Lookalike[] = [
  // a sum under the brace, not a product: 2×100 = 200
  [c('$\\underbrace{2+2+\\cdots +2}_{100个2}$的个位数字是（ ）．', opts('$0$', '$2$', '$4$', '$6$')), 'A', 'mayRefuse'],
  [c('$\\underbrace{2+2+\\cdots +2}_{100个2}$除以$7$的余数是多少？', opts('$1$', '$2$', '$3$', '$4$')), 'D', 'mayRefuse'],
  // different numbers under the brace
  [
    c('$\\underbrace{1\\times 2\\times \\cdots \\times 10}_{10个数}$的个位数字是（ ）．', opts('$0$', '$2$', '$4$', '$8$')),
    'A',
    'mayRefuse',
  ],
  [
    c('$\\underbrace{3\\times 7\\times \\cdots \\times 3}_{2006个数}$的个位数字是（ ）．', opts('$1$', '$3$', '$7$', '$9$')),
    null,
    'refuses',
  ],
  // repeated digits, not a power: 99…9 (2021 nines) ends in 9, 99…9 − 1 ends in 8
  [c('$\\underbrace{99\\cdots 9}_{2021个9}$的个位数字是几？', opts('$1$', '$8$', '$9$', '$0$')), 'C', 'mayRefuse'],
  [c('$\\underbrace{99\\cdots 9}_{2021个9}$除以$4$的余数是多少？', opts('$0$', '$1$', '$2$', '$3$')), 'D', 'mayRefuse'],
  // the count in Chinese numerals (十个3 → 3^10 ends in 9), or with 共 / 因数
  [c('$\\underbrace{3\\times 3\\times \\cdots \\times 3}_{十个3}$的个位数字是（ ）．', opts('$1$', '$3$', '$7$', '$9$')), 'D', 'solves'],
  [
    c('$\\underbrace{3\\times 3\\times \\cdots \\times 3}_{共2006个3}$的个位数字是（ ）．', opts('$1$', '$3$', '$7$', '$9$')),
    'D',
    'mayRefuse',
  ],
  // the count of × signs, not of 3s: 2005 signs → 2006 threes → 9
  [
    c('$\\underbrace{3\\times 3\\times \\cdots \\times 3}_{2005个\\times}$的个位数字是（ ）．', opts('$1$', '$3$', '$7$', '$9$')),
    'D',
    'mayRefuse',
  ],
  // the count names another number than the one under the brace
  [
    c('$\\underbrace{3\\times 3\\times \\cdots \\times 3}_{2006个5}$的个位数字是（ ）．', opts('$1$', '$3$', '$7$', '$9$')),
    null,
    'refuses',
  ],
  [
    c('$\\underbrace{3\\times 3\\times \\cdots \\times 3}_{2006个因数3}$的个位数字是（ ）．', opts('$1$', '$3$', '$7$', '$9$')),
    'D',
    'mayRefuse',
  ],
  // three printed before the dots, the brace under a part, a two-digit base
  [
    c('$\\underbrace{3\\times 3\\times 3\\times \\cdots \\times 3}_{2006个3}$的个位数字是（ ）．', opts('$1$', '$3$', '$7$', '$9$')),
    'D',
    'mayRefuse',
  ],
  [
    c('$2\\times \\underbrace{3\\times 3\\times \\cdots \\times 3}_{10个3}$的个位数字是（ ）．', opts('$2$', '$4$', '$6$', '$8$')),
    'D',
    'solves',
  ],
  [
    c('$\\underbrace{13\\times 13\\times \\cdots \\times 13}_{13个13}$的个位数字是（ ）．', opts('$1$', '$3$', '$7$', '$9$')),
    'B',
    'solves',
  ],
  [
    c('$\\underbrace{2\\times 2\\times \\cdots \\times 2}_{2006个2}$除以$7$的余数是多少？', opts('$1$', '$2$', '$4$', '$6$')),
    'C',
    'solves',
  ],
  // other questions of the same power: how many digits, the last two digits, trailing zeros
  [
    c('$\\underbrace{3\\times 3\\times \\cdots \\times 3}_{2006个3}$是几位数？', opts('$957$', '$958$', '$2006$', '$1003$')),
    'B',
    'mayRefuse',
  ],
  [
    c('$\\underbrace{10\\times 10\\times \\cdots \\times 10}_{20个10}$的末尾有几个$0$？', opts('$2$', '$10$', '$20$', '$21$')),
    'C',
    'solves',
  ],
  [c('$\\underbrace{3\\times 3\\times \\cdots \\times 3}_{2006个3}$的十位数字是几？', opts('$0$', '$2$', '$4$', '$6$')), null, 'refuses'],
  // a sum and a product of two braced powers: 9 + 4 → 3; 3^2006·2^2006 = 6^2006 → 6
  [
    c(
      '$\\underbrace{3\\times 3\\times \\cdots \\times 3}_{2006个3}+\\underbrace{2\\times 2\\times \\cdots \\times 2}_{2006个2}$的个位数字是（ ）．',
      opts('$3$', '$5$', '$7$', '$9$'),
    ),
    'A',
    'solves',
  ],
  [
    c(
      '$\\underbrace{3\\times 3\\times \\cdots \\times 3}_{2006个3}\\times \\underbrace{2\\times 2\\times \\cdots \\times 2}_{2006个2}$的个位数字是（ ）．',
      opts('$2$', '$4$', '$6$', '$8$'),
    ),
    'C',
    'solves',
  ],
  // other questions of a braced power: its parity, a multiple of 9, trailing zeros of a product of two braces
  [
    c('$\\underbrace{3\\times 3\\times \\cdots \\times 3}_{20个3}$是奇数还是偶数？', opts('奇数', '偶数', '不确定', '都不是')),
    'A',
    'mayRefuse',
  ],
  [
    c('$\\underbrace{3\\times 3\\times \\cdots \\times 3}_{2006个3}$除以$9$的余数是多少？', opts('$0$', '$1$', '$3$', '$6$')),
    'A',
    'solves',
  ],
  [
    c(
      '$\\underbrace{5\\times 5\\times \\cdots \\times 5}_{10个5}\\times \\underbrace{2\\times 2\\times \\cdots \\times 2}_{9个2}$的末尾有几个$0$？',
      opts('$9$', '$10$', '$19$', '$1$'),
    ),
    'A',
    'solves',
  ],
  [
    c('$\\underbrace{3\\times 3\\times \\cdots \\times 3}_{20个3}$的各位数字之和是多少？', opts('$45$', '$27$', '$36$', '$54$')),
    'A',
    'mayRefuse',
  ],
  // the count in other Chinese numerals: 两千零六 → 3^2006 ends in 9; 二十 → 3^20 ends in 1; 一百零一 → 2^101 ends in 2
  [
    c('$\\underbrace{3\\times 3\\times \\cdots \\times 3}_{两千零六个3}$的个位数字是（ ）．', opts('$1$', '$3$', '$7$', '$9$')),
    'D',
    'solves',
  ],
  [c('$\\underbrace{3\\times 3\\times \\cdots \\times 3}_{二十个3}$的个位数字是（ ）．', opts('$1$', '$3$', '$7$', '$9$')), 'A', 'solves'],
  [
    c('$\\underbrace{2\\times 2\\times \\cdots \\times 2}_{一百零一个2}$的个位数字是（ ）．', opts('$2$', '$4$', '$6$', '$8$')),
    'A',
    'solves',
  ],
  [
    c('$\\underbrace{2\\times 2\\times \\cdots \\times 2}_{二〇〇六个2}$的个位数字是（ ）．', opts('$2$', '$4$', '$6$', '$8$')),
    'B',
    'mayRefuse',
  ],
];

export const DIFFERENCE_IN_WORDS_LOOKALIKES: Lookalike[] = [
  // B a product: 2^10 − 3×5 = 1009 → 9 (not (2^10 − 3)×5)
  [c('$2^{10}$减去$3\\times 5$，得数的个位数字是几？', opts('$5$', '$7$', '$9$', '$1$')), 'C', 'solves'],
  [c('$2^{20}$减去$3^{5}$，所得的差的个位数字是几？', opts('$1$', '$3$', '$7$', '$9$')), 'B', 'solves'],
  // a negative difference: 3^50 − 2^100 < 0
  [c('$3^{50}$减去$2^{100}$，得数的个位数字是几？', opts('$3$', '$5$', '$7$', '$9$')), null, 'refuses'],
  // 「A减B的差」 and 「A与B的差」 say the same: 2^100 − 3^50 → 7
  [c('$2^{100}$减$3^{50}$的差的个位数字是几？', opts('$1$', '$3$', '$7$', '$9$')), 'C', 'mayRefuse'],
  [c('$2^{100}$与$3^{50}$的差的个位数字是几？', opts('$1$', '$3$', '$7$', '$9$')), 'C', 'mayRefuse'],
  [c('$2^{100}$减去$3^{50}$的差的个位数字是几？', opts('$1$', '$3$', '$7$', '$9$')), 'C', 'solves'],
  // the order turned: 「用A减去B」, 「从A中减去B」, 「B被A减」
  [c('从$2^{100}$中减去$3^{50}$，得数的个位数字是几？', opts('$1$', '$3$', '$7$', '$9$')), 'C', 'mayRefuse'],
  [c('$3^{50}$被$2^{100}$减去，得数的个位数字是几？', opts('$1$', '$3$', '$7$', '$9$')), 'C', 'mayRefuse'],
  // two steps: the difference then multiplied; the tens digit; a remainder of the difference
  [c('$2^{10}$减去$3$，再乘$7$，得数的个位数字是几？', opts('$3$', '$7$', '$1$', '$9$')), 'B', 'mayRefuse'],
  [c('$2^{10}$减去$3$的$7$倍，得数的个位数字是几？', opts('$3$', '$7$', '$1$', '$9$')), 'A', 'mayRefuse'],
  [c('$2^{100}$减去$3^{50}$，得数的十位数字是几？', opts('$0$', '$1$', '$2$', '$3$')), null, 'refuses'],
  [c('$9^{99}$减去$4^{50}$，所得的差除以$5$的余数是几？', opts('$0$', '$1$', '$3$', '$4$')), 'C', 'mayRefuse'],
  // a sum and a difference together: 8^20 − 2^50 → 2; 4^30 − 4^29 → 2
  [c('$8^{20}$减去$2^{50}$，得数的个位数字是（ ）．', opts('$2$', '$4$', '$6$', '$8$')), 'A', 'solves'],
  [c('$4^{30}$减去$4^{29}$，得数的个位数字是（ ）．', opts('$2$', '$4$', '$6$', '以上都不对')), 'A', 'solves'],
  // options hold the intermediate last digits (9 of 9^99 and 6 of 4^50); 9 − 6 = 3
  [c('$9^{99}$减去$4^{50}$，得数的个位数字是（ ）．', opts('$9$', '$6$', '$5$', '以上都不对')), 'D', 'mayRefuse'],
  [c('$2^{100}$减去$1$，得数的个位数字是（ ）．', opts('$6$', '$5$', '$7$', '$4$')), 'B', 'solves'],
  // 「A减去B，商/积的个位」 makes no sense as a difference
  [c('$2^{100}$减去$3^{50}$，积的个位数字是几？', opts('$1$', '$3$', '$7$', '$9$')), null, 'refuses'],
  [c('$10^{20}$减去$7$，得数的个位数字是几？', opts('$3$', '$7$', '$0$', '$1$')), 'A', 'solves'],
  // B a factorial or a run; B a product said in words (减去3与5的积); a remainder of the difference
  [c('$2^{10}$减去$5!$，得数的个位数字是几？', opts('$4$', '$6$', '$0$', '$2$')), 'A', 'solves'],
  [c('$2^{30}$减去$1\\times 2\\times \\cdots \\times 10$，得数的个位数字是几？', opts('$4$', '$6$', '$0$', '$2$')), 'A', 'solves'],
  [c('$2^{10}$减去$3$、$5$、$7$的积，得数的个位数字是几？', opts('$9$', '$1$', '$5$', '$4$')), 'A', 'mayRefuse'],
  [c('$2^{10}$减去$3\\times 5$的积的个位数字是几？', opts('$9$', '$1$', '$5$', '$4$')), 'A', 'mayRefuse'],
  [c('$2^{100}$减去$3^{50}$，得数除以$4$的余数是几？', opts('$0$', '$1$', '$2$', '$3$')), 'D', 'mayRefuse'],
  [c('$7^{20}$减去$7^{19}$，得数的末位数字是（ ）．', opts('$2$', '$4$', '$6$', '$8$')), 'D', 'solves'],
];
