/**
 * 「一小时」「一天」「一年」: one period, not 十一天, 第一天, 每一天, 前一天, 最后一天, 这一天 (a day of a sequence) and not a time
 * point (一年后, 一天以前).
 */
const ONE_PERIOD =
  /(?<![十百千万零〇一二两三四五六七八九\d第每同前后末某另这那当上下哪])一(?:个)?(小时|分钟|天|日|年|周|星期)(?![后前以级来多半零又])/g;
/** Where the period told again starts what the question is about: a clause of its own (如果…, 照这样计算，…) or the question. */
const CLAUSE_OPEN = /^(?:如果|若|假如|要是|那么)?$/;

/**
 * 「一台抽水机一小时可以抽水12吨，如果一小时开动5台这样的抽水机，可以抽水多少吨？」: a rate told for one period and
 * the question about that same period again. The period is on both sides of the proportion and drops out; reading it
 * as a rate per hour would leave the question (in 吨, not 吨 per hour) unanswered. Returns the text without the two.
 */
export function samePeriodDropped(t: string): string {
  const found = [...t.matchAll(ONE_PERIOD)];
  if (found.length !== 2 || found[0][1] !== found[1][1]) return t;
  const [first, second] = found.map((m) => m.index ?? 0);
  const clauseStart = (i: number) => Math.max(...[',', '，', '。', ';', '；', '?', '？'].map((c) => t.lastIndexOf(c, i - 1))) + 1;
  const clauseEnd = (i: number) => {
    const ends = [',', '，', '。', ';', '；', '?', '？'].map((c) => t.indexOf(c, i)).filter((x) => x >= 0);
    return ends.length ? Math.min(...ends) : t.length;
  };
  if (clauseStart(second) <= first) return t;
  const opens = CLAUSE_OPEN.test(t.slice(clauseStart(second), second));
  const asks = /多少|几/.test(t.slice(clauseStart(second), clauseEnd(second)));
  if (!opens && !asks) return t;
  const drop = (s: string, m: RegExpMatchArray) => s.slice(0, m.index ?? 0) + s.slice((m.index ?? 0) + m[0].length);
  return drop(drop(t, found[1]), found[0]);
}
