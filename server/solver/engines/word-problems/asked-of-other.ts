import type { Problem } from './read';

/** 「另一根绳子」「另一个班」: the question names one more than the story told. */
const ANOTHER = /另一|另外一/;
/** Someone or one thing opening the question: 小红, 李叔叔, 一辆摩托车, 这台机器. */
const WHO =
  /^(?:(?:一|这)[辆台个根位名只条艘架部])?(?:小[\u4e00-\u9fff](?=\d|[一二两三四五六七八九十]|共|一共|每|的|用|能|可以|要|还|比|有)|[\u4e00-\u9fff]{0,2}(?:叔叔|阿姨|爷爷|奶奶|哥哥|姐姐|弟弟|妹妹|爸爸|妈妈|老师)|(?<=^(?:一|这)[辆台个根位名只条艘架部])[\u4e00-\u9fff]{1,3}(?:车|机|船))/;

/**
 * 「另一根绳子还剩多少米」 after one rope: the question names one more than the story told (a kind whose story is of
 * one thing asks this; a pair's other one — 另一个锐角 — is another kind's story).
 */
export function asksOfAnother(p: Problem): boolean {
  return ANOTHER.test(p.clauses[p.ask.clause]) && !ANOTHER.test(p.text.slice(0, p.offsets[p.ask.clause]));
}

/**
 * The question asks about someone or something the story does not tell of: 「小红5天共跑了
 * 多少米」 after 小明's running, 「一辆摩托车50升油能行多少千米」 after a car's use of fuel, 「5天生产多少个螺母」 of
 * 零件 made. Every kind reads amounts of the story, so such a question is left unanswered.
 */
export function asksOfOther(p: Problem): boolean {
  const story = p.text.slice(0, p.offsets[p.ask.clause]);
  const ask = p.clauses[p.ask.clause];
  // 「小红用30元能买这样的钢笔多少支」: the same rate is taken on by someone else, as 这样 says
  if (/这样|同样|一样/.test(p.text)) return false;
  const who = WHO.exec(ask)?.[0];
  if (!who) return false;
  // 「今年爷爷的年龄」: a kinship word is matched alone, the words before it may be a time
  const core = who
    .replace(/^(?:一|这)[辆台个根位名只条艘架部]/, '')
    .replace(/^.*?(?=(?:叔叔|阿姨|爷爷|奶奶|哥哥|姐姐|弟弟|妹妹|爸爸|妈妈|老师)$)/, '');
  return !story.includes(core);
}
