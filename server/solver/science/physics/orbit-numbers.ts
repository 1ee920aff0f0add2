import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { normalizeScienceText } from '../chem/normalize';
import { formatNumber } from '../format';
import { answerWithNearestOption } from './option-values';

const NUM = String.raw`(\d+(?:\.\d+)?)(?:\s*[×x]\s*10\s*\^\s*\{?\s*(-?\d+)\s*\}?)?`;
const value = (m: RegExpExecArray) => Number(m[1]) * 10 ** Number(m[2] ?? 0);
const LENGTH: Record<string, number> = { m: 1, km: 1e3 };
const TIME: Record<string, number> = { s: 1, min: 60, h: 3600, 小时: 3600, 天: 86400 };

/**
 * An orbit about a body known by its radius R and the free-fall acceleration g at its surface (GM = gR²),
 * with the period T given: a circular orbit's height above the surface, or — for an ellipse whose nearest
 * distance to the surface is given — the farthest distance, by Kepler's third law with the semi-major axis
 * a = (gR²T²/4π²)^(1/3). Null when any number is left unread or the problem is not exactly that.
 */
export function solveOrbitFromPeriod(raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  const t = normalizeScienceText(split ? split.stem : raw)
    .replace(/\s+/g, ' ')
    .replace(/([\u4e00-\u9fa5])\s+(?=[\u4e00-\u9fa5])/g, '$1')
    .replace(/([A-Za-z])\s*\/\s*([A-Za-z])/g, '$1/$2');
  if (!/周期/.test(t) || !/表面/.test(t) || /图|自转|同步|密度|引力常量|变轨|若干|两颗/.test(t)) return null;
  const g = new RegExp(`表面(?:处|附近)?的?(?:自由落体的|重力)?加速度(?:大小)?(?:约)?为\\s*${NUM}\\s*m/s\\^\\{?2\\}?`).exec(t);
  const R = new RegExp(`(?:[\\u4e00-\\u9fa5]{1,3})半径(?:约)?为\\s*${NUM}\\s*(m|km)(?![A-Za-z/])`).exec(t);
  const T = new RegExp(`周期\\s*(?:约)?(?:为|是)\\s*${NUM}\\s*(s|min|h|小时|天)(?![A-Za-z/])`).exec(t);
  if (!g || !R || !T) return null;
  const ellipse = /椭圆/.test(t);
  const near = new RegExp(`(?:与|离|距)[\\u4e00-\\u9fa5]{1,3}表面的最近距离(?:约)?为\\s*${NUM}\\s*(m|km)(?![A-Za-z/])`).exec(t);
  if (ellipse !== !!near) return null;
  let rest = t;
  for (const m of [g, R, T, near]) if (m) rest = rest.replace(m[0], ' ');
  rest = rest
    .replace(/^\s*\d{1,3}\s*[.．、]\s*(?!\d)/, ' ')
    .replace(/[(（]\s*\d{1,2}\s*分\s*[)）]/g, ' ')
    .replace(/\d{4}\s*年(?:\s*\d{1,2}\s*月)?(?:\s*\d{1,2}\s*日)?/g, ' ');
  if (/\d/.test(rest)) return null;
  const asked =
    t
      .split(/[,，。;；]/)
      .filter((c) => c.trim())
      .pop() ?? '';
  const gv = value(g);
  const Rv = value(R) * LENGTH[R[3]];
  const Tv = value(T) * TIME[T[3]];
  const GM = gv * Rv * Rv;
  const a = Math.cbrt((GM * Tv * Tv) / (4 * Math.PI * Math.PI));
  let result: number;
  let what: string;
  const f = (x: number) => formatNumber(x, 4).latex;
  const lines = [
    `**已知**：$g = ${f(gv)}\\ \\mathrm{m/s^2}$，$R = ${f(Rv)}\\ \\mathrm{m}$，$T = ${f(Tv)}\\ \\mathrm{s}$${near ? `，近点离表面 $h_1 = ${f(value(near) * LENGTH[near[3]])}\\ \\mathrm{m}$` : ''}。`,
    '',
    '**解**：在表面 $G\\frac{Mm}{R^2} = mg$，得 $GM = gR^2$。',
    '',
  ];
  if (ellipse && near) {
    if (!/最远距离/.test(asked) || !/表面/.test(asked)) return null;
    const h1 = value(near) * LENGTH[near[3]];
    const r1 = Rv + h1;
    const r2 = 2 * a - r1;
    if (!(r2 > r1)) return null;
    result = r2 - Rv;
    what = 'h_2';
    lines.push(
      `由开普勒第三定律，椭圆轨道与半径等于半长轴 $a$ 的圆轨道周期相同：$G\\frac{Mm}{a^2} = m\\frac{4\\pi^2}{T^2}a$，$a = \\sqrt[3]{\\frac{gR^2T^2}{4\\pi^2}} \\approx ${f(a)}\\ \\mathrm{m}$。`,
      '',
      `近点到中心 $r_1 = R + h_1 = ${f(r1)}\\ \\mathrm{m}$，远点到中心 $r_2 = 2a - r_1 \\approx ${f(r2)}\\ \\mathrm{m}$，远点离表面 $h_2 = r_2 - R \\approx ${f(result)}\\ \\mathrm{m}$。`,
    );
  } else {
    if (!/高度/.test(asked) || !/(?:离|距)(?:地面|地球表面|[\u4e00-\u9fa5]{1,3}表面)|离地/.test(asked)) return null;
    result = a - Rv;
    what = 'h';
    if (!(result > 0)) return null;
    lines.push(
      `$G\\frac{Mm}{r^2} = m\\frac{4\\pi^2}{T^2}r$，$r = \\sqrt[3]{\\frac{gR^2T^2}{4\\pi^2}} \\approx ${f(a)}\\ \\mathrm{m}$，离表面的高度 $h = r - R \\approx ${f(result)}\\ \\mathrm{m}$。`,
    );
  }
  // Check: the period of an orbit of that size, from the same central body.
  const back = 2 * Math.PI * Math.sqrt(a ** 3 / GM);
  if (Math.abs(back - Tv) > 1e-9 * Tv) return null;
  const shown = formatNumber(result, 3);
  const answer = `$${what} ${shown.approx ? '\\approx' : '='} ${shown.latex}\\ \\mathrm{m}$`;
  const markdown = [
    ...lines,
    '',
    `**检验**：半长轴（半径）为 $${f(a)}\\ \\mathrm{m}$ 的轨道周期 $2\\pi\\sqrt{\\frac{a^3}{gR^2}} = ${f(back)}\\ \\mathrm{s}$，与题给周期一致。`,
    '',
    `**答**：${answer}。`,
  ].join('\n');
  const note = '已由 GM = gR² 和开普勒第三定律计算，并用求出的轨道算回周期复核';
  return answerWithNearestOption({ markdown, answer, note, value: result, unit: 'm' }, split);
}
