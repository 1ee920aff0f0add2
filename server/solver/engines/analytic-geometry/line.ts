import { Rat } from '../../math/expression/rational';
import type { MathOutcome, MathProblem } from '../../math/expression/types';
import { evalRat, parseRat } from '../../math/numbers/ratexpr';
import { im, solved } from '../../math/write/format';
import { sqrtTex } from './curve';
import { equationPoly } from './equation';

interface Line {
  a: Rat;
  b: Rat;
  c: Rat;
  tex: string;
}

/** ax+by+c=0 from an equation linear in x and y; null otherwise. */
export function readLine(src: string): Line | null {
  const s = src.replace(/^(?:[a-zA-Z](?:_\{?\d\}?)?):/, '');
  const P = equationPoly(s);
  if (!P) return null;
  if ([...P.keys()].some((k) => k !== 'x^1' && k !== 'y^1' && k !== '')) return null;
  const a = P.get('x^1') ?? Rat.ZERO;
  const b = P.get('y^1') ?? Rat.ZERO;
  if (a.isZero() && b.isZero()) return null;
  return { a, b, c: P.get('') ?? Rat.ZERO, tex: s };
}

function lineTex(L: Line): string {
  const t = (c: Rat, v: string, first: boolean) => {
    if (c.isZero()) return '';
    const abs = c.abs();
    const body = v ? (abs.isOne() ? v : `${abs.toLatex()}${v}`) : abs.toLatex();
    return c.sign() < 0 ? `-${body}` : first ? body : `+${body}`;
  };
  const x = t(L.a, 'x', true);
  const y = t(L.b, 'y', !x);
  return `${x}${y}${t(L.c, '', !x && !y)}=0`;
}

const PROSE = /已知|求|则|点|直线|两条|两|平行|平行线|之间|间|的|距离|到|为|是|等于|与|和|，|,|。|\.|:|：|\s|[()（）]/g;

/** Distance from a point to a line, and between two parallel lines. */
export function lineDistance(text: string, mp: MathProblem, lead: string[] = []): MathOutcome | null {
  if (!/距离/.test(text) || !/直线/.test(text)) return null;
  const segs: string[] = [];
  const prose = text.replace(/\$([^$]*)\$/g, (_, s: string) => {
    segs.push(s.replace(/\s+/g, ''));
    return ' ';
  });
  if (prose.replace(PROSE, '').trim() !== '') return null;
  const lines: Line[] = [];
  let point: [Rat, Rat] | null = null;
  let pointTex = '';
  for (const s of segs) {
    if (!s || /^[A-Z]$|^l_?\{?\d?\}?$/.test(s)) continue;
    const pm = /^(?:[A-Z])?\(([^,]+),([^,]+)\)$/.exec(s);
    if (pm) {
      if (point) return null;
      const x = parseRat(pm[1]);
      const y = parseRat(pm[2]);
      const xv = x && evalRat(x, () => null);
      const yv = y && evalRat(y, () => null);
      if (!xv || !yv) return null;
      point = [xv, yv];
      pointTex = `(${xv.toLatex()},${yv.toLatex()})`;
      continue;
    }
    const L = readLine(s);
    if (!L) return null;
    lines.push(L);
  }
  const S = (L: Line) => L.a.mul(L.a).add(L.b.mul(L.b));
  if (point && lines.length === 1 && /点[^，。]*到[^，。]*直线/.test(prose.replace(/\s+/g, '') + text)) {
    const L = lines[0];
    const N = L.a.mul(point[0]).add(L.b.mul(point[1])).add(L.c);
    const d2 = N.mul(N).div(S(L));
    const d = sqrtTex(d2);
    // Check: the foot of the perpendicular lies on the line and is at distance d from the point.
    const t = N.div(S(L));
    const foot: [Rat, Rat] = [point[0].sub(L.a.mul(t)), point[1].sub(L.b.mul(t))];
    const onLine = L.a.mul(foot[0]).add(L.b.mul(foot[1])).add(L.c);
    const dd = foot[0].sub(point[0]).pow(2).add(foot[1].sub(point[1]).pow(2));
    if (!onLine.isZero() || !dd.eq(d2)) return null;
    return solved(mp, {
      engine: 'analytic-geometry:line',
      idea: `点到直线的距离公式 ${im('d=\\frac{|Ax_0+By_0+C|}{\\sqrt{A^2+B^2}}')}。`,
      steps: [
        ...lead,
        `直线方程化为一般式 ${im(lineTex(L))}，点为 ${im(pointTex)}。`,
        `${im(`d=\\frac{|${distanceNumerator(L.a, L.b, L.c, point)}|}{\\sqrt{${bracketed(L.a)}^2+${bracketed(L.b)}^2}}${middleFraction(N.abs().toLatex(), sqrtTex(S(L)), d)}=${d}`)}。`,
      ],
      finalAnswer: `$${d}$`,
      verificationNote: `求出垂足 ${im(`(${foot[0].toLatex()},${foot[1].toLatex()})`)}，它在直线上，且到已知点的距离的平方为 ${im(d2.toLatex())}，与公式结果一致。`,
      value: { kind: 'numbers', values: [Math.sqrt(d2.toNumber())] },
    });
  }
  // two lines whose x, y coefficients are proportional are parallel, whether or not the text says so
  if (!point && lines.length === 2) {
    const [L1, L2] = lines;
    // Parallel: (a1,b1) ∥ (a2,b2), scale L2 to the coefficients of L1.
    if (!L1.a.mul(L2.b).eq(L1.b.mul(L2.a))) return null;
    const k = L1.a.isZero() ? L1.b.div(L2.b) : L1.a.div(L2.a);
    const c2 = L2.c.mul(k);
    if (c2.eq(L1.c)) return null; // the same line
    const N = L1.c.sub(c2);
    const d2 = N.mul(N).div(S(L1));
    const d = sqrtTex(d2);
    // Check: distance from a point of L1 to L2 by the point-line formula.
    const p: [Rat, Rat] = L1.b.isZero() ? [L1.c.neg().div(L1.a), Rat.ZERO] : [Rat.ZERO, L1.c.neg().div(L1.b)];
    const N2 = L2.a.mul(p[0]).add(L2.b.mul(p[1])).add(L2.c);
    if (!N2.mul(N2).div(S(L2)).eq(d2)) return null;
    const L2s: Line = { a: L1.a, b: L1.b, c: c2, tex: '' };
    return solved(mp, {
      engine: 'analytic-geometry:line',
      idea: `两平行线 ${im('Ax+By+C_1=0')} 与 ${im('Ax+By+C_2=0')} 的距离 ${im('d=\\frac{|C_1-C_2|}{\\sqrt{A^2+B^2}}')}（先把 x、y 的系数化成相同）。`,
      steps: [
        `两直线化为 ${im(lineTex(L1))} 与 ${im(lineTex(L2s))}。`,
        `${im(`d=\\frac{|${L1.c.toLatex()}-(${c2.toLatex()})|}{\\sqrt{${S(L1).toLatex()}}}=${d}`)}。`,
      ],
      finalAnswer: `$${d}$`,
      verificationNote: `在第一条直线上取点 ${im(`(${p[0].toLatex()},${p[1].toLatex()})`)}，用点到直线的距离公式求它到第二条直线的距离，结果相同。`,
      value: { kind: 'numbers', values: [Math.sqrt(d2.toNumber())] },
    });
  }
  return null;
}

const bracketed = (r: Rat): string => (r.sign() < 0 ? `(${r.toLatex()})` : r.toLatex());

/** Ax₀ + By₀ + C with the numbers put in, brackets only round a negative number: 「1\\times 3+2\\times 0-8」. */
function distanceNumerator(a: Rat, b: Rat, c: Rat, [x, y]: [Rat, Rat]): string {
  const term = (k: Rat, v: Rat, first: boolean) =>
    k.isZero() ? '' : `${k.sign() < 0 ? '-' : first ? '' : '+'}${k.abs().toLatex()}\\times ${bracketed(v)}`;
  const head = term(a, x, true);
  const middle = term(b, y, head === '');
  const tail = c.isZero() ? '' : `${c.sign() < 0 ? '-' : '+'}${c.abs().toLatex()}`;
  return `${head}${middle}${tail}`;
}

/** 「=\\frac{5}{\\sqrt{5}}」 before the simplified distance, left out when it is that distance already. */
function middleFraction(top: string, root: string, d: string): string {
  const f = root === '1' ? top : `\\frac{${top}}{${root}}`;
  return f === d ? '' : `=${f}`;
}
