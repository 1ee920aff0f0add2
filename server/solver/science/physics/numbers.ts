import type { Quantity } from './quantities';
import { UNIT_PATTERN } from './units';

/** Exam decorations and labels that carry digits but no data: "13.", "(5 分)", "(1)", "①". */
const DECORATIONS: RegExp[] = [
  /^\s*\d{1,3}\s*[.．、]\s*(?!\d)/,
  /[(（[]\s*\d{1,2}\s*分\s*[)）\]]/g,
  /[(（]\s*\d{1,2}\s*[)）]/g,
  /第\s*[(（]?\d{1,2}[)）]?\s*问/g,
  // a subscript names a quantity (v_0, t_{1} read as v0, t1), it is not a value
  /(?<![A-Za-z])[A-Za-z](?:_\s*\{?\s*)?\d{1,2}(?:\s*\})?(?=\s*(?:=|为|是|取|[,，。、]|$))/g,
];
/** A unit written without a number (in the question: "合多少 m^3"), whose exponent is not data. */
const BARE_UNIT = new RegExp(`(?<![\\d.]\\s*)(?:${UNIT_PATTERN})`, 'g');
/** "g 取 10", "g = 9.8": the value is read as part of the situation. */
const G_VALUE = /(?:^|[^A-Za-z])g\s*(?:取|=|为|是)\s*\d+(?:\.\d+)?/g;

/**
 * The digits of the text that are neither a quantity with a unit nor a decoration: numbers the
 * formula engine would otherwise leave unused ("1000 张纸", "2 倍", "第 3 s"). A problem with any of
 * them is not understood as a whole.
 */
export function strayNumbers(text: string, qs: Quantity[]): string[] {
  let rest = '';
  let at = 0;
  for (const q of qs) {
    rest += `${text.slice(at, q.index)} `;
    at = q.end;
  }
  rest += text.slice(at);
  rest = rest.replace(G_VALUE, ' ');
  for (const re of DECORATIONS) rest = rest.replace(re, ' ');
  rest = rest.replace(BARE_UNIT, ' ');
  return [...rest.matchAll(/\d+(?:\.\d+)?/g)].map((m) => m[0]);
}

/**
 * A quantity whose unit runs on into another ("0.33 千米/秒" read only as far as 千米, "5 米每分")
 * or that counts from somewhere else ("第 3 s 内", "最后 1 s"): reading it as a plain value would be wrong.
 */
export function misreadQuantity(text: string, qs: Quantity[]): Quantity | undefined {
  return qs.find((q) => {
    const after = text.slice(q.end, q.end + 2);
    const before = text.slice(Math.max(0, q.index - 3), q.index);
    // 「第 5 s 末」 is the moment 5 s after the start; 「第 5 s 内」, 「最后 1 s」 are stretches of their own.
    const endOfSecond = /第[\s$]*$/.test(before) && q.unit === 's' && /^[\s$]*末/.test(text.slice(q.end, q.end + 4));
    return /^\s*(?:\/|每|·|\*|[A-Za-z])/.test(after) || (/(?:第|最后|最初)\s*$/.test(before) && !endOfSecond);
  });
}
