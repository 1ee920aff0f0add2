import { freeVars, type Node } from '../../math/expression/ast';
import { formulas, proseWithSlots, stripBlank } from '../../math/expression/mathjson';
import { parseExpr } from '../../math/expression/parser';
import { toPoly } from '../../math/polynomials/mpoly';
import { angleValue, constantValue } from './area-relation';
import type { Angle } from './fixed-angle';
import { sidesByLetters } from './side-names';

export type Side = 'a' | 'b' | 'c';

/** What is asked of the triangle: a linear combination of the sides (the perimeter is a + b + c), the area, or y·z. */
export type ExtremeAsk =
  | { k: 'linear'; coef: Record<Side, number>; latex: string }
  | { k: 'area' }
  | { k: 'product'; coef: number; latex: string };

export type Want = 'max' | 'min' | 'range';

/** One angle and the side opposite it, given directly or the angle through a relation; what is asked and how. */
export interface ExtremeQuestion {
  side: { s: Side; value: number; latex: string };
  angle: { X: Angle; radians: number; latex: string; degrees: boolean } | null;
  relation: { node: Node; latex: string } | null;
  ask: ExtremeAsk;
  askWords: string;
  want: Want;
  acute: boolean;
}

/**
 * The words such a question may use around its formulas (photographed print splits words with spaces). 「锐角」 only
 * in 「锐角三角形」: 「B 为锐角」 narrows one angle, a condition this reading does not weigh.
 */
const FILLER =
  /已知|在|中|设|记|若|且|则|其|满足|三个内角|内角|锐角三角形|角|所对的边|所对边|的对边|对边|边长|边|分别|为|是|等于|三角形|的|面积|周长|最大值|最小值|取值范围|[,，.。;；:：()（）\s]|⟨\d+⟩/g;

const WANT: Record<string, Want> = { 最大值: 'max', 最小值: 'min', 取值范围: 'range' };

/** 「AB+2BC」 after naming (c + 2a): a linear combination of the sides with rational coefficients, or a multiple of y·z. */
function readAsked(src: string): ExtremeAsk | null {
  let poly: ReturnType<typeof toPoly>;
  try {
    const node = parseExpr(src);
    if ([...freeVars(node)].some((v) => !/^[abc]$/.test(v))) return null;
    poly = toPoly(node);
  } catch {
    return null;
  }
  if (!poly) return null;
  const terms = [...poly.terms.values()];
  if (terms.length === 1 && terms[0].m.length === 2 && terms[0].m.every(([, e]) => e === 1))
    return { k: 'product', coef: terms[0].c.toNumber(), latex: src };
  const coef: Record<Side, number> = { a: 0, b: 0, c: 0 };
  for (const t of terms) {
    if (t.m.length !== 1 || t.m[0][1] !== 1) return null;
    coef[t.m[0][0] as Side] = t.c.toNumber();
  }
  return { k: 'linear', coef, latex: src };
}

/**
 * 「在 △ABC 中，B=60°，AC=√3，则 AB+2BC 的最大值为」「a=2 且 (2+b)(sin A−sin B)=(c−b)sin C，则 △ABC 面积的最大值为」
 * 「A=π/3，a=√3，则 b+c 的取值范围是」: every formula and every word read, or null.
 */
export function readExtremeQuestion(text: string): ExtremeQuestion | null {
  if (!/△|\\triangle|三角形/.test(text) || !/最大值|最小值|取值范围/.test(text)) return null;
  if (/钝角|直角|等腰|等边|正三角形|外接圆|内切圆|中线|角平分线|高|向量|证明|如图/.test(text)) return null;
  const plain = text
    .replace(/(?:三角形\s*)?\$\s*(?:\\triangle|△)?\s*[A-Z]\s*[A-Z]\s*[A-Z]\s*\$/g, '三角形')
    .replace(/(?:\\triangle|△)\s*[A-Z]\s*[A-Z]\s*[A-Z]/g, '三角形');
  const named = plain.replace(/\$([^$]*)\$/g, (m) => sidesByLetters(m));
  const fs = formulas(named).map((f) => stripBlank(f.trim()));
  // the blank and the option brackets that end a question are not its words
  const prose = proseWithSlots(named).replace(/\s+|\\?_|[()（）]/g, '');
  const asked = /(?:则|求)(?:三角形的?)?(⟨\d+⟩|面积|周长)的(最大值|最小值|取值范围)(?:为|是|等于)?[.。]?$/.exec(prose);
  if (!asked || (prose.match(/最大值|最小值|取值范围/g) ?? []).length !== 1) return null;
  const acute = /锐角三角形/.test(prose);
  if (prose.replace(FILLER, '') !== '') return null;
  const askSlot = asked[1].startsWith('⟨') ? Number(asked[1].slice(1, -1)) : -1;
  let ask: ExtremeAsk | null =
    asked[1] === '面积' ? { k: 'area' } : asked[1] === '周长' ? { k: 'linear', coef: { a: 1, b: 1, c: 1 }, latex: 'a+b+c' } : null;
  const sides: ExtremeQuestion['side'][] = [];
  let angle: ExtremeQuestion['angle'] = null;
  let relation: ExtremeQuestion['relation'] = null;
  for (const [i, f] of fs.entries()) {
    if (i === askSlot) {
      ask = readAsked(f);
      if (!ask) return null;
      continue;
    }
    // the letters of 「内角 A, B, C 的对边分别为 a, b, c」
    if (/^[abcABC]$/.test(f)) continue;
    const ang = /^([ABC])\s*=\s*(.+)$/.exec(f);
    if (ang) {
      const v = angleValue(ang[2]);
      if (!v || angle || !(v.radians > 0 && v.radians < Math.PI)) return null;
      angle = { X: ang[1] as Angle, ...v, latex: ang[2].trim() };
      continue;
    }
    const side = /^([abc])\s*=\s*(.+)$/.exec(f);
    if (side && constantValue(side[2]) !== null) {
      const v = constantValue(side[2])!;
      if (!(v > 0)) return null;
      sides.push({ s: side[1] as Side, value: v, latex: side[2].trim() });
      continue;
    }
    const eq = /^([^=]+)=([^=]+)$/.exec(f);
    if (!eq || relation) return null;
    try {
      const node = parseExpr(`(${eq[1]})-(${eq[2]})`);
      if ([...freeVars(node)].some((v) => !/^[abcABC]$/.test(v))) return null;
      relation = { node, latex: f };
    } catch {
      return null;
    }
  }
  if (!ask || sides.length !== 1 || (angle === null) === (relation === null)) return null;
  if (angle && angle.X.toLowerCase() !== sides[0].s) return null;
  return { side: sides[0], angle, relation, ask, askWords: asked[1], want: WANT[asked[2]], acute };
}
