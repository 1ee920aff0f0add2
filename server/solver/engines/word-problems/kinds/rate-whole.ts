import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex as t, type Problem } from '../read';

/**
 * 百分率 backwards（六年级上册 百分数的应用）: a rate (出勤率, 合格率, 发芽率…) and the count left out of it (请假,
 * 不合格, 没有发芽) give the whole — 「某班今天有2人请假，出勤率是96%，这个班有多少人？」: 2 ÷ (1 − 96%). When some of
 * those left out come back (「下午请假的3人中又有1人到校」), the new rate over the same whole is asked.
 * Checked forwards: the rate of the whole found gives back the count left out.
 */

const RATES: Record<string, RegExp> = {
  出勤: /请假|缺勤|缺席|没来|未到|没有来/,
  合格: /不合格|次品|废品/,
  发芽: /没有发芽|没发芽|未发芽|不发芽/,
  成活: /没有成活|没成活|未成活|死了|不成活/,
  及格: /不及格/,
  达标: /不达标|没有达标|未达标/,
};

export function rateWholeKind(p: Problem): Model | null {
  if (!p.ask.measure && p.ask.form !== 'percent') return null;
  const rm = /(出勤|合格|发芽|成活|及格|达标)率(?:是|为|达到|约|有)?$/;
  const nums = p.qs.filter((q) => !isOptional(q));
  const rates = nums.filter((q) => q.kind === 'percent' && rm.test(p.text.slice(Math.max(0, q.start - 6), q.start)));
  if (rates.length !== 1 || nums.filter((q) => q.kind === 'percent').length !== 1) return null;
  const rate = rates[0];
  const word = (rm.exec(p.text.slice(Math.max(0, rate.start - 6), rate.start)) as RegExpExecArray)[1];
  const out = RATES[word];
  const counts = nums.filter((q) => q !== rate && q.kind === 'plain' && !q.unit && q.measure && q.value.isInteger());
  if (counts.length < 1 || counts.length > 3 || counts.length + 1 !== nums.length) return null;
  // the count left out: named by the rate's opposite in its clause, before the question
  const n = counts[0];
  if (!out.test(p.clauses[n.clause]) || n.clause === p.ask.clause) return null;
  const r = rate.value;
  if (r.sign() <= 0 || r.cmp(Rat.ONE) >= 0) return null;
  const whole = n.value.div(Rat.ONE.sub(r));
  if (!whole.isInteger()) return null;
  // check forwards: the rate of the whole found leaves out n
  if (!whole.mul(Rat.ONE.sub(r)).eq(n.value)) return null;
  const pc = (x: Rat) => `${t(x.mul(Rat.of(100)))}\\%`;
  const first = `**第一步** 总数：$${t(n.value)} \\div (1 - ${pc(r)}) = ${t(whole)}$（${n.measure}）`;
  if (p.ask.form === 'percent' && counts.length === 3) {
    // 「下午请假的3人中又有1人到校」: the same n, of whom k came back
    const [, again, back] = counts;
    if (!again.value.eq(n.value) || !/(?:又有|有)$/.test(p.text.slice(Math.max(0, back.start - 2), back.start))) return null;
    if (!/到校|来了|返校|回来|赶到|到了/.test(p.text.slice(back.end, back.end + 4)) || !p.ask.text.includes(word)) return null;
    const stillOut = n.value.sub(back.value);
    if (stillOut.sign() < 0) return null;
    const newRate = whole.sub(stillOut).div(whole);
    return {
      kind: 'rate-whole',
      idea: `${word}率 = ${word}的 ÷ 总数。先用${word === '出勤' ? '请假' : '缺少'}的 ÷ (1 − ${word}率) 求出总数，再求后来的${word}率。`,
      steps: [
        first,
        `**第二步** 后来还缺 $${t(n.value)} - ${t(back.value)} = ${t(stillOut)}$（${n.measure}），${word}率：$(${t(whole)} - ${t(stillOut)}) \\div ${t(whole)} = ${pc(newRate)}$`,
      ],
      answer: newRate,
      unit: '',
      form: 'percent',
      used: [rate, ...counts],
      check: `验算：$${t(whole)} \\times (1 - ${pc(r)}) = ${t(n.value)}$，正是原来缺的；$${t(whole)} \\times ${pc(newRate)} = ${t(whole.sub(stillOut))}$。`,
    };
  }
  if (counts.length !== 1 || p.ask.form !== 'number' || p.ask.measure !== n.measure) return null;
  if (!/一共|共|全班|全校|这批|这个班|总|全部|有多少|有几/.test(p.ask.text) || out.test(p.ask.text)) return null;
  return {
    kind: 'rate-whole',
    idea: `${word}率是 ${pc(r)}，${word === '出勤' ? '请假' : '缺少'}的占总数的 $1 - ${pc(r)}$；已知这部分是 ${t(n.value)} ${n.measure}，求总数用除法。`,
    steps: [first],
    answer: whole,
    unit: n.measure ?? '',
    form: 'number',
    used: [rate, n],
    check: `验算：$${t(whole)} \\times ${pc(r)} = ${t(whole.mul(r))}$，$${t(whole)} - ${t(whole.mul(r))} = ${t(n.value)}$，与题目相符。`,
  };
}
