import { describe, expect, it } from 'vitest';
import { judgeCapacitorChange } from '../../server/solver/science/physics/principles/capacitor-change';
import { judgeFirstLawStatement } from '../../server/solver/science/physics/principles/first-law-statements';
import { judgeLightColorStatement } from '../../server/solver/science/physics/principles/light-colors';
import { judgePhotoelectricComparison } from '../../server/solver/science/physics/principles/photoelectric-compare';
import { judgeTextbookFact } from '../../server/solver/science/physics/principles/textbook-fact-statements';

const verdict = (v: { truth: boolean } | null) => (v ? v.truth : null);

describe('the first law read from one statement', () => {
  const cases: [string, boolean | null][] = [
    ['物体吸收热量，其内能一定增加', false],
    ['气体从外界吸热，同时外界对气体做功，内能一定增大', true],
    ['物体对外界做功，同时放出热量，其内能一定减少', true],
    ['一定质量的理想气体绝热膨胀，内能一定减小', true],
    ['气体绝热压缩，内能可能不变', false],
    ['外界对物体做功，物体的内能不一定增加', true],
    ['物体放出热量，同时外界对它做功，内能不可能增加', false],
    ['物体向外界放热，内能可能增加', true],
    // Not read: a named process, temperature, a number, no claim on the internal energy.
    ['气体等温膨胀，其内能一定不变', null],
    ['物体吸收热量，温度一定升高', null],
    ['物体吸收 50 J 热量，内能一定增加', null],
    ['物体吸收热量，同时对外做功', null],
    ['物体内能增加，一定吸收了热量', null],
  ];
  for (const [text, want] of cases) it(text, () => expect(verdict(judgeFirstLawStatement(text))).toBe(want));
});

describe('the order of the colours of light', () => {
  const stem = '对于红、黄、绿、紫四种单色光，下列说法正确的是';
  const cases: [string, boolean | null][] = [
    ['紫光的频率最高', true],
    ['在同一种玻璃中，红光的折射率最大', false],
    ['红光的波长最长', true],
    ['黄光光子的能量比绿光光子的大', false],
    ['在同一介质中，紫光的传播速度最小', true],
    ['在真空中，红光的传播速度最大', false],
    ['紫光的临界角最小', true],
    ['红光的干涉条纹间距比紫光的大', true],
    // Not read: a colour the stem does not list, speed without a medium, a property the table does not hold.
    ['蓝光的频率最高', null],
    ['红光的传播速度最大', null],
    ['红光的衍射现象最明显', null],
  ];
  for (const [text, want] of cases) it(text, () => expect(verdict(judgeLightColorStatement(text, stem))).toBe(want));
  it('a superlative needs the colours listed in the stem', () => {
    expect(judgeLightColorStatement('紫光的频率最高', '一束白光经三棱镜色散，下列说法正确的是')).toBeNull();
  });
});

describe('two lights on the same metal compared', () => {
  const stem = '用频率为 ν_a、ν_b 的光照射同一种金属，发生光电效应，测得遏止电压分别为 U_a、U_b，下列说法正确的是';
  const cases: [string, boolean | null][] = [
    ['若 $\\nu_{a}>\\nu_{b}$，则一定有 $U_{a}>U_{b}$', true],
    ['若 $v_{a}<v_{b}$, 则一定有 $E_{k a}>E_{k b}$', false],
    ['若 $E_{k a}>E_{k b}$, 则一定有 $U_{b}<U_{a}$', true],
    ['若 $U_{a}>U_{b}$，则一定有 $\\lambda_{a}<\\lambda_{b}$', true],
    ['若 $v_{a}>v_{b}$，则一定有 $h v_{a}-E_{k a}=h v_{b}-E_{k b}$', true],
    ['若 $v_{a}>v_{b}$，则一定有 $h v_{a}-E_{k a}>h v_{b}-E_{k b}$', false],
    // Not read: a comparison of the work functions given, lights not both named.
    ['若 $h v_{a}-E_{k a}>h v_{b}-E_{k b}$，则一定有 $U_{a}>U_{b}$', null],
    ['若 $v_{a}>v_{b}$，则一定有 $U_{a}>U_{c}$', null],
  ];
  for (const [text, want] of cases) it(text, () => expect(verdict(judgePhotoelectricComparison(text, stem))).toBe(want));
  it('two different metals are not compared', () => {
    expect(judgePhotoelectricComparison('若 $v_{a}>v_{b}$，则一定有 $U_{a}>U_{b}$', '用光照射两种不同金属，发生光电效应')).toBeNull();
  });
});

describe('laws of the textbook stated in one option', () => {
  const cases: [string, boolean | null][] = [
    ['电场线总是与等势面垂直', true],
    ['电场强度的方向处处与等电势面垂直', true],
    ['沿着电场线方向，电势逐渐降低', true],
    ['沿电场线的方向电势越来越高', false],
    ['电场线越密的地方，场强越大', true],
    ['电势为零的位置，电场强度也一定为零', false],
    ['场强越大的地方电势一定越高', false],
    ['静电场的电场线总是与等势面垂直，且从电势高的等势面指向电势低的等势面', true],
    ['电场线是客观存在的曲线，可以反映电场强度的大小和方向', false],
    ['安培力的方向总是与导线垂直', true],
    ['安培力的方向可以不垂直于磁场方向', false],
    ['洛伦兹力对运动电荷永远不做功', true],
    ['洛伦兹力可以改变带电粒子的动能', false],
    ['感应电流的磁场总要阻碍引起感应电流的磁通量的变化', true],
    ['感应电流的磁场总是跟原磁场方向相同', false],
    ['感应电流的磁场总是阻碍原磁通量的变化', true],
    ['感应电流的磁场总是阻止磁通量的变化', false],
    ['穿过线圈的磁通量越大，感应电动势越大', false],
    ['穿过线圈的磁通量变化越快，感应电动势越大', true],
    ['布朗运动就是液体分子的无规则运动', false],
    ['热量不能自发地从低温物体传到高温物体', true],
    ['热量不可能从低温物体传到高温物体', false],
    ['用化学方法可以改变放射性元素的半衰期', false],
    ['放射性元素的半衰期与温度、压强无关', true],
    ['一块铀矿经过两个半衰期后将全部衰变完', false],
    ['氢原子从基态跃迁到激发态时要吸收光子', true],
    ['氢原子从高能级向低能级跃迁时吸收光子', false],
    ['组成原子核的核子单独存在时的总质量大于原子核的质量', true],
    ['光的偏振现象说明光是纵波', false],
    ['观察者与波源相互靠近时，接收到的频率变低', false],
    // Not in the table, negated, or joined by 「所以」「若」: undecided.
    ['一块铀矿经过两个半衰期后不会全部衰变', null],
    ['电场强度为零的地方，电势不一定为零', null],
    ['若电场线是直线，则电势沿电场线降低', null],
    ['电场线总是与等势面垂直，所以电荷沿等势面移动时电场力不做功', null],
    ['安培力的方向由左手定则判断', null],
    ['物体温度越高，分子热运动越剧烈', null],
  ];
  for (const [text, want] of cases) it(text, () => expect(verdict(judgeTextbookFact(text))).toBe(want));
});

describe('near misses of the statement kinds', () => {
  it('a beam of light has no energy fixed by its colour, only a photon has', () => {
    expect(judgeLightColorStatement('紫光的能量最大', '对于红、绿、紫三种单色光')).toBeNull();
  });
  it('the Ampère force said to be 「与磁场方向」 with nothing after is not read', () => {
    expect(judgeTextbookFact('安培力的方向总是与磁场方向')).toBeNull();
    expect(judgeTextbookFact('安培力的方向与磁场方向相同')).toBeNull();
  });
  it('lights on one metal without photoelectrons measured are not compared', () => {
    expect(
      judgePhotoelectricComparison('若 $v_{a}>v_{b}$，则一定有 $U_{a}>U_{b}$', '用频率不同的光照射同一种金属，研究光电效应'),
    ).toBeNull();
  });
});

describe('a parallel-plate capacitor with one change', () => {
  const cut = '平行板电容器充电后与电源断开，再将两极板间的距离增大，则';
  const kept = '平行板电容器始终与电源相连，若减小两板的正对面积，则';
  const dielectric = '一平行板电容器充电后断开电源，然后在两板间插入一块云母片，则';
  const onSource = '平行板电容器保持与电源连接，把两极板间的距离减小，则';
  const cases: [string, string, boolean | null][] = [
    [cut, '电容减小', true],
    [cut, '两板间电压增大', true],
    [cut, '极板所带电荷量减小', false],
    [cut, '两板间的电场强度不变', true],
    [cut, '静电计指针的张角变小', false],
    [kept, '电容器的电容增大', false],
    [kept, '极板带电量减小，两板间电压不变', true],
    [kept, '两板间场强不变', true],
    [dielectric, '电容增大，两板间电压减小', true],
    [dielectric, '板间电场强度增大', false],
    [onSource, '两板间电场强度增大', true],
    [onSource, '电荷量不变', false],
    // Not read: a ratio, a quantity the rule does not give.
    [cut, '电容变为原来的一半', null],
    [cut, 'P 点的电势升高', null],
  ];
  for (const [stem, text, want] of cases) it(`${stem}${text}`, () => expect(verdict(judgeCapacitorChange(text, stem))).toBe(want));
  it('two changes at once, or no word on the source, are not read', () => {
    expect(judgeCapacitorChange('电容减小', '平行板电容器充电后与电源断开，增大板间距离，同时减小正对面积')).toBeNull();
    expect(judgeCapacitorChange('电容减小', '平行板电容器两极板间的距离增大，则')).toBeNull();
    expect(judgeCapacitorChange('电容减小', '如图所示，平行板电容器充电后与电源断开，增大两极板间的距离')).toBeNull();
  });
});
