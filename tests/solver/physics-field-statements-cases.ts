/**
 * Statement questions about charges and currents in fields, written fresh in the wordings papers use: a charged
 * particle circling in a uniform magnetic field when B, v or its kinetic energy change, the Ampère force, the Lorentz
 * force never doing work, a charge's potential energy in an electric field, the cyclotron, E = BLv and Lenz's law told
 * in words. `answer` is the letter worked by hand, or null when the question must be refused (a figure decides an
 * option, an option is told in words no relationship settles). `answered` records whether the solver answers it
 * today: an answered probe that becomes refused fails, and so does any other letter.
 */
export interface FieldStatementProbe {
  topic: string;
  text: string;
  answer: string | null;
  answered: boolean;
}

const choice = (stem: string, ...options: string[]) => [stem, ...options.map((o, i) => `${'ABCD'[i]}. ${o}`)].join('\n');

export const FIELD_STATEMENT_PROBES: FieldStatementProbe[] = [
  // A charged particle circling in a uniform magnetic field: r = mv/(qB), T = 2πm/(qB), ω = qB/m.
  {
    topic: 'circle',
    text: choice(
      '一带电粒子（重力不计）的速度方向与磁场方向垂直，它从磁感应强度较大的匀强磁场区域进入磁感应强度较小的匀强磁场区域后，粒子的（ ）',
      '速率增大，轨道半径增大',
      '速率不变，轨道半径增大',
      '速率不变，周期减小',
      '动能减小，角速度减小',
    ),
    answer: 'B',
    answered: true,
  },
  {
    topic: 'circle',
    text: choice(
      '两相邻的匀强磁场区域磁感应强度大小不同、方向平行，一个不计重力的带电粒子垂直磁场方向运动，从较强磁场区域进入较弱磁场区域后，粒子的（ ）',
      '轨道半径减小，角速度增大',
      '轨道半径减小，角速度减小',
      '轨道半径增大，角速度增大',
      '轨道半径增大，角速度减小',
    ),
    answer: 'D',
    answered: true,
  },
  {
    topic: 'circle',
    text: choice(
      '电子在匀强磁场中做匀速圆周运动，若只将磁感应强度增大为原来的 2 倍，则（ ）',
      '轨道半径变为原来的 2 倍',
      '周期变为原来的一半',
      '角速度变为原来的一半',
      '速率变为原来的 2 倍',
    ),
    answer: 'B',
    answered: true,
  },
  {
    topic: 'circle',
    text: choice(
      '质子垂直射入匀强磁场中做匀速圆周运动，若仅减小磁感应强度，下列说法正确的是（ ）',
      '轨道半径增大',
      '运动周期减小',
      '运动频率增大',
      '所受洛伦兹力增大',
    ),
    answer: 'A',
    answered: true,
  },
  {
    topic: 'circle',
    text: choice(
      '带电粒子在匀强磁场中做匀速圆周运动，若只使粒子的动能变为原来的 4 倍，则（ ）',
      '轨道半径变为原来的 2 倍',
      '轨道半径变为原来的 4 倍',
      '周期变为原来的 2 倍',
      '角速度变为原来的 2 倍',
    ),
    answer: 'A',
    answered: true,
  },
  {
    topic: 'circle',
    text: choice(
      '关于带电粒子在匀强磁场中做匀速圆周运动（速度方向与磁场垂直），下列说法正确的是（ ）',
      '粒子的速率越大，周期越大',
      '粒子的周期与速率无关',
      '磁感应强度越大，轨道半径越大',
      '粒子的角速度与磁感应强度无关',
    ),
    answer: 'B',
    answered: true,
  },
  {
    topic: 'circle',
    text: choice(
      '一个带电粒子在匀强磁场中做匀速圆周运动，若只将它的速率减小为原来的一半，下列说法错误的是（ ）',
      '轨道半径变为原来的一半',
      '周期不变',
      '所受洛伦兹力变为原来的一半',
      '角速度变为原来的一半',
    ),
    answer: 'D',
    answered: true,
  },
  // Refused: 「速度」 alone (the velocity turns all the time), an angle to the field, a second field, a figure.
  {
    topic: 'circle',
    text: choice(
      '一带电粒子垂直磁场方向运动，从磁感应强度较强的匀强磁场区域进入较弱的区域后，粒子的（ ）',
      '速度不变',
      '轨道半径增大',
      '周期增大',
      '角速度增大',
    ),
    answer: null,
    answered: false,
  },
  {
    topic: 'circle',
    text: choice(
      '带电粒子以与磁场方向成 30° 角的速度射入匀强磁场，若只增大磁感应强度，则（ ）',
      '轨道半径增大',
      '轨道半径减小',
      '周期增大',
      '粒子的速率增大',
    ),
    answer: null,
    answered: false,
  },
  {
    topic: 'circle',
    text: choice(
      '如图所示，带电粒子从 a 点垂直射入匀强磁场，从 b 点射出，若只增大粒子的速度，则（ ）',
      '粒子在磁场中运动的时间变长',
      '粒子在磁场中运动的时间变短',
      '粒子仍从 b 点射出',
      '粒子一定带正电',
    ),
    answer: null,
    answered: false,
  },
  {
    topic: 'circle',
    text: choice(
      '区域Ⅰ中匀强磁场的磁感应强度是区域Ⅱ中的 k 倍，两个速率相同的电子分别在两区域中做匀速圆周运动。与Ⅰ中的电子相比，Ⅱ中的电子（ ）',
      '轨道半径是Ⅰ中的 k 倍',
      '加速度的大小是Ⅰ中的 k 倍',
      '做圆周运动的周期是Ⅰ中的 k 倍',
      '做圆周运动的角速度与Ⅰ中的相等',
    ),
    answer: 'AC',
    answered: false,
  },
  // The Ampère force: F = BIL sin θ, perpendicular to B and to the wire.
  {
    topic: 'ampere',
    text: choice(
      '关于通电直导线在匀强磁场中受到的安培力，下列说法正确的是（ ）',
      '安培力的方向一定与磁场方向垂直',
      '安培力的方向可以与导线不垂直',
      '安培力的大小与导线和磁场方向的夹角无关',
      '把导线从中点弯成直角，安培力的大小一定变为原来的一半',
    ),
    answer: 'A',
    answered: true,
  },
  {
    topic: 'ampere',
    text: choice(
      '关于磁感应强度和安培力，下列说法正确的是（ ）',
      '通电导线在某处不受安培力，则该处的磁感应强度一定为零',
      '磁感应强度的方向就是通电导线所受安培力的方向',
      '安培力的方向既与磁场方向垂直，又与电流方向垂直',
      '由 B = F/(IL) 可知，B 与 F 成正比',
    ),
    answer: 'C',
    answered: true,
  },
  {
    topic: 'ampere',
    text: choice(
      '长为 L 的通电直导线垂直磁场放在匀强磁场中，若只将导线中的电流增大为原来的 2 倍，则导线所受的安培力（ ）',
      '变为原来的 2 倍',
      '变为原来的 4 倍',
      '变为原来的一半',
      '不变',
    ),
    answer: 'A',
    answered: true,
  },
  {
    topic: 'ampere',
    text: choice(
      '如图所示，通电直导线放在匀强磁场中，下列说法正确的是（ ）',
      '导线所受安培力的方向向左',
      '导线所受安培力的方向向右',
      '安培力的方向一定与磁场方向垂直',
      '安培力的方向与电流方向相同',
    ),
    answer: null,
    answered: false,
  },
  // The Lorentz force never does work.
  {
    topic: 'lorentz',
    text: choice(
      '关于洛伦兹力，下列说法正确的是（ ）',
      '运动电荷在磁场中一定受到洛伦兹力',
      '洛伦兹力对运动电荷不做功',
      '洛伦兹力可以改变带电粒子的动能',
      '运动电荷在某处不受洛伦兹力，则该处的磁感应强度一定为零',
    ),
    answer: 'B',
    answered: true,
  },
  {
    topic: 'lorentz',
    text: choice(
      '关于带电粒子所受的洛伦兹力，下列说法错误的是（ ）',
      '洛伦兹力不改变带电粒子速度的大小',
      '洛伦兹力对带电粒子做正功',
      '洛伦兹力的方向总与粒子速度方向垂直',
      '洛伦兹力的方向总与磁场方向垂直',
    ),
    answer: 'B',
    answered: true,
  },
  {
    topic: 'lorentz',
    text: choice(
      '关于洛伦兹力，下列说法正确的是（ ）',
      '洛伦兹力对运动电荷不做功，所以运动电荷的动能一定不变',
      '洛伦兹力对带电粒子做负功',
      '洛伦兹力可以改变带电粒子的动能',
      '电荷在磁场中一定受到洛伦兹力',
    ),
    answer: null,
    answered: false,
  },
  // A charge in an electric field: W = −ΔEp, Ep = qφ, potential falls along a field line.
  {
    topic: 'potential-energy',
    text: choice(
      '关于电场力做功与电势能的变化，下列说法正确的是（ ）',
      '电场力对电荷做正功，电荷的电势能一定增加',
      '正电荷沿电场线方向移动，电势能减少',
      '负电荷沿电场线方向移动，电场力做正功',
      '负电荷从电势低处移到电势高处，电势能增加',
    ),
    answer: 'B',
    answered: true,
  },
  {
    topic: 'potential-energy',
    text: choice(
      '下列关于电势能的说法中错误的是（ ）',
      '正电荷在电势高处电势能大',
      '负电荷在电势高处电势能大',
      '电场力对电荷做负功，电荷的电势能增加',
      '正电荷所受电场力的方向与该点电场强度的方向相同',
    ),
    answer: 'B',
    answered: true,
  },
  {
    topic: 'potential-energy',
    text: choice(
      '如图所示，一带电粒子仅在电场力作用下沿虚线从 a 运动到 b，下列说法正确的是（ ）',
      '粒子带正电',
      '粒子在 a 点的电势能大于在 b 点的电势能',
      '电场力对粒子做正功',
      '电场力做正功，粒子的电势能减少',
    ),
    answer: null,
    answered: false,
  },
  {
    topic: 'potential-energy',
    text: choice(
      '关于电荷在电场中的电势能，下列说法正确的是（ ）',
      '电荷量越大的电荷，电势能越大',
      '正电荷沿电场线方向移动，电势能减少',
      '负电荷逆着电场线方向移动，电势能增加',
      '电场力对电荷做负功，电荷的电势能减少',
    ),
    answer: null,
    answered: false,
  },
  // The cyclotron: E_k max = q²B²R²/(2m), independent of the accelerating voltage.
  {
    topic: 'cyclotron',
    text: choice(
      '关于回旋加速器，下列说法正确的是（ ）',
      '带电粒子从磁场中获得能量',
      '带电粒子获得的最大动能与加速电压无关',
      '加速电压越大，带电粒子获得的最大动能越大',
      '带电粒子获得的最大动能与 D 形盒的半径无关',
    ),
    answer: 'B',
    answered: true,
  },
  {
    topic: 'cyclotron',
    text: choice(
      '如图所示为回旋加速器的示意图，用它加速质子，下列说法正确的是（ ）',
      '若只增大交变电压 U，则质子获得的最大动能增大',
      '若只增大 D 形盒的半径，则质子获得的最大动能增大',
      '若只增大交变电压 U，则质子在加速器中被加速的次数增多',
      '若只增大交变电压 U，则质子获得的最大速度增大',
    ),
    answer: 'B',
    answered: true,
  },
  {
    topic: 'cyclotron',
    text: choice(
      '用回旋加速器加速质子，下列说法正确的是（ ）',
      '若只增大交变电压 U，则质子在回旋加速器中运动的时间变短',
      '质子获得的最大动能与加速电压无关',
      '不改变磁感应强度和交变电流的频率，该加速器也能加速 α 粒子',
      '质子从电场中获得能量',
    ),
    answer: null,
    answered: false,
  },
  {
    topic: 'cyclotron',
    text: choice(
      '关于回旋加速器，下列说法正确的是（ ）',
      '若只增大磁感应强度，则粒子获得的最大动能增大',
      '带电粒子从电场中获得能量',
      '粒子获得的最大动能与加速电压有关',
      '加速电压越大，粒子获得的最大动能越大',
    ),
    answer: null,
    answered: false,
  },
  // Induction told in words: E = BLv, Lenz's law 「来拒去留」.
  {
    topic: 'induction',
    text: choice(
      '导体棒在匀强磁场中垂直切割磁感线，若只将其运动速度增大为原来的 2 倍，则棒中产生的感应电动势（ ）',
      '变为原来的 2 倍',
      '变为原来的 4 倍',
      '不变',
      '变为原来的一半',
    ),
    answer: 'A',
    answered: true,
  },
  {
    topic: 'induction',
    text: choice(
      '关于电磁感应现象，下列说法正确的是（ ）',
      '条形磁铁靠近闭合线圈时，线圈与磁铁相互吸引',
      '条形磁铁远离闭合线圈时，线圈与磁铁相互排斥',
      '感应电流的磁场总是阻碍引起感应电流的磁通量的变化',
      '感应电流的磁场总是与原磁场方向相反',
    ),
    answer: 'C',
    answered: true,
  },
  {
    topic: 'induction',
    text: choice(
      '如图所示，条形磁铁向下插入闭合线圈的过程中，下列说法正确的是（ ）',
      '线圈中感应电流的方向为顺时针（俯视）',
      '线圈中感应电流的方向为逆时针（俯视）',
      '磁铁与线圈相互排斥',
      '磁铁与线圈相互吸引',
    ),
    answer: null,
    answered: false,
  },
  {
    topic: 'induction',
    text: choice(
      '关于感应电动势，下列说法正确的是（ ）',
      '穿过线圈的磁通量越大，感应电动势越大',
      '穿过线圈的磁通量变化越快，感应电动势越大',
      '导体棒切割磁感线的速度越大，感应电动势一定越大',
      '穿过线圈的磁通量为零时，感应电动势一定为零',
    ),
    answer: null,
    answered: false,
  },
];
