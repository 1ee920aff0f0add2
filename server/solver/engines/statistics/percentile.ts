import { im, solved } from '../../math/write/format';
import type { MathProblem } from '../../math/expression/types';
import { Rat } from '../../math/expression/rational';
import { sorted } from './measures';
import { decimalLatex, ratOf } from './plain';

/**
 * The p-th percentile of a listed data set (人教A版 必修二 9.2.2): sort the n data, i = n·p%; when i is a whole
 * number the percentile is the mean of the i-th and (i+1)-th data, otherwise the datum at the next whole place.
 * 「数据 … 的第 75 百分位数为＿」「… 的 25% 分位数是＿」. Checked by counting: at least p% of the data lie at or
 * below it and at least (100−p)% at or above it.
 */

type Out = ReturnType<typeof solved>;
const NUM = String.raw`-?\d+(?:\.\d+)?`;
const PERCENTILE = new RegExp(
  String.raw`^(?:已知|若|设)?(?:一组|这组|某组)?(?:样本)?数据(?:为|是|:)?(${NUM}(?:[,，、]${NUM}){2,})(?:[,，](?:则)?(?:这组数据|该组数据|这组|该组|它|其)?)?的(?:第(\d{1,2})百分位数|(\d{1,2})\\?%分位数)(?:是|为|等于)?＿$`,
);

export function listedPercentile(stem: string, mp: MathProblem): Out | null {
  const m = PERCENTILE.exec(stem.replace(/[.。]$/, ''));
  if (!m) return null;
  const data = m[1].split(/[,，、]/).map(ratOf);
  if (data.some((v) => v === null)) return null;
  const p = Number(m[2] ?? m[3]);
  if (!(p > 0 && p < 100)) return null;
  const s = sorted(data as Rat[]);
  const n = s.length;
  const place = Rat.of(n * p, 100);
  const whole = place.d === 1n;
  const i = Number(whole ? place.n : place.n / place.d + 1n);
  const value = whole ? s[i - 1].add(s[i]).div(Rat.of(2)) : s[i - 1];
  const atOrBelow = s.filter((x) => x.cmp(value) <= 0).length;
  const atOrAbove = s.filter((x) => x.cmp(value) >= 0).length;
  if (atOrBelow * 100 < p * n || atOrAbove * 100 < (100 - p) * n) return null;
  const rule = whole
    ? `${im(`${n}\\times ${p}\\%=${i}`)} 是整数，第 ${p} 百分位数是第 ${i}、${i + 1} 个数的平均数：${im(`\\frac{${s[i - 1].toLatex()}+${s[i].toLatex()}}{2}=${value.toLatex()}`)}。`
    : `${im(`${n}\\times ${p}\\%=${decimalLatex(place)}`)} 不是整数，第 ${p} 百分位数是第 ${i} 个数：${im(value.toLatex())}。`;
  return solved(mp, {
    engine: 'statistics:percentile',
    idea: '求第 p 百分位数：把数据从小到大排列，计算 i = n×p%；i 是整数时取第 i 项与第 i+1 项的平均数，否则取第 ⌈i⌉ 项。',
    steps: [`把数据从小到大排列：${im(s.map((v) => v.toLatex()).join(',\\ '))}（共 ${n} 个）。`, rule],
    finalAnswer: im(decimalLatex(value)),
    verificationNote: `数一数核对：不超过 ${decimalLatex(value)} 的数有 ${atOrBelow} 个（至少占 ${p}%），不小于它的有 ${atOrAbove} 个（至少占 ${100 - p}%）。`,
    value: { kind: 'numbers', values: [value.toNumber()] },
  });
}
