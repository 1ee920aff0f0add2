import { im, solved } from '../../math/write/format';
import type { MathOutcome, MathProblem } from '../../math/expression/types';
import { Rat } from '../../math/expression/rational';
import { evalRat, parseRat } from '../../math/numbers/ratexpr';

/**
 * Volumes of prisms, pyramids and frustums (人教A版 必修二 第八章): from the base area and height, from the
 * base edge of a regular prism/pyramid (triangle, square, hexagon) and height, and frustums (棱台, 圆台) from
 * the two bases and the height. Value = c·√s·π^k with c rational. The frustum is re-checked as the
 * difference of two similar pyramids (cones); pyramids as a third of the prism on the same base.
 */

const PROSE =
  /已知|若|一个|某|则|求|该|它|其|这个|的|上、下底面|上下底面|上底面|下底面|底面积|底面边长|底面的边长|底面|边长|面积|半径|高|分别|为|是|等于|体积|和|与|，|,|。|\.|\s|[()（）]|正三棱柱|正四棱柱|正六棱柱|正三棱锥|正四棱锥|正六棱锥|正三棱台|正四棱台|三棱柱|四棱柱|棱柱|三棱锥|四棱锥|棱锥|棱台|圆台|«[^»]*»/g;

interface Val {
  c: Rat; // value = c·√s·π^k
  s: number;
  k: number;
}

function valTex(v: Val): string {
  const root = v.s === 1 ? '' : `\\sqrt{${v.s}}`;
  const pi = v.k ? '\\pi' : '';
  const c = v.c;
  if (!root && !pi) return c.toLatex();
  const num = c.n < 0n ? -c.n : c.n;
  const sign = c.sign() < 0 ? '-' : '';
  const head = num === 1n ? '' : `${num}`;
  const body = `${head}${root}${pi}`;
  return c.d === 1n ? `${sign}${body}` : `${sign}\\frac{${body}}{${c.d}}`;
}

export function polyhedronVolume(text: string, mp: MathProblem): MathOutcome | null {
  if (!/体积/.test(text) || !/棱柱|棱锥|棱台|圆台/.test(text)) return null;
  let bad = false;
  const t = text.replace(/\$([^$]*)\$|(\d+(?:\.\d+)?)/g, (_, f: string | undefined, d: string | undefined) => {
    const n = parseRat((f ?? d ?? '').replace(/\s+/g, ''));
    const v = n && evalRat(n, () => null);
    if (!v) bad = true;
    return v ? `«${v.toLatex()}»` : ' ';
  });
  if (bad || t.replace(PROSE, '').trim() !== '') return null;
  if ((t.match(/体积/g) ?? []).length !== 1) return null;
  const shapes = t.match(/正[三四六]棱[柱锥台]|[三四]?棱[柱锥台]|圆台/g) ?? [];
  // 「正四棱锥…，则该四棱锥的体积」: the solid named again without 正 is the same solid
  const regularNamed = shapes.find((x) => x.startsWith('正'));
  const same = regularNamed ? shapes.every((x) => x === regularNamed || `正${x}` === regularNamed) : new Set(shapes).size === 1;
  if (!shapes.length || !same) return null;
  const shape = (regularNamed ?? shapes[0]) as string;
  const nums = [...t.matchAll(/«([^»]*)»/g)].map((m) => evalRat(parseRat(m[1])!, () => null)!);
  if (nums.some((x) => !x || x.sign() <= 0)) return null;
  const rd = (re: RegExp): Rat | null => {
    const m = re.exec(t);
    return m ? evalRat(parseRat(m[1])!, () => null) : null;
  };
  const V = '(?:为|是|等于)\\s*«([^»]*)»';
  const h = rd(new RegExp(`高\\s*${V}`));
  if (!h) return null;
  const kind = shape.slice(-1); // 柱 锥 台
  const regular = /^正([三四六])/.exec(shape);
  let vol: Val;
  let formula: string;
  let check: number;
  if (shape === '圆台') {
    const m = /(?:上、下底面|上下底面)(?:的)?半径\s*分别\s*(?:为|是)\s*«([^»]*)»\s*[和,，、与]\s*«([^»]*)»/.exec(t);
    if (!m || nums.length !== 3) return null;
    const r1 = evalRat(parseRat(m[1])!, () => null)!;
    const r2 = evalRat(parseRat(m[2])!, () => null)!;
    if (r1.eq(r2)) return null;
    vol = { c: h.mul(r1.mul(r1).add(r1.mul(r2)).add(r2.mul(r2))).div(Rat.of(3)), s: 1, k: 1 };
    formula = `V=\\frac{1}{3}\\pi h(r'^2+r'r+r^2)=\\frac{1}{3}\\pi\\times ${h.toLatex()}\\times(${r1.toLatex()}^2+${r1.toLatex()}\\times ${r2.toLatex()}+${r2.toLatex()}^2)`;
    // Check: big cone minus small cone.
    const [a, b] = r1.cmp(r2) < 0 ? [r1.toNumber(), r2.toNumber()] : [r2.toNumber(), r1.toNumber()];
    const H = (h.toNumber() * b) / (b - a);
    check = (Math.PI * b * b * H) / 3 - (Math.PI * a * a * (H - h.toNumber())) / 3;
  } else if (kind === '台') {
    const m = /(?:上、下底面|上下底面)(?:的)?面积\s*分别\s*(?:为|是)\s*«([^»]*)»\s*[和,，、与]\s*«([^»]*)»/.exec(t);
    if (!m || nums.length !== 3) return null;
    const s1 = evalRat(parseRat(m[1])!, () => null)!;
    const s2 = evalRat(parseRat(m[2])!, () => null)!;
    if (s1.eq(s2)) return null;
    const prod = s1.mul(s2);
    const rn = sqrtBig(prod.n);
    const rdn = sqrtBig(prod.d);
    if (rn === null || rdn === null) return null;
    const root = Rat.of(rn, rdn);
    vol = { c: h.mul(s1.add(root).add(s2)).div(Rat.of(3)), s: 1, k: 0 };
    formula = `V=\\frac{1}{3}h(S'+\\sqrt{S'S}+S)=\\frac{1}{3}\\times ${h.toLatex()}\\times(${s1.toLatex()}+\\sqrt{${prod.toLatex()}}+${s2.toLatex()})`;
    const [a, b] = s1.cmp(s2) < 0 ? [s1.toNumber(), s2.toNumber()] : [s2.toNumber(), s1.toNumber()];
    const ratio = Math.sqrt(a / b); // similar pyramids: linear ratio
    const H = h.toNumber() / (1 - ratio);
    check = (b * H) / 3 - (a * (H - h.toNumber())) / 3;
  } else if (regular && /底面(?:的)?边长/.test(t)) {
    const a = rd(new RegExp(`边长\\s*${V}`));
    if (!a || nums.length !== 2) return null;
    const n = regular[1];
    const base: Val =
      n === '三'
        ? { c: a.mul(a).div(Rat.of(4)), s: 3, k: 0 }
        : n === '四'
          ? { c: a.mul(a), s: 1, k: 0 }
          : { c: a.mul(a).mul(Rat.of(3, 2)), s: 3, k: 0 };
    const baseTex =
      n === '三'
        ? `S=\\frac{\\sqrt{3}}{4}a^2=${valTex(base)}`
        : n === '四'
          ? `S=a^2=${valTex(base)}`
          : `S=6\\times\\frac{\\sqrt{3}}{4}a^2=${valTex(base)}`;
    const third = kind === '锥' ? Rat.of(1, 3) : Rat.ONE;
    vol = { c: base.c.mul(h).mul(third), s: base.s, k: 0 };
    formula = `${baseTex},\\ V=${kind === '锥' ? '\\frac{1}{3}' : ''}Sh`;
    // Check: base area from the triangles around the centre (n·½·R²·sin(2π/n), R the circumradius).
    const sides = n === '三' ? 3 : n === '四' ? 4 : 6;
    const R = a.toNumber() / (2 * Math.sin(Math.PI / sides));
    const area = (sides / 2) * R * R * Math.sin((2 * Math.PI) / sides);
    check = area * h.toNumber() * (kind === '锥' ? 1 / 3 : 1);
    if (kind === '台') return null;
  } else if (/底面积/.test(t) && kind !== '台') {
    const S = rd(new RegExp(`底面积\\s*${V}`));
    if (!S || nums.length !== 2) return null;
    const third = kind === '锥' ? Rat.of(1, 3) : Rat.ONE;
    vol = { c: S.mul(h).mul(third), s: 1, k: 0 };
    formula = `V=${kind === '锥' ? '\\frac{1}{3}' : ''}Sh=${kind === '锥' ? '\\frac{1}{3}\\times ' : ''}${S.toLatex()}\\times ${h.toLatex()}`;
    // Check: a pyramid is a third of the prism with the same base and height.
    const prism = S.toNumber() * h.toNumber();
    check = kind === '锥' ? prism / 3 : prism;
  } else return null;
  const exact = vol.c.toNumber() * Math.sqrt(vol.s) * Math.PI ** vol.k;
  if (!(Math.abs(exact - check) <= 1e-9 * Math.max(1, Math.abs(check)))) return null;
  const tex = valTex(vol);
  return solved(mp, {
    engine: 'solids:polyhedra',
    idea: `用${shape}的体积公式计算。`,
    steps: [`${im(formula)}。`, `所以体积 ${im(`V=${tex}`)}。`],
    finalAnswer: `$${tex}$`,
    verificationNote:
      kind === '台'
        ? `把${shape}补成${shape === '圆台' ? '圆锥' : '棱锥'}，用大${shape === '圆台' ? '圆锥' : '棱锥'}体积减去小${shape === '圆台' ? '圆锥' : '棱锥'}体积，得 ${check.toFixed(4)}，与公式结果一致。`
        : `另行计算底面积（${regular ? '把正多边形分成以中心为顶点的三角形' : '直接用所给底面积'}）再乘高${kind === '锥' ? '、取三分之一' : ''}，得 ${check.toFixed(4)}，一致。`,
    value: { kind: 'numbers', values: [exact] },
  });
}

function sqrtBig(v: bigint): bigint | null {
  if (v < 0n) return null;
  let x = BigInt(Math.floor(Math.sqrt(Number(v))));
  while (x * x > v) x--;
  while ((x + 1n) * (x + 1n) <= v) x++;
  return x * x === v ? x : null;
}
