/**
 * Look-alike hunt of decision 0120 (round 22 physics): problems that read like an inverse-square ratio, a
 * transmission-line loss, a power law changed 「由 X 提高到 Y」, a top speed P = fv, or options listing several values,
 * but differ in one step — the ratio asked the other way (近地点/远地点, 原来/现在), a height above the ground or a
 * distance from the centre, a radius given as a diameter or as a part, a place inside the body, a second charge, a
 * beam made parallel by a mirror, 提高了 / 提高到 / 提高 X, percentages, a loss read from the voltage lost, a length
 * changed beside the voltage, g = 9.8, a slope, options in another order or with a unit missing, chemistry options
 * listing a mass and an amount. Each worked by hand (working in the comment); 'mayRefuse' may only be answered rightly.
 */
import { choice as c, type Lookalike } from './lookalike-hunt-shared';

const ms = (x: string) => `$${x} \\mathrm{~m} / \\mathrm{s}$`;
const frac = (a: number | string, b: number | string) => `$\\frac{${a}}{${b}}$`;
const RATIOS = ['1:4', '4:1', '1:9', '9:1'] as const;

// biome-ignore format: one problem a line
export const ROUND22_HUNT: Lookalike[] = [
  // ── inverse squares ──
  // 近地点 r = 2R, 远地点 r = 4R: F近 : F远 = 16 : 4 = 4 : 1
  [c('某卫星沿椭圆轨道绕地球运行，近地点离地面高度为 $R$，远地点离地面高度为 $3R$（$R$ 为地球半径），则卫星在近地点与远地点所受地球引力之比为', ...RATIOS), 'B', 'mayRefuse'],
  // the same asked the other way: 1 : 4
  [c('某卫星沿椭圆轨道绕地球运行，近地点离地面高度为 $R$，远地点离地面高度为 $3R$（$R$ 为地球半径），则卫星在远地点与近地点所受地球引力之比为', ...RATIOS), 'A', 'mayRefuse'],
  // 原来 2R, 现在 4R from the centre: now / before = 1/4
  [c('卫星原来在离地面高度为 $R$ 的圆轨道上运行，变轨后在离地面高度为 $3R$ 的圆轨道上运行（$R$ 为地球半径），则它现在所受地球引力是原来的', frac(1, 4), frac(1, 9), frac(1, 3), '4 倍'), 'A', 'mayRefuse'],
  // before / now = 4
  [c('卫星原来在离地面高度为 $R$ 的圆轨道上运行，变轨后在离地面高度为 $3R$ 的圆轨道上运行（$R$ 为地球半径），则它原来所受地球引力是现在的', frac(1, 4), '9 倍', '3 倍', '4 倍'), 'D', 'mayRefuse'],
  // from the centre 2R: g/4 (not g/9 as a height 2R would give)
  [c('已知地球半径为 $R$，地面处的重力加速度为 $g$，则距地心 $2R$ 处的重力加速度为', '$\\frac{g}{2}$', '$\\frac{g}{4}$', '$\\frac{g}{9}$', '$\\frac{g}{3}$'), 'B', 'mayRefuse'],
  // a height of 2R: r = 3R, g/9
  [c('已知地球半径为 $R$，地面处的重力加速度为 $g$，则离地面高度为 $2R$ 处的重力加速度为', '$\\frac{g}{2}$', '$\\frac{g}{4}$', '$\\frac{g}{9}$', '$\\frac{g}{3}$'), 'C', 'solves'],
  // 「离地面 2R 高处」 printed otherwise: still g/9
  [c('已知地球半径为 $R$，地面处的重力加速度为 $g$，则离地面 $2R$ 高处的重力加速度为', '$\\frac{g}{2}$', '$\\frac{g}{4}$', '$\\frac{g}{9}$', '$\\frac{g}{3}$'), 'C', 'mayRefuse'],
  // the diameter D: r = D/2 + D = 3R, g/9
  [c('已知地球的直径为 $D$，地面处的重力加速度为 $g$，则离地面高度为 $D$ 处的重力加速度为', '$\\frac{g}{4}$', '$\\frac{g}{9}$', '$\\frac{g}{2}$', '$\\frac{g}{3}$'), 'B', 'mayRefuse'],
  // a height of one diameter = 2R: r = 3R, 1/9 (not 1/4)
  [c('一颗卫星在离地面高度等于地球直径的轨道上运行，它在该处所受地球的万有引力是它在地面上所受万有引力的', frac(1, 2), frac(1, 4), frac(1, 9), frac(1, 3)), 'C', 'mayRefuse'],
  // half a radius up: r = 1.5R, (1/1.5)² = 4/9 (not 1/4)
  [c('一颗卫星在离地面高度为地球半径的一半的轨道上运行，它在该处所受地球的万有引力是它在地面上所受万有引力的', frac(1, 2), frac(1, 4), frac(4, 9), frac(2, 3)), 'C', 'mayRefuse'],
  // 0.5R written as a number: 4/9
  [c('一颗卫星在离地面高度为 $0.5R$ 的轨道上运行（$R$ 为地球半径），它在该处所受地球的万有引力是它在地面上所受万有引力的', frac(1, 2), frac(1, 4), frac(4, 9), frac(2, 3)), 'C', 'mayRefuse'],
  // three radii up: r = 4R, 1/16
  [c('一物体在地球表面受到的重力为 $G$，将它放到离地面高度为地球半径的 3 倍的地方，它受到地球的引力为', '$\\frac{G}{3}$', '$\\frac{G}{9}$', '$\\frac{G}{16}$', '$\\frac{G}{4}$'), 'C', 'mayRefuse'],
  // inside the Earth (a uniform ball): g ∝ r, at 0.5R from the centre g/2 (not 4g)
  [c('把地球看作质量分布均匀的球体，地面处的重力加速度为 $g$，则地球内距地心 $0.5R$ 处的重力加速度为（$R$ 为地球半径）', '$\\frac{g}{4}$', '$\\frac{g}{2}$', '$2g$', '$4g$'), 'B', 'mayRefuse'],
  // the same without 「内」: 0.5R from the centre is inside
  [c('把地球看作质量分布均匀的球体，地面处的重力加速度为 $g$，则距地心 $0.5R$ 处的重力加速度为（$R$ 为地球半径）', '$\\frac{g}{4}$', '$\\frac{g}{2}$', '$2g$', '$4g$'), 'B', 'mayRefuse'],
  // symbols named: g0 : g = 16 : 1
  [c('地球表面的重力加速度为 $g_{0}$，物体在距地心 $4R$（$R$ 是地球的半径）处的加速度为 $g$，则 $g_{0}: g$ 为', '1:16', '16:1', '1:4', '4:1'), 'B', 'mayRefuse'],
  // two heights: 2R and 3R from the centre → a : a' = 9 : 4
  [c('两颗卫星分别在离地面高度为 $R$ 和离地面高度为 $2R$ 的圆轨道上运行（$R$ 为地球半径），则离地面高度为 $R$ 处与离地面高度为 $2R$ 处的重力加速度之比为', '3:2', '9:4', '4:9', '2:3'), 'B', 'mayRefuse'],
  // the mass does not change with height: 1 (the trap 1/4 is the weight's)
  [c('物体在地面上的质量为 $m$，把它移到离地面高度为地球半径的地方，它在该处的质量是它在地面上质量的', frac(1, 4), frac(1, 2), '1 倍', '2 倍'), 'C', 'mayRefuse'],
  // the spring scale in an orbiting satellite reads 0 (weightless), not 1/4
  [c('在离地面高度为地球半径的圆轨道上运行的卫星中，用弹簧秤称一物体，弹簧秤的示数是该物体在地面上重力的', '0', frac(1, 4), frac(1, 2), '1 倍'), 'A', 'mayRefuse'],
  // a test charge put at the place does not change the field: 4 : 1
  [c('点电荷 $Q$ 产生的电场中，$A$、$B$ 两点到 $Q$ 的距离分别为 $r$ 和 $2r$，在 $A$ 点放一个试探电荷 $q$，则 $A$、$B$ 两点的电场强度大小之比为', '1:2', '2:1', '1:4', '4:1'), 'D', 'mayRefuse'],
  // asked the other way by the letters: E_B : E_A = 1 : 4
  [c('点电荷 $Q$ 产生的电场中，$A$、$B$ 两点到 $Q$ 的距离分别为 $r$ 和 $2r$，则 $E_{B}: E_{A}$ 为', '1:2', '2:1', '1:4', '4:1'), 'C', 'mayRefuse'],
  // the potential is not 1/r²: φ ∝ 1/r, 2 : 1 (a near miss)
  [c('点电荷 $Q$ 产生的电场中，$A$、$B$ 两点到 $Q$ 的距离分别为 $r$ 和 $2r$，取无穷远处电势为零，则 $A$、$B$ 两点的电势之比为', '1:2', '2:1', '1:4', '4:1'), 'B', 'mayRefuse'],
  // the force on a charge q at 2r: qE/4, but asked as a force (not the field): refuse or right
  [c('真空中点电荷 $Q$ 在距它 $r$ 处产生的电场强度为 $E$，在距它 $2r$ 处放入电荷量为 $q$ 的试探电荷，它受到的电场力为', '$\\frac{qE}{4}$', '$\\frac{qE}{2}$', '$qE$', '$\\frac{E}{4}$'), 'A', 'mayRefuse'],
  // a second charge −Q at 2r: the midpoint is r from each, both fields E the same way → 2E (not E/4)
  [c('真空中点电荷 $+Q$ 在距它 $r$ 处产生的电场强度为 $E$，现在距它 $2r$ 处再固定另一个点电荷 $-Q$，则它们连线中点处的电场强度为', '$\\frac{E}{4}$', '$\\frac{E}{2}$', '$E$', '$2E$'), 'D', 'mayRefuse'],
  // a large charged plate: a uniform field, E at 2r too
  [c('一块很大的均匀带电平板附近，距它 $r$ 处的电场强度为 $E$，则距它 $2r$ 处的电场强度为', '$\\frac{E}{4}$', '$\\frac{E}{2}$', '$E$', '$2E$'), 'C', 'mayRefuse'],
  // a charged ball seen as a point charge outside: surface E, at 3R from the centre E/9
  [c('电荷量为 $Q$ 的均匀带电绝缘球体半径为 $R$，对球外各点可看作点电荷，球体表面的电场强度为 $E$，则距球心 $3R$ 处的电场强度为', '$\\frac{E}{3}$', '$\\frac{E}{9}$', '$3E$', '$9E$'), 'B', 'mayRefuse'],
  // inside the uniformly charged ball E ∝ r: at 0.5R, E/2 (not 4E)
  [c('电荷量为 $Q$ 的均匀带电绝缘球体半径为 $R$，对球外各点可看作点电荷，球体表面的电场强度为 $E$，则球内距球心 $0.5R$ 处的电场强度为', '$\\frac{E}{4}$', '$\\frac{E}{2}$', '$2E$', '$4E$'), 'B', 'mayRefuse'],
  // lengths in two units: 10 cm and 0.2 m → 4 : 1
  [c('真空中距点电荷 $10 \\mathrm{~cm}$ 处与距点电荷 $0.2 \\mathrm{~m}$ 处的电场强度大小之比为', '1:2', '2:1', '1:4', '4:1'), 'D', 'mayRefuse'],
  // a parallel beam from a concave mirror: the light does not fall off, 1 : 1
  [c('手电筒的小灯泡可看作点光源，它位于凹面镜的焦点处，射出的光为平行光，在光束中距光源 $1 \\mathrm{~m}$ 处与距光源 $2 \\mathrm{~m}$ 处的光照强度之比为', '1:1', '2:1', '4:1', '1:4'), 'A', 'mayRefuse'],
  // through a convex lens: not 1/r²
  [c('点光源发出的光经凸透镜后会聚，距光源 $1 \\mathrm{~m}$ 处与距光源 $2 \\mathrm{~m}$ 处的光照强度之比为', '1:1', '2:1', '4:1', '1:4'), null, 'refuses'],
  // a bare point source: 4 : 1, asked the other way 1 : 4
  [c('一个点光源向四周均匀发光，距光源 $2 \\mathrm{~m}$ 处的光照强度与距光源 $1 \\mathrm{~m}$ 处的光照强度之比为', '1:1', '2:1', '4:1', '1:4'), 'D', 'mayRefuse'],

  // ── transmission losses ──
  // 提高了一倍 = ×2: loss 1/4
  [c('输送功率不变，将输电电压提高了一倍，则输电线上损失的功率变为原来的', frac(1, 2), frac(1, 4), '2 倍', '4 倍'), 'B', 'mayRefuse'],
  // 由 110 kV 提高 110 kV (by, not to): 220 kV, loss 1/4 (not 1)
  [c('输送功率不变，将输电电压由 $110 \\mathrm{~kV}$ 提高 $110 \\mathrm{~kV}$，则输电线上损失的功率变为原来的', '1 倍', frac(1, 4), frac(1, 2), '4 倍'), 'B', 'mayRefuse'],
  // 提高到原来的 110 %: ×1.1, loss 1/1.21 = 100/121
  [c('输送功率不变，将输电电压提高到原来的 $110 \\%$，则输电线上损失的功率变为原来的', frac(100, 121), frac(10, 11), frac(121, 100), frac(1, 12100)), 'A', 'mayRefuse'],
  // 提高 10 %: the same 100/121
  [c('输送功率不变，将输电电压提高 $10 \\%$，则输电线上损失的功率变为原来的', frac(100, 121), frac(10, 11), frac(121, 100), frac(1, 100)), 'A', 'mayRefuse'],
  // ×1.1: 100/121
  [c('输送功率不变，将输电电压提高到原来的 1.1 倍，则输电线上损失的功率变为原来的', frac(100, 121), frac(10, 11), frac(121, 100), frac(1, 100)), 'A', 'mayRefuse'],
  // the current held: the loss I²r unchanged
  [c('保持输电线中的电流不变，将输电电压提高到原来的 2 倍，则输电线上损失的功率变为原来的', '1 倍', frac(1, 4), frac(1, 2), '4 倍'), 'A', 'mayRefuse'],
  // U ×2 and the line half as long (r/2): 1/4 × 1/2 = 1/8
  [c('输送功率不变，将输电电压提高为原来的 2 倍，同时输电距离减为原来的一半，则输电线上损失的功率变为原来的', frac(1, 2), frac(1, 4), frac(1, 8), frac(1, 16)), 'C', 'mayRefuse'],
  // thicker wire of twice the cross-section: r/2, so 1/8
  [c('输送功率不变，将输电电压提高为原来的 2 倍，同时输电线的横截面积增大为原来的 2 倍，则输电线上损失的功率变为原来的', frac(1, 2), frac(1, 4), frac(1, 8), frac(1, 16)), 'C', 'mayRefuse'],
  // the voltage lost halved (r fixed) → current halved → loss 1/4 (not 4 times)
  [c('输送功率不变，输电线上损失的电压变为原来的一半，则输电线上损失的功率变为原来的', frac(1, 2), frac(1, 4), '2 倍', '4 倍'), 'B', 'mayRefuse'],
  // the loss quartered → the voltage lost halved
  [c('输送功率不变，输电线上损失的功率变为原来的 $\\frac{1}{4}$，则输电线上损失的电压变为原来的', frac(1, 2), frac(1, 4), '2 倍', '4 倍'), 'A', 'mayRefuse'],
  // 由 220 kV 降低到 110 kV: loss 4 times
  [c('输送功率不变，将输电电压由 $220 \\mathrm{~kV}$ 降低到 $110 \\mathrm{~kV}$，则输电线上损失的功率变为原来的', frac(1, 2), frac(1, 4), '2 倍', '4 倍'), 'D', 'solves'],
  // the power sent doubled with U doubled: I unchanged, loss 1
  [c('将输送功率和输电电压都变为原来的 2 倍，则输电线上损失的功率变为原来的', '1 倍', frac(1, 4), frac(1, 2), '4 倍'), 'A', 'mayRefuse'],
  // the current asked: 11 → 220 kV, I ×1/20
  [c('输送功率不变，将输电电压由 $11 \\mathrm{~kV}$ 提高到 $220 \\mathrm{~kV}$，则输电线上的电流变为原来的', frac(1, 20), frac(1, 400), '20 倍', '400 倍'), 'A', 'mayRefuse'],
  // different units 220 V → 11 kV: ×50, loss 1/2500
  [c('输送功率不变，将输电电压由 $220 \\mathrm{~V}$ 提高到 $11 \\mathrm{~kV}$，则输电线上损失的功率变为原来的', frac(1, 50), frac(1, 2500), '50 倍', '2500 倍'), 'B', 'mayRefuse'],
  // the power the users get rises; the loss falls: asked the users' power → not this law
  [c('输送功率不变，将输电电压提高为原来的 2 倍，则用户得到的功率变为原来的', frac(1, 4), '1 倍', '2 倍', '4 倍'), null, 'refuses'],

  // ── power laws 「由 X 到 Y」 ──
  // 从 2 m/s 增加 4 m/s (by 4, to 6): Ek ×9 (not ×4)
  [c('物体的质量不变，速度从 $2 \\mathrm{~m} / \\mathrm{s}$ 增加 $4 \\mathrm{~m} / \\mathrm{s}$，则它的动能变为原来的', '2 倍', '3 倍', '4 倍', '9 倍'), 'D', 'mayRefuse'],
  // 由 3 m/s 减小 1 m/s (to 2): (2/3)² = 4/9 (not 1/9)
  [c('物体的质量不变，速度由 $3 \\mathrm{~m} / \\mathrm{s}$ 减小 $1 \\mathrm{~m} / \\mathrm{s}$，则它的动能变为原来的', frac(1, 3), frac(1, 9), frac(4, 9), frac(2, 3)), 'C', 'mayRefuse'],
  // 从 2 m/s 增大到 6 m/s and the mass halved: 9/2
  [c('物体的速度从 $2 \\mathrm{~m} / \\mathrm{s}$ 增大到 $6 \\mathrm{~m} / \\mathrm{s}$，质量变为原来的一半，则它的动能变为原来的', '3 倍', '4.5 倍', '9 倍', '18 倍'), 'B', 'mayRefuse'],
  // 增大到原来的 120 %: ×1.44
  [c('物体的质量不变，速度增大到原来的 $120 \\%$，则它的动能变为原来的', '1.2 倍', '1.44 倍', '2.4 倍', '14400 倍'), 'B', 'mayRefuse'],
  // 摆长 由 1 m 增加 3 m (to 4 m): T ×2 (not √3)
  [c('单摆的摆长由 $1 \\mathrm{~m}$ 增加 $3 \\mathrm{~m}$，其他条件不变，则单摆的周期变为原来的', '$\\sqrt{3}$ 倍', '2 倍', '3 倍', '4 倍'), 'B', 'mayRefuse'],
  // 摆长 由 1 m 增加到 4 m: ×2
  [c('单摆的摆长由 $1 \\mathrm{~m}$ 增加到 $4 \\mathrm{~m}$，其他条件不变，则单摆的周期变为原来的', '$\\sqrt{3}$ 倍', '2 倍', '3 倍', '4 倍'), 'B', 'mayRefuse'],
  // 距离 10 cm → 0.2 m (two units): F/4
  [c('两个点电荷的电荷量不变，它们之间的距离由 $10 \\mathrm{~cm}$ 增大到 $0.2 \\mathrm{~m}$，则它们之间的库仑力变为原来的', frac(1, 2), frac(1, 4), '2 倍', '4 倍'), 'B', 'mayRefuse'],

  // ── top speed ──
  // f = 0.1 × 2000 × 9.8 = 1960 N, v = 60000/1960 ≈ 30.6 m/s (30 m/s is g = 10's)
  [c('质量为 $2 \\mathrm{~t}$ 的汽车，额定功率为 $60 \\mathrm{~kW}$，在水平公路上行驶时受到的阻力是车重的 0.1 倍，$g$ 取 $9.8 \\mathrm{~m} / \\mathrm{s}^{2}$，则汽车行驶的最大速度约为', ms('30'), ms('30.6'), ms('15.3'), ms('61.2')), 'B', 'mayRefuse'],
  // f = 0.05 × 4000 × 10 = 2000 N, v = 80000/2000 = 40 m/s
  [c('汽车的额定功率为 $80 \\mathrm{~kW}$，质量为 $4 \\times 10^{3} \\mathrm{~kg}$，在平直公路上行驶时所受阻力恒为车重的 0.05 倍，$g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$，则汽车能达到的最大速度为', ms('20'), ms('40'), ms('4'), ms('400')), 'B', 'solves'],
  // the weight given in newtons (not a mass): f = 0.1 × 2×10⁴ = 2000 N, v = 30 m/s
  [c('汽车的额定功率为 $60 \\mathrm{~kW}$，车重为 $2 \\times 10^{4} \\mathrm{~N}$，在平直公路上行驶时所受阻力为车重的 0.1 倍，则汽车行驶的最大速度为', ms('3'), ms('15'), ms('30'), ms('300')), 'C', 'mayRefuse'],
  // up a road at sinθ = 0.1: F = f + mg sinθ = 2000 + 2000 = 4000 N, v = 15 m/s (not 30)
  [c('质量为 $2 \\mathrm{~t}$ 的汽车，额定功率为 $60 \\mathrm{~kW}$，在平直公路上行驶时阻力恒为 $2000 \\mathrm{~N}$。若它以额定功率沿一段倾角为 $\\theta$（$\\sin \\theta=0.1$）的山路向上行驶，所受阻力不变，$g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$，则它向上行驶的最大速度为', ms('10'), ms('15'), ms('20'), ms('30')), 'B', 'mayRefuse'],
  // a load on the car: f = 0.1 × (2 + 1) t × 10 = 3000 N, v = 20 m/s
  [c('质量为 $2 \\mathrm{~t}$ 的汽车载有质量为 $1 \\mathrm{~t}$ 的货物，额定功率为 $60 \\mathrm{~kW}$，在水平公路上行驶时阻力是总重力的 0.1 倍，$g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$，则汽车行驶的最大速度为', ms('20'), ms('30'), ms('60'), ms('10')), 'A', 'mayRefuse'],
  // driven at 30 kW of its 60 kW: v = 30000/2000 = 15 m/s
  [c('额定功率为 $60 \\mathrm{~kW}$ 的汽车，以 $30 \\mathrm{~kW}$ 的恒定功率在平直公路上行驶，所受阻力恒为 $2000 \\mathrm{~N}$，则汽车能达到的最大速度为', ms('15'), ms('30'), ms('45'), ms('60')), 'A', 'mayRefuse'],
  // rated 80 kW, kept at a power of 60 kW: 60000/2000 = 30 m/s
  [c('额定功率为 $80 \\mathrm{~kW}$ 的汽车在平直公路上行驶，保持功率为 $60 \\mathrm{~kW}$ 不变，所受阻力恒为 $2000 \\mathrm{~N}$，则汽车能达到的最大速度为', ms('30'), ms('40'), ms('20'), ms('15')), 'A', 'mayRefuse'],
  // two roads: on the muddy one 4000 N → 15 m/s
  [c('额定功率为 $60 \\mathrm{~kW}$ 的汽车在平直公路上行驶时阻力为 $2000 \\mathrm{~N}$，在水平泥泞路面上行驶时阻力为 $4000 \\mathrm{~N}$，则它在泥泞路面上行驶的最大速度为', ms('15'), ms('30'), ms('45'), ms('20')), 'A', 'mayRefuse'],
  // the speed at which the pull is 4000 N (not the top speed): 15 m/s, a near miss
  [c('额定功率为 $60 \\mathrm{~kW}$ 的汽车在平直公路上行驶，所受阻力恒为 $2000 \\mathrm{~N}$，当汽车的速度为最大速度的一半时，它的速度为', ms('15'), ms('30'), ms('45'), ms('60')), 'A', 'mayRefuse'],

  // ── options listing several values ──
  // v = 6 m/s, x = 9 m, the options writing the distance first
  [c('一个物体从静止开始做匀加速直线运动，加速度为 $2 \\mathrm{~m} / \\mathrm{s}^{2}$，则它在 $3 \\mathrm{~s}$ 末的速度和 $3 \\mathrm{~s}$ 内的位移分别为', '$9 \\mathrm{~m}$，$6 \\mathrm{~m} / \\mathrm{s}$', '$18 \\mathrm{~m}$，$6 \\mathrm{~m} / \\mathrm{s}$', '$9 \\mathrm{~m}$，$3 \\mathrm{~m} / \\mathrm{s}$', '$18 \\mathrm{~m}$，$3 \\mathrm{~m} / \\mathrm{s}$'), 'A', 'mayRefuse'],
  // one option's unit missing: not decided for that option
  [c('一个物体从静止开始做匀加速直线运动，加速度为 $2 \\mathrm{~m} / \\mathrm{s}^{2}$，则它在 $3 \\mathrm{~s}$ 末的速度和 $3 \\mathrm{~s}$ 内的位移分别为', '6，$9 \\mathrm{~m}$', '$6 \\mathrm{~m} / \\mathrm{s}$，$18 \\mathrm{~m}$', '$3 \\mathrm{~m} / \\mathrm{s}$，$9 \\mathrm{~m}$', '$3 \\mathrm{~m} / \\mathrm{s}$，$18 \\mathrm{~m}$'), 'A', 'mayRefuse'],
  // 第 3 s 内 (the third second) is 9 − 4 = 5 m, not 9 m
  [c('一个物体从静止开始做匀加速直线运动，加速度为 $2 \\mathrm{~m} / \\mathrm{s}^{2}$，则它在第 $3 \\mathrm{~s}$ 末的速度和第 $3 \\mathrm{~s}$ 内的位移分别为', '$6 \\mathrm{~m} / \\mathrm{s}$，$9 \\mathrm{~m}$', '$6 \\mathrm{~m} / \\mathrm{s}$，$5 \\mathrm{~m}$', '$4 \\mathrm{~m} / \\mathrm{s}$，$5 \\mathrm{~m}$', '$3 \\mathrm{~m} / \\mathrm{s}$，$9 \\mathrm{~m}$'), 'B', 'mayRefuse'],
  // two speeds: the values cannot be placed by unit
  [c('一个物体从静止开始做匀加速直线运动，加速度为 $2 \\mathrm{~m} / \\mathrm{s}^{2}$，则它在第 $2 \\mathrm{~s}$ 末和第 $3 \\mathrm{~s}$ 末的速度分别为', '$4 \\mathrm{~m} / \\mathrm{s}$，$6 \\mathrm{~m} / \\mathrm{s}$', '$6 \\mathrm{~m} / \\mathrm{s}$，$4 \\mathrm{~m} / \\mathrm{s}$', '$2 \\mathrm{~m} / \\mathrm{s}$，$3 \\mathrm{~m} / \\mathrm{s}$', '$4 \\mathrm{~m} / \\mathrm{s}$，$9 \\mathrm{~m} / \\mathrm{s}$'), 'A', 'mayRefuse'],
  // three values listed where two are asked
  [c('一个物体从静止开始做匀加速直线运动，加速度为 $2 \\mathrm{~m} / \\mathrm{s}^{2}$，则它在 $3 \\mathrm{~s}$ 末的速度和 $3 \\mathrm{~s}$ 内的位移分别为', '$6 \\mathrm{~m} / \\mathrm{s}$，$9 \\mathrm{~m}$，$3 \\mathrm{~s}$', '$6 \\mathrm{~m} / \\mathrm{s}$，$18 \\mathrm{~m}$，$3 \\mathrm{~s}$', '$3 \\mathrm{~m} / \\mathrm{s}$，$9 \\mathrm{~m}$，$3 \\mathrm{~s}$', '$3 \\mathrm{~m} / \\mathrm{s}$，$18 \\mathrm{~m}$，$3 \\mathrm{~s}$'), 'A', 'mayRefuse'],
  // I = 2 A, P = 20 W, options on one line and the power first
  ['将阻值为 $5 \\Omega$ 的电阻接在电压为 $10 \\mathrm{~V}$ 的电源两端，通过电阻的电流和电阻消耗的电功率分别为（ ） A. $20 \\mathrm{~W}$，$2 \\mathrm{~A}$ B. $50 \\mathrm{~W}$，$2 \\mathrm{~A}$ C. $20 \\mathrm{~W}$，$0.5 \\mathrm{~A}$ D. $10 \\mathrm{~W}$，$2 \\mathrm{~A}$', 'A', 'mayRefuse'],
  // I = 2 A and the heat in 10 s Q = I²Rt = 200 J
  [c('将阻值为 $5 \\Omega$ 的电阻接在电压为 $10 \\mathrm{~V}$ 的电源两端，通电 $10 \\mathrm{~s}$，通过电阻的电流和电阻产生的热量分别为', '$2 \\mathrm{~A}$，$200 \\mathrm{~J}$', '$2 \\mathrm{~A}$，$20 \\mathrm{~J}$', '$0.5 \\mathrm{~A}$，$200 \\mathrm{~J}$', '$2 \\mathrm{~A}$，$100 \\mathrm{~J}$'), 'A', 'mayRefuse'],
  // x = 9 m in 3 s from rest: a = 2 m/s², v = 6 m/s
  [c('一个物体由静止开始做匀加速直线运动，$3 \\mathrm{~s}$ 内的位移为 $9 \\mathrm{~m}$，则它的加速度和 $3 \\mathrm{~s}$ 末的速度分别为', '$2 \\mathrm{~m} / \\mathrm{s}^{2}$，$6 \\mathrm{~m} / \\mathrm{s}$', '$1 \\mathrm{~m} / \\mathrm{s}^{2}$，$3 \\mathrm{~m} / \\mathrm{s}$', '$2 \\mathrm{~m} / \\mathrm{s}^{2}$，$3 \\mathrm{~m} / \\mathrm{s}$', '$3 \\mathrm{~m} / \\mathrm{s}^{2}$，$9 \\mathrm{~m} / \\mathrm{s}$'), 'A', 'mayRefuse'],
  // 「和」 between the values instead of a comma
  [c('一个物体从静止开始做匀加速直线运动，加速度为 $2 \\mathrm{~m} / \\mathrm{s}^{2}$，则它在 $3 \\mathrm{~s}$ 末的速度和 $3 \\mathrm{~s}$ 内的位移分别为', '$6 \\mathrm{~m} / \\mathrm{s}$ 和 $9 \\mathrm{~m}$', '$6 \\mathrm{~m} / \\mathrm{s}$ 和 $18 \\mathrm{~m}$', '$3 \\mathrm{~m} / \\mathrm{s}$ 和 $9 \\mathrm{~m}$', '$3 \\mathrm{~m} / \\mathrm{s}$ 和 $18 \\mathrm{~m}$'), 'A', 'mayRefuse'],
  // chemistry: 11.2 L CO₂ at STP is 0.5 mol and 22 g
  [c('标准状况下，$11.2 \\mathrm{~L}$ $\\mathrm{CO}_{2}$ 的物质的量和质量分别为', '$0.5 \\mathrm{~mol}$，$22 \\mathrm{~g}$', '$0.5 \\mathrm{~mol}$，$44 \\mathrm{~g}$', '$1 \\mathrm{~mol}$，$44 \\mathrm{~g}$', '$22 \\mathrm{~g}$，$1 \\mathrm{~mol}$'), 'A', 'mayRefuse'],
  // chemistry: 9 g water is 0.5 mol and holds 1 mol H — two amounts, not placed by unit
  [c('$9 \\mathrm{~g}$ 水的物质的量和其中所含氢原子的物质的量分别为', '$0.5 \\mathrm{~mol}$，$1 \\mathrm{~mol}$', '$1 \\mathrm{~mol}$，$0.5 \\mathrm{~mol}$', '$0.5 \\mathrm{~mol}$，$0.5 \\mathrm{~mol}$', '$1 \\mathrm{~mol}$，$2 \\mathrm{~mol}$'), 'A', 'mayRefuse'],
  // chemistry: M(CO₂) = 44 g/mol and 22 g is 0.5 mol; 「44 g」 is a mass, not a molar mass
  [c('$\\mathrm{CO}_{2}$ 的摩尔质量和 $22 \\mathrm{~g}$ $\\mathrm{CO}_{2}$ 的物质的量分别为', '$44 \\mathrm{~g}$，$0.5 \\mathrm{~mol}$', '$44 \\mathrm{~g} / \\mathrm{mol}$，$0.5 \\mathrm{~mol}$', '$44 \\mathrm{~g} / \\mathrm{mol}$，$1 \\mathrm{~mol}$', '$22 \\mathrm{~g} / \\mathrm{mol}$，$0.5 \\mathrm{~mol}$'), 'B', 'mayRefuse'],
  // chemistry: 0.5 mol H₂SO₄ is 49 g and holds 2 mol O
  [c('$0.5 \\mathrm{~mol}$ $\\mathrm{H}_{2} \\mathrm{SO}_{4}$ 的质量和其中所含氧原子的物质的量分别为', '$49 \\mathrm{~g}$，$2 \\mathrm{~mol}$', '$98 \\mathrm{~g}$，$2 \\mathrm{~mol}$', '$49 \\mathrm{~g}$，$0.5 \\mathrm{~mol}$', '$49 \\mathrm{~g}$，$4 \\mathrm{~mol}$'), 'A', 'mayRefuse'],
  // ── more printings of the fixed steps ──
  // 「地球半径的二分之一」: r = 1.5R, 4/9
  [c('一颗卫星在离地面高度为地球半径的二分之一的轨道上运行，它在该处所受地球的万有引力是它在地面上所受万有引力的', frac(1, 2), frac(1, 4), frac(4, 9), frac(2, 3)), 'C', 'mayRefuse'],
  // a place named by its letter after the distance: E/4
  [c('点电荷 $Q$ 的电场中，距 $Q$ 为 $r$ 处的电场强度为 $E$，则距 $Q$ $2r$ 处的 $B$ 点的电场强度为', '$\\frac{E}{2}$', '$\\frac{E}{4}$', '$2E$', '$4E$'), 'B', 'mayRefuse'],
  // the field at 2r asked where a charge 2q is put: still E/4 (a number beside the places)
  [c('真空中点电荷 $Q$ 在距它 $r$ 处产生的电场强度为 $E$，若在距它 $2r$ 处放一电荷量为 $2q$ 的试探电荷，则该处的电场强度为', '$\\frac{E}{2}$', '$\\frac{E}{4}$', '$E$', '$2E$'), 'B', 'mayRefuse'],
  // a second source light: the two add, not 1/r²
  [c('一个点光源在距它 $1 \\mathrm{~m}$ 处的光照强度为 $I$，在它旁边再放另一个相同的点光源，则距原光源 $2 \\mathrm{~m}$ 处的光照强度为', '$\\frac{I}{4}$', '$\\frac{I}{2}$', '$I$', '$2I$'), null, 'refuses'],
  // 电压损失 printed the other way round: loss 1/4
  [c('输送功率不变，输电线上的电压损失变为原来的一半，则输电线上损失的功率变为原来的', frac(1, 2), frac(1, 4), '2 倍', '4 倍'), 'B', 'mayRefuse'],
  // U 110 → 220 kV and r 10 → 5 Ω: 1/4 × 1/2 = 1/8
  [c('输送功率不变，将输电电压由 $110 \\mathrm{~kV}$ 提高到 $220 \\mathrm{~kV}$，同时输电线的电阻由 $10 \\Omega$ 减小到 $5 \\Omega$，则输电线上损失的功率变为原来的', frac(1, 2), frac(1, 4), frac(1, 8), frac(1, 16)), 'C', 'mayRefuse'],
  // 升高为: 11 → 220 kV, 1/400
  [c('输送功率不变，将输电电压由 $11 \\mathrm{~kV}$ 升高为 $220 \\mathrm{~kV}$，则输电线上损失的功率变为原来的', frac(1, 20), frac(1, 400), '20 倍', '400 倍'), 'B', 'mayRefuse'],
  // the line lengthened as well (降为 / 减为 unread must not be dropped): U ×2, the line ×2 → 1/2
  [c('输送功率不变，将输电电压升高为原来的 2 倍，同时输电距离增为原来的 2 倍，则输电线上损失的功率变为原来的', frac(1, 2), frac(1, 4), frac(1, 8), '2 倍'), 'A', 'mayRefuse'],
  // g given as 10 N/kg: f = 0.1 × 1500 × 10 = 1500 N, v = 45000/1500 = 30 m/s
  [c('质量为 $1500 \\mathrm{~kg}$ 的汽车在水平路面上行驶，额定功率为 $45 \\mathrm{~kW}$，阻力为车重的 0.1 倍，$g=10 \\mathrm{~N} / \\mathrm{kg}$，则汽车行驶的最大速度为', ms('3'), ms('15'), ms('30'), ms('45')), 'C', 'mayRefuse'],
  // I = 2 A, P = 20 W printed as 0.02 kW
  [c('将阻值为 $5 \\Omega$ 的电阻接在电压为 $10 \\mathrm{~V}$ 的电源两端，通过电阻的电流和电阻消耗的电功率分别为', '$2 \\mathrm{~A}$，$0.02 \\mathrm{~kW}$', '$2 \\mathrm{~A}$，$0.05 \\mathrm{~kW}$', '$0.5 \\mathrm{~A}$，$0.02 \\mathrm{~kW}$', '$2 \\mathrm{~A}$，$0.01 \\mathrm{~kW}$'), 'A', 'mayRefuse'],
];
