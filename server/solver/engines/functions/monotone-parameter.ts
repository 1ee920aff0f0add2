import { checkDerivative, derivative } from '../../math/compute/calculus';
import { evaluate } from '../../math/compute/evaluate';
import { freeVars, type Node } from '../../math/expression/ast';
import { formulas, proseWithSlots, stripBlank } from '../../math/expression/mathjson';
import { parseExpr, parseExprOrNull } from '../../math/expression/parser';
import type { MathOutcome } from '../../math/expression/types';
import { prepare } from '../../math/index';
import { im, refuse } from '../../math/write/format';
import { toLatex } from '../../math/write/latex';
import type { ProblemType } from '../../types';
import { solveParameterSeparation } from './param-separation';

/**
 * 「若函数 f(x)=kx−ln x 在区间 (1,+∞) 上单调递增，则 k 的取值范围是」 (人教A版 选择性必修二 5.3.1): f is increasing
 * on D exactly when f′(x) ≥ 0 on D and f′ is 0 on no whole sub-interval. The question is handed to the separation
 * reader as 「对任意 x∈D，f′(x) ≥ 0 恒成立」 (≤ 0 for decreasing), and at every end of the range it answers, f′ must
 * not vanish on a stretch of D (f(x)=(a+1)x makes a=−1 a constant function, not an increasing one): else refuse.
 */
const ASK =
  /^(?:已知|若|设)?\s*(?:函数\s*)?⟨0⟩\s*(?:[,，]\s*(?:若|且)?\s*(?:函数\s*)?(?:⟨\d⟩\s*)?)?在\s*(?:区间\s*)?⟨(\d)⟩\s*(?:内|上)\s*(?:是|为)?\s*(单调递增|单调递减|单调增|单调减|递增|递减|增函数|减函数)(?:的)?\s*(?:函数)?\s*[,，]\s*则\s*(?:实数\s*)?⟨(\d)⟩\s*的\s*取值范围\s*(?:是|为)?\s*[.。]?$/;

export function solveMonotoneParameter(text: string, problemType: ProblemType): MathOutcome | null {
  if (!/单调|增函数|减函数/.test(text) || !/取值范围/.test(text)) return null;
  // 「在 R 上」 (the cleaner writes the real line as a word) is the interval (−∞,+∞)
  const fs = formulas(text.replace(/在\s*R\s*上/, '在 $(-\\infty,+\\infty)$ 上')).map((f) => stripBlank(f.trim()));
  const prose = proseWithSlots(text.replace(/在\s*R\s*上/, '在 $(-\\infty,+\\infty)$ 上')).replace(/\s*(?:\(\s*\)|（\s*）)\s*[.。]?$/, '');
  const m = ASK.exec(prose);
  if (!m || fs.length !== 3) return null;
  const def = /^([fgh])\s*\(\s*x\s*\)\s*=\s*(.+)$/s.exec(fs[0]!);
  const interval = fs[Number(m[1])]!;
  const letter = fs[Number(m[3])]!;
  if (!def || !/^[abkmt]$/.test(letter)) return null;
  if (!/^[[(]\s*[^,]+,[^,]+[\])]$/.test(interval.replace(/\\left|\\right/g, '').trim())) return null;
  const f = parseExprOrNull(def[2]!);
  if (!f) return null;
  const vars = freeVars(f);
  if (vars.size !== 2 || !vars.has('x') || !vars.has(letter)) return null;
  const df = derivative(f, 'x');
  // the derivative taken symbolically is checked numerically for two values of the letter
  for (const av of [0.7, -1.3]) {
    const fa = parseExpr(def[2]!.replace(new RegExp(`(?<![a-z\\\\])${letter}(?![a-z])`, 'g'), `(${av})`));
    const dfa = parseExpr(toLatex(df).replace(new RegExp(`(?<![a-z\\\\])${letter}(?![a-z])`, 'g'), `(${av})`));
    if (!checkDerivative(fa, dfa, 'x', [1.05, 3])) return null;
  }
  const up = /增/.test(m[2]!);
  const rel = up ? '\\geq' : '\\leq';
  const dLatex = toLatex(df);
  const asked = `对任意 $x \\in ${interval}$，$${dLatex} ${rel} 0$ 恒成立，则 $${letter}$ 的取值范围是 ____`;
  const r = solveParameterSeparation(asked, problemType);
  const p = prepare(text, problemType);
  if (!r?.outcome.ok || r.value?.kind !== 'interval') return r && !r.outcome.ok ? refuse(p, r.outcome.reason) : null;
  // f′ ≡ 0 on a stretch of D at an end of the range: that value gives no strictly monotone function
  const dom = r.value.intervals;
  const [lo, hi] = domainOf(interval);
  if (lo === null || hi === null) return null;
  for (const i of dom)
    for (const end of [i.lo, i.hi]) {
      if (!Number.isFinite(end)) continue;
      if (flatSomewhere(df, letter, end, lo, hi))
        return refuse(
          p,
          `当 ${im(`${letter}=${Number(end.toPrecision(6))}`)} 时导数在一段区间上恒为 0，函数不单调，端点取舍需另行讨论，为避免给出错误答案，暂不作答。`,
        );
    }
  // f itself must have a value all over D for every answered value (x²−a·ln x has none at 0 of [0,1])
  const closed = interval.replace(/\\left|\\right/g, '').trim();
  const ends = { lo, hi, loClosed: closed.startsWith('['), hiClosed: closed.endsWith(']') };
  if (dom.some((i) => samplesOf(i).some((a) => !definedOn(f, letter, a, ends))))
    return refuse(p, `函数在 ${im(interval)} 上并非处处有定义，区间上的单调性无从谈起，为避免给出错误答案，暂不作答。`);
  const idea = `函数在区间上单调递${up ? '增' : '减'}（导数只在个别点为 0），等价于 ${im(`${def[1]}'(x)=${dLatex}${up ? '\\geq' : '\\leq'}0`)} 在 ${im(interval)} 上恒成立。`;
  const outcome = r.outcome;
  if (!outcome.ok) return null;
  const markdown = outcome.markdown.replace(/^\*\*解题思路\*\*\s*/, `**解题思路** ${idea}`);
  return { outcome: { ...outcome, markdown }, value: r.value };
}

function domainOf(src: string): [number | null, number | null] {
  const m = /^[[(]\s*([^,]+?)\s*,\s*([^,]+?)\s*[\])]$/.exec(src.replace(/\\left|\\right/g, '').trim());
  if (!m) return [null, null];
  const end = (s: string): number | null => {
    if (/^\+?\\infty$/.test(s.trim())) return Number.POSITIVE_INFINITY;
    if (/^-\\infty$/.test(s.trim())) return Number.NEGATIVE_INFINITY;
    try {
      const v = evaluate(parseExpr(s));
      return Number.isFinite(v) ? v : null;
    } catch {
      return null;
    }
  };
  return [end(m[1]!), end(m[2]!)];
}

/** Whether f′ with the letter at value a is 0 at three neighbouring samples of (lo, hi). */
function flatSomewhere(df: Node, letter: string, a: number, lo: number, hi: number): boolean {
  const from = Number.isFinite(lo) ? lo : Math.min(hi, 0) - 50;
  const to = Number.isFinite(hi) ? hi : Math.max(lo, 0) + 50;
  let run = 0;
  for (let k = 1; k < 400; k++) {
    const x = from + ((to - from) * k) / 400;
    const v = evaluate(df, { x, [letter]: a });
    run = Number.isFinite(v) && Math.abs(v) < 1e-9 ? run + 1 : 0;
    if (run >= 3) return true;
  }
  return false;
}

/** Values of the letter to try in an answered interval: its ends when they belong to it, and points inside. */
function samplesOf(i: { lo: number; hi: number; loClosed: boolean; hiClosed: boolean }): number[] {
  const out: number[] = [];
  if (Number.isFinite(i.lo) && i.loClosed) out.push(i.lo);
  if (Number.isFinite(i.hi) && i.hiClosed) out.push(i.hi);
  const lo = Number.isFinite(i.lo) ? i.lo : Math.min(i.hi, 0) - 100;
  const hi = Number.isFinite(i.hi) ? i.hi : Math.max(i.lo, 0) + 100;
  for (const t of [0.001, 0.01, 0.25, 0.5, 0.75, 0.99, 0.999]) out.push(lo + (hi - lo) * t);
  return out;
}

/** Whether f with the letter at a has a finite value at the closed ends of D and at many points inside it. */
function definedOn(f: Node, letter: string, a: number, d: { lo: number; hi: number; loClosed: boolean; hiClosed: boolean }): boolean {
  const from = Number.isFinite(d.lo) ? d.lo : Math.min(d.hi, 0) - 50;
  const to = Number.isFinite(d.hi) ? d.hi : Math.max(d.lo, 0) + 50;
  const xs: number[] = [];
  if (d.loClosed) xs.push(d.lo);
  if (d.hiClosed) xs.push(d.hi);
  for (let k = 1; k < 400; k++) xs.push(from + ((to - from) * k) / 400);
  return xs.every((x) => Number.isFinite(evaluate(f, { x, [letter]: a })));
}
