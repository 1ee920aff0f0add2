import type { ChoiceSplit } from '../../math/answers/choice';
import type { Solved } from '../../types';
import { readOptionNumber } from '../choice';
import { solved } from '../outcome';
import { questionPart } from '../question';
import { uniqueEqualOption } from '../unique-option';
import { num } from './mechanics-answer';
import { normalizeMechanics } from './mechanics-reading';
import { math } from './units';

type Key = 'v' | 'w' | 'T' | 'n' | 'a' | 'F' | 'N';
const NUM = String.raw`(\d+(?:\.\d+)?)`;
const PI_NUM = String.raw`(\d+(?:\.\d+)?\s*π|π|\d+(?:\.\d+)?)`;
// biome-ignore format: a lookup table reads best packed
const INFO: Record<Key, { name: string; tex: string; unit: string; words: RegExp }> = {
  v: { name: '线速度', tex: 'v', unit: 'm/s', words: /线速度|速度|速率/ },
  w: { name: '角速度', tex: '\\omega', unit: 'rad/s', words: /角速度/ },
  T: { name: '周期', tex: 'T', unit: 's', words: /周期/ },
  n: { name: '转速', tex: 'n', unit: 'r/s', words: /转速|频率/ },
  a: { name: '向心加速度', tex: 'a_n', unit: 'm/s^2', words: /向心加速度|加速度/ },
  F: { name: '向心力', tex: 'F_n', unit: 'N', words: /向心力|拉力|张力/ },
  N: { name: '压力', tex: 'F_N', unit: 'N', words: /压力|支持力/ },
};

const piValue = (s: string) => {
  const m = /^(\d+(?:\.\d+)?)?\s*π$/.exec(s.trim());
  return m ? Number(m[1] ?? 1) * Math.PI : Number(s);
};

/** The asked quantity of a clause (角速度 before 速度, 向心加速度 before 加速度). */
function keyOf(words: string): Key | null {
  for (const k of ['w', 'a', 'T', 'n', 'N', 'F', 'v'] as Key[]) if (INFO[k].words.test(words)) return k;
  return null;
}

/** An option's value in the unit of `key` (π read as a factor, 「r/s」 as revolutions a second). */
function optionValue(text: string, key: Key): number | null {
  const t = normalizeMechanics(text)
    .replace(/\\pi/g, 'π')
    .replace(/\\frac\s*\{\s*(\d*)\s*π\s*\}\s*\{\s*(\d+)\s*\}/, (_, a: string, b: string) => `${Number(a || 1) / Number(b)}π`);
  const factor = /π/.test(t) ? Math.PI : 1;
  const o = readOptionNumber(
    t
      .replace(/(^|[^\d.\s])\s*π/, '$11')
      .replace(/π/g, '')
      .replace(/(?<![a-z])r\s*\/\s*s/g, 'Hz'),
  );
  if (!o?.unit) return null;
  try {
    return math.unit(o.value * factor, o.unit).toNumber(key === 'n' ? 'Hz' : INFO[key].unit);
  } catch {
    return null;
  }
}

/**
 * Uniform circular motion of one body: the radius and one of v, ω, T, n give the others (v = ωr, ω = 2π/T = 2πn,
 * a = v²/r); with its mass, the centripetal force mv²/r — the pull of a string on a smooth horizontal table, or the
 * road's push at the top of an arched bridge m(g − v²/r) / the bottom of a dip m(g + v²/r). Asked one value, or
 * options that each state one value, every one decided. Each quantity is read by its words and every number of the
 * stem is one of them. Checked by computing the result from the period as well. Null otherwise.
 */
export function solveUniformCircle(_raw: string, split: ChoiceSplit | null): Solved | null {
  if (!split || /图|若|如果|圆锥|漏斗|竖直(?:平)?面内|斜面|摩擦|卫星|万有引力|地球|轨道|电场|磁场|电荷/.test(split.stem)) return null;
  const stem = normalizeMechanics(split.stem).replace(/\\pi/g, 'π');
  if (!/圆周运动|拱形桥|凸形桥|凹形桥|桥(?:面)?的?最高点/.test(stem)) return null;
  const table = /光滑(?:的)?水平(?:桌)?面/.test(stem) && /(?:线|绳|杆)/.test(stem);
  let rest = stem;
  const take = (re: RegExp) => {
    const found = [...rest.matchAll(new RegExp(re.source, 'g'))];
    for (const m of found) rest = rest.replace(m[0], ' ');
    return found;
  };
  const mass = take(new RegExp(`质量(?:为|是)?\\s*${NUM}\\s*kg`));
  const radius = take(new RegExp(`(?:半径|(?:细|轻)?(?:线|绳|杆)长|长)(?:为|是)?\\s*${NUM}\\s*m(?![A-Za-z/])`));
  const speed = take(new RegExp(`(?:(?<!角)速度(?:大小)?(?:为|是)?|以)\\s*${NUM}\\s*m/s(?![A-Za-z^])`));
  const omega = take(new RegExp(`(?:角速度(?:大小)?(?:为|是)?|以)\\s*${PI_NUM}\\s*rad/s`));
  const period = take(new RegExp(`周期(?:为|是)?\\s*${PI_NUM}\\s*s(?![A-Za-z])`));
  const gm = take(new RegExp(`(?:重力加速度)?\\s*g\\s*(?:取|=|为)\\s*${NUM}\\s*(?:m/s\\^2)?`));
  if ([mass, radius, speed, omega, period, gm].some((f) => f.length > 1)) return null;
  if (/\d/.test(rest.replace(/^\s*\d{1,3}\s*[.．、]\s*(?!\d)/, ' '))) return null;
  if (radius.length !== 1 || speed.length + omega.length + period.length !== 1) return null;
  const r = Number(radius[0][1]);
  // A string's (rod's) length is the radius only when it lies on the table: hung from above, it is L sin θ.
  if (!/半径/.test(radius[0][0]) && !table) return null;
  const w = speed[0] ? Number(speed[0][1]) / r : omega[0] ? piValue(omega[0][1]) : (2 * Math.PI) / piValue(period[0][1]);
  if (!(r > 0 && w > 0)) return null;
  const m = mass[0] ? Number(mass[0][1]) : undefined;
  const g = gm[0] ? Number(gm[0][1]) : undefined;
  const top = /拱形桥|凸形桥|桥(?:面)?的?最高点/.test(stem);
  const dip = /凹形桥|凹形路面|最低点/.test(stem);
  const v = w * r;
  const all: Record<Key, number | undefined> = {
    v,
    w,
    T: (2 * Math.PI) / w,
    n: w / (2 * Math.PI),
    a: (v * v) / r,
    F: m !== undefined && (table || !(top || dip)) ? (m * v * v) / r : undefined,
    N: m !== undefined && g !== undefined && (top || dip) ? m * (g + ((top ? -1 : 1) * (v * v)) / r) : undefined,
  };
  // Check: the same from the period.
  const T = all.T!;
  if (Math.abs((2 * Math.PI * r) / T - v) > 1e-9 * v || Math.abs(((4 * Math.PI ** 2) / T ** 2) * r - all.a!) > 1e-9 * all.a!) return null;
  if (all.N !== undefined && !(all.N > 0)) return null;
  // Every given number must be used by what is asked: g only for the bridge, m only for a force.
  const question = questionPart(stem).text;
  // No quantity named in the question (「下列说法正确的是」「则（多选）」): each option states one.
  const statements = keyOf(question) === null;
  const decide = (words: string): { key: Key; value: number } | null => {
    const key = keyOf(words);
    if (!key) return null;
    if (key === 'F' && /拉力|张力/.test(words) && !table) return null;
    const value = all[key];
    return value === undefined ? null : { key, value };
  };
  const lines = [
    `由题意 $r = ${num(r)}\\ \\mathrm{m}$，${speed[0] ? `$v = ${num(v)}\\ \\mathrm{m/s}$，$\\omega = \\frac{v}{r} = ${num(w)}\\ \\mathrm{rad/s}$` : `$\\omega = ${num(w)}\\ \\mathrm{rad/s}$，$v = \\omega r = ${num(v)}\\ \\mathrm{m/s}$`}，`,
    `$T = \\frac{2\\pi}{\\omega} = ${num(T)}\\ \\mathrm{s}$，$a_n = \\frac{v^2}{r} = ${num(all.a!)}\\ \\mathrm{m/s^2}$${all.F !== undefined ? `，$F_n = m\\frac{v^2}{r} = ${num(all.F)}\\ \\mathrm{N}$` : ''}${all.N !== undefined ? `，$F_N = m\\left(g ${top ? '-' : '+'} \\frac{v^2}{r}\\right) = ${num(all.N)}\\ \\mathrm{N}$（由牛顿第三定律，压力与支持力大小相等）` : ''}。`,
  ];
  if (!statements) {
    const asked = decide(question);
    if (!asked) return null;
    if ((m !== undefined) !== (asked.key === 'F' || asked.key === 'N') || (g !== undefined) !== (asked.key === 'N')) return null;
    const pick = uniqueEqualOption(asked.value, split, (t) => optionValue(t, asked.key));
    if (typeof pick === 'string') return null;
    const shown = `$${INFO[asked.key].tex} = ${num(asked.value)}\\ \\mathrm{${INFO[asked.key].unit}}$`;
    const markdown = ['**解**：', '', ...lines, '', `**答**：${shown}，与选项 ${pick.letter} 相等，选 ${pick.letter}。`].join('\n');
    return solved('physics', 'offline:physics', markdown, `${pick.letter}（${shown}）`, '已由周期再算一遍线速度和向心加速度核对', 'choice');
  }
  if (m !== undefined || g !== undefined) return null;
  const verdicts = split.options.map((o) => {
    const t = normalizeMechanics(o.text);
    const at = /(?:为|是|等于)\s*(?=[\dπ]|\\frac|\\pi)/.exec(t);
    if (!at) return null;
    const said = decide(t.slice(0, at.index));
    const value = said ? optionValue(t.slice(at.index + at[0].length), said.key) : null;
    if (!said || value === null) return null;
    const rel = Math.abs(value / said.value - 1);
    return rel < 1e-6 ? true : rel > 0.01 ? false : null;
  });
  if (verdicts.some((x) => x === null)) return null;
  const letters = split.options.filter((_, i) => verdicts[i]).map((o) => o.letter);
  if (letters.length === 0) return null;
  const markdown = [
    '**解**：',
    '',
    ...lines,
    '',
    ...split.options.map((o, i) => `- ${o.letter}：${verdicts[i] ? '正确' : '错误'}。`),
    '',
    `**答**：选 ${letters.join('')}。`,
  ].join('\n');
  return solved('physics', 'offline:physics', markdown, `${letters.join('')}`, '已由周期再算一遍线速度和向心加速度，并逐项核对', 'choice');
}
