import { COUNT, smallCount } from './chinese-count';
import { type Formula, not } from './logic-form';

const AHEAD = '快|高|先|好|靠前|多|早';
const BEHIND = '慢|矮|低|差|靠后|少|晚';
/** Words that say how the ranking is measured, not who is where: 「跑得」「的分数」「冲过终点线」. */
const MEASURE = /跑得|游得|跳得|的分数|分数|的成绩|成绩|的名次|名次|冲过终点线|冲过终点|到达终点|跑到终点|到终点|才|还|都是|的$/g;

export interface RankContext {
  speaker: string | null;
  cast: readonly string[];
}

/** One clause of a ranking statement or fact, with the subject it names (or carries on from the clause before). */
export function readRankClause(raw: string, subject: string | null, c: RankContext): { f: Formula; subject: string } | null {
  const people = [...c.cast, '我'].sort((a, b) => b.length - a.length).join('|');
  const clause = raw.replace(MEASURE, '');
  const lead = new RegExp(`^(${people})(.*)$`).exec(clause);
  const named = lead ? who(lead[1], c) : null;
  const own = named && lead ? readPredicate(named, lead[2], people, c) : null;
  // 「排在丁的前面，丙的后面」: a clause may begin with the object and carry the subject of the one before.
  const f = own ?? (subject ? readPredicate(subject, clause, people, c) : null);
  return f ? { f, subject: own ? (named as string) : (subject as string) } : null;
}

function who(w: string, c: RankContext): string | null {
  return w === '我' ? c.speaker : c.cast.includes(w) ? w : null;
}

function readPredicate(s: string, rest: string, people: string, c: RankContext): Formula | null {
  const place = new RegExp(
    `^(不是|没有得|没得|没有获得|没获得)?(?:是|得了|得|获得了|获得|排|排在|为)?(?:第(${COUNT})(?:名)?|(最后)一名|倒数第一(?:名)?)$`,
  ).exec(rest);
  if (place) {
    const n = place[3] || !place[2] ? 0 : smallCount(place[2]);
    if (n === null || n > c.cast.length) return null;
    const f: Formula = { t: 'place', who: s, n: n === c.cast.length ? 0 : n };
    return place[1] ? not(f) : f;
  }
  const most = new RegExp(`^(不是)?(?:是)?最(${AHEAD}|${BEHIND}|前|后)(?:的|的人|的一个)?$`).exec(rest);
  if (most) {
    const f: Formula = { t: 'place', who: s, n: new RegExp(`^(?:${AHEAD}|前)$`).test(most[2]) ? 1 : 0 };
    return most[1] ? not(f) : f;
  }
  const names = `(?:${people})(?:(?:和|、)(?:${people}))*`;
  const than = new RegExp(`^(没有|不如|不比)?比?(${names})(?:都|还|要)?(${AHEAD}|${BEHIND})$`).exec(rest);
  const thanFront = new RegExp(`^比(${names})(?:都|还|要)?(${AHEAD}|${BEHIND})$`).exec(rest);
  const cmp = thanFront
    ? { neg: '', others: thanFront[1], word: thanFront[2] }
    : than && (than[1] || rest.startsWith('比'))
      ? { neg: than[1] ?? '', others: than[2], word: than[3] }
      : null;
  if (cmp) {
    if (cmp.neg === '不比') return null;
    const others = cmp.others.split(/和|、/).map((o) => who(o, c));
    if (others.some((o) => !o || o === s)) return null;
    const ahead = new RegExp(`^(?:${AHEAD})$`).test(cmp.word) !== Boolean(cmp.neg);
    const fs: Formula[] = (others as string[]).map((o) => (ahead ? { t: 'ahead', a: s, b: o } : { t: 'ahead', a: o, b: s }));
    return fs.length === 1 ? fs[0] : { t: 'and', fs };
  }
  const side = new RegExp(`^(紧)?(?:跟|挨|接)?(?:排)?(?:在)?(${people})的?(前面|之前|前|后面|之后|后)$`).exec(rest);
  if (side) {
    const o = who(side[2], c);
    if (!o || o === s) return null;
    const before = /前/.test(side[3]);
    if (side[1]) return before ? { t: 'next', a: o, b: s } : { t: 'next', a: s, b: o };
    return before ? { t: 'ahead', a: s, b: o } : { t: 'ahead', a: o, b: s };
  }
  return null;
}

/** 「有三个人比我先到达终点」: the place after that many. */
export function readCountAhead(raw: string, c: RankContext): Formula | null {
  const people = [...c.cast, '我'].join('|');
  const m = new RegExp(`^有(${COUNT})(?:个人|个|人|位|名)比(${people})(?:${AHEAD})$`).exec(raw.replace(MEASURE, ''));
  if (!m) return null;
  const n = smallCount(m[1]);
  const w = m[2] === '我' ? c.speaker : m[2];
  if (n === null || !w || n >= c.cast.length) return null;
  return { t: 'place', who: w, n: n + 1 === c.cast.length ? 0 : n + 1 };
}

/** A statement or fact read clause by clause; null when any clause is not read. */
export function readRankWords(words: string, c: RankContext): Formula | null {
  const clauses = words.split(/[,;]/).filter(Boolean);
  const fs: Formula[] = [];
  let subject: string | null = null;
  for (const clause of clauses) {
    const counted = readCountAhead(clause, c);
    if (counted) {
      fs.push(counted);
      continue;
    }
    const r = readRankClause(clause, subject, c);
    if (!r) return null;
    fs.push(r.f);
    subject = r.subject;
  }
  if (!fs.length) return null;
  return fs.length === 1 ? fs[0] : { t: 'and', fs };
}
