import { cleanLatex, scriptsToLatex } from '../../read/clean';

/** Turns what a student typed (full-width characters, superscripts, LaTeX delimiters) into plain ASCII-ish math text. */

export function normalize(input: string): string {
  let s = input.length > 20000 ? input.slice(0, 20000) : input;
  s = cleanLatex(scriptsToLatex(s).normalize('NFKC'));
  s = s
    .replace(/\\\(|\\\)|\\\[|\\\]/g, '$')
    .replace(/[“”‘’]/g, '')
    .replace(/[－﹣—]/g, '-')
    .replace(/\u3000/g, ' ')
    .replace(/′/g, "'")
    .replace(/、/g, ',')
    .replace(/\r/g, '');
  // LaTeX thin spaces and upright d's would otherwise split or hide "dx".
  s = s.replace(/\\[,;:!]/g, ' ').replace(/\\(?:mathrm|operatorname|text|mathit)\s*\{\s*d\s*\}/g, 'd');
  // Systems written with cases/array environments become comma-separated equations.
  s = s
    .replace(/\\left\s*\\\{|\\right\s*\./g, ' ')
    .replace(/\\begin\{(?:cases|array|aligned|align\*?|gathered|matrix)\}(?:\{[^}]*\})?/g, ',')
    .replace(/\\end\{(?:cases|array|aligned|align\*?|gathered|matrix)\}/g, ',')
    .replace(/\\\\/g, ',')
    .replace(/&/g, ' ');
  // A leading problem number ("1.", "(2)", "第3题") and its score ("(5 分)") are not part of the math.
  s = s.replace(/^\s*(?:\d+[.、)](?![\d])|\(\d+\)|第\s*\d+\s*题[:.]?|例\s*\d*[:.]?)\s*/, '');
  s = s.replace(/^\s*\(\s*(?:本小?题)?(?:满分)?\s*\d{1,2}\s*分\s*\)\s*/, '');
  return s;
}

/** Characters that may belong to a formula (everything else, e.g. Chinese text, ends it). */
const MATH_CHAR = /[\x20-\x7EÀ-ÿ×÷·⋅−≤≥≠π∞°√∛…⋯±→∫∑∈∪∩∅αβγθφωλμε′]/;

/** English/Spanish words that carry no mathematical content in problem statements. */
const STOP_WORDS = new Set([
  'solve',
  'find',
  'the',
  'of',
  'for',
  'and',
  'equation',
  'equations',
  'system',
  'value',
  'values',
  'compute',
  'calculate',
  'evaluate',
  'simplify',
  'factor',
  'factorize',
  'expand',
  'derivative',
  'integral',
  'limit',
  'sum',
  'inequality',
  'what',
  'is',
  'if',
  'given',
  'that',
  'real',
  'roots',
  'root',
  'please',
  'resuelve',
  'resolver',
  'calcula',
  'calcular',
  'halla',
  'hallar',
  'la',
  'el',
  'de',
  'ecuacion',
  'ecuación',
  'ecuaciones',
  'sistema',
  'siguiente',
  'resuelva',
  'derivada',
  'integral',
  'valor',
  'del',
  'los',
]);

export interface Extracted {
  /** Formula-like pieces, in order. */
  segments: string[];
  /** Everything that is not a formula (Chinese words, English stop words removed), for vocabulary checks. */
  prose: string;
}

function isMathy(seg: string): boolean {
  return /[0-9A-Za-z\\π∞√∫∑]/.test(seg);
}

/** Splits at commas/semicolons that are not inside brackets. */
export function splitTopLevel(s: string, seps = ',;'): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of s) {
    if ('([{'.includes(ch)) depth++;
    if (')]}'.includes(ch)) depth = Math.max(0, depth - 1);
    if (depth === 0 && seps.includes(ch)) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out;
}

/** Removes answer blanks such as "____", "( )", "（ ）". */
export function stripBlanks(s: string): string {
  return s
    .replace(/_{2,}/g, ' ')
    .replace(/\(\s*\)/g, ' ')
    .replace(/\[\s*\]/g, ' ');
}

export function extract(normalized: string): Extracted {
  const text = stripBlanks(normalized.replace(/\$/g, ' '));
  const segments: string[] = [];
  let prose = '';
  let run = '';
  const flush = () => {
    if (!run) return;
    prose += ' ';
    for (const part of splitTopLevel(removeStopWords(run).replace(/[:?]/g, ','))) {
      const cleaned = part.trim().replace(/(?<![<>!])[=.\s]+$/, '');
      if (cleaned && isMathy(cleaned)) segments.push(cleaned);
      else prose += ` ${part.trim()} `;
    }
    run = '';
  };
  for (const ch of text) {
    if (MATH_CHAR.test(ch)) run += ch;
    else {
      flush();
      prose += ch;
    }
  }
  flush();
  return { segments, prose: prose.replace(/\s+/g, ' ').trim() };
}

function removeStopWords(s: string): string {
  return s.replace(/(?<![\\A-Za-z])[A-Za-zéóáíú]{2,}(?![A-Za-z])/g, (w) => (STOP_WORDS.has(w.toLowerCase()) ? ',' : w));
}
