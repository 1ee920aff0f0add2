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
/**
 * 「九月份的工作日」「每个星期天休息」「有一周生病没跑」「每隔一天」: not every day of the period is a day of the daily
 * amount, so the period's days are not its number of days worked.
 */
const NOT_EVERY_DAY =
  /工作日|休息|休假|放假|假期|节假日|寒假|暑假|周末|双休|星期|礼拜|周[一二三四五六日天末]|一周|停工|停产|停电|停水|请假|生病|缺勤|没|除了|除去|以外|每隔|隔一天|间隔/;

/** 公历: a year divisible by 4 is a leap year, except a century year not divisible by 400 (1900 平年, 2000 闰年). */
export const isLeapYear = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** Days of each month but February, whose length depends on the year (28 or 29). */
const DAYS = [0, 31, 0, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * 「二月份的前两周」「2024年二月份的工作日」「九月份每周休息一天」: what follows names a part of the period, so its
 * days are not the period's days.
 */
const PART_OF_PERIOD =
  /^(?:的|中|里|内)?(?:前|后|头|最后|第|上旬|中旬|下旬|上半|下半|工作日|周[末一二三四五六日天]|星期|礼拜|双休|休息日|节假日|假期|每(?![天日]))/;
const partFollows = (t: string, end: number) => PART_OF_PERIOD.test(t.slice(end));

const MONTH =
  /(?<![\d一二三四五六七八九十第])(?:整个|全)?(十[一二]|[一三四五六七八九十]|1[0-2]|[13-9])(?:月份|月(?![\d一二三四五六七八九十]|[日号底初中末饼亮光份]))(?:这?一个月|整个月|全月)?(?![\d]|[日号])/g;

/**
 * 「狮子一天要吃37千克，十月份一个月要吃多少千克」「每天喝2杯…整个九月份…」: a month named as the period of a daily
 * amount is its number of days (年月日, 三年级下), 31 or 30 — the number the problem leaves to the student. Read only
 * when a daily amount is told, one month is named once, February is not the one (28 or 29 days), and no other number
 * of days is told (「十月份…读了15天」 keeps its own days).
 */
export function monthAsDays(t: string): string {
  if (!/每天|一天|每日|天天/.test(t) || NOT_EVERY_DAY.test(t)) return t;
  if (/(?:\d|[两三四五六七八九十])天/.test(t.replace(/一天/g, ''))) return t;
  const months = [...t.matchAll(MONTH)];
  if (months.length !== 1) return t;
  const m = months[0];
  const at = m.index ?? 0;
  if (/月/.test(t.slice(0, at) + t.slice(at + m[0].length)) || partFollows(t, at + m[0].length)) return t;
  const n = MONTH_NUMBER[m[1]] ?? Number(m[1]);
  const days = DAYS[n];
  if (!days) return t;
  return `${t.slice(0, at)}${days}天${t.slice(at + m[0].length)}`;
}

const DAILY = /每天|一天|每日|天天/;
const ONE_YEAR = /(?<![\d一二三四五六七八九十百第每上下这那去今明])一(?:整)?年(?![级前后底初中末龄])/g;
/** The length of the year depends on which year it is (365 or 366 days). */
const WHICH_YEAR = /闰年|平年|二月|2月|\d{4}年|公历|农历|年份/;

/**
 * 「一个水龙头每天漏水12升，一年漏水多少升」: a year named as the period of a daily amount is its days (年月日, 三年级下),
 * 365 for a year of which nothing tells whether it is a leap year; read only when a daily amount is told, the year is
 * named once and no other number of days is told. 「一个星期零3天」 is 10 days. 一刻钟 and 三刻钟 are 15 and 45 minutes.
 * A week alone (一个星期, 一周) is not read as 7 days: 周 may be a lap, and a week of school or work may be 5 days.
 */
export function periodsAsDays(t: string): string {
  let out = t.replace(/(?<![\d一二三四五六七八九十])([一三])刻钟/g, (_, n: string) => (n === '一' ? '15分钟' : '45分钟'));
  out = out.replace(
    /(?<![\d一二三四五六七八九十百第每上下这那本])一(?:个)?(?:星期|礼拜|周)零(\d+)天/g,
    (_, n: string) => `${7 + Number(n)}天`,
  );
  // 「一年有365天」: another number of days is told, and it may be the one meant
  if (!DAILY.test(out) || NOT_EVERY_DAY.test(out) || /(?:\d|[两三四五六七八九十])天/.test(out.replace(/一天/g, ''))) return out;
  const years = [...out.matchAll(ONE_YEAR)];
  if (years.length === 1 && !WHICH_YEAR.test(out) && !/年级/.test(out)) out = out.replace(ONE_YEAR, '365天');
  return out;
}

const YEAR_PERIOD =
  /(?<!\d)(\d{4})年(?:的)?(?:(?:整个|全)?(十[一二]|[一二三四五六七八九十]|1[0-2]|[1-9])(?:月份|月(?![\d一二三四五六七八九十]|[日号底初中末饼亮光份]))(?:这?一个月|整个月|全月)?|(?:全年|一整年|这一年|整年|一年))(?![\d]|[日号])/g;

/**
 * 「每天生产零件120个，2024年二月份一共生产多少个」「2023年全年」: a month or a year named with its year is its number
 * of days, February and the year by the leap-year rule (年月日, 三年级下): 2024年二月 29 天, 2023年 365 天. Read under the
 * same conditions as monthAsDays: a daily amount told, one such period named, no other month, year or number of days.
 */
export function yearPeriodAsDays(t: string): string {
  if (!DAILY.test(t) || NOT_EVERY_DAY.test(t) || /(?:\d|[两三四五六七八九十])天/.test(t.replace(/一天/g, ''))) return t;
  const found = [...t.matchAll(YEAR_PERIOD)];
  if (found.length !== 1) return t;
  const m = found[0];
  const at = m.index ?? 0;
  const rest = t.slice(0, at) + t.slice(at + m[0].length);
  if (/月|年(?!级)/.test(rest) || partFollows(t, at + m[0].length)) return t;
  const year = Number(m[1]);
  const month = m[2] ? (MONTH_NUMBER[m[2]] ?? Number(m[2])) : 0;
  const days = !m[2] ? (isLeapYear(year) ? 366 : 365) : month === 2 ? (isLeapYear(year) ? 29 : 28) : DAYS[month];
  if (!days) return t;
  return `${t.slice(0, at)}${days}天${t.slice(at + m[0].length)}`;
}
