import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { normalizeScienceText } from '../chem/normalize';
import { pickNumericOption } from '../choice';
import { formatNumber } from '../format';
import { refused, solved } from '../outcome';
import { pickExactOption } from './option-values';

const NUM = String.raw`(\d+(?:\.\d+)?)`;

interface Q {
  value: number;
  index: number;
  text: string;
}

/**
 * Momentum conservation in one dimension, two bodies, one of them at rest before: a moving body that
 * sticks to a resting one (common velocity, kinetic energy lost), or two bodies at rest that push apart
 * (recoil: a person jumping off a boat, a gun firing). Two masses and one velocity, each placed by the
 * words around it; null when the problem is not exactly that.
 */
export function solveMomentum(raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  const t = normalizeScienceText(split ? split.stem : raw)
    .replace(/\s+/g, ' ')
    .replace(/([A-Za-z])\s*\/\s*([A-Za-z])/g, '$1/$2');
  if (
    !/静止/.test(t) ||
    /图|摩擦|斜面|弹簧|竖直|平抛|相对(?:于)?(?:船|车|小车|炮)|夹角|方向相反|反向|角度|若|如果|多次|连续|第二次|三个|3 个|光滑.{0,4}圆弧/.test(
      t,
    )
  )
    return null;
  const masses: Q[] = [...t.matchAll(new RegExp(`${NUM}\\s*(kg|g)(?![A-Za-z/])`, 'g'))].map((m) => ({
    value: Number(m[1]) * (m[2] === 'g' ? 1e-3 : 1),
    index: m.index,
    text: m[0],
  }));
  const speeds: Q[] = [...t.matchAll(new RegExp(`${NUM}\\s*(m/s|km/h)`, 'g'))].map((m) => ({
    value: Number(m[1]) / (m[2] === 'km/h' ? 3.6 : 1),
    index: m.index,
    text: m[0],
  }));
  if (masses.length !== 2 || speeds.length !== 1) return null;
  // Every other number is a decoration.
  let rest = t;
  for (const q of [...masses, ...speeds].sort((a, b) => b.index - a.index))
    rest = `${rest.slice(0, q.index)} ${rest.slice(q.index + q.text.length)}`;
  rest = rest.replace(/^\s*\d{1,3}\s*[.．、]\s*(?!\d)/, ' ').replace(/[(（]\s*\d{1,2}\s*分\s*[)）]/g, ' ');
  if (/\d/.test(rest)) return null;
  const v0 = speeds[0];
  const near = (q: Q, re: RegExp) => re.test(t.slice(Math.max(0, q.index - 14), q.index + q.text.length + 14));
  // The moving body: the one the velocity's clause names (「人以 2 m/s」, 「子弹出枪口时的速度为」); else the mass written
  // nearest before its velocity in the same clause. The other is the one at rest.
  const named = moverByName(t, masses, v0);
  const before = masses.filter((m) => m.index < v0.index);
  if (!named && before.length === 0) return null;
  const mover = named ?? before[before.length - 1];
  const other = masses.find((m) => m !== mover)!;
  if (!named && (/[，,。；;]/.test(t.slice(mover.index, v0.index)) || near(mover, /静止/))) return null;
  const stick = /完全非弹性碰撞|粘在一起|连在一起|挂接在一起|粘合|粘连|一起运动|共同速度|结为一体|合为一体|嵌入|留在|陷入|不再分开/.test(t);
  const recoil = /跳出|跳离|跳下|跳上岸|发射|射出|抛出|推开|互推|相互推|后退|反冲/.test(t);
  const q = t.slice(Math.max(t.lastIndexOf('，'), t.lastIndexOf(','), t.lastIndexOf('。', t.length - 2), t.lastIndexOf('求'), 0));
  const f = (x: number) => formatNumber(x, 6).latex;
  const [m1, m2, v] = [mover.value, other.value, v0.value];
  const lines: string[] = [];
  let answer: string;
  let note: string;
  let value: { x: number; unit: string } | undefined;
  if (stick && !recoil) {
    if (!near(other, /静止/)) return null;
    const u = (m1 * v) / (m1 + m2);
    // Check: momentum before and after agree.
    if (Math.abs(m1 * v - (m1 + m2) * u) > 1e-9 * m1 * v) return null;
    lines.push(
      `取碰撞前运动物体的速度方向为正方向。碰撞过程内力远大于外力，系统动量守恒：`,
      '',
      `$$m_1v_0 = (m_1 + m_2)v \\Rightarrow v = \\frac{m_1v_0}{m_1 + m_2} = \\frac{${f(m1)} \\times ${f(v)}}{${f(m1)} + ${f(m2)}}\\ \\mathrm{m/s} = ${f(u)}\\ \\mathrm{m/s}$$`,
    );
    if (/动能|能量|机械能|热量|内能/.test(q)) {
      if (!/损失|减少|转化|产生|增加/.test(q)) return null;
      const loss = 0.5 * m1 * v * v - 0.5 * (m1 + m2) * u * u;
      const e = formatNumber(loss, 4);
      lines.push(
        '',
        `损失的动能 $\\Delta E_k = \\frac{1}{2}m_1v_0^2 - \\frac{1}{2}(m_1 + m_2)v^2 = \\frac{1}{2} \\times ${f(m1)} \\times ${f(v)}^2\\ \\mathrm{J} - \\frac{1}{2} \\times ${f(m1 + m2)} \\times ${f(u)}^2\\ \\mathrm{J} ${e.approx ? '\\approx' : '='} ${e.latex}\\ \\mathrm{J}$`,
      );
      answer = `$\\Delta E_k ${e.approx ? '\\approx' : '='} ${e.latex}\\ \\mathrm{J}$`;
      value = { x: loss, unit: 'J' };
    } else if (/速度|速率/.test(q)) {
      const s = formatNumber(u, 4);
      answer = `$v ${s.approx ? '\\approx' : '='} ${s.latex}\\ \\mathrm{m/s}$`;
      value = { x: u, unit: 'm/s' };
    } else return null;
    note = '已核对碰撞前后总动量相等';
  } else if (recoil && !stick) {
    if (!near(other, /静止/) && !/(?:都|均|一起|两[名个位只辆艘][\u4e00-\u9fa5]{1,6})\s*静止/.test(t)) return null;
    if (!/速度|速率/.test(q) || /动能|能量/.test(q)) return null;
    const u = (m1 * v) / m2;
    if (Math.abs(m1 * v - m2 * u) > 1e-9 * m1 * v) return null;
    lines.push(
      '开始时两者都静止，系统总动量为零；相互作用过程中系统动量守恒。取速度为 $v_1$ 的物体的运动方向为正方向：',
      '',
      `$$0 = m_1v_1 - m_2v_2 \\Rightarrow v_2 = \\frac{m_1v_1}{m_2} = \\frac{${f(m1)} \\times ${f(v)}}{${f(m2)}}\\ \\mathrm{m/s} = ${f(u)}\\ \\mathrm{m/s}$$`,
      '',
      '$v_2$ 的方向与 $v_1$ 相反。',
    );
    const s = formatNumber(u, 4);
    answer = `$v_2 ${s.approx ? '\\approx' : '='} ${s.latex}\\ \\mathrm{m/s}$`;
    value = { x: u, unit: 'm/s' };
    note = '已核对相互作用前后总动量都为零';
  } else return null;
  const markdown = [
    `**已知**：$m_1 = ${f(m1)}\\ \\mathrm{kg}$（运动的物体），$m_2 = ${f(m2)}\\ \\mathrm{kg}$，$${stick ? 'v_0' : 'v_1'} = ${f(v)}\\ \\mathrm{m/s}$。`,
    '',
    '**解**：',
    '',
    ...lines,
    '',
    `**答**：${answer}。`,
  ].join('\n');
  const out = solved('physics', 'offline:physics', markdown, answer, note);
  if (!split) return out;
  const picked = pickNumericOption(out, split);
  if (!('refuse' in picked)) return picked.outcome;
  // Options written as fractions (「\frac{4}{3} m/s」) are compared exactly.
  const exact = value && split.options.some((o) => /\\frac/.test(o.text)) ? pickExactOption(value.x, value.unit, split) : null;
  if (exact && !('refuse' in exact)) {
    return {
      ...out,
      problemType: 'choice',
      markdown: `${markdown}\n\n**对照选项**：计算结果与选项 ${exact.letter}（${exact.text}）相等，其余选项都不相等。`,
      finalAnswer: `${exact.letter}（${answer}）`,
    };
  }
  return refused('physics', `${picked.refuse}可以请老师帮忙核对。`, 'choice');
}

/** What a mass belongs to: 「甲的质量为 50 kg」 (a letter or 甲乙), 「质量为 20 g 的子弹」 (two characters, then one), without 「静止」. */
function bodyNames(t: string, q: Q): string[] {
  const before = /([甲乙丙丁A-Z])\s*的?质量(?:为|是)\s*$/.exec(t.slice(Math.max(0, q.index - 8), q.index))?.[1];
  if (before) return [before];
  const after = /^\s*的\s*(?:静止(?:的)?)?([\u4e00-\u9fa5]{2})/.exec(t.slice(q.index + q.text.length))?.[1];
  return after ? [after, after[0]] : [];
}

/**
 * The mass whose body the velocity's clause names before the velocity; null unless exactly one of the two does (by its
 * two-character name, else by its first character).
 */
function moverByName(t: string, masses: Q[], v: Q): Q | null {
  const clause =
    t
      .slice(0, v.index)
      .split(/[，,。；;]/)
      .pop() ?? '';
  const names = masses.map((m) => bodyNames(t, m));
  for (const len of [2, 1]) {
    const hits = masses.filter((_, i) => names[i].some((n) => n.length === len && clause.includes(n)));
    if (hits.length === 1 && masses.every((_, i) => names[i].length > 0)) return hits[0];
    if (hits.length > 1) return null;
  }
  return null;
}
