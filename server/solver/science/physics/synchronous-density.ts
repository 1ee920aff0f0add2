import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { normalizeScienceText } from '../chem/normalize';
import { formatNumber } from '../format';
import { refused, solved } from '../outcome';
import { readMultiple } from './multiples';
import { pickExactOption } from './option-values';

/** "一半", "2 倍", "\frac{1}{2}", "0.5 倍": a ratio said in words or numbers. */
function readRatio(src: string): number | null {
  const t = src.replace(/\s+/g, '').replace(/倍$/, '');
  if (t === '一半') return 0.5;
  if (/^\d+(?:\.\d+)?$/.test(t)) return Number(t) > 0 ? Number(t) : null;
  const f = readMultiple(t, '');
  return f && f[0] > 0 ? f[0] / f[1] : null;
}

/**
 * A planet's rotation period from its synchronous satellite, against the Earth's (24 h): a synchronous
 * satellite's period is the planet's rotation period, and G·ρ·(4/3)πR³ / r² = (4π²/T²) r gives
 * T² = 3π(r/R)³ / (Gρ). Given each synchronous height as a multiple of its planet's radius and the ratio of the
 * mean densities, the planet's period follows. Null when the problem is not exactly that.
 */
export function solveSynchronousDensity(_raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  if (!split) return null;
  const t = normalizeScienceText(split.stem)
    .replace(/\s+/g, ' ')
    .replace(/([\u4e00-\u9fa5])\s+(?=[\u4e00-\u9fa5])/g, '$1');
  if (!/同步卫星/.test(t) || !/密度/.test(t) || /图|椭圆|质量(?:约)?为|表面重力/.test(t)) return null;
  const earth = /地球同步卫星(?:离|距)地(?:面|球表面)的高度(?:约)?(?:为|是)地球半径的\s*(\d+(?:\.\d+)?)\s*倍/.exec(t);
  const density = /(?:平均)?密度(?:约)?(?:为|是)地球(?:平均)?密度的\s*(一半|\d+(?:\.\d+)?\s*倍|\\frac\{\d+\}\{\d+\})/.exec(t);
  const planet = /(?:它|该行星|行星)的同步卫星(?:离|距)其?表面的高度(?:约)?(?:为|是)其?半径的\s*(\d+(?:\.\d+)?)\s*倍/.exec(t);
  if (!earth || !density || !planet) return null;
  const asked =
    t
      .split(/[,，。;；]/)
      .filter((c) => c.trim())
      .pop() ?? '';
  if (!/自转周期/.test(asked)) return null;
  let rest = t;
  for (const m of [earth, density, planet]) rest = rest.replace(m[0], ' ');
  rest = rest.replace(/^\s*\d{1,3}\s*[.．、]\s*(?!\d)/, ' ').replace(/[(（]\s*\d{1,2}\s*分\s*[)）]/g, ' ');
  if (/\d/.test(rest)) return null;
  const rho = readRatio(density[1]);
  if (rho === null) return null;
  const k1 = Number(earth[1]) + 1;
  const k2 = Number(planet[1]) + 1;
  const T1 = 24;
  const T2 = T1 * Math.sqrt((k2 / k1) ** 3 / rho);
  // Check: 4π²r³/T² over ρR³ is the same constant (4π²·… = (4/3)πG) for both planets.
  const c1 = k1 ** 3 / (T1 ** 2 * 1);
  const c2 = k2 ** 3 / (T2 ** 2 * rho);
  if (Math.abs(c1 / c2 - 1) > 1e-9) return null;
  const f = (x: number) => formatNumber(x, 4).latex;
  const shown = formatNumber(T2, 4);
  const answer = `$T_2 ${shown.approx ? '\\approx' : '='} ${shown.latex}\\ \\mathrm{h}$`;
  const markdown = [
    '**思路**：同步卫星的周期等于行星的自转周期。由 $G\\frac{Mm}{r^2} = m\\frac{4\\pi^2}{T^2}r$ 和 $M = \\rho \\cdot \\frac{4}{3}\\pi R^3$ 得 $T^2 = \\frac{3\\pi}{G\\rho}\\left(\\frac{r}{R}\\right)^3$。',
    '',
    `**已知**：地球同步卫星 $r_1 = R_1 + ${earth[1]}R_1 = ${f(k1)}R_1$，$T_1 = 24\\ \\mathrm{h}$；行星同步卫星 $r_2 = ${f(k2)}R_2$；$\\rho_2 = ${f(rho)}\\rho_1$。`,
    '',
    `$$T_2 = T_1\\sqrt{\\frac{\\rho_1}{\\rho_2}\\left(\\frac{r_2/R_2}{r_1/R_1}\\right)^3} = 24 \\times \\sqrt{\\frac{1}{${f(rho)}} \\times \\left(\\frac{${f(k2)}}{${f(k1)}}\\right)^3}\\ \\mathrm{h} ${shown.approx ? '\\approx' : '='} ${shown.latex}\\ \\mathrm{h}$$`,
    '',
    `**答**：${answer}。`,
  ].join('\n');
  const pick = pickExactOption(T2, 'h', split);
  if ('refuse' in pick) return refused('physics', `${pick.refuse}可以请老师帮忙核对。`, 'choice');
  return solved(
    'physics',
    'offline:physics',
    `${markdown}\n\n**对照选项**：与选项 ${pick.letter}（${pick.text}）一致，其余选项都不符合。`,
    `${pick.letter}（${answer}）`,
    '已由万有引力提供向心力和密度公式计算，并核对两颗行星的 r³/(T²ρR³) 相等；已逐一核对各选项',
    'choice',
  );
}
