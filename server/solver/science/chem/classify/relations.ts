import { sameSkeleton } from './condensed-formula';
import type { Item } from './items';

export type Relation = '同位素' | '同素异形体' | '同系物' | '同分异构体' | '同一种物质';
export interface RelationVerdict {
  truth: boolean;
  why: string;
}

const molecular = (atoms: Map<string, number>) =>
  ['C', 'H', ...[...atoms.keys()].filter((e) => e !== 'C' && e !== 'H').sort()]
    .filter((e) => atoms.has(e))
    .map((e) => `${e}${atoms.get(e) === 1 ? '' : atoms.get(e)}`)
    .join('');
const formulaTex = (f: string) => `$\\mathrm{${f.replace(/(\d+)/g, '_{$1}')}}$`;
const shown = (x: Item) => (x.kind === 'nuclide' ? `$${x.nuclide.tex}$` : /^[A-Za-z0-9()=≡-]+$/.test(x.text) ? formulaTex(x.text) : x.text);
const what = (x: Item) =>
  x.kind === 'nuclide' ? '原子（核素）' : x.kind === 'simple' ? '单质' : x.kind === 'symbol' ? '元素符号' : '化合物';

/**
 * Whether two substances (or nuclides) stand in a relation of 必修第一册 第四章 / 必修第二册 第七章, derived from what
 * is written: 同位素 are nuclides of one element with different mass numbers; 同素异形体 different simple substances
 * of one element; 同分异构体 compounds of one molecular formula and different structure; 同系物 compounds of one class
 * differing by CH2 units (「不一定」 is false, as the textbook marks it); null when what is written does not decide.
 */
export function judgeRelation(a: Item, b: Item, r: Relation): RelationVerdict | null {
  const pair = `${shown(a)} 与 ${shown(b)}`;
  if (a.kind === 'symbol' || b.kind === 'symbol') {
    const symbol = a.kind === 'symbol' ? a : b;
    if (r === '同位素' || r === '同素异形体' || r === '同一种物质') return null;
    return { truth: false, why: `${r}指的是化合物之间的关系，${symbol.text} 是元素符号（原子或单质），不是化合物` };
  }
  if (r === '同位素') {
    if (a.kind !== 'nuclide' || b.kind !== 'nuclide') {
      return {
        truth: false,
        why: `同位素指质子数相同、中子数不同的同一元素的不同原子，${pair} 中有${a.kind === 'nuclide' ? what(b) : what(a)}（分子），不是原子`,
      };
    }
    const [x, y] = [a.nuclide, b.nuclide];
    if (x.el !== y.el) return { truth: false, why: `${pair} 的质子数分别为 ${x.z}、${y.z}，不是同一种元素，不互为同位素` };
    if (x.a === y.a) return { truth: false, why: `${pair} 是同一种核素` };
    return { truth: true, why: `${pair} 的质子数都是 ${x.z}，中子数分别为 ${x.a - x.z}、${y.a - y.z}，是同一元素的不同核素，互为同位素` };
  }
  if (r === '同素异形体') {
    if (a.kind !== 'simple' || b.kind !== 'simple') {
      const other = a.kind === 'simple' ? b : a;
      return { truth: false, why: `同素异形体是同一元素形成的不同单质，${pair} 中 ${shown(other)} 是${what(other)}，不是单质` };
    }
    if (a.el !== b.el) return { truth: false, why: `${pair} 由不同元素组成，不互为同素异形体` };
    if (a.form === b.form) {
      return {
        truth: false,
        why:
          a.isotopic || b.isotopic
            ? `${pair} 只是构成分子的原子为不同核素，分子结构相同，是同一种单质，不互为同素异形体`
            : `${pair} 是同一种单质`,
      };
    }
    return { truth: true, why: `${pair} 都是由 ${a.el} 元素形成的单质，结构不同，互为同素异形体` };
  }
  if (r === '同一种物质' && (a.kind !== 'compound' || b.kind !== 'compound')) return sameSubstance(a, b, pair);
  if (a.kind !== 'compound' || b.kind !== 'compound') {
    const other = a.kind === 'compound' ? b : a;
    return { truth: false, why: `${r}指的是化合物之间的关系，${shown(other)} 是${what(other)}` };
  }
  if (a.isotopic || b.isotopic) {
    // H2O and D2O: one structure, only the nuclides differ — neither isomers nor homologues; whether papers call them
    // one substance varies, so that is left undecided.
    if (r === '同一种物质' || a.text.replace(/[DT](?![a-z])/g, 'H') !== b.text.replace(/[DT](?![a-z])/g, 'H')) return null;
    return { truth: false, why: `${pair} 只是所含的氢原子为不同核素，分子结构相同，不是${r}` };
  }
  if (r === '同系物') return homologues(a, b, pair);
  const same = sameFormula(a, b);
  if (!same) {
    return r === '同分异构体' || r === '同一种物质'
      ? { truth: false, why: `${pair} 的分子式分别为 ${formulaTex(molecular(a.atoms))}、${formulaTex(molecular(b.atoms))}，分子式不同` }
      : null;
  }
  const structure = sameStructure(a, b);
  if (structure === null) return null;
  if (r === '同分异构体') {
    return structure
      ? { truth: false, why: `${pair} 分子式都是 ${formulaTex(molecular(a.atoms))}，且结构相同，是同一种物质，不是同分异构体` }
      : { truth: true, why: `${pair} 分子式都是 ${formulaTex(molecular(a.atoms))}，但结构不同（${difference(a, b)}），互为同分异构体` };
  }
  return structure
    ? { truth: true, why: `${pair} 分子式都是 ${formulaTex(molecular(a.atoms))}，结构相同，是同一种物质` }
    : { truth: false, why: `${pair} 分子式相同但结构不同（${difference(a, b)}），是两种物质` };
}

type Compound = Extract<Item, { kind: 'compound' }>;

function sameFormula(a: Compound, b: Compound): boolean {
  if (a.atoms.size !== b.atoms.size) return false;
  return [...a.atoms].every(([el, n]) => b.atoms.get(el) === n);
}

const isAlkane = (c: Compound) => keys(c) === 'C,H' && c.atoms.get('H') === 2 * (c.atoms.get('C') ?? 0) + 2;
const keys = (c: Compound) => [...c.atoms.keys()].sort().join(',');

/**
 * Whether two compounds of one molecular formula have one structure: different counts of CH3/CH2/CH/C or of O–H say
 * they differ; equal counts say they are the same only where those counts fix the structure (alkanes up to five
 * carbons, C2H6O), and a formula with one structure only (CH4, C2H6, C3H8) needs no structure at all.
 */
function sameStructure(a: Compound, b: Compound): boolean | null {
  const c = a.atoms.get('C') ?? 0;
  if (isAlkane(a) && c <= 3) return true;
  if (!a.skeleton || !b.skeleton) return null;
  if (!sameSkeleton(a.skeleton, b.skeleton)) return false;
  return (isAlkane(a) && c <= 5) || (keys(a) === 'C,H,O' && molecular(a.atoms) === 'C2H6O') ? true : null;
}

function difference(a: Compound, b: Compound): string {
  const [x, y] = [a.skeleton!, b.skeleton!];
  if (x.hydroxyl !== y.hydroxyl) return `${shown(x.hydroxyl ? a : b)} 含羟基 $\\mathrm{-OH}$，${shown(x.hydroxyl ? b : a)} 不含`;
  if (x.carbons[3] !== y.carbons[3]) return `${shown(a)} 含 ${x.carbons[3]} 个甲基，${shown(b)} 含 ${y.carbons[3]} 个甲基，碳链不同`;
  return '碳原子上连接的氢原子数目分布不同，碳链不同';
}

/** The class a compound surely belongs to, from its formula and (where given) its structure; null when unsure. */
function surelyOfClass(c: Compound): string | null {
  const n = c.atoms.get('C') ?? 0;
  const h = c.atoms.get('H') ?? 0;
  if (isAlkane(c)) return '烷烃';
  if (keys(c) === 'C,H' && h === 2 * n) return n === 2 || c.alkene ? '烯烃（含一个碳碳双键）' : null;
  if (keys(c) === 'C,H,O' && c.atoms.get('O') === 1 && h === 2 * n + 2 && c.skeleton) {
    if (c.skeleton.hydroxyl === 1) return '饱和一元醇';
    if (c.skeleton.bareO === 1) return '醚';
  }
  return null;
}

function homologues(a: Compound, b: Compound, pair: string): RelationVerdict | null {
  const [na, nb] = [a.atoms.get('C') ?? 0, b.atoms.get('C') ?? 0];
  const k = nb - na;
  const differsByCH2 =
    keys(a) === keys(b) &&
    k !== 0 &&
    [...a.atoms].every(([el, n]) => (b.atoms.get(el) ?? 0) - n === (el === 'C' ? k : el === 'H' ? 2 * k : 0));
  if (!differsByCH2) {
    return {
      truth: false,
      why: `同系物分子组成相差一个或若干个 $\\mathrm{CH_2}$ 原子团，${pair} 的分子式 ${formulaTex(molecular(a.atoms))}、${formulaTex(molecular(b.atoms))} 不是这样相差`,
    };
  }
  const [ca, cb] = [surelyOfClass(a), surelyOfClass(b)];
  if (ca && ca === cb) {
    return { truth: true, why: `${pair} 都是${ca}，结构相似，分子组成相差 ${Math.abs(k)} 个 $\\mathrm{CH_2}$，互为同系物` };
  }
  if (ca && cb) return { truth: false, why: `${pair} 分别是${ca}和${cb}，类别不同，结构不相似` };
  const unsure = ca ? b : a;
  // 「不一定」 holds only of a bare molecular formula shared by two classes — CnH2n (n ≥ 3: alkene or cycloalkane),
  // CnH2n+2O (n ≥ 2: alcohol or ether); a name or a structure of another class (HCOOH, CH3CHO, 苯) is simply not read.
  if (!ofTwoClasses(unsure)) return null;
  return {
    truth: false,
    why: `${shown(unsure)} 可能有不同的结构（如 $\\mathrm{C_nH_{2n}}$ 可能是烯烃也可能是环烷烃，$\\mathrm{C_nH_{2n+2}O}$ 可能是醇也可能是醚），${pair} 不一定结构相似，不一定互为同系物`,
  };
}

function ofTwoClasses(c: Compound): boolean {
  // Written as a molecular formula: each element once (C3H6, C2H6O), not group by group (CH3OCH3).
  const symbols = c.text.match(/[A-Z][a-z]?/g) ?? [];
  if (!/^(?:[A-Z][a-z]?\d*)+$/.test(c.text) || new Set(symbols).size !== symbols.length) return false;
  const [n, h, o] = [c.atoms.get('C') ?? 0, c.atoms.get('H') ?? 0, c.atoms.get('O') ?? 0];
  const only = (els: string) => keys(c) === els;
  return (only('C,H') && n >= 3 && h === 2 * n) || (only('C,H,O') && o === 1 && n >= 2 && h === 2 * n + 2);
}

/** 「是同一种物质」 between simple substances, nuclides or one of them and a compound. */
function sameSubstance(a: Item, b: Item, pair: string): RelationVerdict | null {
  if (a.kind === 'symbol' || b.kind === 'symbol') return null;
  if (a.kind !== b.kind) return { truth: false, why: `${pair} 一个是${what(a)}，一个是${what(b)}，不是同一种物质` };
  if (a.kind === 'nuclide' && b.kind === 'nuclide') {
    if (a.nuclide.el === b.nuclide.el && a.nuclide.a === b.nuclide.a) return null;
    return { truth: false, why: `${pair} 是不同的核素（原子），不是同一种物质` };
  }
  if (a.kind === 'simple' && b.kind === 'simple') {
    if (a.el !== b.el || a.form !== b.form) return { truth: false, why: `${pair} 是不同的单质，不是同一种物质` };
    return a.isotopic || b.isotopic ? null : { truth: true, why: `${pair} 是同一种单质` };
  }
  return null;
}
