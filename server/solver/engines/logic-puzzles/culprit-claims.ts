import { type Formula, not } from './logic-form';

/** The event's words as compared: 的, 了 and 是 carry nothing here (「打碎的」「打碎了」「是…打碎的」). */
export const eventKey = (s: string): string => s.replace(/[的了是]/g, '');

const FILLER = /^(?:也|就|肯定|一定|反正|应该|我看|我猜|我觉得|我认为)+/;

export interface ClaimContext {
  speaker: string;
  cast: readonly string[];
  speakers: readonly string[];
  /** The puzzle's words outside the statements, keyed by `eventKey`: an event a statement names must be among them. */
  event: string;
}

function person(word: string, c: ClaimContext): string | null {
  if (word === '我') return c.speaker;
  return c.cast.includes(word) ? word : null;
}

function names(words: string, c: ClaimContext): string[] | null {
  const parts = words.split(/或者|或/);
  const people = parts.map((p) => person(p, c));
  return people.every((p) => p !== null) ? (people as string[]) : null;
}

const anyOf = (people: string[]): Formula =>
  people.length === 1 ? { t: 'in', who: people[0] } : { t: 'or', fs: people.map((who) => ({ t: 'in', who }) as Formula) };

/** Words after the people: empty, or the puzzle's own event (「打碎的」「拿走了」「得了第一」). */
function eventOk(rest: string, c: ClaimContext): boolean {
  const k = eventKey(rest);
  return k === '' || c.event.includes(k);
}

/** 「乙说的不对」「乙在说谎」「丙说的是真话」: the truth of another speaker's statement. */
function aboutStatement(clause: string, c: ClaimContext): Formula | null {
  const m =
    /^(.{1,4}?)(?:说的话|说的|说得|的话)(?:都)?(是)?(不对|不正确|不是真话|不是真的|错的|错了|错|假的|假话|谎话|对的|对|正确|真话|实话|真的)$/.exec(
      clause,
    );
  const m2 = /^(.{1,4}?)(?:在)?(说谎|撒谎|说假话|说了假话|说真话|说了真话|说实话)$/.exec(clause);
  const who = m?.[1] ?? m2?.[1];
  const verdict = m?.[3] ?? m2?.[2];
  if (!who || !verdict || who === '我' || who === c.speaker || !c.speakers.includes(who)) return null;
  const said: Formula = { t: 'said', speaker: who };
  return /不|错|假|谎/.test(verdict) ? not(said) : said;
}

/** 「是乙」「不是我」「是乙或丙」「乙打碎的」「我没有拿」「不是甲就是乙」. */
function aboutEvent(clause: string, c: ClaimContext): Formula | null {
  const people = [...c.cast, '我'].sort((a, b) => b.length - a.length).join('|');
  const eitherOr = new RegExp(`^不是(${people})就是(${people})(.*)$`).exec(clause);
  if (eitherOr) {
    const a = person(eitherOr[1], c);
    const b = person(eitherOr[2], c);
    return a && b && eventOk(eitherOr[3], c) ? anyOf([a, b]) : null;
  }
  const front = new RegExp(`^(不是|并不是|并非|没有|不)?是?((?:${people})(?:(?:或者|或)(?:${people}))*)(.*)$`).exec(clause);
  if (!front) return null;
  let negated = Boolean(front[1]);
  let rest = front[3];
  const after = /^(没有|没|不是|并没有)(.*)$/.exec(rest);
  if (after) {
    if (negated) return null;
    negated = true;
    rest = after[2];
  }
  const who = names(front[2], c);
  if (!who || !eventOk(rest, c)) return null;
  // 「是乙」 and 「乙打碎的」 name the doer; a bare name with nothing after it and no 是 says nothing.
  if (!front[1] && !/^是/.test(clause) && eventKey(rest) === '' && !after) return null;
  return negated ? not(anyOf(who)) : anyOf(who);
}

/** One statement, read completely into a formula, or null (a clause not read). Clauses are joined by 「,」 as 「且」. */
export function readClaim(words: string, c: ClaimContext): Formula | null {
  // 「不是丙，就是丁」 is one either-or written with a comma; any other clause led by 就/那/要么/否则 is not read.
  const clauses = words
    .replace(/(不是[^,;]+),(就是)/g, '$1$2')
    .split(/[,;]/)
    .map((s) => s.replace(FILLER, '').replace(/[.!?]$/, ''))
    .filter(Boolean);
  if (!clauses.length || /[,;](?:就|那|要么|否则|或)/.test(words.replace(/(不是[^,;]+),(就是)/g, '$1$2'))) return null;
  const fs: Formula[] = [];
  for (const clause of clauses) {
    const f = aboutStatement(clause, c) ?? aboutEvent(clause, c);
    if (!f) return null;
    fs.push(f);
  }
  return fs.length === 1 ? fs[0] : { t: 'and', fs };
}
