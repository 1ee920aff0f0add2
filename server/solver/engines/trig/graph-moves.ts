import { formulas, type MJ, proseWithSlots, readLatex, symbols } from '../../math/expression/mathjson';
import { parseExpr } from '../../math/expression/parser';
import { Rat } from '../../math/expression/rational';
import type { MathOutcome } from '../../math/expression/types';
import { prepare } from '../../math/index';
import { im, solved } from '../../math/write/format';
import { recognize, surdLatex } from '../../math/write/recognize';
import type { ProblemType } from '../../types';
import { evalFloat } from './exact';
import { omegaOf } from './shift';
import { affineLatex } from './wave';

/**
 * The graph of a sinusoid moved and stretched (人教A版 必修一 5.6 函数 y=Asin(ωx+φ) 的图象): 「将函数 y=2sin(2x+π/6)
 * 的图像向右平移 1/4 个周期后，所得图像对应的函数为」「把 y=sin x 的图象上所有点的横坐标缩短到原来的 1/2（纵坐标不变），再
 * 向右平移 π/6 个单位长度，得到 y=g(x) 的图象，则 g(π/4)=」. Each move is read whole, in order: left/right by s
 * (x → x±s, also a fraction of the period), up/down by c, the abscissas or ordinates scaled by k. The moved function is
 * written again as A·sin(ωx+φ)+C (cos when the given one is a cos) and checked against the moves done numerically.
 */

interface Move {
  apply: (g: (x: number) => number) => (x: number) => number;
  /** the new ω from the old (only an abscissa scaling changes it) */
  omega: (w: Rat) => Rat;
  say: string;
}

const BLANK = /\s*(?:\\_)+\s*|\s*_{2,}\s*|\s*＿+\s*|\s*[(（]\s*[)）]\s*$/g;
const FIGURE = '(?:的)?图[象像]';

/** A plain rational as LaTeX gives it (2, \frac{1}{2}, 0.5). */
function ratOfLatex(src: string): Rat | null {
  const s = src.replace(/\s+/g, '').replace(/\\dfrac|\\tfrac/g, '\\frac');
  const f = /^(-?)\\frac\{(\d+)\}\{(\d+)\}$/.exec(s);
  if (f) return Rat.of(BigInt(f[2]), BigInt(f[3])).mul(Rat.of(f[1] ? -1 : 1));
  const d = /^(-?\d+)(?:\.(\d+))?$/.exec(s);
  if (!d) return null;
  const frac = d[2] ?? '';
  return Rat.of(BigInt(d[1] + frac), 10n ** BigInt(frac.length));
}

/** s as a multiple of π with a small denominator (π/6, 5π/12), or null. */
function piMultiple(x: number): Rat | null {
  const t = x / Math.PI;
  for (let d = 1; d <= 24; d++) {
    const n = Math.round(t * d);
    if (Math.abs(t * d - n) < 1e-9) return Rat.of(n, d);
  }
  return null;
}

function readMove(kind: string, amount: string, period: () => number): Move | null {
  const shift = /^向([左右上下])(?:平移|平行移动)(周期|单位)$/.exec(kind);
  if (shift) {
    const [, dir, unit] = shift;
    const horizontal = dir === '左' || dir === '右';
    const a = unit === '周期' ? ratOfLatex(amount) : null;
    const j = readLatex(amount);
    if (!j || [...symbols(j)].some((s) => s !== 'Pi')) return null;
    const v = a ? a.toNumber() * period() : evalFloat(j, {});
    if (!(Number.isFinite(v) && v > 0) || (unit === '周期' && (!a || !horizontal))) return null;
    const sign = dir === '左' || dir === '上' ? 1 : -1;
    const say = `向${dir}平移 ${im(amount)} 个${unit === '周期' ? '周期' : '单位长度'}`;
    if (horizontal) return { apply: (g) => (x) => g(x + sign * v), omega: (w) => w, say };
    return { apply: (g) => (x) => g(x) + sign * v, omega: (w) => w, say };
  }
  const scale = /^(横|纵)坐标(伸长|缩短|变为|变)$/.exec(kind);
  if (scale) {
    const k = ratOfLatex(amount);
    if (!k || k.sign() <= 0 || k.isOne()) return null;
    // 「伸长」 needs k > 1 and 「缩短」 k < 1: a paper's word and number agree
    if ((scale[2] === '伸长' && k.toNumber() < 1) || (scale[2] === '缩短' && k.toNumber() > 1)) return null;
    const kv = k.toNumber();
    const say = `${scale[1]}坐标变为原来的 ${im(k.toLatex())} 倍`;
    if (scale[1] === '横') return { apply: (g) => (x) => g(x / kv), omega: (w) => w.div(k), say };
    return { apply: (g) => (x) => kv * g(x), omega: (w) => w, say };
  }
  return null;
}

/** Fit y = a·sin(ωx) + b·cos(ωx) + c at many points; null when g is not of that form. */
function sinusoidFit(g: (x: number) => number, w: number): { a: number; b: number; c: number } | null {
  const c = (g(0) + g(Math.PI / w)) / 2;
  const b = g(0) - c;
  const a = g(Math.PI / (2 * w)) - c;
  for (let i = 0; i < 40; i++) {
    const x = -2.9 + i * 0.1473;
    const y = g(x);
    if (!Number.isFinite(y) || Math.abs(a * Math.sin(w * x) + b * Math.cos(w * x) + c - y) > 1e-9 * Math.max(1, Math.abs(y))) return null;
  }
  return { a, b, c };
}

function numberLatex(x: number): string | null {
  const s = recognize(x);
  return s ? surdLatex(s) : null;
}

/** a·sin(ωx) + b·cos(ωx) + c written as R·sin(ωx+φ)+C (or R·cos when the given function is a cos). */
function waveLatex(f: { a: number; b: number; c: number }, w: Rat, cos: boolean): string | null {
  const R = Math.hypot(f.a, f.b);
  if (R < 1e-9) return null;
  let phi = piMultiple(cos ? Math.atan2(-f.a, f.b) : Math.atan2(f.b, f.a));
  if (!phi) return null;
  if (phi.toNumber() <= -1) phi = phi.add(Rat.of(2));
  const Rl = Math.abs(R - 1) < 1e-12 ? '' : numberLatex(R);
  const Cl = Math.abs(f.c) < 1e-12 ? '' : numberLatex(Math.abs(f.c));
  if (Rl === null || Cl === null) return null;
  const arg = affineLatex(w, phi);
  const body = /[+-]/.test(arg) ? `\\left(${arg}\\right)` : ` ${arg}`;
  return `${Rl}\\${cos ? 'cos' : 'sin'}${body}${Cl ? `${f.c < 0 ? '-' : '+'}${Cl}` : ''}`;
}

export function solveGraphMoves(text: string, problemType: ProblemType): MathOutcome | null {
  const prose = proseWithSlots(text)
    .replace(BLANK, '')
    .replace(/\s+/g, '')
    .replace(/[。.]$/, '');
  const fs = formulas(text);
  const head = new RegExp(`^(?:将|把)(?:函数)?⟨0⟩${FIGURE}(.+)$`).exec(prose);
  if (!head) return null;
  const def = /^\s*(?:y|f\s*\(\s*x\s*\))\s*=(.+)$/.exec(fs[0]);
  const body = def ? readLatex(def[1]) : null;
  if (!body || [...symbols(body)].some((s) => s !== 'x' && s !== 'Pi')) return null;
  let w0: Rat;
  try {
    const ws = omegaOf(body);
    if (!ws.length || ws.some((w) => !w.eq(ws[0])) || ws[0].sign() <= 0) return null;
    w0 = ws[0];
  } catch {
    return null;
  }
  const f = (x: number) => evalFloat(body as MJ, { x });
  if (!sinusoidFit(f, w0.toNumber())) return null;
  // the moves, in order, each closed by 「，再」「后」 or the ask
  const step =
    /^(?:[,，]?(?:再|然后)?(?:把|将)?(?:所得(?:到的)?)?(?:函数)?(?:的)?(?:图[象像])?)?(?:上)?(?:所有|各)?(?:点)?(?:的)?(?:(向[左右上下](?:平移|平行移动))(⟨\d+⟩|\d+(?:\.\d+)?)个(周期|单位)(?:长度)?|(横|纵)坐标(伸长|缩短|变为|变)(?:到|为)?原来的(⟨\d+⟩|\d+(?:\.\d+)?)(?:倍)?(?:\((?:纵|横)坐标不变\))?)(?:后)?/;
  let rest = head[1];
  const moves: Move[] = [];
  let w = w0;
  for (let m = step.exec(rest); m; m = step.exec(rest)) {
    const kind = m[1] ? `${m[1]}${m[3]}` : `${m[4]}坐标${m[5]}`;
    const said = m[2] ?? m[6];
    const amount = said.startsWith('⟨') ? (fs[Number(said.slice(1, -1))] ?? '') : said;
    const wNow = w;
    const move = readMove(kind, amount, () => (2 * Math.PI) / wNow.toNumber());
    if (!move) return null;
    // a stretch must be the kind its parenthesis says stays: 「横坐标…（纵坐标不变）」
    if (m[4] && /\((纵|横)坐标不变\)/.exec(m[0])?.[1] === m[4]) return null;
    moves.push(move);
    w = move.omega(w);
    rest = rest.slice(m[0].length);
  }
  if (!moves.length) return null;
  const ask = readAsk(rest, fs);
  if (!ask) return null;
  const g = moves.reduce((h, mv) => mv.apply(h), f);
  const gf = sinusoidFit(g, w.toNumber());
  const cos = /\\cos/.test(fs[0]) && !/\\sin/.test(fs[0]);
  const latex = gf ? waveLatex(gf, w, cos) : null;
  if (!latex) return null;
  // the written function is the moved one: compared at forty points
  const written = readLatex(latex);
  if (!written) return null;
  for (let i = 0; i < 40; i++) {
    const x = -3.1 + i * 0.1597;
    if (Math.abs(evalFloat(written, { x }) - g(x)) > 1e-9 * Math.max(1, Math.abs(g(x)))) return null;
  }
  const p = prepare(text, problemType);
  const steps = [
    `原函数 ${im(fs[0])}。`,
    ...moves.map(
      (mv, i) =>
        `第 ${i + 1} 步：${mv.say}${/平移/.test(mv.say) ? (/[左右]/.test(mv.say) ? '（左加右减，加减在 $x$ 上）' : '（上加下减）') : ''}。`,
    ),
    `所得图象对应的函数为 ${im(`${ask.name}=${latex}`)}。`,
  ];
  const idea =
    '图象变换逐步做：左右平移把 $x$ 换成 $x\\pm s$，横坐标变为原来的 $k$ 倍把 $x$ 换成 $\\frac{x}{k}$，上下平移和纵坐标伸缩作用在函数值上。';
  if (ask.at === null) {
    return solved(p, {
      engine: 'trig',
      idea,
      steps,
      finalAnswer: im(`${ask.name}=${latex}`),
      verificationNote: '按题中的顺序对原函数逐步做变换并在 40 个点上数值计算，与所得解析式的值完全一致。',
      value: { kind: 'expression', node: parseExpr(latex), vars: ['x'] },
    });
  }
  const v = g(ask.at.value);
  const vl = numberLatex(v);
  if (vl === null || Math.abs(evalFloat(written, { x: ask.at.value }) - v) > 1e-9) return null;
  return solved(p, {
    engine: 'trig',
    idea,
    steps: [...steps, `代入 ${im(`x=${ask.at.latex}`)}：${im(`${ask.name.replace('(x)', `(${ask.at.latex})`)}=${vl}`)}。`],
    finalAnswer: im(vl),
    verificationNote:
      '按题中的顺序对原函数逐步做变换并在 40 个点上数值计算，与所得解析式的值完全一致；所求函数值也由变换直接算出，两者相同。',
    value: { kind: 'numbers', values: [v] },
  });
}

interface Ask {
  /** y or g(x) */
  name: string;
  at: { value: number; latex: string } | null;
}

/** 「所得图象对应的函数（解析式）为」, or 「得到函数 y=g(x) 的图象，则 g(x)=」「则 g(π/4)=」. */
function readAsk(rest: string, fs: string[]): Ask | null {
  if (new RegExp(`^[,，]?(?:则)?所得(?:到的)?(?:函数)?${FIGURE}(?:对应的|的)?(?:函数)?(?:的)?(?:解析式|表达式)?(?:为|是)$`).test(rest))
    return { name: 'y', at: null };
  const named = new RegExp(
    `^[,，]?(?:所得图[象像]|即)?(?:得到|为)(?:函数)?⟨(\\d+)⟩${FIGURE}[,，](?:则)?(?:函数)?⟨(\\d+)⟩(?:的解析式|的表达式)?(?:为|是|=)?$`,
  ).exec(rest);
  if (!named) return null;
  const who = /^(?:y=)?([a-zA-Z])\(x\)$/.exec((fs[Number(named[1])] ?? '').replace(/\s+/g, ''));
  if (!who || who[1] === 'f') return null;
  const asked = (fs[Number(named[2])] ?? '').replace(/\s+/g, '').replace(/=$/, '');
  if (asked === `${who[1]}(x)`) return { name: `${who[1]}(x)`, at: null };
  const at = new RegExp(`^${who[1]}(?:\\\\left)?\\((.+?)(?:\\\\right)?\\)$`).exec(asked);
  const j = at ? readLatex(at[1]) : null;
  if (!at || !j || [...symbols(j)].some((s) => s !== 'Pi')) return null;
  return { name: `${who[1]}(x)`, at: { value: evalFloat(j, {}), latex: at[1] } };
}
