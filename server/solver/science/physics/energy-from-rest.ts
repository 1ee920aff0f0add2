import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { answerAskedFact } from './asked-fact';
import { num } from './mechanics-answer';
import { type MechanicsText, ofUnits, readMechanics, resistanceActs, si } from './mechanics-reading';
import { chooseStatements, type Fact, type WorkedSituation } from './statement-judge';

const OUTSIDE = /摩擦|μ|弹簧|碰|传送带|绳|杆|电|磁|竖直上抛|抛出|初速度/;

/** 「从光滑斜面上高 0.8 m 处由静止滑下」: mechanical energy kept, v = √(2gh) at the bottom whatever the shape. */
function smoothDescent(read: MechanicsText, c: string): WorkedSituation | null {
  if (!/光滑[^，,。；;]{0,8}?(?:斜面|曲面|弧形|圆弧|轨道|滑梯)/.test(c) || !/由静止|从静止|静止开始/.test(c)) return null;
  if (!/滑下|下滑|释放|滑至|滑到/.test(c) || read.angle || read.g === undefined) return null;
  const heights = ofUnits(read.quantities, 'm', 'cm');
  const masses = ofUnits(read.quantities, 'kg', 'g');
  if (heights.length !== 1 || masses.length > 1 || read.quantities.length !== 1 + masses.length) return null;
  const h = heights[0].text.replace(/\s+/g, '');
  if (!new RegExp(`高(?:度)?(?:为|是)?${h}|${h}(?:的)?高(?:处|的地方)`).test(c)) return null;
  const [g, height] = [read.g, si(heights[0])];
  const v = Math.sqrt(2 * g * height);
  const facts: Fact[] = [
    {
      name: /(?:滑到|到达|运动到|滑至|滑)?(?:斜面|曲面|轨道|圆弧|滑梯)?(?:的)?(?:底端|底部|最低点)(?:时)?(?:的)?速度/,
      value: () => v,
      unit: 'm/s',
      label: '到达底端时的速度 v',
    },
  ];
  if (masses.length) {
    const m = si(masses[0]);
    facts.push({
      name: /(?:滑到|到达|运动到|滑至|滑)?(?:斜面|曲面|轨道|圆弧|滑梯)?(?:的)?(?:底端|底部|最低点)(?:时)?(?:的)?动能/,
      value: () => m * g * height,
      unit: 'J',
      label: '到达底端时的动能 E_k',
    });
    facts.push({ name: /重力(?:所)?做(?:的)?功/, value: () => m * g * height, unit: 'J', label: '重力做的功 W' });
  }
  return {
    facts,
    letters: null,
    kind: '沿光滑面由静止下滑的物体',
    working: [
      '接触面光滑，支持力不做功，只有重力做功，机械能守恒：$mgh = \\frac{1}{2}mv^2$。',
      `到达底端时 $v = \\sqrt{2gh} = \\sqrt{2 \\times ${num(g)} \\times ${num(height)}} = ${num(v)}\\ \\mathrm{m/s}$。`,
    ],
  };
}

/** 「在 10 N 的水平拉力作用下由静止开始沿光滑水平面运动了 5 m」: Fs = ½mv², a = F/m. */
function smoothPull(read: MechanicsText, c: string): WorkedSituation | null {
  if (!/光滑水平(?:面|地面|桌面)/.test(c) || !/水平(?:拉力|推力|恒力)/.test(c) || !/由静止|从静止|静止开始/.test(c)) return null;
  if (read.angle || /撤去|撤掉/.test(c)) return null;
  const masses = ofUnits(read.quantities, 'kg', 'g');
  const forces = ofUnits(read.quantities, 'N');
  const lengths = ofUnits(read.quantities, 'm', 'cm');
  if (masses.length !== 1 || forces.length !== 1 || lengths.length !== 1 || read.quantities.length !== 3) return null;
  const [m, F, s] = [si(masses[0]), si(forces[0]), si(lengths[0])];
  const v = Math.sqrt((2 * F * s) / m);
  const a = F / m;
  return {
    facts: [
      { name: /末速度|(?:此时|这时|最终)(?:的)?速度/, value: () => v, unit: 'm/s', label: '末速度 v' },
      { name: /末动能|(?:此时|这时|最终)(?:的)?动能/, value: () => F * s, unit: 'J', label: '末动能 E_k' },
      { name: /(?:拉力|推力|恒力|F)(?:所)?做(?:的)?功/, value: () => F * s, unit: 'J', label: '拉力做的功 W' },
      { name: /加速度/, value: () => a, unit: 'm/s^2', label: '加速度 a' },
      { name: /(?:运动|所用)(?:的)?时间/, value: () => Math.sqrt((2 * s) / a), unit: 's', label: '所用时间 t' },
    ],
    letters: null,
    kind: '光滑水平面上由静止被拉动的物体',
    working: [
      `水平面光滑，只有拉力做功，由动能定理 $Fs = \\frac{1}{2}mv^2$：$v = \\sqrt{\\frac{2Fs}{m}} = \\sqrt{\\frac{2 \\times ${num(F)} \\times ${num(s)}}{${num(m)}}} = ${num(v)}\\ \\mathrm{m/s}$。`,
      `检验（牛顿第二定律）：$a = \\frac{F}{m} = ${num(a)}\\ \\mathrm{m/s^2}$，$v^2 = 2as = ${num(2 * a * s)}$，与 $v^2 = ${num(v * v)}$ 相等。`,
    ],
  };
}

/**
 * Energy from rest on smooth surfaces: a body sliding down a smooth slope or track from a stated height (mechanical
 * energy kept, v = √(2gh)), or pulled from rest along a smooth level floor by a horizontal force over a distance (the
 * work–energy theorem, checked by Newton's second law). The asked quantity is matched to the options, or the options'
 * statements are judged.
 */
export function solveEnergyFromRest(raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  if (!split || split.options.length < 2) return null;
  const read = readMechanics(split.stem);
  if (!read) return null;
  const c = read.text.replace(/\s+/g, '');
  // Smooth means every surface of the motion: a rough stretch anywhere (「粗糙斜面…光滑水平面」) or a resistance breaks it.
  if (OUTSIDE.test(c.replace(/不计(?:空气)?阻力/, '')) || /粗糙/.test(c) || resistanceActs(c)) return null;
  const s = smoothDescent(read, c) ?? smoothPull(read, c);
  if (!s) return null;
  if (/下列|说法|正确|错误/.test(read.question)) return chooseStatements(raw, split, s);
  if (/\d/.test(read.question)) return null;
  return answerAskedFact(read.text, split, s, '已用另一条关系（牛顿第二定律或机械能守恒）核对。');
}
