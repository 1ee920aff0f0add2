/**
 * Repairs of what photo OCR does to printed exam text, each restoring what was printed: a formula cut in two
 * by a misplaced dollar, quotation marks read as primes, one character read as a look-alike.
 */

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/** Where the last "(" left unclosed in a piece of formula stands (escaped "\(" not counted), or -1. */
function unclosedParen(s: string): number {
  const open: number[] = [];
  for (let i = 0; i < s.length; i++) {
    if (s[i - 1] === '\\') continue;
    if (s[i] === '(') open.push(i);
    else if (s[i] === ')') open.pop();
  }
  return open.length === 1 ? open[0] : -1;
}

/**
 * "$f($ x) $=2 x^{3}+x^{2}$", "$(2+b$ ) $(\sin A-\sin B)=…$": OCR closed the formula inside a bracket and reopened
 * it after the bracket. A formula that leaves one "(" open, followed by a short stretch without Chinese or a line
 * break that closes it, and then by the next formula, is one formula. A printed blank "($ )" has nothing inside
 * its bracket and is left to the blank reader.
 */
export function joinSplitFormulas(s: string): string {
  // The text as prose and formulas in turn: parts[odd] are the insides of paired "$…$".
  const parts = s.split(/(?<!\\)\$/);
  if (parts.length % 2 === 0) return s;
  for (let i = 1; i + 2 < parts.length; i += 2) {
    const a = parts[i];
    const mid = parts[i + 1];
    const at = unclosedParen(a);
    const close = mid.indexOf(')');
    if (at < 0 || close < 0 || mid.length > 12 || /[(\n]/.test(mid) || CJK.test(mid)) continue;
    if (!/[A-Za-z0-9]/.test(a.slice(at + 1) + mid.slice(0, close))) continue;
    parts.splice(i, 3, a + mid + parts[i + 2]);
    i -= 2;
  }
  let out = parts[0];
  for (let i = 1; i < parts.length; i += 2) out += `$${parts[i]}$${parts[i + 1]}`;
  return out;
}

/**
 * "若 ${ }^{\prime} a \perp b^{\prime}$": OCR reads the quotation marks around a condition (“a⊥b”) as primes, the
 * opening one on an empty group. A prime on nothing is never mathematics; the closing prime at the end of the
 * same formula belongs to it and goes too. A prime after a letter elsewhere (f′(x)) is left alone.
 */
export function quotesFromPrimes(s: string): string {
  const prime = String.raw`\^\s*\{\s*\\prime(?:\s*\\prime)?\s*\}`;
  const quoted = new RegExp(String.raw`\$\s*\{\s*\}\s*${prime}\s*([^$]*?)\s*(?:${prime})?\s*\$`, 'g');
  return s.replace(quoted, (_whole, inner: string) => `$${inner}$`);
}

/**
 * OCR reads 锥 as its look-alike 雉 in 圆锥, 棱锥 (三棱锥…), 锥体 and 锥形瓶. Only those words are repaired: 雉 (pheasant)
 * is a real word elsewhere, as in the classic 雉兔同笼.
 */
export function lookAlikeCharacters(s: string): string {
  return s.replace(/(?<=[圆棱])雉|雉(?=体|形瓶)/g, '锥');
}
