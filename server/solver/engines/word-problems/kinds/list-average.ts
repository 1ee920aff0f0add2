import { Rat } from '../../../math/expression/rational';
import type { Model } from '../model';
import { chineseNumber, numTex, type Problem } from '../read';

/** 「这8个数」「这三个数」: how many numbers the question says there are. */
const COUNT = /这(\d+|[两二三四五六七八九十]+)个数/;

/**
 * 平均数 of numbers written out (四年级下 统计): 「102，103，105，101这4个数的平均数是多少」「12、15、18的平均数是多少」.
 * Only a bare list: every number before the question is a plain number with nothing but separators between them, and a
 * count the question tells must be the count of the list.
 */
export function listAverageKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !/平均数(?:是|为|等于)?(?:多少)?$/.test(p.ask.text)) return null;
  const count = COUNT.exec(p.ask.text);
  const countQ = count ? p.qs.find((q) => q.clause === p.ask.clause && p.ask.text.includes(`这${q.raw}个数`)) : undefined;
  const nums = p.qs.filter((q) => q !== countQ);
  if (nums.length < 2 || nums.some((q) => q.kind !== 'plain' || q.unit || q.measure || q.chinese || q.label)) return null;
  // the text up to the question is the list and nothing else
  const last = nums[nums.length - 1];
  const head = p.text.slice(0, last.end);
  if (head.replace(/\d+(?:\.\d+)?/g, '').replace(/[,，、和]/g, '') !== '') return null;
  if (!/^(?:这|的平均数)/.test(p.text.slice(last.end))) return null;
  if (count) {
    const n = /^\d+$/.test(count[1]) ? Number(count[1]) : chineseNumber(count[1] === '两' ? '二' : count[1]);
    if (n !== nums.length || !countQ) return null;
  }
  const total = nums.reduce((s, q) => s.add(q.value), Rat.ZERO);
  const answer = total.div(Rat.of(nums.length));
  // check: the differences from the average add up to zero
  if (!nums.reduce((s, q) => s.add(q.value.sub(answer)), Rat.ZERO).isZero()) return null;
  return {
    kind: 'list-average',
    idea: '平均数 = 这些数的和 ÷ 数的个数。',
    steps: [
      `**求和** $${nums.map((q) => numTex(q.value)).join(' + ')} = ${numTex(total)}$`,
      `**列式计算** $${numTex(total)} \\div ${nums.length} = ${numTex(answer)}$`,
    ],
    answer,
    unit: '',
    form: 'number',
    used: countQ ? [...nums, countQ] : nums,
    check: '每个数与平均数的差（多的记正、少的记负）加起来正好为 0，说明平均数正确。',
  };
}
