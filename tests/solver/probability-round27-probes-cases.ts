/**
 * Round 27 probes: gaokao maths choice and blank questions on probability and statistics — classical probability of
 * a described experiment, independent events, conditional probability, the binomial and hypergeometric laws,
 * E(aX+b)/D(aX+b), the normal curve's symmetry, and the measures of listed data (mean, median, mode, range,
 * variance, standard deviation, percentile, data transformed or a datum added) — as national and provincial papers
 * print them (exam number and marks, 「$(\quad)$」, OCR LaTeX, 多选, plain typing). Numbers are our own; every
 * answer was worked by hand (working in the comment). 'mayRefuse' marks a probe left refused (why, in 0145).
 */
import { choice as c, type Status } from './lookalike-hunt-shared';

export type Round27Topic = 'classical' | 'independent' | 'conditional' | 'binomial' | 'normal' | 'data' | 'transform';
export type Round27Probe = [text: string, expected: string | number | number[] | null, status: Status, topic: Round27Topic];

const MULTI = '在每小题给出的选项中，有多项符合题目要求。';

// biome-ignore format: one problem a line
export const ROUND27_PROBES: Round27Probe[] = [
  // beds: choose 2 of 5 for bed one (10 ways); red and purple together: both in bed one (1) or both among the 3 (3) → 4/10
  [c('5. (5 分) 从红、黄、白、紫、蓝 5 种颜色的花中任选 2 种花种在一个花坛中，余下的 3 种花种在另一个花坛中，则红色和紫色的花在同一花坛的概率是 $(\\quad)$', '$\\frac{1}{5}$', '$\\frac{2}{5}$', '$\\frac{3}{5}$', '$\\frac{3}{10}$'), 'B', 'mayRefuse', 'classical'],
  // 4 colours, 2 and 2: together 2 of 6 → apart 4/6
  ['从红、黄、白、紫 4 种颜色的花中任选 2 种花种在一个花坛中，余下的 2 种花种在另一个花坛中，则红色和紫色的花不在同一花坛的概率是\\_\\_\\_\\_.', 2 / 3, 'mayRefuse', 'classical'],
  // without replacement: same colour (3·2 + 2·1)/(5·4) = 2/5
  ['14. 袋中有 3 个红球和 2 个白球，这些球除颜色外完全相同，从中不放回地依次取出 2 个球，则取出的两个球颜色相同的概率为\\_\\_\\_\\_\\_\\_.', 0.4, 'solves', 'classical'],
  // with replacement: different 2·3·2/25 = 12/25
  ['袋中有 3 个红球和 2 个白球，从中有放回地依次取球 2 次，每次取 1 个，则两次取到的球颜色不同的概率为____', 12 / 25, 'mayRefuse', 'classical'],
  // all 2-subsets of 4: 6; 甲乙 together 1 → 5/6
  [c('4. 从甲、乙、丙、丁 4 名同学中随机选 2 名参加志愿活动，则甲、乙不同时入选的概率为 $(\\quad)$', '$\\frac{1}{6}$', '$\\frac{1}{3}$', '$\\frac{2}{3}$', '$\\frac{5}{6}$'), 'D', 'solves', 'classical'],
  // C(5,3)=10, 甲 in, 乙 out: C(3,2)=3 → 3/10
  ['从甲、乙等 5 名同学中随机选 3 名参加社区服务工作，则甲入选且乙未入选的概率为\\_\\_\\_\\_.', 0.3, 'solves', 'classical'],
  // C(5,2)=10, 甲 or 乙 chosen: 1 − C(3,2)/10 = 7/10
  ['从甲、乙等 5 名学生中随机选出 2 人，则甲、乙至少有 1 人被选中的概率为____.', 0.7, 'solves', 'classical'],
  // dice sum 7: 6/36
  [c('3. 同时掷两枚质地均匀的骰子，则向上的点数之和为 $7$ 的概率是 $(\\quad)$', '$\\frac{1}{6}$', '$\\frac{5}{36}$', '$\\frac{1}{12}$', '$\\frac{1}{9}$'), 'A', 'solves', 'classical'],
  // sum ≥ 10: 6/36
  ['掷两颗骰子，点数之和不小于10的概率为____', 1 / 6, 'solves', 'classical'],
  // 4 in a row, 甲乙 adjacent: 3!·2/4! = 1/2
  ['甲、乙、丙、丁 4 名同学站成一排照相，则甲、乙两人相邻的概率为\\_\\_\\_\\_.', 0.5, 'solves', 'classical'],
  // 5 in a row, 甲 not at either end: 3/5
  [c('6. 5 名同学排成一排，则甲不站在两端的概率为 $(\\quad)$', '$\\frac{2}{5}$', '$\\frac{3}{5}$', '$\\frac{1}{5}$', '$\\frac{4}{5}$'), 'B', 'solves', 'classical'],
  // pairs of {1..5}: 10; even sum: C(3,2)+C(2,2)=4 → 2/5
  ['从 $1,2,3,4,5$ 中任取 2 个不同的数，则取出的 2 个数之和为偶数的概率为\\_\\_\\_\\_.', 0.4, 'solves', 'classical'],
  // product even: 1 − 3/10 = 7/10
  [c('从 1，2，3，4，5 中任取两个不同的数，则这两个数之积为偶数的概率为（  ）', '$\\frac{3}{10}$', '$\\frac{2}{5}$', '$\\frac{3}{5}$', '$\\frac{7}{10}$'), 'D', 'mayRefuse', 'classical'],
  // independent: 1 − (2/3)(3/4) = 1/2
  ['7. 甲、乙两人独立地破译一份密码，甲能破译的概率为 $\\frac{1}{3}$，乙能破译的概率为 $\\frac{1}{4}$，则密码被破译的概率为\\_\\_\\_\\_.', 0.5, 'solves', 'independent'],
  // at least one: 1 − 0.2·0.3 = 0.94
  ['甲、乙两人各射击一次，击中目标的概率分别是 0.8 和 0.7，假设两人射击是否击中目标相互之间没有影响，则至少有一人击中目标的概率为____', 0.94, 'solves', 'independent'],
  // exactly one: 0.6·0.5 + 0.4·0.5 = 0.5
  [c('甲、乙两人投篮，投中的概率分别为 $0.6, 0.5$，若两人各投篮一次，且是否投中互不影响，则恰有一人投中的概率为 $(\\quad)$', '$0.3$', '$0.5$', '$0.8$', '$0.2$'), 'B', 'solves', 'independent'],
  // two in a row: 0.6² = 0.36
  ['某射手每次射击击中目标的概率为 0.6，且各次射击的结果互不影响，则该射手射击两次都击中目标的概率为____', 0.36, 'mayRefuse', 'independent'],
  // best of three: 0.6² + 2·0.6·0.4·0.6 = 0.648
  ['甲、乙两人进行乒乓球比赛，采用三局两胜制，已知每局比赛甲获胜的概率为 0.6，各局比赛结果相互独立，则甲获胜的概率为\\_\\_\\_\\_.', 0.648, 'mayRefuse', 'independent'],
  // P(B|A) = 0.2/0.5
  ['已知 $P(A)=0.5, P(AB)=0.2$，则 $P(B \\mid A)=$\\_\\_\\_\\_.', 0.4, 'solves', 'conditional'],
  // 2 red of 4 left → 1/2
  ['一个袋子中有 3 个红球和 2 个白球，从中不放回地依次取出 2 个球，则在第一次取到红球的条件下，第二次也取到红球的概率为\\_\\_\\_\\_.', 0.5, 'mayRefuse', 'conditional'],
  // sum 8: 5 outcomes, both even 3 → 3/5
  ['掷两枚质地均匀的骰子，在点数之和为 8 的条件下，两枚骰子的点数都是偶数的概率为____', 0.6, 'mayRefuse', 'conditional'],
  // D = 6·1/3·2/3 = 4/3
  ['13. 已知随机变量 $X \\sim B\\left(6, \\frac{1}{3}\\right)$，则 $D(X)=$\\_\\_\\_\\_.', 4 / 3, 'solves', 'binomial'],
  // C(4,2)/16 = 3/8
  ['设随机变量 $X \\sim B(4, \\frac{1}{2})$，则 $P(X=2)=$', 0.375, 'solves', 'binomial'],
  // np=3, np(1−p)=2 → p=1/3
  [c('设随机变量 $X \\sim B(n, p)$，若 $E(X)=3, D(X)=2$，则 $p=(\\quad)$', '$\\frac{1}{3}$', '$\\frac{2}{3}$', '$\\frac{1}{2}$', '$\\frac{1}{4}$'), 'A', 'solves', 'binomial'],
  // D(2X+1) = 4·10·0.4·0.6 = 9.6
  ['已知随机变量 $X \\sim B(10, 0.4)$，则 $D(2X+1)=$\\_\\_\\_\\_.', 9.6, 'solves', 'binomial'],
  // E(3X−1) = 5, D(3X−1) = 27
  ['已知随机变量 $X$ 满足 $E(X)=2, D(X)=3$，则 $E(3X-1)=$\\_\\_\\_\\_\\_\\_，$D(3X-1)=$\\_\\_\\_\\_\\_\\_.', [5, 27], 'mayRefuse', 'binomial'],
  // hypergeometric E = 4·3/10 = 6/5
  ['15. 一批产品共 10 件，其中有 3 件次品，从中任取 4 件，记取出的次品件数为 $X$，则 $E(X)=$\\_\\_\\_\\_.', 1.2, 'solves', 'binomial'],
  // 1 − C(4,3)/C(6,3) = 4/5
  ['从 4 名男生和 2 名女生中任选 3 人参加演讲比赛，设随机变量 $X$ 表示所选 3 人中女生的人数，则 $P(X \\geq 1)=$\\_\\_\\_\\_.', 0.8, 'mayRefuse', 'binomial'],
  // N(2,σ²): P(X<4)=0.8 → P(0<X<2) = 0.3
  ['14. 已知随机变量 $X \\sim N\\left(2, \\sigma^{2}\\right)$，且 $P(X<4)=0.8$，则 $P(0<X<2)=$\\_\\_\\_\\_.', 0.3, 'solves', 'normal'],
  // N(1,σ²): P(X>3)=0.2 → P(X>−1) = 0.8
  [c('已知随机变量 $\\xi \\sim N\\left(1, \\sigma^{2}\\right)$，若 $P(\\xi>3)=0.2$，则 $P(\\xi>-1)=(\\quad)$', '$0.2$', '$0.3$', '$0.7$', '$0.8$'), 'D', 'solves', 'normal'],
  // variance of 2,3,5,7,8: mean 5, (9+4+0+4+9)/5 = 26/5
  ['一组数据 $2,3,5,7,8$ 的方差为\\_\\_\\_\\_.', 5.2, 'solves', 'data'],
  // sd of 5,7,7,8,10,11: mean 8, (9+1+1+0+4+9)/6 = 4 → 2
  ['样本数据 5，7，7，8，10，11 的标准差为____', 2, 'solves', 'data'],
  // 70th percentile of 10 data: i = 7 → (22+25)/2
  ['13. 数据 $12,13,15,17,18,20,22,25,26,30$ 的第 70 百分位数为\\_\\_\\_\\_.', 23.5, 'solves', 'data'],
  // 25th percentile of 1..9: i = 2.25 → 3rd = 3
  [c('数据 1，2，3，4，5，6，7，8，9 的第 25 百分位数是（  ）', '2', '2.5', '3', '3.5'), 'C', 'solves', 'data'],
  // sorted 4,5,6,7,7,8,9: mode 7, median 7
  ['数据 4，7，5，7，6，8，9 的众数和中位数分别是____', [7, 7], 'solves', 'data'],
  // range 15 − 9
  ['数据 10, 12, 9, 14, 15 的极差是____', 6, 'solves', 'data'],
  // 8·2+12·3+15·4+5·5 = 137, /40 = 3.425
  ['某班 40 名学生一周课外阅读时间统计如下：阅读 2 小时的有 8 人，阅读 3 小时的有 12 人，阅读 4 小时的有 15 人，阅读 5 小时的有 5 人，则这 40 名学生一周的平均阅读时间为____小时', 3.425, 'mayRefuse', 'data'],
  // mean 3·5−1 = 14, variance 9·2 = 18
  ['若一组数据 $x_{1}, x_{2}, \\cdots, x_{n}$ 的平均数为 5，方差为 2，则数据 $3 x_{1}-1,3 x_{2}-1, \\cdots, 3 x_{n}-1$ 的平均数和方差分别为\\_\\_\\_\\_.', [14, 18], 'solves', 'transform'],
  // sd 2·2 = 4
  ['样本数据 $x_{1}, x_{2}, \\cdots, x_{n}$ 的方差为 4，则数据 $2 x_{1}+3,2 x_{2}+3, \\cdots, 2 x_{n}+3$ 的标准差为\\_\\_\\_\\_.', 4, 'solves', 'transform'],
  // mean 2·3−1 = 5, variance 4·4 = 16
  [c('8. 若数据 $x_{1}, x_{2}, \\cdots, x_{10}$ 的平均数为 3，标准差为 2，则数据 $2 x_{1}-1,2 x_{2}-1, \\cdots, 2 x_{10}-1$ 的平均数和方差分别为 $(\\quad)$', '5, 4', '5, 16', '6, 8', '5, 8'), 'B', 'solves', 'transform'],
  // 3,4,5,6,7 + 5: mean 5 stays, variance 2 → 5/3
  [c('一组数据 3，4，5，6，7，若再添加一个数据 5，则与原数据相比（  ）', '平均数不变，方差变大', '平均数不变，方差变小', '平均数变大', '平均数变小'), 'B', 'solves', 'transform'],
  // y = x + c: mean and median shift, sd and range stay → C, D
  [c(`10. (5 分) ${MULTI}有一组样本数据 $x_{1}, x_{2}, \\cdots, x_{n}$，由这组数据得到新样本数据 $y_{1}, y_{2}, \\cdots, y_{n}$，其中 $y_{i}=x_{i}+c(i=1,2, \\cdots, n)$，$c$ 为非零常数，则 $(\\quad)$`, '两组样本数据的样本极差相同', '两组样本数据的样本平均数相同', '两组样本数据的样本标准差相同', '两组样本数据的样本中位数相同'), 'AC', 'solves', 'transform'],
  // 3,5,6,8,8: mean 6, median 6
  ['数据3,5,6,8,8的平均数和中位数分别为', [6, 6], 'solves', 'data'],
];
