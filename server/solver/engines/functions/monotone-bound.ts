import { checkDerivative, derivative, onlyVar } from '../../math/compute/calculus';
import { evaluate } from '../../math/compute/evaluate';
import { freeVars, type Node } from '../../math/expression/ast';
import { formulas, proseWithSlots, stripBlank } from '../../math/expression/mathjson';
import { parseExpr, parseExprOrNull } from '../../math/expression/parser';
import { Rat } from '../../math/expression/rational';
import type { MathOutcome } from '../../math/expression/types';
import { prepare } from '../../math/index';
import { im, refuse, solved } from '../../math/write/format';
import { toLatex } from '../../math/write/latex';
import { recognize, surdLatex } from '../../math/write/recognize';
import type { ProblemType } from '../../types';

/**
 * "若 f(x)=cos x−sin x 在 [−a,a] 上是减函数，则 a 的最大值是" (人教A版 选择性必修二 5.3.1 导数与单调性): the
 * interval grows with the parameter, so the values that keep f monotone form a range (a₀, a*] and the answer is
 * its end a*, where f′ first reaches 0 at an end of the interval. a* is found by bisection on the sign of f′
 * over the interval, recognised exactly (a fraction of π, or a surd) and checked: f′ keeps its sign on the
 * interval at a*, vanishes at one of its ends, and changes sign just beyond.
 */

const PROSE = /已知|函数|在|区间|上|是|为|单调|递增|递减|增函数|减函数|则|正实数|正数|实数|的|最大值|[,，.。;；:：\s()（）]|_+|⟨[0-2]⟩/g;
const SAMPLES = 600;

interface Bound {
  at: number;
  latex: string;
}

function readInterval(src: string): { lo: Node; hi: Node; openLo: boolean; openHi: boolean } | null {
  const s = src.replace(/\\left|\\right/g, '').trim();
  const m = /^([[(])\s*([^,]+?)\s*,\s*([^,]+?)\s*([\])])$/.exec(s);
  if (!m) return null;
  try {
    return { lo: parseExpr(m[2]), hi: parseExpr(m[3]), openLo: m[1] === '(', openHi: m[4] === ')' };
  } catch {
    return null;
  }
}

/** A float recognised as a small fraction of π (trigonometric functions) or as a surd. */
function exactBound(x: number, trig: boolean): Bound | null {
  if (trig) {
    const r = x / Math.PI;
    for (let d = 1; d <= 24; d++) {
      const n = Math.round(r * d);
      if (n > 0 && Math.abs(r * d - n) < 1e-8) {
        const g = Rat.of(n, d);
        const num = g.n === 1n ? '\\pi' : `${g.n}\\pi`;
        return { at: (Number(g.n) / Number(g.d)) * Math.PI, latex: g.d === 1n ? num : `\\frac{${num}}{${g.d}}` };
      }
    }
  }
  const s = recognize(x);
  return s ? { at: s.toNumber(), latex: surdLatex(s) } : null;
}

export function solveMonotoneBound(text: string, problemType: ProblemType): MathOutcome | null {
  const prose = proseWithSlots(text);
  const falling = /递减|减函数/.test(prose);
  if (falling === /递增|增函数/.test(prose)) return null;
  if (!/最大值/.test(prose) || prose.replace(PROSE, '').trim()) return null;
  const fs = formulas(text).map((f) => stripBlank(f.trim()));
  if (fs.length !== 3) return null;
  const def = /^(?:([fgh])\s*\(\s*x\s*\)|y)\s*=\s*(.+)$/s.exec(fs[0]);
  const iv = readInterval(fs[1]);
  const param = /^([a-z])$/.exec(fs[2]);
  if (!def || !iv || !param || param[1] === 'x') return null;
  const t = param[1];
  const f = parseExprOrNull(def[2]);
  if (!f) return null;
  const fv = freeVars(f);
  if (fv.size !== 1 || !fv.has('x')) return null;
  if (!onlyVar(iv.lo, t) || !onlyVar(iv.hi, t) || !(freeVars(iv.lo).has(t) || freeVars(iv.hi).has(t))) return null;
  const p = prepare(text, problemType);
  let df: Node;
  try {
    df = derivative(f, 'x');
  } catch {
    return refuse(p, '没能求出这个函数的导数，为避免给出错误答案，暂不作答。');
  }
  if (!onlyVar(df, 'x') || !checkDerivative(f, df, 'x')) return refuse(p, '导数没有通过验算，为避免给出错误答案，暂不作答。');
  const lo = (a: number) => evaluate(iv.lo, { [t]: a });
  const hi = (a: number) => evaluate(iv.hi, { [t]: a });
  const sign = falling ? -1 : 1;
  /** f′ keeps the asked sign on [lo(a), hi(a)] (zeros allowed), f defined throughout; null when not computable. */
  const keeps = (a: number, samples = SAMPLES): boolean | null => {
    const [l, h] = [lo(a), hi(a)];
    if (!(l < h)) return null;
    for (let i = 0; i <= samples; i++) {
      const x = l + ((h - l) * i) / samples;
      const d = evaluate(df, { x });
      if (!Number.isFinite(d) || !Number.isFinite(evaluate(f, { x }))) {
        // an open end need not lie in the domain (ln x on (0, a))
        if ((i === 0 && iv.openLo) || (i === samples && iv.openHi)) continue;
        return null;
      }
      if (sign * d < -1e-12) return false;
    }
    return true;
  };
  // the interval must grow with the parameter: its left end moves left and its right end right
  let a0 = Number.NaN;
  {
    let u = -100;
    let w = 100;
    if (!(hi(u) - lo(u) < 0 && hi(w) - lo(w) > 0)) return null;
    for (let k = 0; k < 200; k++) {
      const m = (u + w) / 2;
      if (hi(m) - lo(m) > 0) w = m;
      else u = m;
    }
    a0 = w;
  }
  for (let k = 1; k <= 20; k++) {
    const [a, b] = [a0 + k, a0 + k + 0.5];
    if (!(lo(b) <= lo(a) && hi(b) >= hi(a))) return null;
  }
  if (keeps(a0 + 1e-6) !== true) return refuse(p, '在参数允许的范围内，函数在这个区间上不单调，为避免给出错误答案，暂不作答。');
  let good = a0 + 1e-6;
  let bad = Number.NaN;
  for (let a = a0 + 0.02; a <= a0 + 60; a += 0.02) {
    const k = keeps(a, 120);
    if (k === null) return refuse(p, '函数在区间内有没有定义的点，为避免给出错误答案，暂不作答。');
    if (!k) {
      bad = a;
      break;
    }
    good = a;
  }
  if (!Number.isFinite(bad)) return refuse(p, '参数可以任意大，函数仍保持单调，没有最大值。');
  for (let k = 0; k < 80; k++) {
    const m = (good + bad) / 2;
    if (keeps(m)) good = m;
    else bad = m;
  }
  const trig = /\\(?:sin|cos|tan)/.test(def[2]);
  const found = exactBound(good, trig);
  if (!found || Math.abs(found.at - good) > 1e-7) return refuse(p, '求出的参数最大值无法写成精确值，为避免给出错误答案，暂不作答。');
  const a = found.at;
  // check at the exact value: the sign is kept, f′ vanishes at an end, and just beyond it is lost
  const [L, H] = [lo(a), hi(a)];
  const atEnds = [evaluate(df, { x: L }), evaluate(df, { x: H })];
  if (keeps(a - 1e-9) !== true || keeps(a + 1e-4) !== false || !atEnds.some((d) => Math.abs(d) < 1e-7))
    return refuse(p, '求出的参数最大值没有通过验算，为避免给出错误答案，暂不作答。');
  const name = def[1] ? `${def[1]}(x)` : 'y';
  const dname = def[1] ? `${def[1]}'(x)` : "y'";
  const word = falling ? '减' : '增';
  const rel = falling ? '\\le' : '\\ge';
  const endX = Math.abs(atEnds[1]) < 1e-7 ? H : L;
  const endLatex = exactBound(endX, trig)?.latex ?? toLatex(Math.abs(atEnds[1]) < 1e-7 ? iv.hi : iv.lo);
  return solved(p, {
    engine: 'functions:monotone-bound',
    idea: `函数在区间上单调递${word}，等价于导数在这个区间上 ${im(`${dname}${rel} 0`)}；区间随参数增大而变大，参数的最大值就是导数在区间端点处刚好为 0 时的值。`,
    steps: [
      `${im(`${name}=${toLatex(f)}`)}，${im(`${dname}=${toLatex(df)}`)}。`,
      `区间 ${im(toLatex(iv.lo))} 到 ${im(toLatex(iv.hi))} 随 ${im(t)} 增大而变大。当 ${im(`${t}=${found.latex}`)} 时，在整个区间上 ${im(`${dname}${rel} 0`)}，且在端点 ${im(`x=${endLatex}`)} 处 ${im(`${dname}=0`)}。`,
      `${im(t)} 再大一点，区间就包含了 ${im(`${dname}`)} 变号的部分，函数不再单调递${word}。所以 ${im(t)} 的最大值是 ${im(found.latex)}。`,
    ],
    finalAnswer: im(`${t}_{\\max}=${found.latex}`),
    verificationNote: `在区间内 ${SAMPLES + 1} 个点上检验导数的符号：取 ${t}=${found.latex} 时处处满足，端点处导数为 0；${t} 稍大时出现反号的点。`,
    value: { kind: 'numbers', values: [a] },
  });
}
