import { Rat } from '../../../math/expression/rational';
import { clockTimes } from '../clock-times';
import { isOptional, type Model } from '../model';
import { numTex, type Problem, type Qty } from '../read';
import { convert } from '../units';

/** Words that change the time spent moving or working between the two times, or bring a second mover. */
const OTHER_EVENTS = /休息|停|中途|途中|返回|往返|相遇|同时|两车|两人|甲|乙|晚点|提前|推迟|迟到|早到|又|再|还要|剩/;

function clockText(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

function durationText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${h ? `${h}小时` : ''}${m ? `${m}分` : ''}`;
}

/**
 * 经过时间 (三年级上 时、分、秒; 24时计时法): 结束时刻 − 开始时刻, read from two times of day (上午9时…下午3时, 8:30…11:15),
 * asked in 小时 or 分钟, or used with a rate per hour or per minute (每小时行60千米 → 路程 = 速度 × 经过时间, or the
 * amount done ÷ 经过时间 = 每小时…). Refused when the end is not after the start (a day boundary not told) or the
 * hours asked are not a finite decimal.
 */
export function elapsedTimeKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || OTHER_EVENTS.test(p.text.replace(/[甲乙](?:地|站|城|港|村|码头)/g, '某地'))) return null;
  const times = clockTimes(p.text);
  if (times?.length !== 2) return null;
  const [from, to] = times;
  const minutes = to.minutes - from.minutes;
  if (minutes <= 0) return null;
  const inClock = (q: Qty) => times.some((t) => q.start >= t.start && q.end <= t.end);
  const clockQs = p.qs.filter(inClock);
  const nums = p.qs.filter((q) => !inClock(q) && !isOptional(q));
  const hours = Rat.of(minutes, 60);
  const spanStep = `**求经过时间** 从 ${clockText(from.minutes)} 到 ${clockText(to.minutes)}：$${clockText(to.minutes).replace(':', '时')}分 - ${clockText(from.minutes).replace(':', '时')}分$ = ${durationText(minutes)}`;
  const idea = '经过时间 = 结束时刻 − 开始时刻（先把上午、下午的时刻都化成24时计时法）。';
  if (nums.length === 0) {
    const unit =
      p.ask.unit?.name ?? (p.ask.dim === 'time' && !p.ask.measure ? (minutes % 60 === 0 ? '小时' : minutes < 60 ? '分钟' : '') : '');
    if (unit !== '小时' && unit !== '分钟') return null;
    const answer = unit === '小时' ? hours : Rat.of(minutes);
    if (unit === '小时' && minutes % 3 !== 0) return null;
    return {
      kind: 'elapsed-time',
      idea,
      steps: [
        spanStep,
        ...(unit === '小时' ? [`**换算** $${minutes} \\div 60 = ${numTex(answer)}$（小时）`] : [`**换算** = $${minutes}$ 分钟`]),
      ],
      answer,
      unit,
      form: 'number',
      decimal: true,
      used: clockQs,
      check: `从 ${clockText(from.minutes)} 往后数 ${durationText(minutes)}，正好是 ${clockText(to.minutes)}。`,
    };
  }
  if (nums.length !== 1) return null;
  const told = nums[0];
  if (told.kind !== 'plain' || told.value.sign() <= 0) return null;
  const clause = p.clauses[told.clause];
  const before = clause.slice(0, told.start - p.offsets[told.clause]);
  const per = /(?:每|一)(小时|分钟)[^，,。]*$/.exec(before)?.[1];
  let periodMin = per === '小时' ? 60 : per === '分钟' ? 1 : told.unit?.dim === 'speed' ? null : 0;
  const perAsk = /每(小时|分钟)|速度|平均每/.exec(p.ask.text);
  const hoursSpent = hours;
  if (periodMin === 0 && perAsk && told.clause !== p.ask.clause) {
    // the amount done between the two times ÷ the time = the amount per hour (or per minute)
    const perMin = perAsk[1] === '分钟' ? 1 : 60;
    if (!told.unit && !told.measure) return null;
    const ask = p.ask.unit ?? told.unit;
    if (told.unit && (!ask || ask.dim !== told.unit.dim)) return null;
    if (told.measure && p.ask.measure && p.ask.measure !== told.measure) return null;
    const amount = told.unit && ask ? convert(told.value, told.unit, ask) : told.value;
    if (!amount) return null;
    const answer = amount.mul(Rat.of(perMin)).div(Rat.of(minutes));
    const unit = told.unit && ask ? `${ask.name}` : (told.measure ?? '');
    return {
      kind: 'elapsed-time',
      idea: `${idea}工作总量（路程）÷ 时间 = 每${perAsk[1] === '分钟' ? '分钟' : '小时'}的量。`,
      steps: [spanStep, `**列式计算** $${numTex(amount)} \\div ${numTex(Rat.of(minutes, perMin))} = ${numTex(answer)}$（${unit}）`],
      answer,
      unit,
      form: 'number',
      decimal: true,
      used: [...clockQs, told],
      check: `$${numTex(answer)} \\times ${numTex(Rat.of(minutes, perMin))} = ${numTex(amount)}$，正是题中的总量。`,
    };
  }
  if (perAsk || told.clause === p.ask.clause) return null;
  // a rate told per hour or per minute (or a speed unit) × the elapsed time
  let answer: Rat | null;
  let unit: string;
  if (periodMin === null) {
    // 60千米/时 × the hours, only when the speed is told in the length asked
    const ask = p.ask.unit?.name;
    const speed = told.unit?.name ?? '';
    const perHour = speed === `${ask}/时` || speed === `${ask}/小时`;
    const perMinute = speed === `${ask}/分` || speed === `${ask}/分钟`;
    if (!ask || (!perHour && !perMinute)) return null;
    periodMin = perHour ? 60 : 1;
    answer = told.value.mul(Rat.of(minutes, periodMin));
    unit = ask;
  } else if (periodMin > 0) {
    const times = Rat.of(minutes, periodMin);
    if (told.unit) {
      if (p.ask.unit?.name !== told.unit.name) return null;
      answer = told.value.mul(times);
      unit = p.ask.unit.name;
    } else {
      if (!told.measure || p.ask.measure !== told.measure) return null;
      answer = told.value.mul(times);
      unit = told.measure;
    }
  } else return null;
  if (!answer) return null;
  const count = periodMin === 1 ? Rat.of(minutes) : hoursSpent;
  return {
    kind: 'elapsed-time',
    idea: `${idea}每${periodMin === 1 ? '分钟' : '小时'}的量 × 时间 = 总量。`,
    steps: [spanStep, `**列式计算** $${numTex(told.value)} \\times ${numTex(count)} = ${numTex(answer)}$（${unit}）`],
    answer,
    unit,
    form: 'number',
    decimal: true,
    used: [...clockQs, told],
    check: `$${numTex(answer)} \\div ${numTex(told.value)} = ${numTex(count)}$，正是经过的${periodMin === 1 ? '分钟数' : '小时数'}。`,
  };
}
