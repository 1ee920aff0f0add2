import { Rat } from '../../../math/expression/rational';
import type { Model } from '../model';
import { chineseNumber, numTex as t, type Problem } from '../read';
import { quantitiesIn } from './spans';

/**
 * 上楼梯 (植树问题 on floors): between floor a and floor b there are b − a flights, each of the same number of steps.
 * - 「从一楼到五楼有96级台阶，从一楼到20楼要走多少级？」: 96 ÷ (5 − 1) × (20 − 1);
 * - 「每上一层要走16级台阶，到小英家要走64级，小英家住几楼？」: 64 ÷ 16 + 1 (the walk starts on the first floor).
 * Checked by walking the flights again.
 */

const N = '(\\d+|[一二两三四五六七八九十]+)';
const STEP = '(级|个|阶)';
const numOf = (s: string) => (/^\d/.test(s) ? Number(s) : chineseNumber(s));
/** The steps of one flight: 「每上一层要走16级」「每层楼有20级台阶」「每两层之间有18级台阶」. */
const FLIGHT = `(?:每(?:上|爬|走)?(?:1|一)?层(?:楼)?|每两层(?:楼)?之间)[\\u4e00-\\u9fff]{0,4}?${N}${STEP}(?:台阶)?`;

/** 「每两层之间有18级台阶，从一楼走到八楼」: the flights of one walk, each of the same steps. */
function flightsWalked(p: Problem): Model | null {
  const per = new RegExp(FLIGHT).exec(p.text);
  const walks = [...p.text.matchAll(new RegExp(`从${N}(楼|层)[^，,。？?]{0,6}?到${N}(?:楼|层)`, 'g'))];
  if (!per || walks.length !== 1 || !p.ask.measure || !/台阶/.test(p.ask.text) || walks[0].index < per.index) return null;
  const s = numOf(per[1]);
  const a = numOf(walks[0][1]);
  const b = numOf(walks[0][3]);
  if (!s || a === null || b === null || b <= a) return null;
  const used = quantitiesIn(p, [
    [per.index, per.index + per[0].length],
    [walks[0].index, walks[0].index + walks[0][0].length],
  ]);
  if (!used) return null;
  const answer = Rat.of(s * (b - a));
  let again = Rat.ZERO;
  for (let f = a; f < b; f++) again = again.add(Rat.of(s));
  if (!again.eq(answer)) return null;
  return {
    kind: 'floors',
    idea: `上楼梯：从 ${a} 楼到 ${b} 楼要走 ${b} − ${a} = ${b - a} 层楼梯，每层的台阶数相同。`,
    steps: [`**列式计算** $${s} \\times (${b} - ${a}) = ${t(answer)}$（${per[2]}）`],
    answer,
    unit: p.ask.measure,
    form: 'number',
    used,
    check: `一层一层地加：${b - a} 层，每层 ${s} ${per[2]}，共 $${t(again)}$ ${per[2]}。`,
  };
}

/** 「从一楼到五楼有96级台阶」 then 「从一楼到20楼」: the steps of the second walk. */
function walkAgain(p: Problem): Model | null {
  const re = new RegExp(`从${N}(楼|层)[^，,。？?]{0,6}?到${N}(?:楼|层)`, 'g');
  const walks = [...p.text.matchAll(re)];
  if (walks.length !== 2) return null;
  const stepsM = new RegExp(`${N}${STEP}台阶`).exec(p.text.slice(walks[0].index ?? 0, walks[1].index));
  if (!stepsM || !p.ask.measure || !/台阶/.test(p.ask.text)) return null;
  const [a1, b1, a2, b2] = [walks[0][1], walks[0][3], walks[1][1], walks[1][3]].map(numOf);
  const steps = numOf(stepsM[1]);
  if (a1 === null || b1 === null || a2 === null || b2 === null || !steps || b1 <= a1 || b2 <= a2) return null;
  const at = (walks[0].index ?? 0) + (stepsM.index ?? 0);
  const used = quantitiesIn(p, [
    ...walks.map((w): [number, number] => [w.index ?? 0, (w.index ?? 0) + w[0].length]),
    [at, at + stepsM[0].length],
  ]);
  if (!used) return null;
  const per = Rat.of(steps, b1 - a1);
  if (!per.isInteger()) return null;
  const answer = per.mul(Rat.of(b2 - a2));
  let again = Rat.ZERO;
  for (let f = a2; f < b2; f++) again = again.add(per);
  if (!again.eq(answer)) return null;
  return {
    kind: 'floors',
    idea: `上楼梯：从 ${a1} 楼到 ${b1} 楼要走 ${b1} − ${a1} = ${b1 - a1} 层楼梯，每层的台阶数相同。`,
    steps: [
      `**每层** $${steps} \\div (${b1} - ${a1}) = ${t(per)}$（${stepsM[2]}）`,
      `**从 ${a2} 楼到 ${b2} 楼** $${t(per)} \\times (${b2} - ${a2}) = ${t(answer)}$（${stepsM[2]}）`,
    ],
    answer,
    unit: p.ask.measure,
    form: 'number',
    used,
    check: `一层一层地加：${b2 - a2} 层，每层 $${t(per)}$ ${stepsM[2]}，共 $${t(again)}$ ${stepsM[2]}。`,
  };
}

/** 「每上一层要走16级台阶，到小英家要走64级」: the floor reached from the ground floor. */
function floorReached(p: Problem): Model | null {
  if (!/(?:住|在)(?:在)?(?:第)?几(?:楼|层)/.test(p.ask.text)) return null;
  const per = new RegExp(FLIGHT).exec(p.text);
  if (!per) return null;
  // the walk starts on the ground floor: 「从二楼走到家」 would start higher
  const from = new RegExp(`从${N}(?:楼|层)`).exec(p.text);
  if (from && numOf(from[1]) !== 1) return null;
  const rest = p.text.slice(per.index + per[0].length);
  const total = new RegExp(`(?:到|走到|爬到|上到)[\\u4e00-\\u9fff]{0,6}?${N}${STEP}(?:台阶)?`).exec(rest);
  if (!total || total[2] !== per[2]) return null;
  const s = numOf(per[1]);
  const all = numOf(total[1]);
  if (!s || !all) return null;
  const at = per.index + per[0].length + total.index;
  const used = quantitiesIn(p, [
    [per.index, per.index + per[0].length],
    [at, at + total[0].length],
  ]);
  if (!used) return null;
  const flights = Rat.of(all, s);
  if (!flights.isInteger() || flights.sign() <= 0) return null;
  const answer = flights.add(Rat.ONE);
  if (!flights.mul(Rat.of(s)).eq(Rat.of(all))) return null;
  return {
    kind: 'floors',
    idea: '上楼梯：从一楼出发，走了几层楼梯就到了“几 + 1”楼。',
    steps: [`**列式计算** $${all} \\div ${s} + 1 = ${t(answer)}$（楼）`],
    answer,
    unit: '楼',
    form: 'number',
    used,
    check: `从 1 楼走到 ${t(answer)} 楼要走 ${t(flights)} 层，$${t(flights)} \\times ${s} = ${all}$ ${per[2]}，与题目相符。`,
  };
}

export function floorsKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !/楼|层/.test(p.text) || /比|倍|电梯|秒|分钟|小时/.test(p.text)) return null;
  return walkAgain(p) ?? floorReached(p) ?? flightsWalked(p);
}
