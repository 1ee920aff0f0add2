import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { normalizeScienceText } from '../chem/normalize';
import { pickNumericOption } from '../choice';
import { formatNumber } from '../format';
import { refused, solved } from '../outcome';

const NUM = String.raw`(\d+(?:\.\d+)?)(?:\s*×\s*10\s*\^\s*\{?\s*(-?\d+)\s*\}?)?`;
const numberAt = (m: RegExpMatchArray, at: number) => Number(m[at]) * 10 ** Number(m[at + 1] ?? 0);
const BLANK = String.raw`(?:_{2,}|\\underline\{[^}]*\})`;
/** Central bodies a stem may name; 「某行星」 and 「该行星」 are one body. */
const BODY = /地球|月球|火星|木星|土星|金星|水星|太阳|(?:某|该|这)(?:个|颗)?(?:行星|星球|天体)/g;
/** Situations whose data are not printed as numbers (a day, an ellipse, a second orbit, an object on the ground). */
const UNPRINTED = /同步|椭圆|变轨|自转|赤道上(?:的)?物体|两颗|两个|分别|图|若|如果/;
/** A speed other than the circling one (the second or third cosmic speed, an escape), or the ask a ratio or multiple. */
const OTHER_ASK = /第[二三]宇宙速度|脱离|挣脱|逃逸|之比|比值|倍/;

type Ask = 'v' | 'a' | 'T' | 'omega';
const ASKS: { key: Ask; re: RegExp; name: string }[] = [
  { key: 'v', re: /第一宇宙速度|环绕速度|线速度|运行速度|速度|速率/, name: '线速度' },
  { key: 'a', re: /向心加速度|加速度/, name: '向心加速度' },
  { key: 'T', re: /周期/, name: '周期' },
  { key: 'omega', re: /角速度/, name: '角速度' },
];

/**
 * A satellite about one body whose surface gravity g is given: GM = gR², so on a circle of radius r = kR the speed is
 * √(gR/k), the acceleration g/k², the period 2π√(k³R/g) and the angular speed √(g/(k³R)); the first cosmic speed is
 * the speed at r = R. The orbit is told as 近地 / 第一宇宙速度 (k = 1), a height equal to or a multiple of the radius,
 * or a height in km or m (with R given). Every number of the stem must be g, R or the height; null otherwise.
 */
export function solveSurfaceGravityOrbit(raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  const t = normalizeScienceText(split ? split.stem : raw)
    .replace(/\^\{(-?\d+)\}/g, '^$1')
    .replace(/\s+/g, ' ')
    .replace(/([A-Za-z])\s*\/\s*(?=[A-Za-z])/g, '$1/');
  if (!/卫星|第一宇宙速度|环绕速度/.test(t) || !/表面/.test(t) || !/重力加速度/.test(t) || UNPRINTED.test(t)) return null;
  const bodies = new Set([...t.matchAll(BODY)].map((m) => m[0].replace(/^[某该这](?:个|颗)?/, '某')));
  if (bodies.size !== 1) return null;
  let rest = t;
  const take = (re: RegExp): RegExpMatchArray[] => {
    const found = [...rest.matchAll(re)];
    for (const m of found) rest = rest.replace(m[0], ' ');
    return found;
  };
  const gs = take(
    new RegExp(
      `(?:重力加速度(?:大小)?(?:为|是|约为|取)?\\s*(?:g\\s*(?:=|取)?\\s*)?|(?<![A-Za-z])g\\s*(?:=|取|为)\\s*)${NUM}\\s*m/s\\^2`,
      'g',
    ),
  );
  if (gs.length !== 1) return null;
  const g = numberAt(gs[0], 1);
  const Rs = take(new RegExp(`半径(?:为|是|约为|约|取)?\\s*(?:R\\s*=\\s*)?${NUM}\\s*(km|m)(?![A-Za-z/])`, 'g'));
  if (Rs.length > 1) return null;
  const R = Rs[0] ? numberAt(Rs[0], 1) * (Rs[0][3] === 'km' ? 1e3 : 1) : null;
  // The orbit's radius as a multiple k of the body's radius, or R + h.
  const orbits: { k?: number; h?: number; told: string }[] = [];
  for (const m of take(
    /(?:离|距)(?:地面|地表|[^，,。]{0,4}表面)(?:的)?高度(?:恰好)?(?:等于|为|是)?\s*(?:(\d+(?:\.\d+)?)\s*倍(?:的)?)?\s*(?:地球|行星|星球|月球|火星)?半径/g,
  ))
    orbits.push({
      k: (m[1] ? Number(m[1]) : 1) + 1,
      told: `离表面的高度为 ${m[1] ?? ''}$R$，轨道半径 $r = ${(m[1] ? Number(m[1]) : 1) + 1}R$`,
    });
  for (const m of take(/(?:离|距)(?:地面|地表|[^，,。]{0,4}表面)(?:的)?高度(?:为|是)?\s*(?:h\s*=\s*)?(\d+(?:\.\d+)?)\s*R(?![A-Za-z])/g))
    orbits.push({ k: Number(m[1]) + 1, told: `离表面的高度为 $${m[1]}R$，轨道半径 $r = ${Number(m[1]) + 1}R$` });
  for (const m of take(
    new RegExp(`(?:离|距)(?:地面|地表|[^，,。]{0,4}表面)(?:的)?高度(?:为|是)?\\s*(?:h\\s*=\\s*)?${NUM}\\s*(km|m)(?![A-Za-z/])`, 'g'),
  ))
    orbits.push({ h: numberAt(m, 1) * (m[3] === 'km' ? 1e3 : 1), told: '' });
  for (const m of take(/轨道半径(?:为|是|等于)?\s*(?:(?:地球|行星|星球)?半径的\s*(\d+(?:\.\d+)?)\s*倍|(\d+(?:\.\d+)?)\s*R(?![A-Za-z]))/g))
    orbits.push({ k: Number(m[1] ?? m[2]), told: `轨道半径 $r = ${m[1] ?? m[2]}R$` });
  const nearSurface = /近地|贴近(?:地球|行星|星球)?表面|第一宇宙速度|环绕速度/.test(t);
  if (orbits.length + Number(nearSurface) !== 1) return null;
  const orbit = orbits[0] ?? { k: 1, told: '近地卫星的轨道半径等于星球半径，$r = R$' };
  // The ask: the last clause names one quantity of the orbit.
  const q = t.slice(Math.max(t.lastIndexOf('，'), t.lastIndexOf(','), 0));
  if (OTHER_ASK.test(q)) return null;
  const asked = ASKS.filter((a) => a.re.test(q.replace(/向心加速度/, '加速度')));
  const ask = asked.find((a) => a.key === 'a') && /加速度/.test(q) ? ASKS[1] : asked.length === 1 ? asked[0] : null;
  if (!ask || (/第一宇宙速度|环绕速度/.test(t) && (ask.key !== 'v' || orbits.length > 0))) return null;
  const blank = new RegExp(`${BLANK}\\s*(km/s|m/s\\^2|m/s|s|h|rad/s)?\\s*[。.]?\\s*$`).exec(rest);
  if (!split && !blank) return null;
  if (blank) rest = rest.replace(blank[0], ' ');
  rest = rest.replace(/^\s*\d{1,3}\s*[.．、]\s*(?!\d)/, ' ').replace(/[(（]\s*\d{1,2}\s*分\s*[)）]/g, ' ');
  if (/\d/.test(rest)) return null;
  if (!(g > 0) || (R !== null && !(R > 0))) return null;
  const k = orbit.k ?? (R !== null ? (R + orbit.h!) / R : null);
  if (k === null || !(k >= 1)) return null;
  // Every number used: R is needed unless the acceleration is asked of an orbit told as a multiple of R.
  const needsR = ask.key !== 'a' || orbit.h !== undefined;
  if (needsR !== (R !== null)) return null;
  const f = (x: number) => formatNumber(x, 4).latex;
  const lines = [
    '**思路**：在星球表面 $mg = \\frac{GMm}{R^2}$，得 $GM = gR^2$；卫星做匀速圆周运动，万有引力提供向心力 $\\frac{GMm}{r^2} = ma$。',
    '',
    orbit.h !== undefined
      ? `轨道半径 $r = R + h = ${f(R!)}\\ \\mathrm{m} + ${f(orbit.h)}\\ \\mathrm{m} = ${f(R! + orbit.h)}\\ \\mathrm{m}$。`
      : `${orbit.told}。`,
    '',
  ];
  let value: number;
  let unit: string;
  const r = R !== null ? k * R : null;
  if (ask.key === 'v') {
    value = Math.sqrt((g * R! * R!) / r!);
    unit = 'm/s';
    lines.push(
      `由 $\\frac{GMm}{r^2} = m\\frac{v^2}{r}$ 得 $v = \\sqrt{\\frac{GM}{r}} = \\sqrt{\\frac{gR^2}{r}} = \\sqrt{\\frac{${f(g)} \\times (${f(R!)})^2}{${f(r!)}}}\\ \\mathrm{m/s} \\approx ${f(value)}\\ \\mathrm{m/s}$。`,
    );
  } else if (ask.key === 'a') {
    value = g / k ** 2;
    unit = 'm/s^2';
    lines.push(
      `由 $\\frac{GMm}{r^2} = ma$ 得 $a = \\frac{GM}{r^2} = g\\left(\\frac{R}{r}\\right)^2 = ${f(g)} \\times \\left(\\frac{1}{${f(k)}}\\right)^2\\ \\mathrm{m/s^2} = ${f(value)}\\ \\mathrm{m/s^2}$。`,
    );
  } else if (ask.key === 'T') {
    value = 2 * Math.PI * Math.sqrt(r! ** 3 / (g * R! * R!));
    unit = 's';
    lines.push(
      `由 $\\frac{GMm}{r^2} = m\\frac{4\\pi^2}{T^2}r$ 得 $T = 2\\pi\\sqrt{\\frac{r^3}{gR^2}} \\approx ${f(value)}\\ \\mathrm{s}$。`,
    );
  } else {
    value = Math.sqrt((g * R! * R!) / r! ** 3);
    unit = 'rad/s';
    lines.push(`由 $\\frac{GMm}{r^2} = m\\omega^2 r$ 得 $\\omega = \\sqrt{\\frac{gR^2}{r^3}} \\approx ${f(value)}\\ \\mathrm{rad/s}$。`);
  }
  // Check another way: a = v²/r = ω²r = 4π²r/T² must all give gR²/r².
  if (r !== null) {
    const a = (g * R! * R!) / r ** 2;
    const back =
      ask.key === 'v'
        ? value ** 2 / r
        : ask.key === 'T'
          ? (4 * Math.PI ** 2 * r) / value ** 2
          : ask.key === 'omega'
            ? value ** 2 * r
            : value;
    if (Math.abs(back - a) > 1e-9 * a) return null;
  }
  // A blank printed in another unit (km/s, h) takes the value in that unit.
  const scale: Record<string, [string, number]> = { 'km/s': ['m/s', 1e-3], h: ['s', 1 / 3600] };
  if (blank?.[1] && blank[1] !== unit) {
    const conv = scale[blank[1]];
    if (!conv || conv[0] !== unit) return null;
    lines.push('', `换算单位：$${f(value)}\\ \\mathrm{${unit}} = ${f(value * conv[1])}\\ \\mathrm{${blank[1]}}$。`);
    value *= conv[1];
    unit = blank[1];
  }
  const shown = formatNumber(value, 4);
  const tex = { v: 'v', a: 'a', T: 'T', omega: '\\omega' }[ask.key];
  const answer = `$${tex} ${shown.approx ? '\\approx' : '='} ${shown.latex}\\ \\mathrm{${unit}}$`;
  lines.push('', `**答**：${/第一宇宙速度/.test(t) ? '第一宇宙速度' : ask.name}为 ${answer}。`);
  const out = solved(
    'physics',
    'offline:physics',
    lines.join('\n'),
    answer,
    '已用 $a = \\frac{v^2}{r} = \\frac{gR^2}{r^2}$ 换一种算法核对',
  );
  if (!split) return out;
  const picked = pickNumericOption(out, split);
  return 'refuse' in picked ? refused('physics', `${picked.refuse}可以请老师帮忙核对。`, 'choice') : picked.outcome;
}
