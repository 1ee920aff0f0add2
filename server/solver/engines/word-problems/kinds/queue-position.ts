import { Rat } from '../../../math/expression/rational';
import type { Model } from '../model';
import { numTex, type Problem } from '../read';
import { quantitiesIn } from './spans';

/**
 * 排队问题（一年级）: one person in a line, counted from both ends (从前面数排第9，从后面数排第12 → 9 + 12 − 1), with
 * people on both sides (前面有8人，后面有10人 → 8 + 10 + 1), or the people on one side from the whole line
 * (共12人，左边有7人 → 12 − 7 − 1). The person is counted once: the check puts the line back together.
 */

const SIDES: Array<[string, string]> = [
  ['前', '后'],
  ['左', '右'],
];
const N = '(\\d+)';

function sideOf(word: string): [string, string] | null {
  return SIDES.find(([a, b]) => word === a || word === b) ?? null;
}

export function queuePositionKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !/排|队|行|列|组|人/.test(p.text)) return null;
  if (/每|倍|分之|%|间隔|隔|相距|米|棵|树/.test(p.text)) return null;
  const t = p.text;
  const whole =
    /一共|共有|总共|一排|这一排|这一队|这队|这排|全队|这一行/.test(p.ask.text) && /(?:多少|几)(?:人|个|名|位)?/.test(p.ask.text);
  // counted from both ends
  const ends = new RegExp(
    `从([前后左右])(?:面|边|往[前后左右])?数[,，]?[\\u4e00-\\u9fff]{0,4}?(?:排(?:在)?|是)(?:第)?${N}(?:个|位|名)?[,，]?(?:从)?([前后左右])(?:面|边|往[前后左右])?数[,，]?[\\u4e00-\\u9fff]{0,4}?(?:排(?:在)?|是)(?:第)?${N}`,
  ).exec(t);
  if (ends && whole) {
    const s1 = sideOf(ends[1]);
    if (!s1 || s1 !== sideOf(ends[3]) || ends[1] === ends[3]) return null;
    const used = quantitiesIn(p, [[ends.index, ends.index + ends[0].length]]);
    if (!used) return null;
    const [a, b] = [Rat.of(Number(ends[2])), Rat.of(Number(ends[4]))];
    const answer = a.add(b).sub(Rat.ONE);
    // check: a − 1 people before, b − 1 after, and the person
    if (!a.sub(Rat.ONE).add(b.sub(Rat.ONE)).add(Rat.ONE).eq(answer) || a.sign() <= 0 || b.sign() <= 0) return null;
    return model(
      answer,
      used,
      [
        `**分析数量关系** 从两头数都数到了这个人，他被数了两次，要减去 1。`,
        `**列式计算** $${numTex(a)} + ${numTex(b)} - 1 = ${numTex(answer)}$（人）`,
      ],
      `他${s1[0]}边有 $${numTex(a.sub(Rat.ONE))}$ 人，${s1[1]}边有 $${numTex(b.sub(Rat.ONE))}$ 人，加上他自己：$${numTex(a.sub(Rat.ONE))} + ${numTex(b.sub(Rat.ONE))} + 1 = ${numTex(answer)}$。`,
    );
  }
  // people on both sides of one person
  const both = new RegExp(
    `([前后左右])(?:面|边)(?:有|站着|排着)?${N}(?:人|个人|名|位|个同学|名同学)[,，]?[\\u4e00-\\u9fff]{0,4}?([前后左右])(?:面|边)(?:还)?(?:有|站着|排着)?(${N}(?:人|个人|名|位|个同学|名同学)|(?:多少|几)(?:人|个人|名|位)?)`,
  ).exec(t);
  if (!both) return null;
  const side = sideOf(both[1]);
  if (!side || side !== sideOf(both[3]) || both[1] === both[3]) return null;
  const a = Rat.of(Number(both[2]));
  if (both[5] && whole) {
    const b = Rat.of(Number(both[5]));
    const used = quantitiesIn(p, [[both.index, both.index + both[0].length]]);
    if (!used) return null;
    const answer = a.add(b).add(Rat.ONE);
    return model(
      answer,
      used,
      [
        `**分析数量关系** 队伍里有他${side[0]}${side[1]}两边的人，还要算上他自己。`,
        `**列式计算** $${numTex(a)} + ${numTex(b)} + 1 = ${numTex(answer)}$（人）`,
      ],
      `去掉他自己和${both[1]}边的 $${numTex(a)}$ 人，剩下 $${numTex(answer)} - 1 - ${numTex(a)} = ${numTex(b)}$ 人，正是${both[3]}边的人数。`,
    );
  }
  if (!both[5] && both.index + both[0].length >= p.offsets[p.ask.clause]) {
    // the whole line told before: the other side = whole − one side − the person
    const total = new RegExp(`(?:一共|共有|共|总共)(?:有)?${N}(?:人|个人|名|位|个同学|名同学)`).exec(t);
    if (!total || total.index > both.index) return null;
    const used = quantitiesIn(p, [
      [total.index, total.index + total[0].length],
      [both.index, both.index + both[0].length],
    ]);
    if (!used) return null;
    const n = Rat.of(Number(total[1]));
    const answer = n.sub(a).sub(Rat.ONE);
    if (answer.sign() < 0) return null;
    return model(
      answer,
      used,
      [
        `**分析数量关系** 一共的人数里有${both[1]}边的人、${both[3]}边的人，还有他自己。`,
        `**列式计算** $${numTex(n)} - ${numTex(a)} - 1 = ${numTex(answer)}$（人）`,
      ],
      `$${numTex(a)} + ${numTex(answer)} + 1 = ${numTex(n)}$，正好是全部人数。`,
    );
  }
  return null;
}

function model(answer: Rat, used: ReturnType<typeof quantitiesIn> & object, steps: string[], check: string): Model {
  return {
    kind: 'queue-position',
    idea: '排队问题：画图（用圆圈表示人）数一数，注意这个人自己只算一次。',
    steps,
    answer,
    unit: '人',
    form: 'number',
    used,
    check: `验算：${check}`,
  };
}
