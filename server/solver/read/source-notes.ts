/**
 * Notes a competition paper prints around a question that are not part of it: where it comes from (「【$2020$五年级卷第$33$题】」
 * 「\textbf{(2019 Youth Mathematics Olympics, Primary 5, Question \#7)}」「（2021年新希望杯二年级竞赛初赛数学试卷）」「(2018.SDYZ)」),
 * its difficulty (「★★★」「(中上)」) and the same question again in English on a bilingual paper.
 */

const CJK = /[\u3400-\u9fff]/;

/** A leading label: 【…】, a bold or plain bracket naming an olympiad in English, stars, stray ~ and the textbook edition. */
const LEADING = [
  /^【[^【】\n]{1,40}】\s*/,
  /^\\textbf\s*\{\s*\([^(){}\n]{3,100}\)\s*\}\s*/,
  /^\((?=[^()\n]*(?:Olympi|Question|Grade|Primary|Contest|Competition|\bQ\s*\d))[^()\n]{3,100}\)\s*/i,
  /^[★☆]+\s*/,
  /^(?:~|\\textasciitilde\s*(?:\{\})?)+\s*/,
  /^\((?:人教|北师大?|苏教|沪教|浙教|华师大?|冀教|青岛)版?\)\s*/,
];

/**
 * A source in brackets anywhere in the text: a year with a contest or paper word (杯, 赛, 卷, 试题, 考, 模拟, 小学,
 * 中学), a year with a school's initials (2018.SDYZ), or a difficulty word alone. The year is one (19xx/20xx followed
 * by 年, a dot or a contest's name): 「（其中$1200$本分给小学部）」 counts books and is part of the question.
 */
const SOURCE_NOTE =
  /\s*[(（](?:[^()（）\n]{0,12}(?<!\d)(?:19|20)\d{2}\s*(?:年|\.|·|(?=[^()（）\n]{0,12}(?:杯|赛)))[^()（）\n]{0,30}(?:杯|赛|卷|试题|考|模拟|小学|中学|学校)[^()（）\n]{0,16}|(?:19|20)\d{2}\s*[.·]\s*[A-Z]{2,8}|(?:中上|中下|中等|较难|偏难|基础|提高|难|易))[)）]\s*/g;

/**
 * A bracket that holds a given of the question besides its year (「（2019年比赛用剩的，已剪去$4$米）」): another number, or
 * a clause of its own. A source names only its year, the paper, the grade and the question number.
 */
function holdsAGiven(note: string): boolean {
  const rest = note
    .replace(/\$/g, '')
    .replace(/(?:19|20)\d{2}/, '')
    .replace(/第\s*\d+\s*[题届期]|\d+\s*年级|\d+\s*[.·]\s*[A-Z]{2,8}/g, '');
  return /\d|[，,；;：:]/.test(rest);
}

/** A score at the very end, 「…是(5分)」. */
const TRAILING_SCORE = /\s*\(\s*\d{1,2}\s*分\s*\)\s*$/;

export function dropLeadingNotes(text: string): string {
  let s = text;
  for (let round = 0; round < 4; round++) {
    const before = s;
    for (const re of LEADING) s = s.replace(re, '');
    if (s === before) break;
  }
  return s;
}

/** Sentences of `s`, split after . ? ! outside formulas (a decimal point inside "$0.5$" is not an end). */
function sentences(s: string): string[] {
  const out: string[] = [];
  let start = 0;
  let inFormula = false;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === '$' && s[i - 1] !== '\\') inFormula = !inFormula;
    else if (!inFormula && /[.?!。？！]/.test(c) && !/\d/.test(s[i + 1] ?? '')) {
      out.push(s.slice(start, i + 1));
      start = i + 1;
    }
  }
  if (start < s.length) out.push(s.slice(start));
  return out;
}

const MATH_NAMES = /^(?:sin|cos|tan|cot|log|ln|lg|max|min|exp|arcsin|arccos|arctan)$/;

/**
 * A sentence in English: no Chinese, and outside formulas two words or more (function names typed without a backslash
 * are not words), or one capitalised word that opens it (「Compute $12\times 5$.」).
 */
function isEnglish(sentence: string): boolean {
  if (CJK.test(sentence)) return false;
  const prose = sentence.replace(/\$[^$]*\$/g, ' ');
  const words = (prose.match(/[A-Za-z]*[a-z][A-Za-z]*/g) ?? []).filter((w) => w.length >= 2 && !MATH_NAMES.test(w));
  return words.length >= 2 || /^\s*[A-Z][a-z]{2,}\b/.test(prose);
}

/**
 * The question without its source notes, and without English sentences when it is also written in Chinese (a
 * bilingual paper prints the question twice; the Chinese one is read).
 */
export function dropSourceNotes(text: string): string {
  let s = dropLeadingNotes(text)
    .replace(SOURCE_NOTE, (note) => (holdsAGiven(note) ? note : ' '))
    .replace(TRAILING_SCORE, '');
  if (CJK.test(s)) {
    const kept = sentences(s).filter((x) => !isEnglish(x));
    if (kept.some((x) => CJK.test(x))) s = kept.join('');
  }
  // what is left of a dropped sentence at the start (「… one? . 有一列数」)
  return s
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.,，。;；?？!！]\s*/, '');
}
