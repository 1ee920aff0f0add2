import { chineseNumber } from './read';

/** One time of day read from the text (上午9时, 下午3点半, 14:20), in minutes after midnight. */
export interface ClockTime {
  minutes: number;
  start: number;
  end: number;
}

const HALF_DAY = '(上午|下午|早上|早晨|晚上|中午|傍晚)?';
const HOUR = '(\\d{1,2}|[一二两三四五六七八九十]{1,3})';
const CLOCK = new RegExp(
  `${HALF_DAY}${HOUR}(?:[:：](\\d{2})|(?:时|点)(?:(\\d{1,2}|[一二三四五六七八九十]{1,3})分|(半)|(一刻|三刻)|整|钟)?)(?![\\d.一二三四五六七八九十]|小时|分钟|米|千米)`,
  'g',
);
const BARE_AFTER = /^(?:出发|到达|开始|结束|离开|开出|到|至|抵达|上班|下班|放学|上课|下课|开门|关门|起床)/;
const MORNING = /上午|早上|早晨/;
const AFTERNOON = /下午|晚上|傍晚/;

function numberOf(s: string): number | null {
  return /^\d+$/.test(s) ? Number(s) : chineseNumber(s);
}

/**
 * The times of day of a text, each resolved to minutes after midnight (24时计时法). A time without 上午/下午 of 1–12
 * takes the half of the day of the time before it (「下午1时出发，5时到达」); when that is unknown, both are read in
 * the same half, which the caller must check gives a later end. Null when a time cannot be resolved without a guess
 * that changes the answer: 上午12时, 下午12时, a bare 1–12 after a 24-hour time, 凌晨 or 夜里 (a day boundary is near).
 */
export function clockTimes(text: string): ClockTime[] | null {
  if (/凌晨|夜里|半夜|午夜|深夜|第二天|次日|第二日|隔天|明天|昨天|前一天|当天晚/.test(text)) return null;
  const out: ClockTime[] = [];
  let half: 'am' | 'pm' | '24' | null = null;
  for (const m of text.matchAll(CLOCK)) {
    // a time of day is never right after another number or a unit (3.5时, 每时)
    if (!m[1] && (m.index ?? 0) > 0 && /[\d.每]/.test(text[(m.index ?? 0) - 1])) continue;
    const h = numberOf(m[2]);
    const min = m[3] ? Number(m[3]) : m[4] ? numberOf(m[4]) : m[5] ? 30 : m[6] ? (m[6] === '一刻' ? 15 : 45) : 0;
    if (h === null || min === null || h > 24 || min >= 60) return null;
    // 5时 alone may be 5 hours: a bare time needs a verb of leaving or arriving after it, or 从/到 before it
    const at = m.index ?? 0;
    const bare = !m[1] && !m[3] && !m[4] && !m[5] && !m[6] && !/[整钟]$/.test(m[0]);
    if (bare && !BARE_AFTER.test(text.slice(at + m[0].length)) && !/[从到至于在]$/.test(text.slice(0, at))) return null;
    let hour = h;
    if (m[1]) {
      if (h === 12) {
        if (m[1] !== '中午') return null;
      } else if (AFTERNOON.test(m[1]) || m[1] === '中午') {
        if (m[1] === '中午' && h > 2) return null;
        if (h < 12) hour = h + 12;
      } else if (MORNING.test(m[1]) && h > 12) return null;
      half = hour >= 12 ? 'pm' : 'am';
    } else if (h >= 13 || h === 0 || (m[3] && m[2].length === 2 && m[2].startsWith('0'))) {
      if (half === 'am' || half === 'pm') return null;
      half = '24';
    } else if (h <= 12) {
      if (half === '24') return null;
      if (half === 'pm' && h < 12) hour = h + 12;
    }
    if (hour === 24 && min > 0) return null;
    out.push({ minutes: hour * 60 + min, start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  }
  return out;
}
