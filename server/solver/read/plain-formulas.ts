/**
 * 「已知函数 f(x)=sin(ωx+π/3)(ω>0) 的最小正周期为 π，则 ω=____」: a student typing without a formula editor writes
 * the formulas straight into the words, where a paper prints 「$f(x)=\sin(\omega x+\frac{\pi}{3})$」. The readers of
 * functions and trigonometry look for formulas between dollars, so in a text about a function that has none, every
 * run of formula characters holding a letter and an operator (or a Greek letter) is written between dollars, as the
 * paper would print it; the spellings inside (sin, π, ω, 5/2) are left to the cleaning every text goes through.
 * A single Latin letter (「定义在 R 上」), a bare number (「周期为 2 的」), an option's mark (「A.」), a blank (「____」)
 * and an empty bracket for the answer (「( )」) stay words.
 */

const ABOUT_A_FUNCTION = /函数|曲线|[fgh]\s*\(\s*x\s*\)|sin|cos|tan|ln|log|最小正周期/;
const GREEK = 'ωπφθαβλ';
/**
 * 「sin x/2」「sin2x/2」「2sin x/3」: a function name whose argument has no bracket, followed by a slash in the same
 * term, is sin(x/2) to one reader and (sin x)/2 to another — the text is left as words (not read) rather than guessed.
 */
const UNBRACKETED_SLASH = /(?:sin|cos|tan|cot|ln|lg|log)(?!\s*\()[^+\-=,()（），[\]\u4e00-\u9fff]*\//;
// superscript digits belong to the run (「x²-2x+3」 is one formula, not 「x」 and 「-2x+3」)
const RUN = new RegExp(`[A-Za-z0-9_${GREEK}√∞+\\-*/^()\\[\\]{}=<>≤≥≠|.,'! ⁰¹²³⁴⁵⁶⁷⁸⁹]+`, 'g');
const LETTER = new RegExp(`[A-Za-z${GREEK}]`);
const OPERATOR = /[=<>≤≥≠^()+\-*/√[\]|]/;

const GREEK_COMMANDS: Record<string, string> = {
  ω: '\\omega ',
  φ: '\\varphi ',
  θ: '\\theta ',
  α: '\\alpha ',
  β: '\\beta ',
  λ: '\\lambda ',
};

/** 「ωx+π/3」 as papers print it: Greek letters as commands, a fraction of π as a fraction (\\frac{\\pi}{3}). */
function printed(formula: string): string {
  return (
    formula
      // 「e^2x」「2^-x」 typed plainly is e^{2x}, 2^{-x} (a paper printing e^2x means e²·x); only after e or a number —
      // 「a^2x」 is as likely a²·x, and sin^2x is sin²x
      .replace(/(?<=(?<![a-z])e|\d)\^\s*(-?\d*(?:\.\d+)?[a-z])(?![a-z(])/g, '^{$1}')
      .replace(/(\d*)π\s*\/\s*(\d+)/g, (_m, k: string, d: string) => `\\frac{${k}\\pi}{${d}}`)
      .replace(/[ωφθαβλ]/g, (c) => GREEK_COMMANDS[c])
  );
}

/** One run of formula characters as found, with the words' spaces and punctuation around it kept outside. */
function wrapRun(run: string): string {
  const lead = /^[\s.,]*/.exec(run)?.[0] ?? '';
  let core = run.slice(lead.length);
  let tail = /[\s.,]*$/.exec(core)?.[0] ?? '';
  core = core.slice(0, core.length - tail.length);
  // 「f(-1)=( )」: the bracket left for the answer is not part of the formula
  const answerBracket = /\(\s*\)$/.exec(core);
  if (answerBracket) {
    tail = core.slice(answerBracket.index) + tail;
    core = core.slice(0, answerBracket.index).trimEnd();
  }
  const formula = core;
  const greek = new RegExp(`[${GREEK}]`).test(formula);
  const isFormula = LETTER.test(formula) && (greek || (formula.replace(/\s/g, '').length > 1 && OPERATOR.test(formula)));
  return isFormula ? `${lead}$${printed(core)}$${tail}` : run;
}

export function plainFormulasAsDollars(text: string): string {
  if (/\$/.test(text) || /\\[a-zA-Z]/.test(text) || !ABOUT_A_FUNCTION.test(text) || UNBRACKETED_SLASH.test(text)) return text;
  return text
    .split('\n')
    .map((line) => {
      const mark = /^\s*(?:\(?\d+\)?[.．、]\s*|[A-D][.．、:：]\s*)?/.exec(line)?.[0] ?? '';
      // a blank 「____」 and the marks of options printed on one line (「A.-1 B.1 C.±1 D.0」) are breaks between
      // runs, never inside a formula
      const body = line
        .slice(mark.length)
        .replace(/_{2,}/g, (b) => `\u0002${b}\u0002`)
        .replace(/(?<![A-Za-z0-9_\\])[A-D][.．、:：]/g, (option) => `\u0002${option}\u0002`);
      const wrapped = body
        .split('\u0002')
        .map((piece, i) => (i % 2 ? piece : piece.replace(RUN, wrapRun)))
        .join('');
      return mark + wrapped;
    })
    .join('\n');
}
