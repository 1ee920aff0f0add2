import { Rat } from '../../../math/expression/rational';
import { isLeapYear } from '../calendar';
import type { Model } from '../model';
import type { Problem } from '../read';
import { quantitiesIn } from './spans';

const BORN = /(?:(\d{4})年)?2月29日(?:出生|出世|生)/;
const ASK = /^([\u4e00-\u9fff]{0,6}?)(?:一共|共|总共)?(?:过了|过)(?:多少|几)个生日$/;
/** 「到明年」「再过4年」: a time after the one told asks about birthdays not yet come. */
const LATER = /明年|后年|年后|再过|还要|还能|还会|将来|以后/;
const PRONOUN = /^(?:他|她|我|你)?$/;

/** The one asked about is the one born on 2月29日: a pronoun or the name that begins a clause telling of them. */
function asksOfTheOneBorn(text: string, toldAt: number[], asker: string): boolean {
  if (PRONOUN.test(asker)) return true;
  return toldAt.some((at) => {
    const before =
      text
        .slice(0, at)
        .split(/[，,。；;？?！!．]/)
        .pop() ?? '';
    const name = before.replace(/(?:是|在|于)$/, '');
    return !PRONOUN.test(name) && (asker === name || asker === `${name}他` || asker === `${name}她`);
  });
}

/**
 * 年月日 (三年级下): 「爷爷是2月29日出生的，今年80周岁，他一共过了多少个生日？」 — 2月29日 comes only in a leap year, so
 * the birthday comes once in 4 years: 80 ÷ 4 = 20 (the textbook's rule of 四年一闰 over a life). With the years told
 * (「2012年2月29日出生，到2024年3月1日」) the leap years after the birth up to the date are counted by the 公历 rule.
 * An end year that is a leap year without its month and day, a birth year that is no leap year, or an age told in
 * 岁 (虚岁 or 周岁) is refused.
 */
export function leapDayBirthdaysKind(p: Problem): Model | null {
  const ask = ASK.exec(p.ask.text);
  if (p.ask.form !== 'number' || !ask || LATER.test(p.text)) return null;
  const born = BORN.exec(p.text);
  if (!born) return null;
  const bornSpan: [number, number] = [born.index, born.index + born[0].length];
  if (born[1]) {
    const y1 = Number(born[1]);
    const end = /(?:到|至|截至|截止到)(\d{4})年(?:(\d{1,2})月(\d{1,2})日)?/.exec(p.text);
    if (!end || !isLeapYear(y1) || !asksOfTheOneBorn(p.text, [born.index], ask[1])) return null;
    const y2 = Number(end[1]);
    const [m, d] = [Number(end[2] ?? 0), Number(end[3] ?? 0)];
    if (y2 <= y1 || y2 - y1 > 130) return null;
    if (isLeapYear(y2) && !end[2]) return null;
    const reached = m > 2 || (m === 2 && d === 29);
    const used = quantitiesIn(p, [bornSpan, [end.index, end.index + end[0].length]]);
    if (!used) return null;
    const years: number[] = [];
    for (let y = y1 + 1; y <= y2; y++) if (isLeapYear(y) && (y < y2 || reached)) years.push(y);
    const fourEach = Math.floor((y2 - y1) / 4);
    const skipped: number[] = [];
    for (let y = y1 + 1; y <= y2; y++) if (y % 100 === 0 && y % 400 !== 0) skipped.push(y);
    const notYet = isLeapYear(y2) && !reached ? 1 : 0;
    // counted another way: every 4th year after a leap year, less the century years that are not leap years
    if (fourEach - skipped.length - notYet !== years.length) return null;
    return {
      kind: 'leap-day-birthdays',
      idea: '2月29日只在闰年才有，所以这一天出生的人只有闰年才能过生日。公历年份是4的倍数的一般是闰年，整百年份是400的倍数的才是闰年。',
      steps: [
        `**找闰年** ${y1}年以后到${y2}年${end[2] ? `${m}月${d}日` : ''}，有2月29日的年份：${years.length ? years.map((y) => `${y}年`).join('、') : '没有'}。`,
        `**数生日** 一共 $${years.length}$ 个。`,
      ],
      answer: Rat.of(years.length),
      unit: '个',
      form: 'number',
      used,
      check: `换一种数法：${y1}年到${y2}年相隔 $${y2 - y1}$ 年，每4年一个闰年，$${y2 - y1} \\div 4$ 得 $${fourEach}$ 个${skipped.length ? `，去掉不是闰年的整百年 ${skipped.join('、')}年` : ''}${notYet ? `，${y2}年的2月29日还没到，再减去1个` : ''}，是 $${years.length}$ 个。`,
    };
  }
  const age = /今年(?:已经|正好|刚好)?(?:满)?(\d+)周岁/.exec(p.text);
  if (!age) return null;
  // the age is the one born on 2月29日: nothing but 「的，他」 between them (「他爸爸今年36周岁」 is another's age)
  const [from, to] = age.index < born.index ? [age.index + age[0].length, born.index] : [bornSpan[1], age.index];
  if (!/^[的了，,。．他她是]*$/.test(p.text.slice(from, to))) return null;
  if (!asksOfTheOneBorn(p.text, [born.index, age.index], ask[1])) return null;
  const n = Number(age[1]);
  if (n < 1 || n > 120) return null;
  const used = quantitiesIn(p, [bornSpan, [age.index, age.index + age[0].length]]);
  if (!used) return null;
  const count = Math.floor(n / 4);
  const ages = Array.from({ length: count }, (_, i) => 4 * (i + 1));
  const list = ages.length > 6 ? `${ages.slice(0, 3).join('、')}、…、${ages[ages.length - 1]}` : ages.join('、');
  return {
    kind: 'leap-day-birthdays',
    idea: '2月29日只在闰年才有，一般每4年有一个闰年，所以2月29日出生的人每4年才能过一次生日。',
    steps: [
      `**分析** 出生那年是闰年，以后每过4年又有一个2月29日。`,
      `**列式计算** $${n} \\div 4 = ${count}${n % 4 ? `\\cdots\\cdots ${n % 4}` : ''}$，一共过了 $${count}$ 个生日。`,
    ],
    answer: Rat.of(count),
    unit: '个',
    form: 'number',
    used,
    check: `一个一个数：满 ${list} 周岁时各过一个生日，共 $${ages.length}$ 个（按四年一闰计算）。`,
  };
}
