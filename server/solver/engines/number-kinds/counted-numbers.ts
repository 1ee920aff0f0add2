import { num, type Worked } from './text';

/**
 * 「在10与1000之间总共有多少个回文数」「能被9整除的三位回文数有多少个」「小于2020的四位数中数字和等于24的数共有几个」
 * 「从1000到2007的自然数中有奇数个因数的整数有几个」: every number of the range is checked by machine. Each condition is
 * a known phrase taken out of the stem; what is left must be the bare question, so a word such as 不 keeps it unread.
 * 「A与B之间」 is answered only when neither end has the property (whether the ends count does not matter then).
 */
const CN: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7 };
const PALINDROME_DEF =
  /^(?:将|把)?一个(?:正整数|自然数)的各位数(?:码|字)(?:以|按)相反的顺序排列后,(?:若|如果)所得的数与原来的数相同,(?:则)?(?:称|叫)这个数(?:为|是)回文数(?:\(例如[^()]*\))?[.,]/;
const EXAMPLE = /^(?:整数)?(\d{1,7})的(?:各位)?数字(?:的|之)?和(?:是|为|等于)(?:(?:\d\+)+\d=)?(\d{1,3}),/;
const SKELETON = /^(?:请问|问)?(?:在)?[中的,]*(?:自然数|整数|正整数|数)?[中的,]*(?:总共|一共)?(?:共)?有(?:多少|几)?个(?:数)?$/;
const MAX_RANGE = 2_000_000;

type Cond = { say: string; test: (n: number) => boolean };

const digitSum = (n: number) => [...String(n)].reduce((a, c) => a + Number(c), 0);
const isPalindrome = (n: number) => String(n) === [...String(n)].reverse().join('');
const isSquare = (n: number) => Number.isInteger(Math.sqrt(n));

export function countedNumbersKind(f0: string): Worked | null {
  let f = f0.replace(PALINDROME_DEF, '');
  const ex = EXAMPLE.exec(f);
  if (ex) {
    if (digitSum(Number(ex[1])) !== Number(ex[2])) return null;
    f = f.slice(ex[0].length).replace(/^具有这种性质的/, `数字和等于${ex[2]}的`);
  }
  let lo = 1;
  let fromGiven = false;
  let hi = Number.POSITIVE_INFINITY;
  let ends: [number, number] | null = null;
  let len: number | null = null;
  const conds: Cond[] = [];
  const take = (re: RegExp, use: (m: RegExpExecArray) => boolean): boolean => {
    const m = re.exec(f);
    if (!m) return true;
    f = f.slice(0, m.index) + f.slice(m.index + m[0].length);
    return use(m);
  };
  const ok = [
    take(/在?(\d{1,7})(?:与|和|到|至)(\d{1,7})之间(?:的)?/, (m) => {
      ends = [Number(m[1]), Number(m[2])];
      fromGiven = true;
      lo = ends[0] < 1 ? 0 : Math.max(lo, ends[0]);
      hi = Math.min(hi, ends[1]);
      return ends[0] < ends[1];
    }),
    take(/从(\d{1,7})(?:到|至)(\d{1,7})(?:的)?(?:这些)?(?:自然数|整数|数)?中?/, (m) => {
      fromGiven = true;
      lo = Number(m[1]) < 1 ? 0 : Math.max(lo, Number(m[1]));
      hi = Math.min(hi, Number(m[2]));
      return Number(m[1]) < Number(m[2]);
    }),
    take(/(小于|不超过|不大于)(\d{1,7})的/, (m) => {
      hi = Math.min(hi, Number(m[2]) - (m[1] === '小于' ? 1 : 0));
      return true;
    }),
    take(/([一二两三四五六七1-7])位(回文)?(?:数|整数)/, (m) => {
      len = CN[m[1]] ?? Number(m[1]);
      if (m[2]) conds.push({ say: '是回文数', test: isPalindrome });
      return true;
    }),
    take(/(?:是)?回文数(?:的)?/, () => {
      conds.push({ say: '是回文数', test: isPalindrome });
      return true;
    }),
    take(/能被(\d{1,4})整除(?:的)?|是(\d{1,4})的倍数(?:的)?/, (m) => {
      const k = Number(m[1] ?? m[2]);
      conds.push({ say: `能被 ${k} 整除`, test: (n) => n % k === 0 });
      return k >= 2;
    }),
    take(/(?:各位)?数字(?:之|的)?和(?:等于|为|是)(\d{1,3})(?:的)?/, (m) => {
      const s = Number(m[1]);
      conds.push({ say: `各位数字之和是 ${s}`, test: (n) => digitSum(n) === s });
      return true;
    }),
    take(/有奇数个因数(?:的)?|因数(?:的)?个数是奇数(?:的)?/, () => {
      conds.push({ say: '有奇数个因数（即完全平方数）', test: isSquare });
      return true;
    }),
    take(/(?:是)?完全平方数(?:的)?/, () => {
      conds.push({ say: '是完全平方数', test: isSquare });
      return true;
    }),
  ];
  if (ok.some((x) => !x) || !conds.length || !SKELETON.test(f)) return null;
  // a range that reaches 0, or none given below (自然数 start at 0): whether 0 counts (能被7整除, 完全平方数, 回文数)
  // is the paper's convention
  if (len === null && (lo < 1 || !fromGiven)) return null;
  if (len !== null) {
    lo = Math.max(lo, 10 ** (len - 1));
    hi = Math.min(hi, 10 ** len - 1);
  }
  if (!Number.isFinite(hi) || hi < lo || hi - lo > MAX_RANGE) return null;
  const fits = (n: number) => conds.every((c) => c.test(n));
  // 「A与B之间」: whether A and B themselves count is not said; answered only when it does not matter
  const between = ends as [number, number] | null;
  if (between && (fits(between[0]) || fits(between[1]))) return null;
  const found: number[] = [];
  for (let n = lo; n <= hi; n++) if (fits(n)) found.push(n);
  const shown = found.length <= 15 ? found.join('，') : `${found.slice(0, 8).join('，')}，…，${found.slice(-3).join('，')}`;
  return {
    kind: 'counted-numbers',
    steps: [
      `**解题思路** 在 ${lo}～${hi} 中逐个检验：${conds.map((c) => c.say).join('，并且')}。`,
      `**步骤 1** 符合条件的数有：${shown || '没有'}。`,
      `**步骤 2** 一共 ${found.length} 个。`,
    ],
    answer: `共有 $${found.length}$ 个`,
    value: num(found.length),
    check: `${lo}～${hi} 的每个数都检验过，符合条件的恰好 ${found.length} 个。`,
  };
}
