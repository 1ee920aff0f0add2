import { freeVars, type Node } from '../../math/expression/ast';
import { evaluate } from '../../math/compute/evaluate';
import { dm, im, solved } from '../../math/write/format';
import { prepare } from '../../math/index';
import { formulas, proseWithSlots } from '../../math/expression/mathjson';
import { parseExpr } from '../../math/expression/parser';
import type { MathOutcome } from '../../math/expression/types';
import type { ProblemType } from '../../types';

/**
 * "△ABC 中, b sin A + a cos B = 0, 则 B=": one relation between sides and sines or cosines of the angles,
 * of degree one in the sides. By the law of sines (a = 2R sin A, …) it becomes a relation between the angles;
 * the asked angle is read from it when it is the same one angle for every shape of the triangle that is left
 * free, and a special angle. Checked on concrete triangles with that angle: the sides themselves (2R = 3)
 * satisfy the printed relation.
 */
const ANGLES: Array<[number, number, string]> = [
  [1, 6, '\\frac{\\pi}{6}'],
  [1, 4, '\\frac{\\pi}{4}'],
  [1, 3, '\\frac{\\pi}{3}'],
  [1, 2, '\\frac{\\pi}{2}'],
  [2, 3, '\\frac{2\\pi}{3}'],
  [3, 4, '\\frac{3\\pi}{4}'],
  [5, 6, '\\frac{5\\pi}{6}'],
];
const PROSE = /已知|在|中|的|内角|角|对边|分别|为|是|若|且|满足|则|求|，|,|。|\.|:|：|\s|[()（）]|△|\\triangle|∨|\\vee|\\bigvee|[ABC]/g;

/**
 * 「△ABC 的面积为 $\frac{a^2+b^2-c^2}{4}$」: the area is ½ab·sin C, so the condition is a relation of the same
 * kind, ½ab·sin C = the printed expression in the sides.
 */
function areaAsRelation(text: string): string | null {
  const m = /(?:的)?面积\s*(?:S\s*)?(?:为|等于|是)\s*\$([^$]+)\$/.exec(text);
  if (!m || !/[abc]/.test(m[1]) || /\\(?:sin|cos)|[ABCS]/.test(m[1])) return null;
  return text.replace(m[0], `满足 $\\frac{1}{2} a b \\sin C=${m[1].trim()}$`);
}

export function solveSineRuleAngle(text0: string, problemType: ProblemType): MathOutcome | null {
  // OCR prints a side or the asked angle upright ("对边分别为 $a, b, C$", "$\mathrm{C}=$")
  const upright = text0
    .replace(/\\mathrm\s*\{\s*([A-Za-z])\s*\}/g, '$1')
    .replace(/(对边分别(?:为|是)\s*\$\s*a\s*,\s*b\s*,\s*)C(\s*\$)/, '$1c$2');
  const area = areaAsRelation(upright);
  const text = area ?? upright;
  if (!/△|\\triangle|三角形|\\(?:big)?vee|内角/.test(text) || !/\\(?:sin|cos)/.test(text)) return null;
  const fs = formulas(text).map((f) => f.replace(/_{2,}/g, ' ').trim());
  const prose = proseWithSlots(text);
  let cond: { node: Node; latex: string } | null = null;
  let ask: string | null = null;
  for (const [i, f] of fs.entries()) {
    if (/^(?:\\triangle|△|\\(?:big)?vee)?\s*[ABC]\s*[ABC]\s*[ABC]$/.test(f)) continue;
    if (/^[ABC]\s*,\s*[ABC]\s*,\s*[ABC]$|^[abc]\s*,\s*[abc]\s*,\s*[abc]$/.test(f)) continue;
    if (/^[abc]$/.test(f)) continue;
    const a = /^([ABC])\s*=?\s*$/.exec(f);
    if (a) {
      const before = prose.slice(0, prose.indexOf(`⟨${i}⟩`));
      // "内角 A, B, C" lists the angles; the asked one follows 则 / 求
      if (!/(?:则|求)\s*(?:角\s*)?$/.test(before)) continue;
      if (ask) return null;
      ask = a[1];
      continue;
    }
    const eq = /^([^=]+)=([^=]+)$/.exec(f);
    if (!eq || cond || !/\\(?:sin|cos)/.test(f)) return null;
    const node = parseExpr(`(${eq[1]})-(${eq[2]})`);
    if ([...freeVars(node)].some((v) => !/^[abcABC]$/.test(v))) return null;
    cond = { node, latex: f };
  }
  if (!cond || !ask) return null;
  if (
    prose
      .replace(/⟨\d+⟩|_{2,}/g, '')
      .replace(PROSE, '')
      .trim() !== ''
  )
    return null;
  const others = ['A', 'B', 'C'].filter((x) => x !== ask);
  const G = (angles: Record<string, number>, twoR: number) =>
    evaluate(cond!.node, {
      ...angles,
      a: twoR * Math.sin(angles.A),
      b: twoR * Math.sin(angles.B),
      c: twoR * Math.sin(angles.C),
    });
  const at = (x: number, t: number) => ({ [ask!]: x, [others[0]]: (Math.PI - x) * t, [others[1]]: (Math.PI - x) * (1 - t) });
  // The roots in the asked angle, for several free shapes of the rest of the triangle.
  const rootsFor = (t: number): number[] | null => {
    const out: number[] = [];
    const N = 3000;
    let prev = G(at(1e-6, t), 1);
    for (let i = 1; i < N; i++) {
      const x = (Math.PI * i) / N;
      const cur = G(at(x, t), 1);
      if (!Number.isFinite(cur) || !Number.isFinite(prev)) return null;
      if (cur === 0 || Math.sign(cur) !== Math.sign(prev)) {
        let [lo, hi] = [(Math.PI * (i - 1)) / N, x];
        for (let k = 0; k < 80; k++) {
          const mid = (lo + hi) / 2;
          if (Math.sign(G(at(mid, t), 1)) === Math.sign(G(at(lo, t), 1))) lo = mid;
          else hi = mid;
        }
        // a root on a grid point is seen from both sides: it is one root
        if (!out.length || Math.abs(out[out.length - 1] - (lo + hi) / 2) > 1e-7) out.push((lo + hi) / 2);
      }
      prev = cur;
    }
    return out;
  };
  const runs = [0.21, 0.47, 0.66].map(rootsFor);
  if (runs.some((r) => r === null || r.length !== 1)) return null;
  const x0 = runs[0]![0];
  if (runs.some((r) => Math.abs(r![0] - x0) > 1e-9)) return null;
  const special = ANGLES.find(([n, d]) => Math.abs((n / d) * Math.PI - x0) < 1e-9);
  if (!special) return null;
  const X = (special[0] / special[1]) * Math.PI;
  // Concrete triangles with the angle found: the printed relation holds with the sides themselves.
  for (const t of [0.3, 0.55]) {
    const angles = at(X, t);
    const v = G(angles, 3);
    if (!(Math.abs(v) < 1e-9)) return null;
  }
  const mp = prepare(text, problemType);
  return solved(mp, {
    engine: 'triangle:sine-rule',
    idea: '用正弦定理 $a=2R\\sin A$、$b=2R\\sin B$、$c=2R\\sin C$ 把边化成角，再用三角恒等变形求角。',
    steps: [
      ...(area ? [`三角形的面积 ${im('S=\\frac{1}{2}ab\\sin C')}，所以条件即 ${im(cond.latex)}。`] : []),
      `由正弦定理，把 ${im(cond.latex)} 中的边 ${im('a,b,c')} 换成 ${im('2R\\sin A,2R\\sin B,2R\\sin C')}（两边的 ${im('2R')} 约去），得到只含角的等式。`,
      `其余两个角在 ${im(`${others[0]}+${others[1]}=\\pi-${ask}`)} 内任意取值时，满足等式的 ${im(ask)} 都只有一个：${dm(`${ask}=${special[2]}`)}`,
    ],
    finalAnswer: `$${ask}=${special[2]}$`,
    verificationNote: `取 ${im(`${ask}=${special[2]}`)} 的具体三角形（外接圆直径取 3），用边长直接代入原式，等式成立。`,
    value: { kind: 'numbers', values: [X] },
  });
}
