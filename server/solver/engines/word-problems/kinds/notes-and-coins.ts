import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex, type Problem, type Qty } from '../read';
import { convert, UNITS } from '../units';

/**
 * 认识人民币 (一年级下): notes or coins of told values, counted, added — 「储蓄罐里有1元硬币28枚，5角硬币12枚，一共有多少元？」,
 * 「有3张10元的和4张5元的纸币，一共多少元？」 → Σ value × count.
 */

const MONEY_WORD = '(?:的)?(?:硬币|纸币|钞票|人民币|钱币)?';
const VALUE_THEN_COUNT = new RegExp(`(\\d+(?:\\.\\d+)?(?:元|角|分))${MONEY_WORD}(?:有)?(\\d+)(张|枚|个)`, 'g');
const COUNT_THEN_VALUE = new RegExp(`(\\d+)(张|枚|个)(?:面值)?(\\d+(?:\\.\\d+)?(?:元|角|分))${MONEY_WORD}`, 'g');

/** The notes or coins told, each with its value and its count; null when a number of the story is none of them. */
function pairsTold(p: Problem, text: string): Array<{ value: Qty; count: Qty }> | null {
  const pairs: Array<{ value: Qty; count: Qty }> = [];
  const at = (i: number) => p.qs.find((q) => q.start === i);
  for (const re of [VALUE_THEN_COUNT, COUNT_THEN_VALUE]) {
    for (const m of text.matchAll(re)) {
      const i = m.index ?? 0;
      const valueFirst = re === VALUE_THEN_COUNT;
      const v = at(valueFirst ? i : i + m[1].length + m[2].length + (m[0].includes('面值') ? 2 : 0));
      const c = at(valueFirst ? i + m[0].length - m[2].length - m[3].length : i);
      if (!v || !c) return null;
      pairs.push({ value: v, count: c });
    }
  }
  return pairs;
}

/** 「我最多能换几张50元的纸币」: the note asked, its value right after the count asked. */
const EXCHANGE_ASK = /换(?:成|回)?(?:多少|几)(张|枚|个)(\d+(?:\.\d+)?(?:元|角|分))(?:的)?(?:硬币|纸币|钞票|人民币|钱币)?$/;

/**
 * 认识人民币: notes or coins changed for notes of another value — 「有102张1元的纸币，最多能换几张50元的纸币？」 →
 * the money told ÷ the value of one note asked, 去尾法 when 最多 is asked (a part of a note cannot be had).
 */
export function exchangeNotesKind(p: Problem): Model | null {
  if (p.ask.form !== 'number') return null;
  const asked = EXCHANGE_ASK.exec(p.ask.text);
  if (!asked || /买|花|用|剩|还|比|倍|每|平均|找|又|送|给/.test(p.text)) return null;
  const target = p.qs.find(
    (q) => q.clause === p.ask.clause && q.start === p.offsets[p.ask.clause] + (asked.index ?? 0) + asked[0].indexOf(asked[2]),
  );
  if (target?.unit?.dim !== 'money' || target.value.sign() <= 0) return null;
  const before = p.text.slice(0, p.offsets[p.ask.clause]);
  const pairs = pairsTold(p, before);
  if (!pairs?.length) return null;
  // 「小红有…，小明有…，小红最多能换几张」: a question about one of several owners counts only that one's money
  const askWho = p.ask.text.replace(/(?:最多|至多|一共|能|可以|可|换).*$/, '');
  if (askWho && !/^(?:他|她|我|你)$/.test(askWho) && pairs.some((x) => !p.clauses[x.count.clause].startsWith(askWho))) return null;
  const used = [...pairs.flatMap((x) => [x.value, x.count]), target];
  if (new Set(used).size !== used.length || p.qs.some((q) => !isOptional(q) && !used.includes(q))) return null;
  const unit = target.unit;
  let money = Rat.ZERO;
  const terms: string[] = [];
  for (const { value, count } of pairs) {
    if (value.unit?.dim !== 'money' || count.unit || !count.value.isInteger()) return null;
    const v = convert(value.value, value.unit, unit) as Rat;
    money = money.add(v.mul(count.value));
    terms.push(`${numTex(v)} \\times ${numTex(count.value)}`);
  }
  const exact = money.div(target.value);
  const whole = Rat.of(exact.n / exact.d);
  // not whole: only 「最多能换几张」 asks the notes that can be had, the rest kept
  if (!exact.isInteger() && !/最多|至多/.test(p.ask.text)) return null;
  const left = money.sub(whole.mul(target.value));
  const name = unit.name;
  return {
    kind: 'exchange-notes',
    idea: `先算一共有多少${name}，再看里面有几个 $${numTex(target.value)}$ ${name}，用除法${exact.isInteger() ? '' : '；换不成一整张的零钱留下，用去尾法'}。`,
    steps: [
      `**一共有多少钱** $${terms.join(' + ')} = ${numTex(money)}$（${name}）`,
      exact.isInteger()
        ? `**能换几${asked[1]}** $${numTex(money)} \\div ${numTex(target.value)} = ${numTex(whole)}$（${asked[1]}）`
        : `**能换几${asked[1]}** $${numTex(money)} \\div ${numTex(target.value)} = ${numTex(whole)}$（${asked[1]}）……$${numTex(left)}$（${name}），最多换 $${numTex(whole)}$ ${asked[1]}`,
    ],
    answer: whole,
    unit: asked[1],
    form: 'number',
    used,
    check: `验算：$${numTex(whole)} \\times ${numTex(target.value)} + ${numTex(left)} = ${numTex(money)}$（${name}），剩下的 $${numTex(left)}$ ${name}不够再换一${asked[1]}。`,
  };
}

export function notesAndCoinsKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || p.ask.unit?.dim !== 'money' || !/一共|共|总共|合计/.test(p.ask.text)) return null;
  if (/换|买|花|用|剩|还|比|倍|每|平均|找/.test(p.text)) return null;
  if (!/硬币|纸币|钞票|人民币|钱币|的/.test(p.text)) return null;
  const pairs = pairsTold(p, p.text);
  if (!pairs) return null;
  const used = pairs.flatMap((x) => [x.value, x.count]);
  if (pairs.length < 2 || new Set(used).size !== used.length) return null;
  if (p.qs.some((q) => !isOptional(q) && !used.includes(q))) return null;
  const unit = p.ask.unit;
  let answer = Rat.ZERO;
  const terms: string[] = [];
  for (const { value, count } of pairs) {
    if (value.unit?.dim !== 'money' || count.unit || !count.value.isInteger()) return null;
    const v = convert(value.value, value.unit, unit) as Rat;
    answer = answer.add(v.mul(count.value));
    terms.push(`${numTex(v)} \\times ${numTex(count.value)}`);
  }
  // check: the same sum in 分, whole numbers only
  const fen = UNITS.get('分钱');
  if (!fen) return null;
  const inFen = pairs.reduce(
    (s, x) => s.add((convert(x.value.value, x.value.unit as NonNullable<Qty['unit']>, fen) as Rat).mul(x.count.value)),
    Rat.ZERO,
  );
  if (!inFen.isInteger() || !(convert(inFen, fen, unit) as Rat).eq(answer)) return null;
  return {
    kind: 'notes-and-coins',
    idea: '每种钱的面值 × 张（枚）数，再把几种钱合起来；角和分先换算成元（1元 = 10角，1角 = 10分）。',
    steps: [`**列式计算** $${terms.join(' + ')} = ${numTex(answer)}$（${unit.name}）`],
    answer,
    unit: unit.name,
    form: 'number',
    used,
    check: `验算：都换成分来算，一共 $${numTex(inFen)}$ 分，正好是 $${numTex(answer)}$ ${unit.name}。`,
  };
}
