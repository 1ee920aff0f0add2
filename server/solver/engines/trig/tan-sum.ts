import { formulas, proseWithSlots, stripBlank } from '../../math/expression/mathjson';
import { Rat } from '../../math/expression/rational';
import type { MathOutcome } from '../../math/expression/types';
import { evalRat, parseRat } from '../../math/numbers/ratexpr';
import { prepare } from '../../math/index';
import { im, refuse, solved } from '../../math/write/format';
import type { ProblemType } from '../../types';

/**
 * The tangent of a sum or difference of two angles (两角和与差的正切公式): of tan α, tan β, tan(α+β), tan(α−β) two are
 * told and one is asked — 「已知 tan(α+β)=3，tan β=1，则 tan α=」 is tan((α+β)−β) = (3−1)/(1+3·1). Exact fractions; the
 * answer is checked by angles taken from the arctangents.
 */

type Which = 'a' | 'b' | 'sum' | 'diff';
const NAMES: Record<Which, string> = { a: '\\tan\\alpha', b: '\\tan\\beta', sum: '\\tan(\\alpha+\\beta)', diff: '\\tan(\\alpha-\\beta)' };
const PROSE = /已知|设|若|且|则|求|的值|值|为|是|等于|[,，.。;；:：\s()（）]|_+|⟨\d+⟩/g;

/** 「\tan (\alpha+\beta)」 and its spellings → which tangent, or null. */
function which(src: string): Which | null {
  const s = src.replace(/\\left|\\right|\s+/g, '');
  if (/^\\tan\\alpha$/.test(s)) return 'a';
  if (/^\\tan\\beta$/.test(s)) return 'b';
  if (/^\\tan\(\\alpha\+\\beta\)$/.test(s)) return 'sum';
  if (/^\\tan\(\\alpha-\\beta\)$/.test(s)) return 'diff';
  return null;
}

const add = (x: Rat, y: Rat): Rat | null => {
  const d = Rat.ONE.sub(x.mul(y));
  return d.isZero() ? null : x.add(y).div(d);
};
const sub = (x: Rat, y: Rat): Rat | null => {
  const d = Rat.ONE.add(x.mul(y));
  return d.isZero() ? null : x.sub(y).div(d);
};

export function solveTanSum(text: string, problemType: ProblemType): MathOutcome | null {
  if (!/\\alpha/.test(text) || !/\\beta/.test(text) || /\\(?:sin|cos)|sin|cos/.test(text)) return null;
  const prose = proseWithSlots(text);
  if (prose.replace(PROSE, '').trim()) return null;
  const fs = formulas(text).map((f) => stripBlank(f.trim()));
  const told = new Map<Which, { v: Rat; tex: string }>();
  let asked: Which | null = null;
  for (const f of fs) {
    const eq = /^(.+?)=(.*)$/.exec(f);
    const w = which(eq ? eq[1] : f);
    if (!w) return null;
    const rhs = eq?.[2].trim() ?? '';
    if (!rhs) {
      if (asked) return null;
      asked = w;
      continue;
    }
    const n = parseRat(rhs);
    const v = n && evalRat(n, () => null);
    if (!v || told.has(w)) return null;
    told.set(w, { v, tex: f });
  }
  if (!asked || told.size !== 2 || told.has(asked)) return null;
  const p = prepare(text, problemType);
  const get = (w: Which) => told.get(w)?.v ?? null;
  // tan α and tan β first, from whichever two are told
  let ta = get('a');
  let tb = get('b');
  const S = get('sum');
  const D = get('diff');
  const steps: string[] = [];
  if (ta === null && tb !== null) ta = S ? sub(S, tb) : D ? add(D, tb) : null;
  else if (tb === null && ta !== null) tb = S ? sub(S, ta) : D ? sub(ta, D) : null;
  else if (ta === null && tb === null && S && D) return null; // tan 2α from S and D is another question
  if (ta === null || tb === null) return refuse(p, '由所给条件求正切时分母为 0（角不存在），请核对题目。');
  const value = asked === 'a' ? ta : asked === 'b' ? tb : asked === 'sum' ? add(ta, tb) : sub(ta, tb);
  if (!value) return refuse(p, '所求角的正切不存在（分母为 0）。');
  // check: angles from the arctangents satisfy every told tangent and give the answer
  const [x, y] = [Math.atan(ta.toNumber()), Math.atan(tb.toNumber())];
  const real: Record<Which, number> = { a: Math.tan(x), b: Math.tan(y), sum: Math.tan(x + y), diff: Math.tan(x - y) };
  for (const [w, { v }] of told) if (Math.abs(real[w] - v.toNumber()) > 1e-9 * Math.max(1, Math.abs(v.toNumber()))) return null;
  if (Math.abs(real[asked] - value.toNumber()) > 1e-9 * Math.max(1, Math.abs(value.toNumber()))) return null;
  const given = [...told.values()].map((t) => im(t.tex)).join('，');
  if (!get('a') && asked !== 'a') steps.push(`先求 ${im(`\\tan\\alpha=${ta.toLatex()}`)}。`);
  if (!get('b') && asked !== 'b') steps.push(`先求 ${im(`\\tan\\beta=${tb.toLatex()}`)}。`);
  const how =
    asked === 'a' && S
      ? `\\tan\\alpha=\\tan[(\\alpha+\\beta)-\\beta]=\\frac{\\tan(\\alpha+\\beta)-\\tan\\beta}{1+\\tan(\\alpha+\\beta)\\tan\\beta}`
      : asked === 'a' && D
        ? `\\tan\\alpha=\\tan[(\\alpha-\\beta)+\\beta]=\\frac{\\tan(\\alpha-\\beta)+\\tan\\beta}{1-\\tan(\\alpha-\\beta)\\tan\\beta}`
        : asked === 'b' && S
          ? `\\tan\\beta=\\tan[(\\alpha+\\beta)-\\alpha]=\\frac{\\tan(\\alpha+\\beta)-\\tan\\alpha}{1+\\tan(\\alpha+\\beta)\\tan\\alpha}`
          : asked === 'b' && D
            ? `\\tan\\beta=\\tan[\\alpha-(\\alpha-\\beta)]=\\frac{\\tan\\alpha-\\tan(\\alpha-\\beta)}{1+\\tan\\alpha\\tan(\\alpha-\\beta)}`
            : asked === 'sum'
              ? `\\tan(\\alpha+\\beta)=\\frac{\\tan\\alpha+\\tan\\beta}{1-\\tan\\alpha\\tan\\beta}`
              : `\\tan(\\alpha-\\beta)=\\frac{\\tan\\alpha-\\tan\\beta}{1+\\tan\\alpha\\tan\\beta}`;
  steps.unshift(`由 ${given} 和两角和与差的正切公式：${im(how)}。`);
  steps.push(`代入得 ${im(`${NAMES[asked]}=${value.toLatex()}`)}。`);
  return solved(p, {
    engine: 'trig:tan-sum',
    idea: '用两角和与差的正切公式，把所求角写成已知角的和或差（如 α=(α+β)−β）。',
    steps,
    finalAnswer: im(`${NAMES[asked]}=${value.toLatex()}`),
    verificationNote: '由反正切取出满足条件的角，数值重算每个已知正切和所求正切，结果一致。',
    value: { kind: 'numbers', values: [value.toNumber()] },
  });
}
