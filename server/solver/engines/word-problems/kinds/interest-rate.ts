import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex as t, type Problem, type Qty } from '../read';
import { convert, UNITS } from '../units';

/**
 * 利率 backwards（六年级下册 利率）: the annual rate from the principal, the years and the interest — told as the
 * interest itself or as 本金和利息 together. 「爸爸买了5000元国债，定期两年，到期时可取回本金和利息共5873元，年利率
 * 是多少？」: (5873 − 5000) ÷ 5000 ÷ 2 = 8.73%. Checked forwards: 本金 × 利率 × 存期 gives the interest back.
 */
export function interestRateKind(p: Problem): Model | null {
  if (!/年利率/.test(p.ask.text) || !/(?:是|为)?(?:多少|百分之几)/.test(p.ask.text)) return null;
  if (/税|复利|利滚利|活期|月利率|折|%/.test(p.text)) return null;
  const yuan = UNITS.get('元');
  if (!yuan) return null;
  const nums = p.qs.filter((q) => !q.label && !(isOptional(q) && !/一年/.test(p.text.slice(q.start, q.end + 1))));
  const money = nums.filter((q) => q.kind === 'plain' && q.unit?.dim === 'money');
  const years = nums.filter((q) => q.kind === 'plain' && q.measure === '年');
  if (money.length !== 2 || years.length !== 1 || nums.length !== 3) return null;
  const before = (q: Qty) => p.text.slice(Math.max(0, q.start - 12), q.start);
  // the second amount: the interest alone, or principal and interest together
  const [principal, second] = money;
  const together = /本金和利息|本息|连本带利|一共|共|取回|可取|能取/.test(before(second));
  const interestOnly = !together && /利息/.test(before(second));
  if (together === interestOnly) return null;
  if (/利息/.test(before(principal)) || /本金和利息|本息/.test(before(principal))) return null;
  const P = convert(principal.value, principal.unit as NonNullable<Qty['unit']>, yuan) as Rat;
  const S = convert(second.value, second.unit as NonNullable<Qty['unit']>, yuan) as Rat;
  const n = years[0].value;
  const interest = together ? S.sub(P) : S;
  if (P.sign() <= 0 || n.sign() <= 0 || interest.sign() <= 0) return null;
  const rate = interest.div(P).div(n);
  // check forwards: 本金 × 利率 × 存期
  if (!P.mul(rate).mul(n).eq(interest)) return null;
  const pc = (r: Rat) => `${t(r.mul(Rat.of(100)))}\\%`;
  return {
    kind: 'interest-rate',
    idea: `利息 = 本金 × 利率 × 存期，反过来 年利率 = 利息 ÷ 本金 ÷ 存期${together ? '；先用本息和减去本金求出利息' : ''}。`,
    steps: [
      ...(together ? [`**第一步** 利息：$${t(S)} - ${t(P)} = ${t(interest)}$（元）`] : []),
      `**${together ? '第二步' : '列式计算'}** 年利率：$${t(interest)} \\div ${t(P)} \\div ${t(n)} = ${t(rate)} = ${pc(rate)}$`,
    ],
    answer: rate,
    unit: '',
    form: 'percent',
    used: [principal, second, years[0]],
    check: `验算：$${t(P)} \\times ${pc(rate)} \\times ${t(n)} = ${t(interest)}$（元），正是利息。`,
  };
}
