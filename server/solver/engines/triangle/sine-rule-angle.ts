import { freeVars, type Node } from '../../math/expression/ast';
import { formulas, proseWithSlots } from '../../math/expression/mathjson';
import { parseExpr } from '../../math/expression/parser';
import type { MathOutcome } from '../../math/expression/types';
import { prepare } from '../../math/index';
import { dm, im, solved } from '../../math/write/format';
import type { ProblemType } from '../../types';
import { type Angle, angleFixedBy } from './fixed-angle';

/**
 * "△ABC 中, b sin A + a cos B = 0, 则 B=": one relation between sides and sines or cosines of the angles,
 * of degree one in the sides. By the law of sines (a = 2R sin A, …) it becomes a relation between the angles;
 * the asked angle is read from it when it is the same one angle for every shape of the triangle that is left
 * free, and a special angle. Checked on concrete triangles with that angle: the sides themselves (2R = 3)
 * satisfy the printed relation.
 */
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
  const fixed = angleFixedBy(cond.node, ask as Angle);
  if (!fixed) return null;
  const others = ['A', 'B', 'C'].filter((x) => x !== ask);
  const X = fixed.radians;
  const mp = prepare(text, problemType);
  return solved(mp, {
    engine: 'triangle:sine-rule',
    idea: '用正弦定理 $a=2R\\sin A$、$b=2R\\sin B$、$c=2R\\sin C$ 把边化成角，再用三角恒等变形求角。',
    steps: [
      ...(area ? [`三角形的面积 ${im('S=\\frac{1}{2}ab\\sin C')}，所以条件即 ${im(cond.latex)}。`] : []),
      `由正弦定理，把 ${im(cond.latex)} 中的边 ${im('a,b,c')} 换成 ${im('2R\\sin A,2R\\sin B,2R\\sin C')}（两边的 ${im('2R')} 约去），得到只含角的等式。`,
      `其余两个角在 ${im(`${others[0]}+${others[1]}=\\pi-${ask}`)} 内任意取值时，满足等式的 ${im(ask)} 都只有一个：${dm(`${ask}=${fixed.latex}`)}`,
    ],
    finalAnswer: `$${ask}=${fixed.latex}$`,
    verificationNote: `取 ${im(`${ask}=${fixed.latex}`)} 的具体三角形（外接圆直径取 3），用边长直接代入原式，等式成立。`,
    value: { kind: 'numbers', values: [X] },
  });
}
