import { Rat } from '../../../math/expression/rational';
import type { Model } from '../model';
import { numTex, type Problem } from '../read';
import { convert, type Unit } from '../units';
import { BOTH_ENDS, GAP, NO_ENDS } from './classic';
import { quantitiesIn } from './spans';

/**
 * 植树问题 backwards: the length of the line (or the closed line) from the number of trees and the gap —
 * 「圆形水池周围每隔2米栽一棵，共栽了40棵，周长是多少米？」. Which ends are planted must be told (closed lines have
 * none); the check plants the line found forwards and counts the trees again.
 */

export function plantingLengthKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || p.ask.unit?.dim !== 'length') return null;
  if (!/周长|全长|长(?:是)?(?:多少|几)|多长|相距|距离/.test(p.ask.text)) return null;
  const m = GAP.exec(p.text);
  if (!m || /比|又|再|剩|已经/.test(p.text)) return null;
  const gapAt = m.index + m[0].length - m[1].length - m[2].length;
  const gap = p.qs.find((q) => q.start === gapAt);
  const counts = p.qs.filter((q) => !q.chinese && q.kind === 'plain' && !q.unit && q.measure && q.clause !== p.ask.clause);
  if (!gap?.unit || counts.length !== 1) return null;
  const count = counts[0];
  const closed = /一圈|周围|四周|圆形|环形|一周|围成/.test(p.text);
  const both = BOTH_ENDS.test(p.text);
  const none = NO_ENDS.test(p.text);
  const one = /只(?:种|栽|插|放)?一端|一端(?:种|栽)一端不/.test(p.text);
  if ([closed, both, none, one].filter(Boolean).length !== 1) return null;
  const sides = /两旁|两侧|两边/.test(p.text) ? 2 : /一旁|一侧|一边/.test(p.text) || closed ? 1 : 0;
  if (!sides || (closed && sides !== 1)) return null;
  const used = quantitiesIn(p, [
    [m.index, m.index + m[0].length],
    [count.start, count.end],
  ]);
  if (!used) return null;
  const n = count.value;
  const per = n.div(Rat.of(sides));
  if (!per.isInteger() || per.sign() <= 0) return null;
  const segments = closed || one ? per : both ? per.sub(Rat.ONE) : per.add(Rat.ONE);
  if (segments.sign() <= 0) return null;
  const inGapUnit = segments.mul(gap.value);
  const answer = convert(inGapUnit, gap.unit, p.ask.unit as Unit) as Rat;
  // check: plant the line found forwards
  const again = inGapUnit.div(gap.value);
  const trees = (closed || one ? again : both ? again.add(Rat.ONE) : again.sub(Rat.ONE)).mul(Rat.of(sides));
  if (!trees.eq(n)) return null;
  const rule = closed
    ? '封闭路线：间隔数 = 棵数'
    : both
      ? '两端都种：间隔数 = 棵数 − 1'
      : none
        ? '两端都不种：间隔数 = 棵数 + 1'
        : '只种一端：间隔数 = 棵数';
  const w = count.measure ?? '';
  return {
    kind: 'planting-length',
    idea: `植树问题（已知棵数求长度）：${rule}，长度 = 间隔数 × 间隔长。`,
    steps: [
      ...(sides === 2 ? [`**每一边** $${numTex(n)} \\div 2 = ${numTex(per)}$（${w}）`] : []),
      `**间隔数** $${numTex(per)}${closed || one ? '' : both ? ' - 1' : ' + 1'} = ${numTex(segments)}$（个）`,
      `**长度** $${numTex(segments)} \\times ${numTex(gap.value)} = ${numTex(inGapUnit)}$（${gap.unit.name}）${gap.unit.name === p.ask.unit.name ? '' : `，即 $${numTex(answer)}$ ${p.ask.unit.name}`}`,
    ],
    answer,
    unit: p.ask.unit.name,
    form: 'number',
    used,
    check: `反过来按 $${numTex(inGapUnit)}$ ${gap.unit.name}每隔 $${numTex(gap.value)}$ ${gap.unit.name}种一${w}，正好 $${numTex(n)}$ ${w}。`,
  };
}

/**
 * 植树问题 for the gap: n things in a line from the first to the last (or 两端都…), the length from the first to the
 * last told — 「21个同学排成一排，第一个人到最后一个人的距离是40米，相邻两个人相距多少米？」: 40 ÷ (21 − 1).
 * Checked by counting the things again along the line at the gap found.
 */
export function plantingGapKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || p.ask.unit?.dim !== 'length') return null;
  if (!/(?:相邻|每)(?:的)?两[个棵根盏盆面位名人][\u4e00-\u9fff]{0,4}?(?:之间)?(?:的)?(?:距离|相距|间距|间隔|相隔|隔)/.test(p.ask.text))
    return null;
  if (GAP.test(p.text) || /比|又|再|剩|已经|一圈|周围|四周|圆形|环形|两旁|两侧|两边/.test(p.text)) return null;
  if (!BOTH_ENDS.test(p.text)) return null;
  // the wording of the gap (相邻的两个同学) is no amount; the count and the length are
  const wording = [...p.text.matchAll(/(?:相邻|每)(?:的)?两[个棵根盏盆面位名人]/g)].map((m): [number, number] => [
    m.index ?? 0,
    (m.index ?? 0) + m[0].length,
  ]);
  const counts = p.qs.filter((q) => !q.chinese && !q.label && q.kind === 'plain' && !q.unit && q.measure);
  const lens = p.qs.filter((q) => q.kind === 'plain' && q.unit?.dim === 'length');
  if (counts.length !== 1 || lens.length !== 1) return null;
  const [count] = counts;
  const [len] = lens;
  if (len.start < count.start) return null;
  const used = quantitiesIn(p, [...wording, [count.start, count.end], [len.start, len.end]]);
  if (!used) return null;
  const n = count.value;
  const segments = n.sub(Rat.ONE);
  if (!n.isInteger() || segments.sign() <= 0) return null;
  const L = convert(len.value, len.unit as Unit, p.ask.unit as Unit) as Rat;
  const answer = L.div(segments);
  // check: from the first at 0, one every gap, the last stands at the length told
  if (!answer.mul(segments).eq(L)) return null;
  const w = count.measure ?? '';
  return {
    kind: 'planting-gap',
    idea: '植树问题（已知棵数和两端的距离求间隔）：从第一个到最后一个，两端都有，间隔数 = 个数 − 1。',
    steps: [
      `**间隔数** $${numTex(n)} - 1 = ${numTex(segments)}$（个）`,
      `**每个间隔** $${numTex(L)} \\div ${numTex(segments)} = ${numTex(answer)}$（${p.ask.unit.name}）`,
    ],
    answer,
    unit: p.ask.unit.name,
    form: 'number',
    used,
    check: `反过来：第一${w}在起点，每隔 $${numTex(answer)}$ ${p.ask.unit.name}一${w}，第 $${numTex(n)}$ ${w}正好在 $${numTex(L)}$ ${p.ask.unit.name}处。`,
  };
}
