import type { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex, type Problem, type Qty } from '../read';
import { convert, type Unit, UNITS } from '../units';
import { sameCount } from './change';

/**
 * What is left of a whole, done at a rate: 「两地相距425千米，每小时行85千米，已经走了170千米，还要几小时到达？」,
 * 「一本书240页，已经看了60页，剩下的每天看30页，还要几天看完？」 → (whole − done) ÷ rate.
 */

const DONE = /已经|已|走了|行了|修了|看了|读了|写了|做了|挖了|运了|加工了|完成了|用了|铺了|织了|打了|栽了|种了/;
const PER = /每(小时|分钟|分|天|日|周|星期|秒|时)/;

export function restByRateKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !p.ask.unit || p.ask.unit.dim !== 'time') return null;
  if (
    !/还|剩下|剩余|余下|再/.test(p.ask.text) ||
    /比|倍|分之|%|[一二三四五六七八九十\d]折|打折|折扣|几折|又|同时|相遇|往返|返回/.test(p.text)
  )
    return null;
  const nums = p.qs.filter((q) => !isOptional(q));
  if (nums.length !== 3 || nums.some((q) => q.kind !== 'plain' || q.clause === p.ask.clause)) return null;
  const perClause = nums.filter((q) => PER.test(p.clauses[q.clause].slice(0, q.start - p.offsets[q.clause])));
  if (perClause.length !== 1) return null;
  const rate = perClause[0];
  const per = PER.exec(p.clauses[rate.clause])?.[1] ?? '';
  const perUnit = UNITS.get(per === '时' ? '小时' : per === '分' ? '分钟' : per === '日' ? '天' : per === '周' ? '星期' : per) as
    | Unit
    | undefined;
  if (!perUnit) return null;
  const [whole, done] = nums.filter((q) => q !== rate);
  if (whole.start > done.start || !DONE.test(p.clauses[done.clause].slice(0, done.start - p.offsets[done.clause]))) return null;
  if (DONE.test(p.clauses[whole.clause].slice(0, whole.start - p.offsets[whole.clause]))) return null;
  // the three amounts are of one kind (lengths, pages …)
  const inKind = (q: Qty): Rat | null => {
    if (rate.unit) return q.unit ? convert(q.value, q.unit, rate.unit) : null;
    return !q.unit && sameCount(q.measure, rate.measure) ? q.value : null;
  };
  const W = inKind(whole);
  const D = inKind(done);
  if (!W || !D || !(rate.unit || rate.measure) || rate.value.sign() <= 0) return null;
  const left = W.sub(D);
  if (left.sign() <= 0) return null;
  const inPer = left.div(rate.value);
  const answer = convert(inPer, perUnit, p.ask.unit) as Rat;
  if (!inPer.mul(rate.value).add(D).eq(W)) return null;
  const kindName = rate.unit?.name ?? rate.measure ?? '';
  return {
    kind: 'rest-by-rate',
    idea: `先求还剩下多少（总数 − 已经完成的），再除以每${per}完成的量，得到还要的时间。`,
    steps: [
      `**列式计算** $(${numTex(W)} - ${numTex(D)}) \\div ${numTex(rate.value)} = ${numTex(left)} \\div ${numTex(rate.value)} = ${numTex(inPer)}$（${perUnit.name}）` +
        (perUnit.name === p.ask.unit.name ? '' : `，即 $${numTex(answer)}$ ${p.ask.unit.name}`),
    ],
    answer,
    unit: p.ask.unit.name,
    form: 'number',
    used: nums,
    check: `验算：已经完成 $${numTex(D)}$ ${kindName}，再 $${numTex(inPer)}$ ${perUnit.name}完成 $${numTex(left)}$ ${kindName}，合起来正好 $${numTex(W)}$ ${kindName}。`,
  };
}
