import { divisors, gcd, lcm } from '../../math/expression/rational';
import { num, type Worked, whole } from './text';

const FACTOR = '(?:因数|约数)';
const HOW_MANY = '(?:一共|共|总共)?有(?:多少|几)?个';
const IS = '(?:是|为|等于)?(?:多少)?';

/** The asks about the factors of one number, each read over the whole flattened stem. */
const ASKS: Array<[RegExp, 'count' | 'sum' | 'mean' | 'multiples' | 'odd' | 'even']> = [
  [new RegExp(`^(\\d+)的(?:所有|全部)?${FACTOR}${HOW_MANY}$`), 'count'],
  [new RegExp(`^(\\d+)${HOW_MANY}(?:不同的)?${FACTOR}$`), 'count'],
  [new RegExp(`^(\\d+)的${FACTOR}的?个数(?:是|为|有)(?:多少|几)?个?$`), 'count'],
  [new RegExp(`^(\\d+)的(?:所有|全部)?${FACTOR}(?:的|之)和${IS}$`), 'sum'],
  [new RegExp(`^(\\d+)的(?:所有|全部)?${FACTOR}的平均数${IS}$`), 'mean'],
  [new RegExp(`^(\\d+)的${FACTOR}(?:有很多)?,?(?:这些${FACTOR}|其中|它们)?中,?${HOW_MANY}是(\\d+)的倍数$`), 'multiples'],
  [new RegExp(`^(\\d+)的${FACTOR}中,?(?:是)?(\\d+)的倍数的?${HOW_MANY}$`), 'multiples'],
  [new RegExp(`^(\\d+)的${FACTOR}中,?${HOW_MANY}是奇数$`), 'odd'],
  [new RegExp(`^(\\d+)的${FACTOR}中,?${HOW_MANY}是偶数$`), 'even'],
];

/** n = p₁^a₁ · p₂^a₂ · …, by trial division (n ≤ 10¹²). */
function primePowers(n: bigint): Array<[bigint, number]> {
  const out: Array<[bigint, number]> = [];
  let rest = n;
  for (let p = 2n; p * p <= rest; p++) {
    let a = 0;
    while (rest % p === 0n) {
      rest /= p;
      a++;
    }
    if (a) out.push([p, a]);
  }
  if (rest > 1n) out.push([rest, 1]);
  return out;
}

const powTex = (pp: Array<[bigint, number]>) => pp.map(([p, a]) => (a === 1 ? `${p}` : `${p}^{${a}}`)).join('\\times ');

/** 「1×42，2×21，…」: the factors paired as a student lists them. */
function pairs(list: bigint[]): string {
  const sorted = [...list].sort((a, b) => (a < b ? -1 : 1));
  const out: string[] = [];
  for (let i = 0, j = sorted.length - 1; i <= j; i++, j--)
    out.push(i === j ? `${sorted[i]}\\times ${sorted[i]}` : `${sorted[i]}\\times ${sorted[j]}`);
  return out.join(',\\ ');
}

export function factorKind(f0: string): Worked | null {
  const f = f0.replace(/^(?:自然数|正整数|整数)(?=\d)/, '');
  for (const [re, ask] of ASKS) {
    const m = re.exec(f);
    if (!m) continue;
    const n = whole(m[1]);
    if (!n || n < 1n || n > 10n ** 12n) return null;
    const all = divisors(n)?.sort((a, b) => (a < b ? -1 : 1));
    if (!all) return null;
    const pp = primePowers(n);
    const byFormula = pp.reduce((c, [, a]) => c * (a + 1), 1);
    if (byFormula !== all.length) return null;
    const listed = all.length <= 40 ? `把 ${n} 写成两个因数的积：$${pairs(all)}$，所以 ${n} 的因数是 ${all.join('、')}。` : '';
    const split = `分解质因数：$${n} = ${powTex(pp)}$。`;
    const countLine = `因数个数 $= ${pp.map(([, a]) => `(${a}+1)`).join('\\times ')} = ${byFormula}$（个）。`;
    if (ask === 'count') {
      return {
        kind: 'factor-count',
        steps: [`**步骤 1** ${split}`, `**步骤 2** ${countLine}${listed ? `\n\n也可以一对一对地找：${listed}` : ''}`],
        answer: `$${n}$ 的因数共有 $${all.length}$ 个`,
        value: num(all.length),
        check: `逐个试除 1 到 $\\sqrt{${n}}$，找到的因数个数与公式一致，都是 ${all.length}。`,
      };
    }
    if (ask === 'sum' || ask === 'mean') {
      const sum = all.reduce((s, d) => s + d, 0n);
      const formula = pp.reduce((s, [p, a]) => s * ((p ** BigInt(a + 1) - 1n) / (p - 1n)), 1n);
      if (formula !== sum) return null;
      const sumTex = pp
        .map(([p, a]) => `(${Array.from({ length: a + 1 }, (_, i) => (i === 0 ? '1' : i === 1 ? `${p}` : `${p}^{${i}}`)).join('+')})`)
        .join('\\times ');
      const steps = [`**步骤 1** ${split}`, `**步骤 2** 因数和 $= ${sumTex} = ${sum}$。${listed ? `\n\n${listed}` : ''}`];
      if (ask === 'sum')
        return {
          kind: 'factor-sum',
          steps,
          answer: `$${n}$ 的所有因数之和是 $${sum}$`,
          value: num(sum),
          check: `把 ${all.length} 个因数逐个相加，和是 ${sum}，与公式一致。`,
        };
      if (sum % BigInt(all.length) !== 0n) return null;
      const mean = sum / BigInt(all.length);
      steps.push(`**步骤 3** ${countLine}平均数 $= ${sum}\\div ${all.length} = ${mean}$。`);
      return {
        kind: 'factor-mean',
        steps,
        answer: `$${n}$ 的所有因数的平均数是 $${mean}$`,
        value: num(mean),
        check: `${all.length} 个因数的和 ${sum} 除以个数 ${all.length} 得 ${mean}。`,
      };
    }
    const k = ask === 'multiples' ? whole(m[2]) : 2n;
    if (!k || k < 2n) return null;
    const chosen = all.filter((d) => (ask === 'odd' ? d % 2n === 1n : d % k === 0n));
    const what = ask === 'multiples' ? ` $${k}$ 的倍数` : ask === 'odd' ? '奇数' : '偶数';
    let idea: string;
    if (ask === 'odd')
      idea = `奇数因数不含因数 2，就是 $${n}$ 去掉所有因数 2 后所得的数 $${n / 2n ** BigInt(pp.find(([p]) => p === 2n)?.[1] ?? 0)}$ 的因数。`;
    else if (n % k !== 0n) idea = `$${n}$ 不是 $${k}$ 的倍数，它的因数都不是 $${k}$ 的倍数。`;
    else
      idea = `$${n}$ 的因数中是 $${k}$ 的倍数的，都可以写成 $${k}\\times d$，其中 $d$ 是 $${n}\\div ${k} = ${n / k}$ 的因数；$${n / k}$ 的因数有 ${chosen.length} 个。`;
    return {
      kind: 'factor-multiples',
      steps: [
        `**步骤 1** ${split}${listed ? `\n\n${listed}` : ''}`,
        `**步骤 2** ${idea}`,
        `**步骤 3** 其中是${what}的有：${chosen.length ? chosen.join('、') : '没有'}，共 ${chosen.length} 个。`,
      ],
      answer: `$${n}$ 的因数中是${what}的有 $${chosen.length}$ 个`,
      value: num(chosen.length),
      check: `在 ${n} 的全部 ${all.length} 个因数中逐个检验，是${what}的正好 ${chosen.length} 个。`,
    };
  }
  return null;
}

const GCD_LCM =
  /^(\d+)(?:和|与|,)(\d+)(?:(?:和|与|,)(\d+))?(?:这(?:两|三)个数)?的(最大公因数|最大公约数|最小公倍数)(?:是|为|等于)?(?:多少)?$/;

/** 「12和18的最小公倍数是」「24与30的最大公约数是多少」. */
export function gcdLcmKind(f: string): Worked | null {
  const m = GCD_LCM.exec(f);
  if (!m) return null;
  const vals = [m[1], m[2], m[3]].filter((s): s is string => !!s).map(whole);
  if (vals.some((v) => !v || v < 1n || v > 10n ** 9n)) return null;
  const ns = vals as bigint[];
  const least = m[4] === '最小公倍数';
  const ans = least ? ns.reduce((a, b) => lcm(a, b)) : ns.reduce((a, b) => gcd(a, b));
  const ok = least ? ns.every((v) => ans % v === 0n) : ns.every((v) => v % ans === 0n);
  if (!ok) return null;
  const list = ns.join('、');
  const facts = ns.map((v) => `$${v} = ${v === 1n ? '1' : powTex(primePowers(v))}$`).join('，');
  const rule = least ? '每个质因数取各数中最高的次数相乘' : '每个质因数取各数共有的、最低的次数相乘';
  return {
    kind: least ? 'lcm' : 'gcd',
    steps: [`**步骤 1** 分解质因数：${facts}。`, `**步骤 2** ${m[4]}：${rule}，得 $${ans}$。`],
    answer: `$${list}$ 的${m[4]}是 $${ans}$`,
    value: num(ans),
    check: least
      ? `$${ans}$ 能被 ${list} 整除，且 $${ans}$ 的因数中没有更小的公倍数（用辗转相除法算得相同结果）。`
      : `${list} 都能被 $${ans}$ 整除，辗转相除法算得相同结果。`,
  };
}
