import type { ChoiceSplit } from '../../math/answers/choice';
import type { Solved } from '../../types';
import { normalizeScienceText } from '../chem/normalize';
import { formatNumber } from '../format';
import { solved } from '../outcome';
import { fractionValue, readMultiple } from './multiples';
import { pickExactOption } from './option-values';

/** Exam decorations that carry digits but no data: "3.", "(6 分)". */
const DECORATION = /^\s*\d{1,3}\s*[.．、]\s*(?!\d)|[(（]\s*\d{1,2}\s*分\s*[)）]/g;
const LOAD = /电热器|电热丝|电阻丝|电炉|电阻|电热水壶|电熨斗/;
/** A load that is not a fixed resistance, or a circuit more than one load on the source. */
const OUTSIDE = /变压器|二极管|电容|电感|电动机|灯泡|串联|并联|图|内阻|半波|半周|整流|方波|矩形波|三角波/;

/**
 * One resistance on a direct voltage U with power P, then on a sinusoidal source with power kP (P/2, P/4, the same):
 * U_eff² / R = kU² / R gives U_eff = √k U, and the peak √2 U_eff. Asked the effective value or the peak, as a blank
 * in volts or against options in volts. Null when the load is not one fixed resistance, the wave is not sinusoidal,
 * or a number is left unread.
 */
export function solveHeaterDcAc(raw: string, split: ChoiceSplit | null): Solved | null {
  const t = normalizeScienceText(split?.stem ?? raw)
    .replace(/\s+/g, ' ')
    .replace(/\s*([\u4e00-\u9fa5，,。；;])\s*/g, '$1');
  if (!LOAD.test(t) || OUTSIDE.test(t) || !/正弦(?:式)?交(?:变|流)/.test(t)) return null;
  const dc = [
    ...t.matchAll(
      /(?:接在|接到|加在|接入)(?:输出)?(?:电压为)?(\d+(?:\.\d+)?)\s*V(?:的)?(?:直流电源|直流电压|恒定电压|恒定电源|直流电路)(?:上|两端)?/g,
    ),
  ];
  if (dc.length !== 1) return null;
  const U = Number(dc[0][1]);
  const powers = [
    ...t.matchAll(
      /(?:电功率|发热功率|热功率|功率)(?:为|是|变为|等于)(\\frac\{[^}]*\}\{[^}]*\}|(?:[0-9]+(?:\.[0-9]+)?)?\s*P(?:\/\d+)?|\\frac\{\d+\}\{\d+\}P)/g,
    ),
  ];
  const same = /(?:发热功率|电功率|功率)[^，,。]{0,12}(?:相同|相等|一样)/.test(t);
  if (!((powers.length === 2 && /^P$/.test(powers[0][1])) || (same && powers.length === 0))) return null;
  const k = same
    ? 1
    : (() => {
        const m = readMultiple(powers[1][1], 'P');
        return m ? fractionValue(m) : null;
      })();
  if (k === null || !(k > 0)) return null;
  // The power P goes with the direct voltage, the multiple with the sinusoidal source (told in that order).
  const acAt = t.search(/正弦(?:式)?交(?:变|流)/);
  if (!same && !((dc[0].index ?? 0) < (powers[0].index ?? 0) && (powers[0].index ?? 0) < acAt && acAt < (powers[1].index ?? 0)))
    return null;
  // The ask ends the problem and is the source's voltage itself: not a current, nor a ratio of two values.
  const asked = /电压(?:的)?(最大值|峰值|有效值)(?:大小)?(?:约)?(?:为|是|等于)?[^\u4e00-\u9fa5]*$/.exec(t);
  const ask = asked ? (asked[1] === '有效值' ? 'rms' : 'peak') : null;
  if (!ask || /电流/.test(t.slice(acAt))) return null;
  let rest = t.replace(dc[0][0], ' ').replace(DECORATION, ' ');
  for (const p of powers) rest = rest.replace(p[0], ' ');
  if (/\d/.test(rest.replace(/_{2,}[A-Za-z]*/, ' '))) return null;
  const rms = Math.sqrt(k) * U;
  const peak = Math.SQRT2 * rms;
  const value = ask === 'peak' ? peak : rms;
  const f = (x: number) => formatNumber(x, 4);
  const kTex = formatNumber(k, 4).latex;
  const lines = [
    '**思路**：同一电阻 $R$ 的发热功率 $P = \\frac{U^2}{R}$；接交流电时用电压的有效值计算功率。正弦交流电的最大值是有效值的 $\\sqrt{2}$ 倍。',
    '',
    `**计算**：直流时 $P = \\frac{U^2}{R}$，$U = ${f(U).latex}\\ \\mathrm{V}$；交流时 $${same ? 'P' : `${kTex}P`} = \\frac{U_{\\text{有}}^2}{R}$，所以 $U_{\\text{有}} = \\sqrt{${kTex}}\\,U ${f(rms).approx ? '\\approx' : '='} ${f(rms).latex}\\ \\mathrm{V}$。`,
  ];
  if (ask === 'peak')
    lines.push('', `最大值 $U_m = \\sqrt{2}\\,U_{\\text{有}} ${f(peak).approx ? '\\approx' : '='} ${f(peak).latex}\\ \\mathrm{V}$。`);
  lines.push('', `**检验**：$\\frac{U_{\\text{有}}^2}{U^2} = ${f((rms / U) ** 2).latex}$，与功率之比 $${kTex}$ 相同。`);
  const tex = ask === 'peak' ? 'U_m' : 'U_{\\text{有}}';
  const answer = `$${tex} ${f(value).approx ? '\\approx' : '='} ${f(value).latex}\\ \\mathrm{V}$`;
  const note = '已由直流与交流发热功率之比求有效值，并代回功率之比复核';
  if (Math.abs((rms / U) ** 2 - k) > 1e-9) return null;
  if (!split) {
    if (!/_{2,}\s*V?\s*[。.]?$/.test(t)) return null;
    return solved('physics', 'offline:physics', lines.join('\n'), answer, note);
  }
  const pick = pickExactOption(value, 'V', split);
  if ('refuse' in pick) return null;
  lines.push('', `**对照选项**：与选项 ${pick.letter}（${pick.text}）相等，其余选项都不相等。`);
  return solved('physics', 'offline:physics', lines.join('\n'), `${pick.letter}（${answer}）`, note, 'choice');
}
