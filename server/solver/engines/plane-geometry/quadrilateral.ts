import { im, solved } from '../../math/write/format';
import type { MathProblem } from '../../math/expression/types';
import { Rat } from '../../math/expression/rational';
import { ratOf } from '../statistics/plain';
import { lengthLatex } from './squares';

/**
 * Quadrilaterals with numbers: a rhombus from its diagonals (area pq/2; the diagonals bisect each other at right
 * angles, so side √((p/2)²+(q/2)²) and perimeter 4·side), a rectangle from a side and the diagonal (勾股定理, area),
 * a square from its diagonal (area d²/2), a trapezoid's area (a+b)h/2, and the chord of a circle against the distance
 * from the centre (half-chord² + distance² = r²).
 */

type Out = ReturnType<typeof solved>;

const NUM = '(\\d+(?:\\.\\d+)?)';
const ASK = '[,，](?:则)?(?:这个|该|此|它的|其)?(?:菱形|矩形|正方形|梯形)?(?:的)?';
const IS = '(?:为|是|等于)＿$';

function out(mp: MathProblem, kind: string, idea: string, steps: string[], sq: Rat, check: string): Out {
  return solved(mp, {
    engine: `plane-geometry:${kind}`,
    idea,
    steps,
    finalAnswer: im(lengthLatex(sq)),
    verificationNote: check,
    value: { kind: 'numbers', values: [Math.sqrt(sq.toNumber())] },
  });
}

export function quadrilateral(t: string, mp: MathProblem): Out | null {
  const rh = new RegExp(
    `^(?:已知|若)?(?:一个)?菱形的两条对角线(?:的)?长(?:分别)?(?:为|是)${NUM}(?:和|、|,|，)${NUM}${ASK}(面积|边长|周长)${IS}`,
  ).exec(t);
  if (rh) {
    const [p, q] = [ratOf(rh[1]) as Rat, ratOf(rh[2]) as Rat];
    const side2 = p.mul(p).add(q.mul(q)).div(Rat.of(4));
    const area = p.mul(q).div(Rat.of(2));
    const sq = rh[3] === '面积' ? area.mul(area) : rh[3] === '边长' ? side2 : side2.mul(Rat.of(16));
    return out(
      mp,
      'quadrilateral',
      '菱形的对角线互相垂直平分：面积为对角线乘积的一半，边长由勾股定理求出。',
      [
        `边长 ${im(`\\sqrt{(${p.toLatex()}/2)^2+(${q.toLatex()}/2)^2}=${lengthLatex(side2)}`)}，面积 ${im(`\\frac{${p.toLatex()}\\times ${q.toLatex()}}{2}=${area.toLatex()}`)}。`,
      ],
      sq,
      `四个全等直角三角形的面积之和 ${im(`4\\times\\frac{1}{2}\\times\\frac{${p.toLatex()}}{2}\\times\\frac{${q.toLatex()}}{2}=${area.toLatex()}`)}，与面积公式一致。`,
    );
  }
  const rect = new RegExp(
    `^(?:已知|若)?(?:一个)?矩形的一条边(?:的)?长(?:为|是)${NUM}[,，](?:且)?对角线(?:的)?长(?:为|是)${NUM}${ASK}(面积|周长)${IS}`,
  ).exec(t);
  if (rect) {
    const [a, d] = [ratOf(rect[1]) as Rat, ratOf(rect[2]) as Rat];
    const b2 = d.mul(d).sub(a.mul(a));
    if (b2.sign() <= 0) return null;
    if (rect[3] === '周长') {
      const b = Rat.fromNumber(Math.sqrt(b2.toNumber()));
      if (!b?.mul(b).eq(b2)) return null;
      const per = a.add(b).mul(Rat.of(2));
      return out(
        mp,
        'quadrilateral',
        '矩形的四个角都是直角，用勾股定理求另一边。',
        [
          `另一边 ${im(`\\sqrt{${d.toLatex()}^2-${a.toLatex()}^2}=${b.toLatex()}`)}，周长 ${im(`2\\times(${a.toLatex()}+${b.toLatex()})=${per.toLatex()}`)}。`,
        ],
        per.mul(per),
        `${im(`${a.toLatex()}^2+${b.toLatex()}^2=${d.toLatex()}^2`)}。`,
      );
    }
    const area2 = a.mul(a).mul(b2);
    return out(
      mp,
      'quadrilateral',
      '矩形的四个角都是直角，用勾股定理求另一边，再求面积。',
      [
        `另一边 ${im(`\\sqrt{${d.toLatex()}^2-${a.toLatex()}^2}=${lengthLatex(b2)}`)}，面积 ${im(`${a.toLatex()}\\times ${lengthLatex(b2)}=${lengthLatex(area2)}`)}。`,
      ],
      area2,
      `${im(`${a.toLatex()}^2+(${lengthLatex(b2)})^2=${d.toLatex()}^2`)}。`,
    );
  }
  const square = new RegExp(`^(?:已知|若)?(?:一个)?正方形的对角线(?:的)?长(?:为|是)${NUM}${ASK}(面积|边长)${IS}`).exec(t);
  if (square) {
    const d = ratOf(square[1]) as Rat;
    const side2 = d.mul(d).div(Rat.of(2));
    const sq = square[2] === '面积' ? side2.mul(side2) : side2;
    return out(
      mp,
      'quadrilateral',
      '正方形的边长为 a 时对角线为 √2·a，面积 a² = d²/2。',
      [`边长的平方 ${im(`a^2=\\frac{${d.toLatex()}^2}{2}=${side2.toLatex()}`)}。`],
      sq,
      `面积也等于对角线乘积的一半：${im(`\\frac{${d.toLatex()}\\times ${d.toLatex()}}{2}=${side2.toLatex()}`)}。`,
    );
  }
  const trap = new RegExp(
    `^(?:已知|若)?(?:一个)?梯形的上底(?:长)?(?:为|是)${NUM}[,，]下底(?:长)?(?:为|是)${NUM}[,，]高(?:为|是)${NUM}${ASK}面积${IS}`,
  ).exec(t);
  if (trap) {
    const [a, b, h] = [1, 2, 3].map((i) => ratOf(trap[i]) as Rat);
    const s = a.add(b).mul(h).div(Rat.of(2));
    // Check: a rectangle a·h plus a triangle (b−a)·h/2.
    if (
      !a
        .mul(h)
        .add(b.sub(a).mul(h).div(Rat.of(2)))
        .eq(s)
    )
      return null;
    return out(
      mp,
      'quadrilateral',
      '梯形面积 = (上底 + 下底) × 高 ÷ 2。',
      [im(`\\frac{(${a.toLatex()}+${b.toLatex()})\\times ${h.toLatex()}}{2}=${s.toLatex()}`)],
      s.mul(s),
      '分成一个长方形和一个三角形计算，面积相同。',
    );
  }
  const chord = new RegExp(
    `^(?:已知)?⊙O的(半径|直径)(?:为|是)${NUM}[,，](?:弦AB(?:的长)?(?:=|为|是)${NUM}[,，](?:则)?圆心O到(?:弦)?AB的距离|圆心O到弦AB的距离(?:为|是)${NUM}[,，](?:则)?弦AB的长)${IS}`,
  ).exec(t);
  if (chord) {
    const r = (ratOf(chord[2]) as Rat).div(Rat.of(chord[1] === '直径' ? 2 : 1));
    if (chord[3]) {
      const half = (ratOf(chord[3]) as Rat).div(Rat.of(2));
      const d2 = r.mul(r).sub(half.mul(half));
      if (d2.sign() < 0) return null;
      return out(
        mp,
        'chord',
        '垂径定理：圆心到弦的垂线平分弦，半弦、弦心距、半径构成直角三角形。',
        [im(`d=\\sqrt{${r.toLatex()}^2-${half.toLatex()}^2}=${lengthLatex(d2)}`)],
        d2,
        `${im(`${half.toLatex()}^2+(${lengthLatex(d2)})^2=${r.toLatex()}^2`)}。`,
      );
    }
    const d = ratOf(chord[4]) as Rat;
    const half2 = r.mul(r).sub(d.mul(d));
    if (half2.sign() <= 0) return null;
    return out(
      mp,
      'chord',
      '垂径定理：圆心到弦的垂线平分弦，半弦、弦心距、半径构成直角三角形。',
      [`半弦 ${im(`\\sqrt{${r.toLatex()}^2-${d.toLatex()}^2}=${lengthLatex(half2)}`)}，弦长是它的 2 倍。`],
      half2.mul(Rat.of(4)),
      `${im(`(${lengthLatex(half2)})^2+${d.toLatex()}^2=${r.toLatex()}^2`)}。`,
    );
  }
  return null;
}
