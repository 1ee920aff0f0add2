import type { ChoiceSplit } from '../math/answers/choice';

/** The stem asks for the statements that are wrong: 「下列说法错误的是」「不正确的是」「不可能的是」「不是史实的是」. */
export const ASKS_FALSE =
  /错误|有误|错的|不正确|不相?符|不可能|不合理|不成立|不对|不是(?:物理学)?(?:史实|事实|正确)|不属实|不恰当|不准确|不妥/;
/**
 * The words experiments ask for the wrong ones with: 「操作不当的是」「不能达到实验目的的是」「方法不可行的是」「不规范的是」
 * 「现象与操作不相匹配的是」. A premise speaks them too (「小球恰好不能达到最高点，下列说法正确的是」「由于操作不当，…」):
 * they count only in the ask, the stem's last clause.
 */
export const ASKS_FALSE_IN_THE_ASK = /不当|不能达到|不可行|不规范|不相?匹配/;

/** The stem's last clause, where it asks (「…，下列说法正确的是（ ）」 → 「下列说法正确的是」). */
export function askClause(stem: string): string {
  const clauses = stem.replace(/[（(]\s*[）)]/g, '').split(/[，,。；;：:！？!?]/);
  return clauses.filter((c) => c.trim()).at(-1) ?? '';
}
/** Stems that cannot be answered by picking true or false statements: a count, or 「不一定正确」. */
export const ASKS_OTHER = /不一定|几项|几个|几种|几句|几条|多少(?:项|个)/;
/**
 * 「违背物理学史实的是」「违背热力学第一定律的是」「能说明光具有粒子性的是」: the options are measured against something
 * else than their own truth, so picking the true (or false) statements would answer another question. (「属于…的是」
 * names a class, which only a chooser that reads classes — units, quantities — can answer.)
 */
export const ASKS_BY_ANOTHER_MEASURE = /违背|违反|矛盾|相悖|说明|证明|体现/;
/** 「属于第二定律表述的是」「属于矢量的是」: the options are sorted into a class, not judged true or false. */
export const ASKS_A_CLASS = /属于/;

/** Whether a statement stem asks for the true statements, the false ones, or something picking them cannot answer. */
export function statementsAsked(stem: string): 'true' | 'false' | null {
  const t = stem.replace(/\s+/g, '');
  if (ASKS_OTHER.test(t) || ASKS_BY_ANOTHER_MEASURE.test(t) || ASKS_A_CLASS.test(t)) return null;
  const wantsFalse = asksForFalse(t);
  return wantsFalse === null ? null : wantsFalse ? 'false' : 'true';
}

/**
 * A 多选 heading's scoring (「全部选对的得6分，选对但不全的得3分，有选错的得0分」) speaks of wrong choices, not of wrong
 * statements: it is no premise of the question. Each scoring clause is taken out on its own (it starts with its own
 * words and stops at 「得…分」, never crossing a punctuation mark or a 「是」), so the ask written right before an
 * unbracketed heading stays; brackets left holding nothing but punctuation go too.
 */
const SCORE = '(?:得[\\d０-９零〇一二三四五六七八九十半满]+分|不得分)';
const SCORING_CLAUSE = new RegExp(
  `(?:(?:全部|全|都)选对|全对|选对但?不全|部分选对|选不全|漏选|少选|(?:不选|不答)(?:或|、)?(?:有)?(?:选错|错选)?|有(?:选错|错选|错)|选错|错选)[^，,；;。：:（()）是]{0,8}?${SCORE}`,
  'g',
);
const withoutScoring = (stem: string) => stem.replace(SCORING_CLAUSE, '').replace(/[（(][\s，,；;、。：:]*[）)]/g, '');

/**
 * Whether the stem's ask (its last clause) names the wrong statements. Null when only a premise speaks of what is
 * wrong (「该同学的操作有误，下列说法正确的是」): which statements are asked is then not sure.
 */
export function asksForFalse(stem: string): boolean | null {
  const t = withoutScoring(stem.replace(/\s+/g, ''));
  const ask = askClause(t);
  if (ASKS_FALSE.test(ask) || ASKS_FALSE_IN_THE_ASK.test(ask)) return true;
  return ASKS_FALSE.test(t) ? null : false;
}

/**
 * The letters a "which statement" question asks for, once every option is decided: the true ones, or the false
 * ones when the stem asks for what is wrong. Several letters are kept: a gaokao physics question with more than one
 * right option often says so only in its section heading, which the problem text does not carry. Null when none fits.
 */
export function askedLetters(split: ChoiceSplit, truths: boolean[]): string[] | null {
  const asked = statementsAsked(split.stem);
  if (!asked) return null;
  const wantsFalse = asked === 'false';
  const picks = split.options.filter((_, i) => truths[i] !== wantsFalse).map((o) => o.letter);
  return picks.length > 0 ? picks : null;
}
