/**
 * Words a story may add or leave out without changing what it tells: an opening that only sets the scene, and the
 * 一 of 「每一天」「每一只」. Read before any engine, so that every kind gains the other wording at once.
 */

/**
 * 「在一次社会实践活动中，」「在学校组织的“有奖读书活动”中，」「在数学课上，」: an opening that only says where a story
 * happens. It tells no quantity and no rule of the problem, so the question is read as if it began after it. A setting
 * that names a number (「在100米赛跑中」) or a contest whose scoring may follow (比赛, 竞赛, 考试) is kept.
 */
const SETTING = /^在([^，,。；;：:$\d\n]{0,20}?)(?:活动|实践|游戏|联欢会|晚会|课)[”"’']?(?:中|上|里)[，,]\s*(?=\S)/;

/**
 * A setting that counts or times what follows, in Chinese numerals too: 「在两次植树活动中」「在三天的实践活动中」「在半小时的
 * 游戏中」「在每周的劳动课上」 tell how many times the story happens. Only 「一次」「一场」「一节」「一堂」 say no more than 「一」.
 */
const COUNTED_SETTING = /[零〇二两三四五六七八九十百千万半几每多]|一(?![次场节堂])/;

/**
 * 「每一天」「每一只」「每一次」 say 每天, 每只, 每次: the 一 is no amount (每一年级 is a grade, 每一分 may be a score). Before
 * 半 or 多 it is one: 「每一个半小时」 is every 1.5 hours, not 每个半小时 (every half hour).
 */
const EACH_ONE =
  /每一(?=(?:[个只本张支枝棵盆人名位辆台件条根头匹朵颗粒瓶盒箱袋包筐把双套副页排行组束片份桶杯碗架艘道题篇首枚株捆串顶批盏册趟罐壶项天周月次]|年(?!级)|小时|分钟|秒)(?![半多]))/g;

export function storyWording(text: string): string {
  return text.replace(SETTING, (whole, setting: string) => (COUNTED_SETTING.test(setting) ? whole : '')).replace(EACH_ONE, '每');
}
