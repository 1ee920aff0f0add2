import type { ChoiceSplit } from '../math/answers/choice';
import type { Solved } from '../types';
import { normalizeScienceText } from './chem/normalize';
import { extractComparable } from './comparable';
import { math } from './physics/units';

const NUMBER = String.raw`(-?\d+(?:\.\d+)?)(?:\s*[×xX*]\s*10\s*\^\s*\{?\s*(-?\d+)\s*\}?)?`;
const UNIT_WORDS: Record<string, string> = {
  克: 'g',
  千克: 'kg',
  毫克: 'mg',
  升: 'L',
  毫升: 'mL',
  摩尔: 'mol',
  摩: 'mol',
  米: 'm',
  千米: 'km',
  厘米: 'cm',
  秒: 's',
  小时: 'h',
  分钟: 'min',
  牛: 'N',
  焦: 'J',
  瓦: 'W',
  伏: 'V',
  安: 'A',
  欧: 'ohm',
  帕: 'Pa',
};

/** The one number of an option, with its unit as mathjs reads it; null when the option is not that. */
export function readOptionNumber(text: string): { value: number; unit?: string; digits: number } | null {
  const t = normalizeScienceText(text)
    .replace(/\^\{(-?\d+)\}/g, '^$1')
    .replace(/Ω/g, 'ohm')
    // Exam LaTeX sets a compound unit in pieces: "\mathrm{~m} / \mathrm{s}^{2}" → "m/s^2".
    .replace(/([A-Za-z\d])\s*([/·])\s*(?=[A-Za-z])/g, '$1$2')
    .replace(/[约为是：:，,。\s]+/g, ' ')
    .trim();
  // A negative exponent belongs to the unit: 「mol·L^{-1}」, 「m·s^{-2}」.
  const m = new RegExp(`^${NUMBER}\\s*([A-Za-z/^0-9·()]*(?:\\^-\\d)?|[\\u4e00-\\u9fa5]{1,2})?\\s*$`).exec(t);
  if (!m) return null;
  const value = Number(m[1]) * 10 ** Number(m[2] ?? 0);
  const digits = m[1].replace(/^-?0*\.?0*/, '').replace('.', '').length || 1;
  let unit = m[3] ? (UNIT_WORDS[m[3]] ?? m[3].replace(/·/g, ' ')) : undefined;
  if (unit === '') unit = undefined;
  if (unit) {
    try {
      math.unit(1, unit);
    } catch {
      return null;
    }
  }
  return Number.isFinite(value) ? { value, unit, digits } : null;
}

/**
 * A computational choice question: the stem solved on its own gives one value; exactly one option may
 * agree with it (to the precision the option is printed with) and every other option must be a number
 * that clearly does not. Anything else is not decided, and the caller refuses.
 */
export function pickNumericOption(stem: Solved, split: ChoiceSplit): { outcome: Solved } | { refuse: string } {
  const got = extractComparable(stem);
  const unmatched = { refuse: '算出了题干的结果，但没能把它和选项一一对照。' };
  if (!got || !('numbers' in got) || got.numbers.length === 0) return unmatched;
  const together = pickSeveralValues(stem, split, got);
  if (together) return together;
  const read = split.options.map((o) => readOptionNumber(o.text));
  // Several values worked out (an intermediate and the asked): the options' unit names the one asked, when only
  // one value has a unit every option can be converted to.
  let at = 0;
  if (got.numbers.length > 1) {
    const fits = got.units.flatMap((u, i) => (u && read.every((o) => o?.unit && sameDimension(u, o.unit)) ? [i] : []));
    if (fits.length !== 1) return unmatched;
    at = fits[0];
  }
  const ours = got.numbers[at];
  const ourUnit = got.units[at];
  const verdicts = read.map((opt) => {
    if (!opt) return null;
    let mine = ours;
    if (opt.unit || ourUnit) {
      if (!opt.unit || !ourUnit) return null;
      try {
        mine = math.unit(ours, ourUnit).toNumber(opt.unit);
      } catch {
        return null;
      }
    }
    // The option is printed with opt.digits significant digits: agree within half of its last digit.
    return agreement(mine, opt);
  });
  return pickedOption(stem, split, verdicts);
}

/** Agrees (to the precision the option is printed with), clearly differs (by over 2 %), or neither (null). */
function agreement(mine: number, opt: { value: number; digits: number }): boolean | null {
  const scale = Math.abs(opt.value) > 0 ? 10 ** (Math.floor(Math.log10(Math.abs(opt.value))) - opt.digits + 1) : 1e-12;
  const close = Math.abs(mine - opt.value) <= 0.5 * scale + 1e-9 * Math.abs(opt.value);
  const far = Math.abs(mine - opt.value) > 0.02 * Math.max(Math.abs(opt.value), Math.abs(mine));
  return close ? true : far ? false : null;
}

/**
 * 「…和…分别为」: every option lists as many values as were worked out, each with a unit; each value is placed by its
 * unit's dimension, so the worked values must have distinct dimensions. An option agrees when each of its values
 * does, differs when one clearly differs. Null when the options are not written so (the one-value path reads them).
 */
function pickSeveralValues(
  stem: Solved,
  split: ChoiceSplit,
  got: { numbers: number[]; units: (string | undefined)[] },
): { outcome: Solved } | { refuse: string } | null {
  const parts = split.options.map((o) =>
    normalizeScienceText(o.text)
      .split(/[，,、;；]|\\q?quad/)
      .map((p) => p.replace(/\\(?:text|mathrm)\{\s*\}/g, '').trim())
      .filter((p) => p.replace(/[$\s]/g, '') !== ''),
  );
  if (!parts.every((p) => p.length >= 2)) return null;
  const refuse = { refuse: '算出了题干的几个结果，但没能把它们和选项中的各个数值一一对应，为避免选错，暂不作答。' };
  const units = got.units;
  if (got.numbers.length < 2 || units.some((u) => !u)) return refuse;
  if (units.some((u, i) => units.some((v, j) => i < j && sameDimension(u!, v!)))) return refuse;
  const verdicts = parts.map((values) => {
    if (values.length !== got.numbers.length) return null;
    const placed = new Set<number>();
    const each = values.map((text) => {
      const opt = readOptionNumber(text);
      if (!opt?.unit) return null;
      const at = units.findIndex((u) => sameDimension(u!, opt.unit!));
      if (at < 0 || placed.has(at)) return null;
      placed.add(at);
      try {
        return agreement(math.unit(got.numbers[at], units[at]!).toNumber(opt.unit), opt);
      } catch {
        return null;
      }
    });
    if (each.some((v) => v === null)) return null;
    return each.every((v) => v === true);
  });
  return pickedOption(stem, split, verdicts);
}

/** The one option that agrees, every other option decided as differing; otherwise a refusal. */
function pickedOption(stem: Solved, split: ChoiceSplit, verdicts: (boolean | null)[]): { outcome: Solved } | { refuse: string } {
  const hits = split.options.filter((_, i) => verdicts[i] === true);
  if (hits.length !== 1 || verdicts.some((v) => v === null)) {
    return { refuse: '算出了题干的结果，但它和选项对不上（或有选项无法比较），为避免选错，暂不作答。' };
  }
  const pick = hits[0];
  return {
    outcome: {
      ...stem,
      problemType: 'choice',
      markdown: `${stem.markdown}\n\n**对照选项**：计算结果与选项 ${pick.letter}（${pick.text}）一致，其余选项都不符合。`,
      finalAnswer: `${pick.letter}（${stem.finalAnswer}）`,
      verification: { status: 'verified', note: `${stem.verification.note}；已逐一核对各选项，只有 ${pick.letter} 与结果一致` },
    },
  };
}

function sameDimension(a: string, b: string): boolean {
  try {
    math.unit(1, a).toNumber(b);
    return true;
  } catch {
    return false;
  }
}
