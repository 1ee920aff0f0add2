import { evaluate } from '../../math/compute/evaluate';
import { freeVars, sub } from '../../math/expression/ast';
import { formulas, proseWithSlots, stripBlank } from '../../math/expression/mathjson';
import { parseExpr } from '../../math/expression/parser';
import type { Rat } from '../../math/expression/rational';
import type { MathOutcome } from '../../math/expression/types';
import { prepare } from '../../math/index';
import { toPoly } from '../../math/polynomials/mpoly';
import { dm, im, refuse, solved } from '../../math/write/format';
import { recognize, surdLatex } from '../../math/write/recognize';
import type { ProblemType } from '../../types';

/**
 * One angle X, the area and one relation between the two sides y, z beside X that is symmetric in them
 * (a²+c²=3ac, b+c=5, b²+c²=10): the area gives yz = 2S / sin X, the relation then gives y+z, and the law of cosines
 * the third side x² = (y+z)² − 2yz − 2yz·cos X (人教A版 必修二 6.4). The opposite side or the perimeter is answered;
 * every admissible value of y+z must give the same answer, and a concrete triangle is built from it to check the
 * area, the relation and the law of cosines.
 */

const SIDES = ['a', 'b', 'c'] as const;
type Side = (typeof SIDES)[number];

/** The words such a question may use around its formulas. */
const FILLER = /记|在|已知|设|若|且|则|其|中|的|内角|三个内角|对边|边|分别|为|是|等于|面积|三角形|周长|[,，.。;；:：\s]|⟨\d+⟩/g;

export function angleValue(src: string): { radians: number; degrees: boolean } | null {
  const deg = /^(\d+(?:\.\d+)?)\s*\^\s*\{?\s*\\circ\s*\}?$/.exec(src.trim());
  if (deg) return { radians: (Number(deg[1]) * Math.PI) / 180, degrees: true };
  try {
    const n = parseExpr(src);
    if (freeVars(n).size) return null;
    const v = evaluate(n, {});
    return Number.isFinite(v) ? { radians: v, degrees: false } : null;
  } catch {
    return null;
  }
}

export function constantValue(src: string): number | null {
  try {
    const n = parseExpr(src);
    if (freeVars(n).size) return null;
    const v = evaluate(n, {});
    return Number.isFinite(v) ? v : null;
  } catch {
    return null;
  }
}

const ex = (x: number): string | null => {
  const s = recognize(x);
  return s ? surdLatex(s) : null;
};

export function solveAreaRelation(text: string, problemType: ProblemType): MathOutcome | null {
  if (!/△|\\triangle|三角形/.test(text) || !/面积/.test(text)) return null;
  const prose = proseWithSlots(text);
  if (prose.replace(FILLER, '').trim()) return null;
  const fs = formulas(text).map((f) => stripBlank(f.trim()));
  let angle: { X: Side; radians: number; degrees: boolean; latex: string } | null = null;
  let area: { value: number; latex: string } | null = null;
  let relation: { latex: string; poly: NonNullable<ReturnType<typeof toPoly>> } | null = null;
  let ask: Side | 'perimeter' | null = null;
  for (const [i, f] of fs.entries()) {
    const at = prose.indexOf(`⟨${i}⟩`);
    const before = prose.slice(0, at);
    if (/^(?:\\triangle|△)?\s*[ABC]\s*[ABC]\s*[ABC]$/.test(f) || /^[abcABC]$/.test(f)) {
      if (/^[abc]$/.test(f) && /则\s*$/.test(before)) {
        if (ask) return null;
        ask = f as Side;
      }
      continue;
    }
    const ang = /^([ABC])\s*=\s*(.+)$/.exec(f);
    if (ang) {
      const v = angleValue(ang[2]);
      if (!v || angle || !(v.radians > 0 && v.radians < Math.PI)) return null;
      angle = { X: ang[1].toLowerCase() as Side, ...v, latex: f };
      continue;
    }
    if (/面积(?:为|是|等于)\s*$/.test(before)) {
      const v = constantValue(f);
      if (v === null || !(v > 0) || area) return null;
      area = { value: v, latex: f };
      continue;
    }
    const parts = f.split('=');
    if (parts.length !== 2 || relation) return null;
    try {
      const poly = toPoly(sub(parseExpr(parts[0]), parseExpr(parts[1])));
      if (!poly) return null;
      relation = { latex: f, poly };
    } catch {
      return null;
    }
  }
  if (/周长/.test(prose)) {
    if (ask || !/周长(?:为|是|等于)?\s*$/.test(prose.replace(/[,，.。\s]+$/, ''))) return null;
    ask = 'perimeter';
  }
  if (!angle || !area || !relation || !ask) return null;
  const x = angle.X;
  const [y, z] = SIDES.filter((s) => s !== x);
  if (ask !== 'perimeter' && ask !== x) return null;
  // The relation as α(y²+z²) + β·yz + γ(y+z) + δ = 0: symmetric in y and z, nothing else.
  const co = new Map<string, Rat>();
  for (const t of relation.poly.terms.values()) co.set(t.m.map(([v, e]) => `${v}${e}`).join(''), t.c);
  const allowed = new Set([`${y}2`, `${z}2`, `${y}1${z}1`, `${y}1`, `${z}1`, '']);
  if ([...co.keys()].some((k) => !allowed.has(k))) return null;
  const get = (k: string) => co.get(k)?.toNumber() ?? 0;
  const [alpha, beta, gamma, delta] = [get(`${y}2`), get(`${y}1${z}1`), get(`${y}1`), get('')];
  if (alpha !== get(`${z}2`) || gamma !== get(`${z}1`) || (alpha === 0 && gamma === 0)) return null;
  const p = prepare(text, problemType);
  const sin = Math.sin(angle.radians);
  const cos = Math.cos(angle.radians);
  const P = (2 * area.value) / sin;
  // α(s² − 2P) + βP + γs + δ = 0 in s = y + z
  const [qa, qb, qc] = [alpha, gamma, delta + (beta - 2 * alpha) * P];
  const sums: number[] = [];
  if (qa !== 0) {
    const d = qb * qb - 4 * qa * qc;
    if (d >= -1e-12) for (const sg of [1, -1]) sums.push((-qb + sg * Math.sqrt(Math.max(0, d))) / (2 * qa));
  } else sums.push(-qc / qb);
  // y and z real and positive: s > 0 and s² ≥ 4P
  const ok = sums.filter((s) => s > 0 && s * s >= 4 * P - 1e-9);
  if (!ok.length) return refuse(p, '按所给条件构不成三角形（或条件互相矛盾），请核对题目。');
  const answers = ok.map((s) => {
    const side = Math.sqrt(Math.max(0, s * s - 2 * P - 2 * P * cos));
    return ask === 'perimeter' ? s + side : side;
  });
  if (answers.some((v) => Math.abs(v - answers[0]) > 1e-9))
    return refuse(p, '按所给条件，两边之和有两个可能的值，所求的量不唯一，为避免给出错误答案，暂不作答。');
  const s = ok[0];
  const side = Math.sqrt(Math.max(0, s * s - 2 * P - 2 * P * cos));
  const [sL, pL, xL] = [ex(s), ex(P), ex(side)];
  // a perimeter such as 5 + √13 is printed as the sum of its two parts
  const ansL = ask === 'perimeter' ? (ex(answers[0]) ?? (sL && xL ? `${sL}+${xL}` : null)) : xL;
  if (!sL || !pL || !xL || !ansL) return refuse(p, '这道题的结果不能化成简单的根式，为避免给出错误答案，暂不作答。');
  // Check on a concrete triangle: y, z from their sum and product, then area, relation and the law of cosines.
  const root = Math.sqrt(Math.max(0, s * s - 4 * P));
  const vals: Record<string, number> = { [y]: (s + root) / 2, [z]: (s - root) / 2, [x]: side };
  const [l, r] = relation.latex.split('=');
  const checks =
    vals[z] > 0 &&
    vals[x] < vals[y] + vals[z] &&
    Math.abs(0.5 * vals[y] * vals[z] * sin - area.value) < 1e-9 * Math.max(1, area.value) &&
    Math.abs(evaluate(parseExpr(l), vals) - evaluate(parseExpr(r), vals)) < 1e-8 &&
    Math.abs(vals[x] ** 2 - (vals[y] ** 2 + vals[z] ** 2 - 2 * vals[y] * vals[z] * cos)) < 1e-8;
  if (!checks) return refuse(p, '算出的结果没有通过验算，为避免给出错误答案，暂不作答。');
  const X = x.toUpperCase();
  const steps = [
    `由面积公式 ${im(`S=\\frac{1}{2}${y}${z}\\sin ${X}=${area.latex}`)}，得 ${im(`${y}${z}=${pL}`)}。`,
    `由 ${im(relation.latex)} 与 ${im(`${y}^2+${z}^2=(${y}+${z})^2-2${y}${z}`)}，解得 ${im(`${y}+${z}=${sL}`)}${sums.length > ok.length ? '（另一值不合题意，舍去）' : ''}。`,
    `由余弦定理 ${dm(`${x}^2=${y}^2+${z}^2-2${y}${z}\\cos ${X}=(${y}+${z})^2-2${y}${z}-2${y}${z}\\cos ${X}=${ex(side * side) ?? ''}`)}所以 ${im(`${x}=${xL}`)}。`,
  ];
  if (ask === 'perimeter') steps.push(`周长为 ${im(`${y}+${z}+${x}=${ansL}`)}。`);
  return solved(p, {
    engine: 'triangle:area-relation',
    idea: `把 ${im(`${y}${z}`)} 与 ${im(`${y}+${z}`)} 看作整体：面积公式给出两边之积，已知关系给出两边之和，再用余弦定理。`,
    steps,
    finalAnswer: im(ask === 'perimeter' ? `${ansL}` : `${x}=${xL}`),
    verificationNote: `由两边之和与积解出 ${im(y)}、${im(z)}，代回检验面积、已知关系和余弦定理都成立。`,
    value: { kind: 'numbers', values: [answers[0]] },
  });
}
