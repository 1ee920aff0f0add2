import type { MathOutcome, MathProblem } from '../../math/expression/types';
import { im, solved } from '../../math/write/format';
import { valueTex } from './answer-value';
import { type Conic, conicName, foci, type Pt, parameters, readConic } from './conic-model';
import { flatConicText } from './conic-text';

/**
 * 「双曲线 … 的焦点到渐近线的距离」 and 「抛物线 … 的焦点到双曲线 … 的渐近线的距离」: the focus of the curve named first, the
 * asymptotes y = ±kx of the hyperbola (its own or the second curve). The question names neither focus nor asymptote,
 * so every focus must be at the same distance from both asymptotes (for a hyperbola's own focus it is b); otherwise
 * refuse.
 */
const NAME = '(抛物线|椭圆|双曲线)';
const TAIL = '(?:的)?距离(?:为|是|等于)?(?:多少)?[.。?？]?$';

export function focusToAsymptote(text: string, mp: MathProblem): MathOutcome | null {
  if (!/渐近线/.test(text) || !/焦点/.test(text)) return null;
  const ct = flatConicText(text, 'many');
  if (!ct || ct.all.some((c) => parameters(c.equation).length)) return null;
  const t = ct.text.replace(/^(?:已知|设)/, '');
  const own = new RegExp(
    `^双曲线([A-Z])?:?〔C1〕(?:,(?:则|那么)?(?:\\1|该双曲线|双曲线|它|其))?的(?:一个|左|右)?焦点(?:F\\d?)?到(?:其|它的|它|该双曲线的|双曲线的|[A-Z]的)?(?:一条|两条)?渐近线${TAIL}`,
  ).exec(t);
  const other = own ? null : new RegExp(`^${NAME}〔C1〕的(?:一个|左|右)?焦点(?:F\\d?)?到双曲线〔C2〕的(?:一条|两条)?渐近线${TAIL}`).exec(t);
  if (!own && !other) return null;
  if (ct.all.length !== (own ? 1 : 2)) return null;
  const source = readConic(ct.all[0].equation);
  const hyperbola = readConic(ct.all[own ? 0 : 1].equation);
  if (!source || !hyperbola || hyperbola.kind !== 'hyperbola') return null;
  if (other && conicName(source) !== other[1]) return null;
  const k = hyperbola.axisX ? Math.sqrt(hyperbola.b2 / hyperbola.a2) : Math.sqrt(hyperbola.a2 / hyperbola.b2);
  const from = (p: Pt, slope: number) => Math.abs(slope * p[0] - p[1]) / Math.sqrt(1 + slope * slope);
  const fs = foci(source as Conic);
  const ds = fs.flatMap((p) => [from(p, k), from(p, -k)]);
  if (ds.some((d) => Math.abs(d - ds[0]) > 1e-9 * Math.max(1, ds[0]))) return null;
  const d = ds[0];
  const tex = valueTex(d);
  const kTex = valueTex(k);
  const fTex = fs.map((p) => p.map((v) => valueTex(v)));
  if (!tex || !kTex || fTex.some((p) => p.some((v) => v === null))) return null;
  const line = hyperbola.axisX ? `y=\\pm ${kTex === '1' ? '' : kTex}x` : `y=\\pm ${kTex === '1' ? '' : kTex}x`;
  // for a hyperbola's own focus the distance is b: checked apart from the point-to-line formula
  if (own && Math.abs(d - Math.sqrt(hyperbola.b2)) > 1e-9 * Math.max(1, d)) return null;
  return solved(mp, {
    engine: 'analytic-geometry:focus-asymptote',
    idea: '先求焦点坐标和双曲线的渐近线方程，再用点到直线的距离公式。',
    steps: [
      `${conicName(source)}的焦点为 ${fTex.map((p) => im(`(${p[0]},${p[1]})`)).join('、')}。`,
      `双曲线的渐近线为 ${im(line)}。`,
      `焦点到每条渐近线的距离都是 ${im(`d=${tex}`)}。`,
    ],
    finalAnswer: im(tex),
    verificationNote: own
      ? `双曲线的焦点到渐近线的距离等于 ${im('b')}，${im(`b=${tex}`)}，一致。`
      : '每个焦点到两条渐近线分别计算，距离都相同。',
    value: { kind: 'numbers', values: [d] },
  });
}
