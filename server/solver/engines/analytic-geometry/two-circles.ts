import { Rat } from '../../math/expression/rational';
import type { MathOutcome, MathProblem } from '../../math/expression/types';
import { im, solved } from '../../math/write/format';
import { sqrtTex } from './curve';
import { readCircle } from './relations';

/**
 * Two circles given by their equations (人教A版 选择性必修一 2.5.2): their position (相离、外切、相交、内切、内含) or the
 * number of their common tangents (4, 3, 2, 1, 0), by comparing the squared distance of the centres with (r₁ ± r₂)².
 * The stem must be the two circles, joining words and the ask; anything else refuses.
 */
type Rel = '相离' | '外切' | '相交' | '内切' | '内含';
const TANGENTS: Record<Rel, number> = { 相离: 4, 外切: 3, 相交: 2, 内切: 1, 内含: 0 };

/** Compare d² with (r₁ ± r₂)² exactly: (r₁ ± r₂)² = r₁² + r₂² ± 2√(r₁²r₂²). */
function compareSquares(d2: Rat, s: Rat, p2: Rat, sign: 1 | -1): number {
  // d² − (r₁² + r₂²) against ±2√(r₁²r₂²): compare signs, then squares
  const lhs = d2.sub(s);
  const rhs2 = p2.mul(Rat.of(4));
  if (sign === 1) {
    if (lhs.sign() <= 0) return lhs.sign() < 0 || !rhs2.isZero() ? -1 : 0;
    return lhs.mul(lhs).cmp(rhs2);
  }
  if (lhs.sign() >= 0) return lhs.sign() > 0 || !rhs2.isZero() ? 1 : 0;
  return rhs2.cmp(lhs.mul(lhs));
}

export function twoCircles(text: string, mp: MathProblem): MathOutcome | null {
  const segs = [...text.matchAll(/\$([^$]*)\$/g)].map((m) => m[1].replace(/\s+/g, ''));
  if (segs.length !== 2) return null;
  const prose = text
    .replace(/\$[^$]*\$/g, '〈〉')
    .replace(/\s+/g, '')
    .replace(/^\d{1,2}[.、．]/, '');
  const m =
    /^(?:已知|设)?圆〈〉(?:与|和)圆〈〉(?:的)?(位置关系|公切线(?:的)?(?:条数|有几条|共有几条))(?:是|为|有)?[，,]?(?:[(（]\s*[)）])?[。.?？]?$/.exec(
      prose,
    ) ??
    /^(?:已知|设)?圆〈〉[，,]圆〈〉[，,](?:则)?(?:两圆|圆〈?〉?(?:与|和)圆〈?〉?|它们)(?:的)?(位置关系|公切线(?:的)?(?:条数|有几条|共有几条))(?:是|为|有)?[。.]?$/.exec(
      prose,
    );
  if (!m) return null;
  const [c1, c2] = segs.map((s) => readCircle(s.replace(/^[A-Z](?:_\{?\d\}?)?:/, '')));
  if (!c1 || !c2) return null;
  const dx = c1.a.sub(c2.a);
  const dy = c1.b.sub(c2.b);
  const d2 = dx.mul(dx).add(dy.mul(dy));
  if (d2.isZero()) return null;
  const s = c1.r2.add(c2.r2);
  const p2 = c1.r2.mul(c2.r2);
  const outer = compareSquares(d2, s, p2, 1);
  const inner = compareSquares(d2, s, p2, -1);
  const rel: Rel = outer > 0 ? '相离' : outer === 0 ? '外切' : inner > 0 ? '相交' : inner === 0 ? '内切' : '内含';
  // the same comparison in floating point
  const [r1, r2, d] = [Math.sqrt(c1.r2.toNumber()), Math.sqrt(c2.r2.toNumber()), Math.sqrt(d2.toNumber())];
  const eps = 1e-9 * (r1 + r2);
  const byFloat: Rel =
    d > r1 + r2 + eps
      ? '相离'
      : Math.abs(d - r1 - r2) <= eps
        ? '外切'
        : d > Math.abs(r1 - r2) + eps
          ? '相交'
          : Math.abs(d - Math.abs(r1 - r2)) <= eps
            ? '内切'
            : '内含';
  if (byFloat !== rel) return null;
  const tangents = m[1] !== '位置关系';
  const centre = (c: typeof c1) => `(${c.a.toLatex()},${c.b.toLatex()})`;
  return solved(mp, {
    engine: 'analytic-geometry:two-circles',
    idea: '比较圆心距 $d$ 与两半径之和 $r_1+r_2$、之差 $|r_1-r_2|$ 的大小。',
    steps: [
      `圆心 ${im(centre(c1))}，${im(`r_1=${sqrtTex(c1.r2)}`)}；圆心 ${im(centre(c2))}，${im(`r_2=${sqrtTex(c2.r2)}`)}。`,
      `圆心距 ${im(`d=${sqrtTex(d2)}`)}，所以两圆${rel}${tangents ? `，公切线有 ${TANGENTS[rel]} 条` : ''}。`,
    ],
    finalAnswer: tangents ? im(String(TANGENTS[rel])) : rel,
    verificationNote: `用小数重新比较 ${im('d')} 与 ${im('r_1+r_2')}、${im('|r_1-r_2|')}，结论相同。`,
    value: tangents ? { kind: 'numbers', values: [TANGENTS[rel]] } : { kind: 'words', text: rel },
  });
}
