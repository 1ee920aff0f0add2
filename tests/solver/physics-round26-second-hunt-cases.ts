/**
 * Round 26, second look-alike hunt on modern physics: the photoelectric equation (E_k against U_c, V against eV, the
 * cut-off frequency, a wavelength instead of a frequency, h in eV·s, a second metal, light too weak to free an electron,
 * an intensity that does not change E_k), hydrogen's levels (one atom against a group, 最多 / 最少, a jump to n = 2,
 * ionisation, an electron's collision against a photon), nuclear equations (X a neutron, proton, electron or positron,
 * coefficients, two unknowns), decay chains (α and β counts, β⁺, neutron numbers, 「错误的是」) and half-lives (days
 * against years, the part decayed against the part left, the daughter's mass, a handful of nuclei). Each worked by hand
 * (working in the comment); null marks an undecidable problem that must be refused.
 */
import { choice as c, type Lookalike } from './lookalike-hunt-shared';

const eV = (x: string) => `$${x} \\mathrm{~eV}$`;
const V = (x: string) => `$${x} \\mathrm{~V}$`;
const g = (x: string) => `$${x} \\mathrm{~g}$`;
const F = (a: number, b: number) => `$\\frac{${a}}{${b}}$`;
const MULTI = '在每小题给出的四个选项中，有多项符合题目要求。';
const LEVELS4 =
  '氢原子能级 $E_{1}=-13.6 \\mathrm{eV}$，$E_{2}=-3.4 \\mathrm{eV}$，$E_{3}=-1.51 \\mathrm{eV}$，$E_{4}=-0.85 \\mathrm{eV}$，';
const LEVELS3 = '氢原子能级 $E_{1}=-13.6 \\mathrm{eV}$，$E_{2}=-3.4 \\mathrm{eV}$，$E_{3}=-1.51 \\mathrm{eV}$，';
const FORMULA = '已知氢原子基态能量 $E_{1}=-13.6 \\mathrm{eV}$，$E_{n}=\\frac{E_{1}}{n^{2}}$，';
const N = (z: number, a: number, s: string) => `{ }_{${z}}^{${a}} \\mathrm{${s}}`;

// biome-ignore format: one problem a line
export const ROUND26_SECOND_HUNT: Lookalike[] = [
  // ——— photoelectric ———
  // E_k = 5.0 − 3.0 = 2.0 eV
  [c('用能量为 $5.0 \\mathrm{~eV}$ 的光子照射某金属表面，该金属的逸出功为 $3.0 \\mathrm{~eV}$，则光电子的最大初动能为', eV('2.0'), eV('3.0'), eV('5.0'), eV('8.0')), 'A', 'solves'],
  // U_c = (4.0 − 2.5) V = 1.5 V
  ['某金属的逸出功为 2.5 eV，用能量为 4.0 eV 的光子照射该金属，则遏止电压为____V。', 1.5, 'solves'],
  // E = eU_c + W = 2.0 + 3.0 = 5.0 eV
  [c('用某单色光照射逸出功为 $3.0 \\mathrm{~eV}$ 的金属，测得遏止电压为 $2.0 \\mathrm{~V}$，则入射光的光子能量为', eV('5.0'), eV('1.0'), eV('2.0'), eV('3.0')), 'A', 'mayRefuse'],
  // the intensity doubled: E_k still 5.0 − 3.0 = 2.0 eV (the 2 of 「2 倍」 is no energy)
  [c('用能量为 $5.0 \\mathrm{~eV}$ 的光照射逸出功为 $3.0 \\mathrm{~eV}$ 的金属，将入射光的强度增大为原来的 2 倍后，光电子的最大初动能为', eV('2.0'), eV('4.0'), eV('1.0'), eV('7.0')), 'A', 'mayRefuse'],
  // 若 the intensity is halved: E_k still 2.0 eV
  [c('用能量为 $5.0 \\mathrm{~eV}$ 的光照射逸出功为 $3.0 \\mathrm{~eV}$ 的金属，若入射光的强度减弱，则光电子的最大初动能为', eV('2.0'), eV('1.0'), eV('0'), eV('5.0')), 'A', 'mayRefuse'],
  // 2.0 eV < 3.0 eV: no photoelectrons at all
  [c('用能量为 $2.0 \\mathrm{~eV}$ 的光子照射逸出功为 $3.0 \\mathrm{~eV}$ 的金属，则光电子的最大初动能为', eV('1.0'), eV('5.0'), eV('3.0'), '不能发生光电效应'), 'D', 'mayRefuse'],
  // the same as a blank: no effect, no stopping voltage
  ['用能量为 2.0 eV 的光子照射逸出功为 3.0 eV 的金属，则遏止电压为____V。', null, 'refuses'],
  // a wavelength: E = hc/λ = 6.63e-34·3e8/(3.0e-7·1.6e-19) = 4.14375 eV; E_k = 2.14375 eV
  ['用波长为 $3.0 \\times 10^{-7} \\mathrm{~m}$ 的光照射逸出功为 $2.0 \\mathrm{~eV}$ 的金属，普朗克常量 $h=6.63 \\times 10^{-34} \\mathrm{~J} \\cdot \\mathrm{s}$，光速 $c=3.0 \\times 10^{8} \\mathrm{~m} / \\mathrm{s}$，元电荷 $e=1.6 \\times 10^{-19} \\mathrm{C}$，发生光电效应，则光电子的最大初动能为____eV。', [2.14, 2.144, 2.14375], 'solves'],
  // h in eV·s: W = hν_c = 4.14e-15 × 5.0e14 = 2.07 eV
  ['某金属发生光电效应的截止频率为 $5.0 \\times 10^{14} \\mathrm{~Hz}$，普朗克常量 $h=4.14 \\times 10^{-15} \\mathrm{eV} \\cdot \\mathrm{s}$，则该金属的逸出功为____eV。', 2.07, 'mayRefuse'],
  // the same in choice form
  [c('某金属发生光电效应的截止频率为 $5.0 \\times 10^{14} \\mathrm{~Hz}$，普朗克常量 $h=4.14 \\times 10^{-15} \\mathrm{eV} \\cdot \\mathrm{s}$，则该金属的逸出功为', eV('2.07'), eV('1.29'), eV('4.14'), eV('0.83')), 'A', 'mayRefuse'],
  // E_k = h(ν − ν_c) = 6.63e-34 × 5e14 = 3.315e-19 J; U_c = 3.315e-19 / 1.6e-19 = 2.07 V
  ['某金属的截止频率为 $5.0 \\times 10^{14} \\mathrm{~Hz}$，用频率为 $1.0 \\times 10^{15} \\mathrm{~Hz}$ 的光照射该金属，普朗克常量 $h=6.63 \\times 10^{-34} \\mathrm{~J} \\cdot \\mathrm{s}$，元电荷 $e=1.6 \\times 10^{-19} \\mathrm{C}$，发生光电效应，则遏止电压为____V。', [2.07, 2.072, 2.0719], 'solves'],
  // a second metal named: which one? undecidable
  [c('用光子能量为 $5.0 \\mathrm{~eV}$ 的光照射某金属，该金属的逸出功为 $3.0 \\mathrm{~eV}$，另一种金属的逸出功为 $2.0 \\mathrm{~eV}$，则光电子的最大初动能为', eV('2.0'), eV('3.0'), eV('1.0'), eV('5.0')), null, 'refuses'],
  // E_k given: U_c = 2.5 V
  ['用光照射某金属发生光电效应，光电子的最大初动能为 2.5 eV，则遏止电压为____V。', 2.5, 'solves'],
  // U_c = 2.0 V: E_k = eU_c = 3.2 × 10^-19 J
  ['用光照射某金属发生光电效应，测得遏止电压为 2.0 V，则光电子的最大初动能为____J。', 3.2e-19, 'mayRefuse'],
  // ν_c = W/h = 2.0 × 1.6e-19 / 6.63e-34 ≈ 4.83 × 10^14 Hz
  ['某金属的逸出功为 2.0 eV，普朗克常量 $h=6.63 \\times 10^{-34} \\mathrm{~J} \\cdot \\mathrm{s}$，则该金属发生光电效应的截止频率为____Hz。', [4.83e14, 4.826e14], 'solves'],
  // the photon energy in joules: 8.0e-19 J = 5.0 eV; E_k = 2.0 eV
  ['用能量为 $8.0 \\times 10^{-19} \\mathrm{~J}$ 的光子照射逸出功为 3.0 eV 的金属发生光电效应，则光电子的最大初动能为____eV。', 2, 'mayRefuse'],
  // E_k in joules among the options: 2.0 eV = 3.2e-19 J
  [c('用能量为 $5.0 \\mathrm{~eV}$ 的光子照射逸出功为 $3.0 \\mathrm{~eV}$ 的金属，则光电子的最大初动能为', '$3.2 \\times 10^{-19} \\mathrm{~J}$', '$8.0 \\times 10^{-19} \\mathrm{~J}$', '$4.8 \\times 10^{-19} \\mathrm{~J}$', '$2.0 \\mathrm{~J}$'), 'A', 'solves'],
  // statements: A true (2.0 eV), B false (U_c = 2.0 V), C false (intensity), D false (2.0 < 3.0)
  [c('用能量为 $5.0 \\mathrm{~eV}$ 的光子照射逸出功为 $3.0 \\mathrm{~eV}$ 的金属，下列说法正确的是', '光电子的最大初动能为 $2.0 \\mathrm{~eV}$', '遏止电压为 $3.0 \\mathrm{~V}$', '增大入射光的强度，光电子的最大初动能增大', '改用能量为 $2.0 \\mathrm{~eV}$ 的光子照射也能发生光电效应'), 'A', 'mayRefuse'],
  // the stopping voltage asked but printed in eV? No: U_c = 2.0 V; the option 「2.0 eV」 is a unit slip, the answer B
  [c('用能量为 $5.0 \\mathrm{~eV}$ 的光子照射某金属表面，该金属的逸出功为 $3.0 \\mathrm{~eV}$，则遏止电压为', eV('2.0'), V('2.0'), V('3.0'), V('8.0')), 'B', 'mayRefuse'],

  // U_c = 2.0 V: E_k = 2.0 eV
  ['用光照射某金属发生光电效应，测得遏止电压为 2.0 V，则光电子的最大初动能为____eV。', 2, 'mayRefuse'],
  // a reverse voltage of 1.0 V: the electrons reach the anode with at most 2.5 − 1.0 = 1.5 eV (not the initial 2.5)
  ['用光照射某金属发生光电效应，光电子的最大初动能为 2.5 eV，在光电管两端加 1.0 V 的反向电压，则到达阳极的光电子的最大动能为____eV。', 1.5, 'mayRefuse'],
  // one photoelectron's energy is not the greatest: undecidable
  ['用光照射某金属发生光电效应，某个光电子的动能为 1.0 eV，则遏止电压为____V。', null, 'refuses'],
  // ——— hydrogen levels ———
  // one atom at n = 4: at most 3 (4→3→2→1)
  [c('一个处于 $n=4$ 能级的氢原子向低能级跃迁时，最多可能发出几种不同频率的光', '3 种', '6 种', '4 种', '1 种'), 'A', 'solves'],
  // a group at n = 4: C(4,2) = 6
  [c('一群处于 $n=4$ 能级的氢原子向低能级跃迁时，最多可能发出几种不同频率的光', '3 种', '6 种', '4 种', '1 种'), 'B', 'solves'],
  // one atom at n = 4: at least one photon (4 → 1 directly)
  [c('一个处于 $n=4$ 能级的氢原子向低能级跃迁时，最少能发出几种不同频率的光', '1 种', '3 种', '6 种', '2 种'), 'A', 'mayRefuse'],
  // to n = 2, not the ground: 13.6 (1/4 − 1/16) = 2.55 eV
  [c('氢原子的能级公式为 $E_{n}=\\frac{E_{1}}{n^{2}}$，$E_{1}=-13.6 \\mathrm{eV}$，氢原子由 $n=4$ 能级跃迁到 $n=2$ 能级时辐射的光子能量为', eV('2.55'), eV('12.75'), eV('0.66'), eV('10.2')), 'A', 'solves'],
  // the same as a blank: 2.55 eV
  [`${FORMULA}氢原子由 $n=4$ 能级跃迁到 $n=2$ 能级时辐射的光子能量为____eV。`, 2.55, 'solves'],
  // 3 → 2: 13.6 (1/4 − 1/9) ≈ 1.89 eV
  [`${FORMULA}氢原子由 $n=3$ 能级跃迁到 $n=2$ 能级时辐射的光子能量为____eV。`, [1.89, 1.8889], 'solves'],
  // ionisation from n = 2: 3.4 eV
  [`${FORMULA}使处于 $n=2$ 能级的氢原子电离，至少需要吸收的光子能量为____eV。`, 3.4, 'solves'],
  // ionisation from the ground: 13.6 eV
  [c(`${FORMULA}使处于基态的氢原子电离，入射光子的能量至少为`, eV('13.6'), eV('10.2'), eV('3.4'), eV('12.09')), 'A', 'mayRefuse'],
  // a group at n = 3 (table 1 … 3): the largest 12.09 eV
  [c(`${LEVELS3}一群处于 $n=3$ 能级的氢原子向低能级跃迁，辐射出的光子的最大能量为`, eV('12.09'), eV('10.2'), eV('1.89'), eV('13.6')), 'A', 'mayRefuse'],
  // a group at n = 4 (formula): longest wavelength = least energy 0.66 eV
  [c('氢原子的能级公式为 $E_{n}=\\frac{E_{1}}{n^{2}}$，$E_{1}=-13.6 \\mathrm{eV}$，一群处于 $n=4$ 能级的氢原子向低能级跃迁，辐射出的波长最长的光子的能量为', eV('0.66'), eV('12.75'), eV('2.55'), eV('10.2')), 'A', 'solves'],
  // one atom at n = 4 and potassium (2.25 eV): at most 2 lines can free electrons (4→2 2.55, 2→1 10.2)
  [c(`一个处于 $n=4$ 能级的氢原子向低能级跃迁，${LEVELS4}用辐射出的光照射逸出功为 $2.25 \\mathrm{eV}$ 的金属钾，能使钾发生光电效应的光最多有`, '1 种', '2 种', '3 种', '4 种'), 'B', 'mayRefuse'],
  // from n = 2: 1.89 (→3) and 2.55 (→4) absorbed; 1.2 and 0.66 not
  [c(`${MULTI}${LEVELS4}处于 $n=2$ 能级的氢原子能吸收的光子能量为`, eV('1.89'), eV('2.55'), eV('1.2'), eV('0.66')), 'AB', 'solves'],
  // the same, 「不能吸收」: CD
  [c(`${MULTI}${LEVELS4}处于 $n=2$ 能级的氢原子不能吸收的光子能量为`, eV('1.89'), eV('2.55'), eV('1.2'), eV('0.66')), 'CD', 'solves'],
  // from the ground: 14 eV ionises (absorbed), 10.2 (→2) absorbed, 11 and 1.89 not
  [c(`${MULTI}${LEVELS4}处于基态的氢原子能吸收的光子能量为`, eV('10.2'), eV('14'), eV('11'), eV('1.89')), 'AB', 'solves'],
  // a photon of 11 eV is not absorbed, an electron of 11 eV can give 10.2 eV: B
  [c(`${LEVELS4}处于基态的氢原子，下列粒子中能使其跃迁到激发态的是`, '能量为 $11 \\mathrm{eV}$ 的光子', '动能为 $11 \\mathrm{eV}$ 的电子', '动能为 $5 \\mathrm{eV}$ 的电子', '能量为 $3.4 \\mathrm{eV}$ 的光子'), 'B', 'mayRefuse'],
  // electrons (not photons) of these kinetic energies colliding: 11 eV can excite (10.2 eV taken), 9, 5, 3 cannot
  [c(`${LEVELS4}用具有下列动能的电子碰撞处于基态的氢原子，氢原子能吸收的能量为`, eV('11'), eV('9'), eV('5'), eV('3')), 'A', 'mayRefuse'],
  // electrons of 11 eV and of 13 eV both excite: with the 多选 instruction, AB
  [c(`${MULTI}${LEVELS4}用具有下列动能的电子碰撞处于基态的氢原子，能使氢原子跃迁到激发态的是`, eV('11'), eV('13'), eV('5'), eV('3')), 'AB', 'mayRefuse'],
  // a group from n = 4 down to n = 2 only: 4→3, 4→2, 3→2, three lines
  [c('一群氢原子从 $n=4$ 能级跃迁到 $n=2$ 能级的过程中，最多能放出几种不同频率的光子', '3 种', '6 种', '2 种', '1 种'), 'A', 'mayRefuse'],
  // the lines ending on n = 2 from a group at n = 4: 4→2 and 3→2
  [c('一群处于 $n=4$ 能级的氢原子向低能级跃迁，发出的光中由高能级跃迁到 $n=2$ 能级的有几种', '2 种', '3 种', '6 种', '1 种'), 'A', 'mayRefuse'],
  // a jump up told as 辐射: the words and the levels disagree
  [`${FORMULA}氢原子由 $n=2$ 能级跃迁到 $n=4$ 能级时辐射的光子能量为____eV。`, null, 'refuses'],
  // a group at n = 3, the greatest energy as a blank: 12.09 eV
  [`${FORMULA}一群处于 $n=3$ 能级的氢原子向低能级跃迁，辐射出的光子的最大能量为____eV。`, [12.09, 12.0889], 'solves'],
  // from n = 3 (table 1 … 4): 0.66 (→4) absorbed, 12.09 ionises (≥ 1.51), 1.0 and 0.5 not (below 0.66, no level)
  [c(`${MULTI}${LEVELS4}处于 $n=3$ 能级的氢原子能吸收的光子能量为`, eV('0.66'), eV('12.09'), eV('1.0'), eV('0.5')), 'AB', 'mayRefuse'],

  // ——— nuclear equations ———
  // 30 = 30 + A, 15 = 14 + Z: X = positron
  [c(`核反应方程 $${N(15, 30, 'P')} \\rightarrow ${N(14, 30, 'Si')}+\\mathrm{X}$ 中，X 为`, '质子', '中子', '电子', '正电子'), 'D', 'solves'],
  // 14 = 14 + A, 6 = 7 + Z: X = electron
  [c(`核反应方程 $${N(6, 14, 'C')} \\rightarrow ${N(7, 14, 'N')}+\\mathrm{X}$ 中，X 为`, '质子', '中子', '电子', '正电子'), 'C', 'solves'],
  // 14 + 1 = 14 + A, 7 + 0 = 6 + Z: X = proton
  [c(`核反应方程 $${N(7, 14, 'N')}+${N(0, 1, 'n')} \\rightarrow ${N(6, 14, 'C')}+\\mathrm{X}$ 中，X 为`, '质子', '中子', '电子', '正电子'), 'A', 'solves'],
  // fusion named: 2 + 3 = 4 + A, 1 + 1 = 2 + Z: neutron
  [c(`氘核和氚核聚变的核反应方程为 $${N(1, 2, 'H')}+${N(1, 3, 'H')} \\rightarrow ${N(2, 4, 'He')}+\\mathrm{X}$，则 X 为`, '质子', '中子', '电子', '正电子'), 'B', 'solves'],
  // 235 + 1 = A + 90 + 10 → A = 136
  [`铀核裂变的一种核反应方程为 $${N(92, 235, 'U')}+${N(0, 1, 'n')} \\rightarrow \\mathrm{X}+${N(38, 90, 'Sr')}+10 ${N(0, 1, 'n')}$，则 X 的质量数为____。`, 136, 'solves'],
  // Z = 92 − 38 = 54, neutrons 136 − 54 = 82
  [`铀核裂变的一种核反应方程为 $${N(92, 235, 'U')}+${N(0, 1, 'n')} \\rightarrow \\mathrm{X}+${N(38, 90, 'Sr')}+10 ${N(0, 1, 'n')}$，则 X 的中子数为____。`, 82, 'solves'],
  // 2 + 3 = 4 + k: k = 1
  [c(`核反应方程 $${N(1, 2, 'H')}+${N(1, 3, 'H')} \\rightarrow ${N(2, 4, 'He')}+k ${N(0, 1, 'n')}$ 中，$k$ 的值为`, '1', '2', '3', '4'), 'A', 'solves'],
  // k electrons (A = 0): k = 1 by charge alone; the kind refuses electrons
  [c(`核反应方程 $${N(90, 234, 'Th')} \\rightarrow ${N(91, 234, 'Pa')}+k ${N(-1, 0, 'e')}$ 中，$k$ 的值为`, '1', '2', '3', '4'), 'A', 'mayRefuse'],
  // the positron's charge number: 1
  [`核反应方程 $${N(15, 30, 'P')} \\rightarrow ${N(14, 30, 'Si')}+\\mathrm{X}$ 中，X 的电荷数为____。`, 1, 'solves'],
  // 4 ¹H → ⁴He + 2X: 4 = 4 + 2A, 4 = 2 + 2Z: X = positron, charge 1
  [`太阳内部的核反应可简化为 $4 ${N(1, 1, 'H')} \\rightarrow ${N(2, 4, 'He')}+2 \\mathrm{X}$，则 X 的电荷数为____。`, 1, 'solves'],
  // two unknowns X and Y with no second equation: undecidable
  [c(`核反应方程 $${N(92, 235, 'U')}+${N(0, 1, 'n')} \\rightarrow \\mathrm{X}+\\mathrm{Y}+3 ${N(0, 1, 'n')}$ 中，X 为`, '质子', '中子', '电子', '正电子'), null, 'refuses'],
  // ²²Na → ²²Ne + X (β⁺): positron
  [c(`$${N(11, 22, 'Na')}$ 发生 $\\beta^{+}$ 衰变的核反应方程为 $${N(11, 22, 'Na')} \\rightarrow ${N(10, 22, 'Ne')}+\\mathrm{X}$，则 X 为`, '质子', '中子', '电子', '正电子'), 'D', 'solves'],

  // ——— decay chains ———
  // ²³⁸U → ²⁰⁶Pb: α = 32/4 = 8, β = 2·8 − 10 = 6
  [c(`$${N(92, 238, 'U')}$ 经过一系列 $\\alpha$ 衰变和 $\\beta$ 衰变，变成 $${N(82, 206, 'Pb')}$，则`, '共经过 8 次 $\\alpha$ 衰变和 6 次 $\\beta$ 衰变', '共经过 6 次 $\\alpha$ 衰变和 8 次 $\\beta$ 衰变', '共经过 8 次 $\\alpha$ 衰变和 10 次 $\\beta$ 衰变', '共经过 10 次 $\\alpha$ 衰变和 6 次 $\\beta$ 衰变'), 'A', 'solves'],
  // ²²²Rn → ²⁰⁶Pb: α = 4, β = 8 − 4 = 4
  [c(`$${N(86, 222, 'Rn')}$ 经过 $m$ 次 $\\alpha$ 衰变和 $n$ 次 $\\beta$ 衰变变成 $${N(82, 206, 'Pb')}$，则`, '$m=4$，$n=4$', '$m=4$，$n=2$', '$m=2$，$n=4$', '$m=8$，$n=4$'), 'A', 'solves'],
  // ²³²Th → ²⁰⁸Pb: neutrons 142 → 126, 16 fewer
  [c(`$${N(90, 232, 'Th')}$ 经过一系列衰变变成 $${N(82, 208, 'Pb')}$，此过程中中子数减少了`, '16 个', '24 个', '8 个', '6 个'), 'A', 'mayRefuse'],
  // 「错误的是」: 6 α and 4 β are true, neutrons −16 true, protons −8 (not 10): D
  [c(`$${N(90, 232, 'Th')}$ 经过一系列衰变变成 $${N(82, 208, 'Pb')}$，下列说法错误的是`, '共经过 6 次 $\\alpha$ 衰变', '共经过 4 次 $\\beta$ 衰变', '中子数减少了 16 个', '质子数减少了 10 个'), 'D', 'mayRefuse'],
  // 「错误的是」 with count options: A (6 α, 4 β) true, B C D false: three wrong for a single choice — refuse
  [c(`$${N(90, 232, 'Th')}$ 经过一系列 $\\alpha$ 衰变和 $\\beta$ 衰变，变成 $${N(82, 208, 'Pb')}$，下列说法错误的是`, '共经过 6 次 $\\alpha$ 衰变和 4 次 $\\beta$ 衰变', '共经过 4 次 $\\alpha$ 衰变和 6 次 $\\beta$ 衰变', '共经过 6 次 $\\alpha$ 衰变和 6 次 $\\beta$ 衰变', '共经过 8 次 $\\alpha$ 衰变和 4 次 $\\beta$ 衰变'), null, 'refuses'],
  // one α decay of ²³⁸U: ²³⁴Th, neutrons 234 − 90 = 144
  [`$${N(92, 238, 'U')}$ 发生一次 $\\alpha$ 衰变后生成新核，新核的中子数为____。`, 144, 'mayRefuse'],
  // β⁺ decays cannot be told from α and β⁻ counts: ²³⁸U → ²⁰⁶Pb with 「β⁺」 named — the usual counts are of β⁻; refuse
  [c(`$${N(92, 238, 'U')}$ 经过 $m$ 次 $\\alpha$ 衰变和 $n$ 次 $\\beta^{+}$ 衰变变成 $${N(82, 206, 'Pb')}$，则`, '$m=8$，$n=6$', '$m=6$，$n=8$', '$m=8$，$n=8$', '$m=6$，$n=6$'), null, 'refuses'],

  // ——— half-lives ———
  // a half-life in years, a time in days: 730 days = 2 years, 1/4
  [c('某放射性元素的半衰期为 1 年，经过 730 天后，剩余的质量为原来的', F(1, 2), F(1, 4), F(1, 8), F(3, 4)), 'B', 'mayRefuse'],
  // 15/5 = 3 half-lives: decayed 7/8
  [c('某放射性元素的半衰期为 5 天，经过 15 天后，已衰变的质量占原来的', F(1, 8), F(7, 8), F(1, 4), F(3, 4)), 'B', 'solves'],
  // 16 g of ²¹⁰Po, 2 half-lives: 12 g of Po decays to 12 × 206/210 ≈ 11.8 g of lead
  [c('钋 210 的半衰期为 138 天，若有钋 210 共 $16 \\mathrm{~g}$，经过 276 天后，生成的铅 206 的质量约为', g('12'), g('11.8'), g('4'), g('8')), 'B', 'mayRefuse'],
  // 2 half-lives of 16 g: 4 g left
  [c('某放射性元素共有 $16 \\mathrm{~g}$，经过 2 个半衰期后，剩余的质量为', g('4'), g('8'), g('12'), g('2')), 'A', 'solves'],
  // 4 nuclei after one half-life: not decidable (statistics)
  [c('氡的半衰期为 3.8 天，若有 4 个氡原子核，经过 3.8 天后剩下的氡原子核的个数为', '2 个', '1 个', '4 个', '不能确定'), 'D', 'mayRefuse'],
  // the same as a blank: must be refused
  ['氡的半衰期为 3.8 天，若有 4 个氡原子核，经过 3.8 天后，还剩____个氡原子核。', null, 'refuses'],
  // 「经过一个半衰期」 with 4 nuclei: refuse
  ['某放射性元素有 4 个原子核，经过一个半衰期后，剩下的原子核个数为____个。', null, 'refuses'],
  // 8 mg after 2 half-lives: 2 mg
  ['某放射性元素的质量为 8 mg，经过 2 个半衰期后，剩余的质量为____mg。', 2, 'solves'],
  // the blank in grams beside a start in mg: 0.002 g (no conversion shown: the kind refuses)
  ['某放射性元素的质量为 8 mg，经过 2 个半衰期后，剩余的质量为____g。', 0.002, 'mayRefuse'],
  // 2 kg, 3 half-lives: 2 × 7/8 = 1.75 kg decayed
  ['某放射性元素的质量为 2 kg，经过 3 个半衰期后，已衰变的质量为____kg。', 1.75, 'mayRefuse'],
  // 1 g of radon, 7.6 / 3.8 = 2 half-lives: 0.25 g left
  ['氡 222 的半衰期为 3.8 天，$1 \\mathrm{~g}$ 氡 222 经过 7.6 天后，剩余的质量为____g。', 0.25, 'solves'],
  // minutes: 6 / 2 = 3 half-lives, 1/8
  [c('某放射性元素的半衰期为 2 min，经过 6 min 后，剩余的原子核数占原来的', F(1, 8), F(1, 3), F(1, 6), F(7, 8)), 'A', 'solves'],
  // a half-life of 2 days and 4 years: far beyond any printed fraction; the options 1/4 are a day/year slip
  [c('某放射性元素的半衰期为 2 天，经过 4 年后，剩余的质量为原来的', F(1, 2), F(1, 4), F(1, 8), F(1, 16)), null, 'refuses'],
  // the start asked from the rest: 4 g after 2 half-lives, 16 g at first
  [c('某放射性元素经过 2 个半衰期后，剩余的质量为 $4 \\mathrm{~g}$，则原来的质量为', g('16'), g('8'), g('2'), g('1')), 'A', 'mayRefuse'],
  // 12 g decayed in 16 days (8-day half-life): 3/4 decayed, 16 g at first
  [c('碘 131 的半衰期约为 8 天，经过 16 天后，已有 $12 \\mathrm{~g}$ 碘 131 发生了衰变，则原有碘 131 的质量为', g('16'), g('12'), g('24'), g('48')), 'A', 'mayRefuse'],
  // 1/8 left: 3 × 5730 = 17190 years
  ['${ }^{14} \\mathrm{C}$ 的半衰期为 5730 年，经过____年，样品中的 ${ }^{14} \\mathrm{C}$ 只剩下原来的 $\\frac{1}{8}$。', 17190, 'solves'],
  // a half-life of 12 h, 1/16 left: 48 h = 2 days
  [c('某放射性同位素的半衰期为 12 h，则该同位素的质量减少为原来的 $\\frac{1}{16}$ 需要的时间为', '2 天', '4 天', '48 天', '8 天'), 'A', 'mayRefuse'],
  // 16 g, 12 days, 1 g left: 4 half-lives, T = 3 days
  [c('$16 \\mathrm{~g}$ 某放射性元素经过 12 天后，还剩 $1 \\mathrm{~g}$ 未衰变，则该元素的半衰期为', '3 天', '4 天', '6 天', '12 天'), 'A', 'solves'],
  // 2 kg with 500 g left after 10 days: 1/4, T = 5 days
  [c('$2 \\mathrm{~kg}$ 某放射性元素经过 10 天后，还剩 $500 \\mathrm{~g}$ 未衰变，则该元素的半衰期为', '2.5 天', '5 天', '10 天', '20 天'), 'B', 'solves'],
  // 16 g, 2 half-lives (8 days each): 12 g decayed
  [c('碘 131 的半衰期约为 8 天，若有碘 131 共 $16 \\mathrm{~g}$，经过 16 天后，已衰变的碘 131 的质量为', g('12'), g('4'), g('8'), g('14')), 'A', 'solves'],
  // decayed as the fraction in days vs the half-life in hours: 24 h = 1 day, 3 days = 3 half-lives... left 1/8
  [c('某放射性元素的半衰期为 24 h，经过 3 天后，剩余的质量为原来的', F(1, 8), F(1, 2), F(1, 72), F(7, 8)), 'A', 'solves'],
];
