import { im, solved } from '../../math/format';
import type { MathOutcome, MathProblem } from '../../math/types';
import { unique, valueTex } from './answer-value';
import { type Conic, conicAt, conicName, foci, onConic, parameters, type Pt } from './conic-model';
import { type ConicText, NUM, onlyFiller, readNumber } from './conic-text';
import { scanRoots } from './scan';

/**
 * The parameter of a conic (or of two conics sharing it) from one of its properties (人教A版 选择性必修一
 * 第三章 练习): the eccentricity, the focal distance, an axis length, a focus, a directrix, an asymptote, a
 * point on it, or the focus of one conic lying on a focus of the other. The property is scanned over the
 * parameter's whole range; every root must give the same value, and the conics are rebuilt with the
 * exact answer to check the property again (and that each curve is still of the kind the text names).
 */
type Res = (cs: Conic[]) => number;

const WORD = '(抛物线|椭圆|双曲线)';

export function parameterProperty(ct: ConicText, mp: MathProblem): MathOutcome | null {
  const { text, all } = ct;
  if (!all.length || all.length > 2) return null;
  const ps = [...new Set(all.flatMap((c) => parameters(c.equation)))];
  if (ps.length !== 1) return null;
  const p = ps[0];
  const conds = new Set(all.map((c) => c.condition).filter(Boolean));
  if (conds.size > 1 || ![...conds].every((c) => c === `${p}>0`)) return null;
  const positive = conds.size === 1;
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
  if (!new RegExp(`^(?:实数)?${p}(?:的值)?(?:为|是|等于|=)?$`).test(text.slice(cut + 1).replace(/[.。?？]$/, ''))) return null;
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
  const add = (r: string | undefined, f: (c: Conic) => number) => {
    const i = ref(r);
    if (i === null) bad = true;
    else res.push((cs) => f(cs[i]));
    return ',';
  };
  const focusPick = (side: string | undefined) => (c: Conic): Pt[] => {
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
  given = given.replace(new RegExp(`${REF}(?:经过|过)点\\(${NUM},${NUM}\\)`, 'g'), (_m, r, x: string, y: string) =>
    add(r, (c) => onConic(c, [readNumber(x), readNumber(y)])),
  );
  // Focus of one conic on a focus of the other (one coordinate differs, on a common axis).
  const pairs: Array<[number, number, string | undefined]> = [];
  given = given.replace(new RegExp(`${REF}焦点(?:F)?(?:与|和)${REF}(一个|左|右|上|下)?焦点重合|${REF}焦点(?:F)?(?:是|为)${REF}(一个|左|右|上|下)?焦点`, 'g'), (_m, r1, r2, s1, r3, r4, s2) => {
    const [i, j] = [ref(r1 ?? r3), ref(r2 ?? r4)];
    if (i === null || j === null || i === j) bad = true;
    else pairs.push([i, j, s1 ?? s2]);
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
  for (const f of res) cases.push((v) => ((cs) => (cs ? f(cs) : Number.NaN))(at(v)));
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
  const answer = unique(roots);
  if (answer === null) return null;
  const tex = valueTex(answer);
  if (!tex) return null;
  // Check with the exact value: rebuilt conics of the named kinds that satisfy the property.
  if (!cases.some((g) => Math.abs(g(answer)) < 1e-9 * Math.max(1, Math.abs(answer)))) return null;
  const cs = at(answer);
  if (!cs) return null;
  return solved(mp, {
    engine: 'analytic-geometry:parameter',
    idea: `把${kinds.join('与')}的方程化成标准形式，用 ${im(p)} 表示所给的性质，列方程求 ${im(p)}。`,
    steps: [
      `${kinds.map((k, i) => `${k} ${im(all[i].equation)}`).join('，')}：所给条件成为关于 ${im(p)} 的方程。`,
      `在 ${im(p)} 的取值范围内${positive ? `（${im(`${p}>0`)}）` : ''}解得 ${im(`${p}=${tex}`)}${roots.length > 1 ? '（各种情形给出同一个值）' : ''}。`,
    ],
    finalAnswer: `$${tex}$`,
    verificationNote: `把 ${im(`${p}=${tex}`)} 代回：${kinds.join('、')}仍是题目所说的曲线，所给的性质成立。`,
    value: { kind: 'numbers', values: [answer] },
  });
}
