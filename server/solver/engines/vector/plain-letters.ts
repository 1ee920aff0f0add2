/**
 * "已知单位向量 $a, b$ 的夹角为 60°，$k a-b$ 与 $a$ 垂直": papers (and OCR) often print vectors as plain letters once
 * the words have said they are vectors. The letters the text declares with 向量 are marked as vectors in every
 * formula, so that the vector reader treats them as it treats \vec{a}. Nothing changes when no letter is declared,
 * when a declared letter is also marked somewhere already, or when it could be e or i.
 */
const DECLARED = /(?:单位|非零|平面)?向量\s*\$\s*([a-z])\s*((?:,\s*[a-z]\s*){0,2})\$/g;

export function markDeclaredVectors(text: string): string {
  const letters = new Set<string>();
  for (const m of text.matchAll(DECLARED)) {
    letters.add(m[1]);
    for (const x of m[2].matchAll(/[a-z]/g)) letters.add(x[0]);
  }
  if (!letters.size || letters.has('e') || letters.has('i')) return text;
  if (/\\(?:vec|overrightarrow|boldsymbol|mathbf|bm)\s*\{?\s*[a-z]/.test(text)) return text;
  const letter = new RegExp(`(?<![\\\\a-zA-Z])([${[...letters].join('')}])(?![a-zA-Z_])`, 'g');
  return text.replace(/\$([^$]*)\$/g, (_, f: string) => `$${f.replace(letter, '\\boldsymbol{$1}')}$`);
}
