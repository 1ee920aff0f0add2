import { isLeapYear } from '../word-problems/calendar';
import { num, type Worked } from './text';

const DAY_NAMES = ['一', '二', '三', '四', '五', '六', '日'];
const W = '([一二三四五六日天])';
/** Festivals of fixed dates in the Gregorian calendar (the lunar ones, 春节 中秋节 端午节, move and are not read). */
const FESTIVALS: Record<string, [number, number]> = {
  元旦: [1, 1],
  元旦节: [1, 1],
  妇女节: [3, 8],
  三八妇女节: [3, 8],
  植树节: [3, 12],
  劳动节: [5, 1],
  五一劳动节: [5, 1],
  儿童节: [6, 1],
  六一儿童节: [6, 1],
  建党节: [7, 1],
  建军节: [8, 1],
  八一建军节: [8, 1],
  教师节: [9, 10],
  国庆节: [10, 1],
  国庆: [10, 1],
  圣诞节: [12, 25],
};
const FEST = Object.keys(FESTIVALS)
  .sort((a, b) => b.length - a.length)
  .join('|');
const DATE = `(?:(\\d{4}年|这一年|这年|同一年|同年|当年|今年|某年)(?:的)?)?(?:(\\d{1,2})月(\\d{1,2})(?:日|号)|(${FEST}))`;
const KNOWN = new RegExp(`^(?:如果|假如|若|已知)?${DATE}(?:\\((?:星期|周)${W}\\)|(?:是|为|恰好是|正好是)(?:星期|周|礼拜)${W})$`);
const ASKED = new RegExp(`^(?:那么|则|请问|问)?,?${DATE}(?:是|为)(?:在)?(?:星期|周|礼拜)?(?:几)?$`);
const TODAY = new RegExp(`^(?:今天|这天|这一天|某天)(?:是)?(?:星期|周|礼拜)${W}$`);
const LATER =
  /^(?:那么|则|请问|问)?,?(?:从今天(?:起|开始)?,?)?(?:再过|过了|过|经过)(\d{1,7})天(?:后|以后|之后)?(?:是|为)(?:星期|周|礼拜)几?$|^(?:那么|则|请问|问)?,?(\d{1,7})天(?:后|以后|之后)(?:是|为)(?:星期|周|礼拜)几?$/;

interface Day {
  y: number | null;
  m: number;
  d: number;
}

/** A date; 「同年」「这一年」 take the year `same` (the known date's), allowed only for the asked date. */
function readDate(m: RegExpExecArray, at: number, same?: number | null): Day | null {
  // 今年 and 某年 name a year without its number, on either side
  const unnamed = m[at] === '今年' || m[at] === '某年';
  const word = m[at] && !unnamed && !/^\d/.test(m[at]);
  if (word && same === undefined) return null;
  if (unnamed && (same ?? null) !== null) return null;
  const y = word ? (same ?? null) : m[at] && !unnamed ? Number.parseInt(m[at], 10) : null;
  const fest = m[at + 3];
  const [mo, d] = fest ? FESTIVALS[fest] : [Number(m[at + 1]), Number(m[at + 2])];
  if (y !== null && (y < 1600 || y > 2400)) return null;
  if (mo < 1 || mo > 12 || d < 1 || d > new Date(Date.UTC(y ?? 2001, mo, 0)).getUTCDate()) return null;
  return { y, m: mo, d };
}

const weekdayOf = (w: string) => (w === '天' ? 7 : DAY_NAMES.indexOf(w) + 1);
const shift = (w: number, days: number) => ((((w - 1 + days) % 7) + 7) % 7) + 1;

/** An option 「星期四」「四」「周四」 as the weekday's number 1–7; null when it is not a weekday. */
export function optionWeekday(text: string): string | null {
  const t = text.replace(/\$|~|\s|\\text\{|\}/g, '').replace(/^(?:星期|周|礼拜)/, '');
  if (t === '天') return '7';
  const i = DAY_NAMES.indexOf(t);
  return i < 0 ? null : String(i + 1);
}

function answer(w0: number, days: number, how: string[]): Worked {
  const w1 = shift(w0, days);
  const back = days < 0;
  const n = Math.abs(days);
  const q = Math.floor(n / 7);
  const r = n % 7;
  return {
    kind: 'weekday',
    steps: [
      `**解题思路** 星期每 7 天一循环，只看相隔天数除以 7 的余数。`,
      ...how,
      `**步骤 ${how.length + 1}** $${n} = ${q}\\times 7 + ${r}$，星期${DAY_NAMES[w0 - 1]}${back ? '往前' : '往后'}推 ${r} 天是星期${DAY_NAMES[w1 - 1]}。`,
    ],
    answer: `星期${DAY_NAMES[w1 - 1]}`,
    value: num(w1),
    optionValue: optionWeekday,
    check: `按日历逐日推算，${n} 天${back ? '前' : '后'}是星期${DAY_NAMES[w1 - 1]}。`,
  };
}

const dateText = (x: Day) => `${x.y ? `${x.y}年` : ''}${x.m}月${x.d}日`;
const isLeap = isLeapYear;

/** 「2019年国庆节是星期二，则2020年国庆节是」「2014年4月2日(星期三)，2014年4月23日是星期几」「今天星期三，再过100天」. */
export function weekdayKind(f: string): Worked | null {
  const clauses = f.split(/[,.;]/).filter(Boolean);
  if (clauses.length !== 2) return null;
  const today = TODAY.exec(clauses[0]);
  if (today) {
    const later = LATER.exec(clauses[1]);
    if (!later) return null;
    const days = Number(later[1] ?? later[2]);
    return answer(weekdayOf(today[1]), days, [`**步骤 1** 从今天起再过 ${days} 天。`]);
  }
  const k = KNOWN.exec(clauses[0]);
  const a = ASKED.exec(clauses[1]);
  if (!k || !a) return null;
  const from = readDate(k, 1);
  const to = from ? readDate(a, 1, from.y) : null;
  if (!from || !to) return null;
  const w0 = weekdayOf(k[5] ?? k[6]);
  // the asked date in the known date's year when only that one is named; no year at all only when no February 29 can lie between
  if (from.y === null && to.y !== null) return null;
  const y1 = from.y ?? 2001;
  const y2 = to.y ?? y1;
  if (from.y === null && Math.min(from.m, to.m) <= 2 && Math.max(from.m, to.m) >= 3) return null;
  if (Math.abs(y2 - y1) > 400) return null;
  const t1 = Date.UTC(y1, from.m - 1, from.d);
  const t2 = Date.UTC(y2, to.m - 1, to.d);
  const days = Math.round((t2 - t1) / 86400000);
  const [a1, a2] = days >= 0 ? [from, to] : [to, from];
  const [b1, b2] = days >= 0 ? [y1, y2] : [y2, y1];
  let how: string;
  if (b1 !== b2) {
    const febs: string[] = [];
    for (let y = b1; y <= b2; y++) {
      const feb = Date.UTC(y, 1, 28);
      if (feb >= Date.UTC(b1, a1.m - 1, a1.d) && feb < Date.UTC(b2, a2.m - 1, a2.d))
        febs.push(`${y}年${isLeap(y) ? '是闰年，2月有29天' : '是平年，2月有28天'}`);
    }
    how = `从${dateText({ ...a1, y: b1 })}到${dateText({ ...a2, y: b2 })}${febs.length ? `（其间${febs.join('；')}）` : ''}，相隔 ${Math.abs(days)} 天。`;
  } else {
    const leap = from.y !== null && isLeap(y1);
    const parts: string[] = [];
    if (a1.m === a2.m) parts.push(`${a2.d}-${a1.d}`);
    else {
      const len = (mo: number) => new Date(Date.UTC(leap ? 2000 : 2001, mo, 0)).getUTCDate();
      parts.push(`(${len(a1.m)}-${a1.d})`);
      for (let mo = a1.m + 1; mo < a2.m; mo++) parts.push(`${len(mo)}`);
      parts.push(`${a2.d}`);
    }
    how = `从${dateText(a1)}到${dateText(a2)}相隔 $${parts.join('+')} = ${Math.abs(days)}$ 天${a1.m <= 2 && a2.m >= 3 ? `（${y1}年是${leap ? '闰年，2月有29天' : '平年，2月有28天'}）` : ''}。`;
  }
  return answer(w0, days, [`**步骤 1** ${how}`]);
}
