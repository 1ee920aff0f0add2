import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { num } from './mechanics-answer';
import { ofUnits, readMechanics, si } from './mechanics-reading';
import { chooseStatements, type Fact } from './statement-judge';

/**
 * A moving body runs into one at rest and they stick together (粘在一起, 一起运动, 完全非弹性): momentum
 * m₁v₁ = (m₁ + m₂)v, the kinetic energy lost, each body's change of momentum and the impulse each gives the other.
 * Read only in the order 「质量为 m₁ 的 A 以 v₁ … 与静止的质量为 m₂ 的 B」 on a smooth floor; each option is judged.
 */
export function solveCollisionStatements(raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  if (!split || split.options.length < 2) return null;
  const read = readMechanics(split.stem);
  if (!read || read.mu !== undefined || read.angle) return null;
  const c = read.text.replace(/\s+/g, '');
  if (!/粘在一起|粘合|一起运动|完全非弹性/.test(c) || !/碰/.test(c) || /弹簧|斜面|竖直|摆|子弹|木板/.test(c)) return null;
  const masses = ofUnits(read.quantities, 'kg', 'g');
  const speeds = ofUnits(read.quantities, 'm/s');
  if (masses.length !== 2 || speeds.length !== 1 || read.quantities.length !== 3) return null;
  const at = (i: number) => read.text.slice(0, i).replace(/\s+/g, '').length;
  const still = c.search(/静止的/);
  if (!(at(masses[0].index) < at(speeds[0].index) && at(speeds[0].index) < still && still < at(masses[1].index))) return null;
  if (c.indexOf('静止', still + 1) > -1 && c.indexOf('静止', still + 1) !== c.indexOf('静止的', still)) return null;
  const body = (after: number) => /^\s*的\s*(?:小球|物块|滑块|木块|小车)?\s*([A-Z])(?![A-Za-z])/.exec(read.text.slice(after))?.[1];
  const [A, B] = [body(masses[0].end), body(masses[1].end)];
  if (!A || !B || A === B) return null;
  const [m1, m2, v1] = [si(masses[0]), si(masses[1]), si(speeds[0])];
  const v = (m1 * v1) / (m1 + m2);
  const lost = (m1 * v1 * v1) / 2 - ((m1 + m2) * v * v) / 2;
  const facts: Fact[] = [
    {
      name: /(?:碰后|碰撞后)(?:两球|两者|它们|两物体)?(?:的)?(?:共同)?速度|共同速度/,
      value: () => v,
      unit: 'm/s',
      label: '碰后的共同速度',
    },
    {
      name: /(?:损失|减少)(?:的)?(?:动能|机械能)|(?:动能|机械能)(?:的)?(?:损失|减少量?)/,
      value: () => lost,
      unit: 'J',
      label: '损失的动能',
    },
    { name: new RegExp(`${A}对${B}的冲量`), value: () => m2 * v, unit: 'N*s', label: `${A} 对 ${B} 的冲量` },
    { name: new RegExp(`${B}对${A}的冲量`), value: () => m1 * (v1 - v), unit: 'N*s', label: `${B} 对 ${A} 的冲量`, against: true },
    {
      name: new RegExp(`${A}(?:球)?的动量(?:的)?(?:变化量|变化|改变量)`),
      value: () => m1 * (v1 - v),
      unit: 'N*s',
      label: `${A} 的动量变化量`,
      against: true,
    },
    { name: new RegExp(`${B}(?:球)?的动量(?:的)?(?:变化量|变化|改变量)`), value: () => m2 * v, unit: 'N*s', label: `${B} 的动量变化量` },
    { name: /(?:系统|两球)(?:的)?总动量/, value: () => m1 * v1, unit: 'N*s', label: '系统的总动量' },
  ];
  return chooseStatements(raw, split, {
    facts,
    letters: null,
    kind: '两物体碰撞后粘在一起',
    working: [
      `动量守恒：$m_1 v_1 = (m_1 + m_2)v$，$v = \\frac{${num(m1)} \\times ${num(v1)}}{${num(m1 + m2)}} = ${num(v)}\\ \\mathrm{m/s}$。`,
      `损失的动能 $\\Delta E_k = \\frac{1}{2}m_1 v_1^2 - \\frac{1}{2}(m_1 + m_2)v^2 = ${num(lost)}\\ \\mathrm{J}$。`,
      `${A} 对 ${B} 的冲量等于 ${B} 的动量变化 $m_2 v = ${num(m2 * v)}\\ \\mathrm{N\\cdot s}$，与 ${B} 对 ${A} 的冲量大小相等（检验：$m_1(v_1 - v) = ${num(m1 * (v1 - v))}$）。`,
    ],
  });
}
