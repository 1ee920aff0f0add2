import { Rat, squareFactor } from '../../math/expression/rational';
import type { AnswerValue, MathOutcome, MathProblem } from '../../math/expression/types';
import { im, solved } from '../../math/write/format';
import { equationPoly } from './equation';

/** √r as LaTeX, simplified (√(n/d) = √(nd)/d). */
export function sqrtTex(r: Rat): string {
  if (r.isZero()) return '0';
  const [k, rest] = squareFactor(r.n * r.d);
  const den = r.d;
  const g = gcdB(k, den);
  if (rest === 1n) return Rat.of(k, den).toLatex();
  const kk = k / g;
  const dd = den / g;
  const t = `${kk === 1n ? '' : kk}\\sqrt{${rest}}`;
  return dd === 1n ? t : `\\frac{${t}}{${dd}}`;
}
function gcdB(a: bigint, b: bigint): bigint {
  return b === 0n ? a : gcdB(b, a % b);
}

type Prop = 'e' | 'foci' | 'directrix' | 'asymptote' | 'centre' | 'radius' | 'focal' | 'p' | 'axis2a' | 'axis2b';
const PROPS: Array<[RegExp, Prop]> = [
  [/焦点到准线的距离|准线到焦点的距离/, 'p'],
  [/离心率/, 'e'],
  [/焦点坐标|的焦点(?:是|为|坐标)/, 'foci'],
  [/准线方程|的准线/, 'directrix'],
  [/渐近线方程|的渐近线/, 'asymptote'],
  [/圆心坐标|圆心/, 'centre'],
  [/半径/, 'radius'],
  [/焦距/, 'focal'],
  [/实轴长|长轴长/, 'axis2a'],
  [/虚轴长|短轴长/, 'axis2b'],
];

const PROSE =
  /已知|设|若|则|求|其|该|此|它的|曲线|圆心|圆|椭圆|双曲线|抛物线|的|离心率|焦点到准线的距离|准线到焦点的距离|焦点|坐标|准线|方程|渐近线|圆心|半径|焦距|实轴长|虚轴长|长轴长|短轴长|和|及|与|为|是|等于|，|,|。|\.|:|：|\s|[()（）]/g;

/**
 * Properties of a curve given by a numeric equation: circle (centre, radius), ellipse and hyperbola
 * centred at the origin with axes on the coordinate axes (e, foci, directrices of the parabola, asymptotes,
 * focal distance), parabola y²=kx or x²=ky (focus, directrix).
 */
export function curveProperty(text: string, mp: MathProblem): MathOutcome | null {
  const segs: string[] = [];
  const prose = text.replace(/\$([^$]*)\$/g, (_, s: string) => {
    segs.push(s.replace(/\s+/g, ''));
    return ' ';
  });
  if (prose.replace(PROSE, '').trim() !== '') return null;
  const props = PROPS.filter(([re]) => re.test(prose)).map(([, p]) => p);
  const uniq = [...new Set(props)];
  if (uniq.length !== 1) return null;
  const prop = uniq[0];
  const eqs = segs.filter((s) => s && !/^[A-Z]$|^\\odot[A-Z]$/.test(s));
  if (eqs.length !== 1) return null;
  const src = eqs[0].replace(/^(?:[A-Z]|\\odot[A-Z]):/, '');
  const P = equationPoly(src);
  if (!P) return null;
  const allowed = new Set(['x^2', 'y^2', 'x^1', 'y^1', '']);
  if ([...P.keys()].some((k) => !allowed.has(k))) return null;
  const A = P.get('x^2') ?? Rat.ZERO;
  const B = P.get('y^2') ?? Rat.ZERO;
  const D = P.get('x^1') ?? Rat.ZERO;
  const E = P.get('y^1') ?? Rat.ZERO;
  const F = P.get('') ?? Rat.ZERO;
  const isCircleWord = /(?<![椭])圆(?!心)|圆心|半径/.test(prose) && !/椭圆/.test(prose);
  const out = (idea: string, steps: string[], answer: string, value: AnswerValue, check: string): MathOutcome =>
    solved(mp, { engine: 'analytic-geometry:curve', idea, steps, finalAnswer: `$${answer}$`, verificationNote: check, value });

  // Circle.
  if (!A.isZero() && A.eq(B)) {
    if (!isCircleWord || (prop !== 'centre' && prop !== 'radius')) return null;
    const d = D.div(A);
    const e = E.div(A);
    const f = F.div(A);
    const a = d.div(Rat.of(-2));
    const b = e.div(Rat.of(-2));
    const r2 = a.mul(a).add(b.mul(b)).sub(f);
    if (r2.sign() <= 0) return null;
    const steps = [
      `配方：${im(`(x${sgn(a.neg())})^2+(y${sgn(b.neg())})^2=${r2.toLatex()}`)}。`,
      prop === 'centre'
        ? `所以圆心为 ${im(`(${a.toLatex()},${b.toLatex()})`)}。`
        : `所以半径 ${im(`r=\\sqrt{${r2.toLatex()}}=${sqrtTex(r2)}`)}。`,
    ];
    // Check: expanding the completed square gives the original coefficients back.
    const back = [Rat.ONE, Rat.ONE, a.mul(Rat.of(-2)), b.mul(Rat.of(-2)), a.mul(a).add(b.mul(b)).sub(r2)];
    if (!back[2].eq(d) || !back[3].eq(e) || !back[4].eq(f)) return null;
    const check = '把配方后的方程展开，与原方程（两边同除以平方项系数后）逐项相同。';
    return prop === 'centre'
      ? out(
          '把圆的一般方程配方成标准方程。',
          steps,
          `(${a.toLatex()},${b.toLatex()})`,
          { kind: 'tuples', vars: ['x', 'y'], tuples: [[a.toNumber(), b.toNumber()]] },
          check,
        )
      : out('把圆的一般方程配方成标准方程。', steps, sqrtTex(r2), { kind: 'numbers', values: [Math.sqrt(r2.toNumber())] }, check);
  }
  if (isCircleWord) return null;
  // Parabola y² = kx or x² = ky.
  if (D.isZero() !== E.isZero() && F.isZero() && A.isZero() !== B.isZero()) {
    const yy = !B.isZero();
    if (yy ? D.isZero() || !E.isZero() : E.isZero() || !D.isZero()) return null;
    const k = yy ? D.neg().div(B) : E.neg().div(A); // y² = kx  or  x² = ky
    if (!/抛物线/.test(prose) && !/曲线/.test(prose)) return null;
    const p4 = k.div(Rat.of(4));
    const v = yy ? 'x' : 'y';
    const w = yy ? 'y' : 'x';
    const focus = yy ? `(${p4.toLatex()},0)` : `(0,${p4.toLatex()})`;
    const steps = [`化为标准形式 ${im(`${w}^2=${k.toLatex()}${v}`)}，即 ${im(`${w}^2=4\\cdot\\left(${p4.toLatex()}\\right)${v}`)}。`];
    if (prop === 'foci') {
      steps.push(`焦点在 ${im(`${v}`)} 轴上，坐标为 ${im(focus)}。`);
      return out(
        '把抛物线方程化成标准形式，读出焦点。',
        steps,
        focus,
        { kind: 'tuples', vars: ['x', 'y'], tuples: [yy ? [p4.toNumber(), 0] : [0, p4.toNumber()]] },
        `取抛物线上的点 ${im(`${v}=${p4.toLatex()}`)}，它到焦点的距离与到准线的距离相等。`,
      );
    }
    if (prop === 'p') {
      // the focus (k/4 from the vertex) and the directrix (k/4 on the other side) are |k|/2 apart: the p of y² = 2px
      const dist = k.abs().div(Rat.of(2));
      steps.push(
        `焦点 ${im(focus)}，准线 ${im(`${v}=${p4.neg().toLatex()}`)}，两者的距离为 ${im(`\\left|${p4.toLatex()}-\\left(${p4.neg().toLatex()}\\right)\\right|=${dist.toLatex()}`)}。`,
      );
      if (!p4.sub(p4.neg()).abs().eq(dist)) return null;
      return out(
        '把抛物线方程化成标准形式 y²=2px（或 x²=2py），焦点到准线的距离就是 p。',
        steps,
        dist.toLatex(),
        { kind: 'numbers', values: [dist.toNumber()] },
        `由焦点坐标与准线方程直接相减，与标准形式中的 ${im('p')} 一致。`,
      );
    }
    if (prop === 'directrix') {
      const ans = `${v}=${p4.neg().toLatex()}`;
      steps.push(`准线方程为 ${im(ans)}。`);
      return out(
        '把抛物线方程化成标准形式，读出准线。',
        steps,
        ans,
        { kind: 'numbers', values: [p4.neg().toNumber()], letter: v },
        '抛物线上的点到焦点与到准线的距离相等（取几个点验算成立）。',
      );
    }
    return null;
  }
  // Ellipse / hyperbola centred at the origin.
  if (A.isZero() || B.isZero() || !D.isZero() || !E.isZero() || F.isZero()) return null;
  const X = F.neg().div(A); // x² denominator
  const Y = F.neg().div(B);
  if (X.sign() < 0 && Y.sign() < 0) return null;
  const ellipse = X.sign() > 0 && Y.sign() > 0;
  if (ellipse && X.eq(Y)) return null;
  if (/双曲线/.test(prose) && ellipse) return null;
  if (/椭圆/.test(prose) && !ellipse) return null;
  const onX = ellipse ? X.cmp(Y) > 0 : X.sign() > 0;
  const a2 = onX ? X : ellipse ? Y : Y;
  const b2 = onX ? (ellipse ? Y : Y.neg()) : ellipse ? X : X.neg();
  const c2 = ellipse ? a2.sub(b2) : a2.add(b2);
  const std = ellipse
    ? `\\frac{x^2}{${X.toLatex()}}+\\frac{y^2}{${Y.toLatex()}}=1`
    : onX
      ? `\\frac{x^2}{${X.toLatex()}}-\\frac{y^2}{${Y.neg().toLatex()}}=1`
      : `\\frac{y^2}{${Y.toLatex()}}-\\frac{x^2}{${X.neg().toLatex()}}=1`;
  const steps = [
    `化为标准方程 ${im(std)}，焦点在 ${im(onX ? 'x' : 'y')} 轴上，${im(`a^2=${a2.toLatex()},\\ b^2=${b2.toLatex()}`)}。`,
    `${ellipse ? im(`c^2=a^2-b^2=${c2.toLatex()}`) : im(`c^2=a^2+b^2=${c2.toLatex()}`)}，${im(`c=${sqrtTex(c2)}`)}，${im(`a=${sqrtTex(a2)}`)}。`,
  ];
  const check = `由 ${im('a,b,c')} 重新验证 ${ellipse ? im('a^2=b^2+c^2') : im('c^2=a^2+b^2')}，并确认焦点在${onX ? ' x ' : ' y '}轴上（分母较大或为正的一项）。`;
  const e2 = c2.div(a2);
  if (!(ellipse ? a2.eq(b2.add(c2)) : c2.eq(a2.add(b2)))) return null;
  switch (prop) {
    case 'e': {
      steps.push(`离心率 ${im(`e=\\frac{c}{a}=\\sqrt{\\frac{c^2}{a^2}}=${sqrtTex(e2)}`)}。`);
      return out(
        `由标准方程读出 ${im('a^2,b^2')}，求 ${im('c')}，再求 ${im('e=\\frac{c}{a}')}。`,
        steps,
        sqrtTex(e2),
        { kind: 'numbers', values: [Math.sqrt(e2.toNumber())] },
        check,
      );
    }
    case 'foci': {
      const c = sqrtTex(c2);
      const ans = onX ? `(-${c},0),\\ (${c},0)` : `(0,-${c}),\\ (0,${c})`;
      steps.push(`焦点坐标为 ${im(ans)}。`);
      const cv = Math.sqrt(c2.toNumber());
      return out(
        `由标准方程读出 ${im('a^2,b^2')}，求出 ${im('c')}。`,
        steps,
        ans,
        {
          kind: 'tuples',
          vars: ['x', 'y'],
          tuples: onX
            ? [
                [-cv, 0],
                [cv, 0],
              ]
            : [
                [0, -cv],
                [0, cv],
              ],
        },
        check,
      );
    }
    case 'focal': {
      const c = Math.sqrt(c2.toNumber());
      const tex = sqrtTex(c2.mul(Rat.of(4)));
      steps.push(`焦距 ${im(`2c=${tex}`)}。`);
      return out(`由标准方程读出 ${im('a^2,b^2')}，求出 ${im('c')}。`, steps, tex, { kind: 'numbers', values: [2 * c] }, check);
    }
    case 'axis2a':
    case 'axis2b': {
      // 实轴、虚轴 are a hyperbola's axes, 长轴、短轴 an ellipse's: the word must fit the curve
      if (/实轴|虚轴/.test(prose) === ellipse) return null;
      const major = prop === 'axis2a';
      const name = ellipse ? (major ? '长轴长' : '短轴长') : major ? '实轴长' : '虚轴长';
      const half = major ? a2 : b2;
      const tex = sqrtTex(half.mul(Rat.of(4)));
      steps.push(`${name}为 ${im(`${major ? '2a' : '2b'}=${tex}`)}。`);
      return out(
        `由标准方程读出 ${im(major ? 'a^2' : 'b^2')}，${name}是 ${im(major ? '2a' : '2b')}。`,
        steps,
        tex,
        { kind: 'numbers', values: [2 * Math.sqrt(half.toNumber())] },
        check,
      );
    }
    case 'asymptote': {
      if (ellipse) return null;
      const k = onX ? b2.div(a2) : a2.div(b2); // slope² of y = ±kx
      const kt = sqrtTex(k);
      const ans = `y=\\pm ${kt === '1' ? '' : kt}x`;
      steps.push(`渐近线方程为 ${im(onX ? `y=\\pm\\frac{b}{a}x` : `y=\\pm\\frac{a}{b}x`)}，即 ${im(ans)}。`);
      const kv = Math.sqrt(k.toNumber());
      return out(
        '由双曲线的标准方程读出 a、b，写出渐近线。',
        steps,
        ans,
        { kind: 'numbers', values: [kv, -kv] },
        `${check}把方程右边的 1 换成 0，得 ${im(`y^2=${k.toLatex()}x^2`)}，与所得渐近线一致。`,
      );
    }
    default:
      return null;
  }
}

function sgn(r: Rat): string {
  if (r.isZero()) return '';
  return r.sign() > 0 ? `+${r.toLatex()}` : `-${r.neg().toLatex()}`;
}
