import type { Rat } from '../../../math/expression/rational';
import type { Model } from '../model';
import { type Problem, readProblem, numTex as t } from '../read';
import { convert, UNITS, type Unit } from '../units';
import { measureKind } from './measure';

/**
 * A solid's volume times an amount per volume unit (六年级 圆锥形麦堆, 五年级 长方体钢材): 「一个圆锥形麦堆，底面直径2米，
 * 高0.6米，每立方米小麦约重500千克，这堆小麦重多少千克？」. The volume is left to the `measure` kind, asked of the
 * same description without the rate clause, so this kind knows no formula of its own.
 */
export function byVolumeKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !p.ask.unit || p.ask.unit.dim === 'volume' || p.ask.unit.dim === 'length') return null;
  if (/剩|还|比|倍|折|%|损耗|至少|最多|一半|各|如果把|熔|铸|放入|倒入|水面/.test(p.text)) return null;
  const pers = [...p.text.matchAll(/每(立方米|立方分米|立方厘米)/g)];
  if (pers.length !== 1 || (p.text.match(/每/g) ?? []).length !== 1) return null;
  const per = pers[0];
  const perVolume = UNITS.get(per[1]) as Unit;
  const perClause = p.clauses.findIndex((_, i) => p.offsets[i] <= (per.index ?? 0) && (p.offsets[i + 1] ?? Infinity) > (per.index ?? 0));
  if (perClause < 1 || perClause >= p.ask.clause) return null;
  // the rate: the one number of the 每 clause, of the dimension asked (千克, 吨, 元)
  const rates = p.qs.filter((q) => q.clause === perClause && !q.label);
  if (rates.length !== 1) return null;
  const rate = rates[0];
  if (rate.kind !== 'plain' || !rate.unit || rate.unit.dim !== p.ask.unit.dim) return null;
  // nothing told between the rate and the question, and the question names no number
  if (p.qs.some((q) => !q.label && q.clause > perClause && !(q.chinese && q.value.isOne()))) return null;
  // the solid described by the clauses before the rate: its volume in the rate's volume unit
  const described = p.clauses.slice(0, perClause).join('，');
  const sub = readProblem(`${described}，它的体积是多少${perVolume.name}？`);
  if (!sub) return null;
  const vol = measureKind(sub);
  if (!vol || vol.unit !== perVolume.name) return null;
  const subNumbers = sub.qs.filter((q) => !q.label && !(q.chinese && q.value.isOne()));
  const mine = p.qs.filter((q) => q.clause < perClause && !q.label && !(q.chinese && q.value.isOne()));
  if (subNumbers.length !== mine.length || subNumbers.some((q, i) => !q.value.eq(mine[i].value) || q.unit?.name !== mine[i].unit?.name))
    return null;
  if (!subNumbers.every((q) => vol.used.includes(q))) return null;
  const total = convert(vol.answer.mul(rate.value), rate.unit, p.ask.unit);
  if (!total || total.sign() <= 0) return null;
  // check: the rate per cubic unit of the asked unit, times the volume, divided back gives the rate
  if (!total.div(vol.answer).eq(convert(rate.value, rate.unit, p.ask.unit) as Rat)) return null;
  const conv = rate.unit.name === p.ask.unit.name ? '' : `$= ${t(total)}$ ${p.ask.unit.name}`;
  const carried = carriedVolume(vol.steps, vol.answer);
  const weighed = vol.answer.mul(rate.value);
  return {
    kind: 'by-volume',
    roundable: true,
    impliedPi: vol.impliedPi,
    idea: `先求体积（用${perVolume.name}作单位），再乘每${perVolume.name}的${rate.unit.name}数。${vol.idea}`,
    steps: [
      ...(carried?.steps ?? vol.steps),
      `**列式计算** $${carried ? carried.product : t(vol.answer)} \\times ${t(rate.value)} = ${t(weighed)}$（${rate.unit.name}）${conv}`,
    ],
    answer: total,
    unit: p.ask.unit.name,
    form: 'number',
    used: [...mine, rate],
    check: `${carried ? '' : `${vol.check} `}再把 $${t(total)}$ ${p.ask.unit.name} 除以体积 $${carried?.product ?? t(vol.answer)}$ ${perVolume.name}，正好是每${perVolume.name} $${t(rate.value)}$ ${rate.unit.name}。`,
  };
}

/**
 * A volume that is no finite decimal (⅓ × 3.14 × 2² × 0.8) is not written as the fraction 1256/375 a pupil has not met:
 * the product is carried into the next multiplication, as 六年级 writes ⅓ × 3.14 × 2² × 0.8 × 0.75. Null when the
 * volume is a finite decimal or its product cannot be found in the last step.
 */
function carriedVolume(steps: string[], volume: Rat): { steps: string[]; product: string } | null {
  let d = volume.d;
  for (const f of [2n, 5n]) while (d % f === 0n) d /= f;
  if (d === 1n) return null;
  const last = steps[steps.length - 1] ?? '';
  const tail = ` = ${t(volume)}$`;
  const at = last.lastIndexOf(tail);
  if (at < 0) return null;
  const head = last.slice(0, at);
  const product = head.slice(head.lastIndexOf(' = ') + 3);
  if (!/^[\\\d.{}^ ]+(?:\\times[\\\d.{}^ ]+)+$/.test(product.replace(/\\frac\{\d+\}\{\d+\}/g, '1'))) return null;
  return { steps: [...steps.slice(0, -1), `${head}$${last.slice(at + tail.length)}`], product };
}
