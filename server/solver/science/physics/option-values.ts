import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { normalizeScienceText } from '../chem/normalize';
import { readOptionNumber } from '../choice';
import { refused, solved } from '../outcome';
import { uniqueEqualOption } from '../unique-option';
import { readNumericExpression } from './symbolic-options';
import { math } from './units';

/** "100 \sqrt{3} kg", "10^{9} kg", "\frac{1}{10}": a surd, a bare power of ten or a fraction, which the plain option reader does not take. */
function readSurd(text: string): { value: number; unit?: string } | null {
  // 「m / s」 as exam LaTeX sets it is one unit.
  const t = normalizeScienceText(text)
    .replace(/\s+/g, ' ')
    .replace(/([A-Za-z])\s*\/\s*([A-Za-z])/g, '$1/$2')
    // 「s^{2}」 as exam LaTeX sets a unit's power.
    .replace(/([A-Za-z])\^\{(\d)\}/g, '$1^$2')
    .trim();
  const power = /^10\s*\^\s*\{?\s*(-?\d+)\s*\}?\s*([A-Za-z/^0-9{}]*)$/.exec(t.replace(/\s*\/\s*/g, '/'));
  if (power) return { value: 10 ** Number(power[1]), unit: power[2].replace(/[{}]/g, '') || undefined };
  const frac = /^\\frac\s*\{\s*(\d+(?:\.\d+)?)\s*\}\s*\{\s*(\d+(?:\.\d+)?)\s*\}\s*([A-Za-z/^0-9]*)$/.exec(t);
  if (frac && Number(frac[2]) > 0) return { value: Number(frac[1]) / Number(frac[2]), unit: frac[3] || undefined };
  const m = /^(\d+(?:\.\d+)?)?\s*\\sqrt\s*\{\s*(\d+)\s*\}\s*([A-Za-z/^0-9]*)$/.exec(t);
  if (!m) return null;
  const value = Number(m[1] ?? 1) * Math.sqrt(Number(m[2]));
  return { value, unit: m[3] || undefined };
}

/** A bare number written as an expression (`\sqrt[3]{4}`, `\frac{\sqrt{2}}{2}`). */
function numberWithoutUnit(text: string): { value: number; unit?: string } | null {
  const value = readNumericExpression(text);
  return value === null ? null : { value };
}

/** An option's value converted to the given unit; null when the option is not one plain value. */
export function optionValue(text: string, unit: string | undefined): number | null {
  const opt = readSurd(text) ?? readOptionNumber(text) ?? numberWithoutUnit(text);
  if (!opt || !(opt.value > 0) || !opt.unit !== !unit) return null;
  try {
    return opt.unit && unit ? math.unit(opt.value, opt.unit).toNumber(unit) : opt.value;
  } catch {
    return null;
  }
}

/**
 * An exact result against options that may be surds ("100\sqrt{3} kg"): exactly one option equal to it
 * (to 10⁻⁶), every other at least 1 % away. Anything else is not decided.
 */
export function pickExactOption(
  value: number,
  unit: string | undefined,
  split: ChoiceSplit,
): { letter: string; text: string } | { refuse: string } {
  const pick = uniqueEqualOption(value, split, (text) => optionValue(text, unit));
  if (pick === 'unreadable') return { refuse: '有选项不是可以比较的数值。' };
  if (pick === 'mismatch') return { refuse: '算出的结果和选项对不上，为避免选错，暂不作答。' };
  return { letter: pick.letter, text: pick.text.trim() };
}

export interface Approximate {
  letter: string;
  text: string;
  /** How far the pick is from the value, as a factor (1.03 = 3 %). */
  off: number;
}

/**
 * An exam's "约为 / 最接近 / 数量级" option: the options are numbers spread far apart (often powers of ten),
 * the exact value sits near one of them. The nearest option on a log scale is taken only when it is within
 * 15 % — or, when every option is a power of ten, within one order of magnitude — and every other option is
 * at least twice as far away on that scale plus a margin. Anything else is not decided.
 */
export function pickApproximateOption(value: number, unit: string | undefined, split: ChoiceSplit): Approximate | { refuse: string } {
  if (!(value > 0)) return { refuse: '算出的结果不是正数，没法和选项对照。' };
  const read = split.options.map((o) => {
    const v = optionValue(o.text, unit);
    // 「$10 N$」 among 「$10^{2} N$」, 「$10^{3} N$」 is a power of ten too.
    const power =
      /^\s*\$?\s*10\s*\^/.test(normalizeScienceText(o.text)) || (v !== null && Math.abs(Math.log10(v) - Math.round(Math.log10(v))) < 1e-9);
    return v === null ? null : { distance: Math.abs(Math.log10(v / value)), power };
  });
  if (read.some((r) => r === null)) return { refuse: '有选项不是可以比较的数值。' };
  const order = read.map((r, i) => ({ i, d: r!.distance })).sort((a, b) => a.d - b.d);
  const [best, next] = order;
  const powers = read.every((r) => r!.power);
  const near = best.d <= Math.log10(1.15) || (powers && best.d < 1);
  const clear = next.d >= 2 * best.d + Math.log10(1.3);
  if (!near || !clear) return { refuse: '算出的结果和选项对不上，或有两个选项都接近，为避免选错，暂不作答。' };
  const pick = split.options[best.i];
  return { letter: pick.letter, text: pick.text.trim(), off: 10 ** best.d };
}

/**
 * A worked physics result, as the answer of a free question or, for a choice question, matched to the one option
 * close to it (pickApproximateOption); an option that cannot be told apart is a refusal.
 */
export function answerWithNearestOption(
  result: { markdown: string; answer: string; note: string; value: number; unit: string | undefined },
  split: ChoiceSplit | null,
  lead = '',
): Solved | Refused {
  const { markdown, answer, note, value, unit } = result;
  if (!split) return solved('physics', 'offline:physics', markdown, answer, note);
  const pick = pickApproximateOption(value, unit, split);
  if ('refuse' in pick) return refused('physics', `${pick.refuse}可以请老师帮忙核对。`, 'choice');
  return solved(
    'physics',
    'offline:physics',
    `${markdown}\n\n**对照选项**：${lead}最接近的是选项 ${pick.letter}（${pick.text}），其余选项都相差很远。`,
    `${pick.letter}（${answer}）`,
    `${note}；已逐一比较各选项与结果的差距，只有 ${pick.letter} 接近`,
    'choice',
  );
}
