import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { type Answer, finishMechanics, num } from './mechanics-answer';
import { ofUnits, readMechanics, si } from './mechanics-reading';

const STICK = /完全非弹性碰撞|粘在一起|粘合|粘连|结为一体|合为一体|连在一起|一起运动|共同速度|挂接|对接/;
const OUTSIDE = /图|弹簧|摩擦|斜面|竖直|平抛|若|如果|三个|多次|第二次|夹角|角度|下列|正确的是|错误的是|静止|(?<!非)弹性碰撞|反弹|弹回/;

/**
 * Two bodies both moving along one line collide and stick together: (m₁v₁ ± m₂v₂) = (m₁ + m₂)v, opposite
 * directions by 相向 / 迎面 / 向右…向左, the same by 同向 / 追上. Asked: the common speed or the kinetic energy
 * lost, checked by momentum before and after and by the loss being positive. Each speed belongs to the mass
 * written just before it (or, with 分别, in order). A body at rest is momentum.ts's; null for anything else.
 */
export function solveHeadOnCollision(raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  const stem = split ? split.stem : raw;
  if (!STICK.test(stem)) return null;
  const read = readMechanics(stem);
  if (!read || OUTSIDE.test(read.text.replace(/完全非弹性碰撞/g, ''))) return null;
  const ms = ofUnits(read.quantities, 'kg', 'g');
  const vs = ofUnits(read.quantities, 'm/s');
  if (ms.length !== 2 || vs.length !== 2 || read.quantities.length !== 4 || read.g !== undefined || read.mu !== undefined) return null;
  const [a, b, c, d] = [...read.quantities].sort((x, y) => x.index - y.index);
  let pairs: [number, number][];
  if (a.unit !== 'm/s' && b.unit === 'm/s' && c.unit !== 'm/s' && d.unit === 'm/s')
    pairs = [
      [si(a), si(b)],
      [si(c), si(d)],
    ];
  else if (/分别/.test(read.text) && b.unit !== 'm/s' && c.unit === 'm/s')
    pairs = [
      [si(a), si(c)],
      [si(b), si(d)],
    ];
  else return null;
  const opposite = /相向|迎面|相对运动|向右.{0,40}向左|向左.{0,40}向右|向东.{0,40}向西|向西.{0,40}向东|方向相反|反方向/.test(read.text);
  const same = /同向|同方向|方向相同|追上|追尾/.test(read.text);
  if (opposite === same) return null;
  const [[m1, v1], [m2, u2]] = pairs;
  const v2 = opposite ? -u2 : u2;
  const v = (m1 * v1 + m2 * v2) / (m1 + m2);
  const loss = 0.5 * m1 * v1 * v1 + 0.5 * m2 * v2 * v2 - 0.5 * (m1 + m2) * v * v;
  // Checks: momentum is the same before and after; kinetic energy is lost (a same-direction pair must close up).
  if (Math.abs(m1 * v1 + m2 * v2 - (m1 + m2) * v) > 1e-9 * Math.max(1, m1 * v1) || !(loss > 0)) return null;
  const q = read.question;
  const lines = [
    `碰撞时内力远大于外力，系统动量守恒。取 $m_1$ 的运动方向为正方向，$v_1 = ${num(v1)}\\ \\mathrm{m/s}$，$v_2 = ${num(v2)}\\ \\mathrm{m/s}$${opposite ? '（方向相反取负）' : ''}：`,
    '',
    `$$m_1v_1 + m_2v_2 = (m_1 + m_2)v \\Rightarrow v = \\frac{${num(m1)} \\times ${num(v1)} + ${num(m2)} \\times (${num(v2)})}{${num(m1)} + ${num(m2)}}\\ \\mathrm{m/s} = ${num(v)}\\ \\mathrm{m/s}$$`,
  ];
  let answer: Answer;
  if (/动能|机械能|能量|热量|内能/.test(q)) {
    if (!/损失|减少|转化|产生|损耗/.test(q)) return null;
    lines.push(
      '',
      `损失的动能 $\\Delta E_k = \\frac{1}{2}m_1v_1^2 + \\frac{1}{2}m_2v_2^2 - \\frac{1}{2}(m_1 + m_2)v^2 = ${num(loss)}\\ \\mathrm{J}$。`,
    );
    answer = { tex: '\\Delta E_k', value: loss, unit: 'J', unitTex: 'J' };
  } else if (/速度|速率/.test(q)) {
    if (Math.abs(v) < 1e-12) return null;
    if (v < 0) lines.push('', `$v$ 为负，表示碰后共同速度方向与 $m_1$ 原来的运动方向相反，大小为 $${num(-v)}\\ \\mathrm{m/s}$。`);
    answer = { tex: 'v', value: Math.abs(v), unit: 'm/s', unitTex: 'm/s' };
  } else return null;
  const check = `碰前总动量 $${num(m1 * v1 + m2 * v2)}\\ \\mathrm{kg \\cdot m/s}$，碰后 $(m_1 + m_2)v = ${num((m1 + m2) * v)}\\ \\mathrm{kg \\cdot m/s}$，相等；碰撞后动能减少，符合实际。`;
  return finishMechanics(lines, check, answer, '已核对碰撞前后总动量相等、动能减少', split);
}
