import { parseSpecies, type Species } from '../formula';
import { recordedMixture } from '../substance-facts/judge';
import { formulaOf, substanceId } from '../substance-facts/names';
import { formulaOfName } from '../substances';

/**
 * The kinds of 必修第一册 第一章 a substance is sorted into — 纯净物 / 混合物, 单质 / 化合物, 酸 / 碱 / 盐 / 氧化物
 * (酸性 / 碱性 / 两性), 强电解质 / 弱电解质 / 非电解质 / 既不是电解质也不是非电解质 — derived from its formula where the
 * formula decides it, and from the curriculum's lists where the textbook names the members (the strong acids and
 * bases, the weak ones, the oxides of each kind). A kind not derived is left out: the question is then refused.
 */
export interface SubstanceKinds {
  /** Each dimension decided, with the kind found and why; an absent dimension is undecided. */
  purity?: Decided;
  composition?: Decided;
  sort?: Decided;
  oxide?: Decided;
  electrolyte?: Decided;
  strength?: Decided;
}
interface Decided {
  kind: string;
  why: string;
}

// biome-ignore format: a lookup table reads best packed
const STRONG_ACIDS = new Set(['HCl', 'HBr', 'HI', 'HNO3', 'H2SO4', 'HClO4']);
// biome-ignore format: a lookup table reads best packed
const WEAK_ACIDS = new Set(['H2CO3', 'H2SO3', 'HClO', 'HF', 'H2S', 'H3PO4', 'CH3COOH', 'H2SiO3', 'HNO2', 'HCN']);
const STRONG_BASE_METALS = new Set(['Li', 'Na', 'K', 'Ca', 'Ba']);
const WEAK_BASES = new Set(['Fe(OH)3', 'Fe(OH)2', 'Cu(OH)2', 'Al(OH)3', 'Zn(OH)2', 'NH3·H2O']);
// biome-ignore format: a lookup table reads best packed
const OXIDES: Record<string, string> = {
  Na2O: '碱性氧化物', K2O: '碱性氧化物', Li2O: '碱性氧化物', CaO: '碱性氧化物', MgO: '碱性氧化物', BaO: '碱性氧化物',
  CuO: '碱性氧化物', FeO: '碱性氧化物', Fe2O3: '碱性氧化物', Al2O3: '两性氧化物', ZnO: '两性氧化物',
  Mn2O7: '酸性氧化物', CO2: '酸性氧化物', SO2: '酸性氧化物', SO3: '酸性氧化物', SiO2: '酸性氧化物', P2O5: '酸性氧化物',
  N2O5: '酸性氧化物', CO: '不成盐氧化物', NO: '不成盐氧化物', NO2: '不成盐氧化物', Na2O2: '过氧化物', H2O2: '过氧化物',
};
/** Oxides of active metals, strong electrolytes (the textbook's examples). */
const IONIC_OXIDES = new Set(['Na2O', 'K2O', 'Li2O', 'CaO', 'MgO', 'BaO', 'Al2O3', 'Na2O2']);
/** Covalent compounds of the textbook that are non-electrolytes besides the non-metal oxides. */
const NON_ELECTROLYTES = new Set(['NH3', 'CH4', 'C2H5OH', 'CH3CH2OH', 'C6H12O6', 'C12H22O11', 'C6H6', 'CCl4']);
/** Names of pure substances the tables below do not give a formula for (「冰水混合物」 is one substance, water). */
// biome-ignore format: a lookup table reads best packed
const PURE_NAMES: Record<string, string> = { 冰水混合物: 'H2O', 冰: 'H2O', 液氯: 'Cl2', 液氨: 'NH3', 干冰: 'CO2', 液态氧: 'O2', 液氧: 'O2', 液态氮: 'N2', 液氮: 'N2', 蔗糖: 'C12H22O11', 葡萄糖: 'C6H12O6' };
/** Common names that name a material (a rock, a fuel, a solution), not one substance, though the names table gives a formula. */
// 「氢氟酸」 (a solution of HF) shares its row with HF; a mineral (重晶石, 冰晶石, 硝石, 石膏) is no pure substance either.
const MATERIAL_NAMES = /石$|石膏|食盐|木炭|双氧水|^浓|^稀|^氢.{1,2}酸$|^碳$|^磷$|^硫$/;
const METAL = /^(?:Li|Na|K|Rb|Cs|Be|Mg|Ca|Sr|Ba|Al|Fe|Cu|Zn|Ag|Mn|Cr|Ni|Co|Sn|Au|Pt)$/;
const SALT_ANIONS_BINARY = new Set(['F', 'Cl', 'Br', 'I', 'S']);
/** The non-metals whose oxides the textbook calls non-electrolytes; an oxide of any other element is not sorted so. */
const NON_METAL = /^(?:H|B|C|N|Si|P|S|Se|F|Cl|Br|I)$/;

export function substanceKinds(raw: string): { name: string; kinds: SubstanceKinds } | null {
  const name = raw
    .replace(/\s+/g, '')
    .replace(/\$/g, '')
    .replace(/[。．.]$/, '');
  if (!name) return null;
  if (recordedMixture(name) || /溶液$/.test(name)) {
    const why = `${name}是由多种物质组成的混合物`;
    return {
      name,
      kinds: {
        purity: { kind: '混合物', why },
        electrolyte: { kind: '既不是电解质也不是非电解质', why: `${why}，电解质和非电解质都指化合物，混合物两者都不是` },
      },
    };
  }
  const formula = readFormula(name);
  if (!formula) return null;
  const s = parseSpecies(formula);
  if (s?.charge !== 0) return null;
  return { name, kinds: kindsOfFormula(name, formula, s) };
}

function readFormula(name: string): string | null {
  if (PURE_NAMES[name]) return PURE_NAMES[name];
  if (MATERIAL_NAMES.test(name)) return null;
  const id = substanceId(name);
  const listed = id ? formulaOf(id) : null;
  if (listed) return listed;
  const named = formulaOfName(name);
  if (named) return named;
  return /^[A-Z][A-Za-z0-9()·]*$/.test(name) ? name.replace(/\s+/g, '') : null;
}

const tex = (f: string) =>
  `$\\mathrm{${f
    .replace(/·/g, '\\cdot ')
    .replace(/(\d+)/g, '_{$1}')
    .replace(/\\cdot _\{(\d+)\}/g, '\\cdot $1')}}$`;

function kindsOfFormula(name: string, formula: string, s: Species): SubstanceKinds {
  const shown = name === formula ? tex(formula) : `${name}（${tex(formula)}）`;
  const els = [...s.atoms.keys()];
  const k: SubstanceKinds = { purity: { kind: '纯净物', why: `${shown}是一种物质，有固定的组成` } };
  if (els.length === 1) {
    const why = `${shown}由同种元素组成，是单质`;
    k.composition = { kind: '单质', why };
    k.electrolyte = { kind: '既不是电解质也不是非电解质', why: `${why}，电解质和非电解质都是化合物，单质两者都不是` };
    return k;
  }
  k.composition = { kind: '化合物', why: `${shown}由不同种元素组成，是化合物` };
  const plain = formula.replace(/\s+/g, '');
  if (STRONG_ACIDS.has(plain) || WEAK_ACIDS.has(plain)) {
    const strong = STRONG_ACIDS.has(plain);
    k.sort = { kind: '酸', why: `${shown}在水中电离出的阳离子全部是 $\\mathrm{H^+}$，是酸` };
    setElectrolyte(k, strong ? '强电解质' : '弱电解质', `${shown}是${strong ? '强' : '弱'}酸，在水中${strong ? '完全' : '部分'}电离`);
    return k;
  }
  if (WEAK_BASES.has(plain)) {
    k.sort = { kind: '碱', why: `${shown}电离出的阴离子全部是 $\\mathrm{OH^-}$，是碱` };
    setElectrolyte(k, '弱电解质', `${shown}是弱碱，在水中部分电离`);
    return k;
  }
  const metal = els.find((e) => METAL.test(e));
  const others = els.filter((e) => e !== metal);
  if (metal && els.length === 3 && s.atoms.get('O') === s.atoms.get('H') && /\(OH\)\d|OH$/.test(plain)) {
    k.sort = { kind: '碱', why: `${shown}由金属离子和 $\\mathrm{OH^-}$ 构成，是碱` };
    if (STRONG_BASE_METALS.has(metal)) setElectrolyte(k, '强电解质', `${shown}是强碱，在水中完全电离`);
    return k;
  }
  if (els.length === 2 && s.atoms.has('O')) {
    const o = OXIDES[plain];
    k.sort = { kind: '氧化物', why: `${shown}由两种元素组成，其中一种是氧，是氧化物` };
    if (o) k.oxide = { kind: o, why: oxideWhy(shown, o) };
    if (plain === 'H2O') setElectrolyte(k, '弱电解质', `水能微弱地电离出 $\\mathrm{H^+}$ 和 $\\mathrm{OH^-}$`);
    else if (metal && (o === '碱性氧化物' || o === '两性氧化物' || IONIC_OXIDES.has(plain))) {
      // Only the ionic oxides: Mn2O7 (an acidic, molecular oxide) is left undecided.
      const why = `${shown}是活泼金属的氧化物，熔融时完全电离`;
      if (IONIC_OXIDES.has(plain)) setElectrolyte(k, '强电解质', why);
      else k.electrolyte = { kind: '电解质', why: `${shown}是金属氧化物，熔融状态下能电离` };
    } else if (others.every((e) => e === 'O' || NON_METAL.test(e)) && !metal && plain !== 'H2O2') {
      k.electrolyte = {
        kind: '非电解质',
        why: `${shown}是非金属氧化物，本身不能电离（溶于水导电是因为生成的新物质电离）`,
      };
    }
    return k;
  }
  const ammonium = /NH4/.test(plain);
  if ((metal || ammonium) && !/Pb|Hg/.test(plain)) {
    const anionEls = others.filter((e) => e !== 'O' && e !== 'H' && !(ammonium && e === 'N'));
    const binaryOk = els.length > 2 || SALT_ANIONS_BINARY.has(anionEls[0] ?? '');
    if (anionEls.length && binaryOk) {
      k.sort = { kind: '盐', why: `${shown}由金属离子（或铵根离子）和酸根离子构成，是盐` };
      setElectrolyte(k, '强电解质', `${shown}是盐，溶于水（或熔融时）完全电离`);
    }
    return k;
  }
  if (NON_ELECTROLYTES.has(plain)) {
    k.electrolyte = { kind: '非电解质', why: `${shown}在水溶液中和熔融状态下都不能电离，是非电解质` };
  }
  return k;
}

function setElectrolyte(k: SubstanceKinds, strength: '强电解质' | '弱电解质', why: string): void {
  k.electrolyte = { kind: '电解质', why };
  k.strength = { kind: strength, why };
}

function oxideWhy(shown: string, kind: string): string {
  if (kind === '碱性氧化物') return `${shown}能与酸反应只生成盐和水，是碱性氧化物`;
  if (kind === '酸性氧化物') return `${shown}能与碱反应只生成盐和水，是酸性氧化物`;
  if (kind === '两性氧化物') return `${shown}既能与酸又能与碱反应生成盐和水，是两性氧化物`;
  if (kind === '过氧化物') return `${shown}是过氧化物，与酸反应还生成氧气，不是碱性（或酸性）氧化物`;
  return `${shown}不能与酸或碱反应生成盐和水，是不成盐氧化物`;
}

/** Whether a substance of these kinds is of the kind asked; null when the dimension is undecided. */
export function isOfClass(k: SubstanceKinds, asked: string): (Decided & { truth: boolean }) | null {
  const dim: Record<string, keyof SubstanceKinds> = {
    纯净物: 'purity',
    混合物: 'purity',
    单质: 'composition',
    化合物: 'composition',
    酸: 'sort',
    碱: 'sort',
    盐: 'sort',
    氧化物: 'sort',
    酸性氧化物: 'oxide',
    碱性氧化物: 'oxide',
    两性氧化物: 'oxide',
    电解质: 'electrolyte',
    非电解质: 'electrolyte',
    既不是电解质也不是非电解质: 'electrolyte',
    强电解质: 'strength',
    弱电解质: 'strength',
  };
  const d = dim[asked];
  if (!d) return null;
  // 「非电解质」 and 「强电解质」 rest on what decided 「电解质」.
  if (d === 'strength') {
    if (k.electrolyte && k.electrolyte.kind !== '电解质') return { ...k.electrolyte, truth: false };
    return k.strength ? { ...k.strength, truth: k.strength.kind === asked } : null;
  }
  if (d === 'oxide') {
    if (k.sort && k.sort.kind !== '氧化物') return { ...k.sort, truth: false };
    if (k.composition?.kind === '单质') return { ...k.composition, truth: false };
    return k.oxide ? { ...k.oxide, truth: k.oxide.kind === asked } : null;
  }
  if (d === 'sort') {
    if (k.composition?.kind === '单质') return { ...k.composition, truth: false };
    // A compound of none of the four kinds (an organic substance, NH3) is no acid, base, salt or oxide only by a
    // list the formula reader does not hold: undecided.
    return k.sort ? { ...k.sort, truth: k.sort.kind === asked } : null;
  }
  // 单质 and 化合物 are kinds of 纯净物: a mixture is neither.
  if (d === 'composition' && k.purity?.kind === '混合物') return { ...k.purity, truth: false };
  const v = k[d];
  return v ? { ...v, truth: v.kind === asked } : null;
}
