import { Rat } from '../../../math/expression/rational';
import type { Model } from '../model';
import type { Problem } from '../read';
import { quantitiesIn, SMALL_NUMBER, smallNumber } from './spans';

/**
 * 烙饼问题（四年级上册 数学广角）: a pan holds c pieces, each piece needs both sides done, one side takes t minutes;
 * the fewest minutes for n pieces. There are 2n sides and each round does at most c of them, and one piece's two
 * sides never go in the same round: max(2, ⌈2n ÷ c⌉) rounds, each t minutes.
 */

const THING = '(?:张|条|片|个|块)';
const FOOD = '(?:饼|鱼|面包|馅饼|煎饼|鸡蛋|肉饼|牛排)?';

export function panFryingKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !/[烙煎烤]/.test(p.text) || !/分钟/.test(p.ask.text)) return null;
  if (!/至少|最少|最快|要用|需要|要/.test(p.ask.text)) return null;
  // the two sides must take the same time (第一面2分钟，第二面1分钟 is another problem)
  if (/第一面|第二面|正面(?:要|需)|反面(?:要|需)|翻面/.test(p.text)) return null;
  const cap = new RegExp(
    `(?:每次|一次|每锅|同时)(?:最多|只)?(?:能|可以|可)?(?:同时)?(?:烙|煎|烤|放)${SMALL_NUMBER}${THING}|只能(?:同时)?(?:烙|煎|烤|放)${SMALL_NUMBER}${THING}`,
  ).exec(p.text);
  const side =
    /(?:每面|每一面|一面|正反面各|正、反面各|正面和反面各|正反两面各|两面各)(?:都)?(?:要|需要|需|用)?(?:烙|煎|烤)?(?:各)?(?:需|要)?(\d+(?:\.\d+)?)分钟/.exec(
      p.text,
    );
  if (!cap || !side) return null;
  const c = smallNumber(cap[1] ?? cap[2]);
  const t = Rat.parseDecimal(side[1]);
  if (!c || c < 1 || !t || t.sign() <= 0) return null;
  // the pieces to do: 「烙7张饼」「煎三条鱼」 after the capacity is told, in the question's sentence or before it
  const items = [...p.text.matchAll(new RegExp(`(?:烙|煎|烤)(?:好)?${SMALL_NUMBER}(张|条|片|个|块)${FOOD}`, 'g'))].filter(
    // 「煎一张饼需要2分钟」 tells the time of one piece: not the pieces asked
    (m) => m.index >= cap.index + cap[0].length && !/^(?:共|一共)?(?:需要|要|需|用)\d/.test(p.text.slice(m.index + m[0].length)),
  );
  if (items.length !== 1) return null;
  const n = smallNumber(items[0][1]);
  if (!n || n < 1 || n > 10000) return null;
  const spans: Array<[number, number]> = [
    [cap.index, cap.index + cap[0].length],
    [side.index, side.index + side[0].length],
    [items[0].index, items[0].index + items[0][0].length],
  ];
  // 「煎一张饼需要2分钟（正、反面各1分钟）」: the time of one piece must be both sides
  const one = new RegExp(`(?:烙|煎|烤)(?:一|1)${THING}${FOOD}(?:共|一共)?(?:需要|要|需|用)(\\d+(?:\\.\\d+)?)分钟`).exec(p.text);
  if (one) {
    const whole = Rat.parseDecimal(one[1]);
    if (!whole?.eq(t.mul(Rat.of(2)))) return null;
    spans.push([one.index, one.index + one[0].length]);
  }
  // 「两面都要烙」 counts the sides, it is no amount
  for (const m of p.text.matchAll(/两面/g)) spans.push([m.index, m.index + 2]);
  const used = quantitiesIn(p, spans);
  if (!used) return null;
  const rounds = Math.max(2, Math.ceil((2 * n) / c));
  const answer = t.mul(Rat.of(rounds));
  // check: the rounds do every side once, at most c at a time, never both sides of one piece together
  if (rounds * c < 2 * n || (rounds > 2 && (rounds - 1) * c >= 2 * n)) return null;
  return {
    kind: 'pan-frying',
    idea: '烙饼问题：每次都让锅里放满，合理安排正反面，使锅不空着。',
    steps: [
      `**分析数量关系** ${n} ${items[0][2]}，每${items[0][2]}有 2 面，一共 $${n} \\times 2 = ${2 * n}$ 面；锅里每次最多 ${c} 面${n < c ? '，但同一个的两面不能同时烙，至少要 2 次' : ''}。`,
      `**列式计算** 至少烙 $${rounds}$ 次，每次 $${t.toString()}$ 分钟：$${rounds} \\times ${t.toString()} = ${answer.toString()}$（分钟）`,
    ],
    answer,
    unit: '分钟',
    form: 'number',
    decimal: true,
    used,
    check: `${rounds} 次共能烙 $${rounds * c}$ 面，够 ${2 * n} 面；${rounds > 2 ? `少一次只能烙 $${(rounds - 1) * c}$ 面，不够` : '每个都要烙正反两面，不能少于 2 次'}。`,
  };
}
