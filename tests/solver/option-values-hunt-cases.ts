import { choice, type Lookalike } from './lookalike-hunt-shared';

/**
 * Look-alikes of decision 0101 (options worked out one by one; pair-free draws, listed arithmetic sequences, numbers
 * made of given digits, patterned sums, counted numbers), each worked by hand in its comment. 'solves' must be
 * answered right, 'mayRefuse' answered right or refused, 'refuses' refused (the question has no one answer, or the
 * paper's convention is not said).
 */
export const OPTION_VALUES_HUNT: Lookalike[] = [
  // ---- negations and the question turned round
  // 9 = 3×3 is the only one that is not prime
  [choice('下列各数中，不是质数的是（ ）', '$2$', '$3$', '$9$', '$11$'), 'C', 'mayRefuse'],
  // 不是偶数: 15 is the only odd one
  [choice('下面算式中，计算结果不是偶数的是', '$3\\times 4$', '$5\\times 3$', '$6+8$', '$7+9$'), 'B', 'mayRefuse'],
  // 三个不是最大的: no one answer
  [choice('下列算式中，得数最大的不是（ ）', '$2\\times 3$', '$2+3$', '$2\\times 4$', '$9$'), null, 'refuses'],
  // 不等于1: only 0.99
  [
    choice('下列算式中，结果不等于$1$的是', '$0.5\\times 2$', '$0.25\\times 4$', '$0.33\\times 3$', '$\\frac{1}{4}\\times 4$'),
    'C',
    'mayRefuse',
  ],
  // 不能被3整除 (of numbers, not divisions): 124
  [choice('下列各数中，不能被$3$整除的是', '$123$', '$124$', '$126$', '$129$'), 'B', 'mayRefuse'],
  // the one that differs from the other three: 5+6 = 11, the others 12
  [choice('下面哪个算式的结果与其他三个不同？', '$2\\times 6$', '$3\\times 4$', '$24\\div 2$', '$5+6$'), 'D', 'mayRefuse'],
  // 与众不同 asked as 「得数不同的」
  [choice('下列四个算式中，得数与另外三个不同的是', '$36\\div 4$', '$3\\times 3$', '$10-1$', '$4+4$'), 'D', 'mayRefuse'],
  // 不一定正确: with numbers every statement is fixed; 3>2 is true, so 「不一定正确」 is a false one (none answerable as read)
  [choice('下列各式中，不一定正确的是（ ）', '$3>2$', '$\\frac{1}{2}>\\frac{1}{3}$', '$0.5=\\frac{1}{2}$', '$2>3$'), 'D', 'mayRefuse'],
  // the signs are to be changed first: after 「>」 becomes 「<」 only 2<3 holds
  [choice('把下列各式中的“$>$”都改成“$<$”后，正确的是', '$3>2$', '$2>3$', '$5>4$', '$7>6$'), 'B', 'mayRefuse'],
  // only 3>2 holds as written, only 2<3 after the change
  [choice('把下列各式中的“$>$”都改成“$<$”后，正确的是', '$3>2$', '$2>3$', '$4=5$', '$1=2$'), 'B', 'mayRefuse'],
  // after 2 → 3: 3+3=4 no, 3×3=9 yes, 1+1=3 no, 5=4 no → B (as written only A holds)
  [choice('如果把下列各式中的$2$都换成$3$，那么正确的是', '$2+2=4$', '$2\\times 3=9$', '$1+1=3$', '$5=4$'), 'B', 'mayRefuse'],
  // a story that only asks the order: 1/2 > 1/3
  [
    choice(
      '小糊涂遇到一个问题：比较$\\frac{1}{2}$，$\\frac{1}{3}$的大小．他感到很迷糊，请你帮他找到正确的答案．',
      '$\\frac{1}{2}>\\frac{1}{3}$',
      '$\\frac{1}{2}<\\frac{1}{3}$',
    ),
    'A',
    'solves',
  ],
  // the numbers are changed first (× −1): the options then speak of other numbers → refused
  [
    choice(
      '小明比较$\\frac{1}{2}$，$\\frac{1}{3}$的大小后都乘了$-1$．请你帮他找到正确的答案．',
      '$\\frac{1}{2}>\\frac{1}{3}$',
      '$\\frac{1}{2}<\\frac{1}{3}$',
    ),
    null,
    'refuses',
  ],
  // ---- closest
  // 8 and 12 tie for the closest to 10
  [choice('下列数中，与$10$最接近的是（ ）', '$8$', '$12$', '$15$', '$5$'), null, 'refuses'],
  // closest to 1 but greater than 1: 1.01 (0.999 is closer but below)
  [choice('下列数中，比$1$大且最接近$1$的是', '$0.999$', '$1.1$', '$1.01$', '$2$'), 'C', 'mayRefuse'],
  // 最接近 a value among the even options only: 82 (79 and 81 are odd)
  [choice('下列数中，最接近$80$的偶数是', '$79$', '$81$', '$84$', '$85$'), 'C', 'mayRefuse'],
  // plain closest: 0.999 is 0.001 from 1, 1.01 is 0.01
  [choice('下列各数中，最接近$1$的是', '$0.999$', '$1.01$', '$0.9$', '$1.1$'), 'A', 'solves'],
  // ---- options with units, approximate signs, recurring decimals
  // units in options: 3 米 = 300 cm is the longest
  [choice('下列长度中最长的是', '$3$米', '$200$厘米', '$29$分米', '$2500$毫米'), 'A', 'mayRefuse'],
  [choice('下列各数中，最大的是', '$3\\text{m}$', '$200\\text{cm}$', '$29\\text{dm}$', '$2500\\text{mm}$'), 'A', 'mayRefuse'],
  // ≈ is not =: 1/3 ≈ 0.33 is the only right one
  [choice('下列各式中，正确的是', '$\\frac{1}{3}≈0.33$', '$1>2$', '$3<2$', '$4=5$'), 'A', 'mayRefuse'],
  [choice('下列各式中，正确的是', '$\\frac{1}{3}\\approx 0.33$', '$1>2$', '$3<2$', '$4=5$'), 'A', 'mayRefuse'],
  // 0.333… = 1/3 is larger than 0.3333
  [choice('下列各数中，最大的是', '$0.3$', '$0.33$', '$0.333\\cdots$', '$0.3333$'), 'C', 'mayRefuse'],
  [choice('下列各数中，最大的是', '$0.3$', '$0.33$', '$0.\\dot{3}$', '$0.3333$'), 'C', 'mayRefuse'],
  // 1+50% = 1.5 is the largest (the % belongs to 50 only)
  [choice('下列各式中，结果最大的是', '$1+50\\%$', '$1.2$', '$0.6$', '$1.4$'), 'A', 'mayRefuse'],
  // 1-50% = 0.5 is the smallest
  [choice('下列各式中，结果最小的是', '$1-50\\%$', '$0.6$', '$0.8$', '$1$'), 'A', 'mayRefuse'],
  // 2万+3000 = 23000 < 30000: 3万 the largest, not 「(2+3000)万」
  [choice('下列各数中，最大的是', '$2$万$+3000$', '$3$万', '$29000$', '$2.9$万'), 'B', 'mayRefuse'],
  // 50%+1 = 1.5 the largest
  [choice('下列各数中，最大的是', '$50\\%+1$', '$0.6$', '$0.8$', '$1$'), 'A', 'mayRefuse'],
  // ---- order of operations, ÷ and fractions, powers and signs
  // 24÷2×3 = 36, 2+3×4 = 14, (2+3)×4 = 20, 2×3+4 = 10
  [choice('下列算式中，得数最大的是', '$2+3\\times 4$', '$(2+3)\\times 4$', '$2\\times 3+4$', '$24\\div 2\\times 3$'), 'D', 'solves'],
  // 24÷(2×3) = 4 the smallest
  [choice('下列算式中，得数最小的是', '$24\\div (2\\times 3)$', '$24\\div 2\\times 3$', '$24-2\\times 3$', '$24\\div 2+3$'), 'A', 'solves'],
  // 1÷1/2 = 2, 1/2÷2 = 1/4, 1/2×2 = 1, 2÷1/2 = 4 → the one equal to 1 is C
  [
    choice(
      '下列算式中，结果等于$1$的是',
      '$1\\div \\frac{1}{2}$',
      '$\\frac{1}{2}\\div 2$',
      '$\\frac{1}{2}\\times 2$',
      '$2\\div \\frac{1}{2}$',
    ),
    'C',
    'solves',
  ],
  // mixed number 3½ ÷ ½ = 7, odd
  [
    choice(
      '下列算式中，结果是奇数的是',
      '$3\\frac{1}{2}\\div \\frac{1}{2}$',
      '$2\\frac{1}{2}\\times 4$',
      '$1\\frac{1}{3}\\times 3$',
      '$4\\frac{1}{2}\\times 2$',
    ),
    'A',
    'mayRefuse',
  ],
  // -2² = -4 but (-2)² = 4: the largest is (-2)²+1 = 5
  [choice('下列各式中，结果最大的是', '$-2^2$', '$(-2)^2+1$', '$2^2$', '$-(-4)$'), 'B', 'mayRefuse'],
  // the smallest: -2² = -4
  [choice('下列各数中，最小的是', '$-2^2$', '$(-2)^2$', '$-3$', '$-(-1)$'), 'A', 'mayRefuse'],
  // plain-typed signs: 12×5 = 60 only
  [choice('下列算式中，结果是$60$的是', '12×5', '12+5', '6×12', '50+5'), 'A', 'mayRefuse'],
  // ---- ranks: second largest vs second smallest, a tie in the rank
  // from small to large 3/5, 5/8, 2/3, 3/4: the second is 5/8
  [
    choice(
      '在$\\frac{2}{3}$，$\\frac{3}{4}$，$\\frac{5}{8}$，$\\frac{3}{5}$这四个分数中，按从小到大排列，排在第二位的是（ ）',
      '$\\frac{2}{3}$',
      '$\\frac{3}{4}$',
      '$\\frac{5}{8}$',
      '$\\frac{3}{5}$',
    ),
    'C',
    'solves',
  ],
  // from large to small the second is 2/3
  [
    choice(
      '在$\\frac{2}{3}$，$\\frac{3}{4}$，$\\frac{5}{8}$，$\\frac{3}{5}$这四个分数中，按从大到小排列，排在第二位的是（ ）',
      '$\\frac{2}{3}$',
      '$\\frac{3}{4}$',
      '$\\frac{5}{8}$',
      '$\\frac{3}{5}$',
    ),
    'A',
    'solves',
  ],
  // 第二大 in words: 2/3
  [
    choice(
      '在$\\frac{2}{3}$，$\\frac{3}{4}$，$\\frac{5}{8}$，$\\frac{3}{5}$中，第二大的数是',
      '$\\frac{2}{3}$',
      '$\\frac{3}{4}$',
      '$\\frac{5}{8}$',
      '$\\frac{3}{5}$',
    ),
    'A',
    'mayRefuse',
  ],
  // 0.5 and 1/2 are the same number: second from the top is both A and B
  [
    choice('在$0.5$，$\\frac{1}{2}$，$0.6$，$0.4$这四个数中，按从大到小排列，排在第二位的是', '$0.5$', '$\\frac{1}{2}$', '$0.6$', '$0.4$'),
    null,
    'refuses',
  ],
  // ---- 0 and 1 as prime or composite, 商 with remainders
  // 0, 1, 2: none composite → 以上都不对
  [choice('下列各数中，是合数的是', '$0$', '$1$', '$2$', '以上都不对'), 'D', 'mayRefuse'],
  // 1 is not prime: 2
  [choice('下列各数中，是质数的是', '$1$', '$2$', '$4$', '$6$'), 'B', 'solves'],
  // 既不是质数也不是合数: 1
  [choice('下列各数中，既不是质数也不是合数的是', '$1$', '$2$', '$4$', '$9$'), 'A', 'mayRefuse'],
  // 商是3 in 有余数的除法: 10÷3 and 9÷3 both have 商 3 → no one answer
  [choice('下列算式中，商是$3$的是（ ）', '$10\\div 3$', '$9\\div 3$', '$12\\div 5$', '$7\\div 2$'), null, 'refuses'],
  // 0 is even: 0×7 = 0
  [choice('下列算式中，结果是偶数的是', '$0\\times 7+1$', '$3\\times 3$', '$0\\times 7$', '$5+0$'), 'C', 'solves'],
  // 有几个: a count, not an option
  [choice('下列算式中，结果是偶数的有（ ）个', '$2\\times 3$', '$3\\times 3$', '$4+4$', '$5+4$'), null, 'refuses'],
  // ---- pair-free draws with another property
  // 和是10 in 1…10: pairs (1,9)(2,8)(3,7)(4,6), 5 and 10 alone: 4+2 = 6 can be free → 7
  ['从$1$至$10$这$10$个整数中，至少取几个数，才能保证其中有两个数的和等于$10$？', 7, 'solves'],
  // 和是3的倍数 (another property): residues 0,1,2 → take all ≡1 (4 of them) and one ≡0: 5 → 6
  ['从$1$至$10$这$10$个整数中，至少取几个数，才能保证其中有两个数的和是$3$的倍数？', 6, 'mayRefuse'],
  // both odd: 5 even numbers and one odd are free → 7
  ['从$1$至$10$这$10$个整数中，至少取几个数，才能保证其中有两个数都是奇数？', 7, 'mayRefuse'],
  // 差是2 in 1…10: paths 1-3-5-7-9 (3) and 2-4-6-8-10 (3) → 7
  ['从$1$到$10$中，至少取出几个数，才能保证其中一定有两个数的差是$2$？', 7, 'solves'],
  // 2倍 in 1…20: paths 1-2-4-8-16 (3), 3-6-12 (2), 5-10-20 (2), 7-14, 9-18, 11,13,15,17,19 → 14 → 15
  ['从$1$至$20$这$20$个数中，至少取几个数，才能保证其中一定有一个数是另一个数的$2$倍？', 15, 'solves'],
  // three numbers: another question
  ['从$1$至$10$这$10$个整数中，至少取几个数，才能保证其中有三个数的和等于$10$？', null, 'refuses'],
  // ---- arithmetic lists whose step changes or counted from the end
  // steps 1,2,3,… : not arithmetic; term 10 is 46
  ['一列数：$1$，$2$，$4$，$7$，$11$，…，第$10$个数是多少？', 46, 'mayRefuse'],
  // doubling: 2, 4, 8, … term 10 is 1024
  ['数列$2$，$4$，$8$，$16$，…的第$10$项是多少？', 1024, 'mayRefuse'],
  // the 5th from the end of 3, 7, …, 399: 399 − 4×4 = 383
  ['等差数列$3$，$7$，$11$，…，$399$的倒数第$5$项是多少？', 383, 'mayRefuse'],
  // 1, 4, 7, …, 100 has 34 terms
  ['$1$，$4$，$7$，$10$，…，$100$这列数一共有多少个数？', 34, 'solves'],
  // a+c asked, not one letter: a + c = 2b = 4040
  ['$5$，$a$，$b$，$c$，$4035$这五个数成等差数列，则$a+c=$', 4040, 'mayRefuse'],
  // 等比, not 等差: 2, a, b, c, 32 → b = 8
  ['$2$，$a$，$b$，$c$，$32$这五个数成等比数列，则$b=$', 8, 'mayRefuse'],
  // the sum, not the count: 1+4+…+100 = 34×101/2 = 1717
  ['$1$，$4$，$7$，$10$，…，$100$这列数的和是多少？', 1717, 'mayRefuse'],
  // ---- numbers made of digits: 0 that may not lead, digits used once vs repeatedly
  // 0,1,2,3 distinct three-digit: 3×3×2 = 18
  ['用$0$，$1$，$2$，$3$可以组成多少个没有重复数字的三位数？', 18, 'solves'],
  // three-digit even numbers with 0: ending 0 → 6, ending 2 → 4: 10
  ['用$0$，$1$，$2$，$3$可以组成多少个没有重复数字的三位偶数？', 10, 'solves'],
  // digits may repeat: 3×4×4 = 48 three-digit numbers from 0,1,2,3
  ['用$0$，$1$，$2$，$3$可以组成多少个三位数（数字可以重复使用）？', 48, 'mayRefuse'],
  // 「不同的三位数」 with 1,2,3: read both ways by papers → refused
  ['用$1$、$2$、$3$可以组成多少个不同的三位数？', null, 'refuses'],
  // sum of 18 four-digit numbers from 0,1,2,3: 36000 + 2664 = 38664
  ['由$0$，$1$，$2$，$3$组成没有重复数字的四位数，所有这些四位数的和是多少？', 38664, 'solves'],
  // two 1s and two 2s: 4!/(2!2!) = 6
  ['由两个$1$和两个$2$可以组成多少个不同的四位数？', 6, 'mayRefuse'],
  // the condition after the number: {1,2,3} and {2,3,4} → 12
  ['用$1$，$2$，$3$，$4$组成没有重复数字的三位数，其中能被$3$整除的有多少个？', 12, 'mayRefuse'],
  // ---- patterned sums whose pattern breaks
  // 1+3+6+10+…+55: steps grow, triangular numbers: 1+3+6+10+15+21+28+36+45+55 = 220
  ['计算：$1+3+6+10+\\cdots+55$', 220, 'mayRefuse'],
  // 1+3+5+…+98: 98 is not reached by odd steps → refused
  ['计算：$1+3+5+\\cdots+98$', null, 'refuses'],
  // 100−97+94−91+…+4−1 = 17 pairs of 3 = 51
  ['计算：$100-97+94-91+\\cdots+4-1$', 51, 'solves'],
  // 1−2+3−4+…−100 = −50
  ['计算：$1-2+3-4+\\cdots+99-100$', -50, 'solves'],
  // signs every three terms: 1+2−3+4+5−6+…+97+98−99 = 33 groups (3k−2)+(3k−1)−3k = 3k−3 → 3·(0+…+32) = 1584
  ['计算：$1+2-3+4+5-6+\\cdots+97+98-99$', 1584, 'mayRefuse'],
  // product beside the run: 1+2+…+10×2 = 45+20 = 65
  ['计算：$1+2+3+\\cdots+9+10\\times 2$', 65, 'mayRefuse'],
  // mean, not sum: (1+…+10)÷10 = 5.5
  ['$1+2+3+\\cdots+10$的平均数是多少？', 5.5, 'mayRefuse'],
  // 100−(1+2+…+10) = 45
  ['计算：$100-(1+2+3+\\cdots+10)$', 45, 'mayRefuse'],
  // ---- counted numbers: 1~100 inclusive, 100 以内, 0 in the range, palindromes of a fixed length
  // 1~100: 7, 14, …, 98 → 14
  ['$1$~$100$中，能被$7$整除的数有多少个？', 14, 'mayRefuse'],
  ['$100$以内能被$7$整除的数有多少个？', 14, 'mayRefuse'],
  ['从$1$到$100$中，能被$7$整除的数有多少个？', 14, 'solves'],
  // 不能被7整除: 86
  ['从$1$到$100$中，不能被$7$整除的数有多少个？', 86, 'mayRefuse'],
  // from 0: whether 0 counts as 能被7整除 is the paper's convention (15 with 0) → refused or 15
  ['从$0$到$100$中，能被$7$整除的数有多少个？', 15, 'mayRefuse'],
  // squares from 0 to 100: 0,1,4,…,100 → 11
  ['从$0$到$100$的整数中，完全平方数有多少个？', 11, 'mayRefuse'],
  // 自然数 below 100 start at 0 (a square): 10 with 0, 9 without → the convention decides
  ['小于$100$的自然数中，完全平方数有多少个？', null, 'refuses'],
  // palindromes below 1000: 108 positive ones, 109 with 0
  ['小于$1000$的回文数有多少个？', null, 'refuses'],
  // below 2020 and four-digit: 1xyz with x+y+z = 23, i.e. (9−x)+(9−y)+(9−z) = 4: C(6,2) = 15; 20yz cannot reach 24
  ['小于$2020$的四位数中，各位数字之和等于$24$的数有多少个？', 15, 'solves'],
  // five-digit palindromes: 9×10×10 = 900
  ['五位回文数一共有多少个？', 900, 'solves'],
  // four-digit palindromes that are multiples of 11: all 90 of them (abba = 11×(91a+10b))
  ['能被$11$整除的四位回文数有多少个？', 90, 'solves'],
  // six-digit palindromes: 900
  ['六位回文数共有多少个？', 900, 'solves'],
  // 两位数 whose digit sum is 10: 19, 28, …, 91 → 9
  ['两位数中，各位数字之和等于$10$的数有多少个？', 9, 'solves'],
  // digit product, not sum: 38, 83, 46, 64 → 4 two-digit numbers with digit product 24
  ['两位数中，各位数字之积等于$24$的数有多少个？', 4, 'mayRefuse'],
  // 在1与100之间: both ends squares → refused
  ['在$1$与$100$之间有多少个完全平方数？', null, 'refuses'],
  // 大于 100 的三位回文数: 90 (every 3-digit palindrome ≥ 101)
  ['大于$100$的三位回文数有多少个？', 90, 'mayRefuse'],
];
