/**
 * Round 27 second look-alike hunt: problems one detail away from the data-change options, named people in a row, a
 * named person in or out of a selection, E/D of aX+b, balls drawn one after another and the 「分别为」 whole-question
 * answer. A changed condition, another ask, a neighbouring kind, or an undecidable variant that must be refused.
 * Every answer worked by hand (in the comment).
 */
import { choice as c, type Lookalike } from './lookalike-hunt-shared';

const MULTI = '在每小题给出的选项中，有多项符合题目要求。';
const SHIFT = '有一组样本数据 $x_{1}, x_{2}, \\cdots, x_{n}$，由这组数据得到新样本数据 $y_{1}, y_{2}, \\cdots, y_{n}$，其中';
const TRANSFORM = '若一组数据 $x_{1}, x_{2}, \\cdots, x_{n}$ 的平均数为 5，方差为 4，则数据 $2 x_{1}+1,2 x_{2}+1, \\cdots, 2 x_{n}+1$ 的';
const BAG = '袋中有 3 个红球和 2 个白球，这些球除颜色外完全相同，';

// biome-ignore format: one problem a line
export const ROUND27_SECOND_HUNT: Lookalike[] = [
  // 2,4,6,8,10 + 6: mean 6, variance 8 → 20/3, so the standard deviation is smaller too
  [c('一组数据 2，4，6，8，10，若再添加一个数据 6，则与原数据相比（  ）', '平均数不变，标准差变小', '平均数变小', '中位数变小', '极差变大'), 'A', 'solves'],
  // + 7: mean 37/6 > 6, variance 269/6 − (37/6)² ≈ 6.81 < 8
  [c('一组数据 2，4，6，8，10，若再添加一个数据 7，则与原数据相比（  ）', '平均数不变', '平均数变大，方差变小', '方差变大', '极差变小'), 'B', 'solves'],
  // − 6 (the mean): mean 6, variance 40/4 = 10 > 8, median (4+8)/2 = 6, range 8
  [c(`${MULTI}一组数据 2，4，6，8，10，若去掉一个数据 6，则与原数据相比（  ）`, '平均数不变，方差变大', '平均数变小', '中位数不变', '极差变小'), 'AC', 'solves'],
  // 1,2,2,3,4 + 3: modes 2 and 3 afterwards, 众数不变 undecidable
  [c('一组数据 1，2，2，3，4，若再添加一个数据 3，则与原数据相比（  ）', '众数不变', '平均数变小', '方差变大', '极差变大'), null, 'refuses'],
  // 1,2,2,3,4 + 2: mode 2 stays; mean 2.4 → 7/3; variance 1.04 → 8/9; median 2 stays
  [c('一组数据 1，2，2，3，4，若再添加一个数据 2，则与原数据相比（  ）', '众数不变，方差变小', '平均数变大', '方差变大', '中位数变大'), 'A', 'solves'],
  // 错误的是: mean, variance 变小, median true; 极差变大 false → D
  [c('一组数据 2，4，6，8，10，若再添加一个数据 6，则下列结论错误的是（  ）', '平均数不变', '方差变小', '中位数不变', '极差变大'), 'D', 'mayRefuse'],
  // 错误的是 with three false options: not a well-made single choice
  [c('一组数据 2，4，6，8，10，若再添加一个数据 6，则下列结论错误的是（  ）', '平均数变大', '方差变小', '中位数变大', '极差变大'), null, 'refuses'],
  // 1,3,3,5 − 3: mean 3, variance 2 → 8/3, median 3, range 4; mode 3 → none
  [c(`${MULTI}一组数据 1，3，3，5，若去掉一个数据 3，则与原数据相比（  ）`, '平均数不变，方差变大', '平均数变小', '中位数不变', '众数不变'), null, 'refuses'],
  // + 5 and 7: mean 6, variance (40+1+1)/7 = 6 < 8
  [c('一组数据 2，4，6，8，10，若再添加两个数据 5 和 7，则与原数据相比（  ）', '平均数不变，方差变小', '平均数变小', '极差变大', '方差变大'), 'A', 'mayRefuse'],
  // highest and lowest removed: 87,90,92: median 90 stays, mean 89.8 → 269/3, range 10 → 5
  [c('五位评委给一名选手的打分为 85，87，90，92，95，去掉一个最高分和一个最低分后，与原数据相比（  ）', '中位数不变', '平均数不变', '极差不变', '方差变大'), 'A', 'mayRefuse'],
  // y = x + c, c ≠ 0: sd and range stay → BD
  [c(`${MULTI}${SHIFT} $y_{i}=x_{i}+c(i=1,2, \\cdots, n)$，$c$ 为非零常数，则 $(\\quad)$`, '两组样本数据的样本平均数相同', '两组样本数据的样本标准差相同', '两组样本数据的样本中位数相同', '两组样本数据的样本极差相同'), 'BD', 'solves'],
  // y = −x + 3: variance stays, mean 3 − x̄ depends on x̄
  [c(`${MULTI}${SHIFT} $y_{i}=-x_{i}+3(i=1,2, \\cdots, n)$，则 $(\\quad)$`, '两组样本数据的样本平均数相同', '两组样本数据的样本方差相同', '两组样本数据的样本中位数相同', '两组样本数据的样本极差相同'), null, 'refuses'],
  // y = 3 − x read wrongly as a shift would give only B, D... still undecidable (mean, median depend on data)
  [c(`${MULTI}${SHIFT} $y_{i}=3-x_{i}(i=1,2, \\cdots, n)$，则 $(\\quad)$`, '两组样本数据的样本平均数相同', '两组样本数据的样本方差相同', '两组样本数据的样本中位数相同', '两组样本数据的样本极差相同'), null, 'refuses'],
  // y = 2x − 2: variance ×4, range ×2 — undecidable (data could be constant)
  [c(`${MULTI}${SHIFT} $y_{i}=2x_{i}-2(i=1,2, \\cdots, n)$，则 $(\\quad)$`, '两组样本数据的样本平均数相同', '两组样本数据的样本方差相同', '两组样本数据的样本中位数相同', '两组样本数据的样本极差相同'), null, 'refuses'],
  // c > 0: mean and median larger, spreads same → A,B,D? mean larger A true, sd same B, median same C false, range same D
  [c(`${MULTI}${SHIFT} $y_{i}=x_{i}+c(i=1,2, \\cdots, n)$，$c$ 为正数，则 $(\\quad)$`, '两组样本数据的样本平均数变大', '两组样本数据的样本标准差相同', '两组样本数据的样本中位数相同', '两组样本数据的样本极差相同'), 'ABD', 'mayRefuse'],
  // 甲不在排头: 4/5 (not 3/5 of 两端)
  ['甲、乙、丙、丁、戊 5 人站成一排，则甲不站在排头的概率为____', 0.8, 'mayRefuse'],
  // 甲站在排头: 1/5
  ['甲、乙、丙、丁、戊 5 人站成一排，则甲站在排头的概率为____', 0.2, 'mayRefuse'],
  // 甲乙之间恰有一人: 3·2·3!/5! = 3/10
  ['甲、乙、丙、丁、戊 5 人站成一排，则甲、乙之间恰有一人的概率为____', 0.3, 'mayRefuse'],
  // 甲、乙都站在两端: 2·3!/5! = 1/10
  ['甲、乙、丙、丁、戊 5 人站成一排，则甲、乙站在两端的概率为____', 0.1, 'mayRefuse'],
  // 甲、乙都不站在两端: 3·2·3!/5! = 3/10
  ['甲、乙、丙、丁、戊 5 人站成一排，则甲、乙都不站在两端的概率为____', 0.3, 'mayRefuse'],
  // a circle: 2/4 (not the row's 2/5)
  ['甲、乙、丙、丁、戊 5 人围成一圈，则甲、乙相邻的概率为____', 0.5, 'mayRefuse'],
  // three adjacent: 3!·3!/5! = 3/10
  ['甲、乙、丙、丁、戊 5 人站成一排，则甲、乙、丙三人相邻的概率为____', 0.3, 'mayRefuse'],
  // two conditions: 甲乙相邻 and 甲不站两端 — 甲乙 block 4 places ·2 ·3! = 48; 甲 at an end: block at 1-2 with 甲 first, at 4-5 with 甲 last: 2·3! = 12 → 36/120
  ['甲、乙、丙、丁、戊 5 人站成一排，则甲、乙相邻且甲不站在两端的概率为____', 0.3, 'mayRefuse'],
  // a count, not a probability: 2·4! = 48
  ['甲、乙、丙、丁、戊 5 人站成一排，则甲、乙相邻的排法有____种', 48, 'mayRefuse'],
  // plain typing: 2/5
  ['5个人排成一排，甲和乙相邻的概率是多少', 0.4, 'mayRefuse'],
  // 甲站在正中间: 1/5
  ['甲、乙、丙、丁、戊 5 人站成一排，则甲站在正中间的概率为____', 0.2, 'mayRefuse'],
  // 甲、乙至少一人入选: 1 − C(3,2)/C(5,2) = 7/10
  ['从甲、乙、丙、丁、戊 5 人中随机选 2 人，则甲、乙至少有一人入选的概率为____', 0.7, 'solves'],
  // 恰有一人: 2·3/10
  ['从甲、乙、丙、丁、戊 5 人中随机选 2 人，则甲、乙恰有一人入选的概率为____', 0.6, 'solves'],
  // 同时入选: 1/10 (not 9/10)
  ['从甲、乙、丙、丁、戊 5 人中随机选 2 人，则甲、乙同时入选的概率为____', 0.1, 'solves'],
  // 都未入选: C(3,2)/C(5,2) = 3/10
  ['从甲、乙、丙、丁、戊 5 人中随机选 2 人，则甲、乙都未入选的概率为____', 0.3, 'mayRefuse'],
  // 甲乙均未入选, other wording
  ['从甲、乙等 6 名同学中随机选 3 名，则甲、乙均未入选的概率为____', 0.2, 'mayRefuse'],
  // a count: C(5,3) = 10
  ['从甲、乙等 6 名同学中选 3 名参加比赛，则甲未入选的选法有____种', 10, 'mayRefuse'],
  // 甲入选: 1/2
  ['从甲、乙等 6 名同学中随机选 3 名，则甲入选的概率为____', 0.5, 'solves'],
  // 甲或乙入选 = at least one: 1 − C(4,3)/C(6,3) = 4/5
  ['从甲、乙等 6 名同学中随机选 3 名，则甲或乙入选的概率为____', 0.8, 'mayRefuse'],
  // D(−3X+2) = 9·2.4
  ['已知随机变量 $X \\sim B(10, 0.4)$，则 $D(-3X+2)=$\\_\\_\\_\\_.', 21.6, 'solves'],
  // E(−3X+2) = −12 + 2
  ['已知随机变量 $X \\sim B(10, 0.4)$，则 $E(-3X+2)=$\\_\\_\\_\\_.', -10, 'solves'],
  // E(2 − 3X) = 2 − 12
  ['已知随机变量 $X \\sim B(10, 0.4)$，则 $E(2-3X)=$\\_\\_\\_\\_.', -10, 'mayRefuse'],
  // D(2 − 3X) = 21.6
  ['已知随机变量 $X \\sim B(10, 0.4)$，则 $D(2-3X)=$\\_\\_\\_\\_.', 21.6, 'mayRefuse'],
  // the standard deviation of 2X+1: D(X) = 4, D(2X+1) = 16, σ = 4
  ['已知随机变量 $X \\sim B(16, 0.5)$，则 $2X+1$ 的标准差为\\_\\_\\_\\_.', 4, 'mayRefuse'],
  // hypergeometric, 不放回 told: D = 2·0.3·0.7·8/9 = 28/75
  ['一批产品共 10 件，其中有 3 件次品，现从中不放回地抽取 2 件，记取出的次品件数为 $X$，则 $D(X)=$\\_\\_\\_\\_.', 28 / 75, 'mayRefuse'],
  // 不放回 in another sentence, one at a time: D = 3·0.3·0.7·7/9 = 0.49
  ['一批产品共 10 件，其中有 3 件次品。现从中不放回地逐件抽取，共抽取 3 次，记取出的次品件数为 $X$，则 $D(X)=$\\_\\_\\_\\_.', 0.49, 'mayRefuse'],
  // put back: B(3, 0.3), E(2X+1) = 2.8
  ['一批产品共 10 件，其中有 3 件次品，现从中有放回地抽取 3 次，每次 1 件，记取出的次品件数为 $X$，则 $E(2X+1)=$\\_\\_\\_\\_.', 2.8, 'mayRefuse'],
  // put back: D(X) = 3·0.3·0.7 = 0.63
  ['一批产品共 10 件，其中有 3 件次品，现从中有放回地抽取 3 次，每次 1 件，记取出的次品件数为 $X$，则 $D(X)=$\\_\\_\\_\\_.', 0.63, 'mayRefuse'],
  // second red given the first red: 2/4
  [`${BAG}从中不放回地依次取出 2 个球，则在第一次取到红球的条件下，第二次取到红球的概率为____`, 0.5, 'mayRefuse'],
  // second red, unconditional: 3/5
  [`${BAG}从中不放回地依次取出 2 个球，则第二次取到红球的概率为____`, 0.6, 'mayRefuse'],
  // first red given second red: (3/10)/(3/5)
  [`${BAG}从中不放回地依次取出 2 个球，已知第二次取到红球，则第一次也取到红球的概率为____`, 0.5, 'mayRefuse'],
  // same colour, no replacement: (3+1)/10
  [`${BAG}从中不放回地依次取出 2 个球，则两次取到的球颜色相同的概率为____`, 0.4, 'solves'],
  // same colour, put back: (9+4)/25
  [`${BAG}从中有放回地依次取球 2 次，每次取 1 个，则两次取到的球颜色相同的概率为____`, 13 / 25, 'solves'],
  // both red, put back: 9/25
  [`${BAG}从中有放回地依次取球 2 次，每次取 1 个，则两次都取到红球的概率为____`, 9 / 25, 'mayRefuse'],
  // exactly one red, no replacement: 6/10
  [`${BAG}从中不放回地依次取出 2 个球，则恰有一个红球的概率为____`, 0.6, 'mayRefuse'],
  // second white, put back: 2/5
  [`${BAG}从中有放回地依次取球 2 次，每次取 1 个，则第二次取到白球的概率为____`, 0.4, 'mayRefuse'],
  // three asks: 11, 16, 4
  ['若一组数据 $x_{1}, x_{2}, \\cdots, x_{n}$ 的平均数为 5，方差为 4，则数据 $2 x_{1}+1,2 x_{2}+1, \\cdots, 2 x_{n}+1$ 的平均数、方差和标准差分别为\\_\\_\\_\\_.', [11, 16, 4], 'mayRefuse'],
  // other order: 16, 11
  ['若一组数据 $x_{1}, x_{2}, \\cdots, x_{n}$ 的平均数为 5，方差为 4，则数据 $2 x_{1}+1,2 x_{2}+1, \\cdots, 2 x_{n}+1$ 的方差和平均数分别为\\_\\_\\_\\_.', [16, 11], 'solves'],
  // median not told
  ['若一组数据 $x_{1}, x_{2}, \\cdots, x_{n}$ 的平均数为 5，方差为 4，则数据 $2 x_{1}+1,2 x_{2}+1, \\cdots, 2 x_{n}+1$ 的平均数和中位数分别为\\_\\_\\_\\_.', null, 'refuses'],
  // range not told
  ['若一组数据 $x_{1}, x_{2}, \\cdots, x_{n}$ 的平均数为 5，方差为 4，则数据 $2 x_{1}+1,2 x_{2}+1, \\cdots, 2 x_{n}+1$ 的方差和极差分别为\\_\\_\\_\\_.', null, 'refuses'],
  // sd told: var 16, sd 4
  ['若一组数据 $x_{1}, x_{2}, \\cdots, x_{n}$ 的标准差为 2，则数据 $2 x_{1}-1,2 x_{2}-1, \\cdots, 2 x_{n}-1$ 的方差和标准差分别为\\_\\_\\_\\_.', [16, 4], 'solves'],
  // negative a with sd: mean −3·1+1 = −2, sd 3·2 = 6
  ['若一组数据 $x_{1}, x_{2}, \\cdots, x_{n}$ 的平均数为 1，标准差为 2，则数据 $-3 x_{1}+1,-3 x_{2}+1, \\cdots,-3 x_{n}+1$ 的平均数和标准差分别为\\_\\_\\_\\_.', [-2, 6], 'solves'],
  // plain typing: 4, 27
  ['数据x1,x2,…,xn的平均数是2，方差是3，则3x1-2,3x2-2,…,3xn-2的平均数和方差分别是', [4, 27], 'mayRefuse'],
  // binomial, two asks: 3, 2.1
  ['已知随机变量 $X \\sim B(10, 0.3)$，则 $E(X)$ 和 $D(X)$ 分别为\\_\\_\\_\\_.', [3, 2.1], 'solves'],
  // binomial aX+b, two asks: 7, 8.4
  ['已知随机变量 $X \\sim B(10, 0.3)$，则 $E(2X+1)$ 和 $D(2X+1)$ 分别为\\_\\_\\_\\_.', [7, 8.4], 'solves'],
  // E(X), D(X) told: E(2X+1) = 7, D(2X+1) = 8 — the variance asked first
  ['已知随机变量 $X$ 满足 $E(X)=3, D(X)=2$，则 $D(2X+1)$ 和 $E(2X+1)$ 分别为\\_\\_\\_\\_.', [8, 7], 'mayRefuse'],
  // + 6: variance 8 → 20/3, so 方差不变 and 标准差变大 are false; the mean stays → C
  [c('一组数据 2，4，6，8，10，若再添加一个数据 6，则与原数据相比（  ）', '方差不变', '标准差变大', '平均数不变', '极差变小'), 'C', 'solves'],
  // − 10: mean 5, variance 5 < 8, median 5 < 6, range 6 < 8 → A only
  [c('一组数据 2，4，6，8，10，若去掉一个数据 10，则 $(\\quad)$', '平均数变小', '方差变大', '中位数不变', '极差不变'), 'A', 'solves'],
  // decimals: 1.5, 2.5, 3.5 − 3.5: mean 2.5 → 2, variance 2/3 → 1/4, median 2.5 → 2, range 2 → 1
  [c('一组数据 1.5，2.5，3.5，若去掉一个数据 3.5，则与原数据相比（  ）', '平均数变小，方差变小', '平均数不变', '中位数不变', '极差不变'), 'A', 'solves'],
  // LaTeX list: 3,5,7,9,11 + 7: mean 7 stays, variance 8 → 20/3
  [c('一组数据 $3,5,7,9,11$，若再添加一个数据 $7$，则与原数据相比 $(\\quad)$', '平均数不变，方差变小', '平均数变大', '方差变大', '中位数变大'), 'A', 'solves'],
  // every datum plus 10: only the variance stays → B
  [c('将一组数据 1，2，3，4，5 中的每个数据都加上 10，得到一组新数据，则与原数据相比（  ）', '平均数不变', '方差不变', '中位数不变', '极差变大'), 'B', 'mayRefuse'],
  // 至多一人 = not both: 1 − 1/10
  ['从甲、乙、丙、丁、戊 5 人中随机选 2 人，则甲、乙至多有一人入选的概率为____', 0.9, 'mayRefuse'],
  // 甲被选中而乙没有被选中: C(3,1)/C(5,2)
  ['从甲、乙、丙、丁、戊 5 人中随机选 2 人，则甲被选中而乙没有被选中的概率为____', 0.3, 'solves'],
  // both in: C(3,1)/C(5,3)
  ['从甲、乙等 5 名同学中随机选 3 名，则甲、乙都入选的概率为____', 0.3, 'solves'],
  // 6 people: 2·5!/6!
  ['甲、乙等 6 人站成一排，则甲、乙相邻的概率为____', 1 / 3, 'mayRefuse'],
  // 排尾 only: 3/4
  ['甲、乙、丙、丁 4 人随机站成一排，则甲不站在排尾的概率为____', 0.75, 'mayRefuse'],
  // 两端 of 甲 or 乙: 1 − (3·2·3!)/5! = 7/10
  ['甲、乙、丙、丁、戊 5 人站成一排，则甲或乙站在两端的概率为____', 0.7, 'mayRefuse'],
  // 甲、乙 not 相邻 as 「不站在一起」: 3/5
  ['甲、乙、丙、丁、戊 5 人站成一排，则甲、乙不站在一起的概率为____', 0.6, 'mayRefuse'],
  // 5,5,5 + 5: nothing moves; 方差不变 (0 → 0) → B
  [c('一组数据 5，5，5，若再添加一个数据 5，则与原数据相比（  ）', '平均数变大', '方差不变', '中位数变大', '极差变大'), 'B', 'solves'],
  // 1,2,3,4 + 2.5 (the mean): variance 5/4 → 1, median 2.5 stays
  [c('一组数据 1，2，3，4，若再添加一个数据 2.5，则与原数据相比（  ）', '平均数不变，方差变小', '平均数变大', '中位数变大', '极差变大'), 'A', 'solves'],
  // the added datum unknown
  [c('一组数据 2，4，6，8，10，若再添加一个数据 $a$，则与原数据相比（  ）', '平均数不变，方差变小', '平均数变大', '中位数变大', '极差变大'), null, 'refuses'],
  // two listed groups compared: variance same → B (a neighbouring kind, may be refused)
  [c('甲组数据为 1，2，3，4，5，乙组数据为 11，12，13，14，15，则（  ）', '两组数据的平均数相同', '两组数据的方差相同', '两组数据的中位数相同', '两组数据的极差不同'), 'B', 'mayRefuse'],
  // a numeric claim 「新数据的平均数为 7」 (false: 6); all four false
  [c('一组数据 2，4，6，8，10，若再添加一个数据 6，则与原数据相比（  ）', '新数据的平均数为 7', '方差变大', '中位数变大', '极差变大'), null, 'refuses'],
  // an ordered office: 1/5, not the 2/5 of 「甲入选」
  ['从甲、乙等 5 人中选 2 人分别担任班长和副班长，则甲担任班长的概率为____', 0.2, 'mayRefuse'],
  // C(4,2)/C(6,3)
  ['从甲、乙等 6 名同学中随机选 3 名，则甲入选且乙未入选的概率为____', 0.3, 'solves'],
  // 1 − 9/25
  [`${BAG}从中有放回地依次取球 2 次，每次取 1 个，则至少取到一个白球的概率为____`, 16 / 25, 'mayRefuse'],
  // C(3,2)/C(5,2)
  [`${BAG}从中不放回地依次取出 2 个球，则两个球都是红球的概率为____`, 0.3, 'solves'],
  // three colours: (3 + 1)/15
  ['袋中有 3 个红球、2 个白球和 1 个黑球，这些球除颜色外完全相同，从中不放回地依次取出 2 个球，则两次取到的球颜色相同的概率为____', 4 / 15, 'solves'],
  // D(X/2 + 1) = 2.4/4
  ['已知随机变量 $X \\sim B(10, 0.4)$，则 $D\\left(\\frac{1}{2} X+1\\right)=$\\_\\_\\_\\_.', 0.6, 'mayRefuse'],
  // D(3X) = 9·2.4
  ['已知随机变量 $X \\sim B(10, 0.4)$，则 $D(3X)=$\\_\\_\\_\\_.', 21.6, 'solves'],
  // Y = 2X + 1 named: 8.4
  ['已知随机变量 $X \\sim B(10, 0.3)$，$Y=2X+1$，则 $D(Y)=$\\_\\_\\_\\_.', 8.4, 'mayRefuse'],
  // Y = −2X + 1: −6 + 1
  ['已知随机变量 $X \\sim B(10, 0.3)$，$Y=-2X+1$，则 $E(Y)=$\\_\\_\\_\\_.', -5, 'mayRefuse'],
  // the variance asked first: 8.4, 7 (checked in order by hand)
  ['已知随机变量 $X \\sim B(10, 0.3)$，则 $D(2X+1)$ 和 $E(2X+1)$ 分别为\\_\\_\\_\\_.', [8.4, 7], 'solves'],
  // three asks: 7, 8.4, 3
  ['已知随机变量 $X \\sim B(10, 0.3)$，则 $E(2X+1), D(2X+1), E(X)$ 分别为\\_\\_\\_\\_.', [7, 8.4, 3], 'mayRefuse'],
  // compound: 2·3·3!/5! = 3/10
  ['甲、乙、丙、丁、戊 5 人站成一排，则甲站在两端且乙不站在两端的概率为____', 0.3, 'mayRefuse'],
  // a condition on the row: 甲 in 2..4 (3·4! = 72 rows), 乙 next to 甲: 2·3! each → 36 → 1/2
  ['甲、乙、丙、丁、戊 5 人站成一排，其中甲不站在两端，则甲、乙相邻的概率为____', 0.5, 'mayRefuse'],
  // two blocks: 3!·2·2/5! = 1/5
  ['甲、乙、丙、丁、戊 5 人站成一排，则甲、乙相邻，丙、丁也相邻的概率为____', 0.2, 'mayRefuse'],
  // conditional: 1/4
  ['从甲、乙、丙、丁、戊 5 人中随机选 2 人，已知甲入选，则乙也入选的概率为____', 0.25, 'mayRefuse'],
  // one ask alone and a 「分别为」 pair: 11; 16, 4
  [`${TRANSFORM}平均数为\\_\\_\\_\\_，方差和标准差分别为\\_\\_\\_\\_.`, [11, 16, 4], 'mayRefuse'],
  // a pair and one ask alone: 11, 16; 4
  [`${TRANSFORM}平均数和方差分别为\\_\\_\\_\\_，标准差为\\_\\_\\_\\_.`, [11, 16, 4], 'mayRefuse'],
  // the first measure of the ORIGINAL data: 5, 16 (never 11, 16)
  ['若一组数据 $x_{1}, x_{2}, \\cdots, x_{n}$ 的平均数为 5，方差为 4，则数据 $x_{1}, x_{2}, \\cdots, x_{n}$ 的平均数和数据 $2 x_{1}+1,2 x_{2}+1, \\cdots, 2 x_{n}+1$ 的方差分别为\\_\\_\\_\\_.', [5, 16], 'mayRefuse'],
  // a + b = 11 + 16
  [`${TRANSFORM}平均数和方差分别为 $a, b$，则 $a+b=$\\_\\_\\_\\_.`, 27, 'mayRefuse'],
  // 与 and 分别是: 11, 16 (order checked by hand)
  [`${TRANSFORM}平均数与方差分别是\\_\\_\\_\\_.`, [11, 16], 'solves'],
  // two blanks: 11, 16
  [`${TRANSFORM}平均数和方差分别为\\_\\_\\_\\_，\\_\\_\\_\\_.`, [11, 16], 'mayRefuse'],
  // two transformed sets: 11 and 4
  ['若一组数据 $x_{1}, x_{2}, \\cdots, x_{n}$ 的平均数为 5，方差为 4，则数据 $2 x_{1}+1,2 x_{2}+1, \\cdots, 2 x_{n}+1$ 与数据 $x_{1}-1, x_{2}-1, \\cdots, x_{n}-1$ 的平均数分别为\\_\\_\\_\\_.', [11, 4], 'mayRefuse'],
  // 16 and 4
  ['若一组数据 $x_{1}, x_{2}, \\cdots, x_{n}$ 的平均数为 5，方差为 4，则数据 $2 x_{1}+1,2 x_{2}+1, \\cdots, 2 x_{n}+1$ 的方差与数据 $x_{1}-1, x_{2}-1, \\cdots, x_{n}-1$ 的平均数分别为\\_\\_\\_\\_.', [16, 4], 'mayRefuse'],
  // the pair as options, the reversed one a trap: A
  [c(`${TRANSFORM}平均数和方差分别为 $(\\quad)$`, '11，16', '11，8', '10，16', '16，11'), 'A', 'mayRefuse'],
  // a roster of four names and two teachers, six people: 2·5!/6! = 1/3
  ['甲、乙、丙、丁 4 名同学和 2 名老师站成一排，则甲、乙相邻的概率为____', 1 / 3, 'mayRefuse'],
  // two unnamed girls: 2·4!/5! = 2/5
  ['3 名男生和 2 名女生站成一排，则 2 名女生相邻的概率为____', 0.4, 'mayRefuse'],
  // both at the ends: 2·3!/5! = 1/10
  ['甲、乙、丙、丁、戊 5 人站成一排，则甲、乙两人站在两端的概率为____', 0.1, 'mayRefuse'],
  ['甲、乙、丙、丁、戊 5 人站成一排，则甲、乙两人都站在两端的概率为____', 0.1, 'mayRefuse'],
  // an unsorted list: 10,2,8,4,6 + 6: mean 6, variance 8 → 20/3
  [c('一组数据 10，2，8，4，6，若再添加一个数据 6，则与原数据相比（  ）', '平均数不变，方差变小', '平均数变大', '中位数变大', '极差变大'), 'A', 'solves'],
  // no option true in a single choice
  [c('一组数据 2，4，6，8，10，若再添加一个数据 6，则与原数据相比（  ）', '平均数变大', '方差变大', '中位数变大', '极差变大'), null, 'refuses'],
  // （多选）: all four hold
  [c('（多选）一组数据 2，4，6，8，10，若再添加一个数据 6，则与原数据相比（  ）', '平均数不变', '方差变小', '中位数不变', '极差不变'), 'ABCD', 'solves'],
  // 「平均数和方差都不变」 not read (false: the variance falls); B alone is true
  [c('一组数据 2，4，6，8，10，若再添加一个数据 6，则与原数据相比，下列说法正确的是（  ）', '平均数和方差都不变', '方差变小', '中位数变大', '极差变大'), 'B', 'mayRefuse'],
  // neither at the ends: 3·2·3!/5! = 3/10
  ['甲、乙、丙、丁、戊 5 人站成一排，则甲、乙不站在两端的概率为____', 0.3, 'mayRefuse'],
  // 甲 inside, 乙 at an end: 3·2·3!/5! = 3/10
  ['甲、乙、丙、丁、戊 5 人站成一排，则甲不站在两端，乙站在两端的概率为____', 0.3, 'mayRefuse'],
  // 1 − C(3,1)/C(5,3) = 7/10
  ['从甲、乙、丙、丁、戊 5 人中随机选 3 人，则甲、乙不同时入选的概率为____', 0.7, 'solves'],
  ['从甲、乙、丙、丁、戊 5 人中随机选 3 人，则甲、乙不都入选的概率为____', 0.7, 'solves'],
];
