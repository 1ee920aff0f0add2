import type { Nuclide } from './nuclide-notation';

/** The counts of one atom a paper asks about, by the words it uses; 相对原子质量 is left out (it is no whole number). */
const COUNTS: Record<string, { name: string; of: (n: Nuclide) => number; how: (n: Nuclide) => string }> = {
  质子数: { name: '质子数', of: (n) => n.z, how: (n) => `质子数 = 原子序数 = ${n.z}` },
  核电荷数: { name: '核电荷数', of: (n) => n.z, how: (n) => `核电荷数 = 质子数 = ${n.z}` },
  原子序数: { name: '原子序数', of: (n) => n.z, how: (n) => `原子序数 = ${n.z}` },
  中子数: { name: '中子数', of: (n) => n.a - n.z, how: (n) => `中子数 = 质量数 − 质子数 = ${n.a} − ${n.z} = ${n.a - n.z}` },
  质量数: { name: '质量数', of: (n) => n.a, how: (n) => `质量数 = ${n.a}` },
  核外电子数: { name: '核外电子数', of: (n) => n.z, how: (n) => `原子的核外电子数 = 质子数 = ${n.z}` },
  电子数: { name: '电子数', of: (n) => n.z, how: (n) => `原子的电子数 = 质子数 = ${n.z}` },
};
const PARTICLE_COUNT: Record<string, string> = { 质子: '质子数', 中子: '中子数', 电子: '核外电子数' };

export interface NuclideVerdict {
  truth: boolean;
  why: string;
}

export function countOf(word: string): (typeof COUNTS)[string] | null {
  return COUNTS[word] ?? null;
}

/**
 * One count of one atom stated: 「质子数为 13」「中子数是 7」「原子核中含有 92 个中子」「原子核外有 143 个电子」. The
 * statement must be only that; null otherwise.
 */
export function judgeNuclideCount(n: Nuclide, statement: string): NuclideVerdict | null {
  const t = statement.replace(/\s+/g, '').replace(/^的/, '');
  let word: string | undefined;
  let value: number | undefined;
  const direct = /^(质子数|核电荷数|原子序数|中子数|质量数|核外电子数|电子数)(?:为|是|等于|=)(\d+)$/.exec(t);
  if (direct) [word, value] = [direct[1], Number(direct[2])];
  const inside = /^(?:原子核(?:中|内)|核内)(?:含有|有)(\d+)个(质子|中子)$/.exec(t);
  if (inside) [word, value] = [PARTICLE_COUNT[inside[2]], Number(inside[1])];
  const outside = /^(?:原子)?核外(?:含有|有)(\d+)个电子$/.exec(t);
  if (outside) [word, value] = ['核外电子数', Number(outside[1])];
  if (!word || value === undefined) return null;
  const c = COUNTS[word];
  const actual = c.of(n);
  return { truth: actual === value, why: `$${n.tex}$ 的${c.how(n)}，${actual === value ? '与' : '不是'}选项所说的 ${value}` };
}

/** 「A 与 B 的质子数相同」「质量数相等」「中子数不同」. */
export function judgeNuclideComparison(a: Nuclide, b: Nuclide, statement: string): NuclideVerdict | null {
  const m = /^的?(质子数|核电荷数|中子数|质量数|核外电子数|电子数)(相同|相等|不同|不相等)$/.exec(statement.replace(/\s+/g, ''));
  if (!m) return null;
  const c = COUNTS[m[1]];
  const equal = c.of(a) === c.of(b);
  const claimsEqual = m[2] === '相同' || m[2] === '相等';
  return {
    truth: equal === claimsEqual,
    why: `$${a.tex}$ 的${c.name}为 ${c.of(a)}，$${b.tex}$ 的${c.name}为 ${c.of(b)}，${equal ? '相同' : '不同'}`,
  };
}
