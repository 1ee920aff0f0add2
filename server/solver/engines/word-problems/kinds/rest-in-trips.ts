import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex, type Problem, type Qty } from '../read';
import { convert, type Unit } from '../units';

/** 「载重4.5吨的汽车」「每次能运6吨」「每车装3吨」: what one trip carries. */
const LOAD = /(?:载重量?|载重是|载质量)(?:是|为)?$|每(?:次|趟|车)(?:能|可以|可)?(?:运|装|拉)(?:走)?$/;
/** 「余下的改用…运」「剩下的由…运」: the second vehicle carries what the first left. */
const REST = /余下|剩下|剩余|其余|其他的/;

/**
 * 进一法 after a first vehicle's trips: 「工地需要52吨沙子，用一辆载重4.5吨的汽车运8次，余下的改用一辆载重3.5吨的汽车
 * 运，还要运多少次？」 → (52 − 4.5 × 8) ÷ 3.5 ≈ 4.57, so 5 trips (the last one carries less). The whole is told first,
 * the first load and its trips next, the second load after 余下/剩下; the check: one trip fewer is not enough.
 */
export function restInTripsKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !/^[次趟]$/.test(p.ask.measure ?? '') || !/还|再/.test(p.ask.text)) return null;
  if (/比|倍|分之|%|折|又|同时|往返|返回|每天|每小时/.test(p.text)) return null;
  const nums = p.qs.filter((q) => !isOptional(q));
  if (nums.length !== 4 || nums.some((q) => q.kind !== 'plain' || q.clause === p.ask.clause)) return null;
  const trips = nums.filter((q) => !q.unit && q.measure === p.ask.measure);
  const amounts = nums.filter((q) => q.unit);
  if (trips.length !== 1 || amounts.length !== 3) return null;
  const [whole, first, second] = amounts;
  const unit = whole.unit;
  if (!unit || amounts.some((q) => q.unit?.dim !== unit.dim) || !trips[0].value.isInteger()) return null;
  const before = (q: Qty) => p.clauses[q.clause].slice(0, q.start - p.offsets[q.clause]);
  if (LOAD.test(before(whole)) || !LOAD.test(before(first)) || !LOAD.test(before(second))) return null;
  // the trips are the first vehicle's: told after its load, before the rest is named
  if (!(trips[0].start > first.start && trips[0].start < second.start)) return null;
  // 「剩下的沙子」 after 有煤30吨: what is left is of the thing told, if it is named
  const restNamed = /(?:余下|剩下|剩余|其余)的(?![用由改让交再还])([\u4e00-\u9fff]{1,3}?)(?=用|由|改|让|交|再|还|[，,])/.exec(p.text)?.[1];
  if (
    restNamed &&
    !/^(?:部分|货物?)$/.test(restNamed) &&
    !p.text
      .slice(0, second.start)
      .replace(/(?:余下|剩下|剩余|其余)的[\u4e00-\u9fff]*/, '')
      .includes(restNamed)
  )
    return null;
  const restAt = p.text.slice(trips[0].end, second.start).search(REST);
  if (restAt < 0) return null;
  const W = whole.value;
  const a = convert(first.value, first.unit as Unit, unit);
  const b = convert(second.value, second.unit as Unit, unit);
  if (!a || !b || a.sign() <= 0 || b.sign() <= 0) return null;
  const carried = a.mul(trips[0].value);
  const rest = W.sub(carried);
  if (rest.sign() <= 0) return null;
  const exact = rest.div(b);
  const down = exact.n / exact.d;
  const answer = exact.isInteger() ? exact : Rat.of(down + 1n);
  // check: the answer's trips carry all that is left, one trip fewer does not
  if (b.mul(answer).cmp(rest) < 0 || b.mul(answer.sub(Rat.ONE)).cmp(rest) >= 0) return null;
  const u = unit.name;
  const m = p.ask.measure as string;
  return {
    kind: 'rest-in-trips',
    idea: '先求第一辆车运走的，再求剩下的，剩下的 ÷ 第二辆车每次运的 = 还要运的次数；最后一次不满也要运一次（进一法）。',
    steps: [
      `**已经运走** $${numTex(a)} \\times ${numTex(trips[0].value)} = ${numTex(carried)}$（${u}）`,
      `**还剩** $${numTex(W)} - ${numTex(carried)} = ${numTex(rest)}$（${u}）`,
      `**还要运** $${numTex(rest)} \\div ${numTex(b)} ${exact.isInteger() ? '=' : '\\approx'} ${exact.isInteger() ? numTex(exact) : `${numTex(Rat.of(down))}\\cdots`}$，${exact.isInteger() ? '正好运完' : '余下的不满一车也要运一次，用进一法'}，要运 $${numTex(answer)}$ ${m}`,
    ],
    answer,
    unit: m,
    form: 'number',
    used: nums,
    check: `$${numTex(b)} \\times ${numTex(answer)} = ${numTex(b.mul(answer))} \\ge ${numTex(rest)}$，而少运一${m}只能运 $${numTex(b.mul(answer.sub(Rat.ONE)))}$ ${u}，不够。`,
  };
}
