import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { refused, solved } from '../outcome';
import { parseSpecies } from './formula';
import { countByBurnside, perSkeleton } from './isomers';

const NO_STEREO = /不考虑立体异构|不含立体异构|不考虑空间异构|不考虑顺反异构和对映异构/;
const ALCOHOL = /(?:可|能)?与(?:金属)?(?:钠|Na)反应(?:放出|产生|生成)(?:氢气|H2)|属于醇/;
const ACID = /(?:可|能)?与(?:碳酸氢钠|NaHCO3)(?:溶液)?反应(?:放出|产生|生成)(?:气体|CO2|二氧化碳)|属于羧酸/;
const HALOGENS = ['Cl', 'Br', 'F', 'I'];

interface Reading {
  /** Carbons of the alkane skeleton and substituents placed on it. */
  n: number;
  k: number;
  what: string;
}

/**
 * "分子式为 C5H12O 且可与金属钠反应放出氢气的有机物有（不考虑立体异构）…  A. 5 种 …": isomers of acyclic
 * saturated compounds counted by building them (alkanes; one or two identical halogens; alcohols; carboxylic
 * acids, the COOH on an alkyl group). Null when the text is not such a question.
 */
export function solveIsomerChoice(split: ChoiceSplit): Solved | Refused | null {
  const stem = split.stem.replace(/\s+/g, '');
  const m = /分子式为([A-Z][A-Za-z0-9]*)(.*)$/.exec(stem);
  if (!m) return null;
  const s = parseSpecies(m[1]);
  if (s?.charge !== 0) return null;
  const reading = read(s.atoms, m[2]);
  if (!reading) return null;
  const options = split.options.map((o) => ({ letter: o.letter, n: /^(\d+)种$/.exec(o.text.replace(/[\s$]/g, ''))?.[1] }));
  if (options.some((o) => o.n === undefined)) return null;
  if (typeof reading === 'string') return refused('chemistry', reading, 'choice');
  const counts = perSkeleton(reading.n, reading.k);
  const total = counts.reduce((a, b) => a + b, 0);
  // Another way: Burnside's lemma over the skeletons' symmetries must give the same number.
  if (countByBurnside(reading.n, reading.k) !== total) return null;
  const picks = options.filter((o) => Number(o.n) === total);
  if (picks.length !== 1) {
    return refused('chemistry', `按构造计数共有 ${total} 种，但没有恰好一个选项是 ${total} 种，为避免选错，暂不作答。`, 'choice');
  }
  const skeletonWords =
    reading.k === 0
      ? `${reading.n} 个碳原子的碳链有 ${total} 种`
      : `${reading.n} 个碳原子的烷烃碳链有 ${counts.length} 种，${reading.what}在各碳链上的不同位置分别有 ${counts.join('、')} 种`;
  const markdown = [
    `**思路**：${reading.what === '' ? '' : `先确定结构：${explain(reading)}。`}不考虑立体异构，逐一写出碳链，再在每种碳链上按对称性找出不同的位置。`,
    '',
    `${skeletonWords}，共 $${counts.length > 1 && reading.k > 0 ? `${counts.join(' + ')} = ` : ''}${total}$ 种（按碳链的对称操作用 Burnside 引理计数，结果相同）。`,
    '',
    `**答**：选 ${picks[0].letter}。`,
  ].join('\n');
  return solved(
    'chemistry',
    'offline:isomers',
    markdown,
    `${picks[0].letter}（${total} 种）`,
    '逐一构造并去重计数，并用对称性（Burnside 引理）重算一致',
    'choice',
  );
}

function explain(r: Reading): string {
  if (r.what === '羧基') {
    return `能与碳酸氢钠反应放出 $\\mathrm{CO_2}$，说明含 $\\mathrm{-COOH}$，是饱和一元羧酸 $\\mathrm{C_{${r.n}}H_{${2 * r.n + 1}}COOH}$，即在 ${r.n} 个碳的烷基上连一个羧基`;
  }
  if (r.what === '羟基') return `能与钠反应放出氢气，说明含 $\\mathrm{-OH}$，是饱和一元醇，即在 ${r.n} 个碳的烷烃上连 1 个羟基`;
  return `在 ${r.n} 个碳的烷烃上连 ${r.k} 个${r.what}`;
}

/** What is counted, from the formula and the conditions; a string when it is recognised but not counted here. */
function read(atoms: Map<string, number>, rest: string): Reading | string | null {
  const c = atoms.get('C') ?? 0;
  const h = atoms.get('H') ?? 0;
  const o = atoms.get('O') ?? 0;
  const halogens = HALOGENS.filter((x) => atoms.has(x));
  if (c < 1 || [...atoms.keys()].some((el) => !['C', 'H', 'O', ...HALOGENS].includes(el))) return null;
  const stereoFree = NO_STEREO.test(rest);
  // What is asked must be the isomers of the formula itself (not, say, its chlorinated derivatives).
  const asked =
    /^(.*?)的(?:同分异构体|有机物|有机化合物|化合物|物质)(?:的?(?:数目|种数))?(?:一共有|共有|共|有|为|是)?(?:多少种|几种)?$/.exec(
      rest.replace(NO_STEREO, '').replace(/[()（）]/g, ''),
    );
  if (!asked) return null;
  const conditions = asked[1];
  if (o === 0 && halogens.length === 0 && h === 2 * c + 2) {
    if (conditions) return null;
    // Alkanes below seven carbons have no stereoisomers.
    if (!stereoFree && c > 6) return '七个碳以上的烷烃有手性碳，题目没有说明是否考虑立体异构，为避免选错，暂不作答。';
    return { n: c, k: 0, what: '' };
  }
  if (!stereoFree) return '题目没有说明不考虑立体异构，含取代基的同分异构体数目可能因此不同，为避免选错，暂不作答。';
  if (o === 0 && halogens.length === 1) {
    const k = atoms.get(halogens[0]) ?? 0;
    if (conditions || k < 1 || k > 2 || h + k !== 2 * c + 2) return null;
    return { n: c, k, what: `${{ Cl: '氯', Br: '溴', F: '氟', I: '碘' }[halogens[0]]}原子` };
  }
  if (
    o === 1 &&
    halogens.length === 0 &&
    h === 2 * c + 2 &&
    ALCOHOL.test(conditions) &&
    conditions.replace(ALCOHOL, '').replace(/^且|^并/, '') === ''
  ) {
    return { n: c, k: 1, what: '羟基' };
  }
  if (
    o === 2 &&
    halogens.length === 0 &&
    h === 2 * c &&
    c >= 2 &&
    ACID.test(conditions) &&
    conditions.replace(ACID, '').replace(/^且|^并/, '') === ''
  ) {
    return { n: c - 1, k: 1, what: '羧基' };
  }
  return null;
}
