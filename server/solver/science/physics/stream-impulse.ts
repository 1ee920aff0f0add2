import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { normalizeScienceText } from '../chem/normalize';
import { pickNumericOption } from '../choice';
import { formatNumber } from '../format';
import { refused, solved } from '../outcome';

const NUM = String.raw`(\d+(?:\.\d+)?)(?:\s*[×x]\s*10\s*\^\s*\{?\s*(-?\d+)\s*\}?)?`;

interface Q {
  value: number;
  index: number;
  text: string;
}

function read(t: string, unit: string, scale: Record<string, number>): Q[] {
  return [...t.matchAll(new RegExp(`${NUM}\\s*(${unit})(?![A-Za-z/])`, 'g'))].map((m) => ({
    value: Number(m[1]) * 10 ** Number(m[2] ?? 0) * scale[m[3]],
    index: m.index,
    text: m[0],
  }));
}

/**
 * The momentum theorem for a stream of matter thrown out from rest: a gun firing bullets, an engine
 * ejecting gas. Over a time t the machine exerts (and feels back) the average force F = Δm·v / t, where
 * Δm is all the mass thrown out at speed v. Asked: how many bullets (each of mass m), or how much gas.
 * Every number must be one of F, t, v and the bullet's mass; null when the problem is not exactly that
 * (gravity or friction in play, a speed relative to the machine, a figure…).
 */
export function solveStreamImpulse(raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  const t = normalizeScienceText(split ? split.stem : raw)
    .replace(/\s+/g, ' ')
    .replace(/([\u4e00-\u9fa5])\s+(?=[\u4e00-\u9fa5])/g, '$1')
    .replace(/([A-Za-z])\s*\/\s*([A-Za-z])/g, '$1/$2');
  if (!/平均(?:反冲力|作用力|推力)|推力|反冲力/.test(t) || !/喷|射/.test(t)) return null;
  if (/图|相对于?(?:枪|炮|火箭|飞机|发动机)|重力加速度|摩擦|斜面|竖直向上|角|最大|最小/.test(t)) return null;
  const forces = read(t, 'N|kN', { N: 1, kN: 1e3 });
  const speeds = read(t, 'm/s|km/s', { 'm/s': 1, 'km/s': 1e3 });
  const masses = read(t, 'kg|g', { kg: 1, g: 1e-3 });
  const times = [
    ...read(t, 's|min', { s: 1, min: 60 }),
    ...[...t.matchAll(/(\d+(?:\.\d+)?)\s*(分钟|秒)/g)].map((m) => ({
      value: Number(m[1]) * (m[2] === '分钟' ? 60 : 1),
      index: m.index,
      text: m[0],
    })),
  ];
  // One time may be said twice ("连续射击 1 分钟 … 在这 1 分钟内").
  if (forces.length !== 1 || speeds.length !== 1 || times.length < 1 || new Set(times.map((x) => x.value)).size !== 1) return null;
  if (masses.length > 1) return null;
  let rest = t;
  for (const q of [...forces, ...speeds, ...masses, ...times].sort((a, b) => b.index - a.index))
    rest = `${rest.slice(0, q.index)} ${rest.slice(q.index + q.text.length)}`;
  rest = rest.replace(/^\s*\d{1,3}\s*[.．、]\s*(?!\d)/, ' ').replace(/[(（]\s*\d{1,2}\s*分\s*[)）]/g, ' ');
  // Years, model names and the like before the data ("2019 年", "长征九号") are not data; any other digit is.
  rest = rest.replace(/\d{4}\s*年/g, ' ');
  if (/\d/.test(rest)) return null;
  const [F, v, dt] = [forces[0].value, speeds[0].value, times[0].value];
  const asked =
    t
      .split(/[,，。;；]/)
      .filter((c) => c.trim())
      .pop() ?? '';
  const f = (x: number) => formatNumber(x, 6).latex;
  const total = (F * dt) / v;
  let answer: string;
  let unitLine: string;
  let check: number;
  if (masses.length === 1) {
    // Bullets: the mass is one bullet's, the count is asked.
    if (!/子弹|弹头|弹丸|每颗|每发/.test(t.slice(Math.max(0, masses[0].index - 12), masses[0].index + 2))) return null;
    if (!/(?:数量|个数|颗数|发数|多少颗|多少发)/.test(asked)) return null;
    const m = masses[0].value;
    const n = total / m;
    check = (n * m * v) / dt;
    const shown = formatNumber(n, 4);
    answer = `$n ${shown.approx ? '\\approx' : '='} ${shown.latex}$`;
    unitLine = `$$n = \\frac{F t}{m v} = \\frac{${f(F)} \\times ${f(dt)}}{${f(m)} \\times ${f(v)}} ${shown.approx ? '\\approx' : '='} ${shown.latex}$$`;
  } else {
    if (!/气体|燃气|水|喷出的?物质/.test(t) || !/质量/.test(asked)) return null;
    check = (total * v) / dt;
    const shown = formatNumber(total, 4);
    answer = `$\\Delta m ${shown.approx ? '\\approx' : '='} ${shown.latex}\\ \\mathrm{kg}$`;
    unitLine = `$$\\Delta m = \\frac{F t}{v} = \\frac{${f(F)} \\times ${f(dt)}}{${f(v)}}\\ \\mathrm{kg} ${shown.approx ? '\\approx' : '='} ${shown.latex}\\ \\mathrm{kg}$$`;
  }
  // Check: the force put back from the answer.
  if (Math.abs(check - F) > 1e-9 * F) return null;
  const markdown = [
    `**已知**：平均作用力 $F = ${f(F)}\\ \\mathrm{N}$，时间 $t = ${f(dt)}\\ \\mathrm{s}$，喷出速度 $v = ${f(v)}\\ \\mathrm{m/s}$${masses.length ? `，每颗子弹质量 $m = ${f(masses[0].value)}\\ \\mathrm{kg}$` : ''}。`,
    '',
    '**解**：以时间 $t$ 内射出（喷出）的全部物质为研究对象，它们由静止被加速到速度 $v$，由动量定理 $F t = \\Delta m\\, v$（牛顿第三定律：机器受到的平均反冲力与它对这些物质的作用力大小相等）：',
    '',
    unitLine,
    '',
    `**答**：${answer}。`,
  ].join('\n');
  const out = solved('physics', 'offline:physics', markdown, answer, '已按动量定理计算，并把结果代回求出平均作用力复核');
  if (!split) return out;
  const picked = pickNumericOption(out, split);
  return 'refuse' in picked ? refused('physics', `${picked.refuse}可以请老师帮忙核对。`, 'choice') : picked.outcome;
}
