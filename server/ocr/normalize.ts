const CJK = '\\u2E80-\\u2FDF\\u3040-\\u30FF\\u3400-\\u4DBF\\u4E00-\\u9FFF\\uF900-\\uFAFF';
const CJK_PUNCT = '\\u3000-\\u303F\\uFF01-\\uFF0F\\uFF1A-\\uFF20';
const BETWEEN_CJK = new RegExp(`(?<=[${CJK}${CJK_PUNCT}])[ \\t]+(?=[${CJK}${CJK_PUNCT}])`, 'g');
const CJK_THEN_ASCII_PUNCT = new RegExp(`(?<=[${CJK}])[ \\t]+(?=[,.;:!?)\\]])`, 'g');
/** After NFKC a Chinese "，" is ",": the space tesseract adds after it is not the writer's. */
const ASCII_PUNCT_THEN_CJK = new RegExp(`(?<=[${CJK}\\d)][,.;:!?])[ \\t]+(?=[${CJK}])`, 'g');
/** Tesseract reads the digit 1 as "l" or "I" next to operators; only fixed where no word can stand. */
const ONE_MISREAD = /(?<=[0-9+\-=*/×÷(^])[lI](?=$|[0-9\s,.;:)=+\-*/，。；：、）])/gm;
/** A printed caret comes back as "A" ("xA2"); a capital A right after a variable and before a digit is not a word. */
const CARET_MISREAD = /(?<=[a-z)])A(?=[0-9])/g;

/** Full-width forms folded (NFKC), whitespace collapsed per line, the spaces between Chinese characters removed, empty lines dropped. */
function cleanLines(raw: string, fixLine: (line: string) => string): string {
  return raw
    .normalize('NFKC')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) =>
      fixLine(line.replace(/[\t\f\v \u00A0\u3000]+/g, ' '))
        .replace(BETWEEN_CJK, '')
        .replace(CJK_THEN_ASCII_PUNCT, '')
        .replace(ASCII_PUNCT_THEN_CJK, '')
        .trim(),
    )
    .filter((line) => line.length > 0)
    .join('\n');
}

/**
 * Cleans tesseract output: NFKC (full-width letters, digits and punctuation become ASCII),
 * whitespace collapsed per line, the spaces tesseract puts between Chinese characters removed,
 * empty lines dropped, and tesseract's usual misreadings of 1 and ^ next to math put right.
 */
export function normalizeOcrText(raw: string): string {
  return cleanLines(raw, (line) => line.replace(ONE_MISREAD, '1').replace(CARET_MISREAD, '^'));
}

/** The same cleaning for a vision model's text, without the fixes of tesseract's misreadings (its LaTeX is left as written). */
export function normalizeModelText(raw: string): string {
  return cleanLines(raw, (line) => line);
}
