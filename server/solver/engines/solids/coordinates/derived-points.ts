import { Rat } from '../../../math/expression/rational';
import { evalRat, parseRat } from '../../../math/numbers/ratexpr';
import { NUM, pointsOf } from '../solid-text';
import { add, isZeroVec, sub, times, type Vec } from './metric-vectors';
import type { TextTaker } from './text-taker';

/**
 * Points the statement defines from the solid's vertices — 中点, a point dividing an edge in a told ratio, the centre
 * of a parallelogram face, where two diagonals meet — placed in the solid's coordinates. Each taken statement adds a
 * `said` line for the steps. A statement naming a point not yet placed waits for another pass; false when a taken
 * statement cannot be placed (a ratio with no solution on the edge, a face that is no parallelogram).
 */
const P = String.raw`[A-Z](?:_\d)?`;
const SEG = `(?:棱|线段|边|侧棱)?((?:${P}){2})`;

export interface Defined {
  name: string;
  said: string;
}

const half = Rat.of(1, 2);
const mid = (a: Vec, b: Vec) => times(add(a, b), half);

function ratValue(src: string): Rat | null {
  const n = parseRat(src);
  const v = n ? evalRat(n, () => null) : null;
  return v && v.sign() > 0 ? v : null;
}

export function placeDefinedPoints(t: TextTaker, points: Map<string, Vec>): Defined[] | null {
  const out: Defined[] = [];
  const known = (names: string[]) => names.every((n) => points.has(n));
  const put = (name: string, at: Vec, said: string): boolean => {
    if (points.has(name)) return false; // a vertex or a point defined twice
    points.set(name, at);
    out.push({ name, said });
    return true;
  };
  for (let pass = 0; pass < 4; pass++) {
    // 「E, F 分别为 AB, CC₁ 的中点」
    const many = new RegExp(`(?:点)?((?:${P}[,、和])+${P})分别(?:为|是)${SEG}((?:[,、和]${SEG})+)的中点`).exec(t.rest);
    if (many) {
      const names = pointsOf(many[1]);
      const segs = [many[2], ...many[3].split(/[,、和]/).filter(Boolean)].map((s) => pointsOf(s.replace(/棱|线段|边|侧棱/g, '')));
      if (names.length === segs.length && segs.every((s) => s.length === 2 && known(s))) {
        t.take(new RegExp(escapeRe(many[0])));
        for (let i = 0; i < names.length; i++) {
          const [a, b] = segs[i];
          const pa = points.get(a) as Vec;
          const pb = points.get(b) as Vec;
          if (!put(names[i], mid(pa, pb), `$${names[i]}$ 为 $${a}${b}$ 的中点`)) return null;
        }
        continue;
      }
    }
    // 「E 为 BB₁ 的中点」「取 AB 的中点 E」「AB 的中点为 E」
    const one =
      new RegExp(`(?<![A-Z_\\d])(?:点)?(${P})(?:为|是)${SEG}的?中点`).exec(t.rest) ??
      new RegExp(`取${SEG}的中点(${P})(?![_\\d])`).exec(t.rest) ??
      new RegExp(`${SEG}的中点(?:为|是)(?:点)?(${P})(?![_\\d])`).exec(t.rest);
    if (one) {
      const first = /^[A-Z](?:_\d)?$/.test(one[1]);
      const name = first ? one[1] : one[2];
      const seg = pointsOf(first ? one[2] : one[1]);
      if (known(seg)) {
        t.take(new RegExp(escapeRe(one[0])));
        if (!put(name, mid(points.get(seg[0]) as Vec, points.get(seg[1]) as Vec), `$${name}$ 为 $${seg.join('')}$ 的中点`)) return null;
        continue;
      }
    }
    // 「O 为底面 ABCD 的中心」: a parallelogram face's centre is where its diagonals meet
    const centre = new RegExp(`(?:点)?(${P})(?:为|是)(?:底面|侧面|面|平面|正方形|矩形)?((?:${P}){4})的中心`).exec(t.rest);
    if (centre && known(pointsOf(centre[2]))) {
      const [a, b, c, d] = pointsOf(centre[2]).map((n) => points.get(n) as Vec);
      if (!isZeroVec(sub(add(a, c), add(b, d)))) return null;
      t.take(new RegExp(escapeRe(centre[0])));
      if (!put(centre[1], mid(a, c), `$${centre[1]}$ 为 $${centre[2]}$ 的中心（对角线的交点）`)) return null;
      continue;
    }
    // 「E 在棱 AB 上，且 AE = 2EB」: the lengths along AB in the told ratio
    const onEdge = new RegExp(`(?:点)?(${P})在${SEG}上[,，]?(?:且|满足)?`).exec(t.rest);
    if (onEdge && known(pointsOf(onEdge[2]))) {
      const name = onEdge[1];
      const [a, b] = pointsOf(onEdge[2]);
      const rel = new RegExp(`((?:${P}){2})=(${NUM})?((?:${P}){2})(?![_\\d])`).exec(t.rest.replace(onEdge[0], '@'));
      if (!rel) return null;
      const k = rel[2] ? ratValue(rel[2]) : Rat.of(1);
      const at = k && ratioOnEdge(name, a, b, pointsOf(rel[1]), pointsOf(rel[3]), k);
      if (!at) return null;
      t.take(new RegExp(escapeRe(onEdge[0])));
      t.take(new RegExp(escapeRe(rel[0])));
      const pa = points.get(a) as Vec;
      const pb = points.get(b) as Vec;
      if (
        !put(
          name,
          add(pa, times(sub(pb, pa), at)),
          `$${name}$ 在 $${a}${b}$ 上且 $${rel[0]}$，即 $\\overrightarrow{${a}${name}}=${at.toLatex()}\\overrightarrow{${a}${b}}$`,
        )
      )
        return null;
      continue;
    }
    // 「\overrightarrow{AE}=2\overrightarrow{EB}」
    const vecRel = new RegExp(`\\\\overrightarrow\\{(${P})(${P})\\}=(${NUM})?\\\\overrightarrow\\{(${P})(${P})\\}`).exec(t.rest);
    if (vecRel) {
      const [p1, q1, kS, p2, q2] = vecRel.slice(1);
      const k = kS ? ratValue(kS) : Rat.of(1);
      const unknown = [p1, q1, p2, q2].filter((n) => !points.has(n));
      if (k && unknown.length >= 1 && new Set(unknown).size === 1) {
        const e = unknown[0];
        // Q₁ − P₁ = k(Q₂ − P₂), linear in E: c·E = rhs
        const sign = (n: string, s: number) => (n === e ? s : 0);
        const c = Rat.of(sign(q1, 1) + sign(p1, -1)).sub(k.mul(Rat.of(sign(q2, 1) + sign(p2, -1))));
        if (c.isZero()) return null;
        const val = (n: string) => (n === e ? ([Rat.of(0), Rat.of(0), Rat.of(0)] as Vec) : (points.get(n) as Vec));
        const rhs = sub(times(sub(val(q2), val(p2)), k), sub(val(q1), val(p1)));
        t.take(new RegExp(escapeRe(vecRel[0])));
        if (!put(e, times(rhs, c.inv()), `$${vecRel[0]}$`)) return null;
        continue;
      }
    }
    break;
  }
  return out;
}

/** t = AE/AB for E on AB with one length told as k times another (AE=2EB, BE=\frac{1}{3}BA …); null unless 0 < t < 1. */
function ratioOnEdge(e: string, a: string, b: string, s1: string[], s2: string[], k: Rat): Rat | null {
  // each segment's length as α + β·t (t = AE/AB, AB = 1)
  const len = (s: string[]): [Rat, Rat] | null => {
    const set = new Set(s);
    if (set.has(e) && set.has(a)) return [Rat.of(0), Rat.of(1)];
    if (set.has(e) && set.has(b)) return [Rat.of(1), Rat.of(-1)];
    if (set.has(a) && set.has(b)) return [Rat.of(1), Rat.of(0)];
    return null;
  };
  const l1 = len(s1);
  const l2 = len(s2);
  if (!l1 || !l2) return null;
  // α₁ + β₁t = k(α₂ + β₂t)
  const coef = l1[1].sub(k.mul(l2[1]));
  if (coef.isZero()) return null;
  const t = k.mul(l2[0]).sub(l1[0]).div(coef);
  return t.sign() > 0 && t.cmp(Rat.of(1)) < 0 ? t : null;
}

export function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
