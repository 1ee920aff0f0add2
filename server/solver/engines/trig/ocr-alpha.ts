/**
 * OCR often prints the angle α as the letter a ("\sin a=\frac{1}{3}, 则 \cos 2 a="). When every free letter a
 * in the formulas stands where an angle stands — right after sin/cos/tan (with a coefficient or an opening
 * parenthesis between) or before "\in" giving its range — it is read as α. Any other use of a (a side, a
 * coefficient, a sequence) leaves the text unchanged.
 */
const TRIG_BEFORE = /\\(?:sin|cos|tan)\s*(?:\^\s*\{?\s*\d\s*\}?\s*)?(?:\\left\s*)?\(?\s*\d*\s*$/;
const FREE_A = /(?<![A-Za-z\\])a(?![A-Za-z])/g;

export function angleLetterAsAlpha(stem: string): string {
  if (!/\\(?:sin|cos|tan)/.test(stem)) return stem;
  let seen = 0;
  let other = false;
  const out = stem.replace(/\$([^$]*)\$/g, (_whole, f: string) => {
    const g = f.replace(FREE_A, (m, at: number) => {
      const before = f.slice(0, at);
      const after = f.slice(at + 1);
      if (TRIG_BEFORE.test(before) || /^\s*\\in(?![a-zA-Z])/.test(after)) {
        seen++;
        return '\\alpha ';
      }
      other = true;
      return m;
    });
    return `$${g}$`;
  });
  return seen > 0 && !other ? out : stem;
}
