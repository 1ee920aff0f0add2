import type { Engine, EngineResult } from '../engines/types';
import { answerMatches } from '../math/answers/answer';
import { evaluate } from '../math/compute/evaluate';
import { numericallyEqual } from '../math/compute/numeric';
import { freeVars, type Node, substitute } from '../math/expression/ast';
import { parseChain } from '../math/expression/parser';
import { Rat } from '../math/expression/rational';
import { normalize } from '../math/expression/text';
import type { AnswerValue } from '../math/expression/types';
import { CHINESE_DIGITS } from '../read/chinese-digits';
import { type ChoiceOption, type Question, readQuestion } from '../read/question';
import type { Refused, Solved } from '../types';
import { decideParityOption, readAbstractParity } from './abstract-parity';
import { beyondKind } from './beyond-options';
import { claimQuestion, givensOf, optionLabels, readClaim, readPropositionList } from './claims';
import { solveConditionKind } from './condition-answer';
import { decideConditionalOrder } from './conditional-order';
import { equationOptionReader } from './equation-options';
import { judgeFunctionStatement } from './function-statement';
import { decideAxisOption, readGraphAxis } from './graph-axis';
import { decideShiftOption, readGraphShift } from './graph-shift';
import { decideGraphOption, readGraphSymmetry } from './graph-symmetry';
import { readInclusion } from './inclusion';
import { readNumberedConclusions } from './numbered-conclusions';
import {
  decideOrder,
  decideProperty,
  decideRoots,
  type FunctionProperty,
  functionDefinition,
  optionFunction,
  propertyQuestion,
  readFunctionProperty,
  readInterval,
  readOrder,
  readRootClaim,
  stemProperties,
} from './properties';

/**
 * Choice questions in one place. The stem is solved by the registry's engines (they return a
 * machine-readable value), then that value is compared with every option: an answer is given only when
 * exactly the right options match and every other option is decidably different. "Which statement is
 * true/false" questions are decided option by option. Nothing is ever picked by elimination.
 */

const MISMATCH =
  '已经算出了题干的结果，但无法可靠地把它与每个选项一一对照（有的选项无法判断），为避免选错，暂不作答。可以把选项改写成数值或算式后再试。';
const NO_OPTION = '算出的结果与所有选项都不一致，为避免选错，暂不作答。请检查题目和选项是否抄写完整。';
const TWO_OPTIONS = '算出的结果同时与不止一个选项一致，而这是单选题，为避免选错，暂不作答。请检查选项是否抄写正确。';
const UNCHECKED = '已经求出了题干的结果，但这一结果没有经过独立验算，无法据此选择选项，暂不作答。';
const STATEMENT_UNDECIDED =
  '这是逐一判断各选项对错的题目，但有的选项目前无法可靠判断，为避免凭排除法猜测，暂不作答。可以把每个选项拆成单独的问题再试。';
const STATEMENT_COUNT = '按逐项判断的结果，符合题意的选项个数与题目要求（单选）不符，为避免选错，暂不作答。';

type Ask = (q: Question) => Promise<EngineResult | null>;

function refusal(q: Question, reason: string): EngineResult {
  const outcome: Refused = { ok: false, subject: q.subject === 'other' ? 'math' : q.subject, problemType: 'choice', reason };
  return { outcome };
}

/**
 * A line or curve y = f(x) against an option written implicitly ("2x + y − 2π + 1 = 0"): the option is the
 * same curve when substituting y = f(x) makes it hold for every x. Null when the option is not an equation in y.
 */
function implicitMatches(value: Extract<AnswerValue, { kind: 'expression' }>, text: string): boolean | null {
  const src = normalize(text).replace(/\$/g, ' ').trim();
  if (/^\s*y\s*=/.test(src) || !/(?<![a-zA-Z\\])y(?![a-zA-Z])/.test(src)) return null;
  const chain = parseChain(src);
  if (chain.ops.length !== 1 || chain.ops[0] !== '=') return null;
  const diff: Node = { k: 'add', args: [chain.exprs[0], { k: 'neg', arg: chain.exprs[1] }] };
  const vars = [...freeVars(diff)];
  if (!vars.includes('y') || !vars.every((v) => v === 'x' || v === 'y') || value.vars.some((v) => v !== 'x')) return null;
  // The option must really depend on y: at a fixed x, two values of y give different sides.
  const a = evaluate(diff, { x: 0.37, y: 0.5 });
  const b = evaluate(diff, { x: 0.37, y: 1.5 });
  if (!Number.isFinite(a) || !Number.isFinite(b) || Math.abs(a - b) < 1e-9) return null;
  const onCurve = substitute(diff, 'y', value.node);
  return numericallyEqual(onCurve, { k: 'num', v: Rat.ZERO }, ['x'], { tol: 1e-9 }).ok;
}

function matches(value: AnswerValue, text: string): boolean | null {
  try {
    if (value.kind === 'expression') {
      const implicit = implicitMatches(value, text);
      if (implicit !== null) return implicit;
    }
    return answerMatches(value, text);
  } catch {
    return null;
  }
}

function verified(r: EngineResult): r is EngineResult & { outcome: Solved; value: AnswerValue } {
  return r.outcome.ok && r.outcome.verification.status === 'verified' && !!r.value;
}

/** The stem as a question of its own (a blank where the answer goes, no options). */
function stemQuestion(q: Question, text: string): Question {
  return { ...readQuestion(text, 'solution', q.subject), forOptions: true };
}

function optionLatex(o: ChoiceOption): string {
  return o.text;
}

/**
 * Measure words that follow a count in an option ("12 种", "3 盏") and the old units of the 数学文化 stories ("96 里",
 * "5 尺"), which the unit matcher does not know; modern units of measure are left to the matcher.
 */
const MEASURE =
  /^(.*?\d[^\u4e00-\u9fff]*?)\s*(种|个|盏|人|天|元|次|条|项|对|组|位|名|本|件|张|只|块|颗|辆|台|支|根|把|岁|页|层|步|场|局|盘|份|倍|里|尺|寸|丈|斤|升|斗)\s*$/;

/**
 * "12 种", "10 种", …: when every option that carries a measure word carries the same one, it is the unit
 * of the answer and is dropped before comparing numbers. Different words (种 and 个) are left as written.
 */
function withoutSharedUnit(written: string[]): string[] {
  // 「一个」「两个」「三个」: a count up to ten in words is the same count in digits
  const texts = written.map((t) => t.trim().replace(/^([一二两三四五六七八九十])(?=[\u4e00-\u9fff]$)/, (n) => CHINESE_DIGITS[n] ?? n));
  const units = texts.map((t) => MEASURE.exec(t.replace(/\$/g, ' ').trim())?.[2] ?? null);
  const distinct = new Set(units.filter((u) => u !== null));
  if (distinct.size !== 1) return written;
  return texts.map((t, i) => (units[i] ? (MEASURE.exec(t.replace(/\$/g, ' ').trim())?.[1] ?? t) : t));
}

/**
 * Picks the option(s) matching an engine's answer to the stem: the engine's own check must have passed,
 * exactly the right options must match (one for a single choice) and every other one must be decidably
 * different; otherwise a refusal that says why.
 */
export function pickByValue(
  r: EngineResult,
  options: readonly ChoiceOption[],
  multi: boolean,
  subject: Question['subject'] = 'math',
): EngineResult {
  const q = { subject } as Question;
  if (!r.outcome.ok) return refusal(q, r.outcome.reason);
  if (!verified(r)) return refusal(q, UNCHECKED);
  const value = r.value;
  // options that are equations in x and y are compared as equations when the engine gave no reader of its own
  const read = r.optionValue ?? (value.kind === 'words' ? equationOptionReader(value.text, options) : null);
  const texts = read
    ? options.map((o) => read(o.text))
    : value.kind === 'numbers'
      ? withoutSharedUnit(options.map((o) => o.text))
      : options.map((o) => o.text);
  // 「以上都不对」「无法确定」 name no value: when a worked, checked value is another option's, both are false. A value
  // that matches no option is never taken for 「以上都不对」: it shows a misreading more often than a wrong paper.
  const beyond = options.map((o) => beyondKind(o.text));
  const verdicts = texts.map((t, i) => (beyond[i] ? false : t === null ? null : matches(value, t)));
  if (verdicts.some((v) => v === null)) return refusal(q, MISMATCH);
  const hits = options.filter((_, i) => verdicts[i] === true);
  if (!hits.length) return refusal(q, NO_OPTION);
  if (!multi && hits.length !== 1) return refusal(q, TWO_OPTIONS);
  const base = r.outcome;
  const letters = hits.map((o) => o.letter).join('');
  const others = options.filter((o) => !hits.includes(o)).map((o) => o.letter);
  const hitText = hits.map((o) => `${o.letter}（${optionLatex(o)}）`).join('、');
  const markdown = [
    base.markdown,
    `**对照选项** 计算结果与选项 ${hitText} 一致${others.length ? `，选项 ${others.join('、')} 都与结果不符` : ''}。`,
    `**结论** 选 ${letters}。`,
  ].join('\n\n');
  const outcome: Solved = {
    ...base,
    problemType: 'choice',
    markdown,
    finalAnswer: hits.length === 1 ? `${letters}（${optionLatex(hits[0])}）` : letters,
    verification: {
      status: 'verified',
      note: `${base.verification.note} 已把结果与每个选项逐一比对：${letters.split('').join('、')} 一致${others.length ? `，${others.join('、')} 不一致` : ''}。`,
    },
  };
  return { outcome, value };
}

/**
 * 「需要（ ）。A. 6天 B. 7天 …」: the blank ends the stem and every option is a number with the same word after it;
 * that word is the unit of the blank (「需要 ____ 天。」). Null otherwise.
 */
function stemWithOptionsUnit(q: Question): string | null {
  if (!/____\s*[。.]?\s*$/.test(q.stem)) return null;
  const units = q.options.map((o) => /^\$?\s*\d+(?:\.\d+)?\s*\$?\s*([\u4e00-\u9fff]{1,4})$/.exec(o.text.trim())?.[1] ?? null);
  const unit = units[0];
  if (!unit || units.some((u) => u !== unit)) return null;
  return q.stem.replace(/____\s*([。.]?)\s*$/, `____ ${unit}$1`);
}

async function byValue(q: Question, ask: Ask): Promise<EngineResult | null> {
  let r = await ask(stemQuestion(q, q.stem));
  // only when the stem alone is not answered: a stem an engine reads as it is keeps its reading
  const withUnit = r?.outcome.ok ? null : stemWithOptionsUnit(q);
  if (withUnit) {
    const again = await ask(stemQuestion(q, withUnit));
    if (again?.outcome.ok) r = again;
  }
  return r ? pickByValue(r, q.options, q.multi, q.subject) : null;
}

interface Decision {
  option: ChoiceOption;
  truth: boolean;
  /** Why, in a sentence for the student (what was computed). */
  why: string;
  subject: Solved['subject'];
  /** A fact shown once before the options when several rely on it (the order of the given numbers). */
  groundwork?: string;
}

/** A decision, 'undecided' (understood but not decidable), or null (the option is not read at all). */
type Verdict = Decision | 'undecided' | null;

async function decideValueClaim(q: Question, option: ChoiceOption, givens: string, ask: Ask): Promise<Verdict> {
  const claim = readClaim(option.text);
  if (!claim) return null;
  const r = await ask(stemQuestion(q, claimQuestion(givens, claim)));
  if (!r) return null;
  if (!verified(r)) return 'undecided';
  const truth = matches(r.value, claim.value);
  if (truth === null) return 'undecided';
  const why = r.outcome.finalAnswer ? `由题设求得 ${r.outcome.finalAnswer}` : '由题设求出选项所说的量';
  return { option, truth, why, subject: r.outcome.subject };
}

function decideOrderClaim(option: ChoiceOption, givens: string): Verdict {
  const p = readOrder(option.text);
  if (p?.kind !== 'order') return null;
  const d = decideOrder(p, givens);
  // A letter the givens do not define as a number (or values too close to tell): not read here.
  if (!d) return null;
  // a bare number in the chain (the 0 of 「ab<a+b<0」) needs no computing
  if (d.bridges) {
    const groundwork = `与中间量 $0$、$1$ 比较：${d.bridges.reasons.map((r) => `$${r}$`).join('；')}。所以 $${d.bridges.chain}$。`;
    return { option, truth: d.truth, why: `由 $${d.bridges.chain}$`, subject: 'math', groundwork };
  }
  const computed = d.values.filter((v) => !/^\s*-?\d+(?:\.\d+)?\s*$/.test(v.term));
  const shown = (computed.length ? computed : d.values).map((v) => `$${v.term}\\approx ${round(v.value)}$`).join('，');
  return { option, truth: d.truth, why: `由题设算出 ${shown}（两种方法计算一致）`, subject: 'math' };
}

function round(x: number): string {
  return String(Number(x.toPrecision(6)));
}

const PROPERTY_WORDS = { odd: '奇函数', even: '偶函数' } as const;

async function decideFunctionProperties(
  q: Question,
  option: ChoiceOption,
  props: Array<FunctionProperty>,
  givens: string,
  ask: Ask,
): Promise<Verdict> {
  const reasons: string[] = [];
  let all = true;
  for (const p of props) {
    const definition = functionDefinition(p.fn, givens);
    if (!definition) return null;
    const interval = p.kind === 'monotonic' ? readInterval(p.interval) : null;
    if (p.kind === 'monotonic' && !interval) return null;
    const r = await ask(stemQuestion(q, propertyQuestion(p, definition)));
    if (!r) return null;
    if (!verified(r)) return 'undecided';
    const holds = decideProperty(p, r.value, interval);
    if (holds === null) return 'undecided';
    const truth = p.negated ? !holds : holds;
    const said =
      p.kind === 'parity'
        ? `是${PROPERTY_WORDS[p.parity]}`
        : p.kind === 'period'
          ? `的最小正周期为 $${p.period}$`
          : `在 $${p.interval}$ 上单调${p.increasing ? '递增' : '递减'}`;
    reasons.push(`$${definition}$：${r.outcome.finalAnswer}，所以它${holds ? '' : '不'}${said}`);
    if (!truth) {
      all = false;
      break;
    }
  }
  return { option, truth: all, why: reasons.join('；'), subject: 'math' };
}

async function decideRootClaim(q: Question, option: ChoiceOption, ask: Ask): Promise<Verdict> {
  const p = readRootClaim(option.text);
  if (p?.kind !== 'roots') return null;
  const r = await ask(stemQuestion(q, `解方程 $${p.equation}$。`));
  if (!r) return null;
  if (!verified(r)) return 'undecided';
  const truth = decideRoots(p, r.value);
  if (truth === null) return 'undecided';
  return { option, truth, why: `解方程 $${p.equation}$ 得 ${r.outcome.finalAnswer}`, subject: 'math' };
}

/** The empty set as an engine's value: no numbers, or no intervals. */
function isEmptySet(v: AnswerValue): boolean | null {
  if (v.kind === 'numbers') return v.values.length === 0;
  if (v.kind === 'interval') return v.intervals.length === 0;
  return null;
}

/** X ⊆ Y exactly when X ∩ ∁Y is empty; a proper subset also leaves Y ∩ ∁X not empty. */
async function decideInclusionClaim(q: Question, option: ChoiceOption, givens: string, ask: Ask): Promise<Verdict> {
  const c = readInclusion(option.text);
  if (!c || !givens) return null;
  const outside = async (x: string, y: string): Promise<boolean | null | 'undecided'> => {
    const r = await ask(stemQuestion(q, `${givens}，则 $${x} \\cap \\complement_{R} ${y}=$____。`));
    if (!r) return null;
    if (!verified(r)) return 'undecided';
    const empty = isEmptySet(r.value);
    return empty === null ? 'undecided' : !empty;
  };
  const subOut = await outside(c.sub, c.sup);
  if (subOut === null || subOut === 'undecided') return subOut;
  const supOut = c.kind === 'subset' || subOut ? false : await outside(c.sup, c.sub);
  if (supOut === null || supOut === 'undecided') return supOut;
  // ⊂ between equal sets is true as ⊆ and false as ⊊: the option cannot be decided
  if (c.kind === 'either' && !subOut && !supOut) return 'undecided';
  const truth = !subOut && (c.kind === 'subset' || supOut);
  const why = subOut
    ? `$${c.sub}$ 中有不属于 $${c.sup}$ 的元素（$${c.sub} \\cap \\complement_{R} ${c.sup} \\neq \\varnothing$）`
    : `$${c.sub}$ 的元素都属于 $${c.sup}$（$${c.sub} \\cap \\complement_{R} ${c.sup}=\\varnothing$）${c.kind === 'subset' ? '' : supOut ? `，且 $${c.sup}$ 中有不属于 $${c.sub}$ 的元素` : `，且 $${c.sup}$ 的元素也都属于 $${c.sub}$，两集合相等`}`;
  return { option, truth, why, subject: 'math' };
}

/** 「若 $a>b$，则 $ac^{2}>bc^{2}$」 as an option of a stem with no givens: the option's premise is its givens. */
function ownPremise(option: ChoiceOption, givens: string): ReturnType<typeof decideConditionalOrder> {
  if (givens.replace(/[\s$]/g, '')) return null;
  const m = /^(?:若|如果|已知)\s*(.+?)\s*[,，]\s*则\s*(.+?)\s*[。.]?$/.exec(option.text.trim());
  if (!m || /则/.test(m[2]!)) return null;
  return decideConditionalOrder(m[2]!, m[1]!, true);
}

async function decideOption(q: Question, option: ChoiceOption, givens: string, ask: Ask): Promise<Verdict> {
  const order = decideOrderClaim(option, givens);
  if (order) return order;
  const conditional = decideConditionalOrder(option.text, givens) ?? ownPremise(option, givens);
  if (conditional && conditional !== 'undecided') return { option, ...conditional, subject: 'math' };
  const other = await decideOtherClaim(q, option, givens, ask);
  // an order of the given letters that was neither proved nor broken stays undecided
  return other ?? (conditional === 'undecided' ? 'undecided' : null);
}

/**
 * A statement about the stem's function is decided by the engines where they answer it and by the numeric
 * judge otherwise; where both decide they must agree, or the statement stays undecided.
 */
async function decideOtherClaim(q: Question, option: ChoiceOption, givens: string, ask: Ask): Promise<Verdict> {
  const byEngines = await decideByEngines(q, option, givens, ask);
  const judged = judgeFunctionStatement(option.text, givens);
  if (!judged) return byEngines;
  if (judged === 'too close') return 'undecided';
  if (judged === 'undecided') return byEngines ?? 'undecided';
  if (byEngines && byEngines !== 'undecided') return byEngines.truth === judged.truth ? byEngines : 'undecided';
  return { option, truth: judged.truth, why: judged.why, subject: 'math' };
}

async function decideByEngines(q: Question, option: ChoiceOption, givens: string, ask: Ask): Promise<Verdict> {
  const inclusion = await decideInclusionClaim(q, option, givens, ask);
  if (inclusion) return inclusion;
  const roots = await decideRootClaim(q, option, ask);
  if (roots) return roots;
  const prop = readFunctionProperty(option.text);
  if (prop && (prop.kind === 'parity' || prop.kind === 'monotonic' || prop.kind === 'period'))
    return decideFunctionProperties(q, option, [prop], givens, ask);
  return decideValueClaim(q, option, givens, ask);
}

/**
 * `what` names the property the question asks of each option (「图象对称轴的要求」); without it the options are
 * statements, each said to be 正确 or 错误, and the question asks for the correct (polarity true) or wrong ones.
 */
function statementAnswer(q: Question, decisions: Decision[], polarity: 'true' | 'false', what?: string): EngineResult {
  const picked = decisions.filter((d) => d.truth === (polarity === 'true'));
  if (!picked.length || (!q.multi && picked.length !== 1)) return refusal(q, STATEMENT_COUNT);
  const letters = picked.map((d) => d.option.letter).join('');
  const verdict = (truth: boolean) => (what ? `${truth ? '符合' : '不符合'}${what}` : `的说法${truth ? '正确' : '错误'}`);
  const steps = decisions.map(
    (d) => `**选项 ${d.option.letter}** ${d.option.text}\n\n${d.why}，所以选项 ${d.option.letter} ${verdict(d.truth)}。`,
  );
  const asked = what ? `${polarity === 'true' ? '' : '不'}符合${what}` : `说法${polarity === 'true' ? '正确' : '错误'}`;
  const groundwork = [...new Set(decisions.flatMap((d) => (d.groundwork ? [d.groundwork] : [])))];
  const markdown = [
    `**解题思路** 逐一判断每个选项：把选项所说的内容由已知条件求出或算出，再与选项比较。`,
    ...groundwork.map((g) => `**先比较** ${g}`),
    ...steps,
    `**答案** 题目要求选出${asked}的选项，选 ${letters}。`,
  ].join('\n\n');
  return decidedChoice(
    decisions,
    markdown,
    letters,
    `每个选项都独立求出并验算后与选项比对：${decisions.map((d) => `${d.option.letter}${d.truth ? '对' : '错'}`).join('，')}。`,
  );
}

/**
 * Decides the statements in turn. Null when the first is not of a kind read here (another reader may take the
 * question); a refusal when a later one is not, or when any is undecided — never an answer by elimination.
 */
async function decideEach(q: Question, statements: ChoiceOption[], givens: string, ask: Ask): Promise<Decision[] | EngineResult | null> {
  const decisions: Decision[] = [];
  for (const statement of statements) {
    const v = await decideOption(q, statement, givens, ask);
    if (v === null) return decisions.length ? refusal(q, STATEMENT_UNDECIDED) : null;
    if (v === 'undecided') return refusal(q, STATEMENT_UNDECIDED);
    decisions.push(v);
  }
  return decisions;
}

/** The answer of a question whose statements were each decided: verified, with the verdicts in its note. */
function decidedChoice(decisions: Decision[], markdown: string, finalAnswer: string, note: string): EngineResult {
  const outcome: Solved = {
    ok: true,
    subject: decisions[0].subject,
    problemType: 'choice',
    markdown,
    finalAnswer,
    verification: { status: 'verified', note },
    engine: 'offline:choice',
  };
  return { outcome };
}

async function byStatements(q: Question, ask: Ask): Promise<EngineResult | null> {
  const polarity = q.asked.polarity ?? 'true';
  const givens = givensOf(q.stem);
  const decisions = await decideEach(q, q.options, givens, ask);
  if (!Array.isArray(decisions)) return decisions;
  return statementAnswer(q, decisions, polarity);
}

/**
 * "关于 … 的四个命题：p_1: …, p_2: …，其中的真命题为" with options naming propositions ("p_2, p_3") or
 * their number: every proposition is decided, then the option naming exactly the true (false) ones is picked.
 */
async function byPropositionList(q: Question, ask: Ask): Promise<EngineResult | null> {
  const list = readPropositionList(q.stem);
  if (!list) return null;
  const labelSets = q.options.map((o) => optionLabels(o.text));
  const counts = q.options.map((o) => (/^\s*\$?\s*\d\s*\$?\s*(?:个)?\s*$/.test(o.text) ? Number(o.text.replace(/\D/g, '')) : null));
  if (list.count ? counts.some((c) => c === null) : labelSets.some((l) => !l)) return null;
  const items = list.items.map((item) => ({ letter: item.label, text: item.text }));
  const decisions = await decideEach(q, items, list.givens, ask);
  if (!Array.isArray(decisions)) return decisions;
  const wanted = decisions.filter((d) => d.truth === (list.polarity === 'true')).map((d) => d.option.letter);
  const key = [...wanted].sort().join(',');
  const hits = q.options.filter((_, i) => (list.count ? counts[i] === wanted.length : labelSets[i]!.join(',') === key));
  if (hits.length !== 1) return refusal(q, hits.length ? TWO_OPTIONS : NO_OPTION);
  const hit = hits[0];
  const kind = list.polarity === 'true' ? '真命题' : '假命题';
  const steps = decisions.map(
    (d) => `**命题 $${d.option.letter.replace(/(\d)/, '_$1')}$** ${d.option.text}\n\n${d.why}，所以它是${d.truth ? '真' : '假'}命题。`,
  );
  const named = wanted.map((l) => `$${l.replace(/(\d)/, '_$1')}$`).join('、') || '没有';
  const markdown = [
    `**解题思路** 逐一判断每个命题的真假，再找出与结果一致的选项。`,
    ...steps,
    `**答案** ${kind}是 ${named}${list.count ? `，共 ${wanted.length} 个` : ''}，选 ${hit.letter}。`,
  ].join('\n\n');
  return decidedChoice(
    decisions,
    markdown,
    `${hit.letter}（${hit.text}）`,
    `每个命题都独立求出并验算：${decisions.map((d) => `${d.option.letter}${d.truth ? '真' : '假'}`).join('，')}；只有选项 ${hit.letter} 与之一致。`,
  );
}

/**
 * 「有下述四个结论：①…；②…。其中所有正确结论的编号是 A.①②④ …」: every conclusion is decided, then the one
 * option naming exactly the correct (wrong) ones — or saying how many there are — is picked.
 */
async function byNumberedConclusions(q: Question, ask: Ask): Promise<EngineResult | null> {
  const list = readNumberedConclusions(q.raw);
  if (!list || list.options.length !== q.options.length) return null;
  const items = list.items.map((item) => ({ letter: item.label, text: item.text }));
  const decisions = await decideEach(q, items, list.givens, ask);
  if (!Array.isArray(decisions)) return decisions;
  const wanted = decisions.filter((d) => d.truth === (list.polarity === 'true')).map((d) => d.option.letter);
  const key = [...wanted].sort().join(',');
  const hits = q.options.filter((_, i) => {
    const o = list.options[i];
    return typeof o === 'number' ? o === wanted.length : o!.join(',') === key;
  });
  if (hits.length !== 1 || q.multi) return refusal(q, hits.length ? TWO_OPTIONS : NO_OPTION);
  const hit = hits[0];
  const circled = (l: string) => '①②③④⑤⑥⑦⑧⑨'[Number(l) - 1];
  const word = list.polarity === 'true' ? '正确' : '错误';
  const steps = decisions.map(
    (d) =>
      `**结论 ${circled(d.option.letter)}** ${d.option.text}\n\n${d.why}，所以结论 ${circled(d.option.letter)} ${d.truth ? '正确' : '错误'}。`,
  );
  const named = wanted.map(circled).join('') || '没有';
  const markdown = [
    `**解题思路** 逐一判断每个结论的对错，再找出与结果一致的选项。`,
    ...steps,
    `**答案** ${word}的结论是 ${named}${list.count ? `，共 ${wanted.length} 个` : ''}，选 ${hit.letter}。`,
  ].join('\n\n');
  return decidedChoice(
    decisions,
    markdown,
    hit.letter,
    `每个结论都独立判断并验算：${decisions.map((d) => `${circled(d.option.letter)}${d.truth ? '对' : '错'}`).join('，')}；只有选项 ${hit.letter} 与之一致。`,
  );
}

/** "下列函数中，既是偶函数又在 (0,+∞) 上单调递增的是": every option is a function checked for the properties. */
async function byFunctionProperties(q: Question, ask: Ask): Promise<EngineResult | null> {
  const makers = stemProperties(q.stem);
  if (!makers) return null;
  const decisions: Decision[] = [];
  for (const option of q.options) {
    const fn = optionFunction(option.text);
    const props = fn ? makers.map((m) => m(fn)) : [];
    if (!fn || props.some((p) => !p)) return decisions.length ? refusal(q, STATEMENT_UNDECIDED) : null;
    const v = await decideFunctionProperties(q, option, props as Array<FunctionProperty>, '', ask);
    if (v === null) return decisions.length ? refusal(q, STATEMENT_UNDECIDED) : null;
    if (v === 'undecided') return refusal(q, STATEMENT_UNDECIDED);
    decisions.push(v);
  }
  return statementAnswer(q, decisions, 'true', '题目要求的性质');
}

/** "下列函数中，其图象与函数 y=ln x 的图象关于直线 x=1 对称的是": every option compared with the mirror image. */
function byGraphSymmetry(q: Question): EngineResult | null {
  const s = readGraphSymmetry(q.stem);
  if (!s) return null;
  const decisions: Decision[] = [];
  for (const option of q.options) {
    const d = decideGraphOption(s, option.text);
    if (!d) return refusal(q, STATEMENT_UNDECIDED);
    decisions.push({ option, ...d, subject: 'math' });
  }
  return statementAnswer(q, decisions, 'true', '题目要求的对称关系');
}

/** "f(x) 是奇函数，g(x) 是偶函数，则下列结论正确的是": every option's parity checked on concrete odd and even functions. */
function byAbstractParity(q: Question): EngineResult | null {
  const g = readAbstractParity(q.stem);
  if (!g) return null;
  const decisions: Decision[] = [];
  for (const option of q.options) {
    const d = decideParityOption(g, option.text);
    if (!d) return refusal(q, STATEMENT_UNDECIDED);
    decisions.push({ option, ...d, subject: 'math' });
  }
  return statementAnswer(q, decisions, 'true');
}

/** "函数 f(x)=cos(2x+π/6) 的图象的一条对称轴方程为": every option checked as an axis (or a centre) of the graph. */
function byGraphAxis(q: Question): EngineResult | null {
  const g = readGraphAxis(q.stem);
  if (!g) return null;
  const decisions: Decision[] = [];
  for (const option of q.options) {
    const d = decideAxisOption(g, option.text);
    if (!d) return refusal(q, STATEMENT_UNDECIDED);
    decisions.push({ option, ...d, subject: 'math' });
  }
  return statementAnswer(q, decisions, 'true', g.ask === 'axis' ? '图象对称轴的要求' : '图象对称中心的要求');
}

/** "为了得到 y=sin(2x−π/3) 的图象，只需把 y=sin 2x 的图象": every option's shift checked against the two graphs. */
function byGraphShift(q: Question): EngineResult | null {
  const g = readGraphShift(q.stem);
  if (!g) return null;
  const decisions: Decision[] = [];
  for (const option of q.options) {
    const d = decideShiftOption(g, option.text);
    if (!d) return refusal(q, STATEMENT_UNDECIDED);
    decisions.push({ option, ...d, subject: 'math' });
  }
  return statementAnswer(q, decisions, 'true', '平移的要求');
}

/**
 * Answers a question with options through `engines` (asked in order; the first that understands a
 * question wins). Engines that read options themselves (`readsOptions`) are given the whole question
 * first. Null when no engine understood the stem (or the first option of a statement question).
 */
export async function solveChoice(q: Question, engines: readonly Engine[], signal?: AbortSignal): Promise<EngineResult | null> {
  if (q.options.length < 2) return null;
  const safely = async (e: Engine, question: Question): Promise<EngineResult | null> => {
    try {
      return (await e.solve(question)) ?? null;
    } catch {
      return null;
    }
  };
  for (const e of engines) {
    if (!e.readsOptions) continue;
    signal?.throwIfAborted();
    const r = await safely(e, q);
    if (r) return r;
  }
  const ask: Ask = async (question) => {
    for (const e of engines) {
      signal?.throwIfAborted();
      const r = await safely(e, question);
      if (r) return r;
    }
    return null;
  };
  const condition = solveConditionKind(q);
  if (condition) return condition;
  const parity = byAbstractParity(q);
  if (parity) return parity;
  const numbered = await byNumberedConclusions(q, ask);
  if (numbered) return numbered;
  const listed = await byPropositionList(q, ask);
  if (listed) return listed;
  if (q.asked.kind === 'statement') return byStatements(q, ask);
  return (await byFunctionProperties(q, ask)) ?? byGraphSymmetry(q) ?? byGraphAxis(q) ?? byGraphShift(q) ?? byValue(q, ask);
}

/** The option letters an answer names ("C", "选 C", "答案：B（…）", "BD"); null when none can be read. */
export function chosenLetters(answer: string): string | null {
  const s = answer.replace(/\\[a-zA-Z]+/g, ' ').replace(/\$/g, ' ');
  const run = /(?:^|[^A-Za-z])([A-H]{1,8})(?![A-Za-z])/.exec(s.replace(/[（(][^）)]*[）)]/g, ' '));
  if (!run) return null;
  const letters = [...new Set(run[1].split(''))].sort().join('');
  return letters || null;
}
