import { BLANK } from './exam';

/** 「的相反数」「的 2 倍」「的一半」: words after the blank that make what it holds another value than the one read. */
const CHANGED_AFTER_BLANK =
  /的\s*(?:相反数|倒数|一半|平方根|算术平方根|平方|立方|绝对值|\$?\s*\d+(?:\.\d+)?\s*\$?\s*倍|[二两三四五六七八九十]\s*倍)/;

/** 「则 ____ 是 $a$ 与 $b$ 的夹角」: the blank is what the rest of the sentence is said of. */
const BLANK_AS_SUBJECT = /^\s*(?:是|为|等于)/;

/**
 * A maths question answered with one value asks for one thing. 「则 $d=$ ____，$a_5=$ ____」 asks two things, and
 * 「则 ____ 是 $|a|$ 的一半」「$\tan 2\alpha$ 为 ____ 的相反数」 ask for a value the words go on to change: the value a
 * reader finds before the blank is not what the blank holds. Words that only say what is asked (「向右平移 ____ 个
 * 单位长度得到」) change nothing. With options, 「（ ）是奇函数」 is still one question.
 */
export function asksBeyondOneEndingBlank(stem: string, blanks: number, hasOptions: boolean): boolean {
  const first = stem.indexOf(BLANK);
  if (first < 0) return false;
  const after = stem.slice(first + BLANK.length);
  if (CHANGED_AFTER_BLANK.test(after)) return true;
  return !hasOptions && (blanks > 1 || BLANK_AS_SUBJECT.test(after));
}
