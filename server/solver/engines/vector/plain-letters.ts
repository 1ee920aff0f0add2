/**
 * "已知单位向量 $a, b$ 的夹角为 60°，$k a-b$ 与 $a$ 垂直", "设 $a, b$ 为单位向量": papers (and OCR) often print vectors
 * as plain letters once the words have said they are vectors, the letters named after 向量 or before 「为…向量」. The
 * declared letters are marked as vectors in every formula, so that the vector reader treats them as it treats \vec{a}.
 * Nothing changes when no letter is declared, when a declared letter is also marked somewhere already, or when it
 * could be e or i.
 */
const DECLARED = [
  /(?:单位|非零|平面)?向量\s*\$\s*([a-z])\s*((?:,\s*[a-z]\s*){0,2})\$/g,
  /\$\s*([a-z])\s*((?:,\s*[a-z]\s*){1,2})\$\s*(?:为|是|均为|都是)\s*(?:两个|三个)?\s*(?:互相垂直的|垂直的|非零|平面)?\s*(?:单位)?向量/g,
];

export function markDeclaredVectors(text: string): string {
  const letters = new Set<string>();
  for (const re of DECLARED)
    for (const m of text.matchAll(re)) {
      letters.add(m[1]);
      for (const x of m[2].matchAll(/[a-z]/g)) letters.add(x[0]);
    }
  if (!letters.size || letters.has('e') || letters.has('i')) return splitChainedLengths(text);
  if (/\\(?:vec|overrightarrow|boldsymbol|mathbf|bm)\s*\{?\s*[a-z]/.test(text)) return splitChainedLengths(text);
  const letter = new RegExp(`(?<![\\\\a-zA-Z])([${[...letters].join('')}])(?![a-zA-Z_])`, 'g');
  return splitChainedLengths(text.replace(/\$([^$]*)\$/g, (_, f: string) => `$${f.replace(letter, '\\boldsymbol{$1}')}$`));
}

/**
 * 「$|\vec a|=|\vec b|=2$」: lengths printed as one chain of equalities ending in a value are that many conditions,
 * 「$|\vec a|=2, |\vec b|=2$」, as the reader takes them one by one.
 */
export function splitChainedLengths(text: string): string {
  return text.replace(/\$([^$]*)\$/g, (whole, f: string) => {
    const parts = f.split('=');
    if (parts.length < 3) return whole;
    const value = parts[parts.length - 1];
    const lengths = parts.slice(0, -1);
    if (!/^\s*-?[\d.\\{}a-z\s]+$/.test(value) || /[<>,]/.test(f)) return whole;
    if (!lengths.every((p) => /^\s*\|[^|]+\|\s*$/.test(p))) return whole;
    return `$${lengths.map((p) => `${p.trim()}=${value.trim()}`).join(', ')}$`;
  });
}
