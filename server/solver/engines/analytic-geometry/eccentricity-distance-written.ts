import { im } from '../../math/write/format';
import { valueTex } from './answer-value';

/**
 * The circle-and-line relation of an eccentricity question written as 人教A版 选择性必修一 2.5 writes it: the centre
 * and radius, the distance d from the centre to the line by the point-to-line formula with the centre put in, then
 * d = r (相切) or d² = r² − (L/2)² (a chord of length L) as an equation in a, b, c.
 */
interface WrittenCircle {
  centreTex: [number, number];
  radiusTex: string;
  radius: (a: number, b: number, c: number) => number;
}

export function distanceWritten(
  circle: WrittenCircle,
  lineName: string,
  [p, q, s]: [string, string, string],
  chord: number | null,
): string {
  const [h, k] = circle.centreTex;
  const top = joinTerms([scaled(h, p), scaled(k, q), s].filter((t): t is string => Boolean(t)));
  const single = /^[^+-]+$/.test(top);
  const d = `\\frac{${single ? top : `|${top}|`}}{\\sqrt{${squared(p)}+${squared(q)}}}`;
  const lineTex = `${joinTerms([withLetter(p, 'x'), withLetter(q, 'y'), s].filter(Boolean))}=0`;
  const r = circle.radiusTex;
  const head = `圆心为 ${im(`(${num(h)},${num(k)})`)}，半径 ${im(`r=${r}`)}；圆心到${lineName} ${im(lineTex)} 的距离 ${im(`d=${d}`)}。`;
  if (chord === null) return `${head}相切，所以 ${im('d=r')}，即 ${im(`${d}=${r}`)}。`;
  const half = num(chord / 2);
  const numeric = /^[abc]$/.test(r) ? null : valueTex(circle.radius(1, 1, 1) ** 2 - (chord * chord) / 4);
  const rhs = numeric ?? `${r}^2-${num((chord * chord) / 4)}`;
  return `${head}弦长为 ${im(num(chord))}，所以 ${im(`d^2=r^2-${half}^2`)}，即 ${im(`\\frac{(${top})^2}{${squared(p)}+${squared(q)}}=${rhs}`)}。`;
}

/** Signed terms joined into a sum: ['b', '-a', '2ab'] → 'b-a+2ab'. */
export function joinTerms(terms: string[]): string {
  return terms.reduce((acc, t, i) => (i === 0 || t.startsWith('-') ? acc + t : `${acc}+${t}`), '');
}

const num = (x: number): string => valueTex(x) ?? String(x);

function scaled(n: number, term: string): string | null {
  if (n === 0 || term === '') return null;
  const negative = term.startsWith('-') !== n < 0;
  const body = term.replace(/^-/, '');
  const m = /^(\d*)([abc]*)$/.exec(body);
  const factor = Math.abs(n) * (m?.[1] ? Number(m[1]) : 1);
  const inner = m ? `${factor === 1 && m[2] ? '' : num(factor)}${m[2]}` : `${num(Math.abs(n))}(${body})`;
  return `${negative ? '-' : ''}${inner}`;
}

function squared(term: string): string {
  const body = term.replace(/^-/, '');
  return /^[abc1]$/.test(body) ? (body === '1' ? '1' : `${body}^2`) : `(${body})^2`;
}

function withLetter(coef: string, letter: string): string {
  if (coef === '') return '';
  if (coef === '1' || coef === '-1') return `${coef === '-1' ? '-' : ''}${letter}`;
  return /^-?[^+-]+$/.test(coef) ? `${coef}${letter}` : `(${coef})${letter}`;
}
