import { Rat } from '../../math/expression/rational';
import { evalRat, parseRat } from '../../math/numbers/ratexpr';
import { readExpression, termValue } from '../number-kinds/product-expression';
import { flatStem } from '../number-kinds/text';
import { decimalText } from '../word-problems/read';

/** An option read as an exact number, or as a chain of comparisons between exact numbers (「a<b<c」). */
export type OptionReading = { k: 'value'; v: Rat; tex: string } | { k: 'relation'; parts: Rat[]; ops: Rel[]; tex: string };

export type Rel = '<' | '>' | '=' | '≤' | '≥' | '≠';

const SCALE: Record<string, bigint> = { 万: 10000n, 亿: 100000000n };

/**
 * A formula of primary arithmetic read exactly: whole numbers, decimals, fractions, mixed numbers 「1\frac{2}{3}」,
 * + − × ÷ and brackets, a run 「2×4×6×…×2020」; null when anything else is in it (a letter, a root, a product
 * written without its sign, which papers do not use between numbers).
 */
export function exactValue(formula: string): Rat | null {
  let s = formula
    .replace(/\\[dt]frac/g, '\\frac')
    .replace(/\\left|\\right|\\[,;: !]|~/g, ' ')
    .replace(/−/g, '-')
    .trim();
  if (!s || /[a-zA-Z\\]/.test(s.replace(/\\(?:frac|times|div|cdots|cdot|ldots)/g, ''))) return null;
  if (/\}\s*\\frac/.test(s)) return null;
  // a whole number written just before a fraction is a mixed number, not a product
  s = s.replace(/(^|[^\d.}])(\d+)\s*\\frac\{(\d+)\}\{(\d+)\}/g, '$1(\\frac{$2*$4+$3}{$4})');
  if (/\\[cl]?dots|…/.test(s)) return runValue(s);
  // numbers or brackets side by side with no sign between them: not read
  if (
    /\d\s+\d|[\d)}]\s*[(\\]|\)\s*[\d{]|\}\s*\d/.test(
      s
        .replace(/\\frac\{/g, '{')
        .replace(/\}\{/g, '}/{')
        .replace(/\\(?:times|div|cdot)/g, ' * '),
    )
  )
    return null;
  const node = parseRat(s);
  if (!node) return null;
  try {
    return evalRat(node, () => null);
  } catch {
    return null;
  }
}

/** Sums and differences of products with runs 「1×3×5×…×99」: computed exactly as whole numbers. */
function runValue(s: string): Rat | null {
  const terms = readExpression(flatStem(`$${s}$`));
  if (!terms) return null;
  try {
    return Rat.of(terms.reduce((a, t) => a + termValue(t), 0n));
  } catch {
    return null;
  }
}

const REL = /\\textgreater(?:\{\})?|\\textless(?:\{\})?|\\geqslant|\\leqslant|\\geq|\\leq|\\ge|\\le|\\neq|\\ne|>=|<=|[<>=≤≥≠＜＞＝]/g;
const REL_OF: Record<string, Rel> = { '<': '<', '>': '>', '=': '=', '≤': '≤', '≥': '≥', '≠': '≠', '＜': '<', '＞': '>', '＝': '=' };

function relOf(t: string): Rel {
  if (/^\\textgreater/.test(t)) return '>';
  if (/^\\textless/.test(t)) return '<';
  if (/^\\ge|^>=/.test(t)) return '≥';
  if (/^\\le|^<=/.test(t)) return '≤';
  if (/^\\ne/.test(t)) return '≠';
  return REL_OF[t];
}

/** An option's text (「$\frac{3}{4}$」「$201$万」「37.5\%」「$-7>-3.27$」) read exactly; null when any part is not a number. */
export function readOption(text: string): OptionReading | null {
  let t = text.replace(/~|\\quad|\\qquad/g, ' ').trim();
  let scale = 1n;
  const unit = /(万|亿)\s*$/.exec(t);
  if (unit) {
    scale = SCALE[unit[1]];
    t = t.slice(0, unit.index).trim();
  }
  t = t.replace(/\$/g, ' ').replace(/\s+/g, ' ').trim();
  if (!t || /[\u4e00-\u9fff]/.test(t)) return null;
  let percent = false;
  if (/\\?%\s*$/.test(t)) {
    percent = true;
    t = t.replace(/\\?%\s*$/, '').trim();
  }
  // 「1+50\%」「2-1万」: the % or 万 belongs to the last number only, not to the formula
  if ((percent || scale !== 1n) && !/^\d+(?:\.\d+)?$/.test(t)) return null;
  const rels = [...t.matchAll(REL)];
  if (rels.length) {
    if (scale !== 1n || percent) return null;
    const pieces = t.split(REL).map((p) => p.trim());
    const parts = pieces.map(exactValue);
    if (parts.some((p) => !p)) return null;
    return { k: 'relation', parts: parts as Rat[], ops: rels.map((m) => relOf(m[0])), tex: t };
  }
  const v = exactValue(t);
  if (!v) return null;
  const value = v.mul(Rat.of(scale)).div(Rat.of(percent ? 100n : 1n));
  return { k: 'value', v: value, tex: `${t}${percent ? '\\%' : ''}${unit ? `\\text{${unit[1]}}` : ''}` };
}

export function holds(a: Rat, op: Rel, b: Rat): boolean {
  const c = a.cmp(b);
  if (op === '<') return c < 0;
  if (op === '>') return c > 0;
  if (op === '=') return c === 0;
  if (op === '≤') return c <= 0;
  if (op === '≥') return c >= 0;
  return c !== 0;
}

/** A relation chain is true when every neighbouring pair keeps its sign. */
export function chainHolds(r: Extract<OptionReading, { k: 'relation' }>): boolean {
  return r.ops.every((op, i) => holds(r.parts[i], op, r.parts[i + 1]));
}

/** An exact value for the solution text: a whole number, a short decimal, or a fraction. */
export function showValue(v: Rat): string {
  if (v.isInteger()) return v.toString();
  return decimalText(v) ?? v.toLatex();
}
