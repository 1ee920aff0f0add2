/**
 * Look-alikes of the round-20 physics kinds (decision 0110): half-life asked as the decayed or the left part, a mass or
 * a ratio of the two; photons of one atom or a group, the least or greatest; qvB with v along B or at an angle; W_AB
 * and W_BA with negative charges and potential energy; rods on rails with the rod's resistance given; numeric options
 * whose unit is not the value worked out (shared with chemistry). Each answer worked by hand in its comment.
 */
import { choice as c, type Lookalike } from './lookalike-hunt-shared';

const eV = (x: string) => `$${x} \\mathrm{eV}$`;
const V = (x: string) => `$${x} \\mathrm{~V}$`;
const A = (x: string) => `$${x} \\mathrm{~A}$`;
const N = (x: string) => `$${x} \\mathrm{~N}$`;
const J = (x: string) => `$${x} \\times 10^{-8} \\mathrm{~J}$`;
const g = (x: string) => `$${x} \\mathrm{~g}$`;
const fr = (a: number, b: number) => `$\\frac{${a}}{${b}}$`;
const QAB = '电场中 $\\mathrm{A}$、$\\mathrm{B}$ 两点间的电势差 $U_{A B}=20 \\mathrm{~V}$，';
const W = (x: string) => `$${x} \\mathrm{~W}$`;
const Jx = (x: string) => `$${x} \\mathrm{~J}$`;
const S = (x: string) => `$${x} \\mathrm{~s}$`;
const M = (x: string) => `$${x} \\mathrm{~m}$`;
const MS = (x: string) => `$${x} \\mathrm{~m} / \\mathrm{s}$`;
const G10 = '$g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$，';
const FALL = `质量为 $2 \\mathrm{~kg}$ 的物体从 $20 \\mathrm{~m}$ 高处由静止自由下落，不计空气阻力，${G10}`;
const CRANE = `起重机将质量为 $500 \\mathrm{~kg}$ 的货物在 $20 \\mathrm{~s}$ 内匀速提升 $10 \\mathrm{~m}$，${G10}`;
const CELL = '电源的电动势 $E=6 \\mathrm{~V}$，内阻 $r=1 \\Omega$，外接电阻 $R=2 \\Omega$，';
const REST = '物体从静止开始做匀加速直线运动，加速度为 $2 \\mathrm{~m} / \\mathrm{s}^{2}$，';
const ROD =
  '两根平行光滑金属导轨水平放置，间距为 $0.4 \\mathrm{~m}$，处在竖直向下的匀强磁场中，磁感应强度为 $0.5 \\mathrm{~T}$，导轨左端接有阻值为 $2 \\Omega$ 的电阻，金属棒垂直导轨放置，以 $5 \\mathrm{~m} / \\mathrm{s}$ 的速度向右匀速运动，';

// biome-ignore format: one problem a line
export const ROUND20_HUNT: Lookalike[] = [
  // ---- half-life ----
  // 15/5 = 3 half-lives; decayed 1 − 1/8 = 7/8
  [c('某放射性元素的半衰期为 5 天，经过 15 天后，已衰变的该元素的质量是原来的', fr(1, 8), fr(3, 8), fr(7, 8), fr(1, 2)), 'C', 'solves'],
  // left 1/8
  [c('某放射性元素的半衰期为 5 天，经过 15 天后，剩下的该元素的质量是原来的', fr(1, 8), fr(3, 8), fr(7, 8), fr(1, 2)), 'A', 'solves'],
  // 6/2 = 3; decayed 32·7/8 = 28 g
  [c('$32 \\mathrm{~g}$ 的某放射性元素，半衰期为 2 天，经过 6 天后，发生衰变的质量为', g('4'), g('8'), g('24'), g('28')), 'D', 'solves'],
  // left 4 g
  [c('$32 \\mathrm{~g}$ 的某放射性元素，半衰期为 2 天，经过 6 天后，还剩下未衰变的质量为', g('4'), g('8'), g('24'), g('28')), 'A', 'solves'],
  // 3 half-lives, decayed 28 g
  [c('$32 \\mathrm{~g}$ 的某放射性元素，经过 3 个半衰期后，已经衰变掉的质量为', g('4'), g('8'), g('24'), g('28')), 'D', 'solves'],
  // 11.4/3.8 = 3: left 12.5 %
  [c('氡的半衰期为 3.8 天，经过 11.4 天后，剩余的氡原子核占原来的', '$12.5 \\%$', '$25 \\%$', '$87.5 \\%$', '$50 \\%$'), 'A', 'mayRefuse'],
  // decayed 87.5 %
  [c('氡的半衰期为 3.8 天，经过 11.4 天后，已衰变的氡原子核占原来的', '$12.5 \\%$', '$25 \\%$', '$87.5 \\%$', '$50 \\%$'), 'C', 'mayRefuse'],
  // left : decayed after 3 half-lives = 1/8 : 7/8 = 1/7 (a ratio of the two parts, not a part of the whole)
  [c('某放射性元素的半衰期为 5 天，经过 15 天后，剩余的质量是已衰变的质量的', fr(1, 7), fr(1, 8), fr(7, 8), fr(1, 2)), 'A', 'mayRefuse'],
  // decayed : left after 2 half-lives = 3 (times)
  [c('某放射性元素经过 2 个半衰期后，已衰变的原子核数是剩余原子核数的', '3 倍', '4 倍', fr(1, 3), fr(1, 4)), 'A', 'mayRefuse'],
  // decayed is 7 times the left after 3 half-lives
  [c('某放射性元素经过 3 个半衰期后，衰变了的原子核数与剩下的原子核数之比为', '7:1', '1:7', '8:1', '1:8'), 'A', 'mayRefuse'],
  // left 1/8 → 3 half-lives in 12 d → T = 4 d
  [c('某放射性元素经过 12 天后，还剩 $\\frac{1}{8}$ 没有衰变，则该元素的半衰期为', '$4$ 天', '$3$ 天', '$6$ 天', '$12$ 天'), 'A', 'solves'],
  // 1/8 decayed → 7/8 left: not whole half-lives (n = log2(8/7)): cannot be one of the options
  [c('某放射性元素经过 12 天后，有 $\\frac{1}{8}$ 的原子核发生了衰变，则该元素的半衰期为', '$4$ 天', '$3$ 天', '$6$ 天', '$12$ 天'), null, 'refuses'],
  // left 1/16 → 4 half-lives → 16 d
  [c('某放射性元素的半衰期为 4 天，要使剩余的原子核为原来的 $\\frac{1}{16}$，需要经过的时间为', '$8$ 天', '$12$ 天', '$16$ 天', '$64$ 天'), 'C', 'solves'],
  // decayed 3/4 → left 1/4 → 2 half-lives → 8 d
  [c('某放射性元素的半衰期为 4 天，有 $\\frac{3}{4}$ 的原子核发生衰变需要经过的时间为', '$8$ 天', '$12$ 天', '$3$ 天', '$16$ 天'), 'A', 'solves'],
  // 11460/5730 = 2: left 1/4
  [c('碳 14 的半衰期为 5730 年，经过 11460 年后，剩余的碳 14 是原来的', fr(1, 2), fr(1, 4), fr(3, 4), fr(1, 8)), 'B', 'mayRefuse'],
  // 2 kg, 3 half-lives: 250 g left
  [c('$2 \\mathrm{~kg}$ 的某放射性元素，半衰期为 3 天，经过 9 天后剩余的质量为', g('250'), g('500'), g('1750'), g('1000')), 'A', 'solves'],
  // time asked in hours: 3 × 2 d = 6 d = 144 h
  [c('某放射性元素的半衰期为 2 天，经过 3 个半衰期需要的时间为', '$144 \\mathrm{~h}$', '$6 \\mathrm{~h}$', '$48 \\mathrm{~h}$', '$72 \\mathrm{~h}$'), 'A', 'solves'],
  // 20 g, after 10 d 5 g left: 2 half-lives, T = 5 d (the 20 g is the start, the 5 g what is left)
  [c('$20 \\mathrm{~g}$ 的某放射性元素，经过 10 天后还剩 $5 \\mathrm{~g}$，则它的半衰期为', '$5$ 天', '$10$ 天', '$2.5$ 天', '$20$ 天'), 'A', 'mayRefuse'],
  // 减少了: the decayed part 3/4 (not 1/4)
  [c('某放射性元素的半衰期为 5 天，经过 10 天后，该元素的质量比原来减少了', fr(1, 4), fr(3, 4), fr(1, 2), fr(1, 8)), 'B', 'mayRefuse'],
  // after 2 half-lives, then another 5 d (T = 5 d): 3 half-lives in all, 1/8 left
  [c('某放射性元素的半衰期为 5 天，经过 2 个半衰期后又经过了 5 天，剩余的质量是原来的', fr(1, 4), fr(1, 8), fr(1, 16), fr(3, 4)), 'B', 'mayRefuse'],
  // 1/4 left after 10 d → 2 half-lives → T = 5 d; asked the time to 1/16: 20 d
  [c('某放射性元素经过 10 天后还剩 $\\frac{1}{4}$ 未衰变，则再经过多少天还剩原来的 $\\frac{1}{16}$', '$10$ 天', '$20$ 天', '$30$ 天', '$40$ 天'), 'A', 'mayRefuse'],

  // ---- hydrogen levels (E1 = −13.6, E2 = −3.4, E3 = −1.51, E4 = −0.85, E5 = −0.544 eV) ----
  // the greatest photon from n = 4: 4 → 1, 12.75 eV
  [c('一群处于 $n=4$ 能级的氢原子向低能级跃迁，已知氢原子基态能量为 $-13.6 \\mathrm{eV}$，则辐射出的光子中能量最大的为', eV('0.66'), eV('2.55'), eV('12.09'), eV('12.75')), 'D', 'solves'],
  // the lowest frequency: 4 → 3, 0.66 eV
  [c('大量处于 $n=4$ 能级的氢原子向低能级跃迁，已知氢原子基态能量为 $-13.6 \\mathrm{eV}$，辐射的光子中频率最低的光子的能量为', eV('0.66'), eV('2.55'), eV('12.09'), eV('12.75')), 'A', 'solves'],
  // the longest wavelength from n = 3: 3 → 2, 1.89 eV
  [c('一群处于 $n=3$ 能级的氢原子向低能级跃迁，已知氢原子基态能量为 $-13.6 \\mathrm{eV}$，则发出的光子中波长最长的光子的能量为', eV('1.89'), eV('10.2'), eV('12.09'), eV('13.6')), 'A', 'solves'],
  // the shortest wavelength from n = 3: 3 → 1, 12.09 eV
  [c('一群处于 $n=3$ 能级的氢原子向低能级跃迁，已知氢原子基态能量为 $-13.6 \\mathrm{eV}$，则发出的光子中波长最短的光子的能量为', eV('1.89'), eV('10.2'), eV('12.09'), eV('13.6')), 'C', 'solves'],
  // 5 → 1: 13.6 − 0.544 = 13.056 eV
  [c('一群处于 $n=5$ 能级的氢原子向低能级跃迁，已知氢原子基态能量为 $-13.6 \\mathrm{eV}$，辐射光子中频率最高的光子的能量为', eV('0.31'), eV('13.06'), eV('12.75'), eV('13.6')), 'B', 'solves'],
  // ONE atom at n = 4: at most 3 kinds (4→3→2→1), not C(4,2) = 6
  [c('一个处于 $n=4$ 能级的氢原子向低能级跃迁时，最多能辐射出不同频率的光子种数为', '3 种', '4 种', '5 种', '6 种'), 'A', 'mayRefuse'],
  // one atom at n = 3: at most 2 kinds
  [c('一个氢原子处于 $n=3$ 的激发态，当它向低能级跃迁时，最多可能辐射出几种不同频率的光子', '1 种', '2 种', '3 种', '4 种'), 'B', 'solves'],
  // a group at n = 3: 3 kinds
  [c('一群氢原子处于 $n=3$ 的激发态，当它们向低能级跃迁时，最多可能辐射出几种不同频率的光子', '1 种', '2 种', '3 种', '4 种'), 'C', 'solves'],
  // from n = 4 to n = 2 only, as a group: C(3,2)=3 kinds (4→3, 4→2, 3→2)
  [c('一群处于 $n=4$ 能级的氢原子跃迁到 $n=2$ 能级的过程中，最多能辐射出不同频率的光子种数为', '2 种', '3 种', '4 种', '6 种'), 'B', 'mayRefuse'],
  // ionisation from n = 2: 3.4 eV
  [c('已知氢原子的基态能量为 $-13.6 \\mathrm{eV}$，要使处于 $n=2$ 能级的氢原子电离，至少需要吸收的能量为', eV('3.4'), eV('10.2'), eV('13.6'), eV('1.51')), 'A', 'solves'],
  // ionisation from n = 3: 1.51 eV
  [c('已知氢原子的基态能量为 $-13.6 \\mathrm{eV}$，处于 $n=3$ 能级的氢原子，使其电离至少需要吸收的能量为', eV('1.51'), eV('12.09'), eV('13.6'), eV('3.4')), 'A', 'solves'],
  // n = 2 atom absorbs a 4.0 eV photon and is ionised: the electron keeps 4.0 − 3.4 = 0.6 eV
  [c('已知氢原子的基态能量为 $-13.6 \\mathrm{eV}$，处于 $n=2$ 能级的氢原子吸收一个能量为 $4.0 \\mathrm{eV}$ 的光子后电离，电离后电子的动能为', eV('0.6'), eV('3.4'), eV('4.0'), eV('7.4')), 'A', 'mayRefuse'],
  // the least photon of n = 4, asked its frequency: ν = 0.66 eV / h ≈ 1.6×10¹⁴ Hz (options are energies: none is a frequency)
  [c('一群处于 $n=4$ 能级的氢原子向低能级跃迁，已知氢原子基态能量为 $-13.6 \\mathrm{eV}$，辐射的光子中能量最小的光子的频率为', eV('0.66'), eV('2.55'), eV('12.09'), eV('12.75')), null, 'refuses'],
  // the greatest photon's wavelength asked, options in eV: refused
  [c('一群处于 $n=3$ 能级的氢原子向低能级跃迁，已知氢原子基态能量为 $-13.6 \\mathrm{eV}$，辐射的光子中频率最高的光子的波长为', eV('1.89'), eV('10.2'), eV('12.09'), eV('13.6')), null, 'refuses'],
  // how much the least and greatest photons differ: 12.75 − 0.66 = 12.09 eV
  [c('一群处于 $n=4$ 能级的氢原子向低能级跃迁，已知氢原子基态能量为 $-13.6 \\mathrm{eV}$，辐射的光子中能量最大与能量最小的光子能量之差为', eV('0.66'), eV('12.09'), eV('12.75'), eV('13.41')), 'B', 'mayRefuse'],

  // ---- Lorentz force ----
  // F = qvB = 1.6e-19 · 2e6 · 0.5 = 1.6e-13 N
  [c('一个电子以 $2 \\times 10^{6} \\mathrm{~m} / \\mathrm{s}$ 的速度垂直射入磁感应强度为 $0.5 \\mathrm{~T}$ 的匀强磁场中，电子的电荷量为 $1.6 \\times 10^{-19} \\mathrm{C}$，则电子受到的洛伦兹力大小为', N('1.6 \\times 10^{-13}'), N('3.2 \\times 10^{-13}'), N('8 \\times 10^{-14}'), N('6.4 \\times 10^{-13}')), 'A', 'solves'],
  // v along B in a field pointing into the page: F = 0 (the word 垂直 names the field, not the velocity)
  [c('磁感应强度为 $0.5 \\mathrm{~T}$ 的匀强磁场方向垂直纸面向里，一个电荷量为 $1.6 \\times 10^{-19} \\mathrm{C}$ 的质子以 $2 \\times 10^{6} \\mathrm{~m} / \\mathrm{s}$ 的速度沿磁场方向射入，则质子受到的洛伦兹力大小为', N('1.6 \\times 10^{-13}'), N('3.2 \\times 10^{-13}'), N('8 \\times 10^{-14}'), N('6.4 \\times 10^{-13}')), null, 'refuses'],
  // v parallel to B: F = 0
  [c('一个电荷量为 $1.6 \\times 10^{-19} \\mathrm{C}$ 的质子以 $2 \\times 10^{6} \\mathrm{~m} / \\mathrm{s}$ 的速度平行于磁感线射入磁感应强度为 $0.5 \\mathrm{~T}$ 的匀强磁场中，则质子受到的洛伦兹力大小为', N('1.6 \\times 10^{-13}'), N('3.2 \\times 10^{-13}'), N('8 \\times 10^{-14}'), N('6.4 \\times 10^{-13}')), null, 'refuses'],
  // at 30° to B: F = qvB sin 30° = 8e-14 N
  [c('一个电荷量为 $1.6 \\times 10^{-19} \\mathrm{C}$ 的质子以 $2 \\times 10^{6} \\mathrm{~m} / \\mathrm{s}$ 的速度射入磁感应强度为 $0.5 \\mathrm{~T}$ 的匀强磁场中，速度方向与磁场方向的夹角为 $30^{\\circ}$，则质子受到的洛伦兹力大小为', N('1.6 \\times 10^{-13}'), N('3.2 \\times 10^{-13}'), N('8 \\times 10^{-14}'), N('6.4 \\times 10^{-13}')), 'C', 'mayRefuse'],
  // at 30° written 与磁场方向成 30° (the field is perpendicular to the page): 8e-14 N
  [c('匀强磁场垂直纸面向外，磁感应强度为 $0.5 \\mathrm{~T}$，一个电荷量为 $1.6 \\times 10^{-19} \\mathrm{C}$ 的质子以 $2 \\times 10^{6} \\mathrm{~m} / \\mathrm{s}$ 的速度与磁场方向成 $30^{\\circ}$ 射入磁场，则质子受到的洛伦兹力大小为', N('1.6 \\times 10^{-13}'), N('3.2 \\times 10^{-13}'), N('8 \\times 10^{-14}'), N('6.4 \\times 10^{-13}')), 'C', 'mayRefuse'],
  // v = F/(qB) = 1.6e-13 / (1.6e-19 · 0.5) = 2e6 m/s
  [c('一个电荷量为 $1.6 \\times 10^{-19} \\mathrm{C}$ 的粒子垂直射入磁感应强度为 $0.5 \\mathrm{~T}$ 的匀强磁场，受到的洛伦兹力大小为 $1.6 \\times 10^{-13} \\mathrm{~N}$，则粒子的速度大小为', '$2 \\times 10^{6} \\mathrm{~m} / \\mathrm{s}$', '$1 \\times 10^{6} \\mathrm{~m} / \\mathrm{s}$', '$4 \\times 10^{6} \\mathrm{~m} / \\mathrm{s}$', '$5 \\times 10^{5} \\mathrm{~m} / \\mathrm{s}$'), 'A', 'solves'],
  // an α particle (q = 2e = 3.2e-19 C, charge not printed): F = 3.2e-13 N
  [c('一个 $\\alpha$ 粒子以 $2 \\times 10^{6} \\mathrm{~m} / \\mathrm{s}$ 的速度垂直射入磁感应强度为 $0.5 \\mathrm{~T}$ 的匀强磁场中，元电荷 $e=1.6 \\times 10^{-19} \\mathrm{C}$，则它受到的洛伦兹力大小为', N('1.6 \\times 10^{-13}'), N('3.2 \\times 10^{-13}'), N('8 \\times 10^{-14}'), N('6.4 \\times 10^{-13}')), 'B', 'mayRefuse'],

  // ---- W_AB = qU_AB ----
  // negative charge A → B: W = −2e-9 · 20 = −4e-8 J
  [c(`${QAB}将电荷量 $q=-2 \\times 10^{-9} \\mathrm{C}$ 的负电荷从 $\\mathrm{A}$ 点移到 $\\mathrm{B}$ 点，电场力做的功为`, J('4'), J('-4'), J('2'), J('-2')), 'B', 'mayRefuse'],
  // positive charge B → A: W_BA = q·U_BA = 2e-9 · (−20) = −4e-8 J
  [c(`${QAB}将电荷量 $q=2 \\times 10^{-9} \\mathrm{C}$ 的正电荷从 $\\mathrm{B}$ 点移到 $\\mathrm{A}$ 点，电场力做的功为`, J('4'), J('-4'), J('2'), J('-2')), 'B', 'solves'],
  // negative charge B → A: +4e-8 J
  [c(`${QAB}将电荷量 $q=-2 \\times 10^{-9} \\mathrm{C}$ 的负电荷从 $\\mathrm{B}$ 点移到 $\\mathrm{A}$ 点，电场力做的功为`, J('4'), J('-4'), J('2'), J('-2')), 'A', 'mayRefuse'],
  // U_AB = −20 V, positive A → B: −4e-8 J
  [c('电场中 $\\mathrm{A}$、$\\mathrm{B}$ 两点间的电势差 $U_{A B}=-20 \\mathrm{~V}$，将电荷量 $q=2 \\times 10^{-9} \\mathrm{C}$ 的正电荷从 $\\mathrm{A}$ 点移到 $\\mathrm{B}$ 点，电场力做的功为', J('4'), J('-4'), J('2'), J('-2')), 'B', 'mayRefuse'],
  // an electron named only (charge −e), A → B: W = −1.6e-19 · 20 = −3.2e-18 J
  [c(`${QAB}一个电子（电荷量大小为 $1.6 \\times 10^{-19} \\mathrm{C}$）从 $\\mathrm{A}$ 点移到 $\\mathrm{B}$ 点，电场力做的功为`, '$3.2 \\times 10^{-18} \\mathrm{~J}$', '$-3.2 \\times 10^{-18} \\mathrm{~J}$', '$8 \\times 10^{-21} \\mathrm{~J}$', '$-8 \\times 10^{-21} \\mathrm{~J}$'), 'B', 'solves'],
  // positive A → B: W = +4e-8, so the potential energy increases by −4e-8 J (it decreases): 「电势能增加了」 → −4e-8
  [c(`${QAB}将电荷量 $q=2 \\times 10^{-9} \\mathrm{C}$ 的正电荷从 $\\mathrm{A}$ 点移到 $\\mathrm{B}$ 点，电荷的电势能增加了`, J('4'), J('-4'), J('2'), J('-2')), 'B', 'mayRefuse'],
  // negative A → B: W = −4e-8, the charge overcomes the field: 克服电场力做功 4e-8 J
  [c(`${QAB}将电荷量 $q=-2 \\times 10^{-9} \\mathrm{C}$ 的负电荷从 $\\mathrm{A}$ 点移到 $\\mathrm{B}$ 点，电荷克服电场力做的功为`, J('4'), J('-4'), J('2'), J('-2')), 'A', 'mayRefuse'],
  // positive A → B, asked the work done by the outside force moving it slowly: −W = −4e-8 J
  [c(`${QAB}用外力将电荷量 $q=2 \\times 10^{-9} \\mathrm{C}$ 的正电荷从 $\\mathrm{A}$ 点缓慢移到 $\\mathrm{B}$ 点，外力做的功为`, J('4'), J('-4'), J('2'), J('-2')), 'B', 'mayRefuse'],
  // U_AB given, charge A → B then back to A: total work 0 (options without 0: refused)
  [c(`${QAB}将电荷量 $q=2 \\times 10^{-9} \\mathrm{C}$ 的正电荷从 $\\mathrm{A}$ 点移到 $\\mathrm{B}$ 点，再从 $\\mathrm{B}$ 点移回 $\\mathrm{A}$ 点，整个过程中电场力做的功为`, J('4'), J('-4'), J('8'), J('-8')), null, 'refuses'],
  // U_BC given, charge A → B: not decided
  [c('电场中 $\\mathrm{B}$、$\\mathrm{C}$ 两点间的电势差 $U_{B C}=20 \\mathrm{~V}$，将电荷量 $q=2 \\times 10^{-9} \\mathrm{C}$ 的正电荷从 $\\mathrm{A}$ 点移到 $\\mathrm{B}$ 点，电场力做的功为', J('4'), J('-4'), J('2'), J('-2')), null, 'refuses'],

  // ---- rods on rails: E = 0.5·0.4·5 = 1 V ----
  // the rod's resistance negligible: I = 1/2 = 0.5 A
  [c(`${ROD}金属棒的电阻不计，则通过电阻的电流为`, A('0.5'), A('1'), A('0.4'), A('2')), 'A', 'solves'],
  // the rod's resistance 0.5 Ω: I = 1/2.5 = 0.4 A
  [c(`${ROD}金属棒的电阻为 $0.5 \\Omega$，则通过电阻的电流为`, A('0.5'), A('1'), A('0.4'), A('2')), 'C', 'mayRefuse'],
  // the rod's resistance not said: refused (0.5 A only if negligible)
  [c(`${ROD}则通过电阻的电流为`, A('0.5'), A('1'), A('0.4'), A('2')), 'A', 'mayRefuse'],
  // Ampere force on the rod: F = BIL = 0.5·0.5·0.4 = 0.1 N
  [c(`${ROD}金属棒的电阻不计，则金属棒受到的安培力大小为`, N('0.1'), N('0.2'), N('0.5'), N('1')), 'A', 'mayRefuse'],
  // power in R: I²R = 0.25·2 = 0.5 W
  [c(`${ROD}金属棒的电阻不计，则电阻消耗的电功率为`, '$0.5 \\mathrm{~W}$', '$1 \\mathrm{~W}$', '$0.25 \\mathrm{~W}$', '$2 \\mathrm{~W}$'), 'A', 'mayRefuse'],
  // voltage across R with rod resistance 0.5 Ω: U = 0.4·2 = 0.8 V
  [c(`${ROD}金属棒的电阻为 $0.5 \\Omega$，则电阻两端的电压为`, V('1'), V('0.8'), V('0.2'), V('0.5')), 'B', 'mayRefuse'],
  // the field along the rails (horizontal): no emf; E = BLv does not apply
  [c('两根平行光滑金属导轨水平放置，间距为 $0.4 \\mathrm{~m}$，处在水平方向且与导轨平行的匀强磁场中，磁感应强度为 $0.5 \\mathrm{~T}$，金属棒垂直导轨放置，以 $5 \\mathrm{~m} / \\mathrm{s}$ 的速度沿导轨匀速运动，则金属棒中产生的感应电动势为', V('1'), V('2'), V('0.5'), V('4')), null, 'refuses'],
  // rails inclined at 30°, field vertical: E = BLv cos 30° ≈ 0.87 V
  [c('两根平行金属导轨与水平面成 $30^{\\circ}$ 角放置，间距为 $0.4 \\mathrm{~m}$，处在竖直向上的匀强磁场中，磁感应强度为 $0.5 \\mathrm{~T}$，金属棒垂直导轨放置，以 $5 \\mathrm{~m} / \\mathrm{s}$ 的速度沿导轨下滑，金属棒的电阻不计，则金属棒中产生的感应电动势为', V('1'), V('2'), V('0.5'), V('4')), null, 'refuses'],

  // ---- numeric options whose unit is not the value worked out ----
  // W = 5e4 J, P = 2.5e3 W; options in kW
  [c('起重机将质量为 $500 \\mathrm{~kg}$ 的货物在 $20 \\mathrm{~s}$ 内匀速提升 $10 \\mathrm{~m}$，$g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$，则起重机对货物做功的功率为', '$0.25 \\mathrm{~kW}$', '$2.5 \\mathrm{~kW}$', '$5 \\mathrm{~kW}$', '$50 \\mathrm{~kW}$'), 'B', 'solves'],
  // asked the work: 5e4 J = 50 kJ
  [c('起重机将质量为 $500 \\mathrm{~kg}$ 的货物在 $20 \\mathrm{~s}$ 内匀速提升 $10 \\mathrm{~m}$，$g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$，则起重机对货物做的功为', '$5 \\mathrm{~kJ}$', '$50 \\mathrm{~kJ}$', '$2.5 \\mathrm{~kJ}$', '$500 \\mathrm{~kJ}$'), 'B', 'mayRefuse'],
  // asked the power, options in J (a printing with the wrong unit): not one of them is a power
  [c('起重机将质量为 $500 \\mathrm{~kg}$ 的货物在 $20 \\mathrm{~s}$ 内匀速提升 $10 \\mathrm{~m}$，$g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$，则起重机对货物做功的功率为', '$2.5 \\times 10^{3} \\mathrm{~J}$', '$5 \\times 10^{4} \\mathrm{~J}$', '$1 \\times 10^{5} \\mathrm{~J}$', '$5 \\times 10^{3} \\mathrm{~J}$'), null, 'refuses'],
  // options of two units: refused unless each is decided
  [c('起重机将质量为 $500 \\mathrm{~kg}$ 的货物在 $20 \\mathrm{~s}$ 内匀速提升 $10 \\mathrm{~m}$，$g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$，则起重机对货物做功的功率为', '$2.5 \\times 10^{3} \\mathrm{~W}$', '$5 \\times 10^{4} \\mathrm{~J}$', '$1 \\times 10^{5} \\mathrm{~W}$', '$250 \\mathrm{~W}$'), 'A', 'mayRefuse'],
  // the power in the first 10 s is the same (uniform): 2.5e3 W; the work in the first 10 s is 2.5e4 J
  [c('起重机将质量为 $500 \\mathrm{~kg}$ 的货物在 $20 \\mathrm{~s}$ 内匀速提升 $10 \\mathrm{~m}$，$g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$，则前 $10 \\mathrm{~s}$ 内起重机对货物做的功为', '$2.5 \\times 10^{4} \\mathrm{~J}$', '$5 \\times 10^{4} \\mathrm{~J}$', '$2.5 \\times 10^{3} \\mathrm{~J}$', '$1 \\times 10^{5} \\mathrm{~J}$'), 'A', 'mayRefuse'],
  // chemistry: 4 g NaOH (0.1 mol) in 500 mL: c = 0.2 mol/L
  [c('将 $4 \\mathrm{~g} \\mathrm{NaOH}$ 溶于水配成 $500 \\mathrm{~mL}$ 溶液，所得溶液中 $\\mathrm{NaOH}$ 的物质的量浓度为', '$0.2 \\mathrm{~mol} / \\mathrm{L}$', '$0.1 \\mathrm{~mol} / \\mathrm{L}$', '$0.8 \\mathrm{~mol} / \\mathrm{L}$', '$2 \\mathrm{~mol} / \\mathrm{L}$'), 'A', 'solves'],
  // taken out 100 mL: n = 0.02 mol (not the whole 0.1 mol)
  [c('将 $4 \\mathrm{~g} \\mathrm{NaOH}$ 溶于水配成 $500 \\mathrm{~mL}$ 溶液，从中取出 $100 \\mathrm{~mL}$，其中含 $\\mathrm{NaOH}$ 的物质的量为', '$0.1 \\mathrm{~mol}$', '$0.02 \\mathrm{~mol}$', '$0.2 \\mathrm{~mol}$', '$0.01 \\mathrm{~mol}$'), 'B', 'mayRefuse'],
  // 11.2 L O2 at STP: 0.5 mol, 16 g
  [c('标准状况下，$11.2 \\mathrm{~L}$ 氧气的质量为', '$16 \\mathrm{~g}$', '$32 \\mathrm{~g}$', '$8 \\mathrm{~g}$', '$0.5 \\mathrm{~g}$'), 'A', 'solves'],
  // 11.2 L O2 at STP: number of O atoms 1 mol = 6.02e23 (options as mol would be the molecules 0.5 mol)
  [c('标准状况下，$11.2 \\mathrm{~L}$ 氧气中所含氧原子的物质的量为', '$0.5 \\mathrm{~mol}$', '$1 \\mathrm{~mol}$', '$2 \\mathrm{~mol}$', '$0.25 \\mathrm{~mol}$'), 'B', 'solves'],
  // 8 g O2: 0.25 mol, 5.6 L at STP
  [c('$8 \\mathrm{~g}$ 氧气在标准状况下的体积为', '$5.6 \\mathrm{~L}$', '$11.2 \\mathrm{~L}$', '$22.4 \\mathrm{~L}$', '$2.8 \\mathrm{~L}$'), 'A', 'solves'],
  // options in mL: 5600 mL
  [c('$8 \\mathrm{~g}$ 氧气在标准状况下的体积为', '$5600 \\mathrm{~mL}$', '$11200 \\mathrm{~mL}$', '$2800 \\mathrm{~mL}$', '$22400 \\mathrm{~mL}$'), 'A', 'solves'],
  // ---- several values worked out (W then P): the asked one, or a refusal ----
  // a fall of 20 m from rest (m = 2 kg): W = 400 J over t = 2 s, mean P = 200 W; options in kW
  [c(`${FALL}则下落过程中重力做功的平均功率为`, '$0.2 \\mathrm{~kW}$', '$0.4 \\mathrm{~kW}$', '$0.1 \\mathrm{~kW}$', '$0.8 \\mathrm{~kW}$'), 'A', 'solves'],
  // the first 1 s only: h = 5 m, W = 100 J, P = 100 W (not 400 J / 1 s)
  [c(`${FALL}则下落前 $1 \\mathrm{~s}$ 内重力做功的平均功率为`, W('200'), W('400'), W('100'), W('50')), 'C', 'mayRefuse'],
  // the work of the whole fall: 400 J
  [c(`${FALL}则下落过程中重力做的功为`, Jx('200'), Jx('400'), Jx('100'), Jx('800')), 'B', 'solves'],
  // at landing v = 20 m/s: P = mgv = 400 W (the mean is 200 W)
  [c(`${FALL}则物体落地时重力的瞬时功率为`, W('200'), W('400'), W('100'), W('800')), 'B', 'mayRefuse'],
  // Ep falls by mgh = 400 J
  [c(`${FALL}则下落过程中重力势能减少了`, Jx('200'), Jx('400'), Jx('100'), Jx('800')), 'B', 'mayRefuse'],
  // at landing Ek = 400 J
  [c(`${FALL}则物体落地时的动能为`, Jx('200'), Jx('400'), Jx('40'), Jx('20')), 'B', 'solves'],
  // t = √(2h/g) = 2 s
  [c(`${FALL}则物体下落的时间为`, S('1'), S('2'), S('4'), S('20')), 'B', 'mayRefuse'],
  // crane: W = 5e4 J, P = 2.5e3 W; options in W with W's value among them
  [c(`${CRANE}则起重机对货物做功的功率为`, '$2.5 \\times 10^{3} \\mathrm{~W}$', '$5 \\times 10^{4} \\mathrm{~W}$', '$2.5 \\times 10^{4} \\mathrm{~W}$', '$5 \\times 10^{3} \\mathrm{~W}$'), 'A', 'solves'],
  // the work, options in J with P's value among them
  [c(`${CRANE}则起重机对货物做的功为`, '$2.5 \\times 10^{3} \\mathrm{~J}$', '$5 \\times 10^{4} \\mathrm{~J}$', '$2.5 \\times 10^{4} \\mathrm{~J}$', '$5 \\times 10^{3} \\mathrm{~J}$'), 'B', 'mayRefuse'],
  // gravity's work on the rising load: −5e4 J
  [c(`${CRANE}则货物所受重力做的功为`, '$-5 \\times 10^{4} \\mathrm{~J}$', '$5 \\times 10^{4} \\mathrm{~J}$', '$2.5 \\times 10^{3} \\mathrm{~J}$', '$-2.5 \\times 10^{3} \\mathrm{~J}$'), 'A', 'mayRefuse'],
  // options of two units (kW and kJ) beside each other
  [c(`${CRANE}则起重机对货物做功的功率为`, '$2.5 \\mathrm{~kW}$', '$50 \\mathrm{~kJ}$', '$25 \\mathrm{~kW}$', '$5 \\mathrm{~kW}$'), 'A', 'mayRefuse'],
  // the load's speed: 10 m / 20 s = 0.5 m/s
  [c(`${CRANE}则货物上升的速度为`, MS('0.5'), MS('2'), MS('5'), MS('10')), 'A', 'mayRefuse'],
  // accelerated lift from rest: a = 2h/t² = 0.2, F = m(g + a) = 5100 N, W = 5.1e4 J
  [c(`质量为 $500 \\mathrm{~kg}$ 的货物被起重机在 $10 \\mathrm{~s}$ 内由静止匀加速提升 $10 \\mathrm{~m}$，$g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$，则起重机对货物做的功为`, '$5 \\times 10^{4} \\mathrm{~J}$', '$5.1 \\times 10^{4} \\mathrm{~J}$', '$1 \\times 10^{3} \\mathrm{~J}$', '$5.2 \\times 10^{4} \\mathrm{~J}$'), 'B', 'mayRefuse'],
  // circuit E = 6 V, r = 1 Ω, R = 2 Ω: I = 2 A; P_r = 4 W, P_total = 12 W, U = 4 V, U_r = 2 V, Q_R(10 s) = 80 J
  [c(`${CELL}则电源内阻消耗的功率为`, W('4'), W('8'), W('12'), W('2')), 'A', 'solves'],
  [c(`${CELL}则电源的总功率为`, W('4'), W('8'), W('12'), W('2')), 'C', 'solves'],
  [c(`${CELL}则路端电压为`, V('2'), V('4'), V('6'), V('3')), 'B', 'solves'],
  [c(`${CELL}则内电压为`, V('2'), V('4'), V('6'), V('3')), 'A', 'solves'],
  [c(`${CELL}则通电 $10 \\mathrm{~s}$ 外电阻产生的热量为`, Jx('80'), Jx('120'), Jx('40'), Jx('8')), 'A', 'mayRefuse'],
  // kinematics: braking from 10 m/s at 2 m/s² stops at 5 s: 25 m in 6 s (not 24)
  [c('汽车以 $10 \\mathrm{~m} / \\mathrm{s}$ 的速度行驶，刹车时加速度大小为 $2 \\mathrm{~m} / \\mathrm{s}^{2}$，则刹车后 $6 \\mathrm{~s}$ 内汽车的位移为', M('24'), M('25'), M('36'), M('60')), 'B', 'solves'],
  // from rest, a = 2: the 3rd second 5 m, the first 3 s 9 m, v(3 s) = 6 m/s, the mean over 3 s 3 m/s
  [c(`${REST}则物体在第 $3 \\mathrm{~s}$ 内的位移为`, M('5'), M('9'), M('6'), M('3')), 'A', 'solves'],
  [c(`${REST}则物体在前 $3 \\mathrm{~s}$ 内的位移为`, M('5'), M('9'), M('6'), M('3')), 'B', 'solves'],
  [c(`${REST}则物体在 $3 \\mathrm{~s}$ 末的速度为`, MS('5'), MS('9'), MS('6'), MS('3')), 'C', 'solves'],
  [c(`${REST}则物体在前 $3 \\mathrm{~s}$ 内的平均速度为`, MS('5'), MS('9'), MS('6'), MS('3')), 'D', 'solves'],
  // chemistry: 0.1 mol NaOH in 500 mL; 100 mL taken keeps c = 0.2 mol/L; diluted to 200 mL: 0.1 mol/L
  [c('将 $4 \\mathrm{~g} \\mathrm{NaOH}$ 溶于水配成 $500 \\mathrm{~mL}$ 溶液，从中取出 $100 \\mathrm{~mL}$，其物质的量浓度为', '$0.2 \\mathrm{~mol} / \\mathrm{L}$', '$0.04 \\mathrm{~mol} / \\mathrm{L}$', '$0.1 \\mathrm{~mol} / \\mathrm{L}$', '$1 \\mathrm{~mol} / \\mathrm{L}$'), 'A', 'mayRefuse'],
  [c('将 $4 \\mathrm{~g} \\mathrm{NaOH}$ 溶于水配成 $500 \\mathrm{~mL}$ 溶液，从中取出 $100 \\mathrm{~mL}$，加水稀释到 $200 \\mathrm{~mL}$，所得溶液的物质的量浓度为', '$0.2 \\mathrm{~mol} / \\mathrm{L}$', '$0.1 \\mathrm{~mol} / \\mathrm{L}$', '$0.04 \\mathrm{~mol} / \\mathrm{L}$', '$0.4 \\mathrm{~mol} / \\mathrm{L}$'), 'B', 'mayRefuse'],
  // 5.6 L CO2 at STP = 0.25 mol: 11 g; its O atoms 0.5 mol = 8 g
  [c('标准状况下，$5.6 \\mathrm{~L}$ 二氧化碳的质量为', g('11'), g('22'), g('44'), g('5.5')), 'A', 'solves'],
  [c('标准状况下，$5.6 \\mathrm{~L}$ 二氧化碳中所含氧原子的质量为', g('8'), g('11'), g('16'), g('4')), 'A', 'mayRefuse'],
  // 11 g CO2 = 0.25 mol: O 8 g; 5.6 L at STP
  [c('$11 \\mathrm{~g}$ 二氧化碳中所含氧元素的质量为', g('8'), g('11'), g('16'), g('3')), 'A', 'mayRefuse'],
  [c('$11 \\mathrm{~g}$ 二氧化碳在标准状况下的体积为', '$5.6 \\mathrm{~L}$', '$11.2 \\mathrm{~L}$', '$2.8 \\mathrm{~L}$', '$22.4 \\mathrm{~L}$'), 'A', 'solves'],
];
