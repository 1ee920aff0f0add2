import { evaluate } from '../../math/compute/evaluate';
import type { Node } from '../../math/expression/ast';
import { formulas, proseWithSlots, stripBlank } from '../../math/expression/mathjson';
import { parseExprOrNull } from '../../math/expression/parser';
import { Rat } from '../../math/expression/rational';
import type { MathOutcome } from '../../math/expression/types';
import { prepare } from '../../math/index';
import { im, refuse, solved } from '../../math/write/format';
import { toLatex } from '../../math/write/latex';
import type { ProblemType } from '../../types';

/**
 * 「函数 f(x)=|x−1|+|x+2| 的最小值为」 (人教A版 选修 4-5 绝对值不等式): a sum of absolute values of linear functions
 * (and a linear part) is a broken line; its corners are where an inside vanishes. When it rises on both far sides
 * the least value is the least of its values at the corners (the greatest likewise when it falls on both); else
 * there is none. Values are exact fractions, checked on a fine scan.
 */
const PROSE = /^(?:已知|设|求)?\s*(?:函数\s*)?⟨0⟩\s*的\s*(最小值|最大值)\s*(?:为|是|等于)?\s*[.。]?$/;

/** The degree in x of a sum, product, quotient by a constant and absolute value of such parts; null otherwise. */
function degree(n: Node): number | null {
  switch (n.k) {
    case 'num':
      return 0;
    case 'var':
      return n.name === 'x' ? 1 : null;
    case 'neg':
      return degree(n.arg);
    case 'add': {
      const ds = n.args.map(degree);
      return ds.some((d) => d === null) ? null : Math.max(...(ds as number[]));
    }
    case 'mul': {
      const ds = n.args.map(degree);
      return ds.some((d) => d === null) ? null : (ds as number[]).reduce((a, b) => a + b, 0);
    }
    case 'div':
      return degree(n.den) === 0 ? degree(n.num) : null;
    case 'fn':
      return n.name === 'abs' && degree(n.arg) !== null && degree(n.arg)! <= 1 ? degree(n.arg) : null;
    default:
      return null;
  }
}

function exact(n: Node, x: Rat): Rat | null {
  switch (n.k) {
    case 'num':
      return n.v;
    case 'var':
      return x;
    case 'neg': {
      const a = exact(n.arg, x);
      return a ? a.neg() : null;
    }
    case 'add':
    case 'mul': {
      let acc: Rat | null = n.k === 'add' ? Rat.of(0) : Rat.of(1);
      for (const t of n.args) {
        const v = exact(t, x);
        if (!v || !acc) return null;
        acc = n.k === 'add' ? acc.add(v) : acc.mul(v);
      }
      return acc;
    }
    case 'div': {
      const a = exact(n.num, x);
      const b = exact(n.den, x);
      return a && b && !b.isZero() ? a.div(b) : null;
    }
    case 'fn': {
      const a = exact(n.arg, x);
      return a ? a.abs() : null;
    }
    default:
      return null;
  }
}

/** Where each absolute value's inside vanishes (its value is linear: two samples give the root). */
function corners(n: Node, out: Rat[]): boolean {
  if (n.k === 'fn' && n.name === 'abs') {
    const at0 = exact(n.arg, Rat.of(0));
    const at1 = exact(n.arg, Rat.of(1));
    if (!at0 || !at1) return false;
    const slope = at1.sub(at0);
    if (!slope.isZero()) out.push(at0.neg().div(slope));
    return corners(n.arg, out);
  }
  const kids = n.k === 'add' || n.k === 'mul' ? n.args : n.k === 'neg' ? [n.arg] : n.k === 'div' ? [n.num, n.den] : [];
  return kids.every((c) => corners(c, out));
}

export function solveAbsSumExtremum(text: string, problemType: ProblemType): MathOutcome | null {
  if (!/\|/.test(text)) return null;
  const fs = formulas(text).map((f) => stripBlank(f.trim()));
  const m = PROSE.exec(proseWithSlots(text).replace(/\s*(?:\(\s*\)|（\s*）)\s*[.。]?$/, ''));
  if (!m || fs.length !== 1) return null;
  const def = /^(?:([fgh])\s*\(\s*x\s*\)|y)\s*=\s*(.+)$/s.exec(fs[0]!);
  if (!def) return null;
  const f = parseExprOrNull(def[2]!);
  if (!f) return null;
  const xs: Rat[] = [];
  if (degree(f) !== 1 || !corners(f, xs) || !xs.length) return null;
  const pts = [...new Map(xs.map((x) => [x.toLatex(), x])).values()].sort((a, b) => a.cmp(b));
  const values = pts.map((x) => exact(f, x));
  if (values.some((v) => !v)) return null;
  const first = pts[0]!;
  const last = pts[pts.length - 1]!;
  const left = exact(f, first.sub(Rat.of(1)))!.sub(exact(f, first)!); // f(x₀−1) − f(x₀): ≥ 0 when it falls towards x₀
  const right = exact(f, last.add(Rat.of(1)))!.sub(exact(f, last)!);
  const wantsMin = m[1] === '最小值';
  const p = prepare(text, problemType);
  const name = def[1] ? `${def[1]}(x)` : 'y';
  const bounded = wantsMin ? left.sign() >= 0 && right.sign() >= 0 : left.sign() <= 0 && right.sign() <= 0;
  if (!bounded) return refuse(p, `这个函数向一侧${wantsMin ? '无限减小' : '无限增大'}，没有${m[1]}，请核对题目。`);
  const best = (values as Rat[]).reduce((a, b) => (wantsMin ? (b.cmp(a) < 0 ? b : a) : b.cmp(a) > 0 ? b : a));
  const at = pts.filter((_, i) => values[i]!.eq(best));
  // check: no sample of a wide scan goes beyond the answer, and the answer is reached
  for (let k = -4000; k <= 4000; k++) {
    const y = evaluate(f, { x: k / 20 + 0.0137 });
    if (!Number.isFinite(y) || (wantsMin ? y < best.toNumber() - 1e-9 : y > best.toNumber() + 1e-9))
      return refuse(p, '验算没有通过，为避免给出错误答案，暂不作答。');
  }
  const table = pts.map((x, i) => `${im(`${name.replace('x', x.toLatex())}=${values[i]!.toLatex()}`)}`).join('，');
  return solved(p, {
    engine: 'functions:abs-sum-extremum',
    idea: `${im(`${name}=${toLatex(f)}`)} 是折线函数：在每个绝对值里的式子为 0 的点（折点）处拐弯，在两侧都${wantsMin ? '上升' : '下降'}，所以${m[1]}在某个折点处取到。`,
    steps: [
      `折点：${pts.map((x) => im(`x=${x.toLatex()}`)).join('，')}。`,
      `在最左折点的左侧函数${wantsMin ? '递减（或不变）' : '递增（或不变）'}，在最右折点的右侧函数${wantsMin ? '递增（或不变）' : '递减（或不变）'}。`,
      `各折点处的函数值：${table}。`,
      `所以 ${im(name)} 的${m[1]}为 ${im(best.toLatex())}（在 ${at.map((x) => im(`x=${x.toLatex()}`)).join('、')} 处取到）。`,
    ],
    finalAnswer: im(best.toLatex()),
    verificationNote: `在 ${im('[-200,200]')} 上密集取点计算函数值，没有${wantsMin ? '小于' : '大于'} ${im(best.toLatex())} 的值。`,
    value: { kind: 'numbers', values: [best.toNumber()] },
  });
}
