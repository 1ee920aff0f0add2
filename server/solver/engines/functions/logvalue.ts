import { toJson } from '../../math/compute/ce';
import { evaluate } from '../../math/compute/evaluate';
import { children, freeVars, type Node } from '../../math/expression/ast';
import { computeEngine, formulas, proseWithSlots } from '../../math/expression/mathjson';
import { parseExprOrNull } from '../../math/expression/parser';
import { Rat } from '../../math/expression/rational';
import type { MathOutcome } from '../../math/expression/types';
import { prepare } from '../../math/index';
import { dm, im, solved } from '../../math/write/format';
import { toLatex } from '../../math/write/latex';
import type { ProblemType } from '../../types';

const isLog = (n: Node) => n.k === 'log' || (n.k === 'fn' && n.name === 'ln');

/** A product or quotient with two logarithms as factors: the change-of-base kind. */
function hasLogProduct(n: Node): boolean {
  if (n.k === 'mul' && n.args.filter(isLog).length >= 2) return true;
  if (n.k === 'div' && isLog(n.num) && isLog(n.den)) return true;
  return children(n).some(hasLogProduct);
}

function ceValue(n: Node): number {
  try {
    const b = computeEngine()
      .box(toJson(n) as never)
      .N() as unknown as { re: number; im: number };
    return typeof b.re === 'number' && (b.im === 0 || b.im === undefined) ? b.re : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** The rational with denominator ≤ 24 nearest to v, when v is that rational to 1e-11. */
function recognise(v: number): Rat | null {
  if (!Number.isFinite(v) || Math.abs(v) > 1e6) return null;
  for (let q = 1; q <= 24; q++) {
    const p = Math.round(v * q);
    if (Math.abs(v - p / q) < 1e-11 * Math.max(1, Math.abs(v))) return Rat.of(p, q);
  }
  return null;
}

/** "log_3 5·log_5 9", "log_2 9 / log_2 3 + lg 2 + lg 5": values with the change-of-base formula. */
export function solveLogValue(text: string, problemType: ProblemType): MathOutcome | null {
  const prose = proseWithSlots(text);
  const fs = formulas(text).map((f) => f.replace(/=\s*(?:\(\s*\)|\\_+|_+)?\s*$/, '').trim());
  if (fs.length !== 1 || /[a-z]\s*的|若|已知|设/.test(prose)) return null;
  const n = parseExprOrNull(fs[0]);
  if (!n) return null;
  if (freeVars(n).size || !hasLogProduct(n)) return null;
  const p = prepare(text, problemType);
  const v1 = evaluate(n, {});
  const v2 = ceValue(n);
  const r = recognise(v1);
  if (!r || !Number.isFinite(v2) || Math.abs(v2 - r.toNumber()) > 1e-11 * Math.max(1, Math.abs(v2))) return null;
  const terms = n.k === 'add' ? n.args : [n];
  const steps = [
    '换底公式：$\\log_a b=\\dfrac{\\lg b}{\\lg a}$，所以 $\\log_a b\\cdot\\log_b c=\\log_a c$，$\\dfrac{\\log_c b}{\\log_c a}=\\log_a b$；又 $\\log_a a^k=k$，$\\lg 2+\\lg 5=\\lg 10=1$。',
  ];
  const parts: string[] = [];
  for (const t of terms) {
    const tv = recognise(evaluate(t, {}));
    if (tv && terms.length > 1) parts.push(`${im(`${toLatex(t)}=${tv.toLatex()}`)}`);
    else if (tv) parts.push(`${im(`${toLatex(t)}=${tv.toLatex()}`)}`);
  }
  if (parts.length) steps.push(`逐项计算：${parts.join('，')}。`);
  steps.push(`所以 ${dm(`${toLatex(n)}=${r.toLatex()}`)}`);
  return solved(p, {
    engine: 'functions',
    idea: '对数式求值：用换底公式把不同底的对数化为同底，再用对数的运算性质化简。',
    steps,
    finalAnswer: im(r.toLatex()),
    verificationNote: '已用两种独立的方法计算式子的数值，都等于这个有理数（误差小于 $10^{-11}$）。',
    value: { kind: 'numbers', values: [r.toNumber()] },
  });
}
