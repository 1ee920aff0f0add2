import { evaluate } from '../../math/compute/evaluate';
import { freeVars, type Node } from '../../math/expression/ast';
import { formulas, proseWithSlots } from '../../math/expression/mathjson';
import { parseChain, parseExpr } from '../../math/expression/parser';
import type { MathOutcome, MathProblem } from '../../math/expression/types';
import { im, solved } from '../../math/write/format';
import { recognize, surdLatex } from '../../math/write/recognize';

/**
 * A number taken at random from an interval (人教A版 必修 几何概型, 长度型): 「在区间 [−1,2] 上随机取一个数 x，则 x∈[0,1]
 * 的概率为」「在区间 [0,π] 上随机取一个数 x，则事件“sin x ≥ 1/2”发生的概率为」. The event is a chain of inequalities in x
 * (or x∈ an interval); the points where a side changes sign are found on a fine scan and refined, the event holds or
 * fails on each piece between them (checked at several points of it), and the probability is the length of the
 * pieces where it holds over the whole length — answered only when that ratio is an exact simple number.
 */

const PROSE =
  /^在(?:区间)?⟨0⟩(?:上|内|中)随机(?:地)?(?:取|选取|抽取)(?:一个)?(?:实)?数⟨1⟩,?(?:则|那么)?(?:事件)?[“"]?⟨2⟩[”"]?(?:发生|成立)?的概率(?:为|是|等于)?$/;

function interval(src: string): { lo: number; hi: number } | null {
  const m = /^\s*[[(]\s*([^,]+?)\s*,\s*([^,]+?)\s*[\])]\s*$/.exec(src);
  if (!m) return null;
  try {
    const a = parseExpr(m[1]);
    const b = parseExpr(m[2]);
    if (freeVars(a).size || freeVars(b).size) return null;
    const lo = evaluate(a, {});
    const hi = evaluate(b, {});
    return Number.isFinite(lo) && Number.isFinite(hi) && lo < hi ? { lo, hi } : null;
  } catch {
    return null;
  }
}

/** The event as a test of x: a chain of relations, or x ∈ an interval. */
function eventOf(src: string): ((x: number) => boolean | null) | null {
  const s = src
    .replace(/\\left|\\right/g, '')
    .replace(/\\geqslant|\\geq|\\ge(?![a-z])/g, '\\geq ')
    .replace(/\\leqslant|\\leq|\\le(?![a-z])/g, '\\leq ');
  const inside = /^\s*x\s*\\in\s*([[(].*[\])])\s*$/.exec(s);
  if (inside) {
    const m = /^([[(])(.*),(.*)([\])])$/.exec(inside[1].replace(/\s+/g, ''));
    const iv = interval(inside[1]);
    if (!m || !iv) return null;
    return (x) => (m[1] === '[' ? x >= iv.lo : x > iv.lo) && (m[4] === ']' ? x <= iv.hi : x < iv.hi);
  }
  let chain: { exprs: Node[]; ops: string[] };
  try {
    chain = parseChain(s);
  } catch {
    return null;
  }
  if (!chain.ops.length || chain.ops.some((o) => o === '=' || o === '!=')) return null;
  if (chain.exprs.some((e) => [...freeVars(e)].some((v) => v !== 'x'))) return null;
  if (!chain.exprs.some((e) => freeVars(e).has('x'))) return null;
  return (x) => {
    const v = chain.exprs.map((e) => evaluate(e, { x }));
    if (v.some((y) => !Number.isFinite(y))) return null;
    return chain.ops.every((o, i) =>
      o === '<' ? v[i] < v[i + 1] : o === '>' ? v[i] > v[i + 1] : o === '<=' ? v[i] <= v[i + 1] : v[i] >= v[i + 1],
    );
  };
}

/** The length where the event holds: pieces between the points where its truth changes. */
function measure(test: (x: number) => boolean | null, lo: number, hi: number): number | null {
  const N = 6000;
  const cuts: number[] = [lo];
  let prev = test(lo + (hi - lo) * 1e-9);
  for (let i = 1; i <= N; i++) {
    const x = lo + ((hi - lo) * i) / N;
    const t = test(i === N ? hi - (hi - lo) * 1e-9 : x);
    if (t === null || prev === null) return null;
    if (t !== prev) {
      // refine the change between the last two scan points
      let a = lo + ((hi - lo) * (i - 1)) / N;
      let b = x;
      for (let k = 0; k < 80; k++) {
        const m = (a + b) / 2;
        if (test(m) === prev) a = m;
        else b = m;
      }
      cuts.push((a + b) / 2);
    }
    prev = t;
  }
  cuts.push(hi);
  let total = 0;
  for (let i = 0; i + 1 < cuts.length; i++) {
    const [a, b] = [cuts[i], cuts[i + 1]];
    const probes = [0.1, 0.3, 0.5, 0.7, 0.9].map((f) => test(a + (b - a) * f));
    if (probes.some((p) => p === null) || new Set(probes).size !== 1) return null;
    if (probes[0]) total += b - a;
  }
  return total;
}

export function intervalLength(stem: string, mp: MathProblem): MathOutcome | null {
  const prose = proseWithSlots(stem)
    .replace(/^\s*\d{1,2}\s*[.．、]\s*/, '')
    .replace(/\\_+|_{2,}|＿+|[(（]\s*[)）]/g, '')
    .replace(/\s+/g, '')
    .replace(/[，,]/g, ',')
    .replace(/[。.]$/, '');
  if (!PROSE.test(prose)) return null;
  const fs = formulas(stem);
  if (fs.length !== 3 || fs[1].trim() !== 'x') return null;
  const iv = interval(fs[0]);
  const test = eventOf(fs[2]);
  if (!iv || !test) return null;
  const m = measure(test, iv.lo, iv.hi);
  if (m === null) return null;
  const p = m / (iv.hi - iv.lo);
  // an event that never or always holds is no paper's question, and a piece narrower than the scan would hide as 0
  if (p < 1e-6 || p > 1 - 1e-6) return null;
  // the event's ends are exact numbers: the ratio of lengths is a plain fraction with a small denominator
  const q = [1, 2, 3, 4, 5, 6, 8, 9, 10, 12, 15, 16, 18, 20, 24, 30, 36, 48, 60].find((d) => Math.abs(p * d - Math.round(p * d)) < 1e-7);
  if (!q) return null;
  const n = Math.round(p * q);
  const g = gcd(n, q);
  const tex = q / g === 1 ? String(n / g) : `\\frac{${n / g}}{${q / g}}`;
  // lengths as the paper writes them: 3, \frac{3}{2}, or a multiple of π (\frac{2\pi}{3})
  const lenTex = (x: number) => {
    const r = recognize(x);
    if (r) return surdLatex(r);
    const q = recognize(x / Math.PI);
    return q ? `${surdLatex(q)}\\pi`.replace(/^1\\pi$/, '\\pi') : null;
  };
  const whole = lenTex(iv.hi - iv.lo);
  const part = lenTex(m);
  if (!whole || !part) return null;
  return solved(mp, {
    engine: 'probability:interval-length',
    idea: '几何概型（长度型）：所求概率 = 事件对应区间的长度 ÷ 整个区间的长度。',
    steps: [
      `整个区间 ${im(fs[0])} 的长度为 ${im(whole)}。`,
      `在该区间内使 ${im(fs[2])} 成立的 ${im('x')} 组成的区间总长为 ${im(part)}。`,
      `所求概率为 ${im(`\\frac{${part}}{${whole}}=${tex}`)}。`,
    ],
    finalAnswer: im(tex),
    verificationNote: '在区间上逐点扫描并二分定出事件成立与不成立的分界点，每一段内多点核对事件的真假，长度之比恰为这个分数。',
    value: { kind: 'numbers', values: [n / g / (q / g)] },
  });
}

function gcd(a: number, b: number): number {
  return b === 0 ? Math.abs(a) : gcd(b, a % b);
}
