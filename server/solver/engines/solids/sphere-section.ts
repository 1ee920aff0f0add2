import { im, solved } from '../../math/write/format';
import { Rat } from '../../math/expression/rational';
import { evalNum, parseRat } from '../../math/numbers/ratexpr';
import type { MathOutcome, MathProblem } from '../../math/expression/types';
import { sqrtTex } from '../analytic-geometry/curve';

/**
 * A rectangle, square or equilateral triangle whose vertices lie on a sphere of known radius R, and the pyramid
 * from the centre O to it (人教A版 必修二 8.3): the plane cuts the sphere in the polygon's circumcircle of radius r, so
 * the centre is at distance d = √(R² − r²) from it. The pyramid's volume or that distance is answered; the value is
 * recomputed in floating point from the vertices placed on the sphere.
 */

type Base = '矩形' | '正方形' | '正三角形';

/** Squares of a side printed as a number or a surd (6, 2√3), exactly. */
function square(src: string): Rat | null {
  const n = parseRat(src);
  if (!n) return null;
  const v = evalNum(n);
  if (!(v > 0)) return null;
  for (let d = 1; d <= 64; d++) {
    const k = Math.round(v * v * d);
    if (Math.abs(k - v * v * d) < 1e-9 * Math.max(1, v * v * d)) return Rat.of(k, d);
  }
  return null;
}

/** The formulas as ⟨…⟩ without spaces or \mathrm, bare numbers as formulas too. */
function marked(text: string): string {
  return text
    .replace(/\$([^$]*)\$/g, (_, f: string) => `⟨${f.replace(/\\mathrm\s*\{([^{}]*)\}/g, '$1').replace(/\s+/g, '')}⟩`)
    .replace(/(?<![⟨\w^{])(\d+(?:\.\d+)?)(?![^⟨]*⟩)/g, '⟨$1⟩')
    .replace(/⟨([^⟩]*)⟩⟨([^⟩]*)⟩/g, '⟨$1$2⟩')
    .replace(/\s+/g, '');
}

export function pyramidToSphereCentre(text: string, mp: MathProblem): MathOutcome | null {
  if (!/球/.test(text) || !/顶点都在/.test(text)) return null;
  let t = marked(text);
  const take = (re: RegExp): RegExpExecArray | null => {
    const m = re.exec(t);
    if (m) t = `${t.slice(0, m.index)}，${t.slice(m.index + m[0].length)}`;
    return m;
  };
  const shape = take(/(矩形|正方形|正三角形|等边三角形)⟨([A-Z]{3,4})⟩(?:的边长(?:为|是)⟨([^⟩]*)⟩[,，]?)?的?顶点都在/);
  if (!shape) return null;
  const base: Base = shape[1] === '等边三角形' ? '正三角形' : (shape[1] as Base);
  const verts = shape[2];
  if (verts.length !== (base === '正三角形' ? 3 : 4) || new Set(verts).size !== verts.length) return null;
  const first = take(/半径(?:为|是)⟨([^⟩]*)⟩的球⟨([A-Z])⟩的球?面上/);
  const second = first ? null : take(/球⟨([A-Z])⟩的球?面上[,，]?(?:且)?球⟨\1⟩的半径(?:为|是)⟨([^⟩]*)⟩/);
  if (!first && !second) return null;
  const [Rsrc, O] = first ? [first[1], first[2]] : [second![2], second![1]];
  const R2 = square(Rsrc);
  if (!R2 || verts.includes(O)) return null;
  // The sides: given with the shape, or as AB=…, BC=… (two adjacent sides of the rectangle).
  let sides: Rat[] = [];
  if (shape[3]) {
    const a2 = square(shape[3]);
    if (!a2 || base === '矩形') return null;
    sides = [a2];
  } else {
    const eqs = take(/(?:且|已知|若)?⟨([A-Z]{2})=([^,⟩]+)(?:,([A-Z]{2})=([^,⟩]+))?⟩/);
    if (!eqs) return null;
    const named = [[eqs[1], eqs[2]], ...(eqs[3] ? [[eqs[3], eqs[4]]] : [])];
    const ring = `${verts}${verts[0]}`;
    const edge = (s: string) => ring.includes(s) || ring.includes([...s].reverse().join(''));
    if (!named.every(([n]) => edge(n))) return null;
    if (base === '矩形') {
      if (named.length !== 2) return null;
      const [p, q] = named.map(([n]) => n);
      // adjacent sides share a vertex
      if (!(p.includes(q[0]) || p.includes(q[1]))) return null;
    } else if (named.length !== 1) return null;
    sides = named.map(([, v]) => square(v) ?? Rat.ZERO);
    if (sides.some((x) => x.isZero())) return null;
  }
  const pyramid = `${O}-${verts}`;
  const ask = take(new RegExp(`(?:则|求)?(?:四|三)?棱锥⟨${O}-${verts}⟩的体积(?:为|是|等于)?[。.]?$`))
    ? 'V'
    : take(new RegExp(`(?:则|求)?(?:球心)?⟨${O}⟩到平面⟨${verts}⟩的距离(?:为|是|等于)?[。.]?$`))
      ? 'd'
      : null;
  if (!ask) return null;
  if (t.replace(/已知|若|则|且|设|，|,|\.|。|;|；/g, '') !== '') return null;
  // r² of the circumscribed circle and the base area².
  let r2: Rat;
  let area2: Rat;
  if (base === '矩形') {
    r2 = sides[0].add(sides[1]).div(Rat.of(4));
    area2 = sides[0].mul(sides[1]);
  } else if (base === '正方形') {
    r2 = sides[0].div(Rat.of(2));
    area2 = sides[0].pow(2);
  } else {
    r2 = sides[0].div(Rat.of(3));
    area2 = sides[0].pow(2).mul(Rat.of(3, 16));
  }
  const d2 = R2.sub(r2);
  if (d2.sign() <= 0) return null;
  const W = ask === 'V' ? area2.mul(d2).div(Rat.of(9)) : d2;
  // Recompute from vertices on the sphere: the base in the plane z = d, centred on the axis.
  const [R, d] = [Math.sqrt(R2.toNumber()), Math.sqrt(d2.toNumber())];
  const a = Math.sqrt(sides[0].toNumber());
  const b = base === '矩形' ? Math.sqrt(sides[1].toNumber()) : a;
  const pts: Array<[number, number]> =
    base === '正三角形'
      ? [0, 1, 2].map((k) => [(a / Math.sqrt(3)) * Math.cos((2 * k * Math.PI) / 3), (a / Math.sqrt(3)) * Math.sin((2 * k * Math.PI) / 3)])
      : [
          [a / 2, b / 2],
          [-a / 2, b / 2],
          [-a / 2, -b / 2],
          [a / 2, -b / 2],
        ];
  if (pts.some(([x, y]) => Math.abs(Math.hypot(x, y, d) - R) > 1e-9 * R)) return null;
  let area = 0;
  for (let i = 0; i < pts.length; i++) {
    const [x1, y1] = pts[i];
    const [x2, y2] = pts[(i + 1) % pts.length];
    area += (x1 * y2 - x2 * y1) / 2;
  }
  const float = ask === 'V' ? (Math.abs(area) * d) / 3 : d;
  const exact = Math.sqrt(W.toNumber());
  if (Math.abs(exact - float) > 1e-9 * Math.max(1, float)) return null;
  const tex = sqrtTex(W);
  const rFormula = base === '矩形' ? 'r^2=\\frac{a^2+b^2}{4}' : base === '正方形' ? 'r^2=\\frac{a^2}{2}' : 'r^2=\\frac{a^2}{3}';
  return solved(mp, {
    engine: 'solids:sphere-section',
    idea: `${base}的顶点都在球面上，它所在的平面截球得到的圆就是${base}的外接圆；球心到截面的距离 ${im('d=\\sqrt{R^2-r^2}')}。`,
    steps: [
      `${base}外接圆半径满足 ${im(`${rFormula}=${r2.toLatex()}`)}。`,
      `球心 ${im(O)} 到平面 ${im(verts)} 的距离 ${im(`d^2=R^2-r^2=${R2.toLatex()}-${r2.toLatex()}=${d2.toLatex()}`)}，${im(`d=${sqrtTex(d2)}`)}。`,
      ...(ask === 'V' ? [`棱锥 ${im(pyramid)} 的高就是 ${im('d')}，体积 ${im(`V=\\frac{1}{3}S_{底}\\cdot d=${tex}`)}。`] : []),
    ],
    finalAnswer: `$${tex}$`,
    verificationNote: `把${base}的顶点放在球面上具体算出坐标，用小数重新计算得 ${float.toFixed(4)}，与精确结果一致。`,
    value: { kind: 'numbers', values: [exact] },
  });
}
