import { readCastList } from './cast';
import { COUNT, smallCount } from './chinese-count';
import type { Formula, Statement } from './logic-form';
import { clausesOf, puzzleText } from './puzzle-text';
import { readRankWords } from './ranking-claims';
import { readSaid } from './said-statements';
import { readTruthCount } from './truth-count';

/** The whole order (「排出名次」), or who is at one place (「第一名是谁」「最高的是」; 0 = last). */
export type RankingAsk = { kind: 'order' } | { kind: 'place'; n: number };

/** 「甲、乙、丙、丁赛跑，甲说…，乙比丙快…，第一名是谁」 read whole. */
export interface RankingPuzzle {
  cast: string[];
  statements: Statement[];
  facts: Array<{ words: string; f: Formula }>;
  /** How many statements are true; all of them when the puzzle gives no count. */
  trueCount: number;
  countPhrase: string | null;
  ask: RankingAsk;
}

const ASK_ORDER = /排出(?:他们的)?名次|名次(?:的)?(?:排列|顺序)|排列顺序|排名顺序|名次依次是|名次从前到后/;
// 「最后」 alone is not asked: 「最后去参加的是」 means "in the end", not the last place.
const ASK_PLACE = new RegExp(`第(${COUNT})名|(最后一名)|最(快|高|好|多|慢|矮|低|差|少)`);
/** Leftover words that would state something about the order this reader did not take. */
const UNREAD = /相同|一样|并列|同时|相等|同样|不|没|比|前面|后面|之前|之后|最|第|快|慢|真|假|对|错|谎|如果|或|紧/;
/** Words that name the contest or say the places differ, which every order already assumes. */
const HARMLESS = /请?根据(?:他们的话|以上条件|上面的话)|结束后|比赛|比身高|比高矮|比一比|各不相同|互不相同|都不相同/g;

function readAsk(clause: string): RankingAsk | null {
  if (ASK_ORDER.test(clause)) return { kind: 'order' };
  if (!/谁|哪|是$|____|是什么/.test(clause)) return null;
  // 「倒数第二名」「不是第一名的」「紧跟在第一名后面的」 name a place through another one: not read.
  if (/倒数|不|没|非|前|后|紧|挨|之间|中间/.test(clause)) return null;
  const m = ASK_PLACE.exec(clause);
  if (!m) return null;
  if (m[2]) return { kind: 'place', n: 0 };
  if (m[3]) return { kind: 'place', n: /快|高|好|多/.test(m[3]) ? 1 : 0 };
  const n = smallCount(m[1]);
  return n ? { kind: 'place', n } : null;
}

export function readRankingPuzzle(stem: string): RankingPuzzle | null {
  const t = puzzleText(stem);
  const list = readCastList(t);
  if (!list) return null;
  const cast = list.names;
  const said = readSaid(t, cast);
  if (!said) return null;
  let rest = '';
  let at = 0;
  const cuts = [...said.map((s) => [s.start, s.end]), [list.start, list.end]].sort((a, b) => a[0] - b[0]);
  for (const [s, e] of cuts) {
    if (s < at) return null;
    rest += `${t.slice(at, s)}${s === list.start ? '' : ','}`;
    at = e;
  }
  rest += t.slice(at);
  const count = said.length ? readTruthCount(rest, said.length) : null;
  if (count) rest = rest.replace(count.phrase, ',');
  // A lead-in before a colon (「已知:」「他们的得分情况是:」) names no one and says nothing about the order.
  const leadIns = rest.replace(/[^,.:“”]{0,12}:/g, (w) =>
    cast.some((n) => w.includes(n)) || UNREAD.test(w.replace(HARMLESS, '')) ? w : ',',
  );
  const clauses = clausesOf(leadIns);
  const askClause = clauses.pop();
  const ask = askClause ? readAsk(askClause) : null;
  if (!ask || (ask.kind === 'place' && ask.n > cast.length)) return null;
  const context = { cast, speaker: null };
  const facts: RankingPuzzle['facts'] = [];
  for (const clause of clauses) {
    if (cast.some((n) => clause.includes(n))) {
      const f = readRankWords(clause, context);
      if (!f) return null;
      facts.push({ words: clause, f });
    } else if (UNREAD.test(clause.replace(HARMLESS, ''))) return null;
  }
  const statements: Statement[] = [];
  for (const s of said) {
    const f = readRankWords(s.words, { cast, speaker: s.speaker });
    if (!f) return null;
    statements.push({ speaker: s.speaker, words: s.words, f });
  }
  if (!facts.length && !statements.length) return null;
  return { cast, statements, facts, trueCount: count ? count.trueCount : statements.length, countPhrase: count?.phrase ?? null, ask };
}
