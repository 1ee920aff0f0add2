/**
 * Cleaning of question text as it arrives from a photo (OCR with LaTeX) or a paste: full-width
 * punctuation, display-only LaTeX commands, stray dollar signs and the spaces OCR puts between Chinese
 * characters. Nothing here changes what a formula means.
 */
import { plainConnectives } from './connectives';
import { halfLinesAsInequalities } from './half-lines';
import { lookAlikeCharacters, quotesFromPrimes } from './ocr-repairs';
import { storyWording } from './story-wording';

const CJK = '\\u3400-\\u9fff\\uf900-\\ufaff';

/** LaTeX commands that only change how a formula looks (sizes, styles, spacing). */
export function cleanLatex(input: string): string {
  let s = input
    .replace(/\\(?:dfrac|tfrac|cfrac)(?![a-zA-Z])/g, '\\frac')
    // "\frac12" and "\sqrt3" are TeX shorthand for \frac{1}{2} and \sqrt{3}.
    .replace(/\\frac\s*(\d)\s*(\d)/g, '\\frac{$1}{$2}')
    .replace(/\\frac\s*(\{[^{}]*\})\s*(\d)/g, '\\frac$1{$2}')
    .replace(/\\sqrt\s*(\d)/g, '\\sqrt{$1}')
    .replace(/\\(?:displaystyle|textstyle|scriptstyle|limits|nolimits)(?![a-zA-Z])\s*/g, '')
    .replace(/\\(?:big|Big|bigg|Bigg)[lr]?(?![a-zA-Z])\s*/g, '')
    // One spelling for each relation: papers print \leqslant, \le or ≤ (and ≦ on older scans) for the same "≤".
    .replace(/\\leqslant(?![a-zA-Z])|\\le(?![a-zA-Z])|[≤≦⩽]\s*/g, '\\leq ')
    .replace(/\\geqslant(?![a-zA-Z])|\\ge(?![a-zA-Z])|[≥≧⩾]\s*/g, '\\geq ')
    .replace(/\\ne(?![a-zA-Z])|≠\s*/g, '\\neq ')
    // \lbrace and \rbrace are the braces \{ \} by name.
    .replace(/\\lbrace(?![a-zA-Z])\s*/g, '\\{')
    .replace(/\s*\\rbrace(?![a-zA-Z])/g, '\\}')
    .replace(/\\varnothing(?![a-zA-Z])/g, '\\emptyset')
    // Text-mode symbols of word-processor LaTeX: \textgreater{} is ">", \textasciitilde is the range sign "～" (1～20),
    // \text{=} an upright "=", and an English ordinal's \textsuperscript{nd} only a suffix.
    .replace(/\\textgreater(?![a-zA-Z])\s*(?:\{\})?/g, '>')
    .replace(/\\textless(?![a-zA-Z])\s*(?:\{\})?/g, '<')
    .replace(/\\textasciitilde(?![a-zA-Z])\s*(?:\{\})?/g, '\\sim ')
    .replace(/\\text\s*\{\s*([=<>+-])\s*\}/g, '$1')
    .replace(/\\textsuperscript\s*\{[a-z]{1,3}\}/g, '')
    // The number sets N, Z, Q, R are printed bold as often as blackboard bold: one spelling, \mathbb{Z}.
    .replace(/\\(?:mathbf|bm|boldsymbol)\s*\{\s*([NZQR])\s*\}/g, '\\mathbb{$1}')
    .replace(/(\\in\s*)\\mathrm\s*\{\s*([NZQR])\s*\}/g, '$1\\mathbb{$2}')
    // "\operatorname{ln}", "\mathrm{sin}": a function name set upright by hand is the function's command.
    .replace(/\\(?:operatorname|mathrm|rm)\s*\{\s*(arcsin|arccos|arctan|sin|cos|tan|cot|ln|lg|log|exp)\s*\}/g, '\\$1 ')
    // "$(x-2)$ ${ }^{2}+y^{2}=4$": the same exponent printed after the formula closed; one formula again.
    .replace(/(?<=[)\]}])\s*\$\s*\$\s*\{\s*\}\s*(?=\^)/g, '')
    // "(1+x){ }^{5}": OCR sets an exponent on an empty group after the base; it is the base's exponent.
    .replace(/(?<=[)\]}])\s*\{\s*\}\s*(?=\^)/g, '')
    // \left( … \right) are only sizes.
    .replace(/\\left\s*([([|])/g, '$1')
    .replace(/\\right\s*([)\]|])/g, '$1')
    .replace(/\\left\s*\\langle/g, '\\langle')
    .replace(/\\right\s*\\rangle/g, '\\rangle')
    // (two levels of braces inside: 「\left\{x \mid y=\sqrt{4-x^{2}}\right\}」)
    .replace(/\\left\s*\\\{((?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*)\\right\s*\\\}/g, '\\{$1\\}');
  // A system's "\left\{ … \right." is kept for the system readers; elsewhere "\left." and "\right." are sizes.
  if (!/\\left\s*\\\{/.test(s)) s = s.replace(/\\(?:left|right)\s*\.\s*/g, '');
  return s;
}

const SYMBOL_COMMANDS: Record<string, string> = {
  '∈': '\\in ',
  '∉': '\\notin ',
  '∩': '\\cap ',
  '∪': '\\cup ',
  '⊆': '\\subseteq ',
  '⊇': '\\supseteq ',
  '⊊': '\\subsetneqq ',
  '⊂': '\\subset ',
  '∅': '\\emptyset ',
  π: '\\pi ',
  '°': '^{\\circ}',
  '×': '\\times ',
  '·': '\\cdot ',
  '⋅': '\\cdot ',
  '⊥': '\\perp ',
  '∥': '\\parallel ',
  '△': '\\triangle ',
  '∠': '\\angle ',
};
const FUNCTION_NAMES = /(?<![\\a-zA-Z])(arcsin|arccos|arctan|sin|cos|tan|cot|ln|lg|log|exp)(?![a-zA-Z])/g;

/**
 * Inside a formula, the same mathematics typed or read in other spellings: symbols as Unicode characters (x∈A,
 * A∩B, 2π, 30°, √3) rather than commands, function names without their backslash ("sin x", "ln x"), and the spaces
 * OCR leaves inside a subscript or exponent ("a_{ n }"). Text outside "$…$" is left as it is (a word problem's
 * "30°" or "π" is read by its own reader).
 */
export function formulaSpellings(s: string): string {
  return s.replace(/(?<!\\)\$([^$]+)(?<!\\)\$/g, (_whole, f: string) => {
    const g = f
      .replace(/[∈∉∩∪⊆⊇⊊⊂∅π°×·⋅⊥∥△∠]/g, (c) => SYMBOL_COMMANDS[c])
      .replace(/√\s*(\d+(?:\.\d+)?|[a-zA-Z])/g, '\\sqrt{$1}')
      .replace(/√\s*(?=\{)/g, '\\sqrt')
      .replace(FUNCTION_NAMES, (_m, name: string, at: number, all: string) =>
        /[a-zA-Z0-9]/.test(all[at + name.length] ?? '') ? `\\${name} ` : `\\${name}`,
      )
      .replace(/([_^])\{\s*([^{}]*?)\s*\}/g, '$1{$2}');
    return `$${g}$`;
  });
}

/**
 * OCR reads the complement sign ∁ of a printed "∁_U A" as "\partial" (with a garbled subscript). With a
 * universal set (全集) named and no derivative in sight, "\partial" is that complement.
 */
export function complementFromOcr(s: string): string {
  if (!/\\partial(?![a-zA-Z])/.test(s) || !/全集/.test(s) || /偏导|导数|\\frac\s*\{\s*\\partial/.test(s)) return s;
  const universe = /全集\s*\$?\s*([A-Z])\s*=/.exec(s)?.[1] ?? 'U';
  return s.replace(/\\partial(?![a-zA-Z])\s*(?:_\s*(?:\{[^{}]{0,6}\}|[A-Za-z]))?/g, `\\complement_{${universe}} `);
}

/** Dollar signs that do not pair up (OCR loses or misplaces them) are dropped; paired ones are kept. */
export function dropStrayDollars(s: string): string {
  const count = (s.match(/(?<!\\)\$/g) ?? []).length;
  if (count % 2 === 0) return s.replace(/\$\s*\$/g, ' ');
  return s.replace(/(?<!\\)\$/g, ' ');
}

/** How many "(" of a formula are still open at its end, and whether the last open one holds something. */
function openBracket(f: string): { open: number; filled: boolean } {
  const stack: number[] = [];
  for (let i = 0; i < f.length; i++) {
    if (f[i] === '(') stack.push(i);
    else if (f[i] === ')' && stack.length) stack.pop();
    else if (f[i] === ')') return { open: -1, filled: false };
  }
  const last = stack[stack.length - 1];
  return { open: stack.length, filled: last !== undefined && f.slice(last + 1).trim() !== '' };
}

const SPLIT_TAIL = new RegExp(`^[^$${CJK}()\\n]{0,8}\\)`);

/**
 * OCR ends a formula before its closing bracket: "$f(6-a$ )$=$", "点 $(4$,\n0) 到". A formula with one
 * bracket left open takes back the ")" that follows within a few characters
 * without words or dollars; a formula that follows at once joins it. An answer bracket "=($ )", empty on
 * both sides of the dollar, is left to the blank reader.
 */
export function closeSplitBrackets(s: string): string {
  let out = '';
  let i = 0;
  const re = /(?<!\\)\$([^$]*)(?<!\\)\$/g;
  for (let m = re.exec(s); m; m = re.exec(s)) {
    out += s.slice(i, m.index);
    i = m.index + m[0].length;
    const b = openBracket(m[1]);
    const tail = b.open === 1 ? SPLIT_TAIL.exec(s.slice(i).replace(/\n/g, ' ')) : null;
    if (!tail || (!b.filled && !tail[0].slice(0, -1).trim())) {
      out += m[0];
      continue;
    }
    const next = /^\s*\$([^$]*)\$/.exec(s.slice(i + tail[0].length));
    out += `$${m[1]}${tail[0].replace(/\s+/g, ' ')}${next ? ` ${next[1]}` : ''}$`;
    i += tail[0].length + (next ? next[0].length : 0);
    re.lastIndex = i;
  }
  return out + s.slice(i);
}

/** A bare value: 168, -2.5, \frac{1}{2}, 2\sqrt{3}, 45^{\circ}. */
const VALUE = String.raw`-?(?:\d+(?:\.\d+)?|\\frac\{\d+\}\{\d+\}|\d*\\sqrt\{\d+\})(?:\^\{?\\circ\}?)?`;
const HEAD_VALUE = new RegExp(String.raw`^\s*(${VALUE})\s*,\s*(?=\S)`);
const ENDS_IN_WORD = new RegExp(`[${CJK}]\\s*$`);

/**
 * OCR often puts the value that ends a sentence into the next formula: "前 3 项和为 $168, a_{2}-a_{5}=42$",
 * "夹角为 $45^{\circ}, k a-b$ 与 …". A formula that opens with a bare value and a comma right after
 * Chinese words is split there: "为 $168$, $a_{2}-a_{5}=42$".
 */
export function detachLeadingValue(s: string): string {
  let out = '';
  let i = 0;
  // Walk the paired formulas so that a closing "$" is never taken for an opening one.
  const re = /(?<!\\)\$([^$]*)(?<!\\)\$/g;
  for (let m = re.exec(s); m; m = re.exec(s)) {
    const before = s.slice(i, m.index);
    const head = HEAD_VALUE.exec(m[1]);
    const rest = head ? m[1].slice(head[0].length) : '';
    // "从 $1,2,3,4,5$ 中" is one list, not a value and a formula: the rest must name a letter or a relation.
    const formula = /[a-zA-Z=<>]/.test(rest.replace(/\\[a-zA-Z]+/g, ''));
    if (head && formula && ENDS_IN_WORD.test(before)) out += `${before}$${head[1]}$, $${rest}$`;
    else out += before + m[0];
    i = m.index + m[0].length;
  }
  return out + s.slice(i);
}

/**
 * 「的离心率为 2，则」「公比为 3, 」: OCR leaves a whole value that ends a clause outside the formulas while the
 * same paper prints 「离心率为 $\sqrt{5}$」 inside them. In a text that has formulas, such a value (after 为/是/等于,
 * before the clause's comma or full stop) is written as the formula it is, so every reader finds it where it looks.
 * 「公差不为 0」 is a condition, not a value, and stays words.
 */
export function valueAfterIsAsFormula(s: string): string {
  if (!/(?<!\\)\$[^$]+(?<!\\)\$/.test(s)) return s;
  let out = '';
  let i = 0;
  const re = /(?<!\\)\$[^$]*(?<!\\)\$/g;
  const wrap = (prose: string) =>
    prose.replace(/((?<!不)(?:为|是|等于)[ \t]*)(-?\d+(?:\.\d+)?)(?=[ \t]*(?:[,，;；]|[.。](?!\d)|$))/g, '$1$$$2$$');
  for (let m = re.exec(s); m; m = re.exec(s)) {
    out += wrap(s.slice(i, m.index)) + m[0];
    i = m.index + m[0].length;
  }
  return out + wrap(s.slice(i));
}

/**
 * 「的前 n 项和」「半径为 R 的球 O」「光速为 c,」「, k 为实数」: papers typed without a formula editor leave a lone letter
 * in the words where GAOKAO prints 「$n$」. In a text that has formulas, a single Latin letter with Chinese (or a comma)
 * before it and Chinese after it (or a comma or full stop) is written as the formula it is; just before a formula it is
 * the formula's first factor. An option's mark (「A．」「B、」) is followed by its
 * punctuation and stays.
 */
export function lettersAsFormulas(s: string): string {
  if (!/(?<!\\)\$[^$]+(?<!\\)\$/.test(s)) return s;
  const letter = new RegExp(`(?<=(?:[${CJK}]|[,，;；])[ \\t]?)([A-Za-z])(?=[ \\t]?(?:[${CJK}]|[,，;；](?!\\d)|。))`, 'g');
  // 「与向量 k $\vec{a}-\vec{b}$ 垂直」: a letter just before a formula is its first factor
  const before = new RegExp(`(?<=(?:[${CJK}]|[,，;；])[ \\t]?)([A-Za-z])[ \\t]?$`);
  const parts = s.split(/((?<!\\)\$[^$]*(?<!\\)\$)/);
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const m = before.exec(parts[i]);
    if (!m) continue;
    parts[i] = parts[i].slice(0, m.index);
    parts[i + 1] = `$${m[1]} ${parts[i + 1].slice(1)}`;
  }
  return parts.map((part, i) => (i % 2 ? part : part.replace(letter, ' $$$1$$ '))).join('');
}

const SUPERSCRIPTS: Record<string, string> = {
  '⁰': '0',
  '¹': '1',
  '²': '2',
  '³': '3',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
  '⁻': '-',
  ⁿ: 'n',
  '⁺': '+',
};
const SUBSCRIPTS: Record<string, string> = {
  '₀': '0',
  '₁': '1',
  '₂': '2',
  '₃': '3',
  '₄': '4',
  '₅': '5',
  '₆': '6',
  '₇': '7',
  '₈': '8',
  '₉': '9',
  ₙ: 'n',
};

/** Superscript and subscript digits as TeX (x² → x^{2}, a₁ → a_{1}): NFKC would make them plain digits (x2). */
export function scriptsToLatex(s: string): string {
  return s
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹⁻ⁿ⁺]+/g, (m) => `^{${[...m].map((c) => SUPERSCRIPTS[c]).join('')}}`)
    .replace(/[₀₁₂₃₄₅₆₇₈₉ₙ]+/g, (m) => `_{${[...m].map((c) => SUBSCRIPTS[c]).join('')}}`);
}

/**
 * "定义在 $R$ 上的", "定义域为 $\mathbf{R}$": the set of real numbers named as a domain is words, not a formula to
 * read (a reader that must account for every formula would otherwise stop at it).
 */
export function realLineAsWords(s: string): string {
  return s.replace(/(在|域为|域是)\s*\$\s*(?:\\math(?:bf|bb|rm)\s*\{\s*R\s*\}|R)\s*\$\s*(?=上|[,，.。;；]|$)/g, '$1 R ');
}

/**
 * 「曲线 y=f(x) 在原点处的切线」 is 「在点 (0,0) 处的切线」 as other papers print it: the point in a formula, as readers
 * of the tangent look for it. 「过原点的切线」 (a tangent through the origin) is another question and stays.
 */
export function originAsPoint(s: string): string {
  return s.replace(/在\s*(?:坐标)?原点\s*处(?=\s*的?\s*切线)/g, '在点 $(0,0)$ 处');
}

/**
 * Full-width forms to ASCII (NFKC), Chinese full stops kept, spaces between Chinese characters removed
 * ("最 小正周期" → "最小正周期"), runs of spaces collapsed, line breaks kept.
 */
/**
 * 「f^{\prime}(x)」, 「y^{\prime \prime}」: OCR writes the derivative's prime as a superscript; after a letter or a
 * bracket it is the apostrophe every reader knows (f'(x), y''). Primes on nothing were quotation marks (above).
 */
export function primesAsApostrophes(s: string): string {
  return s.replace(/(?<=[A-Za-z)])\s*\^\s*(?:\{\s*((?:\\prime\s*)+)\}|(\\prime))/g, (_m, group?: string, single?: string) =>
    "'".repeat(group ? (group.match(/\\prime/g) ?? []).length : single ? 1 : 0),
  );
}

/**
 * 「1,200，1,500，1,800」: in a list whose separators are full-width, a number with ASCII commas every three digits is
 * one number (1200). Done before NFKC, which would make both commas alike and the list twice as long.
 */
function groupedThousands(s: string): string {
  const ungroup = (n: string) => n.replace(/,/g, '');
  const listed = s
    .replace(/(?<=^|[\s，、：:\u4e00-\u9fff])\d{1,3}(?:,\d{3})+(?=\s*[，、])/g, ungroup)
    .replace(/(?<=[，、]\s*)\d{1,3}(?:,\d{3})+(?![\d,.])/g, ungroup);
  return amountsGrouped(listed);
}

/**
 * 「养兔8,000只，卖出3,000只」「1：6,000,000的地图」: in a text punctuated with full-width marks whose ASCII commas all
 * group digits, a grouped number after a word or a ratio colon is one number when a unit or count word follows it, or
 * when a group starts with 0 (no number of a list is written 000). A list told with 分别 or 依次 (分别是105,120千克)
 * and a number before a word that joins numbers (105,120这两个数) are left alone.
 */
function amountsGrouped(s: string): string {
  if (!/[，。？！；：]/.test(s) || /,(?!\d{3}(?!\d))|(?<!\d),/.test(s)) return s;
  return s.replace(/(?<=[\u4e00-\u9fff：:])\d{1,3}(?:,\d{3})+(?=[\u4e00-\u9fff])/g, (n: string, at: number) => {
    const joined = /^[这那两二三四五六七八九十几的和与及或、是为比]/.test(s.slice(at + n.length)) && !/,0/.test(n);
    return joined || /(?:分别|依次|各)[^，。；？！]*$/.test(s.slice(0, at)) ? n : n.replace(/,/g, '');
  });
}

/**
 * 「\( x^{2} \)」「\[ … \]」: web pages and MathJax editors mark formulas with \( \) and \[ \] where papers print
 * "$…$"; both are the same formula. (\( and \[ mean nothing else in exam text: a set's braces are \{ \}.)
 */
export function dollarDelimiters(s: string): string {
  return s.replace(/\\\(([\s\S]*?)\\\)/g, (_m, f: string) => `$${f}$`).replace(/\\\[([\s\S]*?)\\\]/g, (_m, f: string) => `$${f}$`);
}

export function cleanText(raw: string): string {
  let s = dollarDelimiters(raw.length > 20000 ? raw.slice(0, 20000) : raw);
  s = scriptsToLatex(groupedThousands(s).replace(/\r\n?/g, '\n')).normalize('NFKC');
  s = s.replace(/\u3000/g, ' ').replace(/[\u200b\ufeff]/g, '');
  s = s.replace(/[‐‑‒–—−﹣]/g, (c) => (c === '—' ? '—' : '-'));
  s = cleanLatex(s);
  s = complementFromOcr(s);
  s = dropStrayDollars(s);
  s = formulaSpellings(s);
  // "点（$-1,4$）": the brackets of a point or an interval printed outside its formula belong to it.
  s = s.replace(/\(\s*\$([^$<>=]+,[^$<>=]+)\$\s*\)/g, '$($1)$');
  // "…；则 X=" : a semicolon before the asking clause separates it like a comma.
  s = s.replace(/\s*;\s*(?=则|求)/g, ', ');
  s = plainConnectives(s);
  s = closeSplitBrackets(s);
  s = primesAsApostrophes(quotesFromPrimes(lookAlikeCharacters(s)));
  s = halfLinesAsInequalities(s);
  s = detachLeadingValue(s);
  // before realLineAsWords, which writes the real line 「在 $R$ 上」 as words on purpose
  s = lettersAsFormulas(s);
  s = realLineAsWords(s);
  s = originAsPoint(s);
  s = valueAfterIsAsFormula(s);
  s = s.replace(new RegExp(`([${CJK}])[ \\t]+(?=[${CJK}])`, 'g'), '$1');
  s = s
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{2,}/g, '\n');
  return storyWording(s.trim());
}
