import { Rat } from '../../math/expression/rational';
import { num, type Worked } from './text';

/**
 * A listed arithmetic sequence 「等差数列1，6，11，16，…的第61项」「13，18，…，1003共有几项」「5，a，b，c，4035成等差数列，
 * 则b=」: the difference read from the terms shown (all the same), the asked term or count computed exactly.
 * Without the word 等差 at least four terms must show the same difference.
 */
const NTH =
  /^(?:求|已知)?(?:等差数列|数列|一列数|这列数|一串数)?:?((?:-?\d{1,9},){2,}-?\d{1,9}),?…(?:的)?,?(?:这个(?:等差)?数列的)?第(\d{1,9})(?:项|个数)(?:是|为|等于)?(?:多少|几)?$/;
const COUNT =
  /^(?:已知|求)?(?:等差数列|数列|一列数)?:?((?:-?\d{1,9},){2,}-?\d{1,9}),?…,?(-?\d{1,9})[,.]?(?:这个(?:等差)?数列|这列数|这串数)?(?:一)?共有(?:多少|几)?(?:项|个数)$/;
const MIDDLE =
  /^(?:已知)?(-?\d{1,9}),((?:[a-z],)+)(-?\d{1,9})这([二三四五六七八九])个数成等差数列,?(?:则|那么)?([a-z])(?:=|等于|是|为)(?:多少)?$/;
const CN: Record<string, number> = { 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };

function difference(f: string, terms: number[]): number | null {
  const d = terms[1] - terms[0];
  if (terms.some((t, i) => i > 0 && t - terms[i - 1] !== d)) return null;
  if (!/等差/.test(f) && terms.length < 4) return null;
  return d;
}

export function arithmeticListKind(f: string): Worked | null {
  let m = NTH.exec(f);
  if (m) {
    const terms = m[1].split(',').map(Number);
    const d = difference(f, terms);
    const n = Number(m[2]);
    if (d === null || n < 1) return null;
    const v = terms[0] + (n - 1) * d;
    return {
      kind: 'arithmetic-list',
      steps: [
        `**解题思路** 相邻两项的差都是 $${d}$，这是首项 $${terms[0]}$、公差 $${d}$ 的等差数列。`,
        `**步骤 1** 第 $n$ 项 $=$ 首项 $+$ 公差 $\\times (n-1)$：$${terms[0]}+${d}\\times (${n}-1) = ${v}$。`,
      ],
      answer: `第 $${n}$ 项是 $${v}$`,
      value: num(v),
      check: `从首项起每次加 ${d}，加 ${n - 1} 次得 ${v}。`,
    };
  }
  m = COUNT.exec(f);
  if (m) {
    const terms = m[1].split(',').map(Number);
    const d = difference(f, terms);
    const last = Number(m[2]);
    if (d === null || d === 0 || (last - terms[0]) % d !== 0 || (last - terms[0]) / d < terms.length - 1) return null;
    const n = (last - terms[0]) / d + 1;
    return {
      kind: 'arithmetic-list',
      steps: [
        `**解题思路** 相邻两项的差都是 $${d}$，这是首项 $${terms[0]}$、公差 $${d}$、末项 $${last}$ 的等差数列。`,
        `**步骤 1** 项数 $=($末项$-$首项$)\\div$公差$+1$：$(${last}-${terms[0]})\\div ${d}+1 = ${n}$。`,
      ],
      answer: `共有 $${n}$ 项`,
      value: num(n),
      check: `首项加 ${n - 1} 次公差正好是末项 $${terms[0]}+${d}\\times ${n - 1} = ${last}$。`,
    };
  }
  m = MIDDLE.exec(f);
  if (m) {
    const letters = m[2].split(',').filter(Boolean);
    const count = letters.length + 2;
    if (CN[m[4]] !== count || new Set(letters).size !== letters.length || !letters.includes(m[5])) return null;
    const first = Number(m[1]);
    const last = Number(m[3]);
    const d = Rat.of(last - first, count - 1);
    const at = letters.indexOf(m[5]) + 1;
    const v = Rat.of(first).add(d.mul(Rat.of(at)));
    const dTex = d.toLatex();
    // the middle one of an odd count: 等差中项, the mean of the two ends — no fractional difference needed
    if (count % 2 === 1 && at + 1 === (count + 1) / 2)
      return {
        kind: 'arithmetic-list',
        steps: [
          `**解题思路** ${count} 个数成等差数列，$${m[5]}$ 是正中间的第 ${at + 1} 个数，它是首末两数的等差中项。`,
          `**步骤 1** $${m[5]} = (${first}+${last})\\div 2 = ${v.toLatex()}$。`,
        ],
        answer: `$${m[5]} = ${v.toLatex()}$`,
        value: { kind: 'numbers', values: [v.toNumber()] },
        check: `公差 $(${last}-${first})\\div ${count - 1} = ${dTex}$，从 $${first}$ 加 ${at} 次公差正是 $${v.toLatex()}$。`,
      };
    return {
      kind: 'arithmetic-list',
      steps: [
        `**解题思路** ${count} 个数成等差数列，从第 1 个数 $${first}$ 到第 ${count} 个数 $${last}$ 共加了 ${count - 1} 次公差。`,
        `**步骤 1** 公差 $=(${last}-${first})\\div ${count - 1} = ${dTex}$。`,
        `**步骤 2** $${m[5]}$ 是第 ${at + 1} 个数：$${first}+${dTex}\\times ${at} = ${v.toLatex()}$。`,
      ],
      answer: `$${m[5]} = ${v.toLatex()}$`,
      value: { kind: 'numbers', values: [v.toNumber()] },
      check: `依次加公差 $${dTex}$ 共 ${count - 1} 次，末项正是 $${last}$。`,
    };
  }
  return null;
}
