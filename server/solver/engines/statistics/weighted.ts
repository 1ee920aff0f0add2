import { im, solved } from '../../math/write/format';
import type { MathProblem } from '../../math/expression/types';
import { Rat } from '../../math/expression/rational';
import { decimalLatex, ratOf } from './plain';

/**
 * The weighted mean (加权平均数): scores of several items weighed by a ratio or by percentages (「三项得分分别为 90 分、
 * 80 分、85 分，按 5:3:2 计算」, 「分别占 50%、30%、20%」), and values told with how many times each occurs
 * (「8 小时的有 20 人，9 小时的有 18 人」). Every score has its weight; a told total must agree with the counts.
 */

type Out = ReturnType<typeof solved>;

const NUM = String.raw`\d+(?:\.\d+)?`;

export function weightedMean(t: string, mp: MathProblem): Out | null {
  return byRatio(t, mp) ?? byCounts(t, mp);
}

function finish(mp: MathProblem, values: Rat[], weights: Rat[], idea: string, unit: string): Out | null {
  const total = weights.reduce((a, b) => a.add(b), Rat.ZERO);
  if (total.isZero() || weights.some((w) => w.sign() <= 0)) return null;
  const num = values.reduce((a, v, i) => a.add(v.mul(weights[i])), Rat.ZERO);
  const avg = num.div(total);
  // Check: weights made into fractions of 1 give the same mean.
  const again = values.reduce((a, v, i) => a.add(v.mul(weights[i].div(total))), Rat.ZERO);
  if (!again.eq(avg)) return null;
  const terms = values.map((v, i) => `${v.toLatex()}\\times ${weights[i].toLatex()}`).join('+');
  return solved(mp, {
    engine: 'statistics:weighted-mean',
    idea,
    steps: [
      `${im(`\\bar{x}=\\frac{${terms}}{${weights.map((w) => w.toLatex()).join('+')}}=\\frac{${num.toLatex()}}{${total.toLatex()}}=${decimalLatex(avg)}`)}${unit}。`,
    ],
    finalAnswer: `$${decimalLatex(avg)}$${unit}`,
    verificationNote: '把各权数化成占总权数的比例再相加，结果相同。',
    value: { kind: 'numbers', values: [avg.toNumber()] },
  });
}

function byRatio(t: string, mp: MathProblem): Out | null {
  const scores = new RegExp(`(?:分别为|分别是|依次为|依次是)((?:${NUM}分?[、,，])+${NUM}分?)`).exec(t);
  if (!scores) return null;
  const values = scores[1].split(/[、,，]/).map((s) => ratOf(s.replace(/分$/, '')));
  const ratio = new RegExp(`按(?:照)?(${NUM}(?::${NUM})+)的比(?:例)?`).exec(t);
  const percents = new RegExp(`(?:分别)?(?:按|占)((?:${NUM}%[、,，和])+${NUM}%)`).exec(t);
  if (!ratio === !percents) return null;
  const weights = (ratio ? ratio[1].split(':') : (percents as RegExpExecArray)[1].split(/[、,，和]/).map((s) => s.replace('%', ''))).map(
    ratOf,
  );
  if (values.some((v) => !v) || weights.some((w) => !w) || values.length !== weights.length || values.length < 2) return null;
  if (percents && !(weights as Rat[]).reduce((a, b) => a.add(b), Rat.ZERO).eq(Rat.of(100))) return null;
  const rest = t.replace(scores[0], '').replace((ratio ?? percents)![0], '');
  if (/\d/.test(rest)) return null;
  if (!/(?:总|综合|最终|最后|平均|期末|学期)?(?:成绩|得分|分数)(?:为|是)?＿分?$/.test(rest)) return null;
  if (/不|至少|最少|最多|需|要使|若要|才能|超过|排名|录用|谁|哪/.test(rest)) return null;
  return finish(
    mp,
    values as Rat[],
    weights as Rat[],
    '加权平均数：各项得分乘以它的权，相加后除以权的和。',
    /分/.test(scores[1]) ? ' 分' : '',
  );
}

function byCounts(t: string, mp: MathProblem): Out | null {
  const pairs = [
    ...t.matchAll(
      new RegExp(String.raw`(${NUM})(小时|分钟|分|岁|元|本|次|个|环|棵|千克|吨|件|天)的(?:有)?(\d+)(?:人|名|户|个|天|次|家)`, 'g'),
    ),
  ];
  if (pairs.length < 2) return null;
  const unit = pairs[0][2];
  if (pairs.some((p) => p[2] !== unit)) return null;
  const values = pairs.map((p) => ratOf(p[1]) as Rat);
  const weights = pairs.map((p) => Rat.of(Number(p[3])));
  let rest = pairs.reduce((s, p) => s.replace(p[0], ''), t);
  // A told total (「50 名学生」, maybe said twice) must be the sum of the counts.
  for (const total of [...rest.matchAll(/(\d+)(?:名|个|位|户|人|家)/g)]) {
    if (!weights.reduce((a, b) => a.add(b), Rat.ZERO).eq(Rat.of(Number(total[1])))) return null;
    rest = rest.replace(total[0], '');
  }
  if (/\d/.test(rest)) return null;
  if (!new RegExp(`(?:的)?(?:平均数|平均值|平均${unit}数)(?:是|为)?＿(?:${unit})?$`).test(rest)) return null;
  if (/估计|总体|全校|全市|约|中位数|众数|方差|频率|百分/.test(rest)) return null;
  return finish(mp, values, weights, '加权平均数：每个数乘以它出现的次数（权），相加后除以总次数。', unit);
}
