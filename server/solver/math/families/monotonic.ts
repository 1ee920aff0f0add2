import { freeVars, type Node, substitute } from '../expression/ast';
import { checkDerivative, derivative } from '../compute/calculus';
import { ceEvaluate, toJson } from '../compute/ce';
import { close, evaluate } from '../compute/evaluate';
import { evalExact } from '../numbers/exact';
import { dm, im, refuse, solved } from '../write/format';
import { type ExactInterval, intervalLatex, toNumeric } from '../equations/intervals';
import { solveRationalInequality } from '../equations/ineqsolve';
import { toLatex } from '../write/latex';
import { toPoly, toRationalFn } from '../polynomials/mpoly';
import { contains as inSet } from '../equations/intervals';
import { Rat } from '../expression/rational';
import { vl } from '../write/show';
import { classifyAll, type Piece } from '../expression/target';
import type { AnswerValue, Family, MathOutcome, MathProblem } from '../expression/types';
import { unexplained } from '../expression/vocab';

const WORDS = [
  '函数',
  '单调递增区间',
  '单调递减区间',
  '单调增区间',
  '单调减区间',
  '单调区间',
  '单调性',
  '单调',
  '区间',
  '极大值',
  '极小值',
  '极值',
  '最大值',
  '最小值',
  '最值',
  '值域',
  '在',
  '上',
  '和',
  '与',
  '及',
  '以及',
  '讨论',
  '判断',
  '闭区间',
  '内',
  '并',
];
const CHECK_FAILED = '算出的结果没有通过验算，为避免给出错误答案，暂不作答。';

function exactValue(f: Node, v: string, at: Node): Node | null {
  const sub = substitute(f, v, at);
  const r = evalExact(sub);
  if (r) return { k: 'num', v: r };
  try {
    const out = ceEvaluate(toJson(sub));
    return freeVars(out).size === 0 && close(evaluate(out), evaluate(sub), 1e-9) ? out : null;
  } catch {
    return null;
  }
}

const listLatex = (set: ExactInterval[]) => (set.length ? set.map((i) => im(intervalLatex(i))).join('，') : '无');

/** f increases (or decreases) between sample points of every claimed interval. */
function monotoneOn(f: Node, v: string, set: ExactInterval[], sign: 1 | -1): boolean {
  for (const i of toNumeric(set)) {
    const lo = Number.isFinite(i.lo) ? i.lo : (Number.isFinite(i.hi) ? i.hi : 0) - 20;
    const hi = Number.isFinite(i.hi) ? i.hi : lo + 20;
    let prev = evaluate(f, { [v]: lo + (hi - lo) * 0.01 });
    for (let k = 2; k <= 99; k++) {
      const y = evaluate(f, { [v]: lo + ((hi - lo) * k) / 100 });
      if (!Number.isFinite(y) || Math.sign(y - prev) !== sign) return false;
      prev = y;
    }
  }
  return true;
}

export const monotonicFamily: Family = (p) => {
  const wantsMono = p.text.includes('单调');
  const wantsExt = /极值|极大值|极小值/.test(p.text);
  const wantsRange = /值域/.test(p.text);
  const wantsMax = /最大值|最小值|最值/.test(p.text) || wantsRange;
  if (!wantsMono && !wantsExt && !wantsMax) return null;
  // "求 f(x) 的单调区间" names the function defined before it: that mention is not another formula.
  const named = p.segments.map((s) => /^\s*([a-zA-Z])\s*\(\s*([a-z])\s*\)\s*=/.exec(s)).find(Boolean);
  const segments = named ? p.segments.filter((s) => s.replace(/\s+/g, '') !== `${named[1]}(${named[2]})`) : p.segments;
  const pieces = classifyAll(segments);
  if (!pieces) return null;
  const defs = pieces.filter((x): x is Extract<Piece, { t: 'def' }> => x.t === 'def');
  const ivs = pieces.filter((x): x is Extract<Piece, { t: 'interval' }> => x.t === 'interval');
  if (defs.length !== 1 || ivs.length > 1 || pieces.length !== defs.length + ivs.length) return null;
  if (unexplained(p.prose, WORDS)) return null;
  const { body: f, v: v0 } = defs[0];
  const vs = [...freeVars(f)];
  const v = v0 || vs[0] || 'x';
  if (!vs.every((x) => x === v)) return refuse(p, '函数中含有参数，目前暂不处理含参数的单调性、极值问题。');
  if (ivs[0]?.of && ivs[0].of !== v) return null;
  if (wantsRange && (wantsMono || wantsExt || /最大值|最小值|最值/.test(p.text))) return null;
  if (wantsMax && !ivs.length) return refuse(p, '没有给出闭区间，目前暂不求函数在整个定义域上的最值。');
  if (ivs.length && (!ivs[0].loClosed || !ivs[0].hiClosed)) return refuse(p, '只在闭区间上求最值。');
  const rf = toRationalFn(f);
  if (!rf?.num.univariate(v) || !rf.den.univariate(v)) {
    return refuse(p, '目前只讨论多项式函数和分式函数的单调性与极值。');
  }
  let fp: Node;
  try {
    fp = derivative(f, v);
  } catch {
    return refuse(p, CHECK_FAILED);
  }
  const polyD = toPoly(fp);
  if (polyD) fp = polyD.toNode([v]);
  if (!checkDerivative(f, fp, v)) return refuse(p, CHECK_FAILED);
  return analyse(p, f, fp, v, ivs[0] ?? null, { wantsMono, wantsExt, wantsMax, wantsRange });
};

const ZERO: Node = { k: 'num', v: Rat.ZERO };

/** 「单调递减区间为」 asks one direction only; 「单调区间」 or both words ask both. */
export function askedDirection(text: string): 'increasing' | 'decreasing' | undefined {
  const inc = /(?:递增|增)区间/.test(text);
  const dec = /(?:递减|减)区间/.test(text);
  return inc === dec ? undefined : inc ? 'increasing' : 'decreasing';
}

interface Extremum {
  at: Node;
  atNum: number;
  value: Node;
  kind: 'max' | 'min';
}

function analyse(
  p: MathProblem,
  f: Node,
  fp: Node,
  v: string,
  iv: Extract<Piece, { t: 'interval' }> | null,
  want: { wantsMono: boolean; wantsExt: boolean; wantsMax: boolean; wantsRange: boolean },
): MathOutcome {
  const inc = solveRationalInequality(fp, '>', ZERO, v);
  const dec = solveRationalInequality(fp, '<', ZERO, v);
  const zeros = solveRationalInequality(fp, '>=', ZERO, v);
  if (!inc || !dec || !zeros) return refuse(p, CHECK_FAILED);
  if ('refuse' in inc) return refuse(p, inc.refuse);
  if ('refuse' in dec || 'refuse' in zeros) return refuse(p, CHECK_FAILED);
  if (!monotoneOn(f, v, inc.set, 1) || !monotoneOn(f, v, dec.set, -1)) return refuse(p, CHECK_FAILED);
  const x = vl(v);
  const incN = toNumeric(inc.set);
  const decN = toNumeric(dec.set);
  // Critical points: where f' = 0 and the sign changes.
  const ends = [...inc.set, ...dec.set].flatMap((i) => [i.lo, i.hi]).filter((e): e is NonNullable<typeof e> => e !== null);
  const extrema: Extremum[] = [];
  for (const e of ends) {
    if (extrema.some((m) => close(m.atNum, e.approx, 1e-12))) continue;
    if (!Number.isFinite(evaluate(f, { [v]: e.approx }))) continue;
    const h = 1e-7 * Math.max(1, Math.abs(e.approx));
    const left = inSet(incN, e.approx - h) ? 1 : inSet(decN, e.approx - h) ? -1 : 0;
    const right = inSet(incN, e.approx + h) ? 1 : inSet(decN, e.approx + h) ? -1 : 0;
    if (left === right || left === 0 || right === 0) continue;
    const value = exactValue(f, v, e.node);
    if (!value || !close(evaluate(value), evaluate(f, { [v]: e.approx }), 1e-9)) return refuse(p, CHECK_FAILED);
    extrema.push({ at: e.node, atNum: e.approx, value, kind: left > 0 ? 'max' : 'min' });
  }
  extrema.sort((a, b) => a.atNum - b.atNum);
  const name = 'f';
  const call = (at: Node) => `${name}\\left(${toLatex(at)}\\right)`;
  const steps = [
    `求导：${dm(`${name}'(${x}) = ${toLatex(fp)}`)}`,
    `解 ${im(`${name}'(${x}) > 0`)} 得单调递增区间：${listLatex(inc.set)}；解 ${im(`${name}'(${x}) < 0`)} 得单调递减区间：${listLatex(dec.set)}。`,
  ];
  const finals: string[] = [];
  const values: number[] = [];
  if (want.wantsMono) finals.push(`单调递增区间：${listLatex(inc.set)}；单调递减区间：${listLatex(dec.set)}`);
  if (want.wantsExt) {
    const maxs = extrema.filter((e) => e.kind === 'max');
    const mins = extrema.filter((e) => e.kind === 'min');
    steps.push(
      extrema.length
        ? `在导数由正变负的点取极大值，由负变正的点取极小值：${extrema
            .map((e) => `${e.kind === 'max' ? '极大值' : '极小值'} ${im(`${call(e.at)} = ${toLatex(e.value)}`)}`)
            .join('，')}。`
        : '导数不变号，函数没有极值。',
    );
    // 「…的极小值为」 asks the minima alone (and 「极大值」 the maxima): the answer names only what was asked.
    const only = /极值/.test(p.text)
      ? null
      : /极小值/.test(p.text) && !/极大值/.test(p.text)
        ? 'min'
        : /极大值/.test(p.text) && !/极小值/.test(p.text)
          ? 'max'
          : null;
    const maxText = maxs.length ? `极大值 ${maxs.map((e) => im(`${call(e.at)} = ${toLatex(e.value)}`)).join('，')}` : '没有极大值';
    const minText = mins.length ? `极小值 ${mins.map((e) => im(`${call(e.at)} = ${toLatex(e.value)}`)).join('，')}` : '没有极小值';
    finals.push(only === 'min' ? minText : only === 'max' ? maxText : extrema.length ? [maxText, minText].join('；') : '函数没有极值');
    values.push(...(only === 'min' ? mins : only === 'max' ? maxs : extrema).map((e) => evaluate(e.value)));
  }
  if (want.wantsMax && iv) {
    const a = evaluate(iv.lo);
    const b = evaluate(iv.hi);
    if (!(a < b)) return refuse(p, '区间端点不正确，目前暂不作答。');
    // f must be continuous on [a, b]: no pole inside.
    for (let k = 0; k <= 2000; k++)
      if (!Number.isFinite(evaluate(f, { [v]: a + ((b - a) * k) / 2000 }))) return refuse(p, '函数在该区间上不连续，目前暂不作答。');
    const cands: Array<{ at: Node; value: Node }> = [];
    for (const at of [iv.lo, iv.hi, ...extrema.filter((e) => e.atNum > a && e.atNum < b).map((e) => e.at)]) {
      const value = exactValue(f, v, at);
      if (!value) return refuse(p, CHECK_FAILED);
      cands.push({ at, value });
    }
    const num = (c: { value: Node }) => evaluate(c.value);
    const hi = cands.reduce((m, c) => (num(c) > num(m) ? c : m));
    const lo = cands.reduce((m, c) => (num(c) < num(m) ? c : m));
    const where = (best: { value: Node }) =>
      cands
        .filter((c) => close(num(c), num(best), 1e-12))
        .sort((c1, c2) => evaluate(c1.at) - evaluate(c2.at))
        .map((c) => call(c.at))
        .join(' = ');
    let sampleMax = Number.NEGATIVE_INFINITY;
    let sampleMin = Number.POSITIVE_INFINITY;
    for (let k = 0; k <= 4000; k++) {
      const y = evaluate(f, { [v]: a + ((b - a) * k) / 4000 });
      sampleMax = Math.max(sampleMax, y);
      sampleMin = Math.min(sampleMin, y);
    }
    if (sampleMax > num(hi) + 1e-9 * Math.max(1, Math.abs(num(hi))) || sampleMin < num(lo) - 1e-9 * Math.max(1, Math.abs(num(lo)))) {
      return refuse(p, CHECK_FAILED);
    }
    steps.push(`比较区间端点和区间内极值点的函数值：${cands.map((c) => im(`${call(c.at)} = ${toLatex(c.value)}`)).join('，')}。`);
    // 「…上的最大值为」 asks the maximum alone (and 「最小值」 the minimum).
    const onlyHi = /最大值/.test(p.text) && !/最小值|最值/.test(p.text);
    const onlyLo = /最小值/.test(p.text) && !/最大值|最值/.test(p.text);
    const hiText = `最大值 ${im(`${where(hi)} = ${toLatex(hi.value)}`)}`;
    const loText = `最小值 ${im(`${where(lo)} = ${toLatex(lo.value)}`)}`;
    if (want.wantsRange) {
      // A function continuous on a closed interval takes every value between its least and greatest.
      steps.push(`${hiText}，${loText}；函数在闭区间上连续，取遍两者之间的每一个值。`);
      const range = `[${toLatex(lo.value)},${toLatex(hi.value)}]`;
      return solved(p, {
        engine: 'extremum',
        idea: '先求导数确定单调性，求出闭区间上的最大值和最小值；连续函数在闭区间上的值域就是 [最小值, 最大值]。',
        steps,
        finalAnswer: `值域为 ${im(range)}`,
        verificationNote: '已用数值差分核对导函数；最值已代入原函数核对，并在区间上密集取点确认函数值都在这两者之间。',
        value: { kind: 'interval', intervals: [{ lo: num(lo), hi: num(hi), loClosed: true, hiClosed: true }] },
      });
    }
    finals.push(onlyHi ? hiText : onlyLo ? loText : `${hiText}，${loText}`);
    values.push(...(onlyHi ? [num(hi)] : onlyLo ? [num(lo)] : [num(hi), num(lo)]));
  }
  const mono: AnswerValue = { kind: 'monotonic', increasing: incN, decreasing: decN, asked: askedDirection(p.text) };
  return solved(p, {
    engine: want.wantsMax ? 'extremum' : want.wantsExt ? 'extremum' : 'monotonicity',
    idea: '先求导数，由导数的符号确定单调区间，再由单调性确定极值（最值）。',
    steps,
    finalAnswer: finals.join('；'),
    verificationNote: '已用数值差分核对导函数，并在每个单调区间内取点验证函数确实递增或递减；极值与最值已代入原函数核对。',
    value: want.wantsMono ? mono : { kind: 'numbers', values },
  });
}
