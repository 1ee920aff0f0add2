import { Rat } from '../../../math/expression/rational';
import type { Model } from '../model';
import { numTex, type Problem, type Qty } from '../read';
import { convert, type Unit } from '../units';
import { quantitiesIn, SMALL_NUMBER, smallNumber } from './spans';

const DISTANCE = /(?:离|距|距离|到)[\u4e00-\u9fff]{1,5}?(?:的路程|的距离)?(?:有|是|约|大约)?$/;

/**
 * 往返 (二、三年级 乘法的应用): 「王叔叔家离工厂3千米，他每天上下班往返两次，一天共走多少千米？」 — one 往返 is the way
 * there and back (2 × 3 千米), times the trips a day, times the days asked (「5天一共走多少米」). The way is told once
 * from one place to another; every number of the story is read, and a story of anything else is left alone.
 */
export function roundTripsKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !/往返|来回/.test(p.text) || !/一共|共|总共/.test(p.ask.text)) return null;
  if (!/走|行|骑|跑|跑步|开/.test(p.ask.text) || /比|倍|分之|%|速度|每分|每小时|每秒|剩|还|多走|少走/.test(p.text)) return null;
  // a length is asked (「多少个单程」「几次」 count trips); a ride for some trips (其中一次坐班车) is another story
  if (p.ask.measure || /单程|次|趟|个/.test(p.ask.text) || /其中|坐|乘|搭|送|班车|开车/.test(p.text)) return null;
  // 「他和妹妹每天往返两次，5天他们一共走多少米」: more than one walker, each one's way counted (「同学们每天往返一次」 asks
  // the way of one of them)
  if (/们|俩|[两二三四几]人|一起|和|与/.test(p.ask.text) || /[和与][\u4e00-\u9fff]{1,4}?(?:每|一起|都)/.test(p.text)) return null;
  const trip = new RegExp(`每(?:天|日)[\\u4e00-\\u9fff]{0,6}?(?:往返|来回)${SMALL_NUMBER}(?:次|趟)`).exec(p.text);
  if (!trip) return null;
  const perDay = smallNumber(trip[1]);
  const lengths = p.qs.filter((q) => !q.label && q.kind === 'plain' && q.unit?.dim === 'length');
  if (!perDay || lengths.length !== 1) return null;
  const way = lengths[0];
  const wayBefore = p.clauses[way.clause].slice(0, way.start - p.offsets[way.clause]);
  // 「家到学校往返是1200米」「往返一次是6千米」: the length told is already there and back, not the one way
  if (!DISTANCE.test(wayBefore) || /往返|来回|一次|单程|双程/.test(wayBefore) || way.start > trip.index) return null;
  // the days asked: 「一天」 (1) or 「5天」 in the question, nothing else
  const days = p.qs.find((q) => q.clause === p.ask.clause && q.unit?.name === '天');
  const askDays = /^[\u4e00-\u9fff]{0,4}?(\d+|[一二两三四五六七八九十]+)天/.exec(p.ask.text);
  if (!askDays || !days || smallNumber(askDays[1]) === null) return null;
  const nDays = days.value;
  if (!nDays.isInteger() || nDays.sign() <= 0) return null;
  const spans: Array<[number, number]> = [
    [way.start, way.end],
    [trip.index, trip.index + trip[0].length],
    [days.start, days.end],
  ];
  const used = quantitiesIn(p, spans);
  if (!used) return null;
  const askUnit = p.ask.unit ?? (way.unit as Unit);
  if (askUnit.dim !== 'length') return null;
  const d = convert(way.value, way.unit as Unit, askUnit);
  if (!d) return null;
  const once = d.mul(Rat.of(2));
  const day = once.mul(Rat.of(perDay));
  const answer = day.mul(nDays);
  const u = askUnit.name;
  const steps = [
    ...(way.unit?.name !== u ? [`**统一单位** $${numTex(way.value)}$ ${way.unit?.name} $= ${numTex(d)}$ ${u}`] : []),
    `**往返一次** 去一趟、回一趟：$${numTex(d)} \\times 2 = ${numTex(once)}$（${u}）`,
    ...(perDay === 1 ? [] : [`**一天** 往返 ${perDay} 次：$${numTex(once)} \\times ${perDay} = ${numTex(day)}$（${u}）`]),
    ...(nDays.isOne() ? [] : [`**${numTex(nDays)} 天** $${numTex(day)} \\times ${numTex(nDays)} = ${numTex(answer)}$（${u}）`]),
  ];
  const usedQs: Qty[] = used;
  return {
    kind: 'round-trips',
    idea: `往返一次要走两个单程（去和回），先求往返一次的路程，再乘往返的次数${nDays.isOne() ? '' : '和天数'}。`,
    steps,
    answer,
    unit: u,
    form: 'number',
    decimal: true,
    used: usedQs,
    check: `换一种算法：一共走了 $2 \\times ${perDay} \\times ${numTex(nDays)} = ${2 * perDay * nDays.toNumber()}$ 个单程，$${numTex(d)} \\times ${2 * perDay * nDays.toNumber()} = ${numTex(d.mul(Rat.of(2 * perDay)).mul(nDays))}$（${u}）。`,
  };
}
