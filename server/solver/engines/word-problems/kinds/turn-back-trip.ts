import { Rat } from '../../../math/expression/rational';
import type { Model } from '../model';
import { numTex, type Problem, type Qty } from '../read';
import { convert, type Unit } from '../units';
import { quantitiesIn } from './spans';

/** Where the walk starts: 家 (or a place named before 离/到, 「学校离图书馆」). */
const DISTANCE = /([\u4e00-\u9fff]{1,4}?)(?:离|距|距离|到)([\u4e00-\u9fff]{1,5}?)(?:的路程|的距离)?(?:有|是|约|大约)?$/;
const WALKED = /(?:走|骑|跑|开|行)了$/;
/** The return all the way to the start, then the whole way again. */
const RETURN = /(?:返回|回到|回|折回)(?:了)?(?:到)?([\u4e00-\u9fff]{0,4})/;

/**
 * 返回取物 (一、二年级 100 以内的加减法 / 三年级 路程): 「小明家离学校800米，他上学走了300米，发现忘带作业本，又回家去取，
 * 然后再去学校，这次上学一共走了多少米？」 — the part walked twice (there and back) and then the whole way:
 * 300 + 300 + 800. The walk must go back all the way to the start (a return of another length, or to somewhere else,
 * is another story), the part walked must be shorter than the whole way, and nothing else may be told.
 */
export function turnBackTripKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !/一共|共|总共|实际|这次/.test(p.ask.text) || !/走|骑|跑|行/.test(p.ask.text)) return null;
  // 「回来时一共走了」「这一天一共走了」: the way back (or the whole day) is more than this trip
  if (/回来|回家|返回|一天|全天|今天|放学/.test(p.ask.text)) return null;
  if (
    /还有|还要|还剩|离[\u4e00-\u9fff]{0,4}(?:还)?有多|多走|少走|比|倍|速度|每分|每小时|每秒|分钟|小时|往返|来回|两次|几次/.test(p.ask.text)
  )
    return null;
  // two trips told, a part of the way (一半, 分之), rates and times make another story
  if (/一半|分之|%|速度|每分|每小时|每秒|倍|比[\u4e00-\u9fff]{0,3}多|往返|来回|又走了|再走了|第二次|两次/.test(p.text)) return null;
  // a ride for part of it (爸爸开车送他去学校, 坐公交车去) or someone else fetching it (妈妈回家去取，小明在原地等):
  // the way walked is no longer part twice and the whole way
  if (/送|坐|乘|搭|开车|打车|公交|汽车|地铁|出租|班车|等/.test(p.text)) return null;
  const lengths = p.qs.filter((q) => !q.label && q.kind === 'plain' && q.unit?.dim === 'length');
  if (lengths.length !== 2) return null;
  const [whole, part] = lengths;
  const before = (q: Qty) => p.clauses[q.clause].slice(0, q.start - p.offsets[q.clause]);
  const dm = DISTANCE.exec(before(whole));
  if (!dm || !WALKED.test(before(part)) || part.clause === whole.clause) return null;
  const start = dm[1].replace(/^(?:从|由)/, '').replace(/^(?:小[\u4e00-\u9fff]|[\u4e00-\u9fff]{1,2}的)/, '') || dm[1];
  const goal = dm[2];
  // after the part walked: a return to the start (回家, 返回家中, 回去取), then the way to the goal again
  const after = p.text.slice(part.end);
  const back = RETURN.exec(after);
  if (!back) return null;
  const to = back[1];
  if (!(to.startsWith(start) || /^(?:去取|去拿|家|取|拿)/.test(to) || (start.endsWith('家') && /^家/.test(to)))) return null;
  if (to.startsWith(goal) || (/^(?:去取|去拿|取|拿)/.test(to) && !start.endsWith('家'))) return null;
  const again = after.slice(back.index + back[0].length);
  // 「走到学校门口时又发现忘带红领巾，又回家去取」「放学后再回家」: a second return or a way home after, not told as one trip
  if (/忘|没带|发现|放学|回来|返回|回到|回家|回去|折回/.test(again)) return null;
  if (!/(?:再|又|重新|然后)[\u4e00-\u9fff]{0,6}?(?:去|到|上|赶往|走到|赶到|前往)/.test(again) && !again.includes(goal)) return null;
  if (!again.includes(goal) && !/上学|上班/.test(again + p.ask.text)) return null;
  // worked in the unit asked (1千米 = 1000米 first, as a teacher writes it)
  const askUnit = p.ask.unit ?? (whole.unit as Unit);
  if (askUnit.dim !== 'length') return null;
  const wholeA = convert(whole.value, whole.unit as Unit, askUnit);
  const partA = convert(part.value, part.unit as Unit, askUnit);
  if (!wholeA || !partA || partA.cmp(wholeA) >= 0 || partA.isZero()) return null;
  const answer = partA.add(partA).add(wholeA);
  const used = quantitiesIn(p, [
    [whole.start, whole.end],
    [part.start, part.end],
  ]);
  if (!used) return null;
  const u = askUnit.name;
  const unify = [whole, part]
    .filter((q) => q.unit?.name !== u)
    .map((q) => `$${numTex(q.value)}$ ${q.unit?.name} $= ${numTex(q === whole ? wholeA : partA)}$ ${u}`);
  const steps = [
    ...(unify.length ? [`**统一单位** ${unify.join('，')}`] : []),
    `**列式计算** 先走的 $${numTex(partA)}$ ${u}走了一个来回，再走全程：$${numTex(partA)} + ${numTex(partA)} + ${numTex(wholeA)} = ${numTex(answer)}$（${u}）`,
  ];
  return {
    kind: 'turn-back-trip',
    idea: `走了 $${numTex(partA)}$ ${u}后又回到出发的地方，这一段路走了两遍（去一次、回一次），然后从头走完全程 $${numTex(wholeA)}$ ${u}。`,
    steps,
    answer,
    unit: u,
    form: 'number',
    decimal: true,
    used,
    check: `换一种算法：$${numTex(partA)} \\times 2 + ${numTex(wholeA)} = ${numTex(partA.mul(Rat.of(2)).add(wholeA))}$（${u}），两种算法结果相同。`,
  };
}
