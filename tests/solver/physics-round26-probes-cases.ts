/**
 * Round 26 probes: the computed modern-physics and field questions of gaokao physics papers — the photoelectric
 * equation, hydrogen's levels and lines, nuclear equations and decay counts, half-lives, the ideal transformer and
 * satellites as powers of r — as national and provincial papers print them (exam number, 「$(\quad)$」, OCR LaTeX
 * units, 多选, plain typing). None is copied from a published problem; every answer was worked by hand (working in
 * the comment). 'mayRefuse' marks a probe this round left refused (why, in the decision record).
 */
import { choice as c, type Status } from './lookalike-hunt-shared';

export type Round26Topic = 'photo' | 'levels' | 'nuclear' | 'halflife' | 'transformer' | 'orbit';
export type Round26Probe = [text: string, expected: string | number | number[] | null, status: Status, topic: Round26Topic];

const eV = (x: string) => `$${x} \\mathrm{~eV}$`;
const V = (x: string) => `$${x} \\mathrm{~V}$`;
const A = (x: string) => `$${x} \\mathrm{~A}$`;
const MULTI = '在每小题给出的四个选项中，有多项符合题目要求。';

// biome-ignore format: one problem a line
export const ROUND26_PROBES: Round26Probe[] = [
  // E_k = 3.50 − 2.29 = 1.21 eV
  [c('14. 用光子能量为 $3.50 \\mathrm{eV}$ 的光照射逸出功为 $2.29 \\mathrm{eV}$ 的金属钠，则逸出的光电子的最大初动能为 $(\\quad)$', eV('1.21'), eV('2.29'), eV('3.50'), eV('5.79')), 'A', 'solves', 'photo'],
  // U_c = (5.0 − 3.0) eV / e = 2.0 V
  [c('用能量为 $5.0 \\mathrm{~eV}$ 的光子照射某金属表面，该金属的逸出功为 $3.0 \\mathrm{~eV}$，则遏止电压为', V('2.0'), V('3.0'), V('5.0'), V('8.0')), 'A', 'solves', 'photo'],
  // W = 4.5 − 1.5 = 3.0 eV
  [c('用光子能量为 4.5 eV 的光照射某金属，测得光电子的最大初动能为 1.5 eV，则该金属的逸出功为', '1.5 eV', '3.0 eV', '4.5 eV', '6.0 eV'), 'B', 'solves', 'photo'],
  // W = E − eU_c = 10.2 − 6.0 = 4.2 eV
  [c('用光子能量为 $10.2 \\mathrm{~eV}$ 的光照射某金属，产生光电效应，测得遏止电压为 $6.0 \\mathrm{~V}$，则该金属的逸出功为', eV('4.2'), eV('6.0'), eV('10.2'), eV('16.2')), 'A', 'solves', 'photo'],
  // ν_c = W/h = 3.315e-19 / 6.63e-34 = 5.0e14 Hz
  [c('某金属的逸出功为 $3.315 \\times 10^{-19} \\mathrm{~J}$，普朗克常量 $h=6.63 \\times 10^{-34} \\mathrm{~J} \\cdot \\mathrm{s}$，则该金属发生光电效应的截止频率为', '$5.0 \\times 10^{14} \\mathrm{~Hz}$', '$2.0 \\times 10^{14} \\mathrm{~Hz}$', '$5.0 \\times 10^{15} \\mathrm{~Hz}$', '$2.2 \\times 10^{-52} \\mathrm{~Hz}$'), 'A', 'solves', 'photo'],
  // E_k = (4.0 − 2.5) × 1.6e-19 = 2.4e-19 J
  ['某金属的逸出功为 2.5 eV，用能量为 4.0 eV 的光子照射该金属，产生的光电子的最大初动能为多少焦耳？', 2.4e-19, 'solves', 'photo'],
  // E_k = h(ν − ν_c) = 6.63e-34 × 5.0e14 = 3.315e-19 J ≈ 3.3e-19 J
  [c('某金属的截止频率为 $5.0 \\times 10^{14} \\mathrm{~Hz}$，用频率为 $1.0 \\times 10^{15} \\mathrm{~Hz}$ 的光照射该金属，普朗克常量 $h=6.63 \\times 10^{-34} \\mathrm{~J} \\cdot \\mathrm{s}$，则光电子的最大初动能约为', '$3.3 \\times 10^{-19} \\mathrm{~J}$', '$6.6 \\times 10^{-19} \\mathrm{~J}$', '$1.7 \\times 10^{-19} \\mathrm{~J}$', '$9.9 \\times 10^{-19} \\mathrm{~J}$'), 'A', 'solves', 'photo'],
  // U_c = E_k / e = 4.8e-19 / 1.6e-19 = 3 V
  ['光电子的最大初动能为 $4.8 \\times 10^{-19} \\mathrm{~J}$，元电荷 $e=1.6 \\times 10^{-19} \\mathrm{C}$，用光照射某金属发生光电效应，则遏止电压为____V。', 3, 'solves', 'photo'],

  // C(4,2) = 6
  [c('3. 大量氢原子处于 $n=4$ 的激发态，当它们向低能级跃迁时，能发出几种不同频率的光子 $(\\quad)$', '3 种', '4 种', '6 种', '10 种'), 'C', 'solves', 'levels'],
  // a single atom from n = 4: at most 3 lines (4→3→2→1)
  [c('一个处于 $n=4$ 能级的氢原子向低能级跃迁时，最多可能发出几种不同频率的光', '1 种', '2 种', '3 种', '6 种'), 'C', 'solves', 'levels'],
  // E3 − E2 = −1.51 − (−3.4) = 1.89 eV
  [c('氢原子能级图中 $E_{1}=-13.6 \\mathrm{eV}$，$E_{2}=-3.4 \\mathrm{eV}$，$E_{3}=-1.51 \\mathrm{eV}$，$E_{4}=-0.85 \\mathrm{eV}$，氢原子从 $n=3$ 能级跃迁到 $n=2$ 能级时辐射出的光子能量为', eV('1.51'), eV('1.89'), eV('3.40'), eV('12.09')), 'B', 'mayRefuse', 'levels'],
  // E4 − E1 = −0.85 + 13.6 = 12.75 eV
  ['已知氢原子的基态能量 $E_{1}=-13.6 \\mathrm{eV}$，激发态能量 $E_{n}=\\frac{E_{1}}{n^{2}}$，氢原子由 $n=4$ 能级跃迁到基态时发出的光子的能量为____eV。', 12.75, 'solves', 'levels'],
  // n = 2 → ionise: 0 − (−3.4) = 3.4 eV
  [c('已知氢原子基态能量为 $-13.6 \\mathrm{eV}$，第 $n$ 能级的能量 $E_{n}=\\frac{E_{1}}{n^{2}}$，要使处于 $n=2$ 能级的氢原子电离，至少需要吸收的能量为', eV('3.4'), eV('10.2'), eV('13.6'), eV('1.51')), 'A', 'solves', 'levels'],
  // largest from n=3: E3 − E1 = 12.09 eV
  [c('氢原子的能级公式为 $E_{n}=\\frac{E_{1}}{n^{2}}$，$E_{1}=-13.6 \\mathrm{eV}$，大量处于 $n=3$ 能级的氢原子向低能级跃迁，辐射出的光子的最大能量为', eV('1.89'), eV('10.2'), eV('12.09'), eV('13.6')), 'C', 'solves', 'levels'],
  // lines from n=3: 12.09, 10.2, 1.89; above 2.25 eV: two
  [c('大量处于 $n=3$ 能级的氢原子向低能级跃迁，氢原子能级 $E_{1}=-13.6 \\mathrm{eV}$，$E_{2}=-3.4 \\mathrm{eV}$，$E_{3}=-1.51 \\mathrm{eV}$，用辐射出的光照射逸出功为 $2.25 \\mathrm{eV}$ 的金属钾，能使钾发生光电效应的光有', '1 种', '2 种', '3 种', '4 种'), 'B', 'solves', 'levels'],
  // absorbed from n=1: 10.2 (→2) yes, 11 no, 12.09 (→3) yes, 14 > 13.6 ionises yes
  [c(`${MULTI}氢原子能级 $E_{1}=-13.6 \\mathrm{eV}$，$E_{2}=-3.4 \\mathrm{eV}$，$E_{3}=-1.51 \\mathrm{eV}$，$E_{4}=-0.85 \\mathrm{eV}$，处于基态的氢原子能吸收的光子能量为`, eV('10.2'), eV('11'), eV('12.09'), eV('14')), 'ACD', 'solves', 'levels'],

  // X: A = 9 + 4 − 12 = 1, Z = 4 + 2 − 6 = 0: neutron
  [c('5. 核反应方程 ${ }_{4}^{9} \\mathrm{Be}+{ }_{2}^{4} \\mathrm{He} \\rightarrow{ }_{6}^{12} \\mathrm{C}+\\mathrm{X}$ 中，X 表示 $(\\quad)$', '质子', '中子', '电子', '$\\alpha$ 粒子'), 'B', 'solves', 'nuclear'],
  // X: A = 14 + 4 − 17 = 1, Z = 7 + 2 − 8 = 1: proton
  [c('卢瑟福用 $\\alpha$ 粒子轰击氮核发现质子，核反应方程为 ${ }_{7}^{14} \\mathrm{N}+{ }_{2}^{4} \\mathrm{He} \\rightarrow{ }_{8}^{17} \\mathrm{O}+\\mathrm{X}$，其中 X 是', '中子', '质子', '电子', '正电子'), 'B', 'solves', 'nuclear'],
  // k = 235 + 1 − 144 − 89 = 3 (charges 92 = 56 + 36)
  [c('铀核裂变的一种核反应方程为 ${ }_{92}^{235} \\mathrm{U}+{ }_{0}^{1} \\mathrm{n} \\rightarrow{ }_{56}^{144} \\mathrm{Ba}+{ }_{36}^{89} \\mathrm{Kr}+k{ }_{0}^{1} \\mathrm{n}$，则 $k$ 的值为', '1', '2', '3', '4'), 'C', 'solves', 'nuclear'],
  // Th-232 → Pb-208: α = 24/4 = 6, β = 2·6 − (90 − 82) = 4
  [c('${ }_{90}^{232} \\mathrm{Th}$（钍）经过一系列 $\\alpha$ 衰变和 $\\beta$ 衰变，变成 ${ }_{82}^{208} \\mathrm{Pb}$（铅），则', '共经过 6 次 $\\alpha$ 衰变和 4 次 $\\beta$ 衰变', '共经过 4 次 $\\alpha$ 衰变和 6 次 $\\beta$ 衰变', '共经过 6 次 $\\alpha$ 衰变和 6 次 $\\beta$ 衰变', '共经过 8 次 $\\alpha$ 衰变和 4 次 $\\beta$ 衰变'), 'A', 'solves', 'nuclear'],
  // Th-234 → Pa-234 + X: A 0, Z −1: electron, β decay
  [c('${ }_{90}^{234} \\mathrm{Th}$ 衰变为 ${ }_{91}^{234} \\mathrm{Pa}$ 的核反应方程为 ${ }_{90}^{234} \\mathrm{Th} \\rightarrow{ }_{91}^{234} \\mathrm{Pa}+\\mathrm{X}$，则 X 为', '质子', '中子', '电子', '$\\alpha$ 粒子'), 'C', 'solves', 'nuclear'],
  // D + T → He + X: A = 2 + 3 − 4 = 1, Z = 1 + 1 − 2 = 0: neutron
  ['氘核和氚核聚变的核反应方程为 ${ }_{1}^{2} \\mathrm{H}+{ }_{1}^{3} \\mathrm{H} \\rightarrow{ }_{2}^{4} \\mathrm{He}+\\mathrm{X}$，则 X 的质量数为____。', 1, 'solves', 'nuclear'],
  // U-238 → Rn-222: α = 16/4 = 4, β = 8 − (92 − 86) = 2
  [c('${ }_{92}^{238} \\mathrm{U}$ 经过 $m$ 次 $\\alpha$ 衰变和 $n$ 次 $\\beta$ 衰变变成 ${ }_{86}^{222} \\mathrm{Rn}$，则', '$m=4$，$n=2$', '$m=2$，$n=4$', '$m=4$，$n=4$', '$m=16$，$n=6$'), 'A', 'solves', 'nuclear'],

  // 15/5 = 3 half-lives: 1/8
  [c('某放射性元素的半衰期为 5 天，经过 15 天后，该元素剩余的质量为原来的', '$\\frac{1}{2}$', '$\\frac{1}{4}$', '$\\frac{1}{8}$', '$\\frac{1}{16}$'), 'C', 'solves', 'halflife'],
  // 24/8 = 3: 16 g / 8 = 2 g
  [c('碘 131 的半衰期约为 8 天，若某药物中含有碘 131 共 $16 \\mathrm{~g}$，经过 24 天后，剩余碘 131 的质量为', '$8 \\mathrm{~g}$', '$4 \\mathrm{~g}$', '$2 \\mathrm{~g}$', '$1 \\mathrm{~g}$'), 'C', 'solves', 'halflife'],
  // left 1/16 = (1/2)^4: t = 4 × 2 h = 8 h
  ['某放射性同位素的半衰期为 2 h，经过____h，该同位素的质量只剩下原来的 $\\frac{1}{16}$。', 8, 'solves', 'halflife'],
  // 75 g of 100 g decayed: 1/4 left, 2 half-lives in 6 days: T = 3 days
  [c('$100 \\mathrm{~g}$ 某放射性元素经过 6 天后，已有 $75 \\mathrm{~g}$ 发生了衰变，则该元素的半衰期为', '2 天', '3 天', '4 天', '6 天'), 'B', 'solves', 'halflife'],
  // 3/4 decayed: 1/4 left, 2 half-lives = 11460 years
  [c('${ }^{14} \\mathrm{C}$ 的半衰期为 5730 年，某古木样品中 ${ }^{14} \\mathrm{C}$ 的含量为现代活植物的 $\\frac{1}{4}$，则该古木距今约', '2865 年', '5730 年', '11460 年', '22920 年'), 'C', 'mayRefuse', 'halflife'],
  // 20 nuclei: a half-life does not say how many of a few nuclei are left
  [c('某放射性元素的半衰期为 4 天，现有该元素的 20 个原子核，经过 4 天后剩下的原子核', '一定是 10 个', '一定是 5 个', '一定是 15 个', '无法确定'), 'D', 'mayRefuse', 'halflife'],

  // U2 = 220 × 1/5 = 44 V, I2 = 44/11 = 4 A, I1 = 4/5 = 0.8 A
  [c('一理想变压器原、副线圈的匝数比 $n_{1}: n_{2}=5: 1$，原线圈接在 $220 \\mathrm{~V}$ 的正弦交流电源上，副线圈接一阻值为 $11 \\Omega$ 的电阻，则原线圈中的电流为', A('0.8'), A('4'), A('20'), A('0.16')), 'A', 'solves', 'transformer'],
  // same: P = U2²/R = 44²/11 = 176 W
  [c('一理想变压器原、副线圈的匝数比为 $5: 1$，原线圈接在电压为 $220 \\mathrm{~V}$ 的交流电源上，副线圈接阻值为 $11 \\Omega$ 的负载电阻，则变压器的输入功率为', '$176 \\mathrm{~W}$', '$44 \\mathrm{~W}$', '$880 \\mathrm{~W}$', '$4400 \\mathrm{~W}$'), 'A', 'solves', 'transformer'],
  // n2 = 1100 × 36/220 = 180
  ['一台理想变压器的原线圈有 1100 匝，接在 220 V 的交流电源上，要使副线圈两端得到 36 V 的电压，副线圈的匝数应为____匝。', 180, 'solves', 'transformer'],
  // U1 = 220√2/√2 = 220 V, U2 = 20 V, I2 = 2 A, P = 40 W; f = 100π/(2π) = 50 Hz, D false
  [c(`${MULTI}理想变压器原、副线圈匝数比为 $11: 1$，原线圈接 $u=220 \\sqrt{2} \\sin 100 \\pi t(\\mathrm{V})$ 的交流电，副线圈接 $R=10 \\Omega$ 的电阻，则`, '副线圈两端电压的有效值为 $20 \\mathrm{~V}$', '通过电阻 $R$ 的电流为 $2 \\mathrm{~A}$', '变压器的输入功率为 $40 \\mathrm{~W}$', '交流电的频率为 $100 \\mathrm{~Hz}$'), 'ABC', 'solves', 'transformer'],
  // I1/I2 = n2/n1: I1 = 2 × 1/10 = 0.2 A
  [c('理想变压器原、副线圈匝数之比为 $10: 1$，副线圈中的电流为 $2 \\mathrm{~A}$，则原线圈中的电流为', A('0.2'), A('2'), A('20'), A('0.02')), 'A', 'solves', 'transformer'],
  // lamp 12 V 6 W normal: n1:n2 = 220:12 = 55:3, I1 = 6/220 ≈ 0.027 A
  [c('一理想变压器原线圈接 $220 \\mathrm{~V}$ 交流电，副线圈接一只标有“$12 \\mathrm{~V} \\ 6 \\mathrm{~W}$”的灯泡，灯泡恰好正常发光，则原、副线圈的匝数比为', '$55: 3$', '$3: 55$', '$110: 3$', '$11: 6$'), 'A', 'mayRefuse', 'transformer'],

  // v ∝ r^(-1/2): v_A : v_B = √(4/1) = 2 : 1
  [c('两颗人造地球卫星 A、B 绕地球做匀速圆周运动，轨道半径之比 $r_{A}: r_{B}=1: 4$，则它们的线速度大小之比 $v_{A}: v_{B}$ 为', '$1: 2$', '$2: 1$', '$1: 4$', '$4: 1$'), 'B', 'solves', 'orbit'],
  // T ∝ r^(3/2): 1 : 8
  [c('两颗人造卫星绕地球做匀速圆周运动，它们的轨道半径之比为 $1: 4$，则它们的周期之比为', '$1: 8$', '$8: 1$', '$1: 4$', '$1: 16$'), 'A', 'solves', 'orbit'],
  // a ∝ r^-2: 16 : 1
  [c('卫星甲、乙绕地球做匀速圆周运动，轨道半径之比 $r_{甲}: r_{乙}=1: 4$，则它们的向心加速度之比 $a_{甲}: a_{乙}$ 为', '$16: 1$', '$1: 16$', '$4: 1$', '$1: 4$'), 'A', 'solves', 'orbit'],
  // g ∝ M/R²: 2/4 = 1/2
  [c('某行星的质量是地球质量的 2 倍，半径是地球半径的 2 倍，则该行星表面的重力加速度是地球表面重力加速度的', '$\\frac{1}{2}$ 倍', '1 倍', '2 倍', '4 倍'), 'A', 'solves', 'orbit'],
  // v1 ∝ √(M/R): √(8/2) = 2
  [c('某星球的质量是地球质量的 8 倍，半径是地球半径的 2 倍，则该星球的第一宇宙速度是地球第一宇宙速度的', '2 倍', '4 倍', '$\\frac{1}{2}$', '$2 \\sqrt{2}$ 倍'), 'A', 'solves', 'orbit'],
  // v = √(gR) = √(10 × 6.4e6) = 8000 m/s
  ['已知地球半径 $R=6400 \\mathrm{~km}$，地球表面的重力加速度 $g=10 \\mathrm{~m} / \\mathrm{s}^{2}$，则地球的第一宇宙速度为____$\\mathrm{km} / \\mathrm{s}$。', 8, 'solves', 'orbit'],
  // height R: r = 2R, a = g (R/2R)² = g/4 = 2.5 m/s²
  [c('一颗人造卫星在离地面高度等于地球半径的圆形轨道上运行，地球表面的重力加速度 $g=10 \\mathrm{~m} / \\mathrm{s}^{2}$，则卫星的向心加速度为', '$2.5 \\mathrm{~m} / \\mathrm{s}^{2}$', '$5 \\mathrm{~m} / \\mathrm{s}^{2}$', '$10 \\mathrm{~m} / \\mathrm{s}^{2}$', '$1.25 \\mathrm{~m} / \\mathrm{s}^{2}$'), 'A', 'solves', 'orbit'],
  // ω ∝ r^(-3/2): ω_A : ω_B = (4)^(3/2) = 8 : 1
  [c('两颗卫星 A、B 绕地球做匀速圆周运动，轨道半径之比 $r_{A}: r_{B}=1: 4$，则它们的角速度之比 $\\omega_{A}: \\omega_{B}$ 为', '$8: 1$', '$1: 8$', '$2: 1$', '$4: 1$'), 'A', 'solves', 'orbit'],
];
