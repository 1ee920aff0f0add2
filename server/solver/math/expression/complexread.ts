import { type MJ, readLatex, unwrap } from './mathjson';

/** Reads a written complex number ("1-2i", "z=\\frac{1}{2}-\\frac{3}{2}i", "-i"); null when unreadable. */
export function readComplex(text: string): { re: number; im: number } | null {
  const s = text
    .replace(/\$/g, '')
    .replace(/\\mathrm\s*\{\s*([a-zA-Z])\s*\}/g, '$1')
    .replace(/\\[,;!]|~/g, ' ')
    .replace(/^\s*[a-zA-Z](?:_\{?\d\}?)?\s*=/, '')
    .trim();
  if (!s || !/^[-+0-9i.\s\\{}()a-z^]*$/.test(s) || /[a-hj-z]/.test(s.replace(/\\(?:frac|dfrac|sqrt)/g, ''))) return null;
  const j = readLatex(s);
  if (j === null) return null;
  try {
    const v = ev(j);
    return Number.isFinite(v.re) && Number.isFinite(v.im) ? v : null;
  } catch {
    return null;
  }
}

function ev(j0: MJ): { re: number; im: number } {
  const j = unwrap(j0);
  if (typeof j === 'number') return { re: j, im: 0 };
  if (typeof j === 'string') {
    if (j === 'i' || j === 'ImaginaryUnit') return { re: 0, im: 1 };
    if (j === 'Half') return { re: 0.5, im: 0 };
    throw new RangeError(j);
  }
  if (!Array.isArray(j)) return { re: Number(j.num), im: 0 };
  const [h, ...a] = j;
  const xs = a.map(ev);
  const mul = (p: { re: number; im: number }, q: { re: number; im: number }) => ({
    re: p.re * q.re - p.im * q.im,
    im: p.re * q.im + p.im * q.re,
  });
  switch (h) {
    case 'Add':
      return xs.reduce((p, q) => ({ re: p.re + q.re, im: p.im + q.im }));
    case 'Subtract':
      return xs.length === 1 ? { re: -xs[0].re, im: -xs[0].im } : xs.reduce((p, q) => ({ re: p.re - q.re, im: p.im - q.im }));
    case 'Negate':
      return { re: -xs[0].re, im: -xs[0].im };
    case 'Multiply':
    case 'InvisibleOperator':
      return xs.reduce(mul);
    case 'Divide':
    case 'Rational': {
      const [p, q] = xs;
      const n = q.re * q.re + q.im * q.im;
      return { re: (p.re * q.re + p.im * q.im) / n, im: (p.im * q.re - p.re * q.im) / n };
    }
    case 'Sqrt':
      if (xs[0].im !== 0 || xs[0].re < 0) throw new RangeError('sqrt');
      return { re: Math.sqrt(xs[0].re), im: 0 };
    case 'Complex':
      return { re: Number(a[0]), im: Number(a[1]) };
    default:
      throw new RangeError(String(h));
  }
}
