import { Rat, squareFactor } from '../../math/expression/rational';

/** The measures of a listed data set a 初中 student computes (人教版 八年级下 第二十章 数据的分析), exactly. */
export type Measure = 'mean' | 'median' | 'mode' | 'range' | 'variance' | 'sd';

export const MEASURE_WORDS: Record<string, Measure> = {
  平均数: 'mean',
  平均值: 'mean',
  中位数: 'median',
  众数: 'mode',
  极差: 'range',
  方差: 'variance',
  标准差: 'sd',
};

export const MEASURE_NAMES: Record<Measure, string> = {
  mean: '平均数',
  median: '中位数',
  mode: '众数',
  range: '极差',
  variance: '方差',
  sd: '标准差',
};

const sum = (xs: Rat[]): Rat => xs.reduce((a, b) => a.add(b), Rat.ZERO);

export const mean = (xs: Rat[]): Rat => sum(xs).div(Rat.of(xs.length));

export function sorted(xs: Rat[]): Rat[] {
  return [...xs].sort((a, b) => a.cmp(b));
}

export function median(xs: Rat[]): Rat {
  const s = sorted(xs);
  const n = s.length;
  return n % 2 ? s[(n - 1) / 2] : s[n / 2 - 1].add(s[n / 2]).div(Rat.of(2));
}

/** Every most frequent value, or null when all values are equally frequent (then the set has no mode to name). */
export function modes(xs: Rat[]): Rat[] | null {
  const counts = new Map<string, { v: Rat; c: number }>();
  for (const x of xs) {
    const k = x.toString();
    const e = counts.get(k) ?? { v: x, c: 0 };
    e.c++;
    counts.set(k, e);
  }
  const top = Math.max(...[...counts.values()].map((e) => e.c));
  const best = [...counts.values()].filter((e) => e.c === top).map((e) => e.v);
  if (best.length === counts.size && counts.size > 1) return null;
  return sorted(best);
}

export function range(xs: Rat[]): Rat {
  const s = sorted(xs);
  return s[s.length - 1].sub(s[0]);
}

/** Population variance 1/n·Σ(x−x̄)², the textbook's s². */
export function variance(xs: Rat[]): Rat {
  const m = mean(xs);
  return mean(xs.map((x) => x.sub(m).pow(2)));
}

/** √r in LaTeX, exact (√(p/q) = √(pq)/q), with the square part taken out. */
export function sqrtLatex(r: Rat): string {
  if (r.isZero()) return '0';
  const [outer, inner] = squareFactor(r.n * r.d);
  const a = Rat.of(outer, r.d);
  if (inner === 1n) return a.toLatex();
  const coef = a.n === 1n ? '' : String(a.n);
  const root = `${coef}\\sqrt{${inner}}`;
  return a.d === 1n ? root : `\\frac{${root}}{${a.d}}`;
}
