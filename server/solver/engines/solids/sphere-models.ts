import { sqrtTex } from '../analytic-geometry/curve';
import { rationalOfFloat } from './rational-of-float';
import type { SolidFacts } from './solid-facts';
import type { Point3 } from './sphere-through-points';
import { circleBySines, circumradius2, triangleFromFacts, type Sides2 } from './triangle-from-facts';

/**
 * The textbook models that give the radius of a sphere around (or inside) a solid, each with the coordinates of the
 * solid it describes so that the radius can be found a second way. `R2` is the textbook value; `points` are the named
 * vertices (checked against every given length, angle and perpendicular) and `onSphere` the points the sphere passes
 * through (for an inscribed sphere, `touch` gives the distances from the centre that must all equal R).
 */
export interface SphereModel {
  R2: number;
  idea: string;
  steps: string[];
  points: Map<string, Point3>;
  onSphere: Point3[];
  touch?: { centre: Point3; distances: number[] };
  /** The measures of `facts.measures` this model read; any other one makes the reading fail. */
  used: string[];
}

/** √x written exactly when x is rational, else null. */
export function rootTex(x: number): string | null {
  const r = rationalOfFloat(x);
  return r && r.sign() > 0 ? sqrtTex(r) : null;
}
export function ratTex(x: number): string | null {
  return rationalOfFloat(x)?.toLatex() ?? null;
}

function circle(r: number, z: number, n = 6): Point3[] {
  return Array.from({ length: n }, (_, k) => [r * Math.cos((2 * Math.PI * k) / n), r * Math.sin((2 * Math.PI * k) / n), z] as Point3);
}

/** Triangle XYZ from its side squares, X at the origin, Y on the x-axis, in the plane z = 0. */
function place(s: Sides2): [Point3, Point3, Point3] {
  const [a2, b2, c2] = s;
  const c = Math.sqrt(c2);
  const x = (b2 + c2 - a2) / (2 * c);
  return [
    [0, 0, 0],
    [c, 0, 0],
    [x, Math.sqrt(Math.max(0, b2 - x * x)), 0],
  ];
}

function lift(p: Point3, h: number): Point3 {
  return [p[0], p[1], p[2] + h];
}

function baseCircleStep(tri: string[], s: Sides2, r2: number): string | null {
  const [a, b, c] = s.map(rootTex);
  const rt = ratTex(r2);
  if (!a || !b || !c || !rt) return null;
  const [X, Y, Z] = tri;
  const cosX = (s[1] + s[2] - s[0]) / (2 * Math.sqrt(s[1] * s[2]));
  if (Math.abs(s[0] - s[1]) < 1e-12 && Math.abs(s[1] - s[2]) < 1e-12)
    return `底面 $\\triangle ${X}${Y}${Z}$ 是边长为 $${a}$ 的正三角形，其外接圆半径 $r=\\frac{\\sqrt{3}}{3}a$，$r^2=${rt}$。`;
  const right = [0, 1, 2].find((i) => Math.abs(s[i] - s[(i + 1) % 3] - s[(i + 2) % 3]) < 1e-9 * s[i]);
  if (right !== undefined) {
    const hyp = [Y + Z, Z + X, X + Y][right];
    return `底面 $\\triangle ${X}${Y}${Z}$ 中 $${YZ(tri, right)}^2$ 等于另两边的平方和，是以 $${hyp}$ 为斜边的直角三角形，外接圆圆心为斜边中点，$r=\\frac{1}{2}${hyp}$，$r^2=${rt}$。`;
  }
  const cosTex = ratTex(cosX) ?? rootTex(cosX * cosX);
  const sinTex = rootTex(1 - cosX * cosX);
  if (!cosTex || !sinTex) return null;
  return `底面 $\\triangle ${X}${Y}${Z}$ 中，$${Y}${Z}=${a},\\ ${Z}${X}=${b},\\ ${X}${Y}=${c}$，由余弦定理 $\\cos ${X}=${cosX < 0 ? '-' : ''}${cosX < 0 ? (ratTex(-cosX) ?? rootTex(cosX * cosX)) : cosTex}$，$\\sin ${X}=${sinTex}$；由正弦定理，外接圆半径 $r=\\frac{${Y}${Z}}{2\\sin ${X}}$，$r^2=${rt}$。`;
}
function YZ(tri: string[], i: number): string {
  return `${tri[(i + 1) % 3]}${tri[(i + 2) % 3]}`;
}

function rightPrismOrEdgeStep(r2: number, h: number, what: string): string | null {
  const [rt, ht, Rt] = [ratTex(r2), ratTex((h * h) / 4), ratTex(r2 + (h * h) / 4)];
  if (!rt || !ht || !Rt) return null;
  return `${what}，球心在过底面外接圆圆心的垂线上、高的中点处，$R^2=r^2+\\left(\\frac{h}{2}\\right)^2=${rt}+${ht}=${Rt}$。`;
}

/** The base triangle's side squares and the sentence that finds its circumradius: from the facts, or by the law of sines. */
function baseTriangle(f: SolidFacts, tri: [string, string, string]): { s: Sides2; r2: number; step: string } | null {
  const s = triangleFromFacts(f, tri);
  if (s) {
    const r2 = circumradius2(s);
    const step = baseCircleStep(tri, s, r2);
    return step ? { s, r2, step } : null;
  }
  const bySines = circleBySines(f, tri);
  if (!bySines) return null;
  const sin2 = Math.sin((bySines.degrees * Math.PI) / 180) ** 2;
  const r2 = bySines.a2 / (4 * sin2);
  const [at, st, rt] = [rootTex(bySines.a2), rootTex(sin2), ratTex(r2)];
  if (!at || !st || !rt) return null;
  return {
    s: bySines.sides,
    r2,
    step: `底面三角形中 $${bySines.opposite}=${at}$，它所对的角 $\\angle ${bySines.at}=${bySines.degrees}^{\\circ}$，由正弦定理，外接圆半径 $r=\\frac{${bySines.opposite}}{2\\sin ${bySines.at}}$，$\\sin ${bySines.at}=${st}$，$r^2=${rt}$。`,
  };
}

/** 「PA⊥平面ABC」 (or ⊥ the square / rectangle ABCD): R² = r² + (PA/2)². */
function edgeOnBase(f: SolidFacts): SphereModel | null {
  if (f.role !== '外接球' || f.perpToPlane.length !== 1 || f.mutuallyPerpendicular) return null;
  const { edge, plane } = f.perpToPlane[0];
  const names = f.points;
  if (names.length !== plane.length + 1 || !plane.every((p) => names.includes(p))) return null;
  const foot = edge.find((p) => plane.includes(p));
  const apex = edge.find((p) => !plane.includes(p));
  if (!foot || !apex || names[0] !== apex) return null;
  const hLen = f.lengths.find((l) => l.ends.includes(apex) && l.ends.includes(foot));
  if (!hLen) return null;
  const h = hLen.value;
  const points = new Map<string, Point3>();
  let r2: number;
  let baseStep: string | null;
  const base = names.slice(1);
  if (base.length === 3) {
    if (f.kind !== '三棱锥' && f.kind !== '四面体') return null;
    const tri = base as [string, string, string];
    const b = baseTriangle(f, tri);
    if (!b) return null;
    for (const [i, p] of place(b.s).entries()) points.set(tri[i], p);
    r2 = b.r2;
    baseStep = b.step;
  } else if (base.length === 4) {
    if (f.kind !== '四棱锥' || !f.baseShape || f.baseShape.shape === '正三角形') return null;
    if (f.baseShape.points.length && f.baseShape.points.join() !== base.join()) return null;
    const len = (a: string, b: string) => f.lengths.find((l) => l.ends.includes(a) && l.ends.includes(b))?.value;
    const [A, B, C, D] = base;
    let p = len(A, B) ?? len(C, D);
    let q = len(B, C) ?? len(A, D);
    if (f.baseShape.shape === '正方形') {
      const side = f.baseShape.side?.value ?? p ?? q;
      if (side === undefined) return null;
      p = side;
      q = side;
    }
    if (p === undefined || q === undefined) return null;
    points.set(A, [0, 0, 0]).set(B, [p, 0, 0]).set(C, [p, q, 0]).set(D, [0, q, 0]);
    r2 = (p * p + q * q) / 4;
    const [pt, qt, rt] = [rootTex(p * p), rootTex(q * q), ratTex(r2)];
    baseStep =
      pt && qt && rt
        ? `底面${f.baseShape.shape} $${base.join('')}$ 的外接圆圆心是对角线的交点，$r^2=\\frac{${A}${B}^2+${B}${C}^2}{4}=\\frac{${ratTex(p * p)}+${ratTex(q * q)}}{4}=${rt}$。`
        : null;
  } else return null;
  points.set(apex, lift(points.get(foot)!, h));
  const last = rightPrismOrEdgeStep(r2, h, `$${apex}${foot}\\perp$ 平面 $${base.join('')}$，$${apex}${foot}=${hLen.src}$`);
  if (!baseStep || !last) return null;
  return {
    R2: r2 + (h * h) / 4,
    idea: `侧棱 $${apex}${foot}$ 垂直于底面：把棱锥补成以底面为底的直棱柱，外接球球心在底面外接圆圆心的正上方 $\\frac{${apex}${foot}}{2}$ 处，$R^2=r^2+\\left(\\frac{${apex}${foot}}{2}\\right)^2$。`,
    steps: [baseStep, last],
    points,
    onSphere: [...points.values()],
    used: [],
  };
}

/** 「PA, PB, PC 两两垂直」: the corner of a box with edges PA, PB, PC, (2R)² = PA² + PB² + PC². */
function corner(f: SolidFacts): SphereModel | null {
  const edges = f.mutuallyPerpendicular;
  if (!edges || f.role !== '外接球' || f.kind !== '三棱锥' || f.perpToPlane.length || f.points.length !== 4) return null;
  const apex = edges[0].find((p) => edges.every((e) => e.includes(p)));
  if (!apex || apex !== f.points[0]) return null;
  const others = edges.map((e) => e.find((p) => p !== apex)!);
  if (new Set(others).size !== 3 || !others.every((p) => f.points.includes(p))) return null;
  const lens = others.map((o) => f.lengths.find((l) => l.ends.includes(apex) && l.ends.includes(o))?.value);
  if (lens.some((x) => x === undefined)) return null;
  const [a, b, c] = lens as number[];
  const points = new Map<string, Point3>([
    [apex, [0, 0, 0]],
    [others[0], [a, 0, 0]],
    [others[1], [0, b, 0]],
    [others[2], [0, 0, c]],
  ]);
  const sum = a * a + b * b + c * c;
  const [st, Rt] = [ratTex(sum), ratTex(sum / 4)];
  if (!st || !Rt) return null;
  const names = others.map((o) => `${apex}${o}`);
  return {
    R2: sum / 4,
    idea: `三条棱 $${names.join(',')}$ 两两垂直，以它们为长、宽、高把三棱锥补成长方体，长方体的外接球就是三棱锥的外接球。`,
    steps: [`长方体的体对角线是外接球的直径：$(2R)^2=${names.map((n) => `${n}^2`).join('+')}=${st}$。`, `所以 $R^2=${Rt}$。`],
    points,
    onSphere: [...points.values()],
    used: [],
  };
}

/** A tetrahedron whose opposite edges are equal in pairs: the face diagonals of a box, (2R)² = (AB² + AC² + AD²)/2. */
function equalOpposites(f: SolidFacts): SphereModel | null {
  if (
    f.role !== '外接球' ||
    (f.kind !== '四面体' && f.kind !== '三棱锥') ||
    f.points.length !== 4 ||
    f.perpToPlane.length ||
    f.mutuallyPerpendicular
  )
    return null;
  if (f.angles.length || f.baseShape) return null;
  const [A, B, C, D] = f.points;
  const len = (p: string, q: string) => f.lengths.find((l) => l.ends.includes(p) && l.ends.includes(q))?.value;
  const pairs: Array<[number | undefined, number | undefined]> = [
    [len(A, B), len(C, D)],
    [len(A, C), len(B, D)],
    [len(A, D), len(B, C)],
  ];
  if (pairs.some(([x, y]) => x === undefined || y === undefined || Math.abs(x - y) > 1e-12 * x)) return null;
  const [p, q, r] = pairs.map(([x]) => x! * x!);
  const [x2, y2, z2] = [(p + q - r) / 2, (p + r - q) / 2, (q + r - p) / 2];
  if (!(x2 > 0 && y2 > 0 && z2 > 0)) return null;
  const [x, y, z] = [x2, y2, z2].map(Math.sqrt);
  // A = (0,0,0), B = (x,y,0), C = (x,0,z), D = (0,y,z): AB = CD, AC = BD, AD = BC.
  const points = new Map<string, Point3>([
    [A, [0, 0, 0]],
    [B, [x, y, 0]],
    [C, [x, 0, z]],
    [D, [0, y, z]],
  ]);
  const [a2, b2, c2, Rt] = [ratTex(x2), ratTex(y2), ratTex(z2), ratTex((x2 + y2 + z2) / 4)];
  if (!a2 || !b2 || !c2 || !Rt) return null;
  return {
    R2: (x2 + y2 + z2) / 4,
    idea: `四面体的三组对棱分别相等，可把它补成长方体，六条棱是长方体六个面的对角线，四面体的外接球就是长方体的外接球。`,
    steps: [
      `设长方体的长、宽、高为 $a,b,c$，则 $a^2+b^2=${ratTex(p)},\\ a^2+c^2=${ratTex(q)},\\ b^2+c^2=${ratTex(r)}$，解得 $a^2=${a2},\\ b^2=${b2},\\ c^2=${c2}$。`,
      `$(2R)^2=a^2+b^2+c^2$，所以 $R^2=${Rt}$。`,
    ],
    points,
    onSphere: [...points.values()],
    used: [],
  };
}

const REGULAR_SIDES: Record<string, number> = { 正三棱锥: 3, 正四棱锥: 4, 正三棱柱: 3, 正四棱柱: 4, 正六棱柱: 6 };
/** The base polygon's circumradius² from its side: a²/3, a²/2, a². */
const R2_OF_SIDE: Record<number, [number, string]> = { 3: [1 / 3, '\\frac{a^2}{3}'], 4: [1 / 2, '\\frac{a^2}{2}'], 6: [1, 'a^2'] };

/** Regular pyramids: the centre on the height, R² = r² + (h − R)², so R = (h² + r²)/(2h). */
function regularPyramid(f: SolidFacts): SphereModel | null {
  if (f.role !== '外接球' || (f.kind !== '正三棱锥' && f.kind !== '正四棱锥')) return null;
  if (f.lengths.length || f.angles.length || f.perpToPlane.length || f.baseShape || f.mutuallyPerpendicular) return null;
  const n = REGULAR_SIDES[f.kind];
  const all = f.measures.get('棱长'); // every edge equal: the base edge and the lateral edge
  if (all && (f.measures.has('底面边长') || f.measures.has('侧棱长'))) return null;
  const a = all?.value ?? f.measures.get('底面边长')?.value;
  const hM = f.measures.get('高');
  const lM = all ?? f.measures.get('侧棱长');
  // two of base edge, height and lateral edge fix the pyramid; the height and lateral edge give r² = l² − h²
  if ((a === undefined ? 0 : 1) + (hM ? 1 : 0) + (lM && !all ? 1 : 0) + (all ? 1 : 0) !== 2) return null;
  const r2 = a !== undefined ? a * a * R2_OF_SIDE[n][0] : lM!.value ** 2 - hM!.value ** 2;
  if (!(r2 > 0)) return null;
  const h2 = hM ? hM.value ** 2 : lM!.value ** 2 - r2;
  if (!(h2 > 0)) return null;
  const h = Math.sqrt(h2);
  const R = (h2 + r2) / (2 * h);
  const base = circle(Math.sqrt(r2), 0, n);
  const [rt, ht, Rt] = [ratTex(r2), ratTex(h2), ratTex(R * R)];
  if (!rt || !ht || !Rt) return null;
  return {
    R2: R * R,
    idea: `正棱锥的外接球球心在它的高上：设球的半径为 $R$，底面外接圆半径为 $r$，高为 $h$，则 $R^2=r^2+(h-R)^2$，即 $R=\\frac{h^2+r^2}{2h}$。`,
    steps: [
      a !== undefined
        ? `底面正${['', '', '', '三角形', '方形', '', '六边形'][n]}的外接圆半径 $r^2=${R2_OF_SIDE[n][1]}=${rt}$。`
        : `侧棱、高和底面外接圆半径构成直角三角形，$r^2=l^2-h^2=(${lM!.src})^2-(${hM!.src})^2=${rt}$。`,
      lM && a !== undefined
        ? `${all ? '各棱长都' : '侧棱长'}为 $${lM.src}$，高 $h^2=${lM.src}^2-r^2=${ht}$。`
        : `高 $h=${hM!.src}$，$h^2=${ht}$。`,
      `$R=\\frac{h^2+r^2}{2h}$，$R^2=\\frac{(h^2+r^2)^2}{4h^2}=${Rt}$。`,
    ],
    points: new Map(),
    onSphere: [...base, [0, 0, h]],
    used: all ? ['棱长'] : ['底面边长', '高', '侧棱长'].filter((k) => f.measures.has(k)),
  };
}

/** Right prisms (regular ones, or 直三棱柱 ABC-A₁B₁C₁ with its base triangle) and cylinders: R² = r² + (h/2)². */
function rightPrism(f: SolidFacts): SphereModel | null {
  const height = (): { h: number; src: string; key: string | null } | null => {
    const hM = f.measures.get('高') ?? f.measures.get('侧棱长') ?? (f.kind === '圆柱' ? f.measures.get('母线长') : undefined);
    const keys = ['高', '侧棱长', '母线长'].filter((k) => f.measures.has(k));
    if (keys.length > 1) return null;
    return hM ? { h: hM.value, src: hM.src, key: keys[0] } : null;
  };
  if (f.role !== '外接球' || f.perpToPlane.length || f.mutuallyPerpendicular) return null;
  if (f.kind === '圆柱') {
    const r = f.measures.get('底面半径');
    const h = height();
    if (!r || !h || f.lengths.length || f.angles.length || f.baseShape) return null;
    const r2 = r.value ** 2;
    const step = rightPrismOrEdgeStep(r2, h.h, `圆柱的底面半径 $r=${r.src}$，高 $h=${h.src}$`);
    if (!step) return null;
    return {
      R2: r2 + (h.h * h.h) / 4,
      idea: '圆柱两个底面的圆周都在球面上，球心是圆柱轴的中点，球的半径、底面半径和高的一半构成直角三角形。',
      steps: [step],
      points: new Map(),
      onSphere: [...circle(r.value, 0), ...circle(r.value, h.h)],
      used: ['底面半径', h.key!],
    };
  }
  if (f.kind in REGULAR_SIDES && /柱/.test(f.kind) && !f.lengths.length) {
    if (f.angles.length || f.baseShape) return null;
    const n = REGULAR_SIDES[f.kind];
    const all = f.measures.get('棱长'); // every edge equal: the base edge and the height
    if (all && [...f.measures.keys()].length !== 1) return null;
    const a = all ?? f.measures.get('底面边长');
    const h = all ? { h: all.value, src: all.src, key: '棱长' } : height();
    if (!a || !h || h.key === '母线长') return null;
    const r2 = a.value ** 2 * R2_OF_SIDE[n][0];
    const rt = ratTex(r2);
    const step = rightPrismOrEdgeStep(r2, h.h, `侧棱垂直于底面，高 $h=${h.src}$`);
    if (!rt || !step) return null;
    return {
      R2: r2 + (h.h * h.h) / 4,
      idea: '直棱柱的外接球球心是上、下底面外接圆圆心连线的中点，$R^2=r^2+\\left(\\frac{h}{2}\\right)^2$。',
      steps: [
        `底面正${['', '', '', '三角形', '方形', '', '六边形'][n]}的边长 $a=${a.src}$，外接圆半径 $r^2=${R2_OF_SIDE[n][1]}=${rt}$。`,
        step,
      ],
      points: new Map(),
      onSphere: [...circle(Math.sqrt(r2), 0, n), ...circle(Math.sqrt(r2), h.h, n)],
      used: all ? ['棱长'] : ['底面边长', h.key!],
    };
  }
  const namedRegular = f.kind === '正三棱柱' && f.lengths.length > 0;
  if ((f.kind === '直三棱柱' || namedRegular) && f.points.length === 6) {
    const [A, B, C, A1, B1, C1] = f.points;
    if (A1 !== `${A}_1` || B1 !== `${B}_1` || C1 !== `${C}_1`) return null;
    const tri: [string, string, string] = [A, B, C];
    let b: ReturnType<typeof baseTriangle>;
    if (namedRegular) {
      // a regular prism: the base is equilateral, its side told by 底面边长 or by one base edge
      const edgeM = f.measures.get('底面边长');
      const side = edgeM?.value ?? f.lengths.find((l) => tri.includes(l.ends[0]) && tri.includes(l.ends[1]))?.value;
      if (side === undefined || f.baseShape || f.angles.length) return null;
      const eq: Sides2 = [side * side, side * side, side * side];
      const r2 = circumradius2(eq);
      const step = baseCircleStep(tri, eq, r2);
      b = step ? { s: eq, r2, step } : null;
    } else b = baseTriangle(f, tri);
    if (!b) return null;
    const s = b.s;
    const lateral = f.lengths.find((l) => [A, B, C].some((p) => l.ends.includes(p) && l.ends.includes(`${p}_1`)));
    const hm = height();
    if (Boolean(lateral) === Boolean(hm)) return null;
    const h = lateral?.value ?? hm!.h;
    const points = new Map<string, Point3>();
    place(s).forEach((p, i) => {
      points.set(tri[i], p);
      points.set(`${tri[i]}_1`, lift(p, h));
    });
    const r2 = b.r2;
    const baseStep = b.step;
    const step = rightPrismOrEdgeStep(r2, h, `侧棱垂直于底面，高 $h=${lateral?.src ?? hm!.src}$`);
    if (!baseStep || !step) return null;
    return {
      R2: r2 + (h * h) / 4,
      idea: '直棱柱的外接球球心是上、下底面外接圆圆心连线的中点，$R^2=r^2+\\left(\\frac{h}{2}\\right)^2$。',
      steps: [baseStep, step],
      points,
      onSphere: [...points.values()],
      used: [...(hm?.key ? [hm.key] : []), ...(namedRegular && f.measures.has('底面边长') ? ['底面边长'] : [])],
    };
  }
  return null;
}

/** A cone: around it R = (h² + r²)/(2h); inside it the radius of the incircle of the axial section, ρ = rh/(r + l). */
function cone(f: SolidFacts): SphereModel | null {
  if (f.kind !== '圆锥' || f.lengths.length || f.angles.length || f.baseShape || f.perpToPlane.length) return null;
  const given = (['底面半径', '高', '母线长'] as const).filter((k) => f.measures.has(k));
  const shape = f.coneShape;
  if (given.length !== (shape ? 1 : 2) || (!shape && !given.includes('底面半径'))) return null;
  const m = (k: string) => f.measures.get(k)?.value;
  let [r, h, l] = [m('底面半径'), m('高'), m('母线长')];
  if (shape) {
    const k = shape.ratio; // r / l
    if (l !== undefined) r = k * l;
    else if (r !== undefined) l = r / k;
    else if (h !== undefined) l = h / Math.sqrt(1 - k * k);
  }
  if (l === undefined && r !== undefined && h !== undefined) l = Math.hypot(r, h);
  if (r === undefined || l === undefined || !(l > r)) return null;
  h = Math.sqrt(l * l - r * r);
  const [r2, h2] = [r * r, h * h];
  const [rt, ht, lt] = [ratTex(r2), ratTex(h2), ratTex(l * l)];
  if (!rt || !ht || !lt) return null;
  const told = given
    .map((k) => `${k === '底面半径' ? '底面半径 $r' : k === '高' ? '高 $h' : '母线长 $l'}=${f.measures.get(k)!.src}$`)
    .join('，');
  const sizes = `${shape ? `${shape.step}` : ''}${told}，所以 $r^2=${rt}$，$h^2=${ht}$，$l^2=${lt}$`;
  const used: string[] = given;
  if (f.role === '外接球') {
    const R = (h2 + r2) / (2 * h);
    const Rt = ratTex(R * R);
    if (!Rt) return null;
    return {
      R2: R * R,
      idea: '圆锥的顶点和底面圆周都在球面上，球心在圆锥的轴上：$R^2=r^2+(h-R)^2$，即 $R=\\frac{h^2+r^2}{2h}$。',
      steps: [`${sizes}。`, `$R=\\frac{h^2+r^2}{2h}=\\frac{${lt}}{2h}$，$R^2=\\frac{(h^2+r^2)^2}{4h^2}=${Rt}$。`],
      points: new Map(),
      onSphere: [...circle(r, 0), [0, 0, h]],
      used,
    };
  }
  if (f.role === '内切球') {
    const rho = (r * h) / (r + l);
    const Rt = ratTex(rho * rho);
    if (!Rt) return null;
    // the distance from (0, ρ) to the generatrix through (r, 0) and (0, h) in the axial section
    const toSide = Math.abs(h * 0 + r * rho - r * h) / Math.hypot(h, r);
    return {
      R2: rho * rho,
      idea: '圆锥的内切球的大球面与底面和侧面都相切，它的大圆是轴截面三角形的内切圆：$\\rho=\\frac{2S}{C}=\\frac{rh}{r+l}$。',
      steps: [
        `${sizes}。`,
        `轴截面是底为 $2r$、腰为 $l$ 的等腰三角形，面积 $S=rh$，周长 $C=2r+2l$，内切圆半径 $\\rho=\\frac{rh}{r+l}$，$\\rho^2=${Rt}$。`,
      ],
      points: new Map(),
      onSphere: [],
      touch: { centre: [0, 0, rho], distances: [rho, toSide] },
      used,
    };
  }
  return null;
}

/** A cube: inscribed sphere ρ = a/2, the sphere touching the edges ρ = √2a/2, the circumscribed sphere R = √3a/2. */
function cube(f: SolidFacts): SphereModel | null {
  if (f.kind !== '正方体' || f.lengths.length || f.angles.length || f.baseShape || f.perpToPlane.length) return null;
  const a = f.measures.get('棱长');
  if (!a) return null;
  const x = a.value;
  const c: Point3 = [x / 2, x / 2, x / 2];
  const d = (p: Point3) => Math.hypot(p[0] - c[0], p[1] - c[1], p[2] - c[2]);
  const [factor, formula, touch] =
    f.role === '内切球'
      ? [1 / 4, '\\rho=\\frac{a}{2}', [d([x / 2, x / 2, 0]), d([0, x / 2, x / 2])]]
      : f.role === '棱切球'
        ? [1 / 2, '\\rho=\\frac{\\sqrt{2}}{2}a', [d([x / 2, 0, 0]), d([0, x, x / 2])]]
        : [3 / 4, 'R=\\frac{\\sqrt{3}}{2}a', [d([0, 0, 0]), d([x, x, x]), d([x, 0, x])]];
  const R2 = factor * x * x;
  const Rt = ratTex(R2);
  if (!Rt) return null;
  const what =
    f.role === '内切球'
      ? '内切球与六个面都相切，直径等于棱长'
      : f.role === '棱切球'
        ? '棱切球与十二条棱都相切，直径等于面对角线'
        : '外接球的直径等于体对角线';
  return {
    R2,
    idea: `正方体的中心就是球心，${what}。`,
    steps: [`棱长 $a=${a.src}$，$${formula}$，半径的平方为 $${Rt}$。`],
    points: new Map(),
    onSphere: [],
    touch: { centre: c, distances: touch },
    used: ['棱长'],
  };
}

/** A plane cutting a sphere: the radius of the section r, its distance d from the centre, R² = r² + d². */
function section(f: SolidFacts): SphereModel | null {
  if (f.role !== '截面' || f.kind !== '球' || f.lengths.length || f.angles.length) return null;
  const d = f.measures.get('球心距');
  const r = f.measures.get('截面半径');
  const area = f.measures.get('截面面积');
  if (!d || !r === !area) return null;
  const r2 = r ? r.value ** 2 : area!.value;
  const [rt, dt, Rt] = [ratTex(r2), ratTex(d.value ** 2), ratTex(r2 + d.value ** 2)];
  if (!rt || !dt || !Rt) return null;
  const sr = Math.sqrt(r2);
  return {
    R2: r2 + d.value ** 2,
    idea: '球心和截面圆的圆心的连线垂直于截面，球的半径、截面圆的半径和球心到截面的距离构成直角三角形：$R^2=r^2+d^2$。',
    steps: [
      r
        ? `截面圆的半径 $r=${r.src}$，$r^2=${rt}$。`
        : `截面圆的面积 $\\pi r^2=${area!.src === '1' ? '' : area!.src}\\pi$，所以 $r^2=${rt}$。`,
      `球心到截面的距离 $d=${d.src}$，$R^2=r^2+d^2=${rt}+${dt}=${Rt}$。`,
    ],
    points: new Map(),
    onSphere: [],
    touch: { centre: [0, 0, 0], distances: circle(sr, d.value, 8).map((p) => Math.hypot(...p)) },
    used: [r ? '截面半径' : '截面面积', '球心距'],
  };
}

/** The circumcentre of a triangle in the plane z = 0. */
function circumcentre([a, b, c]: [Point3, Point3, Point3]): Point3 {
  const d = 2 * (a[0] * (b[1] - c[1]) + b[0] * (c[1] - a[1]) + c[0] * (a[1] - b[1]));
  const sq = (p: Point3) => p[0] * p[0] + p[1] * p[1];
  return [
    (sq(a) * (b[1] - c[1]) + sq(b) * (c[1] - a[1]) + sq(c) * (a[1] - b[1])) / d,
    (sq(a) * (c[0] - b[0]) + sq(b) * (a[0] - c[0]) + sq(c) * (b[0] - a[0])) / d,
    0,
  ];
}

/**
 * Lateral edges all equal (PA = PB = PC, or a named regular pyramid): the apex stands over the base's circumcentre, the
 * sphere's centre is on that height, R² = r² + (h − R)² with h² = l² − r², so R = l²/(2h).
 */
function equalLaterals(f: SolidFacts): SphereModel | null {
  if (f.role !== '外接球' || f.perpToPlane.length || f.mutuallyPerpendicular) return null;
  const regular = f.kind === '正三棱锥' || f.kind === '正四棱锥';
  if (!regular && f.kind !== '三棱锥' && f.kind !== '四棱锥') return null;
  const names = f.points;
  const apex = names[0];
  const base = names.slice(1);
  if (!apex || base.length !== (f.kind.includes('三') ? 3 : 4)) return null;
  const laterals = f.lengths.filter((l) => l.ends.includes(apex));
  if (!laterals.length || laterals.some((l) => Math.abs(l.value - laterals[0].value) > 1e-12)) return null;
  const covered = new Set(laterals.flatMap((l) => l.ends).filter((p) => p !== apex));
  if (!regular && covered.size !== base.length) return null;
  const l = laterals[0];
  const points = new Map<string, Point3>();
  const edge = f.measures.get('底面边长');
  const used = edge ? ['底面边长'] : [];
  let r2: number;
  let baseStep: string | null;
  if (base.length === 3) {
    const tri = base as [string, string, string];
    let s: Sides2 | null;
    if (regular) {
      const side = edge?.value ?? f.lengths.find((x) => !x.ends.includes(apex))?.value ?? f.baseShape?.side?.value;
      if (side === undefined) return null;
      s = [side * side, side * side, side * side];
    } else s = triangleFromFacts(f, tri);
    const b = s ? { s, r2: circumradius2(s), step: baseCircleStep(tri, s, circumradius2(s)) } : baseTriangle(f, tri);
    if (!b) return null;
    const placed = place(b.s);
    const o = circumcentre(placed);
    for (const [i, p] of placed.entries()) points.set(tri[i], [p[0] - o[0], p[1] - o[1], 0]);
    r2 = b.r2;
    baseStep = b.step;
  } else {
    const len = (a: string, b: string) => f.lengths.find((x) => x.ends.includes(a) && x.ends.includes(b))?.value;
    const [A, B, C, D] = base;
    let p = len(A, B) ?? len(C, D);
    let q = len(B, C) ?? len(A, D);
    if (regular || f.baseShape?.shape === '正方形') {
      const side = edge?.value ?? f.baseShape?.side?.value ?? p ?? q;
      if (side === undefined) return null;
      [p, q] = [side, side];
    } else if (f.baseShape?.shape !== '矩形') return null;
    if (p === undefined || q === undefined) return null;
    points
      .set(A, [-p / 2, -q / 2, 0])
      .set(B, [p / 2, -q / 2, 0])
      .set(C, [p / 2, q / 2, 0])
      .set(D, [-p / 2, q / 2, 0]);
    r2 = (p * p + q * q) / 4;
    const rt = ratTex(r2);
    baseStep = rt
      ? `底面${regular ? '正方形' : f.baseShape!.shape} $${base.join('')}$ 的外接圆圆心是对角线的交点，$r^2=\\frac{${A}${B}^2+${B}${C}^2}{4}=${rt}$。`
      : null;
  }
  const h2 = l.value ** 2 - r2;
  if (!(h2 > 0)) return null;
  const h = Math.sqrt(h2);
  points.set(apex, [0, 0, h]);
  const R = l.value ** 2 / (2 * h);
  const [ht, Rt] = [ratTex(h2), ratTex(R * R)];
  if (!baseStep || !ht || !Rt) return null;
  const lat = base.map((b) => `${apex}${b}`).join('=');
  return {
    R2: R * R,
    idea: `${regular ? '正棱锥的侧棱都相等' : `侧棱 $${lat}$`}，顶点在底面的射影是底面外接圆的圆心，外接球球心在这条高上：$R^2=r^2+(h-R)^2$。`,
    steps: [
      baseStep,
      `侧棱长 $l=${l.src}$，高 $h^2=l^2-r^2=${ht}$。`,
      `由 $R^2=r^2+(h-R)^2$ 得 $R=\\frac{l^2}{2h}$，$R^2=\\frac{l^4}{4h^2}=${Rt}$。`,
    ],
    points,
    onSphere: [...points.values()],
    used,
  };
}

/** A regular tetrahedron of edge a: R = √6a/4 around it, ρ = √6a/12 inside it, √2a/4 for the sphere touching its edges. */
function regularTetrahedron(f: SolidFacts): SphereModel | null {
  if (f.kind !== '正四面体' || f.lengths.length || f.angles.length || f.baseShape || f.perpToPlane.length) return null;
  const a = f.measures.get('棱长');
  if (!a) return null;
  const s = a.value / (2 * Math.SQRT2);
  const v: Point3[] = [
    [s, s, s],
    [s, -s, -s],
    [-s, s, -s],
    [-s, -s, s],
  ];
  const mid = (p: Point3[]): Point3 => [0, 1, 2].map((i) => p.reduce((t, x) => t + x[i], 0) / p.length) as Point3;
  const d = (p: Point3) => Math.hypot(...p);
  const [factor, formula, what, touch] =
    f.role === '内切球'
      ? [
          1 / 24,
          '\\rho=\\frac{\\sqrt{6}}{12}a',
          '内切球与四个面都相切，半径是高的四分之一',
          [d(mid([v[0], v[1], v[2]])), d(mid([v[1], v[2], v[3]]))],
        ]
      : f.role === '棱切球'
        ? [1 / 8, '\\rho=\\frac{\\sqrt{2}}{4}a', '棱切球与六条棱都相切（切点是各棱的中点）', [d(mid([v[0], v[1]])), d(mid([v[2], v[3]]))]]
        : [3 / 8, 'R=\\frac{\\sqrt{6}}{4}a', '外接球半径是高的四分之三', v.map(d)];
  const R2 = factor * a.value ** 2;
  const Rt = ratTex(R2);
  if (!Rt) return null;
  return {
    R2,
    idea: `正四面体的中心就是球心，${what}。`,
    steps: [`棱长 $a=${a.src}$，$${formula}$，半径的平方为 $${Rt}$。`],
    points: new Map(),
    onSphere: [],
    touch: { centre: [0, 0, 0], distances: touch },
    used: ['棱长'],
  };
}

/** A named box (长方体, 正四棱柱, 正方体 ABCD-A₁B₁C₁D₁) told by its edges: (2R)² = AB² + AD² + AA₁². */
function namedBox(f: SolidFacts): SphereModel | null {
  if (f.role !== '外接球' || !['长方体', '正四棱柱', '正方体'].includes(f.kind) || !f.lengths.length) return null;
  if (f.points.length !== 8 || f.perpToPlane.length || f.mutuallyPerpendicular || f.baseShape) return null;
  const [A, B, C, D, A1, B1, C1, D1] = f.points;
  if ([A1, B1, C1, D1].join() !== [A, B, C, D].map((x) => `${x}_1`).join()) return null;
  const edge = (pairs: Array<[string, string]>) =>
    f.lengths.find((l) => pairs.some(([x, y]) => l.ends.includes(x) && l.ends.includes(y)))?.value;
  let p = edge([
    [A, B],
    [D, C],
    [A1, B1],
    [D1, C1],
  ]);
  let q = edge([
    [A, D],
    [B, C],
    [A1, D1],
    [B1, C1],
  ]);
  let h = edge([
    [A, A1],
    [B, B1],
    [C, C1],
    [D, D1],
  ]);
  const used: string[] = [];
  if (f.kind === '正方体') {
    const a = f.measures.get('棱长')?.value ?? p ?? q ?? h;
    if (f.measures.has('棱长')) used.push('棱长');
    [p, q, h] = [a, a, a];
  } else if (f.kind === '正四棱柱') {
    const a = f.measures.get('底面边长')?.value ?? p ?? q;
    if (f.measures.has('底面边长')) used.push('底面边长');
    const hm = f.measures.get('高') ?? f.measures.get('侧棱长');
    if (hm) used.push(f.measures.has('高') ? '高' : '侧棱长');
    [p, q, h] = [a, a, h ?? hm?.value];
  }
  if (p === undefined || q === undefined || h === undefined) return null;
  const points = new Map<string, Point3>();
  const base: Point3[] = [
    [0, 0, 0],
    [p, 0, 0],
    [p, q, 0],
    [0, q, 0],
  ];
  for (const [i, x] of [A, B, C, D].entries()) {
    points.set(x, base[i]);
    points.set(`${x}_1`, lift(base[i], h));
  }
  const sum = p * p + q * q + h * h;
  const [st, Rt] = [ratTex(sum), ratTex(sum / 4)];
  if (!st || !Rt) return null;
  return {
    R2: sum / 4,
    idea: `${f.kind}的外接球球心是体对角线的中点，体对角线是球的直径。`,
    steps: [`$(2R)^2=${A}${B}^2+${A}${D}^2+${A}${A1}^2=${st}$，所以 $R^2=${Rt}$。`],
    points,
    onSphere: [...points.values()],
    used,
  };
}

/**
 * 「三条侧棱两两垂直」 without names: the lengths 「分别为 a, b, c」, or a regular pyramid's lateral edge l (or base edge
 * a, the hypotenuse of two laterals: l² = a²/2). The corner of a box again: (2R)² = a² + b² + c².
 */
function unnamedCorner(f: SolidFacts): SphereModel | null {
  if (!f.lateralsPerpendicular || f.role !== '外接球' || f.lengths.length || f.angles.length || f.baseShape) return null;
  if (f.perpToPlane.length || f.mutuallyPerpendicular || f.points.length) return null;
  let lens: number[];
  let told: string;
  const used: string[] = [];
  if (f.kind === '三棱锥' && f.lateralLengths) {
    lens = f.lateralLengths.map((l) => l.value);
    told = `三条侧棱长分别为 $${f.lateralLengths.map((l) => l.src).join(',\\ ')}$`;
  } else if (f.kind === '正三棱锥' && !f.lateralLengths) {
    const l = f.measures.get('侧棱长');
    const a = f.measures.get('底面边长');
    if (!l === !a) return null;
    const l2 = l ? l.value ** 2 : a!.value ** 2 / 2;
    lens = [0, 1, 2].map(() => Math.sqrt(l2));
    used.push(l ? '侧棱长' : '底面边长');
    const lt = ratTex(l2);
    if (!lt) return null;
    told = l
      ? `三条侧棱长都是 $${l.src}$`
      : `底面边长 $${a!.src}$ 是两条互相垂直的侧棱所成等腰直角三角形的斜边，侧棱长 $l^2=\\frac{a^2}{2}=${lt}$`;
  } else return null;
  const [a, b, c] = lens;
  const points: Point3[] = [
    [0, 0, 0],
    [a, 0, 0],
    [0, b, 0],
    [0, 0, c],
  ];
  const sum = a * a + b * b + c * c;
  const [st, Rt] = [ratTex(sum), ratTex(sum / 4)];
  if (!st || !Rt) return null;
  return {
    R2: sum / 4,
    idea: '三条侧棱两两垂直，以它们为长、宽、高把三棱锥补成长方体，长方体的外接球就是三棱锥的外接球。',
    steps: [`${told}。`, `长方体的体对角线是外接球的直径：$(2R)^2=${st}$，所以 $R^2=${Rt}$。`],
    points: new Map(),
    onSphere: points,
    used,
  };
}

/** The distance from a point to the plane through three points. */
function toPlane(p: Point3, [a, b, c]: [Point3, Point3, Point3]): number {
  const u: Point3 = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
  const v: Point3 = [c[0] - a[0], c[1] - a[1], c[2] - a[2]];
  const n: Point3 = [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]];
  const w: Point3 = [p[0] - a[0], p[1] - a[1], p[2] - a[2]];
  return Math.abs(n[0] * w[0] + n[1] * w[1] + n[2] * w[2]) / Math.hypot(...n);
}

/**
 * The inscribed sphere of a regular pyramid: the volume is a third of the total surface times the radius, ρ = 3V/S.
 * With r the base's inradius, h the height and h' the slant height (h'² = h² + r²), 3V = (½·n·a·r)·h and
 * S = ½·n·a·(r + h'), so ρ = rh/(r + h'). Checked by the distances from (0, 0, ρ) to the base and every lateral face.
 */
function regularPyramidInside(f: SolidFacts): SphereModel | null {
  if (f.role !== '内切球' || (f.kind !== '正三棱锥' && f.kind !== '正四棱锥')) return null;
  if (f.lengths.length || f.angles.length || f.perpToPlane.length || f.baseShape || f.mutuallyPerpendicular) return null;
  const n = REGULAR_SIDES[f.kind];
  const all = f.measures.get('棱长');
  if (all && f.measures.size !== 1) return null;
  const aM = all ?? f.measures.get('底面边长');
  const hM = f.measures.get('高');
  const lM = all ?? f.measures.get('侧棱长');
  if (!aM || (hM ? 1 : 0) + (lM ? 1 : 0) !== 1) return null;
  const a = aM.value;
  const R2 = a * a * R2_OF_SIDE[n][0]; // the base's circumradius², for the lateral edge
  const r2 = n === 3 ? (a * a) / 12 : (a * a) / 4; // the base's inradius²
  const h2 = hM ? hM.value ** 2 : lM!.value ** 2 - R2;
  if (!(h2 > 0)) return null;
  const [r, h] = [Math.sqrt(r2), Math.sqrt(h2)];
  const slant = Math.sqrt(h2 + r2);
  const base = n * a * r * 0.5;
  const V = (base * h) / 3;
  const S = base + 0.5 * n * a * slant;
  const rho = (3 * V) / S;
  const vs = circle(Math.sqrt(R2), 0, n);
  const apex: Point3 = [0, 0, h];
  const centre: Point3 = [0, 0, rho];
  const distances = [toPlane(centre, [vs[0], vs[1], vs[2]]), ...vs.map((v, i) => toPlane(centre, [apex, v, vs[(i + 1) % n]]))];
  const [rt, ht, st, Rt] = [ratTex(r2), ratTex(h2), ratTex(h2 + r2), ratTex(rho * rho)];
  if (!rt || !ht || !st || !Rt) return null;
  const shape = n === 3 ? '正三角形' : '正方形';
  return {
    R2: rho * rho,
    idea: `正棱锥的内切球球心在高上，与底面和各侧面都相切；把棱锥分成以球心为顶点、以各面为底的小棱锥，$V=\\frac{1}{3}S_{全}\\rho$，即 $\\rho=\\frac{3V}{S_{全}}$。`,
    steps: [
      `底面${shape}的边长 $a=${aM.src}$，其内切圆半径 $r^2=${n === 3 ? '\\frac{a^2}{12}' : '\\frac{a^2}{4}'}=${rt}$；${
        hM ? `高 $h=${hM.src}$` : `侧棱长 $${lM!.src}$，高 $h^2=l^2-${R2_OF_SIDE[n][1]}$`
      }，$h^2=${ht}$。`,
      `斜高 $h'$ 满足 $h'^2=h^2+r^2=${st}$。`,
      `$3V=S_{底}h=\\frac{1}{2}\\cdot ${n}a\\cdot r\\cdot h$，$S_{全}=S_{底}+${n}\\cdot\\frac{1}{2}ah'=\\frac{1}{2}\\cdot ${n}a(r+h')$，所以 $\\rho=\\frac{3V}{S_{全}}=\\frac{rh}{r+h'}$，$\\rho^2=${Rt}$。`,
    ],
    points: new Map(),
    onSphere: [],
    touch: { centre, distances },
    used: all ? ['棱长'] : ['底面边长', hM ? '高' : '侧棱长'],
  };
}

/**
 * Two faces perpendicular along their common edge (平面PAB⊥平面ABC): the centre stands over each face's circumcentre,
 * and its distance from the common edge's midpoint M splits along the two faces: R² = r₁² + r₂² − (l/2)², with r₁, r₂
 * the faces' circumradii and l the common edge (OO₁ = O₂M and OO₂ = O₁M, O₁M² = r₁² − (l/2)²). Each face must be fixed
 * by what the problem says about it; the solid is then built with one face in z = 0 and the other in y = 0.
 */
function facesPerpendicular(f: SolidFacts): SphereModel | null {
  if (f.role !== '外接球' || f.perpFaces.length !== 1 || f.perpToPlane.length || f.mutuallyPerpendicular) return null;
  if ((f.kind !== '三棱锥' && f.kind !== '四面体') || f.points.length !== 4 || f.measures.size) return null;
  // 「底面是正三角形」 without names would make every triangle equilateral
  if (f.baseShape && f.baseShape.points.length !== 3) return null;
  const [F1, F2] = f.perpFaces[0];
  const inSolid = (F: string[]) => F.length === 3 && new Set(F).size === 3 && F.every((p) => f.points.includes(p));
  if (!inSolid(F1) || !inSolid(F2)) return null;
  const common = F1.filter((p) => F2.includes(p));
  if (common.length !== 2) return null;
  const [A, B] = common;
  const X = F1.find((p) => !common.includes(p))!;
  const Y = F2.find((p) => !common.includes(p))!;
  const t1: [string, string, string] = [A, B, X];
  const t2: [string, string, string] = [A, B, Y];
  const s1 = triangleFromFacts(f, t1);
  const s2 = triangleFromFacts(f, t2);
  if (!s1 || !s2) return null;
  const [r1, r2] = [circumradius2(s1), circumradius2(s2)];
  const l2 = s1[2];
  const R2 = r1 + r2 - l2 / 4;
  const [p1, p2] = [place(s1), place(s2)];
  const points = new Map<string, Point3>([
    [A, [0, 0, 0]],
    [B, p1[1]],
    [X, [p1[2][0], 0, p1[2][1]]],
    [Y, p2[2]],
  ]);
  const [step1, step2] = [baseCircleStep(t1, s1, r1), baseCircleStep(t2, s2, r2)];
  const [r1t, r2t, lt, Rt] = [ratTex(r1), ratTex(r2), ratTex(l2 / 4), ratTex(R2)];
  if (!step1 || !step2 || !r1t || !r2t || !lt || !Rt || !(R2 > 0)) return null;
  const face = (t: string) =>
    t.replace('底面 $\\triangle', '面 $\\triangle').replace(/r(\^2|=)/g, (_m, x: string) => `r_{${t === step1 ? 1 : 2}}${x}`);
  return {
    R2,
    idea: `平面 $${F1.join('')}\\perp$ 平面 $${F2.join('')}$，交线为 $${A}${B}$：球心 $O$ 在两个面的外接圆圆心 $O_1,O_2$ 处的垂线上，设 $M$ 为 $${A}${B}$ 的中点，则 $OO_1=O_2M$，$R^2=r_1^2+r_2^2-\\left(\\frac{${A}${B}}{2}\\right)^2$。`,
    steps: [face(step1), face(step2), `$R^2=r_1^2+r_2^2-\\left(\\frac{${A}${B}}{2}\\right)^2=${r1t}+${r2t}-${lt}=${Rt}$。`],
    points,
    onSphere: [...points.values()],
    used: [],
  };
}

const MODELS = [
  unnamedCorner,
  namedBox,
  equalLaterals,
  regularTetrahedron,
  edgeOnBase,
  corner,
  equalOpposites,
  regularPyramid,
  regularPyramidInside,
  rightPrism,
  cone,
  cube,
  section,
];

/** The one model that reads these facts, or null when none does or two would (the reading is then not certain). */
export function sphereModel(f: SolidFacts): SphereModel | null {
  // the unnamed perpendicular laterals are one model's fact; no other model may pass over them
  const only = f.lateralsPerpendicular ? [unnamedCorner] : f.perpFaces.length ? [facesPerpendicular] : MODELS;
  const found = only.map((m) => m(f)).filter((m): m is SphereModel => m !== null);
  return found.length === 1 ? found[0] : null;
}
