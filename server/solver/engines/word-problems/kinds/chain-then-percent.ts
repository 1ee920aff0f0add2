import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex, type Problem } from '../read';
import { ADDITIVE, unitChain } from './rate';

const MORE = /多|增加|提高|超出|超过|增产/;
const LESS = /少|减少|降低|节约|节省|减产/;
/** Words of any story, shared by a clause and the question without tying them together. */
const COMMON = new Set(['实际', '计划', '原来', '多少', '一共', '现在', '需要', '可以', '应该']);

/** The two-character words of a clause. */
function bigrams(s: string): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + 1 < s.length; i++) if (/^[\u4e00-\u9fff]{2}$/.test(s.slice(i, i + 2))) out.add(s.slice(i, i + 2));
  return out;
}

/**
 * 「需要粉刷500平方米，每平方米需要涂料0.6千克，要多准备10%，实际应准备多少千克涂料？」: the amount is one product of
 * units (500 × 0.6), then the percent more or less said of that very amount (the clause of the percent and the question
 * speak of the same thing: 准备) — × (1 ± 10%). Not when the percent is said of a rate or a time (每天多修25%,
 * 效率提高) while a quotient is asked, which would change inversely.
 */
export function chainThenPercentKind(p: Problem): Model | null {
  if (p.ask.form !== 'number') return null;
  const told = p.qs.filter((q) => !isOptional(q));
  const percents = told.filter((q) => q.kind === 'percent');
  if (percents.length !== 1) return null;
  const pc = percents[0];
  const clause = p.clauses[pc.clause];
  if (pc.clause === p.ask.clause || told.some((q) => q !== pc && q.clause === pc.clause)) return null;
  // (「15天看完，实际多看了25%」: a whole job done, no amount to grow)
  if (/完/.test(p.text)) return null;
  if (/每|效率|速度|时间|天数|单价|价格|比例|之后又|再/.test(clause) || /比(?!原计划|计划|原来|预计)/.test(clause)) return null;
  // 「多准备10%的刷子」: the percent of another thing than the one asked (「10%的袋子 … 多少个袋子」 is the same)
  const of = /%的([\u4e00-\u9fff]{1,2})/.exec(clause);
  if (of && !p.ask.text.includes(of[1])) return null;
  const more = MORE.test(clause);
  if (more === LESS.test(clause.replace(/多少/g, ''))) return null;
  // the amount after the change is asked (实际, 现在, 今年, 应准备), not the change itself nor the amount before it
  const ask = p.ask.text.replace(/多少/g, '');
  if (MORE.test(ask) || LESS.test(ask) || /计划|原|去年|以前|之前|本来/.test(ask) || !/实际|现在|今年|后|应|要/.test(ask)) return null;
  const shared = [...bigrams(clause)].filter((w) => !COMMON.has(w) && bigrams(p.ask.text).has(w));
  if (!shared.length) return null;
  // the rest of the story is one product or quotient of units, told with no other relation (as the rate kind reads it)
  const others = p.text.replace(clause, '').replace(/多少|多远|多长|多久|多重|多高|多大|至少|最多|最少/g, '');
  if (ADDITIVE.test(others) || /多|少/.test(others)) return null;
  // 「运来了15箱，比计划少运了20%」: an amount told as done is already the after-amount, not the one the percent is of
  if (told.some((q) => q !== pc && /了|已经|实际/.test(p.clauses[q.clause]))) return null;
  const base = unitChain(
    p,
    told.filter((q) => q !== pc),
  );
  if (!base) return null;
  const factor = more ? Rat.ONE.add(pc.value) : Rat.ONE.sub(pc.value);
  if (factor.sign() <= 0) return null;
  const answer = base.answer.mul(factor);
  const sign = more ? '+' : '-';
  return {
    kind: 'chain-then-percent',
    idea: `先求出原来的数量，再把它看作单位“1”，${more ? '多' : '少'}了 ${pc.raw}，就是它的 $(1 ${sign} ${numTex(pc.value.mul(Rat.of(100)))}\\%)$。`,
    steps: [
      ...base.steps,
      `**再求${more ? '多' : '少'}${pc.raw}后的数量** $${numTex(base.answer)} \\times (1 ${sign} ${numTex(pc.value.mul(Rat.of(100)))}\\%) = ${numTex(answer)}$（${base.unit}）`,
    ],
    answer,
    unit: base.unit,
    form: 'number',
    decimal: true,
    used: [...base.used, pc],
    check: `验算：$${numTex(answer)} \\div (1 ${sign} ${numTex(pc.value.mul(Rat.of(100)))}\\%) = ${numTex(answer.div(factor))}$，正是原来的数量。`,
  };
}
