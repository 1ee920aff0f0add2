import type { ElementData } from './periodic-table';

/**
 * Melting and boiling points are compared only where the textbook reason is certain (人教版 选择性必修2
 * 「晶体结构与性质」, 「分子结构与性质」): an ionic or covalent-network solid melts far above any molecular
 * substance, and a hydride held by hydrogen bonds (NH₃, H₂O, HF) boils above one without them.
 */
const IONIC = new Set('Na2O Na2O2 MgO Al2O3 NaCl NaF MgCl2 MgF2 AlF3 Na2S MgS NaH LiF LiCl Li2O Mg3N2 Al2S3'.split(' '));
const NETWORK = new Set('SiO2 AlN SiC Si3N4 BN'.split(' '));
const NETWORK_OR_IONIC = new Set([...IONIC, ...NETWORK]);
const MOLECULAR = new Set(
  'AlCl3 CO CO2 NO NO2 N2O N2O4 N2O5 SO2 SO3 H2O H2O2 H2S NH3 N2H4 HF HCl CH4 SiH4 PH3 PCl3 PCl5 SiCl4 CCl4 NCl3 SCl2 S2Cl2 Cl2O ClO2 Cl2O7 OF2 SF6 P2O5 P4O10 P4O6 CS2'.split(
    ' ',
  ),
);

/** Every oxide of an element as the textbook names them; elements whose oxides mix kinds are left out. */
const OXIDES: Readonly<Record<string, readonly string[]>> = {
  H: ['H2O', 'H2O2'],
  Li: ['Li2O'],
  C: ['CO', 'CO2'],
  N: ['N2O', 'NO', 'NO2', 'N2O4', 'N2O5'],
  Na: ['Na2O', 'Na2O2'],
  Mg: ['MgO'],
  Al: ['Al2O3'],
  Si: ['SiO2'],
  P: ['P2O5', 'P4O6'],
  S: ['SO2', 'SO3'],
  Cl: ['Cl2O', 'ClO2', 'Cl2O7'],
};

/** Is every compound of `a` higher-melting than every one of `b`? Null unless one side is all ionic/network and the other all molecular. */
export function meltsHigher(a: readonly string[], b: readonly string[]): boolean | null {
  const high = (xs: readonly string[]) => xs.length > 0 && xs.every((x) => NETWORK_OR_IONIC.has(x));
  const low = (xs: readonly string[]) => xs.length > 0 && xs.every((x) => MOLECULAR.has(x));
  if (high(a) && low(b)) return true;
  if (low(a) && high(b)) return false;
  return null;
}

/** 「MgO 是离子晶体」「SiO2 是共价晶体」「CO、CO2 是分子晶体」: the kind of solid each compound forms, as the steps say it. */
export function solidKinds(xs: readonly string[]): string {
  const kinds: Array<[string, (x: string) => boolean]> = [
    ['离子晶体', (x) => IONIC.has(x)],
    ['共价晶体', (x) => NETWORK.has(x)],
    ['分子晶体', (x) => MOLECULAR.has(x)],
  ];
  return kinds
    .map(([name, is]) => [xs.filter(is), name] as const)
    .filter(([of]) => of.length)
    .map(([of, name]) => `${of.join('、')} 是${name}`)
    .join('，');
}

export function oxidesOf(e: ElementData): readonly string[] {
  return OXIDES[e.symbol] ?? [];
}

/** Elements whose every hydride is held by hydrogen bonds, with the lowest boiling point among them (°C). */
const HYDROGEN_BONDED_MIN: Readonly<Record<string, number>> = { N: -33, O: 100, F: 19.5 };
/** Simple hydrides without hydrogen bonds, boiling points in °C. */
const SIMPLE_HYDRIDE_BP: Readonly<Record<string, number>> = { C: -161.5, Si: -111.9, P: -87.7, S: -60.3, Cl: -85.1 };
/** Elements whose only hydride is the simple one (any wording of 「氢化物」 means it). */
const ONLY_HYDRIDE = new Set(['F', 'Cl']);

/**
 * Does a's hydride boil higher than b's? Decided only when one of them is held by hydrogen bonds and the other
 * not; a plain 「氢化物」 (not 「简单」) must then cover every hydride of the element (C, Si, P, S have others).
 */
export function hydrideBoilsHigher(a: ElementData, b: ElementData, simple: boolean): boolean | null {
  const hb = (e: ElementData) => e.symbol in HYDROGEN_BONDED_MIN;
  const plainOk = (e: ElementData) => simple || hb(e) || ONLY_HYDRIDE.has(e.symbol);
  if (!plainOk(a) || !plainOk(b)) return null;
  if (hb(a) && b.symbol in SIMPLE_HYDRIDE_BP) return true;
  if (hb(b) && a.symbol in SIMPLE_HYDRIDE_BP) return false;
  return null;
}

/** A formula written in letters (Y2X3) with the letters replaced by symbols (Al2O3); null if a token is not a letter. */
export function formulaOf(written: string, symbolOf: (letter: string) => string | undefined): string | null {
  const tokens = written.match(/[A-Za-z]\d*/g);
  if (!tokens || tokens.join('') !== written) return null;
  let out = '';
  for (const t of tokens) {
    const s = symbolOf(t[0]);
    if (!s) return null;
    out += s + t.slice(1);
  }
  return out;
}
