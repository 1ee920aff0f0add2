import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { type Problem, type Qty, numTex as t } from '../read';
import { convert, UNITS, type Unit } from '../units';
import { PI_NOTE, primaryPi } from './measure';

/**
 * 环形的面积 (六年级上册 圆): S = π(R² − r²), from the outer and inner radius (or diameter) told by name, or from a
 * round 花坛/水池 and the width of a path laid round it (「周围修一条宽1米的小路」: R = r + 路宽).
 */

const PI = Rat.of(314, 100);

/** 外圆/内圆 with 半径 or 直径 told right before the length; the radius it gives. */
function namedCircle(p: Problem, q: Qty): { outer: boolean; r: Rat } | null {
  const before = p.text.slice(Math.max(0, q.start - 8), q.start).replace(/的/g, '');
  const m = /(外圆|内圆|大圆|小圆)(半径|直径)(?:是|为|长)?$/.exec(before);
  if (!m) return null;
  return { outer: m[1] === '外圆' || m[1] === '大圆', r: m[2] === '直径' ? q.value.div(Rat.of(2)) : q.value };
}

export function ringAreaKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || p.ask.unit?.dim !== 'area') return null;
  if (!/面积|占地|多大/.test(p.ask.text) || /比|倍|一半|半圆|扇形|每|一共|共|剩|需要|花(?!坛|园|圃)|费|元|造价|草皮/.test(p.text))
    return null;
  // 「小路和花坛的总面积」「连同花坛在内」: the ring with what it goes round, or two areas, is not the ring alone
  if (/总|和|与|连同|在内|包括|合起来|加上/.test(p.ask.text)) return null;
  // 「（π取3.14）」 says what primary school takes anyway; any other π is left alone
  const pi = p.qs.find((q) => !q.label && q.raw === '3.14' && !q.unit && /(?:π|圆周率)取/.test(p.text));
  if (!pi && !primaryPi(p)) return null;
  const nums = p.qs.filter((q) => !isOptional(q) && q !== pi);
  if (nums.length !== 2 || nums.some((q) => q.kind !== 'plain' || q.unit?.dim !== 'length')) return null;
  const unit = nums[0].unit as Unit;
  const v = (q: Qty) => convert(q.value, q.unit as Unit, unit) as Rat;
  let R: Rat;
  let r: Rat;
  let how: string;
  const named = nums.map((q) => namedCircle(p, q));
  if (named[0] && named[1] && named[0].outer !== named[1].outer && /环/.test(p.text) && /环/.test(p.ask.text)) {
    const [o, i] = named[0].outer ? [0, 1] : [1, 0];
    R = convert((named[o] as { r: Rat }).r, nums[o].unit as Unit, unit) as Rat;
    r = convert((named[i] as { r: Rat }).r, nums[i].unit as Unit, unit) as Rat;
    how = '外圆半径与内圆半径题中已给出（给的是直径的先除以 2）';
  } else {
    // a round bed or pond, and a path of a width laid round it: the path is the ring
    if (!/圆形/.test(p.text) || !/周围|四周|外围|一周/.test(p.text) || /内|里面/.test(p.text)) return null;
    if (!/路|走道|环/.test(p.ask.text) || /^这个?圆形|花坛的面积|水池的面积/.test(p.ask.text)) return null;
    const width = nums.find(
      (q) => /宽(?:是|为)?$/.test(p.text.slice(0, q.start)) && /^(?:的)?(?:小路|石子路|环形|走道|路)/.test(p.text.slice(q.end, q.end + 5)),
    );
    const size = nums.find((q) => q !== width);
    if (!width || !size) return null;
    const m = /(半径|直径)(?:是|为|长)?$/.exec(p.text.slice(Math.max(0, size.start - 6), size.start));
    if (!m || size.start > width.start) return null;
    r = m[1] === '直径' ? v(size).div(Rat.of(2)) : v(size);
    R = r.add(v(width));
    how = `内圆半径是${m[1] === '直径' ? `直径的一半 $${t(v(size))} \\div 2 = ${t(r)}$` : ` $${t(r)}$`}，外圆半径 = 内圆半径 + 路宽 = $${t(r)} + ${t(v(width))} = ${t(R)}$`;
  }
  if (R.cmp(r) <= 0 || r.sign() <= 0) return null;
  const area = PI.mul(R.mul(R).sub(r.mul(r)));
  const sq = UNITS.get(`平方${unit.name}`);
  if (!sq) return null;
  const answer = convert(area, sq, p.ask.unit);
  if (!answer) return null;
  // check: the big circle less the small one, each area worked on its own
  const big = PI.mul(R).mul(R);
  const small = PI.mul(r).mul(r);
  if (!big.sub(small).eq(area)) return null;
  return {
    kind: 'ring-area',
    idea: `环形的面积 = 外圆面积 − 内圆面积 = $\\pi(R^2 - r^2)$；${how}。${pi ? '' : PI_NOTE}`,
    steps: [
      `**列式计算** $3.14 \\times (${t(R)}^2 - ${t(r)}^2) = 3.14 \\times ${t(R.mul(R).sub(r.mul(r)))} = ${t(area)}$（${sq.name}）${sq.name === p.ask.unit.name ? '' : `$= ${t(answer)}$ ${p.ask.unit.name}`}`,
    ],
    answer,
    unit: p.ask.unit.name,
    form: 'number',
    used: pi ? [...nums, pi] : nums,
    impliedPi: !pi,
    roundable: true,
    check: `分开算：外圆 $3.14 \\times ${t(R)}^2 = ${t(big)}$，内圆 $3.14 \\times ${t(r)}^2 = ${t(small)}$，相减 $${t(big.sub(small))}$，相同。`,
  };
}
