import { Rat } from '../../../math/expression/rational';
import type { Model } from '../model';
import { numTex, type Problem, type Qty } from '../read';
import { quantitiesIn } from './spans';

/**
 * Ages some years before or after now (年龄问题): 「弟弟今年4岁，哥哥比弟弟大8岁，2年前哥哥多少岁？」,
 * 「妈妈今年42岁，小明今年16岁，30年后妈妈比小明大多少岁？」. Every clause before the question must be one person's
 * age this year or one person older/younger than another; everyone grows one year a year, so the difference
 * never changes (the check).
 */

const WHO = '([\\u4e00-\\u9fff]{1,4}?)';
/** 「小明今年9岁」「今年爸爸38岁」「爸爸的年龄是38岁」; 今年 may be told once for every age after it (今年爸爸38岁，儿子10岁). */
const AGE = new RegExp(`^(今年|现在)?${WHO}(今年|现在)?(?:的年龄)?(?:是)?(\\d+)岁了?$`);
const REL = new RegExp(`^${WHO}(?:今年|现在)?比${WHO}(大|小)(\\d+)岁$`);
const ASK_AGE = new RegExp(`^(?:再过)?(\\d+)年(后|前|以后|以前)${WHO}(?:的年龄)?(?:是|有)?(?:多少|几)岁$`);
const ASK_DIFF = new RegExp(`^(?:再过)?(\\d+)年(后|前|以后|以前)${WHO}比${WHO}(大|小)(?:多少|几)岁$`);

export function ageShiftKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !/岁/.test(p.ask.text)) return null;
  const ages = new Map<string, Rat>();
  const said: string[] = [];
  // which clauses each age rests on: every told age must be needed for the answer
  const deps = new Map<string, Set<number>>();
  const clauses = p.clauses.slice(0, p.ask.clause).filter(Boolean);
  if (p.clauses.slice(p.ask.clause + 1).some(Boolean)) return null;
  let nowTold = false;
  for (const [i, c] of clauses.entries()) {
    const told = AGE.exec(c);
    nowTold ||= !!told && !!(told[1] || told[3]);
    // an age is this year's when 今年 (现在) is said of it or of an age before it
    const a = told && nowTold ? [told[0], told[2], told[4]] : null;
    const r = told ? null : REL.exec(c);
    if (told && !a) return null;
    if (a) {
      if (ages.has(a[1])) return null;
      ages.set(a[1], Rat.of(Number(a[2])));
      deps.set(a[1], new Set([i]));
      said.push(`${a[1]}今年 $${a[2]}$ 岁`);
    } else if (r) {
      const base = ages.get(r[2]);
      if (!base || ages.has(r[1])) return null;
      const age = r[3] === '大' ? base.add(Rat.of(Number(r[4]))) : base.sub(Rat.of(Number(r[4])));
      if (age.sign() <= 0) return null;
      ages.set(r[1], age);
      deps.set(r[1], new Set([...(deps.get(r[2]) ?? []), i]));
      said.push(`${r[1]}今年 $${numTex(base)} ${r[3] === '大' ? '+' : '-'} ${r[4]} = ${numTex(age)}$ 岁`);
    } else return null;
  }
  const asked = ASK_DIFF.exec(p.ask.text) ?? ASK_AGE.exec(p.ask.text);
  if (!asked) return null;
  const years = Rat.of(Number(asked[1]));
  const later = asked[2].endsWith('后');
  const used = quantitiesIn(p, [[0, p.text.length]]);
  if (!used || used.some((q: Qty) => q.kind !== 'plain')) return null;
  if (asked.length === 6) {
    // the difference some years before or after: the same as now
    const [y, x] = [ages.get(asked[3]), ages.get(asked[4])];
    if (!y || !x || asked[3] === asked[4]) return null;
    if (new Set([...(deps.get(asked[3]) ?? []), ...(deps.get(asked[4]) ?? [])]).size !== clauses.length) return null;
    const diff = asked[5] === '大' ? y.sub(x) : x.sub(y);
    if (diff.sign() <= 0) return null;
    const ys = later ? y.add(years) : y.sub(years);
    const xs = later ? x.add(years) : x.sub(years);
    if (xs.sign() <= 0 || ys.sign() <= 0) return null;
    const check = asked[5] === '大' ? ys.sub(xs) : xs.sub(ys);
    if (!check.eq(diff)) return null;
    return {
      kind: 'age-shift',
      idea: '年龄差不变：每过一年，每个人都长一岁，两人相差的岁数永远不变。',
      steps: [
        ...said.map((s) => `**已知** ${s}`),
        `**年龄差** $${numTex(asked[5] === '大' ? y : x)} - ${numTex(asked[5] === '大' ? x : y)} = ${numTex(diff)}$（岁），${asked[1]}年${later ? '后' : '前'}仍相差 $${numTex(diff)}$ 岁`,
      ],
      answer: diff,
      unit: '岁',
      form: 'number',
      used,
      check: `${asked[1]}年${later ? '后' : '前'}两人分别是 $${numTex(ys)}$ 岁和 $${numTex(xs)}$ 岁，相差 $${numTex(check)}$ 岁。`,
    };
  }
  const now = ages.get(asked[3]);
  if (!now || deps.get(asked[3])?.size !== clauses.length) return null;
  const answer = later ? now.add(years) : now.sub(years);
  if (answer.sign() <= 0) return null;
  if (!(later ? answer.sub(years) : answer.add(years)).eq(now)) return null;
  return {
    kind: 'age-shift',
    idea: `每过一年长一岁：${asked[1]}年${later ? '后' : '前'}的年龄是今年的年龄${later ? '加上' : '减去'} ${asked[1]}。`,
    steps: [
      ...said.map((s) => `**已知** ${s}`),
      `**列式计算** $${numTex(now)} ${later ? '+' : '-'} ${asked[1]} = ${numTex(answer)}$（岁）`,
    ],
    answer,
    unit: '岁',
    form: 'number',
    used,
    check: `从 $${numTex(answer)}$ 岁再${later ? '往前推' : '过'} ${asked[1]} 年正好是今年的 $${numTex(now)}$ 岁。`,
  };
}
