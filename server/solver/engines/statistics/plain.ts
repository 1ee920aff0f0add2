import { Rat } from '../../math/expression/rational';

/**
 * A fraction's part or a root's radicand kept whole once its bar is gone: \frac{x+1}{2} is (x+1)/2, \frac{3}{2x} is
 * 3/(2x) and \sqrt{x+1} is √(x+1), never x+1/2, 3/2x or √x+1; a single number, letter or root (\frac{\sqrt{3}}{2} →
 * √3/2) needs no brackets.
 */
function grouped(part: string): string {
  const t = part.replace(/\s/g, '');
  return /^-?(?:\d+(?:\.\d+)?|\d*√\d+|[a-zA-Zπ])$/.test(t) ? part : `(${part})`;
}

/**
 * A 初中 question in one plain line, as it is read aloud: no dollars or spaces, \frac{a}{b} → a/b, \sqrt{3} → √3,
 * ≤ ≥ written as signs, ^\circ → °, full-width digits and colons made half-width, and every answer blank (____, （ ）)
 * turned into one mark 「＿」 so a reading can see where the answer goes.
 */
export function plainJunior(stem: string): string {
  return (
    stem
      .replace(/\\left|\\right|\\displaystyle/g, '')
      .replace(/\\(?:mathrm|text|rm)\{([^{}]*)\}/g, '$1')
      .replace(/\\(sin|cos|tan)(?![a-z])/g, '$1')
      .replace(/\\sqrt\{([^{}]*)\}/g, (_, root: string) => `√${grouped(root)}`)
      .replace(/\\[dt]?frac\{([^{}]*)\}\{([^{}]*)\}/g, (_, top: string, bottom: string) => `${grouped(top)}/${grouped(bottom)}`)
      .replace(/\\(?:leqslant|leq|le)(?![a-z])/g, '≤')
      .replace(/\\(?:geqslant|geq|ge)(?![a-z])/g, '≥')
      .replace(/\\(?:neq|ne)(?![a-z])/g, '≠')
      // x_{1} and x_1 are one print of the same subscript.
      .replace(/_\{([0-9a-z])\}/g, '_$1')
      .replace(/\\pi/g, 'π')
      .replace(/\^\{?\\circ\}?|\\degree|º/g, '°')
      .replace(/\\triangle/g, '△')
      .replace(/\\angle/g, '∠')
      .replace(/\\odot/g, '⊙')
      .replace(/\\sim/g, '∽')
      .replace(/\\parallel|\/\//g, '∥')
      .replace(/\\(?:ldots|cdots|dots)|⋯|……|\.{3}/g, '…')
      .replace(/\\(?:cdot|times)/g, '×')
      .replace(/\\[,;!: ]|\\quad|\\qquad/g, '')
      .replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
      .replace(/：/g, ':')
      .replace(/[$\s]/g, '')
      .replace(/_{2,}|＿+|\\_+|[(（](?:\\quad|\s)*[)）]/g, '＿')
      .replace(/＿+/g, '＿')
  );
}

/** A decimal or fraction written plainly ("2.5", "-3", "3/5") as an exact rational, or null. */
export function ratOf(s: string): Rat | null {
  const f = /^(-?\d+(?:\.\d+)?)\/(\d+(?:\.\d+)?)$/.exec(s);
  if (f) {
    const [a, b] = [Rat.parseDecimal(f[1]), Rat.parseDecimal(f[2])];
    return a && b && !b.isZero() ? a.div(b) : null;
  }
  return Rat.parseDecimal(s);
}

/** Every number written in a plain line, in order (a leading minus kept when it is a sign, not a dash between words). */
export function numbersIn(t: string): string[] {
  return [...t.matchAll(/(?<![\d.])-?\d+(?:\.\d+)?/g)].map((m) => m[0]);
}

/** A value as 初中 writes a mean: a terminating decimal when it is one (203/25 → 8.12), else the fraction. */
export function decimalLatex(r: Rat): string {
  let d = r.d;
  while (d % 2n === 0n) d /= 2n;
  while (d % 5n === 0n) d /= 5n;
  if (d !== 1n || r.d === 1n) return r.toLatex();
  const text = String(r.toNumber());
  return /^-?\d+\.\d{1,6}$/.test(text) && Rat.parseDecimal(text)?.eq(r) ? text : r.toLatex();
}
