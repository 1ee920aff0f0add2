/**
 * Repairs of what photo OCR does to printed exam text, each restoring what was printed: quotation marks read as
 * primes, one character read as a look-alike. (A formula cut in two inside a bracket: closeSplitBrackets in clean.ts.)
 */

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
  // OCR may also leave a space inside the word ("圆 雉"): the repair runs before those spaces are dropped.
  return s.replace(/(?<=[圆棱][ \t]*)雉|雉(?=[ \t]*(?:体|形瓶))/g, '锥');
}
