import { levenshtein } from '../../bench/exam-ocr/edit-distance';

/** Share of the expected characters read right, whitespace ignored, full-width forms folded. */
export function charAccuracy(expected: string, actual: string): number {
  const chars = (s: string) => [...s.normalize('NFKC').replace(/\s+/g, '')];
  const e = chars(expected);
  return 1 - levenshtein(e, chars(actual)) / e.length;
}
