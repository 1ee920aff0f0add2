import { contains, type Node } from '../expression/ast';
import { evaluate } from './evaluate';
import { evalExact } from '../numbers/exact';

/** Largest n whose n! is worked out exactly (10000! has 35 660 digits). */
export const MAX_FACTORIAL = 10_000;
/** Most decimal digits a power may have before it is refused (a student never needs more). */
export const MAX_POWER_DIGITS = 100_000;

export const TOO_LARGE_REASON =
  '这个式子的结果是一个非常大的数（很大的阶乘或乘方，有几万位以上），这么大的精确计算没有意义，暂不作答。请检查题目中的数字是否输入有误；如果题目问的是末几位数字、位数或大小比较，请把要求写清楚再提交。';

const log10Abs = (n: bigint): number => {
  const a = n < 0n ? -n : n;
  const s = a.toString(16);
  // log10 from the hex length and leading digits: exact enough, never builds a decimal string.
  return Math.log10(Number.parseInt(s.slice(0, 12), 16)) + (s.length - Math.min(12, s.length)) * Math.log10(16);
};

/** This node is a factorial or power of constants whose exact value would be astronomically large. */
export function isHugeConstant(n: Node): boolean {
  if (n.k === 'fact') {
    const x = evalExact(n.arg);
    if (x) return x.isInteger() && x.n > BigInt(MAX_FACTORIAL);
    // Not exact (e.g. (1001!)!): a numeric value beyond the limit is just as telling.
    const approx = evaluate(n.arg);
    return approx > MAX_FACTORIAL;
  }
  if (n.k === 'pow') {
    const e = evalExact(n.exp);
    const b = evalExact(n.base);
    if (!e || !b || e.isZero()) return false;
    // Digits of the numerator or denominator of b^e (a negative exponent swaps them).
    const size = Math.max(log10Abs(b.n), log10Abs(b.d));
    return size > 0 && Math.abs(Number(e.n) / Number(e.d)) * size > MAX_POWER_DIGITS;
  }
  return false;
}

/**
 * Whether the expression holds a constant factorial or power too large to compute exactly (100000!,
 * 10^{10^{10}}): cheap to see before any engine starts on it, and refused instead of computed.
 */
export function tooLargeToCompute(n: Node): boolean {
  return contains(n, isHugeConstant);
}
