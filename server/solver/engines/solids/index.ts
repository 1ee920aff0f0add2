import { pickOption } from '../../math/answers/choice';
import { Rat } from '../../math/expression/rational';
import type { MathOutcome, MathProblem } from '../../math/expression/types';
import { evalNum, evalRat, parseRat } from '../../math/numbers/ratexpr';
import { im, solved } from '../../math/write/format';
import { sqrtTex } from '../analytic-geometry/curve';
import { examText } from '../counting';
import { stemProblem } from '../stem-problem';
import type { Engine } from '../types';
import { coneFromShape } from './cone-from-shape';
import { coneFromGeneratrices } from './cone-generatrices';
import { coordinateSolid } from './coordinates';
import { cubeEdgeFromMeasure, withEdgeStep } from './cube-edge';
import { diameterAsRadius } from './diameter';
import { polyhedronVolume } from './polyhedra';
import { sphereAroundSolid } from './sphere-around-solid';
import { sphereRadiusFromMeasure } from './sphere-measure';
import { pyramidToSphereCentre } from './sphere-section';
import { substitutedFormula } from './substituted-formula';

/**
 * Volumes and areas of standard solids from their dimensions (cube, cuboid, sphere, cylinder, cone,
 * regular tetrahedron) and the circumscribed sphere of a cube, cuboid or regular tetrahedron. Quantities
 * are exact: value = √W · π^k with W rational; each result is recomputed in floating point from the
 * textbook formula and compared.
 */
export const solidsEngine: Engine = {
  name: 'solids',
  subjects: ['math', 'other'],
  solve: (q) => {
    try {
      const mp = stemProblem(q);
      const read = examText(q.stem);
      const placed = coordinateSolid(read, mp);
      const cube = placed ? null : cubeEdgeFromMeasure(read);
      const text = cube?.text ?? read;
      const found =
        placed ??
        solid(text, mp) ??
        polyhedronVolume(text, mp) ??
        coneFromGeneratrices(text, mp) ??
        pyramidToSphereCentre(text, mp) ??
        sphereAroundSolid(text, mp) ??
        coneFromShape(text, mp);
      const out = found && cube ? withEdgeStep(found, cube.step) : found;
      if (!out?.outcome.ok) return null;
      if (q.options.length) {
        const picked = pickOption(out, { stem: q.stem, options: q.options });
        return 'refuse' in picked ? null : { outcome: picked.outcome, value: picked.value };
      }
      return { outcome: out.outcome, value: out.value };
    } catch {
      return null;
    }
  },
};

type Shape = '正方体' | '长方体' | '球' | '圆柱' | '圆锥' | '正四面体';
const VERTICES: Partial<Record<Shape, string[]>> = { 正方体: ['八', '8'], 长方体: ['八', '8'], 正四面体: ['四', '4'] };
const _PROSE =
  /已知|若|一个|某|则|求|该|它|其|这个|正方体|长方体|正四面体|圆柱|圆锥|外接球|球|的|棱长|底面半径|半径|高|母线长|母线|长、宽、高|长宽高|分别|为|是|等于|体积|表面积|侧面积|全面积|和|，|,|。|\.|\s|[()（）]/g;

/**
 * A cylinder's axial section (the plane through the axis O₁O₂ of the centres of its bases) is a 2r × h rectangle;
 * 「轴截面是面积为 A 的正方形」 gives h = 2r and (2r)² = A, written as the radius and height they fix.
 */
function axialSquare(t: string): string {
  if (!/圆柱/.test(t)) return t;
  let s = t;
  // 「上、下底面的中心分别为 O₁, O₂，过直线 O₁O₂ 的平面截该圆柱所得的截面」 is the axial section
  const centres = /(?:的)?上、下底面的?中心分别(?:为|是)\s*⟨([^⟩,]+),([^⟩,]+)⟩\s*[,，]?/.exec(s);
  if (centres) {
    const [p, q] = [centres[1], centres[2]];
    const plane = /过(?:直线)?\s*⟨([^⟩]*)⟩\s*的平面截(?:该|这个)?圆柱所得的?截面/.exec(s);
    if (!plane || (plane[1] !== p + q && plane[1] !== q + p)) return t;
    s = s.replace(centres[0], '').replace(plane[0], '轴截面');
  }
  const m = /轴截面(?:是|为)(?:一个)?面积(?:为|是|等于)\s*(?:⟨([^⟩]*)⟩|(\d+(?:\.\d+)?))\s*的正方形/.exec(s);
  if (!m) return t;
  const A = m[1] ?? m[2];
  return s.replace(m[0], `底面半径为 ⟨\\frac{\\sqrt{${A}}}{2}⟩ ，高为 ⟨\\sqrt{${A}}⟩ `);
}

function solid(text: string, mp: MathProblem): MathOutcome | null {
  const t0 = text.replace(/\$\s*([^$]*?)\s*\$/g, (_, s: string) => ` ⟨${s.replace(/\s+/g, '')}⟩ `);
  const fromMeasure = sphereRadiusFromMeasure(t0);
  const t = fromMeasure?.text ?? axialSquare(diameterAsRadius(t0));
  if (/[a-zA-Z]/.test(t.replace(/⟨[^⟩]*⟩/g, ''))) return null; // units or letters outside formulas
  // a second sphere (内切球, 棱切球) or a ratio of two measures is more than the one measure read here
  if (/内切|相切|之比|比值/.test(t)) return null;
  // a part of a solid (半球, 一半, 四分之一, what is cut off or left) or several of them is not the solid measured here
  if (/半球|一半|分之|[两二三四五六七八九十几多]个(?!顶点|底面的?圆周)|之和|之差|倍|截|切|挖|剩|拼|块|部分|球冠|球缺/.test(t)) return null;
  // another solid built on this one (「以其一个面为底面…的四棱锥」) is not the solid measured here
  if (/棱锥|棱柱|棱台|圆台|多面体|八面体|(?<!正)四面体|为顶点/.test(t)) return null;
  const shapes = (['正方体', '长方体', '正四面体', '圆柱', '圆锥'] as Shape[]).filter((s) => t.includes(s));
  const sphereOnly = shapes.length === 0 && /球/.test(t) && !/外接球/.test(t);
  if (shapes.length > 1 || (shapes.length === 0 && !sphereOnly)) return null;
  const shape: Shape = sphereOnly ? '球' : shapes[0];
  // 「外接球」 or 「顶点都在(同一个)球(O的)球面上」 both name the circumscribed sphere.
  const circum = /外接球/.test(t) || /顶点都在(?:同一个?)?球\s*(?:⟨[^⟩]*⟩)?\s*的?\s*(?:球)?面上/.test(t);
  // 「四个顶点都在球面上」 of a cube or a cuboid leaves the sphere free: a count of vertices must be all of them
  const counted = /⟨?(\d+|[一二三四五六七八九十])⟩?\s*个\s*顶点/.exec(t)?.[1];
  if (counted && !(VERTICES[shape] ?? []).includes(counted)) return null;
  // A solid beside a sphere: only the sphere's own area or volume is read (「…外接球的表面积」「球O的体积」).
  if (shape !== '球' && /球/.test(t) && !(circum && /球\s*(?:⟨[^⟩]*⟩)?\s*的?\s*(?:表面积|体积)/.test(t))) return null;
  const ask = /表面积|全面积/.test(t) ? 'S' : /侧面积/.test(t) ? 'L' : /体积/.test(t) ? 'V' : null;
  if (!ask || (t.match(/体积|表面积|侧面积|全面积/g) ?? []).length !== 1) return null;
  const nums = [...t.matchAll(/⟨([^⟩]*)⟩|(\d+(?:\.\d+)?)/g)].map((m) => m[1] ?? m[2]);
  const read = (s: string): Rat | null => {
    const n = parseRat(s);
    return n ? evalRat(n, () => null) : null;
  };
  // Squares of the dimensions (dimensions may be surds such as 2√3).
  const sq = (s: string): Rat | null => {
    const n = parseRat(s);
    if (!n) return null;
    const v = evalNum(n);
    if (!(v > 0)) return null;
    const r = Rat.fromNumber(Math.round(v * v * 1e6) / 1e6);
    return r && Math.abs(r.toNumber() - v * v) < 1e-9 ? r : null;
  };
  const dims = (re: RegExp): string | null => {
    const m = re.exec(t);
    return m ? (m[1] ?? m[2]) : null;
  };
  const val = '(?:都|均)?(?:为|是|等于)\\s*(?:⟨([^⟩]*)⟩|(\\d+(?:\\.\\d+)?))';
  let W: Rat; // (value / π^k)²
  let k = 0;
  let formula: string;
  let approx: number;
  let values: Record<string, string> = {};
  const a2 = (s: string | null) => (s ? sq(s) : null);
  switch (shape) {
    case '正方体': {
      const a = a2(dims(new RegExp(`棱长\\s*${val}`)));
      if (!a || nums.length !== 1) return null;
      const av = Math.sqrt(a.toNumber());
      values = { a: sqrtTex(a) };
      if (circum) {
        const R2 = a.mul(Rat.of(3, 4));
        values = { 'R^2': R2.toLatex(), R: sqrtTex(R2) };
        k = 1;
        if (ask === 'S')
          [W, formula, approx] = [
            R2.mul(Rat.of(4)).pow(2),
            `R=\\frac{\\sqrt{3}}{2}a,\\ R^2=${R2.toLatex()},\\ S=4\\pi R^2`,
            3 * Math.PI * av * av,
          ];
        else if (ask === 'V')
          [W, formula, approx] = [
            R2.pow(3).mul(Rat.of(16, 9)),
            `R=\\frac{\\sqrt{3}}{2}a,\\ R^2=${R2.toLatex()},\\ V=\\frac{4}{3}\\pi R^3`,
            ((4 / 3) * Math.PI * (Math.sqrt(3) * av) ** 3) / 8,
          ];
        else return null;
      } else if (ask === 'V') [W, formula, approx] = [a.pow(3), 'V=a^3', av ** 3];
      else if (ask === 'S') [W, formula, approx] = [a.mul(Rat.of(6)).pow(2), 'S=6a^2', 6 * av * av];
      else return null;
      break;
    }
    case '长方体': {
      const m =
        /(?:长、宽、高|长宽高)\s*分别\s*(?:为|是)\s*(⟨[^⟩]+⟩|\d+(?:\.\d+)?)\s*[,，、]\s*(⟨[^⟩]+⟩|\d+(?:\.\d+)?)\s*[,，、]\s*(⟨[^⟩]+⟩|\d+(?:\.\d+)?)/.exec(
          t,
        );
      const one = /(?:长、宽、高|长宽高)\s*分别\s*(?:为|是)\s*⟨([^⟩,]+),([^⟩,]+),([^⟩,]+)⟩/.exec(t);
      const d = m ?? one;
      if (!d) return null;
      // every number is one of the three edges: a diagonal or any other measure beside them is not read
      const edgeCount = nums.filter((x) => /\d/.test(x)).length - (counted && /\d/.test(counted) ? 1 : 0);
      if (edgeCount !== (m ? 3 : 1)) return null;
      const [p, q, r] = [d[1], d[2], d[3]].map((x) => sq(x.replace(/[⟨⟩]/g, '')));
      if (!p || !q || !r) return null;
      const [pv, qv, rv] = [p, q, r].map((x) => Math.sqrt(x.toNumber()));
      const R2 = p.add(q).add(r).div(Rat.of(4));
      values = circum ? { 'R^2': R2.toLatex(), R: sqrtTex(R2) } : { a: sqrtTex(p), b: sqrtTex(q), c: sqrtTex(r) };
      if (circum) {
        k = 1;
        if (ask === 'S')
          [W, formula, approx] = [
            R2.mul(Rat.of(4)).pow(2),
            `(2R)^2=a^2+b^2+c^2,\\ R^2=${R2.toLatex()},\\ S=4\\pi R^2`,
            Math.PI * (pv * pv + qv * qv + rv * rv),
          ];
        else if (ask === 'V')
          [W, formula, approx] = [
            R2.pow(3).mul(Rat.of(16, 9)),
            `(2R)^2=a^2+b^2+c^2,\\ R^2=${R2.toLatex()},\\ V=\\frac{4}{3}\\pi R^3`,
            (4 / 3) * Math.PI * Math.sqrt(R2.toNumber()) ** 3,
          ];
        else return null;
      } else {
        if (![d[1], d[2], d[3]].every((x) => read(x.replace(/[⟨⟩]/g, '')) !== null) || ![p, q, r].every((x) => x.d === 1n)) return null;
        if (ask === 'V') [W, formula, approx] = [p.mul(q).mul(r), 'V=abc', pv * qv * rv];
        else if (ask === 'S') {
          const pr = [pv * qv, qv * rv, rv * pv];
          if (!pr.every((x) => Number.isInteger(Math.round(x * 1e9) / 1e9))) return null;
          const s = 2 * (pr[0] + pr[1] + pr[2]);
          [W, formula, approx] = [Rat.of(Math.round(s)).pow(2), 'S=2(ab+bc+ca)', s];
        } else return null;
      }
      break;
    }
    case '正四面体': {
      const a = a2(dims(new RegExp(`棱长\\s*${val}`)));
      if (!a || nums.length !== 1) return null;
      const av = Math.sqrt(a.toNumber());
      values = { a: sqrtTex(a) };
      if (circum) {
        const R2 = a.mul(Rat.of(3, 8));
        values = { 'R^2': R2.toLatex(), R: sqrtTex(R2) };
        k = 1;
        if (ask === 'S')
          [W, formula, approx] = [
            R2.mul(Rat.of(4)).pow(2),
            `R=\\frac{\\sqrt{6}}{4}a,\\ R^2=${R2.toLatex()},\\ S=4\\pi R^2`,
            4 * Math.PI * ((Math.sqrt(6) / 4) * av) ** 2,
          ];
        else if (ask === 'V')
          [W, formula, approx] = [
            R2.pow(3).mul(Rat.of(16, 9)),
            `R=\\frac{\\sqrt{6}}{4}a,\\ R^2=${R2.toLatex()},\\ V=\\frac{4}{3}\\pi R^3`,
            (4 / 3) * Math.PI * ((Math.sqrt(6) / 4) * av) ** 3,
          ];
        else return null;
      } else if (ask === 'V')
        [W, formula, approx] = [a.pow(3).mul(Rat.of(2, 144)), 'V=\\frac{\\sqrt{2}}{12}a^3', (Math.sqrt(2) / 12) * av ** 3];
      else if (ask === 'S')
        [W, formula, approx] = [a.pow(2).mul(Rat.of(3)), 'S=4\\cdot\\frac{\\sqrt{3}}{4}a^2=\\sqrt{3}a^2', Math.sqrt(3) * av * av];
      else return null;
      break;
    }
    case '球': {
      const R = a2(dims(new RegExp(`半径\\s*${val}`)));
      if (!R || nums.length !== 1) return null;
      const rv = Math.sqrt(R.toNumber());
      values = { R: sqrtTex(R) };
      k = 1;
      if (ask === 'S') [W, formula, approx] = [R.mul(Rat.of(4)).pow(2), 'S=4\\pi R^2', 4 * Math.PI * rv * rv];
      else if (ask === 'V') [W, formula, approx] = [R.pow(3).mul(Rat.of(16, 9)), 'V=\\frac{4}{3}\\pi R^3', (4 / 3) * Math.PI * rv ** 3];
      else return null;
      break;
    }
    case '圆柱':
    case '圆锥': {
      if (circum) return null;
      const r = a2(dims(new RegExp(`底面半径\\s*${val}`)));
      const hS = dims(new RegExp(`(?<!斜)高\\s*${val}`));
      const lS = dims(new RegExp(`母线长?\\s*${val}`));
      if (!r || nums.length !== 2 || (hS === null) === (lS === null)) return null;
      let h = a2(hS);
      let l = a2(lS);
      if (shape === '圆柱') {
        h = h ?? l; // the generatrix of a cylinder is its height
        l = h;
      } else if (h) l = r.add(h);
      else if (l) {
        h = l.sub(r);
        if (h.sign() <= 0) return null;
      }
      if (!h || !l) return null;
      const [rv, hv, lv] = [r, h, l].map((x) => Math.sqrt(x.toNumber()));
      values = { r: sqrtTex(r), h: sqrtTex(h), l: sqrtTex(l) };
      k = 1;
      if (shape === '圆柱') {
        if (ask === 'V') [W, formula, approx] = [r.pow(2).mul(h), 'V=\\pi r^2h', Math.PI * rv * rv * hv];
        else if (ask === 'L') [W, formula, approx] = [r.mul(h).mul(Rat.of(4)), 'S_{侧}=2\\pi rh', 2 * Math.PI * rv * hv];
        else {
          // 2πr² + 2πrh: both parts must combine into one surd.
          const rh = Math.sqrt(r.mul(h).toNumber());
          if (!Number.isInteger(Math.round(rh * 1e9) / 1e9) || r.d !== 1n) return null;
          const s = 2 * r.toNumber() + 2 * Math.round(rh);
          [W, formula, approx] = [Rat.of(s).pow(2), 'S=2\\pi r^2+2\\pi rh', Math.PI * (2 * rv * rv + 2 * rv * hv)];
        }
      } else {
        if (ask === 'V')
          [W, formula, approx] = [
            r.pow(2).mul(h).div(Rat.of(9)),
            `V=\\frac{1}{3}\\pi r^2h${lS ? ',\\ h=\\sqrt{l^2-r^2}' : ''}`,
            (Math.PI * rv * rv * hv) / 3,
          ];
        else if (ask === 'L') [W, formula, approx] = [r.mul(l), `S_{侧}=\\pi rl${hS ? ',\\ l=\\sqrt{r^2+h^2}' : ''}`, Math.PI * rv * lv];
        else {
          const rl = Math.sqrt(r.mul(l).toNumber());
          if (!Number.isInteger(Math.round(rl * 1e9) / 1e9) || r.d !== 1n) return null;
          const s = r.toNumber() + Math.round(rl);
          [W, formula, approx] = [
            Rat.of(s).pow(2),
            `S=\\pi r^2+\\pi rl${hS ? ',\\ l=\\sqrt{r^2+h^2}' : ''}`,
            Math.PI * (rv * rv + rv * lv),
          ];
        }
      }
      break;
    }
    default:
      return null;
  }
  const exact = Math.sqrt(W.toNumber()) * Math.PI ** k;
  if (!(Math.abs(exact - approx) <= 1e-9 * Math.max(1, approx))) return null;
  const base = sqrtTex(W);
  const tex = k ? (base === '1' ? '\\pi' : `${base}\\pi`) : base;
  const askName = ask === 'V' ? '体积' : ask === 'S' ? '表面积' : '侧面积';
  const asked = formula.split(',\\ ').find((part) => /^(?:V|S|S_\{侧\})=/.test(part));
  const put = asked ? substitutedFormula(asked, values) : null;
  return solved(mp, {
    engine: 'solids',
    idea: `用${circum ? `${shape}外接球半径的求法和球的` : `${shape}的`}${askName}公式计算。`,
    steps: [
      ...(fromMeasure ? [fromMeasure.step] : []),
      ...(t !== t0 && !fromMeasure
        ? [
            `圆柱的轴截面是以底面直径 $2r$ 和高 $h$ 为边的矩形；它是正方形，所以 $h=2r$，且 $(2r)^2$ 等于截面的面积，得 ${im(`r=${values.r},\\ h=${values.h}`)}。`,
          ]
        : []),
      `${im(formula)}。`,
      put ? `代入数据得 ${im(`${put}=${tex}`)}。` : `代入数据得${circum ? '外接球的' : ''}${askName}为 ${im(tex)}。`,
    ],
    finalAnswer: `$${tex}$`,
    verificationNote: `按公式用小数重新计算一遍，得 ${approx.toFixed(4)}，与精确结果一致。`,
    value: { kind: 'numbers', values: [exact] },
  });
}
