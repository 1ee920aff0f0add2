/**
 * Round 21 probes: shared set-ups of provincial physics papers, each written as other papers word them (other
 * numbers, names and symbols, the sentences in another order, the question asked another way, 多选 headings). None is
 * copied from the published problems; every letter was worked by hand (working in the comment). Near misses that
 * leave a step unread must be refused.
 */
import { choice as c, type Status } from './lookalike-hunt-shared';

export type Round21Kind = 'capacitor' | 'orbit-pick';
export type Round21Probe = [text: string, expected: string | null, status: Status, kind: Round21Kind];

const km = (x: string) => `$${x} \\mathrm{~km}$`;
const MULTI = '（多选，全部选对的得6分，选对但不全的得3分，有选错的得0分）';

// biome-ignore format: one problem a line
export const ROUND21_PROBES: Round21Probe[] = [
  // Q fixed (cut off), d up: C = εS/(4πkd) down, U = Q/C up
  [c('平行板电容器充电后与电源断开，若将两极板间的距离增大，则电容 C、两板间电压 U 的变化是', 'C 和 U 均增大', 'C 减小，U 增大', 'C 增大，U 减小', 'C 和 U 均减小'), 'B', 'solves', 'capacitor'],
  // U fixed, S down: C down, Q = CU down, E = U/d unchanged
  [c('保持平行板电容器两极板间的电压不变，减小两板的正对面积，则', '电容增大', '电容器所带电荷量减小', '板间场强增大', '电容器所带电荷量不变'), 'B', 'solves', 'capacitor'],
  // U fixed, ε up: C up, U unchanged, Q up, E = U/d unchanged
  [c(`${MULTI}平行板电容器始终与电源相连，将一块陶瓷片插入两极板间，下列说法正确的是`, '电容增大', '两极板间电压不变', '电荷量减小', '板间电场强度不变'), 'ABD', 'solves', 'capacitor'],
  // Q fixed (said as held), d down: U = Q/C down, E = 4πkQ/(εS) unchanged
  [c('一个平行板电容器充电后，保持其带电量不变，将两板间距离减小，则两板间的电势差 $U$ 和板间场强 $E$ 的变化情况是', '$U$ 和 $E$ 都减小', '$U$ 减小，$E$ 不变', '$U$ 不变，$E$ 减小', '$U$ 和 $E$ 都不变'), 'B', 'solves', 'capacitor'],
  // Q fixed, ε down: C down, U up, Q unchanged, E up — the false one is D
  [c('平行板电容器与电源断开后，抽出两板间的电介质，下列说法错误的是', '电容减小', '两板间电压增大', '极板所带电荷量不变', '板间电场强度减小'), 'D', 'solves', 'capacitor'],
  // OCR: 揷入 and a broken line; Q held: ε up → C up, U down
  [c('一充电后的平行板电容器保持两极板的正对面积、间距和电荷量不变，在两极 板间揷入一块云母片，其电容 $C$ 和两极板间的电势差 $U$ 的变化情况是', '$C$ 增大，$U$ 减小', '$C$ 和 $U$ 均增大', '$C$ 减小，$U$ 增大', '$C$ 和 $U$ 均减小'), 'A', 'solves', 'capacitor'],
  // Neither cut off nor kept on the source: not decided
  [c('平行板电容器充电后，将两极板间的距离增大，则两板间电压 U 的变化是', '增大', '减小', '不变', '无法确定'), null, 'refuses', 'capacitor'],
  // Two changes at once: not read
  [c('平行板电容器充电后与电源断开，将两极板间的距离增大，同时插入一块电介质，则', '电容 C 和 U 均增大', 'C 减小，U 增大', 'C 增大，U 减小', 'C 和 U 均减小'), null, 'refuses', 'capacitor'],

  // r甲 < r乙: ω, v, a larger, T smaller
  [c(`${MULTI}北斗系统中的两颗卫星甲、乙都绕地球做匀速圆周运动，甲的轨道半径为 $2.8 \\times 10^{4} \\mathrm{~km}$，乙的轨道半径为 $4.2 \\times 10^{4} \\mathrm{~km}$。与乙相比，甲较大的物理量是`, '周期', '角速度', '线速度', '向心加速度'), 'BCD', 'solves', 'orbit-pick'],
  // h天宫 < h同步 about the Earth: only T smaller
  [c(`“天宫二号”在离地面高度约为 ${km('393')} 的圆轨道上绕地球运行，同步卫星离地面高度约为 ${km('36000')}。与同步卫星相比，“天宫二号”较小的物理量是`, '运行周期', '角速度', '线速度', '向心加速度'), 'A', 'solves', 'orbit-pick'],
  // A higher than B: A's T larger; asked 「A 比 B 大的物理量是」
  [c(`卫星 A、B 均绕地球做匀速圆周运动，卫星 A 的轨道高度为 ${km('20000')}，卫星 B 的轨道高度为 ${km('500')}，则卫星 A 比卫星 B 大的物理量是（ ）`, '周期', '角速度', '速率', '加速度'), 'A', 'solves', 'orbit-pick'],
  // The ask before the data (h风云三号 < h风云二号: ω, v, a larger); the ask is not the stem's last clause, so it may stay unread
  [c(`与“风云二号”相比，下列物理量中“风云三号”较大的是（ ）。已知它们都绕地球做圆周运动，“风云三号”轨道高度约为 ${km('836')}，“风云二号”轨道高度约为 ${km('35786')}`, '周期', '角速度', '线速度', '向心加速度'), 'BCD', 'mayRefuse', 'orbit-pick'],
  // The wrong-statement ask with the 多选 heading after it: the false one is C (Q = CU grows)
  [c('平行板电容器始终与电源相连，将一块陶瓷片插入两极板间，下列说法错误的是（全部选对的得 6 分，选对但不全的得 3 分，有选错的得 0 分）', '电容增大', '两极板间电压不变', '电荷量减小', '板间电场强度不变'), 'C', 'solves', 'capacitor'],
  // Two planets about the Sun, radii in metres; the farther one's smaller quantities: ω, v, a
  [c(`${MULTI}行星甲、乙均绕太阳做匀速圆周运动，甲的轨道半径为 $1.5 \\times 10^{11} \\mathrm{~m}$，乙的轨道半径为 $2.3 \\times 10^{11} \\mathrm{~m}$，与甲相比，乙较小的是`, '公转周期', '角速度', '线速度', '向心加速度'), 'BCD', 'solves', 'orbit-pick'],
  // A force needs the masses: not decided, refused
  [c(`卫星甲、乙都绕地球做匀速圆周运动，甲的轨道半径为 ${km('7000')}，乙的轨道半径为 ${km('42000')}，与乙相比，甲较大的是`, '向心力', '角速度', '线速度', '周期'), null, 'refuses', 'orbit-pick'],
];
