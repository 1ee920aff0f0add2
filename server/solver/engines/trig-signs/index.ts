import { im } from '../../math/write/format';
import { formulas, type MJ, proseWithSlots, readLatex, unwrap } from '../../math/expression/mathjson';
import { Rat } from '../../math/expression/rational';
import type { Solved } from '../../types';
import { readAngle } from '../trig/exact';
import { GREEK, rad } from '../trig/given';
import type { Engine, EngineResult } from '../types';

/** Quadrants as ranges in units of π. */
const QUADRANT_RANGES: Array<[RegExp, [Rat, Rat], string]> = [
  [/第一象限/, [Rat.ZERO, Rat.of(1, 2)], '第一象限'],
  [/第二象限/, [Rat.of(1, 2), Rat.ONE], '第二象限'],
  [/第三象限/, [Rat.ONE, Rat.of(3, 2)], '第三象限'],
  [/第四象限/, [Rat.of(3, 2), Rat.of(2)], '第四象限'],
];

type Rel = '>' | '<';

interface OptClaim {
  fn: 'Sin' | 'Cos' | 'Tan';
  k: Rat;
  rel: Rel;
  latex: string;
}

function readOption(text: string, v: string): OptClaim | null {
  const fs = formulas(text);
  if (fs.length !== 1 || text.replace(/\$[^$]*\$/g, '').trim() !== '') return null;
  const j = readLatex(fs[0]);
  const u = j === null ? null : unwrap(j);
  if (!Array.isArray(u) || u.length !== 3 || (u[0] !== 'Greater' && u[0] !== 'Less') || unwrap(u[2]) !== 0) return null;
  const f = unwrap(u[1]);
  if (!Array.isArray(f) || f.length !== 2 || !['Sin', 'Cos', 'Tan'].includes(String(f[0]))) return null;
  try {
    const a = readAngle(f[1] as MJ, v);
    if (!a.q.isZero() || !a.k.isInteger() || a.k.sign() <= 0 || a.k.cmp(Rat.of(4)) > 0) return null;
    return { fn: f[0] as OptClaim['fn'], k: a.k, rel: u[0] === 'Greater' ? '>' : '<', latex: fs[0] };
  } catch {
    return null;
  }
}

/** Zeros (and poles of tan) strictly inside (lo, hi), in units of π: none means the sign is fixed. */
function signOn(fn: OptClaim['fn'], lo: Rat, hi: Rat): number | null {
  // sin: zeros at n; cos: zeros at n + 1/2; tan: both
  const marks = fn === 'Sin' ? [Rat.ZERO] : fn === 'Cos' ? [Rat.of(1, 2)] : [Rat.ZERO, Rat.of(1, 2)];
  for (const m of marks) {
    // smallest n with n + m > lo
    const x = lo.sub(m).toNumber();
    const n = Math.floor(x) + 1;
    if (Rat.of(n).add(m).cmp(hi) < 0) return null;
  }
  const mid = ((lo.toNumber() + hi.toNumber()) / 2) * Math.PI;
  const val = fn === 'Sin' ? Math.sin(mid) : fn === 'Cos' ? Math.cos(mid) : Math.tan(mid);
  return Math.sign(val);
}

const FNL = { Sin: '\\sin', Cos: '\\cos', Tan: '\\tan' } as const;

/**
 * "若 α 为第四象限角，则（ ）A. cos 2α>0 … D. sin 2α<0": the range of kα from the quadrant, and on it the
 * sign of sin, cos, tan — fixed only when no zero of the function lies inside. An option holds when the sign
 * is fixed and agrees.
 */
export const trigSignsEngine: Engine = {
  name: 'trig-signs',
  subjects: ['math'],
  readsOptions: true,
  solve(q): EngineResult | null {
    try {
      if (q.options.length < 2 || q.multi) return null;
      const prose = proseWithSlots(q.stem);
      const fs = formulas(q.stem);
      if (fs.length !== 1) return null;
      const j = readLatex(fs[0]);
      const v = j === null ? null : unwrap(j);
      if (typeof v !== 'string' || !(v in GREEK) || v === 'x' || /^[A-C]$/.test(v)) return null;
      const qm =
        /^\s*(?:若|已知|设)?\s*⟨0⟩\s*(?:为|是)\s*第([一二三四])象限(?:的)?角\s*[,，]?\s*(?:则|那么)\s*(?:下列(?:结论|不等式)?(?:中)?(?:一定)?(?:正确|成立)的是)?\s*(?:____)?\s*[。.]?\s*$/.exec(
          prose,
        );
      if (!qm) return null;
      const quad = QUADRANT_RANGES.find(([re]) => re.test(`第${qm[1]}象限`))!;
      const claims = q.options.map((o) => readOption(o.text, v));
      if (claims.some((c) => c === null)) return null;
      const V = GREEK[v];
      const [lo, hi] = quad[1];
      const lines: string[] = [];
      const truth: boolean[] = [];
      for (const [i, c] of (claims as OptClaim[]).entries()) {
        const l = c.k.mul(lo);
        const h = c.k.mul(hi);
        const s = signOn(c.fn, l, h);
        const holds = s !== null && s === (c.rel === '>' ? 1 : -1);
        truth.push(holds);
        const arg = c.k.isOne() ? V : `${c.k.toLatex()}${V}`;
        const rangeL = `2k\\pi+${rad(l.toNumber() * Math.PI)}<${arg}<2k\\pi+${rad(h.toNumber() * Math.PI)}`.replace('2k\\pi+0<', '2k\\pi<');
        const scaled = c.k.isOne()
          ? rangeL
          : `${c.k.mul(Rat.of(2)).toLatex()}k\\pi+${rad(l.toNumber() * Math.PI)}<${arg}<${c.k.mul(Rat.of(2)).toLatex()}k\\pi+${rad(h.toNumber() * Math.PI)}`.replace(
              /\+0</,
              '<',
            );
        const verdict =
          s === null
            ? `在这个范围内 ${im(`${FNL[c.fn]} ${arg}`)} 的值有正有负（范围内含有使它为 0 ${c.fn === 'Tan' ? '或无意义 ' : ''}的角），所以不一定成立`
            : `在这个范围内 ${im(`${FNL[c.fn]} ${arg}${s > 0 ? '>0' : '<0'}`)}，所以${holds ? '一定成立' : '不成立'}`;
        lines.push(
          `**选项 ${q.options[i].letter}** ${q.options[i].text}：由 ${im(`2k\\pi+${rad(lo.toNumber() * Math.PI)}<${V}<2k\\pi+${rad(hi.toNumber() * Math.PI)}\\ (k\\in\\mathbb{Z})`)} 得 ${im(scaled)}，${verdict}。`,
        );
      }
      // independent check: sample angles of the quadrant, every option tested directly
      for (const [i, c] of (claims as OptClaim[]).entries()) {
        let always = true;
        for (let t = 1; t < 400; t++) {
          const a = (lo.toNumber() + ((hi.toNumber() - lo.toNumber()) * t) / 400) * Math.PI;
          const k = c.k.toNumber();
          const val = c.fn === 'Sin' ? Math.sin(k * a) : c.fn === 'Cos' ? Math.cos(k * a) : Math.tan(k * a);
          if (!(c.rel === '>' ? val > 0 : val < 0)) always = false;
        }
        if (always !== truth[i]) return null;
      }
      const picked = q.options.filter((_, i) => truth[i]);
      if (picked.length !== 1) return null;
      const letter = picked[0].letter;
      const markdown = [
        `**解题思路** 由 ${im(V)} 所在象限写出 ${im(V)} 的范围，再得到 ${im(`k${V}`)} 的范围，看各三角函数在这个范围内的符号是否确定。`,
        ...lines,
        `**答案** 选 ${letter}。`,
        `**检验** 在${quad[2]}内取大量角逐一代入每个选项，结论一致。`,
      ].join('\n\n');
      const outcome: Solved = {
        ok: true,
        subject: 'math',
        problemType: 'choice',
        markdown,
        finalAnswer: `${letter}（${picked[0].text}）`,
        verification: { status: 'verified', note: `在${quad[2]}内取大量角逐一代入每个选项，结论一致。` },
        engine: 'offline:trig',
      };
      return { outcome };
    } catch {
      return null;
    }
  },
};
