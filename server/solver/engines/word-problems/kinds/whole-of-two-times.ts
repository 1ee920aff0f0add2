import { Rat } from '../../../math/expression/rational';
import { chineseNumber, numTex, type Problem, type Qty } from '../read';
import { isOptional, type Model } from '../model';
import { valueInAsked } from './change';

/** The two parts of one doing, the earlier first: 上午 · 下午, 第一天 · 第二天 … */
const HALVES: Array<[RegExp, RegExp]> = [
  [/上午/, /下午/],
  [/第一(?:天|次|周|个月|年|季度|小时)/, /第二(?:天|次|周|个月|年|季度|小时)/],
  [/上半年/, /下半年/],
  [/上半月/, /下半月/],
  [/前半场/, /后半场/],
  [/上半场/, /下半场/],
];
const WHOLE = /一共|总共|共|合计/;
/** 「两天一共」「这两次共」: the count of parts the whole is told over. */
const COUNTED = /([两二三四五六七八九十\d]+)(?:天|次|周|个月|年|个季度|小时)/;

/**
 * 求一个加数 over the two parts of one doing: 「上午运来煤1.5吨，下午又运来一些，一天共运来4.36吨，下午运来多少吨？」,
 * 「第一天修路25米，第二天修了一些，两天一共修了60米，第二天修了多少米？」 → the whole − the part told. The part told
 * and the part asked are the two halves of one pair (上午 · 下午); the whole names neither and, when it counts its
 * parts (两天), counts two.
 */
export function wholeOfTwoTimesKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || (!p.ask.unit && !p.ask.measure)) return null;
  if (/比|倍|每|平均|各|分之|%|折|剩|还要|还差|用去|吃|卖|运走|借|送|给/.test(p.text)) return null;
  // a third part named (中午, 晚上, 第三天) would be in the whole too
  if (/中午|晚上|傍晚|夜里|第[三四五六七八九十]/.test(p.text)) return null;
  const asked = p.ask.text;
  const inAsked = valueInAsked(p, true);
  const nums = p.qs.filter((q) => !isOptional(q));
  const counts = nums.filter(
    (q) => q.kind === 'plain' && WHOLE.test(p.clauses[q.clause]) && COUNTED.test(p.text.slice(q.start, q.end + 3)),
  );
  const amounts = nums.filter((q) => !counts.includes(q));
  if (amounts.length !== 2 || amounts.some((q) => q.clause === p.ask.clause || inAsked(q) === null)) return null;
  for (const [first, second] of HALVES) {
    const askedHalf = first.test(asked) ? first : second.test(asked) ? second : null;
    if (!askedHalf || (first.test(asked) && second.test(asked))) continue;
    const otherHalf = askedHalf === first ? second : first;
    const named = (q: Qty, half: RegExp) => half.test(p.clauses[q.clause]);
    const part = amounts.filter((q) => named(q, otherHalf) && !named(q, askedHalf) && !WHOLE.test(p.clauses[q.clause]));
    const whole = amounts.filter((q) => !named(q, first) && !named(q, second) && WHOLE.test(p.clauses[q.clause]));
    if (part.length !== 1 || whole.length !== 1) return null;
    const wholeClause = p.clauses[whole[0].clause];
    const counted = COUNTED.exec(wholeClause);
    if (counted && counted[1] !== '2' && chineseNumber(counted[1] === '两' ? '二' : counted[1]) !== 2) return null;
    // 「两天共」 over 上午 · 下午 counts two days, not the halves of one; 「两周」 over 第一天 · 第二天 counts other parts
    if (counted) {
      const half = /^第一/.test(first.source) ? /第一(天|次|周|个月|年|季度|小时)/.exec(p.text)?.[1] : null;
      if (!half || counted[0].slice(counted[1].length) !== (half === '季度' ? '个季度' : half)) return null;
    }
    if (counts.length > 1 || (counts.length === 1 && (!counts[0].value.eq(Rat.of(2)) || counts[0].clause !== whole[0].clause))) {
      return null;
    }
    // 「上半年存钱…全年共取钱…」: the whole is of the same doing as the part (its first word after 共)
    const wholeSays = wholeClause.slice(0, whole[0].start - p.offsets[whole[0].clause]);
    const doing = /(?:一共|总共|共|合计)([\u4e00-\u9fff][来去出进入回走]?)/.exec(wholeSays);
    if (doing && !/[是有计]/.test(doing[1]) && !p.clauses[part[0].clause].includes(doing[1])) return null;
    // 「李阿姨全年共…」「小红第二次…」: someone named before the whole or the half asked is the one of the part told
    const partClause = p.clauses[part[0].clause];
    const wholeWho = wholeSays.split(WHOLE)[0].replace(/^(?:这|全|整)?(?:[一两二\d]?(?:天|年|月|次|场|周|个月)|全天|全年)$/, '');
    const askedWho = asked.split(askedHalf)[0];
    if ((wholeWho && !partClause.includes(wholeWho)) || (askedWho && !partClause.includes(askedWho))) return null;
    const W = inAsked(whole[0]);
    const P = inAsked(part[0]);
    if (!W || !P) return null;
    const answer = W.sub(P);
    if (answer.sign() <= 0 || !answer.add(P).eq(W)) return null;
    const unit = p.ask.unit?.name ?? p.ask.measure ?? '';
    return {
      kind: 'whole-of-two-times',
      idea: '两部分合起来是总数，已知总数和其中一部分，求另一部分用减法。',
      steps: [`**列式计算** $${numTex(W)} - ${numTex(P)} = ${numTex(answer)}$（${unit}）`],
      answer,
      unit,
      form: 'number',
      used: nums,
      check: `验算：$${numTex(P)} + ${numTex(answer)} = ${numTex(W)}$，正好是总数。`,
    };
  }
  return null;
}
