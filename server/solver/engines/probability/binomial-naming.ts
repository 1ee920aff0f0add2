/**
 * 「随机变量 $X$ 服从二项分布 $B(4,\frac{1}{2})$」 says what 「$X\sim B(4,\frac{1}{2})$」 says: papers print both, the
 * readers of the binomial kinds read the second. Only a variable standing alone before 服从（…）二项分布 and a
 * B(…) standing alone after it are joined.
 */
export function binomialNamedAsSim(text: string): string {
  return text.replace(
    /\$\s*([A-Zξη]|\\xi|\\eta)\s*\$\s*服从(?:参数为\s*)?(?:二项分布)?\s*\$\s*(B\s*\([^$]*\))\s*\$(?:\s*的?二项分布)?/g,
    (_, v: string, b: string) => `$${v}\\sim ${b}$`,
  );
}
