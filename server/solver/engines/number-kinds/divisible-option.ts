import type { ChoiceOption } from '../../read/options';
import type { Solved } from '../../types';
import type { EngineResult } from '../types';
import { flatStem } from './text';

const DIVISORS = '(\\d{1,4}(?:(?:,|和|与|及)\\d{1,4}){0,3})';
const ASK = new RegExp(
  `^(?:在)?(?:下列|下面|以下)(?:各|的)?(?:数|各数|几个数|四个数)中,?(?:(不)?能(同时)?被${DIVISORS}整除|(不)?(同时)?是${DIVISORS}(的公)?的?倍数)的(?:数)?(?:是|有)(?:哪个|哪一个)?$`,
);

/** Why a number is (or is not) divisible by d, by the test a primary student learns (整除特征). */
function reason(n: bigint, d: bigint): string {
  const s = n.toString();
  const yes = n % d === 0n;
  const is = yes ? '能' : '不能';
  if (d === 2n || d === 5n || d === 10n) return `个位是 ${s.at(-1)}，所以${is}被 ${d} 整除`;
  if (d === 3n || d === 9n) {
    const sum = [...s].reduce((a, c) => a + Number(c), 0);
    return `各位数字和 $${[...s].join('+')} = ${sum}$，${sum % Number(d) === 0 ? '是' : '不是'} ${d} 的倍数，所以${is}被 ${d} 整除`;
  }
  if (d === 4n || d === 25n)
    return `末两位 ${s.slice(-2)} ${Number(s.slice(-2)) % Number(d) === 0 ? '是' : '不是'} ${d} 的倍数，所以${is}被 ${d} 整除`;
  if (d === 8n || d === 125n)
    return `末三位 ${s.slice(-3)} ${Number(s.slice(-3)) % Number(d) === 0 ? '是' : '不是'} ${d} 的倍数，所以${is}被 ${d} 整除`;
  if (d === 11n) {
    const odd = [...s].reverse().reduce((a, c, i) => a + (i % 2 === 0 ? Number(c) : 0), 0);
    const even = [...s].reverse().reduce((a, c, i) => a + (i % 2 === 1 ? Number(c) : 0), 0);
    return `奇数位数字和 ${odd} 与偶数位数字和 ${even} 的差 ${Math.abs(odd - even)} ${Math.abs(odd - even) % 11 === 0 ? '是' : '不是'} 11 的倍数，所以${is}被 11 整除`;
  }
  return yes ? `$${s}\\div ${d} = ${n / d}$，能整除` : `$${s}\\div ${d} = ${n / d}\\cdots\\cdots ${n % d}$，不能整除`;
}

function optionNumber(o: ChoiceOption): bigint | null {
  const t = o.text.replace(/\$|~|\s|,(?=\d{3})/g, '');
  return /^[1-9]\d{0,15}$/.test(t) ? BigInt(t) : null;
}

/** 「下列各数中，能同时被2、3整除的是」 with whole numbers as options: every option decided by the divisibility tests. */
export function divisibleOption(stem: string, options: ChoiceOption[]): EngineResult | null {
  const m = ASK.exec(flatStem(stem));
  if (!m) return null;
  const negated = !!(m[1] ?? m[4]);
  const together = !!(m[2] ?? m[5] ?? m[7]);
  const ds = (m[3] ?? m[6]).split(/,|和|与|及/).map(BigInt);
  if (ds.some((d) => d < 2n)) return null;
  const nums = options.map(optionNumber);
  if (nums.some((n) => n === null)) return null;
  const fits = nums.map((n) => ds.every((d) => (n as bigint) % d === 0n) !== negated);
  // 「不能被2、3整除」 without 同时 is read both as 「不能同时被…」 and as 「既不能被2也不能被3整除」: answered only when both agree
  if (negated && !together && ds.length > 1) {
    const neither = nums.map((n) => ds.every((d) => (n as bigint) % d !== 0n));
    if (neither.some((x, i) => x !== fits[i])) return null;
  }
  const hits = options.filter((_, i) => fits[i]);
  if (hits.length !== 1) return null;
  const hit = hits[0];
  const what = `${negated ? '不' : ''}能${ds.length > 1 ? '同时' : ''}被 ${ds.join('、')} 整除`;
  const rows = options.map((o, i) => {
    const n = nums[i] as bigint;
    const whys = ds.map((d) => reason(n, d));
    return `- ${o.letter}. $${n}$：${whys.join('；')}。${fits[i] ? `符合「${what}」。` : '不符合。'}`;
  });
  const outcome: Solved = {
    ok: true,
    subject: 'math',
    problemType: 'choice',
    markdown: [
      `**解题思路** 用整除的特征逐个检验每个选项。`,
      rows.join('\n'),
      `**结论** 只有 ${hit.letter} ${what}，选 ${hit.letter}。`,
    ].join('\n\n'),
    finalAnswer: `${hit.letter}（$${nums[options.indexOf(hit)]}$）`,
    verification: { status: 'verified', note: `每个选项都直接做了除法，只有 ${hit.letter} ${what}。` },
    engine: 'offline:number-kinds:divisible-option',
  };
  return { outcome };
}
