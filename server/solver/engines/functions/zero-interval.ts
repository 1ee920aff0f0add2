import { toJson } from '../../math/compute/ce';
import { evaluate } from '../../math/compute/evaluate';
import { freeVars, type Node, substitute } from '../../math/expression/ast';
import { computeEngine, formulas, proseWithSlots, stripBlank } from '../../math/expression/mathjson';
import { parseExpr, parseExprOrNull } from '../../math/expression/parser';
import type { MathOutcome } from '../../math/expression/types';
import { prepare } from '../../math/index';
import { im, refuse, solved } from '../../math/write/format';
import { toLatex } from '../../math/write/latex';
import type { Question } from '../../read/question';

/**
 * "函数 f(x)=ln x+2x−6 的零点所在的区间是 A.(0,1) B.(1,2) …" (人教A版 必修一 4.5.1 零点存在定理): the option whose
 * interval holds the zero. f must be continuous on every option's interval (scanned), the chosen interval
 * has f(a)·f(b) < 0 and every other option's interval holds no zero at all (no sign change on a fine scan,
 * no touching point), so the option is decided, not guessed; the end values are computed twice (our
 * evaluator and the compute engine).
 */

const PROSE = /已知|设|函数|的|零点|所在|一个|位于|在|区间|是|为|则|下列|[,，.。;；:：\s()（）]|_+|⟨\d+⟩/g;

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

function readInterval(text: string): [Node, Node] | null {
  const m = /^\$?\s*(?:\\left)?[(（]\s*([^,，]+?)\s*[,，]\s*([^,，]+?)\s*(?:\\right)?[)）]\s*\$?$/.exec(text.trim());
  if (!m) return null;
  try {
    const a = parseExpr(m[1]);
    const b = parseExpr(m[2]);
    return freeVars(a).size || freeVars(b).size ? null : [a, b];
  } catch {
    return null;
  }
}

export function solveZeroInterval(q: Question): MathOutcome | null {
  if (!q.options.length) return null;
  const prose = proseWithSlots(q.stem);
  if (!/零点/.test(prose) || !/区间/.test(prose) || prose.replace(PROSE, '').trim()) return null;
  const fs = formulas(q.stem).map((f) => stripBlank(f.trim()));
  if (fs.length !== 1) return null;
  const def = /^(?:([fgh])\s*\(\s*x\s*\)|y)\s*=\s*(.+)$/s.exec(fs[0]);
  if (!def) return null;
  const f = parseExprOrNull(def[2]);
  if (!f) return null;
  const vars = freeVars(f);
  if (vars.size !== 1 || !vars.has('x')) return null;
  const ivs = q.options.map((o) => readInterval(o.text));
  if (ivs.some((iv) => !iv)) return null;
  const p = prepare(q.stem, q.problemType);
  const name = def[1] ?? 'f';
  const F = (x: number) => evaluate(f, { x });
  const hits: number[] = [];
  const lines: string[] = [];
  for (let i = 0; i < ivs.length; i++) {
    const [an, bn] = ivs[i] as [Node, Node];
    const a = evaluate(an, {});
    const b = evaluate(bn, {});
    if (!(a < b) || !Number.isFinite(a) || !Number.isFinite(b)) return null;
    // f continuous on (a, b): finite everywhere on a fine scan inside
    const N = 2000;
    let prev = Number.NaN;
    let beforePrev = Number.NaN;
    let changes = 0;
    let touches = false;
    let prevAbs = Number.POSITIVE_INFINITY;
    let falling = false;
    for (let k = 1; k < N; k++) {
      const y = F(a + ((b - a) * k) / N);
      if (!Number.isFinite(y))
        return refuse(p, `函数在选项 ${q.options[i].letter} 的区间内不连续或没有定义，为避免给出错误答案，暂不作答。`);
      if (y === 0) touches = true;
      if (Number.isFinite(prev) && prev !== 0 && y !== 0 && Math.sign(prev) !== Math.sign(y)) {
        // a crossing, not a pole: the value tends to 0 where the sign changes
        let u = a + ((b - a) * (k - 1)) / N;
        let w = a + ((b - a) * k) / N;
        for (let t = 0; t < 60; t++) {
          const m = (u + w) / 2;
          if (Math.sign(F(m)) === Math.sign(prev)) u = m;
          else w = m;
        }
        if (!(Math.abs(F((u + w) / 2)) < 1e-6))
          return refuse(p, `函数在选项 ${q.options[i].letter} 的区间内不连续，为避免给出错误答案，暂不作答。`);
        changes++;
      }
      const abs = Math.abs(y);
      // a least |f| near 0 with the same sign on both sides touches the axis; with opposite signs it is the crossing
      // counted above (a grid point can fall within 1e-6 of a simple zero)
      if (falling && abs > prevAbs && prevAbs < 1e-6 && Math.sign(beforePrev) === Math.sign(y)) touches = true;
      falling = abs < prevAbs;
      prevAbs = abs;
      beforePrev = prev;
      prev = y;
    }
    const fa = F(a);
    const fb = F(b);
    const fa2 = ceValue(substitute(f, 'x', an));
    const fb2 = ceValue(substitute(f, 'x', bn));
    const ends = [fa, fb, fa2, fb2];
    const endsKnown = ends.every(Number.isFinite);
    if (endsKnown && (Math.abs(fa - fa2) > 1e-9 * Math.max(1, Math.abs(fa)) || Math.abs(fb - fb2) > 1e-9 * Math.max(1, Math.abs(fb))))
      return refuse(p, '算出的结果没有通过验算，为避免给出错误答案，暂不作答。');
    const signChange = endsKnown && fa * fb < 0;
    if (changes > 0 || touches || signChange) {
      // an interval with a zero must show it by the theorem: values of opposite signs at both ends, one crossing
      if (!signChange || changes !== 1 || touches)
        return refuse(p, '有的选项区间内零点的情况不能用零点存在定理直接判断，为避免给出错误答案，暂不作答。');
      hits.push(i);
    }
    if (endsKnown)
      lines.push(
        `${q.options[i].letter}：${im(`${name}(${toLatex(an)})\\approx ${Number(fa.toPrecision(4))}`)}，${im(`${name}(${toLatex(bn)})\\approx ${Number(fb.toPrecision(4))}`)}${signChange ? '，异号' : '，同号'}`,
      );
  }
  if (hits.length !== 1) return refuse(p, '没有唯一的选项区间含有零点，为避免给出错误答案，暂不作答。');
  const i = hits[0];
  const letter = q.options[i].letter;
  return solved(p, {
    engine: 'functions',
    idea: '零点存在定理：函数在区间 [a,b] 上连续，且 f(a)·f(b)<0，则在 (a,b) 内有零点。',
    steps: [
      `计算各选项区间端点的函数值：${lines.join('；')}。`,
      `只有选项 ${letter} 的区间两端函数值异号，函数在其中连续，所以零点在该区间内。`,
    ],
    finalAnswer: `${letter}（${im(q.options[i].text.replace(/\$/g, '').trim())}）`,
    verificationNote: '端点函数值用两种方法计算一致；在每个选项区间内细密取点检查，只有所选区间内函数变号一次，其他区间内没有零点。',
    value: { kind: 'words', text: letter },
  });
}
