/** Exam decorations around a question: its number, its score, its source, the answer blanks. */
import { lettersAsFormulas, scriptsToLatex } from './clean';
import { dropLeadingNotes } from './source-notes';

export interface Decorations {
  /** The question number as printed ("13", "3"), when there is one. */
  number: string | null;
  /** The points the question is worth, when printed ("(5 分)", "（本小题满分12分）"). */
  score: number | null;
  /** The text with the number, score and source tag removed. */
  text: string;
}

const SCORE = /[([【]\s*(?:本小?题)?(?:满分)?\s*(\d{1,2})\s*分\s*\$?\s*[)\]】]/;
const SOURCE = /^[([【]\s*\d{4}\s*(?:年|·|•|\.|\s)[^()[\]【】\n]{0,24}[)\]】]\s*/;

/**
 * A source tag naming the paper without its year, as collections of 真题 print it: 「（北京）」「（全国卷Ⅱ）」「【新高考Ⅰ】」
 * 「(2020·天津卷)」. Only a province or a national paper with the marks of a paper (卷, 甲乙丙, Ⅰ–Ⅲ, 理/文) may stand in it:
 * a bracket that says anything else is part of the question.
 */
const REGION_SOURCE =
  /^[([【（]\s*(?:(?:19|20)\d{2}\s*(?:年|·|•|\.)?\s*)?(?:高考)?(?:全国|新高考|新课标|北京|天津|上海|重庆|浙江|江苏|山东|海南|湖南|湖北|广东|福建|四川|辽宁|江西|安徽|陕西|山西|河北|河南|广西|云南|贵州|甘肃|吉林|黑龙江|内蒙古|宁夏|青海|新疆)(?:[省市]|[卷甲乙丙ⅠⅡⅢⅣIV123一二三理文科数学高考新课标全国·•.\s、,，-]){0,12}[)\]】）]\s*/;
const NUMBER =
  /^\s*(?:第\s*(\d{1,3})\s*题\s*[:.、]?|(\d{1,3})\s*(?:[.、](?!\d)|\)(?!\d))|[(]\s*(\d{1,3})\s*[)]|例\s*(\d{1,3})\s*[:.、]?)\s*/;
/**
 * A source tag as other papers print it, in half- or full-width brackets: 「(2019·全国Ⅰ卷)」「（2021年湖北卷）」「【2018 北京】」,
 * after the question number if there is one.
 */
const SOURCE_TAG = /^(\s*\d{1,3}\s*[.．、]\s*)?[(（[【]\s*(?:19|20)\d{2}\s*(?:年|·|•|\.|\s)[^()（）[\]【】\n]{0,24}[)）\]】]\s*/;

/**
 * The text as it arrived for the readers that take it so (the science engines, which strip the number and score
 * themselves): without its leading source tag and labels (「【题文】」, whose year they would read as a given), and with a
 * lone letter in the words written as the formula GAOKAO prints (「光速为 c」 → 「光速为 $c$」), Unicode powers and
 * subscripts as TeX (「10⁹」 → 「10^{9}」) as every other reader gets them.
 */
export function asArrivedForScience(raw: string): string {
  return lettersAsFormulas(scriptsToLatex(dropSourceTags(raw)));
}

function dropSourceTags(raw: string): string {
  let s = raw;
  for (let round = 0; round < 3; round++) {
    const before = s;
    s = s.replace(SOURCE_TAG, (_m, number?: string) => number ?? '');
    const number = /^\s*\d{1,3}\s*[.．、]\s*/.exec(s)?.[0] ?? '';
    s = number + dropLeadingNotes(s.slice(number.length));
    if (s === before) break;
  }
  return s;
}

const TYPE_TAG = /^[([【]\s*(?:多选|单选|多项选择|单项选择|不定项)(?:题)?\s*[)\]】]\s*/;

/** Removes a leading question number, a score in brackets and a source tag such as "(2022·全国甲卷)". */
export function stripDecorations(text: string): Decorations {
  // Exam instructions pasted with the question ("在每小题给出的选项中，有多项符合题目要求。全部选对的得5分，…").
  let s = text.replace(INSTRUCTIONS, ' ').trim();
  let number: string | null = null;
  let score: number | null = null;
  for (let round = 0; round < 4; round++) {
    const before = s;
    const n: RegExpExecArray | null = number === null ? NUMBER.exec(s) : null;
    if (n) {
      number = n[1] ?? n[2] ?? n[3] ?? n[4] ?? null;
      s = s.slice(n[0].length);
    }
    const sc = SCORE.exec(s);
    if (sc && sc.index <= 2) {
      score = Number(sc[1]);
      // "(5 分 $) \frac{…}$": the formula's opening dollar was printed inside the score; it stays.
      const rest = s.slice(sc.index + sc[0].length);
      const dollar = sc[0].includes('$') && (rest.match(/\$/g) ?? []).length % 2 === 1 ? '$' : '';
      s = (s.slice(0, sc.index) + dollar + rest.trimStart()).trimStart();
    }
    s = dropLeadingNotes(s.replace(SOURCE, '').replace(REGION_SOURCE, '').replace(TYPE_TAG, ''));
    if (s === before) break;
  }
  // A score printed elsewhere in the first line ("…（本小题满分12分）").
  const anywhere = /[([【]\s*本小?题满分\s*(\d{1,2})\s*分\s*[)\]】]/.exec(s);
  if (anywhere) {
    score ??= Number(anywhere[1]);
    s = s.slice(0, anywhere.index) + s.slice(anywhere.index + anywhere[0].length);
  }
  return { number, score, text: s.trim() };
}

// 「结果用百分数（小数）表示」 asks another form of the answer than the exact one the engines give: it stays, so it is read
const INSTRUCTIONS =
  /[(（]\s*(?:用数字(?:作答|填写答案?)|(?:结果|答案)用(?![^()（）]{0,12}(?:百分|小数))[^()（）]{0,12}表示|填(?:写)?(?:数字|数值|最简[^()（）]{0,6}))\s*[)）]|(?:[一二三四五六七八九十]+\s*[、.]\s*)?(?:(?:单项|多项)?选择题|填空题)?\s*[:：]?\s*本(?:大)?题共\s*\d+\s*小题[^。\n]*[。\n]|在每小题给出的[^。\n]*[。\n]|(?:全部|部分)选对的?得[^。\n]*[。\n]|有选错的?得\s*0\s*分[。\n]?/g;

/** Answer blanks: underscores, empty brackets, \quad in brackets, \underline{\quad} and \uline{~~~} (with the ~ spaces around it). */
const BLANK_PATTERNS: RegExp[] = [
  /~*\\u(?:nder)?line\s*\{(?:\s|\\quad|\\qquad|\\hspace\{[^}]*\}|~)*\}~*/g,
  /(?:\\_){2,}/g,
  /[_＿]{2,}/g,
  /\(\s*\$?(?:\s|\\quad|\\qquad|\\;|\\,|~)*\$?\s*\)/g,
  /\$\s*(?:\\quad|\\qquad)+\s*\$/g,
  // 「则 $a=$ $\qquad$」 once the two formulas are joined: 「$a= \qquad$」, the space ending the formula after =
  /(?<==\s*)(?:\\quad|\\qquad)(?:\s*\\q?quad)*(?=\s*\$)/g,
];

export const BLANK = '____';

/**
 * OCR prints the answer bracket "（ ）" half inside a formula: "为 $($ )", "则 $a=($ )". The "$" inside the bracket
 * closes the formula opened before it (the dollars before it are odd in number): it is moved out, so the formula
 * keeps both its dollars (an empty one is dropped) and the bracket is a blank like any other.
 */
function closeFormulaBeforeBlank(text: string): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(/\(\s*\$\s*\)/g)) {
    const at = m.index ?? 0;
    const before = text.slice(0, at);
    if ((before.match(/\$/g) ?? []).length % 2 === 0) continue;
    const open = before.lastIndexOf('$');
    const empty = /^\s*$/.test(before.slice(open + 1));
    out += empty ? `${text.slice(last, open)} ( )` : `${text.slice(last, at)}$ ( )`;
    last = at + m[0].length;
  }
  return out + text.slice(last);
}

/** Replaces every answer blank with "____"; returns the text and how many blanks there were. */
export function markBlanks(text: string): { text: string; blanks: number } {
  // the printed answer bracket whose closing half OCR set as a formula, "范围是（ $)$": one blank, no stray dollar
  let s = closeFormulaBeforeBlank(text.replace(/[(（]\s*\$\s*[)）]\s*\$/g, '( )'));
  // 「应上涨$ \%$才能」: a percent sign with nothing before it is a blank asking a percentage
  s = s.replace(/(?<=[\u4e00-\u9fff])\s*\$\s*\\%\s*\$/g, ` ${BLANK} %`);
  let blanks = 0;
  for (const re of BLANK_PATTERNS) {
    s = s.replace(re, () => {
      blanks++;
      return ` ${BLANK} `;
    });
  }
  s = s
    .replace(/\$\s*____\s*\$/g, ` ${BLANK} `)
    // 「则 $k=$ $\underline{\quad}$」: the two formulas were joined, and the blank ends the first one; it follows it.
    .replace(/=\s*____\s*\$/g, `=$ ${BLANK} `)
    // OCR keeps one bracket of a printed "（ ）" beside the blank: "=($ ( )", "为（ ()".
    .replace(/[(（](\s*\$?)\s*____(?!\s*[)）])/g, `$1 ${BLANK} `)
    .replace(/(?:\s*____\s*)+/g, ` ${BLANK} `)
    .replace(/[ \t]+/g, ' ')
    .trim();
  s = quantityByItsLetter(s);
  let count = (s.match(/____/g) ?? []).length;
  // "则 $S_{10}=$" and "…的方程为" at the very end: the blank is the end of the line.
  if (!count && blanks === 0 && /(?:=|为|是|等于)\s*\$?\s*[。.]?$/.test(s)) count = 1;
  return { text: s, blanks: count };
}

/** 「离心率 $e=$ ____」「半径 $r=$」「最小正周期 $T=$」 ask the quantity by its letter: read as 「离心率为 ____」. */
const NAMED_BY_LETTER: Array<[string, string]> = [
  ['离心率', 'e'],
  ['半径', '[rR]'],
  ['最小正周期|周期', 'T'],
];

function quantityByItsLetter(text: string): string {
  let s = text;
  for (const [word, letter] of NAMED_BY_LETTER)
    s = s.replace(new RegExp(`(${word})\\s*\\$\\s*${letter}\\s*=\\s*\\$\\s*(?=____\\s*[。.]?\\s*$|[。.]?\\s*$)`), '$1为 ');
  return s;
}

/**
 * 「则 $a$ 的值为（ ）」「则 $a_{5}$ 的值是」 ask what 「则 $a=$」 asks: one lettered quantity's value at the very end of
 * the stem, before its blank if printed. Only right after 则 (「则实数 $a$」): 「…取得最小值时 $x$ 的值为」 asks where
 * something else is least, and is left as written.
 */
export function valueAskedAsEquals(text: string): string {
  return text.replace(
    /(?<=则\s*(?:实数|常数|正数|正实数|整数|正整数|自然数)?\s*)\$\s*([A-Za-z](?:\s*_\s*(?:\{\s*\w+\s*\}|\w))?)\s*\$\s*的值\s*(?:为|是|等于)\s*(?=(?:[(（]\s*\$?\s*[)）]\s*\$?|____)?\s*[。.]?\s*$)/,
    (_m, name: string) => `$${name}=$ `,
  );
}

/**
 * "…, 求 $a$ 的值." and "…, 则 $a=$" ask the same thing; a question that ends by asking for one formula with 求 (no
 * relation inside it, no blank after it) is read in the blank form "则 $a=$" that every reader knows. A 求 that asks
 * for more (a range, an equation, several things) is left as it is.
 */
export function askForAsBlank(text: string): string {
  return askedInWords(text).replace(
    /([,，.。;；]\s*|^|(?<=\$)\s*)(?:试求|求出|求)\s*(实数|常数|正数|正整数)?\s*\$([^$=<>]+?)\s*\$\s*(?:的值)?\s*[.。?？]?\s*$/,
    (_whole, before: string, word: string | undefined, target: string) => `${before}则${word ? ` ${word}` : ''} $${target}=$`,
  );
}

/**
 * 「…的离心率是多少？」「…的切线方程是什么？」: the ask in words is the blank 「…是 ____」, when the last clause is about a
 * formula (a word problem's 「一共是多少？」 is read by its own engine and stays).
 */
const MATHS_ASKED = /离心率|系数|常数项|方程|坐标|虚部|实部|周期|最[大小]值|极[大小]值|公差|公比|通项|渐近线|焦点|准线|焦距|长轴|短轴/;

function askedInWords(text: string): string {
  const ask = /(?:是|为|等于)\s*(?:多少|什么)\s*[?？]?\s*$/.exec(text);
  if (!ask || !text.includes('$')) return text;
  const clause =
    text
      .slice(0, ask.index)
      .split(/[,，。;；]/)
      .pop() ?? '';
  if (!clause.includes('$') && !MATHS_ASKED.test(clause)) return text;
  return `${text.slice(0, ask.index)}${ask[0].replace(/\s*(?:多少|什么)\s*[?？]?\s*$/, '')} ____`;
}

/** Whether several options may be right ("多选", "有多项符合题目要求", "全部选对的得 5 分"). */
export function isMultiSelect(text: string): boolean {
  return /多选|多项选择|不定项|有多项符合题目要求|多个选项符合|全部选对的?得|部分选对的?得|选对但不全/.test(text);
}
