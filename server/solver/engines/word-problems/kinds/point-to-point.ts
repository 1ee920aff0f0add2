import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex, type Problem } from '../read';
import { convert } from '../units';
import { SMALL_NUMBER, smallNumber } from './spans';

/**
 * 植树问题 between numbered points (三年级): 「路边每隔5米有一棵树，从第1棵走到第10棵，走了多少米？」, 「从起点开始设服务站，
 * 以后每隔1000米设一个，跑到第5个服务站时跑了多少米？」 → (b − a) gaps of the told distance.
 */

const GAP =
  /每隔(\d+(?:\.\d+)?)|每(?:两|相邻两)[\u4e00-\u9fff]{1,4}?(?:之间|间隔|相距|中间)(?:的距离|相距|距离)?(?:是|为|有)?(\d+(?:\.\d+)?)/;
const FROM_TO = new RegExp(
  `从第${SMALL_NUMBER}([\\u4e00-\\u9fff])[\\u4e00-\\u9fff]{0,4}?(?:走|跑|骑|开|游)?到第${SMALL_NUMBER}([\\u4e00-\\u9fff])`,
);
const TO_NTH = new RegExp(`(?:走|跑|骑|开|游)到(?:了)?第${SMALL_NUMBER}个`);
/** The first point stands at the start: 「从起点开始设」「起点也设一个」. */
const AT_START = /从起点(?:开始|处)?(?:设|放|种|插|立|建)|起点(?:处)?(?:也|就)?(?:设|放|种|有|插|立)/;

export function pointToPointKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || p.ask.unit?.dim !== 'length') return null;
  if (/两端|一端|两头|圆|环形|一周|一圈|比|倍|返回|往返|一共有多少|共有多少/.test(p.text)) return null;
  const gap = GAP.exec(p.text);
  if (!gap) return null;
  const gapAt = (gap.index ?? 0) + gap[0].length - (gap[1] ?? gap[2]).length;
  const gapQ = p.qs.find((q) => q.start === gapAt);
  if (gapQ?.unit?.dim !== 'length') return null;
  let from: number | null = null;
  let to: number | null = null;
  let how = '';
  const ft = FROM_TO.exec(p.text);
  if (ft) {
    if (ft[2] !== ft[4]) return null;
    from = smallNumber(ft[1]);
    to = smallNumber(ft[3]);
    how = `从第 ${from} ${ft[2]}到第 ${to} ${ft[2]}`;
  } else {
    const nth = TO_NTH.exec(p.text);
    if (!nth || !AT_START.test(p.text)) return null;
    from = 1;
    to = smallNumber(nth[1]);
    how = `起点是第 1 个，到第 ${to} 个`;
  }
  if (!from || !to || to <= from) return null;
  // every number that must be used is the gap (the ordinals are labels)
  // (「每两根…之间」: the 两 is part of the gap's wording)
  const gapStart = gap.index ?? 0;
  const inGap = p.qs.filter((q) => q !== gapQ && q.start >= gapStart && q.start < gapStart + gap[0].length);
  if (inGap.some((q) => q.raw !== '两') || p.qs.some((q) => !isOptional(q) && q !== gapQ && !inGap.includes(q))) return null;
  const gaps = Rat.of(to - from);
  const inAsk = convert(gapQ.value.mul(gaps), gapQ.unit, p.ask.unit);
  if (!inAsk) return null;
  // check: walking gap by gap from the first point reaches the last
  let walked = Rat.ZERO;
  for (let i = from; i < to; i++) walked = walked.add(gapQ.value);
  if (!walked.eq(gapQ.value.mul(gaps))) return null;
  const u = gapQ.unit.name;
  return {
    kind: 'point-to-point',
    idea: '走过的是相邻两点之间的间隔：从第 a 个到第 b 个有 b − a 个间隔，路程 = 间隔长 × 间隔数。',
    steps: [
      `**分析数量关系** ${how}，有 $${to} - ${from} = ${to - from}$ 个间隔，每个间隔 $${numTex(gapQ.value)}$ ${u}。`,
      `**列式计算** $${numTex(gapQ.value)} \\times ${to - from} = ${numTex(gapQ.value.mul(gaps))}$（${u}）${u !== p.ask.unit.name ? `，即 $${numTex(inAsk)}$ ${p.ask.unit.name}` : ''}`,
    ],
    answer: inAsk,
    unit: p.ask.unit.name,
    form: 'number',
    used: [gapQ, ...inGap],
    check: `验算：从第 ${from} 个起一段一段地走，走 ${to - from} 段正好到第 ${to} 个，共 $${numTex(walked)}$ ${u}。`,
  };
}
