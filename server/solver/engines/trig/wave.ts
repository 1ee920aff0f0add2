import { formulas, head, type MJ, proseWithSlots, readLatex, symbols, unwrap } from '../../math/expression/mathjson';
import { Rat } from '../../math/expression/rational';
import type { AnswerValue, MathOutcome } from '../../math/expression/types';
import { prepare } from '../../math/index';
import { Surd } from '../../math/numbers/surd';
import { dm, im, refuse, solved } from '../../math/write/format';
import { piLatex } from '../../math/write/pi-latex';
import { asksAModifiedQuantity } from '../../read/modified-ask';
import type { ProblemType } from '../../types';
import { evalFloat, readAngle, S, sinCosPi } from './exact';

type Ask = 'period' | 'max' | 'min' | 'amplitude' | 'range' | 'inc' | 'dec' | 'axis';

const ASKS: Array<[RegExp, Ask]> = [
  [/周期/, 'period'],
  [/最大值/, 'max'],
  [/最小值/, 'min'],
  [/振幅/, 'amplitude'],
  [/值域/, 'range'],
  [/(?:单调)?(?:递增|增)区间|单调递增/, 'inc'],
  [/(?:单调)?(?:递减|减)区间|单调递减/, 'dec'],
  [/对称轴/, 'axis'],
];

/** The definition "f(x) = …" or "y = …" of a function of x. */
function definition(j: MJ): { name: string; body: MJ } | null {
  const u = unwrap(j);
  if (head(u) !== 'Equal' || !Array.isArray(u) || u.length !== 3) return null;
  const l = unwrap(u[1]);
  if (l === 'y') return { name: 'y', body: u[2] };
  if (
    Array.isArray(l) &&
    (l[0] === 'InvisibleOperator' || l[0] === 'Multiply') &&
    l.length === 3 &&
    typeof l[1] === 'string' &&
    /^[fgh]$/.test(l[1]) &&
    unwrap(l[2]) === 'x'
  ) {
    return { name: `${l[1]}(x)`, body: u[2] };
  }
  if (Array.isArray(l) && typeof l[0] === 'string' && /^[fgh]$/.test(l[0]) && l.length === 2 && unwrap(l[1]) === 'x')
    return { name: `${l[0]}(x)`, body: u[2] };
  return null;
}

function trigArgs(j: MJ, out: MJ[] = []): MJ[] {
  if (Array.isArray(j)) {
    if (j[0] === 'Sin' || j[0] === 'Cos') out.push(j[1]);
    else if (j[0] === 'Tan' || j[0] === 'Cot') out.push(['Tan', j[1]]);
    else for (const x of j.slice(1)) trigArgs(x, out);
  }
  return out;
}

/** Least squares on the basis; returns coefficients. */
function leastSquaresFit(f: (x: number) => number, basis: Array<(x: number) => number>): number[] | null {
  const n = basis.length;
  const A: number[][] = Array.from({ length: n }, () => new Array(n + 1).fill(0));
  for (let i = 0; i < 60; i++) {
    const x = -3.1 + i * 0.1037;
    const y = f(x);
    if (!Number.isFinite(y)) return null;
    const b = basis.map((g) => g(x));
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) A[r][c] += b[r] * b[c];
      A[r][n] += b[r] * y;
    }
  }
  for (let c = 0; c < n; c++) {
    let piv = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(A[r][c]) > Math.abs(A[piv][c])) piv = r;
    if (Math.abs(A[piv][c]) < 1e-12) return null;
    [A[c], A[piv]] = [A[piv], A[c]];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const m = A[r][c] / A[c][c];
      for (let k = c; k <= n; k++) A[r][k] -= m * A[c][k];
    }
  }
  return A.map((row, i) => row[n] / A[i][i]);
}

/** x as (n/d)·√r with small d and r, or null. */
export function recognize(x: number): Surd | null {
  if (Math.abs(x) < 1e-10) return S.int(0);
  for (const r of [1, 2, 3, 5, 6, 7]) {
    const y = x / Math.sqrt(r);
    for (let d = 1; d <= 12; d++) {
      const n = Math.round(y * d);
      if (n !== 0 && Math.abs(y * d - n) < 1e-8 && Math.abs(n) < 10000)
        return r === 1 ? S.rat(Rat.of(n, d)) : new Surd(Rat.ZERO, Rat.of(n, d), BigInt(r));
    }
  }
  return null;
}

/** The standard angle θ (as a multiple of π) with the given cos and sin, or null. */
export function standardAngle(cos: number, sin: number): Rat | null {
  const t = Math.atan2(sin, cos) / Math.PI;
  for (const d of [1, 2, 3, 4, 6]) {
    const n = Math.round(t * d);
    if (Math.abs(t * d - n) < 1e-9) return Rat.of(n, d);
  }
  return null;
}

/** "+ c" terms of an affine angle Wx + θ as LaTeX. */
export function affineLatex(W: Rat, theta: Rat): string {
  const wx = W.isOne() ? 'x' : `${W.toLatex()}x`;
  if (theta.isZero()) return wx;
  const t = piLatex(theta);
  return `${wx}${t.startsWith('-') ? t : `+${t}`}`;
}

/** "A·sin(ωx+φ)+B" questions: period, amplitude, max/min, range, monotonic intervals, axes, after rewriting. */
export function solveWave(text: string, problemType: ProblemType): MathOutcome | null {
  const fs = formulas(text);
  if (!fs.length || fs.length > 6) return null;
  const parsed = fs.map((f) => readLatex(f));
  if (parsed.some((j) => j === null)) return null;
  let def: { name: string; body: MJ; latex: string } | null = null;
  for (let i = 0; i < parsed.length; i++) {
    const d = definition(parsed[i]!);
    if (d) {
      if (def) return null;
      def = { ...d, latex: fs[i] };
      continue;
    }
    const u = unwrap(parsed[i]!);
    if (
      u === 'x' ||
      u === 'y' ||
      (Array.isArray(u) &&
        (/^[fgh]$/.test(String(u[0])) || (u[0] === 'InvisibleOperator' && /^[fgh]$/.test(String(u[1])) && u.length === 3)))
    )
      continue;
    return null;
  }
  if (!def) return null;
  const syms = symbols(def.body);
  for (const s of syms) if (s !== 'x' && s !== 'Pi' && s !== 'Half') return null;
  const args = trigArgs(def.body);
  if (!args.length) return null;
  const prose = proseWithSlots(text);
  const asks: Ask[] = [];
  for (const [re, a] of ASKS) if (re.test(prose)) asks.push(a);
  if (!asks.length || asksAModifiedQuantity(prose)) return null;
  // 「…的图象的对称轴方程为」 asks the family of axes as plainly as 「…的对称轴方程为」; other mentions of the graph are other kinds
  const graphsAxes = /的图[象像]的对称轴(?:方程)?(?:为|是)/.test(prose) && !/一条|平移/.test(prose);
  const prose2 = graphsAxes ? prose.replace(/的图[象像]的对称轴/, '的对称轴') : prose;
  if (/区间\s*⟨|在\s*⟨\d+⟩\s*上|∈|零点|平移|图像|图象|对称中心|求\s*ω|ω/.test(prose2)) return null;
  const p = prepare(text, problemType);

  let W: Rat | null = null;
  let shifted = false;
  try {
    for (const a of args) {
      if (Array.isArray(a) && a[0] === 'Tan') return null;
      const ang = readAngle(a, 'x');
      if (ang.k.isZero()) return null;
      if (!ang.q.isZero()) shifted = true;
      const k = ang.k.abs();
      if (W && !W.eq(k)) return null;
      W = k;
    }
  } catch {
    return null;
  }
  if (!W) return null;
  const f = (x: number) => evalFloat(def!.body, { x });
  const w = W.toNumber();
  const basis = [
    () => 1,
    (x: number) => Math.sin(w * x),
    (x: number) => Math.cos(w * x),
    (x: number) => Math.sin(2 * w * x),
    (x: number) => Math.cos(2 * w * x),
  ];
  let coef: number[] | null;
  try {
    coef = leastSquaresFit(f, basis);
  } catch {
    return null;
  }
  if (!coef) return null;
  const [e0, a1, b1, a2, b2] = coef;
  const one = Math.hypot(a1, b1) > 1e-9;
  const two = Math.hypot(a2, b2) > 1e-9;
  // a period alone can still be found without the rewriting (functions/period.ts), so that question is left to it
  const periodOnly = asks.every((a) => a === 'period');
  if (one === two) return one && !periodOnly ? refuse(p, '这个函数化简后不是 y=Asin(ωx+φ)+B 的形式，离线求解器暂不作答。') : null;
  const freq = one ? W : W.mul(Rat.of(2));
  const [ae, be, ee] = [one ? a1 : a2, one ? b1 : b2, e0].map(recognize);
  if (!ae || !be || !ee) return refuse(p, '离线求解器无法把这个函数化成系数精确的 y=Asin(ωx+φ)+B 形式，暂不作答。');
  const fw = freq.toNumber();
  // independent check of the rewriting at points not used in the fit
  for (let i = 0; i < 25; i++) {
    const x = -7.3 + i * 0.611;
    const g = ee.toNumber() + ae.toNumber() * Math.sin(fw * x) + be.toNumber() * Math.cos(fw * x);
    const y = f(x);
    if (!Number.isFinite(y) || Math.abs(g - y) > 1e-9 * Math.max(1, Math.abs(y)))
      return refuse(p, '离线求解器的验算没有通过，为避免给出错误答案，暂不作答。');
  }
  const a2r = S.square(ae);
  const b2r = S.square(be);
  if (!a2r || !b2r) return null;
  const R = S.sqrt(a2r.add(b2r));
  const Rn = R.toNumber();
  const theta = standardAngle(ae.toNumber() / Rn, be.toNumber() / Rn);

  const steps: string[] = [];
  const wx = freq.isOne() ? 'x' : `${freq.toLatex()}x`;
  const lin = [
    ae.isZero() ? '' : `${coefLatex(ae)}\\sin ${wx}`,
    be.isZero() ? '' : `${coefLatex(be)}\\cos ${wx}`,
    ee.isZero() ? '' : S.latex(ee),
  ]
    .filter(Boolean)
    .join('+')
    .replace(/\+-/g, '-');
  const tools: string[] = [];
  if (shifted) tools.push('两角和与差的正弦、余弦公式展开');
  if (two)
    tools.push(
      `二倍角公式 ${im('\\sin x\\cos x=\\frac{1}{2}\\sin2x')}、${im('\\cos^2x=\\frac{1+\\cos2x}{2}')}、${im('\\sin^2x=\\frac{1-\\cos2x}{2}')} 降幂`,
    );
  const main = theta
    ? `${S.latex(R) === '1' ? '' : S.latex(R)}\\sin\\left(${affineLatex(freq, theta)}\\right)${ee.isZero() ? '' : `${S.sign(ee) < 0 ? '' : '+'}${S.latex(ee)}`}`
    : null;
  if (tools.length) steps.push(`利用${tools.join('，')}，得 ${dm(`${def.name}=${lin}`)}`);
  if (main && !ae.isZero() && !be.isZero()) {
    steps.push(
      `由辅助角公式 ${im('a\\sin x+b\\cos x=\\sqrt{a^2+b^2}\\sin(x+\\varphi)')}，${im(`\\sqrt{${P2(ae)}+${P2(be)}}=${S.latex(R)}`)}，得 ${dm(`${def.name}=${main}`)}`,
    );
  } else if (main && tools.length) {
    steps.push(`即 ${im(`${def.name}=${main}`)}。`);
  } else if (!main) {
    steps.push(
      `由辅助角公式，${im(`${def.name}=${S.latex(R)}\\sin(${wx}+\\varphi)${ee.isZero() ? '' : `+${S.latex(ee)}`}`)}，其中 ${im(`\\tan\\varphi=\\frac{${S.latex(be)}}{${S.latex(ae)}}`)}。`,
    );
  }
  const answers: string[] = [];
  let value: AnswerValue | null = null;
  const T = Rat.of(2).div(freq);
  const maxV = ee.add(R);
  const minV = S.sub(ee, R);
  for (const a of asks) {
    if (a === 'period') {
      steps.push(`最小正周期 ${im(`T=\\frac{2\\pi}{${freq.toLatex()}}=${piLatex(T)}`)}。`);
      answers.push(im(`T=${piLatex(T)}`));
      value = { kind: 'numbers', values: [T.toNumber() * Math.PI] };
    } else if (a === 'amplitude') {
      steps.push(`振幅为 ${im(S.latex(R))}。`);
      answers.push(im(`A=${S.latex(R)}`));
      value = { kind: 'numbers', values: [Rn] };
    } else if (a === 'max' || a === 'min') {
      const isMax = a === 'max';
      const v = isMax ? maxV : minV;
      let where = '';
      if (theta) {
        // Wx + θ = ±π/2 + 2kπ
        const x0 = (isMax ? Rat.of(1, 2) : Rat.of(-1, 2)).sub(theta).div(freq);
        where = `当 ${im(`${affineLatex(freq, theta)}=${isMax ? '' : '-'}\\frac{\\pi}{2}+2k\\pi`)}，即 ${im(`x=${withK(x0, T)}\\ (k\\in\\mathbb{Z})`)} 时，`;
      }
      steps.push(`${where}${im(`\\sin(\\cdot)=${isMax ? 1 : -1}`)}，函数取得${isMax ? '最大' : '最小'}值 ${im(S.latex(v))}。`);
      answers.push(im(`${def.name}_{${isMax ? '\\max' : '\\min'}}=${S.latex(v)}`));
      value = { kind: 'numbers', values: [v.toNumber()] };
    } else if (a === 'range') {
      steps.push(`因为 ${im('-1\\le\\sin(\\cdot)\\le 1')}，所以值域为 ${im(`[${S.latex(minV)},${S.latex(maxV)}]`)}。`);
      answers.push(im(`[${S.latex(minV)},${S.latex(maxV)}]`));
      value = { kind: 'interval', intervals: [{ lo: minV.toNumber(), hi: maxV.toNumber(), loClosed: true, hiClosed: true }] };
    } else {
      if (!theta) return refuse(p, '这个函数化成 y=Asin(ωx+φ)+B 后 φ 不是特殊角，离线求解器暂不求单调区间或对称轴。');
      const u = affineLatex(freq, theta);
      if (a === 'axis') {
        const x0 = Rat.of(1, 2).sub(theta).div(freq);
        steps.push(`令 ${im(`${u}=\\frac{\\pi}{2}+k\\pi`)}，得对称轴方程 ${im(`x=${withK(x0, T.div(Rat.of(2)))}\\ (k\\in\\mathbb{Z})`)}。`);
        answers.push(`对称轴方程为 ${im(`x=${withK(x0, T.div(Rat.of(2)))}\\ (k\\in\\mathbb{Z})`)}`);
        value = { kind: 'periodic', lo: x0.toNumber() * Math.PI, step: (T.toNumber() / 2) * Math.PI };
      } else {
        const inc = a === 'inc';
        const lo = (inc ? Rat.of(-1, 2) : Rat.of(1, 2)).sub(theta).div(freq);
        const hi = (inc ? Rat.of(1, 2) : Rat.of(3, 2)).sub(theta).div(freq);
        const iv = `\\left[${withK(lo, T)},\\ ${withK(hi, T)}\\right]\\ (k\\in\\mathbb{Z})`;
        steps.push(
          `令 ${im(`${inc ? '-\\frac{\\pi}{2}' : '\\frac{\\pi}{2}'}+2k\\pi\\le ${u}\\le ${inc ? '\\frac{\\pi}{2}' : '\\frac{3\\pi}{2}'}+2k\\pi`)}，解得 ${im(`${withK(lo, T)}\\le x\\le ${withK(hi, T)}`)}，所以单调${inc ? '递增' : '递减'}区间为 ${im(iv)}。`,
        );
        answers.push(`单调${inc ? '递增' : '递减'}区间为 ${im(iv)}`);
        value = { kind: 'periodic', lo: lo.toNumber() * Math.PI, hi: hi.toNumber() * Math.PI, step: T.toNumber() * Math.PI };
      }
    }
  }
  // independent check of max/min/period on a fine grid
  let hiF = Number.NEGATIVE_INFINITY;
  let loF = Number.POSITIVE_INFINITY;
  const Tn = T.toNumber() * Math.PI;
  for (let i = 0; i <= 4000; i++) {
    const y = f((i / 4000) * Tn);
    hiF = Math.max(hiF, y);
    loF = Math.min(loF, y);
  }
  const periodic = [0.3, 1.1, 2.9].every((x) => Math.abs(f(x + Tn) - f(x)) < 1e-9) && [0.37, 1.3].every(() => true);
  const smaller = [2, 3, 4, 5, 6].some((d) => [0.3, 1.1, 2.9, 0.77].every((x) => Math.abs(f(x + Tn / d) - f(x)) < 1e-9));
  if (!periodic || smaller || Math.abs(hiF - maxV.toNumber()) > 1e-5 || Math.abs(loF - minV.toNumber()) > 1e-5) {
    return refuse(p, '离线求解器的验算没有通过，为避免给出错误答案，暂不作答。');
  }
  if (!value) return null;
  return solved(p, {
    engine: 'trig',
    idea: '先用三角恒等变换把函数化成 $y=A\\sin(\\omega x+\\varphi)+B$ 的形式，再由正弦函数的性质求周期、最值或单调区间。',
    steps,
    finalAnswer: answers.join('，'),
    verificationNote: '已在数值上检验化简前后的函数在多个点处相等，并在一个周期内密集取点核对最大值、最小值和周期。',
    value,
  });
}

function coefLatex(x: Surd): string {
  const l = S.latex(x);
  if (l === '1') return '';
  if (l === '-1') return '-';
  return x.isRational() || x.a.isZero() ? l : `(${l})`;
}

function P2(x: Surd): string {
  const l = S.latex(x);
  return x.toNumber() < 0 || !x.isRational() ? `(${l})^2` : `${l}^2`;
}

/** "c + k·step" with c, step multiples of π: -\frac{\pi}{3}+k\pi. */
function withK(c: Rat, step: Rat): string {
  const s = step.abs();
  const k = s.isOne() ? 'k\\pi' : s.d === 1n ? `${s.n}k\\pi` : `\\frac{${s.n === 1n ? '' : s.n}k\\pi}{${s.d}}`;
  return c.isZero() ? k : `${piLatex(c)}+${k}`;
}

export { sinCosPi };
