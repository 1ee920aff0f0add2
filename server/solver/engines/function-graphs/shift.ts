import { im, solved } from '../../math/write/format';
import type { MathProblem } from '../../math/expression/types';
import { Rat } from '../../math/expression/rational';
import { ratOf } from '../statistics/plain';
import { type SchoolFn, polyLatex } from './read';

/**
 * 平移 of a line or a parabola: left/right by h changes x into x ± h, up/down by k adds ± k (左加右减，上加下减),
 * one or two moves in a row. The result is checked by moving one point of the graph the same way.
 */

type Out = ReturnType<typeof solved>;
const MOVE = '向(上|下|左|右)(?:平移|平行移动)(\\d+(?:\\.\\d+)?)个单位(?:长度)?';

export function shifted(fn: SchoolFn, rest: string, mp: MathProblem): Out | null {
  if (fn.kind !== 'poly') return null;
  const m = new RegExp(
    `^${MOVE}(?:[,，]?(?:再)?${MOVE})?[,，](?:则)?(?:所得|得到)(?:的)?(?:直线|抛物线|图[象像])(?:的)?(?:解析式|函数表达式|表达式)?(?:是|为)＿$`,
  ).exec(rest);
  if (!m) return null;
  let dx = Rat.ZERO;
  let dy = Rat.ZERO;
  const moves: string[] = [];
  for (const [dir, amount] of [
    [m[1], m[2]],
    [m[3], m[4]],
  ]) {
    if (!dir) continue;
    const v = ratOf(amount) as Rat;
    if (dir === '左') dx = dx.sub(v);
    if (dir === '右') dx = dx.add(v);
    if (dir === '上') dy = dy.add(v);
    if (dir === '下') dy = dy.sub(v);
    moves.push(`向${dir}平移 ${amount}`);
  }
  const { a, b, c } = fn;
  // y = f(x − dx) + dy, expanded.
  const a2 = a;
  const b2 = b.sub(a.mul(dx).mul(Rat.of(2)));
  const c2 = a.mul(dx).mul(dx).sub(b.mul(dx)).add(c).add(dy);
  // Check: the point (1, f(1)) moves to (1+dx, f(1)+dy), which must lie on the new graph.
  const f = (x: Rat) => a.mul(x).mul(x).add(b.mul(x)).add(c);
  const g = (x: Rat) => a2.mul(x).mul(x).add(b2.mul(x)).add(c2);
  if (!g(Rat.ONE.add(dx)).eq(f(Rat.ONE).add(dy))) return null;
  const expanded = `y=${polyLatex(a2, b2, c2)}`;
  let shown = expanded;
  if (!a.isZero() && b.isZero() && c.isZero()) {
    const coef = a.isOne() ? '' : a.eq(Rat.ONE.neg()) ? '-' : a.toLatex();
    const inner = dx.isZero() ? 'x^2' : `(x${dx.sign() > 0 ? '-' : '+'}${dx.abs().toLatex()})^2`;
    shown = `y=${coef}${inner}${dy.isZero() ? '' : `${dy.sign() > 0 ? '+' : '-'}${dy.abs().toLatex()}`}`;
  }
  return solved(mp, {
    engine: 'function-graphs:shift',
    idea: '平移规律：左加右减（加减在 x 上），上加下减（加减在整个函数上）。',
    steps: [
      `${moves.join('，再')}：${im(`y=f(x${dx.sign() > 0 ? '-' : '+'}${dx.abs().toLatex()})${dy.sign() < 0 ? '-' : '+'}${dy.abs().toLatex()}`)}。`,
      `展开得 ${im(expanded)}。`,
    ],
    finalAnswer: im(shown),
    verificationNote: `原图象上的点 ${im(`(1,${f(Rat.ONE).toLatex()})`)} 平移后为 ${im(`(${Rat.ONE.add(dx).toLatex()},${f(Rat.ONE).add(dy).toLatex()})`)}，在新图象上。`,
    value: { kind: 'numbers', values: [a2.toNumber(), b2.toNumber(), c2.toNumber()] },
  });
}
