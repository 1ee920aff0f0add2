import { im, solved } from '../../math/write/format';
import type { AnswerValue, MathOutcome, MathProblem } from '../../math/expression/types';
import { Rat, gcd, lcm } from '../../math/expression/rational';
import { evalNum, evalRat, parseRat } from '../../math/numbers/ratexpr';
import { sqrtTex } from './curve';
import { equationPoly } from './equation';
import { readLine } from './line';

/**
 * Lines and circles (人教A版 选择性必修一 第二章): slope and inclination angle, the line through two
 * points, the line through a point parallel or perpendicular to a line, the intersection of two lines,
 * and for a circle: the chord cut by a line, the tangent at a point of the circle, the position of a line
 * and a circle. Every answer is checked another way (substitution, distances) before it is returned.
 */

type P2 = [Rat, Rat];
interface L3 {
  a: Rat;
  b: Rat;
  c: Rat;
}
interface Circle {
  a: Rat;
  b: Rat;
  r2: Rat;
}

const PROSE =
  /已知|设|圆心|距离|到|之间|若|且|则|求|直线|圆|点|两点|经过|过|的|与|和|及|交点|坐标|方程|一般式|斜率|倾斜角|平行|垂直|切线|弦长|弦|被|截得|所截|截|长|长度|位置关系|相交所得|为|是|等于|在|上|处|作|得|，|,|。|\.|:|：|\s|[()（）]/g;

function splitSegs(text: string): { segs: string[]; prose: string } {
  const segs: string[] = [];
  const prose = text.replace(/\$([^$]*)\$/g, (_, s: string) => {
    for (const part of s.split(/(?<=\))\s*[,，]\s*(?=[A-Z]?\()/)) segs.push(part.replace(/\s+/g, ''));
    return ' ';
  });
  return { segs: segs.filter((s) => s && !/^[A-Z]$|^l_?\{?\d?\}?$|^\\odot[A-Z]$|^[CM]$/.test(s)), prose };
}

function readPoint(s: string): P2 | null {
  const m = /^(?:[A-Z](?:_\{?\d\}?)?)?\(([^,]+),([^,]+)\)$/.exec(s);
  if (!m) return null;
  const x = parseRat(m[1]);
  const y = parseRat(m[2]);
  const xv = x && evalRat(x, () => null);
  const yv = y && evalRat(y, () => null);
  return xv && yv ? [xv, yv] : null;
}

/** (x−a)²+(y−b)²=r² from an equation with equal x², y² coefficients and no xy term. */
export function readCircle(src: string): Circle | null {
  const s = src.replace(/^(?:[A-Z]|\\odot[A-Z]):/, '');
  const P = equationPoly(s);
  if (!P) return null;
  if ([...P.keys()].some((k) => !['x^2', 'y^2', 'x^1', 'y^1', ''].includes(k))) return null;
  const A = P.get('x^2') ?? Rat.ZERO;
  if (A.isZero() || !A.eq(P.get('y^2') ?? Rat.ZERO)) return null;
  const d = (P.get('x^1') ?? Rat.ZERO).div(A);
  const e = (P.get('y^1') ?? Rat.ZERO).div(A);
  const f = (P.get('') ?? Rat.ZERO).div(A);
  const a = d.div(Rat.of(-2));
  const b = e.div(Rat.of(-2));
  const r2 = a.mul(a).add(b.mul(b)).sub(f);
  return r2.sign() > 0 ? { a, b, r2 } : null;
}

/** Integer coefficients with a positive leading coefficient. */
function normal(L: L3): L3 {
  const ds = [L.a, L.b, L.c].map((r) => r.d);
  const m = ds.reduce((x, y) => lcm(x, y), 1n);
  let [a, b, c] = [L.a, L.b, L.c].map((r) => r.mul(Rat.of(m)));
  const g = [a, b, c].map((r) => (r.n < 0n ? -r.n : r.n)).reduce((x, y) => gcd(x, y), 0n);
  if (g > 1n) [a, b, c] = [a, b, c].map((r) => r.div(Rat.of(g)));
  const lead = a.isZero() ? b : a;
  if (lead.sign() < 0) [a, b, c] = [a, b, c].map((r) => r.neg());
  return { a, b, c };
}

export function lineTex(L: L3): string {
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

const ptTex = (p: P2) => `(${p[0].toLatex()},${p[1].toLatex()})`;
const on = (L: L3, p: P2) => L.a.mul(p[0]).add(L.b.mul(p[1])).add(L.c);

type Ask = 'intersection' | 'slope' | 'incl' | 'equation' | 'chord' | 'tangent' | 'position' | 'distance';

function asked(prose: string): Ask | null {
  const asks: Ask[] = [];
  if (/交点/.test(prose) && !/弦/.test(prose)) asks.push('intersection');
  if (/倾斜角/.test(prose)) asks.push('incl');
  else if (/斜率/.test(prose)) asks.push('slope');
  if (/弦长|弦的长|截得的弦/.test(prose)) asks.push('chord');
  if (/切线/.test(prose)) asks.push('tangent');
  if (/位置关系/.test(prose)) asks.push('position');
  if (/距离/.test(prose) && !/弦|切线|最大|最小|范围/.test(prose)) asks.push('distance');
  if (!asks.length && /方程/.test(prose)) asks.push('equation');
  return asks.length === 1 ? asks[0] : null;
}

/** "交于 $A, B$ 两点, 则 $|AB|=$" asks the chord's length: read as "截得的弦, 则弦长为". */
function chordByEndpoints(text: string): string {
  const two = /(?:相)?交于\s*\$?\s*([A-Z])\s*[,，、]\s*([A-Z])\s*\$?\s*两点/.exec(text);
  if (!two) return text;
  const len = new RegExp(`\\$\\s*\\|\\s*${two[1]}\\s*${two[2]}\\s*\\|\\s*=?\\s*\\$`);
  if (!len.test(text)) return text;
  return text.replace(two[0], '截得的弦').replace(len, '弦长为');
}

export function linesAndCircles(text0: string, mp: MathProblem, choice: boolean): MathOutcome | null {
  if (!/直线|切线/.test(text0)) return null;
  const text = chordByEndpoints(text0);
  const { segs, prose } = splitSegs(text);
  if (prose.replace(PROSE, '').trim() !== '') return null;
  const ask = asked(prose);
  if (!ask) return null;
  const points: P2[] = [];
  const lines: L3[] = [];
  const circles: Circle[] = [];
  const rawLines: string[] = [];
  for (const s of segs) {
    const p = readPoint(s);
    if (p) {
      points.push(p);
      continue;
    }
    const L = readLine(s);
    if (L) {
      lines.push({ a: L.a, b: L.b, c: L.c });
      rawLines.push(s);
      continue;
    }
    const C = readCircle(s);
    if (C && /圆/.test(prose)) {
      circles.push(C);
      continue;
    }
    if (ask === 'incl' || ask === 'slope') {
      const n = numericLine(s);
      if (n && points.length === 0 && lines.length === 0 && segs.length === 1) return inclination(n, s, ask, mp);
    }
    return null;
  }
  const out = (idea: string, steps: string[], answer: string, value: AnswerValue, check: string): MathOutcome =>
    solved(mp, { engine: 'analytic-geometry:lines', idea, steps, finalAnswer: `$${answer}$`, verificationNote: check, value });
  const eqAnswer = (L: L3) => ({ kind: 'words', text: lineTex(normal(L)) }) as AnswerValue;

  if (circles.length === 0) {
    if (/圆/.test(prose)) return null;
    if (ask === 'distance') return distanceAnswer(lines, points, null, prose, mp);
    if (ask === 'incl' && lines.length === 1 && points.length === 0) {
      const [L] = lines;
      return inclination({ a: L.a.toNumber(), b: L.b.toNumber(), c: L.c.toNumber() }, rawLines[0], 'incl', mp);
    }
    // Only the intersection itself is asked (not a line through it).
    const onlyPoint = !/过|经过|平行|垂直|距离|且/.test(prose) && !/交点[\s\S]*方程/.test(prose);
    if (ask === 'intersection' && onlyPoint && lines.length === 2 && points.length === 0) {
      const [L1, L2] = lines;
      const det = L1.a.mul(L2.b).sub(L2.a.mul(L1.b));
      if (det.isZero()) return null;
      const x = L1.b.mul(L2.c).sub(L2.b.mul(L1.c)).div(det);
      const y = L2.a.mul(L1.c).sub(L1.a.mul(L2.c)).div(det);
      const p: P2 = [x, y];
      if (!on(L1, p).isZero() || !on(L2, p).isZero()) return null;
      return out(
        '两直线的交点坐标就是两直线方程组成的方程组的解。',
        [
          `联立 ${im(`\\begin{cases}${lineTex(L1)}\\\\${lineTex(L2)}\\end{cases}`)}，消元解得 ${im(`x=${x.toLatex()},\\ y=${y.toLatex()}`)}。`,
          `所以交点坐标为 ${im(ptTex(p))}。`,
        ],
        ptTex(p),
        { kind: 'tuples', vars: ['x', 'y'], tuples: [[x.toNumber(), y.toNumber()]] },
        `把 ${im(ptTex(p))} 代入两条直线的方程，都成立。`,
      );
    }
    if ((ask === 'slope' || ask === 'equation' || ask === 'incl') && points.length === 2 && lines.length === 0) {
      const [A, B] = points;
      if (A[0].eq(B[0]) && A[1].eq(B[1])) return null;
      const vertical = A[0].eq(B[0]);
      const L: L3 = { a: B[1].sub(A[1]), b: A[0].sub(B[0]), c: B[0].mul(A[1]).sub(A[0].mul(B[1])) };
      if (!on(L, A).isZero() || !on(L, B).isZero()) return null;
      if (ask === 'slope') {
        if (vertical) return null;
        const k = B[1].sub(A[1]).div(B[0].sub(A[0]));
        return out(
          `过两点的直线的斜率公式 ${im('k=\\frac{y_2-y_1}{x_2-x_1}')}。`,
          [`${im(`k=\\frac{${B[1].toLatex()}-(${A[1].toLatex()})}{${B[0].toLatex()}-(${A[0].toLatex()})}=${k.toLatex()}`)}。`],
          k.toLatex(),
          { kind: 'numbers', values: [k.toNumber()] },
          `由 ${im(ptTex(A))} 沿斜率 ${im(k.toLatex())} 走到 ${im(`x=${B[0].toLatex()}`)}，纵坐标正好是 ${im(B[1].toLatex())}。`,
        );
      }
      if (ask === 'incl') {
        if (vertical) return inclinationAnswer(Number.POSITIVE_INFINITY, mp, [`两点横坐标相同，直线垂直于 ${im('x')} 轴。`]);
        const k = B[1].sub(A[1]).div(B[0].sub(A[0]));
        return inclinationAnswer(k.toNumber(), mp, [
          `斜率 ${im(`k=\\frac{${B[1].toLatex()}-(${A[1].toLatex()})}{${B[0].toLatex()}-(${A[0].toLatex()})}=${k.toLatex()}`)}。`,
        ]);
      }
      if (choice) return null;
      const N = normal(L);
      return out(
        '两点式：先求斜率，再用点斜式写出直线方程，化为一般式。',
        vertical
          ? [`两点横坐标都是 ${im(A[0].toLatex())}，直线垂直于 ${im('x')} 轴，方程为 ${im(`x=${A[0].toLatex()}`)}，即 ${im(lineTex(N))}。`]
          : [
              `斜率 ${im(`k=\\frac{${B[1].toLatex()}-(${A[1].toLatex()})}{${B[0].toLatex()}-(${A[0].toLatex()})}=${B[1].sub(A[1]).div(B[0].sub(A[0])).toLatex()}`)}。`,
              `点斜式 ${im(`y-(${A[1].toLatex()})=${B[1].sub(A[1]).div(B[0].sub(A[0])).toLatex()}\\left(x-(${A[0].toLatex()})\\right)`)}，整理得 ${im(lineTex(N))}。`,
            ],
        lineTex(N),
        eqAnswer(N),
        `把两点 ${im(ptTex(A))}、${im(ptTex(B))} 分别代入 ${im(lineTex(N))}，都成立。`,
      );
    }
    if (ask === 'equation' && points.length === 1 && lines.length === 1 && !choice) {
      const par = /平行/.test(prose);
      const perp = /垂直/.test(prose);
      if (par === perp) return null;
      const [P] = points;
      const [L] = lines;
      const a = par ? L.a : L.b;
      const b = par ? L.b : L.a.neg();
      const M: L3 = { a, b, c: a.mul(P[0]).add(b.mul(P[1])).neg() };
      if (!on(M, P).isZero()) return null;
      if (par && on(L, P).isZero()) return null; // the point is on the line: no distinct parallel line
      const dot = L.a.mul(M.a).add(L.b.mul(M.b));
      const cross = L.a.mul(M.b).sub(L.b.mul(M.a));
      if (par ? !cross.isZero() : !dot.isZero()) return null;
      const N = normal(M);
      return out(
        par
          ? `与 ${im('Ax+By+C=0')} 平行的直线可设为 ${im('Ax+By+m=0')}，代入所过的点求 ${im('m')}。`
          : `与 ${im('Ax+By+C=0')} 垂直的直线可设为 ${im('Bx-Ay+m=0')}，代入所过的点求 ${im('m')}。`,
        [
          `已知直线化为 ${im(lineTex(L))}，所求直线设为 ${im(lineTex({ a, b, c: Rat.ZERO }).replace(/=0$/, '+m=0'))}。`,
          `代入点 ${im(ptTex(P))}：${im(`m=${M.c.toLatex()}`)}，所以所求直线为 ${im(lineTex(N))}。`,
        ],
        lineTex(N),
        eqAnswer(N),
        `点 ${im(ptTex(P))} 满足 ${im(lineTex(N))}；两直线法向量${par ? '共线（且不重合）' : '的数量积为 0'}，确实${par ? '平行' : '垂直'}。`,
      );
    }
    return null;
  }
  if (circles.length !== 1) return null;
  const C = circles[0];
  const ctr: P2 = [C.a, C.b];
  const circTex = `(x${sg(C.a.neg())})^2+(y${sg(C.b.neg())})^2=${C.r2.toLatex()}`;
  if (ask === 'distance') return distanceAnswer(lines, points, C, prose, mp);
  if (ask === 'tangent' && points.length === 1 && lines.length === 0 && !choice) {
    const [P] = points;
    const dx = P[0].sub(C.a);
    const dy = P[1].sub(C.b);
    if (!dx.mul(dx).add(dy.mul(dy)).eq(C.r2)) return null; // only a point on the circle
    const M: L3 = { a: dx, b: dy, c: dx.mul(P[0]).add(dy.mul(P[1])).neg() };
    const N = normal(M);
    const dist = on(M, ctr);
    if (
      !dist
        .mul(dist)
        .div(M.a.mul(M.a).add(M.b.mul(M.b)))
        .eq(C.r2) ||
      !on(M, P).isZero()
    )
      return null;
    return out(
      '圆上一点处的切线垂直于过该点的半径。',
      [
        `圆的标准方程 ${im(circTex)}，圆心 ${im(ptTex(ctr))}。点 ${im(ptTex(P))} 满足方程，在圆上。`,
        `半径方向 ${im(`(${dx.toLatex()},${dy.toLatex()})`)} 是切线的法向量，切线为 ${im(`${paren(dx)}(x-${paren(P[0])})+${paren(dy)}(y-${paren(P[1])})=0`)}，即 ${im(lineTex(N))}。`,
      ],
      lineTex(N),
      eqAnswer(N),
      `圆心到 ${im(lineTex(N))} 的距离等于半径 ${im(sqrtTex(C.r2))}，且切点在直线上。`,
    );
  }
  if ((ask === 'chord' || ask === 'position') && lines.length === 1 && points.length === 0) {
    const [L] = lines;
    const S = L.a.mul(L.a).add(L.b.mul(L.b));
    const N = on(L, ctr);
    const d2 = N.mul(N).div(S);
    const h2 = C.r2.sub(d2);
    // Independent check: intersect numerically.
    const xs = intersectNum(L, C);
    if (ask === 'position') {
      const rel = h2.sign() > 0 ? '相交' : h2.isZero() ? '相切' : '相离';
      const expect = h2.sign() > 0 ? 2 : h2.isZero() ? 1 : 0;
      if (xs.length !== expect) return null;
      return out(
        '比较圆心到直线的距离 d 与半径 r。',
        [
          `圆心 ${im(ptTex(ctr))}，半径 ${im(`r=${sqrtTex(C.r2)}`)}。`,
          `${im(`d=\\frac{|${N.toLatex()}|}{\\sqrt{${S.toLatex()}}}=${sqrtTex(d2)}`)}，${im(`d${h2.sign() > 0 ? '<' : h2.isZero() ? '=' : '>'}r`)}，所以直线与圆${rel}。`,
        ],
        rel,
        { kind: 'words', text: rel },
        `联立直线与圆的方程，判别式说明交点个数为 ${expect}，与结论一致。`,
      );
    }
    if (h2.sign() <= 0 || xs.length !== 2) return null;
    const len2 = h2.mul(Rat.of(4));
    const num = Math.hypot(xs[0][0] - xs[1][0], xs[0][1] - xs[1][1]);
    if (Math.abs(num - Math.sqrt(len2.toNumber())) > 1e-9 * Math.max(1, num)) return null;
    return out(
      `弦长公式 ${im('|AB|=2\\sqrt{r^2-d^2}')}，d 为圆心到直线的距离。`,
      [
        `圆的标准方程 ${im(circTex)}，圆心 ${im(ptTex(ctr))}，${im(`r^2=${C.r2.toLatex()}`)}。`,
        `圆心到直线 ${im(lineTex(L))} 的距离 ${im(`d=\\frac{|${N.toLatex()}|}{\\sqrt{${S.toLatex()}}}`)}，${im(`d^2=${d2.toLatex()}`)}。`,
        `${im(`|AB|=2\\sqrt{${C.r2.toLatex()}-${d2.toLatex()}}=${sqrtTex(len2)}`)}。`,
      ],
      sqrtTex(len2),
      { kind: 'numbers', values: [Math.sqrt(len2.toNumber())] },
      '联立直线与圆的方程求出两个交点，两点间的距离与公式结果一致。',
    );
  }
  return null;
}

/** 点到直线的距离 d = |Ax₀+By₀+C|/√(A²+B²) from a circle's centre to a line; checked by the foot of the perpendicular. */
function distanceAnswer(lines: L3[], points: P2[], C: Circle | null, prose: string, mp: MathProblem): MathOutcome | null {
  const out = (steps: string[], d2: Rat, check: string): MathOutcome =>
    solved(mp, {
      engine: 'analytic-geometry:lines',
      idea: `点到直线的距离公式 ${im('d=\\frac{|Ax_0+By_0+C|}{\\sqrt{A^2+B^2}}')}。`,
      steps,
      finalAnswer: `$${sqrtTex(d2)}$`,
      verificationNote: check,
      value: { kind: 'numbers', values: [Math.sqrt(d2.toNumber())] },
    });
  /** The distance again, from the foot of the perpendicular through the point. */
  const byFoot = (L: L3, P: P2): number => {
    const [a, b, c] = [L.a.toNumber(), L.b.toNumber(), L.c.toNumber()];
    const t = -(a * P[0].toNumber() + b * P[1].toNumber() + c) / (a * a + b * b);
    const foot = [P[0].toNumber() + a * t, P[1].toNumber() + b * t];
    if (Math.abs(a * foot[0] + b * foot[1] + c) > 1e-9) return Number.NaN;
    return Math.hypot(foot[0] - P[0].toNumber(), foot[1] - P[1].toNumber());
  };
  const pointLine = (L: L3, P: P2, what: string): MathOutcome | null => {
    const S = L.a.mul(L.a).add(L.b.mul(L.b));
    if (S.isZero()) return null;
    const N = on(L, P);
    const d2 = N.mul(N).div(S);
    if (Math.abs(byFoot(L, P) - Math.sqrt(d2.toNumber())) > 1e-9) return null;
    return out(
      [
        `${what} ${im(ptTex(P))}，直线 ${im(lineTex(L))}。`,
        `${im(`d=\\frac{|(${L.a.toLatex()})\\times${paren(P[0])}+(${L.b.toLatex()})\\times${paren(P[1])}+(${L.c.toLatex()})|}{\\sqrt{${S.toLatex()}}}=\\frac{${N.abs().toLatex()}}{\\sqrt{${S.toLatex()}}}=${sqrtTex(d2)}`)}。`,
      ],
      d2,
      '过该点作直线的垂线求出垂足，点与垂足的距离与公式结果一致。',
    );
  };
  if (C) {
    if (!/圆心/.test(prose) || lines.length !== 1 || points.length !== 0) return null;
    return pointLine(lines[0], [C.a, C.b], '圆心');
  }
  // a point and a line, or two parallel lines: lineDistance (line.ts)
  return null;
}

function sg(r: Rat): string {
  return r.isZero() ? '' : r.sign() > 0 ? `+${r.toLatex()}` : `-${r.neg().toLatex()}`;
}
function paren(r: Rat): string {
  return r.sign() < 0 ? `(${r.toLatex()})` : r.toLatex();
}

function intersectNum(L: L3, C: Circle): number[][] {
  const a = L.a.toNumber();
  const b = L.b.toNumber();
  const c = L.c.toNumber();
  const [p, q, r2] = [C.a.toNumber(), C.b.toNumber(), C.r2.toNumber()];
  // Parametrise the line: point + t·direction.
  const n2 = a * a + b * b;
  const x0 = (-a * c) / n2;
  const y0 = (-b * c) / n2;
  const [dx, dy] = [-b, a];
  const A = dx * dx + dy * dy;
  const B = 2 * (dx * (x0 - p) + dy * (y0 - q));
  const Cc = (x0 - p) ** 2 + (y0 - q) ** 2 - r2;
  const D = B * B - 4 * A * Cc;
  const tol = 1e-9 * Math.max(1, B * B);
  if (D < -tol) return [];
  if (Math.abs(D) <= tol) return [[x0 + (dx * -B) / (2 * A), y0 + (dy * -B) / (2 * A)]];
  return [-1, 1].map((s) => {
    const t = (-B + s * Math.sqrt(D)) / (2 * A);
    return [x0 + dx * t, y0 + dy * t];
  });
}

/** ax+by+c=0 with real (surd) coefficients, read by evaluating at several points. */
function numericLine(src: string): { a: number; b: number; c: number } | null {
  const s = src.replace(/^(?:[a-zA-Z](?:_\{?\d\}?)?):/, '');
  const parts = s.split('=');
  if (parts.length !== 2) return null;
  const l = parseRat(parts[0]);
  const r = parseRat(parts[1]);
  if (!l || !r) return null;
  const f = (x: number, y: number) =>
    evalNum(l, (n) => (n === 'x' ? x : n === 'y' ? y : Number.NaN)) - evalNum(r, (n) => (n === 'x' ? x : n === 'y' ? y : Number.NaN));
  const c = f(0, 0);
  const a = f(1, 0) - c;
  const b = f(0, 1) - c;
  if (![a, b, c].every(Number.isFinite) || (a === 0 && b === 0)) return null;
  for (const [x, y] of [
    [2, 3],
    [-1.5, 0.7],
    [5, -4],
  ])
    if (Math.abs(f(x, y) - (a * x + b * y + c)) > 1e-9 * (1 + Math.abs(x) + Math.abs(y))) return null;
  return { a, b, c };
}

const SPECIAL: Array<[number, string, number]> = [
  [0, '0', 0],
  [Math.sqrt(3) / 3, '\\frac{\\pi}{6}', 30],
  [1, '\\frac{\\pi}{4}', 45],
  [Math.sqrt(3), '\\frac{\\pi}{3}', 60],
  [-Math.sqrt(3), '\\frac{2\\pi}{3}', 120],
  [-1, '\\frac{3\\pi}{4}', 135],
  [-Math.sqrt(3) / 3, '\\frac{5\\pi}{6}', 150],
];
const KTEX: Record<number, string> = {
  0: '0',
  30: '\\frac{\\sqrt{3}}{3}',
  45: '1',
  60: '\\sqrt{3}',
  120: '-\\sqrt{3}',
  135: '-1',
  150: '-\\frac{\\sqrt{3}}{3}',
};

function inclination(L: { a: number; b: number; c: number }, tex: string, ask: 'incl' | 'slope', mp: MathProblem): MathOutcome | null {
  if (L.b === 0) return ask === 'incl' ? inclinationAnswer(Number.POSITIVE_INFINITY, mp, [`直线 ${im(tex)} 垂直于 ${im('x')} 轴。`]) : null;
  const k = -L.a / L.b;
  if (ask === 'slope') return null; // a rational slope of a rational line is answered elsewhere
  return inclinationAnswer(k, mp, [`把直线 ${im(tex)} 化为斜截式，斜率 ${im('k=-\\frac{A}{B}')}。`]);
}

function inclinationAnswer(k: number, mp: MathProblem, first: string[]): MathOutcome | null {
  if (!Number.isFinite(k)) {
    return solved(mp, {
      engine: 'analytic-geometry:lines',
      idea: '垂直于 x 轴的直线倾斜角为 90°，斜率不存在。',
      steps: [...first, `所以倾斜角为 ${im('\\frac{\\pi}{2}')}（即 ${im('90^\\circ')}）。`],
      finalAnswer: '$\\frac{\\pi}{2}$',
      verificationNote: '直线上任意两点横坐标相同，与 x 轴垂直。',
      value: { kind: 'numbers', values: [Math.PI / 2] },
    });
  }
  const hit = SPECIAL.find(([t]) => Math.abs(t - k) < 1e-12);
  if (!hit) return null;
  const [, rad, deg] = hit;
  const back = Math.tan((deg * Math.PI) / 180);
  if (Math.abs(back - k) > 1e-9) return null;
  return solved(mp, {
    engine: 'analytic-geometry:lines',
    idea: `倾斜角 ${im('\\alpha\\in[0,\\pi)')} 满足 ${im('\\tan\\alpha=k')}。`,
    steps: [
      ...first,
      `${im(`k=${KTEX[deg]}`)}，由 ${im(`\\tan\\alpha=${KTEX[deg]}`)}，${im('0\\le\\alpha<\\pi')}，得 ${im(`\\alpha=${rad}`)}（即 ${im(`${deg}^\\circ`)}）。`,
    ],
    finalAnswer: `$${rad}$`,
    verificationNote: `${im(`\\tan ${deg}^\\circ`)} 的值与斜率一致，且 ${im(`${deg}^\\circ`)} 在 ${im('[0^\\circ,180^\\circ)')} 内。`,
    value: { kind: 'numbers', values: [(deg * Math.PI) / 180] },
  });
}

const CIRCLE_PROSE =
  /已知|设|若|且|则|求|经过|过|三点|点|以|为|是|的|圆心|圆|方程|标准方程|一般方程|与|和|直线|相切|，|,|。|\.|:|：|\s|[()（）]/g;

function circleEqTex(c: Circle): string {
  const part = (v: string, a: Rat) => (a.isZero() ? `${v}^2` : `(${v}${sg(a.neg())})^2`);
  return `${part('x', c.a)}+${part('y', c.b)}=${c.r2.toLatex()}`;
}

/** The circle through three points; the circle with a given centre through a point or tangent to a line. */
export function circleEquation(text: string, mp: MathProblem, choice: boolean): MathOutcome | null {
  if (choice || !/圆/.test(text) || !/方程/.test(text) || /椭圆|切线|弦/.test(text)) return null;
  const { segs, prose } = splitSegs(text);
  if (prose.replace(CIRCLE_PROSE, '').trim() !== '') return null;
  const points: P2[] = [];
  const lines: L3[] = [];
  for (const s of segs) {
    const p = readPoint(s);
    if (p) {
      points.push(p);
      continue;
    }
    const L = readLine(s);
    if (L) {
      lines.push({ a: L.a, b: L.b, c: L.c });
      continue;
    }
    return null;
  }
  const centreWord = /圆心/.test(prose);
  const out = (idea: string, steps: string[], c: Circle, check: string): MathOutcome =>
    solved(mp, {
      engine: 'analytic-geometry:circle',
      idea,
      steps,
      finalAnswer: `$${circleEqTex(c)}$`,
      verificationNote: check,
      value: { kind: 'words', text: circleEqTex(c) },
    });
  if (!centreWord && points.length === 3 && lines.length === 0 && /三点|过点|经过/.test(prose)) {
    // x²+y²+Dx+Ey+F=0 through the three points: D·x + E·y + F = −(x²+y²).
    const M = points.map(([x, y]) => [x, y, Rat.ONE, x.mul(x).add(y.mul(y)).neg()]);
    const det3 = (m: Rat[][]) =>
      m[0][0]
        .mul(m[1][1].mul(m[2][2]).sub(m[1][2].mul(m[2][1])))
        .sub(m[0][1].mul(m[1][0].mul(m[2][2]).sub(m[1][2].mul(m[2][0]))))
        .add(m[0][2].mul(m[1][0].mul(m[2][1]).sub(m[1][1].mul(m[2][0]))));
    const A = M.map((r) => r.slice(0, 3));
    const det = det3(A);
    if (det.isZero()) return null; // collinear points: no circle
    const col = (j: number) => A.map((r, i) => r.map((v, k) => (k === j ? M[i][3] : v)));
    const [D, E, F] = [0, 1, 2].map((j) => det3(col(j)).div(det));
    const c: Circle = { a: D.div(Rat.of(-2)), b: E.div(Rat.of(-2)), r2: D.mul(D).add(E.mul(E)).div(Rat.of(4)).sub(F) };
    if (c.r2.sign() <= 0) return null;
    // Check: each point at squared distance r² from the centre.
    for (const [x, y] of points) if (!x.sub(c.a).pow(2).add(y.sub(c.b).pow(2)).eq(c.r2)) return null;
    const gen = `x^2+y^2${sgx(D, 'x')}${sgx(E, 'y')}${sg(F)}=0`;
    return out(
      '设圆的一般方程 $x^2+y^2+Dx+Ey+F=0$，把三点代入，解关于 D、E、F 的方程组。',
      [
        `代入三点得 ${im(`\\begin{cases}${points.map(([x, y]) => `${paren(x)}D+${paren(y)}E+F=${x.mul(x).add(y.mul(y)).neg().toLatex()}`).join('\\\\')}\\end{cases}`)}，解得 ${im(`D=${D.toLatex()},\\ E=${E.toLatex()},\\ F=${F.toLatex()}`)}。`,
        `圆的方程为 ${im(gen)}，配方得 ${im(circleEqTex(c))}。`,
      ],
      c,
      `三个点到圆心 ${im(ptTex([c.a, c.b]))} 的距离的平方都等于 ${im(c.r2.toLatex())}。`,
    );
  }
  if (centreWord && points.length === 2 && lines.length === 0) {
    // The centre is the point written just before 为圆心 or just after 圆心为.
    const named = /\$([^$]*)\$\s*为圆心/.exec(text) ?? /圆心(?:为|是|坐标为)\s*\$([^$]*)\$/.exec(text);
    const cp = named ? readPoint(named[1].replace(/\s+/g, '')) : null;
    if (!cp) return null;
    const ci = points.findIndex((p) => p[0].eq(cp[0]) && p[1].eq(cp[1]));
    if (ci < 0 || points.every((p) => p[0].eq(cp[0]) && p[1].eq(cp[1]))) return null;
    const C = points[ci];
    const P = points[1 - ci];
    const r2 = P[0].sub(C[0]).pow(2).add(P[1].sub(C[1]).pow(2));
    if (r2.isZero()) return null;
    const c: Circle = { a: C[0], b: C[1], r2 };
    return out(
      '圆心已知，半径是圆心到所过点的距离。',
      [
        `${im(`r^2=(${P[0].toLatex()}-${paren(C[0])})^2+(${P[1].toLatex()}-${paren(C[1])})^2=${r2.toLatex()}`)}。`,
        `所以圆的方程为 ${im(circleEqTex(c))}。`,
      ],
      c,
      `把点 ${im(ptTex(P))} 代入所得方程成立。`,
    );
  }
  if (centreWord && points.length === 1 && lines.length === 1 && /相切/.test(prose)) {
    const [C] = points;
    const [L] = lines;
    const named = /圆心(?:为|是|坐标为)\s*\$([^$]*)\$/.exec(text) ?? /\$([^$]*)\$\s*为圆心/.exec(text);
    const cp = named ? readPoint(named[1].replace(/\s+/g, '')) : null;
    if (!cp?.[0].eq(C[0]) || !cp[1].eq(C[1])) return null;
    const N = on(L, C);
    const S = L.a.mul(L.a).add(L.b.mul(L.b));
    const r2 = N.mul(N).div(S);
    if (r2.isZero()) return null;
    const c: Circle = { a: C[0], b: C[1], r2 };
    // Check: the line meets the circle in exactly one point.
    if (intersectNum(L, c).length !== 1) return null;
    return out(
      '圆与直线相切，半径等于圆心到直线的距离。',
      [
        `${im(`r=\\frac{|${N.toLatex()}|}{\\sqrt{${S.toLatex()}}}`)}，${im(`r^2=${r2.toLatex()}`)}。`,
        `所以圆的方程为 ${im(circleEqTex(c))}。`,
      ],
      c,
      '联立直线与圆的方程，只有一个公共点，确实相切。',
    );
  }
  return null;
}

function sgx(r: Rat, v: string): string {
  if (r.isZero()) return '';
  const abs = r.abs();
  return `${r.sign() > 0 ? '+' : '-'}${abs.isOne() ? '' : abs.toLatex()}${v}`;
}
