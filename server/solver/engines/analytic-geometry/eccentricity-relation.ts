import type { MathOutcome, MathProblem } from '../../math/expression/types';
import { im, solved } from '../../math/write/format';
import { valueTex } from './answer-value';
import { type ConicText, NUM, readNumber } from './conic-text';
import { circleLineRelation } from './eccentricity-circle-line';
import { scanRoots } from './scan';

/**
 * The eccentricity (or the asymptotes) of an ellipse or a hyperbola from a relation among its lengths
 * (人教A版 选择性必修一 3.1.2、3.2.2): axis lengths 2a, 2b, the focal distance 2c, the distance b from a
 * focus to an asymptote, the latus rectum 2b²/a — "X 等于 Y", "X 是 Y 的 k 倍", "X、Y、Z 成等差 / 等比数列".
 * With a = 1 the relation is an equation in b, scanned for every root; all roots must give one answer,
 * and the relation is re-checked with the lengths recomputed from e.
 */
type Len = (a: number, b: number, c: number) => number;

/** Each length: its wording, its value from a, b, c, the curve it belongs to, and how a textbook writes it. */
const LENGTHS: Array<[string, Len, 'E' | 'H' | '', string]> = [
  ['(?:一个|右|左)?焦点(?:F[12]?)?到(?:其|它的|C的|双曲线的)?(?:一条|两条)?渐近线(?:的)?距离', (_a, b) => b, 'H', 'b'],
  ['(?:一个|右|左)?顶点(?:A)?到(?:其|它的|C的|双曲线的)?(?:一条|两条)?渐近线(?:的)?距离', (a, b, c) => (a * b) / c, 'H', '\\frac{ab}{c}'],
  ['实半轴长', (a) => a, 'H', 'a'],
  ['虚半轴长', (_a, b) => b, 'H', 'b'],
  ['长半轴长', (a) => a, 'E', 'a'],
  ['短半轴长', (_a, b) => b, 'E', 'b'],
  ['半焦距', (_a, _b, c) => c, '', 'c'],
  ['实轴长|实轴的长', (a) => 2 * a, 'H', '2a'],
  ['虚轴长|虚轴的长', (_a, b) => 2 * b, 'H', '2b'],
  ['长轴长|长轴的长', (a) => 2 * a, 'E', '2a'],
  ['短轴长|短轴的长', (_a, b) => 2 * b, 'E', '2b'],
  ['焦距', (_a, _b, c) => 2 * c, '', '2c'],
  ['通径(?:的)?长|通径', (a, b) => (2 * b * b) / a, '', '\\frac{2b^2}{a}'],
];

/** The relation as g(a, b, c) = 0, and the equation a textbook writes for it. */
export interface WrittenRelation {
  f: (a: number, b: number, c: number) => number;
  written: string;
}
type Named = { f: Len; tex: string };
const said = (equation: string): string => `由题意 ${im(equation)}。`;

function readRelation(clause: string, X: string, len: (s: string) => Named | null): WrittenRelation | null {
  const times = new RegExp(`^${X}(?:等于|是|为)${X}的(${NUM.slice(1, -1)}|[二两三四五])倍$`).exec(clause);
  if (times) {
    const [p, q, k] = [len(times[1]), len(times[2]), TIMES[times[3]] ?? readNumber(times[3])];
    if (!p || !q || !Number.isFinite(k)) return null;
    const kTex = TIMES[times[3]] ? String(k) : times[3];
    return { f: (a, b, c) => p.f(a, b, c) - k * q.f(a, b, c), written: said(`${p.tex}=${kTex}\\times ${q.tex}`) };
  }
  const half = new RegExp(`^${X}(?:等于|是|为)${X}的一半$`).exec(clause);
  if (half) {
    const [p, q] = [len(half[1]), len(half[2])];
    return p && q ? { f: (a, b, c) => 2 * p.f(a, b, c) - q.f(a, b, c), written: said(`${p.tex}=\\frac{1}{2}\\times ${q.tex}`) } : null;
  }
  const equal = new RegExp(`^${X}(?:等于|是|为)${X}$|^${X}与${X}相等$`).exec(clause);
  if (equal) {
    const [p, q] = [len(equal[1] ?? equal[3]), len(equal[2] ?? equal[4])];
    return p && q ? { f: (a, b, c) => p.f(a, b, c) - q.f(a, b, c), written: said(`${p.tex}=${q.tex}`) } : null;
  }
  const seq = new RegExp(`^${X}[、,]${X}[、,]${X}成(等差|等比)数列$`).exec(clause);
  if (seq) {
    const [p, q, r] = [len(seq[1]), len(seq[2]), len(seq[3])];
    if (!p || !q || !r) return null;
    return seq[4] === '等差'
      ? { f: (a, b, c) => 2 * q.f(a, b, c) - p.f(a, b, c) - r.f(a, b, c), written: said(`2\\times ${q.tex}=${p.tex}+${r.tex}`) }
      : { f: (a, b, c) => q.f(a, b, c) ** 2 - p.f(a, b, c) * r.f(a, b, c), written: said(`(${q.tex})^2=${p.tex}\\cdot ${r.tex}`) };
  }
  return null;
}

const TIMES: Record<string, number> = { 二: 2, 两: 2, 三: 3, 四: 4, 五: 5 };

export function eccentricityRelation(ct: ConicText, mp: MathProblem): MathOutcome | null {
  const { text, equation, condition } = ct;
  const isE = /椭圆/.test(text);
  const isH = /双曲线/.test(text);
  if (isE === isH) return null;
  if (equation) {
    const s = equation.replace(/\{([xyab])\^\{?2\}?\}/g, '{$1^2}').replace(/([xy])\^\{2\}/g, '$1^2');
    if (!/^\\frac\{([xy])\^2\}\{a\^2\}([+-])\\frac\{([xy])\^2\}\{b\^2\}=1$/.test(s) || s.includes('+') !== isE) return null;
    if (condition && condition !== (isE ? 'a>b>0' : 'a>0,b>0')) return null;
  }
  const cut = Math.max(text.lastIndexOf('则'), text.lastIndexOf('求'));
  if (cut < 0) return null;
  const ask = text.slice(cut + 1).replace(/[.。?？]$/, '');
  const askE = /^(?:该|此|C的|双曲线C?的|椭圆C?的|其|它的)*离心率(?:e)?(?:为|是|等于)?(?:多少)?$/.test(ask);
  const askAsym = isH && /^(?:该|此|C的|双曲线C?的|其|它的)*渐近线(?:的)?方程(?:为|是)?$/.test(ask);
  if (!askE && !askAsym) return null;
  const clause = text
    .slice(0, cut)
    .replace(/^(?:已知|设|若)?(?:双曲线|椭圆)C?:?(?:〔C1?〕)?(?:的)?|^(?:已知|设|若)?C?:?〔C1?〕(?:为)?(?:双曲线|椭圆)?(?:的)?/, '')
    .replace(/^(?:若|且)/, '')
    .replace(/[,.]$/, '');
  const kinds = LENGTHS.filter(([, , k]) => k === '' || k === (isE ? 'E' : 'H'));
  const X = `(${kinds.map(([re]) => `(?:${re})`).join('|')})`;
  const len = (s: string): Named | null => {
    const kind = kinds.find(([re]) => new RegExp(`^(?:${re})$`).test(s));
    return kind ? { f: kind[1], tex: kind[3] } : null;
  };
  // A second equation is the circle of a circle-and-line relation, or a number the relation would leave unused.
  const rel =
    ct.all.length > 1
      ? circleLineRelation(
          clause,
          ct.all.map((e) => e.equation),
          isE,
          /^\\frac\{y/.test(equation),
        )
      : (readRelation(clause, X, len) ?? circleLineRelation(clause, [equation], isE, /^\\frac\{y/.test(equation)));
  if (!rel) return null;
  const { f, written } = rel;
  const cOf = (b: number) => Math.sqrt(isE ? 1 - b * b : 1 + b * b);
  const g = (b: number) => f(1, b, cOf(b));
  // a = 1; b in (0, 1) for an ellipse, (0, ∞) for a hyperbola (scanned as b = tan t).
  const bs = isE ? scanRoots(g, 1e-9, 1 - 1e-9, 4000) : scanRoots((t) => g(Math.tan(t)), 1e-9, Math.PI / 2 - 1e-9, 4000).map(Math.tan);
  const es = [...new Set(bs.map((b) => Math.round(cOf(b) * 1e9) / 1e9))];
  if (bs.length === 0 || es.length !== 1) return null;
  const b = bs[0];
  const e = cOf(b);
  // Check: rebuild a, b, c from e alone (a = 2, c = 2e) and test the relation again.
  const a2 = 2;
  const c2 = 2 * e;
  const b2 = Math.sqrt(isE ? a2 * a2 - c2 * c2 : c2 * c2 - a2 * a2);
  if (!(isE ? e > 0 && e < 1 : e > 1) || Math.abs(f(a2, b2, c2)) > 1e-8 * a2) return null;
  const name = isE ? '椭圆' : '双曲线';
  if (askE) {
    const tex = valueTex(e);
    if (!tex) return null;
    return solved(mp, {
      engine: 'analytic-geometry:eccentricity',
      idea: `把所给关系写成 ${im('a,b,c')} 的齐次方程，结合 ${im(isE ? 'a^2=b^2+c^2' : 'c^2=a^2+b^2')} 求 ${im('e=\\frac{c}{a}')}。`,
      steps: [
        `${name}中${isH ? `焦点到渐近线的距离为 ${im('b')}，` : ''}${im(isE ? 'a^2=b^2+c^2' : 'c^2=a^2+b^2')}。`,
        written,
        `令 ${im('a=1')}，代入上式解得 ${im(`b^2=${show(b * b)}`)}，${im(`c^2=${show(e * e)}`)}。`,
        `所以 ${im(`e=\\frac{c}{a}=${tex}`)}。`,
      ],
      finalAnswer: `$${tex}$`,
      verificationNote: `取 ${im(`a=2,\\ c=2e`)}，由 ${im(isE ? 'b^2=a^2-c^2' : 'b^2=c^2-a^2')} 重新算出各长度，所给关系成立，且 ${im(isE ? '0<e<1' : 'e>1')}。`,
      value: { kind: 'numbers', values: [e] },
    });
  }
  if (!equation) return null;
  const onX = /^\\frac\{x/.test(equation);
  const k = onX ? b : 1 / b;
  const kt = valueTex(k);
  if (!kt) return null;
  return solved(mp, {
    engine: 'analytic-geometry:eccentricity',
    idea: `由所给关系求出 ${im('\\frac{b}{a}')}，再写出渐近线。`,
    steps: [
      written,
      `令 ${im('a=1')}，代入上式解得 ${im(`b=${show(b)}`)}。`,
      `渐近线为 ${im(onX ? 'y=\\pm\\frac{b}{a}x' : 'y=\\pm\\frac{a}{b}x')}，即 ${im(`y=\\pm ${kt === '1' ? '' : kt}x`)}。`,
    ],
    finalAnswer: `$y=\\pm ${kt === '1' ? '' : kt}x$`,
    verificationNote: `取 ${im(`a=2,\\ c=2e`)} 重新算出各长度，所给关系成立。`,
    value: { kind: 'numbers', values: [k, -k] },
  });
}

const show = (x: number): string => valueTex(x) ?? x.toFixed(4);
