import { formulas, head, type MJ, proseWithSlots, readLatex, symbols, unwrap } from '../../math/expression/mathjson';
import type { MathOutcome } from '../../math/expression/types';
import { prepare } from '../../math/index';
import type { Surd } from '../../math/numbers/surd';
import { dm, im, refuse, solved } from '../../math/write/format';
import type { ProblemType } from '../../types';
import { evalExact, evalFloat, S } from './exact';
import { evalRadicals } from './exact-radicals';
import { Radicals } from './radicals';

export const GREEK: Record<string, string> = {
  alpha: '\\alpha',
  beta: '\\beta',
  theta: '\\theta',
  varphi: '\\varphi',
  phi: '\\varphi',
  gamma: '\\gamma',
  x: 'x',
  A: 'A',
  B: 'B',
  C: 'C',
};
const FN = { Sin: 'sin', Cos: 'cos', Tan: 'tan' } as const;
type Fn = keyof typeof FN;

interface Given {
  fn: Fn;
  v: string;
  value: Surd;
  latex: string;
}

function readGiven(j: MJ): Given | null {
  const u = unwrap(j);
  if (head(u) !== 'Equal' || !Array.isArray(u) || u.length !== 3) return null;
  const l = unwrap(u[1]);
  if (!Array.isArray(l) || typeof l[0] !== 'string' || !(l[0] in FN) || l.length !== 2) return null;
  const v = unwrap(l[1]);
  if (typeof v !== 'string' || !(v in GREEK)) return null;
  if (symbols(u[2]).size) return null;
  try {
    const value = evalExact(u[2], null, null, null);
    if (S.square(value) === null) return null;
    return { fn: l[0] as Fn, v, value, latex: '' };
  } catch {
    return null;
  }
}

/** An open interval for the angle, in radians (from "α∈(π/2,π)", "π/2<α<π", 第二象限角, 锐角, 钝角). */
export function readRange(j: MJ, v: string): [number, number] | null {
  const u = unwrap(j);
  const h = head(u);
  if (!Array.isArray(u)) return null;
  try {
    if (h === 'Element' && unwrap(u[1]) === v) {
      const iv = unwrap(u[2]);
      if (!Array.isArray(iv) || (iv[0] !== 'Interval' && iv[0] !== 'Tuple' && iv[0] !== 'Pair') || iv.length !== 3) return null;
      const end = (e: MJ) => evalFloat(Array.isArray(e) && (e[0] === 'Open' || e[0] === 'Closed') ? e[1] : e, {});
      return [end(iv[1]), end(iv[2])];
    }
    if ((h === 'Less' || h === 'LessEqual') && u.length === 4 && unwrap(u[2]) === v) return [evalFloat(u[1], {}), evalFloat(u[3], {})];
  } catch {
    return null;
  }
  return null;
}

export const QUADRANTS: Array<[RegExp, [number, number]]> = [
  [/第一象限/, [0, Math.PI / 2]],
  [/第二象限/, [Math.PI / 2, Math.PI]],
  [/第三象限/, [Math.PI, (3 * Math.PI) / 2]],
  [/第四象限/, [(3 * Math.PI) / 2, 2 * Math.PI]],
  [/锐角/, [0, Math.PI / 2]],
  [/钝角/, [Math.PI / 2, Math.PI]],
];

/** Angles with the given value, inside the range (up to whole turns). */
function candidates(g: Given, range: [number, number] | null): number[] {
  const x = g.value.toNumber();
  let base: number[];
  if (g.fn === 'Sin') base = Math.abs(x) > 1 ? [] : [Math.asin(x), Math.PI - Math.asin(x)];
  else if (g.fn === 'Cos') base = Math.abs(x) > 1 ? [] : [Math.acos(x), -Math.acos(x)];
  else base = [Math.atan(x), Math.atan(x) + Math.PI];
  const out: number[] = [];
  for (const b of base) {
    for (let k = -4; k <= 4; k++) {
      const t = b + 2 * k * Math.PI;
      if (!range || (t > range[0] + 1e-12 && t < range[1] - 1e-12)) out.push(t);
    }
  }
  return range ? out : base;
}

interface Branch {
  s: Surd;
  c: Surd;
  angle: number;
}

/**
 * The asked formulas are asked for their values, listed: 「则 ⟨1⟩、⟨2⟩ 的值分别为」. Words joining them or following the
 * last one (「⟨1⟩ 比 ⟨2⟩ 小多少」「⟨1⟩ 与 ⟨2⟩ 之积」「⟨1⟩ 的倒数」) ask another quantity.
 */
function asksTheValuesOnly(prose: string, slots: number[]): boolean {
  const words = prose.replace(/\s+/g, '');
  const places = slots.map((k) => ({ k, at: words.indexOf(`⟨${k}⟩`) }));
  if (places.some((p) => p.at < 0)) return false;
  for (let n = 0; n < places.length; n++) {
    const end = places[n].at + `⟨${places[n].k}⟩`.length;
    const next = n + 1 < places.length ? places[n + 1].at : words.length;
    const between = words.slice(end, next);
    const joined =
      n + 1 < places.length ? /^(?:的值)?(?:[,，、;；]|和|及|以及|与)?$/ : /^(?:的值)?(?:分别)?(?:(?:为|是|等于)(?:多少)?)?[?？.。]?$/;
    // a formula that is not asked (a range) may stand between: only the words right after the last asked one count
    if (n + 1 < places.length && /⟨\d+⟩/.test(between)) continue;
    if (!joined.test(between.replace(/⟨\d+⟩.*$/, ''))) return false;
  }
  return true;
}

/**
 * "已知 sin α = 3/5, α∈(π/2, π)，求 tan(α+π/4)": the other function values from sin²α+cos²α=1 with the
 * sign from the range, then the asked expression by the sum/double-angle formulas.
 */
export function solveGiven(text: string, problemType: ProblemType): MathOutcome | null {
  const fs = formulas(text);
  if (fs.length < 2 || fs.length > 8) return null;
  const parsed = fs.map((f) => readLatex(f));
  if (parsed.some((j) => j === null)) return null;
  let givenIdx = parsed.findIndex((j) => readGiven(j!) !== null);
  let g: Given;
  let range: [number, number] | null = null;
  let terminal = '';
  if (givenIdx >= 0) {
    g = readGiven(parsed[givenIdx]!)!;
    if (parsed.some((j, i) => i !== givenIdx && readGiven(j!) !== null)) return null;
  } else {
    // "角 θ 的终边在直线 y=kx 上" / "终边经过点 P(x₀, y₀)": tan θ, and for a point its quadrant
    const t = terminalSide(proseWithSlots(text), parsed as MJ[]);
    if (!t) return null;
    givenIdx = t.idx;
    g = t.given;
    range = t.range;
    terminal = t.note;
  }
  const v = g.v;
  const V = GREEK[v];
  const targets: Array<{ j: MJ; latex: string; at: number }> = [];
  for (let i = 0; i < parsed.length; i++) {
    if (i === givenIdx) continue;
    const j = parsed[i]!;
    if (unwrap(j) === v || (terminal && typeof unwrap(j) === 'string' && /^[a-z]$/.test(unwrap(j) as string))) continue;
    const r = readRange(j, v);
    if (r) {
      if (range) return null;
      range = r;
      continue;
    }
    const syms = symbols(j);
    for (const s of syms) if (s !== v && s !== 'Pi' && s !== 'Half') return null;
    if (!syms.has(v)) return null;
    if (head(unwrap(j)) === 'Equal' || head(unwrap(j)) === 'Element') return null;
    targets.push({ j, latex: fs[i].replace(/=\s*$/, ''), at: i });
  }
  if (!targets.length) return null;
  const prose = proseWithSlots(text);
  if (
    !asksTheValuesOnly(
      prose,
      targets.map((t) => t.at),
    )
  )
    return null;
  if (!range) for (const [re, r] of QUADRANTS) if (re.test(prose)) range = r;
  const p = prepare(text, problemType);
  if (/范围|取值|最大|最小|化简|证明/.test(prose)) return null;

  const given = S.latex(g.value);
  const fnName = FN[g.fn];
  const cands = candidates(g, range);
  if (!cands.length) return refuse(p, `已知条件 ${im(`\\${fnName}${V}=${given}`)} 与所给角的范围矛盾，请核对题目。`);
  const steps: string[] = [];
  // sign of the other functions, per candidate angle
  const branches: Branch[] = [];
  try {
    const sq = S.square(g.value)!;
    for (const t of cands) {
      let s: Surd;
      let c: Surd;
      if (g.fn === 'Sin') {
        s = g.value;
        const m = S.sqrt(Surd1(sq));
        c = Math.cos(t) < 0 ? S.neg(m) : m;
      } else if (g.fn === 'Cos') {
        c = g.value;
        const m = S.sqrt(Surd1(sq));
        s = Math.sin(t) < 0 ? S.neg(m) : m;
      } else {
        const m = S.sqrt(sq.add(oneRat()).inv());
        c = Math.cos(t) < 0 ? S.neg(m) : m;
        s = g.value.mul(c);
      }
      if (!branches.some((b) => S.eq(b.s, s) && S.eq(b.c, c))) branches.push({ s, c, angle: t });
    }
  } catch {
    return refuse(p, '这道题的三角函数值含有多个不同的根式，离线求解器暂不作答。');
  }
  if (terminal && range) range = [range[0], range[1]];
  const rangeText = range ? `${im(`${V}\\in(${rad(range[0])},${rad(range[1])})`)}` : '';
  for (const b of branches) {
    const lines: string[] = [];
    if (terminal) lines.push(terminal.replace(/⟨V⟩/g, V));
    if (g.fn === 'Sin') lines.push(`${im(`\\cos${V}=${b.c.toNumber() < 0 ? '-' : ''}\\sqrt{1-\\sin^2${V}}=${S.latex(b.c)}`)}`);
    if (g.fn === 'Cos') lines.push(`${im(`\\sin${V}=${b.s.toNumber() < 0 ? '-' : ''}\\sqrt{1-\\cos^2${V}}=${S.latex(b.s)}`)}`);
    if (g.fn === 'Tan')
      lines.push(
        `由 ${im(`\\frac{\\sin${V}}{\\cos${V}}=${given}`)} 及 ${im(`\\sin^2${V}+\\cos^2${V}=1`)} 得 ${im(`\\cos${V}=${S.latex(b.c)},\\ \\sin${V}=${S.latex(b.s)}`)}`,
      );
    if (g.fn !== 'Tan') {
      try {
        lines.push(im(`\\tan${V}=\\frac{\\sin${V}}{\\cos${V}}=${S.latex(S.div(b.s, b.c))}`));
      } catch {
        // tan undefined: not needed unless asked
      }
    }
    const where =
      branches.length > 1
        ? `若 ${V === 'x' ? 'x' : im(V)} 的终边在${quadrantName(b.angle)}，`
        : range
          ? `因为 ${rangeText}，所以 ${im(`${g.fn === 'Sin' ? `\\cos${V}` : g.fn === 'Cos' ? `\\sin${V}` : `\\cos${V}`}${signOf(g.fn === 'Cos' ? b.s : b.c)}0`)}，`
          : '';
    steps.push(`${where}${lines.join('，')}。`);
  }

  const answers: string[] = [];
  const values: number[] = [];
  for (const t of targets) {
    const r = valueOnBranches(t.j, v, branches, cands);
    if (r === 'sign')
      return refuse(
        p,
        `题目没有给出 ${im(V)} 的范围，而不同象限的结果不同，离线求解器无法确定答案。请补充 ${im(V)} 所在的象限或取值范围。`,
      );
    if (r === 'check') return refuse(p, '离线求解器的验算没有通过，为避免给出错误答案，暂不作答。');
    if (r === 'fail') return refuse(p, '离线求解器无法精确计算所求的三角函数式（可能无意义），暂不作答。');
    const mid = branches.length === 1 ? middle(t.j, v, branches[0]) : '';
    steps.push(`${formulaHint(t.j, v, V, branches[0])}${dm(`${t.latex}=${mid ? `${mid}=` : ''}${r.latex}`)}`);
    answers.push(im(`${t.latex}=${r.latex}`));
    values.push(r.value);
  }
  return solved(p, {
    engine: 'trig',
    idea: `先由同角三角函数的基本关系 ${im(`\\sin^2${V}+\\cos^2${V}=1`)}、${im(`\\tan${V}=\\frac{\\sin${V}}{\\cos${V}}`)}${range ? '，结合角的范围确定符号' : ''}，求出 ${im(`\\sin${V},\\cos${V}`)}，再用诱导公式、两角和差公式或二倍角公式计算。`,
    steps,
    finalAnswer: answers.join('，'),
    verificationNote: `由已知条件反求出角 ${im(V)} 的近似值，直接代入所求式子数值计算，与精确结果一致${branches.length > 1 ? '（各种可能的象限都已检验）' : ''}。`,
    value: { kind: 'numbers', values },
  });
}

/**
 * The asked expression's one value on every branch (sign pair of sin, cos): exactly with one radical, else in
 * the field of several (tan α = 2 with π/4 gives √10). 'sign' when the branches disagree; 'check' when the
 * value differs from the expression computed in floating point at any admissible angle.
 */
function valueOnBranches(
  j: MJ,
  v: string,
  branches: Branch[],
  angles: number[],
): { latex: string; value: number } | 'sign' | 'check' | 'fail' {
  let out: { latex: string; value: number } | null = null;
  try {
    let val: Surd | null = null;
    for (const b of branches) {
      const x = evalExact(j, v, b.s, b.c);
      if (val && !S.eq(val, x)) return 'sign';
      val = x;
    }
    if (val) out = { latex: S.latex(val), value: val.toNumber() };
  } catch {
    out = null;
  }
  if (!out) {
    try {
      let val: Radicals | null = null;
      for (const b of branches) {
        const x = evalRadicals(j, v, Radicals.fromSurd(b.s), Radicals.fromSurd(b.c));
        if (val && !val.equals(x)) return 'sign';
        val = x;
      }
      if (!val) return 'fail';
      out = { latex: val.latex(), value: val.toNumber() };
    } catch {
      return 'fail';
    }
  }
  // independent check: the expression at every admissible angle (and a turn either side), numerically
  for (const a of angles)
    for (const turn of [-1, 0, 1]) {
      const f = evalFloat(j, { [v]: a + 2 * turn * Math.PI });
      if (!Number.isFinite(f) || Math.abs(f - out.value) > 1e-9 * Math.max(1, Math.abs(f))) return 'check';
    }
  return out;
}

/** The angle's terminal side on a line y = kx, or through a point (x₀, y₀); its variable from the other formulas. */
function terminalSide(prose: string, parsed: MJ[]): { idx: number; given: Given; range: [number, number] | null; note: string } | null {
  if (!/终边/.test(prose)) return null;
  const vars = new Set<string>();
  for (const j of parsed) for (const s of symbols(j)) if (s in GREEK && s !== 'x' && !/^[A-C]$/.test(s)) vars.add(s);
  if (vars.size !== 1) return null;
  const v = [...vars][0];
  for (let i = 0; i < parsed.length; i++) {
    const u = unwrap(parsed[i]);
    try {
      if (Array.isArray(u) && u[0] === 'Equal' && unwrap(u[1]) === 'y') {
        const r0 = unwrap(u[2]);
        const neg = Array.isArray(r0) && r0[0] === 'Negate';
        const r = neg ? unwrap((r0 as MJ[])[1]) : r0;
        const coef: MJ | null =
          r === 'x'
            ? 1
            : Array.isArray(r) && (r[0] === 'InvisibleOperator' || r[0] === 'Multiply') && r.length === 3 && unwrap(r[2]) === 'x'
              ? r[1]
              : null;
        if (coef !== null) {
          const k0 = evalExact(coef, null, null, null);
          const k = neg ? S.neg(k0) : k0;
          return {
            idx: i,
            given: { fn: 'Tan', v, value: k, latex: '' },
            range: null,
            note: `终边在直线 ${im(`y=${S.latex(k)}x`)} 上，所以 ${im(`\\tan⟨V⟩=${S.latex(k)}`)}`,
          };
        }
      }
      if (Array.isArray(u) && typeof u[0] === 'string' && /^[A-Z]$/.test(u[0]) && u.length === 3) {
        const x0 = evalExact(u[1], null, null, null);
        const y0 = evalExact(u[2], null, null, null);
        const [xn, yn] = [x0.toNumber(), y0.toNumber()];
        if (xn === 0 || yn === 0) return null;
        const q = Math.atan2(yn, xn);
        const lo = Math.floor(q / (Math.PI / 2)) * (Math.PI / 2);
        return {
          idx: i,
          given: { fn: 'Tan', v, value: S.div(y0, x0), latex: '' },
          range: [lo, lo + Math.PI / 2],
          note: `终边经过点 ${im(`(${S.latex(x0)},${S.latex(y0)})`)}，所以 ${im(`\\tan⟨V⟩=\\frac{y}{x}=${S.latex(S.div(y0, x0))}`)}，且角的终边在${['第一', '第二', '第三', '第四'][((Math.round(lo / (Math.PI / 2)) % 4) + 4) % 4]}象限`,
        };
      }
    } catch {
      return null;
    }
  }
  return null;
}

function oneRat() {
  return S.int(1).a;
}
function Surd1(sq: ReturnType<typeof oneRat>) {
  return oneRat().sub(sq);
}

function signOf(x: Surd): string {
  return x.toNumber() < 0 ? '<' : '>';
}

function quadrantName(t: number): string {
  const w = ((t % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
  return ['第一象限', '第二象限', '第三象限', '第四象限'][Math.min(3, Math.floor(w / (Math.PI / 2)))];
}

export function rad(x: number): string {
  const q = x / Math.PI;
  for (const d of [1, 2, 3, 4, 6]) {
    const n = Math.round(q * d);
    if (Math.abs(q * d - n) < 1e-9) {
      if (n === 0) return '0';
      const top = `${n < 0 ? '-' : ''}${Math.abs(n) === 1 ? '' : Math.abs(n)}\\pi`;
      return d === 1 ? top : `${n < 0 ? '-' : ''}\\frac{${Math.abs(n) === 1 ? '' : Math.abs(n)}\\pi}{${d}}`;
    }
  }
  return String(x);
}

const P = (x: Surd) => (x.toNumber() < 0 || !x.isRational() ? `\\left(${S.latex(x)}\\right)` : S.latex(x));

/** The formula with the values substituted, for sums/differences with a special angle and double angles. */
function middle(j0: MJ, v: string, b: Branch): string {
  try {
    const j = unwrap(j0);
    if (!Array.isArray(j) || j.length !== 2 || !['Sin', 'Cos', 'Tan'].includes(j[0] as string)) return '';
    const f = j[0] as string;
    const arg = unwrap(j[1]);
    const sa = b.s;
    const ca = b.c;
    if (
      Array.isArray(arg) &&
      (arg[0] === 'InvisibleOperator' || arg[0] === 'Multiply') &&
      arg.length === 3 &&
      arg[1] === 2 &&
      unwrap(arg[2]) === v
    ) {
      if (f === 'Sin') return `2\\times ${P(sa)}\\times ${P(ca)}`;
      if (f === 'Cos') return `${P(ca)}^2-${P(sa)}^2`;
      const t = S.div(sa, ca);
      return `\\frac{2\\times ${P(t)}}{1-${P(t)}^2}`;
    }
    if (Array.isArray(arg) && (arg[0] === 'Add' || arg[0] === 'Subtract') && arg.length === 3 && unwrap(arg[1]) === v) {
      const beta = arg[2];
      const sb = evalExact(['Sin', beta], null, null, null);
      const cb = evalExact(['Cos', beta], null, null, null);
      const pm = arg[0] === 'Subtract' ? '-' : '+';
      const mp = arg[0] === 'Subtract' ? '+' : '-';
      if (f === 'Sin') return `${P(sa)}\\times ${P(cb)}${pm}${P(ca)}\\times ${P(sb)}`;
      if (f === 'Cos') return `${P(ca)}\\times ${P(cb)}${mp}${P(sa)}\\times ${P(sb)}`;
      const ta = S.div(sa, ca);
      const tb = S.div(sb, cb);
      return `\\frac{${P(ta)}${pm}${P(tb)}}{1${mp}${P(ta)}\\times ${P(tb)}}`;
    }
  } catch {
    return '';
  }
  return '';
}

/** The textbook formula behind the asked expression, when it is one of the standard forms. */
function formulaHint(j0: MJ, v: string, V: string, b: Branch): string {
  const j = unwrap(j0);
  if (!Array.isArray(j) || j.length !== 2) return '代入计算：';
  const arg = unwrap(j[1]);
  const f = j[0];
  const isDouble =
    Array.isArray(arg) &&
    (arg[0] === 'InvisibleOperator' || arg[0] === 'Multiply') &&
    arg.length === 3 &&
    arg[1] === 2 &&
    unwrap(arg[2]) === v;
  if (isDouble) {
    if (f === 'Sin') return `由二倍角公式 ${im(`\\sin2${V}=2\\sin${V}\\cos${V}`)}：`;
    if (f === 'Cos') return `由二倍角公式 ${im(`\\cos2${V}=\\cos^2${V}-\\sin^2${V}`)}：`;
    if (f === 'Tan') return `由二倍角公式 ${im(`\\tan2${V}=\\frac{2\\tan${V}}{1-\\tan^2${V}}`)}：`;
  }
  const sumOf = Array.isArray(arg) && (arg[0] === 'Add' || arg[0] === 'Subtract') && arg.length === 3 && unwrap(arg[1]) === v;
  if (sumOf) {
    const minus = (arg as MJ[])[0] === 'Subtract';
    const pm = minus ? '-' : '+';
    const mp = minus ? '+' : '-';
    if (f === 'Sin')
      return `由两角${minus ? '差' : '和'}的正弦公式 ${im(`\\sin(${V}${pm}\\beta)=\\sin${V}\\cos\\beta${pm}\\cos${V}\\sin\\beta`)}：`;
    if (f === 'Cos')
      return `由两角${minus ? '差' : '和'}的余弦公式 ${im(`\\cos(${V}${pm}\\beta)=\\cos${V}\\cos\\beta${mp}\\sin${V}\\sin\\beta`)}：`;
    if (f === 'Tan')
      return `由两角${minus ? '差' : '和'}的正切公式 ${im(`\\tan(${V}${pm}\\beta)=\\frac{\\tan${V}${pm}\\tan\\beta}{1${mp}\\tan${V}\\tan\\beta}`)}：`;
  }
  void b;
  return '代入计算：';
}
