import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { normalizeScienceText } from '../chem/normalize';
import { formatNumber } from '../format';
import { refused, solved } from '../outcome';
import { askClause, statementsAsked } from '../statement-picks';
import { optionValue } from './option-values';
import { RATIO_LABEL, ratioSubscripts, readRatioOption } from './ratio-option';
import { answerFromVerdicts } from './statement-verdicts-answer';

/** One quantity of a worked situation: the words that name it, its value, and the unit the value is in. */
export interface WorkedValue {
  /** 「输出功率」: the name the steps use. */
  name: string;
  /** The words a question or an option names it by; they must name no other value of the same situation. */
  words: RegExp;
  value: number;
  /** A mathjs unit, or undefined for a pure number (a ratio, an efficiency as a fraction). */
  unit?: string;
  /** Percent options (「$90 \%$」) are read as fractions of one. */
  percent?: boolean;
  /** A ratio of two quantities: options print it 「$2: 1$」, 「$v_A: v_B = \sqrt{2}: 1$」, 「\frac{1}{8}」. */
  ratio?: boolean;
  /** The ratio's order as its letters name it (「A」「B」 for v_A : v_B); an option that prints letters is read by them. */
  order?: [string, string];
}

/** The stem asks which statements are true or false (not for one value). */
const STATEMENTS = /下列(?:说法|叙述|判断|结论|描述|各项|选项)|正确的是|错误的是|不正确的是/;
const close = (a: number, b: number) => Math.abs(a / b - 1) < 1e-6;
const far = (a: number, b: number) => Math.abs(a / b - 1) >= 0.01;

interface Stated {
  value: number;
  /** Half the last printed digit, relative to the value: a plain decimal of three or more significant digits
   * (「$220 V$」 for 311/√2) agrees within it; anything shorter, or a surd or fraction, must be exact. */
  slack: number;
}

/** A value as an option prints it: a percent, a surd, a fraction or a number with its unit; null otherwise. */
function readStated(text: string, v: WorkedValue): Stated | null {
  const t = normalizeScienceText(text).replace(/\s+/g, ' ').trim();
  const plain = /^(\d+(?:\.\d+)?)(?![\d.]|\s*(?:\\sqrt|\\frac|×|\\times|\^))/.exec(t)?.[1];
  const digits = plain ? plain.replace(/^0*\.?0*/, '').replace('.', '').length : 0;
  const step = plain ? 10 ** (Math.floor(Math.log10(Number(plain))) - digits + 1) : 0;
  const slack = digits >= 3 ? (0.5 * step) / Number(plain) : 0;
  if (v.ratio) {
    const value = readRatioOption(t.replace(/^.*=/, ''));
    if (value === null) return null;
    // 「$v_{B}: v_{A}=1: 2$」: the letters say which way the ratio is taken; without a known order they are not read.
    const label = /=/.test(t) ? t.slice(0, t.lastIndexOf('=')) : '';
    if (!label.trim()) return { value, slack: 0 };
    const letters = ratioSubscripts(label.replace(/\$/g, ' ').trim());
    if (!letters || !v.order) return null;
    if (letters[0] === v.order[0] && letters[1] === v.order[1]) return { value, slack: 0 };
    if (letters[0] === v.order[1] && letters[1] === v.order[0]) return { value: 1 / value, slack: 0 };
    return null;
  }
  if (v.percent) {
    const p = /^(\d+(?:\.\d+)?)\s*\\?%$/.exec(t);
    return p ? { value: Number(p[1]) / 100, slack } : null;
  }
  const value = optionValue(t, v.unit);
  return value === null ? null : { value, slack };
}

/** Equal (true), clearly different (false), or not decided (null). */
function compare(stated: Stated | null, v: WorkedValue): boolean | null {
  if (stated === null) return null;
  if (close(stated.value, v.value) || Math.abs(v.value / stated.value - 1) <= stated.slack) return true;
  return far(stated.value, v.value) ? false : null;
}

/**
 * Words that make a value another one (the maximum, a moment's, an average, a change, a sum, the value of a circuit
 * shorted or opened): once the words of the values named are taken out, none may be left. An alternating value is its
 * effective value unless said.
 */
const QUALIFIED = /最大|最小|峰值|瞬时|平均|变化|改变|增加|减少|增大|减小|变大|变小|之和|之差|每秒|总和|短路|断开|断路|开路/;

/**
 * The values a clause names, in the order it names them; a value named twice, words naming two at once, or a
 * qualifier the values do not carry (「电流的最大值」 of an effective current) fail.
 */
function named(clause: string, values: WorkedValue[]): WorkedValue[] | null {
  const hits = values
    .map((v) => ({ v, at: clause.search(v.words) }))
    .filter((h) => h.at >= 0)
    .sort((a, b) => a.at - b.at);
  if (new Set(hits.map((h) => h.at)).size !== hits.length) return null;
  let rest = clause;
  for (const h of hits) rest = rest.replace(new RegExp(h.v.words.source, 'g'), ' ');
  return QUALIFIED.test(rest) ? null : hits.map((h) => h.v);
}

const show = (x: number, v: WorkedValue) =>
  v.ratio
    ? x >= 1
      ? `${formatNumber(x, 4).latex}: 1`
      : `1: ${formatNumber(1 / x, 4).latex}`
    : v.percent
      ? `${formatNumber(x * 100, 4).latex}\\%`
      : `${formatNumber(x, 4).latex}${v.unit ? `\\ \\mathrm{${v.unit.replace('ohm', '\\Omega').replace(' ', ' \\cdot ')}}` : ''}`;

/** 「A. 电动机的输出功率为 $18 W$」: one value named, one value stated after 为 / 是 / 等于. */
function statementVerdict(text: string, values: WorkedValue[]): { truth: boolean; why: string } | null {
  const t = normalizeScienceText(text).replace(/\s+/g, ' ').trim();
  const m = /^(.*?)(?:的大小|大小)?\s*(?:为|是|等于|=)\s*(.+?)\s*[。.]?$/.exec(t);
  if (!m) return null;
  const which = named(m[1], values);
  if (which?.length !== 1) return null;
  const v = which[0];
  // A ratio's letters stand before its 「=」: 「电流之比 $I_{2}: I_{1}=1: 2$」.
  const label = v.ratio ? new RegExp(`${RATIO_LABEL}\\s*\\$?\\s*$`).exec(m[1].replace(/\$/g, ' ').trim())?.[0] : undefined;
  const truth = compare(readStated(label ? `${label}=${m[2]}` : m[2], v), v);
  if (truth === null) return null;
  return { truth, why: `算得${v.name}为 $${show(v.value, v)}$` };
}

/** Options that each state two values in the order asked: 「$220 V$，$50 Hz$」. */
function pairedVerdict(text: string, asked: WorkedValue[]): boolean | null {
  const parts = normalizeScienceText(text)
    .split(/[,，;；、]/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length !== asked.length) return null;
  // A ratio keeps its letters (read by readStated); another value drops its symbol 「U=」.
  for (const [i, p] of parts.entries()) if (!asked[i].ratio) parts[i] = p.replace(/^.*=/, '').trim();
  const each = parts.map((p, i) => compare(readStated(p, asked[i]), asked[i]));
  if (each.some((e) => e === null)) return null;
  return each.every(Boolean);
}

/**
 * The options of a question about one worked situation: the ask names one value (each option states one), two values
 * with 「分别」 (each option states both, in order), or asks which statements are true or false (each option names
 * one value and states it). Every option must be decided, by equality to 10⁻⁶ or a difference of 1 % or more; the
 * letters follow. Null when the options are not one of these forms or an option is not decided.
 */
export function answerFromWorkedValues(
  raw: string,
  split: ChoiceSplit,
  values: WorkedValue[],
  idea: string,
  steps: string[],
): Solved | Refused | null {
  const stem = normalizeScienceText(split.stem).replace(/\s+/g, ' ');
  // A stem that ends 「…，则」 (or with its set-up alone) asks which of the options' statements are true.
  const bare = /[，,。]\s*则?\s*[:：]?\s*(?:\(\s*\)|（\s*）)?\s*$/.test(stem);
  const asked = STATEMENTS.test(stem) ? statementsAsked(stem) : bare ? 'true' : null;
  if (STATEMENTS.test(stem) && !asked) return null;
  if (asked) {
    const verdicts = split.options.map((o) => statementVerdict(o.text, values));
    if (verdicts.some((v) => v === null)) return null;
    return answerFromVerdicts(raw, split.options, verdicts as { truth: boolean; why: string }[], asked === 'false', {
      checked: '逐项代入算出的各量核对',
      idea: [idea, '', ...steps].join('\n'),
      wanted: ['说法正确', '说法错误'],
      how: '逐项与算出的各量核对',
      checkedBy: '已逐项与算出的各量核对',
    });
  }
  // 「之比 $P_1: P_2$ 为」: the letters of a ratio, whose colon would end the clause.
  const ask = named(askClause(stem.replace(new RegExp(RATIO_LABEL, 'g'), ' ')), values);
  if (!ask || ask.length === 0 || ask.length > 2) return null;
  if (ask.length === 2 && !/分别/.test(askClause(stem))) return null;
  return answerForAsked(split, ask, idea, steps);
}

/**
 * The one option that states the asked values (one, or two in the order asked, 「分别为」); every option must be
 * decided. Null when an option is not read.
 */
export function answerForAsked(split: ChoiceSplit, ask: WorkedValue[], idea: string, steps: string[]): Solved | Refused | null {
  const truths = split.options.map((o) => (ask.length === 1 ? compare(readStated(o.text, ask[0]), ask[0]) : pairedVerdict(o.text, ask)));
  if (truths.some((x) => x === null)) return null;
  const hits = split.options.filter((_, i) => truths[i]);
  if (hits.length !== 1) return refused('physics', '算出的结果和选项对不上，为避免选错，暂不作答。可以请老师帮忙核对。', 'choice');
  const pick = hits[0];
  const shown = ask.map((v) => `${v.name}为 $${show(v.value, v)}$`).join('，');
  const markdown = [
    `**思路**：${idea}`,
    '',
    ...steps.flatMap((s) => [s, '']),
    `**对照选项**：${shown}，与选项 ${pick.letter}（${pick.text.trim()}）一致，其余选项都不符。`,
  ].join('\n');
  return solved('physics', 'offline:physics', markdown, `${pick.letter}（${shown}）`, '已逐项与算出的量核对，只有一个选项相符', 'choice');
}
