import { contains, type Node } from '../../math/expression/ast';
import { evaluate } from '../../math/compute/evaluate';
import { dm, im, refuse, solved } from '../../math/write/format';
import { prepare } from '../../math/index';
import { toLatex } from '../../math/write/latex';
import { type ExactInterval, setLatex, toNumeric } from '../../math/equations/intervals';
import type { MathOutcome } from '../../math/expression/types';
import type { ProblemType } from '../../types';
import { type Condition, type DomainEnd, type Reading, readSeparation, type Rel } from './separation-read';
import { type IntegerAsk, integerAnswer, integerRuns } from './separation-integers';
import { buildTable, type End, exactNumber, insidePoints, type Level, linearSplit, nearly, type Table } from './separation-table';

/**
 * 分离参数求参数范围 (人教A版 选择性必修二 5.3 导数的应用): the letter a enters the condition G(x, a) ⋈ 0 linearly,
 * G = P(x) + a·Q(x), so where Q ≠ 0 it reads a = h(x) (roots), a ≥ h(x) or a ≤ h(x) (for all x / for some x) with
 * h = −P/Q and the direction from the sign of Q. The table of variation of h (its derivative, exact extreme values,
 * exact limits at the open ends) decides every value of a; the answer set is then checked on the ORIGINAL condition
 * by counting its roots / testing it on the domain for values of a inside, outside and next to every end.
 */

const TRIG = (n: Node) => contains(n, (m) => m.k === 'fn' && m.name !== 'ln' && m.name !== 'exp');
const REL_TEX: Record<Rel, string> = { '>': '>', '>=': '\\geq', '<': '<', '<=': '\\leq' };
const FLIP: Record<Rel, Rel> = { '>': '<', '>=': '<=', '<': '>', '<=': '>=' };

const holds = (s: number, rel: Rel) => (rel === '>' ? s > 0 : rel === '>=' ? s >= 0 : rel === '<' ? s < 0 : s <= 0);

/** sign of d·(a − t), t possibly ±∞ */
function side(d: number, a: number, t: number): number {
  if (!Number.isFinite(t)) return t > 0 ? -d : d;
  return nearly(a, t) ? 0 : Math.sign(d * (a - t));
}

/**
 * Whether the zeros found meet the count: an exact count (「恰有一个零点 x₀，且 x₀>1」) wants every zero inside the
 * window the question draws; 「存在零点 x₀，且 x₀>1」 wants some zero inside it.
 */
function countMet(cond: Extract<Condition, { kind: 'roots' }>, zeros: number, outside: number): boolean {
  if (cond.count === 'some') return zeros - outside >= 1;
  return zeros === cond.count && outside === 0;
}

/** The condition at one value of a, read from the table alone; `poleRoots` are the roots at every a (where Q = P = 0). */
function member(t: Table, cond: Condition, a: number, poleRoots: number[]): boolean {
  if (cond.kind === 'roots') {
    const w = cond.within;
    const inW = (lo: number, hi: number) =>
      !w || (lo >= w[0].x && hi <= w[1].x && (lo > w[0].x || w[0].closed || lo !== hi) && (hi < w[1].x || w[1].closed || lo !== hi));
    let n = poleRoots.length;
    let outside = poleRoots.filter((x) => !inW(x, x)).length;
    for (const s of t.segments)
      if (side(1, a, s.lo.v) > 0 && side(1, a, s.hi.v) < 0) {
        n++;
        if (!inW(s.from.x, s.to.x)) outside++;
      }
    for (const p of t.points)
      if (nearly(a, p.value.v)) {
        n++;
        if (!inW(p.x.x, p.x.x)) outside++;
      }
    return countMet(cond, n, outside);
  }
  const up = cond.rel === '>' || cond.rel === '>=';
  if (cond.kind === 'forall') {
    const segOk = t.segments.every((s) => [s.lo.v, s.hi.v].every((v) => (up ? side(s.dir, a, v) >= 0 : side(s.dir, a, v) <= 0)));
    return segOk && t.points.every((p) => holds(side(p.dir, a, p.value.v), cond.rel));
  }
  return (
    t.segments.some((s) => [s.lo.v, s.hi.v].some((v) => (up ? side(s.dir, a, v) > 0 : side(s.dir, a, v) < 0))) ||
    t.points.some((p) => holds(side(p.dir, a, p.value.v), cond.rel))
  );
}

/** The set of a as intervals with exact ends, from the membership at every level and in every gap between levels. */
function answerSet(levels: Level[], test: (a: number) => boolean): ExactInterval[] {
  const n = levels.length;
  const gap = (k: number): number =>
    !n ? 0 : k === 0 ? levels[0].v - 1 : k === n ? levels[n - 1].v + 1 : (levels[k - 1].v + levels[k].v) / 2;
  // the line of values: gap 0, level 1, gap 1, …, level n, gap n (even places are gaps)
  const line = Array.from({ length: 2 * n + 1 }, (_, i) => (i % 2 === 0 ? test(gap(i / 2)) : test(levels[(i - 1) / 2].v)));
  const at = (i: number) => ({ node: levels[(i - 1) / 2].node!, approx: levels[(i - 1) / 2].v });
  const out: ExactInterval[] = [];
  for (let i = 0; i < line.length; i++) {
    if (!line[i]) continue;
    let j = i;
    while (j + 1 < line.length && line[j + 1]) j++;
    const lo = i % 2 === 1 ? at(i) : i === 0 ? null : at(i - 1);
    const hi = j % 2 === 1 ? at(j) : j === line.length - 1 ? null : at(j + 1);
    out.push({ lo, hi, loClosed: i % 2 === 1, hiClosed: j % 2 === 1 });
    i = j;
  }
  return out;
}

function inSet(set: ExactInterval[], a: number): boolean {
  return toNumeric(set).some((i) => (a > i.lo || (i.loClosed && nearly(a, i.lo))) && (a < i.hi || (i.hiClosed && nearly(a, i.hi))));
}

/** The original condition for one a, tested numerically on the domain (never through h). */
function checkOriginal(G: Node, param: string, pieces: Array<[End, End]>, extra: number[], cond: Condition, a: number): boolean | null {
  const g = (x: number) => evaluate(G, { x, [param]: a });
  let roots = 0;
  let outside = 0;
  const w = cond.kind === 'roots' ? cond.within : undefined;
  const inW = (x: number) => !w || ((x > w[0].x || (w[0].closed && x === w[0].x)) && (x < w[1].x || (w[1].closed && x === w[1].x)));
  let some = false;
  let all = true;
  for (const [lo, hi] of pieces) {
    const xs = [...insidePoints(lo.x, hi.x, 20000), ...extra.filter((x) => x > lo.x && x < hi.x)].sort((u, v) => u - v);
    if (lo.closed) xs.unshift(lo.x);
    if (hi.closed) xs.push(hi.x);
    let prev = Number.NaN;
    for (const x of xs) {
      const y = g(x);
      if (Number.isNaN(y)) {
        if (Math.abs(x) <= 700) return null;
        prev = Number.NaN;
        continue;
      }
      if (cond.kind === 'roots') {
        if (y === 0 || (!Number.isNaN(prev) && prev !== 0 && Math.sign(prev) !== Math.sign(y))) {
          roots++;
          if (!inW(x)) outside++;
        }
      } else {
        const ok = cond.rel === '>' || cond.rel === '>=' ? y > -1e-12 : y < 1e-12;
        const strictly = cond.rel === '>' || cond.rel === '>=' ? y > 1e-12 : y < -1e-12;
        if (!ok) all = false;
        if (strictly) some = true;
      }
      prev = y;
    }
  }
  if (cond.kind === 'roots') return countMet(cond, roots, outside);
  return cond.kind === 'forall' ? all : some;
}

function endLatex(e: End, left: boolean): string {
  return e.node ? toLatex(e.node) : left ? '-\\infty' : '+\\infty';
}

function levelLatex(l: Level): string {
  return l.node ? toLatex(l.node) : l.v > 0 ? '+\\infty' : '-\\infty';
}

/** Where G and its coefficients are defined inside the given domain: pieces with exact ends. */
function definedPieces(P: Node, Q: Node, lo: DomainEnd, hi: DomainEnd): Array<[End, End]> | null {
  const ok = (x: number) => !Number.isNaN(evaluate(P, { x })) && !Number.isNaN(evaluate(Q, { x }));
  // beyond |x| = 700 e^x overflows: the domain is read nearer and continues outwards
  const xs = insidePoints(lo.x, hi.x, 6000).filter((x) => Math.abs(x) <= 700);
  const pieces: Array<[End, End]> = [];
  let start: End | null = null;
  let prevX = lo.x;
  let prevOk = false;
  const boundary = (u: number, w: number, okAtU: boolean): End | null => {
    for (let k = 0; k < 200; k++) {
      const m = (u + w) / 2;
      if (ok(m) === okAtU) u = m;
      else w = m;
    }
    const node = exactNumber((u + w) / 2);
    if (!node) return null;
    const x = evaluate(node);
    return { x, node, closed: ok(x) };
  };
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i];
    const here = ok(x);
    if (i === 0) {
      if (here) start = { x: lo.x, node: lo.node, closed: lo.closed && ok(lo.x) };
    } else if (here !== prevOk) {
      const b = boundary(prevX, x, prevOk);
      if (!b) return null;
      if (here) start = b;
      else {
        pieces.push([start!, b]);
        start = null;
      }
    }
    prevX = x;
    prevOk = here;
  }
  if (start) pieces.push([start, { x: hi.x, node: hi.node, closed: hi.closed && ok(hi.x) }]);
  return pieces.length && pieces.length <= 3 ? pieces : null;
}

export function solveParameterSeparation(text: string, problemType: ProblemType): MathOutcome | null {
  const r: Reading | null = readSeparation(text);
  if (!r) return null;
  const p = prepare(text, problemType);
  const no = (why: string) => refuse(p, `${why}，为避免给出错误答案，暂不作答。`);
  const a = r.param;
  if (TRIG(r.G)) return no('含三角函数的式子分离参数后可能有无穷多个极值点');
  const split = linearSplit(r.G, a);
  if (!split) return no(`参数 ${im(a)} 不是一次出现，不能直接分离参数`);
  const [P, Q] = split;
  // G = P + a·Q, checked at sample points
  for (const [x, av] of [
    [0.7, 0.3],
    [1.9, -2.1],
    [3.3, 1.7],
    [-1.4, 0.9],
  ]) {
    const want = evaluate(r.G, { x, [a]: av });
    const got = evaluate(P, { x }) + av * evaluate(Q, { x });
    if (Number.isFinite(want) && !nearly(want, got)) return no('分离参数的验算没有通过');
  }
  const given: [DomainEnd, DomainEnd] = r.domain ?? [
    { x: -Infinity, node: null, closed: false },
    { x: Infinity, node: null, closed: false },
  ];
  const pieces = definedPieces(P, Q, given[0], given[1]);
  if (!pieces) return no('没能确定函数的定义域');
  const w = r.condition.kind === 'roots' ? r.condition.within : undefined;
  const drawn = w ? w.filter((e) => e.node) : [];
  const table = buildTable(P, Q, pieces, drawn);
  if (typeof table === 'string') return no(table);
  // at an extreme value of h the equation has an equal (double) root: 「有两个实根」 may count it twice or once
  if (r.condition.kind === 'roots' && r.condition.equalMayCount && table.points.some((q) => q.extreme))
    return no('题目说“有几个实根”而没有说“不等”，在切点处相等的两根是否算作两个会影响答案');
  // points where Q = 0: the condition there does not involve a
  const poleRoots: number[] = [];
  for (const pole of table.poles) {
    const v = evaluate(P, { x: pole.x });
    if (!Number.isFinite(v)) continue;
    const zero = Math.abs(v) < 1e-12;
    if (r.condition.kind === 'roots' && zero) poleRoots.push(pole.x);
    if (r.condition.kind !== 'roots') {
      const fine = holds(zero ? 0 : Math.sign(v), r.condition.rel);
      if (r.condition.kind === 'forall' && !fine) return no('在参数系数为 0 的点，不等式对任何参数都不成立');
      if (r.condition.kind === 'exists' && fine) return no('在参数系数为 0 的点，不等式对任何参数都成立');
    }
  }
  const all: Level[] = [...table.segments.flatMap((s) => [s.lo, s.hi]), ...table.points.map((q) => q.value)].filter((l) =>
    Number.isFinite(l.v),
  );
  if (all.some((l) => !l.node)) return no('分离参数后函数的某个值不是精确值');
  const levels = all.sort((u, w) => u.v - w.v).filter((l, i, arr) => i === 0 || !nearly(l.v, arr[i - 1].v));
  const test = (v: number) => member(table, r.condition, v, poleRoots);
  const set = answerSet(levels, test);
  if (!set.length) return no('没有满足条件的参数值，请核对题目');
  // independent check on the original condition
  const extra = table.points.filter((q) => q.extreme).flatMap((q) => Array.from({ length: 2001 }, (_, j) => q.x.x + (j - 1000) * 1e-4));
  const probes: number[] = [];
  for (let i = 0; i <= levels.length; i++) {
    if (!levels.length) probes.push(0);
    else if (i === 0) probes.push(levels[0].v - 1, levels[0].v - 5);
    else if (i === levels.length) probes.push(levels[i - 1].v + 1, levels[i - 1].v + 5);
    else probes.push((levels[i - 1].v + levels[i].v) / 2);
  }
  for (let i = 0; i < levels.length; i++) {
    const L = levels[i].v;
    const room = Math.min(
      1e-3 * Math.max(1, Math.abs(L)),
      i > 0 ? (L - levels[i - 1].v) / 4 : Infinity,
      i + 1 < levels.length ? (levels[i + 1].v - L) / 4 : Infinity,
    );
    probes.push(L - room, L + room);
  }
  for (const v of probes) {
    const seen = checkOriginal(r.G, a, pieces, extra, r.condition, v);
    if (seen === null || seen !== inSet(set, v))
      return no(`取 ${im(`${a}=${Number(v.toPrecision(6))}`)} 代入原题检验，结论与所求范围不一致`);
  }
  let finalAnswer: string;
  let integerStep: string | null = null;
  let value: MathOutcome['value'];
  const shown = setLatex(set);
  if (r.integers) {
    const runs = integerRuns(set, r.integers.positive);
    const noun = r.integers.positive ? '正整数' : '整数';
    if (!runs) return no(`${im(a)} 的取值范围是 ${im(shown)}，其端点与整数太接近，无法可靠判断其中的${noun}`);
    const asked: IntegerAsk = r.integers.count ? 'count' : r.ask === 'max' ? 'max' : 'min';
    const got = integerAnswer(runs, asked);
    if (typeof got === 'string') return no(`${im(a)} 的取值范围是 ${im(shown)}，${got.replace('整数', noun)}`);
    finalAnswer = asked === 'count' ? im(String(got)) : im(`${a}_{\\${asked}}=${got}`);
    value = { kind: 'numbers', values: [got] };
    const listed = runs.map(integersLatex).join(',');
    integerStep = `其中的${noun}为 ${im(listed)}（区间端点与相邻整数的大小已逐一比较，端点是否取到由括号决定），所以${
      asked === 'count'
        ? `满足条件的${noun} ${im(a)} 共有 ${im(String(got))} 个`
        : `${noun} ${im(a)} 的${asked === 'max' ? '最大' : '最小'}值为 ${im(String(got))}`
    }。`;
  } else if (r.ask === 'range') {
    finalAnswer = im(shown);
    value = { kind: 'interval', intervals: toNumeric(set) };
  } else {
    const edge = r.ask === 'max' ? set[set.length - 1] : set[0];
    const end = r.ask === 'max' ? edge.hi : edge.lo;
    const closed = r.ask === 'max' ? edge.hiClosed : edge.loClosed;
    if (!end || !closed) return no(`${im(a)} 的取值范围是 ${im(shown)}，没有${r.ask === 'max' ? '最大值' : '最小值'}`);
    finalAnswer = im(`${a}_{\\${r.ask}}=${toLatex(end.node)}`);
    value = { kind: 'numbers', values: [end.approx] };
  }
  return solved(p, {
    engine: 'functions:parameter-separation',
    idea: ideaOf(r.condition, a),
    steps: [...stepsOf(r, table, P, Q, shown), ...(integerStep ? [integerStep] : [])],
    finalAnswer,
    verificationNote: `在所求范围的内部、外部和每个端点两侧各取 ${im(a)} 的值，直接代入原题（不经过分离后的函数）${
      r.condition.kind === 'roots' ? '数出方程在定义域内的根的个数' : '在定义域内密集取点检验不等式'
    }，结论都与所求范围一致。`,
    value,
  });
}

/** 「−1,0,1」「5,6,…,9」「…,1,2」「3,4,…」: the integers from u to w, either possibly unbounded */
function integersLatex([u, w]: [number, number]): string {
  if (!Number.isFinite(u)) return `\\ldots,${w - 1},${w}`;
  if (!Number.isFinite(w)) return `${u},${u + 1},\\ldots`;
  if (w - u <= 3) return Array.from({ length: w - u + 1 }, (_, i) => u + i).join(',');
  return `${u},${u + 1},\\ldots,${w}`;
}

function whereLatex([lo, hi]: [DomainEnd, DomainEnd]): string {
  if (!lo.node) return `x${hi.closed ? '\\leq' : '<'}${toLatex(hi.node!)}`;
  if (!hi.node) return `x${lo.closed ? '\\geq' : '>'}${toLatex(lo.node)}`;
  return `x\\in${lo.closed ? '[' : '('}${toLatex(lo.node)},${toLatex(hi.node)}${hi.closed ? ']' : ')'}`;
}

function ideaOf(c: Condition, a: string): string {
  if (c.kind === 'roots')
    return `参数 ${im(a)} 一次出现，把方程化为 ${im(`${a}=h(x)`)}，根的个数就是直线 ${im(`y=${a}`)} 与曲线 ${im('y=h(x)')} 的交点个数；用导数画出 ${im('h(x)')} 的单调性与极值、端点处的极限，再看直线的位置。`;
  return `参数 ${im(a)} 一次出现，把不等式化为 ${im(a)} 与 ${im('h(x)')} 的大小关系，${
    c.kind === 'forall' ? '“恒成立”化为与 $h(x)$ 的最值（或确界）比较' : '“有解”化为与 $h(x)$ 的最值（或确界）比较'
  }；用导数求 ${im('h(x)')} 的单调性、极值与端点处的极限。`;
}

function stepsOf(r: Reading, t: Table, P: Node, Q: Node, shown: string): string[] {
  const a = r.param;
  const steps: string[] = [];
  const dom = r.domainLatex ? `（${im(r.domainLatex)}）` : '';
  const q = toLatex(Q);
  const hl = toLatex(t.h);
  if (r.condition.kind === 'roots') {
    const poles = t.poles.length
      ? `；${t.poles.map((e) => im(`x=${toLatex(e.node!)}`)).join('、')} 处 ${im(`${q}=0`)}，代入知它不是方程的根`
      : '';
    steps.push(
      `条件即方程 ${im(r.shown)} 的根${dom}。它可以写成 ${im(`${toLatex(P)}+${a}\\cdot(${q})=0`)}${poles}，其余各点上等价于 ${im(`${a}=${hl}`)}。`,
    );
  } else {
    const rel = r.condition.rel;
    const dirs = [...new Set(t.segments.map((s) => s.dir))];
    const parts = dirs.map((d) => `${im(`${q}${d > 0 ? '>' : '<'}0`)} 时化为 ${im(`${a}${REL_TEX[d > 0 ? rel : FLIP[rel]]}${hl}`)}`);
    for (const e of t.poles) {
      const v = evaluate(P, { x: e.x });
      if (Number.isFinite(v))
        parts.push(
          `${im(`x=${toLatex(e.node!)}`)} 时 ${im(`${q}=0`)}，不等式化为 ${im(`${toLatex(exactNumber(v) ?? P)}${REL_TEX[rel]}0`)}，与 ${im(a)} 无关${holds(Math.abs(v) < 1e-12 ? 0 : Math.sign(v), rel) ? '，总成立' : '，不成立'}`,
        );
    }
    steps.push(`不等式 ${im(r.shown)}${dom} 即 ${im(`${toLatex(P)}+${a}\\cdot(${q})${REL_TEX[rel]}0`)}：${parts.join('；')}。`);
  }
  const crit = t.points.filter((p) => p.extreme);
  steps.push(
    `令 ${im(`h(x)=${hl}`)}，则 ${im(`h'(x)=${toLatex(t.dh)}`)}${
      crit.length
        ? `，令 ${im("h'(x)=0")} 得 ${crit.map((c) => im(`x=${toLatex(c.x.node!)}`)).join('，')}`
        : `，${im("h'(x)")} 在各段上不变号`
    }。`,
  );
  for (const s of t.segments) {
    const from = s.from;
    const to = s.to;
    const range = `${from.closed ? '[' : '('}${endLatex(from, true)},${endLatex(to, false)}${to.closed ? ']' : ')'}`;
    const [va, vb] = s.up ? [s.lo, s.hi] : [s.hi, s.lo];
    const at = (e: End, l: Level, left: boolean) =>
      e.closed
        ? im(`h(${endLatex(e, left)})=${levelLatex(l)}`)
        : `${im(`x\\to ${e.node ? `${toLatex(e.node)}^{${left ? '+' : '-'}}` : left ? '-\\infty' : '+\\infty'}`)} 时 ${im(`h(x)\\to ${levelLatex(l)}`)}`;
    steps.push(
      `在 ${im(range)} 上 ${im(`h'(x)${s.up ? '>' : '<'}0`)}，${im('h(x)')} 单调递${s.up ? '增' : '减'}；${at(from, va, true)}，${at(to, vb, false)}。`,
    );
  }
  for (const c of t.points.filter((p) => p.extreme)) {
    const left = t.segments.find((s) => s.to.x === c.x.x);
    steps.push(
      `所以 ${im(`h(x)`)} 在 ${im(`x=${toLatex(c.x.node!)}`)} 处取得极${left?.up ? '大' : '小'}值 ${im(`h(${toLatex(c.x.node!)})=${toLatex(c.value.node!)}`)}。`,
    );
  }
  const what =
    r.condition.kind === 'roots'
      ? `直线 ${im(`y=${a}`)} 与曲线 ${im('y=h(x)')} ${r.condition.count === 'some' ? '有公共点' : `恰有 ${r.condition.count} 个公共点`}${
          r.condition.within ? `，且公共点的横坐标都满足 ${im(whereLatex(r.condition.within))}` : ''
        }`
      : r.condition.kind === 'forall'
        ? '不等式对定义域内每个 x 都成立'
        : '存在 x 使不等式成立';
  steps.push(`由上面的单调性与极值（端点处的值或极限）逐段比较，${what}当且仅当 ${dm(`${a}\\in ${shown}`)}`);
  return steps;
}
