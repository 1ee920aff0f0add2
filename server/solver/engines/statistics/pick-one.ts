import { im, solved } from '../../math/write/format';
import type { MathProblem } from '../../math/expression/types';
import { Rat } from '../../math/expression/rational';

/**
 * One equally likely pick: a fair die thrown once (faces 1–6), or one integer taken from a range (「从 1 到 10 这 10 个
 * 整数中任取一个数」); the event is about the number: 偶数, 奇数, 质数, a multiple of k, greater or less than k, equal
 * to k. The favourable numbers are listed and counted; a told count of the range must agree with it.
 */

type Out = ReturnType<typeof solved>;

function isPrime(n: number): boolean {
  if (n < 2) return false;
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
  return true;
}

function readEvent(s: string): { test: (v: number) => boolean; words: string; used: number } | null {
  const m =
    /^(?:是|为)?(偶数|奇数|质数|素数)$|^(?:是|为)?(\d+)的倍数$|^(大于|小于|不大于|不小于|不超过|至少为?|至多为?|是|为|等于)(\d+)$/.exec(s);
  if (!m) return null;
  if (m[1]) {
    const kind = m[1];
    const test = kind === '偶数' ? (v: number) => v % 2 === 0 : kind === '奇数' ? (v: number) => v % 2 === 1 : isPrime;
    return { test, words: `是${kind}`, used: 0 };
  }
  if (m[2]) {
    const k = Number(m[2]);
    return k > 0 ? { test: (v) => v % k === 0, words: `是 ${k} 的倍数`, used: 1 } : null;
  }
  const [rel, k] = [m[3], Number(m[4])];
  const test =
    rel === '大于'
      ? (v: number) => v > k
      : rel === '小于'
        ? (v: number) => v < k
        : /不大于|不超过|至多/.test(rel)
          ? (v: number) => v <= k
          : /不小于|至少/.test(rel)
            ? (v: number) => v >= k
            : (v: number) => v === k;
  return { test, words: `${rel}${k}`, used: 1 };
}

export function pickOne(t: string, mp: MathProblem): Out | null {
  const die =
    /^(?:掷|抛掷|投掷|抛)(?:一|1)(?:枚|颗|个)(?:质地)?(?:均匀的)?(?:正方体)?骰子[,，](?:则)?(?:向上|朝上)(?:一面|的一面)?的点数(.+)的概率(?:是|为)?＿$/.exec(
      t,
    );
  const range =
    /^(?:从|在)(\d+)(?:到|至|~)(\d+)(?:这(\d+)个(?:整数|数|自然数|正整数))?中(?:任取|随机取|随机抽取|任意取|任意抽取)(?:出)?(?:一|1)个(?:数)?[,，](?:取到|抽到|取出|所取|这个数|该数)?(?:的数)?(?:是|为)?(.+)的概率(?:是|为)?＿$/.exec(
      t,
    );
  let values: number[];
  let ev: ReturnType<typeof readEvent>;
  if (die) {
    values = [1, 2, 3, 4, 5, 6];
    ev = readEvent(die[1]);
    if (!ev) return null;
    // The die's own numbers are 1 and 6 only as words; any other number of the text is the event's.
    if ((t.match(/\d+/g) ?? []).length !== (/掷1|抛1/.test(t) ? 1 : 0) + ev.used) return null;
  } else if (range) {
    const [a, b] = [Number(range[1]), Number(range[2])];
    if (!(a < b) || b - a > 200) return null;
    if (range[3] && Number(range[3]) !== b - a + 1) return null;
    values = Array.from({ length: b - a + 1 }, (_, i) => a + i);
    ev = readEvent(range[4].replace(/^(?:是|为)/, ''));
    if (!ev) return null;
    if ((t.match(/\d+/g) ?? []).length !== 2 + (range[3] ? 1 : 0) + ev.used) return null;
  } else return null;
  const good = values.filter(ev.test);
  const v = Rat.of(good.length, values.length);
  // Check: the unfavourable numbers, counted apart, make up the rest.
  if (values.filter((x) => !ev.test(x)).length + good.length !== values.length) return null;
  return solved(mp, {
    engine: 'statistics:pick-one',
    idea: '古典概型：每个结果等可能，数出所求事件包含的结果个数，除以结果总数。',
    steps: [
      `所有等可能的结果共 ${values.length} 个：${im(values.length <= 12 ? values.join(',') : `${values[0]},${values[1]},\\dots,${values[values.length - 1]}`)}。`,
      `其中${ev.words}的有 ${good.length} 个${good.length && good.length <= 12 ? `：${im(good.join(','))}` : ''}，所以 ${im(`P=\\frac{${good.length}}{${values.length}}=${v.toLatex()}`)}。`,
    ],
    finalAnswer: im(v.toLatex()),
    verificationNote: '不符合条件的结果另数一遍，两部分个数之和等于结果总数。',
    value: { kind: 'numbers', values: [v.toNumber()] },
  });
}
