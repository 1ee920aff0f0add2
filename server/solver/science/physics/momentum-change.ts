import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { normalizeScienceText } from '../chem/normalize';
import { formatNumber } from '../format';
import { askClause } from '../statement-picks';
import { answerFromWorkedValues } from './worked-values-options';

const NUM = String.raw`(\d+(?:\.\d+)?)`;
/** Exam decorations that carry digits but no data: "3.", "(6 分)". */
const DECORATION = /^\s*\d{1,3}\s*[.．、]\s*(?!\d)|[(（]\s*\d{1,2}\s*分\s*[)）]/g;
/** The second velocity points back along the line of the first. */
const REVERSED = /反弹|弹回|弹起|反向|返回|飞回|击回|向上弹|被弹/;
/** A reversal said not to happen. */
const NEGATED = /(?:没有|没|未|不|并未|不再|不会)\s*(?:被)?\s*(?:反弹|弹回|弹起|反向|返回|飞回|击回|向上弹|弹)/;
/** A slant, an angle, a time or force, a second body: not a straight-line rebound of one body. */
const OUTSIDE = /图|斜|穿|夹角|角度|°|\\circ|若|如果|时间|两球|两个|碰撞后.{0,6}一起|粘|静止/;

/**
 * One body that comes in at v₁ and goes back along the same line at v₂ (a ball that rebounds from the ground, a ball
 * hit back by a bat): taking the final direction as positive, Δp = mv₂ − (−mv₁) = m(v₁ + v₂), in the final direction.
 * One mass, two speeds and a word that says the motion reversed; nothing else. Null otherwise.
 */
export function solveMomentumChange(raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  if (!split) return null;
  const t = normalizeScienceText(split.stem)
    .replace(/\s+/g, ' ')
    .replace(/([A-Za-z])\s*\/\s*([A-Za-z])/g, '$1/$2');
  // 「没有反弹」 says the opposite: a negated reversal is not read.
  if (NEGATED.test(t)) return null;
  if (!REVERSED.test(t) || OUTSIDE.test(t) || !/动量(?:的)?(?:变化|改变)/.test(askClause(t))) return null;
  const masses = [...t.matchAll(new RegExp(`${NUM}\\s*(kg|g)(?![A-Za-z/])`, 'g'))];
  const speeds = [...t.matchAll(new RegExp(`${NUM}\\s*m/s(?![A-Za-z^])`, 'g'))];
  if (masses.length !== 1 || speeds.length !== 2 || speeds[1].index < masses[0].index) return null;
  let rest = t;
  for (const m of [...masses, ...speeds]) rest = rest.replace(m[0], ' ');
  if (/\d/.test(rest.replace(DECORATION, ' '))) return null;
  // The reversal is told between the two speeds or right after the second.
  if (!REVERSED.test(t.slice(speeds[0].index, speeds[1].index + speeds[1][0].length + 12))) return null;
  const m = Number(masses[0][1]) * (masses[0][2] === 'g' ? 1e-3 : 1);
  const [v1, v2] = speeds.map((s) => Number(s[1]));
  const dp = m * (v1 + v2);
  const f = (x: number) => formatNumber(x, 6).latex;
  return answerFromWorkedValues(
    raw,
    split,
    [{ name: '动量变化量的大小', words: /动量(?:的)?(?:变化|改变)/, value: dp, unit: 'kg m/s' }],
    '动量是矢量，先规定正方向：取末速度的方向为正，则初速度为负。',
    [
      `$\\Delta p = mv_2 - (-mv_1) = m(v_1 + v_2) = ${f(m)} \\times (${f(v1)} + ${f(v2)})\\ \\mathrm{kg \\cdot m/s} = ${f(dp)}\\ \\mathrm{kg \\cdot m/s}$，方向与末速度方向相同。`,
    ],
  );
}
