/**
 * The words that join a maths question's clauses, written as every reader knows them. Papers and textbooks say the
 * same thing several ways: 「如果 $a>0$，那么 $a+1$ 的最小值为」 is 「若 $a>0$，则 $a+1$ 的最小值为」; 「…的系数为 5。则 $a=$」
 * is 「…的系数为 5，则 $a=$」; 「下列结论中，正确的是」 is 「下列结论中正确的是」.
 */

/** A clause's start: the text's start (after a question number and score) or a comma, full stop or semicolon before it. */
const CLAUSE = String.raw`(^\s*(?:\d{1,3}\s*[.、]\s*)?(?:[(（]\s*\d{1,2}\s*分\s*[)）]\s*)?|[，,。；;]\s*|(?<![0-9])\.\s*)`;
/**
 * 如果 / 那么 are read as 若 / 则 only when their clause speaks of a lettered formula: word problems keep their
 * 如果 (several of their kinds refuse a story told with 如果, and must go on refusing it).
 */
const ABOUT_A_FORMULA = String.raw`(?=[^，,。；;]*?\$[^$]*[A-Za-z\\])`;

export function plainConnectives(s: string): string {
  return (
    s
      .replace(new RegExp(`${CLAUSE}(?:如果|假如|倘若)${ABOUT_A_FORMULA}`, 'g'), '$1若')
      .replace(new RegExp(`${CLAUSE}那么${ABOUT_A_FORMULA}`, 'g'), '$1则')
      // 「…为 32。则 $a=$」: the asking clause split off by a full stop is joined as by a comma (「；则」 likewise).
      .replace(/\s*(?:。|(?<![0-9])\.(?!\d))\s*(?=则)/g, ', ')
      // 「下列结论中，正确的是」: the comma after 中 separates nothing.
      .replace(/((?:下列|以下|下面)[\u4e00-\u9fa5]{1,8}?中)\s*[,，]\s*(?=(?:不正确|错误|正确|不成立|成立|为真|为假)的)/g, '$1')
  );
}
