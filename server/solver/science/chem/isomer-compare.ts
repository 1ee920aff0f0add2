import type { ChoiceSplit } from '../../math/answers/choice';
import type { Solved } from '../../types';
import { alkylGroups, countAlkenes, countByBurnside, countEsters, countSubstituted, skeletons } from './isomers';

const PREFIX: Record<string, number> = { 甲: 1, 乙: 2, 丙: 3, 丁: 4, 戊: 5, 己: 6, 庚: 7, 辛: 8 };

interface Bound {
  name: string;
  formula: string;
  /** The exact number of isomers of the formula, when known. */
  exact?: number;
  /** A number of isomers the formula certainly has at least (the class named alone). */
  atLeast: number;
  why: string;
}

/** What is known of the isomers of a named compound's formula; null when the name is not read. */
function bound(name: string): Bound | null {
  const simple = /^(甲|乙|丙|丁|戊|己|庚|辛)(烷|烯|醇|酸)$/.exec(name);
  if (simple) {
    const n = PREFIX[simple[1]];
    if (simple[2] === '烷') {
      // Alkanes below seven carbons have no stereoisomers: the skeletons are all the isomers.
      if (n > 6) return null;
      const k = skeletons(n).length;
      return { name, formula: `C_{${n}}H_{${2 * n + 2}}`, exact: k, atLeast: k, why: `只有碳链异构，共 ${k} 种` };
    }
    if (simple[2] === '烯') {
      if (n < 2) return null;
      const k = countAlkenes(n);
      return { name, formula: `C_{${n}}H_{${2 * n}}`, atLeast: k, why: `仅烯烃的碳链、双键位置异构就有 ${k} 种（还有环烷烃和顺反异构）` };
    }
    if (simple[2] === '醇') {
      const k = countSubstituted(n, 1);
      if (countByBurnside(n, 1) !== k) return null;
      return { name, formula: `C_{${n}}H_{${2 * n + 2}}O`, atLeast: k, why: `仅饱和一元醇就有 ${k} 种（还有醚）` };
    }
    const k = alkylGroups(n - 1);
    return {
      name,
      formula: `C_{${n}}H_{${2 * n}}O_2`,
      atLeast: k + (n >= 2 ? countEsters(n) : 0),
      why: `羧酸 ${k} 种${n >= 2 ? `、酯 ${countEsters(n)} 种` : ''}，至少 ${k + (n >= 2 ? countEsters(n) : 0)} 种`,
    };
  }
  const ester = /^(甲|乙|丙|丁)酸(甲|乙|丙|丁)酯$/.exec(name);
  if (ester) {
    const n = PREFIX[ester[1]] + PREFIX[ester[2]];
    const esters = countEsters(n);
    const acids = alkylGroups(n - 1);
    return {
      name,
      formula: `C_{${n}}H_{${2 * n}}O_2`,
      atLeast: esters + acids,
      why: `仅酯就有 ${esters} 种，羧酸 ${acids} 种，至少 ${esters + acids} 种`,
    };
  }
  return null;
}

/**
 * 「下列化合物中同分异构体数目最少的是 A. 戊烷 B. 戊醇 …」: the fewest is decided when one option's count is
 * known exactly (a small alkane) and every other option certainly has more (a lower bound from one class of its
 * formula alone: alcohols without ethers, alkenes without rings, esters and acids). Null otherwise.
 */
export function solveIsomerComparison(split: ChoiceSplit): Solved | null {
  const stem = split.stem.replace(/\s+/g, '');
  if (!/(?:化合物|物质|有机物)中?(?:的)?同分异构体(?:的)?数目最少/.test(stem)) return null;
  const bounds = split.options.map((o) => ({ letter: o.letter, b: bound(o.text.replace(/[\s$]/g, '')) }));
  if (bounds.some((x) => !x.b)) return null;
  const fewest = bounds.filter((x) => x.b!.exact !== undefined && bounds.every((y) => y === x || y.b!.atLeast > x.b!.exact!));
  if (fewest.length !== 1) return null;
  const pick = fewest[0];
  const lines = bounds.map((x) => `- **${x.letter}** ${x.b!.name}（$\\mathrm{${x.b!.formula}}$）：${x.b!.why}。`);
  return {
    ok: true,
    subject: 'chemistry',
    problemType: 'choice',
    markdown: [
      '**思路**：比较各化合物分子式的同分异构体数目；只要一个的数目确定，而其余每个仅算其中一类就已经更多，最少的就确定了。',
      '',
      ...lines,
      '',
      `${pick.b!.name}只有 ${pick.b!.exact} 种，其余都多于 ${pick.b!.exact} 种。`,
      '',
      `**答**：选 ${pick.letter}。`,
    ].join('\n'),
    finalAnswer: `${pick.letter}（${pick.b!.name}）`,
    verification: { status: 'verified', note: '逐一构造计数；醇的数目用对称性（Burnside 引理）重算一致' },
    engine: 'offline:isomers',
  };
}
