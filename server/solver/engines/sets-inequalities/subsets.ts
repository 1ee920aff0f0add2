import { formulas, proseWithSlots } from '../../math/expression/mathjson';
import type { MathOutcome } from '../../math/expression/types';
import { prepare } from '../../math/index';
import { im, solved } from '../../math/write/format';
import type { ProblemType } from '../../types';

/**
 * How many subsets a finite set listed element by element has (人教A版 必修一 1.2): 2ⁿ subsets, 2ⁿ − 1 proper
 * (真子集) or non-empty (非空子集) ones, 2ⁿ − 2 non-empty proper ones. The elements must be distinct as written;
 * the count is checked by listing every subset.
 */
const ASK =
  /^(?:已知)?(?:集合)?\s*⟨0⟩\s*(?:的|,则(?:集合)?\s*(?:([A-Z])\s*)?的)\s*(非空)?(真)?子集(?:的)?(?:个数|共?有\s*(?:多少|几)?\s*个?)\s*(?:为|是|有|等于)?\s*(?:多少)?(?:个)?\s*[.。]?$/;

/** A set written by a condition (「{x∈Z | x²<4}」) read as its finite list of elements, with the steps that found it. */
export type FiniteReader = (set: string) => { elements: string[]; steps: string[] } | null;

export function subsetCount(raw: string, problemType: ProblemType, readFinite?: FiniteReader): MathOutcome | null {
  if (!/子集/.test(raw)) return null;
  // 「则 $A$ 的真子集」: the set's name alone is a word, not a second formula.
  const text = raw.replace(/\$\s*([A-Z])\s*\$/g, ' $1 ');
  const fs = formulas(text);
  if (fs.length !== 1) return null;
  const prose = proseWithSlots(text)
    .replace(/_{2,}|\(\s*\)|（\s*）/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const m = ASK.exec(prose);
  if (!m) return null;
  const body = /^\s*(?:[A-Z]\s*=\s*)?\\\{(.*)\\\}\s*$/s.exec(fs[0]!);
  if (!body) return null;
  let elements = body[1]!.split(/[,，]/).map((s) => s.replace(/\s+/g, ''));
  let found: string[] = [];
  if (/[|∣]|\\mid/.test(body[1]!)) {
    const listed = readFinite?.(`S=\\{${body[1]}\\}`);
    if (!listed) return null;
    ({ elements, steps: found } = listed);
  }
  // An ellipsis or a repeated element is not a plain list.
  if (!elements.length || elements.some((e) => !e || /[|∣:]|\\mid|\\cdots|\\ldots|…/.test(e)) || new Set(elements).size !== elements.length)
    return null;
  const n = elements.length;
  if (n > 12) return null;
  // groups: the set named again, 非空, 真
  const named = /^\s*([A-Z])\s*=/.exec(fs[0]!)?.[1];
  if (m[1] && m[1] !== named) return null;
  const nonEmpty = Boolean(m[2]);
  const proper = Boolean(m[3]);
  let listed = 0;
  for (let mask = 0; mask < 1 << n; mask++) {
    if (nonEmpty && mask === 0) continue;
    if (proper && mask === (1 << n) - 1) continue;
    listed++;
  }
  const all = 2 ** n;
  const byFormula = all - (nonEmpty ? 1 : 0) - (proper ? 1 : 0);
  if (listed !== byFormula) return null;
  const what = `${nonEmpty ? '非空' : ''}${proper ? '真' : ''}子集`;
  const minus = [nonEmpty ? '空集' : '', proper ? '集合本身' : ''].filter(Boolean).join('和');
  return solved(prepare(text, problemType), {
    engine: 'sets:subsets',
    idea: `含 n 个元素的集合有 ${im('2^n')} 个子集（每个元素选或不选）${minus ? `，去掉${minus}` : ''}。`,
    steps: [
      ...found,
      `集合有 ${n} 个元素：${im(elements.join(',\\ '))}。`,
      `子集共 ${im(`2^{${n}}=${all}`)} 个${minus ? `，去掉${minus}，${what}共 ${im(`${all}${nonEmpty ? '-1' : ''}${proper ? '-1' : ''}=${byFormula}`)} 个` : ''}。`,
    ],
    finalAnswer: im(String(byFormula)),
    verificationNote: `逐一列出全部 ${all} 个子集重新计数，${what}恰有 ${listed} 个。`,
    value: { kind: 'numbers', values: [byFormula] },
  });
}
