/**
 * Energy, work and momentum statement questions in words, written for the curriculum in our own wordings: a bungee
 * jump, a satellite slowed by thin air, a banked curve, an airbag or a cushion, a spring launching a block, a block on
 * a rough incline, a free fall, two horizontal throws. `answer` is the letters worked by hand, or null when the text
 * does not fix some option (a figure, an unknown friction, 「可能」): those must be refused.
 */
export interface EnergyStatementProbe {
  text: string;
  answer: string | null;
  /** False for a situation not built yet: refused for now, never another letter. */
  built?: false;
}

const choice = (stem: string, ...options: string[]) => [stem, ...options.map((o, i) => `${'ABCD'[i]}. ${o}`)].join('\n');

export const ENERGY_STATEMENT_PROBES: EnergyStatementProbe[] = [
  // Bungee: gravity's potential energy falls all the way, the cord does negative work once taut, the system keeps its energy.
  {
    text: choice(
      '一名蹦极者身系弹性绳从高台由静止跳下，到达最低点时离地面还有一段距离。不计空气阻力，人可视为质点，下列说法正确的是（ ）',
      '到达最低点之前，人的重力势能一直减小',
      '弹性绳绷紧后下落的过程中，绳的弹力对人做负功，绳的弹性势能增大',
      '人、地球和弹性绳组成的系统机械能守恒',
      '重力势能的变化量与零势能面的选取有关',
    ),
    answer: 'ABC',
  },
  // From the cord just straight to the lowest point: speed rises until the pull equals the weight, then falls.
  {
    text: choice(
      '蹦极时，弹性绳一端固定在高台上，另一端系在人身上，人从高台跳下后沿竖直方向运动。不计空气阻力，从绳刚好伸直到人第一次到达最低点的过程中，下列说法正确的是（ ）',
      '人的动能一直减小',
      '人的动量先增大后减小',
      '绳的拉力对人始终做负功',
      '人的重力势能一直增大',
    ),
    answer: 'BC',
  },
  {
    text: choice(
      '一蹦极者从高处由静止跳下，弹性绳伸直后继续下落直到最低点。忽略空气阻力，下列说法错误的是（ ）',
      '绳刚伸直时人的动能最大',
      '下落过程中重力对人一直做正功',
      '整个下落过程中人的机械能守恒',
      '绳伸直后人的机械能一直减小',
    ),
    answer: 'AC',
  },
  {
    text: choice(
      '蹦极者从高台由静止跳下，不计空气阻力，从弹性绳恰好伸直到人第一次下降至最低点的过程中，下列说法正确的是（ ）',
      '人的加速度先减小后增大',
      '人在最低点时加速度为零',
      '人在最低点时绳的拉力大于人的重力',
      '绳恰好伸直时绳的弹性势能为零',
    ),
    answer: 'ACD',
  },
  // Air resistance acts: whether the system keeps its energy is then not the claim of C.
  {
    text: choice(
      '蹦极者从高台由静止跳下，空气阻力不能忽略，下列说法正确的是（ ）',
      '到达最低点前人的重力势能一直减小',
      '弹性绳绷紧后弹力对人做负功',
      '人、地球和弹性绳组成的系统机械能守恒',
      '重力势能的改变量与零势能面的选取无关',
    ),
    answer: null,
  },
  {
    text: choice(
      '蹦极者从高台由静止跳下，不计空气阻力，下列说法正确的是（ ）',
      '人的动能可能先增大后减小',
      '弹性绳绷紧后弹力对人做负功',
      '到达最低点前人的重力势能一直减小',
      '重力势能的改变量与零势能面的选取无关',
    ),
    answer: null,
  },
  // A satellite slowed by thin air: r falls, so v, ω, a and the kinetic energy rise, T falls, total energy falls.
  {
    text: choice(
      '某卫星绕地球做圆周运动，由于受到稀薄空气阻力的作用，轨道半径缓慢减小，每一圈的运动仍可看作匀速圆周运动。下列说法正确的是（ ）',
      '卫星的动能逐渐减小',
      '卫星的运行周期逐渐减小',
      '空气阻力对卫星做负功',
      '卫星的机械能守恒',
    ),
    answer: 'BC',
  },
  {
    text: choice(
      '一颗人造卫星在离地面几百千米的轨道上运行，受到稀薄大气的阻力，轨道高度逐渐降低，仍可近似看作圆周运动，则在此过程中（ ）',
      '卫星的动能增大',
      '卫星的重力势能减小',
      '卫星的机械能减小',
      '地球引力对卫星做正功',
    ),
    answer: 'ABCD',
  },
  {
    text: choice(
      '人造卫星由于受到稀薄空气阻力的作用，轨道半径缓慢变小，运动可近似看作圆周运动，下列说法正确的是（ ）',
      '卫星的重力势能的减少量大于动能的增加量',
      '卫星的向心加速度减小',
      '卫星的线速度减小',
      '卫星的角速度增大',
    ),
    answer: 'AD',
  },
  {
    text: choice(
      '由于稀薄空气阻力的作用，某人造地球卫星的轨道半径缓慢减小，其运动仍可视为匀速圆周运动。下列说法错误的是（ ）',
      '卫星的速度增大',
      '卫星的周期增大',
      '卫星的向心加速度增大',
      '卫星的机械能减小',
    ),
    answer: 'B',
  },
  {
    text: choice(
      '某卫星受稀薄空气阻力作用，轨道半径缓慢减小，仍可视为圆周运动，下列说法正确的是（ ）',
      '卫星的动能减小，重力势能减小',
      '卫星的动能增大，机械能减小',
      '卫星的周期增大',
      '空气阻力对卫星做正功',
    ),
    answer: 'B',
  },
  // A banked curve at its design speed.
  {
    text: choice(
      '某公路弯道处是一段圆弧，汽车以速率 $v_{0}$ 通过时恰好没有向内外两侧滑动的趋势，则在该弯道处（ ）',
      '路面内侧低外侧高',
      '车速低于 $v_{0}$ 时，汽车一定向内侧滑动',
      '车速高于 $v_{0}$ 但不超过某一限度时，汽车不会向外侧滑动',
      '路面结冰后，$v_{0}$ 的值变小',
    ),
    answer: 'AC',
  },
  {
    text: choice(
      '汽车在倾斜的弯道路面上转弯，当速率为 $v_{c}$ 时恰好不受沿路面方向的摩擦力，下列说法正确的是（ ）',
      '汽车质量越大，$v_{c}$ 越大',
      '速率为 $v_{c}$ 时，汽车所受的合力为零',
      '速率为 $v_{c}$ 时，重力和支持力的合力提供向心力',
      '路面结冰时，$v_{c}$ 的值不变',
    ),
    answer: 'CD',
  },
  {
    text: choice(
      '如图所示，汽车在弯道处转弯，当速率为 $v_{c}$ 时恰好没有向两侧滑动的趋势，下列说法正确的是（ ）',
      '路面外侧高内侧低',
      '车速低于 $v_{c}$ 时，车辆可能向内侧滑动',
      '路面结冰时，$v_{c}$ 的值不变',
      '速率为 $v_{c}$ 时，重力和支持力的合力提供向心力',
    ),
    answer: null,
  },
  // An airbag or a cushion: the same change of momentum over a longer time, so a smaller force.
  {
    text: choice(
      '汽车发生碰撞时，安全气囊迅速弹出，碰撞后司机的速度在很短时间内减小为零。关于安全气囊的作用，下列说法正确的是（ ）',
      '减小了司机动量的变化量',
      '延长了司机的受力时间',
      '减小了司机受到的冲量',
      '减小了司机受到的平均作用力',
    ),
    answer: 'BD',
  },
  {
    text: choice(
      '跳高运动员落在厚海绵垫上比落在水泥地上安全，这是因为落在海绵垫上时（ ）',
      '运动员动量的变化量较小',
      '运动员受到的冲量较小',
      '运动员与垫子的作用时间较长',
      '运动员受到的作用力较小',
    ),
    answer: 'CD',
  },
  {
    text: choice(
      '从同一高度落下的鸡蛋，落在海绵上不易破碎，落在水泥地上容易破碎，这是因为鸡蛋落在海绵上时（ ）',
      '动量的变化量较小',
      '受到的冲量较小',
      '动量的变化率较小',
      '动量的变化量较大',
    ),
    answer: 'C',
  },
  {
    text: choice(
      '汽车碰撞时安全气囊弹出，司机的速度很快减为零，下列说法正确的是（ ）',
      '增大了司机单位面积的受力大小',
      '减小了碰撞前后司机动量的变化量',
      '将司机的动能全部转化为汽车的动能',
      '延长了司机的受力时间并增大了司机的受力面积',
    ),
    answer: 'D',
  },
  {
    text: choice(
      '跳远运动员落入沙坑比落在硬地上安全，下列说法可能正确的是（ ）',
      '沙坑延长了作用时间',
      '沙坑减小了冲量',
      '沙坑减小了作用力',
      '沙坑减小了动量的变化量',
    ),
    answer: null,
  },
  // A spring launching a block on a smooth floor.
  {
    text: choice(
      '光滑水平面上，一物块将轻弹簧压缩后由静止释放，物块被弹簧弹开。从释放到物块离开弹簧的过程中，下列说法正确的是（ ）',
      '弹簧的弹性势能一直减小',
      '物块的动能一直增大',
      '弹簧弹力对物块做正功',
      '物块的机械能守恒',
    ),
    answer: 'ABC',
  },
  {
    text: choice(
      '粗糙水平面上，一物块将轻弹簧压缩后由静止释放，物块被弹开后继续滑行一段距离停下。从释放到物块离开弹簧的过程中，下列说法正确的是（ ）',
      '物块的速度先增大后减小',
      '物块离开弹簧时速度最大',
      '弹簧和物块组成的系统机械能守恒',
      '摩擦力对物块做负功',
    ),
    answer: 'AD',
  },
  {
    text: choice(
      '水平面上，一物块将轻弹簧压缩后由静止释放，物块被弹簧弹开，下列说法正确的是（ ）',
      '弹簧的弹性势能一直减小',
      '物块离开弹簧时速度最大',
      '弹簧弹力对物块做正功',
      '弹簧的弹力对物块做负功',
    ),
    answer: null,
  },
  // A block on a rough incline.
  {
    text: choice(
      '一物块从粗糙斜面的顶端由静止开始加速下滑，在下滑过程中（ ）',
      '重力对物块做正功',
      '摩擦力对物块做负功',
      '支持力对物块做正功',
      '物块的机械能守恒',
    ),
    answer: 'AB',
  },
  {
    text: choice(
      '物块由静止开始沿粗糙斜面加速下滑，下列说法正确的是（ ）',
      '物块重力势能的减少量大于动能的增加量',
      '物块的机械能减少',
      '物块的动能增大',
      '物块重力势能的减少量等于动能的增加量',
    ),
    answer: 'ABC',
  },
  {
    text: choice(
      '一木块沿粗糙斜面匀速下滑，下列说法正确的是（ ）',
      '木块的动能不变',
      '木块的机械能守恒',
      '重力对木块做的功等于木块克服摩擦力做的功',
      '合力对木块做的功为零',
    ),
    answer: 'ACD',
  },
  {
    text: choice(
      '一物块沿斜面由静止开始下滑，下列说法正确的是（ ）',
      '重力对物块做正功',
      '支持力对物块不做功',
      '物块的机械能守恒',
      '物块的动能增大',
    ),
    answer: null,
  },
  // A free fall: only gravity works.
  {
    text: choice(
      '一小球从某一高处由静止开始自由下落，不计空气阻力，在下落过程中（ ）',
      '重力势能的减少量与零势能面的选取无关',
      '小球的机械能守恒',
      '重力对小球做正功',
      '小球的动能减小',
    ),
    answer: 'ABC',
  },
  {
    text: choice(
      '一小球由静止开始自由下落，不计空气阻力，下列说法正确的是（ ）',
      '小球的重力势能的大小与零势能面的选取无关',
      '小球的重力势能减小',
      '小球的动量增大',
      '重力对小球做负功',
    ),
    answer: 'BC',
  },
  // Two horizontal throws from one height: the same time and the same change of velocity, the faster goes farther.
  {
    text: choice(
      '从同一高度以不同的初速度同时水平抛出甲、乙两个小球，甲的初速度大于乙的初速度，不计空气阻力，下列说法正确的是（ ）',
      '两球同时落地',
      '甲球的水平位移较大',
      '两球落地时的速度相同',
      '两球在空中运动过程中速度的变化量相同',
    ),
    answer: 'ABD',
    built: false,
  },
  {
    text: choice(
      '如图所示，网球运动员在同一位置将两个网球先后水平击出，两球都恰好越过球网，不计空气阻力，下列说法正确的是（ ）',
      '两球在空中运动的时间相等',
      '两球越过球网时的速度相等',
      '两球落地时的水平位移相等',
      '两球在空中的速度变化量相等',
    ),
    answer: null,
  },
];
