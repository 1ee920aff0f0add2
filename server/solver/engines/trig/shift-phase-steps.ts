import { evaluate } from '../../math/compute/evaluate';
import { freeVars } from '../../math/expression/ast';
import { parseExpr } from '../../math/expression/parser';
import { Rat } from '../../math/expression/rational';
import { im } from '../../math/write/format';
import { piLatex } from '../../math/write/pi-latex';

/**
 * The phase comparison of 「y=cos(2x+φ) 向右平移 π/2 后与 y=sin(2x+π/3) 重合」 written out as 人教A版 必修一 5.6 does:
 * the target put in the source's function by an 诱导公式 (sin α = cos(α − π/2), cos α = sin(α + π/2)), then
 * φ − π = −π/6 + 2kπ. Null when either graph is not read as amplitude·sin/cos(ωx + phase) + constant with the same
 * amplitude, ω and constant, or when the phase so found is not the one the engine checked (the caller keeps its
 * general wording).
 */

interface Read {
  head: string;
  fn: 'sin' | 'cos';
  omega: string;
  inner: string;
  tail: string;
}

const WAVE =
  /^y\s*=\s*([-\d.]*|\\frac\{[^{}]*\}\{[^{}]*\})\s*\\(sin|cos)\s*(?:(?:\\left)?\(\s*([\d.]*)\s*x\s*([+-][^()]*)?(?:\\right)?\)|([\d.]*)\s*x)\s*((?:[+-]\s*[\d.]+)?)$/;

function read(src: string): Read | null {
  const m = WAVE.exec(src.trim());
  if (!m) return null;
  const omega = (m[3] ?? m[5] ?? '').trim() || '1';
  return { head: m[1].trim(), fn: m[2] as 'sin' | 'cos', omega, inner: (m[4] ?? '').replace(/\s+/g, ''), tail: m[6].replace(/\s+/g, '') };
}

/** A number as a multiple of π with denominator dividing 24, or null. */
function piMultiple(v: number): Rat | null {
  const k = Math.round((v * 24) / Math.PI);
  return Math.abs((k * Math.PI) / 24 - v) < 1e-9 ? Rat.of(k, 24) : null;
}

function numberOf(src: string): number | null {
  if (!src) return 0;
  try {
    const n = parseExpr(src.replace(/^\+/, ''));
    const v = freeVars(n).size ? Number.NaN : evaluate(n, {});
    return Number.isFinite(v) ? v : null;
  } catch {
    return null;
  }
}

const plusPi = (q: Rat) => (q.isZero() ? '' : q.sign() < 0 ? piLatex(q) : `+${piLatex(q)}`);

export function phaseComparisonStep(source: string, target: string, phase: string, shift: number, phi: Rat): string | null {
  const [f, g] = [read(source), read(target)];
  if (!f || !g || f.inner !== `+${phase}` || f.head !== g.head || f.omega !== g.omega || f.tail !== g.tail) return null;
  const omega = Number(f.omega);
  const theta = numberOf(g.inner);
  const moved = piMultiple(-omega * shift);
  if (!Number.isFinite(omega) || theta === null || !moved) return null;
  const thetaQ = piMultiple(theta);
  if (!thetaQ) return null;
  // the target in the source's function
  const turn = f.fn === g.fn ? Rat.ZERO : f.fn === 'cos' ? Rat.of(-1, 2) : Rat.of(1, 2);
  const same = thetaQ.add(turn);
  const found = same.sub(moved);
  const diff = found.sub(phi).div(Rat.of(2));
  if (!diff.isInteger()) return null;
  const wx = omega === 1 ? 'x' : `${f.omega}x`;
  const amp = (fn: string, q: Rat) => `${f.head}\\${fn}${q.isZero() ? ` ${wx}` : `\\left(${wx}${plusPi(q)}\\right)`}${f.tail}`;
  const identity =
    f.fn === 'cos'
      ? '\\sin\\alpha=\\cos\\left(\\alpha-\\frac{\\pi}{2}\\right)'
      : '\\cos\\alpha=\\sin\\left(\\alpha+\\frac{\\pi}{2}\\right)';
  const conversion = turn.isZero() ? '' : `由诱导公式 ${im(identity)}，${im(`y=${amp(g.fn, thetaQ)}=${amp(f.fn, same)}`)}；`;
  const lhs = `${phase}${plusPi(moved)}`;
  const solvedFor = moved.isZero() ? '' : `，即 ${im(`${phase}=${piLatex(found)}+2k\\pi`)}`;
  return `它要与 ${im(target)} 的图象重合。${conversion}比较相位，得 ${im(`${lhs}=${same.isZero() ? '' : `${piLatex(same)}+`}2k\\pi\\ (k\\in\\mathbb{Z})`)}${solvedFor}。`;
}

/** 「y=cos(2x+φ−π)」: the translated function with its constants gathered, or null when the source is not read. */
export function shiftedGathered(source: string, phase: string, shift: number): string | null {
  const f = read(source);
  const moved = piMultiple(-Number(f?.omega) * shift);
  if (!f || f.inner !== `+${phase}` || !moved || moved.isZero()) return null;
  const wx = f.omega === '1' ? 'x' : `${f.omega}x`;
  return `${f.head}\\${f.fn}\\left(${wx}+${phase}${plusPi(moved)}\\right)${f.tail}`;
}
