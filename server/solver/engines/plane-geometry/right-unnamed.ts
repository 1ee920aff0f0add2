import { im, solved } from '../../math/write/format';
import type { MathProblem } from '../../math/expression/types';
import { Rat } from '../../math/expression/rational';
import { ratOf } from '../statistics/plain';
import { lengthLatex } from './squares';

/**
 * A right triangle told by words, not letters: two legs (斜边, 斜边上的高 ab/c, 斜边上的中线 c/2, 面积), two sides
 * with no word of which is the hypotenuse (both cases: c = √(a²+b²) or the longer one is the hypotenuse), and the
 * hypotenuse with a 30° acute angle (the shorter leg is half the hypotenuse).
 */

type Out = ReturnType<typeof solved>;

const NUM = '(\\d+(?:\\.\\d+)?)';
const HEAD = '^(?:若|已知|如果)?(?:一个)?直角三角形(?:的)?';

function out(mp: MathProblem, idea: string, steps: string[], answers: Rat[], check: string): Out {
  return solved(mp, {
    engine: 'plane-geometry:right-triangle',
    idea,
    steps,
    finalAnswer: answers.map((a) => im(lengthLatex(a))).join(' 或 '),
    verificationNote: check,
    value: { kind: 'numbers', values: answers.map((a) => Math.sqrt(a.toNumber())) },
  });
}

export function unnamedRightTriangle(t: string, mp: MathProblem): Out | null {
  const legs = new RegExp(
    `${HEAD}两(?:条)?直角边(?:的)?长(?:分别)?(?:为|是)${NUM}(?:和|、|,|，)${NUM}[,，](?:则)?(?:它的|这个三角形的|其)?(斜边(?:的)?长|斜边上的高|斜边上的中线(?:长)?|面积)(?:为|是|等于)＿$`,
  ).exec(t);
  if (legs) {
    const [a, b] = [ratOf(legs[1]) as Rat, ratOf(legs[2]) as Rat];
    const c2 = a.mul(a).add(b.mul(b));
    const what = legs[3];
    // Squares of the answers; the area and the height checked against each other (ab/2 = c·h/2).
    const area = a.mul(b).div(Rat.of(2));
    const h2 = a.mul(a).mul(b).mul(b).div(c2);
    if (!h2.mul(c2).eq(area.mul(area).mul(Rat.of(4)))) return null;
    const v = what.startsWith('斜边上的高') ? h2 : what.includes('中线') ? c2.div(Rat.of(4)) : what === '面积' ? area.mul(area) : c2;
    return out(
      mp,
      '勾股定理求斜边；斜边上的高 = 两直角边之积 ÷ 斜边；斜边上的中线等于斜边的一半。',
      [`斜边 ${im(`c=\\sqrt{${a.toLatex()}^2+${b.toLatex()}^2}=${lengthLatex(c2)}`)}。`, `所求为 ${im(lengthLatex(v))}。`],
      [v],
      `面积两种算法一致：${im(`\\frac{1}{2}\\times ${a.toLatex()}\\times ${b.toLatex()}=\\frac{1}{2}\\times ${lengthLatex(c2)}\\times ${lengthLatex(h2)}`)}。`,
    );
  }
  const two = new RegExp(
    `${HEAD}两(?:条)?边(?:的)?长(?:分别)?(?:为|是)${NUM}(?:和|、|,|，)${NUM}[,，](?:则)?(?:它的)?第三边(?:的)?长(?:为|是|等于)＿$`,
  ).exec(t);
  if (two) {
    const [a, b] = [ratOf(two[1]) as Rat, ratOf(two[2]) as Rat];
    if (a.eq(b)) return null;
    const [lo, hi] = a.cmp(b) < 0 ? [a, b] : [b, a];
    const hyp = lo.mul(lo).add(hi.mul(hi));
    const leg = hi.mul(hi).sub(lo.mul(lo));
    return out(
      mp,
      '没说明哪条是斜边，分两种情况：两边都是直角边，或较长的一边是斜边。',
      [
        `都是直角边：第三边 ${im(`\\sqrt{${lo.toLatex()}^2+${hi.toLatex()}^2}=${lengthLatex(hyp)}`)}。`,
        `${im(hi.toLatex())} 是斜边：第三边 ${im(`\\sqrt{${hi.toLatex()}^2-${lo.toLatex()}^2}=${lengthLatex(leg)}`)}。`,
      ],
      [hyp, leg],
      '两种情况都满足勾股定理，且斜边都是最长边。',
    );
  }
  const thirty = new RegExp(
    `${HEAD}斜边(?:长)?(?:为|是)${NUM}[,，](?:且)?(?:一个|有一个)锐角(?:为|是)30°[,，](?:则)?(?:它的|这个三角形的|其)?(较短|较长)的直角边(?:的)?长(?:为|是|等于)＿$`,
  ).exec(t);
  if (thirty) {
    const c = ratOf(thirty[1]) as Rat;
    const short2 = c.mul(c).div(Rat.of(4));
    const long2 = c.mul(c).mul(Rat.of(3)).div(Rat.of(4));
    if (!short2.add(long2).eq(c.mul(c))) return null;
    const v = thirty[2] === '较短' ? short2 : long2;
    return out(
      mp,
      '30° 角所对的直角边等于斜边的一半（较短的直角边），另一条直角边由勾股定理得出。',
      [`较短直角边 ${im(lengthLatex(short2))}，较长直角边 ${im(lengthLatex(long2))}。`],
      [v],
      '两直角边的平方和等于斜边的平方。',
    );
  }
  return null;
}
