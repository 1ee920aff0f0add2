import { isBalanced } from './balance';
import { dissolvedIons } from './dissolved-ions';
import { parseSpecies, type Species } from './formula';
import { acidRedox, ionKey, pairVerdict } from './ion-reactions';
import type { IonicEquationOption } from './ionic-equation-option';
import { HEATED } from './ionic-equation-table';
import { sameSpecies } from './mentions';

/**
 * Faults that make an ionic equation certainly wrong, whatever the textbook's table says: each returns the
 * reason in Chinese, or null when the option does not have that fault.
 */
type Fault = (o: IonicEquationOption) => string | null;

const f = (formula: string) => parseSpecies(formula)!;
const has = (list: Species[], s: Species) => list.some((x) => sameSpecies(x, s));
const tex = (s: Species) => `$${s.latex}$`;

/** Atoms or charge differ on the two sides (with atoms equal, equal charge is also equal electrons given and taken). */
const unbalanced: Fault = ({ equation: e }) =>
  isBalanced(e.reactants, e.products, e.written) ? null : '两边的原子或电荷不守恒（氧化还原反应中得失电子也不守恒）';

/** Weak electrolytes, insoluble substances and water, with the ions a wrong equation splits them into. */
// biome-ignore format: a lookup table reads best packed
const KEEP_AS_FORMULA: Array<[string, string, string[]]> = [
  ['CH3COOH', '弱酸', ['H^{+}', 'CH3COO^{-}']], ['HClO', '弱酸', ['H^{+}', 'ClO^{-}']], ['HF', '弱酸', ['H^{+}', 'F^{-}']],
  ['H2S', '弱酸', ['H^{+}', 'S^{2-}', 'HS^{-}']], ['NH3·H2O', '弱碱', ['NH4^{+}', 'OH^{-}']], ['H2O', '弱电解质', ['H^{+}', 'OH^{-}']],
  ['CaCO3', '难溶物', ['Ca^{2+}', 'CO3^{2-}']], ['BaCO3', '难溶物', ['Ba^{2+}', 'CO3^{2-}']], ['BaSO4', '难溶物', ['Ba^{2+}', 'SO4^{2-}']],
  ['AgCl', '难溶物', ['Ag^{+}', 'Cl^{-}']], ['Cu(OH)2', '难溶物', ['Cu^{2+}', 'OH^{-}']], ['Mg(OH)2', '难溶物', ['Mg^{2+}', 'OH^{-}']],
  ['Fe(OH)3', '难溶物', ['Fe^{3+}', 'OH^{-}']], ['Al(OH)3', '难溶物', ['Al^{3+}', 'OH^{-}']], ['Fe(OH)2', '难溶物', ['Fe^{2+}', 'OH^{-}']],
  ['CuO', '氧化物', ['O^{2-}']], ['MgO', '氧化物', ['O^{2-}']], ['Fe2O3', '氧化物', ['O^{2-}']], ['Al2O3', '氧化物', ['O^{2-}']],
  ['Na2O', '氧化物', ['O^{2-}']], ['CaO', '氧化物', ['O^{2-}']],
];

/** The description names a weak electrolyte or an insoluble substance, and the equation has its ions instead of it. */
const splitWeak: Fault = (o) => {
  const { reactants, products } = o.equation;
  for (const [formula, kind, ions] of KEEP_AS_FORMULA) {
    const s = f(formula);
    const named = o.reagents.find((r) => sameSpecies(r.species, s));
    if (!named || has(reactants, s) || has(products, s)) continue;
    // 「…的水溶液」 names the solvent, not water as a reagent.
    if (formula === 'H2O' && /水溶液/.test(o.description)) continue;
    // The ion must come from nothing else the description names (H⁺ of 盐酸 beside 醋酸 is not 醋酸's).
    const others = o.reagents.filter((r) => r !== named).flatMap((r) => (dissolvedIons(r.species) ?? []).map((d) => d.ion));
    const split = ions.map(f).find((ion) => has(reactants, ion) && !has(others, ion));
    if (split) return `${tex(s)} 是${kind}，在离子方程式中应写化学式，不能拆成 ${tex(split)}`;
  }
  return null;
};

/** A soluble strong electrolyte written as a formula in a dilute solution. */
const keptStrong: Fault = (o) => {
  // 浓硫酸, solids and melts are written as formulas; 侯氏制碱 precipitates NaHCO3.
  if (/浓|固体|晶体|熔融|\(s\)/.test(o.text)) return null;
  const all = [...o.equation.reactants, ...o.equation.products];
  if (/石灰水/.test(o.text) && has(o.equation.reactants, f('Ca(OH)2'))) return '澄清石灰水中的 $\\mathrm{Ca(OH)_2}$ 完全电离，应拆成离子';
  const strong = all.find((s) => s.charge === 0 && !sameSpecies(s, f('NaHCO3')) && dissolvedIons(s));
  return strong ? `${tex(strong)} 是易溶于水的强电解质，在溶液中应拆成离子` : null;
};

/** Solids that dissolve in acid, and metals that displace the ion beside them. */
// biome-ignore format: a lookup table reads best packed
const DISSOLVED_BY: Array<[string, string[]]> = [
  ['H^{+}', ['CaCO3', 'BaCO3', 'BaSO3', 'CaSO3', 'Fe(OH)3', 'Fe(OH)2', 'Al(OH)3', 'Cu(OH)2', 'Mg(OH)2', 'Fe', 'Zn', 'Mg', 'Al']],
  ['Fe^{3+}', ['Fe', 'Cu', 'Zn']],
  ['Cu^{2+}', ['Fe', 'Zn']],
  ['Ag^{+}', ['Fe', 'Zn', 'Cu']],
];

/** Two products that cannot stand together in water (H⁺ beside OH⁻ or CaCO3, Fe³⁺ beside I⁻ …). */
const productsReact: Fault = ({ equation: e, text }) => {
  // Fe(OH)3 胶体 beside H⁺ is the textbook's way of making the colloid.
  if (e.reversible || /胶体|沸水/.test(text)) return null;
  const keyed = e.products.map((s) => ({ s, key: ionKey(s) })).filter((x) => x.key);
  for (const [i, a] of keyed.entries())
    for (const b of keyed.slice(i + 1)) {
      const v = pairVerdict(a.key!, b.key!);
      if (typeof v === 'object') return `生成物 ${tex(a.s)} 与 ${tex(b.s)} 在溶液中不能共存（${v.react}）`;
    }
  const triple = acidRedox(keyed.map((x) => x.key!));
  if (triple) return '生成物中的离子在酸性条件下还会发生氧化还原反应，不能共存';
  for (const [ion, solids] of DISSOLVED_BY) {
    if (!has(e.products, f(ion))) continue;
    const solid = solids.map(f).find((s) => has(e.products, s));
    if (solid) return `生成物 ${tex(f(ion))} 与 ${tex(solid)} 还会反应，不能同时生成`;
  }
  return null;
};

/** Hydrogen ions oxidise iron only to Fe²⁺, and do not dissolve copper or silver. */
const acidOnMetal: Fault = ({ equation: e, text }) => {
  if (!has(e.products, f('H2')) || /电解|通电/.test(text) || e.condition) return null;
  if (has(e.reactants, f('Fe')) && has(e.products, f('Fe^{3+}')))
    return '铁与非氧化性酸反应只生成 $\\mathrm{Fe^{2+}}$，不生成 $\\mathrm{Fe^{3+}}$';
  const noble = ['Cu', 'Ag'].map(f).find((m) => has(e.reactants, m));
  if (noble && has(e.reactants, f('H^{+}'))) return `${tex(noble)} 在金属活动性顺序中位于氢之后，不能置换出氢气`;
  return null;
};

/**
 * Two dissolved reagents, both wholly reacting ions on the left and no amounts stated: the one that runs out reacts
 * with all its ions in its formula's ratio, so an equation in which neither keeps its ratio is wrong
 * (Ba²⁺ + OH⁻ + H⁺ + SO4²⁻ for Ba(OH)2 with H2SO4).
 */
const formulaRatio: Fault = (o) => {
  if (!o.understood || o.equalAmounts || o.reagents.some((r) => r.amount)) return null;
  const { reactants, written } = o.equation;
  const coefficient = (ion: Species) => {
    const i = reactants.findIndex((s) => sameSpecies(s, ion));
    return i < 0 ? 0 : written[i];
  };
  const applicable = o.reagents
    .map((r) => ({ r, ions: dissolvedIons(r.species) }))
    .filter((x): x is { r: (typeof o.reagents)[0]; ions: NonNullable<typeof x.ions> } => !!x.ions && x.ions.length >= 2)
    .filter((x) => x.ions.every((d) => coefficient(d.ion) > 0));
  if (applicable.length !== 2) return null;
  const [a, b] = applicable;
  if (a.ions.some((d) => b.ions.some((e) => sameSpecies(d.ion, e.ion)))) return null;
  const keeps = (x: (typeof applicable)[0]) => {
    const k = coefficient(x.ions[0].ion) / x.ions[0].per;
    return x.ions.every((d) => coefficient(d.ion) === k * d.per);
  };
  if (keeps(a) || keeps(b)) return null;
  return `${tex(a.r.species)} 与 ${tex(b.r.species)} 中先反应完的一种应按其组成比参加反应，该写法两者的离子比例都不符合组成`;
};

/**
 * Two dissolved reagents and no amounts stated: every pair of their ions that forms a precipitate or water (or another
 * weak electrolyte) reacts, so an equation that leaves out both ions of such a pair has dropped a reaction
 * (「Ba²⁺ + SO4²⁻ = BaSO4↓」 for Ba(OH)2 with H2SO4, 「Cu²⁺ + 2OH⁻ = Cu(OH)2↓」 for CuSO4 with Ba(OH)2).
 */
const omittedPair: Fault = (o) => {
  if (!o.understood || o.equalAmounts || o.reagents.some((r) => r.amount)) return null;
  const reagents = o.reagents.filter((r) => !sameSpecies(r.species, f('H2O')));
  if (reagents.length !== 2) return null;
  const [a, b] = reagents.map((r) => dissolvedIons(r.species));
  if (!a || !b) return null;
  const written = (ion: Species) => has(o.equation.reactants, ion);
  for (const x of a) {
    for (const y of b) {
      if (written(x.ion) || written(y.ion)) continue;
      const [kx, ky] = [ionKey(x.ion), ionKey(y.ion)];
      const v = kx && ky ? pairVerdict(kx, ky) : 'none';
      if (typeof v === 'object' && (v.react === '生成沉淀' || v.react === '生成弱电解质（水、弱酸、弱碱）或气体'))
        return `${tex(x.ion)} 与 ${tex(y.ion)} 也会反应（${v.react}），该写法漏掉了这一反应`;
    }
  }
  return null;
};

/** The acid ions of weak acids stay whole: a reagent giving HCO3⁻ (HSO3⁻, HS⁻) is not written as CO3²⁻ (SO3²⁻, S²⁻). */
const splitAcidIon: Fault = (o) => {
  if (!o.understood) return null;
  const given = o.reagents.flatMap((r) => dissolvedIons(r.species)?.map((d) => d.ion) ?? []);
  for (const [acidIon, bare] of [
    ['HCO3^{-}', 'CO3^{2-}'],
    ['HSO3^{-}', 'SO3^{2-}'],
    ['HS^{-}', 'S^{2-}'],
  ].map(([x, y]) => [f(x), f(y)])) {
    const fromReagent = given.some((g) => sameSpecies(g, acidIon)) && !given.some((g) => sameSpecies(g, bare));
    if (fromReagent && has(o.equation.reactants, bare) && !has(o.equation.reactants, acidIon))
      return `${tex(acidIon)} 是弱酸的酸式酸根，在离子方程式中不能拆成 ${tex(bare)}`;
  }
  return null;
};

/** Sodium and potassium react with the water of a salt solution first: they displace no metal from it. */
const activeMetal: Fault = ({ equation: e }) => {
  const active = ['Na', 'K'].map(f).find((m) => has(e.reactants, m));
  const metal = ['Cu', 'Fe', 'Ag', 'Mg', 'Zn', 'Al'].map(f).find((m) => has(e.products, m));
  return active && metal ? `${tex(active)} 投入盐溶液中先与水反应，不能置换出 ${tex(metal)}` : null;
};

/** A weak acid's anhydride does not precipitate a strong acid's salt: CO2 or SO2 into CaCl2 or BaCl2 does nothing. */
const noReaction: Fault = (o) => {
  const names = o.reagents.filter((r) => !sameSpecies(r.species, f('H2O')));
  const salt = names.find((r) => ['CaCl2', 'BaCl2'].some((x) => sameSpecies(r.species, f(x))));
  const gas = names.find((r) => ['CO2', 'SO2'].some((x) => sameSpecies(r.species, f(x))));
  if (!salt || !gas || names.length !== 2 || !o.understood) return null;
  return `${tex(gas.species)} 通入 ${tex(salt.species)} 溶液不反应（弱酸不能制取强酸）`;
};

/** Heated, ammonia leaves the solution: NH3·H2O written as a product of a heated mixture is wrong. */
/** (A reversible hydrolysis may be heated: it stays an equilibrium.) */
const ammoniaHeated: Fault = ({ equation: e, text }) =>
  !e.reversible && HEATED.test(text) && has(e.products, f('NH3·H2O'))
    ? '加热条件下一水合氨分解，应写成 $\\mathrm{NH_3\\uparrow + H_2O}$'
    : null;

/**
 * A product marked 「↓」 that stays dissolved: a soluble strong electrolyte or the soluble complex Fe(SCN)3
 * (NaHCO3 aside: it comes down from a saturated solution). A mark is not part of the equation the table matches,
 * so this fault stands even beside a textbook entry.
 */
export const markedSoluble: Fault = ({ equation: e, text }) => {
  for (const m of text.matchAll(/([A-Z][A-Za-z0-9()[\]]*)\s*↓/g)) {
    const s = parseSpecies(m[1]);
    if (!s || !has(e.products, s) || sameSpecies(s, f('NaHCO3'))) continue;
    if (sameSpecies(s, f('Fe(SCN)3'))) return '$\\mathrm{Fe(SCN)_3}$ 是可溶的配合物，不是沉淀，不能标 “↓”';
    if (dissolvedIons(s)) return `${tex(s)} 易溶于水，不是沉淀，不能标 “↓”`;
  }
  return null;
};

const FAULTS: Fault[] = [
  ammoniaHeated,
  markedSoluble,
  unbalanced,
  splitWeak,
  keptStrong,
  productsReact,
  acidOnMetal,
  activeMetal,
  noReaction,
  formulaRatio,
  omittedPair,
  splitAcidIon,
];

/** The first certain fault of the option, or null when none is found. */
export function ionicEquationFault(o: IonicEquationOption): string | null {
  for (const fault of FAULTS) {
    const why = fault(o);
    if (why) return why;
  }
  return null;
}
