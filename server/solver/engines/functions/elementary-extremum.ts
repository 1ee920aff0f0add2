import { checkDerivative, derivative } from '../../math/compute/calculus';
import { ceEvaluate, toJson } from '../../math/compute/ce';
import { evaluate } from '../../math/compute/evaluate';
import { contains, E, fn, freeVars, mul, type Node, num, pow, substitute } from '../../math/expression/ast';
import { proseWithSlots } from '../../math/expression/mathjson';
import { Rat } from '../../math/expression/rational';
import type { MathOutcome } from '../../math/expression/types';
import { prepare } from '../../math/index';
import { Surd } from '../../math/numbers/surd';
import { expProductDerivativeTex } from '../../math/write/exp-product-derivative';
import { dm, im, refuse, solved } from '../../math/write/format';
import { toLatex as plainLatex } from '../../math/write/latex';
import type { ProblemType } from '../../types';
import { isExpOrLogInX } from './exp-log-in-x';
import { readFunctionDefinition } from './function-definition';

/**
 * Extrema of a function with eˣ or ln x (人教A版 选择性必修二 5.3 导数在研究函数中的应用): "函数 f(x)=x·eˣ 的极小值为",
 * "f(x)=x−ln x 的最小值", "f(x)=eˣ−2x 在 [0,2] 上的最大值". f' comes from the compute engine and is checked by
 * difference quotients; its zeros are found on a scan of the domain and must be exact numbers (p/q, p/q·eᵏ,
 * ln(p/q)); each is an extremum only where f' changes sign; the value is computed exactly by the compute
 * engine and compared with the float value. A minimum (maximum) over the whole domain is answered only when
 * the domain is one interval with a single critical point of that kind (f decreases, then increases).
 */

/** \\frac{-1}{e} as a student writes it: -\\frac{1}{e}. */
const toLatex = (n: Node) => plainLatex(n).replace(/\\frac\{-([^{}]+)\}\{/g, '-\\frac{$1}{');

const PROSE = /已知|设|求|函数|的|极小值|极大值|极值|最小值|最大值|在|区间|上|为|是|等于|则|[,，.。;；:：\s()（）]|_+|⟨\d+⟩/g;
const LO = -40;
const HI = 40;

export function recogniseAt(v: number): Node | null {
  if (!Number.isFinite(v) || Math.abs(v) > 1e4) return null;
  const rat = (x: number, tol: number): Rat | null => {
    for (let q = 1; q <= 100; q++) {
      const p = Math.round(x * q);
      if (Math.abs(x - p / q) < tol * Math.max(1, Math.abs(x))) return Rat.of(p, q);
    }
    return null;
  };
  const r = rat(v, 1e-9);
  if (r) return num(r);
  for (const k of [1, -1, 2, -2, 3, -3]) {
    const c = rat(v / Math.E ** k, 1e-9);
    if (c && !c.isZero()) return c.isOne() ? pow(E, num(k)) : mul(num(c), pow(E, num(k)));
  }
  const sq = rat(v * v, 1e-9);
  if (sq && sq.sign() > 0) return Surd.make(Rat.ZERO, Rat.of(v > 0 ? 1n : -1n, sq.d), sq.n * sq.d).toNode();
  const ex = Math.exp(v);
  const inner = rat(ex, 1e-9);
  if (inner && inner.sign() > 0 && !inner.isOne()) return fn('ln', num(inner));
  return null;
}

/** Sign changes of g on [lo, hi], bisected; poles (a jump without a zero) dropped. */
export function signChanges(g: (x: number) => number, lo: number, hi: number): number[] | null {
  const N = 16000;
  const out: number[] = [];
  let px = lo;
  let py = g(lo);
  for (let i = 1; i <= N; i++) {
    const x = lo + ((hi - lo) * i) / N;
    const y = g(x);
    if (Number.isFinite(y) && Number.isFinite(py) && py !== 0 && y !== 0 && Math.sign(y) !== Math.sign(py)) {
      let a = px;
      let b = x;
      for (let k = 0; k < 90; k++) {
        const m = (a + b) / 2;
        if (Math.sign(g(m)) === Math.sign(g(a))) a = m;
        else b = m;
      }
      const m = (a + b) / 2;
      if (Math.abs(g(m)) < 1e-6) out.push(m);
    } else if (y === 0 && Number.isFinite(py)) out.push(x);
    px = x;
    py = y;
  }
  return out.length > 12 ? null : out;
}

export function exactValue(f: Node, at: Node): Node | null {
  try {
    const out = ceEvaluate(toJson(substitute(f, 'x', at)));
    const a = evaluate(out, {});
    const b = evaluate(f, { x: evaluate(at, {}) });
    return freeVars(out).size === 0 && Number.isFinite(a) && Math.abs(a - b) < 1e-9 * Math.max(1, Math.abs(b)) ? out : null;
  } catch {
    return null;
  }
}

export function solveElementaryExtremum(text: string, problemType: ProblemType): MathOutcome | null {
  const prose = proseWithSlots(text);
  if (prose.replace(PROSE, '').trim()) return null;
  const asksMin = /极小值/.test(prose);
  const asksMax = /极大值/.test(prose);
  const asksExt = /极值/.test(prose);
  const asksLo = /最小值/.test(prose);
  const asksHi = /最大值/.test(prose);
  const asked = [asksMin || asksMax || asksExt, asksLo || asksHi].filter(Boolean).length;
  if (asked !== 1) return null;
  const definition = readFunctionDefinition(text, { letters: 'fgh', bareName: true, interval: true });
  if (!definition) return null;
  const { f, name, interval: iv } = definition;
  const transcendental = isExpOrLogInX(f);
  const periodic = contains(f, (n) => n.k === 'fn' && ['sin', 'cos', 'tan', 'cot', 'sec', 'csc'].includes(n.name));
  if (!transcendental || periodic) return null;
  if ((asksLo || asksHi) && !iv && asksLo === asksHi) return null;
  if ((asksMin || asksMax || asksExt) && iv) return null;
  const p = prepare(text, problemType);
  let fp: Node;
  try {
    fp = derivative(f, 'x');
  } catch {
    return null;
  }
  if (!checkDerivative(f, fp, 'x', [0.3, 2.7])) return refuse(p, '算出的结果没有通过验算，为避免给出错误答案，暂不作答。');
  const F = f;
  const FP = fp;
  const fx = (x: number) => evaluate(F, { x });
  const dfx = (x: number) => evaluate(FP, { x });
  const [lo, hi] = iv ? [evaluate(iv[0], {}), evaluate(iv[1], {})] : [LO, HI];
  if (!(lo < hi)) return null;
  // the domain on the scan: one interval, or the question is not this kind
  const N = 4000;
  let firstIn = -1;
  let lastIn = -1;
  let gaps = 0;
  for (let i = 0; i <= N; i++) {
    const y = fx(lo + ((hi - lo) * i) / N);
    if (Number.isFinite(y)) {
      if (firstIn < 0) firstIn = i;
      else if (lastIn !== i - 1) gaps++;
      lastIn = i;
    }
  }
  // a domain in pieces (eˣ/x is defined for x ≠ 0) still has its local extrema; a least or greatest value needs one piece
  const localAsk = asksMin || asksMax || asksExt;
  if (firstIn < 0 || (gaps > 0 && !localAsk)) return null;
  if (iv && (firstIn !== 0 || lastIn !== N)) return refuse(p, '函数在所给区间上不是处处有定义，为避免给出错误答案，暂不作答。');
  // f' only where f itself is defined (1/x − 2x changes sign at −√2/2, outside the domain of ln x − x²)
  const crit = signChanges((t) => (Number.isFinite(fx(t)) ? dfx(t) : Number.NaN), lo, hi);
  if (!crit) return null;
  type Crit = { at: Node; x: number; kind: 'max' | 'min'; value: Node };
  const crits: Crit[] = [];
  for (const x0 of crit) {
    const at = recogniseAt(x0);
    if (!at) return refuse(p, '导数的零点不是能精确写出的数，为避免给出错误答案，暂不作答。');
    const xe = evaluate(at, {});
    if (Math.abs(dfx(xe)) > 1e-9 * Math.max(1, Math.abs(dfx(xe + 0.01))))
      return refuse(p, '算出的结果没有通过验算，为避免给出错误答案，暂不作答。');
    const h = 1e-4 * Math.max(1, Math.abs(xe));
    const left = Math.sign(dfx(xe - h));
    const right = Math.sign(dfx(xe + h));
    if (left === right || !left || !right) continue;
    const value = exactValue(F, at);
    if (!value) return refuse(p, '极值不能精确写出，为避免给出错误答案，暂不作答。');
    crits.push({ at, x: xe, kind: left > 0 ? 'max' : 'min', value });
  }
  const x = 'x';
  const call = (at: Node) => `${name === 'y' ? 'f' : name}\\left(${toLatex(at)}\\right)`;
  const steps: string[] = [`求导：${dm(`${name === 'y' ? "y'" : `${name}'(x)`}=${expProductDerivativeTex(F) ?? toLatex(FP)}`)}`];
  if (!crits.length) steps.push(`${im(`${name}'(x)`)} 在定义域内不变号，函数单调。`);
  else {
    const parts = crits.map(
      (c) =>
        `在 ${im(`${x}=${toLatex(c.at)}`)} 左侧 ${im(`${name === 'y' ? "y'" : `${name}'(x)`}${c.kind === 'max' ? '>' : '<'}0`)}、右侧 ${im(`${name === 'y' ? "y'" : `${name}'(x)`}${c.kind === 'max' ? '<' : '>'}0`)}，函数先${c.kind === 'max' ? '增后减' : '减后增'}，取得${c.kind === 'max' ? '极大值' : '极小值'} ${im(`${call(c.at)}=${toLatex(c.value)}`)}`,
    );
    steps.push(`令导数为 0，并看导数在零点两侧的符号：${parts.join('；')}。`);
  }
  let finalAnswer: string;
  let values: number[];
  if (!iv) {
    if (asksLo || asksHi) {
      const want = asksLo ? 'min' : 'max';
      if (crits.length !== 1 || crits[0].kind !== want) return null;
      // one critical point on one interval: f decreases then increases (or the reverse), so it is the extreme value
      const c = crits[0];
      for (let i = 0; i <= N; i++) {
        const y = fx(lo + ((hi - lo) * i) / N);
        if (Number.isFinite(y) && (want === 'min' ? y < evaluate(c.value, {}) - 1e-9 : y > evaluate(c.value, {}) + 1e-9))
          return refuse(p, '算出的结果没有通过验算，为避免给出错误答案，暂不作答。');
      }
      steps.push(
        `函数在定义域内只有这一个${want === 'min' ? '极小值点，先减后增' : '极大值点，先增后减'}，所以它就是${want === 'min' ? '最小值' : '最大值'}。`,
      );
      finalAnswer = `${want === 'min' ? '最小值' : '最大值'} ${im(`${call(c.at)}=${toLatex(c.value)}`)}`;
      values = [evaluate(c.value, {})];
    } else {
      const only = asksExt ? null : asksMin && !asksMax ? 'min' : asksMax && !asksMin ? 'max' : null;
      const shown = crits.filter((c) => !only || c.kind === only);
      if (!shown.length) return null;
      finalAnswer = shown.map((c) => `${c.kind === 'max' ? '极大值' : '极小值'} ${im(`${call(c.at)}=${toLatex(c.value)}`)}`).join('，');
      values = shown.map((c) => evaluate(c.value, {}));
    }
  } else {
    const ends = [iv[0], iv[1]].map((at) => ({ at, value: exactValue(F, at) }));
    if (ends.some((e) => !e.value)) return refuse(p, '端点处的函数值不能精确写出，为避免给出错误答案，暂不作答。');
    const cands = [...ends.map((e) => ({ at: e.at, value: e.value as Node })), ...crits.map((c) => ({ at: c.at, value: c.value }))];
    const val = (c: { value: Node }) => evaluate(c.value, {});
    const best = cands.reduce((m, c) => ((asksLo ? val(c) < val(m) : val(c) > val(m)) ? c : m));
    if (cands.some((c) => c !== best && Math.abs(val(c) - val(best)) < 1e-12)) return null;
    // every sampled value on the interval respects the extreme value found
    for (let i = 0; i <= N; i++) {
      const y = fx(lo + ((hi - lo) * i) / N);
      if (asksLo ? y < val(best) - 1e-9 : y > val(best) + 1e-9) return refuse(p, '算出的结果没有通过验算，为避免给出错误答案，暂不作答。');
    }
    steps.push(`比较端点和区间内极值点的函数值：${cands.map((c) => im(`${call(c.at)}=${toLatex(c.value)}`)).join('，')}。`);
    finalAnswer = `${asksLo ? '最小值' : '最大值'} ${im(`${call(best.at)}=${toLatex(best.value)}`)}`;
    values = [val(best)];
  }
  return solved(p, {
    engine: 'extremum',
    idea: '先求导数，由导数的零点和它两侧的符号确定单调性，再得到极值（最值）。',
    steps,
    finalAnswer,
    verificationNote: '导数已用差商核对；导数的零点代回为 0，两侧符号已检验；函数值已用两种方法计算一致，并与定义域上各点的函数值比较过。',
    value: { kind: 'numbers', values },
  });
}
