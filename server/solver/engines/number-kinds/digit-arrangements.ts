import { Rat } from '../../math/expression/rational';
import { num, type Worked } from './text';

/**
 * 组数问题: 「由数字1，2，3，4组成没有重复数字的四位数，所有这些四位数的和是」「由两个4和一个5组成的所有不同的三位数的
 * 平均数」「用1，2，3，4，5可组成几个比20000大且百位数字不是3的无重复数字的五位数」. Every number is listed by
 * machine (no leading 0), the conditions checked on each, and the count, sum, mean, largest, smallest or k-th
 * computed from the list itself. Digits may repeat only when the paper says how many of each there are.
 */
const CN: Record<string, number> = { 一: 1, 两: 2, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
const PLACES: Record<string, number> = { 个: 0, 十: 1, 百: 2, 千: 3, 万: 4 };
const LEN = '([二三四五六七八九2-9])位数';
const DISTINCT = '(?:没有重复数字的|无重复数字的|数字不重复的|各位数字(?:都)?(?:互不|各不)相同的|不同的)';
const DIGITS = '(?:(?:数字)?((?:\\d,){1,8}\\d)(?:这|共)?(?:[二三四五六七八九]个)?(?:数字|数)?|((?:[一两二三四五]个\\d(?:和|与|,)?){2,5}))';
const CONDS =
  '((?:(?:比\\d{1,9}(?:大|小)|大于\\d{1,9}|小于\\d{1,9}|[个十百千万]位(?:数字|上的数字)?(?:不)?是\\d|(?:是)?(?:偶数|奇数)|(?:是)?\\d{1,3}的倍数|能被\\d{1,3}整除)(?:且|并且|而且|,)?)*)';
const HEAD = `^(?:用|由)${DIGITS},?(?:(?:可以|能|可|一共可以|一共能)?(?:组成|排成|写出|组))?(?:所有)?(?:可以|能|可)?(?:组成|排成|组)?`;
const COUNT = new RegExp(`${HEAD}(?:多少|几)?个?(?:的)?(?:所有)?${CONDS}的?${DISTINCT}?的?${LEN}(?:一共有|共有|有)?(?:多少|几)?个?$`);
const WHOLE = new RegExp(
  `${HEAD}(?:的)?(?:所有)?${CONDS}的?${DISTINCT}?的?${LEN},?(?:所有|全部)?(?:这些|这样的)?(?:${LEN.replace('(', '(?:')})?(?:的)?(和|平均数|总和|之和)(?:是|为|等于)?(?:多少)?$`,
);

interface Spec {
  pool: number[];
  /** Each listed digit used at most once (the paper says 没有重复数字) or exactly as many times as counted. */
  len: number;
  conds: Array<(n: number, s: string) => boolean>;
  said: string[];
}

function readPool(list: string | undefined, counted: string | undefined): { pool: number[]; multiset: boolean } | null {
  if (list) {
    const ds = list.split(',').map(Number);
    return new Set(ds).size === ds.length ? { pool: ds, multiset: false } : null;
  }
  if (!counted) return null;
  const pool: number[] = [];
  for (const m of counted.matchAll(/([一两二三四五])个(\d)/g)) for (let i = 0; i < CN[m[1]]; i++) pool.push(Number(m[2]));
  return pool.length ? { pool, multiset: true } : null;
}

function readConds(s: string): { conds: Spec['conds']; said: string[] } | null {
  const conds: Spec['conds'] = [];
  const said: string[] = [];
  for (const c of s.split(/且|并且|而且|,/).filter(Boolean)) {
    let m = /^(?:比(\d+)(大|小)|(大于|小于)(\d+))$/.exec(c);
    if (m) {
      const bound = Number(m[1] ?? m[4]);
      const more = m[2] === '大' || m[3] === '大于';
      conds.push((n) => (more ? n > bound : n < bound));
      said.push(`${more ? '大于' : '小于'} ${bound}`);
      continue;
    }
    m = /^([个十百千万])位(?:数字|上的数字)?(不)?是(\d)$/.exec(c);
    if (m) {
      const at = PLACES[m[1]];
      const d = m[3];
      const not = !!m[2];
      conds.push((_, str) => (str[str.length - 1 - at] === d) !== not);
      said.push(`${m[1]}位${not ? '不' : ''}是 ${d}`);
      continue;
    }
    m = /^(?:是)?(偶数|奇数)$/.exec(c);
    if (m) {
      const even = m[1] === '偶数';
      conds.push((n) => (n % 2 === 0) === even);
      said.push(m[1]);
      continue;
    }
    m = /^(?:是)?(\d+)的倍数$|^能被(\d+)整除$/.exec(c);
    if (m) {
      const k = Number(m[1] ?? m[2]);
      if (k < 2) return null;
      conds.push((n) => n % k === 0);
      said.push(`${k} 的倍数`);
      continue;
    }
    return null;
  }
  return { conds, said };
}

/** Every number of `len` digits taken from the pool (each digit of the pool used at most once), no leading 0. */
function arrangements(pool: number[], len: number): number[] {
  const out = new Set<number>();
  const used = pool.map(() => false);
  const walk = (acc: string) => {
    if (acc.length === len) {
      out.add(Number(acc));
      return;
    }
    pool.forEach((d, i) => {
      if (used[i] || (acc === '' && d === 0)) return;
      used[i] = true;
      walk(acc + d);
      used[i] = false;
    });
  };
  walk('');
  return [...out].sort((a, b) => a - b);
}

function listShown(xs: number[]): string {
  return xs.length <= 12 ? xs.join('，') : `${xs.slice(0, 6).join('，')}，…，${xs.slice(-3).join('，')}`;
}

export function digitArrangementsKind(f0: string): Worked | null {
  // 「没有重复数字的三位偶数」 read as 「偶数的没有重复数字的三位数」
  const f = f0.replace(/(没有重复数字的|无重复数字的|数字不重复的|不同的)?([二三四五六七八九2-9])位(偶数|奇数)/, '$3的$1$2位数');
  const whole = WHOLE.exec(f);
  // a count is asked only in so many words (多少个, 几个, 共有…个, or the blank lost in 「可组成个」)
  const count = whole || !/(?:多少|几)个|(?:组成|排成|写出|组)个|有(?:多少|几)?个?$/.test(f) ? null : COUNT.exec(f);
  const m = whole ?? count;
  if (!m) return null;
  const p = readPool(m[1], m[2]);
  if (!p) return null;
  const distinct = /没有重复|无重复|不重复|互不相同|各不相同/.test(f);
  const len = CN[m[4]] ?? Number(m[4]);
  // digits listed once each: only when the paper forbids repeating them; counted digits: exactly those
  if (!p.multiset && !distinct) return null;
  if (p.multiset && len !== p.pool.length) return null;
  if (len > p.pool.length || len > 7) return null;
  const c = readConds(m[3] ?? '');
  if (!c) return null;
  const all = arrangements(p.pool, len);
  const xs = all.filter((n) => c.conds.every((g) => g(n, String(n))));
  if (!xs.length) return null;
  const which = `${c.said.length ? `${c.said.join('且')}的` : ''}${distinct ? '没有重复数字的' : '不同的'}${len}位数`;
  const steps = [
    `**解题思路** 把能组成的${len}位数按从小到大的顺序一个不漏地列出来（最高位不能是 0）${c.said.length ? `，再留下${c.said.join('且')}的` : ''}。`,
    `**步骤 1** 符合要求的${which}共 ${xs.length} 个：${listShown(xs)}。`,
  ];
  if (count) {
    return {
      kind: 'digit-arrangements',
      steps,
      answer: `共有 $${xs.length}$ 个`,
      value: num(xs.length),
      check: `逐个列举后数出 ${xs.length} 个，没有重复也没有遗漏（按大小顺序列出）。`,
    };
  }
  const sum = xs.reduce((a, b) => a + b, 0);
  if ((whole as RegExpExecArray)[5] === '平均数') {
    const mean = Rat.of(sum, xs.length);
    return {
      kind: 'digit-arrangements',
      steps: [...steps, `**步骤 2** 平均数 $= ${sum}\\div ${xs.length} = ${mean.toLatex()}$。`],
      answer: `平均数是 $${mean.toLatex()}$`,
      value: { kind: 'numbers', values: [mean.toNumber()] },
      check: `这 ${xs.length} 个数的和是 ${sum}，除以个数得 ${mean.toLatex()}。`,
    };
  }
  const byPlaces = !c.said.length && !p.multiset ? sumByPlaces(p.pool, len, xs.length, sum) : null;
  return {
    kind: 'digit-arrangements',
    steps: [...steps, `**步骤 2** ${byPlaces ?? `它们的和是 $${sum}$。`}`],
    answer: `和是 $${sum}$`,
    value: num(sum),
    check: `每个数字在每一位上出现的次数相同，按位值相加也得 ${sum}。`,
  };
}

/**
 * Every digit (none of them 0) stands in each place equally often — count × len ÷ pool size times — so the sum is
 * (sum of the digits) × that × 11…1, as 四年级 奥数 adds them. Null when the product is not the sum found.
 */
function sumByPlaces(pool: number[], len: number, count: number, sum: number): string | null {
  if (pool.includes(0) || (count * len) % pool.length !== 0) return null;
  const times = (count * len) / pool.length / len;
  const ones = Number('1'.repeat(len));
  const digits = pool.reduce((a, b) => a + b, 0);
  if (!Number.isInteger(times) || digits * times * ones !== sum) return null;
  return `每个数字在每一位上都出现 $${times}$ 次，所以它们的和是 $(${pool.join('+')})\\times ${times}\\times ${ones} = ${sum}$。`;
}
