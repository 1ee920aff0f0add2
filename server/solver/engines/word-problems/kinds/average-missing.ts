import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex, type Problem, type Qty } from '../read';
import { convert } from '../units';
import { sameCount } from './change';

/**
 * The average and all amounts but one told, the missing one asked:
 * 「语文93分，数学98分，语文、数学、英语三科的平均成绩是97分，英语得了多少分？」 → 97 × 3 − 93 − 98.
 */
export function averageMissingKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || /平均/.test(p.ask.text)) return null;
  const avgAt = /平均(?:成绩|分|数|每[\u4e00-\u9fff])?(?:是|为)?$/;
  const nums = p.qs.filter((q) => !isOptional(q));
  const avg = nums.filter((q) => q.kind === 'plain' && avgAt.test(p.text.slice(Math.max(0, q.start - 8), q.start)));
  if (avg.length !== 1) return null;
  const M = avg[0];
  // how many amounts: 「三科」「四次」, or the list 「语文、数学、英语」 before it
  const clause = p.clauses[M.clause];
  // 「前两次的平均成绩是88分，第三次考了94分」: the mean is of some of the amounts, the one told is not among them
  if (/(?:前|后|头)[\d两二三四五六七八九十]+[\u4e00-\u9fff]?的?平均/.test(clause) || /一共|总/.test(p.ask.text)) return null;
  const listed = /((?:[\u4e00-\u9fff]{1,4}、)+[\u4e00-\u9fff]{1,4}?)(?:[三四五六七八九十两二]?[科门次场个天人])?的?平均/.exec(clause);
  const counted = nums.filter((q) => q !== M && q.chinese && q.clause === M.clause && q.start < M.start);
  let n: number | null = null;
  let names: string[] = [];
  if (listed) {
    names = listed[1].split('、').map((x) => x.replace(/^.*(?:她|他|的)/, ''));
    n = names.length;
  }
  if (counted.length === 1) {
    const c = counted[0].value.toNumber();
    if (n !== null && n !== c) return null;
    n = c;
  } else if (counted.length > 1) return null;
  if (!n || n < 2) return null;
  const amountOf = (q: Qty): Rat | null => {
    if (q.kind !== 'plain') return null;
    if (M.unit) return q.unit ? convert(q.value, q.unit, M.unit) : null;
    return sameCount(q.measure, M.measure) ? q.value : null;
  };
  const known = nums.filter((q) => q !== M && !counted.includes(q));
  if (known.length !== n - 1) return null;
  const values = known.map(amountOf);
  const mv = amountOf(M);
  if (!mv || values.some((v) => !v)) return null;
  // the question names the one amount of the list that has no number
  if (names.length) {
    const asked = names.filter((x) => x && p.ask.text.includes(x));
    if (asked.length !== 1) return null;
    const told = names.filter((x) => known.some((q) => p.clauses[q.clause].slice(0, q.start - p.offsets[q.clause]).includes(x)));
    if (told.length !== n - 1 || told.includes(asked[0])) return null;
  }
  const sum = (values as Rat[]).reduce((s, v) => s.add(v), Rat.ZERO);
  const N = Rat.of(n);
  const answer = mv.mul(N).sub(sum);
  if (answer.sign() <= 0) return null;
  if (!sum.add(answer).div(N).eq(mv)) return null;
  const unit = M.unit?.name ?? M.measure ?? '';
  return {
    kind: 'average-missing',
    idea: '总数 = 平均数 × 个数，再减去已知的几个数，就是要求的那个数。',
    steps: [`**列式计算** $${numTex(mv)} \\times ${n} - ${(values as Rat[]).map(numTex).join(' - ')} = ${numTex(answer)}$（${unit}）`],
    answer,
    unit,
    form: 'number',
    used: [M, ...known, ...counted],
    check: `验算：$(${[...(values as Rat[]), answer].map(numTex).join(' + ')}) \\div ${n} = ${numTex(mv)}$，正是平均数。`,
  };
}
