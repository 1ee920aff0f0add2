import { type Act, FACTS, type HistoryFact, METHODS, OPPOSITE_VIEWS, VIEWS } from './history-facts';
import { type Person, personAt, TITLE } from './history-people';
import { plainOption } from './plain-option';

/** The verbs of each act, longest first within a pattern. */
const VERBS: Record<Act, string> = {
  discover: '首先发现|最早发现|发现|找出|找到|观察到',
  propose: '提出|建立|创立|确立|总结出|总结了|归纳出|得出|得到|导出|推导出|推理出|概括出|引入',
  measure: '比较准确地测出|较准确地测出|精确地测出|精确测定|测量出|测定|测出|测得|测量',
  confirm: '用实验证实|通过实验证实|证实|验证|证明',
  predict: '预言',
  explain: '成功解释|成功地解释|解释',
  hold: '认为|主张|指出',
  invent: '发明|制成',
};
const ACTS = Object.keys(VERBS) as Act[];
const ADVERB = '首先|最早|最先|率先|首次|第一次|第一个';
const METHOD_WRAP = /^(?:通过|利用|借助|根据|运用|采用|经过|用|在)(?:对)?(.+?)(?:的基础上|进行研究|的研究|的分析|的观察|的实验)?$/;
const GENERIC_EXPERIMENT = /^(?:实验|一系列实验|大量实验|大量的实验|实验研究|大量实验研究|精确的实验|精密的实验)$/;
/** Grounds that name no experiment and fit any achievement: 「在前人研究的基础上」「经过十年的努力」. */
const NEUTRAL_GROUND = /^(?:前人(?:的)?(?:研究|工作)(?:成果)?|(?:\d+|[一二三四五六七八九十]+)(?:多)?年(?:的)?(?:不懈)?(?:努力|研究|探索))$/;
/** Adverbs that add nothing to check: 「不仅发现了…，还…」「成功地解释了」. */
const NEUTRAL_ADVERB = /^(?:不仅|不但|最终|终于|成功地|巧妙地|科学地)/;
const SHOW = /^(?:这|从而|由此|进而)?(?:首次|首先|第一次)?(?:说明了?|表明了?|揭示了?)(.+)$/;

/** One clause of a claim: an act on a thing, maybe by a method; or what the previous act showed. */
type Clause = { act: Act; verb: string; object: string; method: string | null; first: boolean; person?: Person } | { shows: string };

export interface ClaimVerdict {
  truth: boolean;
  why: string;
  /** The achievements a true claim spoke of. */
  facts?: HistoryFact[];
}

/** A wording matches whole; 「的」 may be dropped or added (「电流磁效应」 is 「电流的磁效应」). */
const whole = (sources: string[], text: string) =>
  sources.some((s) => new RegExp(`^(?:${s})$`).test(text) || new RegExp(`^(?:${s.replace(/的/g, '')})$`).test(text.replace(/的/g, '')));
const methodIds = (text: string) => {
  // 「研究阴极射线」「对第谷观测数据的研究」 name the same ground as 「阴极射线」「第谷观测数据」.
  const bare = text.replace(/^(?:对|研究)+/, '').replace(/(?:的)?(?:研究|分析|观察|观测)$/, '');
  return Object.keys(METHODS).filter((id) => whole(METHODS[id], text) || whole(METHODS[id], bare));
};
const viewOf = (text: string) => Object.keys(VIEWS).find((id) => whole(VIEWS[id], text));
const oppositeOf = (view: string) => OPPOSITE_VIEWS.flatMap(([a, b]) => (a === view ? [b] : b === view ? [a] : []));

/**
 * One option of a history question, 「[年份，][国籍+称谓]某人[首先][通过/利用…实验]发现了…[，并…][，说明…]」, read into
 * claims and checked against the table. True only when every clause is a fact of that person (the experiment named,
 * the year given and what it showed included); false when a clause gives another person's achievement, experiment or
 * view; null when any part of the sentence is not one the table holds.
 */
export function judgeHistoryClaim(option: string): ClaimVerdict | null {
  let t = activeVoice(plainOption(option));
  let year: number | null = null;
  const dated = /^(\d{4})年(?:\d{1,2}月)?[，,]?/.exec(t);
  if (dated) {
    year = Number(dated[1]);
    t = t.slice(dated[0].length);
  }
  const title = TITLE.exec(t);
  if (title) t = t.slice(title[0].length);
  const who = personAt(t);
  if (!who) return null;
  if (title?.[1] && who.person.country !== title[1]) return null;
  const clauses = readClauses(t.slice(who.length));
  if (!clauses?.length || 'shows' in clauses[0]) return null;
  const verdicts: ClaimVerdict[] = [];
  const facts: HistoryFact[] = [];
  let last: HistoryFact | null = null;
  for (const clause of clauses) {
    if ('shows' in clause) {
      const v = judgeShows(clause.shows, last);
      if (!v) return null;
      verdicts.push(v);
      continue;
    }
    const v = judgeAct(clause.person ?? who.person, clause, verdicts.length === 0 ? year : null);
    if (!v) return null;
    last = v.fact;
    facts.push(v.fact);
    verdicts.push({ truth: v.truth, why: v.why });
  }
  const wrong = verdicts.find((v) => !v.truth);
  return wrong ?? { truth: true, why: verdicts.map((v) => v.why).join('；'), facts };
}

/**
 * 「电流的磁效应是奥斯特发现的」「引力常量是由卡文迪许用扭秤实验测出的」 told as 「奥斯特发现了电流的磁效应」; any other
 * text is returned as it was. Only a whole sentence of one clause is turned round.
 */
export function activeVoice(text: string): string {
  const verbs = ACTS.map((a) => VERBS[a]).join('|');
  const m = new RegExp(`^([^，,；;]+?)(?:最早|首先)?是(?:由)?([^，,；;是]+?)(${verbs})(?:出)?的$`).exec(text);
  if (!m) return text;
  const subject = personAt(m[2].replace(TITLE, ''));
  return subject ? `${m[2]}${m[3]}了${m[1]}` : text;
}

/**
 * The clauses after the subject: split at commas and at 「并」「并且」 before a verb; a bare method joins the next
 * clause; a clause that names a scientist of its own (「…，赫兹用实验证实了…」) speaks of that one.
 */
function readClauses(rest: string): Clause[] | null {
  const verbs = ACTS.map((a) => VERBS[a]).join('|');
  const parts = rest
    .replace(new RegExp(`(?:并且|并|而且|同时|从而|进而|还)(?=(?:${ADVERB})?(?:${verbs}|说明|表明|揭示))`, 'g'), '，')
    .split(/[，,；;]/)
    .map((p) => p.trim())
    .filter(Boolean);
  const out: Clause[] = [];
  let pendingMethod: string | null = null;
  for (let part of parts) {
    const named = personAt(part.replace(TITLE, ''));
    const person = named ? named.person : undefined;
    if (named) part = part.replace(TITLE, '').slice(named.length);
    part = part.replace(/^(?:并且|并|而且|同时|还|又)(?=.)/, '');
    const show = SHOW.exec(part);
    if (show && !pendingMethod && !person) {
      out.push({ shows: show[1] });
      continue;
    }
    const act = readAct(part);
    if (act) {
      if (pendingMethod && act.method) return null;
      if (pendingMethod && person) return null;
      out.push({ ...act, method: act.method ?? pendingMethod, person });
      pendingMethod = null;
      continue;
    }
    const wrap = METHOD_WRAP.exec(part);
    if (!wrap || pendingMethod || person) return null;
    if (!NEUTRAL_GROUND.test(wrap[1])) pendingMethod = wrap[1];
  }
  return pendingMethod ? null : out;
}

/** 「[首先][通过…][首先]发现了电子」: the act whose object is a thing the table knows, everything before it read. */
function readAct(part: string): (Omit<Extract<Clause, { act: Act }>, 'method'> & { method: string | null }) | null {
  for (const act of ACTS) {
    for (const m of verbsAt(part, VERBS[act])) {
      const object = part.slice(m.index + m[0].length).replace(/^(?:了|出了|出)/, '');
      if (!FACTS.some((f) => whole(f.objects, object))) continue;
      let before = part.slice(0, m.index).replace(NEUTRAL_ADVERB, '');
      let first = /^(?:首先|最早)/.test(m[0]);
      const lead = new RegExp(`^(?:${ADVERB})`).exec(before);
      if (lead) {
        first = true;
        before = before.slice(lead[0].length);
      }
      const tail = new RegExp(`(?:${ADVERB})$`).exec(before);
      if (tail) {
        first = true;
        before = before.slice(0, -tail[0].length);
      }
      if (!before) return { act, verb: m[0], object, method: null, first };
      const wrap = METHOD_WRAP.exec(before);
      if (!wrap) continue;
      return { act, verb: m[0], object, method: NEUTRAL_GROUND.test(wrap[1]) ? null : wrap[1], first };
    }
  }
  return null;
}

/** Every place a verb begins, overlapping ones included (「实验证实」 holds 验证 and 证实). */
function verbsAt(part: string, verbs: string): Array<{ index: number; 0: string }> {
  const sticky = new RegExp(`(?:${verbs})`, 'y');
  const found: Array<{ index: number; 0: string }> = [];
  for (let i = 0; i < part.length; i++) {
    sticky.lastIndex = i;
    const m = sticky.exec(part);
    if (m) found.push({ index: i, 0: m[0] });
  }
  return found;
}

function judgeAct(person: Person, c: Extract<Clause, { act: Act }>, year: number | null): (ClaimVerdict & { fact: HistoryFact }) | null {
  const about = FACTS.filter((f) => whole(f.objects, c.object));
  const own = about.find((f) => f.people.includes(person.id) && f.acts.includes(c.act));
  if (!own) {
    const view = viewOf(c.object);
    const opposite = view ? oppositeOf(view) : [];
    const held = FACTS.find((f) => f.people.includes(person.id) && opposite.some((o) => whole(VIEWS[o], f.objects[0])));
    if (held) return { truth: false, why: `${person.id}持相反的观点：${label(held)}`, fact: held };
    const other = about.find((f) => f.acts.includes(c.act) && !f.shared);
    if (other) return { truth: false, why: `「${c.object}」是${other.people.join('、')}的成就，不是${person.id}的`, fact: other };
    // The experiment named belongs to someone else's work on this very thing.
    const ids = c.method ? methodIds(c.method) : [];
    const owner = about.find((f) => !f.people.includes(person.id) && ids.some((id) => f.methods?.includes(id)));
    if (owner)
      return { truth: false, why: `通过${c.method}${c.verb}${c.object}的是${owner.people.join('、')}，不是${person.id}`, fact: owner };
    return null;
  }
  if (c.first && own.shared) return null;
  if (year !== null && own.year !== year) return null;
  if (c.method) {
    const ids = methodIds(c.method);
    if (ids.some((id) => own.methods?.includes(id))) {
      // 「理想斜面实验」 is also read as 「理想实验」; one of its readings is this fact's.
    } else if (GENERIC_EXPERIMENT.test(c.method)) {
      if (!own.experimental) return null;
    } else {
      // Only an achievement whose grounds the table lists can be said to rest on another one's experiment.
      const owner = own.methods && FACTS.find((f) => f !== own && ids.some((id) => f.methods?.includes(id)));
      if (!owner) return null;
      return {
        truth: false,
        why: `${person.id}${c.verb}${c.object}并不是通过${c.method}；${c.method}是${owner.people.join('、')}${owner.acts.includes('discover') ? '发现' : '得出'}${label(owner)}的依据`,
        fact: own,
      };
    }
  }
  const when = year !== null ? `${year} 年，` : '';
  const how = c.method ? `通过${c.method}` : '';
  return {
    truth: true,
    why: `史实：${when}${person.id}${how}${c.verb.replace(/^(?:首先|最早)/, '')}${c.object}${c.first ? '（是第一人）' : ''}`,
    fact: own,
  };
}

function judgeShows(shown: string, fact: HistoryFact | null): ClaimVerdict | null {
  if (!fact) return null;
  if (fact.shows && whole(fact.shows, shown)) return { truth: true, why: `这一发现说明${shown}` };
  // That the atom has parts or structure follows from many findings (the electron, radioactivity, α scattering), so
  // another finding's claim about the atom alone is not thereby wrong.
  if (/原子(?!核)/.test(shown) && !/原子核/.test(shown)) return null;
  const other = FACTS.find((f) => f !== fact && f.shows && whole(f.shows, shown));
  if (other) return { truth: false, why: `说明「${shown}」的是${other.people.join('、')}发现${label(other)}，不是这一发现` };
  return null;
}

/** The first wording of an achievement that is plain words, to show to the student. */
export const label = (f: HistoryFact) => f.objects.find((o) => !/[()?|[\]*+\\]/.test(o)) ?? f.objects[0];
