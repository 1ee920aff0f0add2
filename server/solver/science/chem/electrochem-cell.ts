import { dissolvedIons, strongAcidBase } from './dissolved-ions';
import { type Couple, deriveHalf, H_ION, type Half, type Medium, nearPH, OH_ION, WATER } from './electrochem-half';
import { findEquation } from './equation-text';
import { parseSpecies, type Species } from './formula';
import { sameSpecies } from './mentions';
import { normalizeScienceText } from './normalize';
import { oxidationStates } from './oxidation-states';

export type Pole = '负极' | '正极' | '阳极' | '阴极';
export type Mode = 'discharge' | 'charge' | 'electrolysis';

/** One electrode in one mode of the cell. */
export interface Electrode {
  pole: Pole;
  /** A battery's marked terminal (its discharge pole), kept while charging. */
  terminal: '负极' | '正极' | null;
  /** Words and formulas that name this electrode in an option. */
  names: string[];
  species: Species[];
  couple: Couple | null;
  half: Half | null;
  /** What forms on it (a metal deposited, a gas given off). */
  forms: Species[];
}

export interface CellState {
  mode: Mode;
  medium: Medium | null;
  /** H⁺ in a basic cell (OH⁻ in an acidic one) counts as a certain fault: a galvanic cell with a stated electrolyte. */
  strict: boolean;
  electrodes: [Electrode, Electrode];
  /** Ions certainly in the electrolyte. */
  ions: Species[];
  solutionPH: 'up' | 'down' | 'same' | null;
}

export interface Cell {
  states: Partial<Record<Mode, CellState>>;
  first: Mode;
  /** How the cell was worked out, for the solution. */
  told: string;
}

const sp = (f: string) => parseSpecies(f)!;
const METAL_NAMES: Record<string, string> = {
  Zn: '锌',
  Pb: '铅',
  Fe: '铁',
  Al: '铝',
  Cd: '镉',
  Mg: '镁',
  Cu: '铜',
  Ag: '银',
  Li: '锂',
  Ni: '镍',
  Na: '钠',
};
const FUELS: Record<string, string> = { 氢氧: 'H2', 氢气: 'H2', 甲烷: 'CH4', 甲醇: 'CH3OH' };
const GAS_NAMES: Record<string, string> = { H2: '氢气', O2: '氧气', CH4: '甲烷', CH3OH: '甲醇', Cl2: '氯气' };

/** The cell a stem describes in words, worked out; null when the text does not give it whole. */
export function readCell(stemRaw: string): Cell | null {
  if (/如图|图示|下图|右图|左图|装置图|示意图|图\s*\d|图中/.test(stemRaw)) return null;
  // A battery driving an electrolysis: 「溶液的 pH」「电解质溶液呈…」 could be said of either cell.
  if (/电解(?!质|液)|电镀|镀铜|镀银|精炼/.test(stemRaw) && /电池/.test(stemRaw)) return null;
  const stem = normalizeScienceText(repairOcr(stemRaw).replace(/[−–]/g, '-'));
  return readElectrolysis(stem) ?? readBattery(stem, stemRaw);
}

/** 「Fe(\mathrm{OH})$ ${ }_{2}」: a formula split across two maths runs; 「\mathrm{Fe}^{+} \mathrm{Ni}_{2}」: a plus read as a charge. */
function repairOcr(t: string): string {
  return t.replace(/\$\s*\$\s*\{\s*\}(?=_)/g, '').replace(/(\\mathrm\{[A-Z][a-z]?\})\^\{\+\}\s+(?=\\mathrm\{[A-Z])/g, '$1+');
}

/** The same two slips once the maths is unwrapped: 「Fe(OH)   { }2」 and 「Fe^{+} Ni2O3」 (no school cell holds Fe⁺). */
export function repairEquation(t: string): string {
  return t.replace(/\)\s*\{\s*\}\s*(?=\d)/g, ')').replace(/([A-Z][a-z]?)\^\{\+\}\s+(?=[A-Z])/g, '$1 + ');
}

function mediumOf(stem: string, eq: { reactants: Species[]; products: Species[] } | null): Medium | null | 'conflict' {
  const found = new Set<Medium>();
  if (/碱性|KOH|NaOH|氢氧化钾|氢氧化钠/.test(stem)) found.add('base');
  if (/酸性|稀硫酸|H2SO4|质子交换膜|磷酸|盐酸/.test(stem)) found.add('acid');
  if (/海水|中性|食盐水|NaCl溶液/.test(stem)) found.add('neutral');
  if (eq) {
    for (const s of eq.reactants) {
      const k = strongAcidBase(s)?.kind ?? (sameSpecies(s, H_ION) ? 'acid' : sameSpecies(s, OH_ION) ? 'base' : null);
      if (k) found.add(k);
    }
    // Hydroxides made on discharge cannot stand in acid: the electrolyte is basic.
    const hydroxide = eq.products.some((s) => /OH\)\d|OOH$|^[A-Z][a-z]?OH$/.test(s.text.split('^')[0]) && s.charge === 0);
    if (hydroxide && !found.has('acid') && !found.has('neutral')) found.add('base');
  }
  if (/熔融|固体电解质|固体氧化物|传导\s*O/.test(stem)) return 'conflict';
  if (found.size > 1) return 'conflict';
  return [...found][0] ?? null;
}

/** The form a product takes in the electrolyte: a dissolved salt's ion that holds the element. */
function inSolution(s: Species, el: string): Species {
  const ions = dissolvedIons(s);
  const extra: Record<string, string> = { NaAlO2: 'AlO2^{-}', KAlO2: 'AlO2^{-}' };
  const ion = ions?.find((i) => i.ion.atoms.has(el))?.ion ?? (extra[s.text] ? sp(extra[s.text]) : null);
  return ion ?? s;
}

function namesOf(s: Species): string[] {
  const el = s.atoms.size === 1 && s.charge === 0 ? [...s.atoms.keys()][0] : null;
  return [s.text, ...(el && METAL_NAMES[el] ? [METAL_NAMES[el]] : []), ...(GAS_NAMES[s.text] ? [GAS_NAMES[s.text]] : [])];
}

function readBattery(stem: string, raw: string): Cell | null {
  const total = /(?:总反应|电池反应|电池的?反应|充电反应|放电反应)(?:式|方程式)?\s*(?:为|是|:|：)\s*(.+)/.exec(stem);
  const written = total ? findEquation(repairEquation(total[1])) : null;
  const fuel = /(氢氧|甲烷|甲醇)燃料电池/.exec(stem);
  // 「放电时的总反应」 tells a battery that is charged again; a fuel cell is never charged.
  const rechargeable = !/燃料电池/.test(stem) && (/充电|蓄电池|可充电|二次电池|放电/.test(stem) || (!!written && /充电|放电/.test(raw)));
  if (!written && !fuel) return null;
  const direction = written ? totalDirection(stem) : 'discharge';
  // 「充电时的总反应」: the discharge reaction is the reverse. A ⇌ with no 放电/充电 said gives no direction.
  if (written?.reversible && !direction && !/放电/.test(raw)) return null;
  const eq = written && direction === 'charge' ? reverse(written) : written;
  const medium = mediumOf(stem, eq);
  if (medium === 'conflict') return null;
  let neg: Couple | null = null;
  let pos: Couple | null = null;
  let negSpecies: Species;
  let posSpecies: Species;
  let solutionPH: CellState['solutionPH'] = null;
  if (eq) {
    const pairs = redoxPairs(eq.reactants, eq.products);
    if (!pairs || !reductantFirst(pairs.ox.from) || madeMoreActive(pairs.ox.from, pairs.red.to)) return null;
    negSpecies = pairs.ox.from;
    posSpecies = pairs.red.from;
    // Li + MnO2 = LiMnO2: one product holds both changed elements, so which ion each electrode makes is not read from it.
    const shared = sameSpecies(pairs.ox.to, pairs.red.to) && pairs.ox.el !== pairs.red.el && pairs.red.from.text !== 'O2';
    neg = shared ? null : coupleIn(pairs.ox.from, pairs.ox.to, true, medium);
    pos = shared ? null : coupleIn(pairs.red.from, pairs.red.to, false, medium);
    solutionPH = netPH(eq.reactants, eq.products);
  } else {
    negSpecies = sp(FUELS[fuel![1]]);
    posSpecies = sp('O2');
    neg = coupleIn(negSpecies, negSpecies, true, medium);
    pos = coupleIn(posSpecies, posSpecies, false, medium);
  }
  if (medium === null) [neg, pos] = [neg && !needsMedium(neg) ? neg : null, pos && !needsMedium(pos) ? pos : null];
  const spectators = eq ? spectatorIons(eq.reactants) : [];
  // No medium: only a couple that needs no water, H⁺ or OH⁻ (Cu → Cu²⁺, Fe³⁺ → Fe²⁺) has a half reaction.
  const derive = (c: Couple | null) => (c ? deriveHalf(c, medium, medium ? spectators : []) : null);
  const ions = [...(medium === 'acid' ? [H_ION] : medium === 'base' ? [OH_ION] : []), ...spectators];
  const discharge: CellState = {
    mode: 'discharge',
    medium,
    strict: true,
    electrodes: [
      { pole: '负极', terminal: '负极', names: namesOf(negSpecies), species: [negSpecies], couple: neg, half: derive(neg), forms: [] },
      { pole: '正极', terminal: '正极', names: namesOf(posSpecies), species: [posSpecies], couple: pos, half: derive(pos), forms: [] },
    ],
    ions,
    solutionPH,
  };
  const states: Cell['states'] = { discharge };
  if (rechargeable) {
    const back = (e: Electrode, pole: Pole): Electrode => {
      const couple = e.couple ? { from: e.couple.to, to: e.couple.from, oxidation: !e.couple.oxidation } : null;
      const half = e.half ? { terms: e.half.terms.map((t) => ({ ...t, n: -t.n })) } : null;
      return { ...e, pole, couple, half, species: couple ? [e.species[0], couple.from] : e.species };
    };
    states.charge = {
      ...discharge,
      mode: 'charge',
      strict: true,
      electrodes: [back(discharge.electrodes[0], '阴极'), back(discharge.electrodes[1], '阳极')],
      solutionPH: solutionPH === 'up' ? 'down' : solutionPH === 'down' ? 'up' : solutionPH,
    };
  }
  const told = eq
    ? `放电时的总反应 $${eqLatex(eq)}$ 中，$${negSpecies.latex}$ 中元素化合价升高（失电子），作负极；$${posSpecies.latex}$ 中元素化合价降低（得电子），作正极${medium ? `；电解质溶液呈${mediumWord(medium)}` : ''}。`
    : `燃料电池中，通入燃料 $${negSpecies.latex}$ 的一极失电子，作负极；通入 $\\mathrm{O_2}$ 的一极得电子，作正极；电解质溶液呈${mediumWord(medium!)}。`;
  return { states, first: 'discharge', told };
}

/**
 * Which way the stated total reaction runs, from 「充电时的总反应为」「放电时的总反应为」 before it. (A label over the arrow,
 * \\xlongequal{充电}, is dropped when the text is normalised: `reductantFirst` guards that case.) Null when not said.
 */
function totalDirection(stem: string): 'discharge' | 'charge' | null {
  const words = /(充电|放电)(?:时|过程中)?的?(?:总反应|反应)(?:式|方程式)?\s*(?:为|是|:|：)/.exec(stem);
  return words ? (words[1] === '充电' ? 'charge' : 'discharge') : null;
}

/**
 * A discharge gives electrons from a reductant: a free element (Zn, Pb, Cd, H2), a carbon fuel or a metal ion that
 * goes on to a higher state. A hydroxide or salt oxidised to an oxide (Ni(OH)2 → NiOOH) is the charging reaction
 * written the other way round with its label lost.
 */
const reductantFirst = (s: Species) => (s.atoms.size === 1 && s.charge === 0) || (s.atoms.has('C') && s.atoms.has('H'));
const ACTIVITY = ['K', 'Ca', 'Na', 'Mg', 'Al', 'Zn', 'Cd', 'Fe', 'Ni', 'Sn', 'Pb', 'Cu', 'Hg', 'Ag', 'Pt', 'Au'];
/** 2Ag + Zn(OH)2 → Ag2O + Zn makes a more active metal than it uses up: the charging direction. */
const madeMoreActive = (used: Species, made: Species) => {
  const [a, b] = [used, made].map((s) => (s.atoms.size === 1 && s.charge === 0 ? ACTIVITY.indexOf([...s.atoms.keys()][0]) : -1));
  return a >= 0 && b >= 0 && b < a;
};

type Equation = NonNullable<ReturnType<typeof findEquation>>;
const reverse = (eq: Equation): Equation => ({
  ...eq,
  reactants: eq.products,
  products: eq.reactants,
  written: [...eq.written.slice(eq.reactants.length), ...eq.written.slice(0, eq.reactants.length)],
});

const mediumWord = (m: Medium) => (m === 'acid' ? '酸性' : m === 'base' ? '碱性' : '中性');
const eqLatex = (eq: { reactants: Species[]; products: Species[]; written: number[] }) => {
  const t = (s: Species, i: number) => `${eq.written[i] === 1 ? '' : eq.written[i]}${s.latex}`;
  return `${eq.reactants.map(t).join(' + ')} = ${eq.products.map((s, i) => t(s, i + eq.reactants.length)).join(' + ')}`;
};

const needsMedium = (c: Couple) => ['H2', 'O2', 'CH4', 'CH3OH'].includes(c.from.text) || ['H2', 'O2'].includes(c.to.text);

/** A couple with its product as it stands in the medium: gases and fuels by the medium, salts as their ions. */
function coupleIn(from: Species, to: Species, oxidation: boolean, medium: Medium | null): Couple | null {
  if (from.text === 'O2') return medium ? { from, to: medium === 'acid' ? WATER : OH_ION, oxidation } : null;
  if (from.text === 'H2') return medium ? { from, to: medium === 'acid' ? H_ION : WATER, oxidation } : null;
  if (from.atoms.has('C') && from.atoms.has('H')) {
    if (medium === 'acid') return { from, to: sp('CO2'), oxidation };
    if (medium === 'base') return { from, to: sp('CO3^{2-}'), oxidation };
    return null;
  }
  const el = [...from.atoms.keys()].find((e) => e !== 'O' && e !== 'H');
  // A dissolved salt reacts as its ion (CuSO4 → Cu²⁺, FeCl3 → Fe³⁺).
  return el ? { from: inSolution(from, el), to: inSolution(to, el), oxidation } : null;
}

/** The one reactant oxidised and the one reduced, each with its product; null when not exactly one of each. */
type Pair = { from: Species; to: Species; el: string };
function redoxPairs(reactants: Species[], products: Species[]): { ox: Pair; red: Pair } | null {
  const ox: Pair[] = [];
  const red: Pair[] = [];
  for (const r of reactants) {
    const rs = oxidationStates(r);
    if (!rs) return null;
    for (const p of products) {
      const ps = oxidationStates(p);
      if (!ps) return null;
      for (const [el, st] of rs) {
        if (!ps.has(el) || ps.get(el) === st) continue;
        if ((el === 'O' && r.text !== 'O2') || (el === 'H' && r.text !== 'H2')) continue;
        const pair = { from: r, to: p, el };
        (ps.get(el)! > st ? ox : red).push(pair);
      }
    }
  }
  const one = (list: Pair[]) => {
    const froms = list.filter((p, i) => list.findIndex((q) => sameSpecies(q.from, p.from)) === i);
    if (froms.length !== 1) return null;
    // O2 goes to every oxygen-holding product (H2O, CO2): its couple is set by the medium, not by one product.
    if (froms[0].from.text === 'O2') return froms[0];
    return list.length === 1 ? list[0] : null;
  };
  const [o, d] = [one(ox), one(red)];
  // One reactant both oxidised and reduced (2PbSO4 → Pb + PbO2): the reaction runs the charging way, not a discharge.
  if (o && d && sameSpecies(o.from, d.from)) return null;
  return o && d ? { ox: o, red: d } : null;
}

/** Ions the electrolyte brings besides H⁺ and OH⁻ (SO4²⁻ from H2SO4), for balancing a half reaction. */
function spectatorIons(reactants: Species[]): Species[] {
  const out: Species[] = [];
  for (const r of reactants)
    for (const { ion } of dissolvedIons(r) ?? [])
      if (!sameSpecies(ion, H_ION) && !sameSpecies(ion, OH_ION) && !out.some((o) => sameSpecies(o, ion))) out.push(ion);
  return out;
}

/** The solution's pH over the reaction: acid used up or base made raises it; the reverse lowers it. */
function netPH(reactants: Species[], products: Species[]): CellState['solutionPH'] {
  const kind = (s: Species) => strongAcidBase(s)?.kind ?? (sameSpecies(s, H_ION) ? 'acid' : sameSpecies(s, OH_ION) ? 'base' : null);
  const used = reactants.map(kind).filter(Boolean);
  const made = products.map(kind).filter(Boolean);
  if (used.length + made.length !== 1) return null;
  if (used[0] === 'acid' || made[0] === 'base') return 'up';
  return 'down';
}

// ——— electrolysis ———

const SOLUTES: Record<string, string> = {
  氯化铜: 'CuCl2',
  饱和食盐水: 'NaCl',
  食盐水: 'NaCl',
  氯化钠: 'NaCl',
  饱和氯化钠: 'NaCl',
  硫酸铜: 'CuSO4',
  硫酸钠: 'Na2SO4',
  硝酸银: 'AgNO3',
  氯化钾: 'KCl',
  稀硫酸: 'H2SO4',
  硫酸: 'H2SO4',
  氢氧化钠: 'NaOH',
  硝酸钾: 'KNO3',
};
const KNOWN_IONS = ['H^{+}', 'Na^{+}', 'K^{+}', 'Cu^{2+}', 'Ag^{+}', 'Cl^{-}', 'Br^{-}', 'I^{-}', 'SO4^{2-}', 'NO3^{-}', 'OH^{-}'];
const INERT = /^(?:惰性电极|石墨(?:电极|棒)?|铂(?:电极)?|Pt(?:电极)?|碳棒|C)$/;
const COPPER = /^(?:铜(?:电极|片|棒)?|Cu(?:电极)?)$/;

function readElectrolysis(stem: string): Cell | null {
  const t = stem.replace(/\s+/g, '').replace(/(?:饱和)?食盐水/g, '氯化钠溶液');
  if (/电解精炼铜|精炼铜|铜的电解精炼/.test(t)) return refining();
  const plating = /(?:在|给)(铁制品|铁件|镀件|铁钉|铁片|钢件)(?:表面|上)?镀(铜|银)/.exec(t);
  if (plating) return plate(plating[1], plating[2] === '铜' ? 'Cu' : 'Ag');
  const m =
    /(?:用|以)(.{1,6}?)(?:作|为|做)(?:电极|阳极和阴极|两极)电解(.{1,8}?)(?:溶液|水溶液)/.exec(t) ??
    /(?:用|以)(惰性电极|石墨电极|铂电极)电解(.{1,8}?)(?:溶液|水溶液)/.exec(t);
  if (!m) return null;
  const formula = SOLUTES[m[2]] ?? m[2];
  const solute = parseSpecies(formula);
  const ions = solute ? dissolvedIons(solute) : null;
  if (!solute || !ions || ions.length !== 2) return null;
  // Only the ions whose discharge the rule below gets right: Zn²⁺, Fe²⁺, Fe³⁺, Mg²⁺ … and S²⁻ or a hydrolysing anion
  // (CO3²⁻ makes 「电解水」 change the pH) are left to a teacher.
  if (!ions.every(({ ion }) => KNOWN_IONS.some((k) => sameSpecies(sp(k), ion)))) return null;
  const inert = INERT.test(m[1]);
  if (!inert && !COPPER.test(m[1])) return null;
  const cation = ions.find((i) => i.ion.charge > 0)!.ion;
  const anion = ions.find((i) => i.ion.charge < 0)!.ion;
  const medium: Medium = sameSpecies(cation, H_ION) ? 'acid' : sameSpecies(anion, OH_ION) ? 'base' : 'neutral';
  const metal = [...cation.atoms.keys()][0];
  const deposits = metal === 'Cu' || metal === 'Ag';
  const cathode: Couple = deposits
    ? { from: cation, to: sp(metal), oxidation: false }
    : medium === 'acid'
      ? { from: H_ION, to: sp('H2'), oxidation: false }
      : { from: WATER, to: sp('H2'), oxidation: false };
  const halogen = ['Cl', 'Br', 'I'].find((h) => anion.atoms.has(h) && anion.atoms.size === 1);
  const anode: Couple = !inert
    ? { from: sp('Cu'), to: sp('Cu^{2+}'), oxidation: true }
    : halogen
      ? { from: anion, to: sp(`${halogen}2`), oxidation: true }
      : medium === 'base'
        ? { from: OH_ION, to: sp('O2'), oxidation: true }
        : { from: WATER, to: sp('O2'), oxidation: true };
  const half = (c: Couple) => deriveHalf(c, medium, []);
  const [ch, ah] = [half(cathode), half(anode)];
  const material = inert ? [] : ['Cu', '铜'];
  let solutionPH: CellState['solutionPH'] = null;
  if (inert) {
    const [c, a] = [ch ? nearPH(ch) : null, ah ? nearPH(ah) : null];
    if (!deposits && halogen) solutionPH = 'up';
    else if (deposits && !halogen) solutionPH = 'down';
    else if (!deposits && !halogen) solutionPH = medium === 'acid' ? 'down' : medium === 'base' ? 'up' : c && a && c !== a ? 'same' : null;
  }
  const state: CellState = {
    mode: 'electrolysis',
    medium,
    strict: false,
    electrodes: [
      { pole: '阴极', terminal: null, names: material, species: [], couple: cathode, half: ch, forms: [cathode.to] },
      { pole: '阳极', terminal: null, names: material, species: [], couple: anode, half: ah, forms: inert ? [anode.to] : [] },
    ],
    ions: [cation, anion, ...(medium === 'neutral' ? [] : [])],
    solutionPH,
  };
  const told = `用${inert ? '惰性电极' : '铜电极'}电解 $${solute.latex}$ 溶液：阴极上 ${describe(cathode)}；阳极上 ${describe(anode)}。`;
  return { states: { electrolysis: state }, first: 'electrolysis', told };
}

const describe = (c: Couple) => `$${c.from.latex}$ ${c.oxidation ? '失' : '得'}电子生成 $${c.to.latex}$`;

function refining(): Cell {
  // The crude anode also gives Zn²⁺, Fe²⁺, Ni²⁺: its reaction is not one equation, so it gets no couple.
  return depositionCell(
    'Cu',
    'Cu^{2+}',
    ['纯铜', '精铜'],
    { names: ['粗铜'], dissolves: false },
    '电解精炼铜：粗铜作阳极（与电源正极相连），纯铜作阴极（与电源负极相连），阴极上 $\\mathrm{Cu^{2+}}$ 得电子析出铜。',
  );
}

function plate(work: string, metal: 'Cu' | 'Ag'): Cell {
  const ion = metal === 'Cu' ? 'Cu^{2+}' : 'Ag^{+}';
  const word = METAL_NAMES[metal];
  return depositionCell(
    metal,
    ion,
    [work, '镀件'],
    { names: [`${word}片`, word, metal, `${word}板`], dissolves: true },
    `电镀：镀层金属${word}作阳极（与电源正极相连），镀件${work}作阴极（与电源负极相连），电镀液含 $${sp(ion).latex}$。`,
  );
}

/** An electrolysis that deposits a metal from its ion on the cathode (refining, plating); the anode may dissolve. */
function depositionCell(
  metal: string,
  ionFormula: string,
  cathodeNames: string[],
  anode: { names: string[]; dissolves: boolean },
  told: string,
): Cell {
  const m = sp(metal);
  const ion = sp(ionFormula);
  const cathode: Couple = { from: ion, to: m, oxidation: false };
  const anodeCouple: Couple | null = anode.dissolves ? { from: m, to: ion, oxidation: true } : null;
  const state: CellState = {
    mode: 'electrolysis',
    medium: null,
    strict: false,
    electrodes: [
      {
        pole: '阴极',
        terminal: null,
        names: cathodeNames,
        species: [],
        couple: cathode,
        half: deriveHalf(cathode, 'neutral', []),
        forms: [m],
      },
      {
        pole: '阳极',
        terminal: null,
        names: anode.names,
        species: [],
        couple: anodeCouple,
        half: anodeCouple ? deriveHalf(anodeCouple, 'neutral', []) : null,
        forms: [],
      },
    ],
    ions: [ion],
    solutionPH: null,
  };
  return { states: { electrolysis: state }, first: 'electrolysis', told };
}
