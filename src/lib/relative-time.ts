import { timeText } from '../text/zh';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Made on first use: building a formatter loads the locale's data, a long task on a phone, and most times shown are recent.
let shortDate: Intl.DateTimeFormat | null = null;
const formatShortDate = (time: number): string => {
  shortDate ??= new Intl.DateTimeFormat('zh-CN', { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
  return shortDate.format(time);
};

/** Spec §9: '刚刚', 'N分钟前', 'N小时前', else a short zh-CN date with month, day, hour and minute. */
export function relativeTime(input: string | number | Date, now: number = Date.now()): string {
  const time = input instanceof Date ? input.getTime() : new Date(input).getTime();
  if (Number.isNaN(time)) return '';
  const diff = Math.max(0, now - time);
  if (diff < MINUTE) return timeText.justNow;
  if (diff < HOUR) return timeText.minutesAgo(Math.floor(diff / MINUTE));
  if (diff < DAY) return timeText.hoursAgo(Math.floor(diff / HOUR));
  return formatShortDate(time);
}
