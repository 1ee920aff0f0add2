function levenshtein(a: string[], b: string[]): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length];
}

/** Share of the expected characters read right, whitespace ignored, full-width forms folded. */
export function charAccuracy(expected: string, actual: string): number {
  const chars = (s: string) => [...s.normalize('NFKC').replace(/\s+/g, '')];
  const e = chars(expected);
  return 1 - levenshtein(e, chars(actual)) / e.length;
}
