import { CHINESE_DIGITS } from '../../read/chinese-digits';

/**
 * Conditions of a sequence question written in words, as formulas the engine reads:
 * 「a_2, a_3, a_6 成等比数列」 → a_3^2 = a_2·a_6, 「… 成等差数列」 → 2a_j = a_i + a_k, 「公差不为 0」 → d ≠ 0, and
 * 「{a_n} 前 6 项的和为 ____」 asked at the end → S_6 = .
 */

const TERM = String.raw`a_\{?(\d+)\}?`;
const THREE = new RegExp(
  String.raw`\$\s*${TERM}\s*,\s*${TERM}\s*,\s*${TERM}\s*\$\s*(?:恰好|恰|依次|也)?\s*(?:成|构成|组成)\s*(等比|等差)数列`,
  'g',
);

const MEAN = new RegExp(
  String.raw`\$\s*${TERM}\s*\$\s*(?:是|为|恰为)\s*\$\s*${TERM}\s*\$\s*(?:与|和|、)\s*\$\s*${TERM}\s*\$\s*的\s*(等比|等差)中项`,
  'g',
);

export function sequenceWords(text: string): string {
  return (
    text
      // 「前三项之和」 is how other papers write 「前 3 项和」
      .replace(/前\s*([一二两三四五六七八九十])\s*项/g, (_, d: string) => `前 ${CHINESE_DIGITS[d]} 项`)
      .replace(/项\s*之\s*和/g, '项和')
      .replace(THREE, (_, i: string, j: string, k: string, kind: string) =>
        kind === '等比' ? `$a_{${j}}^{2}=a_{${i}} a_{${k}}$` : `$2 a_{${j}}=a_{${i}}+a_{${k}}$`,
      )
      // 「a_7 是 a_3 与 a_9 的等比中项」 says the same as 「a_3, a_7, a_9 成等比数列」
      .replace(MEAN, (_, j: string, i: string, k: string, kind: string) =>
        kind === '等比' ? `$a_{${j}}^{2}=a_{${i}} a_{${k}}$` : `$2 a_{${j}}=a_{${i}}+a_{${k}}$`,
      )
      .replace(/公差\s*(?:不为|不等于|不是)\s*(?:0|零)/g, '$d \\neq 0$')
      // 「其前 5 项和 $S_5$」「该数列的前 9 项和 $S_9$」「其前 7 项和 $S_7$ 等于」 name S_5 twice: the words go when they name the same sum.
      .replace(
        /(?:其|它的|(?:该|此|这个)数列的?)?前\s*\$?\s*(\d+)\s*\$?\s*项(?:的)?和\s*(?=\$\s*S_\{?(\d+)\}?\s*(?:=|\$))/g,
        (m: string, n: string, k: string) => (n === k ? '' : m),
      )
      .replace(
        /(?:(?:其|它的)\s*)?(?:\$\s*\\?\{\s*a_\{?n\}?\s*\\?\}\s*\$\s*(?:的)?)?前\s*\$?\s*(\d+)\s*\$?\s*项(?:的)?和\s*(?:为|是|等于)?\s*[。.]?\s*$/,
        (_, n: string) => `$S_{${n}}=$`,
      )
  );
}
