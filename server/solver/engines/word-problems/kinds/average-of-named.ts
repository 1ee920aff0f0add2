import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { chineseNumber, numTex, type Problem, type Qty } from '../read';

/** 「语文、数学的平均分是92分」「语文和数学平均分是92分」: the mean of the things listed before it. */
const LISTED = /((?:[\u4e00-\u9fff]{2}[、和与]){1,4}[\u4e00-\u9fff]{2})(?:[两二三四五\d][科门])?的?平均(?:分|成绩|数)?(?:是|为|有)?$/;

/**
 * 平均数 after one more, the first ones named instead of counted: 「语文、数学的平均分是92分，英语考了98分，三科平均分是
 * 多少？」 → (92 × 2 + 98) ÷ 3. The question counts one more than the names listed; the check takes the new mean
 * back to the total.
 */
export function averageOfNamedKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !/平均/.test(p.ask.text)) return null;
  if (/比|倍|分之|%|折|去掉|又|再/.test(p.text)) return null;
  const nums = p.qs.filter((q) => !isOptional(q));
  // 「三科的平均分」: a count of the subjects, told beside their names
  const subjects = (q: Qty) => /^[科门项]/.test(p.text.slice(q.end)) || /^[科门项]$/.test(q.measure ?? '');
  const told = nums.filter((q) => q.clause !== p.ask.clause && !subjects(q));
  const countsTold = nums.filter((q) => q.clause !== p.ask.clause && subjects(q));
  const asked = nums.filter((q) => q.clause === p.ask.clause);
  if (told.length !== 2 || asked.length > 1 || countsTold.length > 1) return null;
  const before = (i: number) => p.clauses[told[i].clause].slice(0, told[i].start - p.offsets[told[i].clause]);
  const avgAt = told.findIndex((_, i) => LISTED.test(before(i)));
  if (avgAt !== 0) return null;
  const [avg, one] = told;
  if (/平均/.test(p.clauses[one.clause]) || one.clause === avg.clause) return null;
  const names = (LISTED.exec(before(0)) as RegExpExecArray)[1].split(/[、和与]/);
  if (new Set(names).size !== names.length) return null;
  // the one more is named too, and is none of the listed
  const oneTold = /([\u4e00-\u9fff]{2})(?:考了|得了|是|有|成绩是)?$/.exec(before(1));
  const oneName = oneTold?.[1];
  if (!oneTold || !oneName || names.includes(oneName)) return null;
  // 「小红英语98分」 after 小明's mean: someone named before the one more is the one of the mean
  const who = before(1).slice(0, oneTold.index);
  if (who && !p.clauses[avg.clause].includes(who)) return null;
  const k = Rat.of(names.length);
  if (countsTold.length && (!countsTold[0].value.eq(k) || countsTold[0].clause !== avg.clause)) return null;
  // 「三科平均分」 asks the mean of one more than the names listed (三门 is read as a label: its count from the text)
  const spoken = /([两二三四五六])[科门项]/.exec(p.ask.text);
  const n = asked.length ? asked[0].value : spoken ? Rat.of(chineseNumber(spoken[1] === '两' ? '二' : spoken[1]) ?? 0) : null;
  if (!n?.eq(k.add(Rat.ONE)) || (asked.length && (asked[0].kind !== 'plain' || asked[0].unit))) return null;
  const same = avg.unit && one.unit ? avg.unit.name === one.unit.name : !avg.unit && !one.unit && avg.measure === one.measure;
  if (!same || avg.kind !== 'plain' || one.kind !== 'plain') return null;
  const total = avg.value.mul(k).add(one.value);
  const answer = total.div(n);
  if (!answer.mul(n).sub(one.value).div(k).eq(avg.value)) return null;
  const u = avg.unit?.name ?? avg.measure ?? '';
  return {
    kind: 'average-of-named',
    idea: `平均数 × 个数 = 总数：先求${names.join('、')}的总数，加上${oneName}，再除以 ${numTex(n)}。`,
    steps: [
      `**${names.join('、')}的总数** $${numTex(avg.value)} \\times ${numTex(k)} = ${numTex(avg.value.mul(k))}$（${u}）`,
      `**${numTex(n)} 个的平均数** $(${numTex(avg.value.mul(k))} + ${numTex(one.value)}) \\div ${numTex(n)} = ${numTex(answer)}$（${u}）`,
    ],
    answer,
    unit: u,
    form: 'number',
    used: nums,
    check: `验算：$${numTex(answer)} \\times ${numTex(n)} - ${numTex(one.value)} = ${numTex(avg.value.mul(k))}$，除以 ${numTex(k)} 正是 $${numTex(avg.value)}$。`,
  };
}
