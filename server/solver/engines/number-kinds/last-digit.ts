import { type Factor, factorTex, factorValue, readExpression, runValues, type Term, termTex, termValue } from './product-expression';
import { num, type Worked } from './text';

const UNITS = '(?:个位(?:上的)?(?:数字|数)?|末位数字|最后一位数字)';
const ASK = new RegExp(`^(?:算式|计算)?(.+?)的(?:(?:计算)?结果|积|乘积|和|差|得数|值)?的?${UNITS}(?:是|为)?(?:多少|几)?$`);
const ZEROS =
  /^(?:算式|计算)?(.+?)的(?:(?:计算)?结果|积|乘积|得数)?(?:的末尾|末尾|的结尾|结尾)(?:连续)?(?:一共|共|总共)?有(?:多少|几)?个(?:连续的)?(?:0|零)$/;

/** The last digit of one factor, with the reason a primary student gives. */
function factorDigit(f: Factor): { d: bigint; why: string } {
  const d = factorValue(f) % 10n;
  if (f.k === 'int') return { d, why: `$${f.n}$ 的个位是 ${d}` };
  if (f.k === 'fact')
    return f.n >= 5
      ? { d, why: `$${f.n}!$ 里有因数 $2$ 和 $5$，$2\\times 5=10$，所以个位是 0` }
      : { d, why: `$${f.n}! = ${factorValue(f)}$，个位是 ${d}` };
  if (f.k === 'pow') {
    const b = f.base % 10n;
    const cycle: bigint[] = [];
    for (let x = b; !cycle.includes(x); x = (x * b) % 10n) cycle.push(x);
    const p = cycle.length;
    const r = ((f.exp - 1) % p) + 1;
    const where = p === 1 ? '' : `，$${f.exp}\\div ${p}$ 余 ${f.exp % p}，对应周期中第 ${r} 个`;
    return { d, why: `$${f.base}$ 的乘方的个位按 ${cycle.join('、')} 每 ${p} 个一循环${where}，所以 $${f.base}^{${f.exp}}$ 的个位是 ${d}` };
  }
  if (f.k === 'factSum') {
    const small = Array.from({ length: Math.max(0, Math.min(4, f.to) - f.from + 1) }, (_, i) => f.from + i);
    const head = small.map((n) => `${n}!`).join('+');
    const headSum = small.reduce((s, n) => s + factorValue({ k: 'fact', n }), 0n);
    return {
      d,
      why: `从 $5!$ 起每一项都含因数 $2$ 和 $5$，个位都是 0${small.length ? `，只看 $${head} = ${headSum}$，个位是 ${d}` : `，所以和的个位是 0`}`,
    };
  }
  const vs = runValues(f);
  const five = vs.some((v) => v % 5n === 0n);
  const even = vs.some((v) => v % 2n === 0n);
  if (five && even) return { d, why: `$${factorTex(f)}$ 中有 5 的倍数也有偶数，乘积的个位是 0` };
  if (five) return { d, why: `$${factorTex(f)}$ 都是奇数，其中有 5 的倍数，奇数乘 5 的个位总是 5，所以个位是 5` };
  return { d, why: `依次只乘个位，$${factorTex(f)}$ 的个位是 ${d}` };
}

/** 「A减去B，得数的个位」: the difference in words, B one term (a sum after 减去 would leave the order unclear). */
const inWords = (f: string) => f.replace(/^(.+?)减去([^+\-,]+?),?(?:所得的|的)?(?=(?:得数|差)的)/, '$1-$2的');

export function lastDigitKind(f: string): Worked | null {
  const m = ASK.exec(inWords(f));
  if (!m) return null;
  const terms = readExpression(m[1]);
  if (!terms) return null;
  const exact = terms.reduce((s, t) => s + termValue(t), 0n);
  if (exact < 0n) return null;
  const digit = exact % 10n;
  const rows: string[] = [];
  const termDigits: bigint[] = [];
  for (const t of terms) {
    const ds = t.factors.map(factorDigit);
    rows.push(...ds.map((x) => x.why));
    const d = ds.reduce((p, x) => (p * x.d) % 10n, 1n);
    if (t.factors.length > 1)
      rows.push(`$${termTex({ ...t, sign: 1n }, true)}$ 的个位与 ${ds.map((x) => x.d).join('\\times ')} 的个位相同，是 ${d}`);
    termDigits.push(t.sign * d);
  }
  const byDigits = ((termDigits.reduce((s, d) => s + d, 0n) % 10n) + 10n) % 10n;
  if (byDigits !== digit) return null;
  const exprTex = terms.map((t, i) => termTex(t, i === 0)).join('');
  const combine =
    terms.length > 1
      ? `**步骤 2** 只看个位：${terms.map((t, i) => `${i === 0 ? (t.sign < 0n ? '-' : '') : t.sign < 0n ? ' - ' : ' + '}${termDigits[i] < 0n ? -termDigits[i] : termDigits[i]}`).join('')}${terms.some((t) => t.sign < 0n) ? '（不够减时向前一位借 10）' : ''}，所得的个位是 ${digit}。`
      : '';
  return {
    kind: 'last-digit',
    steps: [`**解题思路** 求个位数字只需看每个部分的个位。`, `**步骤 1** ${rows.join('；')}。`, ...(combine ? [combine] : [])],
    answer: `$${exprTex}$ 的个位数字是 $${digit}$`,
    value: num(digit),
    check: `直接精确计算 $${exprTex}$ 的值，个位同样是 ${digit}。`,
  };
}

function fives(v: bigint, p: bigint): number {
  let c = 0;
  for (let x = v; x > 0n && x % p === 0n; x /= p) c++;
  return c;
}

/** 「$50!$的末尾有几个0」「$1\times 2\times \cdots \times 100$的积末尾有多少个零」. */
export function trailingZerosKind(f: string): Worked | null {
  const m = ZEROS.exec(f);
  if (!m) return null;
  const terms = readExpression(m[1]);
  if (terms?.length !== 1 || terms[0].sign < 0n) return null;
  const t: Term = terms[0];
  const value = termValue(t);
  if (value === 0n) return null;
  let zeros = 0;
  for (let x = value; x % 10n === 0n; x /= 10n) zeros++;
  if (t.factors.some((x) => x.k === 'factSum')) return null;
  const all: bigint[] = t.factors.flatMap((x) =>
    x.k === 'factSum'
      ? []
      : x.k === 'run'
        ? runValues(x)
        : x.k === 'fact'
          ? Array.from({ length: x.n }, (_, i) => BigInt(i + 1))
          : x.k === 'pow'
            ? Array(x.exp).fill(x.base)
            : [x.n],
  );
  const f5 = all.reduce((s, v) => s + fives(v, 5n), 0);
  const f2 = all.reduce((s, v) => s + fives(v, 2n), 0);
  if (Math.min(f5, f2) !== zeros) return null;
  const tex = termTex(t, true);
  const single = t.factors.length === 1 && t.factors[0].k === 'fact' ? t.factors[0].n : null;
  const count5 = single
    ? (() => {
        const parts: string[] = [];
        for (let p = 5; p <= single; p *= 5) parts.push(`${Math.floor(single / p)}`);
        return `$1$ 到 $${single}$ 中 5 的倍数有 ${parts[0]} 个${parts.length > 1 ? `，25 的倍数又多含一个 5${parts.length > 2 ? '，125 的倍数再多含一个' : ''}，共 $${parts.join('+')} = ${f5}$ 个因数 5` : `，共 ${f5} 个因数 5`}`;
      })()
    : `各个因数中因数 5 共有 ${f5} 个，因数 2 共有 ${f2} 个`;
  return {
    kind: 'trailing-zeros',
    steps: [
      `**解题思路** 末尾的每一个 0 来自一个 $2\\times 5=10$，所以只要数乘积里有几对因数 2 和 5。`,
      `**步骤 1** ${count5}。`,
      `**步骤 2** 因数 2 比因数 5 ${f2 >= f5 ? '多' : '少'}，能配成 ${zeros} 对，所以末尾有 ${zeros} 个 0。`,
    ],
    answer: `$${tex}$ 的末尾有 $${zeros}$ 个 0`,
    value: num(zeros),
    check: `精确计算 $${tex}$ 的值，末尾连续的 0 正好 ${zeros} 个。`,
  };
}
