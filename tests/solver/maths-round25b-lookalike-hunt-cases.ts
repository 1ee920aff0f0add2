import { choice as c, type MathsLookalike } from './maths-lookalike-hunt-shared';

/**
 * Round 25b look-alike hunt (decision 0135): problems one detail away from each kind the round added — another group
 * make-up, places that do not match the groups, people the groups do not name; other flowerbed sizes, a colour not
 * listed, counts that disagree; a tower whose lamps are not whole, the ratio read the other way, a middle layer asked;
 * a_{m+n}=a_m+a_n, a_1 not told, an extra condition, a sum no k gives; the recurrence with the sign on the other side,
 * a count of terms not a multiple of 4, a block sum that is not arithmetic. Worked by hand (the recurrence sums also by
 * running the recurrence with a_1 as a letter). 'solves' must be answered right; 'mayRefuse' answered right or
 * refused; 'refuses' refused.
 */
const r = String.raw;
const B = r`\_\_\_\_`;
const SEQ = r`数列 $\left\{a_{n}\right\}$`;

// biome-ignore format: one problem a line
export const ROUND25B_HUNT: Record<string, MathsLookalike[]> = {
  groupedAssignment: [
    [r`14. 将 4 名教师分成 2 个小组, 分别安排到甲、乙两所学校, 每个小组由 2 名教师组成, 不同的安排方案共有${B}种`, ['6'], 'solves'],
    [r`14. 将 2 名教师, 6 名学生分成 2 个小组, 分别安排到甲、乙两地参加社会实践活动, 每个小组由 1 名教师和 3 名学生组成, 不同的安排方案共有${B}种`, ['40'], 'solves'],
    [r`14. 将 4 名教师, 4 名学生分成 2 个小组, 分别安排到甲、乙两地, 每个小组由 2 名教师和 2 名学生组成, 不同的安排方案共有${B}种`, ['36'], 'solves'],
    [c(r`7. 将 3 名医生, 6 名护士分成 3 个小组, 分别安排到甲、乙、丙三所学校, 每个小组由 1 名医生和 2 名护士组成, 不同的安排方法共有 $(\quad)$`, '90 种', '180 种', '540 种', '1080 种'), ['C'], 'solves'],
    [r`14. 将 3 名教师, 6 名学生分成 3 个小组, 分别安排到甲、乙两地, 每个小组由 1 名教师和 2 名学生组成, 不同的安排方案共有${B}种`, null, 'refuses'],
    [r`14. 将 2 名教师, 4 名学生分成 2 个小组, 分别安排到甲、乙三地, 每个小组由 1 名教师和 2 名学生组成, 不同的安排方案共有${B}种`, null, 'refuses'],
    [r`14. 将 2 名教师, 4 名学生分成 2 个小组, 分别安排到甲、乙两地, 每个小组由 1 名教师和 2 名医生组成, 不同的安排方案共有${B}种`, null, 'refuses'],
    [r`14. 将 2 名教师, 4 名学生分成 2 个小组, 分别安排到甲、乙两地, 每个小组至少由 1 名教师和 1 名学生组成, 不同的安排方案共有${B}种`, null, 'refuses'],
    [r`14. 将 2 名教师, 4 名学生分成 2 个小组, 分别安排到甲、乙两地, 每个小组由 1 名教师和 2 名学生组成, 其中教师甲必须去甲地, 不同的安排方案共有${B}种`, ['6'], 'mayRefuse'],
    [r`14. 将 4 名学生平均分成 2 个小组, 每个小组由 2 名学生组成, 不同的分组方法共有${B}种`, ['3'], 'mayRefuse'],
    [r`14. 将 2 名教师, 4 名学生分成 2 个小组, 分别安排到甲、乙两地, 每个小组由 1 名教师和 2 名学生组成, 则教师甲和学生乙在同一小组的概率为${B}`, ['1/2'], 'mayRefuse'],
    [r`14. 将 2 名教师, 3 名学生分成 2 个小组, 分别安排到甲、乙两地, 每个小组由 1 名教师和 2 名学生组成, 不同的安排方案共有${B}种`, null, 'refuses'],
  ],
  flowerbeds: [
    [r`14．从红、黄、白、紫 4 种颜色的花中任选 1 种花种在一个花坛中，余下的 3 种花种在另一个花坛中，则红色和紫色的花在同一花坛的概率是${B}`, ['1/2'], 'solves'],
    [c(r`3. 从红、黄、白、紫 4 种颜色的花中任选 1 种花种在一个花坛中, 余下的 3 种花种在另一个花坛中, 则红色和紫色的花在同一花坛的概率是 $(\quad)$`, r`$\frac{1}{4}$`, r`$\frac{1}{3}$`, r`$\frac{1}{2}$`, r`$\frac{2}{3}$`), ['C'], 'solves'],
    [r`14．从红、黄、白、紫、蓝、绿 6 种颜色的花中任选 3 种花种在一个花坛中，余下的 3 种花种在另一个花坛中，则红色和紫色的花在同一花坛的概率是${B}`, ['2/5'], 'solves'],
    [r`14．从红、黄、白、紫、蓝、绿 6 种颜色的花中任选 3 种花种在一个花坛中，余下的 3 种花种在另一个花坛中，则红色和紫色的花不在同一花坛的概率是${B}`, ['3/5'], 'solves'],
    [r`14．从红、黄、白、紫 5 种颜色的花中任选 2 种花种在一个花坛中，余下的 3 种花种在另一个花坛中，则红色和紫色的花不在同一花坛的概率是${B}`, null, 'refuses'],
    [r`14．从红、黄、白、紫 4 种颜色的花中任选 2 种花种在一个花坛中，余下的 3 种花种在另一个花坛中，则红色和紫色的花不在同一花坛的概率是${B}`, null, 'refuses'],
    [r`14．从红、黄、白、紫 4 种颜色的花中任选 2 种花种在一个花坛中，余下的 2 种花种在另一个花坛中，则红色和蓝色的花不在同一花坛的概率是${B}`, null, 'refuses'],
    [r`14．从红、黄、白、紫 4 种颜色的花中任选 2 种花种在一个花坛中，余下的 2 种花种在另一个花坛中，则红色的花在第一个花坛中的概率是${B}`, ['1/2'], 'mayRefuse'],
    [r`14．从红、黄、白、紫 4 种颜色的花中任选 2 种花种在一个花坛中，余下的 2 种花种在另一个花坛中，则红色和紫色的花都在第一个花坛中的概率是${B}`, ['1/6'], 'mayRefuse'],
  ],
  towerInWords: [
    [r`14．一座 4 层塔共挂了 45 盏灯，且相邻两层中的下一层灯数是上一层灯数的 2 倍，则塔的顶层共有灯${B}盏．`, ['3'], 'solves'],
    [r`14．一座 4 层塔共挂了 80 盏灯，且相邻两层中的下一层灯数是上一层灯数的 3 倍，则塔的底层共有灯${B}盏．`, ['54'], 'solves'],
    [r`14．古诗有云：“远看巍巍塔五层，红光点点倍加增，共灯二百四十二，请问尖头几盏灯？”意思是：一座 5 层塔共挂了 242 盏灯，且相邻两层中的下一层灯数是上一层灯数的 3 倍，则塔的顶层共有灯${B}盏．`, ['2'], 'solves'],
    [r`14．一座 7 层塔共挂了 381 盏灯，且相邻两层中的上一层灯数是下一层灯数的 2 倍，则塔的顶层共有灯${B}盏．`, ['192'], 'mayRefuse'],
    [r`14．一座 7 层塔共挂了 63 盏灯，且相邻两层中的下一层灯数比上一层灯数多 2 盏，则塔的顶层共有灯${B}盏．`, ['3'], 'mayRefuse'],
    [r`14．一座 7 层塔共挂了 381 盏灯，且相邻两层中的下一层灯数是上一层灯数的 2 倍，则塔的中间一层共有灯${B}盏．`, ['24'], 'mayRefuse'],
    [r`14．一座 6 层塔共挂了 100 盏灯，且相邻两层中的下一层灯数是上一层灯数的 2 倍，则塔的顶层共有灯${B}盏．`, null, 'refuses'],
    [r`14．一座 7 层塔共挂了 381 盏灯，且相邻两层中的下一层灯数是上一层灯数的 2 倍，则塔的顶层和底层共有灯${B}盏．`, ['195'], 'mayRefuse'],
  ],
  productRule: [
    [r`13．${SEQ} 中，$a_{1}=3$，$a_{m+n}=a_{m} a_{n}$，则 $\left\{a_{n}\right\}$ 的前 4 项和为${B}`, ['120'], 'solves'],
    [r`13．${SEQ} 中，$a_{1}=-2$，$a_{m+n}=a_{m} a_{n}$，则 $a_{4}=${B}`, ['16'], 'solves'],
    [r`13．${SEQ} 中，$a_{1}=\frac{1}{2}$，$a_{m+n}=a_{m} a_{n}$，则 $a_{3}=${B}`, ['1/8'], 'mayRefuse'],
    [r`13．${SEQ} 中，$a_{1}=2$，$a_{m+n}=a_{m}+a_{n}$，则 $a_{10}=${B}`, ['20'], 'mayRefuse'],
    [r`13．${SEQ} 中，$a_{2}=4$，$a_{m+n}=a_{m} a_{n}$，则 $a_{3}=${B}`, null, 'refuses'],
    [c(r`6. ${SEQ} 中, $a_{1}=2, a_{m+n}=a_{m} a_{n}$, 若 $a_{k+1}+a_{k+2}+\cdots+a_{k+5}=2^{10}-2^{5}$, 则 $k=(\quad)$`, '2', '3', '4', '5'), ['C'], 'solves'],
    [r`13．${SEQ} 中，$a_{1}=3$，$a_{m+n}=a_{m} a_{n}$，若 $a_{k+1}+a_{k+2}+\cdots+a_{k+3}=3159$，则 $k=${B}`, ['4'], 'solves'],
    [c(r`6. ${SEQ} 中, $a_{1}=2, a_{m+n}=a_{m} a_{n}$, 若 $a_{k+1}+a_{k+2}+\cdots+a_{k+10}=2^{15}-2^{6}$, 则 $k=(\quad)$`, '2', '3', '4', '5'), null, 'refuses'],
    [r`13．${SEQ} 中，$a_{1}=2$，$a_{m+n}=a_{m} a_{n}$，$a_{3}=8$，则 $a_{5}=${B}`, ['32'], 'mayRefuse'],
    [r`13．${SEQ} 中，$a_{1}=2$，$a_{m n}=a_{m} a_{n}$，则 $a_{4}=${B}`, null, 'refuses'],
    [r`13．${SEQ} 中，$a_{1}=2$，$a_{m+n}=a_{m} a_{n}$，则 $a_{k}=${B}`, null, 'refuses'],
  ],
  alternatingSum: [
    [r`16．${SEQ} 满足 $a_{n+1}+(-1)^{n} a_{n}=3 n+1$，则 $\left\{a_{n}\right\}$ 的前 8 项和为${B}`, ['64'], 'solves'],
    [r`16．${SEQ} 满足 $a_{n+1}-(-1)^{n} a_{n}=2 n-1$，则 $\left\{a_{n}\right\}$ 的前 60 项和为${B}`, ['1770'], 'mayRefuse'],
    [r`16．${SEQ} 满足 $a_{n+1}+(-1)^{n+1} a_{n}=2 n-1$，则 $\left\{a_{n}\right\}$ 的前 60 项和为${B}`, ['1770'], 'mayRefuse'],
    [r`16．${SEQ} 满足 $a_{n+1}+(-1)^{n} a_{n}=2 n-1$，则 $\left\{a_{n}\right\}$ 的前 30 项和为${B}`, null, 'refuses'],
    [r`16．${SEQ} 满足 $a_{1}=1$，$a_{n+1}+(-1)^{n} a_{n}=2 n-1$，则 $\left\{a_{n}\right\}$ 的前 61 项和为${B}`, ['1831'], 'mayRefuse'],
    [r`16．${SEQ} 满足 $a_{n+1}+(-1)^{n} a_{n}=n^{2}$，则 $\left\{a_{n}\right\}$ 的前 20 项和为${B}`, ['1520'], 'mayRefuse'],
    [r`16．${SEQ} 满足 $a_{n+1}+(-1)^{n} a_{n}=2^{n}$，则 $\left\{a_{n}\right\}$ 的前 8 项和为${B}`, ['238'], 'mayRefuse'],
    [r`16．${SEQ} 满足 $a_{n+1}+(-1)^{n} a_{n}=2 n-1$，则 $a_{60}=${B}`, null, 'refuses'],
    [r`16．${SEQ} 满足 $a_{n+1}+(-1)^{n} a_{n}=2 n-1$，则 $\left\{a_{n}\right\}$ 的前 60 项中奇数项的和为${B}`, null, 'refuses'],
  ],
};
