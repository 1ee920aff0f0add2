/**
 * A solid's formula with the numbers put in, as a textbook writes 「代入数据得 V=\frac{1}{3}\pi\times 3^2\times 4=12\pi」:
 * each letter (or a power such as R^2 when its value is known) is replaced by its value, bracketed before a power
 * when it is not a whole number, with × between factors a student would otherwise read as digits run together.
 */
const TOKEN =
  /\\frac\{[^{}]*\}\{[^{}]*\}|\\frac\{\\sqrt\{[^{}]*\}\}\{[^{}]*\}|\\sqrt\{[^{}]*\}|\\pi|\\cdot|\d+(?:\.\d+)?|[a-zA-Z](?:\^\{?\d\}?)?|\^\{?\d\}?|[+\-()]/g;

export function substitutedFormula(formula: string, values: Record<string, string>): string | null {
  const eq = formula.indexOf('=');
  if (eq < 0) return null;
  // 「S=4\cdot\frac{\sqrt{3}}{4}a^2=\sqrt{3}a^2」: the numbers go into the last, simplest form.
  const rhs = formula.slice(formula.lastIndexOf('=') + 1).replace(/\s+/g, '');
  const tokens = rhs.match(TOKEN) ?? [];
  if (tokens.join('') !== rhs) return null;
  let out = '';
  let prevFactor = false;
  for (const tok of tokens) {
    const letter = /^([a-zA-Z])(?:\^\{?(\d)\}?)?$/.exec(tok);
    let piece = tok;
    let isValue = false;
    if (letter) {
      const whole = values[`${letter[1]}^${letter[2]}`];
      const v = whole ?? values[letter[1]];
      if (v === undefined) return null;
      const bracket = letter[2] && !whole && !/^\d+$/.test(v);
      piece = whole ?? `${bracket ? `(${v})` : v}${letter[2] ? `^${letter[2]}` : ''}`;
      isValue = true;
    }
    const factor = !/^[+\-)]$/.test(tok) && tok !== '\\cdot';
    const numberLike = isValue || /^\d/.test(tok) || tok === '(';
    if (prevFactor && factor && numberLike) out += '\\times ';
    out += piece;
    prevFactor = factor && tok !== '(';
  }
  return `${formula.slice(0, eq + 1)}${out}`;
}
