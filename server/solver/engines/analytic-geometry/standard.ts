import { im, solved } from '../../math/write/format';
import type { MathOutcome, MathProblem } from '../../math/expression/types';
import { Rat } from '../../math/expression/rational';
import { evalNum, evalRat, parseRat } from '../../math/numbers/ratexpr';
import { sqrtTex } from './curve';

/**
 * Standard equations of conics from one given element (人教A版 选择性必修一 第三章): a parabola with its
 * vertex at the origin from its focus or its directrix; a hyperbola from its asymptotes y=±kx and one
 * point on it (x²/… − y²/… = λ). Checked by reading the element back from the equation found.
 */

const PROSE =
  /已知|设|若|且|则|求|以|为|是|等于|的|抛物线|双曲线|焦点|准线|方程|标准方程|渐近线|顶点在原点|顶点为原点|顶点是原点|坐标原点|经过点|过点|经过|点|坐标|在|上|和|与|，|,|。|\.|:|：|\s|[()（）]/g;

function segsOf(text: string): { segs: string[]; prose: string } {
  const segs: string[] = [];
  const prose = text.replace(/\$([^$]*)\$/g, (_, s: string) => {
    segs.push(s.replace(/\s+/g, ''));
    return ' ';
  });
  return { segs: segs.filter((s) => s && !/^[A-Z]$|^O$|^C$/.test(s)), prose };
}

function rat(s: string): Rat | null {
  const n = parseRat(s);
  return n ? evalRat(n, () => null) : null;
}

export function standardEquation(text: string, mp: MathProblem, choice: boolean): MathOutcome | null {
  if (choice || !/标准方程|方程/.test(text)) return null;
  const { segs, prose } = segsOf(text);
  if (prose.replace(PROSE, '').trim() !== '') return null;
  const isP = /抛物线/.test(prose);
  const isH = /双曲线/.test(prose);
  if (isP === isH) return null;
  if (isP) return parabola(segs, prose, mp);
  return hyperbola(segs, prose, mp);
}

function parabola(segs: string[], prose: string, mp: MathProblem): MathOutcome | null {
  if (segs.length !== 1) return null;
  const focus = /焦点/.test(prose);
  const directrix = /准线/.test(prose);
  if (focus === directrix) return null;
  if (/渐近线|经过|过点/.test(prose)) return null;
  let axisX: boolean;
  let p4: Rat; // y² = 4·p4·x  or x² = 4·p4·y, focus at p4 on the axis
  if (focus) {
    const m = /^(?:[A-Z])?\(([^,]+),([^,]+)\)$/.exec(segs[0]);
    if (!m) return null;
    const a = rat(m[1]);
    const b = rat(m[2]);
    if (!a || !b || a.isZero() === b.isZero()) return null;
    axisX = !a.isZero();
    p4 = axisX ? a : b;
  } else {
    const m = /^([xy])=(.+)$/.exec(segs[0]);
    if (!m) return null;
    const v = rat(m[2]);
    if (!v || v.isZero()) return null;
    axisX = m[1] === 'x';
    p4 = v.neg();
  }
  const k = p4.mul(Rat.of(4));
  const eq = axisX ? `y^2=${coef(k)}x` : `x^2=${coef(k)}y`;
  // Check: read the focus and directrix back from y² = kx: focus k/4, directrix −k/4; the vertex (0,0) is
  // equidistant from both, and the point (k/4, k/2) is at equal distances from focus and directrix.
  const f = k.div(Rat.of(4));
  if (!f.eq(p4)) return null;
  // The point (f, k/2) lies on y² = kx; its distance to the focus (|k/2|, same abscissa) equals its
  // distance to the directrix (|f − (−f)|).
  const py = k.div(Rat.of(2));
  if (!py.mul(py).eq(k.mul(f)) || !py.abs().eq(f.mul(Rat.of(2)).abs())) return null;
  const side = axisX ? (k.sign() > 0 ? 'x 轴正半轴' : 'x 轴负半轴') : k.sign() > 0 ? 'y 轴正半轴' : 'y 轴负半轴';
  const form = axisX ? (k.sign() > 0 ? 'y^2=2px' : 'y^2=-2px') : k.sign() > 0 ? 'x^2=2py' : 'x^2=-2py';
  const pv = k.abs().div(Rat.of(2));
  return solved(mp, {
    engine: 'analytic-geometry:standard',
    idea: '顶点在原点的抛物线：由焦点（或准线）的位置确定开口方向和标准方程的形式，再由焦点到准线的距离求 p。',
    steps: [
      focus
        ? `焦点 ${im(segs[0].replace(/^[A-Z]/, ''))} 在${side}上，设抛物线为 ${im(`${form}\\ (p>0)`)}。`
        : `准线 ${im(segs[0])} ${axisX ? '垂直于 x 轴' : '垂直于 y 轴'}，焦点在${side}上，设抛物线为 ${im(`${form}\\ (p>0)`)}。`,
      `${im(`\\frac{p}{2}=${p4.abs().toLatex()}`)}，所以 ${im(`p=${pv.toLatex()}`)}，方程为 ${im(eq)}。`,
    ],
    finalAnswer: `$${eq}$`,
    verificationNote: `由 ${im(eq)} 反求：焦点 ${im(axisX ? `(${f.toLatex()},0)` : `(0,${f.toLatex()})`)}，准线 ${im(`${axisX ? 'x' : 'y'}=${f.neg().toLatex()}`)}，与题目一致；曲线上的点到焦点与到准线的距离相等。`,
    value: { kind: 'words', text: eq },
  });
}

function coef(k: Rat): string {
  if (k.isOne()) return '';
  if (k.neg().isOne()) return '-';
  return k.toLatex();
}

/** A rational from a float that is one with a small denominator. */
function ratFromFloat(x: number): Rat | null {
  if (!Number.isFinite(x)) return null;
  for (let d = 1; d <= 200; d++) {
    const n = Math.round(x * d);
    if (Math.abs(n / d - x) < 1e-10 * Math.max(1, Math.abs(x))) return Rat.of(n, d);
  }
  return null;
}

function hyperbola(segs: string[], prose: string, mp: MathProblem): MathOutcome | null {
  if (!/渐近线/.test(prose) || !/经过|过点|点/.test(prose) || /焦点|准线/.test(prose)) return null;
  if (segs.length !== 2) return null;
  let k2: Rat | null = null;
  let kTex = '';
  let pt: [Rat, Rat] | null = null;
  let ptTex = '';
  for (const s of segs) {
    const a = /^y=\\pm(.*)x$/.exec(s);
    if (a) {
      const body = a[1] === '' ? '1' : a[1];
      const n = parseRat(body);
      const v = n ? evalNum(n) : Number.NaN;
      if (!(v > 0)) return null;
      k2 = ratFromFloat(v * v);
      kTex = body;
      continue;
    }
    const m = /^(?:[A-Z])?\(([^,]+),([^,]+)\)$/.exec(s);
    if (m) {
      const x = parseRat(m[1]);
      const y = parseRat(m[2]);
      if (!x || !y) return null;
      const x2 = ratFromFloat(evalNum(x) ** 2);
      const y2 = ratFromFloat(evalNum(y) ** 2);
      if (!x2 || !y2) return null;
      pt = [x2, y2];
      ptTex = `(${m[1]},${m[2]})`;
      continue;
    }
    return null;
  }
  if (!k2 || !pt || k2.sign() <= 0) return null;
  // k²x² − y² = λ.
  const lam = k2.mul(pt[0]).sub(pt[1]);
  if (lam.isZero()) return null; // the point is on an asymptote: no hyperbola
  const onX = lam.sign() > 0;
  const A = onX ? lam.div(k2) : lam.neg(); // denominator of the positive term
  const B = onX ? lam : lam.neg().div(k2);
  const term = (v: string, r: Rat) => (r.isOne() ? `${v}^2` : r.d === 1n ? `\\frac{${v}^2}{${r.n}}` : `\\frac{${r.d}${v}^2}{${r.n}}`);
  const eq = onX ? `${term('x', A)}-${term('y', B)}=1` : `${term('y', A)}-${term('x', B)}=1`;
  // Checks: the point satisfies the equation; the asymptote slope² is b²/a² (x-axis) or a²/b² (y-axis).
  const lhs = onX ? pt[0].div(A).sub(pt[1].div(B)) : pt[1].div(A).sub(pt[0].div(B));
  const slope2 = onX ? B.div(A) : A.div(B);
  if (!lhs.isOne() || !slope2.eq(k2)) return null;
  return solved(mp, {
    engine: 'analytic-geometry:standard',
    idea: `渐近线为 ${im(`y=\\pm kx`)} 的双曲线可设为 ${im('k^2x^2-y^2=\\lambda\\ (\\lambda\\ne 0)')}，代入所过的点求 ${im('\\lambda')}。`,
    steps: [
      `渐近线 ${im(`y=\\pm ${kTex === '1' ? '' : kTex}x`)}，${im(`k^2=${k2.toLatex()}`)}，设双曲线为 ${im(`${coef(k2)}x^2-y^2=\\lambda`)}。`,
      `代入点 ${im(ptTex)}：${im(`\\lambda=${k2.toLatex()}\\times ${pt[0].toLatex()}-${pt[1].toLatex()}=${lam.toLatex()}`)}。`,
      `${im(`\\lambda${onX ? '>' : '<'}0`)}，焦点在 ${im(onX ? 'x' : 'y')} 轴上，标准方程为 ${im(eq)}。`,
    ],
    finalAnswer: `$${eq}$`,
    verificationNote: `把点代入方程成立；由方程得渐近线斜率的平方 ${im(`${slope2.toLatex()}`)}，即渐近线 ${im(`y=\\pm ${sqrtTex(slope2) === '1' ? '' : sqrtTex(slope2)}x`)}，与题目一致。`,
    value: { kind: 'words', text: eq },
  });
}

const FOCI_PROSE =
  /已知|设|若|且|并且|则|求|椭圆|双曲线|它|的|两个|两|焦点|坐标|分别|为|是|经过点|过点|经过|点|标准方程|方程|和|与|，|,|。|\.|:|：|\s|[()（）、]/g;

function ratSqrt(v: Rat): Rat | null {
  if (v.sign() < 0) return null;
  const r = (b: bigint): bigint | null => {
    let x = BigInt(Math.floor(Math.sqrt(Number(b))));
    while (x * x > b) x--;
    while ((x + 1n) * (x + 1n) <= b) x++;
    return x * x === b ? x : null;
  };
  const n = r(v.n);
  const d = r(v.d);
  return n !== null && d !== null ? Rat.of(n, d) : null;
}

/** Ellipse or hyperbola centred at the origin from its two foci (±c on an axis) and one point on it. */
export function conicFromFociAndPoint(text: string, mp: MathProblem, choice: boolean): MathOutcome | null {
  if (choice || !/焦点/.test(text) || !/方程/.test(text)) return null;
  const isE = /椭圆/.test(text);
  const isH = /双曲线/.test(text);
  if (isE === isH) return null;
  // Coordinates may be surds (±√5): kept as floats and as exact squares.
  let bad = false;
  const pts: Array<{ x: number; y: number; x2: Rat; y2: Rat; tex: string }> = [];
  const num2 = (t: string) => {
    const n = parseRat(t);
    const v = n ? evalNum(n) : Number.NaN;
    const sq = ratFromFloat(v * v);
    return Number.isFinite(v) && sq ? { v, sq } : null;
  };
  const prose = text.replace(/\$([^$]*)\$/g, (_, s: string) => {
    for (const part of s.replace(/\s+/g, '').split(/(?<=\))[,，、]?(?=[A-Z]?(?:_\{?\d\}?)?\()/)) {
      const m = /^(?:[A-Z](?:_\{?\d\}?)?)?\(([^,]+),([^,]+)\)$/.exec(part);
      const x = m && num2(m[1]);
      const y = m && num2(m[2]);
      if (m && x && y) pts.push({ x: x.v, y: y.v, x2: x.sq, y2: y.sq, tex: `(${m[1]},${m[2]})` });
      else if (!/^[A-Z](?:_\{?\d\}?)?$/.test(part)) bad = true;
    }
    return ' ';
  });
  if (bad || prose.replace(FOCI_PROSE, '').trim() !== '') return null;
  if (!/焦点[^。]*分别/.test(prose) || !/经过|过点/.test(prose) || pts.length !== 3) return null;
  const [F1, F2, P] = pts;
  const sym = (a: number, b: number) => a !== 0 && Math.abs(a + b) <= 1e-12 * Math.abs(a);
  const onX = F1.y === 0 && F2.y === 0 && sym(F1.x, F2.x);
  const onY = F1.x === 0 && F2.x === 0 && sym(F1.y, F2.y);
  if (onX === onY) return null;
  const c2 = onX ? F1.x2 : F1.y2;
  const [u2, v2] = onX ? [P.x2, P.y2] : [P.y2, P.x2]; // squares along the focal axis, across it
  if (v2.isZero()) return null;
  // a² solves A² − (c²+u²+v²)A + u²c² = 0; one root > c² (ellipse), one in (0,c²) (hyperbola).
  const s = c2.add(u2).add(v2);
  const disc = s.pow(2).sub(u2.mul(c2).mul(Rat.of(4)));
  const root = ratSqrt(disc);
  if (!root) return null;
  const A = isE ? s.add(root).div(Rat.of(2)) : s.sub(root).div(Rat.of(2));
  if (isE ? A.cmp(c2) <= 0 : A.sign() <= 0 || A.cmp(c2) >= 0) return null;
  const B = isE ? A.sub(c2) : c2.sub(A);
  const lhs = isE ? u2.div(A).add(v2.div(B)) : u2.div(A).sub(v2.div(B));
  if (!lhs.isOne()) return null;
  // Definition check: |PF1| ± |PF2| = 2a in floats.
  const d1 = Math.hypot(P.x - F1.x, P.y - F1.y);
  const d2 = Math.hypot(P.x - F2.x, P.y - F2.y);
  const twoA = 2 * Math.sqrt(A.toNumber());
  if (Math.abs((isE ? d1 + d2 : Math.abs(d1 - d2)) - twoA) > 1e-9 * Math.max(1, twoA)) return null;
  const term = (w: string, r: Rat) => (r.isOne() ? `${w}^2` : r.d === 1n ? `\\frac{${w}^2}{${r.n}}` : `\\frac{${r.d}${w}^2}{${r.n}}`);
  const [w1, w2] = onX ? ['x', 'y'] : ['y', 'x'];
  const eq = `${term(w1, A)}${isE ? '+' : '-'}${term(w2, B)}=1`;
  const name = isE ? '椭圆' : '双曲线';
  const pt = P.tex;
  return solved(mp, {
    engine: 'analytic-geometry:standard',
    idea: `焦点在 ${im(w1)} 轴上，设${name}的标准方程，由 ${im(isE ? 'b^2=a^2-c^2' : 'b^2=c^2-a^2')} 和所过的点求 ${im('a^2')}（也可用定义 ${im(isE ? '|PF_1|+|PF_2|=2a' : '||PF_1|-|PF_2||=2a')}）。`,
    steps: [
      `由焦点得 ${im(`c^2=${c2.toLatex()}`)}，设 ${im(`\\frac{${w1}^2}{a^2}${isE ? '+' : '-'}\\frac{${w2}^2}{${isE ? `a^2-${c2.toLatex()}` : `${c2.toLatex()}-a^2`}}=1`)}。`,
      `代入点 ${im(pt)}，整理得 ${im(`(a^2)^2-${s.toLatex()}a^2+${u2.mul(c2).toLatex()}=0`)}，${isE ? `取 ${im(`a^2>${c2.toLatex()}`)} 的根` : `取 ${im(`0<a^2<${c2.toLatex()}`)} 的根`} ${im(`a^2=${A.toLatex()}`)}，${im(`b^2=${B.toLatex()}`)}。`,
      `所以${name}的标准方程为 ${im(eq)}。`,
    ],
    finalAnswer: `$${eq}$`,
    verificationNote: `点 ${im(pt)} 代入方程成立；它到两焦点的距离${isE ? '之和' : '之差的绝对值'}等于 ${im(`2a=${sqrtTex(A.mul(Rat.of(4)))}`)}，符合定义。`,
    value: { kind: 'words', text: eq },
  });
}
