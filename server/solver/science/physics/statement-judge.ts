import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { formatNumber } from '../format';
import { refused, solved } from '../outcome';
import { statementsAsked } from '../statement-picks';
import { normalizeMechanics } from './mechanics-reading';
import { findQuantities } from './quantities';
import { askedCount } from './statement-verdicts-answer';
import { compareInLetters, readSymbolicOption } from './symbolic-options';
import { math } from './units';

type Env = Record<string, number>;

/** One quantity of a worked situation, as an option may name it. */
export interface Fact {
  /** Its names in an option (「撤去拉力时的速度」); group 1, when present, is the n of 「第 n s」. */
  name: RegExp;
  /** Its value in SI units (numbers) or in the problem's letters; null where it is not defined (past the stop). */
  value: (env: Env, n?: number) => number | null;
  /** mathjs unit of the SI value ('m/s'); '°' for an angle in degrees; '' for a pure number. */
  unit: string;
  /** 「撤去拉力时的速度」, for the working. */
  label: string;
  /** An option may also say it as 「经 2 s 落地」: the event after the time. */
  event?: RegExp;
  /**
   * A vector that points against the body's first motion (A's change of momentum when it is slowed, the impulse B
   * gives A): its value is the size, so an unsigned number states it only with 「大小」.
   */
  against?: boolean;
}

/** The quantities of one situation, worked before any option is read. */
export interface WorkedSituation {
  facts: Fact[];
  /** The problem's letters when the situation is given in letters; null when in numbers. */
  letters: string[] | null;
  physical?: (env: Env) => boolean;
  /** The working, line by line. */
  working: string[];
  /** What the kind is, for the note: 「先加速后减速的滑块」. */
  kind: string;
}

type Verdict = { truth: boolean; why: string } | { truth: null; why: string };

/** Words an option may put around a quantity's name without changing it. */
const FILLER =
  /在?(?:此|这一?|该|整个)(?:运动)?过程?中|(?:下落|运动|全|碰撞)过程中?|碰撞中|与(?:桌面|地面|水平面|接触面|木板)之?间|物体|小球|物块|滑块|木块|木箱|小车|汽车|质点|石块|石子|钢球|铁球|重物|所受(?:的)?|所|的|大小|运动|还能|还可以|(?:刹车|制动)后|在|[\s,，]/g;
const COMPARE = /^(.*?)(?:约)?(?:为|是|等于|=)\s*(约)?\s*(.+)$/;
const VERB_VALUE = /^(.*?[\u4e00-\u9fa5])\s*(约)?\s*(\d[\d.]*\s*[A-Za-z/^·*\d]+)$/;
const MULTIPLE = /^(.+?)的\s*(\d+(?:\.\d+)?|[二两三四五六七八九])\s*倍$/;
const CN: Record<string, number> = { 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };

/** Whether the stem asks for the true statements (true), the false ones (「错误的是」, false), or neither (null: 「可能」, 「几个」). */
export function statementsWanted(stem: string): boolean | null {
  const t = normalizeMechanics(stem);
  // 「可能正确的是」: a statement true of some of the situations, which one worked situation cannot tell
  if (/可能/.test(t)) return null;
  const asked = statementsAsked(t);
  return asked === null ? null : asked === 'true';
}

/** The one fact an option's subject names, with its n; null when none or several do. */
export function factNamed(spaced: string, facts: Fact[]): { fact: Fact; n?: number } | null {
  const subject = spaced.replace(/\s+/g, '');
  const hits: { fact: Fact; n?: number }[] = [];
  for (const fact of facts) {
    const m = fact.name.exec(subject);
    if (!m) continue;
    const rest = (subject.slice(0, m.index) + subject.slice(m.index + m[0].length)).replace(FILLER, '');
    if (rest) continue;
    hits.push({ fact, n: m[1] !== undefined ? Number(m[1]) : undefined });
  }
  return hits.length === 1 ? hits[0] : null;
}

const decimals = (digits: string) => /\.(\d+)/.exec(digits)?.[1].length ?? 0;
const show = (x: number) => formatNumber(x, 4).latex;

/** A printed number against the worked value: equal, apart, or too close to call at the digits printed. */
function compareNumber(printed: number, halfUnit: number, about: boolean, worked: number): boolean | null {
  const rel = Math.abs(printed - worked) / Math.max(Math.abs(worked), 1e-12);
  if (rel <= 1e-6) return true;
  if (about && Math.abs(printed - worked) <= halfUnit * (1 + 1e-9)) return true;
  if (rel > (about ? 0.05 : 0.02)) return false;
  return null;
}

function factValue(f: { fact: Fact; n?: number }, env: Env): number | null {
  return f.fact.value(env, f.n);
}

/** One clause 「撤去拉力时物体的速度大小为 16 m/s」, 「经 2 s 落地」 or 「F 等于摩擦力的 3 倍」. */
function judgeClause(clause: string, s: WorkedSituation): Verdict {
  for (const fact of s.facts) {
    if (!fact.event) continue;
    const m = new RegExp(`^(.*?)经(?:过)?\\s*(.+?)\\s*(?:后|时间)?(?:${fact.event.source})$`).exec(clause);
    if (!m || m[1].replace(FILLER, '') || s.letters) continue;
    return judgeValue(`${fact.label}`, { fact }, m[2], false, s);
  }
  // 「还能滑行 16 m」: the verb ends the name and the value follows it.
  // 「约为 0.33 Hz」 says 「约」 before the verb: read it as 「为约」.
  const spoken = clause.replace(/约(为|是|等于)/, '$1约');
  const c = COMPARE.exec(spoken) ?? (s.letters ? null : VERB_VALUE.exec(spoken));
  if (!c) return { truth: null, why: `读不懂「${clause}」` };
  const named = factNamed(c[1], s.facts);
  if (!named) return { truth: null, why: `「${c[1]}」不是能算出的量` };
  const label = named.n !== undefined ? named.fact.label.replace('n', String(named.n)) : named.fact.label;
  const times = MULTIPLE.exec(c[3]);
  if (times) {
    const other = factNamed(times[1], s.facts);
    if (!other) return { truth: null, why: `「${times[1]}」不是能算出的量` };
    const k = CN[times[2]] ?? Number(times[2]);
    return decide(
      label,
      `${other.fact.label}的 ${k} 倍`,
      (env) => {
        const a = factValue(named, env);
        const b = factValue(other, env);
        return a === null || b === null || b === 0 ? null : a / b;
      },
      k,
      s,
    );
  }
  return judgeValue(label, named, c[3], Boolean(c[2]), s, /大小/.test(c[1]));
}

/** A value written in an option against the fact: a number with its unit, an angle, or letters. */
function judgeValue(
  label: string,
  named: { fact: Fact; n?: number },
  written: string,
  about: boolean,
  s: WorkedSituation,
  saysSize = false,
): Verdict {
  const text = written.replace(/[。.．]\s*$/, '').trim();
  if (s.letters) {
    const read = readSymbolicOption(text);
    if (!read || [...read.letters].some((l) => !s.letters!.includes(l))) return { truth: null, why: `「${text}」读不成题目字母的式子` };
    const verdict = compareInLetters((env) => factValue(named, env) ?? Number.NaN, read.node, s.letters, s.physical);
    if (verdict === 'undecided') return { truth: null, why: `${label}和 ${text} 说不清是否相等` };
    return { truth: verdict === 'equal', why: `${label}${verdict === 'equal' ? '等于' : '不等于'} $${text}$` };
  }
  const worked = factValue(named, {});
  if (worked === null) return { truth: null, why: `${label}在这个过程里没有定义` };
  if (named.fact.unit === '°') {
    const m = /^(\d+(?:\.\d+)?)\s*°$/.exec(text);
    if (!m) return { truth: null, why: `「${text}」不是角度` };
    const same = compareNumber(Number(m[1]), 0.5 * 10 ** -decimals(m[1]), about, worked);
    if (same === null) return { truth: null, why: `${label}约为 ${show(worked)}°，和 ${text} 太接近，说不清` };
    return { truth: same, why: `${label}为 ${show(worked)}°` };
  }
  if (named.fact.unit === 'N*s') {
    if (named.fact.against && !saysSize) return { truth: null, why: `${label}与原运动方向相反，「${text}」没说是大小还是带方向的值` };
    return judgeMomentum(label, worked, text, about);
  }
  const qs = findQuantities(text);
  if (qs.length !== 1 || qs[0].text !== text.replace(/^约\s*/, '')) return { truth: null, why: `「${text}」不是一个带单位的数` };
  if (!named.fact.unit || !qs[0].q.equalBase(math.unit(1, named.fact.unit))) return { truth: null, why: `「${text}」的单位和${label}不符` };
  const printed = qs[0].q.toNumber(named.fact.unit);
  const half = 0.5 * 10 ** -decimals(String(qs[0].value)) * (qs[0].value ? printed / qs[0].value : 1);
  const same = compareNumber(printed, Math.abs(half), about || text.startsWith('约'), worked);
  const shown = `${show(worked)} ${named.fact.unit}`;
  if (same === null) return { truth: null, why: `${label}为 ${shown}，和 ${text} 太接近，说不清` };
  return { truth: same, why: `${label}为 ${shown}` };
}

/** 「3 kg·m/s」「4 N·s」 (units the shared table does not hold); a negative value's sign convention is not read. */
function judgeMomentum(label: string, worked: number, text: string, about: boolean): Verdict {
  const m = /^(约)?\s*(\d+(?:\.\d+)?)\s*(?:N\s*[·.*⋅]?\s*s|kg\s*[·.*⋅]?\s*m\s*\/\s*s)$/.exec(text);
  if (!m) return { truth: null, why: `「${text}」不是一个带单位的动量或冲量` };
  const same = compareNumber(Number(m[2]), 0.5 * 10 ** -decimals(m[2]), about || Boolean(m[1]), worked);
  if (same === null) return { truth: null, why: `${label}为 ${show(worked)} N·s，和 ${text} 太接近，说不清` };
  return { truth: same, why: `${label}为 ${show(worked)} N·s` };
}

function decide(label: string, what: string, ratio: (env: Env) => number | null, k: number, s: WorkedSituation): Verdict {
  if (s.letters) {
    const verdict = compareInLetters((env) => ratio(env) ?? Number.NaN, readSymbolicOption(String(k))!.node, s.letters, s.physical);
    if (verdict === 'undecided') return { truth: null, why: `${label}是否为${what}说不清` };
    return { truth: verdict === 'equal', why: `${label}${verdict === 'equal' ? '是' : '不是'}${what}` };
  }
  const r = ratio({});
  if (r === null) return { truth: null, why: `${label}和${what}比不了` };
  const same = compareNumber(k, 0, false, r);
  if (same === null) return { truth: null, why: `${label}约为 ${show(r)} 倍，说不清` };
  return { truth: same, why: `${label}是 ${show(r)} 倍` };
}

/** Every clause of one option. */
export function judgeOption(text: string, s: WorkedSituation): Verdict {
  const t = normalizeMechanics(text.replace(/\$/g, ' '))
    .replace(/[。．]\s*$/, '')
    .trim();
  const clauses = t
    .split(/[，,；;]\s*/)
    .map((c) => c.trim())
    .filter(Boolean);
  if (!clauses.length) return { truth: null, why: '选项是空的' };
  const verdicts = clauses.map((c) => judgeClause(c, s));
  const open = verdicts.find((v) => v.truth === null);
  if (open) return open;
  const wrong = verdicts.find((v) => v.truth === false);
  return wrong ?? { truth: true, why: verdicts.map((v) => v.why).join('，') };
}

/**
 * A choice question whose options each state a quantity of the worked situation: every option is judged, and the
 * answer is the options that fit (or do not, for 「错误的是」), only when every option is decided and the count fits
 * what the question asks (one for 单选). Null when no option names a quantity of the situation.
 */
export function chooseStatements(raw: string, split: ChoiceSplit, s: WorkedSituation): Solved | Refused | null {
  const wants = statementsWanted(split.stem);
  if (wants === null) return null;
  const wantsFalse = !wants;
  const verdicts = split.options.map((o) => judgeOption(o.text, s));
  if (verdicts.every((v) => v.truth === null)) return null;
  const open = split.options.filter((_, i) => verdicts[i].truth === null);
  if (open.length) {
    return refused(
      'physics',
      `这道题的各个量已经算出，但选项 ${open.map((o) => o.letter).join('、')} 说的内容（${verdicts.find((v) => v.truth === null)!.why}）没法和算出的结果逐一核对，为避免选错，暂不作答。可以请老师帮忙核对。`,
      'choice',
    );
  }
  const fits = split.options.filter((_, i) => verdicts[i].truth === !wantsFalse).map((o) => o.letter);
  if (!fits.length || (askedCount(raw) === 'one' && fits.length !== 1)) {
    return refused('physics', '逐项核对后，符合要求的选项个数和题目要求的不一致，为避免选错，暂不作答。可以请老师帮忙核对。', 'choice');
  }
  const lines = [
    '**解**：',
    '',
    ...s.working,
    '',
    '**逐项判断**：',
    '',
    ...split.options.map((o, i) => `- ${o.letter}：${verdicts[i].why}，${verdicts[i].truth ? '正确' : '错误'}。`),
    '',
    `**答**：${fits.join('')}。`,
  ];
  const answer = `${fits.join('')}（逐项计算${s.kind}的各个量）`;
  return solved('physics', 'offline:physics', lines.join('\n'), answer, `已算出${s.kind}的各个量并逐项核对每个选项`, 'choice');
}
