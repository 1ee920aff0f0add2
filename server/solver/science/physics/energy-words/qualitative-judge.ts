import { plainOption } from '../fixed-knowledge/plain-option';
import type { OptionVerdict } from '../fixed-knowledge/unit-statements';
import { ENERGY_LAWS } from './energy-laws';
import type { Course, Moment, QualitativeSituation, Stretch, WordedClaim, WorkSign } from './situation';

type Verdict = { truth: boolean | null; why: string };

const UP = '增大|增加|变大|升高|增多|变长';
const DOWN = '减小|减少|变小|降低|减|变短';
const ALWAYS = /^(?:一直|始终|总是|逐渐|不断|持续)/;
/** Canonical quantity names and the words an option uses for them. */
const QUANTITIES: [string, RegExp][] = [
  ['重力势能', /^重力势能$/],
  ['弹性势能', /^弹性势能$/],
  ['动能', /^动能$/],
  ['速度', /^(?:速度|速率|速度大小|运行速度|线速度|运行速率|环绕速度)$/],
  ['动量', /^(?:动量|动量大小)$/],
  ['机械能', /^(?:机械能|机械能总量)$/],
  ['加速度', /^(?:加速度|加速度大小)$/],
  ['向心加速度', /^向心加速度(?:大小)?$/],
  ['周期', /^(?:周期|运行周期|运动周期|公转周期)$/],
  ['角速度', /^角速度(?:大小)?$/],
  ['轨道半径', /^(?:轨道半径|半径|运行半径|轨道高度|高度|离地高度|离地面的高度|距地面的高度)$/],
];
const SAID: Record<string, Course> = { 不变: 'same', 保持不变: 'same' };

/** An option as one run of words: LaTeX folded (「$v_{c}$」 → vc), Chinese commas for ASCII ones. */
export function plainWords(text: string): string {
  return plainOption(text)
    .replace(/[_{}\\]/g, '')
    .replace(/,/g, '，')
    .replace(/;/g, '；')
    .replace(/[。.．]$/, '');
}

function fromClaims(claims: WordedClaim[], clause: string): Verdict | null {
  const hits = claims.filter((c) => c.clauses.some((re) => re.test(clause)));
  if (!hits.length) return null;
  // Two entries that disagree on one wording would be a table error: decide nothing.
  if (hits.some((h) => h.truth !== hits[0].truth)) return { truth: null, why: `「${clause}」说法有歧义` };
  return { truth: hits[0].truth, why: hits[0].why };
}

/** 「一直增大」「先增大后减小」「不变」 as a course, and whether the option says it holds throughout. */
function saidCourse(words: string): { course: Course; throughout: boolean } | null {
  const w = words.replace(/^(?:将|会|也)/, '');
  const throughout = ALWAYS.test(w);
  const rest = w.replace(ALWAYS, '');
  if (SAID[rest]) return { course: SAID[rest], throughout };
  const two = new RegExp(`^先(${UP}|${DOWN})后(${UP}|${DOWN})$`).exec(rest);
  if (two) {
    const a = new RegExp(`^(?:${UP})$`).test(two[1]) ? 'up' : 'down';
    const b = new RegExp(`^(?:${UP})$`).test(two[2]) ? 'up' : 'down';
    return a === b ? null : { course: a === 'up' ? 'up-down' : 'down-up', throughout: true };
  }
  if (new RegExp(`^(?:${UP})$`).test(rest)) return { course: 'up', throughout };
  if (new RegExp(`^(?:${DOWN})$`).test(rest)) return { course: 'down', throughout };
  return null;
}

const COURSE_WORDS: Record<Course, string> = {
  up: '增大',
  down: '减小',
  same: '不变',
  'up-down': '先增大后减小',
  'down-up': '先减小后增大',
};

function courseVerdict(name: string, actual: Course | null | undefined, said: { course: Course; throughout: boolean }): Verdict {
  if (actual === undefined || actual === null) return { truth: null, why: `${name}怎样变化由题设定不下来` };
  const why = `${name}${COURSE_WORDS[actual]}`;
  if (actual === said.course) return { truth: true, why };
  const twoPhase = actual === 'up-down' || actual === 'down-up';
  // 「动能减小」 over a stretch where it first rises: true of a part, false of the whole; the paper's intent is not ours.
  if (twoPhase && !said.throughout && (said.course === 'up' || said.course === 'down'))
    return { truth: null, why: `${name}先后变化方向不同，「${COURSE_WORDS[said.course]}」说不清指哪一段` };
  return { truth: false, why };
}

/** The subject's words with the body (or, for elastic energy, the elastic member) taken away, as a canonical quantity. */
function quantityNamed(subject: string, s: QualitativeSituation): string | null {
  let rest = subject.replace(/^(?:在此过程中|此过程中)/, '');
  for (const [key, re] of Object.entries(s.members)) {
    if (key !== 'body' && key !== s.elastic) continue;
    rest = rest.replace(new RegExp(`^(?:${re.source})`), '');
  }
  rest = rest.replace(/^(?:的|所具有的|具有的)/, '');
  const hit = QUANTITIES.find(([, re]) => re.test(rest));
  return hit ? hit[0] : null;
}

/** 「绳对人的拉力」→ the situation's force name; null when none or several fit. */
function forceNamed(words: string, s: QualitativeSituation): string | null {
  const body = s.members.body.source;
  const compact = words
    .replace(new RegExp(`对(?:${body})`, 'g'), '')
    .replace(new RegExp(`^(?:${body})(?:所受|受到)?(?:的)?`), '')
    .replace(/所受|受到|的/g, '');
  const hits = Object.entries(s.forces).filter(([, re]) => re.test(compact));
  return hits.length === 1 ? hits[0][0] : null;
}

/** 「人、地球和弹性绳组成的系统」「物块」 as a group key; null when a member is not the situation's. */
function groupNamed(words: string, s: QualitativeSituation): string | null {
  const w = words.replace(/(?:所)?(?:组成|构成)(?:的)?系统(?:的)?$|的$/, '');
  if (!w) return null;
  const parts = w.split(/、|和|与|及|以及/).filter(Boolean);
  const keys = new Set<string>();
  for (const p of parts) {
    const hit = Object.entries(s.members).filter(([, re]) => new RegExp(`^(?:${re.source})$`).test(p));
    if (hit.length !== 1) return null;
    keys.add(hit[0][0]);
  }
  if (keys.has('body')) keys.delete('earth');
  return [...keys].sort().join('+');
}

const SIGN_WORDS: Record<WorkSign, string> = { positive: '做正功', negative: '做负功', none: '不做功', mixed: '先后做正功和负功' };

function workVerdict(force: string, actual: WorkSign | null | undefined, said: WorkSign, throughout: boolean): Verdict {
  if (actual === undefined || actual === null) return { truth: null, why: `${force}做功的正负由题设定不下来` };
  const why = `${force}${SIGN_WORDS[actual]}`;
  if (actual === 'mixed') return throughout ? { truth: false, why } : { truth: null, why: `${why}，「${SIGN_WORDS[said]}」说不清指哪一段` };
  return { truth: actual === said, why };
}

function inStretch(clause: string, st: Stretch, s: QualitativeSituation): Verdict | null {
  if (st.claims) {
    const v = fromClaims(st.claims, clause);
    if (v) return v;
  }
  const kept = /^(.*?)(?:的)?机械能(?:总量)?(?:一定|始终|总是|仍然|仍)?(守恒|不守恒)$/.exec(clause);
  if (kept) {
    const group = groupNamed(kept[1] || '', s);
    if (!group) return { truth: null, why: `「${kept[1]}」不是题中的物体或系统` };
    const actual = st.kept[group];
    if (actual === undefined || actual === null) return { truth: null, why: `「${kept[1]}」的机械能是否守恒由题设定不下来` };
    const truth = kept[2] === '守恒' ? actual : !actual;
    return { truth, why: `${kept[1] || '物体'}的机械能${actual ? '守恒' : '不守恒'}` };
  }
  const work = /^(.+?)(一直|始终|总是|一定)?(做正功|做负功|不做功)$/.exec(clause);
  if (work) {
    const force = forceNamed(work[1], s);
    if (!force) return { truth: null, why: `「${work[1]}」不是题中的力` };
    const said: WorkSign = work[3] === '做正功' ? 'positive' : work[3] === '做负功' ? 'negative' : 'none';
    return workVerdict(force, st.work[force], said, Boolean(work[2]) || said === 'none');
  }
  const nil = /^(.+?)(?:所)?做(?:的)?(?:总)?功(?:为零|等于零|为0)$/.exec(clause);
  if (nil) {
    const force = forceNamed(nil[1], s);
    if (!force) return { truth: null, why: `「${nil[1]}」不是题中的力` };
    return workVerdict(force, st.work[force], 'none', true);
  }
  const overcome = /^(?:.*?)克服(.+?)做功$/.exec(clause);
  if (overcome) {
    const force = forceNamed(overcome[1], s);
    if (!force) return { truth: null, why: `「${overcome[1]}」不是题中的力` };
    return workVerdict(force, st.work[force], 'negative', false);
  }
  const trend = new RegExp(
    `^(.+?)((?:将|会|也)?(?:一直|始终|总是|逐渐|不断|持续)?(?:先(?:${UP}|${DOWN})后(?:${UP}|${DOWN})|${UP}|${DOWN}|保持不变|不变))$`,
  ).exec(clause);
  if (trend) {
    const said = saidCourse(trend[2]);
    const name = quantityNamed(trend[1], s);
    if (!said || !name) return { truth: null, why: `「${trend[1]}」不是能判断变化的量` };
    return courseVerdict(name, st.courses[name], said);
  }
  return null;
}

function atMoment(clause: string, m: Moment, s: QualitativeSituation): Verdict | null {
  const value = /^(.+?)(最大|最小|为零|等于零|为0)$/.exec(clause);
  if (value) {
    const name = quantityNamed(value[1], s);
    if (!name) return { truth: null, why: `「${value[1]}」不是能判断的量` };
    const key = `${name}:${value[2] === '最大' || value[2] === '最小' ? value[2] : '为零'}`;
    const truth = m.holds[key];
    if (truth === undefined || truth === null) return { truth: null, why: `此时${name}是否${value[2]}由题设定不下来` };
    return { truth, why: `此时${name}${truth ? '' : '不'}${value[2] === '为0' || value[2] === '等于零' ? '为零' : value[2]}` };
  }
  const cmp = /^(.+?)(等于|大于|小于)(.+?)$/.exec(clause);
  if (cmp) {
    const a = forceNamed(cmp[1], s);
    const b = forceNamed(cmp[3], s);
    if (!a || !b) return { truth: null, why: `「${clause}」比较的不是题中的两个力` };
    const said = cmp[2] === '等于' ? '=' : cmp[2] === '大于' ? '>' : '<';
    const flip = { '>': '<', '<': '>', '=': '=' } as const;
    const known = m.order?.find(([x, y]) => (x === a && y === b) || (x === b && y === a));
    if (!known) return { truth: null, why: `此时${a}和${b}的大小关系由题设定不下来` };
    const actual = known[0] === a ? known[2] : flip[known[2]];
    return { truth: actual === said, why: `此时${known[0]}${known[2] === '>' ? '大于' : known[2] === '<' ? '小于' : '等于'}${known[1]}` };
  }
  return null;
}

/** 「小球的重力势能…」: the body's name before a law about any body. */
function withoutBody(clause: string, s: QualitativeSituation): string {
  return clause.replace(new RegExp(`^(?:${s.members.body.source})(?:的)?`), '');
}

/**
 * The stretch the stem asks about (「从绳刚好伸直到人第一次到达最低点的过程中」); the whole motion when it names none.
 * Null when the stem names a 「从…到…过程」 that is none of the situation's stretches (「从跳下到绳恰好伸直」 is not
 * the whole jump): the whole would then be judged in its place.
 */
export function askedStretch(stem: string, s: QualitativeSituation): Stretch | null {
  // The longest naming wins: 「将蹦极过程简化为…」 names the whole, 「从绳恰好伸直到…最低点的过程中」 the part asked.
  let best: { st: Stretch; length: number } = { st: s.stretches[0], length: 0 };
  for (const st of s.stretches) {
    if (!st.names) continue;
    const m = new RegExp(`(?:${st.names.source})(?:的)?(?:下落|下降|运动|下滑)?(?:的)?过程`).exec(stem);
    if (m && m[0].length > best.length) best = { st, length: m[0].length };
  }
  for (const span of stem.match(/(?:从|由)[^。；？]{0,40}?(?:到|至)[^。；？]{0,30}?过程/g) ?? []) {
    const named = s.stretches.some(
      (st) => st.names && new RegExp(`(?:${st.names.source})(?:的)?(?:下落|下降|运动|下滑)?(?:的)?过程$`).test(span),
    );
    if (!named) return null;
  }
  return best.st;
}

/** The stretch or moment a clause opens with (「绳张紧后的下落过程中」「人在最低点时」), and what is left of the clause. */
function contextOf(clause: string, s: QualitativeSituation): { at: Stretch | Moment; rest: string } | null {
  const body = s.members.body.source;
  const lead = `^(?:(?:${body})(?:在)?)?(?:在|从|当)?`;
  const head = (at: Stretch | Moment) =>
    'courses' in at
      ? new RegExp(`${lead}(?:${at.names!.source})(?:的)?(?:下落|下降|运动|上升|下滑)?(?:的)?(?:过程)?(?:中|里|内|之前|前)?`)
      : new RegExp(`${lead}(?:${at.names.source})(?:时|瞬间|的瞬间|的时候|处)?`);
  const found: { at: Stretch | Moment; rest: string }[] = [];
  for (const at of [...s.stretches, ...s.moments]) {
    if (!at.names) continue;
    const m = head(at).exec(clause);
    if (m?.[0]) found.push({ at, rest: clause.slice(m[0].length) });
  }
  // The longest head wins (「绳张紧后的下落过程中」 over 「下落过程中」).
  found.sort((x, y) => x.rest.length - y.rest.length);
  return found[0] ?? null;
}

/**
 * Every clause of one option against the situation. A clause that only names a stretch or a moment sets it for the
 * clauses after it; the whole motion is the default. Null truth when any clause is not decided.
 */
export function judgeQualitativeOption(
  option: string,
  s: QualitativeSituation,
  start: Stretch = s.stretches[0],
): OptionVerdict | { truth: null; why: string } {
  const text = plainWords(option);
  if (/可能|不一定|或者|也许/.test(text)) return { truth: null, why: `「${text}」说的是可能的情形` };
  const clauses = text
    .split(/[，；]|并且|而且|并(?=[增减延缩使提降])|且(?=[增减延缩使提降])/)
    .map((c) => c.trim())
    .filter(Boolean);
  const whole = fromClaims([...ENERGY_LAWS, ...s.claims], text) ?? fromClaims(ENERGY_LAWS, withoutBody(text, s));
  if (whole) return whole.truth === null ? { truth: null, why: whole.why } : { truth: whole.truth, why: whole.why };
  let at: Stretch | Moment = start;
  const verdicts: Verdict[] = [];
  for (const raw of clauses) {
    let clause = raw;
    const ctx = contextOf(clause, s);
    if (ctx) {
      at = ctx.at;
      clause = ctx.rest;
      if (!clause) continue;
    }
    const v = fromClaims(ENERGY_LAWS, withoutBody(clause, s)) ??
      fromClaims(s.claims, clause) ??
      ('courses' in at ? inStretch(clause, at, s) : atMoment(clause, at, s)) ?? { truth: null, why: `读不懂「${raw}」` };
    verdicts.push(v);
  }
  if (!verdicts.length) return { truth: null, why: `「${text}」没有说任何量` };
  const open = verdicts.find((v) => v.truth === null);
  if (open) return { truth: null, why: open.why };
  const wrong = verdicts.find((v) => v.truth === false);
  if (wrong) return { truth: false, why: wrong.why };
  return { truth: true, why: verdicts.map((v) => v.why).join('；') };
}
