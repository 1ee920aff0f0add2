import { parseSpecies, type Species } from './formula';

/** One kind of ion a solute gives in water: the ion as a species and how many per formula unit. */
export interface DissolvedIon {
  ion: Species;
  per: number;
}

/**
 * Strong electrolytes of school chemistry that dissolve and ionise completely, with the ions of one formula
 * unit: strong acids (H2SO4 counted as two H⁺, as the textbook does for dilute solutions), strong bases and
 * soluble salts. Weak acids and bases (CH3COOH, NH3·H2O, H2CO3, H3PO4, HF), insoluble salts and substances
 * that react with water are left out on purpose: their ions in solution are not c times a count.
 */
// biome-ignore format: a lookup table reads best packed, one solute a line
const IONS: Record<string, Array<[string, number]>> = {
  HCl: [['H^{+}', 1], ['Cl^{-}', 1]],
  HBr: [['H^{+}', 1], ['Br^{-}', 1]],
  HI: [['H^{+}', 1], ['I^{-}', 1]],
  HNO3: [['H^{+}', 1], ['NO3^{-}', 1]],
  HClO4: [['H^{+}', 1], ['ClO4^{-}', 1]],
  H2SO4: [['H^{+}', 2], ['SO4^{2-}', 1]],
  NaOH: [['Na^{+}', 1], ['OH^{-}', 1]],
  KOH: [['K^{+}', 1], ['OH^{-}', 1]],
  'Ba(OH)2': [['Ba^{2+}', 1], ['OH^{-}', 2]],
  NaCl: [['Na^{+}', 1], ['Cl^{-}', 1]],
  KCl: [['K^{+}', 1], ['Cl^{-}', 1]],
  NaBr: [['Na^{+}', 1], ['Br^{-}', 1]],
  KBr: [['K^{+}', 1], ['Br^{-}', 1]],
  KI: [['K^{+}', 1], ['I^{-}', 1]],
  NaNO3: [['Na^{+}', 1], ['NO3^{-}', 1]],
  KNO3: [['K^{+}', 1], ['NO3^{-}', 1]],
  Na2SO4: [['Na^{+}', 2], ['SO4^{2-}', 1]],
  K2SO4: [['K^{+}', 2], ['SO4^{2-}', 1]],
  MgCl2: [['Mg^{2+}', 1], ['Cl^{-}', 2]],
  CaCl2: [['Ca^{2+}', 1], ['Cl^{-}', 2]],
  BaCl2: [['Ba^{2+}', 1], ['Cl^{-}', 2]],
  'Ba(NO3)2': [['Ba^{2+}', 1], ['NO3^{-}', 2]],
  'Ca(NO3)2': [['Ca^{2+}', 1], ['NO3^{-}', 2]],
  'Mg(NO3)2': [['Mg^{2+}', 1], ['NO3^{-}', 2]],
  MgSO4: [['Mg^{2+}', 1], ['SO4^{2-}', 1]],
  NaHSO4: [['Na^{+}', 1], ['H^{+}', 1], ['SO4^{2-}', 1]],
  KHSO4: [['K^{+}', 1], ['H^{+}', 1], ['SO4^{2-}', 1]],
  AgNO3: [['Ag^{+}', 1], ['NO3^{-}', 1]],
  FeCl3: [['Fe^{3+}', 1], ['Cl^{-}', 3]],
  AlCl3: [['Al^{3+}', 1], ['Cl^{-}', 3]],
  'Al2(SO4)3': [['Al^{3+}', 2], ['SO4^{2-}', 3]],
  'Fe2(SO4)3': [['Fe^{3+}', 2], ['SO4^{2-}', 3]],
  CuSO4: [['Cu^{2+}', 1], ['SO4^{2-}', 1]],
  CuCl2: [['Cu^{2+}', 1], ['Cl^{-}', 2]],
  ZnSO4: [['Zn^{2+}', 1], ['SO4^{2-}', 1]],
  FeSO4: [['Fe^{2+}', 1], ['SO4^{2-}', 1]],
  FeCl2: [['Fe^{2+}', 1], ['Cl^{-}', 2]],
  Na2CO3: [['Na^{+}', 2], ['CO3^{2-}', 1]],
  K2CO3: [['K^{+}', 2], ['CO3^{2-}', 1]],
  NaHCO3: [['Na^{+}', 1], ['HCO3^{-}', 1]],
  NH4Cl: [['NH4^{+}', 1], ['Cl^{-}', 1]],
  NH4NO3: [['NH4^{+}', 1], ['NO3^{-}', 1]],
  '(NH4)2SO4': [['NH4^{+}', 2], ['SO4^{2-}', 1]],
  Na3PO4: [['Na^{+}', 3], ['PO4^{3-}', 1]],
  CH3COONa: [['Na^{+}', 1], ['CH3COO^{-}', 1]],
  KClO3: [['K^{+}', 1], ['ClO3^{-}', 1]],
  NaClO3: [['Na^{+}', 1], ['ClO3^{-}', 1]],
  NaClO: [['Na^{+}', 1], ['ClO^{-}', 1]],
  KMnO4: [['K^{+}', 1], ['MnO4^{-}', 1]],
};

/** Ions whose concentration in water is below c times the count (they hydrolyse). */
// biome-ignore format: a lookup table reads best packed
const HYDROLYSING = ['Fe^{3+}', 'Fe^{2+}', 'Al^{3+}', 'Cu^{2+}', 'Zn^{2+}', 'NH4^{+}', 'Ag^{+}', 'Mg^{2+}', 'CO3^{2-}', 'HCO3^{-}', 'PO4^{3-}', 'CH3COO^{-}', 'ClO^{-}'];

const sameSpecies = (a: Species, b: Species) =>
  a.charge === b.charge && a.atoms.size === b.atoms.size && [...a.atoms].every(([el, n]) => b.atoms.get(el) === n);

/**
 * The ions of a strong electrolyte in water, each checked another way when used: the charges of one formula
 * unit cancel and the ions' atoms add up to the formula. Null for a solute outside the table.
 */
export function dissolvedIons(solute: Species): DissolvedIon[] | null {
  const key = Object.keys(IONS).find((k) => sameSpecies(parseSpecies(k)!, solute));
  if (!key) return null;
  const ions = IONS[key].map(([f, per]) => ({ ion: parseSpecies(f)!, per }));
  const charge = ions.reduce((s, i) => s + i.ion.charge * i.per, 0);
  const atoms = new Map<string, number>();
  for (const { ion, per } of ions) for (const [el, n] of ion.atoms) atoms.set(el, (atoms.get(el) ?? 0) + n * per);
  const whole = charge === 0 && atoms.size === solute.atoms.size && [...solute.atoms].every(([el, n]) => atoms.get(el) === n);
  return whole ? ions : null;
}

/** Does this ion hydrolyse (so its concentration is not c times its count)? */
export function hydrolyses(ion: Species): boolean {
  return HYDROLYSING.some((h) => sameSpecies(parseSpecies(h)!, ion));
}

/** The concentration of H⁺ (acid) or OH⁻ (base) that c mol/L of a strong acid or base gives; null otherwise. */
export function strongAcidBase(solute: Species): { kind: 'acid' | 'base'; per: number } | null {
  const ions = dissolvedIons(solute);
  if (!ions) return null;
  const h = ions.find((i) => i.ion.text === 'H^{+}');
  const oh = ions.find((i) => i.ion.text === 'OH^{-}');
  // NaHSO4 gives H⁺ too, but it is a salt: pH questions about it are left alone.
  if (h && ions.length === 2) return { kind: 'acid', per: h.per };
  if (oh && ions.length === 2) return { kind: 'base', per: oh.per };
  return null;
}
