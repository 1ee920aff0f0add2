import { Rat } from '../../math/expression/rational';
import type { MathProblem } from '../../math/expression/types';
import { im, solved } from '../../math/write/format';
import { mean, sqrtLatex, variance } from './measures';
import { decimalLatex, ratOf } from './plain';

/**
 * A data set x₁, x₂, …, xₙ known only by its mean, variance or standard deviation, and the set a·xᵢ + b made from it:
 * the mean becomes a·x̄ + b, the variance a²·s², the standard deviation |a|·s (adding b moves the data, not their
 * spread). The rule is checked on a listed set before it is used.
 */

type Out = ReturnType<typeof solved>;
const NUM = '(\\d+(?:\\.\\d+)?)';
const MEAS = '(平均数|方差|标准差)';
const TERM = (i: string) => `(-?\\d*(?:\\.\\d+)?)x_${i}([+-]\\d+(?:\\.\\d+)?)?`;

export function transformedData(text: string, mp: MathProblem): (Out & { asksAnswered?: number }) | null {
  // 「x_1, x_2, …, x_{10}」 names the count; the rule holds for any count, so one count in both lists is x_n
  const counts = new Set([...text.matchAll(/x_\{?(\d+)\}?/g)].map((c) => c[1]).filter((i) => i !== '1' && i !== '2'));
  const [count] = counts;
  const t = counts.size === 1 ? text.replace(new RegExp(`x_\\{?${count}\\}?(?!\\d)`, 'g'), 'x_n') : text;
  const m = new RegExp(
    `^(?:\\d{1,2}[.．、])?(?:若|已知|设)?(?:一组)?(?:样本)?数据x_1[,，]x_2[,，]…[,，]x_n的${MEAS}(?:是|为)${NUM}(?:[,，](?:且)?${MEAS}(?:是|为)${NUM})?[,，](?:则|那么)(?:另一组)?(?:样本)?(?:数据)?${TERM('1')}[,，]${TERM('2')}[,，]…[,，]${TERM('n')}的${MEAS}(?:(?:和|与|、)${MEAS}分别)?(?:是|为)＿[.。]?$`,
  ).exec(t);
  if (!m) return null;
  const told = new Map<string, Rat>();
  told.set(m[1], ratOf(m[2]) as Rat);
  if (m[3]) {
    if (told.has(m[3])) return null;
    told.set(m[3], ratOf(m[4]) as Rat);
  }
  // 方差 and 标准差 both told are one spread said twice (and may disagree): not this kind.
  if (told.has('方差') && told.has('标准差')) return null;
  const terms = [
    [m[5], m[6]],
    [m[7], m[8]],
    [m[9], m[10]],
  ];
  if (new Set(terms.map(([a, b]) => `${a}|${b ?? ''}`)).size !== 1) return null;
  const [ca, cb] = terms[0];
  const a = ca === '' ? Rat.ONE : ca === '-' ? Rat.ONE.neg() : ratOf(ca);
  const b = cb ? (ratOf(cb.replace('+', '')) as Rat) : Rat.ZERO;
  if (!a || a.isZero()) return null;
  if (a.isOne() && b.isZero()) return null;
  const v = told.get('方差') ?? (told.has('标准差') ? (told.get('标准差') as Rat).pow(2) : null);
  const asks = m[12] ? [m[11], m[12]] : [m[11]];
  if (new Set(asks).size !== asks.length) return null;
  // Every told measure is used by an ask: a mean told beside an asked spread (or the reverse) is a number left over.
  const needsMean = asks.includes('平均数');
  const needsSpread = asks.some((x) => x !== '平均数');
  if (needsMean !== told.has('平均数') || needsSpread !== (v !== null)) return null;
  // The rule, checked on a listed set: mean a·x̄+b, variance a²·s².
  const sample = [1, 2, 6].map((x) => Rat.of(x));
  const moved = sample.map((x) => a.mul(x).add(b));
  if (!mean(moved).eq(a.mul(mean(sample)).add(b)) || !variance(moved).eq(a.mul(a).mul(variance(sample)))) return null;
  const answers: string[] = [];
  const nums: number[] = [];
  const steps: string[] = [];
  for (const asked of asks) {
    if (asked === '平均数') {
      const x = told.get('平均数') as Rat;
      const r = a.mul(x).add(b);
      answers.push(decimalLatex(r));
      nums.push(r.toNumber());
      steps.push(`新平均数 ${im(`${a.toLatex()}\\times ${x.toLatex()}${b.sign() < 0 ? '' : '+'}${b.toLatex()}=${decimalLatex(r)}`)}。`);
    } else {
      const r = a.mul(a).mul(v as Rat);
      const shown = asked === '方差' ? decimalLatex(r) : sqrtLatex(r);
      answers.push(shown);
      nums.push(asked === '方差' ? r.toNumber() : Math.sqrt(r.toNumber()));
      const from = told.has('标准差') ? `原方差 ${im(`${(told.get('标准差') as Rat).toLatex()}^2=${(v as Rat).toLatex()}`)}，` : '';
      steps.push(
        `${from}新方差 ${im(`(${a.toLatex()})^2\\times ${(v as Rat).toLatex()}=${r.toLatex()}`)}${asked === '标准差' ? `，标准差 ${im(`\\sqrt{${r.toLatex()}}=${shown}`)}` : ''}；加上的常数 ${im(b.toLatex())} 不改变波动大小。`,
      );
    }
  }
  const out = solved(mp, {
    engine: 'statistics:transform',
    idea: '数据 a·xᵢ+b 的平均数是 a·x̄+b，方差是 a²·s²，标准差是 |a|·s。',
    steps,
    finalAnswer: answers.map((x) => im(x)).join('，'),
    verificationNote: '在一组具体数据 1, 2, 6 上验证这条规律：变换后的平均数与方差与公式一致。',
    value: { kind: 'numbers', values: nums, ...(asks.length > 1 ? { ordered: true } : {}) },
  });
  // 「平均数和方差分别为」: both quantities read here, for the ask of several at once
  return asks.length > 1 ? { ...out, asksAnswered: asks.length } : out;
}
