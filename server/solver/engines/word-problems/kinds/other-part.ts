import type { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex, type Problem } from '../read';
import { sameCount, valueInAsked } from './change';

/**
 * A whole and the parts 其中 names, the other part asked: 「舞蹈小组有33人，其中女生有20人，男生有多少人？」,
 * 「果园有1586棵果树，其中梨树517棵，枣树383棵，剩下的是苹果树，苹果树有多少棵？」 → whole − the parts told.
 */
const OF_TWO = /两(?:辆|个|组|队|条|艘|间|只|排|堆|筐|箱|袋|根|段|块|桶|盒|捆|包|瓶|台|架)/;
/** People told in parts who go as one group: 老师带领学生, 男生和女生. */
const TOGETHER = /带领|带着|带|领着|和|与|、/;

/** Which one of a pair a clause opens with: 1 for 一班, 甲班, 第一辆; 2 for 二班, 乙班, 第二辆, 另一辆; 0 for neither. */
function member(clause: string): number {
  const opening = clause.replace(/^其中/, '');
  if (/^(?:第一|一|甲)/.test(opening)) return 1;
  return /^(?:另一|另外一|第二|二|乙)/.test(opening) ? 2 : 0;
}

/** A pair member's clause without who it is of and its number: 「一班有46人」 → 班有#人. */
function predicate(clause: string): string {
  return clause
    .replace(/^其中/, '')
    .replace(/^(?:另外一|另一|第一|第二|一|二|甲|乙)个?/, '')
    .replace(/\d+(?:\.\d+)?|多少|几/, '#');
}

/** What is done to a part, or a group within it: the part told is then no part of the whole (卸下46吨, 有女生26人). */
const NOT_A_PART = /走|下去|下车|卸|转|借|送|给|卖|吃|用|离开|男|女/;

/**
 * The one of the pair is told what the question asks of the other: the same words (「一班有46人」 · 「二班有多少人」),
 * or, for 另一 · 第二 which textbooks word more freely (「第一辆车上坐了15人，第二辆车坐了多少人」), no change done to it
 * and no group within it.
 */
function sameThingAsked(told: string, ask: string): boolean {
  if (!/^(?:其中)?(?:另一|另外一|第二)/.test(ask)) return predicate(told) === predicate(ask);
  return !NOT_A_PART.test(told.replace(/^其中/, '')) || NOT_A_PART.test(ask);
}

export function otherPartKind(p: Problem): Model | null {
  // the whole comes before 其中, or is told first as 一共有… with the rest named (其余是黄气球)
  const totalFirst = /^[\u4e00-\u9fff]{0,8}?(?:一共|共有|总共)/.test(p.clauses[0]) && /(?:其余|剩下)的?(?:是|都是)/.test(p.text);
  // 「…坐两辆车，第一辆车坐了15人，第二辆车坐了多少人」: two named containers, one told, the other asked
  const pair = OF_TWO.exec(p.text);
  // (the pair named 一班 · 二班 or 甲班 · 乙班 as well: 「两个班共有90人，一班有46人，二班有多少人」)
  const asked = member(p.ask.text);
  const other = !!pair && asked > 0;
  if (p.ask.form !== 'number' || !(/其中/.test(p.text) || totalFirst || other)) return null;
  if (/比|倍|每|平均|分之|%|[一二三四五六七八九十\d]折|打折|折扣|几折|又|再|还剩|既|都|同时|也/.test(p.text)) return null;
  const unit = p.ask.unit;
  const measure = p.ask.measure;
  if (!unit && !measure) return null;
  const inAsked = valueInAsked(p, true);
  const nums = p.qs.filter((q) => !isOptional(q));
  if (nums.length < 2 || nums.some((q) => q.clause === p.ask.clause || !inAsked(q))) return null;
  // the whole is told before 其中; every part after it
  // (「两个班共有90人，一班…」: the whole told in the pair's own clause, after it)
  const pairEnd = pair ? (p.offsets.find((o) => o > pair.index) ?? p.text.length) : 0;
  const at = p.text.includes('其中')
    ? p.text.indexOf('其中')
    : other && pair
      ? nums.some((q) => q.start < pair.index)
        ? pair.index
        : pairEnd
      : p.offsets[1];
  const whole = nums.filter((q) => q.start < at);
  const parts = nums.filter((q) => q.start > at);
  if (!whole.length || !parts.length) return null;
  // 「4名老师带领23名学生」: a whole of people told in parts of its own, all going together
  if (whole.length > 1 && !(whole.every((q) => sameCount(q.measure, '人') && !q.unit) && TOGETHER.test(p.text.slice(0, at)))) return null;
  // (「其中女生12人」「坐了15名学生」: a part of one kind of them only, not of the whole)
  if (
    whole.length > 1 &&
    (/其中(?!一[辆个条艘只间排堆筐箱袋根段块桶盒捆包瓶台架组队])/.test(p.text) || /生|师|男|女|孩|大人|家长|队员/.test(p.text.slice(at)))
  )
    return null;
  if (other && !/其中/.test(p.text) && (parts.length !== 1 || member(p.clauses[parts[0].clause]) !== 3 - asked)) return null;
  // the question asks the very thing told of the one, of the other (「一班有46人，二班有多少人」, not 「一班转走了6人」
  // 「二班有多少名女生」「第一辆车卸下46吨」)
  if (other && parts.some((q) => !sameThingAsked(p.clauses[q.clause], p.ask.text))) return null;
  // the asked part is none of the parts told: the words before each part's number must not be in the question
  const askName = p.ask.text.replace(/(?:有|是|共|一共)?(?:多少|几).*$/, '');
  const rest = /(?:剩下|其余|其他|另外)的?(?:是|为|都是)?([\u4e00-\u9fff]{1,4})/.exec(p.text);
  for (const q of parts) {
    const name = p.clauses[q.clause]
      .slice(0, q.start - p.offsets[q.clause])
      .replace(/^其中/, '')
      .replace(/(?:有|是|占)$/, '');
    // 「其中一辆车上坐了13人，另一辆车上坐了多少人」: the one told and the other asked
    const oneOfPair = other && member(name) === 3 - asked;
    if (!name || (p.ask.text.includes(name) && !oneOfPair)) return null;
    if (oneOfPair) continue;
    // the asked is the rest: named so (剩下的是苹果树), or the other of a pair (女生 · 男生, 梨树 · 苹果树)
    if (!(rest && askName.includes(rest[1])) && !(askName && askName.slice(-1) === name.slice(-1))) return null;
  }
  const W = whole.map((q) => inAsked(q) as Rat).reduce((x, y) => x.add(y));
  const told = parts.map((q) => inAsked(q) as Rat);
  const answer = told.reduce((s, v) => s.sub(v), W);
  if (answer.sign() <= 0) return null;
  if (!told.reduce((s, v) => s.add(v), answer).eq(W)) return null;
  const name = unit?.name ?? measure ?? '';
  return {
    kind: 'other-part',
    idea: '总数里去掉已知的部分，剩下的就是另一部分，用减法。',
    steps: [
      ...(whole.length > 1 ? [`**先求总数** $${whole.map((q) => numTex(inAsked(q) as Rat)).join(' + ')} = ${numTex(W)}$（${name}）`] : []),
      `**列式计算** $${[W, ...told].map(numTex).join(' - ')} = ${numTex(answer)}$（${name}）`,
    ],
    answer,
    unit: name,
    form: 'number',
    used: nums,
    check: `验算：$${[...told, answer].map(numTex).join(' + ')} = ${numTex(W)}$，正好是总数。`,
  };
}
