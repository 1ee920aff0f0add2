/**
 * Round 27 third look-alike hunt: independent events (three people, 至少/恰有/都, complements), conditional probability
 * (two formulas in one pair of dollars, the other direction), a hypergeometric 「则 $E(X)=$」 (the other colour, with
 * replacement), E/D(aX+b) of a binomial (decimal and percent p, D(2X) against 2D(X), σ asked), a transformed data set
 * asked two measures (negative multiplier, 标准差 asked or told), and balls drawn one after another. Every answer worked
 * by hand (in the comment).
 */
import { choice as c, type Lookalike } from './lookalike-hunt-shared';

// biome-ignore format: one problem a line
export const ROUND27_THIRD_HUNT: Lookalike[] = [
  // three people: 1 − 0.5·0.4·0.3 = 0.94
  ['甲、乙、丙三人各射击一次，击中目标的概率分别是 0.5，0.6，0.7，假设三人射击是否击中目标相互之间没有影响，则至少有一人击中目标的概率为____', 0.94, 'solves'],
  // three people all: 0.5·0.6·0.7 = 0.21
  ['甲、乙、丙三人各射击一次，击中目标的概率分别是 0.5，0.6，0.7，假设三人射击是否击中目标相互之间没有影响，则三人都击中目标的概率为____', 0.21, 'solves'],
  // three people exactly one: .5·.4·.3+.5·.6·.3+.5·.4·.7 = .06+.09+.14 = .29
  ['甲、乙、丙三人各射击一次，击中目标的概率分别是 0.5，0.6，0.7，假设三人射击是否击中目标相互之间没有影响，则恰有一人击中目标的概率为____', 0.29, 'solves'],
  // two people both: 0.56
  ['甲、乙两人各射击一次，击中目标的概率分别是 0.8 和 0.7，假设两人射击是否击中目标相互之间没有影响，则两人都击中目标的概率为____', 0.56, 'solves'],
  // two people neither: 0.2·0.3 = 0.06
  ['甲、乙两人各射击一次，击中目标的概率分别是 0.8 和 0.7，假设两人射击是否击中目标相互之间没有影响，则两人都未击中目标的概率为____', 0.06, 'solves'],
  // at most one: 1 − 0.56 = 0.44
  ['甲、乙两人各射击一次，击中目标的概率分别是 0.8 和 0.7，假设两人射击是否击中目标相互之间没有影响，则至多有一人击中目标的概率为____', 0.44, 'solves'],
  // exactly one: .8·.3+.2·.7 = .38
  ['甲、乙两人各射击一次，击中目标的概率分别是 0.8 和 0.7，假设两人射击是否击中目标相互之间没有影响，则恰有一人击中目标的概率为____', 0.38, 'solves'],
  // 甲击中而乙未击中: .8·.3 = .24
  ['甲、乙两人各射击一次，击中目标的概率分别是 0.8 和 0.7，假设两人射击是否击中目标相互之间没有影响，则甲击中目标而乙未击中目标的概率为____', 0.24, 'mayRefuse'],
  // independence not stated: 「各射击一次」 read as independent, as textbooks do: 1 − 0.2·0.3 = 0.94
  ['甲、乙两人各射击一次，击中目标的概率分别是 0.8 和 0.7，则至少有一人击中目标的概率为____', 0.94, 'solves'],
  // miss probabilities told (未击中 0.2 and 0.3): at least one hits = 1 − 0.2·0.3 = 0.94; was read as hit probabilities (11/25)
  ['甲、乙两人各射击一次，未击中目标的概率分别是 0.2 和 0.3，假设两人射击是否击中目标相互之间没有影响，则至少有一人击中目标的概率为____', 0.94, 'mayRefuse'],
  // 目标被击中 = at least one = 0.94
  ['甲、乙两人各射击一次，击中目标的概率分别是 0.8 和 0.7，假设两人射击是否击中目标相互之间没有影响，则目标被击中的概率为____', 0.94, 'solves'],
  // fractions, 密码 not broken: (2/3)(3/4) = 1/2
  ['甲、乙两人独立地破译一份密码，甲能破译的概率为 $\\frac{1}{3}$，乙能破译的概率为 $\\frac{1}{4}$，则密码未被破译的概率为\\_\\_\\_\\_.', 0.5, 'mayRefuse'],
  // 恰有一人破译: 1/3·3/4 + 2/3·1/4 = 3/12+2/12 = 5/12
  ['甲、乙两人独立地破译一份密码，甲能破译的概率为 $\\frac{1}{3}$，乙能破译的概率为 $\\frac{1}{4}$，则恰有一人破译密码的概率为\\_\\_\\_\\_.', 5 / 12, 'solves'],
  // three, 密码被破译: 1 − (1/2)(2/3)(3/4) = 1 − 1/4 = 3/4
  ['甲、乙、丙三人独立地破译一份密码，他们能破译的概率分别为 $\\frac{1}{2}, \\frac{1}{3}, \\frac{1}{4}$，则密码被破译的概率为\\_\\_\\_\\_.', 0.75, 'solves'],
  // option choice exactly one with three people: .29
  [c('甲、乙、丙三人各投篮一次，投中的概率分别为 $0.5, 0.6, 0.7$，且是否投中互不影响，则恰有一人投中的概率为 $(\\quad)$', '$0.21$', '$0.29$', '$0.44$', '$0.94$'), 'B', 'solves'],
  // two formulas in one pair of dollars: P(B|A) = .2/.5 = .4
  ['已知 $P(A)=0.5, P(AB)=0.2$，则 $P(B \\mid A)=$\\_\\_\\_\\_.', 0.4, 'solves'],
  // other direction needs P(B): P(A|B) = .2/.4 = .5
  ['已知 $P(A)=0.5, P(B)=0.4, P(AB)=0.2$，则 $P(A \\mid B)=$\\_\\_\\_\\_.', 0.5, 'mayRefuse'],
  // P(A|B) asked with P(A), P(AB) only → refuse
  ['已知 $P(A)=0.5, P(AB)=0.2$，则 $P(A \\mid B)=$\\_\\_\\_\\_.', null, 'refuses'],
  // P(B|A) with P(B) a distractor: .2/.5 = .4
  ['已知 $P(A)=0.5, P(B)=0.4, P(AB)=0.2$，则 $P(B \\mid A)=$\\_\\_\\_\\_.', 0.4, 'mayRefuse'],
  // P(AB) given, P(B) asked from P(A|B): P(B) = .2/.5 = .4
  ['已知 $P(AB)=0.2, P(A \\mid B)=0.5$，则 $P(B)=$\\_\\_\\_\\_.', 0.4, 'solves'],
  // P(AB) and P(A|B) given, P(A) asked → undecidable
  ['已知 $P(AB)=0.2, P(A \\mid B)=0.5$，则 $P(A)=$\\_\\_\\_\\_.', null, 'refuses'],
  // separate dollars: P(B|A) = 0.3/0.6 = 1/2
  ['已知 $P(A)=0.6$，$P(AB)=0.3$，则 $P(B \\mid A)=$\\_\\_\\_\\_.', 0.5, 'solves'],
  // fractions: P(B|A) = (1/6)/(1/2) = 1/3
  ['已知 $P(A)=\\frac{1}{2}, P(AB)=\\frac{1}{6}$，则 $P(B \\mid A)=$\\_\\_\\_\\_.', 1 / 3, 'solves'],
  // P(B|A) from P(A), P(B|A)? asked P(AB) = P(B)P(A|B) = .4·.5 = .2
  ['已知 $P(B)=0.4, P(A \\mid B)=0.5$，则 $P(AB)=$\\_\\_\\_\\_.', 0.2, 'solves'],
  // mixed: P(A)=.6, P(A|B) given, P(AB) asked → needs P(B) → refuse
  ['已知 $P(A)=0.6, P(A \\mid B)=0.5$，则 $P(AB)=$\\_\\_\\_\\_.', null, 'refuses'],
  // hypergeometric other colour: 10 products, 3 defective, take 4, X = 正品 count: 4·7/10 = 2.8
  ['一批产品共 10 件，其中有 3 件次品，从中任取 4 件，记取出的正品件数为 $X$，则 $E(X)=$\\_\\_\\_\\_.', 2.8, 'solves'],
  // balls: 3 red 2 white, take 2 (不放回), X white count: 2·2/5 = 0.8
  ['袋中有 3 个红球和 2 个白球，从中任取 2 个球，记取出的白球个数为 $X$，则 $E(X)=$\\_\\_\\_\\_.', 0.8, 'mayRefuse'],
  // X red count: 2·3/5 = 1.2
  ['袋中有 3 个红球和 2 个白球，从中任取 2 个球，记取出的红球个数为 $X$，则 $E(X)=$\\_\\_\\_\\_.', 1.2, 'mayRefuse'],
  // 有放回 3 times, X red count: binomial 3·3/5 = 1.8 (same as hypergeom expectation anyway); D differs: 3·.6·.4 = .72
  ['袋中有 3 个红球和 2 个白球，从中有放回地取球 3 次，每次取 1 个，记取到红球的次数为 $X$，则 $D(X)=$\\_\\_\\_\\_.', 0.72, 'mayRefuse'],
  // 不放回 3 of 5, D(X) hypergeometric: n K/N (N−K)/N (N−n)/(N−1) = 3·.6·.4·(2/4) = .36
  ['袋中有 3 个红球和 2 个白球，从中不放回地取出 3 个球，记取到红球的个数为 $X$，则 $D(X)=$\\_\\_\\_\\_.', 0.36, 'mayRefuse'],
  // women count: 4 men 2 women choose 3, X = men: 3·4/6 = 2
  ['从 4 名男生和 2 名女生中任选 3 人参加演讲比赛，设随机变量 $X$ 表示所选 3 人中男生的人数，则 $E(X)=$\\_\\_\\_\\_.', 2, 'mayRefuse'],
  // X = 次品 but E(2X+1): 2·1.2+1 = 3.4
  ['一批产品共 10 件，其中有 3 件次品，从中任取 4 件，记取出的次品件数为 $X$，则 $E(2X+1)=$\\_\\_\\_\\_.', 3.4, 'mayRefuse'],
  // binomial decimal p: D(2X) = 4·10·.4·.6 = 9.6
  ['已知随机变量 $X \\sim B(10, 0.4)$，则 $D(2X)=$\\_\\_\\_\\_.', 9.6, 'solves'],
  // 2D(X) = 4.8
  ['已知随机变量 $X \\sim B(10, 0.4)$，则 $2D(X)=$\\_\\_\\_\\_.', 4.8, 'mayRefuse'],
  // σ(X) = sqrt(2.4) ≈ 1.549
  ['已知随机变量 $X \\sim B(10, 0.4)$，则 $X$ 的标准差为\\_\\_\\_\\_.', Math.sqrt(2.4), 'mayRefuse'],
  // D(X)+1: 2.4+1 = 3.4
  ['已知随机变量 $X \\sim B(10, 0.4)$，则 $D(X)+1=$\\_\\_\\_\\_.', 3.4, 'mayRefuse'],
  // percent p: n=100, p=20%, D(X) = 100·.2·.8 = 16
  ['已知随机变量 $X \\sim B(100, 20\\%)$，则 $D(X)=$\\_\\_\\_\\_.', 16, 'mayRefuse'],
  // percent: D(2X+1)=4·16=64
  ['某射手每次射击击中目标的概率为 $20\\%$，射击 100 次，记击中目标的次数为 $X$，则 $D(2X+1)=$\\_\\_\\_\\_.', 64, 'mayRefuse'],
  // E(2X+1) with decimal: 2·4+1 = 9
  ['已知随机变量 $X \\sim B(10, 0.4)$，则 $E(2X+1)=$\\_\\_\\_\\_.', 9, 'solves'],
  // D(1−2X) = 4·2.4 = 9.6
  ['已知随机变量 $X \\sim B(10, 0.4)$，则 $D(1-2X)=$\\_\\_\\_\\_.', 9.6, 'mayRefuse'],
  // E(1−2X) = 1 − 8 = −7
  ['已知随机变量 $X \\sim B(10, 0.4)$，则 $E(1-2X)=$\\_\\_\\_\\_.', -7, 'mayRefuse'],
  // D(X^2)? undecidable in reader → not linear; true value computable but refuse is fine
  ['已知随机变量 $X \\sim B(10, 0.4)$，则 $D(X^{2}+1)=$\\_\\_\\_\\_.', null, 'refuses'],
  // Y = 2X+1, D(Y) asked: 9.6
  ['已知随机变量 $X \\sim B(10, 0.4)$，$Y=2X+1$，则 $D(Y)=$\\_\\_\\_\\_.', 9.6, 'mayRefuse'],
  // transform negative multiplier: mean 4, var 1, −3x+2: mean −10, var 9
  ['已知数据 $x_{1}, x_{2}, \\cdots, x_{n}$ 的平均数为 4，方差为 1，则数据 $-3 x_{1}+2,-3 x_{2}+2, \\cdots,-3 x_{n}+2$ 的平均数和方差分别为\\_\\_\\_\\_.', [-10, 9], 'solves'],
  // sd asked with negative multiplier: sd = 3·1 = 3 (not −3)
  ['已知数据 $x_{1}, x_{2}, \\cdots, x_{n}$ 的平均数为 4，方差为 1，则数据 $-3 x_{1}+2,-3 x_{2}+2, \\cdots,-3 x_{n}+2$ 的平均数和标准差分别为\\_\\_\\_\\_.', [-10, 3], 'solves'],
  // told sd 2, asked sd: 3·2 = 6, mean 3·5−1 = 14
  ['若一组数据 $x_{1}, x_{2}, \\cdots, x_{n}$ 的平均数为 5，标准差为 2，则数据 $3 x_{1}-1,3 x_{2}-1, \\cdots, 3 x_{n}-1$ 的平均数和标准差分别为\\_\\_\\_\\_.', [14, 6], 'solves'],
  // told sd 2, asked variance only with mean 5: variance 9·4 = 36 — sd told, mean left over → may refuse
  ['若一组数据 $x_{1}, x_{2}, \\cdots, x_{n}$ 的标准差为 2，则数据 $3 x_{1}-1,3 x_{2}-1, \\cdots, 3 x_{n}-1$ 的方差为\\_\\_\\_\\_.', 36, 'solves'],
  // option: mean 14, variance 18 — option order: 方差和平均数
  [c('若一组数据 $x_{1}, x_{2}, \\cdots, x_{n}$ 的平均数为 5，方差为 2，则数据 $3 x_{1}-1,3 x_{2}-1, \\cdots, 3 x_{n}-1$ 的方差和平均数分别为 $(\\quad)$', '14, 18', '18, 14', '6, 14', '18, 15'), 'B', 'solves'],
  // variance of x/2: 8/4 = 2, mean 3
  ['若一组数据 $x_{1}, x_{2}, \\cdots, x_{n}$ 的平均数为 6，方差为 8，则数据 $\\frac{1}{2} x_{1}, \\frac{1}{2} x_{2}, \\cdots, \\frac{1}{2} x_{n}$ 的平均数和方差分别为\\_\\_\\_\\_.', [3, 2], 'mayRefuse'],
  // 2x−1 but the data listed differ per term? 2x_1+1, 2x_2−1 … not a uniform transform → refuse
  ['若一组数据 $x_{1}, x_{2}, x_{3}$ 的平均数为 5，方差为 2，则数据 $2 x_{1}+1,2 x_{2}-1,2 x_{3}+1$ 的平均数和方差分别为\\_\\_\\_\\_.', null, 'refuses'],
  // x+3 shift: mean 8, var 2
  ['若一组数据 $x_{1}, x_{2}, \\cdots, x_{n}$ 的平均数为 5，方差为 2，则数据 $x_{1}+3, x_{2}+3, \\cdots, x_{n}+3$ 的平均数和方差分别为\\_\\_\\_\\_.', [8, 2], 'solves'],
  // balls one after another: 第二次 red given first red, 不放回: 2/4 = .5
  ['一个袋子中有 3 个红球和 2 个白球，从中不放回地依次取出 2 个球，则在第一次取到红球的条件下，第二次也取到红球的概率为\\_\\_\\_\\_.', 0.5, 'mayRefuse'],
  // 第二次 red given first white: 3/4
  ['一个袋子中有 3 个红球和 2 个白球，从中不放回地依次取出 2 个球，则在第一次取到白球的条件下，第二次取到红球的概率为\\_\\_\\_\\_.', 0.75, 'mayRefuse'],
  // 第二次取到红球 (unconditional): 3/5
  ['袋中有 3 个红球和 2 个白球，这些球除颜色外完全相同，从中不放回地依次取出 2 个球，则第二次取到红球的概率为\\_\\_\\_\\_.', 0.6, 'mayRefuse'],
  // 第一次 red given second red: symmetric = 1/2
  ['袋中有 3 个红球和 2 个白球，从中不放回地依次取出 2 个球，则在第二次取到红球的条件下，第一次取到红球的概率为\\_\\_\\_\\_.', 0.5, 'mayRefuse'],
  // 有放回 colour equal: (9+4)/25 = 13/25
  ['袋中有 3 个红球和 2 个白球，这些球除颜色外完全相同，从中有放回地依次取球 2 次，每次取 1 个，则两次取到的球颜色相同的概率为____', 13 / 25, 'solves'],
  // 不放回 colour different: 1 − .4 = .6
  ['袋中有 3 个红球和 2 个白球，这些球除颜色外完全相同，从中不放回地依次取出 2 个球，则取出的两个球颜色不同的概率为\\_\\_\\_\\_\\_\\_.', 0.6, 'solves'],
  // 第一次红第二次白 不放回: 3/5·2/4 = 3/10
  ['袋中有 3 个红球和 2 个白球，从中不放回地依次取出 2 个球，则第一次取到红球且第二次取到白球的概率为\\_\\_\\_\\_.', 0.3, 'mayRefuse'],
  // 有放回 第一次红第二次白: 3/5·2/5 = 6/25
  ['袋中有 3 个红球和 2 个白球，从中有放回地依次取球 2 次，每次取 1 个，则第一次取到红球且第二次取到白球的概率为\\_\\_\\_\\_.', 6 / 25, 'mayRefuse'],
  // 有放回 both red: 9/25
  ['袋中有 3 个红球和 2 个白球，从中有放回地依次取球 2 次，每次取 1 个，则两次都取到红球的概率为\\_\\_\\_\\_.', 9 / 25, 'mayRefuse'],
  // 不放回 both red: 3/10
  ['袋中有 3 个红球和 2 个白球，从中不放回地依次取出 2 个球，则两次都取到红球的概率为\\_\\_\\_\\_.', 0.3, 'mayRefuse'],
  // three colours 不放回 colour equal: 2 red 2 white 1 black: (1+1)/10 = 1/5
  ['袋中有 2 个红球、2 个白球和 1 个黑球，从中不放回地依次取出 2 个球，则取出的两个球颜色相同的概率为\\_\\_\\_\\_.', 0.2, 'mayRefuse'],
  // 至少一个白球 不放回: 1 − 3/10 = 7/10
  ['袋中有 3 个红球和 2 个白球，从中不放回地依次取出 2 个球，则至少取到一个白球的概率为\\_\\_\\_\\_.', 0.7, 'mayRefuse'],
  // 第二次才取到白球 (first red second white) 不放回: 3/10
  ['袋中有 3 个红球和 2 个白球，从中不放回地依次取出 2 个球，则第二次才取到白球的概率为\\_\\_\\_\\_.', 0.3, 'mayRefuse'],
  // 都未 but the people differ in event: 甲 命中 and 乙 投中 — mixed events, refuse
  ['甲射击命中目标的概率为 0.8，乙投篮投中的概率为 0.7，两人是否成功互不影响，则两人都成功的概率为____', null, 'mayRefuse'],
  // percent probabilities: 80% and 70%, at least one: 0.94
  ['甲、乙两人各射击一次，击中目标的概率分别是 $80\\%$ 和 $70\\%$，假设两人射击是否击中目标相互之间没有影响，则至少有一人击中目标的概率为____', 0.94, 'solves'],
  // 至少一人未击中: 1 − 0.56 = 0.44
  ['甲、乙两人各射击一次，击中目标的概率分别是 0.8 和 0.7，假设两人射击是否击中目标相互之间没有影响，则至少有一人未击中目标的概率为____', 0.44, 'solves'],
  // three people, 恰有两人: .5·.6·.3+.5·.4·.7+.5·.6·.7 = .09+.14+.21 = .44
  ['甲、乙、丙三人各射击一次，击中目标的概率分别是 0.5，0.6，0.7，假设三人射击是否击中目标相互之间没有影响，则恰有两人击中目标的概率为____', 0.44, 'solves'],
  // two people but three probabilities listed → refuse
  ['甲、乙两人各射击一次，击中目标的概率分别是 0.5，0.6，0.7，假设两人射击是否击中目标相互之间没有影响，则至少有一人击中目标的概率为____', null, 'refuses'],
  // one person, 两次: P = .36 (another shooter twice) — no 乙 → may refuse
  ['某射手每次射击击中目标的概率为 0.6，且各次射击的结果互不影响，则该射手射击两次至少一次击中目标的概率为____', 0.84, 'mayRefuse'],
  // P(A∪B) asked from P(A), P(B), P(AB): .5+.4−.2 = .7
  ['已知 $P(A)=0.5, P(B)=0.4, P(AB)=0.2$，则 $P(A \\cup B)=$\\_\\_\\_\\_.', 0.7, 'mayRefuse'],
  // P(B|A) with P(A) zero → refuse
  ['已知 $P(A)=0, P(AB)=0$，则 $P(B \\mid A)=$\\_\\_\\_\\_.', null, 'refuses'],
  // P(\\bar{B}|A) = 1 − .4 = .6
  ['已知 $P(A)=0.5, P(AB)=0.2$，则 $P(\\bar{B} \\mid A)=$\\_\\_\\_\\_.', 0.6, 'mayRefuse'],
  // E(X) of B with percent: 100·20% = 20
  ['已知随机变量 $X \\sim B(100, 0.2)$，则 $E(X)=$\\_\\_\\_\\_.', 20, 'solves'],
  // E(X) given, asked D(2X+1) — X ~ B(n, 0.4) with E(X)=4: n=10, D = 2.4, D(2X+1) = 9.6
  ['已知随机变量 $X \\sim B(n, 0.4)$，且 $E(X)=4$，则 $D(2X+1)=$\\_\\_\\_\\_.', 9.6, 'mayRefuse'],
  // 两个球除颜色外完全相同 omitted and 有放回 3 times colour equal: (27+8)/125 = 7/25
  ['袋中有 3 个红球和 2 个白球，从中有放回地依次取球 3 次，每次取 1 个，则三次取到的球颜色相同的概率为____', 7 / 25, 'mayRefuse'],
  // 不放回 one after another, asked 第二次 white given 第一次 white: 1/4
  ['袋中有 3 个红球和 2 个白球，从中不放回地依次取出 2 个球，在第一次取到白球的条件下，第二次也取到白球的概率为____', 0.25, 'mayRefuse'],
  // 有放回 conditional: second red given first red = 3/5
  ['袋中有 3 个红球和 2 个白球，从中有放回地依次取球 2 次，每次取 1 个，则在第一次取到红球的条件下，第二次取到红球的概率为____', 0.6, 'mayRefuse'],
  // 有放回 colour different: 12/25
  ['袋中有 3 个红球和 2 个白球，这些球除颜色外完全相同，从中有放回地依次取球 2 次，每次取 1 个，则两次取到的球颜色不同的概率为____', 12 / 25, 'solves'],
  // 不放回 taking 3 of 5, colours all equal: C(3,3)/C(5,3) = 1/10
  ['袋中有 3 个红球和 2 个白球，从中不放回地依次取出 3 个球，则取出的三个球颜色相同的概率为____', 0.1, 'mayRefuse'],
  // 一次取出 2 个 (simultaneous) colour equal: .4
  ['袋中有 3 个红球和 2 个白球，从中一次取出 2 个球，则取出的两个球颜色相同的概率为____', 0.4, 'mayRefuse'],
  // transform, told the sd and asked variance and mean: mean 3·5−1 = 14, variance 9·4 = 36
  ['若一组数据 $x_{1}, x_{2}, \\cdots, x_{n}$ 的平均数为 5，标准差为 2，则数据 $3 x_{1}-1,3 x_{2}-1, \\cdots, 3 x_{n}-1$ 的方差和平均数分别为\\_\\_\\_\\_.', [36, 14], 'solves'],
  // −2x: sd told 3, asked sd: 6 (never −6); mean 4 → −8
  ['若一组数据 $x_{1}, x_{2}, \\cdots, x_{n}$ 的平均数为 4，标准差为 3，则数据 $-2 x_{1},-2 x_{2}, \\cdots,-2 x_{n}$ 的平均数和标准差分别为\\_\\_\\_\\_.', [-8, 6], 'solves'],
  // 2x+1 mean and variance, the given data 2x+1 and asked original x: mean (11−1)/2 = 5, var 16/4 = 4
  ['若数据 $2 x_{1}+1,2 x_{2}+1, \\cdots, 2 x_{n}+1$ 的平均数为 11，方差为 16，则数据 $x_{1}, x_{2}, \\cdots, x_{n}$ 的平均数和方差分别为\\_\\_\\_\\_.', [5, 4], 'mayRefuse'],
];
