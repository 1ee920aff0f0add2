import { pickOption } from '../../math/answers/choice';
import { Rat } from '../../math/expression/rational';
import type { MathProblem } from '../../math/expression/types';
import { cleanLatex, evalNum, parseRat } from '../../math/numbers/ratexpr';
import { dm, im, refuse, solved } from '../../math/write/format';
import { examText } from '../counting';
import { stemProblem } from '../stem-problem';
import type { Engine, EngineResult } from '../types';
import { rationalise } from './answer-value';
import { hyperbolaAsymptote } from './asymptote';
import { pointToAsymptote } from './asymptote-distance';
import { circleLineExtreme } from './circle-line-extreme';
import { circleLineParameter } from './circle-line-param';
import { circleLineTriangle } from './circle-line-triangle';
import { conicConditions } from './conditions';
import { conicPointToLine } from './conic-point-line';
import { curveProperty } from './curve';
import { ellipseOtherFocus } from './ellipse-other-focus';
import { focusToAsymptote } from './focus-asymptote';
import { lineDistance } from './line';
import { lineParameter } from './line-param';
import { circleEquation, linesAndCircles } from './relations';
import { conicFromFociAndPoint, standardEquation } from './standard';
import { twoCircles } from './two-circles';

/**
 * Conics in standard position. Today: the standard equation of an ellipse x²/a²+y²/b²=1 (a>b>0) or a
 * hyperbola x²/a²−y²/b²=1 from its eccentricity and one point on it; checked by substituting the point
 * and recomputing the eccentricity exactly.
 */
export const analyticGeometryEngine: Engine = {
  name: 'analytic-geometry',
  subjects: ['math', 'other'],
  solve: (q) => {
    try {
      const conic = q.options.length ? null : conicFromEccentricityAndPoint(q.stem, q.problemType);
      if (conic) return conic;
      const mp = stemProblem(q);
      const text = examText(q.stem);
      const curve =
        pointToAsymptote(text, mp) ??
        focusToAsymptote(text, mp) ??
        hyperbolaAsymptote(text, mp) ??
        curveProperty(text, mp) ??
        lineDistance(text, mp) ??
        twoCircles(text, mp) ??
        conicPointToLine(text, mp) ??
        linesAndCircles(text, mp, q.options.length > 0) ??
        lineParameter(text, mp) ??
        circleLineParameter(text, mp) ??
        circleLineExtreme(text, mp) ??
        circleLineTriangle(text, mp) ??
        standardEquation(text, mp, q.options.length > 0) ??
        circleEquation(text, mp, q.options.length > 0) ??
        conicFromFociAndPoint(text, mp, q.options.length > 0) ??
        ellipseOtherFocus(q.stem, mp) ??
        conicConditions(q.stem, mp);
      if (!curve?.outcome.ok) return null;
      if (q.options.length) {
        const picked = pickOption(curve, { stem: q.stem, options: q.options });
        return 'refuse' in picked ? null : { outcome: picked.outcome, value: picked.value };
      }
      return { outcome: curve.outcome, value: curve.value };
    } catch {
      return null;
    }
  },
};

const KNOWN = /已知|设|若|且|则|椭圆|双曲线|的|离心率|为|是|等于|经过点|过点|经过|求|方程|标准方程|和|，|,|。|\.|:|：|\s|[()（）]/g;

function conicFromEccentricityAndPoint(stem: string, problemType: MathProblem['problemType']): EngineResult | null {
  const text = cleanLatex(
    stem
      .replace(/(?<=[\u4e00-\u9fff])\s+(?=[\u4e00-\u9fff])/g, '')
      .replace(/^\s*\d+\s*[.、．]?\s*(?:[(（]\s*\d+\s*分\s*[)）])?/, ' ')
      .replace(/\$\s*\(\s*\$?\s*5\s*分\s*\$?\s*\)/, ' '),
  ).replace(/_{2,}|\\_+/g, ' ');
  const isE = /椭圆/.test(text);
  const isH = /双曲线/.test(text);
  if (isE === isH) return null;
  if (!/离心率/.test(text) || !/方程/.test(text)) return null;
  const segs: string[] = [];
  const prose = text.replace(/\$([^$]*)\$/g, (_, s: string) => {
    segs.push(s.trim());
    return ' ';
  });
  if (prose.replace(KNOWN, '').trim() !== '') return null;
  let form = false;
  let eNode: number | null = null;
  let point: [number, number] | null = null;
  let cond = false;
  const eMatch = /离心率\s*(?:为|是|等于)\s*\$([^$]*)\$/.exec(text);
  const pMatch = /(?:经过|过)点\s*\$\s*(?:[A-Z]\s*)?\(([^$]*)\)\s*\$/.exec(text);
  if (!eMatch || !pMatch) return null;
  for (const seg of segs) {
    const s = seg.replace(/\s+/g, '');
    const curve = /^(?:[A-Z]:)?\\frac\{x\^2\}\{a\^2\}([+-])\\frac\{y\^2\}\{b\^2\}=1(?:\\?\(?\(?(a>b>0|a>0,b>0)\)?)?$/.exec(s);
    if (curve) {
      if ((curve[1] === '+') !== isE) return null;
      if (isE && curve[2] !== 'a>b>0') return null;
      form = true;
      continue;
    }
    if (/^\(?(a>b>0|a>0,b>0)\)?$/.test(s)) {
      cond = true;
      continue;
    }
    if (/^[A-Z]$/.test(s)) continue;
    if (s === eMatch[1].replace(/\s+/g, '')) {
      const n = parseRat(seg);
      if (!n) return null;
      eNode = evalNum(n);
      continue;
    }
    if (`(${pMatch[1]})`.replace(/\s+/g, '') === s.replace(/^[A-Z]/, '')) {
      const parts = pMatch[1].split(',');
      if (parts.length !== 2) return null;
      const a = parseRat(parts[0]);
      const b = parseRat(parts[1]);
      if (!a || !b) return null;
      point = [evalNum(a), evalNum(b)];
      continue;
    }
    return null;
  }
  void cond;
  if (!form || eNode === null || !point) return null;
  const e2 = rationalise(eNode * eNode);
  const x2 = rationalise(point[0] ** 2);
  const y2 = rationalise(point[1] ** 2);
  if (!e2 || !x2 || !y2) return null;
  const mp: MathProblem = { raw: stem, text: stem, segments: [], prose: '', problemType };
  const name = isE ? '椭圆' : '双曲线';
  if (isE ? !(e2.sign() > 0 && e2.cmp(Rat.ONE) < 0) : e2.cmp(Rat.ONE) <= 0) {
    return { outcome: refuse(mp, `${name}的离心率应在${isE ? ' (0,1) ' : ' (1,+∞) '}内，题目所给的离心率不符合，请检查题目。`).outcome };
  }
  // b² = a²(1−e²) (ellipse) or a²(e²−1) (hyperbola).
  const k = isE ? Rat.ONE.sub(e2) : e2.sub(Rat.ONE);
  const a2 = isE ? x2.add(y2.div(k)) : x2.sub(y2.div(k));
  if (a2.sign() <= 0)
    return { outcome: refuse(mp, `由所给离心率和点求不出满足条件的${name}（点不可能在这样的${name}上），请检查题目。`).outcome };
  const b2 = a2.mul(k);
  const c2 = isE ? a2.sub(b2) : a2.add(b2);
  // Checks: the point satisfies the equation; c²/a² = e².
  const lhs = isE ? x2.div(a2).add(y2.div(b2)) : x2.div(a2).sub(y2.div(b2));
  if (!lhs.isOne() || !c2.div(a2).eq(e2)) return null;
  const sign = isE ? '+' : '-';
  const eq = `\\frac{x^2}{${a2.toLatex()}}${sign}\\frac{y^2}{${b2.toLatex()}}=1`;
  const eTex = eMatch[1].trim();
  const [px, py] = pMatch[1].split(',').map((t) => t.trim());
  const out = solved(mp, {
    engine: 'analytic-geometry:conic',
    idea: `由离心率得 ${im('a,b')} 的关系，再把点代入标准方程，解出 ${im('a^2,b^2')}。`,
    steps: [
      isE
        ? `由 ${im(`e=\\frac{c}{a}=${eTex}`)} 得 ${im(`\\frac{c^2}{a^2}=${e2.toLatex()}`)}，又 ${im('c^2=a^2-b^2')}，所以 ${im(`b^2=a^2(1-e^2)=${k.toLatex()}a^2`)}。`
        : `由 ${im(`e=\\frac{c}{a}=${eTex}`)} 得 ${im(`\\frac{c^2}{a^2}=${e2.toLatex()}`)}，又 ${im('c^2=a^2+b^2')}，所以 ${im(`b^2=a^2(e^2-1)=${k.toLatex()}a^2`)}。`,
      `点 ${im(`(${px},${py})`)} 在${name}上：${dm(`\\frac{${x2.toLatex()}}{a^2}${sign}\\frac{${y2.toLatex()}}{${k.toLatex()}a^2}=1`)}解得 ${im(`a^2=${a2.toLatex()}`)}，从而 ${im(`b^2=${b2.toLatex()}`)}。`,
      `所以${name}的方程为 ${dm(eq)}`,
    ],
    finalAnswer: `$${eq}$`,
    verificationNote: `把点代入：${im(`\\frac{${x2.toLatex()}}{${a2.toLatex()}}${sign}\\frac{${y2.toLatex()}}{${b2.toLatex()}}=1`)} 成立；${im(`c^2=${c2.toLatex()}`)}，${im(`\\frac{c^2}{a^2}=${e2.toLatex()}=e^2`)}，与所给离心率一致。`,
    value: { kind: 'numbers', values: [a2.toNumber(), b2.toNumber()] },
  });
  return { outcome: out.outcome, value: out.value };
}
