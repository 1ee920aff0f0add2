import type { MathOutcome, MathProblem } from '../../math/expression/types';
import { Rat } from '../../math/expression/rational';
import { im, solved } from '../../math/write/format';
import { sqrtTex } from '../analytic-geometry/curve';
import { rationalOfFloat } from './rational-of-float';
import { readSolidFacts, type SolidFacts } from './solid-facts';
import { solidLine } from './solid-text';
import { sphereModel } from './sphere-models';
import { distance2, sphereThroughPoints, type Point3 } from './sphere-through-points';

const sub = (a: Point3, b: Point3): Point3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Point3, b: Point3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const near = (x: number, y: number): boolean => Math.abs(x - y) <= 1e-9 * Math.max(1, Math.abs(x), Math.abs(y));

/** Every named fact of the problem holds in the solid built from the model: lengths, angles and perpendiculars. */
function factsHold(f: SolidFacts, at: Map<string, Point3>): boolean {
  const p = (n: string): Point3 | null => at.get(n) ?? null;
  for (const l of f.lengths) {
    const [a, b] = l.ends.map(p);
    if (!a || !b || !near(distance2(a, b), l.value * l.value)) return false;
  }
  for (const g of f.angles) {
    const [v, a, b] = [p(g.at), p(g.ends[0]), p(g.ends[1])];
    if (!v || !a || !b) return false;
    const [u, w] = [sub(a, v), sub(b, v)];
    const cos = dot(u, w) / Math.sqrt(dot(u, u) * dot(w, w));
    if (!near(cos, Math.cos((g.degrees * Math.PI) / 180))) return false;
  }
  for (const { edge, plane } of f.perpToPlane) {
    const [a, b] = edge.map(p);
    const ps = plane.map(p);
    if (!a || !b || ps.some((x) => !x)) return false;
    const e = sub(a, b);
    if (!ps.slice(1).every((x) => Math.abs(dot(e, sub(x!, ps[0]!))) <= 1e-9 * Math.max(1, dot(e, e)))) return false;
  }
  const mp = f.mutuallyPerpendicular ?? [];
  for (let i = 0; i < mp.length; i++)
    for (let j = i + 1; j < mp.length; j++) {
      const [a, b, c, d] = [...mp[i], ...mp[j]].map(p);
      if (!a || !b || !c || !d || Math.abs(dot(sub(a, b), sub(c, d))) > 1e-9) return false;
    }
  if (f.baseShape) {
    const names = f.baseShape.points.length ? f.baseShape.points : f.points.slice(1, f.baseShape.shape === '正三角形' ? 4 : 5);
    const ps = names.map(p);
    if (ps.some((x) => !x) || ps.length !== (f.baseShape.shape === '正三角形' ? 3 : 4)) return false;
    const sides = ps.map((x, i) => distance2(x!, ps[(i + 1) % ps.length]!));
    if (f.baseShape.side && !near(sides[0], f.baseShape.side.value ** 2)) return false;
    if (f.baseShape.shape !== '矩形' && !sides.every((s) => near(s, sides[0]))) return false;
    if (f.baseShape.shape !== '正三角形' && !near(distance2(ps[0]!, ps[2]!), sides[0] + sides[1])) return false;
  }
  return true;
}

/**
 * The sphere around or inside a solid given in words (decision 0076): the solid's facts are read clause by clause, one
 * textbook model gives R², and the same solid is built in coordinates to check every given fact and to find R² again
 * (the sphere through the vertices, or the distances from the centre to what an inscribed sphere touches).
 */
export function sphereAroundSolid(text: string, mp: MathProblem): MathOutcome | null {
  if (!/球/.test(text)) return null;
  const facts = readSolidFacts(solidLine(text));
  if (!facts) return null;
  const model = sphereModel(facts);
  if (!model) return null;
  if ([...facts.measures.keys()].some((k) => !model.used.includes(k))) return null;
  if (!factsHold(facts, model.points)) return null;
  let check: number;
  let how: string;
  if (model.onSphere.length >= 4) {
    const s = sphereThroughPoints(model.onSphere);
    if (!s) return null;
    check = s.R2;
    how = '在坐标系中写出各顶点（或两底面圆周上的点）的坐标，解出到它们距离都相等的点，它到各点的距离的平方';
  } else if (model.touch) {
    if (!model.touch.distances.every((d) => near(d * d, model.touch!.distances[0] ** 2))) return null;
    check = model.touch.distances[0] ** 2;
    how = '在坐标系中算出球心到各切点（或截面圆上各点）的距离，其平方';
  } else return null;
  if (!near(check, model.R2)) return null;
  const R2 = rationalOfFloat(model.R2);
  if (!R2 || R2.sign() <= 0) return null;
  const W = facts.ask === '表面积' ? R2.mul(Rat.of(4)).pow(2) : facts.ask === '体积' ? R2.pow(3).mul(Rat.of(16, 9)) : R2;
  const root = sqrtTex(W);
  const tex = facts.ask === '半径' ? root : root === '1' ? '\\pi' : `${root}\\pi`;
  const value = Math.sqrt(W.toNumber()) * (facts.ask === '半径' ? 1 : Math.PI);
  const R = facts.role === '内切球' || facts.role === '棱切球' ? '\\rho' : 'R';
  const last =
    facts.ask === '表面积'
      ? `球的表面积 $S=4\\pi ${R}^2=4\\pi\\times ${R2.toLatex()}=${tex}$。`
      : facts.ask === '体积'
        ? `球的半径 $${R}=${sqrtTex(R2)}$，体积 $V=\\frac{4}{3}\\pi ${R}^3=${tex}$。`
        : `球的半径 $${R}=${tex}$。`;
  return solved(mp, {
    engine: 'solids:sphere-around',
    idea: model.idea,
    steps: [...model.steps, last],
    finalAnswer: `$${tex}$`,
    verificationNote: `${how}为 ${check.toFixed(6)}，与 ${im(`${R}^2=${R2.toLatex()}`)} 一致；题中给出的每个长度、角和垂直关系在这组坐标中都成立。`,
    value: { kind: 'numbers', values: [value] },
  });
}
