import { formulas, proseWithSlots, stripBlank } from '../../math/expression/mathjson';
import { Rat } from '../../math/expression/rational';
import type { MathOutcome } from '../../math/expression/types';
import { evalRat, parseRat } from '../../math/numbers/ratexpr';
import { prepare } from '../../math/index';
import { im, solved } from '../../math/write/format';
import type { ProblemType } from '../../types';

/**
 * ω from the least positive period (人教A版 必修一 5.6 函数 y=Asin(ωx+φ)): 「f(x)=2sin(ωx+φ)(ω>0) 的最小正周期为 π，
 * 则 ω=」 is 2π/T for sine and cosine, π/T for tangent. The function must be A·trig(ωx + φ) + B with ω > 0 told;
 * the answer is checked by the period of the function with that ω.
 */

const PROSE = /已知|设|若|函数|的|最小正周期|为|是|等于|且|则|其中|[,，.。;；:：\s()（）]|_+|⟨\d+⟩/g;

/** q of a period written q·π. */
function piMultiple(src: string): Rat | null {
  if ((src.match(/\\pi/g) ?? []).length !== 1) return null;
  const n = parseRat(
    src
      .replace(/\\pi/, '')
      .replace(/\{\s*\}/g, '{1}')
      .trim() || '1',
  );
  const q = n ? evalRat(n, () => null) : null;
  return q && q.sign() > 0 ? q : null;
}

export function solveOmegaFromPeriod(text: string, problemType: ProblemType): MathOutcome | null {
  if (!/\\omega/.test(text) || !/最小正周期/.test(text)) return null;
  const prose = proseWithSlots(text);
  if (prose.replace(PROSE, '').trim()) return null;
  const fs = formulas(text).map((f) => stripBlank(f.trim().replace(/\\left|\\right/g, '')));
  let fn: 'sin' | 'cos' | 'tan' | null = null;
  let T: Rat | null = null;
  let positive = false;
  let asked = false;
  const periodAt = /最小正周期(?:为|是|等于)\s*⟨(\d+)⟩/.exec(prose.replace(/\s+/g, ''));
  for (const [i, f0] of fs.entries()) {
    // 「(\omega>0)」 written inside the definition's formula is the condition on ω
    let f = f0;
    const cond = /\(\s*\\omega\s*>\s*0\s*(?:,[^()]*)?\)\s*$/.exec(f);
    if (cond) {
      positive = true;
      f = f.slice(0, cond.index);
    }
    if (/^\\omega\s*>\s*0$/.test(f)) {
      positive = true;
      continue;
    }
    if (/^\\omega\s*=?$/.test(f)) {
      asked = true;
      continue;
    }
    if (periodAt && Number(periodAt[1]) === i) {
      T = piMultiple(f);
      if (!T) return null;
      continue;
    }
    const def = /^(?:[fgh]\s*\(\s*x\s*\)|y)\s*=\s*(.+)$/.exec(f);
    if (def && !fn) {
      const body = def[1].replace(/\s+/g, '');
      const m =
        /^(-?(?:\d+(?:\.\d+)?|\\frac\{\d+\}\{\d+\}|\\sqrt\{\d+\})?)\\(sin|cos|tan)\(\\omegax([+-](?:\\varphi|\\phi|\\frac\{\\pi\}\{\d+\}|\\frac\{\d+\\pi\}\{\d+\}|\\pi))?\)([+-]\d+(?:\.\d+)?)?$/.exec(
          body,
        );
      if (!m) return null;
      fn = m[2] as 'sin' | 'cos' | 'tan';
      continue;
    }
    // φ's own bounds (|φ|<π/2, 0<φ<π) say nothing about the period
    if (/^(?:\|?\\(?:varphi|phi)\|?\s*<|0\s*<\s*\\(?:varphi|phi)\s*<)/.test(f)) continue;
    return null;
  }
  if (!fn || !T || !positive || !asked) return null;
  const p = prepare(text, problemType);
  const base = fn === 'tan' ? Rat.ONE : Rat.of(2); // period of the plain function, in units of π
  const omega = base.div(T);
  // check: with this ω the function repeats after T and after no shorter positive span on a grid
  const w = omega.toNumber();
  const g = (x: number) => (fn === 'sin' ? Math.sin(w * x + 0.3) : fn === 'cos' ? Math.cos(w * x + 0.3) : Math.tan(w * x + 0.3));
  const Tn = T.toNumber() * Math.PI;
  const repeats = (span: number) => [0.1, 0.27, 0.61].every((x) => Math.abs(g(x + span) - g(x)) < 1e-9 * Math.max(1, Math.abs(g(x))));
  if (!repeats(Tn) || repeats(Tn / 2) || repeats(Tn / 3)) return null;
  const Ttex = T.isOne() ? '\\pi' : `${T.toLatex()}\\pi`;
  return solved(p, {
    engine: 'trig:omega-period',
    idea: fn === 'tan' ? '函数 y=Atan(ωx+φ)+B（ω>0）的最小正周期 T=π/ω。' : `函数 y=A${fn}(ωx+φ)+B（ω>0）的最小正周期 T=2π/ω。`,
    steps: [
      `由 ${im(`T=\\frac{${fn === 'tan' ? '\\pi' : '2\\pi'}}{\\omega}=${Ttex}`)}，且 ${im('\\omega>0')}，得 ${im(`\\omega=${omega.toLatex()}`)}。`,
    ],
    finalAnswer: im(`\\omega=${omega.toLatex()}`),
    verificationNote: `取 ${im(`\\omega=${omega.toLatex()}`)}，函数每隔 ${im(Ttex)} 重复，而隔它的一半或三分之一不重复。`,
    value: { kind: 'numbers', values: [omega.toNumber()] },
  });
}
