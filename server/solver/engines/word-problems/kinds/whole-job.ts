import type { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex, type Problem, type Qty } from '../read';
import { convert, type Unit } from '../units';
import { sameCount } from './change';

/**
 * A whole job (一批产品, 一项工程) done by so many workers in so much time, then 照这样计算 the same job in
 * another time (the workers asked) or by other workers (the time asked): 「一批产品，4人做9天可以完成。照这样计算，
 * 这批产品要在6天完成，需要多少人？」 → 4 × 9 ÷ 6. The job is the same, so workers × time stays the same.
 */

const WHOLE = /[一这那该此](?:批|项|件|堆|块|片|条|段|本|篇|份)/;
// 完成, 完工, or a verb and 完 (耕完, 修完, 加工完); 完全/完整/完美 are no job done.
export const JOB_DONE = /完成|完工|[\u4e00-\u9fff]完(?!全|整|美)/;
/** Workers counted: people, machines, vehicles. */
export const WORKER = /^[人名位台辆只头匹架艘]$/;

export function wholeJobKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !/照这样/.test(p.text)) return null;
  // a part of the job, a change of workers, or a rate: other kinds' questions
  if (/增加|减少|调走|调来|又|再|多了|少了|比|倍|每|平均|先|剩|余|已经|提前|一半|分之|%|共|一共|合作|同时/.test(p.text)) return null;
  const nums = p.qs.filter((q) => !isOptional(q));
  if (nums.length !== 3 || nums.some((q) => q.kind !== 'plain' || q.value.sign() <= 0)) return null;
  const times = nums.filter((q) => q.unit?.dim === 'time');
  const workers = nums.filter((q) => !q.unit && !!q.measure && WORKER.test(q.measure));
  if (times.length + workers.length !== 3 || !times.length || !workers.length) return null;
  // the first pair: workers and time told together, and the whole job done in it
  const [w1, t1] = [workers[0], times[0]];
  if (w1.clause !== t1.clause || !JOB_DONE.test(p.clauses[w1.clause])) return null;
  // the whole job named before the pair, and the same job (或 done) again after 照这样
  const before = p.text.slice(0, w1.start);
  if (!WHOLE.test(before)) return null;
  const third = (times.length === 2 ? times[1] : workers[1]) as Qty;
  if (third.clause <= w1.clause || p.text.indexOf('照这样') > third.start) return null;
  if (!JOB_DONE.test(p.clauses[third.clause] + p.ask.text)) return null;

  const askTime = times.length === 1;
  let answer: Rat;
  let unit: string;
  let step: string;
  let check: string;
  if (askTime) {
    // the other workers: the time asked
    const out = p.ask.unit?.dim === 'time' ? p.ask.unit : p.ask.dim === 'time' ? t1.unit : null;
    if (!out || !sameCount(third.measure, w1.measure)) return null;
    const time = convert(t1.value, t1.unit as Unit, out);
    if (!time) return null;
    const work = w1.value.mul(time);
    answer = work.div(third.value);
    if (!answer.mul(third.value).eq(work)) return null;
    unit = out.name;
    step = `$${numTex(w1.value)} \\times ${numTex(time)} \\div ${numTex(third.value)} = ${numTex(answer)}$（${unit}）`;
    check = `$${numTex(third.value)} \\times ${numTex(answer)} = ${numTex(w1.value)} \\times ${numTex(time)} = ${numTex(work)}$`;
  } else {
    // the other time: the workers asked, a whole number of them
    if (!p.ask.measure || p.ask.unit || !sameCount(p.ask.measure, w1.measure)) return null;
    const time = convert(t1.value, t1.unit as Unit, third.unit as Unit);
    if (!time) return null;
    const work = w1.value.mul(time);
    answer = work.div(third.value);
    if (!answer.isInteger() || !answer.mul(third.value).eq(work)) return null;
    unit = p.ask.measure;
    step = `$${numTex(w1.value)} \\times ${numTex(time)} \\div ${numTex(third.value)} = ${numTex(answer)}$（${unit}）`;
    check = `$${numTex(answer)} \\times ${numTex(third.value)} = ${numTex(w1.value)} \\times ${numTex(time)} = ${numTex(work)}$`;
  }
  if (answer.sign() <= 0) return null;
  return {
    kind: 'whole-job',
    idea: '做的是同一批（同一项）工作，工作总量一定：人数（台数）× 时间 = 工作总量。先求工作总量，再除以新的时间（人数）。',
    steps: [`**列式计算** ${step}`],
    answer,
    unit,
    form: 'number',
    used: nums,
    check: `验算：${check}，两种做法的工作总量相等。`,
  };
}
