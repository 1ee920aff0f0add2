import { type ConeShape, readConeShape } from './cone-shape';
import { NUM, POINT, numberValue, pointsOf } from './solid-text';

/**
 * What a figure-free solid-geometry statement says about one solid and one sphere, read clause by clause. Every clause
 * read is cut out of the line; anything left that is more than a joining word makes the reading fail, so a condition
 * not understood (or a number not used) is never passed over.
 */

export type SolidKind =
  | '三棱锥'
  | '四棱锥'
  | '正三棱锥'
  | '正四棱锥'
  | '四面体'
  | '正三棱柱'
  | '正四棱柱'
  | '正六棱柱'
  | '直三棱柱'
  | '三棱柱'
  | '圆柱'
  | '圆锥'
  | '正方体'
  | '长方体'
  | '正四面体'
  | '球';

export type SphereRole = '外接球' | '内切球' | '棱切球' | '截面';
export type SphereAsk = '表面积' | '体积' | '半径';

export interface Length {
  ends: [string, string];
  value: number;
  src: string;
}

export interface SolidFacts {
  kind: SolidKind;
  /** The solid's points in the order of its name (apex first for a pyramid), empty when unnamed. */
  points: string[];
  lengths: Length[];
  /** `PA⊥平面ABC`: the edge and the plane's points. */
  perpToPlane: Array<{ edge: [string, string]; plane: string[] }>;
  /** 「平面PAB⊥平面ABC」: two faces of the solid perpendicular to each other. */
  perpFaces: Array<[string[], string[]]>;
  /** Right angles and other angles at a vertex, in degrees: ∠ABC = 120° is { at: 'B', ends: ['A','C'] }. */
  angles: Array<{ at: string; ends: [string, string]; degrees: number }>;
  /** Three edges from one point, pairwise perpendicular. */
  mutuallyPerpendicular: Array<[string, string]> | null;
  /** 「三条侧棱两两垂直」 said without names, and the three lateral edges 「分别为 a, b, c」. */
  lateralsPerpendicular: boolean;
  lateralLengths: Array<{ value: number; src: string }> | null;
  /** 「△ABC 是(边长为 a 的)正三角形」「底面是正方形/矩形」. */
  baseShape: { shape: '正三角形' | '正方形' | '矩形'; points: string[]; side: Length | null } | null;
  /** Named measures: 底面边长, 高, 侧棱长, 底面半径, 母线长, 棱长, 截面半径, 截面面积 (a multiple of π), 球心距. */
  measures: Map<string, { value: number; src: string }>;
  /** A cone's shape told by its unrolled lateral surface or its axial section. */
  coneShape: Omit<ConeShape, 'rest'> | null;
  role: SphereRole;
  ask: SphereAsk;
}

const KINDS = '长方体|三棱柱|四棱柱|正四面体|正三棱锥|正四棱锥|三棱锥|四棱锥|四面体|正三棱柱|正四棱柱|正六棱柱|直三棱柱|圆柱|圆锥|正方体';
const EDGE = `${POINT}${POINT}`;
const IS = '(?:为|是|等于|都为|都是|均为)';

function edgeOf(s: string): [string, string] | null {
  const p = pointsOf(s);
  return p.length === 2 && p[0] !== p[1] ? [p[0], p[1]] : null;
}

export function readSolidFacts(line: string): SolidFacts | null {
  let t = line;
  if (/如图|图中|下图|所示|最大|最小|取值范围|之比|比值|半球/.test(t)) return null;
  const cut = (re: RegExp): RegExpExecArray | null => {
    const m = re.exec(t);
    if (m) t = `${t.slice(0, m.index)},${t.slice(m.index + m[0].length)}`;
    return m;
  };
  const cutAll = (re: RegExp): RegExpExecArray[] => {
    const out: RegExpExecArray[] = [];
    for (let m = cut(re); m; m = cut(re)) out.push(m);
    return out;
  };
  const coneShape = readConeShape(t);
  if (coneShape) t = coneShape.rest;
  const measures = new Map<string, { value: number; src: string }>();
  const measure = (key: string, src: string): boolean => {
    const value = numberValue(src);
    if (value === null || measures.has(key)) return false;
    measures.set(key, { value, src });
    return true;
  };

  // The question: the one sphere measure asked, at the end.
  const askRe = new RegExp(
    `(?:则|求)?(?:该|此|这个|其|它的)?(?:(${KINDS})(?:${POINT}(?:-?${POINT})*)?)?的?(外接球|内切球|棱切球|球(?:${POINT})?|与(?:该|此)?(?:正方体|正四面体)的?各条?棱都相切的球)的?(表面积|体积|半径)(?:为|是|等于)?[.。]?$`,
  );
  const askM = cut(askRe);
  if (!askM) return null;
  const ask = askM[3] as SphereAsk;
  const asked = askM[2];
  let role: SphereRole | null = asked === '外接球' ? '外接球' : asked === '内切球' ? '内切球' : /相切|棱切/.test(asked) ? '棱切球' : null;

  // 「三棱锥 P-ABC 内接于球 O」「球 O 是三棱锥 P-ABC 的外接球」 say the vertices are on the sphere.
  let inscribedIn = 0;
  t = t.replace(new RegExp(`内接于(?:球(?:${POINT})?|一个球|同一个?球)`, 'g'), () => {
    inscribedIn++;
    return ',';
  });
  t = t.replace(new RegExp(`球(?:${POINT})?(?:为|是)((?:${KINDS})(?:${POINT})*(?:-(?:${POINT})+)?)的外接球`, 'g'), (_, solid: string) => {
    inscribedIn++;
    return `${solid},`;
  });

  // The solid, named once or more, always the same kind.
  const touching = /相切/.test(asked) ? /正方体|正四面体/.exec(asked)?.[0] : undefined;
  const kinds = new Set<string>(askM[1] ? [askM[1]] : touching ? [touching] : []);
  let points: string[] = [];
  for (const m of cutAll(new RegExp(`(?:在|已知|若)?(?:一个)?(?:该|此|这个)?(${KINDS})((?:${POINT})+(?:-(?:${POINT})+)?)?中?`))) {
    kinds.add(m[1]);
    if (m[2]) {
      const p = pointsOf(m[2].replace('-', ''));
      if (points.length && p.join() !== points.join()) return null;
      points = p;
    }
  }

  // The sphere through the vertices (or both base circles, or apex and base circle).
  // groups: 1 the count or 所有, 2 what is on the sphere, 3 a list of points, 4 the list's count, 5 都
  const onSphere = cutAll(
    new RegExp(
      `(?:它|其|且)?的?(?:([四五六八4568]个|所有|各个?|全部)?(顶点|(?:两个|上、下|上下)?底面的?圆周|顶点和底面的?圆周)|点?((?:${POINT}[,、])+${POINT})([四五六八4568]个?点)?)(都|均)?在(?:同一个?|一个)?球(?:${POINT})?的?(?:球面|表面|面)上`,
    ),
  );
  const section = cut(
    new RegExp(`(?:用)?(?:平面α|一个平面|平面)截球(?:${POINT})?的?(?:球面)?,?(?:所得|得到)的?(?:截面)?圆的半径(?:为|是)(${NUM})`),
  );
  if (section && !measure('截面半径', section[1])) return null;
  const sectionArea = cut(
    new RegExp(
      `(?:用(?:一个)?平面截球(?:${POINT})?,?|球(?:${POINT})?的(?:一个)?)?(?:所得|得到)?的?截面(?:圆)?的面积(?:为|是)(${NUM}?)\\\\pi`,
    ),
  );
  if (sectionArea && !measure('截面面积', sectionArea[1] || '1')) return null;
  const centreDist = cut(new RegExp(`球心(?:${POINT})?到(?:平面α|截面|该平面|这个平面)的距离(?:为|是)(${NUM})`));
  if (centreDist && !measure('球心距', centreDist[1])) return null;
  if (section || sectionArea || centreDist) {
    if (!centreDist || Boolean(section) === Boolean(sectionArea) || kinds.size || onSphere.length || inscribedIn || role) return null;
    role = '截面';
    kinds.add('球');
  }
  // 「正四棱锥 P-ABCD …该四棱锥」「直三棱柱 …该三棱柱」 name one solid.
  for (const k of [...kinds]) if (kinds.has(`正${k}`) || kinds.has(`直${k}`)) kinds.delete(k);
  if (kinds.size !== 1) return null;
  const kind = [...kinds][0] as SolidKind;
  if (!onSphere.every((m) => sphereTakesEveryVertex(m, kind, points))) return null;
  if (onSphere.length || inscribedIn) {
    if (role && role !== '外接球') return null;
    role = '外接球';
  }
  if (!role) return null;
  if (asked.startsWith('球') && role !== '外接球' && role !== '截面') return null;

  // Named measures of the solid.
  const named: Array<[string, string]> = [
    ['底面边长', '底面(?:的)?边长'],
    ['侧棱长', '侧棱长?'],
    ['母线长', '母线长?'],
    ['底面半径', '底面(?:圆的)?半径'],
    ['底面直径', '底面(?:圆的)?直径'],
    ['高', '(?<![斜])高'],
    ['棱长', '(?:所有|各条?)?(?:的)?(?<![侧底面])棱长'],
  ];
  for (const [key, re] of named) {
    for (const m of cutAll(new RegExp(`(?:的)?${re}${IS}(${NUM})`))) if (!measure(key, m[1])) return null;
    // 「棱长为 2 的正方体」 before the solid is cut: the solid word was cut, the measure stays.
  }
  if (measures.has('底面直径')) {
    if (measures.has('底面半径')) return null;
    const d = measures.get('底面直径')!;
    measures.delete('底面直径');
    measures.set('底面半径', { value: d.value / 2, src: `\\frac{${d.src}}{2}` });
  }

  // Two faces perpendicular (平面PAB⊥平面ABC, 侧面PAB⊥底面ABC); cut before an edge ⊥ a plane, which would read AB⊥平面ABC.
  const perpFaces: SolidFacts['perpFaces'] = [];
  for (const m of cutAll(new RegExp(`(?:侧面|平面|面)((?:${POINT}){3,4})⊥(?:底面|平面|面)((?:${POINT}){3,4})`)))
    perpFaces.push([pointsOf(m[1]), pointsOf(m[2])]);
  // With perpendicular faces, several named triangles may be equilateral (「△PAB 和 △ABC 都是边长为 2 的正三角形」):
  // each becomes its three sides, a side told here or by one length of the triangle.
  const equilaterals: Array<{ tris: string[][]; side: { value: number; src: string } | null }> = [];
  if (perpFaces.length)
    for (const m of cutAll(
      new RegExp(
        `(?:△|三角形)((?:${POINT}){3})(?:(?:和|与|、|,)(?:△|三角形)?((?:${POINT}){3}))?(?:都|均)?(?:是|为)(?:一个)?(?:边长(?:为|是)(${NUM})的)?(?:正三角形|等边三角形)`,
      ),
    )) {
      const tris = [m[1], m[2]].filter(Boolean).map(pointsOf);
      if (tris.some((p) => p.length !== 3 || new Set(p).size !== 3) || (tris.length === 2 && !/都|均/.test(m[0]))) return null;
      const value = m[3] ? numberValue(m[3]) : null;
      if (m[3] && value === null) return null;
      equilaterals.push({ tris, side: value === null ? null : { value, src: m[3] } });
    }

  // Shapes of the base.
  let baseShape: SolidFacts['baseShape'] = null;
  const shapeM = cut(
    new RegExp(
      `(?:△|三角形|底面|底面△)?((?:${POINT}){3,4})?(?:是|为)(?:一个)?(?:边长(?:为|是)(${NUM})的)?(正三角形|等边三角形|正方形|矩形)`,
    ),
  );
  if (shapeM) {
    const shape = shapeM[3] === '等边三角形' ? '正三角形' : (shapeM[3] as '正三角形' | '正方形' | '矩形');
    const p = shapeM[1] ? pointsOf(shapeM[1]) : [];
    if (p.length && p.length !== (shape === '正三角形' ? 3 : 4)) return null;
    let side: Length | null = null;
    if (shapeM[2]) {
      const v = numberValue(shapeM[2]);
      if (v === null || shape === '矩形') return null;
      side = { ends: ['', ''], value: v, src: shapeM[2] };
    }
    baseShape = { shape, points: p, side };
  }

  // Perpendiculars: to a plane, pairwise, or two edges at a common point.
  const perpToPlane: SolidFacts['perpToPlane'] = [];
  for (const m of cutAll(new RegExp(`(${EDGE})⊥(?:平面|底面|面)((?:${POINT}){3,4})`))) {
    const e = edgeOf(m[1]);
    if (!e) return null;
    perpToPlane.push({ edge: e, plane: pointsOf(m[2]) });
  }
  const lateralOnBase = Boolean(cut(/(?:它的|其)?侧棱(?:都|均)?(?:垂直于|⊥)底面/));
  let mutuallyPerpendicular: SolidFacts['mutuallyPerpendicular'] = null;
  const triple = cut(new RegExp(`(?:(?:三条)?侧棱)?(${EDGE})[,、](${EDGE})[,、](${EDGE})(?:两两(?:互相)?垂直|互相垂直)`));
  if (triple) {
    const es = [triple[1], triple[2], triple[3]].map(edgeOf);
    if (es.some((e) => !e)) return null;
    mutuallyPerpendicular = es as Array<[string, string]>;
  }
  // 「三条侧棱两两垂直，侧棱长分别为 1, √2, √3」: the same corner without names
  const lateralsPerpendicular = Boolean(cut(/(?:(?:它的|其)?三条)?侧棱(?:两两(?:互相)?垂直|互相垂直)/));
  let lateralLengths: SolidFacts['lateralLengths'] = null;
  const three = cut(new RegExp(`(?:(?:三条)?侧棱的?长|其长|长)(?:分别)?(?:为|是)(${NUM})[,、](${NUM})[,、和](${NUM})`));
  if (three) {
    const vs = [three[1], three[2], three[3]].map((src) => ({ value: numberValue(src) ?? Number.NaN, src }));
    if (vs.some((v) => !(v.value > 0))) return null;
    lateralLengths = vs;
  }
  const angles: SolidFacts['angles'] = [];
  for (const m of cutAll(new RegExp(`(${EDGE})⊥(${EDGE})`))) {
    const [a, b] = [edgeOf(m[1]), edgeOf(m[2])];
    if (!a || !b) return null;
    const common = a.filter((x) => b.includes(x));
    if (common.length !== 1) return null;
    const at = common[0];
    angles.push({ at, ends: [a.find((x) => x !== at)!, b.find((x) => x !== at)!], degrees: 90 });
  }
  // in degrees (120°) or as a fraction of π (\frac{2\pi}{3})
  for (const m of cutAll(new RegExp(`∠((?:${POINT}){3})=(?:(\\d+(?:\\.\\d+)?)°|\\\\frac\\{(\\d*)\\\\pi\\}\\{(\\d+)\\})`))) {
    const p = pointsOf(m[1]);
    if (p.length !== 3 || new Set(p).size !== 3) return null;
    const degrees = m[2] ? Number(m[2]) : (180 * Number(m[3] || '1')) / Number(m[4]);
    if (!(degrees > 0 && degrees < 180)) return null;
    angles.push({ at: p[1], ends: [p[0], p[2]], degrees });
  }

  // Lengths, chained as PA=AB=BC=2.
  const lengths: Length[] = [];
  for (const m of cutAll(new RegExp(`((?:${EDGE}=)+)(${NUM})(?![\\d{])`))) {
    const v = numberValue(m[2]);
    if (v === null) return null;
    for (const e of m[1].split('=').filter(Boolean)) {
      const ends = edgeOf(e);
      if (!ends) return null;
      lengths.push({ ends, value: v, src: m[2] });
    }
  }

  for (const { tris, side } of equilaterals) {
    const known = side ?? lengths.find((l) => tris.some((p) => p.includes(l.ends[0]) && p.includes(l.ends[1]))) ?? null;
    if (!known) return null;
    for (const p of tris)
      for (const [a, b] of [
        [p[0], p[1]],
        [p[1], p[2]],
        [p[2], p[0]],
      ])
        lengths.push({ ends: [a, b], value: known.value, src: known.src });
  }

  // Only joining words may remain.
  if (t.replace(/已知|若|设|则|且|在|中|其中|并且|它的|它|其|该|此|的|,|、|\.|。|;|:/g, '') !== '') return null;
  if (coneShape && kind !== '圆锥') return null;
  if (coneShape?.generatrix && !measure('母线长', coneShape.generatrix.src)) return null;
  if (lateralLengths && !lateralsPerpendicular) return null;
  const prism = prismOnSphere(kind, role, points, perpToPlane, lateralOnBase, lengths, measures);
  if (!prism) return null;
  return {
    kind: prism.kind,
    points,
    lengths,
    perpToPlane: prism.perpToPlane,
    perpFaces,
    angles,
    mutuallyPerpendicular,
    lateralsPerpendicular,
    lateralLengths,
    baseShape,
    measures,
    coneShape,
    role,
    ask,
  };
}

/**
 * A prism whose six vertices are on a sphere is a right prism (its lateral faces are parallelograms on circles, so
 * rectangles), so 三棱柱 ABC-A₁B₁C₁ on a sphere is read as 直三棱柱. Its lateral edge is taken for the height only when
 * the text says so (AA₁⊥平面ABC, 侧棱垂直于底面); otherwise only a height told as 高 fixes it, and any lateral length
 * refuses. 「侧棱垂直于底面」 said of any other solid than a triangular prism refuses.
 */
function prismOnSphere(
  kind: SolidKind,
  role: SphereRole,
  points: string[],
  perpToPlane: SolidFacts['perpToPlane'],
  lateralOnBase: boolean,
  lengths: Length[],
  measures: Map<string, { value: number; src: string }>,
): { kind: SolidKind; perpToPlane: SolidFacts['perpToPlane'] } | null {
  if (kind !== '三棱柱') return lateralOnBase && kind !== '直三棱柱' ? null : { kind, perpToPlane };
  if (role !== '外接球' || points.length !== 6) return null;
  const [A, B, C, A1, B1, C1] = points;
  if (A1 !== `${A}_1` || B1 !== `${B}_1` || C1 !== `${C}_1`) return null;
  const isLateral = (e: [string, string]) => [A, B, C].some((p) => e.includes(p) && e.includes(`${p}_1`));
  const onBase = (plane: string[]) =>
    plane.length === 3 && ([A, B, C].every((p) => plane.includes(p)) || [A1, B1, C1].every((p) => plane.includes(p)));
  if (!perpToPlane.every((x) => isLateral(x.edge) && onBase(x.plane))) return null;
  const told = lateralOnBase || perpToPlane.length > 0;
  if (!told && (lengths.some((l) => isLateral(l.ends)) || measures.has('侧棱长') || !measures.has('高'))) return null;
  return { kind: '直三棱柱', perpToPlane: [] };
}

const VERTEX_COUNT: Partial<Record<SolidKind, number>> = {
  三棱柱: 6,
  三棱锥: 4,
  正三棱锥: 4,
  四面体: 4,
  正四面体: 4,
  四棱锥: 5,
  正四棱锥: 5,
  正三棱柱: 6,
  直三棱柱: 6,
  正四棱柱: 8,
  长方体: 8,
  正方体: 8,
  正六棱柱: 12,
};
const COUNT_WORD: Record<string, number> = { 四: 4, 五: 5, 六: 6, 八: 8, '4': 4, '5': 5, '6': 6, '8': 8 };

/**
 * A clause putting points on the sphere fixes the circumscribed sphere only when it takes every vertex of the solid
 * (「点 A, B, C 都在球面上」 of P-ABC, or 「四个顶点」 of a 四棱锥, leaves the sphere free), both circles of a cylinder, or
 * a cone's apex with its base circle.
 */
function sphereTakesEveryVertex(m: RegExpExecArray, kind: SolidKind, points: string[]): boolean {
  const [, quantity, what, list, listCount, all] = m;
  const vertices = VERTEX_COUNT[kind];
  if (list) {
    const named = pointsOf(list);
    const count = listCount ? COUNT_WORD[listCount[0]] : named.length;
    return (
      points.length > 0 &&
      count === named.length &&
      new Set(named).size === named.length &&
      named.length === points.length &&
      points.every((p) => named.includes(p))
    );
  }
  if (what === '顶点') {
    const count = quantity && COUNT_WORD[quantity[0]];
    return vertices !== undefined && (!count || count === vertices);
  }
  if (what.startsWith('顶点和')) return kind === '圆锥';
  // a cylinder's base circles: both of them, said by 两个 / 上、下 or by 都
  return kind === '圆柱' && (/两个|上/.test(what) || Boolean(all));
}
