import { toJson } from '../../math/compute/ce';
import { evaluate } from '../../math/compute/evaluate';
import { freeVars, type Node, num, substitute } from '../../math/expression/ast';
import { computeEngine, formulas, proseWithSlots, stripBlank } from '../../math/expression/mathjson';
import { parseExpr } from '../../math/expression/parser';
import { Rat } from '../../math/expression/rational';
import type { MathOutcome } from '../../math/expression/types';
import { prepare } from '../../math/index';
import { dm, im, refuse, solved } from '../../math/write/format';
import { toLatex } from '../../math/write/latex';
import type { ProblemType } from '../../types';
import { exact } from './pieces';
import { candidates } from './piecewise-inverse';

/**
 * One unknown constant of a function from one condition (人教A版 必修一 3.1–3.2, 4.2–4.4: 待定系数):
 * "已知函数 f(x)=log₂(x²+a)，若 f(3)=1，则 a=", "f(x)=ax³−2x 的图象过点 (−1,4)", "f(x)=x·ln(x+√(a+x²)) 为偶函数，
 * 则 a=", also with the other half of an odd or even function ("当 x<0 时 f(x)=−e^{ax}，若 f(ln 2)=8"), and then a
 * value of f once the constant is known. Every root of the condition is found on a scan of the constant, each
 * must be a rational number (or the square root of one) that the compute engine confirms in the original
 * condition; several roots are answered only when the question asks the constant itself, and f at a point only
 * when every root gives the same value.
 */

type Side = '>' | '>=' | '<' | '<=';
const OPS: Record<string, Side> = {
  '>': '>',
  '<': '<',
  '\\geq': '>=',
  '\\geqslant': '>=',
  '\\ge': '>=',
  '\\leq': '<=',
  '\\leqslant': '<=',
  '\\le': '<=',
};
const OP_RE = '(\\\\geqslant|\\\\geq|\\\\ge|\\\\leqslant|\\\\leq|\\\\le|>|<)';
const SIDE = new RegExp(`^\\s*x\\s*${OP_RE}\\s*0\\s*$`);
const inSide = (side: Side, x: number) => (side === '>' ? x > 0 : side === '>=' ? x >= 0 : side === '<' ? x < 0 : x <= 0);
const PARAMS = ['a', 'b', 'm', 'k', 't', 'n', 'c'];

/** What the words around the formulas may say; anything else is not this kind. */
const FILLER =
  /已知|设|若|如果|函数|的|是|为|图象|图像|经过点|过点|经过|且|并且|则|那么|实数|常数|值|等于|定义在\s*R\s*上|定义域为\s*R|奇函数|偶函数|当|时|满足|[,，.。;；:：\s()（）]|_+|⟨\d+⟩/g;

interface Condition {
  arg: Node;
  argLatex: string;
  value: Node;
  valueLatex: string;
  how: string;
}

function ceValue(n: Node): number {
  try {
    const b = computeEngine()
      .box(toJson(n) as never)
      .N() as unknown as { re: number; im: number };
    return typeof b.re === 'number' && (b.im === 0 || b.im === undefined) ? b.re : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

const close = (a: number, b: number, tol = 1e-9) =>
  Number.isFinite(a) && Number.isFinite(b) && Math.abs(a - b) <= tol * Math.max(1, Math.abs(b));

/** A root as an exact number: a rational with a small denominator, or ± the square root of one. */
export function recognise(v: number): { node: Node; latex: string } | null {
  if (!Number.isFinite(v) || Math.abs(v) > 1e4) return null;
  for (let q = 1; q <= 60; q++) {
    const p = Math.round(v * q);
    if (Math.abs(v - p / q) < 1e-9 * Math.max(1, Math.abs(v))) {
      const r = Rat.of(p, q);
      return { node: num(r), latex: r.toLatex() };
    }
  }
  const sq = v * v;
  for (let q = 1; q <= 60; q++) {
    const p = Math.round(sq * q);
    if (Math.abs(sq - p / q) < 1e-9 * Math.max(1, sq)) {
      const r = Rat.of(p, q);
      const node = parseExpr(`${v < 0 ? '-' : ''}\\sqrt{${r.toLatex()}}`);
      return { node, latex: toLatex(node) };
    }
  }
  return null;
}

/** A formula with no letters, parsed; null otherwise. */
export function constant(src: string): Node | null {
  // the parser reads 「f(0)」 as f·0 and simplifies the letter away: a letter in the source is never a constant
  if (/[a-df-zA-Z]/.test(src.replace(/\\[a-zA-Z]+/g, ' '))) return null;
  try {
    const n = parseExpr(src);
    return freeVars(n).size ? null : n;
  } catch {
    return null;
  }
}

export function solveParamValue(text: string, problemType: ProblemType): MathOutcome | null {
  const prose = proseWithSlots(text);
  const odd = /奇函数/.test(prose);
  const even = /偶函数/.test(prose);
  if (odd && even) return null;
  const left = prose.replace(FILLER, '');
  if (left.trim()) return null;
  const fs = formulas(text).map((f) => stripBlank(f.trim()));
  const slots = [...prose.matchAll(/⟨(\d+)⟩/g)].map((m) => ({ i: Number(m[1]), at: m.index ?? 0 }));
  let name = '';
  let body: Node | null = null;
  let bodyLatex = '';
  let param = '';
  let side: Side | null = null;
  let pendingSide: Side | null = null;
  const conditions: Condition[] = [];
  let askParam = false;
  let askValue: { arg: Node; latex: string } | null = null;
  const afterThen = (at: number) => /(?:则|那么)[^⟨]*$/.test(prose.slice(0, at));
  for (const { i, at } of slots) {
    const f = fs[i];
    if (f === undefined) return null;
    const before = prose.slice(Math.max(0, at - 4), at);
    const sm = SIDE.exec(f);
    if (sm) {
      if (!/当\s*$/.test(before) || body) return null;
      pendingSide = OPS[sm[1]];
      continue;
    }
    if (/^[fgh]\s*\(\s*x\s*\)$/.test(f)) continue;
    const def = /^([fgh])\s*\(\s*x\s*\)\s*=\s*(.+)$/s.exec(f);
    if (def) {
      if (body) return null;
      let rhs = def[2];
      const tail = new RegExp(`^(.*?)\\s*(?:\\\\left)?\\(\\s*x\\s*${OP_RE}\\s*0\\s*(?:\\\\right)?\\)\\s*$`, 's').exec(rhs);
      if (tail) {
        if (pendingSide) return null;
        rhs = tail[1];
        side = OPS[tail[2]];
      } else if (pendingSide) side = pendingSide;
      pendingSide = null;
      name = def[1];
      bodyLatex = rhs.trim();
      try {
        body = parseExpr(bodyLatex);
      } catch {
        return null;
      }
      const vars = [...freeVars(body)];
      const others = vars.filter((v) => v !== 'x');
      if (!vars.includes('x') || others.length !== 1 || !PARAMS.includes(others[0])) return null;
      param = others[0];
      continue;
    }
    if (param && f === param && afterThen(at)) {
      askParam = true;
      continue;
    }
    const val = /^([fgh])\s*\((.+)\)\s*(?:=\s*(.+))?$/s.exec(f);
    if (val && name && val[1] === name) {
      const arg = constant(val[2]);
      if (!arg) return null;
      if (val[3] === undefined) {
        if (!afterThen(at) || askValue) return null;
        askValue = { arg, latex: `${name}\\left(${val[2].trim()}\\right)` };
        continue;
      }
      const value = constant(val[3]);
      if (!value || afterThen(at)) return null;
      conditions.push({
        arg,
        argLatex: val[2].trim(),
        value,
        valueLatex: val[3].trim(),
        how: `${name}(${val[2].trim()})=${val[3].trim()}`,
      });
      continue;
    }
    const pt = /^\(\s*([^,]+?)\s*,\s*([^,]+?)\s*\)$/.exec(f);
    if (pt && name && /过点\s*$/.test(before)) {
      const arg = constant(pt[1]);
      const value = constant(pt[2]);
      if (!arg || !value) return null;
      conditions.push({ arg, argLatex: pt[1], value, valueLatex: pt[2], how: `图象过点 (${pt[1]},${pt[2]})` });
      continue;
    }
    return null;
  }
  if (!body || !param || pendingSide || (!askParam && !askValue) || (askParam && askValue)) return null;
  if (side && !odd && !even) return null;
  const parityCondition = (odd || even) && !side;
  if (parityCondition ? conditions.length !== 0 : conditions.length !== 1) return null;
  if (parityCondition && askValue) return null;
  const g = body;
  const P = param;
  const word = odd ? '奇函数' : '偶函数';
  /** f(x) with the constant p, the other half from the parity when only one half is given. */
  const F = (x: number, p: number): number => {
    if (!side || inSide(side, x)) return evaluate(g, { x, [P]: p });
    if (x === 0) return odd ? 0 : Number.NaN;
    return odd ? -evaluate(g, { x: -x, [P]: p }) : evaluate(g, { x: -x, [P]: p });
  };
  const SAMPLES = [0.37, 0.81, 1.23, 1.9, 2.6, 3.3, 0.55, 1.47];
  let roots: number[] | null;
  let cond: Condition | null = null;
  if (parityCondition) {
    const gx = (p: number) => {
      const x = SAMPLES[0];
      return odd ? F(-x, p) + F(x, p) : F(-x, p) - F(x, p);
    };
    roots = candidates(gx, 0.1, 0.002);
    if (!roots) return null;
    roots = roots.filter((p) =>
      SAMPLES.every((x) => {
        const l = F(-x, p);
        const r = odd ? -F(x, p) : F(x, p);
        return close(l, r, 1e-7) || (!Number.isFinite(l) && !Number.isFinite(r));
      }),
    );
  } else {
    cond = conditions[0];
    const x0 = evaluate(cond.arg, {});
    const v0 = evaluate(cond.value, {});
    if (!Number.isFinite(x0) || !Number.isFinite(v0)) return null;
    if (side && !inSide(side, x0) && x0 === 0) return null;
    roots = candidates((p) => F(x0, p) - v0, 0.1, 0.002);
  }
  if (!roots) return null;
  const p = prepare(text, problemType);
  const exactRoots: Array<{ node: Node; latex: string; v: number }> = [];
  for (const r of roots) {
    const e = recognise(r);
    if (!e) return refuse(p, `解出的 ${im(P)} 不是能精确写出的数，为避免给出错误答案，暂不作答。`);
    const v = evaluate(e.node, {});
    if (!exactRoots.some((o) => close(o.v, v, 1e-9))) exactRoots.push({ ...e, v });
  }
  if (!exactRoots.length) return refuse(p, `按题目的条件解不出 ${im(P)}，为避免给出错误答案，暂不作答。`);
  if (exactRoots.length > 2 || (exactRoots.length > 1 && (!askParam || problemType === 'choice'))) {
    return refuse(p, `${im(P)} 有不止一个可能的值，题目没有说清取哪一个，为避免给出错误答案，暂不作答。`);
  }
  // Independent check: the compute engine evaluates the condition with the exact constant substituted.
  const withP = (r: { node: Node }) => substitute(g, P, r.node);
  for (const r of exactRoots) {
    const h = withP(r);
    if (parityCondition) {
      for (const x of SAMPLES.slice(0, 4)) {
        const xn = num(Rat.of(Math.round(x * 100), 100));
        const l = ceValue(substitute(h, 'x', num(Rat.of(-Math.round(x * 100), 100))));
        const rr = ceValue(substitute(h, 'x', xn));
        if (!close(l, odd ? -rr : rr, 1e-8)) return refuse(p, '算出的结果没有通过验算，为避免给出错误答案，暂不作答。');
      }
    } else if (cond) {
      const x0 = evaluate(cond.arg, {});
      const flip = side && !inSide(side, x0);
      const at = substitute(h, 'x', flip ? { k: 'neg', arg: cond.arg } : cond.arg);
      const got = ceValue(at) * (flip && odd ? -1 : 1);
      if (!close(got, ceValue(cond.value), 1e-8)) return refuse(p, '算出的结果没有通过验算，为避免给出错误答案，暂不作答。');
    }
  }
  const steps: string[] = [];
  if (parityCondition) {
    steps.push(
      `因为 ${im(`${name}(x)`)} 是${word}，对定义域内每个 ${im('x')} 都有 ${im(odd ? `${name}(-x)=-${name}(x)` : `${name}(-x)=${name}(x)`)}，即 ${dm(
        `${toLatex(substitute(g, 'x', parseExpr('-x')))}=${odd ? `-\\left(${bodyLatex}\\right)` : bodyLatex}`,
      )}`,
    );
    steps.push(`这个等式对所有 ${im('x')} 成立，解得 ${im(`${P}=${exactRoots.map((r) => r.latex).join('\\text{ 或 }')}`)}。`);
  } else if (cond) {
    const x0 = evaluate(cond.arg, {});
    if (side && !inSide(side, x0)) {
      const negArg = `-${/^[-+]|[+-]/.test(cond.argLatex) ? `\\left(${cond.argLatex}\\right)` : cond.argLatex}`;
      steps.push(
        `${im(cond.argLatex)} 不在已知解析式的范围内；因为 ${im(`${name}(x)`)} 是${word}，${im(`${name}\\left(${cond.argLatex}\\right)=${odd ? '-' : ''}${name}\\left(${negArg}\\right)`)}，而 ${im(negArg)} 在已知范围内。`,
      );
      steps.push(
        `由${howWritten(cond.how)} 得 ${dm(`${odd ? '-' : ''}\\left(${toLatex(substitute(g, 'x', { k: 'neg', arg: cond.arg }))}\\right)=${cond.valueLatex}`)}`,
      );
    } else {
      steps.push(
        `由${howWritten(cond.how)}，把 ${im(`x=${cond.argLatex}`)} 代入解析式：${dm(`${toLatex(substitute(g, 'x', cond.arg))}=${cond.valueLatex}`)}`,
      );
    }
    steps.push(`解这个关于 ${im(P)} 的方程，得 ${im(`${P}=${exactRoots.map((r) => r.latex).join('\\text{ 或 }')}`)}。`);
  }
  let finalAnswer: string;
  let value: import('../../math/expression/types').AnswerValue;
  if (askParam) {
    finalAnswer = im(`${P}=${exactRoots.map((r) => r.latex).join('\\text{ 或 }')}`);
    value = { kind: 'numbers', values: exactRoots.map((r) => r.v) };
  } else if (askValue) {
    const x1 = evaluate(askValue.arg, {});
    const vals = exactRoots.map((r) => {
      const h = withP(r);
      const flip = side && !inSide(side, x1);
      if (flip && x1 === 0) return odd ? 0 : Number.NaN;
      const v = F(x1, r.v);
      const at = substitute(h, 'x', flip ? { k: 'neg', arg: askValue.arg } : askValue.arg);
      const check = ceValue(at) * (flip && odd ? -1 : 1);
      return close(v, check, 1e-8) ? v : Number.NaN;
    });
    if (vals.some((v) => !Number.isFinite(v)) || vals.some((v) => !close(v, vals[0], 1e-9)))
      return refuse(p, '算出的结果没有通过验算，为避免给出错误答案，暂不作答。');
    const xr = exact(askValue.arg, Rat.ZERO);
    const exactVal = exactRoots.length === 1 && xr && !side ? exact(substitute(withP(exactRoots[0]), 'x', num(xr)), Rat.ZERO) : null;
    const shown = exactVal ?? recogniseRational(vals[0]);
    if (!shown) return refuse(p, '所求的函数值不能精确写出，为避免给出错误答案，暂不作答。');
    steps.push(
      `所以 ${im(`${name}(x)=${toLatex(withP(exactRoots[0]))}`)}${side ? `（${im(`x${side.replace('>=', '\\geqslant').replace('<=', '\\leqslant')}0`)}）` : ''}，${im(`${askValue.latex}=${shown.toLatex()}`)}。`,
    );
    finalAnswer = im(`${askValue.latex}=${shown.toLatex()}`);
    value = { kind: 'numbers', values: [shown.toNumber()] };
  } else return null;
  return solved(p, {
    engine: 'functions',
    idea: parityCondition
      ? `${word}的定义对定义域内每个 ${im('x')} 都成立，由它列出关于 ${im(P)} 的方程。`
      : `待定系数：把已知条件代入解析式，得到关于 ${im(P)} 的方程。`,
    steps,
    finalAnswer,
    verificationNote: parityCondition
      ? `把 ${im(P)} 的值代回解析式，在几个不同的 ${im('x')} 处重新计算，${word}的等式都成立。`
      : `把 ${im(P)} 的值代回解析式重新计算，所给条件成立。`,
    value,
  });
}

function recogniseRational(v: number): Rat | null {
  if (!Number.isFinite(v) || Math.abs(v) > 1e6) return null;
  for (let q = 1; q <= 60; q++) {
    const p = Math.round(v * q);
    if (Math.abs(v - p / q) < 1e-10 * Math.max(1, Math.abs(v))) return Rat.of(p, q);
  }
  return null;
}

/** 「图象过点 (−1,4)」 is words and a point: only the point is typeset (「由图象过点 $(-1,4)$」, not 「$图象过点 (-1,4)$」). */
function howWritten(how: string): string {
  const point = /^图象过点\s*(.+)$/.exec(how);
  return point ? `图象过点 ${im(point[1])}` : ` ${im(how)}`;
}
