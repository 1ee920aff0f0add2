import { derivative } from '../../math/compute/calculus';
import type { Node } from '../../math/expression/ast';
import { proseWithSlots } from '../../math/expression/mathjson';
import type { Interval, MathOutcome } from '../../math/expression/types';
import { askedDirection } from '../../math/families/monotonic';
import { prepare } from '../../math/index';
import { dm, im, refuse, solved } from '../../math/write/format';
import { toLatex } from '../../math/write/latex';
import type { ProblemType } from '../../types';
import { endTex, monotoneRuns } from './elementary-runs';
import { isMonotoneScanKind } from './exp-log-in-x';
import { readFunctionDefinition } from './function-definition';

/**
 * Monotone intervals of a function with eˣ or ln x (选择性必修二 5.3.1): 「函数 f(x)=x−ln x 的单调递减区间为」, or with
 * a root or aˣ (必修一: $y=\sqrt{x+1}$, $y=2^{-x}$; an end where f is defined, √x at 0, closes its interval). The
 * domain and the zeros of f' where it changes sign are found on a scan and must be exact numbers (p/q, eᵏ·p/q,
 * ln(p/q)); the domain must reach as far as the scan shows it (checked far out), f' keeps its sign far out, and f
 * is sampled to rise (fall) on every interval given. Polynomials and fractions belong to the monotonicity family.
 */

const PROSE = /已知|设|求|函数|的|单调|递增|递减|增|减|区间|为|是|则|[,，.。;；:：\s()（）]|_+|⟨\d+⟩/g;

export function solveElementaryMonotone(text: string, problemType: ProblemType): MathOutcome | null {
  const prose = proseWithSlots(text);
  if (!/单调/.test(prose) || prose.replace(PROSE, '').trim()) return null;
  const asked = askedDirection(prose);
  const definition = readFunctionDefinition(text, { letters: 'fgh', bareName: true, interval: false });
  if (!definition) return null;
  const { f, name } = definition;
  if (!isMonotoneScanKind(f)) return null;
  const p = prepare(text, problemType);
  let fp: Node;
  try {
    fp = derivative(f, 'x');
  } catch {
    return null;
  }
  const F = f;
  const FP = fp;
  const found = monotoneRuns(F, FP, true);
  if (!found) return null;
  if ('refuse' in found) return refuse(p, found.refuse);
  const { pieces, runs } = found;
  const inc: Interval[] = [];
  const dec: Interval[] = [];
  const shown: { inc: string[]; dec: string[] } = { inc: [], dec: [] };
  for (const run of runs) {
    const iv: Interval = { lo: run.a.x, hi: run.b.x, loClosed: !!run.a.closed, hiClosed: !!run.b.closed };
    const written = `${run.a.closed ? '[' : '('}${endTex(run.a.node, -1)}, ${endTex(run.b.node, 1)}${run.b.closed ? ']' : ')'}`;
    (run.up ? inc : dec).push(iv);
    (run.up ? shown.inc : shown.dec).push(`$${written}$`);
  }
  const list = (xs: string[]) => (xs.length ? xs.join('，') : '无');
  const dname = name === 'y' ? "y'" : `${name}'(x)`;
  return solved(p, {
    engine: 'monotonicity',
    idea: '先求定义域和导数，由导数的符号确定单调区间（单调区间写在定义域之内，不同的区间之间不用并集）。',
    steps: [
      `定义域：${pieces.map((pc) => im(`${pc.loClosed ? '[' : '('}${endTex(pc.loNode, -1)}, ${endTex(pc.hiNode, 1)}${pc.hiClosed ? ']' : ')'}`)).join('，')}。`,
      `求导：${dm(`${dname}=${toLatex(FP)}`)}`,
      `${im(`${dname}>0`)} 的区间：${list(shown.inc)}；${im(`${dname}<0`)} 的区间：${list(shown.dec)}。`,
    ],
    finalAnswer:
      asked === 'increasing'
        ? `单调递增区间：${list(shown.inc)}`
        : asked === 'decreasing'
          ? `单调递减区间：${list(shown.dec)}`
          : `单调递增区间：${list(shown.inc)}；单调递减区间：${list(shown.dec)}`,
    verificationNote:
      '导数已用差商核对；导数的零点代回为 0；每个区间内导数同号，并取点确认函数确实递增或递减；定义域和导数的符号已在远处核对。',
    value: { kind: 'monotonic', increasing: inc, decreasing: dec, asked },
  });
}
