import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { normalizeScienceText } from '../chem/normalize';
import { formatNumber } from '../format';
import { askClause } from '../statement-picks';
import { answerFromWorkedValues } from './worked-values-options';

const NUM = String.raw`(\d+(?:\.\d+)?)`;
/** Exam decorations that carry digits but no data: "3.", "(6 分)". */
const DECORATION = /^\s*\d{1,3}\s*[.．、]\s*(?!\d)|[(（]\s*\d{1,2}\s*分\s*[)）]/g;
const OUTSIDE = /图|弹簧|摩擦(?!不计)|斜面|竖直|平抛|若|如果|三个|多次|第二次|夹角|角度|可能|粘|一起|共同/;
/** The direction of a velocity after the collision, said beside it. */
const SAME = /沿原(?:来的)?方向|方向不变|原方向|继续向前|同向/;
const BACK = /反向|反弹|弹回|相反|返回|向后/;

interface Body {
  letter: string;
  mass: number;
}

/**
 * A body moving at v₀ hits a body at rest head-on (正碰) on a smooth level surface; after the collision one body's
 * velocity is given with its direction (沿原方向 / 反弹), and the other's speed is asked: m₁v₀ = m₁v₁ + m₂v₂. Each body
 * is named by a letter (A、B, 甲、乙). The result must be a possible collision: the kinetic energy does not grow
 * and the body behind does not pass through the one ahead. Null when the problem is not exactly that.
 */
export function solveCollisionAfterSpeed(raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  if (!split) return null;
  const t = normalizeScienceText(split.stem)
    .replace(/\s+/g, ' ')
    .replace(/([A-Za-z])\s*\/\s*([A-Za-z])/g, '$1/$2');
  if (!/正碰|碰撞|相碰|对心碰/.test(t) || !/静止/.test(t) || OUTSIDE.test(t) || !/光滑/.test(t)) return null;
  const masses = [...t.matchAll(new RegExp(`${NUM}\\s*(kg|g)(?![A-Za-z/])`, 'g'))];
  const speeds = [...t.matchAll(new RegExp(`${NUM}\\s*m/s(?![A-Za-z^])`, 'g'))];
  if (masses.length !== 2 || speeds.length !== 2) return null;
  let rest = t;
  for (const m of [...masses, ...speeds]) rest = rest.replace(m[0], ' ');
  if (/\d/.test(rest.replace(DECORATION, ' '))) return null;
  const bodies: Body[] = masses.map((m) => ({
    letter: /^\s*(?:的)?[\u4e00-\u9fa5]{0,4}\s*([A-Z甲乙])(?![A-Za-z])/.exec(t.slice(m.index + m[0].length))?.[1] ?? '',
    mass: Number(m[1]) * (m[2] === 'g' ? 1e-3 : 1),
  }));
  if (bodies.some((b) => !b.letter) || bodies[0].letter === bodies[1].letter) return null;
  // Before: the first speed follows the first mass in its clause, and the second body is the one at rest.
  const [v0, after] = speeds;
  if (!(masses[0].index < v0.index && v0.index < masses[1].index) || /[，,。；;]/.test(t.slice(masses[0].index, v0.index))) return null;
  if (!/静止/.test(t.slice(masses[0].index + masses[0][0].length, masses[1].index + masses[1][0].length + 6))) return null;
  // After: 「碰后 A 以 1 m/s 的速度沿原方向运动」.
  const clause =
    t
      .slice(0, after.index)
      .split(/[，,。；;]/)
      .pop() ?? '';
  const told = /(?:碰后|碰撞后)\s*([A-Z甲乙])/.exec(clause)?.[1];
  const around = t.slice(after.index).split(/[，,。；;]/)[0];
  const same = SAME.test(around);
  const back = BACK.test(around);
  if (!told || same === back) return null;
  const asked = /(?:碰后|碰撞后)?\s*([A-Z甲乙])\s*(?:球|物块|的)?\s*(?:的)?速度(?:的)?(?:大小)?/.exec(askClause(t))?.[1];
  const [m1, m2] = [bodies[0].mass, bodies[1].mass];
  const v = Number(v0[1]);
  const u = Number(after[1]) * (same ? 1 : -1);
  const toldFirst = told === bodies[0].letter;
  if (!toldFirst && told !== bodies[1].letter) return null;
  if (!asked || asked === told || (asked !== bodies[0].letter && asked !== bodies[1].letter)) return null;
  const [u1, u2] = toldFirst ? [u, (m1 * v - m1 * u) / m2] : [(m1 * v - m2 * u) / m1, u];
  const before = 0.5 * m1 * v * v;
  const afterEnergy = 0.5 * m1 * u1 * u1 + 0.5 * m2 * u2 * u2;
  if (afterEnergy > before * (1 + 1e-9) || u1 > u2 + 1e-9 || Math.abs(m1 * u1 + m2 * u2 - m1 * v) > 1e-9 * m1 * v) return null;
  const wanted = toldFirst ? u2 : u1;
  const f = (x: number) => formatNumber(x, 6).latex;
  const [a, b] = [bodies[0].letter, bodies[1].letter];
  return answerFromWorkedValues(
    raw,
    split,
    [{ name: `碰后 ${asked} 的速度大小`, words: /速度/, value: Math.abs(wanted), unit: 'm/s' }],
    `光滑水平面上正碰，系统动量守恒；取碰前 ${a} 的运动方向为正方向。`,
    [
      `$m_{${a}}v_0 = m_{${a}}v_{${a}}' + m_{${b}}v_{${b}}'$：$${f(m1)} \\times ${f(v)} = ${f(m1)} \\times (${f(u1)}) + ${f(m2)} \\times (${f(u2)})$`,
      `碰后 ${asked} 的速度为 $${f(wanted)}\\ \\mathrm{m/s}$${wanted < 0 ? '（与正方向相反）' : ''}。`,
      `**检验**：碰前动能 $${f(before)}\\ \\mathrm{J}$，碰后动能 $${f(afterEnergy)}\\ \\mathrm{J}$，没有增加；碰后 ${a} 的速度不大于 ${b} 的速度，这样的碰撞是可能的。`,
    ],
  );
}
