import { im, solved } from '../../math/write/format';
import type { MathProblem } from '../../math/expression/types';
import { Rat } from '../../math/expression/rational';
import { lengthLatex } from './squares';

/**
 * Isosceles triangles: one angle told without saying which (「一个角为 50°」) may be the vertex or a base angle, and
 * both cases are kept when both make a triangle; two side lengths told without saying which is the leg are tried both
 * ways against the triangle inequality; a leg and the base give the height on the base (三线合一) and the area.
 */

type Out = ReturnType<typeof solved>;

const HEAD = '^(?:若|已知|如果)?(?:一个)?等腰三角形(?:的)?';

export function isosceles(t: string, mp: MathProblem): Out | null {
  return oneAngle(t, mp) ?? twoSides(t, mp) ?? legAndBase(t, mp);
}

function oneAngle(t: string, mp: MathProblem): Out | null {
  const m = new RegExp(
    `${HEAD}(一个(?:内)?角|顶角|底角)(?:为|是|等于)(\\d+)°[,，](?:则)?(?:它的|这个三角形的|其)?(顶角|底角)(?:的度数)?(?:为|是|等于)＿(?:度|°)?$`,
  ).exec(t);
  if (!m) return null;
  const a = Number(m[2]);
  const [told, asked] = [m[1], m[3]];
  if (told === asked || a <= 0 || a >= 180) return null;
  // Each case as (vertex, base); a case stands when all three angles are positive.
  const cases: Array<[number, number]> = [];
  if (told !== '底角') cases.push([a, (180 - a) / 2]);
  if (told !== '顶角' && 180 - 2 * a > 0) cases.push([180 - 2 * a, a]);
  const valid = cases.filter(([v, b]) => v > 0 && b > 0 && v + 2 * b === 180);
  if (!valid.length) return null;
  const answers = [...new Set(valid.map(([v, b]) => (asked === '顶角' ? v : b)))];
  const shown = answers.map((x) => `${x}^\\circ`);
  return solved(mp, {
    engine: 'plane-geometry:isosceles',
    idea: '等腰三角形两底角相等；没说明已知角是顶角还是底角时分两种情况，每种都要能构成三角形。',
    steps: valid.map(
      ([v, b]) => `顶角 ${im(`${v}^\\circ`)}，底角 ${im(`${b}^\\circ`)}，${im(`${v}^\\circ+2\\times ${b}^\\circ=180^\\circ`)}。`,
    ),
    finalAnswer: shown.map(im).join(' 或 '),
    verificationNote: '每种情况三个角都为正且和为 180°。',
    value: { kind: 'numbers', values: answers },
  });
}

function twoSides(t: string, mp: MathProblem): Out | null {
  const m = new RegExp(
    `${HEAD}两(?:条)?边(?:的)?长(?:分别)?(?:为|是)(\\d+(?:\\.\\d+)?)(?:和|、|,|，)(\\d+(?:\\.\\d+)?)[,，](?:则)?(?:它的|这个三角形的|其|该三角形的)?周长(?:为|是|等于)＿$`,
  ).exec(t);
  if (!m) return null;
  const [x, y] = [Rat.parseDecimal(m[1]) as Rat, Rat.parseDecimal(m[2]) as Rat];
  if (x.eq(y) || x.sign() <= 0 || y.sign() <= 0) return null;
  const cases = [
    { leg: x, base: y },
    { leg: y, base: x },
  ].filter((c) => c.leg.add(c.leg).cmp(c.base) > 0);
  if (!cases.length) return null;
  const perims = cases.map((c) => c.leg.mul(Rat.of(2)).add(c.base));
  return solved(mp, {
    engine: 'plane-geometry:isosceles',
    idea: '不知道哪条是腰，分两种情况，用三角形三边关系（两边之和大于第三边）检验。',
    steps: [
      ...[
        { leg: x, base: y },
        { leg: y, base: x },
      ].map((c) =>
        c.leg.add(c.leg).cmp(c.base) > 0
          ? `腰为 ${im(c.leg.toLatex())}、底为 ${im(c.base.toLatex())}：能构成三角形，周长 ${im(`${c.leg.toLatex()}\\times 2+${c.base.toLatex()}=${c.leg.mul(Rat.of(2)).add(c.base).toLatex()}`)}。`
          : `腰为 ${im(c.leg.toLatex())}、底为 ${im(c.base.toLatex())}：${im(`${c.leg.toLatex()}+${c.leg.toLatex()}\\le ${c.base.toLatex()}`)}，不能构成三角形。`,
      ),
    ],
    finalAnswer: perims.map((p) => im(p.toLatex())).join(' 或 '),
    verificationNote: '每个保留的情况中任意两边之和都大于第三边。',
    value: { kind: 'numbers', values: perims.map((p) => p.toNumber()) },
  });
}

function legAndBase(t: string, mp: MathProblem): Out | null {
  const m = new RegExp(
    `${HEAD}腰长(?:为|是)(\\d+(?:\\.\\d+)?)[,，](?:且)?底(?:边)?(?:长)?(?:为|是)(\\d+(?:\\.\\d+)?)[,，](?:则)?(?:它的|这个三角形的|其|该三角形的)?(底边上的高|面积)(?:为|是|等于)＿$`,
  ).exec(t);
  if (!m) return null;
  const [leg, base] = [Rat.parseDecimal(m[1]) as Rat, Rat.parseDecimal(m[2]) as Rat];
  if (leg.add(leg).cmp(base) <= 0) return null;
  const half = base.div(Rat.of(2));
  const h2 = leg.mul(leg).sub(half.mul(half));
  const asked = m[3];
  const value2 = asked === '面积' ? h2.mul(half).mul(half) : h2;
  const answer = lengthLatex(value2);
  // Check: the two halves are right triangles; half² + h² = leg².
  if (!half.mul(half).add(h2).eq(leg.mul(leg))) return null;
  return solved(mp, {
    engine: 'plane-geometry:isosceles',
    idea: '等腰三角形底边上的高也是底边上的中线（三线合一），把它分成两个直角三角形，用勾股定理。',
    steps: [
      `底边的一半为 ${im(half.toLatex())}，高 ${im(`h=\\sqrt{${leg.toLatex()}^2-${half.toLatex()}^2}=${lengthLatex(h2)}`)}。`,
      ...(asked === '面积' ? [`面积 ${im(`\\frac{1}{2}\\times ${base.toLatex()}\\times ${lengthLatex(h2)}=${answer}`)}。`] : []),
    ],
    finalAnswer: im(answer),
    verificationNote: `${im(`${half.toLatex()}^2+(${lengthLatex(h2)})^2=${leg.toLatex()}^2`)}，腰长相符。`,
    value: { kind: 'numbers', values: [Math.sqrt(value2.toNumber())] },
  });
}
