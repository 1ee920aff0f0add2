import { im, solved } from '../../math/write/format';
import type { MathOutcome, MathProblem } from '../../math/expression/types';
import { Rat } from '../../math/expression/rational';
import { evalNum, parseRat } from '../../math/numbers/ratexpr';
import { sqrtTex } from './curve';

/**
 * A hyperbola x²/a²−y²/b²=1 (or y²/a²−x²/b²=1) with letters for a and b, and one of its asymptotes or its
 * eccentricity (人教A版 选择性必修一 3.2): the asymptote y=±(b/a)x gives e²=1+b²/a², and back. Checked by
 * building the hyperbola a=1, b=|k| (or b=1, a=…) and reading its asymptote and eccentricity again.
 */

const CURVE =
  /\$\s*(?:[A-Z]\s*:\s*)?\\frac\{([xy])\^\{?2\}?\}\{a\^\{?2\}?\}\s*-\s*\\frac\{([xy])\^\{?2\}?\}\{b\^\{?2\}?\}\s*=\s*1\s*(?:\(\s*a\s*>\s*0\s*,\s*b\s*>\s*0\s*\))?\s*\$/;
const PROSE =
  /已知|设|若|则|双曲线|的|一条|两条|渐近线|方程|斜率|倾斜角|为|是|离心率|等于|其|该|它|\(\s*a\s*>\s*0\s*,\s*b\s*>\s*0\s*\)|，|,|。|\.|:|：|\s|[A-Z]/g;

function squareOf(src: string): Rat | null {
  const n = parseRat(src);
  if (!n) return null;
  const v = evalNum(n);
  if (!Number.isFinite(v) || v <= 0) return null;
  const v2 = v * v;
  for (let d = 1; d <= 400; d++) {
    const k = Math.round(v2 * d);
    if (k > 0 && Math.abs(k / d - v2) < 1e-10 * Math.max(1, v2)) return Rat.of(k, d);
  }
  return null;
}

export function hyperbolaAsymptote(text: string, mp: MathProblem): MathOutcome | null {
  if (!/双曲线/.test(text) || !/渐近线/.test(text)) return null;
  const c = CURVE.exec(text);
  if (!c || c[1] === c[2]) return null;
  const onX = c[1] === 'x';
  const rest = text.slice(0, c.index) + text.slice(c.index + c[0].length);
  const segs = [...rest.matchAll(/\$([^$]*)\$/g)].map((m) => m[1].replace(/\s+/g, '')).filter((s) => s && !/^[A-Z]$/.test(s));
  if (segs.length !== 1) return null;
  const prose = rest.replace(/\$[^$]*\$/g, ' ');
  if (prose.replace(PROSE, '').trim() !== '') return null;
  const askE = /(?:则|求).*离心率/.test(prose);
  const askAsym = /(?:则|求).*渐近线/.test(prose);
  if (askE === askAsym) return null;
  // slope² of the asymptotes y = ±kx, and e²
  let k2: Rat;
  let e2: Rat;
  const given = segs[0];
  const steps: string[] = [];
  const ratio = onX ? '\\frac{b}{a}' : '\\frac{a}{b}';
  const bySlope = /渐近线的?斜率(?:为|是|等于)/.test(prose);
  const byAngle = /渐近线的?倾斜角(?:为|是|等于)/.test(prose);
  if (bySlope && byAngle) return null;
  if (askE) {
    let slope: string | null = null;
    if (byAngle) {
      const angle = asymptoteAngle(given);
      if (!angle) return null;
      const sq = squareOf(`${Math.abs(Math.tan(angle.rad))}`);
      if (!sq) return eccentricityFromAngle(angle, onX, mp);
      slope = `${Math.abs(Math.tan(angle.rad))}`;
    } else if (bySlope) slope = given;
    else slope = /^y=(?:\\pm)?(.+?)x$/.exec(given)?.[1] ?? null;
    if (slope === null) return null;
    const sq = squareOf(slope === '' ? '1' : slope.replace(/^-/, ''));
    if (!sq) return null;
    k2 = sq;
    e2 = onX ? Rat.ONE.add(k2) : Rat.ONE.add(Rat.ONE.div(k2));
    steps.push(
      `双曲线的渐近线为 ${im(`y=\\pm ${ratio}x`)}，所以 ${im(`${ratio}=${sqrtTex(k2)}`)}${onX ? `，即 ${im(`\\frac{b^2}{a^2}=${k2.toLatex()}`)}` : `，即 ${im(`\\frac{b^2}{a^2}=${Rat.ONE.div(k2).toLatex()}`)}`}。`,
    );
    steps.push(`${im(`e^2=\\frac{c^2}{a^2}=1+\\frac{b^2}{a^2}=${e2.toLatex()}`)}，所以 ${im(`e=${sqrtTex(e2)}`)}。`);
  } else {
    if (!/离心率/.test(prose) || bySlope || byAngle) return null;
    const sq = squareOf(given.replace(/^e=/, ''));
    if (!sq || sq.cmp(Rat.ONE) <= 0) return null;
    e2 = sq;
    const ba2 = e2.sub(Rat.ONE); // b²/a²
    k2 = onX ? ba2 : Rat.ONE.div(ba2);
    steps.push(`${im(`\\frac{b^2}{a^2}=\\frac{c^2-a^2}{a^2}=e^2-1=${ba2.toLatex()}`)}。`);
    steps.push(`渐近线为 ${im(`y=\\pm ${ratio}x`)}，即 ${im(`y=\\pm ${sqrtTex(k2) === '1' ? '' : sqrtTex(k2)}x`)}。`);
  }
  // Check: the hyperbola with a² = 1, b² = b²/a² (foci on x) — or its mirror — has asymptote slope² k2 and e² as found.
  const a2 = Rat.ONE;
  const b2 = onX ? k2 : Rat.ONE.div(k2);
  const c2 = a2.add(b2);
  const slope2 = onX ? b2.div(a2) : a2.div(b2);
  if (!slope2.eq(k2) || !c2.div(a2).eq(e2)) return null;
  const e = Math.sqrt(e2.toNumber());
  const k = Math.sqrt(k2.toNumber());
  const kt = sqrtTex(k2);
  return solved(mp, {
    engine: 'analytic-geometry:curve',
    idea: `双曲线 ${im(onX ? '\\frac{x^2}{a^2}-\\frac{y^2}{b^2}=1' : '\\frac{y^2}{a^2}-\\frac{x^2}{b^2}=1')} 的渐近线斜率与离心率都由 ${im('\\frac{b}{a}')} 决定：${im('e^2=1+\\frac{b^2}{a^2}')}。`,
    steps,
    finalAnswer: askE ? `$${sqrtTex(e2)}$` : `$y=\\pm ${kt === '1' ? '' : kt}x$`,
    verificationNote: `取 ${im(`a^2=1,\\ b^2=${b2.toLatex()}`)} 的双曲线：${im(`c^2=${c2.toLatex()}`)}，离心率的平方为 ${im(e2.toLatex())}，渐近线斜率的平方为 ${im(k2.toLatex())}，与所求一致。`,
    value: askE ? { kind: 'numbers', values: [e] } : { kind: 'numbers', values: [k, -k] },
  });
}

interface Angle {
  rad: number;
  /** the acute angle between the asymptote and the x-axis, in the question's own unit */
  acuteLatex: string;
}

/** "130^{\\circ}" or "\\frac{2\\pi}{3}": an inclination in [0°, 180°) other than 0° and 90°. */
function asymptoteAngle(src: string): Angle | null {
  const deg = /^(\d+(?:\.\d+)?)\^\{?\\circ\}?$/.exec(src);
  if (deg) {
    const d = Number(deg[1]);
    if (!(d > 0 && d < 180) || d === 90) return null;
    const acute = d < 90 ? d : 180 - d;
    return { rad: (d * Math.PI) / 180, acuteLatex: `${acute}^{\\circ}` };
  }
  const n = parseRat(src.replace(/\\pi/g, '1'));
  if (!/\\pi/.test(src) || !n) return null;
  const v = evalNum(n);
  if (!(v > 0 && v < 1) || Math.abs(v - 0.5) < 1e-12) return null;
  const acute = Rat.fromNumber(v < 0.5 ? v : 1 - v);
  if (!acute) return null;
  return {
    rad: v * Math.PI,
    acuteLatex: `${acute.toLatex().replace(/^\\frac\{(\d+)\}/, (_, k: string) => `\\frac{${k === '1' ? '' : k}\\pi}`)}`,
  };
}

/**
 * An inclination whose tangent is no surd (130°): e² = 1 + tan²θ = 1/cos²θ for foci on the x-axis
 * (1/sin²θ on the y-axis), so e is written with the acute angle θ' the asymptote makes with the x-axis.
 */
function eccentricityFromAngle(angle: Angle, onX: boolean, mp: MathProblem): MathOutcome {
  const acute = Math.min(angle.rad, Math.PI - angle.rad);
  const e = onX ? 1 / Math.cos(acute) : 1 / Math.sin(acute);
  const fn = onX ? '\\cos' : '\\sin';
  const t = angle.acuteLatex;
  // check: the hyperbola a = 1, b = |tanθ| (or a = |tanθ|, b = 1) has this eccentricity
  const [a, b] = onX ? [1, Math.abs(Math.tan(angle.rad))] : [Math.abs(Math.tan(angle.rad)), 1];
  const eCheck = Math.sqrt(a * a + b * b) / a;
  if (Math.abs(eCheck - e) > 1e-9 * e)
    return { outcome: { ok: false, subject: 'math', problemType: mp.problemType, reason: '验算没有通过，为避免给出错误答案，暂不作答。' } };
  const ratio = onX ? '\\frac{b}{a}' : '\\frac{a}{b}';
  return solved(mp, {
    engine: 'analytic-geometry:curve',
    idea: `渐近线 ${im(`y=\\pm ${ratio}x`)} 的斜率的绝对值是 ${im(ratio)}，它等于倾斜角正切的绝对值；再由 ${im('e^2=1+\\frac{b^2}{a^2}')} 求离心率。`,
    steps: [
      `渐近线与 x 轴所成的锐角为 ${im(t)}，所以 ${im(`${ratio}=\\tan ${t}`)}。`,
      onX
        ? `${im(`e^2=1+\\frac{b^2}{a^2}=1+\\tan^2 ${t}=\\frac{1}{\\cos^2 ${t}}`)}，所以 ${im(`e=\\frac{1}{\\cos ${t}}`)}。`
        : `${im(`e^2=1+\\frac{b^2}{a^2}=1+\\frac{1}{\\tan^2 ${t}}=\\frac{1}{\\sin^2 ${t}}`)}，所以 ${im(`e=\\frac{1}{\\sin ${t}}`)}。`,
    ],
    finalAnswer: im(`\\frac{1}{${fn} ${t}}`),
    verificationNote: `取 ${onX ? 'a=1，b=|tanθ|' : 'b=1，a=|tanθ|'} 的双曲线，由 ${im('c^2=a^2+b^2')} 算得离心率约为 ${Number(eCheck.toPrecision(6))}，与 ${im(`\\frac{1}{${fn} ${t}}`)} 一致。`,
    value: { kind: 'numbers', values: [e] },
  });
}
