/**
 * Round 27 look-alike hunt: problems one detail away from the kinds this round built or widened — a transformed data
 * set asked two measures at once, two probabilities in one formula, E(aX+b)/D(aX+b) of a binomial variable, a named
 * person left out of a selection, named people in a row, a hypergeometric 「$E(X)=$」, independent events told
 * 「假设…没有影响」, and options on how a data set's measures change. A changed condition, another ask, a trap option, or
 * an undecidable variant that must be refused. Every answer worked by hand (in the comment).
 */
import { choice as c, type Lookalike } from './lookalike-hunt-shared';

const MULTI = '在每小题给出的选项中，有多项符合题目要求。';

// biome-ignore format: one problem a line
export const ROUND27_HUNT: Lookalike[] = [
  // mean 5 → 2·5+1 = 11, variance 4 → 16, sd 4; asked sd first
  ['若一组数据 $x_{1}, x_{2}, \\cdots, x_{n}$ 的平均数为 5，方差为 4，则数据 $2 x_{1}+1,2 x_{2}+1, \\cdots, 2 x_{n}+1$ 的标准差和平均数分别为\\_\\_\\_\\_.', [4, 11], 'solves'],
  // variance not told
  ['若一组数据 $x_{1}, x_{2}, \\cdots, x_{n}$ 的平均数为 5，则数据 $2 x_{1}+1,2 x_{2}+1, \\cdots, 2 x_{n}+1$ 的平均数和方差分别为\\_\\_\\_\\_.', null, 'refuses'],
  // mean told, only the variance asked: a number left over
  ['若一组数据 $x_{1}, x_{2}, \\cdots, x_{n}$ 的平均数为 5，方差为 4，则数据 $2 x_{1}+1,2 x_{2}+1, \\cdots, 2 x_{n}+1$ 的方差为\\_\\_\\_\\_.', null, 'refuses'],
  // variance and sd both told
  ['若一组数据 $x_{1}, x_{2}, \\cdots, x_{n}$ 的方差为 4，标准差为 2，则数据 $2 x_{1}+1,2 x_{2}+1, \\cdots, 2 x_{n}+1$ 的方差和标准差分别为\\_\\_\\_\\_.', null, 'refuses'],
  // −2x+3: mean −2·4+3 = −5, variance 4·1 = 4
  ['已知数据 $x_{1}, x_{2}, \\cdots, x_{n}$ 的平均数为 4，方差为 1，则数据 $-2 x_{1}+3,-2 x_{2}+3, \\cdots,-2 x_{n}+3$ 的平均数和方差分别为\\_\\_\\_\\_.', [-5, 4], 'solves'],
  // the right pair 5, 16 printed nowhere in that order; 「16, 5」 is the trap
  [c('若数据 $x_{1}, x_{2}, \\cdots, x_{10}$ 的平均数为 3，标准差为 2，则数据 $2 x_{1}-1,2 x_{2}-1, \\cdots, 2 x_{10}-1$ 的平均数和方差分别为 $(\\quad)$', '16, 5', '5, 8', '6, 16', '5, 4'), null, 'refuses'],
  // P(AB) = 0.6·0.5
  ['已知 $P(A)=0.6, P(B \\mid A)=0.5$，则 $P(AB)=$\\_\\_\\_\\_.', 0.3, 'solves'],
  // P(A), P(B) alone do not fix P(B|A)
  ['已知 $P(A)=0.5, P(B)=0.4$，则 $P(B \\mid A)=$\\_\\_\\_\\_.', null, 'refuses'],
  // P(AB) > P(A) cannot be
  ['已知 $P(AB)=0.3, P(A)=0.2$，则 $P(B \\mid A)=$\\_\\_\\_\\_.', null, 'refuses'],
  // E(3X−1) = 3·1 − 1
  ['已知随机变量 $X \\sim B(5, 0.2)$，则 $E(3X-1)=$\\_\\_\\_\\_.', 2, 'solves'],
  // D(−2X+5) = 4·1
  ['设随机变量 $X \\sim B\\left(4, \\frac{1}{2}\\right)$，则 $D(-2X+5)=$\\_\\_\\_\\_.', 4, 'solves'],
  // D(X+3) = D(X) = 4/3
  ['已知随机变量 $X \\sim B\\left(6, \\frac{1}{3}\\right)$，则 $D(X+3)=$\\_\\_\\_\\_.', 4 / 3, 'solves'],
  // n and p unknown
  ['已知随机变量 $X \\sim B(n, p)$，则 $E(2X+1)=$\\_\\_\\_\\_.', null, 'refuses'],
  // 1 − 1/10
  ['从甲、乙、丙、丁、戊 5 人中随机选 2 人，则甲、乙不同时入选的概率为\\_\\_\\_\\_.', 0.9, 'solves'],
  // C(5,3)/C(6,3) = 10/20
  ['从甲、乙等 6 名同学中随机选 3 名，则甲未入选的概率为____', 0.5, 'solves'],
  // C(2,1)/C(4,2) = 2/6
  [c('从甲、乙等 4 名同学中随机选 2 名参加比赛，则乙入选且甲未入选的概率为 $(\\quad)$', '$\\frac{1}{6}$', '$\\frac{1}{3}$', '$\\frac{1}{2}$', '$\\frac{2}{3}$'), 'B', 'solves'],
  // 1 − 1/3
  ['从甲、乙、丙 3 名同学中随机选 2 名，则甲、丙不同时入选的概率为____', 2 / 3, 'solves'],
  // 丙 not among the named: may be refused; 1 − C(3,1)/C(5,3) = 7/10
  ['从甲、乙等 5 名同学中随机选 3 名，则甲、丙不同时入选的概率为____', 0.7, 'mayRefuse'],
  // in and out the same person
  ['从甲、乙等 5 名同学中随机选 3 名，则甲入选且甲未入选的概率为____', null, 'refuses'],
  // 1 − 2·4!/5! = 3/5
  ['甲、乙、丙、丁、戊 5 人站成一排，则甲、乙不相邻的概率为\\_\\_\\_\\_.', 0.6, 'solves'],
  // 2/6
  ['6 名同学排成一排，则甲站在两端的概率为____', 1 / 3, 'solves'],
  // 5/7
  ['7 名同学排成一排，则甲不站在两端的概率为____', 5 / 7, 'solves'],
  // 丁 not in the row
  ['甲、乙、丙 3 人站成一排，则甲、丁相邻的概率为____', null, 'refuses'],
  // another event: 1/2, may be refused
  ['甲、乙、丙、丁 4 名同学站成一排，则甲站在乙的左边的概率为____', 0.5, 'mayRefuse'],
  // two conditions at once: not this kind
  ['甲、乙、丙、丁 4 名同学站成一排，则甲、乙相邻且丙站在两端的概率为____', 1 / 3, 'mayRefuse'],
  // four names, five people
  ['甲、乙、丙、丁 5 名同学站成一排，则甲、乙相邻的概率为____', null, 'refuses'],
  // two rows
  ['甲、乙等 6 名同学站成两排，则甲、乙相邻的概率为____', null, 'refuses'],
  // 2,4,6,8,10 + 6: mean 6 stays, variance 8 → 20/3; median 6 stays; range stays
  [c('一组数据 2，4，6，8，10，若再添加一个数据 6，则与原数据相比（  ）', '平均数不变，方差变小', '平均数变大，方差不变', '中位数变大', '极差变小'), 'A', 'solves'],
  // 1..5 + 20: mean 3 → 35/6, median 3 → 3.5, range 4 → 19
  [c('一组数据 1，2，3，4，5，若再添加一个数据 20，则与原数据相比（  ）', '平均数变大', '方差变小', '中位数不变', '极差不变'), 'A', 'solves'],
  // 1,3,5,7,9 − 9: mean 4, variance 5 (was 8), median 4 (was 5)
  [c('一组数据 1，3，5，7，9，若去掉一个数据 9，则与原数据相比（  ）', '平均数变小，方差变小', '平均数不变', '方差变大', '中位数不变'), 'A', 'solves'],
  // 10 is not a datum
  [c('一组数据 1，3，5，7，9，若去掉一个数据 10，则与原数据相比（  ）', '平均数变小，方差变小', '平均数不变', '方差变大', '中位数不变'), null, 'refuses'],
  // no mode to compare (1,2,3 all once)
  [c('一组数据 1，2，3，若再添加一个数据 2，则与原数据相比（  ）', '众数不变', '平均数变大', '方差变大', '极差变大'), null, 'refuses'],
  // single choice, two options true
  [c('一组数据 3，4，5，6，7，若再添加一个数据 5，则与原数据相比（  ）', '平均数不变', '方差变小', '平均数变大', '极差变大'), null, 'refuses'],
  // a claim not read
  [c('一组数据 3，4，5，6，7，若再添加一个数据 5，则与原数据相比（  ）', '数据的波动变大', '方差变小', '平均数变大', '极差变大'), null, 'refuses'],
  // y = x − 2: spreads stay → B, D
  [c(`${MULTI}有一组样本数据 $x_{1}, x_{2}, \\cdots, x_{n}$，由这组数据得到新样本数据 $y_{1}, y_{2}, \\cdots, y_{n}$，其中 $y_{i}=x_{i}-2(i=1,2, \\cdots, n)$，则 $(\\quad)$`, '两组样本数据的样本平均数相同', '两组样本数据的样本方差相同', '两组样本数据的样本中位数相同', '两组样本数据的样本极差相同'), 'BD', 'solves'],
  // c not said non-zero
  [c(`${MULTI}有一组样本数据 $x_{1}, x_{2}, \\cdots, x_{n}$，由这组数据得到新样本数据 $y_{1}, y_{2}, \\cdots, y_{n}$，其中 $y_{i}=x_{i}+c(i=1,2, \\cdots, n)$，则 $(\\quad)$`, '两组样本数据的样本平均数相同', '两组样本数据的样本方差相同', '两组样本数据的样本中位数相同', '两组样本数据的样本极差相同'), null, 'refuses'],
  // y = 2x + c: the mean's sameness depends on x̄
  [c(`${MULTI}有一组样本数据 $x_{1}, x_{2}, \\cdots, x_{n}$，由这组数据得到新样本数据 $y_{1}, y_{2}, \\cdots, y_{n}$，其中 $y_{i}=2x_{i}+c(i=1,2, \\cdots, n)$，$c$ 为非零常数，则 $(\\quad)$`, '两组样本数据的样本平均数相同', '两组样本数据的样本方差相同', '两组样本数据的样本中位数相同', '两组样本数据的样本极差相同'), null, 'refuses'],
  // single choice, two options true
  [c('有一组样本数据 $x_{1}, x_{2}, \\cdots, x_{n}$，由这组数据得到新样本数据 $y_{1}, y_{2}, \\cdots, y_{n}$，其中 $y_{i}=x_{i}+c(i=1,2, \\cdots, n)$，$c$ 为非零常数，则 $(\\quad)$', '两组样本数据的样本平均数相同', '两组样本数据的样本方差相同', '两组样本数据的样本中位数相同', '两组样本数据的样本极差相同'), null, 'refuses'],
  // c's sign not told: 变大 undecided
  [c(`${MULTI}有一组样本数据 $x_{1}, x_{2}, \\cdots, x_{n}$，由这组数据得到新样本数据 $y_{1}, y_{2}, \\cdots, y_{n}$，其中 $y_{i}=x_{i}+c(i=1,2, \\cdots, n)$，$c$ 为非零常数，则 $(\\quad)$`, '两组样本数据的样本平均数变大', '两组样本数据的样本方差相同', '两组样本数据的样本中位数相同', '两组样本数据的样本极差相同'), null, 'refuses'],
  // exactly one: 0.8·0.3 + 0.2·0.7
  ['甲、乙两人各射击一次，击中目标的概率分别是 0.8 和 0.7，假设两人射击是否击中目标相互之间没有影响，则恰有一人击中目标的概率为____', 0.38, 'solves'],
  // 若甲击中 … 乙也击中: a condition (0.7 by independence), may be refused, never another number
  ['甲、乙两人射击，击中目标的概率分别为 0.8 和 0.7，两人射击相互独立，若甲击中目标，则乙也击中目标的概率为____', 0.7, 'mayRefuse'],
  // three probabilities, two people
  ['甲、乙两人投篮，投中的概率分别为 $0.6, 0.5, 0.4$，若两人各投篮一次，且是否投中互不影响，则恰有一人投中的概率为____', null, 'refuses'],
  // 1 − (1/2)(2/3)(3/4) = 3/4
  ['甲、乙、丙三人独立地破译一份密码，他们能破译的概率分别为 $\\frac{1}{2}, \\frac{1}{3}, \\frac{1}{4}$，则密码被破译的概率为____', 0.75, 'solves'],
  // 3·2/8
  ['一批产品共 8 件，其中有 2 件次品，从中任取 3 件，记取出的次品件数为 $X$，则 $E(X)=$\\_\\_\\_\\_.', 0.75, 'solves'],
  // E(2X+1) = 2·3/4 + 1, may be refused
  ['一批产品共 8 件，其中有 2 件次品，从中任取 3 件，记取出的次品件数为 $X$，则 $E(2X+1)=$\\_\\_\\_\\_.', 2.5, 'mayRefuse'],
  // E and D: 3/4 and 3·(1/4)(3/4)(5/7) = 45/112, may be refused
  ['一批产品共 8 件，其中有 2 件次品，从中任取 3 件，记取出的次品件数为 $X$，则 $E(X)=$\\_\\_\\_\\_，$D(X)=$\\_\\_\\_\\_.', [0.75, 45 / 112], 'mayRefuse'],
  // ordered event: 3/5 · 2/4, may be refused
  ['袋中有 3 个红球和 2 个白球，这些球除颜色外完全相同，从中不放回地依次取出 2 个球，则第一次取到红球、第二次取到白球的概率为____', 0.3, 'mayRefuse'],
  // put back: 2·3·2/25
  ['袋中有 3 个红球和 2 个白球，这些球除颜色外完全相同，从中有放回地依次取球 2 次，每次取 1 个，则两次取到的球颜色不同的概率为____', 12 / 25, 'solves'],
  // three balls: C(3,3)/C(5,3), may be refused
  ['袋中有 3 个红球和 2 个白球，这些球除颜色外完全相同，从中不放回地依次取出 3 个球，则取出的三个球颜色相同的概率为____', 0.1, 'mayRefuse'],
  // three draws put back: (3/5)³, may be refused
  ['袋中有 3 个红球和 2 个白球，这些球除颜色外完全相同，从中有放回地依次取球 3 次，每次取 1 个，则三次都取到红球的概率为____', 27 / 125, 'mayRefuse'],
  // 1 − (2·1)/(5·4)... at least one white: 1 − P(both red) = 1 − 6/20
  ['袋中有 3 个红球和 2 个白球，这些球除颜色外完全相同，从中不放回地依次取出 2 个球，则至少一个是白球的概率为____', 0.7, 'solves'],
];
