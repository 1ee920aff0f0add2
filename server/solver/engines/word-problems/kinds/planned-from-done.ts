import { isOptional, type Model } from '../model';
import { numTex, type Problem, type Qty } from '../read';
import { ADDITIVE, unitChain } from './rate';

/** 「比原计划多安装了18台」: what was done told against the plan, the difference right after. */
const AGAINST_PLAN = /比(原计划|计划|原定|预定|预计)(多|少)[\u4e00-\u9fff]{0,3}?$/;

/** Two amounts of the same kind: the same unit's dimension, or the same count word (名, 位 and 人 alike). */
function sameKind(a: Qty, b: Qty): boolean {
  if (a.unit || b.unit) return !!a.unit && !!b.unit && a.unit.dim === b.unit.dim && a.unit.factor.eq(b.unit.factor);
  const people = (w: string | null) => (w === '名' || w === '位' ? '人' : w);
  return !!a.measure && people(a.measure) === people(b.measure);
}

/**
 * 「26天安装了226台电脑，比原计划多安装了18台，原计划每天安装多少台？」: the amount planned is the amount done less
 * (or plus) the difference told, in the same days; the plan asked is then one product or quotient of units with it.
 */
export function plannedFromDoneKind(p: Problem): Model | null {
  if (p.ask.form !== 'number') return null;
  const told = p.qs.filter((q) => !isOptional(q));
  const diffs = told.filter((q) => {
    const head = p.clauses[q.clause].slice(0, q.start - p.offsets[q.clause]);
    return q.kind === 'plain' && AGAINST_PLAN.test(head);
  });
  if (diffs.length !== 1) return null;
  const d = diffs[0];
  const head = p.clauses[d.clause].slice(0, d.start - p.offsets[d.clause]);
  const against = AGAINST_PLAN.exec(head);
  // 「二车间比原计划多生产了60个」: the difference is of another doer than the amount done before it
  if (against && !/^(?:实际上?|结果|这样|一共|共)?$/.test(head.slice(0, against.index))) return null;
  if (!against || !p.ask.text.includes(against[1].replace(/^原/, '')) || /实际|比/.test(p.ask.text)) return null;
  if (told.some((q) => q !== d && q.clause === d.clause)) return null;
  // the amount done: the one of the difference's kind told just before it
  const done = told.filter((q) => q !== d && q.clause < d.clause && sameKind(q, d));
  if (done.length !== 1 || done[0].clause !== d.clause - 1) return null;
  const a = done[0];
  const more = against[2] === '多';
  const planned = more ? a.value.sub(d.value) : a.value.add(d.value);
  if (planned.sign() <= 0) return null;
  // nothing else related: the rest of the story is one product or quotient of units
  const others = p.text
    .replace(p.clauses[d.clause], '')
    .replace(p.ask.text, '')
    .replace(/多少|多远|多长|多久|多重|多高|多大|至少|最多|最少/g, '');
  if (ADDITIVE.test(others) || /多|少/.test(others)) return null;
  const plan: Qty = { ...a, value: planned };
  const m = unitChain(
    { ...p, qs: p.qs.map((q) => (q === a ? plan : q)) },
    told.filter((q) => q !== d).map((q) => (q === a ? plan : q)),
  );
  if (!m?.used.includes(plan)) return null;
  const word = a.unit?.name ?? a.measure ?? '';
  return {
    ...m,
    kind: 'planned-from-done',
    idea: `实际的比计划${more ? '多' : '少'} ${numTex(d.value)}${word}，先求计划的数量，${m.idea}`,
    steps: [
      `**第一步** 计划的数量：$${numTex(a.value)} ${more ? '-' : '+'} ${numTex(d.value)} = ${numTex(planned)}$（${word}）`,
      ...m.steps,
    ],
    used: [...m.used.map((q) => (q === plan ? a : q)), d],
  };
}
