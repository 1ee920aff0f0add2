import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { type Answer, finishMechanics, num } from './mechanics-answer';
import { ofUnits, readMechanics, si } from './mechanics-reading';

const OUTSIDE = /图|弹簧|摩擦|斜面|竖直|平抛|若|如果|三个|多次|第二次|夹角|角度|下列|正确的是|错误的是|粘|一起运动|共同速度|相向|同向|追/;
const LABEL = '[AB甲乙]';

/**
 * A moving body hits one at rest in a head-on elastic collision (弹性正碰): momentum and kinetic energy are both
 * conserved, so v₁′ = (m₁ − m₂)v₁ / (m₁ + m₂) and v₂′ = 2m₁v₁ / (m₁ + m₂) (equal masses exchange velocities). The
 * body asked for is named by its label (A, B, 甲, 乙) or as the one that was at rest / hit. Checked by both
 * conservation laws. A body that bounces back is answered only when the size of its velocity is asked.
 */
export function solveElasticCollision(raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  const stem = split ? split.stem : raw;
  if (!/(?<!非)弹性(?:正)?碰/.test(stem) || !/静止/.test(stem)) return null;
  const read = readMechanics(stem);
  if (!read || OUTSIDE.test(read.text) || read.g !== undefined || read.mu !== undefined) return null;
  const masses = ofUnits(read.quantities, 'kg', 'g');
  const speeds = ofUnits(read.quantities, 'm/s');
  const equal = /质量相等|质量相同|等质量/.test(read.text);
  if (speeds.length !== 1 || masses.length !== (equal ? 0 : 2) || read.quantities.length !== speeds.length + masses.length) return null;
  const t = read.text;
  const v1 = si(speeds[0]);
  // The mover: the mass written last before its speed, in the same clause; the other was at rest.
  let m1 = 1;
  let m2 = 1;
  let moverLabel: string | undefined;
  let restLabel: string | undefined;
  if (!equal) {
    const before = masses.filter((m) => m.index < speeds[0].index);
    if (before.length === 0) return null;
    const mover = before[before.length - 1];
    const other = masses.find((m) => m !== mover)!;
    if (/[，,。；;]/.test(t.slice(mover.end, speeds[0].index))) return null;
    if (!/静止/.test(t.slice(Math.max(0, other.index - 14), other.end + 14))) return null;
    [m1, m2] = [si(mover), si(other)];
    moverLabel = labelOf(t, mover.index, mover.end);
    restLabel = labelOf(t, other.index, other.end);
  } else {
    const found = new RegExp(`(${LABEL})\\s*(?:球|物体|滑块)?\\s*以\\s*$`).exec(t.slice(0, speeds[0].index));
    moverLabel = found?.[1];
    restLabel = new RegExp(`静止(?:的)?\\s*(?:小球|物体|滑块|球)?\\s*(${LABEL})`).exec(t)?.[1];
  }
  const q = read.question;
  const askedLabel = new RegExp(LABEL).exec(q.replace(/[AB甲乙][、和与][AB甲乙]/g, ''))?.[0];
  let asksMover: boolean;
  if (/被碰|原来静止|静止的/.test(q)) asksMover = false;
  else if (/入射|碰撞前运动/.test(q)) asksMover = true;
  else if (askedLabel && askedLabel === moverLabel) asksMover = true;
  else if (askedLabel && askedLabel === restLabel) asksMover = false;
  else return null;
  if (!/速度|速率/.test(q) || /动能|动量|能量/.test(q)) return null;
  const u1 = ((m1 - m2) / (m1 + m2)) * v1;
  const u2 = ((2 * m1) / (m1 + m2)) * v1;
  // Checks: momentum and kinetic energy are the same before and after.
  const scale = Math.max(1, m1 * v1, m1 * v1 * v1);
  if (Math.abs(m1 * v1 - m1 * u1 - m2 * u2) > 1e-9 * scale || Math.abs(m1 * v1 * v1 - m1 * u1 * u1 - m2 * u2 * u2) > 1e-9 * scale)
    return null;
  const value = asksMover ? u1 : u2;
  if (value < 0 && !/大小|速率/.test(q)) return null;
  const lines = [
    `弹性碰撞中系统动量守恒、动能也守恒。取碰前运动方向为正方向，$m_1 = ${equal ? 'm_2' : num(m1)}$${equal ? '' : `\\ \\mathrm{kg}，m_2 = ${num(m2)}\\ \\mathrm{kg}`}，$v_1 = ${num(v1)}\\ \\mathrm{m/s}$：`,
    '',
    "$$m_1v_1 = m_1v_1' + m_2v_2',\\quad \\frac{1}{2}m_1v_1^2 = \\frac{1}{2}m_1v_1'^2 + \\frac{1}{2}m_2v_2'^2$$",
    '',
    `解得 $v_1' = \\frac{m_1 - m_2}{m_1 + m_2}v_1 = ${num(u1)}\\ \\mathrm{m/s}$，$v_2' = \\frac{2m_1}{m_1 + m_2}v_1 = ${num(u2)}\\ \\mathrm{m/s}$${u1 < 0 ? "（$v_1'$ 为负，表示被反弹）" : ''}。`,
  ];
  const answer: Answer = { tex: asksMover ? "v_1'" : "v_2'", value: Math.abs(value), unit: 'm/s', unitTex: 'm/s' };
  const check = `碰后总动量 $m_1v_1' + m_2v_2' = ${num(m1 * u1 + m2 * u2)}$、总动能 $${num(0.5 * m1 * u1 * u1 + 0.5 * m2 * u2 * u2)}$ 与碰前相同${equal ? '（以 $m_1$ 为单位）' : ''}。`;
  return finishMechanics(lines, check, answer, '已核对碰撞前后动量和动能都守恒', split);
}

/** The label written with a mass: 「质量为 2 kg 的小球 A」 or 「A 球的质量为 2 kg」. */
function labelOf(t: string, start: number, end: number): string | undefined {
  const after = new RegExp(`^\\s*(?:的)?\\s*(?:小球|物体|物块|滑块|球|小车)?\\s*(${LABEL})`).exec(t.slice(end, end + 8));
  if (after) return after[1];
  return new RegExp(`(${LABEL})\\s*(?:球|物体|物块|滑块|小车)?\\s*(?:的)?\\s*质量\\s*(?:为|是|=)?\\s*$`).exec(
    t.slice(Math.max(0, start - 12), start),
  )?.[1];
}
