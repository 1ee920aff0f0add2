import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex, type Problem, type Qty } from '../read';
import { convert, UNITS } from '../units';

/**
 * 总价 of a purchase of two things, each priced for one: 「一支笔3元，一本本子2元，小明买了2支笔和3本本子，一共花了多少元？」
 * → 3 × 2 + 2 × 3. Each count is paired with the price of the thing it names, in the same count word.
 */

const PRICE = /^一([\u4e00-\u9fff])([\u4e00-\u9fff]{1,5}?)(?:的?(?:价钱|价格|售价|单价))?(?:是|要|卖)?$/;
const BOUGHT =
  /买了?(\d+|[一二两三四五六七八九十]+)([\u4e00-\u9fff])([\u4e00-\u9fff]{1,5}?)(?:和|与|、|还有)(\d+|[一二两三四五六七八九十]+)([\u4e00-\u9fff])([\u4e00-\u9fff]{1,5}?)(?=[，,。？?]|一共|共|要|需要|花|用|$)/;

interface Priced {
  word: string;
  name: string;
  price: Rat;
  q: Qty;
}

export function pricedPurchaseKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || p.ask.unit?.dim !== 'money' || !/一共|共|总共|合计/.test(p.ask.text)) return null;
  if (/比|倍|剩|找回|带了|每|各|平均|%|分之|打折/.test(p.text)) return null;
  // 「一共要付多少元」 asks the total; money paid told before it makes another story (找回, 还剩)
  if (/付/.test(p.text.slice(0, p.offsets[p.ask.clause]))) return null;
  const yuan = UNITS.get('元');
  const bought = BOUGHT.exec(p.text);
  if (!yuan || !bought) return null;
  const boughtAt = bought.index ?? 0;
  const boughtEnd = boughtAt + bought[0].length;
  const priced: Priced[] = [];
  const counts: Qty[] = [];
  for (const q of p.qs) {
    if (q.start >= boughtAt && q.start < boughtEnd) {
      counts.push(q);
      continue;
    }
    if (q.label) continue;
    const clause = p.clauses[q.clause];
    const head = clause.slice(0, q.start - p.offsets[q.clause]);
    const m = PRICE.exec(head);
    // 「一支笔3元」: the whole clause is one thing and its price
    if (q.unit?.dim === 'money' && q.kind === 'plain' && m && q.end === p.offsets[q.clause] + clause.length) {
      priced.push({ word: m[1], name: m[2], price: convert(q.value, q.unit, yuan) as Rat, q });
      continue;
    }
    // the 一 of 「一支笔」 is part of its price clause
    if (isOptional(q)) continue;
    return null;
  }
  if (priced.length !== 2 || counts.length !== 2) return null;
  const pick = (word: string, name: string) =>
    priced.filter((x) => x.word === word && (x.name === name || name.endsWith(x.name) || x.name.endsWith(name)));
  const first = pick(bought[2], bought[3]);
  const second = pick(bought[5], bought[6]);
  if (first.length !== 1 || second.length !== 1 || first[0] === second[0]) return null;
  const [a, b] = counts;
  if (a.value.sign() <= 0 || b.value.sign() <= 0 || !a.value.isInteger() || !b.value.isInteger()) return null;
  const p1 = first[0].price;
  const p2 = second[0].price;
  const total = p1.mul(a.value).add(p2.mul(b.value));
  // check: added one thing at a time
  let again = Rat.ZERO;
  for (let i = 0n; i < a.value.n; i++) again = again.add(p1);
  for (let i = 0n; i < b.value.n; i++) again = again.add(p2);
  if (!again.eq(total)) return null;
  // 「一共要付多少角」: the total told in the unit asked
  const asked = p.ask.unit;
  const answer = convert(total, yuan, asked) as Rat | null;
  if (!answer) return null;
  return {
    kind: 'priced-purchase',
    idea: '单价 × 数量 = 总价：先分别求两种东西各花多少元，再合起来。',
    steps: [
      `**分析数量关系** ${first[0].name}每${bought[2]} $${numTex(p1)}$ 元，买 $${numTex(a.value)}$ ${bought[2]}；${second[0].name}每${bought[5]} $${numTex(p2)}$ 元，买 $${numTex(b.value)}$ ${bought[5]}。`,
      `**列式计算** $${numTex(p1)} \\times ${numTex(a.value)} + ${numTex(p2)} \\times ${numTex(b.value)} = ${numTex(p1.mul(a.value))} + ${numTex(p2.mul(b.value))} = ${numTex(total)}$（元）${asked.name === '元' ? '' : `，即 $${numTex(answer)}$ ${asked.name}`}`,
    ],
    answer,
    unit: asked.name,
    form: 'number',
    used: [first[0].q, second[0].q, a, b],
    check: `验算：一件一件地加起来，也是 $${numTex(again)}$ 元。`,
  };
}
