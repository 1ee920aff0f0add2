import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex, type Problem, type Qty } from '../read';
import { convert, MEASURE_WORDS, UNITS, type Unit } from '../units';
import { valueInAsked } from './change';

/**
 * Two or more things, each an amount per one (每行35棵, 每千克6元) times a count, added (两步计算 — 求总价、求总数):
 * 「梨树18行，每行35棵；苹果树25行，每行32棵，共有果树多少棵？」, 「香梨和苹果各36箱，香梨每箱45元，苹果每箱55元，
 * 一共花了多少元？」, 「3千克苹果和5千克梨，每千克梨6元，每千克苹果3元，共多少钱？」.
 * Each rate is paired with its count by the thing they name, by their order (count, rate, count, rate), or shared (各, 都).
 */

interface Part {
  q: Qty;
  /** The words of its clause without the number, for pairing by name. */
  words: string;
}

const PER = new RegExp(`每(?:一)?(千克|公斤|克|吨|千米|米|厘米|平方米|公顷|小时|分钟|天|[${MEASURE_WORDS.join('')}])`);

export function sumOfProductsKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !/一共|共|总共|合计|总/.test(p.ask.text)) return null;
  if (/比|倍|分之|%|[一二三四五六七八九十\d]折|打折|折扣|几折|剩|再|平均|如果|还/.test(p.text.replace(/又买了?/g, '买'))) return null;
  const distinct = byDistinctWords(p);
  if (distinct !== undefined) return distinct;
  if (/又/.test(p.text)) return null;
  const unit = p.ask.unit;
  const measure = p.ask.measure;
  if (!unit && !measure) return null;
  const nums = p.qs.filter((q) => !isOptional(q));
  if (nums.length < 3 || nums.some((q) => q.kind !== 'plain' || q.clause === p.ask.clause)) return null;
  const per = PER.exec(p.text);
  if (!per) return null;
  const word = per[1];
  const perUnit: Unit | undefined = UNITS.get(word);
  const inAsked = valueInAsked(p);
  const counted = (q: Qty): Rat | null =>
    perUnit ? (q.unit ? convert(q.value, q.unit, perUnit) : null) : !q.unit && q.measure === word ? q.value : null;
  const rates: Part[] = [];
  const counts: Part[] = [];
  for (const q of nums) {
    const clause = p.clauses[q.clause];
    const before = clause.slice(0, q.start - p.offsets[q.clause]);
    const words = (before + clause.slice(q.end - p.offsets[q.clause])).replace(PER, '').replace(/[^\u4e00-\u9fff]/g, '');
    if (new RegExp(`每(?:一)?${word}`).test(before) && inAsked(q)) rates.push({ q, words });
    else if (counted(q)) counts.push({ q, words });
    else return null;
  }
  if (!rates.length || !counts.length || rates.length + counts.length !== nums.length) return null;
  const rv = (x: Part) => inAsked(x.q) as Rat;
  const cv = (x: Part) => counted(x.q) as Rat;
  let pairs: Array<[Part, Part]>;
  if (counts.length === 1 && rates.length >= 2 && /各|都/.test(p.clauses[counts[0].q.clause])) pairs = rates.map((r) => [r, counts[0]]);
  else if (rates.length === 1 && counts.length >= 2 && /都|同样/.test(p.clauses[rates[0].q.clause]))
    pairs = counts.map((c) => [rates[0], c]);
  else if (rates.length === counts.length && rates.length >= 2) {
    // by the thing named: every rate names exactly one count's thing
    const byName = rates.map((r) =>
      counts.filter((c) => {
        const thing = /^[\u4e00-\u9fff]{1,4}/.exec(p.text.slice(c.q.end).split(/[和与、，,。；;]/)[0])?.[0] ?? '';
        return thing.length > 0 && r.words.includes(thing);
      }),
    );
    const named = byName.every((m) => m.length === 1) && new Set(byName.map((m) => m[0])).size === rates.length;
    // 「每箱苹果20千克，每箱梨25千克，买来苹果8箱、梨6箱」: the thing named before each count and right by each rate
    const byThing = rates.map((r) => counts.filter((c) => thingBefore(p, c.q) === thingOfRate(p, r.q, word)));
    const things = byThing.every((m) => m.length === 1) && new Set(byThing.map((m) => m[0])).size === rates.length;
    if (named) pairs = rates.map((r, i) => [r, byName[i][0]]);
    else if (things) pairs = rates.map((r, i) => [r, byThing[i][0]]);
    else {
      // by order: count, rate, count, rate …
      const all = [...rates, ...counts].sort((a, b) => a.q.start - b.q.start);
      const alternate = all.every((x, i) => (i % 2 === 0) === counts.includes(x));
      if (!alternate) return null;
      pairs = [];
      for (let i = 0; i < all.length; i += 2) pairs.push([all[i + 1], all[i]]);
    }
  } else return null;
  const products = pairs.map(([r, c]) => rv(r).mul(cv(c)));
  const answer = products.reduce((s, v) => s.add(v), Rat.ZERO);
  // check: the same total counted the other way round
  const again = [...pairs].reverse().reduce((s, [r, c]) => s.add(cv(c).mul(rv(r))), Rat.ZERO);
  if (!again.eq(answer) || answer.sign() <= 0) return null;
  const name = unit?.name ?? measure ?? '';
  const expr = pairs.map(([r, c]) => `${numTex(rv(r))} \\times ${numTex(cv(c))}`).join(' + ');
  return {
    kind: 'sum-of-products',
    idea: `先分别求出每一种有多少（每${word}的数量 × ${word}数），再合起来。`,
    steps: [`**列式计算** $${expr} = ${products.map(numTex).join(' + ')} = ${numTex(answer)}$（${name}）`],
    answer,
    unit: name,
    form: 'number',
    used: nums,
    check: `验算：倒过来依次相加，结果仍是 $${numTex(answer)}$。`,
  };
}

/** The thing a count names right before it, after a comma, 、, 和 or a verb ending in 来/了/买 (「买来苹果8箱、梨6箱」). */
function thingBefore(p: Problem, q: Qty): string | null {
  const before = p.text.slice(p.offsets[q.clause], q.start);
  return /(?:^|[、和与及来了买进种有])([^、和与及来了买进种有\d]{1,4})$/.exec(before)?.[1] ?? null;
}

/** The thing a rate is of: 「每箱苹果20千克」 (after 每箱) or 「苹果每箱20千克」 (before 每). */
function thingOfRate(p: Problem, q: Qty, word: string): string | null {
  const before = p.text.slice(p.offsets[q.clause], q.start);
  const after = new RegExp(`每(?:一)?${word}([\\u4e00-\\u9fff]{1,4}?)(?:的|重|有|装|是|卖|售价|价)?$`).exec(before);
  if (after?.[1]) return after[1];
  return new RegExp(`(?:^|[、和与及])([^、和与及每\\d]{1,4})每(?:一)?${word}[\\u4e00-\\u9fff]{0,2}$`).exec(before)?.[1] ?? null;
}

/**
 * 「4支钢笔，每支12元；3本笔记本，每本5元」: each rate per a different word (支, 本), so every count pairs with the
 * one rate counted in its word. undefined when the rates do not use different words (the general reading then
 * decides); null when they do but the pairing is not one to one.
 */
function byDistinctWords(p: Problem): Model | null | undefined {
  const words = [...p.text.matchAll(new RegExp(PER.source, 'g'))].map((m) => m[1]);
  if (words.length < 2 || new Set(words).size !== words.length) return undefined;
  const unit = p.ask.unit;
  const measure = p.ask.measure;
  const inAsked = valueInAsked(p);
  const nums = p.qs.filter((q) => !isOptional(q));
  if ((!unit && !measure) || nums.some((q) => q.kind !== 'plain' || q.clause === p.ask.clause)) return null;
  const rates: Array<{ q: Qty; word: string }> = [];
  const counts: Qty[] = [];
  for (const q of nums) {
    const before = p.clauses[q.clause].slice(0, q.start - p.offsets[q.clause]);
    const w = new RegExp(`${PER.source}$`).exec(before);
    if (w && inAsked(q)) rates.push({ q, word: w[1] });
    else counts.push(q);
  }
  if (rates.length !== words.length || counts.length !== rates.length) return null;
  const countIn = (q: Qty, word: string): Rat | null => {
    const u = UNITS.get(word);
    return u ? (q.unit ? convert(q.value, q.unit, u) : null) : !q.unit && q.measure === word ? q.value : null;
  };
  const pairs: Array<[Rat, Rat]> = [];
  for (const r of rates) {
    const matches = counts.filter((c) => countIn(c, r.word));
    if (matches.length !== 1) return null;
    pairs.push([inAsked(r.q) as Rat, countIn(matches[0], r.word) as Rat]);
  }
  if (new Set(rates.map((r) => counts.find((c) => countIn(c, r.word)))).size !== rates.length) return null;
  const products = pairs.map(([r, c]) => r.mul(c));
  const answer = products.reduce((a, v) => a.add(v), Rat.ZERO);
  const again = [...pairs].reverse().reduce((a, [r, c]) => a.add(c.mul(r)), Rat.ZERO);
  if (!again.eq(answer) || answer.sign() <= 0) return null;
  const name = unit?.name ?? measure ?? '';
  return {
    kind: 'sum-of-products',
    idea: '先分别求出每一种的总数（每份的数量 × 份数），再合起来。',
    steps: [
      `**列式计算** $${pairs.map(([r, c]) => `${numTex(r)} \\times ${numTex(c)}`).join(' + ')} = ${products.map(numTex).join(' + ')} = ${numTex(answer)}$（${name}）`,
    ],
    answer,
    unit: name,
    form: 'number',
    used: nums,
    check: `验算：倒过来依次相加，结果仍是 $${numTex(answer)}$。`,
  };
}
