import { describe, expect, it } from 'vitest';
import { solvePhysics } from '../../server/solver/science/physics';

/** The chosen letters, or null when the physics engine does not answer (refuses or passes). */
const letters = async (text: string) => {
  const out = await solvePhysics(text);
  return out?.ok ? out.finalAnswer.replace(/（.*$/s, '') : null;
};
const choice = (stem: string, ...options: string[]) => [stem, ...options.map((o, i) => `${'ABCD'[i]}. ${o}`)].join('\n');

describe('Coulomb force after two identical metal spheres touch', () => {
  it('shares the charge and rescales the distance', async () => {
    const text = choice(
      '两个分别带有电荷量 -Q 和 +3Q 的相同金属小球（均可视为点电荷），固定在相距为 r 的两处，它们间库仑力的大小为 F。两小球相互接触后将其固定距离变为 \\frac{r}{2}，则两球间库仑力的大小为（ ）',
      '$\\frac{1}{12} F$',
      '$\\frac{3}{4} F$',
      '$\\frac{4}{3} F$',
      '$\\frac{1}{4} F$',
    );
    expect(await letters(text)).toBe('C');
  });
  it('like charges, put back at the same distance', async () => {
    const text = choice(
      '两个相同的金属小球带电荷量分别为 +Q 和 +5Q，相距为 r 时库仑力的大小为 F，将两球接触后放回原处，则它们间库仑力的大小为（ ）',
      '$\\frac{9}{5} F$',
      '$\\frac{5}{9} F$',
      '$F$',
      '$5F$',
    );
    expect(await letters(text)).toBe('A');
  });
  it('does not answer spheres that are not identical, a third sphere, or a direction', async () => {
    const notSame = choice(
      '两个金属小球带电荷量分别为 -Q 和 +3Q，相距为 r 时库仑力的大小为 F，两球接触后距离变为 \\frac{r}{2}，则库仑力的大小为（ ）',
      '$\\frac{4}{3} F$',
      '$\\frac{3}{4} F$',
      '$F$',
      '$3F$',
    );
    expect(await letters(notSame)).toBeNull();
    const third = choice(
      '两个相同的金属小球带电荷量分别为 -Q 和 +3Q，相距为 r 时库仑力的大小为 F，用第三个不带电的相同小球先后与它们接触后距离变为 \\frac{r}{2}，则库仑力的大小为（ ）',
      '$\\frac{4}{3} F$',
      '$\\frac{3}{4} F$',
      '$F$',
      '$3F$',
    );
    expect(await letters(third)).toBeNull();
    const words = choice(
      '两个相同的金属小球带电荷量分别为 -Q 和 +3Q，相距为 r 时库仑力的大小为 F，两球接触后距离变为 \\frac{r}{2}，则库仑力的大小为（ ）',
      '$\\frac{4}{3} F$，为引力',
      '$\\frac{4}{3} F$，为斥力',
      '$F$',
      '$3F$',
    );
    expect(await letters(words)).toBeNull();
  });
});

describe('the momentum theorem for a stream thrown out from rest', () => {
  it('counts the bullets fired in a time from the mean recoil force', async () => {
    const text = choice(
      '某机枪子弹弹头质量约 10 g，出膛速度大小约 800 m/s。连续射击 1 分钟，机枪所受子弹的平均反冲力大小约 16 N，则机枪在这 1 分钟内射出子弹的数量约为',
      '60',
      '90',
      '120',
      '150',
    );
    expect(await letters(text)).toBe('C');
  });
  it('the mass of gas an engine throws out in a time', async () => {
    const text = choice(
      '某型火箭发动机试车时向后喷射的气体速度约为 $2 \\mathrm{~km} / \\mathrm{s}$，产生的推力约为 $3.0 \\times 10^{6} \\mathrm{~N}$，则它在 $2 \\mathrm{~s}$ 内喷射的气体质量约为（ ）',
      '$1.5 \\times 10^{2} \\mathrm{~kg}$',
      '$3.0 \\times 10^{3} \\mathrm{~kg}$',
      '$1.5 \\times 10^{5} \\mathrm{~kg}$',
      '$3.0 \\times 10^{6} \\mathrm{~kg}$',
    );
    expect(await letters(text)).toBe('B');
  });
  it('does not answer a speed relative to the machine, a mass of unknown role, or a number left over', async () => {
    expect(await letters('火箭喷出的气体相对火箭的速度为 3 km/s，推力 4.8×10^6 N，求 1 s 内喷出气体的质量')).toBeNull();
    expect(
      await letters('质量为 2 kg 的物体以 3 m/s 的速度喷射出去，机器受到的平均推力为 12 N，作用 1 s，喷射出的物体数量约为多少'),
    ).toBeNull();
    expect(await letters('发动机每秒喷出气体，速度 3 km/s，推力 4.8×10^6 N，共 5 台发动机，1 s 内喷出气体的质量')).toBeNull();
  });
});

describe('ideal transformers: values placed by "将…改变为…", and a change of the input voltage', () => {
  it('reads the input and output voltages from one sentence and a bare turn count', async () => {
    const text = choice(
      '一电器中的变压器可视为理想变压器，它将 220 V 交变电流改变为 55 V，已知变压器原线圈匝数为 1200，则副线圈的匝数为',
      '150',
      '300',
      '600',
      '4800',
    );
    expect(await letters(text)).toBe('B');
  });
  it('the output changes by n₂/n₁ times the input change, the same way', async () => {
    const text = choice(
      '某理想变压器原、副线圈的匝数之比为 5: 1，当输入电压降低 50 V 时，输出电压',
      '降低 10 V',
      '增加 10 V',
      '降低 250 V',
      '增加 250 V',
    );
    expect(await letters(text)).toBe('A');
  });
  it('does not answer when a load or a current is involved, or the options are not changes', async () => {
    expect(
      await letters(
        choice(
          '某理想变压器原、副线圈的匝数之比为 1: 10，副线圈接一电阻，当输入电压增加 20 V 时，输出电压',
          '降低 2 V',
          '增加 2 V',
          '降低 200 V',
          '增加 200 V',
        ),
      ),
    ).toBeNull();
    expect(
      await letters(choice('某理想变压器原、副线圈的匝数之比为 1: 10，当输入电压增加 20 V 时，输出电压', '2 V', '20 V', '200 V', '2000 V')),
    ).toBeNull();
  });
});

describe('one satellite moved to another circular orbit', () => {
  const stem = '一人造地球卫星绕地球做匀速圆周运动，假如该卫星变轨后仍做匀速圆周运动，';
  it('decides every before : after ratio from the radius ratio', async () => {
    const text = choice(
      `${stem}动能减小为原来的 \\frac{1}{4}，不考虑卫星质量的变化，则变轨前后卫星的（ ）`,
      '向心加速度大小之比为 4: 1',
      '角速度大小之比为 2: 1',
      '周期之比为 1: 8',
      '轨道半径之比为 1: 2',
    );
    expect(await letters(text)).toBe('C');
    const byPeriod = choice(
      `${stem}周期变为原来的 8 倍，则变轨前后卫星的（ ）`,
      '轨道半径之比为 1: 4',
      '线速度大小之比为 2: 1',
      '向心加速度大小之比为 4: 1',
      '角速度大小之比为 8: 1',
    );
    expect(await letters(byPeriod)).toBe('ABD');
  });
  it('does not answer a kinetic energy when the mass may change, an ellipse, or options it cannot read', async () => {
    const massFree = choice(
      `${stem}动能减小为原来的 \\frac{1}{4}，则变轨前后卫星的（ ）`,
      '周期之比为 1: 8',
      '轨道半径之比为 1: 2',
      '角速度大小之比为 2: 1',
      '向心加速度大小之比为 4: 1',
    );
    expect(await letters(massFree)).toBeNull();
    const ellipse = choice(
      '一卫星绕地球做匀速圆周运动，变轨后沿椭圆轨道运动，周期变为原来的 8 倍，则变轨前后卫星的（ ）',
      '轨道半径之比为 1: 4',
      '线速度大小之比为 2: 1',
      '向心加速度大小之比为 4: 1',
      '角速度大小之比为 8: 1',
    );
    expect(await letters(ellipse)).toBeNull();
    const unread = choice(
      `${stem}周期变为原来的 8 倍，则变轨前后卫星的（ ）`,
      '轨道半径之比为 1: 4',
      '机械能增大',
      '向心加速度大小之比为 4: 1',
      '角速度大小之比为 8: 1',
    );
    expect(await letters(unread)).toBeNull();
  });
});

describe('inverse-square orbits compared in words', () => {
  it('two planets ordered by their distance to the Sun', async () => {
    const text = choice(
      '假设金星和地球都绕太阳做匀速圆周运动，已知金星到太阳的距离小于地球到太阳的距离，那么',
      '金星公转周期大于地球的公转周期',
      '金星公转的线速度大于地球公转的线速度',
      '金星公转的加速度小于地球公转的加速度',
      '金星公转的角速度大于地球公转的角速度',
    );
    expect(await letters(text)).toBe('BD');
  });
  it('an electron held on its orbit by the nucleus, trends with the radius', async () => {
    const text = choice(
      '某原子电离后其核外只有一个电子，若该电子在核的静电力作用下绕核做匀速圆周运动，那么电子运动',
      '半径越大，加速度越大',
      '半径越小，周期越大',
      '半径越大，角速度越小',
      '半径越小，线速度越小',
    );
    expect(await letters(text)).toBe('C');
  });
  it('does not answer mass-dependent quantities, other forces, or bodies about different centres', async () => {
    const force = choice(
      '假设金星和地球都绕太阳做匀速圆周运动，已知金星到太阳的距离小于地球到太阳的距离，那么',
      '金星受到的引力大于地球受到的引力',
      '金星公转的线速度大于地球公转的线速度',
      '金星公转的加速度小于地球公转的加速度',
      '金星公转的角速度大于地球公转的角速度',
    );
    expect(await letters(force)).toBeNull();
    const rope = choice(
      '小球在光滑水平面上用细绳拉着做匀速圆周运动，那么',
      '半径越大，加速度越大',
      '半径越小，周期越大',
      '半径越大，角速度越小',
      '半径越小，线速度越小',
    );
    expect(await letters(rope)).toBeNull();
  });
});

describe('free fall split into stretches', () => {
  it('the time of the stretch named by what happens in it', async () => {
    const text = choice(
      '跳水运动员在跳台上倒立静止，然后下落，前 5 m 完成技术动作，随后 15 m 完成入水准备。假设整个下落过程近似为自由落体运动，重力加速度大小取 10 m/s^{2}，则她用于入水准备的时间约为',
      '0.5 s',
      '1.0 s',
      '1.5 s',
      '2.0 s',
    );
    expect(await letters(text)).toBe('B');
  });
  it('does not answer without g, with air resistance, or when the stretch asked is not named', async () => {
    const noG = choice(
      '运动员由静止下落，前 5 m 完成技术动作，随后 5 m 完成姿态调整，下落过程近似为自由落体运动，则她用于姿态调整的时间约为',
      '0.2 s',
      '0.4 s',
      '1.0 s',
      '1.4 s',
    );
    expect(await letters(noG)).toBeNull();
    const unnamed = choice(
      '运动员由静止下落，前 5 m 完成技术动作，随后 5 m 完成姿态调整，下落过程近似为自由落体运动，重力加速度大小取 10 m/s^{2}，则下落总时间约为',
      '0.4 s',
      '1.0 s',
      '1.4 s',
      '2.0 s',
    );
    expect(await letters(unnamed)).toBeNull();
  });
});

describe('which data fix the central mass', () => {
  it('r with v, ω, T or a does; v with ω or T does; ω with T, or the satellite’s own mass, does not', async () => {
    const stem = '若空间站绕地球的运行可视为匀速圆周运动，已知引力常量，由下列物理量能计算出地球质量的是';
    expect(
      await letters(
        choice(stem, '空间站的质量和绕地半径', '空间站的质量和绕地周期', '空间站的绕地角速度和绕地周期', '空间站的绕地线速度和绕地半径'),
      ),
    ).toBe('D');
    expect(
      await letters(
        choice(
          stem,
          '空间站的绕地线速度和绕地周期',
          '空间站的绕地角速度和绕地周期',
          '空间站的绕地半径和绕地周期',
          '空间站的质量和绕地线速度',
        ),
      ),
    ).toBe('AC');
  });
  it('does not answer data about the central body itself, or without G', async () => {
    const stem = '若空间站绕地球的运行可视为匀速圆周运动，已知引力常量，由下列物理量能计算出地球质量的是';
    expect(
      await letters(
        choice(
          stem,
          '地球的半径和表面重力加速度',
          '空间站的质量和绕地周期',
          '空间站的绕地角速度和绕地周期',
          '空间站的绕地线速度和绕地半径',
        ),
      ),
    ).toBeNull();
    const noG = '若空间站绕地球的运行可视为匀速圆周运动，由下列物理量能计算出地球质量的是';
    expect(
      await letters(
        choice(noG, '空间站的质量和绕地半径', '空间站的质量和绕地周期', '空间站的绕地角速度和绕地周期', '空间站的绕地线速度和绕地半径'),
      ),
    ).toBeNull();
  });
});

describe('a low Earth orbit compared with the Earth’s rotation and the ground', () => {
  const stem = (height: string) => `货运飞船在距离地面约 ${height} 的圆轨道上飞行，则其`;
  it('below the synchronous height: faster than the rotation, slower than the first cosmic speed', async () => {
    const options = ['角速度小于地球自转角速度', '线速度小于第一宇宙速度', '周期小于地球自转周期', '向心加速度小于地面的重力加速度'];
    expect(await letters(choice(stem('400 km'), ...options))).toBe('BCD');
  });
  it('above the synchronous height the rotation comparisons turn round', async () => {
    const options = ['角速度小于地球自转角速度', '线速度小于第一宇宙速度', '周期小于地球自转周期', '线速度大于同步卫星的线速度'];
    expect(await letters(choice(stem('1.0 \\times 10^{5} km'), ...options))).toBeNull();
    expect(await letters(choice(stem('100000 km'), ...options))).toBe('AB');
  });
  it('does not answer near the synchronous height, mixed quantities, or words it cannot read', async () => {
    const options = ['角速度小于地球自转角速度', '线速度小于第一宇宙速度', '周期小于地球自转周期', '向心加速度小于地面的重力加速度'];
    expect(await letters(choice(stem('36000 km'), ...options))).toBeNull();
    expect(await letters(choice(stem('400 km'), '线速度小于地球自转周期', ...options.slice(1)))).toBeNull();
    expect(await letters(choice(stem('400 km'), '运行速度介于第一宇宙速度和第二宇宙速度之间', ...options.slice(1)))).toBeNull();
  });
});
