/**
 * Gaokao-style choice questions written fresh for the chapters beyond mechanics (fields, circuits, induction,
 * alternating current, heat, light, modern physics), each with its letter worked by hand. `answered` records whether
 * the offline solver answers it today: an answered probe that becomes refused is a regression, and any probe answered
 * with another letter is a wrong answer.
 */
export interface FieldsProbe {
  topic: string;
  text: string;
  answer: string;
  answered: boolean;
}

const choice = (stem: string, ...options: string[]) => [stem, ...options.map((o, i) => `${'ABCD'[i]}. ${o}`)].join('\n');

export const FIELDS_PROBES: FieldsProbe[] = [
  // Electrostatics: Coulomb's law, field of a point charge, capacitors (C = εS/4πkd, Q = CU).
  {
    topic: 'electrostatics',
    text: choice(
      '真空中两个静止的点电荷相距 r 时，它们之间的库仑力大小为 F。若将它们的电荷量都变为原来的 2 倍，距离变为 2r，则它们之间的库仑力大小为（ ）',
      'F/4',
      'F/2',
      'F',
      '4F',
    ),
    answer: 'C',
    answered: true,
  },
  {
    topic: 'electrostatics',
    text: choice(
      '电荷量为 2×10^-8 C 的试探电荷在电场中某点受到的电场力为 4×10^-4 N，则该点的电场强度大小为（ ）',
      '2×10^4 N/C',
      '8×10^-12 N/C',
      '5×10^-5 N/C',
      '2×10^-4 N/C',
    ),
    answer: 'A',
    answered: false,
  },
  {
    topic: 'electrostatics',
    text: choice(
      '一个电容器所带电荷量为 6×10^-6 C，两极板间的电压为 3 V，则它的电容为（ ）',
      '2×10^-6 F',
      '1.8×10^-5 F',
      '5×10^5 F',
      '2 F',
    ),
    answer: 'A',
    answered: false,
  },
  {
    topic: 'electrostatics',
    text: choice(
      '平行板电容器充电后与电源断开，若只增大两极板间的距离，则（ ）',
      '电容增大',
      '两板间电压减小',
      '极板所带电荷量不变',
      '两板间电场强度增大',
    ),
    answer: 'C',
    answered: true,
  },
  {
    topic: 'electrostatics',
    text: choice(
      '关于静电场，下列说法正确的是（ ）',
      '电场线越密的地方电场强度越大',
      '沿电场线方向电势逐渐升高',
      '电场强度为零的地方电势一定为零',
      '电势为零的地方电场强度一定为零',
    ),
    answer: 'A',
    answered: true,
  },
  // Circuits: closed circuit with internal resistance, power, series and parallel.
  {
    topic: 'circuits',
    text: choice('电源电动势为 3 V，内阻为 1 Ω，外接 5 Ω 的电阻，则电路中的电流为（ ）', '0.5 A', '0.6 A', '3 A', '1 A'),
    answer: 'A',
    answered: false,
  },
  {
    topic: 'circuits',
    text: choice('电源电动势为 6 V，内阻为 2 Ω，外电阻为 10 Ω，则路端电压为（ ）', '1 V', '5 V', '6 V', '4 V'),
    answer: 'B',
    answered: true,
  },
  {
    topic: 'circuits',
    text: choice('阻值分别为 6 Ω 和 3 Ω 的两个电阻并联，总电阻为（ ）', '9 Ω', '2 Ω', '4.5 Ω', '18 Ω'),
    answer: 'B',
    answered: true,
  },
  {
    topic: 'circuits',
    text: choice('一个电阻为 4 Ω 的用电器通过的电流为 2 A，则它消耗的电功率为（ ）', '8 W', '16 W', '2 W', '32 W'),
    answer: 'B',
    answered: true,
  },
  {
    topic: 'circuits',
    text: choice('“220 V 100 W”的灯泡正常发光时的电阻为（ ）', '484 Ω', '2.2 Ω', '22000 Ω', '48.4 Ω'),
    answer: 'A',
    answered: true,
  },
  // Magnetism: Ampère force, Lorentz force, radius and period of circular motion.
  {
    topic: 'magnetism',
    text: choice(
      '长 0.5 m 的直导线垂直于磁场放在磁感应强度为 0.2 T 的匀强磁场中，通以 4 A 的电流，导线受到的安培力大小为（ ）',
      '0.4 N',
      '0.1 N',
      '1.6 N',
      '10 N',
    ),
    answer: 'A',
    answered: false,
  },
  {
    topic: 'magnetism',
    text: choice(
      '质子和 α 粒子以相同的速度垂直射入同一匀强磁场中做匀速圆周运动，质子与 α 粒子的轨道半径之比为（ ）',
      '1∶2',
      '2∶1',
      '1∶1',
      '1∶4',
    ),
    answer: 'A',
    answered: true,
  },
  {
    topic: 'magnetism',
    text: choice(
      '带电粒子在匀强磁场中做匀速圆周运动，若只将粒子的速度增大为原来的 2 倍，则（ ）',
      '轨道半径不变，周期不变',
      '轨道半径变为原来的 2 倍，周期不变',
      '轨道半径变为原来的 2 倍，周期变为原来的 2 倍',
      '轨道半径不变，周期变为原来的一半',
    ),
    answer: 'B',
    answered: true,
  },
  {
    topic: 'magnetism',
    text: choice(
      '电荷量为 1.6×10^-19 C 的粒子以 2×10^6 m/s 的速度垂直磁场方向射入 0.5 T 的匀强磁场，它受到的洛伦兹力大小为（ ）',
      '1.6×10^-13 N',
      '3.2×10^-13 N',
      '6.4×10^-13 N',
      '0',
    ),
    answer: 'A',
    answered: false,
  },
  // Electromagnetic induction: EMF of a moving rod, Faraday's law, Lenz's rule.
  {
    topic: 'induction',
    text: choice(
      '长 0.4 m 的导体棒在磁感应强度为 0.5 T 的匀强磁场中以 5 m/s 的速度垂直切割磁感线，产生的感应电动势为（ ）',
      '1 V',
      '0.1 V',
      '4 V',
      '10 V',
    ),
    answer: 'A',
    answered: false,
  },
  {
    topic: 'induction',
    text: choice(
      '一个 100 匝的线圈，穿过它的磁通量在 0.2 s 内由 0.01 Wb 均匀增加到 0.05 Wb，线圈中的感应电动势为（ ）',
      '20 V',
      '0.2 V',
      '2 V',
      '200 V',
    ),
    answer: 'A',
    answered: false,
  },
  {
    topic: 'induction',
    text: choice(
      '面积为 0.2 m^2 的线圈平面与磁感应强度为 0.5 T 的匀强磁场垂直，穿过线圈的磁通量为（ ）',
      '0.1 Wb',
      '0.4 Wb',
      '2.5 Wb',
      '0.7 Wb',
    ),
    answer: 'A',
    answered: false,
  },
  {
    topic: 'induction',
    text: choice(
      '关于感应电流，下列说法正确的是（ ）',
      '感应电流的磁场总是阻碍引起感应电流的磁通量的变化',
      '感应电流的磁场总是与原磁场方向相反',
      '只要导体在磁场中运动，导体中就一定有感应电流',
      '穿过闭合电路的磁通量越大，感应电动势越大',
    ),
    answer: 'A',
    answered: true,
  },
  // Alternating current and transformers.
  {
    topic: 'alternating-current',
    text: choice(
      '理想变压器原、副线圈的匝数比为 10∶1，原线圈接 220 V 的交流电压，则副线圈两端的电压为（ ）',
      '22 V',
      '2200 V',
      '220 V',
      '11 V',
    ),
    answer: 'A',
    answered: false,
  },
  {
    topic: 'alternating-current',
    text: choice('正弦交流电的电压最大值为 311 V，则它的有效值约为（ ）', '220 V', '311 V', '440 V', '156 V'),
    answer: 'A',
    answered: false,
  },
  {
    topic: 'alternating-current',
    text: choice(
      '理想变压器原线圈 1100 匝，副线圈 50 匝，副线圈中的电流为 2.2 A，则原线圈中的电流为（ ）',
      '0.1 A',
      '48.4 A',
      '2.2 A',
      '1 A',
    ),
    answer: 'A',
    answered: true,
  },
  {
    topic: 'alternating-current',
    text: choice('某交变电流的频率为 50 Hz，则它的周期为（ ）', '0.02 s', '0.2 s', '50 s', '0.01 s'),
    answer: 'A',
    answered: false,
  },
  // Heat: the first law ΔU = Q + W with signs, gas laws.
  {
    topic: 'heat',
    text: choice(
      '关于物体的内能，下列说法正确的是（ ）',
      '物体吸收热量，其内能一定增加',
      '外界对物体做功，其内能一定增加',
      '物体吸收热量，同时外界对物体做功，其内能一定增加',
      '物体放出热量，同时对外做功，其内能可能增加',
    ),
    answer: 'C',
    answered: true,
  },
  {
    topic: 'heat',
    text: choice(
      '一定质量的理想气体，下列说法正确的是（ ）',
      '气体绝热膨胀，其内能一定减小',
      '气体绝热压缩，其内能一定减小',
      '气体对外做功，其内能一定减小',
      '气体放出热量，其内能不可能增加',
    ),
    answer: 'A',
    answered: true,
  },
  {
    topic: 'heat',
    text: choice(
      '下列说法中错误的是（ ）',
      '物体从外界吸热，同时对外界做功，内能可能减小',
      '物体向外界放热，同时外界对物体做功，内能可能不变',
      '物体与外界没有热交换，外界对物体做功，内能一定增加',
      '物体对外做功，内能一定减小',
    ),
    answer: 'D',
    answered: true,
  },
  {
    topic: 'heat',
    text: choice(
      '一定质量的理想气体在等温变化中，压强由 1×10^5 Pa 增大到 2×10^5 Pa，原来体积为 4 L，则后来的体积为（ ）',
      '2 L',
      '8 L',
      '4 L',
      '1 L',
    ),
    answer: 'A',
    answered: true,
  },
  {
    topic: 'heat',
    text: choice(
      '下列说法正确的是（ ）',
      '物体放出热量，其内能一定减小',
      '物体吸收热量，同时对外做功，其内能可能不变',
      '物体吸收热量，内能可能不变',
      '外界对物体做功，内能一定增加',
    ),
    answer: 'BC',
    answered: true,
  },
  // Light: the order of the colours, refraction, critical angle, fringe spacing.
  {
    topic: 'optics',
    text: choice(
      '对于红、绿、紫三种单色光，下列说法正确的是（ ）',
      '红光的频率最高',
      '在同一种玻璃中，紫光的折射率最大',
      '在真空中，绿光的传播速度最大',
      '紫光的波长最长',
    ),
    answer: 'B',
    answered: true,
  },
  {
    topic: 'optics',
    text: choice(
      '关于橙、黄、蓝三种单色光，下列说法正确的是（ ）',
      '在同一介质中，橙光的传播速度最大',
      '蓝光光子的能量最小',
      '橙光的频率比蓝光的高',
      '黄光的波长比蓝光的长',
    ),
    answer: 'AD',
    answered: true,
  },
  {
    topic: 'optics',
    text: choice(
      '对于红光和蓝光，下列说法错误的是（ ）',
      '红光的频率比蓝光的低',
      '在同一种介质中，红光的折射率比蓝光的大',
      '红光光子的能量比蓝光光子的小',
      '在同一介质中，红光的波长比蓝光的长',
    ),
    answer: 'B',
    answered: true,
  },
  {
    topic: 'optics',
    text: choice('某种介质的折射率为 √2，光从该介质射向空气时发生全反射的临界角为（ ）', '30°', '45°', '60°', '90°'),
    answer: 'B',
    answered: false,
  },
  {
    topic: 'optics',
    text: choice('光从空气射入某种玻璃，入射角为 60°，折射角为 30°，则该玻璃的折射率为（ ）', '√3', '√2', '√3/3', '2'),
    answer: 'A',
    answered: false,
  },
  {
    topic: 'optics',
    text: choice(
      '用双缝干涉实验测光的波长，双缝间距为 0.2 mm，双缝到屏的距离为 1 m，测得相邻亮条纹间距为 3 mm，则光的波长为（ ）',
      '6×10^-7 m',
      '1.5×10^-7 m',
      '6×10^-4 m',
      '3×10^-7 m',
    ),
    answer: 'A',
    answered: false,
  },
  // Modern physics: the photoelectric effect, energy levels, decay, half-life.
  {
    topic: 'modern',
    text: choice(
      '在光电效应实验中，用频率分别为 ν1、ν2 的两束单色光照射同一种金属，对应的遏止电压分别为 U1 和 U2，光电子的最大初动能分别为 Ek1 和 Ek2，下列说法正确的是（ ）',
      '若 ν_1>ν_2，则一定有 U_1>U_2',
      '若 ν_1>ν_2，则一定有 E_k1<E_k2',
      '若 U_1>U_2，则一定有 E_k1>E_k2',
      '若 ν_1>ν_2，则一定有 hν_1-E_k1>hν_2-E_k2',
    ),
    answer: 'AC',
    answered: true,
  },
  {
    topic: 'modern',
    text: choice(
      '用频率为 ν_a、ν_b 的单色光 a、b 分别照射同一种金属发生光电效应，遏止电压分别为 U_a、U_b，光电子的最大初动能分别为 E_ka、E_kb，下列说法正确的是（ ）',
      '若 U_a>U_b，则一定有 ν_a<ν_b',
      '若 E_ka<E_kb，则一定有 U_a<U_b',
      '若 ν_a<ν_b，则一定有 hν_a-E_ka=hν_b-E_kb',
      '若 ν_a>ν_b，则一定有 E_ka<E_kb',
    ),
    answer: 'BC',
    answered: true,
  },
  {
    topic: 'modern',
    text: choice(
      '某金属的逸出功为 2.3 eV，用能量为 4.5 eV 的光子照射，逸出的光电子的最大初动能为（ ）',
      '2.2 eV',
      '6.8 eV',
      '2.3 eV',
      '4.5 eV',
    ),
    answer: 'A',
    answered: true,
  },
  {
    topic: 'modern',
    text: choice('一群处于 n=4 能级的氢原子向低能级跃迁时，最多能辐射出几种不同频率的光子（ ）', '3 种', '4 种', '6 种', '10 种'),
    answer: 'C',
    answered: true,
  },
  {
    topic: 'modern',
    text: choice('某放射性元素的半衰期为 5 天，64 g 该元素经过 15 天后剩余的质量为（ ）', '8 g', '16 g', '4 g', '32 g'),
    answer: 'A',
    answered: false,
  },
  {
    topic: 'modern',
    text: choice(
      '铀 238 经过一系列衰变变为铅 206（${}_{92}^{238}U → {}_{82}^{206}Pb$），其中 α 衰变的次数为（ ）',
      '8 次',
      '6 次',
      '10 次',
      '4 次',
    ),
    answer: 'A',
    answered: false,
  },
  // Capacitor trends, continued (kept at the end so earlier entries keep their places).
  {
    topic: 'electrostatics',
    text: choice(
      '平行板电容器始终与电源相连，若将两极板间的距离减小，则（ ）',
      '电容减小',
      '两板间电压增大',
      '极板所带电荷量增大',
      '两板间电场强度减小',
    ),
    answer: 'C',
    answered: true,
  },
  {
    topic: 'electrostatics',
    text: choice(
      '平行板电容器充电后断开电源，在两极板间插入电介质，则（ ）',
      '电容减小',
      '极板所带电荷量增大',
      '两板间电压减小',
      '两板间电场强度增大',
    ),
    answer: 'C',
    answered: true,
  },
  // Half-life statements that speak of 化学方法 and 化学状态 are physics, not chemistry.
  {
    topic: 'modern',
    text: choice(
      '下列关于放射性的说法正确的是（ ）',
      '放射性元素的半衰期与温度无关',
      '用化学方法可以改变半衰期',
      '经过两个半衰期放射性元素将全部衰变',
      '氢原子从高能级向低能级跃迁时放出光子',
    ),
    answer: 'AD',
    answered: true,
  },
  {
    topic: 'induction',
    text: choice(
      '关于电磁感应，下列说法正确的是（ ）',
      '感应电流的磁场总是阻碍磁通量的变化',
      '感应电流的磁场总是阻止磁通量的变化',
      '穿过线圈的磁通量为零时，感应电动势一定为零',
      '穿过线圈的磁通量变化越快，感应电动势越大',
    ),
    answer: 'AD',
    answered: true,
  },
];

/** Near misses the statement kinds must not decide: a named process they do not read, a missing same metal. */
export const FIELDS_NEAR_MISSES: string[] = [
  choice(
    '下列说法正确的是（ ）',
    '气体等温膨胀，其内能一定不变',
    '物体吸收热量，其温度一定升高',
    '物体放出热量，其内能一定减小',
    '外界对物体做功，其内能一定增加',
  ),
  choice(
    '用频率为 ν_a、ν_b 的单色光 a、b 分别照射两种不同金属，遏止电压分别为 U_a、U_b，下列说法正确的是（ ）',
    '若 ν_a>ν_b，则一定有 U_a>U_b',
    '若 ν_a<ν_b，则一定有 U_a<U_b',
    '若 U_a>U_b，则一定有 ν_a>ν_b',
    '若 U_a<U_b，则一定有 ν_a<ν_b',
  ),
  choice(
    '一束白光通过三棱镜后发生色散，下列说法正确的是（ ）',
    '红光的折射率最大',
    '紫光的波长最短',
    '紫光的频率最高',
    '红光的偏折程度最大',
  ),
];
