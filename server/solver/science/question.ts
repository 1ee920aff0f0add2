/** The part of a problem that asks: after the last "求", else the last clause with 多少/几/？ or a blank "（ ）". */
export function questionPart(text: string): { text: string; index: number } {
  const qi = text.lastIndexOf('求');
  if (qi >= 0) return { text: text.slice(qi), index: qi };
  const clauses = [...text.matchAll(/[^，。；,;！!\n]+/g)];
  for (let i = clauses.length - 1; i >= 0; i--) {
    const c = clauses[i];
    if (/多少|几|[？?]|多大|多长|多远|多高|多快|多重|是否|[(（]\s*[)）]|_{2,}|(?:是|为|等于)\s*$/.test(c[0])) return { text: c[0], index: c.index };
  }
  return { text: '', index: text.length };
}
