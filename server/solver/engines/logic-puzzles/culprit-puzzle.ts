import { readCastList } from './cast';
import { COUNT, smallCount } from './chinese-count';
import { eventKey, readClaim } from './culprit-claims';
import type { Statement } from './logic-form';
import { clausesOf, puzzleText } from './puzzle-text';
import { readSaid } from './said-statements';
import { FALSE_WORDS, readTruthCount, TRUE_WORDS } from './truth-count';

export type CulpritAsk = 'doer' | 'truthful' | 'liars';

/** 「有人打碎了花瓶，甲说…乙说…，只有一人说对了，是谁打碎的?」 read whole. */
export interface CulpritPuzzle {
  cast: string[];
  statements: Statement[];
  trueCount: number;
  countPhrase: string;
  ask: CulpritAsk;
  /** The event as the question words it (「打碎花瓶」), for the solution. */
  event: string;
}

const ASK_TRUE = new RegExp(
  `(?:谁|哪[个位名一]?(?:个人|人|位|名)?(?:同学|小朋友)?)(?:说|猜|预测)(?:的|得|了)?(?:是)?(?:${TRUE_WORDS})|(?:说|猜|预测)了?(?:的是)?(?:${TRUE_WORDS})(?:话)?的(?:人|同学|是)`,
);
const ASK_FALSE = new RegExp(
  `(?:谁|哪[个位名一]?(?:个人|人|位|名)?(?:同学|小朋友)?)(?:说|猜|预测)(?:的|得|了)?(?:是)?(?:${FALSE_WORDS})|(?:说|猜|预测)了?(?:的是)?(?:${FALSE_WORDS})(?:话)?的(?:人|同学|是)`,
);
const ASK = /谁|____|的是$|是哪/;

const NEGATED = /不|没|未|非/;
/** Words about the statements rather than the event. */
const ABOUT_WORDS = /说|讲|猜|预测|真|假|对|错|谎|实话/;
/** 「这个人」「此人」「他」: a person picked out by something said before, not by the event. */
const POINTER = /这|那|此|他|她|其/;
/** An ask that joins two things asked (「…的人和…的人」「分别是」「各是」). */
const TWO_ASKED = /和|与|及|分别|各|以及|并且|而且|还有/;

/** Setup words that would add a condition this reader does not follow. */
const UNREAD =
  /至少|至多|最多|最少|不止|些|说|讲|猜|如果|假如|要是|若|不|没|非|比|或|且|除|另|又|真|假|对|错|谎|两|二|三|四|五|六|几|都|也|才|只有|仅有|恰/;

export function readCulpritPuzzle(stem: string): CulpritPuzzle | null {
  const t = puzzleText(stem);
  const list = readCastList(t);
  const said = readSaid(t, list?.names ?? null);
  if (!said || said.length < 2) return null;
  const speakers = said.map((s) => s.speaker);
  if (new Set(speakers).size !== speakers.length) return null;
  const cast = list?.names ?? speakers;
  if (speakers.some((s) => !cast.includes(s))) return null;
  // the text outside the statements and the cast list
  let rest = '';
  let at = 0;
  const cuts = [...said.map((s) => [s.start, s.end]), ...(list ? [[list.start, list.end]] : [])].sort((a, b) => a[0] - b[0]);
  for (const [s, e] of cuts) {
    if (s < at) return null;
    rest += `${t.slice(at, s)},`;
    at = e;
  }
  rest += t.slice(at);
  const count = readTruthCount(rest, said.length);
  if (!count) return null;
  rest = rest.replace(count.phrase, ',');
  const clauses = clausesOf(rest);
  const askAt = clauses.findLastIndex((c) => ASK.test(c) || ASK_TRUE.test(c) || ASK_FALSE.test(c));
  if (askAt < 0 || askAt < clauses.length - 1) return null;
  const askClause = clauses[askAt];
  // 「谁没有说谎」「说的不对的是」: a negated ask about the statements is not read (it is not the doer either).
  // 「没拿书的是」 asks the others, not the doer; 「说真话的人和拿书的人分别是」 asks two things in one.
  if (NEGATED.test(askClause) || TWO_ASKED.test(askClause)) return null;
  const ask: CulpritAsk = ASK_TRUE.test(askClause) ? 'truthful' : ASK_FALSE.test(askClause) ? 'liars' : 'doer';
  const event = askClause.replace(/^(?:那么|请问|则|问|试问|你知道|到底|究竟)+/, '').replace(/谁|____|是|的|了|呢|吗|到底|究竟|\?/g, '');
  // The doer is asked by the puzzle's event; 「这个人是谁」 or words about the statements point elsewhere.
  if (ask === 'doer' && (!event || POINTER.test(event) || ABOUT_WORDS.test(event))) return null;
  const sizeWord = new RegExp(`这?(${COUNT})(?:个人|个|人|位|名|只)(?:同学|小朋友|学生|孩子|人)?`, 'g');
  for (const setup of clauses.slice(0, askAt)) {
    const plain = setup.replace(/比赛/g, '').replace(sizeWord, (w, n) => (smallCount(n) === cast.length || smallCount(n) === 1 ? '' : w));
    if (UNREAD.test(plain)) return null;
  }
  const eventWords = eventKey(clauses.join(''));
  const statements: Statement[] = [];
  for (const s of said) {
    const f = readClaim(s.words, { speaker: s.speaker, cast, speakers, event: eventWords });
    if (!f) return null;
    statements.push({ speaker: s.speaker, words: s.words, f });
  }
  return { cast, statements, trueCount: count.trueCount, countPhrase: count.phrase, ask, event };
}
