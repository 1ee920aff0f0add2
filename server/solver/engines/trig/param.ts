import { dm, im, refuse, solved } from '../../math/write/format';
import { prepare } from '../../math/index';
import { formulas, head, type MJ, proseWithSlots, readLatex, symbols, unwrap } from '../../math/expression/mathjson';
import { recognize, surdLatex } from '../../math/write/recognize';
import type { MathOutcome } from '../../math/expression/types';
import type { ProblemType } from '../../types';
import { evalFloat } from './exact';

const PARAMS: Record<string, string> = {
  phi: '\\varphi',
  varphi: '\\varphi',
  theta: '\\theta',
  alpha: '\\alpha',
  beta: '\\beta',
  GoldenRatio: '\\varphi',
};

/** Least squares of f on sin x, cos x, 1; null when f is not of that form. */
function fit3(f: (x: number) => number): [number, number, number] | null {
  const xs = Array.from({ length: 48 }, (_, i) => -3.05 + i * 0.1311);
  let [ss, sc, s1, cc, c1, n, ys, yc, y1] = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (const x of xs) {
    const y = f(x);
    if (!Number.isFinite(y)) return null;
    const s = Math.sin(x);
    const c = Math.cos(x);
    ss += s * s;
    sc += s * c;
    s1 += s;
    cc += c * c;
    c1 += c;
    n += 1;
    ys += y * s;
    yc += y * c;
    y1 += y;
  }
  const M = [
    [ss, sc, s1, ys],
    [sc, cc, c1, yc],
    [s1, c1, n, y1],
  ];
  for (let c = 0; c < 3; c++) {
    let piv = c;
    for (let r = c + 1; r < 3; r++) if (Math.abs(M[r][c]) > Math.abs(M[piv][c])) piv = r;
    if (Math.abs(M[piv][c]) < 1e-12) return null;
    [M[c], M[piv]] = [M[piv], M[c]];
    for (let r = 0; r < 3; r++) {
      if (r === c) continue;
      const m = M[r][c] / M[c][c];
      for (let k = c; k < 4; k++) M[r][k] -= m * M[c][k];
    }
  }
  const out: [number, number, number] = [M[0][3] / M[0][0], M[1][3] / M[1][1], M[2][3] / M[2][2]];
  for (const x of xs) {
    const y = f(x);
    if (Math.abs(out[0] * Math.sin(x) + out[1] * Math.cos(x) + out[2] - y) > 1e-9 * Math.max(1, Math.abs(y))) return null;
  }
  return out;
}

/**
 * "函数 f(x)=sin(x+2φ)−2sinφcos(x+φ) 的最大值为": an expression in x with a letter φ that cancels out once
 * the sum formulas are applied; what is left is a·sin x + b·cos x + c, whose extreme values are c ± √(a²+b²).
 */
export function solveParamMax(text: string, problemType: ProblemType): MathOutcome | null {
  const fs = formulas(text);
  if (fs.length !== 1) return null;
  const j = readLatex(fs[0]);
  if (j === null) return null;
  const u = unwrap(j);
  if (head(u) !== 'Equal' || !Array.isArray(u) || u.length !== 3) return null;

  const l = unwrap(u[1]);
  const isDef =
    l === 'y' ||
    (Array.isArray(l) &&
      l[0] === 'InvisibleOperator' &&
      l.length === 3 &&
      /^[fgh]$/.test(String(l[1])) &&
      unwrap(l[2] as NonNullable<MJ>) === 'x');
  if (!isDef) return null;
  const body = u[2];
  const syms = [...symbols(body)].filter((s) => s !== 'Pi');
  const params = syms.filter((s) => s !== 'x');
  // the compute engine reads \varphi as the golden ratio: here it is the letter φ
  if (params[0] === 'GoldenRatio' && !(/\\varphi/.test(fs[0]) && !/\\phi/.test(fs[0]))) return null;
  if (!syms.includes('x') || params.length !== 1 || !(params[0] in PARAMS)) return null;
  const prm = params[0];
  const prose = proseWithSlots(text);
  const wantMax = /最大值/.test(prose);
  const wantMin = /最小值/.test(prose);
  if (wantMax === wantMin || /周期|单调|区间|范围|对称|零点|图象|图像|平移|∈|求\s*⟨|已知|若/.test(prose)) return null;
  const p = prepare(text, problemType);
  const samples = [0.3, 0.71, 1.13, 1.9, 2.4, -0.8, -1.7, 2.9, 0.05, -2.3, 1.45];
  const fits: Array<[number, number, number]> = [];
  for (const t of samples) {
    const r = fit3((x) => evalFloat(body, { x, [prm]: t }));
    if (!r) return null;
    fits.push(r);
  }
  const abc = fits[0];
  const Rs = fits.map(([x, y]) => Math.hypot(x, y));
  if (fits.some((f, i) => Math.abs(f[2] - abc[2]) > 1e-9 || Math.abs(Rs[i] - Rs[0]) > 1e-9))
    return refuse(p, `函数中含有字母 ${im(PARAMS[prm])}，化简后最值仍随 ${im(PARAMS[prm])} 变化，离线求解器暂不作答。`);
  const constantCoefs = fits.every((f) => Math.abs(f[0] - abc[0]) < 1e-9 && Math.abs(f[1] - abc[1]) < 1e-9);
  // coefficients that change with the letter: as a·sinφ + b·cosφ + c·sin2φ + d·cos2φ + e, for the written steps
  const coefLatex = (k: 0 | 1): string | null => {
    const basis = [
      (t: number) => Math.sin(t),
      (t: number) => Math.cos(t),
      (t: number) => Math.sin(2 * t),
      (t: number) => Math.cos(2 * t),
      () => 1,
    ];
    const names = [`\\sin${P0}`, `\\cos${P0}`, `\\sin 2${P0}`, `\\cos 2${P0}`, ''];
    const w = lsq(
      samples.map((t) => basis.map((g) => g(t))),
      fits.map((f) => f[k]),
    );
    if (!w) return null;
    let out = '';
    for (const [i, v] of w.entries()) {
      if (Math.abs(v) < 1e-9) continue;
      const r = recognize(Math.abs(v));
      if (!r) return null;
      const mag = Math.abs(Math.abs(v) - 1) < 1e-12 && names[i] ? '' : surdLatex(r);
      out += `${v < 0 ? '-' : out ? '+' : ''}${mag}${names[i]}`;
    }
    return out || '0';
  };
  const P0 = PARAMS[prm];
  const [a, b, c] = abc.map((v) => (Math.abs(v) < 1e-12 ? 0 : v)) as [number, number, number];
  const R = Math.hypot(a, b);
  const ext = wantMax ? c + R : c - R;
  const sa = recognize(a);
  const sb = recognize(b);
  const sc = recognize(c);
  const sr = recognize(R);
  const se = recognize(ext);
  if ((constantCoefs && (!sa || !sb)) || !sc || !sr || !se || R < 1e-12)
    return refuse(p, '化简后的系数不是简单的根式，离线求解器暂不作答。');
  // independent check: the simplified form against the original at many (x, φ), and the extreme value by a grid
  for (let k = 0; k < 40 && !constantCoefs; k++) {
    const t = -3.1 + k * 0.1537;
    const r = fit3((x) => evalFloat(body, { x, [prm]: t }));
    if (!r || Math.abs(r[2] - c) > 1e-9 || Math.abs(Math.hypot(r[0], r[1]) - R) > 1e-9)
      return refuse(p, '离线求解器的验算没有通过，为避免给出错误答案，暂不作答。');
  }
  for (let k = 0; k < 200 && constantCoefs; k++) {
    const x = -7 + k * 0.0731;
    const t = 3.3 - k * 0.0417;
    const y = evalFloat(body, { x, [prm]: t });
    if (!Number.isFinite(y) || Math.abs(a * Math.sin(x) + b * Math.cos(x) + c - y) > 1e-9 * Math.max(1, Math.abs(y)))
      return refuse(p, '离线求解器的验算没有通过，为避免给出错误答案，暂不作答。');
  }
  let best = wantMax ? -Infinity : Infinity;
  for (let k = 0; k <= 20000; k++) {
    const y = evalFloat(body, { x: (2 * Math.PI * k) / 20000, [prm]: 0.83 });
    best = wantMax ? Math.max(best, y) : Math.min(best, y);
  }
  if (Math.abs(best - ext) > 1e-6) return refuse(p, '离线求解器的验算没有通过，为避免给出错误答案，暂不作答。');
  const steps0: string[] = [];
  const term = (k: number, _s: string, fn: string, first: boolean) =>
    k === 0 ? '' : `${k < 0 ? '-' : first ? '' : '+'}${Math.abs(k - Math.sign(k)) < 1e-12 ? '' : surdLatex(recognize(Math.abs(k))!)}${fn}`;
  const simple = !constantCoefs
    ? ''
    : `${term(a, '', '\\sin x', true)}${term(b, '', '\\cos x', a === 0)}${c === 0 ? '' : `${c < 0 ? '-' : a === 0 && b === 0 ? '' : '+'}${surdLatex(recognize(Math.abs(c))!)}`}`;
  const P = PARAMS[prm];
  let varying = '';
  if (!constantCoefs) {
    const A = coefLatex(0);
    const B = coefLatex(1);
    if (!A || !B) return refuse(p, '化简后的系数不是简单的式子，离线求解器暂不作答。');
    varying = `${fs[0].split('=')[0]}=(${A})\\sin x+(${B})\\cos x${c === 0 ? '' : `${c < 0 ? '-' : '+'}${surdLatex(recognize(Math.abs(c))!)}`}`;
    steps0.push(`用两角和与差的正弦、余弦公式展开并整理：${dm(varying)}`);
    steps0.push(
      `${im('\\sin x')}、${im('\\cos x')} 的系数的平方和 ${im(`(${A})^2+(${B})^2=${surdLatex(recognize(R * R)!)}`)}，与 ${im(P0)} 无关，所以由辅助角公式，${im(`(${A})\\sin x+(${B})\\cos x`)} 的最大值为 ${im(surdLatex(sr))}、最小值为 ${im(`-${surdLatex(sr)}`)}。`,
    );
    steps0.push(`所以函数的${wantMax ? '最大' : '最小'}值为 ${im(surdLatex(se))}。`);
  }
  const steps = varying
    ? steps0
    : [
        `用两角和与差的正弦、余弦公式展开（含 ${im(`2${P}`)} 的角可看成 ${im(`(x+${P})+${P}`)} 一类的和），整理后 ${im(P)} 全部消去：${dm(`${fs[0].split('=')[0]}=${simple}`)}`,
        a !== 0 && b !== 0
          ? `由辅助角公式，${im(`${term(a, '', '\\sin x', true)}${term(b, '', '\\cos x', false)}`)} 的振幅为 ${im(`\\sqrt{${surdLatex(recognize(a * a)!)}+${surdLatex(recognize(b * b)!)}}=${surdLatex(sr)}`)}。`
          : `${im(`${a !== 0 ? '\\sin x' : '\\cos x'}`)} 的取值范围是 ${im('[-1,1]')}。`,
        `所以函数的${wantMax ? '最大' : '最小'}值为 ${im(surdLatex(se))}。`,
      ];
  return solved(p, {
    engine: 'trig',
    idea: '先用两角和与差的公式把函数化简成 $a\\sin x+b\\cos x+c$ 的形式（其中的字母参数会消去），再由 $-\\sqrt{a^2+b^2}\\le a\\sin x+b\\cos x\\le\\sqrt{a^2+b^2}$ 求最值。',
    steps,
    finalAnswer: im(surdLatex(se)),
    verificationNote: constantCoefs
      ? '在数百组 (x, 参数) 上数值比较原式与化简式，完全一致；又在一个周期内密集取点求出最值，与结果一致。'
      : '对几十个不同的参数值分别数值拟合，常数项与振幅都相同；又在一个周期内密集取点求出最值，与结果一致。',
    value: { kind: 'numbers', values: [se.toNumber()] },
  });
}

/** Least squares: rows·w ≈ ys; null when singular or the fit is not exact. */
function lsq(rows: number[][], ys: number[]): number[] | null {
  const n = rows[0].length;
  const M = Array.from({ length: n }, () => new Array(n + 1).fill(0));
  rows.forEach((r, k) => {
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) M[i][j] += r[i] * r[j];
      M[i][n] += r[i] * ys[k];
    }
  });
  for (let c = 0; c < n; c++) {
    let piv = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(M[r][c]) > Math.abs(M[piv][c])) piv = r;
    if (Math.abs(M[piv][c]) < 1e-12) return null;
    [M[c], M[piv]] = [M[piv], M[c]];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const m = M[r][c] / M[c][c];
      for (let k = c; k <= n; k++) M[r][k] -= m * M[c][k];
    }
  }
  const w = M.map((row, i) => row[n] / M[i][i]);
  if (rows.some((r, k) => Math.abs(r.reduce((s, x, i) => s + x * w[i], 0) - ys[k]) > 1e-9)) return null;
  return w;
}
