import { freeVars, type Node } from '../../math/expression/ast';
import { evaluate } from '../../math/compute/evaluate';
import { dm, im, solved } from '../../math/write/format';
import { prepare } from '../../math/index';
import { formulas, proseWithSlots } from '../../math/expression/mathjson';
import { parseExpr } from '../../math/expression/parser';
import { Rat } from '../../math/expression/rational';
import type { MathOutcome } from '../../math/expression/types';
import type { ProblemType } from '../../types';

/**
 * "f(x)=ax³+bx+2, f(−2)=5, 则 f(2)=" and "f(x)=ln(√(1+x²)−x)+1, f(a)=4, 则 f(−a)=": f is an odd function plus a
 * constant c (f(x)+f(−x)=2c at every sampled x and for every sampled value of the letters), so
 * f(−p) = 2c − f(p). The answer is checked on a concrete function of the kind: the letters (or the point a)
 * are chosen so that the given value holds, and f(−p) is computed directly.
 */
const PROSE = /已知|设|函数|若|且|则|的值|值|为|是|等于|，|,|。|\.|:|：|;|；|\s|[()（）]/g;

export function solveOddPart(text: string, problemType: ProblemType): MathOutcome | null {
  const prose = proseWithSlots(text);
  if (prose.replace(/⟨\d+⟩/g, '').replace(PROSE, '') !== '') return null;
  const parts = formulas(text).flatMap((f) => splitTop(f));
  if (parts.length !== 3) return null;
  let body: Node | null = null;
  let bodyTex = '';
  let given: { at: string; value: number; valueTex: string } | null = null;
  let asked: string | null = null;
  for (const part of parts) {
    const def = /^f\s*\(\s*x\s*\)\s*=\s*(.+)$/s.exec(part);
    const val = /^f\s*\(\s*([^=]+?)\s*\)\s*=\s*([^=]+)$/s.exec(part);
    const ask = /^f\s*\(\s*([^=]+?)\s*\)\s*=?\s*$/s.exec(part);
    if (def) {
      body = parseExpr(def[1]);
      bodyTex = def[1].trim();
    } else if (val) {
      const v = parseExpr(val[2]);
      if (freeVars(v).size) return null;
      given = { at: val[1].replace(/\s+/g, ''), value: evaluate(v, {}), valueTex: val[2].trim() };
    } else if (ask) asked = ask[1].replace(/\s+/g, '');
    else return null;
  }
  if (!body || !given || !asked || !Number.isFinite(given.value)) return null;
  const letters = [...freeVars(body)].filter((v) => v !== 'x');
  if (!freeVars(body).has('x') || letters.length > 3) return null;
  // The point: a number p (asked −p), or a letter a not in f (asked −a).
  let p: number | null = null;
  if (/^[a-z]$/.test(given.at)) {
    if (letters.includes(given.at) || given.at === 'x' || asked !== `-${given.at}`) return null;
  } else {
    const at = evaluate(parseExpr(given.at), {});
    const ask = evaluate(parseExpr(asked), {});
    if (!Number.isFinite(at) || !Number.isFinite(ask) || Math.abs(at + ask) > 1e-12 || at === 0) return null;
    p = at;
  }
  const F = (x: number, env: Record<string, number>) => evaluate(body!, { ...env, x });
  // f(x)+f(−x) is one constant for every x and every value of the letters.
  const envs = [0, 1, 2].map((k) => Object.fromEntries(letters.map((l, i) => [l, 0.7 + 1.3 * k + 0.9 * i])));
  const sums: number[] = [];
  for (const env of envs) {
    for (let k = 1; k <= 40; k++) {
      const x = 0.0731 * k + 0.0013 * k * k;
      const a = F(x, env);
      const b = F(-x, env);
      if (Number.isFinite(a) && Number.isFinite(b)) sums.push(a + b);
    }
  }
  if (sums.length < 60 || sums.some((s) => Math.abs(s - sums[0]) > 1e-9 * Math.max(1, Math.abs(s)))) return null;
  const twoC = rational(sums[0]);
  const v = rational(given.value);
  if (!twoC || !v) return null;
  const answer = twoC.sub(v);
  if (!check(F, letters, given.at, p, given.value, answer.toNumber())) return null;
  const c = twoC.div(Rat.of(2));
  const pt = given.at;
  const mp = prepare(text, problemType);
  return solved(mp, {
    engine: 'functions:odd-part',
    idea: '把函数写成“奇函数＋常数”：若 $g(x)=f(x)-c$ 是奇函数，则 $f(x)+f(-x)=2c$，由 $f(p)$ 直接得 $f(-p)$。',
    steps: [
      `令 ${im(`g(x)=f(x)-${c.toLatex()}`)}，即 ${im(`g(x)=${bodyTex}-${c.toLatex()}`)}；${im('g(-x)=-g(x)')}（定义域关于原点对称，逐点核对），所以 ${im(`f(x)+f(-x)=${twoC.toLatex()}`)}。`,
      `于是${dm(`f(-${wrap(pt)})=${twoC.toLatex()}-f(${pt})=${twoC.toLatex()}-${wrap(given.valueTex)}=${answer.toLatex()}`)}`,
    ],
    finalAnswer: `$f(${asked})=${answer.toLatex()}$`,
    verificationNote: `取一个满足 ${im(`f(${pt})=${given.valueTex}`)} 的具体情形直接计算 ${im(`f(${asked})`)}，结果也是 ${im(answer.toLatex())}。`,
    value: { kind: 'numbers', values: [answer.toNumber()] },
  });
}

/** A concrete instance: the first letter (or the point) solved numerically from the given value; f(−p) computed. */
function check(
  F: (x: number, env: Record<string, number>) => number,
  letters: string[],
  _at: string,
  p: number | null,
  value: number,
  answer: number,
): boolean {
  const base = Object.fromEntries(letters.map((l, i) => [l, 0.5 + 0.25 * i]));
  let solve: (t: number) => number;
  let result: (t: number) => number;
  if (p === null) {
    solve = (t) => F(t, base) - value;
    result = (t) => F(-t, base);
  } else if (letters.length) {
    const first = letters[0];
    solve = (t) => F(p, { ...base, [first]: t }) - value;
    result = (t) => F(-p, { ...base, [first]: t });
  } else return Math.abs(F(p, {}) - value) < 1e-9 && Math.abs(F(-p, {}) - answer) < 1e-9 * Math.max(1, Math.abs(answer));
  const t = root(solve);
  return t !== null && Math.abs(result(t) - answer) < 1e-7 * Math.max(1, Math.abs(answer));
}

/** A root of g on [−20, 20] by a sign change and bisection, or null. */
function root(g: (t: number) => number): number | null {
  let prev = -20;
  let gp = g(prev);
  for (let i = 1; i <= 4000; i++) {
    const t = -20 + i * 0.01;
    const gt = g(t);
    if (Number.isFinite(gp) && Number.isFinite(gt) && gp * gt <= 0) {
      let [lo, hi, glo] = [prev, t, gp];
      for (let k = 0; k < 80; k++) {
        const mid = (lo + hi) / 2;
        const gm = g(mid);
        if (!Number.isFinite(gm)) return null;
        if (glo * gm <= 0) hi = mid;
        else [lo, glo] = [mid, gm];
      }
      return (lo + hi) / 2;
    }
    [prev, gp] = [t, gt];
  }
  return null;
}

function rational(x: number): Rat | null {
  for (let d = 1; d <= 100; d++) {
    const n = Math.round(x * d);
    if (Math.abs(n / d - x) < 1e-9) return Rat.of(n, d);
  }
  return null;
}

const wrap = (s: string) => (/^[a-z0-9]+$/.test(s) ? s : `(${s})`);

/** Top-level comma split ("f(x)=…, f(a)=4"). */
function splitTop(f: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of f) {
    if ('({['.includes(ch)) depth++;
    if (')}]'.includes(ch)) depth--;
    if (depth === 0 && (ch === ',' || ch === '，')) {
      out.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}
