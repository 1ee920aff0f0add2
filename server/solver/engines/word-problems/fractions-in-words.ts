/**
 * Fractions and percents written in words (「七分之二公顷」「二又三分之一米」「百分之九十四」) as the digits most
 * textbooks print (2/7公顷, 2又1/3米, 94%): the value is the same, and the kinds read the relation words around them
 * (分之 of a whole, % of a rate) from the text, so one spelling is what they must see. 几分之几 and 百分之几 ask.
 */
const CN = '[零〇一二两三四五六七八九十百千万]+';
const NOT_AFTER = '(?<![零〇一二两三四五六七八九十百千万\\d.又])';

export function fractionsAsDigits(t: string, chineseNumber: (s: string) => number | null): string {
  const n = (s: string): number | null => (/^\d+$/.test(s) ? Number(s) : chineseNumber(s));
  return t
    .replace(/百分之(\d+(?:\.\d+)?|[零〇一二两三四五六七八九十百]+)(?![点\d])/g, (whole, p: string) => {
      const v = /^\d/.test(p) ? p : chineseNumber(p);
      return v === null ? whole : `${v}%`;
    })
    .replace(new RegExp(`${NOT_AFTER}(\\d+|${CN})又(${CN})分之(${CN})`, 'g'), (whole, w: string, d: string, m: string) => {
      const [a, b, c] = [n(w), n(m), n(d)];
      return a === null || b === null || !c || b >= c ? whole : `${a}又${b}/${c}`;
    })
    .replace(new RegExp(`${NOT_AFTER}(${CN})分之(${CN})`, 'g'), (whole, d: string, m: string) => {
      const [b, c] = [n(m), n(d)];
      return b === null || !c ? whole : `${b}/${c}`;
    });
}
