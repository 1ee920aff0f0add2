import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { type Problem, type Qty, numTex as t } from '../read';
import { convert, UNITS, type Unit } from '../units';
import { SMALL_NUMBER, smallNumber } from './spans';

/** Cut along the height (纵切, 沿直径, 截面是长方形): the new faces are rectangles, not bases. */
const LENGTHWISE = /竖|纵|沿(?:着)?(?:底面)?(?:直径|高|半径)|长方形|半圆柱/;

/**
 * A cylinder cut across into n pieces (六年级下册 圆柱): each cut adds two bases, so the surface grows by 2(n − 1) bases.
 * 「一根2米长的圆柱形木料，锯成3段后表面积增加了24平方分米，这根木料的体积是多少立方分米？」: the base is
 * 24 ÷ 4 = 6 平方分米, the volume 6 × 20. The growth asked from a base area told is the same relation forwards.
 * Checked by the relation the other way round.
 */
export function cylinderCutKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !/圆柱/.test(p.text) || /圆锥|正方体|长方体/.test(p.text) || LENGTHWISE.test(p.text)) return null;
  const cut = new RegExp(`(?:锯|截|切|分)成${SMALL_NUMBER}(?:段|节|个小圆柱|个圆柱)`).exec(p.text);
  if (!cut) return null;
  const pieces = smallNumber(cut[1]);
  if (!pieces || pieces < 2) return null;
  const bases = Rat.of(2 * (pieces - 1));
  const nums = p.qs.filter((q) => !isOptional(q) && !(q.start >= cut.index && q.start < cut.index + cut[0].length));
  const cutQs = p.qs.filter((q) => q.start >= cut.index && q.start < cut.index + cut[0].length);
  const grow = /表面积(?:比原来)?(?:就|一共|共)?(?:增加|多|增大)了?$/;
  const areaOf = (q: Qty) => q.kind === 'plain' && q.unit?.dim === 'area';
  const growth = nums.filter((q) => areaOf(q) && grow.test(p.text.slice(Math.max(0, q.start - 10), q.start)));
  // 「每段表面积增加了…」: the growth of one piece is not the growth of the log
  if (growth.some((q) => /每|一段|一节/.test(p.text.slice(p.offsets[q.clause], q.start)))) return null;
  const baseTold = nums.filter((q) => areaOf(q) && /底面积(?:是|为)?$/.test(p.text.slice(Math.max(0, q.start - 6), q.start)));
  const lens = nums.filter((q) => q.kind === 'plain' && q.unit?.dim === 'length');
  if (growth.length + baseTold.length + lens.length !== nums.length) return null;
  const ask = p.ask.unit;
  if (!ask) return null;
  // the log's own length is told before it is cut (「一根2米长的圆柱形木料」「一根圆柱形木料长2米，锯成…」), never of a piece
  const ownLength = (q: Qty) =>
    q.start < cut.index &&
    !/每/.test(p.text.slice(p.offsets[q.clause], q.start)) &&
    (/^长?的?圆柱/.test(p.text.slice(q.end)) || /(?:长|高)(?:是|为)?$/.test(p.text.slice(0, q.start)) || /^长/.test(p.text.slice(q.end)));
  // 「每段木料的体积」: the volume of one piece (the pieces need not be equal)
  const onePiece = /每|一段|一节|其中|小圆柱/.test(p.ask.text);
  if (growth.length === 1 && baseTold.length === 0 && lens.length === 1 && ask.dim === 'volume' && /体积/.test(p.ask.text)) {
    const [g] = growth;
    const [len] = lens;
    if (!ownLength(len) || onePiece) return null;
    const lenName = (g.unit as Unit).name.replace(/^平方/, '');
    const lenU = UNITS.get(lenName);
    const volU = UNITS.get(`立方${lenName}`);
    if (!lenU || !volU) return null;
    const base = g.value.div(bases);
    const L = convert(len.value, len.unit as Unit, lenU) as Rat;
    const v = base.mul(L);
    const answer = convert(v, volU, ask) as Rat;
    if (!v.div(L).mul(bases).eq(g.value)) return null;
    return {
      kind: 'cylinder-cut',
      idea: `圆柱锯成 ${pieces} 段要锯 ${pieces - 1} 次，每锯一次增加 2 个底面，共增加 ${t(bases)} 个底面。`,
      steps: [
        `**第一步** 底面积：$${t(g.value)} \\div ${t(bases)} = ${t(base)}$（${g.unit?.name}）`,
        `**第二步** 体积：$${t(base)} \\times ${t(L)} = ${t(v)}$（${volU.name}）${volU.name === ask.name ? '' : `$= ${t(answer)}$ ${ask.name}`}`,
      ],
      answer,
      unit: ask.name,
      form: 'number',
      used: [...nums, ...cutQs],
      check: `验算：体积 ÷ 长 = 底面积 $${t(base)}$，$${t(base)} \\times ${t(bases)} = ${t(g.value)}$，正是增加的表面积。`,
    };
  }
  if (growth.length === 1 && baseTold.length === 0 && lens.length <= 1 && ask.dim === 'area' && /底面积/.test(p.ask.text)) {
    // the log's own length plays no part in its base; any other length leaves it refused
    const [len] = lens;
    if (len && !ownLength(len)) return null;
    const [g] = growth;
    const base = convert(g.value, g.unit as Unit, ask) as Rat;
    const answer = base.div(bases);
    if (!answer.mul(bases).eq(base) || answer.sign() <= 0) return null;
    const conv = (g.unit as Unit).name === ask.name ? '' : `$${t(g.value)}$ ${g.unit?.name} $= ${t(base)}$ ${ask.name}，`;
    return {
      kind: 'cylinder-cut',
      idea: `圆柱锯成 ${pieces} 段要锯 ${pieces - 1} 次，每锯一次增加 2 个底面，增加的表面积是 ${t(bases)} 个底面积。`,
      steps: [`**列式计算** ${conv}$${t(base)} \\div (2 \\times (${pieces} - 1)) = ${t(answer)}$（${ask.name}）`],
      answer,
      unit: ask.name,
      form: 'number',
      used: [...growth, ...cutQs],
      setAside: len ? [len] : [],
      check: `验算：$${t(answer)} \\times ${t(bases)} = ${t(base)}$，正是增加的表面积。`,
    };
  }
  if (baseTold.length === 1 && growth.length === 0 && lens.length <= 1 && ask.dim === 'area' && /增加|多/.test(p.ask.text)) {
    if (lens.length) return null;
    const [b] = baseTold;
    const answer = convert(b.value.mul(bases), b.unit as Unit, ask) as Rat;
    if (!answer.div(bases).eq(convert(b.value, b.unit as Unit, ask) as Rat)) return null;
    return {
      kind: 'cylinder-cut',
      idea: `圆柱锯成 ${pieces} 段要锯 ${pieces - 1} 次，每锯一次增加 2 个底面。`,
      steps: [`**列式计算** $${t(b.value)} \\times 2 \\times (${pieces} - 1) = ${t(b.value.mul(bases))}$（${b.unit?.name}）`],
      answer,
      unit: ask.name,
      form: 'number',
      used: [...nums, ...cutQs],
      check: `验算：增加的 $${t(b.value.mul(bases))}$ 除以 ${t(bases)} 个底面，每个正是 $${t(b.value)}$。`,
    };
  }
  return null;
}
