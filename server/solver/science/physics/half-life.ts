import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { normalizeScienceText } from '../chem/normalize';
import { refused, solved } from '../outcome';

const NUM = String.raw`(\d+(?:\.\d+)?)`;
const TIME = '(天|d|年|小时|h|分钟|min|秒|s)(?![A-Za-z])';
const TO_HOURS: Record<string, number> = { 天: 24, d: 24, 小时: 1, h: 1, 分钟: 1 / 60, min: 1 / 60, 秒: 1 / 3600, s: 1 / 3600 };

function inHours(value: number, unit: string): number | null {
  return unit === '年' ? null : value * TO_HOURS[unit];
}

/** "1/4", "\frac{1}{4}", "25%", "4 g": an option's value (a fraction of the original, or a mass in g). */
function optionValue(text: string): { fraction?: number; grams?: number } | null {
  const t = normalizeScienceText(text)
    .replace(/\s+/g, '')
    .replace(/[。.]$/, '');
  let m = /^\\?frac\{(\d+)\}\{(\d+)\}$|^(\d+)\/(\d+)$/.exec(t);
  if (m) return { fraction: Number(m[1] ?? m[3]) / Number(m[2] ?? m[4]) };
  m = /^(\d+(?:\.\d+)?)%$/.exec(t);
  if (m) return { fraction: Number(m[1]) / 100 };
  m = /^(\d+(?:\.\d+)?)(mg|g|kg)$/.exec(t);
  if (m) return { grams: Number(m[1]) * ({ mg: 1e-3, g: 1, kg: 1e3 } as Record<string, number>)[m[2]] };
  return null;
}

/**
 * Radioactive decay over whole half-lives: after n = t / T half-lives, (1/2)ⁿ of the nuclei (and of the
 * mass of the element) remain. The half-life, the time and perhaps the initial mass are given; the
 * remaining or the decayed part is asked. Null unless t / T is a whole number and every number is placed.
 */
export function solveHalfLife(raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  const t = normalizeScienceText(split ? split.stem : raw).replace(/\s+/g, ' ');
  if (!/半衰期/.test(t) || /图|若|如果|两种|分别|温度|压强|化合/.test(t)) return null;
  const half = [...t.matchAll(new RegExp(`半衰期(?:为|是|约为|约|等于)?\\s*${NUM}\\s*${TIME}`, 'g'))];
  const time = [...t.matchAll(new RegExp(`(?:经过|经|过了|经历)\\s*${NUM}\\s*${TIME}`, 'g'))];
  const mass = [...t.matchAll(new RegExp(`${NUM}\\s*(mg|g|kg)(?![A-Za-z])`, 'g'))];
  if (half.length !== 1 || time.length !== 1 || mass.length > 1) return null;
  let rest = t;
  for (const m of [half[0], time[0], ...mass]) rest = rest.replace(m[0], ' ');
  // The element may be named by its nuclide (「${ }_{83}^{210} \mathrm{Bi}$」): its numbers are not data.
  rest = rest.replace(/\{\s*\}\s*(?:_?\{?\s*\d+\s*\}?\s*\^\s*\{\s*\d+\s*\}|\^\s*\{\s*\d+\s*\}\s*_?\{?\s*\d+\s*\}?)\s*[A-Z][a-z]?/g, ' ');
  rest = rest.replace(/^\s*\d{1,3}\s*[.．、]\s*(?!\d)/, ' ').replace(/[(（]\s*\d{1,2}\s*分\s*[)）]/g, ' ');
  if (/\d/.test(rest)) return null;
  const T = half[0][2] === time[0][2] ? Number(half[0][1]) : inHours(Number(half[0][1]), half[0][2]);
  const el = half[0][2] === time[0][2] ? Number(time[0][1]) : inHours(Number(time[0][1]), time[0][2]);
  if (T === null || el === null || !(T > 0)) return null;
  const n = el / T;
  if (Math.abs(n - Math.round(n)) > 1e-9 || n < 1 || n > 12) return null;
  const k = Math.round(n);
  const q = t.slice(Math.max(t.lastIndexOf('，'), t.lastIndexOf(','), t.lastIndexOf('。', t.length - 2), 0));
  const decayed = /已(?:经)?衰变|衰变了|衰变掉|(?<![未没有])发生了?衰变的|(?<![未没有])衰变的(?:质量|原子核)/.test(q);
  const remaining = /剩余|剩下|还剩|还有|未(?:发生)?衰变|没(?:有)?(?:发生)?衰变/.test(q);
  if (decayed === remaining) return null;
  const left = 0.5 ** k;
  const frac = decayed ? 1 - left : left;
  const m0 = mass[0] ? Number(mass[0][1]) * ({ mg: 1e-3, g: 1, kg: 1e3 } as Record<string, number>)[mass[0][2]] : undefined;
  const fracTex = decayed ? `1 - \\frac{1}{${2 ** k}} = \\frac{${2 ** k - 1}}{${2 ** k}}` : `\\frac{1}{${2 ** k}}`;
  const lines = [
    `**思路**：每经过一个半衰期，剩下的原子核（及该元素的质量）变为原来的一半。`,
    '',
    `经过的时间是半衰期的 $n = \\frac{t}{T} = ${k}$ 倍，剩余的比例为 $\\left(\\frac{1}{2}\\right)^{${k}} = \\frac{1}{${2 ** k}}$。`,
    '',
    `所求为原来的 $${fracTex}$。`,
  ];
  let answer = `$${fracTex}$`;
  if (m0 !== undefined) {
    const g = Number((m0 * frac).toPrecision(10));
    lines.push(
      '',
      `原有 $${mass[0][1]}\\ \\mathrm{${mass[0][2]}}$，所求质量为 $${m0} \\times ${decayed ? `\\frac{${2 ** k - 1}}{${2 ** k}}` : `\\frac{1}{${2 ** k}}`}\\ \\mathrm{g} = ${g}\\ \\mathrm{g}$。`,
    );
    answer = `$m = ${g}\\ \\mathrm{g}$`;
  }
  const out = solved('physics', 'offline:physics', lines.join('\n'), answer, `已按 ${k} 个半衰期逐次减半核对`);
  if (!split) return out;
  const values = split.options.map((o) => optionValue(o.text));
  if (values.some((v) => v === null)) return null;
  const hits = split.options.filter((_, i) => {
    const v = values[i]!;
    if (v.fraction !== undefined) return Math.abs(v.fraction - frac) < 1e-9;
    return m0 !== undefined && Math.abs(v.grams! - m0 * frac) < 1e-9 * Math.max(1, m0);
  });
  if (hits.length !== 1)
    return refused('physics', '按半衰期算出的结果与选项对不上（或有多个选项相符），为避免选错，暂不作答。可以请老师帮忙核对。', 'choice');
  return {
    ...out,
    problemType: 'choice',
    finalAnswer: `${hits[0].letter}（${answer}）`,
    markdown: `${out.markdown}\n\n**对照选项**：与选项 ${hits[0].letter} 一致。`,
  };
}
