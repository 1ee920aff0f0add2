import { im, solved } from '../../math/write/format';
import type { MathProblem } from '../../math/expression/types';
import { Rat } from '../../math/expression/rational';
import { COUNT, countOf } from './numerals';

/**
 * Angles by the sum theorems: a triangle's third angle (内角和 180°, or told as a ratio ∠A:∠B:∠C), an exterior angle
 * against the two interior angles not next to it, and polygons — 内角和 (n−2)·180°, 外角和 360°, each angle of a
 * regular polygon, the number of sides from either, 对角线 from one vertex (n−3) and in all n(n−3)/2.
 */

type Out = ReturnType<typeof solved>;

const deg = (v: Rat | number): string => `${typeof v === 'number' ? v : v.toLatex()}^\\circ`;

function done(mp: MathProblem, kind: string, idea: string, steps: string[], answer: string, value: number, check: string): Out {
  return solved(mp, {
    engine: `plane-geometry:${kind}`,
    idea,
    steps,
    finalAnswer: im(answer),
    verificationNote: check,
    value: { kind: 'numbers', values: [value] },
  });
}

export function triangleAngles(t: string, mp: MathProblem): Out | null {
  const two =
    /^(?:在|已知)?△([A-Z]{3})中[,，]∠([A-Z])=(\d+(?:\.\d+)?)°[,，](?:且)?∠([A-Z])=(\d+(?:\.\d+)?)°[,，](?:则|那么)?∠([A-Z])(?:的度数)?(?:=|为|是|等于)＿(?:度|°)?$/.exec(
      t,
    );
  if (two) {
    const names = two[1];
    const [x, y, z] = [two[2], two[4], two[6]];
    if (new Set(names).size !== 3 || new Set([x, y, z]).size !== 3 || ![x, y, z].every((v) => names.includes(v))) return null;
    const [a, b] = [Rat.parseDecimal(two[3]) as Rat, Rat.parseDecimal(two[5]) as Rat];
    const c = Rat.of(180).sub(a).sub(b);
    if (c.sign() <= 0) return null;
    return done(
      mp,
      'triangle-angles',
      '三角形内角和等于 180°。',
      [im(`∠${z}=180^\\circ-${deg(a)}-${deg(b)}=${deg(c)}`)],
      deg(c),
      c.toNumber(),
      `${im(`${deg(a)}+${deg(b)}+${deg(c)}=180^\\circ`)}，且三个角都为正。`,
    );
  }
  const ratio =
    /^(?:在|已知)?△([A-Z]{3})中[,，]∠([A-Z]):∠([A-Z]):∠([A-Z])=(\d+):(\d+):(\d+)[,，](?:则|那么)?∠([A-Z])(?:的度数)?(?:=|为|是|等于)＿(?:度|°)?$/.exec(
      t,
    );
  if (ratio) {
    const vs = [ratio[2], ratio[3], ratio[4]];
    if (new Set(vs).size !== 3 || !vs.every((v) => ratio[1].includes(v)) || new Set(ratio[1]).size !== 3) return null;
    const parts = [5, 6, 7].map((i) => Number(ratio[i]));
    const i = vs.indexOf(ratio[8]);
    if (i < 0 || parts.some((p) => p <= 0)) return null;
    const total = parts[0] + parts[1] + parts[2];
    const angles = parts.map((p) => Rat.of(180 * p, total));
    const sum = angles.reduce((s, a) => s.add(a), Rat.ZERO);
    if (!sum.eq(Rat.of(180))) return null;
    return done(
      mp,
      'triangle-angles',
      '按比例分配三角形内角和 180°。',
      [im(`∠${vs[i]}=180^\\circ\\times\\frac{${parts[i]}}{${total}}=${deg(angles[i])}`)],
      deg(angles[i]),
      angles[i].toNumber(),
      `三个角 ${angles.map((a) => im(deg(a))).join('、')} 之和为 ${im('180^\\circ')}，比为 ${parts.join(':')}。`,
    );
  }
  const ext =
    /^三角形的一个外角(?:为|是|等于)(\d+)°[,，]与它不相邻的一个内角(?:为|是|等于)(\d+)°[,，](?:则)?(?:另一个与它不相邻的内角|与它相邻的内角)(?:的度数)?(?:为|是|等于)＿(?:度|°)?$/.exec(
      t,
    );
  if (ext) {
    const [e, a] = [Number(ext[1]), Number(ext[2])];
    if (!(e > a && e < 180 && a > 0)) return null;
    const adjacent = /与它相邻的内角(?:的度数)?(?:为|是|等于)＿/.test(t);
    const v = adjacent ? 180 - e : e - a;
    return done(
      mp,
      'triangle-angles',
      adjacent ? '外角与相邻的内角互补。' : '三角形的外角等于与它不相邻的两个内角的和。',
      [im(adjacent ? `180^\\circ-${deg(e)}=${deg(v)}` : `${deg(e)}-${deg(a)}=${deg(v)}`)],
      deg(v),
      v,
      `三个内角 ${im(deg(a))}、${im(deg(e - a))}、${im(deg(180 - e))} 之和为 180°。`,
    );
  }
  return null;
}

export function polygonAngles(t: string, mp: MathProblem): Out | null {
  const idea = 'n 边形内角和为 (n−2)·180°，外角和为 360°；正 n 边形每个外角为 360°÷n。';
  const check = (n: number) =>
    `${n} 边形：内角和 ${im(`(${n}-2)\\times 180^\\circ=${(n - 2) * 180}^\\circ`)}，与外角和 ${im('360^\\circ')} 相加等于 ${im(`${n}\\times 180^\\circ`)}。`;
  const sumOf = new RegExp(`^${COUNT}边形的内角和(?:是|为|等于)＿(?:度|°)?$`).exec(t);
  if (sumOf) {
    const n = countOf(sumOf[1]);
    if (!n || n < 3 || n > 100) return null;
    return done(
      mp,
      'polygon',
      idea,
      [im(`(${n}-2)\\times 180^\\circ=${(n - 2) * 180}^\\circ`)],
      deg((n - 2) * 180),
      (n - 2) * 180,
      check(n),
    );
  }
  const sidesFromSum =
    /^(?:一个|若一个|已知一个|若|已知)?多边形的内角和(?:是|为|等于)(\d+)°[,，](?:则)?(?:这个|该|此)?多边形(?:的边数)?(?:是|为)＿(?:边形)?$/.exec(
      t,
    );
  if (sidesFromSum) {
    const s = Number(sidesFromSum[1]);
    if (s % 180 !== 0 || s < 180) return null;
    const n = s / 180 + 2;
    return done(mp, 'polygon', idea, [`${im(`(n-2)\\times 180^\\circ=${s}^\\circ`)}，${im(`n=${n}`)}`], String(n), n, check(n));
  }
  const regular = new RegExp(`^正${COUNT}边形的每(?:一)?个(内|外)角(?:都)?(?:是|为|等于)＿(?:度|°)?$`).exec(t);
  if (regular) {
    const n = countOf(regular[1]);
    if (!n || n < 3 || n > 100) return null;
    const e = Rat.of(360, n);
    const v = regular[2] === '外' ? e : Rat.of(180).sub(e);
    if (!Rat.of(180 * (n - 2), n).eq(regular[2] === '外' ? Rat.of(180).sub(e) : v)) return null;
    return done(
      mp,
      'polygon',
      idea,
      [im(regular[2] === '外' ? `360^\\circ\\div ${n}=${deg(e)}` : `180^\\circ-360^\\circ\\div ${n}=${deg(v)}`)],
      deg(v),
      v.toNumber(),
      check(n),
    );
  }
  const fromEach =
    /^(?:一个|若一个|已知一个|若|已知)?正多边形的每(?:一)?个(内|外)角(?:都)?(?:是|为|等于)(\d+)°[,，](?:则)?(?:它|这个正多边形|该正多边形|这个多边形)?(?:是)?(?:正＿边形|的边数(?:是|为)＿)$/.exec(
      t,
    );
  if (fromEach) {
    const a = Number(fromEach[2]);
    const e = fromEach[1] === '外' ? a : 180 - a;
    if (e <= 0 || 360 % e !== 0) return null;
    const n = 360 / e;
    if (n < 3) return null;
    return done(
      mp,
      'polygon',
      idea,
      [im(`${fromEach[1] === '外' ? '' : `180^\\circ-${a}^\\circ=${e}^\\circ，`}360^\\circ\\div ${e}^\\circ=${n}`)],
      String(n),
      n,
      check(n),
    );
  }
  const times =
    /^(?:一个|若一个|已知一个|若|已知)?多边形的内角和(?:是|为|等于)(?:它的)?外角和的(\d+(?:\.\d+)?)倍[,，](?:则)?(?:这个|该|此)?多边形(?:的边数)?(?:是|为)＿(?:边形)?$/.exec(
      t,
    );
  if (times) {
    const k = Rat.parseDecimal(times[1]) as Rat;
    const n = k.mul(Rat.of(2)).add(Rat.of(2));
    if (!n.isInteger() || n.cmp(Rat.of(3)) < 0) return null;
    const nn = n.toNumber();
    return done(
      mp,
      'polygon',
      idea,
      [`${im(`(n-2)\\times 180^\\circ=${times[1]}\\times 360^\\circ`)}，${im(`n=${nn}`)}`],
      String(nn),
      nn,
      check(nn),
    );
  }
  const fromVertex =
    /^从(?:一个|某个)?多边形的一个顶点出发(?:可以|能|共|一共)?(?:引|作|画)(?:出)?(\d+)条对角线[,，](?:则)?(?:这个|该|此)?多边形(?:的边数)?(?:是|为)＿(?:边形)?$/.exec(
      t,
    );
  if (fromVertex) {
    const n = Number(fromVertex[1]) + 3;
    return done(
      mp,
      'polygon',
      '从 n 边形的一个顶点出发可以引 (n−3) 条对角线。',
      [`${im(`n-3=${fromVertex[1]}`)}，${im(`n=${n}`)}`],
      String(n),
      n,
      `${n} 边形从一个顶点出发，除自身和相邻两顶点外可连 ${n - 3} 条对角线。`,
    );
  }
  const diagonals = new RegExp(`^${COUNT}边形(?:共有|一共有|有)＿条对角线$`).exec(t);
  if (diagonals) {
    const n = countOf(diagonals[1]);
    if (!n || n < 3 || n > 100) return null;
    const d = (n * (n - 3)) / 2;
    // Check: choose any two vertices, less the n sides.
    if ((n * (n - 1)) / 2 - n !== d) return null;
    return done(
      mp,
      'polygon',
      'n 边形共有 n(n−3)/2 条对角线。',
      [im(`\\frac{${n}\\times(${n}-3)}{2}=${d}`)],
      String(d),
      d,
      `任两顶点连线共 ${im(`C_{${n}}^2=${(n * (n - 1)) / 2}`)} 条，减去 ${n} 条边，得 ${d}。`,
    );
  }
  return null;
}
