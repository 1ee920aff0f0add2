/**
 * Round 26 look-alike hunt: problems one detail away from the kinds this round widened or added — half-lives with a
 * named nuclide, a blank time or a mass decayed; hydrogen's lines as blanks and as printed level tables; a nuclear
 * equation's coefficient or unknown asked as a blank; decay counts given as letters; a transformer fed by 「接在…电源上」
 * and statements after 「则」; satellites from the surface gravity; the photoelectric equation in joules. Each worked by
 * hand (working in the comment); null marks an undecidable problem that must be refused.
 */
import { choice as c, type Lookalike } from './lookalike-hunt-shared';

const eV = (x: string) => `$${x} \\mathrm{~eV}$`;
const g = (x: string) => `$${x} \\mathrm{~g}$`;
const ms2 = (x: string) => `$${x} \\mathrm{~m} / \\mathrm{s}^{2}$`;
const MULTI = '在每小题给出的四个选项中，有多项符合题目要求。';
const LEVELS4 =
  '氢原子能级 $E_{1}=-13.6 \\mathrm{eV}$，$E_{2}=-3.4 \\mathrm{eV}$，$E_{3}=-1.51 \\mathrm{eV}$，$E_{4}=-0.85 \\mathrm{eV}$，';

// biome-ignore format: one problem a line
export const ROUND26_LOOKALIKES: Lookalike[] = [
  // 20/8 = 2.5 half-lives: 16 × 2^-2.5 ≈ 2.83 g (not whole: the kind refuses)
  [c('碘 131 的半衰期约为 8 天，若有碘 131 共 $16 \\mathrm{~g}$，经过 20 天后，剩余碘 131 的质量约为', g('2.8'), g('4'), g('2'), g('8')), 'A', 'mayRefuse'],
  // 10.54 / 5.27 = 2: 1/4
  [c('钴 60 的半衰期为 5.27 年，经过 10.54 年后，钴 60 剩余的质量为原来的', '$\\frac{1}{2}$', '$\\frac{1}{4}$', '$\\frac{1}{8}$', '$\\frac{3}{4}$'), 'B', 'solves'],
  // a hot place does not change a half-life: 10/5 = 2, 1/4
  [c('某放射性元素的半衰期为 5 天，若将它放在高温环境中，经过 10 天后，剩余的质量为原来的', '$\\frac{1}{2}$', '$\\frac{1}{4}$', '$\\frac{1}{8}$', '不能确定'), 'B', 'mayRefuse'],
  // 8 + 16 = 24 days: 3 half-lives, 1/8
  [c('某放射性元素的半衰期为 8 天，经过 8 天后剩下原来的 $\\frac{1}{2}$，若再经过 16 天，剩余的质量为最初的', '$\\frac{1}{4}$', '$\\frac{1}{8}$', '$\\frac{1}{16}$', '$\\frac{1}{32}$'), 'B', 'mayRefuse'],
  // 25 g of 100 g left after 6 days: 2 half-lives, T = 3 days
  [c('$100 \\mathrm{~g}$ 某放射性元素经过 6 天后，还剩 $25 \\mathrm{~g}$ 未衰变，则该元素的半衰期为', '2 天', '3 天', '4 天', '6 天'), 'B', 'solves'],
  // 50 g of 100 g decayed in 6 days: one half-life, 6 days
  [c('$100 \\mathrm{~g}$ 某放射性元素经过 6 天后，已有 $50 \\mathrm{~g}$ 发生了衰变，则该元素的半衰期为', '2 天', '3 天', '4 天', '6 天'), 'D', 'solves'],
  // 30 g of 100 g left: log2(10/3) is not whole
  [c('$100 \\mathrm{~g}$ 某放射性元素经过 6 天后，还剩 $30 \\mathrm{~g}$ 未衰变，则该元素的半衰期为', '2 天', '3 天', '4 天', '6 天'), null, 'refuses'],
  // the start named after the rest: 25 of 100 left, T = 3 days
  [c('某放射性元素经过 6 天后还剩 $25 \\mathrm{~g}$，原有 $100 \\mathrm{~g}$，则该元素的半衰期为', '2 天', '3 天', '4 天', '6 天'), 'B', 'mayRefuse'],
  // 1/16 left: 4 × 2 days = 8 days = 192 h (the blank in hours, the half-life in days)
  ['某放射性同位素的半衰期为 2 天，经过____h，该同位素的质量只剩下原来的 $\\frac{1}{16}$。', 192, 'mayRefuse'],
  // 15/16 decayed: 1/16 left, 4 × 3 = 12 days
  ['某放射性元素的半衰期为 3 天，经过____天，该元素有 $\\frac{15}{16}$ 发生了衰变。', 12, 'solves'],
  // 11460/5730 = 2: 1/4
  [c('${ }^{14} \\mathrm{C}$ 的半衰期为 5730 年，某样品中的 ${ }^{14} \\mathrm{C}$ 经过 11460 年后，剩余的质量为原来的', '$\\frac{1}{2}$', '$\\frac{1}{4}$', '$\\frac{1}{8}$', '$\\frac{3}{4}$'), 'B', 'solves'],

  // 13.6 (1 − 1/9) = 12.09 eV
  ['氢原子的能级公式为 $E_{n}=\\frac{E_{1}}{n^{2}}$，$E_{1}=-13.6 \\mathrm{eV}$，氢原子由 $n=3$ 能级跃迁到基态时辐射的光子能量为____eV。', [12.09, 12.0889], 'solves'],
  // from the ground state up to n = 2: 10.2 eV absorbed
  ['已知氢原子基态能量 $E_{1}=-13.6 \\mathrm{eV}$，$E_{n}=\\frac{E_{1}}{n^{2}}$，氢原子从基态跃迁到 $n=2$ 能级需要吸收的光子能量为____eV。', 10.2, 'mayRefuse'],
  // 12.75 eV = 2.04 × 10^-18 J, the blank in joules
  ['已知氢原子基态能量 $E_{1}=-13.6 \\mathrm{eV}$，$E_{n}=\\frac{E_{1}}{n^{2}}$，氢原子由 $n=4$ 能级跃迁到基态时发出的光子的能量为____J。', 2.04e-18, 'mayRefuse'],
  // least from n = 4: 13.6 (1/9 − 1/16) ≈ 0.66 eV
  [c('氢原子的能级公式为 $E_{n}=\\frac{E_{1}}{n^{2}}$，$E_{1}=-13.6 \\mathrm{eV}$，一群处于 $n=4$ 能级的氢原子向低能级跃迁，辐射出的光子的最小能量为', eV('0.66'), eV('10.2'), eV('12.75'), eV('2.55')), 'A', 'solves'],
  // the wavelength asked, not the energy: outside the kind
  [c('氢原子的能级公式为 $E_{n}=\\frac{E_{1}}{n^{2}}$，$E_{1}=-13.6 \\mathrm{eV}$，一群处于 $n=4$ 能级的氢原子向低能级跃迁，辐射出的光子的最大波长为', '$1.88 \\times 10^{-6} \\mathrm{~m}$', '$9.7 \\times 10^{-8} \\mathrm{~m}$', '$6.6 \\times 10^{-7} \\mathrm{~m}$', '$1.2 \\times 10^{-7} \\mathrm{~m}$'), 'A', 'mayRefuse'],
  // one atom at n = 3 without 「最多」: 1 or 2, undecided
  [c('一个处于 $n=3$ 能级的氢原子向低能级跃迁时，发出几种不同频率的光', '1 种', '2 种', '3 种', '6 种'), null, 'refuses'],
  // one atom at n = 5, at most 4
  [c('一个处于 $n=5$ 能级的氢原子向低能级跃迁时，最多可能发出几种不同频率的光', '4 种', '5 种', '10 种', '1 种'), 'A', 'solves'],
  // a group at n = 4, table E1..E4, W = 2.25: 12.75, 2.55, 12.09, 10.2 above it: 4
  [c(`大量处于 $n=4$ 能级的氢原子向低能级跃迁，${LEVELS4}用辐射出的光照射逸出功为 $2.25 \\mathrm{eV}$ 的金属钾，能使钾发生光电效应的光有`, '3 种', '4 种', '5 种', '6 种'), 'B', 'solves'],
  // a group at n = 3 with E4 printed too: E4 unused, the kind refuses (2 is right)
  [c(`大量处于 $n=3$ 能级的氢原子向低能级跃迁，${LEVELS4}用辐射出的光照射逸出功为 $2.25 \\mathrm{eV}$ 的金属钾，能使钾发生光电效应的光有`, '1 种', '2 种', '3 种', '4 种'), 'B', 'mayRefuse'],
  // a line equal to W (1.89 eV): at the threshold, refused
  [c('大量处于 $n=3$ 能级的氢原子向低能级跃迁，氢原子能级 $E_{1}=-13.6 \\mathrm{eV}$，$E_{2}=-3.4 \\mathrm{eV}$，$E_{3}=-1.51 \\mathrm{eV}$，用辐射出的光照射逸出功为 $1.89 \\mathrm{eV}$ 的金属，能发生光电效应的光有', '1 种', '2 种', '3 种', '0 种'), null, 'refuses'],
  // absorbed from n = 1: 10.2 (→2), 12.09 (→3), 12.75 (→4); 11 not
  [c(`${MULTI}${LEVELS4}处于基态的氢原子能吸收的光子能量为`, eV('10.2'), eV('11'), eV('12.09'), eV('12.75')), 'ACD', 'solves'],
  // 13.0 eV lies between E4 − E1 and 13.6 eV: a higher level might match, undecided
  [c(`${MULTI}${LEVELS4}处于基态的氢原子能吸收的光子能量为`, eV('10.2'), eV('13.0'), eV('12.09'), eV('12.75')), null, 'refuses'],
  // from n = 2: 1.89 (→3), 2.55 (→4) yes; 1.0 no; 10.2 ≥ 3.4 ionises
  [c(`${MULTI}${LEVELS4}处于 $n=2$ 能级的氢原子能吸收的光子能量为`, eV('1.89'), eV('2.55'), eV('1.0'), eV('10.2')), 'ABD', 'solves'],
  // with the formula: 10.2, 12.09, 12.75, 13.06 (→5) all absorbed
  [c(`${MULTI}氢原子的能级公式为 $E_{n}=\\frac{E_{1}}{n^{2}}$，$E_{1}=-13.6 \\mathrm{eV}$，处于基态的氢原子能吸收的光子能量为`, eV('10.2'), eV('12.09'), eV('12.75'), eV('13.06')), 'ABCD', 'solves'],
  // an electron of 11 eV gives part of its energy: 10.2 eV (n = 2) is absorbed
  [c(`${LEVELS4}用动能为 $11 \\mathrm{eV}$ 的电子碰撞处于基态的氢原子，氢原子可能吸收的能量为`, eV('10.2'), eV('11'), eV('12.09'), eV('0.8')), 'A', 'mayRefuse'],

  // 235 + 1 = 141 + 92 + 3: k = 3
  [c('铀核裂变的核反应方程为 ${ }_{92}^{235} \\mathrm{U}+{ }_{0}^{1} \\mathrm{n} \\rightarrow{ }_{56}^{141} \\mathrm{Ba}+{ }_{36}^{92} \\mathrm{Kr}+k{ }_{0}^{1} \\mathrm{n}$，则 $k$ 为', '1', '2', '3', '4'), 'C', 'solves'],
  // 4 ¹H → ⁴He + 2 e⁺: k = 4, charges 4 = 2 + 2
  [c('太阳内部的核反应可以简化为 $k{ }_{1}^{1} \\mathrm{H} \\rightarrow{ }_{2}^{4} \\mathrm{He}+2{ }_{1}^{0} \\mathrm{e}$，则 $k$ 的值为', '1', '2', '3', '4'), 'D', 'solves'],
  // k ¹H on the right: mass gives 3, charge gives 0: no such equation
  [c('某核反应方程为 ${ }_{92}^{235} \\mathrm{U}+{ }_{0}^{1} \\mathrm{n} \\rightarrow{ }_{56}^{144} \\mathrm{Ba}+{ }_{36}^{89} \\mathrm{Kr}+k{ }_{1}^{1} \\mathrm{H}$，则 $k$ 的值为', '1', '2', '3', '4'), null, 'refuses'],
  // blank: k = 3
  ['核反应方程 ${ }_{92}^{235} \\mathrm{U}+{ }_{0}^{1} \\mathrm{n} \\rightarrow{ }_{56}^{144} \\mathrm{Ba}+{ }_{36}^{89} \\mathrm{Kr}+k{ }_{0}^{1} \\mathrm{n}$ 中，$k=$____。', 3, 'solves'],
  // Be + He → C + X: X is a neutron, charge number 0
  ['核反应方程 ${ }_{4}^{9} \\mathrm{Be}+{ }_{2}^{4} \\mathrm{He} \\rightarrow{ }_{6}^{12} \\mathrm{C}+\\mathrm{X}$ 中，X 的电荷数为____。', 0, 'solves'],
  // ¹⁴N + ⁴He → ¹⁷O + X: a proton, 0 neutrons
  ['核反应方程 ${ }_{7}^{14} \\mathrm{N}+{ }_{2}^{4} \\mathrm{He} \\rightarrow{ }_{8}^{17} \\mathrm{O}+\\mathrm{X}$ 中，X 的中子数为____。', 0, 'solves'],
  // two unknowns: not fixed
  ['核反应方程 ${ }_{92}^{235} \\mathrm{U}+{ }_{0}^{1} \\mathrm{n} \\rightarrow \\mathrm{X}+{ }_{36}^{89} \\mathrm{Kr}+3 \\mathrm{Y}$ 中，X 的质量数为____。', null, 'refuses'],
  // letters the other way: m β and n α for U-238 → Rn-222: m = 2, n = 4
  [c('${ }_{92}^{238} \\mathrm{U}$ 经过 $m$ 次 $\\beta$ 衰变和 $n$ 次 $\\alpha$ 衰变变成 ${ }_{86}^{222} \\mathrm{Rn}$，则', '$m=2$，$n=4$', '$m=4$，$n=2$', '$m=4$，$n=4$', '$m=2$，$n=2$'), 'A', 'solves'],
  // 「发生了」 before the counts
  [c('${ }_{90}^{232} \\mathrm{Th}$ 经过一系列衰变变成 ${ }_{82}^{208} \\mathrm{Pb}$，此过程中', '发生了 6 次 $\\alpha$ 衰变和 4 次 $\\beta$ 衰变', '发生了 4 次 $\\alpha$ 衰变和 6 次 $\\beta$ 衰变', '发生了 6 次 $\\alpha$ 衰变和 6 次 $\\beta$ 衰变', '发生了 8 次 $\\alpha$ 衰变和 4 次 $\\beta$ 衰变'), 'A', 'solves'],
  // 「$(\qquad)$」 after the ask
  [c('核反应方程 ${ }_{4}^{9} \\mathrm{Be}+{ }_{2}^{4} \\mathrm{He} \\rightarrow{ }_{6}^{12} \\mathrm{C}+\\mathrm{X}$ 中，X 为 $(\\qquad)$', '质子', '中子', '电子', '正电子'), 'B', 'solves'],

  // no primary turns: n2 undecided
  ['一台理想变压器的原线圈接在 220 V 的交流电源上，副线圈两端的电压为 36 V，副线圈的匝数应为____匝。', null, 'refuses'],
  // 「则」 with one true: U2 = 22 V, I2 = 1 A, I1 = 0.1 A, P = 22 W
  [c('理想变压器原、副线圈的匝数比为 $10: 1$，原线圈接在 $220 \\mathrm{~V}$ 的交流电源上，副线圈接 $R=22 \\Omega$ 的电阻，则', '副线圈两端的电压为 $22 \\mathrm{~V}$', '原线圈中的电流为 $1 \\mathrm{~A}$', '变压器的输入功率为 $220 \\mathrm{~W}$', '副线圈中的电流为 $10 \\mathrm{~A}$'), 'A', 'solves'],
  // 「则」 and a maximum in an option: 2√2 A is the peak of 2 A, all four true
  [c(`${MULTI}理想变压器原、副线圈匝数比为 $11: 1$，原线圈接 $u=220 \\sqrt{2} \\sin 100 \\pi t(\\mathrm{V})$ 的交流电，副线圈接 $R=10 \\Omega$ 的电阻，则`, '副线圈两端电压的有效值为 $20 \\mathrm{~V}$', '通过电阻的电流的最大值为 $2 \\sqrt{2} \\mathrm{~A}$', '变压器的输入功率为 $40 \\mathrm{~W}$', '交流电的频率为 $50 \\mathrm{~Hz}$'), 'ABCD', 'mayRefuse'],
  // 「则」 and bare values as options: not statements
  [c('理想变压器原、副线圈的匝数比为 $10: 1$，原线圈接在 $220 \\mathrm{~V}$ 的交流电源上，副线圈接 $R=22 \\Omega$ 的电阻，则', '$22 \\mathrm{~V}$', '$1 \\mathrm{~A}$', '$220 \\mathrm{~W}$', '$10 \\mathrm{~A}$'), null, 'refuses'],
  // a closed circuit ending 「则」, 多选: I = 1 A, U = 5 V, P_out = 5 W true; the internal 1 W, not 2 W
  [c(`${MULTI}电源的电动势 $E=6 \\mathrm{~V}$，内阻 $r=1 \\Omega$，外电阻 $R=5 \\Omega$，闭合开关后，则`, '电路中的电流为 $1 \\mathrm{~A}$', '路端电压为 $5 \\mathrm{~V}$', '电源的输出功率为 $5 \\mathrm{~W}$', '电源内阻消耗的功率为 $2 \\mathrm{~W}$'), 'ABC', 'mayRefuse'],
  // the same as a single choice with three true statements: no single answer
  [c('电源的电动势 $E=6 \\mathrm{~V}$，内阻 $r=1 \\Omega$，外电阻 $R=5 \\Omega$，闭合开关后，则', '电路中的电流为 $1 \\mathrm{~A}$', '路端电压为 $5 \\mathrm{~V}$', '电源的输出功率为 $5 \\mathrm{~W}$', '电源内阻消耗的功率为 $2 \\mathrm{~W}$'), null, 'refuses'],

  // v ∝ r^(-1/2): r 4 : 1 → v 1 : 2
  [c('卫星甲、乙绕地球做匀速圆周运动，轨道半径之比 $r_{甲}: r_{乙}=4: 1$，则它们的线速度之比 $v_{甲}: v_{乙}$ 为', '$1: 2$', '$2: 1$', '$1: 4$', '$4: 1$'), 'A', 'solves'],
  // asked the other way: a_乙 : a_甲 = 1 : 16
  [c('卫星甲、乙绕地球做匀速圆周运动，轨道半径之比 $r_{甲}: r_{乙}=1: 4$，则它们的向心加速度之比 $a_{乙}: a_{甲}$ 为', '$16: 1$', '$1: 16$', '$4: 1$', '$1: 4$'), 'B', 'mayRefuse'],
  // √(9.8 × 6.4e6) ≈ 7.92e3 m/s
  [c('已知地球半径约为 $6.4 \\times 10^{6} \\mathrm{~m}$，地球表面的重力加速度 $g$ 取 $9.8 \\mathrm{~m} / \\mathrm{s}^{2}$，则地球的第一宇宙速度约为', '$7.9 \\mathrm{~km} / \\mathrm{s}$', '$11.2 \\mathrm{~km} / \\mathrm{s}$', '$16.7 \\mathrm{~km} / \\mathrm{s}$', '$3.1 \\mathrm{~km} / \\mathrm{s}$'), 'A', 'solves'],
  // height 3R: r = 4R, a = g/16 = 0.625
  [c('一颗人造卫星在离地面高度为 $3R$ 的圆形轨道上运行（$R$ 为地球半径），地球表面的重力加速度 $g=10 \\mathrm{~m} / \\mathrm{s}^{2}$，则卫星的向心加速度为', ms2('0.625'), ms2('2.5'), ms2('3.3'), ms2('1.25')), 'A', 'solves'],
  // r = 6400 + 3600 = 10000 km: v = √(10 × 6.4e6² / 1e7) = 6400 m/s
  ['地球半径 $R=6400 \\mathrm{~km}$，地球表面的重力加速度 $g=10 \\mathrm{~m} / \\mathrm{s}^{2}$，一颗人造卫星在离地面高度为 $3600 \\mathrm{~km}$ 的圆形轨道上运行，则卫星的线速度大小为____$\\mathrm{m} / \\mathrm{s}$。', 6400, 'solves'],
  // a height in km but no radius: undecided
  ['地球表面的重力加速度 $g=10 \\mathrm{~m} / \\mathrm{s}^{2}$，一颗人造卫星在离地面高度为 $3600 \\mathrm{~km}$ 的圆形轨道上运行，则卫星的线速度大小为____$\\mathrm{m} / \\mathrm{s}$。', null, 'refuses'],
  // R printed but not needed for a = g/4: the kind refuses (2.5 is right)
  [c('地球半径 $R=6400 \\mathrm{~km}$，一颗人造卫星在离地面高度等于地球半径的圆形轨道上运行，地球表面的重力加速度 $g=10 \\mathrm{~m} / \\mathrm{s}^{2}$，则卫星的向心加速度为', ms2('2.5'), ms2('5'), ms2('10'), ms2('1.25')), 'A', 'mayRefuse'],
  // the Moon: √(1.6 × 1.6e6) = 1600 m/s
  ['月球表面的重力加速度为 $1.6 \\mathrm{~m} / \\mathrm{s}^{2}$，月球半径为 $1600 \\mathrm{~km}$，则月球的第一宇宙速度为____$\\mathrm{km} / \\mathrm{s}$。', 1.6, 'solves'],
  // two bodies: Earth's g with the Moon's radius
  ['地球表面的重力加速度 $g=10 \\mathrm{~m} / \\mathrm{s}^{2}$，月球半径为 $1700 \\mathrm{~km}$，则月球的第一宇宙速度为____$\\mathrm{km} / \\mathrm{s}$。', null, 'refuses'],
  // near-surface period: 2π √(R/g) = 2π × 800 ≈ 5026.5 s
  ['地球半径 $R=6400 \\mathrm{~km}$，地球表面的重力加速度 $g=10 \\mathrm{~m} / \\mathrm{s}^{2}$，则近地卫星的运行周期为____s。', 5026.5, 'solves'],

  // Ek = 3.2e-19 J = 2.0 eV: W = 5.0 − 2.0 = 3.0 eV
  [c('用光子能量为 $5.0 \\mathrm{~eV}$ 的光照射某金属，光电子的最大初动能为 $3.2 \\times 10^{-19} \\mathrm{~J}$，则该金属的逸出功为', eV('3.0'), eV('2.0'), eV('5.0'), eV('7.0')), 'A', 'solves'],
  // W printed and unused for U_c = E_k / e
  [c('某金属的逸出功为 $2.0 \\mathrm{~eV}$，用光照射该金属发生光电效应，光电子的最大初动能为 $3.0 \\mathrm{~eV}$，则遏止电压为', '$3.0 \\mathrm{~V}$', '$2.0 \\mathrm{~V}$', '$5.0 \\mathrm{~V}$', '$1.0 \\mathrm{~V}$'), null, 'refuses'],
  // blank W with a full stop: 4.5 − 1.5 = 3
  ['用光子能量为 4.5 eV 的光照射某金属发生光电效应，测得光电子的最大初动能为 1.5 eV，则该金属的逸出功为____eV。', 3, 'solves'],
  // 24/8 = 3: 16 × 7/8 = 14 g decayed
  [c('碘 131 的半衰期约为 8 天，若有碘 131 共 $16 \\mathrm{~g}$，经过 24 天后，已衰变的碘 131 的质量为', g('14'), g('2'), g('8'), g('12')), 'A', 'solves'],
  // 「不能吸收」: the energies not absorbed, 11 eV only
  [c(`${LEVELS4}处于基态的氢原子不能吸收的光子能量为`, eV('10.2'), eV('11'), eV('12.09'), eV('12.75')), 'B', 'solves'],
  // a group at n = 4 with the formula: lines 12.75, 12.09, 10.2, 2.55, 1.89, 0.66; above 3.34 eV (锌): 3
  [c('氢原子的能级公式为 $E_{n}=\\frac{E_{1}}{n^{2}}$，$E_{1}=-13.6 \\mathrm{eV}$，大量处于 $n=4$ 能级的氢原子向低能级跃迁，用辐射出的光照射逸出功为 $3.34 \\mathrm{eV}$ 的锌板，能使锌板发生光电效应的光有', '2 种', '3 种', '4 种', '6 种'), 'B', 'solves'],
  // asked which cannot free electrons: 6 − 3 = 3 as well, but the kind reads 「能使」 only
  [c('氢原子的能级公式为 $E_{n}=\\frac{E_{1}}{n^{2}}$，$E_{1}=-13.6 \\mathrm{eV}$，大量处于 $n=4$ 能级的氢原子向低能级跃迁，用辐射出的光照射逸出功为 $2.25 \\mathrm{eV}$ 的金属钾，不能使钾发生光电效应的光有', '1 种', '2 种', '3 种', '4 种'), 'B', 'solves'],
  // ²³⁵U + n → ¹³⁶Xe + ⁹⁰Sr + k n: k = 236 − 226 = 10
  [c('核反应方程 ${ }_{92}^{235} \\mathrm{U}+{ }_{0}^{1} \\mathrm{n} \\rightarrow{ }_{54}^{136} \\mathrm{Xe}+{ }_{38}^{90} \\mathrm{Sr}+k{ }_{0}^{1} \\mathrm{n}$ 中 $k$ 为', '2', '3', '9', '10'), 'D', 'solves'],
  // k electrons: mass cannot fix k
  [c('核反应方程 ${ }_{90}^{234} \\mathrm{Th} \\rightarrow{ }_{92}^{234} \\mathrm{U}+k{ }_{-1}^{0} \\mathrm{e}$ 中 $k$ 为', '1', '2', '3', '4'), 'B', 'mayRefuse'],
  // x α and y β, U-238 → Pb-206: x = 8, y = 6
  [c('${ }_{92}^{238} \\mathrm{U}$ 经过 $x$ 次 $\\alpha$ 衰变和 $y$ 次 $\\beta$ 衰变变成 ${ }_{82}^{206} \\mathrm{Pb}$，则', '$x=8$，$y=6$', '$x=6$，$y=8$', '$x=8$，$y=8$', '$x=6$，$y=6$'), 'A', 'solves'],
  // near the surface a = g (no radius needed): 10 m/s²
  [c('近地卫星绕地球做匀速圆周运动，地球表面的重力加速度 $g=10 \\mathrm{~m} / \\mathrm{s}^{2}$，则近地卫星的向心加速度为', ms2('10'), ms2('5'), ms2('2.5'), ms2('20')), 'A', 'solves'],
  // a planet's g as a multiple of Earth's: not numbers of this kind
  [c('某行星表面的重力加速度是地球表面的 2 倍，行星半径是地球半径的一半，地球的第一宇宙速度为 $7.9 \\mathrm{~km} / \\mathrm{s}$，则该行星的第一宇宙速度为', '$7.9 \\mathrm{~km} / \\mathrm{s}$', '$15.8 \\mathrm{~km} / \\mathrm{s}$', '$3.95 \\mathrm{~km} / \\mathrm{s}$', '$11.2 \\mathrm{~km} / \\mathrm{s}$'), 'A', 'mayRefuse'],
  // W in J with no h printed: ν_c = 3.315e-19 / 6.63e-34 = 5e14 Hz
  [c('某金属的逸出功为 $3.315 \\times 10^{-19} \\mathrm{~J}$，则该金属的截止频率为', '$5.0 \\times 10^{14} \\mathrm{~Hz}$', '$2.0 \\times 10^{14} \\mathrm{~Hz}$', '$5.0 \\times 10^{15} \\mathrm{~Hz}$', '$8.0 \\times 10^{14} \\mathrm{~Hz}$'), 'A', 'mayRefuse'],
  // U_c asked with E_k in J and the default e: 3.2e-19 / 1.6e-19 = 2 V
  ['用某单色光照射金属表面发生光电效应，光电子的最大初动能为 $3.2 \\times 10^{-19} \\mathrm{~J}$，则遏止电压为____V。', 2, 'solves'],
];
