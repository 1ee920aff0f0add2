import type { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex, type Problem, type Qty } from '../read';
import { convert, type Unit, UNITS } from '../units';
import { sameCount } from './change';

/**
 * What is left of a whole, to be done in a given time; the rate asked: 「一本书180页，已经看了60页，剩下的要4天看完，
 * 平均每天看多少页？」, 「修一条1200米的路，已经修了5天，每天修150米，剩下的要4天修完，平均每天修多少米？」
 * → (whole − done) ÷ time, where done is told or is a rate × a time.
 */

const DONE = /已经|已|前/;
const REST = /剩下|剩余|余下|其余|还剩/;
const PER = /每(小时|分钟|天|日|周|星期)/;

function perUnit(word: string): Unit | null {
  const name = word === '日' ? '天' : word === '周' ? '星期' : word;
  return UNITS.get(name) ?? null;
}

const before = (p: Problem, q: Qty) => p.clauses[q.clause].slice(0, q.start - p.offsets[q.clause]);

export function restInTimeKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || (!p.ask.unit && !p.ask.measure)) return null;
  const askPer = PER.exec(p.ask.text);
  if (!askPer || !/平均|每/.test(p.ask.text)) return null;
  if (/比|倍|分之|%|[一二三四五六七八九十\d]折|打折|折扣|几折|又|同时|相遇|往返|返回|合作|提前|实际/.test(p.text)) return null;
  const per = perUnit(askPer[1]);
  if (!per) return null;
  const nums = p.qs.filter((q) => !isOptional(q));
  if (nums.some((q) => q.kind !== 'plain' || q.clause === p.ask.clause)) return null;
  // the amounts are of the kind asked (pages, metres …)
  const inKind = (q: Qty): Rat | null => {
    if (p.ask.unit) return q.unit && q.unit.dim === p.ask.unit.dim ? convert(q.value, q.unit, p.ask.unit) : null;
    return !q.unit && sameCount(q.measure, p.ask.measure) ? q.value : null;
  };
  const times = nums.filter((q) => q.unit?.dim === 'time');
  const rests = times.filter((q) => REST.test(p.clauses[q.clause]));
  if (rests.length !== 1) return null;
  const rest = rests[0];
  const T = convert(rest.value, rest.unit as Unit, per);
  const amounts = nums.filter((q) => !times.includes(q));
  const whole = amounts[0];
  if (!whole || !T || T.sign() <= 0 || DONE.test(before(p, whole)) || REST.test(p.clauses[whole.clause])) return null;
  const W = inKind(whole);
  if (!W) return null;
  let D: Rat | null = null;
  let doneText = '';
  let used: Qty[] = [];
  if (amounts.length === 2 && times.length === 1) {
    const done = amounts[1];
    if (!DONE.test(before(p, done)) || done.clause === rest.clause) return null;
    D = inKind(done);
    doneText = D ? numTex(D) : '';
    used = [whole, done, rest];
  } else if (amounts.length === 2 && times.length === 2) {
    // done = a rate (每天修150米) × the time already spent (已经修了5天)
    const rate = amounts[1];
    const spent = times.find((q) => q !== rest) as Qty;
    const ratePer = PER.exec(before(p, rate));
    if (!ratePer || ratePer[1] !== askPer[1] || !DONE.test(before(p, spent)) || spent.clause === rest.clause) return null;
    if (rate.clause === rest.clause) return null;
    const r = inKind(rate);
    const s = convert(spent.value, spent.unit as Unit, per);
    if (!r || !s) return null;
    D = r.mul(s);
    doneText = `${numTex(r)} \\times ${numTex(s)}`;
    used = [whole, rate, spent, rest];
  } else return null;
  if (!D) return null;
  const left = W.sub(D);
  if (left.sign() <= 0) return null;
  const answer = left.div(T);
  if (!answer.mul(T).add(D).eq(W)) return null;
  const name = p.ask.unit?.name ?? p.ask.measure ?? '';
  return {
    kind: 'rest-in-time',
    idea: `先求还剩下多少（总数 − 已经完成的），再除以剩下的时间，得到平均每${askPer[1]}要完成的量。`,
    steps: [
      `**还剩下** $${numTex(W)} - ${doneText} = ${numTex(left)}$（${name}）`,
      `**平均每${askPer[1]}** $${numTex(left)} \\div ${numTex(T)} = ${numTex(answer)}$（${name}）`,
    ],
    answer,
    unit: name,
    form: 'number',
    used,
    check: `验算：已经完成 $${numTex(D)}$ ${name}，再 $${numTex(T)}$ ${per.name}每${askPer[1]} $${numTex(answer)}$ ${name}，合起来正好 $${numTex(W)}$ ${name}。`,
  };
}
