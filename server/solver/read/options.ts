/** The options A–D (up to H on competition papers) of a choice question, in the layouts printed papers use. */

export interface ChoiceOption {
  letter: string;
  text: string;
}

export interface OptionSplit {
  stem: string;
  options: ChoiceOption[];
}

interface Mark {
  letter: string;
  /** Where the mark starts (the letter or its bracket). */
  at: number;
  /** Where the option's text starts. */
  end: number;
}

const LETTERS = 'ABCDEFGH';

/**
 * Option marks: "A." "A．" "A、" "A:" "A)" "(A)" "（A）", and "$A$." as OCR writes them, at the start of a
 * line or after a space, bracket or sentence end.
 */
function marks(t: string): Mark[] {
  const out: Mark[] = [];
  // 「$\sin A: \sin B: \sin C=3:5:7$」: a letter inside a formula is maths, not a mark (「$A$.」 wraps only the letter)
  const formulas = [...t.matchAll(/\$[^$]*\$/g)].filter((f) => !/^\$\s*[A-H]\s*\$$/.test(f[0]));
  const inFormula = (i: number) => formulas.some((f) => i > f.index! && i < f.index! + f[0].length - 1);
  const add = (letter: string, at: number, end: number, letterAt: number) => {
    if (!inFormula(letterAt)) out.push({ letter, at, end });
  };
  const bracketed = /(^|[^A-Za-z\\_^])[(（]\s*([A-H])\s*[)）]/g;
  for (const m of t.matchAll(bracketed))
    add(m[2], m.index! + m[1].length, m.index! + m[0].length, m.index! + m[0].indexOf(m[2], m[1].length));
  const dotted = /(^|[\s)）;；。,，:：])\$?([A-H])\$?\s*[.．、:：)）](?![.．])/g;
  for (const m of t.matchAll(dotted)) add(m[2], m.index! + m[1].length, m.index! + m[0].length, m.index! + m[0].indexOf(m[2], m[1].length));
  out.sort((a, b) => a.at - b.at);
  return out;
}

/**
 * The latest complete run of marks A, B, C, … in order (a question's own "A、B 两点" comes before its
 * options, so the run is searched from the end). At least A and B; the longest run wins.
 */
function optionRun(ms: Mark[]): Mark[] | null {
  let best: Mark[] | null = null;
  for (let last = LETTERS.length - 1; last >= 1; last--) {
    const run: Mark[] = [];
    let limit = Number.POSITIVE_INFINITY;
    for (let k = last; k >= 0; k--) {
      const cands = ms.filter((m) => m.letter === LETTERS[k] && m.at < limit);
      if (!cands.length) break;
      const pick = cands[cands.length - 1];
      run.unshift(pick);
      limit = pick.at;
    }
    if (run.length === last + 1 && (!best || run.length > best.length)) best = run;
  }
  return best;
}

function cleanOption(s: string): string {
  return s
    .trim()
    .replace(/^[.．、:：\s]+/, '')
    .replace(/[;；,，。.\s]+$/, '')
    .trim();
}

/** "… （ ） A. 2  B. 3  C. …" → stem and options; null without at least options A and B. */
export function splitOptions(text: string): OptionSplit | null {
  const run = optionRun(marks(text));
  if (!run) return null;
  // Options are the end of a question: the last option runs to the end of the text.
  const options = run.map((m, i) => ({
    letter: m.letter,
    text: cleanOption(text.slice(m.end, i + 1 < run.length ? run[i + 1].at : undefined)),
  }));
  if (options.some((o) => !o.text)) return null;
  // "A. 2 B. 3" inside a sentence is not a choice question unless the stem leaves a place for the answer
  // or the options start on their own line.
  const stem = text.slice(0, run[0].at).trim();
  return { stem, options };
}
