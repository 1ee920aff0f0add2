import { im, solved } from '../../math/write/format';
import type { MathProblem } from '../../math/expression/types';
import { Rat } from '../../math/expression/rational';
import { ratOf } from '../statistics/plain';

/**
 * Arcs and sectors: arc length l = nπr/180 and sector area S = nπr²/360 = lr/2 from the radius and the central
 * angle (or from the arc and the radius); a cone's unrolled side: its central angle n = 360·r/l from the base radius r
 * and the slant height l, and the base radius when the side unrolls to a half circle. Every answer is checked by the
 * other formula.
 */

type Out = ReturnType<typeof solved>;

const NUM = '(\\d+(?:\\.\\d+)?)';
const piLatex = (c: Rat): string => (c.isOne() ? '\\pi' : c.d === 1n ? `${c.toLatex()}\\pi` : `\\frac{${c.n}\\pi}{${c.d}}`);

function out(mp: MathProblem, kind: string, idea: string, steps: string[], answer: string, value: number, check: string): Out {
  return solved(mp, {
    engine: `plane-geometry:${kind}`,
    idea,
    steps,
    finalAnswer: im(answer),
    verificationNote: check,
    value: { kind: 'numbers', values: [value] },
  });
}

export function arcSector(t: string, mp: MathProblem): Out | null {
  const idea = '弧长 l = nπr/180，扇形面积 S = nπr²/360 = lr/2。';
  const a =
    new RegExp(`^在半径(?:为|是)${NUM}的圆中[,，]${NUM}°的圆心角所对的弧(?:的)?长(?:为|是|等于)＿$`).exec(t) ??
    new RegExp(
      `^(?:已知)?扇形的半径(?:为|是)${NUM}[,，](?:且)?圆心角(?:为|是)${NUM}°[,，](?:则)?(?:扇形的|它的|该扇形的)?(弧长|面积)(?:为|是|等于)＿$`,
    ).exec(t) ??
    new RegExp(
      `^(?:已知)?扇形的圆心角(?:为|是)${NUM}°[,，](?:且)?半径(?:为|是)${NUM}[,，](?:则)?(?:扇形的|它的|该扇形的)?(弧长|面积)(?:为|是|等于)＿$`,
    ).exec(t);
  if (a) {
    const angleFirst = /^(?:已知)?扇形的圆心角/.test(t);
    const r = ratOf(angleFirst ? a[2] : a[1]) as Rat;
    const n = ratOf(angleFirst ? a[1] : a[2]) as Rat;
    if (n.sign() <= 0 || n.cmp(Rat.of(360)) > 0 || r.sign() <= 0) return null;
    const wants = a[3] ?? '弧长';
    const l = n.mul(r).div(Rat.of(180));
    const s = n.mul(r).mul(r).div(Rat.of(360));
    if (!s.eq(l.mul(r).div(Rat.of(2)))) return null;
    const v = wants === '弧长' ? l : s;
    const step =
      wants === '弧长'
        ? `l=\\frac{${n.toLatex()}\\pi\\times ${r.toLatex()}}{180}=${piLatex(l)}`
        : `S=\\frac{${n.toLatex()}\\pi\\times ${r.toLatex()}^2}{360}=${piLatex(s)}`;
    return out(
      mp,
      'sector',
      idea,
      [im(step)],
      piLatex(v),
      v.toNumber() * Math.PI,
      `另用 ${im('S=\\frac{1}{2}lr')}：${im(`\\frac{1}{2}\\times ${piLatex(l)}\\times ${r.toLatex()}=${piLatex(s)}`)}，两式一致。`,
    );
  }
  const b = new RegExp(
    `^(?:已知)?扇形的弧长(?:为|是)${NUM}?π[,，](?:且)?半径(?:为|是)${NUM}[,，](?:则)?(?:扇形的|它的|该扇形的)?面积(?:为|是|等于)＿$`,
  ).exec(t);
  if (b) {
    const l = b[1] ? (ratOf(b[1]) as Rat) : Rat.ONE;
    const r = ratOf(b[2]) as Rat;
    const s = l.mul(r).div(Rat.of(2));
    const n = l.mul(Rat.of(180)).div(r);
    if (n.cmp(Rat.of(360)) > 0 || !n.mul(r).mul(r).div(Rat.of(360)).eq(s)) return null;
    return out(
      mp,
      'sector',
      idea,
      [im(`S=\\frac{1}{2}lr=\\frac{1}{2}\\times ${piLatex(l)}\\times ${r.toLatex()}=${piLatex(s)}`)],
      piLatex(s),
      s.toNumber() * Math.PI,
      `圆心角 ${im(`n=\\frac{180l}{\\pi r}=${n.toLatex()}^\\circ`)}，${im(`\\frac{n\\pi r^2}{360}=${piLatex(s)}`)}，一致。`,
    );
  }
  const c = new RegExp(
    `^(?:已知)?圆锥的底面半径(?:为|是)${NUM}[,，](?:且)?母线(?:长)?(?:为|是)${NUM}[,，](?:则)?(?:它的|这个圆锥的|该圆锥的|圆锥的)?侧面展开图(?:的)?(?:扇形的)?圆心角(?:的度数)?(?:为|是|等于)＿(?:度|°)?$`,
  ).exec(t);
  if (c) {
    const r = ratOf(c[1]) as Rat;
    const l = ratOf(c[2]) as Rat;
    if (r.cmp(l) >= 0 || r.sign() <= 0) return null;
    const n = r.mul(Rat.of(360)).div(l);
    // Check: the sector's arc equals the base circumference.
    if (
      !n
        .mul(l)
        .div(Rat.of(180))
        .eq(r.mul(Rat.of(2)))
    )
      return null;
    return out(
      mp,
      'cone-sector',
      '圆锥侧面展开图是扇形：半径为母线长 l，弧长为底面周长 2πr，所以 n = 360r/l。',
      [`${im(`\\frac{n\\pi\\times ${l.toLatex()}}{180}=2\\pi\\times ${r.toLatex()}`)}，${im(`n=${n.toLatex()}^\\circ`)}`],
      `${n.toLatex()}^\\circ`,
      n.toNumber(),
      `扇形弧长 ${im(`\\frac{${n.toLatex()}\\pi\\times ${l.toLatex()}}{180}=${piLatex(r.mul(Rat.of(2)))}`)}，等于底面周长。`,
    );
  }
  const d = new RegExp(
    `^(?:已知)?圆锥的母线(?:长)?(?:为|是)${NUM}[,，](?:且)?(?:它的)?侧面展开图是(?:一个)?半圆[,，](?:则)?(?:这个圆锥的|该圆锥的|圆锥的|它的)?底面半径(?:为|是|等于)＿$`,
  ).exec(t);
  if (d) {
    const l = ratOf(d[1]) as Rat;
    const r = l.div(Rat.of(2));
    return out(
      mp,
      'cone-sector',
      '侧面展开成半圆：半圆的弧长 πl 等于底面周长 2πr。',
      [`${im(`2\\pi r=\\pi\\times ${l.toLatex()}`)}，${im(`r=${r.toLatex()}`)}`],
      r.toLatex(),
      r.toNumber(),
      `圆心角 ${im(`360^\\circ\\times\\frac{r}{l}=${Rat.of(360).mul(r).div(l).toLatex()}^\\circ`)}，正是半圆。`,
    );
  }
  return null;
}
