import { BLANK } from './exam';

/** What may follow the one answer blank that ends a question: a unit (「____ cm³」「____ 元」) and its full stop. */
const TAIL_AFTER_ENDING_BLANK = /^(?:\$[^$]*\$|[a-zA-Z%°\s]+|[元个人种天度米克分秒次倍项条块])?\s*[。.．]?$/;

/** 「的相反数」「的 2 倍」「的一半」: words after the blank that make what it holds another value than the one read. */
const CHANGED_AFTER_BLANK =
  /的\s*(?:相反数|倒数|一半|平方根|算术平方根|平方|立方|绝对值|\$?\s*\d+(?:\.\d+)?\s*\$?\s*倍|[二两三四五六七八九十]\s*倍)/;

/**
 * A maths question answered with one value asks for one thing at its end. 「则 $d=$ ____，$a_5=$ ____」 asks two
 * things, and 「则 ____ 是 $|a|$ 的一半」「$\tan 2\alpha$ 为 ____ 的相反数」 ask for a value the words go on to
 * change: the value a reader finds before the blank is not what the blank holds. With options, 「（ ）是奇函数」
 * is still one question; only words that change the value (的相反数, 的 2 倍) make the blank another thing.
 */
export function asksBeyondOneEndingBlank(stem: string, blanks: number, hasOptions: boolean): boolean {
  const at = stem.lastIndexOf(BLANK);
  if (hasOptions) return at >= 0 && CHANGED_AFTER_BLANK.test(stem.slice(stem.indexOf(BLANK)));
  if (blanks > 1) return true;
  return at >= 0 && !TAIL_AFTER_ENDING_BLANK.test(stem.slice(at + BLANK.length).trim());
}
