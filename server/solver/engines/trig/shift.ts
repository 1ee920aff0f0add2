import { formulas, head, type MJ, proseWithSlots, readLatex, symbols, unwrap } from '../../math/expression/mathjson';
import { Rat } from '../../math/expression/rational';
import type { MathOutcome } from '../../math/expression/types';
import { prepare } from '../../math/index';
import { dm, im, refuse, solved } from '../../math/write/format';
import { piLatex } from '../../math/write/pi-latex';
import { recognize, surdLatex } from '../../math/write/recognize';
import type { ProblemType } from '../../types';
import { evalFloat, readAngle } from './exact';
import { affineLatex, standardAngle } from './wave';

/** The x-coefficients of every sin/cos argument (all must be the same ω > 0). */
export function omegaOf(j: MJ, out: Rat[] = []): Rat[] {
  const u = unwrap(j);
  if (!Array.isArray(u)) return out;
  if ((u[0] === 'Sin' || u[0] === 'Cos') && u.length === 2) {
    const a = readAngle(u[1] as NonNullable<MJ>, 'x');
    out.push(a.k);
    return out;
  }
  if (u[0] === 'Tan') throw new RangeError('tan');
  for (const x of u.slice(1)) omegaOf(x as NonNullable<MJ>, out);
  return out;
}

interface Wave {
  R: number;
  theta: Rat;
  C: number;
  latex: string;
}

/** f(x) = R·sin(ωx + θ) + C with θ a standard angle; null when it is not of that form. */
function waveOf(body: MJ, W: Rat): Wave | null {
  const w = W.toNumber();
  const xs = Array.from({ length: 40 }, (_, i) => -2.9 + i * 0.1473);
  // values at ωx = 0, π/2 and a shift give sin/cos coefficients and the constant
  const f = (x: number) => evalFloat(body, { x });
  const C = (f(0) + f(Math.PI / w)) / 2;
  const B = f(0) - C; // cos coefficient
  const A = f(Math.PI / (2 * w)) - C; // sin coefficient
  for (const x of xs) {
    const y = f(x);
    if (!Number.isFinite(y) || Math.abs(A * Math.sin(w * x) + B * Math.cos(w * x) + C - y) > 1e-9 * Math.max(1, Math.abs(y))) return null;
  }
  const R = Math.hypot(A, B);
  if (R < 1e-9) return null;
  const theta = standardAngle(A / R, B / R);
  const sR = recognize(R);
  const sC = recognize(C);
  if (!theta || !sR || !sC) return null;
  const Rl = Math.abs(R - 1) < 1e-12 ? '' : surdLatex(sR);
  const Cl = Math.abs(C) < 1e-12 ? '' : `${C < 0 ? '-' : '+'}${surdLatex(recognize(Math.abs(C))!)}`;
  return { R, theta, C, latex: `${Rl}\\sin\\left(${affineLatex(W, theta)}\\right)${Cl}` };
}

/**
 * "函数 y=sin x−√3cos x 的图象可由 y=sin x+√3cos x 的图象至少向右平移几个单位得到": both written as
 * R·sin(ωx+θ)+C, the shift s solves ω(x−s)+θ₂ = ωx+θ₁ up to a period; the least positive one is asked.
 */
export function solveShift(text: string, problemType: ProblemType): MathOutcome | null {
  const prose = proseWithSlots(text);
  const m =
    /⟨(\d+)⟩\s*的图[象像]\s*(?:可以|可)?\s*由\s*(?:函数\s*)?⟨(\d+)⟩\s*的图[象像]\s*(?:至少|最少)\s*向\s*([左右])\s*平移\s*(?:____)?\s*个单位(?:长度)?\s*(?:得到)?\s*[。.]?\s*$/.exec(
      prose,
    );
  if (!m) return null;
  const fs = formulas(text);
  if (fs.length !== 2) return null;
  const parsed = fs.map((f) => readLatex(f));
  if (parsed.some((j) => j === null)) return null;
  const bodies: MJ[] = [];
  for (const j of parsed) {
    const u = unwrap(j!);
    if (head(u) !== 'Equal' || !Array.isArray(u) || unwrap(u[1] as NonNullable<MJ>) !== 'y') return null;
    if ([...symbols(u[2] as NonNullable<MJ>)].some((s) => s !== 'x' && s !== 'Pi')) return null;
    bodies.push(u[2] as NonNullable<MJ>);
  }
  const target = bodies[Number(m[1])];
  const source = bodies[Number(m[2])];
  let W: Rat;
  try {
    const ws = [...omegaOf(target), ...omegaOf(source)];
    if (!ws.length || ws.some((w) => !w.eq(ws[0])) || ws[0].sign() <= 0) return null;
    W = ws[0];
  } catch {
    return null;
  }
  const p = prepare(text, problemType);
  const T = waveOf(target, W);
  const S = waveOf(source, W);
  if (!T || !S) return refuse(p, '这两个函数不能化成同一形式的 A·sin(ωx+φ)，离线求解器暂不作答。');
  if (Math.abs(T.R - S.R) > 1e-9 || Math.abs(T.C - S.C) > 1e-9)
    return refuse(p, '两个函数的振幅或上下位置不同，不能只靠左右平移得到，请核对题目。');
  const right = m[3] === '右';
  // right by s: ω(x − s) + θS = ωx + θT (mod 2π) → s = (θS − θT)/ω; left: s = (θT − θS)/ω; least positive
  const period = Rat.of(2).div(W);
  let s = (right ? S.theta.sub(T.theta) : T.theta.sub(S.theta)).div(W);
  for (let k = 0; k < 50 && s.sign() <= 0; k++) s = s.add(period);
  for (let k = 0; k < 50 && s.sub(period).sign() > 0; k++) s = s.sub(period);
  if (s.sign() <= 0) return null;
  // independent check: shift the source graph numerically
  const sv = s.toNumber() * Math.PI;
  for (let k = 0; k < 60; k++) {
    const x = -3 + k * 0.1031;
    const y1 = evalFloat(source, { x: right ? x - sv : x + sv });
    const y2 = evalFloat(target, { x });
    if (Math.abs(y1 - y2) > 1e-9 * Math.max(1, Math.abs(y2))) return refuse(p, '离线求解器的验算没有通过，为避免给出错误答案，暂不作答。');
  }
  // and no smaller positive shift works
  for (let k = 1; k < 400; k++) {
    const t = (sv * k) / 400;
    let same = true;
    for (const x of [0.13, 0.71, 1.37, 2.2])
      if (Math.abs(evalFloat(source, { x: right ? x - t : x + t }) - evalFloat(target, { x })) > 1e-9) same = false;
    if (same) return refuse(p, '离线求解器的验算没有通过，为避免给出错误答案，暂不作答。');
  }
  const sL = piLatex(s);
  const [sourceL, targetL] = [rewritten(fs[Number(m[2])], S.latex), rewritten(fs[Number(m[1])], T.latex)];
  const changed = [sourceL, targetL].filter((r) => !r.same);
  const steps = changed.length ? [`用辅助角公式化简：${changed.map((r) => im(r.tex)).join('，')}。`] : [];
  steps.push(
    `把 ${im(`y=${plainWave(S.latex)}`)} 的图象向${m[3]}平移 ${im('s\\ (s>0)')} 个单位，得 ${im(`y=${shiftedLatex(S.latex, right ? '(x-s)' : '(x+s)')}`)}；要与 ${im(`y=${plainWave(T.latex)}`)} 的图象重合，需 ${im(`${right ? '-' : ''}${W.isOne() ? '' : W.toLatex()}s${signed(S.theta)}=${piLatex(T.theta)}+2k\\pi\\ (k\\in\\mathbb{Z})`)}，即 ${im(`s=${right ? `${piLatex(S.theta.sub(T.theta).div(W))}` : `${piLatex(T.theta.sub(S.theta).div(W))}`}${W.isOne() ? '-2k\\pi' : `-${piLatex(period).replace('\\pi', 'k\\pi')}`}`)}。`,
  );
  steps.push(`其中最小的正数为 ${dm(`s=${sL}`)}`);
  return solved(p, {
    engine: 'trig',
    idea: '先用辅助角公式把两个函数都化成 $A\\sin(\\omega x+\\varphi)$ 的形式，再比较相位：向右平移 $s$ 个单位即把 $x$ 换成 $x-s$。',
    steps,
    finalAnswer: im(sL),
    verificationNote: '把原来的图象数值平移后与目标函数逐点比较，完全重合；更小的正的平移量都不重合。',
    value: { kind: 'numbers', values: [sv] },
  });
}

/** 2\\sin\\left(x\\right) → 2\\sin x, as a textbook writes a phase that is x alone. */
function plainWave(wave: string): string {
  return wave.replace(/\\left\((\d*x)\\right\)/g, ' $1');
}

/** 「y=2\\sin x」 as given when it is already the wave; otherwise 「y=given=wave」. */
function rewritten(formula: string, wave: string): { tex: string; same: boolean } {
  const given = formula.split('=').slice(1).join('=');
  const plain = plainWave(wave);
  const key = (t: string) => t.replace(/\\left|\\right|\s+/g, '').replace(/\((\d*x)\)/g, '$1');
  return key(given) === key(plain) ? { tex: `y=${given.trim()}`, same: true } : { tex: `y=${given}=${plain}`, same: false };
}

function signed(q: Rat): string {
  if (q.isZero()) return '';
  const t = piLatex(q);
  return t.startsWith('-') ? t : `+${t}`;
}

/** x replaced by (x∓s) in one pass, without doubling the brackets of a phase that was x alone (\left(x\right)). */
function shiftedLatex(latex: string, shifted: string): string {
  const inner = shifted.slice(1, -1);
  return latex.replace(/\\left\(x\\right\)|x/g, (m) => (m === 'x' ? shifted : `\\left(${inner}\\right)`));
}
