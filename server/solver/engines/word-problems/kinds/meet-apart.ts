import type { Rat } from '../../../math/expression/rational';
import type { Model } from '../model';
import { numTex as t, type Problem } from '../read';
import { convert, type Unit, UNITS } from '../units';
import { speedsOf } from './classic';

/**
 * 相遇问题 with a gap left (四年级 相遇问题): two movers set out towards each other at the same time; after a time they
 * are still x apart (两地距离 = 速度和 × 时间 + x) or have met and passed and are x apart (速度和 × 时间 − x).
 * The wording must say which: 「还相距」「还没相遇」 before, 「相遇后」「已相遇」「相遇以后又」 after.
 */

const BEFORE = /还(?:要|需)?相距|还差|还没(?:有)?相遇|未相遇|尚未相遇/;
const AFTER = /相遇后|已(?:经)?相遇|相遇以后|相遇之后|交错|错开|相遇并/;

export function meetApartKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !/相向|相对|对面/.test(p.text) || !/同时/.test(p.text)) return null;
  if (/追|往返|返回|停|休息|先出发|提前|晚|早|到达后|比/.test(p.text)) return null;
  if (!/相距|距离|全长|全程|路程/.test(p.ask.text) || !(p.ask.unit?.dim === 'length' || p.ask.dim === 'length')) return null;
  const speeds = speedsOf(p);
  const nums = p.qs.filter((q) => !q.label && !(q.chinese && q.value.isOne()));
  const times = nums.filter((q) => q.kind === 'plain' && q.unit?.dim === 'time');
  const gaps = nums.filter((q) => q.kind === 'plain' && q.unit?.dim === 'length' && !speeds.some((s) => s.q === q));
  if (speeds.length !== 2 || times.length !== 1 || gaps.length !== 1 || nums.length !== 4) return null;
  const gapQ = gaps[0];
  if (gapQ.clause === p.ask.clause || gapQ.start < times[0].start) return null;
  // which side of the meeting the gap is: the words up to and in the gap's clause
  const around = p.text.slice(times[0].start, gapQ.end);
  const before = BEFORE.test(around);
  const after = AFTER.test(around);
  if (before === after) return null;
  const base = speeds[0].unit;
  if (speeds[1].unit.name !== base.name) return null;
  const [dName, tName] = base.name.split('/');
  const dU = UNITS.get(dName) as Unit;
  const tU = UNITS.get(tName === '时' ? '小时' : tName === '分' ? '分钟' : tName) as Unit;
  const T = convert(times[0].value, times[0].unit as Unit, tU) as Rat;
  const x = convert(gapQ.value, gapQ.unit as Unit, dU) as Rat;
  const [v1, v2] = speeds.map((s) => s.v);
  const together = v1.add(v2).mul(T);
  const D = before ? together.add(x) : together.sub(x);
  if (D.sign() <= 0) return null;
  const out = p.ask.unit?.dim === 'length' ? p.ask.unit : dU;
  const answer = convert(D, dU, out) as Rat;
  // check: each walks its own part; the two parts and the gap make up (or overlap) the whole way
  const a = v1.mul(T);
  const b = v2.mul(T);
  if (!(before ? a.add(b).add(x) : a.add(b).sub(x)).eq(D)) return null;
  return {
    kind: 'meet-apart',
    idea: `相遇问题：两人${T ? `${t(T)} ${tU.name}` : ''}共行了 速度和 × 时间；${before ? '还没有相遇，再加上还相距的' : '已经相遇后又拉开了距离，要减去多走的'} $${t(x)}$ ${dU.name}。`,
    steps: [
      `**第一步** 共行：$(${t(v1)} + ${t(v2)}) \\times ${t(T)} = ${t(together)}$（${dU.name}）`,
      `**第二步** 两地相距：$${t(together)} ${before ? '+' : '-'} ${t(x)} = ${t(D)}$（${dU.name}）${out.name === dU.name ? '' : `$= ${t(answer)}$ ${out.name}`}`,
    ],
    answer,
    unit: out.name,
    form: 'number',
    used: nums,
    check: `分开算：一个行 $${t(a)}$，另一个行 $${t(b)}$，$${t(a)} + ${t(b)} ${before ? '+' : '-'} ${t(x)} = ${t(D)}$（${dU.name}）。`,
  };
}
