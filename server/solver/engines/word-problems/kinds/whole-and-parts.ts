import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex, type Problem, type Qty } from '../read';
import { convert } from '../units';
import { sameCount } from './change';

/**
 * A whole, the part already done and the part still to do (总数 = 已经完成的 + 还要完成的), one of them asked:
 * 「要做29个灯笼，已经做好了9个，还要做多少个？」, 「已经写了8个字，还差5个字没写，一共要写多少个字？」,
 * 「一艘船可以坐50人，已经有30人，还可以坐几人？」, 「要付13元，只有4元，还差多少元？」.
 * Each numbered clause says which of the three it is by its words (要/一共/可以 …; 已经/只有/…了; 还要/还差/还剩);
 * a clause that says none of them is not understood.
 */

type Role = 'whole' | 'done' | 'rest';

const REST = /还要|还需|还差|还剩|还有|还可以|还能|剩下|没[\u4e00-\u9fff]{0,3}$/;
const WHOLE = /要|需要|需|一共|共有|总共|计划|可以|能|原有|原来有|全长|全书|买回|买来|运来/;
const DONE = /已经|已|只有|了|现在有|现有/;
/** 「再装多少千克就满了」「再来几人就坐满」: the rest, asked with 再…就满. */
const FILL_ASK = /^再[\u4e00-\u9fff]{0,3}?(?:多少|几)[\u4e00-\u9fff]{0,4}?(?:就|才)(?:能)?(?:装满|坐满|满|够|放满|站满)了?$/;
const OTHER = /比|倍|每|各|平均|分之|%|折|又|再|如果|同样|一样|相同/;

function roleOf(clause: string, before: string): Role | null {
  if (/还/.test(clause) || REST.test(clause)) return 'rest';
  if (/一共|共有|总共/.test(before)) return 'whole';
  if (DONE.test(before)) return 'done';
  if (WHOLE.test(before)) return 'whole';
  return null;
}

function askRole(ask: string): Role | null {
  if (REST.test(ask) || /^还/.test(ask) || FILL_ASK.test(ask)) return 'rest';
  if (/一共|总共|共|原来|本来|全部|要[\u4e00-\u9fff]{0,3}(?:多少|几)|需要[\u4e00-\u9fff]{0,3}(?:多少|几)/.test(ask)) return 'whole';
  if (/已经|已/.test(ask)) return 'done';
  return null;
}

export function wholeAndPartsKind(p: Problem): Model | null {
  if (p.ask.form !== 'number') return null;
  if (OTHER.test(p.text.replace(p.ask.text, FILL_ASK.test(p.ask.text) ? '' : p.ask.text))) return null;
  const unit = p.ask.unit;
  const measure = p.ask.measure;
  if (!unit && !measure) return null;
  const amountOf = (q: Qty): Rat | null => {
    if (q.kind !== 'plain') return null;
    if (unit) return q.unit ? convert(q.value, q.unit, unit) : null;
    return sameCount(q.measure, measure) ? q.value : null;
  };
  const asked = askRole(p.ask.text);
  if (!asked) return null;
  const parts: Array<{ role: Role; q: Qty; v: Rat }> = [];
  for (let c = 0; c < p.clauses.length; c++) {
    if (c === p.ask.clause) continue;
    const nums = p.qs.filter((q) => q.clause === c && !isOptional(q));
    if (!nums.length) continue;
    if (nums.length > 1) return null;
    const q = nums[0];
    const v = amountOf(q);
    if (!v) return null;
    const text = p.clauses[c];
    const role = roleOf(text, text.slice(0, q.start - p.offsets[c]));
    if (!role) return null;
    parts.push({ role, q, v });
  }
  if (p.qs.some((q) => q.clause === p.ask.clause && !isOptional(q))) return null;
  const whole = parts.filter((x) => x.role === 'whole');
  const done = parts.filter((x) => x.role === 'done');
  const rest = parts.filter((x) => x.role === 'rest');
  // the asked role is the one not told; the whole and the rest are told once at most
  if (parts.some((x) => x.role === asked) || whole.length > 1 || rest.length > 1) return null;
  const sum = (xs: typeof parts) => xs.reduce((s, x) => s.add(x.v), Rat.ZERO);
  let answer: Rat;
  let expr: string;
  if (asked === 'whole') {
    if (!done.length || rest.length !== 1) return null;
    answer = sum(done).add(rest[0].v);
    expr = [...done, ...rest].map((x) => numTex(x.v)).join(' + ');
  } else if (asked === 'rest') {
    if (whole.length !== 1 || !done.length) return null;
    answer = whole[0].v.sub(sum(done));
    expr = [whole[0], ...done].map((x) => numTex(x.v)).join(' - ');
  } else {
    if (whole.length !== 1 || rest.length !== 1 || done.length) return null;
    answer = whole[0].v.sub(rest[0].v);
    expr = `${numTex(whole[0].v)} - ${numTex(rest[0].v)}`;
  }
  if (answer.sign() <= 0) return null;
  const W = asked === 'whole' ? answer : whole[0].v;
  const check = sum(done).add(asked === 'rest' ? answer : asked === 'done' ? answer : rest[0].v);
  if (!check.eq(W)) return null;
  const name = unit?.name ?? measure ?? '';
  return {
    kind: 'whole-and-parts',
    idea: '总数 = 已经完成的部分 + 还没完成的部分；求总数用加法，求其中一部分用减法。',
    steps: [`**列式计算** $${expr} = ${numTex(answer)}$（${name}）`],
    answer,
    unit: name,
    form: 'number',
    used: parts.map((x) => x.q),
    check: `验算：已经完成的与还没完成的合起来是 $${numTex(W)}$，正好是总数。`,
  };
}
