import { COUNT, smallCount } from './chinese-count';

export interface TruthCount {
  /** How many statements are true. */
  trueCount: number;
  phrase: string;
}

const BOUND = /至少|至多|最多|最少|不止|起码|不超过|不少于|多于|少于|半|部分/;
const NEGATION = /不|没|未|非/;
const TRUE_WORD = '真话|实话|对的|对|正确|真的';
const FALSE_WORD = '假话|谎话|错的|错|错误|假的|谎';
// 「一个人」「一位同学」「一只小猫说」: a noun of up to three characters only before a word of saying.
const WHO = '(?:个人|个|人|位|名|只|句话|句)?(?:同学|小朋友|学生|[\\u4e00-\\u9fa5]{1,3}?(?=说|猜|预测))?';
const SAYING = '(?:说|猜|预测|的话|话)?(?:的|得|了)?(?:是)?';

/**
 * 「只有一个人说对了」「只有一人说了假话」「恰有两个人说真话」「说对的只有一人」「他们都说错了」, as the number of true
 * statements among `statements`. Null when no such phrase, or more than one, is found.
 */
export function readTruthCount(text: string, statements: number): TruthCount | null {
  // 「至多/至少一人说对」 bound the count rather than give it; 「每人都说对了一半」 counts halves of statements.
  if (BOUND.test(text)) return null;
  const found: TruthCount[] = [];
  const add = (phrase: string, n: number | null, word: string, at: number) => {
    if (n === null || n > statements) return;
    // 「只有一人没有说谎」「并不都说对了」: a negation turns the count around; it is not read.
    if (NEGATION.test(phrase) || NEGATION.test(text.slice(Math.max(0, at - 2), at))) {
      found.push({ trueCount: -1, phrase });
      return;
    }
    const isTrue = new RegExp(`^(?:${TRUE_WORD})$`).test(word);
    found.push({ trueCount: isTrue ? n : statements - n, phrase });
  };
  const forward = new RegExp(`(?:有且只有|只有|仅有|恰有|恰好有|正好有|有)(${COUNT})${WHO}${SAYING}(${TRUE_WORD}|${FALSE_WORD})了?`, 'g');
  for (const m of text.matchAll(forward)) add(m[0], smallCount(m[1]), m[2], m.index ?? 0);
  const backward = new RegExp(
    `(?:说|猜|预测)了?(?:的是)?(${TRUE_WORD}|${FALSE_WORD})(?:的)?(?:人|同学)?(?:只有|仅有|恰有|有)(${COUNT})${WHO}`,
    'g',
  );
  for (const m of text.matchAll(backward)) add(m[0], smallCount(m[2]), m[1], m.index ?? 0);
  const all = new RegExp(`(?:都(?:说|猜|预测)了?(?:的是)?|(?:说的|的话)都是)(${TRUE_WORD}|${FALSE_WORD})了?`, 'g');
  for (const m of text.matchAll(all)) add(m[0], statements, m[1], m.index ?? 0);
  return found.length === 1 && found[0].trueCount >= 0 ? found[0] : null;
}

export const TRUE_WORDS = TRUE_WORD;
export const FALSE_WORDS = FALSE_WORD;
