import type { ElementData } from './periodic-table';

/**
 * Whether a short-period element's simple substance reacts with (or dissolves in) a common reagent at room conditions
 * (人教版 必修第一册 钠、铝、氯, 必修第二册 硅、硫、氮). Absent or null: what depends on heating or that papers mark
 * either way (Mg with water, C and S with hot concentrated acids, Al in concentrated HNO3 is passivated: it does not
 * dissolve, though passivation is a reaction).
 */
type Reagent = '水' | '碱' | '酸' | '浓硝酸';
type Table = Partial<Record<string, boolean | null>>;

const NOBLE: Table = { He: false, Ne: false, Ar: false };
const REACTS: Record<Reagent, Table> = {
  水: { ...NOBLE, H: false, Li: true, Na: true, F: true, Cl: true, N: false, O: false, Si: false, P: false, S: false },
  碱: { ...NOBLE, H: false, Be: true, Al: true, Si: true, Cl: true, Mg: false, C: false, N: false, O: false },
  酸: {
    ...NOBLE,
    H: false,
    Li: true,
    Na: true,
    Be: true,
    Mg: true,
    Al: true,
    C: false,
    N: false,
    O: false,
    Si: false,
    P: false,
    S: false,
    Cl: false,
  },
  浓硝酸: { ...NOBLE, H: false, Mg: true, N: false, O: false, Si: false },
};
/** 「溶于」 differs from 「与…反应」 only where a coat stops the metal: Al (and Be) are passivated. */
const DISSOLVES_UNLIKE_REACTS: Partial<Record<Reagent, Table>> = { 浓硝酸: { Al: false, Be: false } };

export const REAGENT = '(冷水|水|NaOH溶液|氢氧化钠溶液|烧碱溶液|强碱溶液|KOH溶液|稀盐酸|盐酸|稀硫酸|浓硝酸)';

function reagentOf(words: string): Reagent | null {
  if (/水$/.test(words) && !/溶液/.test(words)) return '水';
  if (/NaOH|氢氧化钠|烧碱|强碱|KOH/.test(words)) return '碱';
  if (/^(?:稀盐酸|盐酸|稀硫酸)$/.test(words)) return '酸';
  if (words === '浓硝酸') return '浓硝酸';
  return null;
}

/** True / false when the table knows; null otherwise (and 「溶于水」, a solubility, is never read here). */
export function simpleSubstanceReacts(e: ElementData, words: string, dissolves: boolean): boolean | null {
  const reagent = reagentOf(words);
  if (!reagent || (dissolves && reagent === '水')) return null;
  const coated = dissolves ? DISSOLVES_UNLIKE_REACTS[reagent]?.[e.symbol] : undefined;
  if (coated !== undefined) return coated;
  return REACTS[reagent][e.symbol] ?? null;
}
