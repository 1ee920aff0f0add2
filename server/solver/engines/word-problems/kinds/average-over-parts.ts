import type { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex, type Problem } from '../read';
import { convert, UNITS } from '../units';
import { valueInAsked } from './change';

/** 「平均每分钟行多少米」「平均速度是每小时多少千米」: the one a mean is taken per. */
const ASK = /平均(?:速度)?(?:是|为)?每(?:一)?(分钟|小时|时|秒|天|周|月|年|次|人|个)/;
/** The whole of what the mean is taken per, told once: 「共用了20分钟」「一共花了4天」. */
const TOTAL = /(?:一共|总共|共)(?:用了|用去|花了|用)$/;

/**
 * 平均数 = 总数 ÷ 总份数 over parts told one after another: 「先走了400米，又走了600米，共用了20分钟，平均每分钟走多少
 * 米？」 → (400 + 600) ÷ 20. Every part is an amount of the unit asked, done by the same verb; the whole of the
 * other unit is told once with 共用了; nothing else is told.
 */
export function averageOverPartsKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || (!p.ask.unit && !p.ask.measure)) return null;
  const ask = ASK.exec(p.ask.text);
  if (!ask) return null;
  if (/比|倍|剩|分之|%|往返|返回|来回|回来|多用|少用|休息|停/.test(p.text)) return null;
  if (/每/.test(p.text.slice(0, p.offsets[p.ask.clause]))) return null;
  const nums = p.qs.filter((q) => !isOptional(q));
  if (nums.some((q) => q.kind !== 'plain' || q.clause === p.ask.clause)) return null;
  const inAsked = valueInAsked(p, true);
  const parts = nums.filter((q) => inAsked(q) !== null);
  const rest = nums.filter((q) => !parts.includes(q));
  if (parts.length < 2 || rest.length !== 1) return null;
  const whole = rest[0];
  if (!TOTAL.test(p.clauses[whole.clause].slice(0, whole.start - p.offsets[whole.clause]))) return null;
  if (parts.some((q) => q.start > whole.start)) return null;
  // the whole counts in the unit the mean is per (分钟 → 分钟, 2小时 → 120 分钟 when 每分钟 is asked)
  const per = UNITS.get(ask[1] === '时' ? '小时' : ask[1]);
  let W: Rat | null = null;
  // a day of reading is no 24 hours: 天, 周, 月 and 年 are counted as told, only the clock units convert
  const clock = (name: string) => /^(?:秒|分钟|小时)$/.test(name);
  if (per && whole.unit && (whole.unit.name === per.name || (clock(whole.unit.name) && clock(per.name))))
    W = convert(whole.value, whole.unit, per);
  else if (!per && !whole.unit && whole.measure === ask[1]) W = whole.value;
  if (!W || W.sign() <= 0) return null;
  // the parts are one doing: the same verb before each amount, the verb asked (or a speed asked)
  const verbs = parts.map((q) =>
    p.clauses[q.clause]
      .slice(0, q.start - p.offsets[q.clause])
      .replace(/了$/, '')
      .slice(-1),
  );
  if (!/[\u4e00-\u9fff]/.test(verbs[0]) || verbs.some((v) => v !== verbs[0])) return null;
  if (!p.ask.text.includes(verbs[0]) && !/速度/.test(p.ask.text)) return null;
  if (new Set(parts.map((q) => q.clause)).size !== parts.length) return null;
  // 「小明先走了400米，小红又走了600米」: someone named before 又 is another one than the first doer
  for (const q of parts.slice(1)) {
    const who = /^(.*?)(?:又|再|然后|接着)/.exec(p.clauses[q.clause])?.[1];
    if (who && !p.clauses[parts[0].clause].includes(who)) return null;
  }
  const values = parts.map((q) => inAsked(q) as Rat);
  const sum = values.reduce((s, v) => s.add(v));
  const answer = sum.div(W);
  if (answer.sign() <= 0 || !answer.mul(W).eq(sum)) return null;
  const unit = p.ask.unit?.name ?? p.ask.measure ?? '';
  return {
    kind: 'average-over-parts',
    idea: '平均数 = 总数 ÷ 总份数：先把几段合起来求总数，再除以一共用的份数。',
    steps: [
      `**求总数** $${values.map(numTex).join(' + ')} = ${numTex(sum)}$（${unit}）`,
      `**求平均数** $${numTex(sum)} \\div ${numTex(W)} = ${numTex(answer)}$（${unit}）`,
    ],
    answer,
    unit,
    form: 'number',
    used: nums,
    check: `验算：$${numTex(answer)} \\times ${numTex(W)} = ${numTex(sum)}$，正好是几段的总数。`,
  };
}
