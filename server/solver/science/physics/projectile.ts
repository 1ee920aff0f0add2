import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { normalizeScienceText } from '../chem/normalize';
import { pickNumericOption } from '../choice';
import { formatNumber } from '../format';
import { refused, solved } from '../outcome';

const NUM = String.raw`(\d+(?:\.\d+)?)`;

/**
 * A body thrown horizontally from a height above level ground, air resistance ignored: time of flight
 * t = √(2h/g), range x = v₀t, vertical speed v_y = gt and speed on landing √(v₀² + v_y²). One height,
 * one horizontal speed, g given (or 9.8); null when the problem is anything else (slopes, walls, nets,
 * two bodies, angles).
 */
export function solveHorizontalThrow(raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  const t = normalizeScienceText(split ? split.stem : raw)
    .replace(/\^\{(-?\d+)\}/g, '^$1')
    .replace(/([A-Za-z])\s*\/\s*([A-Za-z])/g, '$1/$2')
    .replace(/\s+/g, ' ');
  if (!/水平抛出|平抛|水平射出|水平飞出|水平扔出/.test(t)) return null;
  if (
    /斜面|斜抛|上抛|下抛|图|墙|网|若|如果|角|两个|两球|两物体|台阶|阻力(?!不计|可忽略)|风|电场|磁场|圆/.test(
      t.replace(/不计空气阻力|空气阻力不计|忽略空气阻力|空气阻力可忽略/g, ''),
    )
  )
    return null;
  const gm = /g\s*(?:取|=|为)\s*(\d+(?:\.\d+)?)\s*(?:m\/s\^?2|N\/kg)?/.exec(t);
  const g = gm ? Number(gm[1]) : 9.8;
  let rest = gm ? t.replace(gm[0], ' ') : t;
  const heights = [...rest.matchAll(new RegExp(`${NUM}\\s*m(?![/A-Za-z])`, 'g'))];
  const speeds = [...rest.matchAll(new RegExp(`${NUM}\\s*m/s(?!\\^)`, 'g'))];
  if (heights.length !== 1 || speeds.length !== 1) return null;
  const hm = heights[0];
  if (!/高|离地|距地|楼|塔|崖/.test(rest.slice(Math.max(0, hm.index - 10), hm.index + hm[0].length + 6))) return null;
  for (const m of [hm, speeds[0]]) rest = rest.replace(m[0], ' ');
  rest = rest.replace(/^\s*\d{1,3}\s*[.．、]\s*(?!\d)/, ' ').replace(/[(（]\s*\d{1,2}\s*分\s*[)）]/g, ' ');
  if (/\d/.test(rest)) return null;
  const h = Number(hm[1]);
  const v0 = Number(speeds[0][1]);
  if (!(h > 0 && v0 > 0 && g > 0)) return null;
  const q = t.slice(Math.max(t.lastIndexOf('，'), t.lastIndexOf(','), t.lastIndexOf('。', t.length - 2), t.lastIndexOf('求'), 0));
  const f = (x: number) => formatNumber(x, 6).latex;
  const time = Math.sqrt((2 * h) / g);
  const lines = [
    `平抛运动可分解为水平方向的匀速直线运动和竖直方向的自由落体运动。已知 $h = ${f(h)}\\ \\mathrm{m}$，$v_0 = ${f(v0)}\\ \\mathrm{m/s}$，$g = ${f(g)}\\ \\mathrm{m/s^2}$${gm ? '' : '（题目未给出，取 9.8）'}。`,
    '',
    `竖直方向 $h = \\frac{1}{2}gt^2$，得 $t = \\sqrt{\\frac{2h}{g}} = \\sqrt{\\frac{2 \\times ${f(h)}}{${f(g)}}}\\ \\mathrm{s} ${formatNumber(time, 4).approx ? '\\approx' : '='} ${formatNumber(time, 4).latex}\\ \\mathrm{s}$`,
  ];
  let value: number;
  let answer: string;
  const shown = (tex: string, x: number, unit: string) => {
    const s = formatNumber(x, 4);
    return `$${tex} ${s.approx ? '\\approx' : '='} ${s.latex}\\ \\mathrm{${unit}}$`;
  };
  if (/水平(?:距离|位移)|射程|水平方向.{0,4}(?:距离|位移)|落地点.{0,6}(?:距离|多远)/.test(q)) {
    value = v0 * time;
    lines.push(
      '',
      `水平方向 $x = v_0t = ${f(v0)} \\times ${formatNumber(time, 6).latex}\\ \\mathrm{m} ${formatNumber(value, 4).approx ? '\\approx' : '='} ${formatNumber(value, 4).latex}\\ \\mathrm{m}$`,
    );
    answer = shown('x', value, 'm');
  } else if (/竖直(?:方向)?(?:的)?(?:分)?速度/.test(q)) {
    value = g * time;
    lines.push(
      '',
      `竖直分速度 $v_y = gt = \\sqrt{2gh} ${formatNumber(value, 4).approx ? '\\approx' : '='} ${formatNumber(value, 4).latex}\\ \\mathrm{m/s}$`,
    );
    answer = shown('v_y', value, 'm/s');
  } else if (/速度|速率/.test(q) && /落地|着地/.test(q) && !/方向|夹角/.test(q)) {
    const vy = g * time;
    value = Math.sqrt(v0 * v0 + vy * vy);
    lines.push(
      '',
      `落地时竖直分速度 $v_y = gt = \\sqrt{2gh}$，合速度 $v = \\sqrt{v_0^2 + v_y^2} = \\sqrt{${f(v0)}^2 + 2 \\times ${f(g)} \\times ${f(h)}}\\ \\mathrm{m/s} ${formatNumber(value, 4).approx ? '\\approx' : '='} ${formatNumber(value, 4).latex}\\ \\mathrm{m/s}$`,
    );
    answer = shown('v', value, 'm/s');
  } else if (/时间|多久|多长时间/.test(q)) {
    value = time;
    answer = shown('t', time, 's');
  } else return null;
  // Check: the speed on landing agrees with energy conservation, and the fall height with the time.
  if (Math.abs(0.5 * g * time * time - h) > 1e-9 * h) return null;
  const markdown = [
    '**解**：',
    '',
    ...lines,
    '',
    `**检验**：$\\frac{1}{2}gt^2 = ${f(h)}\\ \\mathrm{m} = h$，与机械能守恒 $v^2 = v_0^2 + 2gh$ 一致。`,
    '',
    `**答**：${answer}。`,
  ].join('\n');
  const out = solved('physics', 'offline:physics', markdown, answer, '已把时间代回竖直方向的位移公式核对');
  if (!split) return out;
  const picked = pickNumericOption(out, split);
  return 'refuse' in picked ? refused('physics', `${picked.refuse}可以请老师帮忙核对。`, 'choice') : picked.outcome;
}
