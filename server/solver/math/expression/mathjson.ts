import { ComputeEngine } from '@cortex-js/compute-engine';
import { normalize } from './text';

/**
 * Reading the formulas of a senior-high question as MathJSON with the compute engine's LaTeX parser,
 * without canonicalisation (so "(1+i)z" stays a product the student wrote, not a rewritten form).
 */
export type MJ = number | string | { num: string } | MJ[];

let engine: ComputeEngine | null = null;
export function computeEngine(): ComputeEngine {
  engine ??= new ComputeEngine();
  return engine;
}

/** An answer blank after "=" ("|z|=", "i^{2023}=", "A\cap B=( )") is not part of the formula. */
export function stripBlank(f: string): string {
  return f.replace(/(?:=|\\approx)\s*(?:_+|\\_+|[(（]\s*[)）]|\\underline\{[^}]*\})?\s*$/, '').trim();
}

// 「\sin x / 2」: an argument without a bracket followed by a slash in the same term is sin(x/2) to one reader and
// (sin x)/2 to another (the parser takes the first); such a formula is not read at all
export const UNBRACKETED_SLASH =
  /\\(?:sin|cos|tan|cot)(?![a-z])(?!\s*(?:\^\s*\{?\s*\d+\s*\}?\s*)?[({])(?:(?!\\(?:le|ge|leq|geq|ne|neq|in|cdot)(?![a-z]))[^+\-()=,<>;])*\//;

/** LaTeX → MathJSON; null when the parser reports an error anywhere in the expression. */
export function readLatex(src: string): MJ | null {
  let s = src
    .replace(/\\[dt]frac/g, '\\frac')
    .replace(/\\left|\\right/g, '')
    .replace(/[（]/g, '(')
    .replace(/[）]/g, ')')
    .replace(/，/g, ',')
    .replace(/\\mid|\|(?=[^|]*<|[^|]*>)/g, '\\mid ')
    .replace(/°/g, '^\\circ')
    .trim()
    .trim();
  s = stripBlank(s);
  if (!s || s.length > 400) return null;
  if (UNBRACKETED_SLASH.test(s)) return null;
  try {
    const json = computeEngine().parse(s, { canonical: false } as never).json as MJ;
    return hasError(json) ? null : json;
  } catch {
    return null;
  }
}

function hasError(j: MJ): boolean {
  if (Array.isArray(j)) return j[0] === 'Error' || j.some((x) => hasError(x));
  return false;
}

/** Set braces written \left\{ … \right\} stay braces (the general normaliser reads \left\{ as a system). */
function protect(text: string): string {
  return (
    text
      // a score typeset half inside dollars: "1. $(5$ 分 $) \frac{3+i}{1+i}=$"
      .replace(/\$\s*[(（]\s*\d+\s*\$\s*分\s*\$\s*[)）]/g, '$')
      // "\cos A=$ $\frac{2}{3}$": one formula split over two pairs of dollars
      .replace(/=\s*\$[ \t]+\$/g, '=')
      .replace(/\\left\s*\\\{((?:[^{}$]|\{(?:[^{}$]|\{[^{}$]*\})*\})*)\\right\s*\\\}/g, '\\{$1\\}')
      .replace(/\\mathrm\s*\{\s*([a-zA-Z])\s*\}/g, '$1')
      .replace(/\(\s*\\quad\s*\)|（\s*\\quad\s*）/g, '( )')
      .replace(/\\q?quad/g, ' ')
  );
}

/** The $…$ formulas of a question, in order (with a fallback for plain text without dollar signs). */
export function formulas(text: string): string[] {
  const t = normalize(protect(text));
  const out: string[] = [];
  for (const m of t.matchAll(/\$\$?([^$]+)\$\$?/g)) out.push(...splitFormula(m[1]));
  return out;
}

/** "A=\{…\}, B=\{…\}" written in one pair of dollars: split at the commas outside brackets. */
function splitFormula(f: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of f) {
    if ('([{'.includes(ch)) depth++;
    if (')]}'.includes(ch)) depth = Math.max(0, depth - 1);
    if (depth === 0 && (ch === ',' || ch === '，' || ch === ';')) {
      parts.push(cur);
      cur = '';
    } else cur += ch;
  }
  parts.push(cur);
  // a bare answer blank "( )" is not a formula
  return parts.map((x) => x.trim()).filter((x) => x && !/^[(（]\s*[)）]$/.test(x));
}

/**
 * A sentence opens its conditions with 已知, 设, 若, 记 or 令 as papers differ ("若集合 A=…, 则…", "设 ⟨0⟩ 为…"); at the
 * opening of a sentence they say the same thing, so the prose names them all 已知 (the word every reader knows).
 * Inside a sentence (",若…") each keeps its own meaning.
 */
const SENTENCE_PREMISE = /(^|[。.;；]\s*)(?:设|若|记|令)(?![是为得])\s*/g;

/**
 * The question's words with every formula replaced by ⟨k⟩ (its index), for reading what is asked. The answer blank
 * that ends a question (「则 ⟨3⟩ ____」「切线方程是 ____」) is where the answer goes, not a word of the question.
 */
export function proseWithSlots(text: string): string {
  let k = 0;
  return normalize(protect(text.replace(/\s*_{2,}\s*([.。]?)\s*$/, '$1')))
    .replace(/\$\$?([^$]+)\$\$?/g, (_, f: string) =>
      splitFormula(f)
        .map(() => `⟨${k++}⟩`)
        .join('，'),
    )
    .replace(SENTENCE_PREMISE, '$1已知');
}

/** Strips Delimiter wrappers. */
export function unwrap(j: MJ): MJ {
  let x = j;
  while (Array.isArray(x) && x[0] === 'Delimiter' && x.length >= 2) x = x[1];
  return x;
}

export const head = (j: MJ): string | null => (Array.isArray(j) && typeof j[0] === 'string' ? j[0] : null);

/** Symbols (variables) used in an expression. */
export function symbols(j: MJ, out = new Set<string>()): Set<string> {
  if (typeof j === 'string') out.add(j);
  else if (Array.isArray(j)) for (const x of j.slice(1)) symbols(x, out);
  return out;
}
