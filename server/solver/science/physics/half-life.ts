import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { normalizeScienceText } from '../chem/normalize';
import { refused, solved } from '../outcome';

const NUM = String.raw`(\d+(?:\.\d+)?)`;
const TIME = '(天|d|年|小时|h|分钟|min|秒|s)(?![A-Za-z])';
const TO_HOURS: Record<string, number> = { 天: 24, d: 24, 小时: 1, h: 1, 分钟: 1 / 60, min: 1 / 60, 秒: 1 / 3600, s: 1 / 3600 };
const GRAMS: Record<string, number> = { mg: 1e-3, g: 1, kg: 1e3 };
const FRACTION = String.raw`(?:\\frac\{\s*(\d+)\s*\}\{\s*(\d+)\s*\}|(\d+)\s*/\s*(\d+)|(\d+(?:\.\d+)?)\s*%)`;
const DECAYED = /已(?:经)?衰变|衰变了|衰变掉|(?<![未没有])发生了?衰变|(?<![未没有])衰变的(?:质量|原子核)/;
const REMAINING = /剩余|剩下|还剩|还有|未(?:发生)?衰变|没(?:有)?(?:发生)?衰变/;

interface Span {
  value: number;
  unit: string;
  text: string;
}

/** A time in hours, or in years kept apart (years are not turned into hours). */
function sameScale(a: Span, b: Span): [number, number] | null {
  if (a.unit === b.unit) return [a.value, b.value];
  if (a.unit === '年' || b.unit === '年') return null;
  return [a.value * TO_HOURS[a.unit], b.value * TO_HOURS[b.unit]];
}

function fractionOf(m: RegExpMatchArray, at: number): number {
  if (m[at + 4] !== undefined) return Number(m[at + 4]) / 100;
  return Number(m[at] ?? m[at + 2]) / Number(m[at + 1] ?? m[at + 3]);
}

/** "1/4", "\frac{1}{4}", "25%", "4 g", "3.8 天": an option's value (a fraction, a mass in g or a time). */
function optionValue(text: string): { fraction?: number; grams?: number; time?: Span } | null {
  const t = normalizeScienceText(text)
    .replace(/\s+/g, '')
    .replace(/[。.]$/, '');
  let m = new RegExp(`^${FRACTION}$`).exec(t);
  if (m) return { fraction: fractionOf(m, 1) };
  m = /^(\d+(?:\.\d+)?)(mg|g|kg)$/.exec(t);
  if (m) return { grams: Number(m[1]) * GRAMS[m[2]] };
  m = new RegExp(`^${NUM}${TIME}$`).exec(t);
  if (m) return { time: { value: Number(m[1]), unit: m[2], text: m[0] } };
  return null;
}

/** The clause (between commas) around a position of the text. */
function clauseAt(t: string, index: number, length: number): string {
  const start = Math.max(t.lastIndexOf(',', index), t.lastIndexOf('，', index), t.lastIndexOf('。', index), 0);
  const ends = [',', '，', '。'].map((c) => t.indexOf(c, index + length)).filter((i) => i >= 0);
  return t.slice(start, ends.length ? Math.min(...ends) : t.length);
}

/** Decayed or remaining, as the words of a clause say (null when they say both or neither). */
function partNamed(clause: string): 'decayed' | 'remaining' | null {
  const decayed = DECAYED.test(clause);
  return decayed === REMAINING.test(clause) ? null : decayed ? 'decayed' : 'remaining';
}

/**
 * Radioactive decay over whole half-lives: after n = t / T half-lives, (1/2)ⁿ of the nuclei (and of the mass of the
 * element) remain. Any two of the half-life T, the time t, the number of half-lives n and the part decayed or left are
 * given (perhaps with the initial mass); the part (or mass) left or decayed, the half-life or the time is asked.
 * Null unless n is a whole number and every number of the stem is placed.
 */
export function solveHalfLife(raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  const t = normalizeScienceText(split ? split.stem : raw).replace(/\s+/g, ' ');
  if (!/半衰期/.test(t) || /图|两种|分别|温度|压强|化合/.test(t)) return null;
  const half = [...t.matchAll(new RegExp(`半衰期(?:为|是|约为|约|等于)?\\s*${NUM}\\s*${TIME}`, 'g'))];
  const time = [...t.matchAll(new RegExp(`(?:经过|经|过了|经历)(?:了)?\\s*${NUM}\\s*${TIME}`, 'g'))];
  const count = [...t.matchAll(new RegExp(`(?:经过|经|过了|经历)(?:了)?\\s*${NUM}\\s*个半衰期`, 'g'))];
  const fraction = [...t.matchAll(new RegExp(FRACTION, 'g'))];
  const mass = [...t.matchAll(new RegExp(`${NUM}\\s*(mg|g|kg)(?![A-Za-z])`, 'g'))];
  if (half.length > 1 || time.length > 1 || count.length > 1 || fraction.length > 1 || mass.length > 2) return null;
  // A time asked as a blank before its unit (「经过____h，…只剩下原来的 1/16」).
  const blankTime = [...t.matchAll(new RegExp(`(?:经过|经历)\\s*(?:_{2,}|\\\\underline\\{[^}]*\\})\\s*${TIME}`, 'g'))];
  if (blankTime.length > 1) return null;
  let rest = t;
  for (const m of [...half, ...time, ...count, ...fraction, ...mass]) rest = rest.replace(m[0], ' ');
  // The element may be named by its nuclide (「${ }_{83}^{210} \mathrm{Bi}$」): its numbers are not data.
  rest = rest.replace(/\{\s*\}\s*(?:_?\{?\s*\d+\s*\}?\s*\^\s*\{\s*\d+\s*\}|\^\s*\{\s*\d+\s*\}\s*_?\{?\s*\d+\s*\}?)\s*[A-Z][a-z]?/g, ' ');
  rest = withoutNuclideNames(rest);
  rest = rest.replace(/^\s*\d{1,3}\s*[.．、]\s*(?!\d)/, ' ').replace(/[(（]\s*\d{1,2}\s*分\s*[)）]/g, ' ');
  if (/\d/.test(rest)) return null;

  const span = (m: RegExpMatchArray | undefined): Span | null => (m ? { value: Number(m[1]), unit: m[2], text: m[0] } : null);
  const T = span(half[0]);
  const el = span(time[0]);
  // A fraction given says which part it is in its own clause; the mass, if any, is the amount at the start.
  let givenLeft: number | null = null;
  if (fraction[0]) {
    const part = partNamed(clauseAt(t, fraction[0].index!, fraction[0][0].length));
    const f = fractionOf(fraction[0], 1);
    if (!part || !(f > 0 && f < 1)) return null;
    givenLeft = part === 'decayed' ? 1 - f : f;
  }
  // A mass said to be left or decayed (「还剩 4 g」) is not the amount at the start; with the amount at the start
  // before it (「100 g … 已有 75 g 发生了衰变」) it gives the part left.
  if (mass[0] && /剩|衰变|减少|变为|还有/.test(t.slice(Math.max(0, mass[0].index! - 6), mass[0].index))) return null;
  if (mass[1]) {
    const part = partNamed(clauseAt(t, mass[1].index!, mass[1][0].length));
    const g0 = Number(mass[0][1]) * GRAMS[mass[0][2]];
    const f = (Number(mass[1][1]) * GRAMS[mass[1][2]]) / g0;
    if (givenLeft !== null || !part || !(f > 0 && f < 1)) return null;
    givenLeft = part === 'decayed' ? 1 - f : f;
  }

  const q = t.slice(Math.max(t.lastIndexOf('，'), t.lastIndexOf(','), t.lastIndexOf('。', t.length - 2), 0));
  const asksHalf = /半衰期(?:为|是|约为|约|等于)?\s*$/.test(q);
  const asksTime = /(?:需要|需|经过|经历)(?:的)?(?:时间|多长时间|多少天|多少年)/.test(q) || blankTime.length === 1;
  const asksPart = asksHalf || asksTime ? null : partNamed(q);
  if (Number(asksHalf) + Number(asksTime) + Number(asksPart !== null) !== 1) return null;
  if (asksPart && /半衰期|时间/.test(q.replace(/(?:个)?半衰期后/, ''))) return null;

  // n from exactly one source, and the knowns left over exactly what the ask needs.
  const fromLeft = givenLeft === null ? null : Math.log2(1 / givenLeft);
  let n: number;
  let how: string;
  if (asksPart) {
    if (givenLeft !== null) return null;
    if (count[0] && !T && !el) [n, how] = [Number(count[0][1]), `经过了 $n = ${count[0][1]}$ 个半衰期`];
    else if (!count[0] && T && el) {
      const s = sameScale(el, T);
      if (!s || !(s[1] > 0)) return null;
      [n, how] = [
        s[0] / s[1],
        `经过的时间是半衰期的 $n = \\frac{t}{T} = \\frac{${el.text}}{${T.text}} = ${Number((s[0] / s[1]).toPrecision(10))}$ 倍`,
      ];
    } else return null;
  } else if (asksHalf) {
    if (T || !el || (fromLeft === null) === !count[0]) return null;
    n = fromLeft ?? Number(count[0][1]);
    how =
      fromLeft !== null
        ? `剩下的比例为 $\\left(\\frac{1}{2}\\right)^{n} = ${num(givenLeft!)}$，所以 $n = ${Number(n.toPrecision(10))}$`
        : `经过了 $n = ${n}$ 个半衰期`;
  } else {
    if (!T || el || (fromLeft === null) === !count[0]) return null;
    n = fromLeft ?? Number(count[0][1]);
    how =
      fromLeft !== null
        ? `剩下的比例为 $\\left(\\frac{1}{2}\\right)^{n} = ${num(givenLeft!)}$，所以 $n = ${Number(n.toPrecision(10))}$`
        : `经过了 $n = ${n}$ 个半衰期`;
  }
  if (Math.abs(n - Math.round(n)) > 1e-9 || n < 1 || n > 12) return null;
  const k = Math.round(n);

  const lines = ['**思路**：每经过一个半衰期，剩下的原子核（及该元素的质量）变为原来的一半。', '', `${how}。`, ''];
  let answer: string;
  let check: (v: NonNullable<ReturnType<typeof optionValue>>) => boolean;
  if (asksPart) {
    const left = 0.5 ** k;
    const frac = asksPart === 'decayed' ? 1 - left : left;
    const m0 = mass[0] ? Number(mass[0][1]) * GRAMS[mass[0][2]] : undefined;
    const fracTex = asksPart === 'decayed' ? `1 - \\frac{1}{${2 ** k}} = \\frac{${2 ** k - 1}}{${2 ** k}}` : `\\frac{1}{${2 ** k}}`;
    lines.push(`剩余的比例为 $\\left(\\frac{1}{2}\\right)^{${k}} = \\frac{1}{${2 ** k}}$，所求为原来的 $${fracTex}$。`);
    answer = `$${fracTex}$`;
    if (m0 !== undefined) {
      // The mass in the unit the stem gives it (「8 mg … 剩余的质量为____mg」); a blank printed in another unit is
      // not converted.
      const unit = mass[0][2];
      const blankUnit = /(?:_{2,}|\\underline\{[^}]*\})\s*(?:\$?\s*\\mathrm\{\s*~?\s*)?(mg|kg|g)(?![A-Za-z])/.exec(t)?.[1];
      if (blankUnit && blankUnit !== unit) return null;
      const g = Number((Number(mass[0][1]) * frac).toPrecision(10));
      lines.push(
        '',
        `原有 $${mass[0][1]}\\ \\mathrm{${unit}}$，所求质量为 $${mass[0][1]} \\times ${asksPart === 'decayed' ? `\\frac{${2 ** k - 1}}{${2 ** k}}` : `\\frac{1}{${2 ** k}}`}\\ \\mathrm{${unit}} = ${g}\\ \\mathrm{${unit}}$。`,
      );
      answer = `$m = ${g}\\ \\mathrm{${unit}}$`;
    }
    check = (v) =>
      v.fraction !== undefined
        ? Math.abs(v.fraction - frac) < 1e-9
        : v.grams !== undefined && m0 !== undefined && Math.abs(v.grams - m0 * frac) < 1e-9 * Math.max(1, m0);
  } else {
    const known = (asksHalf ? el : T)!;
    // The blank's printed unit must be the half-life's (no conversion is shown).
    if (blankTime[0] && (asksHalf || blankTime[0][1] !== known.unit)) return null;
    const value = asksHalf ? known.value / k : known.value * k;
    const shown = `${Number(value.toPrecision(10))}\\ \\text{${known.unit}}`;
    lines.push(
      asksHalf
        ? `半衰期 $T = \\frac{t}{n} = \\frac{${known.value}}{${k}} = ${shown}$。`
        : `所需时间 $t = nT = ${k} \\times ${known.value} = ${shown}$。`,
    );
    answer = `$${asksHalf ? 'T' : 't'} = ${shown}$`;
    const asked: Span = { value, unit: known.unit, text: '' };
    check = (v) => {
      const s = v.time && sameScale(v.time, asked);
      return !!s && Math.abs(s[0] - s[1]) <= 1e-6 * Math.abs(s[1]);
    };
  }
  const out = solved('physics', 'offline:physics', lines.join('\n'), answer, `已按 ${k} 个半衰期逐次减半核对`);
  if (!split) return out;
  const values = split.options.map((o) => optionValue(o.text));
  if (values.some((v) => v === null)) return null;
  const hits = split.options.filter((_, i) => check(values[i]!));
  if (hits.length !== 1)
    return refused('physics', '按半衰期算出的结果与选项对不上（或有多个选项相符），为避免选错，暂不作答。可以请老师帮忙核对。', 'choice');
  return {
    ...out,
    problemType: 'choice',
    finalAnswer: `${hits[0].letter}（${answer}）`,
    markdown: `${out.markdown}\n\n**对照选项**：与选项 ${hits[0].letter} 一致。`,
  };
}

/**
 * The element named by its nuclide (「${ }_{83}^{210} \\mathrm{Bi}$」「${ }^{14} \\mathrm{C}$」) or by its name and mass number
 * (「碘 131」「钴-60」): those numbers name the element and are not data.
 */
function withoutNuclideNames(t: string): string {
  return t
    .replace(
      /(?:\{\s*\}\s*)?(?:_\s*\{?\s*\d+\s*\}?\s*)?\^\s*\{\s*\d+\s*\}\s*(?:_\s*\{?\s*\d+\s*\}?\s*)?(?:\\mathrm\{\s*~?\s*)?[A-Z][a-z]?/g,
      ' ',
    )
    .replace(
      /(?:碘|铯|钴|锶|碳|氡|钋|铀|钍|镭|钚|磷|钾|铋|镅|氪|钡)\s*[-－—]?\s*\d{1,3}(?![\d.．]|\s*(?:[A-Za-z%]|天|年|小时|分钟|秒|个|次|倍))/g,
      ' ',
    );
}

const num = (x: number) => {
  const k = Math.round(Math.log2(1 / x));
  return Math.abs(0.5 ** k - x) < 1e-12 ? `\\frac{1}{${2 ** k}}` : String(x);
};
