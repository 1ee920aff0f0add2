import { im, solved } from '../../math/write/format';
import type { MathProblem } from '../../math/expression/types';

/**
 * Numbers made of told digits (人教A版 选择性必修三 6.2 排列): 「用 0，1，2，3，4 组成没有重复数字的四位数，其中偶数共有
 * 多少个」. Read: the distinct digits, the length m, and at most one condition on the last digit (偶数, 奇数, 能被 5 整除).
 * A leading 0 does not make an m-digit number. The count is made by listing every arrangement and must equal the
 * count by places (the last digit first, then the first, then the others A(n−2, m−2)).
 */

const CN: Record<string, number> = { 两: 2, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
type Kind = 'any' | '偶数' | '奇数' | '能被5整除';

const arrange = (n: number, k: number): number => (k <= 0 ? 1 : n * arrange(n - 1, k - 1));
const ending = (kind: Kind) => (d: number) =>
  kind === 'any' ? true : kind === '偶数' ? d % 2 === 0 : kind === '奇数' ? d % 2 === 1 : d % 5 === 0;

function listed(digits: number[], m: number, last: (d: number) => boolean): number {
  let count = 0;
  const used = digits.map(() => false);
  const row: number[] = [];
  const rec = () => {
    if (row.length === m) {
      if (row[0] !== 0 && last(row[m - 1])) count += 1;
      return;
    }
    digits.forEach((d, i) => {
      if (used[i]) return;
      used[i] = true;
      row.push(d);
      rec();
      row.pop();
      used[i] = false;
    });
  };
  rec();
  return count;
}

/** By places: each allowed last digit, then a first digit that is neither 0 nor the last, then the middle places. */
function byPlaces(digits: number[], m: number, last: (d: number) => boolean): number {
  const n = digits.length;
  if (m === 1) return digits.filter((d) => d !== 0 && last(d)).length;
  return digits.filter(last).reduce((s, d) => s + digits.filter((f) => f !== 0 && f !== d).length * arrange(n - 2, m - 2), 0);
}

function readKind(s: string | undefined): Kind | null {
  if (!s) return 'any';
  if (/^偶数$/.test(s)) return '偶数';
  if (/^奇数$/.test(s)) return '奇数';
  if (/^能被5整除的(?:数)?$/.test(s)) return '能被5整除';
  return null;
}

export function digitNumbers(text: string, mp: MathProblem): ReturnType<typeof solved> | null {
  const t = text
    .replace(/\$/g, '')
    .replace(/\s+/g, '')
    .replace(/[，、]/g, ',')
    .replace(/[。.？?]$/, '');
  const m = new RegExp(
    '^(?:用|由|从)(?:数字)?((?:\\d,)+\\d)(?:这|共)?(?:[\\d五六七八九十]+个数字)?(?:中任取\\d个)?(?:数字)?,?(?:可以)?(?:组成|能组成|可组成)(?:没有|无)重复数字(?:且(能被5整除))?的([一二三四五六七八九\\d])位(数|偶数|奇数)' +
      '(?:,?其中(偶数|奇数|能被5整除的(?:数)?))?' +
      ',?(?:则)?(?:这样的(?:数|偶数|奇数)?)?(?:共有|一共有|有|的个数(?:为|是)|个数(?:为|是))?(?:多少个|几个|个)?$',
  ).exec(t);
  if (!m) return null;
  const digits = m[1].split(',').map(Number);
  if (new Set(digits).size !== digits.length || digits.some((d) => d > 9)) return null;
  const [, , divisible, lenWord, noun, among] = m;
  const len = CN[lenWord] ?? Number(lenWord);
  // one condition only: 「三位偶数，其中奇数」 or 「且能被 5 整除的偶数」 are not read
  if ([divisible, noun !== '数' ? noun : undefined, among].filter(Boolean).length > 1) return null;
  const kind = readKind(divisible ? '能被5整除的' : noun === '数' ? among : noun);
  if (!kind || !(len >= 1 && len <= digits.length)) return null;
  const last = ending(kind);
  const count = listed(digits, len, last);
  const places = byPlaces(digits, len, last);
  if (count !== places || count === 0) return null;
  const zero = digits.includes(0);
  const what = kind === 'any' ? `${len} 位数` : kind === '能被5整除' ? `能被 5 整除的 ${len} 位数` : `${len} 位${kind}`;
  const lastDigits = digits.filter(last);
  const steps =
    kind === 'any'
      ? [
          zero
            ? `首位不能是 0，有 ${digits.length - 1} 种选法；其余 ${len - 1} 位从剩下的 ${digits.length - 1} 个数字中排列，有 ${im(`A_{${digits.length - 1}}^{${len - 1}}`)} 种。`
            : `从 ${digits.length} 个数字中取 ${len} 个排成一列，有 ${im(`A_{${digits.length}}^{${len}}`)} 种。`,
          `共 ${im(String(count))} 个。`,
        ]
      : [
          `末位只能是 ${lastDigits.join('、')} 中的一个；对每个末位，首位不能是 0 也不能与末位相同，其余 ${Math.max(len - 2, 0)} 位从剩下的数字中排列（${im(`A_{${digits.length - 2}}^{${Math.max(len - 2, 0)}}`)} 种）。`,
          `按末位分类相加，共 ${im(String(count))} 个。`,
        ];
  return solved(mp, {
    engine: 'counting:digit-numbers',
    idea: '组成没有重复数字的数是排列问题：有限制的位置（首位不为 0、末位决定奇偶或能否被 5 整除）先排，其余位置再排。',
    steps: [`所求为用 ${digits.join('，')} 组成的没有重复数字的${what}的个数。`, ...steps],
    finalAnswer: im(String(count)),
    verificationNote: `逐一列出所有 ${im(`A_{${digits.length}}^{${len}}=${arrange(digits.length, len)}`)} 种排列重新计数，符合要求的恰有 ${count} 个，与按位置计数的结果一致。`,
    value: { kind: 'numbers', values: [count] },
  });
}
