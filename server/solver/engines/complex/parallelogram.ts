import { dm, im, refuse, solved } from '../../math/write/format';
import { prepare } from '../../math/index';
import { computeEngine, formulas, proseWithSlots, stripBlank } from '../../math/expression/mathjson';
import { Rat } from '../../math/expression/rational';
import type { MathOutcome } from '../../math/expression/types';
import type { ProblemType } from '../../types';
import { sqrtTex } from '../analytic-geometry/curve';

/**
 * Two complex numbers of known moduli and their sum (or difference) given: the other one's modulus from the
 * parallelogram law |z₁+z₂|² + |z₁−z₂|² = 2(|z₁|² + |z₂|²) (人教A版 必修二 7.2, the geometry of addition).
 * "|z₁|=|z₂|=2, z₁+z₂=√3+i, 则 |z₁−z₂|=". The moduli must fit a triangle; the answer is checked on a concrete pair
 * z₁, z₂ built from the givens.
 */

const FILLER = /设|已知|若|复数|满足|则|且|_{2,}|[,，.。;；:：\s]|⟨\d+⟩/g;

/** z_{1}, z_1, z₁ → z1 and \mathrm{i} → i, spaces dropped. */
function plain(f: string): string {
  return f
    .replace(/\\mathrm\s*\{\s*i\s*\}/g, 'i')
    .replace(/\\left|\\right/g, '')
    .replace(/\s+/g, '')
    .replace(/z_\{?(\d)\}?/g, 'z$1');
}

/** A rational read back from a float that is one (the square of √3 + i's modulus, 4). */
function rationalOf(x: number): Rat | null {
  for (let d = 1; d <= 64; d++) {
    const n = Math.round(x * d);
    if (Math.abs(n - x * d) < 1e-9 * Math.max(1, Math.abs(x * d))) return Rat.of(n, d);
  }
  return null;
}

/** Numeric value of a printed complex number (√3+i, 1-2i, 3). */
function complexValue(src: string): { re: number; im: number } | null {
  if (/z\d|[a-hj-z]/i.test(src.replace(/\\(?:sqrt|frac)/g, ''))) return null;
  try {
    const b = computeEngine()
      .parse(src.replace(/(?<![a-zA-Z\\])i(?![a-zA-Z])/g, '\\mathrm{i}'))
      .N() as unknown as { re: number; im: number };
    const im0 = typeof b.im === 'number' ? b.im : 0;
    return Number.isFinite(b.re) && Number.isFinite(im0) ? { re: b.re, im: im0 } : null;
  } catch {
    return null;
  }
}

export function solveParallelogram(text: string, problemType: ProblemType): MathOutcome | null {
  if (!/z_?\{?1\}?/.test(text) || !/\|/.test(text)) return null;
  const prose = proseWithSlots(text);
  if (prose.replace(FILLER, '').trim()) return null;
  const fs = formulas(text).map((f) => plain(stripBlank(f.trim())));
  const moduli: Partial<Record<'z1' | 'z2', number>> = {};
  let known: { sign: '+' | '-'; abs2: number } | null = null;
  let ask: '+' | '-' | null = null;
  for (const [i, f] of fs.entries()) {
    if (f === 'z1' || f === 'z2') continue;
    const before = prose.slice(0, prose.indexOf(`⟨${i}⟩`));
    const asked = /^\|z1([+-])z2\|$/.exec(f);
    if (asked && /则\s*$/.test(before)) {
      if (ask) return null;
      ask = asked[1] as '+' | '-';
      continue;
    }
    const parts = f.split('=');
    if (parts.length < 2) return null;
    const last = parts[parts.length - 1];
    const heads = parts.slice(0, -1);
    if (heads.every((h) => /^\|z[12]\|$/.test(h))) {
      const v = complexValue(last);
      if (v?.im !== 0 || !(v.re > 0)) return null;
      for (const h of heads) {
        const k = h.slice(1, 3) as 'z1' | 'z2';
        if (moduli[k] !== undefined) return null;
        moduli[k] = v.re;
      }
      continue;
    }
    const sum = heads.length === 1 ? /^(\|)?z1([+-])z2(\|)?$/.exec(heads[0]) : null;
    if (sum && !!sum[1] === !!sum[3] && !known) {
      const v = complexValue(last);
      if (!v || (sum[1] && (v.im !== 0 || v.re < 0))) return null;
      known = { sign: sum[2] as '+' | '-', abs2: v.re * v.re + v.im * v.im };
      continue;
    }
    return null;
  }
  if (moduli.z1 === undefined || moduli.z2 === undefined || !known || !ask || ask === known.sign) return null;
  const p = prepare(text, problemType);
  const [r1, r2, w] = [moduli.z1, moduli.z2, Math.sqrt(known.abs2)];
  if (w > r1 + r2 + 1e-12 || w < Math.abs(r1 - r2) - 1e-12)
    return refuse(p, '按所给的模，这样的两个复数不存在（不满足三角形两边之和大于第三边），请核对题目。');
  const [R1, R2, W] = [rationalOf(r1 * r1), rationalOf(r2 * r2), rationalOf(known.abs2)];
  if (!R1 || !R2 || !W) return refuse(p, '这道题的模不是简单的根式，为避免给出错误答案，暂不作答。');
  const result2 = R1.add(R2).mul(Rat.of(2)).sub(W);
  if (result2.sign() < 0) return null;
  // Check on a concrete pair: z₁ ± z₂ laid on the real axis with length w.
  const x = (known.abs2 + r1 * r1 - r2 * r2) / (2 * w);
  const y = Math.sqrt(Math.max(0, r1 * r1 - x * x));
  const z1 = { re: x, im: y };
  const z2 = known.sign === '+' ? { re: w - x, im: -y } : { re: x - w, im: y };
  const other = ask === '-' ? { re: z1.re - z2.re, im: z1.im - z2.im } : { re: z1.re + z2.re, im: z1.im + z2.im };
  const direct = Math.hypot(other.re, other.im);
  if (Math.abs(direct - Math.sqrt(result2.toNumber())) > 1e-9 * Math.max(1, direct))
    return refuse(p, '算出的结果没有通过验算，为避免给出错误答案，暂不作答。');
  const asked = `|z_1${ask}z_2|`;
  const answer = sqrtTex(result2);
  return solved(p, {
    engine: 'complex:parallelogram',
    idea: '复数加减法的几何意义：以 $z_1,z_2$ 对应的向量为邻边作平行四边形，两条对角线分别对应 $z_1+z_2$ 与 $z_1-z_2$，对角线的平方和等于四边的平方和。',
    steps: [
      `${im(`|z_1${known.sign}z_2|^2=${W.toLatex()}`)}，${im(`|z_1|^2=${R1.toLatex()}`)}，${im(`|z_2|^2=${R2.toLatex()}`)}。`,
      `由 ${dm(`|z_1+z_2|^2+|z_1-z_2|^2=2\\left(|z_1|^2+|z_2|^2\\right)`)}得 ${im(`${asked}^2=2\\times(${R1.toLatex()}+${R2.toLatex()})-${W.toLatex()}=${result2.toLatex()}`)}，所以 ${im(`${asked}=${answer}`)}。`,
    ],
    finalAnswer: im(`${asked}=${answer}`),
    verificationNote: `取一组满足条件的具体复数 ${im('z_1,z_2')} 直接计算 ${im(asked)}，得 ${direct.toFixed(6)}，与结果一致。`,
    value: { kind: 'numbers', values: [direct] },
  });
}
