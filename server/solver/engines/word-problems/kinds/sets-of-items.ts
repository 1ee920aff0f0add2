import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex, type Problem, type Qty } from '../read';
import { convert, UNITS } from '../units';
import { SMALL_NUMBER, smallNumber } from './spans';

/**
 * A set (一套) made of one of each thing priced: 「一张桌子68元，一把椅子32元，买5套桌椅要多少元？」,
 * 「一条裤子45元，一件上衣比裤子贵28元，买一套衣服要多少元？」 → (price of one set) × sets.
 * One thing may be priced against another (比…贵/便宜 n 元). A set of several of one thing (配, 每套) is refused.
 */

const ITEM = /^一([\u4e00-\u9fff])([\u4e00-\u9fff]{1,5}?)(?:的?(?:价钱|价格|售价|单价))?(?:是|要|卖|需要)?$/;
const AGAINST = /^一([\u4e00-\u9fff])([\u4e00-\u9fff]{1,5}?)比(?:一[\u4e00-\u9fff])?([\u4e00-\u9fff]{1,5}?)(贵|便宜)$/;

interface Item {
  name: string;
  price: Rat;
  text: string;
}

export function setsOfItemsKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || p.ask.unit?.name !== '元') return null;
  if (/配|搭配|每套|每组|一共有|剩|找回|付|带了|倍|分之|%|打折/.test(p.text)) return null;
  // 「买5套」, or the set listed: 「买一个书包和一个文具盒」
  const sets = new RegExp(`${SMALL_NUMBER}套`).exec(p.ask.text);
  const listed = sets
    ? null
    : /^(?:买|买了)?一[\u4e00-\u9fff]([\u4e00-\u9fff]{1,5}?)和一[\u4e00-\u9fff]([\u4e00-\u9fff]{1,5}?)(?:一共|共)?(?:要|需要|用|花)/.exec(
        p.ask.text,
      );
  if (!sets && !listed) return null;
  const count = sets ? smallNumber(sets[1]) : 1;
  if (!count) return null;
  const yuan = UNITS.get('元');
  if (!yuan) return null;
  const items: Item[] = [];
  const used: Qty[] = [];
  for (let c = 0; c < p.clauses.length; c++) {
    if (c === p.ask.clause || !p.clauses[c]) continue;
    const text = p.clauses[c];
    const nums = p.qs.filter((q) => q.clause === c && !isOptional(q));
    if (nums.length !== 1) return null;
    const q = nums[0];
    if (q.kind !== 'plain' || !q.unit || q.unit.dim !== 'money' || q.end !== p.offsets[c] + text.length) return null;
    const head = text.slice(0, q.start - p.offsets[c]);
    const v = convert(q.value, q.unit, yuan) as Rat;
    const direct = ITEM.exec(head);
    const against = direct ? null : AGAINST.exec(head);
    if (direct) items.push({ name: direct[2], price: v, text });
    else if (against) {
      const other = items.find((it) => it.name === against[3] || it.name.endsWith(against[3]) || against[3].endsWith(it.name));
      if (!other) return null;
      const price = against[4] === '贵' ? other.price.add(v) : other.price.sub(v);
      if (price.sign() <= 0) return null;
      items.push({ name: against[2], price, text });
    } else return null;
    used.push(q);
  }
  const setsQ = p.qs.find((q) => q.clause === p.ask.clause && q.measure === '套' && !isOptional(q));
  if (setsQ) used.push(setsQ);
  if (p.qs.some((q) => q.clause === p.ask.clause && !isOptional(q) && q !== setsQ)) return null;
  if (items.length < 2 || new Set(items.map((it) => it.name)).size !== items.length) return null;
  // a listed set names exactly the things priced
  if (listed && (items.length !== 2 || !items.some((it) => it.name === listed[1]) || !items.some((it) => it.name === listed[2])))
    return null;
  const one = items.reduce((s, it) => s.add(it.price), Rat.ZERO);
  const answer = one.mul(Rat.of(count));
  // check: each thing bought `count` times, added up
  const again = items.reduce((s, it) => s.add(it.price.mul(Rat.of(count))), Rat.ZERO);
  if (!again.eq(answer)) return null;
  const oneExpr = items.map((it) => numTex(it.price)).join(' + ');
  return {
    kind: 'sets-of-items',
    idea: listed
      ? '每样东西各买一件，把它们的价钱加起来。'
      : `一套是${items.map((it) => `一${it.name}`).join('和')}，先求一套的价钱，再乘套数。`,
    steps: [
      `**分析数量关系** ${items.map((it) => `${it.name} $${numTex(it.price)}$ 元`).join('，')}。`,
      count === 1
        ? `**列式计算** 一套：$${oneExpr} = ${numTex(answer)}$（元）`
        : `**列式计算** $(${oneExpr}) \\times ${count} = ${numTex(one)} \\times ${count} = ${numTex(answer)}$（元）`,
    ],
    answer,
    unit: '元',
    form: 'number',
    used,
    check: `验算：每样东西各买 ${count} 件：$${items.map((it) => `${numTex(it.price)} \\times ${count}`).join(' + ')} = ${numTex(again)}$（元），结果相同。`,
  };
}
