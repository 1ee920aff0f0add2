import { im, solved } from '../../math/write/format';
import type { MathProblem } from '../../math/expression/types';
import { Rat } from '../../math/expression/rational';
import { rationalRoots } from '../../math/polynomials/roots';
import { ratOf } from '../statistics/plain';
import { QUADRANT_NAMES, type SchoolFn, lineQuadrants, point, valueAt } from './read';

/**
 * Questions about one told function (一次函数, 正比例/反比例函数, 二次函数): where its graph meets the axes, the
 * triangle it cuts off the axes, the quadrants it passes, how y changes with x, the vertex, axis, opening and the
 * greatest or least value (on the whole line or on a closed interval), the value at an x, and the parabola or line
 * shifted up, down, left or right. Each answer is checked by putting it back into the function.
 */

type Out = ReturnType<typeof solved>;
const NUM = '(-?\\d+(?:\\.\\d+)?)';

function out(mp: MathProblem, kind: string, idea: string, steps: string[], answer: string, values: number[], check: string): Out {
  return solved(mp, {
    engine: `function-graphs:${kind}`,
    idea,
    steps,
    finalAnswer: answer,
    verificationNote: check,
    value: { kind: 'numbers', values },
  });
}

const half = Rat.of(1, 2);

export function aboutKnown(fn: SchoolFn, name: string, rest: string, mp: MathProblem): Out | null {
  const r = rest.replace(/^(?:的图[象像]|中)/, '');
  const f = name;
  if (fn.kind === 'inverse') return inverse(fn.k, f, r, mp);
  const { a, b, c } = fn;
  const linear = a.isZero();
  // x-axis crossings
  if (/^与x轴的(?:交点|公共点)(?:的)?坐标(?:是|为)＿$/.test(r) || /^与x轴交点的横坐标(?:是|为)＿$/.test(r)) {
    const roots = linear ? [c.neg().div(b)] : rationalRoots([c, b, a]);
    if (!roots?.length) return null;
    const rs = [...new Map(roots.map((x) => [x.toString(), x])).values()].sort((p, q) => p.cmp(q));
    if (!rs.every((x) => valueAt(fn, x)?.isZero())) return null;
    // A quadratic with irrational roots has rationalRoots shorter than its degree: not answered here.
    if (
      !linear &&
      b
        .mul(b)
        .sub(a.mul(c).mul(Rat.of(4)))
        .sign() > 0 &&
      rs.length < 2
    )
      return null;
    const abscissa = /横坐标/.test(r);
    const shown = rs.map((x) => (abscissa ? x.toLatex() : point(x, Rat.ZERO)));
    return out(
      mp,
      'axes',
      '与 x 轴的交点：令 y=0 解方程。',
      [`令 ${im(`${f}=0`)}，得 ${im(`x=${rs.map((x) => x.toLatex()).join('\\text{ 或 }')}`)}。`],
      shown.map(im).join('，'),
      rs.map((x) => x.toNumber()),
      '把交点的横坐标代回函数，y 值为 0。',
    );
  }
  if (/^与y轴的(?:交点|公共点)(?:的)?坐标(?:是|为)＿$/.test(r))
    return out(
      mp,
      'axes',
      '与 y 轴的交点：令 x=0。',
      [`令 ${im('x=0')}，${im(`y=${c.toLatex()}`)}。`],
      im(point(Rat.ZERO, c)),
      [0, c.toNumber()],
      '代回：x=0 时函数值为该纵坐标。',
    );
  if (linear && /^与两(?:条)?坐标轴(?:所)?围成的三角形(?:的)?面积(?:是|为)＿$/.test(r)) {
    if (c.isZero()) return null;
    const x0 = c.neg().div(b);
    const s = x0.abs().mul(c.abs()).mul(half);
    return out(
      mp,
      'axes',
      '求出直线与两坐标轴的交点，三角形的两条直角边就是两个截距的绝对值。',
      [
        `与 x 轴交于 ${im(point(x0, Rat.ZERO))}，与 y 轴交于 ${im(point(Rat.ZERO, c))}。`,
        im(`S=\\frac{1}{2}\\times ${x0.abs().toLatex()}\\times ${c.abs().toLatex()}=${s.toLatex()}`),
      ],
      im(s.toLatex()),
      [s.toNumber()],
      '两个交点代回直线方程都成立。',
    );
  }
  const quad = /^(?:不)?经过第＿象限$/.exec(r);
  if (linear && quad) {
    const qs = lineQuadrants(b, c);
    const not = r.startsWith('不');
    const ans = not ? [1, 2, 3, 4].filter((q) => !qs.includes(q)) : qs;
    if (ans.length !== 1 && not) return null;
    return out(
      mp,
      'quadrants',
      '由 k 的符号定倾斜方向，由 b 的符号定与 y 轴交点的位置。',
      [`${im(`k=${b.toLatex()}`)}，${im(`b=${c.toLatex()}`)}，直线经过第${qs.map((q) => QUADRANT_NAMES[q]).join('、')}象限。`],
      ans.map((q) => QUADRANT_NAMES[q]).join('、'),
      ans,
      '在直线上取 x 很大、很小及截距附近的点，所在象限相同。',
    );
  }
  if (linear && /^[,，]?y随x的增大而＿$/.test(r)) {
    const up = b.sign() > 0;
    return out(
      mp,
      'monotone',
      '一次函数 y=kx+b：k>0 时 y 随 x 增大而增大，k<0 时减小。',
      [`${im(`k=${b.toLatex()}`)}${up ? '>0' : '<0'}。`],
      up ? '增大' : '减小',
      [up ? 1 : -1],
      `取 x=0 与 x=1：y 从 ${c.toLatex()} 变为 ${b.add(c).toLatex()}。`,
    );
  }
  const value = new RegExp(`^[,，]当x=${NUM}时[,，](?:函数值)?y(?:的值)?(?:=|为|是)＿$`).exec(r);
  if (value) {
    const x = ratOf(value[1]) as Rat;
    const y = valueAt(fn, x) as Rat;
    return out(mp, 'value', '把 x 的值代入解析式。', [im(`y=${y.toLatex()}`)], im(y.toLatex()), [y.toNumber()], '再代入一次核对。');
  }
  if (linear) return null;
  return quadratic(a, b, c, f, r, mp);
}

function quadratic(a: Rat, b: Rat, c: Rat, f: string, r: string, mp: MathProblem): Out | null {
  const h = b.neg().div(a.mul(Rat.of(2)));
  const k = c.sub(b.mul(b).div(a.mul(Rat.of(4))));
  const vertexForm = `y=${a.isOne() ? '' : a.eq(Rat.ONE.neg()) ? '-' : a.toLatex()}${h.isZero() ? 'x^2' : `(x${h.sign() > 0 ? '-' : '+'}${h.abs().toLatex()})^2`}${k.isZero() ? '' : `${k.sign() > 0 ? '+' : '-'}${k.abs().toLatex()}`}`;
  const steps = [
    `配方：${im(vertexForm)}，顶点 ${im(point(h, k))}，对称轴 ${im(`x=${h.toLatex()}`)}，${a.sign() > 0 ? '开口向上' : '开口向下'}。`,
  ];
  const fval = (x: Rat) => a.mul(x).mul(x).add(b.mul(x)).add(c);
  const check = `顶点代回：${im(`x=${h.toLatex()}`)} 时 ${im(`y=${fval(h).toLatex()}`)}；对称点 ${im(`x=${h.toLatex()}\\pm 1`)} 的函数值相等。`;
  if (!fval(h).eq(k) || !fval(h.add(Rat.ONE)).eq(fval(h.sub(Rat.ONE)))) return null;
  const idea = '二次函数配方成顶点式 y=a(x−h)²+k：顶点 (h,k)，对称轴 x=h；a>0 开口向上有最小值 k，a<0 开口向下有最大值 k。';
  if (/^的顶点(?:的)?坐标(?:是|为)＿$/.test(r))
    return out(mp, 'quadratic', idea, steps, im(point(h, k)), [h.toNumber(), k.toNumber()], check);
  if (/^的对称轴(?:是|为)(?:直线)?＿$/.test(r)) return out(mp, 'quadratic', idea, steps, im(`x=${h.toLatex()}`), [h.toNumber()], check);
  if (/^的图[象像]的开口方向(?:是|为)?＿$|^的开口方向(?:是|为)?＿$/.test(r))
    return out(mp, 'quadratic', idea, steps, a.sign() > 0 ? '向上' : '向下', [a.sign()], check);
  const ext = /^(?:的)?(最大值|最小值)(?:是|为)＿$/.exec(r);
  if (ext) {
    if ((ext[1] === '最小值') !== a.sign() > 0) return null;
    return out(mp, 'quadratic', idea, steps, im(k.toLatex()), [k.toNumber()], check);
  }
  const on = new RegExp(`^(?:[,，]当|在)${NUM}≤x≤${NUM}(?:时|范围内|的范围内)[,，]?(?:函数|y)?的?(最大值|最小值)(?:是|为)＿$`).exec(r);
  if (on) {
    const [lo, hi] = [ratOf(on[1]) as Rat, ratOf(on[2]) as Rat];
    if (lo.cmp(hi) >= 0) return null;
    const cands = [lo, hi, ...(h.cmp(lo) >= 0 && h.cmp(hi) <= 0 ? [h] : [])];
    const vals = cands.map(fval);
    const best = vals.reduce((p, q) => ((on[3] === '最大值' ? q.cmp(p) > 0 : q.cmp(p) < 0) ? q : p));
    // Check on a fine grid of the interval: no sampled value beats it.
    const span = hi.sub(lo).toNumber();
    for (let i = 0; i <= 200; i++) {
      const y = fval(Rat.fromNumber(lo.toNumber() + (span * i) / 200) ?? lo).toNumber();
      if (on[3] === '最大值' ? y > best.toNumber() + 1e-9 : y < best.toNumber() - 1e-9) return null;
    }
    return out(
      mp,
      'quadratic',
      '闭区间上的最值：比较两个端点和（在区间内的）顶点处的函数值。',
      [...steps, `比较 ${cands.map((x, i) => im(`f(${x.toLatex()})=${vals[i].toLatex()}`)).join('，')}。`],
      im(best.toLatex()),
      [best.toNumber()],
      '在区间上细分取点计算，没有超过它的函数值。',
    );
  }
  const grows = /^[,，]当x＿时[,，]y随x的增大而(增大|减小)$/.exec(r);
  if (grows) {
    const right = (grows[1] === '增大') === a.sign() > 0;
    return out(mp, 'quadratic', idea, steps, im(`x${right ? '>' : '<'}${h.toLatex()}`), [h.toNumber()], check);
  }
  const side = new RegExp(`^[,，]当x(<|>|≤|≥)${NUM}时[,，]y随x的增大而＿$`).exec(r);
  if (side) {
    const x0 = ratOf(side[2]) as Rat;
    const left = side[1] === '<' || side[1] === '≤';
    if (left ? x0.cmp(h) > 0 : x0.cmp(h) < 0) return null;
    const up = left !== a.sign() > 0;
    return out(mp, 'quadratic', idea, steps, up ? '增大' : '减小', [up ? 1 : -1], check);
  }
  const ab = /^与x轴交于(?:点)?A[、,，]B两点[,，](?:则)?(?:线段)?AB的长(?:度)?(?:为|是)＿$/.exec(r);
  if (ab) {
    const roots = rationalRoots([c, b, a]);
    if (roots?.length !== 2) return null;
    const d = roots[1].sub(roots[0]).abs();
    return out(
      mp,
      'quadratic',
      '令 y=0 求出两交点的横坐标，AB 为它们的差的绝对值。',
      [`${im(`x_1=${roots[0].toLatex()}`)}，${im(`x_2=${roots[1].toLatex()}`)}，${im(`AB=${d.toLatex()}`)}。`],
      im(d.toLatex()),
      [d.toNumber()],
      `由根与系数的关系：${im(`|x_1-x_2|=\\frac{\\sqrt{b^2-4ac}}{|a|}=${d.toLatex()}`)}。`,
    );
  }
  const sign = /^[,，]当y(<|>)0时[,，]x的取值范围(?:是|为)＿$/.exec(r);
  if (sign) {
    const roots = rationalRoots([c, b, a]);
    if (roots?.length !== 2) return null;
    const [x1, x2] = roots[0].cmp(roots[1]) < 0 ? roots : [roots[1], roots[0]];
    const inside = (sign[1] === '<') === a.sign() > 0;
    const mid = fval(x1.add(x2).mul(half));
    const midHolds = sign[1] === '<' ? mid.sign() < 0 : mid.sign() > 0;
    if (midHolds !== inside) return null;
    return out(
      mp,
      'quadratic',
      '先求抛物线与 x 轴的交点，再看开口方向。',
      [`交点横坐标 ${im(`${x1.toLatex()},${x2.toLatex()}`)}。`],
      im(inside ? `${x1.toLatex()}<x<${x2.toLatex()}` : `x<${x1.toLatex()}\\text{ 或 }x>${x2.toLatex()}`),
      [x1.toNumber(), x2.toNumber()],
      '在两根之间取中点代入，函数值的符号与结论一致。',
    );
  }
  void f;
  return null;
}

function inverse(k: Rat, f: string, r: string, mp: MathProblem): Out | null {
  const pos = k.sign() > 0;
  const idea = '反比例函数 y=k/x：k>0 时图象在第一、三象限，每一支上 y 随 x 增大而减小；k<0 时在第二、四象限，每一支上 y 随 x 增大而增大。';
  const step = [`${im(`k=${k.toLatex()}`)}${pos ? '>0' : '<0'}。`];
  const check = `取点核对：${im(`x=1`)} 时 ${im(`y=${k.toLatex()}`)}，${im('x=-1')} 时 ${im(`y=${k.neg().toLatex()}`)}。`;
  if (/^(?:位于|在|分布在|经过)第＿象限$/.test(r))
    return out(mp, 'inverse', idea, step, pos ? '一、三' : '二、四', pos ? [1, 3] : [2, 4], check);
  if (
    /^[,，]?(?:在)?(?:每一支上|每个象限内)[,，]?y随x的增大而＿$/.test(r) ||
    /^的图[象像]的每一支上[,，]?y随x的增大而＿$/.test(`的图象${r}`)
  )
    return out(mp, 'inverse', idea, step, pos ? '减小' : '增大', [pos ? -1 : 1], check);
  const value = new RegExp(`^[,，]当x=${NUM}时[,，]y(?:的值)?(?:=|为|是)＿$`).exec(r);
  if (value) {
    const x = ratOf(value[1]) as Rat;
    if (x.isZero()) return null;
    const y = k.div(x);
    return out(
      mp,
      'value',
      '把 x 的值代入解析式。',
      [im(`y=\\frac{${k.toLatex()}}{${x.toLatex()}}=${y.toLatex()}`)],
      im(y.toLatex()),
      [y.toNumber()],
      `${im(`${x.toLatex()}\\times ${y.toLatex()}=${k.toLatex()}`)}。`,
    );
  }
  void f;
  return null;
}
