import { derivative } from '../../math/compute/calculus';
import { evaluate } from '../../math/compute/evaluate';
import type { Node } from '../../math/expression/ast';
import { proseWithSlots } from '../../math/expression/mathjson';
import type { MathOutcome } from '../../math/expression/types';
import { prepare } from '../../math/index';
import { dm, im, refuse, solved } from '../../math/write/format';
import { toLatex } from '../../math/write/latex';
import type { ProblemType } from '../../types';
import { exactValue } from './elementary-extremum';
import { type End, endTex, FAR, monotoneRuns } from './elementary-runs';
import { hasOnlyExpAndLog, isExpOrLogInX } from './exp-log-in-x';
import { readFunctionDefinition } from './function-definition';

/**
 * The number of zeros of a function with eˣ or ln x on its domain (选择性必修二 5.3, 必修一 4.5.1): 「函数
 * f(x)=ln x+2x−6 的零点个数为」. f is strictly monotone on each run between exact critical points, so a run holds one
 * zero exactly when f has opposite signs near its two ends: at a critical point the value is computed exactly (a zero
 * there is counted once), at the end of the domain or far out f must keep one sign and move away from 0 or settle on
 * a value clear of it. Checked against the sign changes of f on a dense grid.
 */

const PROSE = /已知|设|求|函数|的|零点|个数|有|几个|为|是|则|[,，.。;；:：\s()（）]|_+|⟨\d+⟩/g;
const UNSURE = '算出的结果没有通过验算，为避免给出错误答案，暂不作答。';

/** The sign of f near an open end (the edge of the domain or ±∞), or 0 when it cannot be told. */
function signNear(fx: (x: number) => number, end: End, inward: 1 | -1): number {
  const at = end.node
    ? [1e-3, 1e-6, 1e-9, 1e-12].map((h) => end.x + inward * h * Math.max(1, Math.abs(end.x)))
    : [40, ...FAR].map((x) => -inward * x);
  const ys = at.map(fx);
  if (ys.some((y) => Number.isNaN(y) || y === 0)) return 0;
  const s = Math.sign(ys[0]);
  if (ys.some((y) => Math.sign(y) !== s)) return 0;
  const [first, , before, last] = [ys[0], ys[1], ys[ys.length - 2], ys[ys.length - 1]].map(Math.abs);
  // moving away from 0, or settled on a value clear of it
  if (last >= first) return s;
  return Math.abs(last - before) < 1e-3 * last && last > 1e-6 ? s : 0;
}

export function solveElementaryZeroCount(text: string, problemType: ProblemType): MathOutcome | null {
  const prose = proseWithSlots(text);
  if (!/零点(?:的)?个数|有几个零点|零点有几个/.test(prose) || prose.replace(PROSE, '').trim()) return null;
  const definition = readFunctionDefinition(text, { letters: 'f', bareName: false, interval: false });
  if (!definition) return null;
  const { f } = definition;
  if (!isExpOrLogInX(f) || !hasOnlyExpAndLog(f)) return null;
  const p = prepare(text, problemType);
  let fp: Node;
  try {
    fp = derivative(f, 'x');
  } catch {
    return null;
  }
  const F = f;
  const found = monotoneRuns(F, fp);
  if (!found) return null;
  if ('refuse' in found) return refuse(p, found.refuse);
  const fx = (x: number) => evaluate(F, { x });
  const touching = new Map<string, Node>();
  let crossing = 0;
  const lines: string[] = [];
  for (const run of found.runs) {
    const signs: number[] = [];
    for (const [end, inward] of [
      [run.a, 1],
      [run.b, -1],
    ] as const) {
      const critical = end.node && Number.isFinite(fx(end.x));
      if (!critical) {
        signs.push(signNear(fx, end, inward));
        continue;
      }
      const value = exactValue(F, end.node!);
      if (!value) return refuse(p, UNSURE);
      const v = evaluate(value, {});
      if (value.k === 'num' && value.v.isZero()) {
        touching.set(toLatex(end.node!), end.node!);
        signs.push(0);
      } else if (Math.abs(v) < 1e-9) return refuse(p, UNSURE);
      else signs.push(Math.sign(v));
    }
    const [sa, sb] = signs;
    // an open end whose sign cannot be told leaves the run undecided
    const open = (e: End) => !e.node || !Number.isFinite(fx(e.x));
    if ((sa === 0 && open(run.a)) || (sb === 0 && open(run.b))) return refuse(p, UNSURE);
    const one = sa !== 0 && sb !== 0 && sa !== sb;
    if (one) crossing++;
    lines.push(
      `在 ${im(`(${endTex(run.a.node, -1)}, ${endTex(run.b.node, 1)})`)} 上 ${im('f(x)')} 单调${run.up ? '递增' : '递减'}，两端附近函数值${sa === 0 || sb === 0 ? '有一端为 0，内部没有零点' : one ? '异号，恰有 1 个零点' : '同号，没有零点'}`,
    );
  }
  // independent check: sign changes of f on a dense grid and far out
  const grid = [...FAR.map((x) => -x).reverse(), ...Array.from({ length: 16001 }, (_, i) => -40 + i * 0.005), ...FAR];
  let changes = 0;
  let prev = Number.NaN;
  for (const x of grid) {
    const y = fx(x);
    if (!Number.isFinite(y) || y === 0) {
      if (!Number.isFinite(y)) prev = Number.NaN;
      continue;
    }
    if (!Number.isNaN(prev) && Math.sign(y) !== Math.sign(prev)) changes++;
    prev = y;
  }
  if (changes !== crossing) return refuse(p, UNSURE);
  const total = crossing + touching.size;
  return solved(p, {
    engine: 'functions:zero-count',
    idea: '先求导数确定单调区间；在每个单调区间上看两端附近函数值的符号（零点存在定理），异号恰有一个零点，同号没有。',
    steps: [
      `求导：${dm(`f'(x)=${toLatex(fp)}`)}`,
      ...lines.map((l) => `${l}。`),
      ...[...touching.keys()].map((x) => `极值点 ${im(`x=${x}`)} 处函数值恰为 0，这也是一个零点。`),
      `所以零点个数为 ${total}。`,
    ],
    finalAnswer: `${total}`,
    verificationNote:
      '导数已用差商核对；每个单调区间两端的符号已用精确值或逼近端点的多个点确定；函数值在密集网格上的变号次数与所得零点个数一致。',
    value: { kind: 'numbers', values: [total] },
  });
}
