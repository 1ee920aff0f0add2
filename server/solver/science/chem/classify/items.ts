import { parseSpecies } from '../formula';
import { formulaOfName } from '../substances';
import { readSkeleton, type Skeleton } from './condensed-formula';
import { type Nuclide, readNuclide } from './nuclide-notation';

/** One member of a 「A 和 B」 group, as classification questions name it. */
export type Item =
  | { kind: 'nuclide'; text: string; nuclide: Nuclide }
  /** A lone symbol (「H」「C」): an element, an atom or (for C, P, Fe …) a simple substance, as the paper means it. */
  | { kind: 'symbol'; text: string; el: string }
  | { kind: 'simple'; text: string; el: string; form: string; isotopic: boolean }
  | {
      kind: 'compound';
      text: string;
      atoms: Map<string, number>;
      formula: string;
      skeleton: Skeleton | null;
      isotopic: boolean;
      alkene: boolean;
    };

/**
 * The forms of simple substances the textbook names (必修第一册 第一章、第二册 第五章): each name or formula with its
 * element and the form it is. A formula of one element not listed here is its own form (O2, O3, C60 …).
 */
// biome-ignore format: a lookup table reads best packed
const SIMPLE_FORMS: Record<string, [el: string, form: string]> = {
  金刚石: ['C', '金刚石'], 石墨: ['C', '石墨'], 石墨烯: ['C', '石墨烯'], 纳米碳管: ['C', '碳纳米管'], 碳纳米管: ['C', '碳纳米管'],
  足球烯: ['C', 'C60'], 富勒烯: ['C', 'C60'], 红磷: ['P', '红磷'], 白磷: ['P', 'P4'], 氧气: ['O', 'O2'], 臭氧: ['O', 'O3'],
  氢气: ['H', 'H2'], 氮气: ['N', 'N2'], 氯气: ['Cl', 'Cl2'],
};
/** Sulfur's two textbook forms are both S8 molecules: a formula cannot tell them apart. */
const FORM_UNSURE = new Set(['S8']);

/** Organic and other compounds named in classification options, as condensed formulas. */
// biome-ignore format: a lookup table reads best packed
const NAMED_STRUCTURES: Record<string, string> = {
  甲烷: 'CH4', 乙烷: 'CH3CH3', 丙烷: 'CH3CH2CH3', 正丁烷: 'CH3CH2CH2CH3', 异丁烷: 'CH3CH(CH3)2', 正戊烷: 'CH3(CH2)3CH3',
  异戊烷: 'CH3CH(CH3)CH2CH3', 新戊烷: 'C(CH3)4', 乙醇: 'CH3CH2OH', 酒精: 'CH3CH2OH', 甲醇: 'CH3OH', 二甲醚: 'CH3OCH3',
  甲醚: 'CH3OCH3', 乙烯: 'CH2=CH2', 丙烯: 'CH2=CHCH3', 冰: 'H2O',
};

export function readItem(raw: string): Item | null {
  const text = raw.replace(/\s+/g, '').replace(/[$]/g, '');
  if (!text) return null;
  const nuclide = readNuclide(text);
  if (nuclide) return { kind: 'nuclide', text, nuclide };
  // A dash before a number belongs to a nuclide's name (「C-14」), never to a bond: read as nothing else.
  if (/[-—–]\d/.test(text)) return null;
  const form = SIMPLE_FORMS[text];
  if (form) return { kind: 'simple', text, el: form[0], form: form[1], isotopic: false };
  const written = NAMED_STRUCTURES[text] ?? formulaOfName(text) ?? text;
  // Nuclide marks and D, T inside a formula: the substance of ordinary hydrogen (oxygen …) with other nuclides.
  const isotopic = /\^\{?\d+\}?|[DT](?![a-z])/.test(written);
  const plain = written.replace(/\^\{?\d+\}?/g, '').replace(/[DT](?![a-z])/g, 'H');
  const s = parseSpecies(plain.replace(/[-—–=≡]/g, ''));
  if (s?.charge !== 0) return null;
  if (s.atoms.size === 1) {
    const [[el, n]] = [...s.atoms];
    // A lone symbol (「C」「Fe」) names an element or an atom as much as a substance.
    if (/^[A-Z][a-z]?$/.test(written)) return { kind: 'symbol', text, el };
    if (n < 2 || /^[A-Z][a-z]?$/.test(plain)) return null;
    const f = `${el}${n}`;
    if (FORM_UNSURE.has(f)) return null;
    return { kind: 'simple', text, el, form: f, isotopic };
  }
  return {
    kind: 'compound',
    text,
    atoms: s.atoms,
    formula: s.text,
    skeleton: readSkeleton(plain),
    isotopic,
    alkene: /=/.test(plain) && !/≡/.test(plain),
  };
}
