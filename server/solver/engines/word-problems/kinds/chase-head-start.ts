import { isOptional, type Model } from '../model';
import { type Problem, numTex as t } from '../read';
import { convert, UNITS, type Unit } from '../units';
import { speedsOf } from './classic';

/**
 * 追及 with a time difference (五年级 行程): the first mover leaves, and after a time the second sets off after it,
 * 「小明每分钟走60米，出发5分钟后，爸爸以每分钟210米的速度去追」. 路程差 = 先走的速度 × 先走的时间;
 * 追及时间 = 路程差 ÷ 速度差. Checked by putting the catching-up time back: both have gone the same way.
 */

/** The head start: 「出发5分钟后」「先走了5分钟」「5分钟后…去追」「早出发5分钟」. */
const HEAD = /(?:先(?:出发|走|行|开出|骑)?了?|早(?:出发|走)?了?|出发了?|走了)$/;
const AFTER = /^(?:后|以后|之后)[，,]?/;

export function chaseHeadStartKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || p.ask.unit?.dim !== 'time') return null;
  if (!/追/.test(p.text) || !/追上/.test(p.ask.text)) return null;
  if (/相遇|相对|相向|返回|往返|又|再|休息|停|同时|相距|距离|离[\u4e00-\u9fff]{0,4}?[\d一二三四五六七八九十]/.test(p.text)) return null;
  // 「从小明出发到追上一共…」 asks a time from the first start, not the chase
  if (/一共|共|从|出发|总/.test(p.ask.text)) return null;
  const nums = p.qs.filter((q) => !isOptional(q));
  const speeds = speedsOf(p);
  const times = nums.filter((q) => q.kind === 'plain' && q.unit?.dim === 'time' && !speeds.some((s) => s.q === q));
  if (speeds.length !== 2 || times.length !== 1 || nums.length !== 3) return null;
  const [lead, chaser] = [...speeds].sort((a, b) => a.q.start - b.q.start);
  const head = times[0];
  // the head start is told between the two speeds, as a time before the chaser sets off
  if (!(lead.q.start < head.start && head.start < chaser.q.start)) return null;
  const before = p.text.slice(Math.max(0, head.start - 6), head.start);
  const after = p.text.slice(head.end, head.end + 4);
  if (!HEAD.test(before) && !AFTER.test(after)) return null;
  // the chaser's clause sets off after the first (去追, 追赶, 骑车追)
  if (!/追/.test(p.text.slice(head.end))) return null;
  if (lead.unit.name !== chaser.unit.name) return null;
  const tName = lead.unit.name.split('/')[1];
  const tU = UNITS.get(tName === '时' ? '小时' : tName === '分' ? '分钟' : tName) as Unit;
  const T0 = convert(head.value, head.unit as Unit, tU);
  if (!T0) return null;
  const gap = lead.v.mul(T0);
  const diff = chaser.v.sub(lead.v);
  if (diff.sign() <= 0) return null;
  const time = gap.div(diff);
  const answer = convert(time, tU, p.ask.unit);
  if (!answer) return null;
  // check: when caught, both have gone the same way from the start
  const leadWay = lead.v.mul(T0.add(time));
  const chaserWay = chaser.v.mul(time);
  if (!leadWay.eq(chaserWay)) return null;
  const dU = lead.unit.name.split('/')[0];
  return {
    kind: 'chase-head-start',
    idea: '追及问题：先走的人先走的路程就是开始追时两人的路程差；追及时间 = 路程差 ÷ 速度差。',
    steps: [
      `**第一步** 路程差（先走的路程）：$${t(lead.v)} \\times ${t(T0)} = ${t(gap)}$（${dU}）`,
      `**第二步** 速度差：$${t(chaser.v)} - ${t(lead.v)} = ${t(diff)}$`,
      `**第三步** 追及时间：$${t(gap)} \\div ${t(diff)} = ${t(time)}$（${tU.name}）${tU.name === p.ask.unit.name ? '' : `$= ${t(answer)}$ ${p.ask.unit.name}`}`,
    ],
    answer,
    unit: p.ask.unit.name,
    form: 'number',
    used: nums,
    check: `追上时，先走的共走了 $${t(lead.v)} \\times (${t(T0)} + ${t(time)}) = ${t(leadWay)}$，后追的走了 $${t(chaser.v)} \\times ${t(time)} = ${t(chaserWay)}$，路程相同。`,
  };
}
