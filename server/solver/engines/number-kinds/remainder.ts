import { type Factor, factorTex, factorValue, readExpression, termTex, termValue } from './product-expression';
import { num, type Worked } from './text';

const OF = '(?:的(?:(?:计算)?结果|积|乘积|和|差|值))?';
const ASKS = [
  new RegExp(`^(?:算式|计算)?(.+?)${OF}除以(\\d{1,5})(?:的|所得的|后的|后所得的|后得到的)?余数(?:是|为)?(?:多少|几)?$`),
  new RegExp(`^(?:算式|计算)?(.+?)${OF}被(\\d{1,5})除(?:的|所得的|后的|后所得的|后得到的)?余数(?:是|为)?(?:多少|几)?$`),
];

/** The remainder of one factor mod m, with the reason a student gives. */
function factorRemainder(f: Factor, m: bigint): { r: bigint; why: string } {
  const r = factorValue(f) % m;
  if (f.k === 'int') return { r, why: `$${f.n}\\div ${m}$ 余 ${r}` };
  if (f.k === 'fact')
    return BigInt(f.n) >= m
      ? { r, why: `$${f.n}! = 1\\times 2\\times \\cdots \\times ${f.n}$ 中含有因数 ${m}，能被 ${m} 整除，余 0` }
      : { r, why: `$${f.n}! = ${factorValue(f)}$，除以 ${m} 余 ${r}` };
  if (f.k === 'pow') {
    const seq: bigint[] = [];
    let x = f.base % m;
    while (!seq.includes(x) && seq.length < 200) {
      seq.push(x);
      x = (x * f.base) % m;
    }
    const start = seq.indexOf(x);
    if (start !== 0) return { r, why: `$${f.base}^{${f.exp}}$ 除以 ${m} 余 ${r}` };
    const p = seq.length;
    const k = ((f.exp - 1) % p) + 1;
    return {
      r,
      why: `$${f.base}^{1}, ${f.base}^{2}, \\dots$ 除以 ${m} 的余数按 ${seq.join('、')} 每 ${p} 个一循环，$${f.exp}\\div ${p}$ 余 ${f.exp % p}，是周期中第 ${k} 个，所以 $${f.base}^{${f.exp}}$ 除以 ${m} 余 ${r}`,
    };
  }
  if (f.k === 'run' && r === 0n && f.last >= m && f.first <= m && (m - f.first) % f.step === 0n)
    return { r, why: `$${factorTex(f)}$ 中有因数 ${m}，能被 ${m} 整除，余 0` };
  return { r, why: `$${factorTex(f)}$ 只看余数依次相乘，除以 ${m} 余 ${r}` };
}

/** 「$2^{100}$除以7的余数是」「$1\times 2\times \cdots \times 20+3$被11除的余数」: computed exactly, explained by remainders. */
export function remainderKind(f: string): Worked | null {
  const m = ASKS.map((re) => re.exec(f)).find((x) => x);
  if (!m) return null;
  const mod = BigInt(m[2]);
  const terms = readExpression(m[1]);
  if (!terms || mod < 2n) return null;
  // a bare number is the plain division 「$100\div 7$」 of another kind of question, not read here
  if (terms.length === 1 && terms[0].factors.length === 1 && terms[0].factors[0].k === 'int') return null;
  const exact = terms.reduce((s, t) => s + termValue(t), 0n);
  if (exact < 0n) return null;
  const rem = exact % mod;
  const rows: string[] = [];
  const termRems: bigint[] = [];
  for (const t of terms) {
    const rs = t.factors.map((x) => factorRemainder(x, mod));
    rows.push(...rs.map((x) => x.why));
    const r = rs.reduce((p, x) => (p * x.r) % mod, 1n);
    if (t.factors.length > 1) rows.push(`乘积的余数等于余数的乘积的余数：$${rs.map((x) => x.r).join('\\times ')}$ 除以 ${mod} 余 ${r}`);
    termRems.push(t.sign * r);
  }
  const combined = ((termRems.reduce((s, r) => s + r, 0n) % mod) + mod) % mod;
  if (combined !== rem) return null;
  const tex = terms.map((t, i) => termTex(t, i === 0)).join('');
  return {
    kind: 'remainder',
    steps: [
      `**解题思路** 和（差、积）除以 ${mod} 的余数，等于各部分余数的和（差、积）再除以 ${mod} 的余数。`,
      `**步骤 1** ${rows.join('；')}。`,
      ...(terms.length > 1
        ? [
            `**步骤 2** 把各部分的余数相加减：$${termRems.map((r, i) => (i === 0 ? `${r}` : r < 0n ? `- ${-r}` : `+ ${r}`)).join(' ')}$，再除以 ${mod} 余 ${rem}。`,
          ]
        : []),
    ],
    answer: `$${tex}$ 除以 $${mod}$ 的余数是 $${rem}$`,
    value: num(rem),
    check: `精确计算 $${tex}$ 的值再除以 ${mod}，余数同样是 ${rem}。`,
  };
}
