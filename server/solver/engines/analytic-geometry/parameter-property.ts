import type { MathOutcome, MathProblem } from '../../math/expression/types';
import { evalNum, parseRat } from '../../math/numbers/ratexpr';
import { im, solved } from '../../math/write/format';
import type { Solved } from '../../types';
import { unique, valueTex } from './answer-value';
import { type Conic, conicAt, conicName, foci, onConic, type Pt, parameters } from './conic-model';
import { type ConicText, NUM, onlyFiller, readNumber } from './conic-text';
import { curveProperty } from './curve';
import { scanRoots } from './scan';

/**
 * The parameter of a conic (or of two conics sharing it) from one of its properties (人教A版 选择性必修一
 * 第三章 练习): the eccentricity, the focal distance, an axis length, a focus, a directrix, an asymptote, a
 * point on it, or the focus of one conic lying on a focus of the other. The property is scanned over the
 * parameter's whole range; every root must give the same value, and the conics are rebuilt with the
 * exact answer to check the property again (and that each curve is still of the kind the text names).
 */
type Res = (cs: Conic[], v: number) => number;

const WORD = '(抛物线|椭圆|双曲线)';

export function parameterProperty(ct: ConicText, mp: MathProblem): MathOutcome | null {
  const { text, all } = ct;
  if (!all.length || all.length > 2) return null;
  const ps = [...new Set(all.flatMap((c) => parameters(c.equation)))];
  if (ps.length !== 1) return null;
  const p = ps[0];
  const conds = new Set(all.map((c) => c.condition).filter(Boolean));
  // 「(p>0)」, or a bound the text prints with the equation 「(m>4)」: the roots kept above it
  const bounds = [...conds].map((c) => new RegExp(`^${p}>(\\d+(?:\\.\\d+)?)$`).exec(c));
  if (conds.size > 1 || bounds.some((b) => !b)) return null;
  const lower = bounds.length ? Number(bounds[0]![1]) : null;
  const positive = lower !== null;
  // The kind each equation is called in the text.
  const kinds: string[] = [];
  const marks = all.map((_, i) => `〔C${i + 1}〕`);
  for (const m of marks) {
    const w = new RegExp(`${WORD}C?\\d?:?${m.replace(/[〔〕]/g, (x) => `\\${x}`)}`).exec(text);
    if (!w) return null;
    kinds.push(w[1]);
  }
  const cut = Math.max(text.lastIndexOf('则'), text.lastIndexOf('求'));
  if (cut < 0) return null;
  const askText = text.slice(cut + 1).replace(/[.。?？]$/, '');
  const askParam = new RegExp(`^(?:实数)?${p}(?:的值)?(?:为|是|等于|=)?$`).test(askText);
  const askProp = /^(?:C\d?的|该|此|其|它的|(?:抛物线|椭圆|双曲线)C?\d?的)*(离心率|焦距|实轴长|虚轴长|长轴长|短轴长)(?:为|是|等于)?$/.exec(
    askText,
  );
  // any other property of the one curve (焦点坐标, 准线方程, 渐近线方程) is asked of the curve the parameter fixes
  const chained =
    !askParam &&
    !askProp &&
    all.length === 1 &&
    /^(?:C\d?的|该|此|其|它的|(?:抛物线|椭圆|双曲线)C?\d?的)*(?:焦点坐标|焦点|准线方程|准线|渐近线方程|渐近线)(?:为|是|等于)?$/.test(
      askText,
    );
  if (!askParam && !chained && (!askProp || all.length !== 1)) return null;
  let given = text.slice(0, cut);
  const ref = (r: string | undefined): number | null => {
    if (!r) return all.length === 1 ? 0 : null;
    const mk = /〔C(\d?)〕/.exec(r);
    if (mk) return mk[1] ? Number(mk[1]) - 1 : 0;
    const hits = kinds.map((k, i) => (k === r ? i : -1)).filter((i) => i >= 0);
    return hits.length === 1 ? hits[0] : null;
  };
  const REF = `(${WORD.slice(1, -1)}|(?:${WORD.slice(1, -1)})?C?\\d?:?〔C\\d?〕)?(?:的)?`;
  const res: Res[] = [];
  let bad = false;
  const add = (r: string | undefined, f: (c: Conic, v: number) => number) => {
    const i = ref(r);
    if (i === null) bad = true;
    else res.push((cs, v) => f(cs[i], v));
    return ',';
  };
  const focusPick =
    (side: string | undefined) =>
    (c: Conic): Pt[] => {
      const fs = foci(c);
      if (c.kind === 'parabola' || !side || side === '一个') return fs;
      return side === '右' || side === '上' ? [fs[1]] : [fs[0]];
    };
  given = given.replace(new RegExp(`${REF}离心率(?:为|是|等于)${NUM}(?=[,.。;]|$)`, 'g'), (_m, r, v: string) =>
    add(r, (c) => (c.kind === 'parabola' ? 1 : Math.sqrt(c.c2 / c.a2)) - readNumber(v)),
  );
  given = given.replace(new RegExp(`${REF}焦距(?:为|是|等于)${NUM}(?=[,.。;]|$)`, 'g'), (_m, r, v: string) =>
    add(r, (c) => (c.kind === 'parabola' ? Number.NaN : 2 * Math.sqrt(c.c2)) - readNumber(v)),
  );
  given = given.replace(new RegExp(`${REF}准线(?:方程)?(?:为|是)([xy])=${NUM}(?=[,.。;]|$)`, 'g'), (_m, r, xy: string, v: string) =>
    add(r, (c) => (c.kind === 'parabola' && c.axisX === (xy === 'x') ? -c.k / 4 - readNumber(v) : Number.NaN)),
  );
  // the directrix through a point: x = −k/4 (or y = −k/4) is that point's coordinate
  given = given.replace(new RegExp(`${REF}准线(?:经过|过)点\\(${NUM},${NUM}\\)`, 'g'), (_m, r, x: string, y: string) =>
    add(r, (c) => (c.kind === 'parabola' ? -c.k / 4 - readNumber(c.axisX ? x : y) : Number.NaN)),
  );
  given = given.replace(new RegExp(`${REF}(?:经过|过)点\\(${NUM},${NUM}\\)`, 'g'), (_m, r, x: string, y: string) =>
    add(r, (c) => onConic(c, [readNumber(x), readNumber(y)])),
  );
  // A focus printed as a point on an axis: the focal distance c (or the parabola's k/4) is that coordinate.
  given = given.replace(
    new RegExp(`${REF}(一个|左|右|上|下)?焦点(?:坐标)?(?:为|是)\\(${NUM},${NUM}\\)(?=[,.。;]|$)`, 'g'),
    (_m, r, side: string | undefined, xs: string, ys: string) => {
      const [x, y] = [readNumber(xs), readNumber(ys)];
      const onX = y === 0 && x !== 0;
      const onY = x === 0 && y !== 0;
      const along = onX ? x : y;
      const sideSign = side === '左' || side === '下' ? -1 : side === '右' || side === '上' ? 1 : 0;
      if (
        (!onX && !onY) ||
        (sideSign && Math.sign(along) !== sideSign) ||
        (onX && /上|下/.test(side ?? '')) ||
        (onY && /左|右/.test(side ?? ''))
      ) {
        bad = true;
        return ',';
      }
      return add(r, (c) => {
        if (c.axisX !== onX) return Number.NaN;
        return c.kind === 'parabola' ? c.k / 4 - along : Math.sqrt(c.c2) - Math.abs(along);
      });
    },
  );
  // An asymptote: y = ±kx, or a line through the origin whose equation may hold the parameter.
  given = given.replace(new RegExp(`${REF}(?:一条)?渐近线(?:方程)?(?:为|是)([^,;。]+?)(?=[,;。]|$)`, 'g'), (_m, r, line: string) =>
    add(r, (c, v) => {
      if (c.kind !== 'hyperbola') return Number.NaN;
      const k2 = asymptoteSlope2(line, p, v);
      return k2 - (c.axisX ? c.b2 / c.a2 : c.a2 / c.b2);
    }),
  );
  // Focus of one conic on a focus of the other (one coordinate differs, on a common axis).
  const pairs: Array<[number, number, string | undefined]> = [];
  given = given.replace(
    new RegExp(`${REF}焦点(?:F)?(?:与|和)${REF}(一个|左|右|上|下)?焦点重合|${REF}焦点(?:F)?(?:是|为)${REF}(一个|左|右|上|下)?焦点`, 'g'),
    (_m, r1, r2, s1, r3, r4, s2) => {
      const [i, j] = [ref(r1 ?? r3), ref(r2 ?? r4)];
      if (i === null || j === null || i === j) bad = true;
      else pairs.push([i, j, s1 ?? s2]);
      return ',';
    },
  );
  // 「焦点在 x 轴上」: which axis the foci lie on, kept as a condition on the roots
  let axis: boolean | null = null;
  given = given.replace(/(?:其|它的)?焦点在([xy])轴上/g, (_m, xy: string) => {
    if (axis !== null) bad = true;
    axis = xy === 'x';
    return ',';
  });
  const words = [/抛物线|椭圆|双曲线|C\d?|:|〔C\d?〕|[的若且设已知]/g];
  if (bad || res.length + pairs.length !== 1 || !onlyFiller(given, words)) return null;
  const at = (v: number): Conic[] | null => {
    const cs = all.map((c) => conicAt(c.equation, p, v));
    if (cs.some((c, i) => !c || conicName(c) !== kinds[i])) return null;
    return cs as Conic[];
  };
  const cases: Array<(v: number) => number> = [];
  for (const f of res)
    cases.push((v) => {
      const cs = at(v);
      return cs ? f(cs, v) : Number.NaN;
    });
  for (const [i, j, side] of pairs) {
    for (const k of [0, 1]) {
      cases.push((v) => {
        const cs = at(v);
        if (!cs) return Number.NaN;
        const a = foci(cs[i]);
        const b = focusPick(side)(cs[j]);
        if (a.length !== 1 || !b[k]) return Number.NaN;
        const [f, g] = [a[0], b[k]];
        if (f[1] === 0 && g[1] === 0) return f[0] - g[0];
        if (f[0] === 0 && g[0] === 0) return f[1] - g[1];
        return Number.NaN;
      });
    }
  }
  const roots: number[] = [];
  for (const g of cases) {
    const ts = scanRoots((t) => g(Math.tan(t)), positive ? 1e-6 : -Math.PI / 2 + 1e-6, Math.PI / 2 - 1e-6, 6000);
    for (const t of ts) if (Math.abs(Math.tan(t)) > 1e-9) roots.push(Math.tan(t));
  }
  // the printed bound and the named axis leave only some roots
  const kept = roots.filter((v) => (lower === null || v > lower + 1e-9) && (axis === null || at(v)?.[0]?.axisX === axis));
  if (kept.length !== roots.length && (lower !== null || axis !== null)) roots.splice(0, roots.length, ...kept);
  if (!roots.length) return null;
  if (chained) return askedOfFixedCurve(roots, p, kinds[0]!, all[0]!.equation, askText, mp);
  const measure = (v: number): number => {
    if (askParam) return v;
    const cs = at(v);
    const c = cs?.[0];
    if (!c || c.kind === 'parabola' || !askProp) return Number.NaN;
    const [a, b, f] = [Math.sqrt(c.a2), Math.sqrt(c.b2), Math.sqrt(c.c2)];
    const q = askProp[1];
    if (q === '离心率') return f / a;
    if (q === '焦距') return 2 * f;
    if ((q === '实轴长' || q === '虚轴长') !== (c.kind === 'hyperbola')) return Number.NaN;
    return q === '实轴长' || q === '长轴长' ? 2 * a : 2 * b;
  };
  const answer = unique(roots.map(measure));
  if (answer === null) return null;
  const tex = valueTex(answer);
  if (!tex) return null;
  // Check with the exact value: rebuilt conics of the named kinds that satisfy the property.
  if (!roots.every((v) => cases.some((g) => Math.abs(g(v)) < 1e-9 * Math.max(1, Math.abs(v))) && at(v))) return null;
  return solved(mp, {
    engine: 'analytic-geometry:parameter',
    idea: `把${kinds.join('与')}的方程化成标准形式，用 ${im(p)} 表示所给的性质，列方程求 ${im(p)}。`,
    steps: [
      `${kinds.map((k, i) => `${k} ${im(all[i].equation)}`).join('，')}：所给条件成为关于 ${im(p)} 的方程。`,
      `在 ${im(p)} 的取值范围内${positive ? `（${im(`${p}>${lower}`)}）` : ''}${axis !== null ? `（焦点在 ${im(axis ? 'x' : 'y')} 轴上）` : ''}解得 ${roots.map((v) => im(`${p}=${valueTex(v) ?? v.toFixed(4)}`)).join('、')}。`,
      ...(askProp ? [`所以${askProp[1]}为 ${im(tex)}${roots.length > 1 ? '（各个值给出同一结果）' : ''}。`] : []),
    ],
    finalAnswer: `$${tex}$`,
    verificationNote: `把所得的 ${im(p)} 代回：${kinds.join('、')}仍是题目所说的曲线，所给的性质成立。`,
    value: { kind: 'numbers', values: [answer] },
  });
}

/** slope² of an asymptote printed as y=±kx or as a line ax+by=0 (which may hold the parameter). */
function asymptoteSlope2(line: string, p: string, v: number): number {
  const pm = /^y=\\pm(.*)x$/.exec(line);
  if (pm) {
    const k = pm[1] === '' ? 1 : readNumber(pm[1]);
    return k * k;
  }
  const sides = line.replace(/\\[a-zA-Z]+|([a-zA-Z])/g, (m, l?: string) => (l === p ? `(${v})` : m)).split('=');
  if (sides.length !== 2) return Number.NaN;
  const [l, r] = sides.map((t) => parseRat(t));
  if (!l || !r) return Number.NaN;
  const f = (x: number, y: number) =>
    evalNum(l, (n) => (n === 'x' ? x : n === 'y' ? y : Number.NaN)) - evalNum(r, (n) => (n === 'x' ? x : n === 'y' ? y : Number.NaN));
  const c = f(0, 0);
  const a = f(1, 0) - c;
  const b = f(0, 1) - c;
  if (Math.abs(c) > 1e-12 || Math.abs(b) < 1e-12 || Math.abs(f(2, 3) - (2 * a + 3 * b)) > 1e-9 * (1 + Math.abs(a) + Math.abs(b)))
    return Number.NaN;
  return (a * a) / (b * b);
}

/** The curve with its parameter found, asked again by the reader of a numeric curve's properties. */
function askedOfFixedCurve(roots: number[], p: string, kind: string, equation: string, ask: string, mp: MathProblem): MathOutcome | null {
  const v = unique(roots);
  const tex = v === null ? null : valueTex(v);
  if (v === null || !tex) return null;
  const fixed = equation.replace(/\\[a-zA-Z]+|([a-zA-Z])/g, (m, l?: string) => (l === p ? `\\left(${tex}\\right)` : m));
  const out = curveProperty(`${kind} $${fixed}$ 的${ask.replace(/^(?:C\d?的|该|此|其|它的|(?:抛物线|椭圆|双曲线)C?\d?的)*/, '')}`, mp);
  if (!out?.outcome.ok || !out.value) return null;
  const o: Solved = out.outcome;
  const outcome: Solved = { ...o, markdown: o.markdown.replace(/(\*\*步骤 1\*\*)/, `**由条件** 解得 ${im(`${p}=${tex}`)}。\n\n$1`) };
  return { outcome, value: out.value };
}
