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
  /已知|设|若|则|双曲线|的|一条|两条|渐近线|方程|为|是|离心率|等于|其|该|它|\(\s*a\s*>\s*0\s*,\s*b\s*>\s*0\s*\)|，|,|。|\.|:|：|\s|[A-Z]/g;

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
  if (askE) {
    const m = /^y=(?:\\pm)?(.+?)x$/.exec(given);
    if (!m) return null;
    const sq = squareOf(m[1] === '' ? '1' : m[1].replace(/^-/, ''));
    if (!sq) return null;
    k2 = sq;
    e2 = onX ? Rat.ONE.add(k2) : Rat.ONE.add(Rat.ONE.div(k2));
    steps.push(
      `双曲线的渐近线为 ${im(`y=\\pm ${ratio}x`)}，所以 ${im(`${ratio}=${sqrtTex(k2)}`)}${onX ? `，即 ${im(`\\frac{b^2}{a^2}=${k2.toLatex()}`)}` : `，即 ${im(`\\frac{b^2}{a^2}=${Rat.ONE.div(k2).toLatex()}`)}`}。`,
    );
    steps.push(`${im(`e^2=\\frac{c^2}{a^2}=1+\\frac{b^2}{a^2}=${e2.toLatex()}`)}，所以 ${im(`e=${sqrtTex(e2)}`)}。`);
  } else {
    if (!/离心率/.test(prose)) return null;
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
