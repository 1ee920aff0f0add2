/**
 * Look-alike statements and questions for the physics principle judges (decision 0084), written in wordings the
 * judges were not built from and aimed at their traps: who does the work, a process named instead of signs, a colour's
 * speed without a medium, a beam's intensity against a photon's energy, a law stated almost right, 「一定」 against
 * 「可能」, two changes to a capacitor, one atom against a group, chemistry told with 光, 电子 and 能级. Every verdict
 * and letter was worked by hand from the textbook (人教版 选择性必修 2–3); a judge may stay undecided, never disagree.
 */
export interface LookalikeStatement {
  /** The option as printed. */
  option: string;
  /** The question it sits under (the judges may read the listed colours, the metal, the capacitor's source). */
  stem: string;
  truth: boolean;
}

export interface LookalikeQuestion {
  text: string;
  /** The right letters, or null when the question must be refused (a situation the judges cannot see). */
  answer: string | null;
}

const GENERAL = '关于热现象，下列说法正确的是';
const LIGHT = '关于红、黄、绿、蓝、紫五种单色光，下列说法正确的是';
const FIELD = '下列说法正确的是';
const METAL = '用 a、b 两种单色光分别照射同一种金属，都能产生光电子，测得遏止电压和最大初动能，下列说法正确的是';
const CUT = '平行板电容器充电后与电源断开，再增大两板间的距离，则';
const KEPT = '平行板电容器始终与电源相连，将一块云母片插入两板间，则';

const s = (option: string, stem: string, truth: boolean): LookalikeStatement => ({ option, stem, truth });

export const LOOKALIKE_STATEMENTS: LookalikeStatement[] = [
  // First law: who does the work, and how sure the claim is.
  s('气体对外做功，内能一定减少', GENERAL, false),
  s('外界对气体做功，气体的内能一定增加', GENERAL, false),
  s('物体吸热，内能一定增加', GENERAL, false),
  s('物体吸收热量，其内能可能减少', GENERAL, true),
  s('物体吸收热量，内能不一定增加', GENERAL, true),
  s('气体绝热膨胀，内能一定减小', GENERAL, true),
  s('气体绝热压缩，内能一定增加', GENERAL, true),
  s('一定质量的理想气体，吸收热量，内能可能不变', GENERAL, true),
  s('物体放出热量，同时对外做功，内能一定减少', GENERAL, true),
  s('物体吸热同时外界对其做功，内能一定增加', GENERAL, true),
  s('气体对外界做功，同时吸收热量，内能可能不变', GENERAL, true),
  s('外界对气体做功，气体放出热量，内能可能不变', GENERAL, true),
  s('气体向外界放热，内能一定减少', GENERAL, false),
  s('气体从外界吸热，对外界做功，内能一定增加', GENERAL, false),
  s('若气体既不吸热也不放热，对外做功，则内能一定减少', GENERAL, true),
  s('物体与外界没有热交换，其内能不可能增加', GENERAL, false),
  s('物体对外做功，其内能不可能增加', GENERAL, false),
  s('物体放出热量，内能一定不增加', GENERAL, false),
  s('理想气体等温膨胀，内能不变', GENERAL, true),
  s('一定质量的理想气体等温压缩，内能一定不变', GENERAL, true),
  s('理想气体温度升高，内能一定增大', GENERAL, true),
  s('温度高的物体内能一定大', GENERAL, false),
  s('对气体做功，气体内能一定增加', GENERAL, false),
  s('气体膨胀，内能一定减少', GENERAL, false),
  s('气体吸收热量，温度一定升高', GENERAL, false),
  s('物体内能增加，一定吸收了热量', GENERAL, false),
  s('外界对气体做负功，气体内能一定减少', GENERAL, false),
  s('做功和热传递都可以改变物体的内能', GENERAL, true),
  // Colours of light: where the speed is taken, a beam's energy, colours not listed, 蓝紫.
  s('在真空中，红光的传播速度比紫光大', LIGHT, false),
  s('红光在真空中的传播速度比紫光大', LIGHT, false),
  s('在真空中，各种色光的传播速度都相同', LIGHT, true),
  s('红光与紫光在真空中的速度相等', LIGHT, true),
  s('在玻璃中，红光的传播速度比紫光大', LIGHT, true),
  s('红光的传播速度比紫光大', LIGHT, false),
  s('红光和紫光在水中的传播速度相同', LIGHT, false),
  s('在同一种玻璃中，紫光的传播速度比红光大', LIGHT, false),
  s('在同一介质中，红光的传播速度最大', LIGHT, true),
  s('红光比紫光更容易发生衍射', LIGHT, true),
  s('红光的波长比紫光的长', LIGHT, true),
  s('紫光的光子能量比红光的大', LIGHT, true),
  s('紫光的能量比红光的大', LIGHT, false),
  s('蓝光的频率比紫光高', LIGHT, false),
  s('在同一介质中，红光的折射率比紫光大', LIGHT, false),
  s('在同一介质中，红光的波长比紫光短', LIGHT, false),
  s('在真空中，红光的波长比紫光长', LIGHT, true),
  s('红光的临界角比紫光的小', LIGHT, false),
  s('黄光的频率比绿光高', LIGHT, false),
  s('蓝紫光的频率比红光高', LIGHT, true),
  s('红光的频率比蓝紫光低', LIGHT, true),
  s('红外线的波长比紫外线长', LIGHT, true),
  s('橙光的频率最低', LIGHT, false),
  s('蓝光的波长最短', LIGHT, false),
  s('紫光的频率最高', '关于红光和蓝光，下列说法正确的是', false),
  s('红光的强度比紫光的大', LIGHT, false),
  s('从同种玻璃射向空气，红光的临界角比紫光小', LIGHT, false),
  // Two lights on one metal: intensity moves the current, not the energy.
  s('若ν_a>ν_b，则一定有U_a>U_b', METAL, true),
  s('若λ_a>λ_b，则一定有E_ka>E_kb', METAL, false),
  s('若U_a>U_b，则一定有ν_a>ν_b', METAL, true),
  s('若E_ka<E_kb，则一定有λ_a>λ_b', METAL, true),
  s('若ν_a>ν_b，则一定有hν_a-E_ka>hν_b-E_kb', METAL, false),
  s('若ν_a>ν_b，则一定有hν_a-E_ka=hν_b-E_kb', METAL, true),
  s('若a光的强度大于b光，则一定有E_ka>E_kb', METAL, false),
  s('若ν_a>ν_b，则可能有E_ka<E_kb', METAL, false),
  s('增大入射光的强度，光电子的最大初动能增大', METAL, false),
  s('入射光的频率低于截止频率时，增大光强也不能发生光电效应', METAL, true),
  s('若ν_a>ν_b，则一定有U_a>U_b', '用 a、b 两种单色光分别照射甲、乙两种金属，都能产生光电子，下列说法正确的是', false),
  // Laws stated almost right.
  s('感应电流的磁场总是与原磁场方向相反', FIELD, false),
  s('感应电流的磁场方向总是与原磁场方向相反', FIELD, false),
  s('感应电流的磁场可能与原磁场方向相同', FIELD, true),
  s('感应电流的磁场总是阻碍原磁场', FIELD, false),
  s('感应电流的磁场总要阻碍引起感应电流的磁通量的变化', FIELD, true),
  s('布朗运动就是分子的运动', FIELD, false),
  s('布朗运动是液体分子的无规则运动', FIELD, false),
  s('布朗运动是固体小颗粒分子的运动', FIELD, false),
  s('布朗运动反映了固体微粒分子的无规则运动', FIELD, false),
  s('布朗运动是悬浮微粒的无规则运动', FIELD, true),
  s('悬浮颗粒越大，布朗运动越明显', FIELD, false),
  s('温度是分子平均动能的标志', FIELD, true),
  s('温度是分子动能的标志', FIELD, false),
  s('半衰期与温度有关', FIELD, false),
  s('放射性元素的半衰期与温度、压强无关', FIELD, true),
  s('升高温度可以使放射性元素的半衰期变短', FIELD, false),
  s('经过两个半衰期，放射性元素全部衰变', FIELD, false),
  s('放射性元素的原子核无法全部衰变完', FIELD, true),
  s('放射性元素的原子核难以在有限时间内全部衰变', FIELD, true),
  s('电场强度为零处电势一定为零', FIELD, false),
  s('电场强度为零的地方，电势不一定为零', FIELD, true),
  s('电场强度处处相同的区域内，电势也处处相同', FIELD, false),
  s('沿电场线方向电势逐渐降低', FIELD, true),
  s('沿电场线方向电场强度逐渐减小', FIELD, false),
  s('洛伦兹力对电荷做功', FIELD, false),
  s('洛伦兹力对运动电荷不做功', FIELD, true),
  s('洛伦兹力不改变带电粒子的速度', FIELD, false),
  s('安培力对通电导线一定不做功', FIELD, false),
  s('安培力的方向总是与磁场方向垂直', FIELD, true),
  s('磁通量为零时，感应电动势一定为零', FIELD, false),
  s('磁通量变化越快，感应电动势越大', FIELD, true),
  s('热量不能从低温物体传到高温物体', FIELD, false),
  s('热量不可能自发地从低温物体传到高温物体', FIELD, true),
  s('热量可以自发地从低温物体传到高温物体', FIELD, false),
  s('第二类永动机违背能量守恒定律', FIELD, false),
  s('第二类永动机不违背能量守恒定律', FIELD, true),
  s('氢原子从高能级跃迁到低能级时吸收光子', FIELD, false),
  s('氢原子从基态跃迁到激发态时，可以吸收任意频率的光子', FIELD, false),
  s('核子单独存在时的总质量小于原子核的质量', FIELD, false),
  s('原子核的质量大于组成它的核子的质量之和', FIELD, false),
  s('光的偏振现象说明光是纵波', FIELD, false),
  s('光电效应说明光具有粒子性，光的衍射说明光具有波动性', FIELD, true),
  s('电场线与等势面垂直，而沿电场线方向电势升高', FIELD, false),
  s('因为感应电流的磁场总阻碍磁通量的变化，所以感应电流的磁场与原磁场方向相反', FIELD, false),
  s('观察者与波源相互靠近时，波源发出的频率变大', FIELD, false),
  s('观察者与波源相互远离时，接收到的频率变低', FIELD, true),
  // Capacitors: the source, two changes, a metal plate.
  s('电容器的电容减小', CUT, true),
  s('两板间电压增大', CUT, true),
  s('板间电场强度不变', CUT, true),
  s('电容器所带电荷量减少', CUT, false),
  s('电容器所带电荷量增加', KEPT, true),
  s('两板间电压不变', KEPT, true),
  s('板间电场强度增大', KEPT, false),
  s('电容器的电容增大', '平行板电容器充电后与电源断开，将一块金属板插入两板间，则', true),
  s('两板间电压增大', '平行板电容器充电后与电源断开，增大两板间的距离，同时插入电介质，则', false),
  s('电容器所带电荷量减少', '平行板电容器充电后断开开关S，然后将两板间距离增大，接着重新闭合开关S，则', false),
  s('板间电场强度增大', '平行板电容器充电后断开S，将两板间距离减小，则', false),
  // A second round of wordings.
  s('外界对物体做功，物体的内能可能减少', GENERAL, true),
  s('物体对外界做功，物体的内能可能增加', GENERAL, true),
  s('气体的内能一定减少，如果它对外做功', GENERAL, false),
  s('物体吸收热量且对外做功，则内能一定增加', GENERAL, false),
  s('物体既吸热又对外做功，内能可能不变', GENERAL, true),
  s('绝热过程中，外界对气体做功，内能一定增加', GENERAL, true),
  s('气体被压缩，同时向外界放热，内能一定增加', GENERAL, false),
  s('气体吸热后温度一定升高', GENERAL, false),
  s('在同一介质中，紫光的临界角最大', LIGHT, false),
  s('红光的光子能量比紫光的光子能量大', LIGHT, false),
  s('红光和紫光的光子能量相同', LIGHT, false),
  s('在真空中，各种色光的波长相同', LIGHT, false),
  s('各种色光在真空中的波长都相同', LIGHT, false),
  s('在真空中，各种色光的频率都相等', LIGHT, false),
  s('在同一介质中，各种色光的传播速度相同', LIGHT, false),
  s('在同一介质中，红光与紫光的折射率相同', LIGHT, false),
  s('若红光能使某金属发生光电效应，则紫光也一定能', LIGHT, true),
  s('在同一双缝干涉装置中，紫光的条纹间距比红光大', LIGHT, false),
  s('若λ_a<λ_b，则一定有U_a>U_b', METAL, true),
  s('电场线是电荷在电场中的运动轨迹', FIELD, false),
  s('电场线可能相交', FIELD, false),
  s('电场强度的方向就是电势降低的方向', FIELD, false),
  s('通电导线所受安培力的方向与磁场方向相同', FIELD, false),
  s('安培力的方向可以不垂直于磁场方向', FIELD, false),
  s('洛伦兹力的方向总是与粒子的速度方向垂直', FIELD, true),
  s('洛伦兹力只改变速度的方向，不改变速度的大小', FIELD, true),
  s('只要闭合电路中有磁通量，就有感应电流', FIELD, false),
  s('只要穿过闭合电路的磁通量发生变化，电路中就一定有感应电流', FIELD, true),
  s('只要导体在磁场中运动，导体中就有感应电流', FIELD, false),
  s('布朗运动是悬浮在液体中的固体颗粒的无规则运动', FIELD, true),
  s('布朗运动是悬浮在液体中的固体颗粒分子的无规则运动', FIELD, false),
  s('放射性元素的半衰期与原子所处的化学状态无关', FIELD, true),
  s('放射性元素的半衰期随温度升高而减小', FIELD, false),
  s('若有4个氡原子核，经过两个半衰期后一定全部衰变', FIELD, false),
  s('4个氡原子核经过两个半衰期后一定只剩下1个', FIELD, false),
  s('β衰变中释放的电子是原子核外的电子', FIELD, false),
  s('氢原子由高能级向低能级跃迁时放出光子', FIELD, true),
  s('氢原子从激发态跃迁到基态时放出光子', FIELD, true),
  s('氢原子从激发态向基态跃迁时，吸收光子', FIELD, false),
  s('光的干涉和衍射现象说明光具有波动性', FIELD, true),
  s('康普顿效应说明光具有波动性', FIELD, false),
  s('观察者与波源相互远离时，观察者接收到的频率变小', FIELD, true),
  s('电场线与等势面垂直，沿电场线方向电势逐渐降低', FIELD, true),
  s('热量不能自发地从高温物体传到低温物体', FIELD, false),
  s('电容器所带电荷量不变', '平行板电容器充电后与电源断开，将两板间距离减小，同时将上极板向左平移一小段距离，则', true),
  s('板间电场强度不变', '平行板电容器充电后与电源断开，将两板间距离减小，同时将上极板向左平移一小段距离，则', false),
  // Wordings of the same situations the readers now take.
  s('电容器所带电荷量增加', '平行板电容器始终与电源相连，将一块云母片插入两板间，则', true),
  s('板间电场强度增大', '平行板电容器始终与电源相连，将一块云母片插入两板间，则', false),
  s('两板间电压减小', '平行板电容器充电后与电源断开，将电介质从两板间抽出，则', false),
  s('两板间电压增大', '平行板电容器充电后与电源断开，将电介质从两板间抽出，则', true),
  s('电容器所带电荷量减少', '平行板电容器保持开关S闭合，减小两板的正对面积，则', true),
  s('板间电场强度不变', '平行板电容器保持开关S闭合，减小两板的正对面积，则', true),
  s('电容器所带电荷量不变', '平行板电容器开关S始终闭合，将两板间距离增大，则', false),
  s('电容器所带电荷量不变', '平行板电容器保持开关S闭合，将一块金属板插入两板间，则', false),
  s('电势为零处电场强度一定为零', FIELD, false),
  s('电场强度为零处，电势也为零', FIELD, false),
  // A vacuum has no dispersion: every colour's index there is 1.
  s('在真空中，红光的折射率比紫光小', LIGHT, false),
  s('在真空中，各种色光的折射率相同', LIGHT, true),
  s('在真空中，紫光的临界角最小', LIGHT, false),
];

const choice = (stem: string, ...options: string[]) => [stem, ...options.map((o, i) => `${'ABCD'[i]}. ${o}`)].join('\n');

export const LOOKALIKE_QUESTIONS: LookalikeQuestion[] = [
  // The first law under a stem that describes the process: the option's parts are facts of that process.
  {
    text: choice(
      '如图所示，绝热容器被隔板分成两部分，左侧装有理想气体，右侧为真空。抽去隔板，气体自由扩散到整个容器，下列说法正确的是（ ）',
      '气体绝热膨胀，内能一定减少',
      '气体不做功，内能一定不变',
      '气体对外做功，内能一定减少',
      '外界对气体做功，内能一定增加',
    ),
    answer: 'B',
  },
  {
    text: choice(
      '关于物体的内能，下列说法正确的是（ ）',
      '物体吸收热量，内能一定增加',
      '物体对外做功，内能一定减少',
      '物体吸收热量，同时对外做功，内能可能不变',
      '外界对物体做功，同时物体放热，内能一定增加',
    ),
    answer: 'C',
  },
  {
    text: choice(
      '关于热力学第一定律，下列说法不正确的是（ ）',
      '气体绝热压缩，内能一定增加',
      '物体放出热量，同时对外做功，内能一定减少',
      '外界对气体做功，气体内能一定增加',
      '气体吸收热量，内能可能减少',
    ),
    answer: 'C',
  },
  {
    text: choice(
      '一定质量的理想气体，下列说法正确的是（ ）',
      '气体等温膨胀，内能一定减少',
      '气体吸收热量，内能一定增加',
      '气体对外做功，内能一定减少',
      '气体绝热膨胀，内能一定减少',
    ),
    answer: 'D',
  },
  {
    text: choice(
      '关于气体的内能，以下说法中正确的是（ ）',
      '气体从外界吸热，内能可能不变',
      '气体温度升高，内能一定增大',
      '外界对气体做功，内能可能减少',
      '气体向外界放热，内能不一定减少',
    ),
    answer: 'ABCD',
  },
  // Colours of light.
  {
    text: choice(
      '红光和紫光相比，下列说法正确的是（ ）',
      '在真空中，红光的传播速度比紫光大',
      '红光的频率比紫光高',
      '红光的光子能量比紫光小',
      '在同一介质中，红光的折射率比紫光大',
    ),
    answer: 'C',
  },
  {
    text: choice(
      '对于红、绿、蓝三种单色光，下列说法正确的是（ ）',
      '在真空中，蓝光的传播速度最小',
      '红光的波长最长',
      '在同一介质中，绿光的折射率最大',
      '蓝光的光子能量最小',
    ),
    answer: 'B',
  },
  {
    text: choice(
      '关于红光和紫光，下列说法错误的是（ ）',
      '在真空中，红光与紫光的传播速度相同',
      '红光的波长比紫光的长',
      '紫光的光子能量比红光的大',
      '在同一介质中，红光的传播速度比紫光的小',
    ),
    answer: 'D',
  },
  {
    text: choice(
      '关于红光和紫光，下列说法正确的是（ ）',
      '红光在玻璃中的传播速度比紫光大',
      '红光比紫光更容易发生明显的衍射',
      '红光的能量比紫光大',
      '紫光的频率比红光的频率高',
    ),
    answer: 'ABD',
  },
  {
    text: choice(
      '关于蓝光和紫光，下列说法正确的是（ ）',
      '蓝光的频率比紫光低',
      '在同一介质中，蓝光的波长比紫光长',
      '在真空中，蓝光与紫光的传播速度相同',
      '蓝光的光子能量比紫光大',
    ),
    answer: 'ABC',
  },
  // Two lights on one metal.
  {
    text: choice(
      '用 a、b 两束单色光分别照射同一种金属，都有光电子逸出，测得 a 光的遏止电压较大，下列说法正确的是（ ）',
      '若U_a>U_b，则一定有ν_a>ν_b',
      '若U_a>U_b，则一定有λ_a>λ_b',
      '若U_a>U_b，则一定有E_ka<E_kb',
      '若U_a>U_b，则一定有hν_a-E_ka>hν_b-E_kb',
    ),
    answer: 'A',
  },
  {
    text: choice(
      '用同一光电管研究光电效应，下列说法正确的是（ ）',
      '增大入射光的强度，光电子的最大初动能增大',
      '增大入射光的强度，饱和光电流增大',
      '入射光的频率低于截止频率时，增大光强就能发生光电效应',
      '遏止电压与入射光的频率有关',
    ),
    answer: null,
  },
  // Laws stated almost right.
  {
    text: choice(
      '下列说法正确的是（ ）',
      '感应电流的磁场总是与原磁场方向相反',
      '布朗运动是液体分子的无规则运动',
      '洛伦兹力对运动电荷不做功',
      '放射性元素的半衰期随温度的升高而减小',
    ),
    answer: 'C',
  },
  {
    text: choice(
      '下列说法中错误的是（ ）',
      '热量不能自发地从低温物体传到高温物体',
      '沿电场线方向电势逐渐降低',
      '第二类永动机违背了能量守恒定律',
      '光的偏振现象说明光是横波',
    ),
    answer: 'C',
  },
  {
    text: choice(
      '下列说法一定正确的是（ ）',
      '电场线与等势面一定垂直',
      '磁通量越大，感应电动势越大',
      '光电效应说明光具有波动性',
      '核子单独存在时的总质量大于原子核的质量',
    ),
    answer: 'AD',
  },
  {
    text: choice(
      '下列说法正确的是（ ）',
      '经过两个半衰期，放射性元素将全部衰变',
      '放射性元素的原子核无法在有限时间内全部衰变',
      '电场强度为零的地方，电势也为零',
      '洛伦兹力可以对带电粒子做功',
    ),
    answer: 'B',
  },
  {
    text: choice(
      '下列说法不一定正确的是（ ）',
      '沿电场线方向电势逐渐降低',
      '感应电流的磁场总是阻碍原磁通量的变化',
      '温度是分子平均动能的标志',
      '洛伦兹力对运动电荷不做功',
    ),
    answer: null,
  },
  // Capacitors.
  {
    text: choice(
      '平行板电容器充电后与电源断开，若将两板间的距离增大，则（ ）',
      '电容器的电容增大',
      '电容器所带电荷量减少',
      '两板间电压增大',
      '板间电场强度增大',
    ),
    answer: 'C',
  },
  {
    text: choice(
      '平行板电容器保持与电源相连，若将两板间的距离增大，则（ ）',
      '电容器的电容增大',
      '电容器所带电荷量减少',
      '两板间电压增大',
      '板间电场强度增大',
    ),
    answer: 'B',
  },
  {
    text: choice(
      '平行板电容器充电后与电源断开，将一块与极板等大的金属板插入两板间，则（ ）',
      '电容器的电容减小',
      '电容器所带电荷量减少',
      '两板间电压增大',
      '板间电场强度增大',
    ),
    answer: null,
  },
  {
    text: choice(
      '平行板电容器充电后断开开关，然后减小两板间距离，同时插入电介质，则（ ）',
      '电容器的电容增大',
      '电容器所带电荷量减少',
      '两板间电压增大',
      '板间电场强度增大',
    ),
    answer: 'A',
  },
  {
    text: choice(
      '平行板电容器充电后，断开开关S，再将两板间距离增大，然后重新闭合开关S，稳定后（ ）',
      '电容器的电容增大',
      '电容器所带电荷量减少',
      '两板间电压增大',
      '板间电场强度增大',
    ),
    answer: 'B',
  },
  // Spectral lines.
  {
    text: choice('一群氢原子处于 n=4 的激发态，向低能级跃迁时最多能辐射几种不同频率的光子（ ）', '3 种', '4 种', '6 种', '10 种'),
    answer: 'C',
  },
  {
    text: choice('一个氢原子处于 n=4 的激发态，向低能级跃迁时最多能辐射几种不同频率的光子（ ）', '3 种', '4 种', '6 种', '10 种'),
    answer: 'A',
  },
  {
    text: choice('一个处于 n=3 能级的氢原子向低能级跃迁时，可能发出几种频率的光子（ ）', '1 种', '2 种', '3 种', '6 种'),
    answer: 'B',
  },
  {
    text: choice('一个氢原子处于 n=4 的激发态，向低能级跃迁时，最少能辐射几种频率的光子（ ）', '1 种', '2 种', '3 种', '6 种'),
    answer: 'A',
  },
  {
    text: choice('一群氢原子处于 n=4 能级，向低能级跃迁时能发出几种属于巴耳末系的光（ ）', '1 种', '2 种', '3 种', '6 种'),
    answer: 'B',
  },
  {
    text: choice('一群氢原子处于 n=5 能级，它们向低能级跃迁时能发出几种红外线光子（ ）', '3 种', '4 种', '6 种', '10 种'),
    answer: 'A',
  },
  {
    text: choice('一群处于基态的氢原子吸收光子后跃迁到 n=3 能级，它们能吸收几种频率的光子（ ）', '1 种', '2 种', '3 种', '6 种'),
    answer: 'A',
  },
  {
    text: choice('大量处于 n=3 能级的氢原子向低能级跃迁，其中能使某金属发生光电效应的有几种（ ）', '1 种', '2 种', '3 种', '无法确定'),
    answer: null,
  },
  {
    text: choice('一群处于 n=4 能级的氦离子向低能级跃迁时，能发出几种不同频率的光子（ ）', '3 种', '4 种', '6 种', '10 种'),
    answer: 'C',
  },
  // Chemistry told with 光, 电子 and 能级: never answered as physics with a wrong letter.
  {
    text: choice(
      '下列关于原子结构的说法正确的是（ ）',
      '焰色反应是原子中的电子从高能级跃迁到低能级时释放能量的结果',
      '基态原子的电子排布遵循能量最低原理',
      '同一能层中 p 能级的能量一定比 s 能级高',
      '电子从基态跃迁到激发态时释放能量',
    ),
    answer: 'ABC',
  },
  {
    text: choice(
      '下列说法正确的是（ ）',
      '氯气在光照条件下与氢气反应生成氯化氢',
      '光导纤维的主要成分是晶体硅',
      '电解饱和食盐水时，阴极得到电子生成氢气',
      '钠原子的核外电子从激发态跃迁到基态时吸收能量',
    ),
    answer: 'AC',
  },
  {
    text: choice('基态 Fe 原子的核外电子占据的最高能级是（ ）', '3d', '4s', '4p', '3p'),
    answer: 'B',
  },
  {
    text: choice(
      '下列关于光合作用与核反应的说法正确的是（ ）',
      '光合作用中光能转化为化学能',
      '核反应中原子的种类不变',
      '化学反应中原子核不变',
      '光子的能量与光的频率无关',
    ),
    answer: 'AC',
  },
  {
    text: choice(
      '关于物质的能量变化，下列说法错误的是（ ）',
      '燃料燃烧时化学能转化为热能和光能',
      '电解水时电能转化为化学能',
      '原电池中化学能转化为电能',
      '绿色植物的光合作用中化学能转化为光能',
    ),
    answer: 'D',
  },
  // Stems that ask for something other than the true statements.
  {
    text: choice(
      '下列说法中，违背热力学第一定律的是（ ）',
      '物体吸收热量，同时对外做功，内能可能不变',
      '气体绝热膨胀，内能一定增加',
      '外界对物体做功，同时物体放热，内能可能减少',
      '物体放出热量，同时对外做功，内能一定减少',
    ),
    answer: 'B',
  },
  {
    text: choice(
      '下列说法中，属于热力学第二定律表述的是（ ）',
      '热量不能自发地从低温物体传到高温物体',
      '第一类永动机违背能量守恒定律',
      '温度是分子平均动能的标志',
      '洛伦兹力对运动电荷不做功',
    ),
    answer: 'A',
  },
  {
    text: choice(
      '下列说法中，能说明光具有粒子性的是（ ）',
      '光电效应说明光具有粒子性',
      '光的干涉现象说明光具有波动性',
      '光的偏振现象说明光是横波',
      '光的衍射现象说明光具有波动性',
    ),
    answer: 'A',
  },
  {
    text: choice(
      '下列说法中与事实不符的是（ ）',
      '热量不能自发地从低温物体传到高温物体',
      '布朗运动是液体分子的无规则运动',
      '温度是分子平均动能的标志',
      '光的偏振现象说明光是横波',
    ),
    answer: 'B',
  },
  // A capacitor with a second change the reader does not name.
  {
    text: choice(
      '平行板电容器充电后与电源断开，将两板间距离减小，同时将上极板向左平移一小段距离，则（ ）',
      '板间电场强度不变',
      '电容器所带电荷量减少',
      '电容器所带电荷量增加',
      '电容器所带电荷量不变',
    ),
    answer: 'D',
  },
  {
    text: choice(
      '平行板电容器充电后与电源断开，增大两板间距离，再在两板间插入一块金属板，则（ ）',
      '电容器所带电荷量不变',
      '电容器所带电荷量减少',
      '电容器所带电荷量增加',
      '板间电场强度不变',
    ),
    answer: 'AD',
  },
  {
    text: choice(
      '平行板电容器始终与电源相连，使两板间距离增大，并将两板错开一些，则（ ）',
      '两板间电压不变',
      '电容器的电容增大',
      '电容器所带电荷量增加',
      '板间电场强度增大',
    ),
    answer: 'A',
  },
  {
    text: choice('一个氢原子处于 n=4 的激发态，向低能级跃迁时可能辐射出几种频率的光子（ ）', '1 种', '3 种', '6 种', '4 种'),
    answer: null,
  },
  {
    text: choice(
      '关于物质结构，下列说法正确的是（ ）',
      '基态原子的核外电子排布遵循泡利原理和洪特规则',
      '同一能层中，p 能级的能量比 s 能级高',
      '焰色试验是电子跃迁时以光的形式释放能量',
      '价电子排布为 3d64s2 的元素位于第四周期',
    ),
    answer: 'ABCD',
  },
  // The same situations told as the readers now take them (「保持开关S闭合」「将电介质从两板间抽出」).
  {
    text: choice(
      '平行板电容器保持开关S闭合，减小两板的正对面积，则（ ）',
      '电容器的电容增大',
      '电容器所带电荷量减少',
      '两板间电压减小',
      '板间电场强度增大',
    ),
    answer: 'B',
  },
  {
    text: choice(
      '平行板电容器充电后与电源断开，将电介质从两板间抽出，则（ ）',
      '电容器的电容增大',
      '两板间电压增大',
      '电容器所带电荷量减少',
      '板间电场强度减小',
    ),
    answer: 'B',
  },
  {
    text: choice(
      '平行板电容器开关S始终闭合，将一块云母片插入两板间，则（ ）',
      '电容器的电容减小',
      '两板间电压增大',
      '电容器所带电荷量增加',
      '板间电场强度增大',
    ),
    answer: 'C',
  },
  {
    text: choice(
      '平行板电容器保持开关S闭合，将一块云母片插入两板间，再增大两板间距离，则（ ）',
      '电容器的电容增大',
      '两板间电压增大',
      '电容器所带电荷量增加',
      '板间电场强度增大',
    ),
    answer: null,
  },
];
