const MONTH_NUMBER: Record<string, number> = {
  一: 1,
  二: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
  十: 10,
  十一: 11,
  十二: 12,
};
/** Days of each month but February, whose length depends on the year (28 or 29). */
const DAYS = [0, 31, 0, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const MONTH =
  /(?<![\d一二三四五六七八九十第])(?:整个|全)?(十[一二]|[一三四五六七八九十]|1[0-2]|[13-9])月份?(?:这?一个月|整个月|全月)?(?![\d一二三四五六七八九十]|[日号底初中末饼亮光])/g;

/**
 * 「狮子一天要吃37千克，十月份一个月要吃多少千克」「每天喝2杯…整个九月份…」: a month named as the period of a daily
 * amount is its number of days (年月日, 三年级下), 31 or 30 — the number the problem leaves to the student. Read only
 * when a daily amount is told, one month is named once, February is not the one (28 or 29 days), and no other number
 * of days is told (「十月份…读了15天」 keeps its own days).
 */
export function monthAsDays(t: string): string {
  if (!/每天|一天|每日|天天/.test(t)) return t;
  if (/(?:\d|[两三四五六七八九十])天/.test(t.replace(/一天/g, ''))) return t;
  const months = [...t.matchAll(MONTH)];
  if (months.length !== 1) return t;
  const m = months[0];
  const at = m.index ?? 0;
  if (/月/.test(t.slice(0, at) + t.slice(at + m[0].length))) return t;
  const n = MONTH_NUMBER[m[1]] ?? Number(m[1]);
  const days = DAYS[n];
  if (!days) return t;
  return `${t.slice(0, at)}${days}天${t.slice(at + m[0].length)}`;
}
