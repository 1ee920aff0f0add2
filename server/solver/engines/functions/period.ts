import { evaluate } from '../../math/compute/evaluate';
import { freeVars } from '../../math/expression/ast';
import { formulas, proseWithSlots, stripBlank, UNBRACKETED_SLASH } from '../../math/expression/mathjson';
import { parseExprOrNull } from '../../math/expression/parser';
import type { MathOutcome } from '../../math/expression/types';
import { prepare } from '../../math/index';
import { im, refuse, solved } from '../../math/write/format';
import { toLatex } from '../../math/write/latex';
import type { ProblemType } from '../../types';

/**
 * "函数 f(x)=tan x/(1+tan²x) 的最小正周期为" (人教A版 必修一 5.4.2 周期性) for a function the trigonometric
 * kinds cannot rewrite as A·sin(ωx+φ)+B. The periods of a non-constant periodic function are the multiples
 * of its least period, so a candidate T (a small fraction, or a small fraction of π) is the least period when
 * f(x+T)=f(x) holds at every sampled point while no T/n (n ≤ MAX_DIVISOR) does. Candidates are tried from
 * the smallest up; the first that passes is the answer.
 */

const PROSE = /已知|函数|的|最小正周期|周期|是|为|[,，.。;；:：\s()（）]|_+|⟨0⟩/g;
const MAX_DIVISOR = 48;
const SAMPLES = Array.from({ length: 240 }, (_, i) => -6.1 + i * 0.0517 + 0.013 * Math.sin(i * 1.7));

type Fn = (x: number) => number;

/** Whether f(x+t) = f(x) at every sampled point where both are defined (and both sides are defined together). */
function holdsPeriod(f: Fn, t: number): boolean | null {
  let compared = 0;
  for (const x of SAMPLES) {
    const a = f(x);
    const b = f(x + t);
    if (Number.isFinite(a) !== Number.isFinite(b)) return false;
    if (!Number.isFinite(a)) continue;
    // far from a pole the values are moderate; near one the comparison says nothing
    if (Math.abs(a) > 1e6) continue;
    if (Math.abs(a - b) > 1e-8 * Math.max(1, Math.abs(a))) return false;
    compared++;
  }
  return compared >= 120 ? true : null;
}

interface Candidate {
  value: number;
  latex: string;
}

function candidates(): Candidate[] {
  const out: Candidate[] = [];
  const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
  for (let q = 1; q <= 12; q++)
    for (let p = 1; p <= 48; p++) {
      if (gcd(p, q) !== 1) continue;
      const num = p === 1 ? '\\pi' : `${p}\\pi`;
      out.push({ value: (p / q) * Math.PI, latex: q === 1 ? num : `\\frac{${num}}{${q}}` });
      out.push({ value: p / q, latex: q === 1 ? `${p}` : `\\frac{${p}}{${q}}` });
    }
  return out.sort((a, b) => a.value - b.value);
}

export function solvePeriod(text: string, problemType: ProblemType): MathOutcome | null {
  const prose = proseWithSlots(text);
  if (!/最小正周期/.test(prose) || prose.replace(PROSE, '').trim()) return null;
  const fs = formulas(text).map((f) => stripBlank(f.trim()));
  if (fs.length !== 1) return null;
  const def = /^(?:([fgh])\s*\(\s*x\s*\)|y)\s*=\s*(.+)$/s.exec(fs[0]);
  if (!def || UNBRACKETED_SLASH.test(def[2])) return null;
  const expr = parseExprOrNull(def[2]);
  if (!expr) return null;
  const vars = freeVars(expr);
  if (vars.size !== 1 || !vars.has('x')) return null;
  const p = prepare(text, problemType);
  const f: Fn = (x) => evaluate(expr, { x });
  const values = SAMPLES.map(f).filter((v) => Number.isFinite(v));
  if (values.length < 120) return refuse(p, '函数在大部分取值处没有定义，无法判断它的周期，为避免给出错误答案，暂不作答。');
  if (Math.max(...values) - Math.min(...values) < 1e-9) return refuse(p, '这个函数是常数函数，没有最小正周期。');
  let found: Candidate | null = null;
  for (const c of candidates()) {
    const ok = holdsPeriod(f, c.value);
    if (ok === null) return refuse(p, '函数在很多取值处没有定义，无法可靠地检验周期，为避免给出错误答案，暂不作答。');
    if (ok) {
      found = c;
      break;
    }
  }
  if (!found) return refuse(p, '在常见的周期（π 的简单倍数和简单分数）中没有找到这个函数的周期，为避免给出错误答案，暂不作答。');
  const T = found.value;
  // the least period divides every period: no T/n may be a period
  for (let n = 2; n <= MAX_DIVISOR; n++)
    if (holdsPeriod(f, T / n) !== false) return refuse(p, '无法确认所找到的周期是最小正周期，为避免给出错误答案，暂不作答。');
  const name = def[1] ? `${def[1]}(x)` : 'y';
  const half = found.latex === '\\pi' ? '\\frac{\\pi}{2}' : `\\frac{${found.latex}}{2}`;
  return solved(p, {
    engine: 'functions:period',
    idea: '周期函数的所有正周期都是最小正周期的整数倍：先找出使 f(x+T)=f(x) 恒成立的最小的 T，再确认 T 的几分之一都不是周期。',
    steps: [
      `${im(`${name}=${toLatex(expr)}`)}，在定义域内取许多点比较 ${im(`f(x+T)`)} 与 ${im(`f(x)`)}。`,
      `比 ${im(found.latex)} 小的常见候选（如 ${im(half)}）都不能使 ${im('f(x+T)=f(x)')} 恒成立，而 ${im(`T=${found.latex}`)} 时处处相等。`,
      `${im(found.latex)} 的 ${im('\\frac{1}{n}')}（n=2,3,…,${MAX_DIVISOR}）都不是周期，所以最小正周期 ${im(`T=${found.latex}`)}。`,
    ],
    finalAnswer: im(`T=${found.latex}`),
    verificationNote: `在定义域内 ${SAMPLES.length} 个点上检验 f(x+T)=f(x) 成立，并检验 T/2、T/3、…、T/${MAX_DIVISOR} 都不满足，确认是最小正周期。`,
    value: { kind: 'numbers', values: [T] },
  });
}
