/**
 * "当 $x \in(-\infty, 0)$ 时": a condition on x written as a half-line is the inequality it names (x<0). Read as
 * one, every kind that reads "当 x<0 时" reads it too; bounded intervals are left as they are.
 */
const NUMBER = String.raw`-?\d+(?:\.\d+)?`;
const LEFT = new RegExp(String.raw`^\s*([a-z])\s*\\in\s*\(\s*-\s*\\infty\s*,\s*(${NUMBER})\s*([)\]])\s*$`);
const RIGHT = new RegExp(String.raw`^\s*([a-z])\s*\\in\s*([(\[])\s*(${NUMBER})\s*,\s*\+?\s*\\infty\s*\)\s*$`);

function asInequality(formula: string): string | null {
  const l = LEFT.exec(formula);
  if (l) return `${l[1]}${l[3] === ')' ? '<' : '\\leq '}${l[2]}`;
  const r = RIGHT.exec(formula);
  if (r) return `${r[1]}${r[2] === '(' ? '>' : '\\geq '}${r[3]}`;
  return null;
}

export function halfLinesAsInequalities(s: string): string {
  return s.replace(/当\s*\$([^$]*)\$\s*时/g, (whole, formula: string) => {
    const written = asInequality(formula);
    return written ? `当 $${written}$ 时` : whole;
  });
}
