import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex, type Problem, type Qty } from '../read';
import { COMMUTE } from './commute-words';
import { rateKind } from './rate';

/** A clause telling the way between home and the place: 「家离学校2千米」「从家到单位要走15分钟」. */
const ONE_WAY = /家[\u4e00-\u9fff]{0,6}?(?:离|距|到)|(?:离|距|到)[\u4e00-\u9fff]{0,2}家|从家/;

/**
 * 「家距学校20千米，每千米耗油0.1升，上下班一共耗油多少升？」: 上下班 goes the one way told twice, so the one way is
 * doubled and the rest is one product or quotient of units, as the rate kind reads it.
 */
export function commuteKind(p: Problem): Model | null {
  if (!COMMUTE.test(p.text) || p.ask.form !== 'number') return null;
  // the way itself asked (「家离单位多少米」) is one way: doubling what is told would not give it
  if (ONE_WAY.test(p.ask.text)) return null;
  // 「上下学各要走多少米」 asks each leg
  if (/各/.test(p.ask.text)) return null;
  // one leg asked (「上学要用多少分钟」「放学回家…」): the way is gone once
  // (or one leg told on its own: 「上学时坐车」)
  if (/上学|放学|上班|下班|回家/.test(p.text.replace(new RegExp(COMMUTE.source, 'g'), ''))) return null;
  // more than one way there and back (「中午回家吃饭」「上下学两次」「每天走4趟」): twice the way is not the whole
  if (/中午|午饭|午餐|回家|趟|往返|来回|[两二三四五六七八九十\d]次/.test(p.text)) return null;
  const told = p.qs.filter((q) => !isOptional(q));
  const oneWay = told.filter(
    (q) => q.clause !== p.ask.clause && (q.unit?.dim === 'length' || q.unit?.dim === 'time') && ONE_WAY.test(p.clauses[q.clause]),
  );
  if (oneWay.length !== 1) return null;
  const way = oneWay[0];
  // only the one way in its clause: 「从家到学校走了15分钟，每分钟走60米」 would double the speed's time as well
  if (told.some((q) => q !== way && q.clause === way.clause)) return null;
  const twice: Qty = { ...way, value: way.value.mul(Rat.of(2)) };
  const unit = way.unit?.name ?? '';
  // the way alone told, its own dimension asked: 「家离学校600米，上学、放学一共走多少米？」
  if (told.length === 1 && p.ask.unit?.dim === way.unit?.dim && way.unit && p.ask.unit) {
    const answer = twice.value.mul(way.unit.factor).div(p.ask.unit.factor);
    return {
      kind: 'commute',
      idea: '上下班（上学、放学）各走一次，走的是单程的 2 倍。',
      steps: [`**列式计算** $${numTex(way.value)} \\times 2 = ${numTex(twice.value)}$（${unit}）`],
      answer,
      unit: p.ask.unit.name,
      form: 'number',
      decimal: true,
      used: [way],
      check: `去 $${numTex(way.value)}$，回 $${numTex(way.value)}$，合起来 $${numTex(twice.value)}$（${unit}）。`,
    };
  }
  // 「每天上下班」 with no days counted: the day is the one commute, no rate per day to multiply by days
  const days = told.some((q) => q !== way && /天|日|周|星期|月|年/.test(q.unit?.name ?? q.measure ?? ''));
  const oneDay = (s: string) => (days ? s : s.replace(/每天(?=[\u4e00-\u9fff]{0,3}(?:上下班|上下学|上学|上班))/g, '今天'));
  const doubled: Problem = {
    ...p,
    text: oneDay(p.text),
    clauses: p.clauses.map(oneDay),
    ask: { ...p.ask, text: oneDay(p.ask.text) },
    qs: p.qs.map((q) => (q === way ? twice : q)),
  };
  const m = rateKind(doubled, true);
  if (!m?.used.includes(twice)) return null;
  return {
    ...m,
    kind: 'commute',
    idea: `上下班（上学、放学）各走一次，走的是单程的 2 倍；${m.idea}`,
    steps: [`**第一步** 去、回各一次：$${numTex(way.value)} \\times 2 = ${numTex(twice.value)}$（${unit}）`, ...m.steps],
    used: m.used.map((q) => (q === twice ? way : q)),
  };
}
