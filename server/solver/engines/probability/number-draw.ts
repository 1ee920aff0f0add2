import { Rat } from '../../math/expression/rational';
import type { MathProblem } from '../../math/expression/types';
import { im, solved } from '../../math/write/format';

/**
 * Classical probability of drawing numbers (人教A版 必修二 10.1 古典概型): two or three different numbers are
 * taken at random from a set of integers — listed ("1,2,3,4,5"), a range ("1~9"), or described ("不超过 30
 * 的素数", "小于 10 的正整数") — and the event is about their sum or product: equal to, greater or less than a
 * number, even or odd, a multiple of m. Every selection is listed (all C(N,k) equally likely) and counted;
 * the favourable and unfavourable counts are checked to add up to C(N,k).
 */

type Out = ReturnType<typeof solved>;

const CN: Record<string, number> = { 两: 2, 二: 2, 三: 3 };
const MAX_SET = 40;

function isPrime(n: number): boolean {
  if (n < 2) return false;
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
  return true;
}

const KINDS: Record<string, (n: number) => boolean> = {
  素数: isPrime,
  质数: isPrime,
  正整数: (n) => n >= 1,
  自然数: (n) => n >= 0,
  正奇数: (n) => n >= 1 && n % 2 === 1,
  正偶数: (n) => n >= 1 && n % 2 === 0,
};

function readSet(t: string): { values: number[]; shown: string } | null {
  const listed = /(?:从|在)(?:数字)?(-?\d+(?:[,，、]-?\d+){2,})(?:这[\d一二三四五六七八九十]+个(?:整)?数(?:字)?)?中/.exec(t);
  if (listed) {
    const values = listed[1].split(/[,，、]/).map(Number);
    if (new Set(values).size !== values.length) return null;
    return { values, shown: values.join(',') };
  }
  const range =
    /(?:从|在)(\d+)(?:~|～|至|到|-)(\d+)(?:这[\d一二三四五六七八九十]+个(?:整)?数(?:字)?)?中/.exec(t) ??
    /(?:从|在)(\d+),\d+,(?:…|\\cdots|⋯|\\ldots)+,(\d+)(?:这[\d一二三四五六七八九十]+个(?:整)?数(?:字)?)?中/.exec(t);
  if (range) {
    const [a, b] = [Number(range[1]), Number(range[2])];
    if (!(a < b) || b - a + 1 > MAX_SET) return null;
    return { values: Array.from({ length: b - a + 1 }, (_, i) => a + i), shown: `${a},${a + 1},\\dots,${b}` };
  }
  const described = /(?:从|在)(不超过|不大于|小于)(\d+)的(素数|质数|正整数|自然数|正奇数|正偶数)中/.exec(t);
  if (described) {
    const top = Number(described[2]) - (described[1] === '小于' ? 1 : 0);
    const values = Array.from({ length: top + 1 }, (_, i) => i).filter(KINDS[described[3]]);
    if (values.length < 3 || values.length > MAX_SET) return null;
    return { values, shown: values.join(',') };
  }
  return null;
}

interface Event {
  of: 'sum' | 'product';
  test: (v: number) => boolean;
  latex: string;
  words: string;
}

function readEvent(t: string): Event | null {
  const m =
    /(?:其|它们的|这两个数的|这三个数的|取出的(?:两|三|\d)个数(?:之)?|所取(?:的)?(?:两|三|\d)个?数(?:之)?|(?:两|三)数(?:之)?)(和|积)(为|等于|是|大于|小于|不小于|不大于|不超过|能被)(-?\d+|偶数|奇数)(整除|的倍数)?的概率(?:为|是|等于)?$/.exec(
      t,
    );
  if (!m) return null;
  const of = m[1] === '和' ? 'sum' : 'product';
  const name = m[1];
  const [rel, arg, tail] = [m[2], m[3], m[4]];
  if (arg === '偶数' || arg === '奇数') {
    if (!(rel === '为' || rel === '是') || tail) return null;
    const even = arg === '偶数';
    return { of, test: (v) => (Math.abs(v) % 2 === 0) === even, latex: '', words: `${name}为${arg}` };
  }
  const k = Number(arg);
  if (tail) {
    if (!((rel === '能被' && tail === '整除') || (rel === '是' && tail === '的倍数')) || k === 0) return null;
    return { of, test: (v) => v % k === 0, latex: '', words: `${name}是 ${k} 的倍数` };
  }
  const tests: Record<string, (v: number) => boolean> = {
    为: (v) => v === k,
    等于: (v) => v === k,
    是: (v) => v === k,
    大于: (v) => v > k,
    小于: (v) => v < k,
    不小于: (v) => v >= k,
    不大于: (v) => v <= k,
    不超过: (v) => v <= k,
  };
  if (!tests[rel] || rel === '能被') return null;
  return { of, test: tests[rel], latex: '', words: `${name}${rel} ${k}` };
}

function subsets(values: number[], k: number): number[][] {
  const out: number[][] = [];
  const walk = (start: number, cur: number[]) => {
    if (cur.length === k) {
      out.push(cur);
      return;
    }
    for (let i = start; i < values.length; i++) walk(i + 1, [...cur, values[i]]);
  };
  walk(0, []);
  return out;
}

export function numberDraw(text: string, mp: MathProblem): Out | null {
  const t = text
    .replace(/\$/g, '')
    .replace(/\\left|\\right/g, '')
    .replace(/\s+/g, '')
    .replace(/[.。]$/, '');
  if (!/概率/.test(t) || /放回|先后|依次|两次|三次|可以相同|可重复|重复/.test(t)) return null;
  const pick =
    /[,，]?(?:现|若)?(?:随机|任意)?(?:地)?(?:选取|抽取|取出|选出|任取|任选|取|选)(两|2|三|3)个(?:不同的)?(?:数|数字)[,，]?(?:则|记)?/.exec(
      t,
    );
  if (!pick) return null;
  const k = CN[pick[1]] ?? Number(pick[1]);
  const before = t.slice(0, pick.index);
  const set = readSet(before);
  if (!set) return null;
  // what stands before the set is a story or nothing; what follows the pick is the event alone
  const setAt = before.search(/(?:从|在)[^从在]*中$/);
  if (setAt < 0) return null;
  const event = readEvent(t.slice(pick.index + pick[0].length));
  if (!event) return null;
  if (set.values.length < k) return null;
  const all = subsets(set.values, k);
  const value = (s: number[]) => (event.of === 'sum' ? s.reduce((a, b) => a + b, 0) : s.reduce((a, b) => a * b, 1));
  const good = all.filter((s) => event.test(value(s)));
  const bad = all.filter((s) => !event.test(value(s)));
  if (good.length + bad.length !== all.length) return null;
  const total = all.length;
  const p = Rat.of(good.length, total);
  const listed = good.length <= 12 ? good.map((s) => `\\{${s.join(',')}\\}`).join(',\\ ') : '';
  return solved(mp, {
    engine: 'probability:classical',
    idea: '古典概型：从若干个数中任取几个不同的数，每一种取法等可能；概率 = 所求事件包含的取法数 ÷ 全部取法数。',
    steps: [
      `可取的数为 ${im(set.shown)}，共 ${set.values.length} 个；任取 ${k} 个不同的数，共有 ${im(`\\mathrm{C}_{${set.values.length}}^{${k}}=${total}`)} 种等可能的取法。`,
      `其中${event.words.replace(/(\d)$/, '$1 ')}的取法有 ${good.length} 种${listed ? `：${im(listed)}` : ''}。`,
      `所以所求概率 ${im(`P=\\frac{${good.length}}{${total}}=${p.toLatex()}`)}。`,
    ],
    finalAnswer: im(p.toLatex()),
    verificationNote: `逐一列出全部 ${total} 种取法：满足条件的 ${good.length} 种与不满足的 ${bad.length} 种之和等于 ${im(`\\mathrm{C}_{${set.values.length}}^{${k}}`)}。`,
    value: { kind: 'numbers', values: [p.toNumber()] },
  });
}
