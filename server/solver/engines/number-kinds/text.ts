import type { AnswerValue } from '../../math/expression/types';
import type { Solved } from '../../types';
import type { EngineResult } from '../types';
import { chineseNumber } from '../word-problems/read';

/**
 * The stem flattened for the number kinds: no `$`, spaces, answer blanks or a trailing score, LaTeX operators as
 * signs (× ÷ ! ^), full-width punctuation as ASCII, every ellipsis as 「…」. A kind then matches the whole of it.
 */
export function flatStem(stem: string): string {
  return (
    numbersInWords(stem.normalize('NFKC'))
      .replace(/\\textsuperscript\{[^{}]*\}/g, '')
      .replace(/\\(?:text|mathrm|textbf)\s*\{([^{}]*)\}/g, '$1')
      .replace(/\\uline\{[^{}]*\}|_{2,}|\\underline\{[^{}]*\}/g, '')
      .replace(/\\[cl]?dots|\\cdot\s*\\cdot\s*\\cdot|⋯|…+|·{2,}|\.{3,}/g, '…')
      .replace(/\\(?:times|cdot(?!s))/g, '×')
      .replace(/\\div/g, '÷')
      // two numbers side by side (「3 1/7」 a mixed number) stay apart: no kind reads the space left between them
      .replace(/(\d)\$?(?:\s|\\[,;: ]|~)+\$?(?=\d)/g, '$1\u2009')
      .replace(/\\left|\\right|\\[,;: ]|~|\$|[^\S\u2009]+/g, '')
      .replace(/[“”‘’`']/g, '')
      .replace(/，/g, ',')
      .replace(/[。．]/g, '.')
      .replace(/[？]/g, '?')
      .replace(/[：]/g, ':')
      .replace(/[（]/g, '(')
      .replace(/[）]/g, ')')
      .replace(/、/g, ',')
      .replace(/…+/g, '…')
      .replace(/\((?:\d{1,2}分)?\)|\(\)/g, '')
      .replace(/[.?,;:]+$/g, '')
      // 「\underbrace{3×3×…×3}_{2006个3}」 is the power 3^{2006}; only the same number on both sides of the dots
      .replace(/\\underbrace\{(\d+)×\1×…×\1\}_\{?(\d+)个(?:\1)?\}?/g, '$1^{$2}')
  );
}

/**
 * 「第五十三个数」「共三百零一页」「每八天」: a number of ten or more in Chinese numerals (or any after 每), as an
 * ordinal or before a count word, is the number the kinds read in digits (第53个, 301页, 每8天); a book's title
 * (《…三百篇》) is a name and is kept.
 */
function numbersInWords(s: string): string {
  return s.replace(
    /(?<![零〇一二两三四五六七八九十百千万几])([零〇一二两三四五六七八九十百千万]{2,}|(?<=每)[二两三四五六七八九]|十)(?=[个页位项次天年人只本张名棵朵盏面颗根块周])/g,
    (cn: string, _: string, at: number) => {
      const v = chineseNumber(cn);
      const titled = /《[^》]*$/.test(s.slice(0, at));
      // 「十位上的数字」「十万位」: a place of a number, named, is no count of ten
      if (/^[十百千万]+$/.test(cn) && s[at + cn.length] === '位') return cn;
      // 「每八天去一次」: a period after 每 is a number of the kind, however small
      const least = s[at - 1] === '每' ? 2 : 10;
      return v === null || v < least || titled ? cn : String(v);
    },
  );
}

/** A number written with digits and no leading zero, as BigInt; null otherwise. */
export function whole(s: string): bigint | null {
  return /^(?:0|[1-9]\d{0,15})$/.test(s) ? BigInt(s) : null;
}

/** A kind's worked answer: the steps, the answer shown, its value for the options, and how it was checked. */
export interface Worked {
  kind: string;
  steps: string[];
  answer: string;
  value: AnswerValue;
  check: string;
  /** Reads an option in the terms of the answer (a weekday, an item of a pattern); null when it cannot be read. */
  optionValue?: (text: string) => string | null;
}

export function result(w: Worked): EngineResult {
  const outcome: Solved = {
    ok: true,
    subject: 'math',
    problemType: 'solution',
    markdown: [...w.steps, `**答案** ${w.answer}。`, `**检验** ${w.check}`].join('\n\n'),
    finalAnswer: w.answer,
    verification: { status: 'verified', note: w.check },
    engine: `offline:number-kinds:${w.kind}`,
  };
  return { outcome, value: w.value, optionValue: w.optionValue };
}

export const num = (n: bigint | number): AnswerValue => ({ kind: 'numbers', values: [Number(n)] });
