import { formulas, type MJ, proseWithSlots, readLatex, stripBlank, unwrap } from '../../math/expression/mathjson';
import { Rat } from '../../math/expression/rational';
import type { AnswerValue, MathOutcome } from '../../math/expression/types';
import { prepare } from '../../math/index';
import type { Surd } from '../../math/numbers/surd';
import { im, solved } from '../../math/write/format';
import { piLatex } from '../../math/write/pi-latex';
import type { ProblemType } from '../../types';
import { evalFloat, readAngle, S, sinCosPi } from './exact';
import { recognize } from './wave';

/**
 * A·sin(ωx+φ)+B (or A·cos) on a closed interval, as 人教A版 必修一 5.6 and the papers ask it: 「函数
 * f(x)=sin(2x+π/6) 在区间 [0,π/2] 上的最小值为」「f(x)=cos(3x+π/6) 在 [0,π] 的零点个数为」. The whole angle
 * t=ωx+φ is followed over the interval (整体代换): its end values and the peaks or zeros of sin t / cos t inside give
 * the extremes, the range or the number of zeros. Zeros are counted only without a vertical shift (B=0). The answer is
 * checked on the function itself by dense sampling of the interval.
 */

type Ask = 'max' | 'min' | 'range' | 'zeros';

const PROSE = /已知|设|函数|的|在|区间|闭区间|上|当|时|最大值|最小值|值域|零点|个数|为|是|等于|则|求|[,，.。;；:：\s()（）]|_+|⟨\d+⟩/g;

/** The body of 「f(x)=…」「y=…」 when it is B + A·trig(kx+q·π) with one sine or cosine; A, B exact. */
function readWave(latex: string): { body: MJ; fn: 'sin' | 'cos'; k: Rat; q: Rat; A: Surd; B: Surd } | null {
  const def = /^(?:[fgh]\s*\(\s*x\s*\)|y)\s*=\s*(.+)$/.exec(latex.trim());
  if (!def) return null;
  // 「\sin x/2」: an argument without a bracket followed by a slash is sin(x/2) to one reader and (sin x)/2 to another
  if (/\\(?:sin|cos)(?![a-z])(?!\s*(?:\\left\s*)?[({])[^+\-()]*\//.test(def[1])) return null;
  const trig = [...def[1].matchAll(/\\(sin|cos|tan|cot)(?![a-z])/g)];
  if (trig.length !== 1 || trig[0][1] === 'tan' || trig[0][1] === 'cot') return null;
  const body = readLatex(def[1]);
  if (!body) return null;
  const args: MJ[] = [];
  const walk = (j: MJ) => {
    if (!Array.isArray(j)) return;
    if (j[0] === 'Sin' || j[0] === 'Cos') args.push(j[1]);
    else for (const x of j.slice(1)) walk(x);
  };
  walk(unwrap(body));
  if (args.length !== 1) return null;
  let angle: { k: Rat; q: Rat };
  try {
    angle = readAngle(args[0], 'x');
  } catch {
    return null;
  }
  if (angle.k.isZero()) return null;
  const fn = trig[0][1] as 'sin' | 'cos';
  const k = angle.k.toNumber();
  const atAngle = (t: number) => evalFloat(body, { x: (t - angle.q.toNumber() * Math.PI) / k });
  // B is the value where the trig is 0, A what the trig's 1 adds to it
  const zeroAt = fn === 'sin' ? 0 : Math.PI / 2;
  const oneAt = fn === 'sin' ? Math.PI / 2 : 0;
  const B = recognize(atAngle(zeroAt));
  const A = B ? recognize(atAngle(oneAt) - B.toNumber()) : null;
  if (!A || !B || A.isZero()) return null;
  const trigOf = fn === 'sin' ? Math.sin : Math.cos;
  for (let i = 0; i < 20; i++) {
    const t = -5.3 + i * 0.57;
    const y = atAngle(t);
    if (!Number.isFinite(y) || Math.abs(y - (B.toNumber() + A.toNumber() * trigOf(t))) > 1e-9 * Math.max(1, Math.abs(y))) return null;
  }
  return { body, fn, k: angle.k, q: angle.q, A, B };
}

/** 「[0,\frac{\pi}{2}]」「x\in[0,\pi]」: the ends as multiples of π, left below right. */
function readInterval(latex: string): [Rat, Rat] | null {
  const m = /^(?:x\s*\\in\s*)?\[\s*([^,\]]+),\s*([^,\]]+)\]$/.exec(latex.replace(/\\left|\\right/g, '').trim());
  if (!m) return null;
  try {
    const ends = [m[1], m[2]].map((e) => {
      const j = readLatex(e);
      if (j === null) throw new RangeError('端点');
      const a = readAngle(j, null);
      if (!a.k.isZero()) throw new RangeError('端点');
      return a.q;
    });
    return ends[0].cmp(ends[1]) < 0 ? [ends[0], ends[1]] : null;
  } catch {
    return null;
  }
}

/** The points c + n (n whole) inside [lo, hi]. */
function pointsIn(c: Rat, step: Rat, lo: Rat, hi: Rat): Rat[] {
  const out: Rat[] = [];
  const first = Math.ceil(lo.sub(c).div(step).toNumber() - 1e-12);
  for (let n = first; ; n++) {
    const p = c.add(step.mul(Rat.of(n)));
    if (p.cmp(hi) > 0) break;
    if (p.cmp(lo) >= 0) out.push(p);
  }
  return out;
}

export function solveWaveOnInterval(text: string, problemType: ProblemType): MathOutcome | null {
  const prose = proseWithSlots(text);
  if (prose.replace(PROSE, '').trim()) return null;
  const asks: Ask[] = [];
  if (/最大值/.test(prose)) asks.push('max');
  if (/最小值/.test(prose)) asks.push('min');
  if (/值域/.test(prose)) asks.push('range');
  if (/零点(?:的)?个数/.test(prose)) asks.push('zeros');
  if (asks.length !== 1 || (/零点/.test(prose) && asks[0] !== 'zeros')) return null;
  const ask = asks[0];
  let wave: ReturnType<typeof readWave> = null;
  let interval: [Rat, Rat] | null = null;
  let name = 'f(x)';
  for (const f0 of formulas(text)) {
    const f = stripBlank(f0.trim());
    if (!f || /^[fgh]\s*\(\s*x\s*\)$|^y$/.test(f)) continue;
    // 「f(x)=…\left(x \in\left[0, \frac{\pi}{2}\right]\right)」: the interval told inside the definition's formula
    const inside = /^(.*?)\s*(?:\\left)?\(\s*(x\s*\\in\s*(?:\\left)?\[.*\])\s*(?:\\right)?\)\s*$/.exec(f);
    const def = inside ? inside[1] : f;
    const w = /^(?:[fgh]\s*\(\s*x\s*\)|y)\s*=/.test(def) ? readWave(def) : null;
    if (w) {
      if (wave) return null;
      wave = w;
      name = /^y/.test(def.trim()) ? 'y' : def.trim().slice(0, 4).replace(/\s+/g, '');
      if (inside) {
        interval = readInterval(inside[2]);
        if (!interval) return null;
      }
      continue;
    }
    const iv = readInterval(f);
    if (iv && !interval) {
      interval = iv;
      continue;
    }
    return null;
  }
  if (!wave || !interval) return null;
  const { fn, k, q, A, B } = wave;
  if (ask === 'zeros' && !B.isZero()) return null;
  const [a, b] = interval;
  const ends = [k.mul(a).add(q), k.mul(b).add(q)];
  const [lo, hi] = ends[0].cmp(ends[1]) < 0 ? ends : [ends[1], ends[0]];
  const p = prepare(text, problemType);
  const t = `${k.isOne() ? '' : k.toLatex()}x${q.isZero() ? '' : q.sign() > 0 ? `+${piLatex(q)}` : piLatex(q)}`;
  // the angle itself when it is x alone: no substitution to show
  const v = t === 'x' ? 'x' : 't';
  const trigTex = `\\${fn} ${v}`;
  const steps: string[] =
    v === 'x'
      ? []
      : [
          `令 ${im(`t=${t}`)}，当 ${im(`x\\in\\left[${piLatex(a)},${piLatex(b)}\\right]`)} 时，${im(`t\\in\\left[${piLatex(lo)},${piLatex(hi)}\\right]`)}。`,
        ];
  const f = (x: number) => evalFloat(wave!.body, { x });
  const [an, bn] = [a.toNumber() * Math.PI, b.toNumber() * Math.PI];
  let value: AnswerValue;
  let finalAnswer: string;
  if (ask === 'zeros') {
    const c = fn === 'sin' ? Rat.ZERO : Rat.of(1, 2);
    const zs = pointsIn(c, Rat.ONE, lo, hi);
    steps.push(
      `${im(`${trigTex}=0`)} 即 ${im(`${v}=${fn === 'sin' ? 'k\\pi' : '\\frac{\\pi}{2}+k\\pi'}\\ (k\\in\\mathbb{Z})`)}，在 ${im(`\\left[${piLatex(lo)},${piLatex(hi)}\\right]`)} 内的有 ${zs.length ? im(zs.map(piLatex).join(',\\ ')) : '0 个'}，${v === 't' ? `每个 ${im('t')} 对应一个 ${im('x')}，` : ''}所以 ${im(name)} 在该区间上的零点个数为 ${zs.length}。`,
    );
    // check: sign changes and exact zeros of f on a fine grid of the interval
    let count = 0;
    const n = 20000;
    let prev = f(an);
    if (Math.abs(prev) < 1e-12) count++;
    for (let i = 1; i <= n; i++) {
      const y = f(an + ((bn - an) * i) / n);
      if (Math.abs(y) < 1e-12) count++;
      else if (Math.abs(prev) >= 1e-12 && Math.sign(y) !== Math.sign(prev)) count++;
      prev = y;
    }
    if (count !== zs.length) return null;
    value = { kind: 'numbers', values: [zs.length] };
    finalAnswer = String(zs.length);
  } else {
    let exact: { lo: Surd; hi: Surd; loAt: Rat; hiAt: Rat };
    try {
      const at = (u: Rat) => (fn === 'sin' ? sinCosPi(u).sin : sinCosPi(u).cos);
      const peaks = pointsIn(fn === 'sin' ? Rat.of(1, 2) : Rat.ZERO, Rat.of(2), lo, hi);
      const troughs = pointsIn(fn === 'sin' ? Rat.of(-1, 2) : Rat.ONE, Rat.of(2), lo, hi);
      const candidates: Array<[Rat, Surd]> = [
        [lo, at(lo)],
        [hi, at(hi)],
        ...peaks.map((u): [Rat, Surd] => [u, S.int(1)]),
        ...troughs.map((u): [Rat, Surd] => [u, S.int(-1)]),
      ];
      const byValue = [...candidates].sort((x, y) => x[1].toNumber() - y[1].toNumber());
      const [first, last] = [byValue[0], byValue[byValue.length - 1]];
      exact = { lo: first[1], hi: last[1], loAt: first[0], hiAt: last[0] };
    } catch {
      return null;
    }
    const trigRange = `${im(`${trigTex}\\in\\left[${S.latex(exact.lo)},${S.latex(exact.hi)}\\right]`)}`;
    steps.push(
      `${im(`y=${trigTex}`)} 在 ${im(`\\left[${piLatex(lo)},${piLatex(hi)}\\right]`)} 上，当 ${im(`${v}=${piLatex(exact.hiAt)}`)} 时取最大值 ${im(S.latex(exact.hi))}，当 ${im(`${v}=${piLatex(exact.loAt)}`)} 时取最小值 ${im(S.latex(exact.lo))}，即 ${trigRange}。`,
    );
    const ends2 = [A.mul(exact.lo).add(B), A.mul(exact.hi).add(B)];
    const [minV, maxV] = ends2[0].toNumber() <= ends2[1].toNumber() ? ends2 : [ends2[1], ends2[0]];
    const Atex = S.latex(A);
    const Btex = B.isZero() ? '' : S.sign(B) < 0 ? S.latex(B) : `+${S.latex(B)}`;
    if (Atex !== '1' || Btex)
      steps.push(
        `所以 ${im(`${name}=${Atex === '1' ? '' : Atex === '-1' ? '-' : Atex}${trigTex}${Btex}`)} 的取值范围是 ${im(`\\left[${S.latex(minV)},${S.latex(maxV)}\\right]`)}。`,
      );
    // check: the extremes of f sampled densely over the interval
    let hiF = Number.NEGATIVE_INFINITY;
    let loF = Number.POSITIVE_INFINITY;
    for (let i = 0; i <= 20000; i++) {
      const y = f(an + ((bn - an) * i) / 20000);
      hiF = Math.max(hiF, y);
      loF = Math.min(loF, y);
    }
    if (Math.abs(hiF - maxV.toNumber()) > 1e-6 || Math.abs(loF - minV.toNumber()) > 1e-6) return null;
    if (ask === 'range') {
      finalAnswer = im(`\\left[${S.latex(minV)},${S.latex(maxV)}\\right]`);
      value = { kind: 'interval', intervals: [{ lo: minV.toNumber(), hi: maxV.toNumber(), loClosed: true, hiClosed: true }] };
    } else {
      const v = ask === 'max' ? maxV : minV;
      finalAnswer = im(S.latex(v));
      value = { kind: 'numbers', values: [v.toNumber()] };
    }
    steps.push(`所以 ${im(name)} 在该区间上的${ask === 'max' ? '最大值为 ' : ask === 'min' ? '最小值为 ' : '值域为 '}${finalAnswer}。`);
  }
  return solved(p, {
    engine: 'trig:wave-interval',
    idea: '整体代换：令 t=ωx+φ，先由 x 的范围求出 t 的范围，再看 y=sin t（或 cos t）在这个范围内的图象。',
    steps,
    finalAnswer,
    verificationNote: '已在区间上密集取点计算函数值，核对了最值（或零点个数）。',
    value,
  });
}
