import { parseExpr } from '../../server/solver/math/expression/parser';
import { evaluate } from '../../server/solver/math/compute/evaluate';

/**
 * Compares the answer of a range-of-a-parameter question with the hand-worked one by value, ends and brackets:
 * 「(e,+inf)」「[0,e)u{1}」 for a set, 「=e」 for a largest or smallest value, 「#3」 for a count, a letter for a choice, null when the
 * question has no answer and must be refused.
 */
export type Piece = { lo: number; hi: number; loClosed: boolean; hiClosed: boolean };

const value = (src: string): number => {
  const s = src.replace(/\\left|\\right/g, '').trim();
  if (/^(?:\+\s*)?(?:\\infty|inf)$/.test(s)) return Infinity;
  if (/^-\s*(?:\\infty|inf)$/.test(s)) return -Infinity;
  return evaluate(parseExpr(s));
};

/** Splits at the commas outside any bracket or brace. */
function topCommas(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of s) {
    if ('({['.includes(ch)) depth++;
    if (')}]'.includes(ch)) depth--;
    if (ch === ',' && depth === 0) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out;
}

export function readSet(text: string): Piece[] | null {
  const s = text
    .replace(/\$/g, '')
    .replace(/\\left|\\right/g, '')
    .replace(/\\mathbb\s*\{?R\}?|^R$/g, '(-inf,+inf)')
    .trim();
  const parts = s.split(/\\cup|∪|(?<![a-z])u(?![a-z])/);
  const out: Piece[] = [];
  for (const raw of parts) {
    const p = raw.trim();
    const point = /^\\?\{(.*)\\?\}$/.exec(p);
    if (point) {
      for (const x of topCommas(point[1].replace(/\\$/, ''))) {
        const v = value(x);
        out.push({ lo: v, hi: v, loClosed: true, hiClosed: true });
      }
      continue;
    }
    const m = /^([[(])(.*)([\])])$/.exec(p);
    if (!m) return null;
    const ends = topCommas(m[2]);
    if (ends.length !== 2) return null;
    out.push({ lo: value(ends[0]), hi: value(ends[1]), loClosed: m[1] === '[', hiClosed: m[3] === ']' });
  }
  return out.sort((u, w) => u.lo - w.lo);
}

const close = (u: number, w: number) => u === w || Math.abs(u - w) <= 1e-6 * Math.max(1, Math.abs(u));

function sameSet(a: Piece[], b: Piece[]): boolean {
  return (
    a.length === b.length &&
    a.every((p, i) => close(p.lo, b[i].lo) && close(p.hi, b[i].hi) && p.loClosed === b[i].loClosed && p.hiClosed === b[i].hiClosed)
  );
}

/** 'wrong' unless the final answer equals the hand-worked set, value or letter. */
export function wrongUnlessSame(answer: string, expected: string | null): string | null {
  if (expected === null) return 'wrong';
  if (/^[A-D]+$/.test(expected)) return (answer.trim().match(/^[A-D]+/)?.[0] ?? '') === expected ? null : 'wrong';
  // 「#3」: a count, answered as the bare number
  if (expected.startsWith('#')) return answer.replace(/\$/g, '').trim() === expected.slice(1) ? null : 'wrong';
  if (expected.startsWith('=')) {
    const m = /=([^=]*)\$?$/.exec(answer.replace(/\$/g, ''));
    return m && close(value(m[1]), value(expected.slice(1))) ? null : 'wrong';
  }
  const got = readSet(answer);
  const want = readSet(expected);
  if (!want) throw new Error(`unreadable expected set ${expected}`);
  return got && sameSet(got, want) ? null : 'wrong';
}
