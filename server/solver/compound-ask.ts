/**
 * 「圆 C 的圆心坐标和半径分别为____」「函数在 [-2,3] 上的最大值和最小值分别是（ ）」「则 $E(X)$ 和 $D(X)$ 分别为」: two
 * (or three) quantities asked at once, answered as a list in the order asked. Each quantity is a question of its own
 * — the same stem asking it alone — and is answered and checked like any other; the list is given only when every
 * part is. A choice question's options are lists too: each is cut at its top-level commas into as many parts as
 * were asked, each part is decided against its own quantity, and the option whose every part agrees is the answer.
 */

import { chosenLetters } from './choice/index';
import type { EngineResult } from './engines/types';
import { type ChoiceOption, type Question, readQuestion } from './read/question';
import type { Solved, SolveOutcome } from './types';

/** The ask at the end: 「…X 和 Y 分别为____」, the blank or the printed answer bracket closing the stem. */
const ENDING = /\s*分别(?:为|是|等于)\s*(?:____|[(（]\s*[)）])?\s*[．.。]?\s*$/;

/**
 * Any ask of several quantities at once at the end of the stem, whether or not the parts can be read:
 * 「…分别为____」「…分别是多少厘米？」「…各有多少只？」「…依次为」. A blank asking so is answered with every quantity
 * or not at all: an engine reading one of them would give an incomplete answer.
 */
const SEVERAL = /(?:分别|依次)\s*(?:是|为|有|等于|约为|约是)?[^，,；;。：:]{0,12}$/;
/**
 * 「周长和面积各是多少」「鸡和兔各有多少只」: 各 asks several only after the quantities are listed in its clause. Alone
 * (「平均分成两组，两组各有几人」「每人各分得多少个」) it asks the one amount each has.
 */
const EACH_OF_LIST =
  /[和与及、][^，,；;。：:]{0,8}各自?\s*(?:是|为|有|需要?|用|要|得|分得)?\s*(?:多少|几)[^，,；;。：:]{0,8}$|[和与及、][^，,；;。：:]{0,8}各\s*(?:是|为)\s*(?:____|[(（]\s*[)）])?$/;

export function asksSeveralAtOnce(stem: string): boolean {
  const s = stem.replace(/[\s?？。．.]+$/, '');
  return SEVERAL.test(s) || EACH_OF_LIST.test(s);
}

/** Words that end the stem's head before the first quantity: the quantity never reaches past them. */
const HEAD_END = /(?:的|则|，|,|：|:|求)\s*$/;

/** A quantity named in words (「圆心坐标」「最大值」「渐近线方程」) or one formula (「$E(X)$」). */
const WORDS = /^[\u4e00-\u9fff]{1,8}$/;
const FORMULA = /^\$[^$]+\$$/;

export interface CompoundAsk {
  /** the stem asking each quantity alone, in the order asked */
  parts: string[];
  /** the quantities as written: 「圆心坐标」「$E(X)$」 */
  names: string[];
}

/** Cuts at 和 / 与 / 及 / 、 outside formulas. */
function splitNames(s: string): string[] {
  const out: string[] = [];
  let cur = '';
  let inMath = false;
  for (const ch of s) {
    if (ch === '$') inMath = !inMath;
    if (!inMath && /[和与及、]/.test(ch)) {
      out.push(cur.trim());
      cur = '';
      continue;
    }
    cur += ch;
  }
  out.push(cur.trim());
  return out;
}

export function readCompoundAsk(stem: string): CompoundAsk | null {
  const end = ENDING.exec(stem);
  if (!end) return null;
  const before = stem.slice(0, end.index).trimEnd();
  // the quantities start after the head: the last 「的」「则」「，」 outside a formula
  let start = -1;
  let inMath = false;
  for (let i = 0; i < before.length; i++) {
    if (before[i] === '$') inMath = !inMath;
    else if (!inMath && HEAD_END.test(before.slice(0, i + 1))) start = i + 1;
  }
  if (start <= 0) return null;
  const head = before.slice(0, start);
  const names = splitNames(before.slice(start));
  if (names.length < 2 || names.length > 3) return null;
  if (!names.every((n) => WORDS.test(n) || FORMULA.test(n))) return null;
  // a quantity named twice, or a conjunction that joins words inside one name (「和」 in 「和谐」) is not a list of asks
  if (new Set(names).size !== names.length) return null;
  const parts = names.map((n) => (FORMULA.test(n) ? `${head}${n.slice(0, -1)}=$ ____` : `${head}${n}为 ____`));
  return { parts, names };
}

/** An option cut at its top-level commas into `count` parts, each written back as a formula when it was one. */
export function optionParts(text: string, count: number): string[] | null {
  const formula = /^\$[^$]+\$$/.test(text.trim());
  const s = formula ? text.trim().slice(1, -1) : text.trim();
  if (!formula && s.includes('$')) return null;
  const parts: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of s) {
    if ('([{'.includes(ch)) depth++;
    if (')]}'.includes(ch)) depth--;
    if (depth === 0 && /[,，;；]/.test(ch)) {
      parts.push(cur.trim());
      cur = '';
      continue;
    }
    cur += ch;
  }
  parts.push(cur.trim());
  if (parts.length !== count || parts.some((p) => !p)) return null;
  return formula ? parts.map((p) => `$${p}$`) : parts;
}

function solvedText(o: SolveOutcome): o is Solved {
  return o.ok && o.verification.status === 'verified';
}

/** Every part asked as a question of its own, answered and checked; null when one is not. */
export async function answerEachPart(ask: CompoundAsk, solve: (text: string) => Promise<SolveOutcome>): Promise<SolveOutcome | null> {
  const outs: Solved[] = [];
  for (const part of ask.parts) {
    const out = await solve(part);
    if (!solvedText(out)) return null;
    outs.push(out);
  }
  // two asks answered with the same named answer (「a=3, b=2」 for 「a=____，b=____」): an engine answered the whole
  // question, not the part asked
  const named = outs.map((o) => o.finalAnswer).filter((a) => a.includes('='));
  if (new Set(named).size !== named.length) return null;
  const [first] = outs;
  return {
    ...first,
    finalAnswer: outs.map((o) => o.finalAnswer).join('，'),
    markdown: outs.map((o, i) => `**（${i + 1}）求${ask.names[i]}**\n\n${o.markdown}`).join('\n\n'),
    verification: { status: 'verified', note: outs.map((o) => o.verification.note).join(' ') },
  };
}

/**
 * The question answered part by part; null when it is not a compound ask or a part is not answered and checked.
 * `solve` answers a question written as text; `pick` decides a choice question (every option, several may match).
 */
export async function solveCompoundAsk(
  question: Question,
  solve: (text: string) => Promise<SolveOutcome>,
  pick: (q: Question) => Promise<EngineResult | null>,
): Promise<SolveOutcome | null> {
  const ask = readCompoundAsk(question.stem);
  if (!ask) return null;
  if (!question.options.length) return answerEachPart(ask, solve);
  const split = question.options.map((o) => optionParts(o.text, ask.parts.length));
  if (split.some((p) => !p)) return null;
  let agreeing = new Set(question.options.map((o) => o.letter));
  const notes: string[] = [];
  const steps: string[] = [];
  for (let i = 0; i < ask.parts.length; i++) {
    const options: ChoiceOption[] = question.options.map((o, k) => ({ letter: o.letter, text: (split[k] as string[])[i] }));
    const sub: Question = { ...readQuestion(ask.parts[i], 'choice', question.subject), options, multi: true };
    const r = await pick(sub);
    if (!r?.outcome.ok || r.outcome.verification.status !== 'verified') return null;
    const letters = chosenLetters(r.outcome.finalAnswer);
    if (!letters) return null;
    agreeing = new Set([...agreeing].filter((l) => letters.includes(l)));
    notes.push(r.outcome.verification.note);
    steps.push(`**（${i + 1}）${ask.names[i]}**：符合的选项为 ${letters.split('').join('、')}。\n\n${r.outcome.markdown}`);
  }
  const chosen = [...agreeing].sort().join('');
  if (!chosen || (!question.multi && chosen.length !== 1)) return null;
  const option = question.options.find((o) => o.letter === chosen);
  return {
    ok: true,
    subject: question.subject,
    problemType: 'choice',
    finalAnswer: option && !question.multi ? `${chosen}（${option.text}）` : chosen,
    markdown: `${steps.join('\n\n')}\n\n每一项都符合的选项：${chosen}。`,
    verification: { status: 'verified', note: notes.join(' ') },
    engine: 'offline:compound-ask',
  };
}
