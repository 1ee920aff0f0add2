import { Rat } from '../../../math/expression/rational';
import type { Model } from '../model';
import { numTex, type Problem } from '../read';
import { quantitiesIn, SMALL_NUMBER, smallNumber } from './spans';

/**
 * 平均数 with one more (a test, a game, a day), as textbooks and contests both ask it:
 * - the one more asked for a wanted average: 「前3次的平均分是88分，第4次要考多少分才能使平均分达到90分？」, or with the
 *   total told 「前10场一共得了333分，第11场得多少分就能使11场的平均得分达到34分？」: wanted × (n + 1) − total;
 * - how many there were: 「前几次的平均分是88分，这次考100分，平均分就提高到91分，这是第几次？」: the new one gives
 *   (100 − 91) to the old ones, each gets 91 − 88, so there were 3 before and this is the 4th.
 * The text is read as a whole (the told clauses say 「每场」 for 「平均每场」); every number must be one of the story's.
 */

const NUM = `(\\d+(?:\\.\\d+)?|[一二两三四五六七八九十]+)`;
const SCORE = '(分|米|个|下|千克|克|元|次|页|道)';
const NOT_THIS = /比|倍|分之|%|去掉|错|少算|多算|漏|最高|最低|男|女|每人|各/;

const WANTED = /使|想|要|达到|提高|变/;

function value(s: string): Rat | null {
  if (/^\d+(?:\.\d+)?$/.test(s)) return Rat.parseDecimal(s);
  const n = smallNumber(s);
  return n === null ? null : Rat.of(n);
}

/** 「前3次的平均分是88分」 or 「过去的10场比赛中一共得了333分」: the count, the ordinal word, and the total. */
function toldBefore(text: string): { n: number; per: string; total: Rat; each: Rat | null; span: [number, number] } | null {
  // 「才能使前11场的平均得分达到34分」 is the average wanted, not one told
  const told = (re: RegExp) => [...text.matchAll(re)].filter((m) => !WANTED.test(m[0]));
  const avg = told(
    new RegExp(
      `(?:前|过去的?|已经?(?:考|测|比赛)了?)${SMALL_NUMBER}([次场天周个门回轮局])[\\u4e00-\\u9fff]{0,8}?(?:平均|每\\2)[\\u4e00-\\u9fff]{0,6}?(?:是|为|有)?${NUM}${SCORE}`,
      'g',
    ),
  );
  const sum = told(
    new RegExp(
      `(?:前|过去的?|已经?(?:考|测|比赛)了?)?${SMALL_NUMBER}([次场天周个门回轮局])[\\u4e00-\\u9fff]{0,8}?(?:一共|总共|共|累计|合计|已经)[\\u4e00-\\u9fff]{0,4}?${NUM}${SCORE}`,
      'g',
    ),
  );
  if (avg.length + sum.length !== 1) return null;
  const m = avg[0] ?? sum[0];
  const isAvg = avg.length === 1;
  const n = smallNumber(m[1]);
  const v = value(m[3]);
  if (!n || n < 1 || !v) return null;
  const total = isAvg ? v.mul(Rat.of(n)) : v;
  const at = m.index ?? 0;
  return { n, per: m[2], total, each: isAvg ? v : null, span: [at, at + m[0].length] };
}

/** 「第4次要考多少分才能使平均分达到90分？」: wanted × (n + 1) − the total before. */
function oneMoreForWanted(p: Problem): Model | null {
  const before = toldBefore(p.text);
  if (!before) return null;
  const { n, per, total } = before;
  const ord = new RegExp(`第${SMALL_NUMBER}${per}`).exec(p.ask.text);
  if (!ord || smallNumber(ord[1]) !== n + 1 || !/多少|几/.test(p.ask.text)) return null;
  // the wanted average, after 使/要想/才能 (「才能使5次的平均分达到87分」「要想6场平均每场得25分」)
  const goal = new RegExp(
    `(?:使|要想|要使|想要|想使|才能让|让)(?:前|这)?(?:${SMALL_NUMBER}${per})?(?:比赛|竞赛|测验|考试)?的?(?:平均|每${per})[\\u4e00-\\u9fff]{0,6}?(?:达到|提高到|升到|上升到|变成|变为|是|为|得|有|看|读|做|写|加工|生产|修|运|卖|织|种|采|跑|走|行|跳|投)了?${NUM}${SCORE}`,
  ).exec(p.text);
  if (!goal || goal.index < before.span[1]) return null;
  if (goal[1] && smallNumber(goal[1]) !== n + 1) return null;
  const unit = goal[3];
  const toldUnit = new RegExp(`${SCORE}$`).exec(p.text.slice(before.span[0], before.span[1]))?.[1];
  if (toldUnit !== unit || (p.ask.measure && p.ask.measure !== unit && p.ask.unit?.name !== unit)) return null;
  if (NOT_THIS.test(p.text.replace(/平均分|分数|得分/g, ''))) return null;
  const wanted = value(goal[2]);
  if (!wanted) return null;
  const ordAt = p.text.indexOf(ord[0], before.span[1]);
  if (ordAt < 0) return null;
  const spans: Array<[number, number]> = [before.span, [ordAt, ordAt + ord[0].length], [goal.index, goal.index + goal[0].length]];
  const used = quantitiesIn(p, spans);
  if (!used) return null;
  const N1 = Rat.of(n + 1);
  const need = wanted.mul(N1);
  const answer = need.sub(total);
  if (answer.sign() < 0) return null;
  if (!total.add(answer).div(N1).eq(wanted)) return null;
  const totalStep = before.each
    ? `**前 ${n} ${per}一共** $${numTex(before.each)} \\times ${n} = ${numTex(total)}$（${unit}）`
    : `**前 ${n} ${per}一共** $${numTex(total)}$ ${unit}`;
  return {
    kind: 'average-one-more',
    idea: '平均数 × 个数 = 总数：先求要达到的平均数时一共需要多少，再减去前面已经有的总数，就是这一次要得的。',
    steps: [
      totalStep,
      `**${n + 1} ${per}一共要** $${numTex(wanted)} \\times ${n + 1} = ${numTex(need)}$（${unit}）`,
      `**第 ${n + 1} ${per}要** $${numTex(need)} - ${numTex(total)} = ${numTex(answer)}$（${unit}）`,
    ],
    answer,
    unit,
    form: 'number',
    decimal: true,
    used,
    check: `验算：$(${numTex(total)} + ${numTex(answer)}) \\div ${n + 1} = ${numTex(wanted)}$，正是要达到的平均数。`,
  };
}

/** 「前几次的平均分是88分，这次考100分，平均分就提高到91分，这是第几次？」: (100 − 91) ÷ (91 − 88) before this one. */
function howManyBefore(p: Problem): Model | null {
  if (!/第几|一共[\u4e00-\u9fff]{0,4}?几|共[\u4e00-\u9fff]{0,4}?几/.test(p.ask.text)) return null;
  // 「这次之前一共考了几次」 asks the ones before, not the count with this one
  if (/之前|以前|此前|前面|前几|原来/.test(p.ask.text)) return null;
  const old = new RegExp(`前几([次场天个回轮局])[\\u4e00-\\u9fff]{0,8}?平均[\\u4e00-\\u9fff]{0,4}?(?:是|为|有)?${NUM}${SCORE}`).exec(
    p.text,
  );
  if (!old) return null;
  const per = old[1];
  const unit = old[3];
  const now = new RegExp(`这(?:一)?${per}[\\u4e00-\\u9fff]{0,8}?(?:考|得|测|跳|投|打)[了出到]?${NUM}${SCORE}`).exec(p.text);
  const after = new RegExp(
    `平均[\\u4e00-\\u9fff]{0,6}?(?:(?:提高|上升|增加|降低|下降|降|升)了?(?:到|为|至)|变成|变为)了?${NUM}${SCORE}`,
  ).exec(p.text);
  if (!now || !after || now.index < old.index || after.index < now.index) return null;
  if (now[2] !== unit || after[2] !== unit || NOT_THIS.test(p.text.replace(/平均分|分数|得分/g, ''))) return null;
  const A = value(old[2]);
  const C = value(now[1]);
  const B = value(after[1]);
  if (!A || !C || !B || A.eq(B)) return null;
  // 提高 needs the new one above both averages, 降低 below both
  const up = B.sub(A).sign() > 0;
  if (/降/.test(after[0]) === up || (up ? C.cmp(B) <= 0 : C.cmp(B) >= 0)) return null;
  const n = C.sub(B).div(B.sub(A));
  if (!n.isInteger() || n.sign() <= 0) return null;
  const used = quantitiesIn(p, [
    [old.index, old.index + old[0].length],
    [now.index, now.index + now[0].length],
    [after.index, after.index + after[0].length],
  ]);
  if (!used) return null;
  const answer = n.add(Rat.ONE);
  // check: the old total plus the new one over n + 1 is the new average
  if (!A.mul(n).add(C).div(answer).eq(B)) return null;
  const diffOld = B.sub(A).abs();
  const diffNew = C.sub(B).abs();
  return {
    kind: 'average-one-more',
    idea: up
      ? `这一${per}比新的平均数多出的部分，正好补给前面每一${per}，使每${per}都从 ${numTex(A)} ${unit}提高到 ${numTex(B)} ${unit}。`
      : `这一${per}比新的平均数少的部分，正好由前面每一${per}分担，使每${per}都从 ${numTex(A)} ${unit}降到 ${numTex(B)} ${unit}。`,
    steps: [
      `**这一${per}${up ? '多出' : '少了'}** $${up ? `${numTex(C)} - ${numTex(B)}` : `${numTex(B)} - ${numTex(C)}`} = ${numTex(diffNew)}$（${unit}）`,
      `**前面每${per}${up ? '提高' : '降低'}** $${up ? `${numTex(B)} - ${numTex(A)}` : `${numTex(A)} - ${numTex(B)}`} = ${numTex(diffOld)}$（${unit}）`,
      `**前面的${per}数** $${numTex(diffNew)} \\div ${numTex(diffOld)} = ${numTex(n)}$（${per}），这一${per}是第 $${numTex(n)} + 1 = ${numTex(answer)}$ ${per}`,
    ],
    answer,
    unit: per,
    form: 'number',
    used,
    check: `验算：$(${numTex(A)} \\times ${numTex(n)} + ${numTex(C)}) \\div ${numTex(answer)} = ${numTex(B)}$，正是新的平均数。`,
  };
}

export function averageOneMoreKind(p: Problem): Model | null {
  if (p.ask.form !== 'number') return null;
  return oneMoreForWanted(p) ?? howManyBefore(p);
}
