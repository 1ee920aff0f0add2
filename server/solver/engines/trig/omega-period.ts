import { formulas, proseWithSlots, stripBlank } from '../../math/expression/mathjson';
import { Rat } from '../../math/expression/rational';
import type { MathOutcome } from '../../math/expression/types';
import { prepare } from '../../math/index';
import { evalRat, parseRat } from '../../math/numbers/ratexpr';
import { im, solved } from '../../math/write/format';
import { piLatex } from '../../math/write/pi-latex';
import type { ProblemType } from '../../types';

/**
 * ω from the least positive period (人教A版 必修一 5.6 函数 y=Asin(ωx+φ)): 「f(x)=2sin(ωx+φ)(ω>0) 的最小正周期为 π，
 * 则 ω=」 is 2π/T for sine and cosine, π/T for tangent. The function must be A·trig(ωx + φ) + B (or a·sin ωx + b·cos ωx)
 * with ω > 0 told; the answer is checked by the period of the function with that ω.
 * Papers tell the period through its parts as often: 「图象相邻两条对称轴之间的距离为 π/2」「相邻两个零点之间的距离为 π/3」
 * 「相邻两个对称中心之间的距离为 …」 are half a period for sine and cosine (a tangent's neighbouring zeros are a whole
 * period apart, its centres half of one, and it has no axis). Zeros are evenly spaced only without a vertical shift;
 * that spacing is checked on the function itself, by finding two neighbouring points numerically.
 */

const PROSE =
  /已知|设|若|函数|的|图象|图像|最小正周期|相邻|两条|两个|对称轴|对称中心|零点|之间|距离|为|是|等于|且|则|其中|[,，.。;；:：\s()（）]|_+|⟨\d+⟩/g;

type Told = 'period' | 'axes' | 'zeros' | 'centres';

/** What the told length is: the least positive period, or the distance between two neighbouring axes, zeros, centres. */
const TOLD = /(?:(最小正周期)|(?:的)?(?:图[象像])?(?:的)?相邻(?:两条|两个)?(对称轴|零点|对称中心)(?:之间)?的?距离)(?:为|是|等于)⟨(\d+)⟩/;
const TOLD_NAMES: Record<string, Told> = { 最小正周期: 'period', 对称轴: 'axes', 零点: 'zeros', 对称中心: 'centres' };

/** The told length in periods (for the function kind), null when the kind has no such points. */
function periodsTold(told: Told, fn: 'sin' | 'cos' | 'tan'): Rat | null {
  if (told === 'period') return Rat.ONE;
  if (fn !== 'tan') return Rat.of(1, 2);
  return told === 'zeros' ? Rat.ONE : told === 'centres' ? Rat.of(1, 2) : null;
}

/** The first two roots of h after 0 found by sign changes and bisection, or null. */
function firstTwoRoots(h: (x: number) => number, upTo: number): [number, number] | null {
  const roots: number[] = [];
  const n = 4000;
  for (let i = 0; i < n && roots.length < 2; i++) {
    let a = (upTo * i) / n;
    let b = (upTo * (i + 1)) / n;
    if (Math.sign(h(a)) === Math.sign(h(b))) continue;
    for (let k = 0; k < 80; k++) {
      const m = (a + b) / 2;
      if (Math.sign(h(a)) === Math.sign(h(m))) a = m;
      else b = m;
    }
    roots.push((a + b) / 2);
  }
  return roots.length === 2 ? [roots[0], roots[1]] : null;
}

/**
 * The spacing of the told points of trig(ω·x + 0.3) measured numerically: zeros of the function (tangent: of sine,
 * so its poles are not taken for zeros), axes as zeros of its derivative, centres as points on its midline.
 */
function measuredSpacing(told: Told, fn: 'sin' | 'cos' | 'tan', w: number): number | null {
  const u = (x: number) => w * x + 0.3;
  const h =
    fn === 'tan'
      ? told === 'zeros'
        ? (x: number) => Math.sin(u(x))
        : (x: number) => Math.sin(2 * u(x))
      : told === 'axes'
        ? (x: number) => (fn === 'sin' ? Math.cos(u(x)) : -Math.sin(u(x)))
        : (x: number) => (fn === 'sin' ? Math.sin(u(x)) : Math.cos(u(x)));
  const roots = firstTwoRoots(h, (8 * Math.PI) / w);
  return roots ? roots[1] - roots[0] : null;
}

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
  if (!/\\omega/.test(text) || !/最小正周期|相邻/.test(text)) return null;
  const prose = proseWithSlots(text);
  if (prose.replace(PROSE, '').trim()) return null;
  const fs = formulas(text).map((f) => stripBlank(f.trim().replace(/\\left|\\right/g, '')));
  let fn: 'sin' | 'cos' | 'tan' | null = null;
  let shifted = false;
  let length: Rat | null = null;
  let positive = false;
  let asked = false;
  const toldAt = TOLD.exec(prose.replace(/\s+/g, ''));
  if (!toldAt || (prose.match(/距离|最小正周期/g) ?? []).length !== 1) return null;
  const told = TOLD_NAMES[toldAt[1] ?? toldAt[2]];
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
    if (Number(toldAt[3]) === i) {
      length = piMultiple(f);
      if (!length) return null;
      continue;
    }
    const def = /^(?:[fgh]\s*\(\s*x\s*\)|y)\s*=\s*(.+)$/.exec(f);
    if (def && !fn) {
      const body = def[1].replace(/\s+/g, '');
      const m =
        /^(-?(?:\d+(?:\.\d+)?|\\frac\{\d+\}\{\d+\}|\\sqrt\{\d+\})?)\\(sin|cos|tan)\(\\omegax([+-](?:\\varphi|\\phi|\\frac\{\\pi\}\{\d+\}|\\frac\{\d+\\pi\}\{\d+\}|\\pi))?\)([+-]\d+(?:\.\d+)?)?$/.exec(
          body,
        );
      // 「\sqrt{3}\sin\omega x+\cos\omega x」: a sine and a cosine of the same ωx are one sine of that ωx (辅助角)
      const pair =
        /^-?(?:\d+(?:\.\d+)?|\\sqrt\{\d+\})?\\sin\\omegax[+-](?:\d+(?:\.\d+)?|\\sqrt\{\d+\})?\\cos\\omegax([+-]\d+(?:\.\d+)?)?$/.exec(body);
      if (!m && !pair) return null;
      fn = m ? (m[2] as 'sin' | 'cos' | 'tan') : 'sin';
      shifted = !!(m ? m[4] : pair?.[1]);
      continue;
    }
    // φ's own bounds (|φ|<π/2, 0<φ<π) say nothing about the period
    if (/^(?:\|?\\(?:varphi|phi)\|?\s*<|0\s*<\s*\\(?:varphi|phi)\s*<)/.test(f)) continue;
    return null;
  }
  if (!fn || !length || !positive || !asked) return null;
  // a vertical shift moves the zeros off an even spacing
  if (told === 'zeros' && shifted) return null;
  const share = periodsTold(told, fn);
  if (!share) return null;
  const T = length.div(share);
  const p = prepare(text, problemType);
  const base = fn === 'tan' ? Rat.ONE : Rat.of(2); // period of the plain function, in units of π
  const omega = base.div(T);
  // check: with this ω the function repeats after T and after no shorter positive span on a grid
  const w = omega.toNumber();
  const g = (x: number) => (fn === 'sin' ? Math.sin(w * x + 0.3) : fn === 'cos' ? Math.cos(w * x + 0.3) : Math.tan(w * x + 0.3));
  const Tn = T.toNumber() * Math.PI;
  const repeats = (span: number) => [0.1, 0.27, 0.61].every((x) => Math.abs(g(x + span) - g(x)) < 1e-9 * Math.max(1, Math.abs(g(x))));
  if (!repeats(Tn) || repeats(Tn / 2) || repeats(Tn / 3)) return null;
  if (told !== 'period') {
    const spacing = measuredSpacing(told, fn, w);
    if (spacing === null || Math.abs(spacing - length.toNumber() * Math.PI) > 1e-7) return null;
  }
  const Ttex = piLatex(T);
  const lengthTex = piLatex(length);
  const NAMES: Record<Told, string> = { period: '', axes: '相邻两条对称轴', zeros: '相邻两个零点', centres: '相邻两个对称中心' };
  const fromParts =
    told === 'period'
      ? []
      : [
          share.isOne()
            ? `正切型函数${NAMES[told]}之间的距离等于一个周期，所以 ${im(`T=${Ttex}`)}。`
            : `${NAMES[told]}之间的距离等于半个周期，所以 ${im(`\\frac{T}{2}=${lengthTex}`)}，${im(`T=${Ttex}`)}。`,
        ];
  return solved(p, {
    engine: 'trig:omega-period',
    idea: fn === 'tan' ? '函数 y=Atan(ωx+φ)+B（ω>0）的最小正周期 T=π/ω。' : `函数 y=A${fn}(ωx+φ)+B（ω>0）的最小正周期 T=2π/ω。`,
    steps: [
      ...fromParts,
      `由 ${im(`T=\\frac{${fn === 'tan' ? '\\pi' : '2\\pi'}}{\\omega}=${Ttex}`)}，且 ${im('\\omega>0')}，得 ${im(`\\omega=${omega.toLatex()}`)}。`,
    ],
    finalAnswer: im(`\\omega=${omega.toLatex()}`),
    verificationNote:
      told === 'period'
        ? `取 ${im(`\\omega=${omega.toLatex()}`)}，函数每隔 ${im(Ttex)} 重复，而隔它的一半或三分之一不重复。`
        : `取 ${im(`\\omega=${omega.toLatex()}`)}，函数每隔 ${im(Ttex)} 重复；逐点找出${NAMES[told]}，它们的距离正是 ${im(lengthTex)}。`,
    value: { kind: 'numbers', values: [omega.toNumber()] },
  });
}
