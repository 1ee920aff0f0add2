import { withBareIonCharges } from './bare-ions';
import { ATOMIC_WEIGHTS, SCHOOL_WEIGHTS } from './elements';
import { parseSpecies, type Species } from './formula';
import { formulaInSteps } from './formula-in-steps';
import { normalizeScienceText } from './normalize';
import { findNamedSubstances } from './substances';

/**
 * N_A statements beyond counting particles in one pure substance: gas volumes at standard conditions,
 * mixtures whose components give the same count, solutions (solvent water, hydrolysing ions, a pH without
 * a volume), reversible reactions, electrons transferred by iron or sodium, electrons of groups and ions,
 * P–P bonds of white phosphorus, rings of graphite. Each rule decides a statement only when it reads the
 * whole of it; anything else is null (undecided), and the question is then refused.
 */

export interface Verdict {
  verdict: boolean;
  why: string;
}

/** Organic and other names the general name table lacks. */
// biome-ignore format: a lookup table reads best packed, several entries a line
const MORE_NAMES: Record<string, string> = {
  乙烯: 'C2H4', 丙烯: 'C3H6', 乙烷: 'C2H6', 丙烷: 'C3H8', 乙炔: 'C2H2', 苯: 'C6H6', 四氯化碳: 'CCl4',
  三氯甲烷: 'CHCl3', 丙醇: 'C3H8O', 正丙醇: 'C3H8O', 氯仿: 'CHCl3', 二氯甲烷: 'CH2Cl2', 甲醇: 'CH3OH', 氟化氢: 'HF', 己烷: 'C6H14',
  环丙烷: 'C3H6', 环己烷: 'C6H12', 环丁烷: 'C4H8', 丁烷: 'C4H10', 正丁烷: 'C4H10', 异丁烷: 'C4H10', 氩气: 'Ar',
  氖气: 'Ne', 甘油: 'C3H8O3', 丙三醇: 'C3H8O3', 乙二醇: 'C2H6O2', 苯甲酸: 'C7H6O2', 甲苯: 'C7H8', 磷酸钠: 'Na3PO4',
};
/** Gases at 0 °C and 101 kPa (NO2 left out: it dimerises to N2O4, a liquid below 21 °C). */
// biome-ignore format: a lookup table reads best packed, several entries a line
export const GASES: ReadonlySet<string> = new Set(['H2', 'O2', 'N2', 'Cl2', 'F2', 'CO2', 'CO', 'CH4', 'C2H4', 'C2H6', 'C3H8', 'C2H2', 'C3H6', 'NH3', 'HCl', 'SO2', 'NO', 'He', 'Ne', 'Ar', 'H2S', 'O3']);
/** Not gases at 0 °C and 101 kPa, the usual ones of these statements (NO2 is then N2O4, a liquid). */
// biome-ignore format: a lookup table reads best packed, several entries a line
export const NOT_GASES: ReadonlySet<string> = new Set(['NO2', 'N2O4', 'H2O', 'CCl4', 'SO3', 'HF', 'CHCl3', 'CH2Cl2', 'C6H6', 'C2H5OH', 'CH3OH', 'Br2', 'C6H14', 'C6H12', 'CH3COOH', 'H2O2']);
/** Ions that hydrolyse in water (their number is less than c·V). */
export const HYDROLYSING: ReadonlySet<string> = new Set([
  'Fe^{3+}',
  'Fe^{2+}',
  'Al^{3+}',
  'Cu^{2+}',
  'NH4^{+}',
  'Zn^{2+}',
  'Mg^{2+}',
  'CO3^{2-}',
  'HCO3^{-}',
  'S^{2-}',
  'HS^{-}',
  'SO3^{2-}',
  'CH3COO^{-}',
  'ClO^{-}',
  'AlO2^{-}',
  'SiO3^{2-}',
  'PO4^{3-}',
]);
/** Groups and ions by name: electrons per unit. */
const GROUPS: Record<string, { electrons: number; tex: string }> = {
  羟基: { electrons: 9, tex: '-OH' },
  氢氧根离子: { electrons: 10, tex: 'OH^-' },
  氢氧根: { electrons: 10, tex: 'OH^-' },
  甲基: { electrons: 9, tex: '-CH_3' },
  铵根离子: { electrons: 10, tex: 'NH_4^+' },
  水合氢离子: { electrons: 10, tex: 'H_3O^+' },
};
/** Neutrons of each element's principal nuclide (¹H 0, ¹²C 6, ¹⁴N 7, ¹⁶O 8, ²³Na 12, ³²S 16, ⁵⁶Fe 30 …). */
// biome-ignore format: a lookup table reads best packed, several entries a line
const PRINCIPAL_NEUTRONS: Record<string, number> = { H: 0, He: 2, C: 6, N: 7, O: 8, F: 10, Ne: 10, Na: 12, Mg: 12, Al: 14, Si: 14, P: 16, S: 16, Ar: 22, K: 20, Ca: 20, Fe: 30 };
const VALENCE: Record<string, number> = { C: 4, Si: 4, H: 1, O: 2, S: 2, N: 3, F: 1, Cl: 1, Br: 1, I: 1 };
const Z = new Map([...ATOMIC_WEIGHTS.keys()].map((el, i) => [el, i + 1]));
const ELEMENT_WORD: Record<string, string> = { 氢: 'H', 碳: 'C', 氧: 'O', 氮: 'N', 氯: 'Cl', 硫: 'S', 磷: 'P' };

const num = (s: string) => Number(s);
export const fmt = (x: number) => String(Number(x.toPrecision(8)));

export function molarMass(s: Species): number | null {
  let m = 0;
  for (const [el, n] of s.atoms) {
    const w = SCHOOL_WEIGHTS.get(el);
    if (w === undefined) return null;
    m += w * n;
  }
  return m;
}

/** Pairs of gases that react when mixed at room temperature. */
// biome-ignore format: a lookup table reads best packed, several entries a line
const REACT_ON_MIXING: readonly (readonly [string, string])[] = [['NO', 'O2'], ['NH3', 'HCl'], ['H2S', 'SO2'], ['H2S', 'Cl2'], ['NH3', 'Cl2'], ['H2', 'F2'], ['NO', 'O3'], ['H2S', 'O3']];

/** Whether two of these substances react when mixed (their mixture is not made of their molecules). */
export function reactOnMixing(ss: readonly Species[]): boolean {
  const texts = new Set(ss.map((s) => s.text));
  return REACT_ON_MIXING.some(([a, b]) => texts.has(a) && texts.has(b));
}

/** The substances of a phrase such as "乙烯和丙烯混合气体", "CH4", "甲烷和乙烯混合物"; null unless all read. */
export function substances(phrase: string): Species[] | null {
  const p = phrase.replace(/混合(?:气体|物)?|的|气体$|分子$/g, '').trim();
  const parts = p
    .split(/和|与|、/)
    .map((x) => x.trim())
    .filter(Boolean);
  if (parts.length === 0 || parts.length > 3) return null;
  const out: Species[] = [];
  for (const part of parts) {
    const s = speciesOfName(part);
    // One ion alone is read too (「1 mol NH4+ 含有的电子数」); a mixture is of neutral substances.
    if (!s || (s.charge !== 0 && parts.length > 1)) return null;
    out.push(s);
  }
  return out;
}

/**
 * One substance by name or formula ("乙烯", "CH4"); a second name or formula in brackets must be the same
 * substance ("环丁烷 (C4H8)", "甘油 (丙三醇)"). Null when not read.
 */
export function speciesOfName(phrase: string): Species | null {
  const both = /^(.+?)\s*[(（]\s*(.+?)\s*[)）]$/.exec(phrase.trim());
  if (both) {
    const [a, b] = [speciesOfName(both[1]), speciesOfName(both[2])];
    return a && b && a.text === b.text ? a : a && b && sameAtoms(a, b) ? a : null;
  }
  const part = phrase.trim();
  // A structural formula as printed: 「HC≡CH」, 「CH2=CH2」 is the molecule its pieces make.
  if (/^[A-Z][A-Za-z0-9]*(?:\s*(?:≡|\\equiv|=)\s*[A-Z][A-Za-z0-9]*)+$/.test(part)) {
    return parseSpecies(part.replace(/\s*(?:≡|\\equiv|=)\s*/g, ''));
  }
  const named = findNamedSubstances(part);
  const name = MORE_NAMES[part] ?? (named.length === 1 && named[0].name === part ? named[0].formula : undefined);
  const s = parseSpecies(name ?? part);
  // A count no school formula has is a mass number read as a subscript: 「H218O」 is H₂¹⁸O, not H₂₁₈O.
  return s && [...s.atoms.values()].every((n) => n <= 60) ? s : null;
}

function sameAtoms(a: Species, b: Species): boolean {
  if (a.charge !== b.charge || a.atoms.size !== b.atoms.size) return false;
  for (const [el, n] of a.atoms) if (b.atoms.get(el) !== n) return false;
  return true;
}

/** Per formula unit: how many of the counted particle; null when the particle is not read. */
export function perUnit(particle: string, s: Species): { per: number; name: string } | null {
  const el = /^([\u4e00-\u9fa5])原子$/.exec(particle);
  if (el) {
    const sym = ELEMENT_WORD[el[1]];
    return sym ? { per: s.atoms.get(sym) ?? 0, name: particle } : null;
  }
  if (particle === '原子') return { per: [...s.atoms.values()].reduce((a, b) => a + b, 0), name: '原子' };
  if (particle === '分子') return { per: 1, name: '分子' };
  if (particle === '电子' || particle === '质子') {
    let z = 0;
    for (const [e, n] of s.atoms) z += (Z.get(e) ?? Number.NaN) * n;
    // An ion has as many protons as its atoms, and its charge fewer (or more) electrons.
    const per = particle === '电子' ? z - s.charge : z;
    return Number.isFinite(per) ? { per, name: particle } : null;
  }
  if (particle === '中子') {
    // Each element as its principal nuclide, the one the textbook counts (¹H, ¹²C, ¹⁴N, ¹⁶O …); Cl (³⁵Cl and ³⁷Cl) has none.
    let neutrons = 0;
    for (const [e, n] of s.atoms) {
      const each = PRINCIPAL_NEUTRONS[e];
      if (each === undefined) return null;
      neutrons += each * n;
    }
    return { per: neutrons, name: '中子' };
  }
  if (particle === 'σ键') {
    // Every bond has one σ bond. With at most two atoms that bond to more than one other, no ring can form: the atoms
    // make a chain, and the σ bonds are one fewer than the atoms (C2H4: 5, HC≡CH: 3).
    if (s.charge !== 0) return null;
    let valences = 0;
    let atoms = 0;
    let inner = 0;
    for (const [e, n] of s.atoms) {
      if (!(e in VALENCE)) return null;
      valences += VALENCE[e] * n;
      atoms += n;
      if (VALENCE[e] > 1) inner += n;
    }
    const pi = valences / 2 - (atoms - 1);
    return inner <= 2 && atoms > 1 && Number.isInteger(pi) && pi >= 0 ? { per: atoms - 1, name: 'σ键' } : null;
  }
  if (particle === '共价键') {
    // Only molecules with single bonds alone (no ring, no multiple bond): bonds = half the valences.
    // S, Cl, Br, I with O may be in a higher valence (H2SO4, HClO4): their S=O bonds are counted differently by books.
    if (s.atoms.has('O') && ['S', 'Cl', 'Br', 'I'].some((e) => s.atoms.has(e))) return null;
    let valences = 0;
    let atoms = 0;
    for (const [e, n] of s.atoms) {
      if (!(e in VALENCE)) return null;
      valences += VALENCE[e] * n;
      atoms += n;
    }
    return valences / 2 === atoms - 1 ? { per: atoms - 1, name: '共价键' } : null;
  }
  return null;
}

/** The particle counted, from the words before "数". */
export function countedParticle(body: string): string | null {
  const m =
    /(?:的|含有?|含)\s*(氢原子|碳原子|氧原子|氮原子|氯原子|原子|分子|电子|质子|中子|共价键|σ\s*键)\s*(?:总)?(?:数|数目|的数目|个数)?\s*$/.exec(
      body,
    );
  return m ? m[1].replace(/\s+/g, '') : null;
}

export function clean(option: string): string {
  return withBareIonCharges(normalizeScienceText(option))
    .replace(/\\square/g, '')
    .replace(/\\(?:left|right)\s*([()[\]])/g, '$1')
    .replace(/\{\s*\}\s*\^/g, '^')
    .replace(/(\d+(?:\.\d+)?)\s*×\s*6\.02\s*×\s*10\^\{23\}/g, '$1NA')
    .replace(/6\.02\s*×\s*10\^\{23\}/g, 'NA')
    .replace(/N_\{?A\}?/g, 'NA')
    .replace(/\\sigma\s*/g, 'σ')
    .replace(/(\d)\s*(mL|mol|L|g)\s*(?=[A-Z\u4e00-\u9fa5])/g, '$1 $2 ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[。.;；]$/, '')
    .trim();
}

/** Decides one N_A statement by the rules above; null when none reads the whole statement. */
export function judgeAvogadro(option: string): Verdict | null {
  const t = clean(option);
  const claim = /^(.*?)(?:的)?(?:数目|个数|总数|数量|数)\s*(均)?\s*(?:为|是|约为|等于)\s*(\d+(?:\.\d+)?)?\s*NA$/.exec(t);
  if (!claim) return null;
  // "2.24 L（标准状况）氩气…" reads as "标准状况下 2.24 L 氩气…".
  const body = claim[1].trim().replace(/^(\d+(?:\.\d+)?)\s*L\s*[(（]\s*标准状况\s*[)）]\s*/, '标准状况下 $1 L ');
  const k = claim[3] ? num(claim[3]) : 1;
  const claimTex = `${k === 1 ? '' : k}N_A`;

  // A solution whose volume is not given: no number of particles follows from a pH or a concentration.
  if (
    /溶液/.test(body) &&
    /pH\s*=\s*\d+|mol\s*(?:[·.]?\s*L\^\{-1\}|\/\s*L)/.test(body) &&
    !/\d\s*(?:mL|L)\b(?!\s*\^)/.test(body.replace(/mol\s*\/\s*L/g, 'mol·L^{-1}'))
  ) {
    return { verdict: false, why: '溶液的体积没有给出，无法求出其中粒子的数目' };
  }
  const sol =
    /^(\d+(?:\.\d+)?)\s*(mL|L)\s*(\d+(?:\.\d+)?)\s*mol\s*(?:[·.]?\s*L\^\{-1\}|\/\s*L)\s*(?:的)?\s*([A-Za-z0-9()·\u4e00-\u9fa5]+?)\s*(?:水)?溶液\s*(?:中)?\s*[,，]?\s*(?:含有|所含|中含有|含)?(?:的)?\s*(.+?)$/.exec(
      body,
    );
  if (sol) return solutionVerdict(sol, k, claimTex);
  // Reversible reactions: decided in na-reversible.ts (a total of molecules may stay exactly the same).
  // Electrons transferred: iron to Fe³⁺ with excess nitric acid or chlorine; sodium always gives Na⁺.
  // The metal is the only reductant: the electrons it loses are the electrons transferred.
  if (/转移|失去的?电子$/.test(body)) {
    const fe =
      /^(\d+(?:\.\d+)?)\s*(mol|g)\s*(?:Fe|铁)\s*(?:溶于|与|和|在)\s*(过量|足量)?\s*(?:的)?\s*(稀)?(硝酸|HNO3|氯气|Cl2)\s*(?:中)?\s*(?:充分)?(?:反应|燃烧)?\s*[,，]?\s*(?:反应中)?\s*(?:电子转移|转移的?电子|转移电子|失去的?电子)$/.exec(
        body,
      );
    // Only with the oxidant in excess: otherwise iron may stay partly unreacted or end as Fe²⁺.
    if (fe?.[3]) {
      const n = fe[2] === 'g' ? num(fe[1]) / 56 : num(fe[1]);
      const e = 3 * n;
      return {
        verdict: Math.abs(e - k) < 1e-9,
        why: `铁与${fe[3]}${fe[4] ?? ''}${formulaInSteps(fe[5])}反应生成 $\\mathrm{Fe^{3+}}$，每个铁原子失去 3 个电子，$${fmt(n)}\\ \\mathrm{mol}$ 铁转移电子 $${fmt(e)}N_A$，选项给出 $${claimTex}$`,
      };
    }
    const na =
      /^(\d+(?:\.\d+)?)\s*(mol|g)\s*(?:Na|钠)\s*(?:与|和|在)\s*(?:足量|过量)\s*(?:的)?\s*(?:O2|氧气|空气|水|H2O|Cl2|氯气)\s*(?:中)?\s*(?:充分)?(?:反应|燃烧)?\s*[,，]?\s*(?:生成[^,，]*[,，]\s*)?(?:电子转移|转移的?电子|转移电子|失去的?电子)$/.exec(
        body,
      );
    if (na) {
      const n = na[2] === 'g' ? num(na[1]) / 23 : num(na[1]);
      return {
        verdict: Math.abs(n - k) < 1e-9,
        why: `钠反应后都变为 $\\mathrm{Na^+}$，每个钠原子失去 1 个电子，转移电子 $${fmt(n)}N_A$，选项给出 $${claimTex}$`,
      };
    }
    return null;
  }
  // Groups and ions named in words: "1 mol 的羟基与 1 mol 的氢氧根离子所含电子数均为 9N_A".
  const groupRe = /(\d+(?:\.\d+)?)\s*mol\s*(?:的)?\s*(羟基|氢氧根离子|氢氧根|甲基|铵根离子|水合氢离子)/g;
  const groups = [...body.matchAll(groupRe)];
  if (groups.length > 0) {
    const rest = body.replace(groupRe, '').replace(/\s+/g, '');
    if (!/^(?:与|和)?(?:所含|含有|中含有|中所含)(?:的)?电子$/.test(rest)) return null;
    if (groups.length > 1 && !claim[2]) return null;
    const counts = groups.map((g) => ({ g, e: num(g[1]) * GROUPS[g[2]].electrons }));
    const ok = counts.every((c) => Math.abs(c.e - k) < 1e-9);
    return {
      verdict: ok,
      why: `${counts
        .map((c) => `${c.g[1]} mol ${c.g[2]}（$${GROUPS[c.g[2]].tex}$，每个含 ${GROUPS[c.g[2]].electrons} 个电子）含电子 $${fmt(c.e)}N_A$`)
        .join('，')}，选项给出 $${claimTex}$`,
    };
  }
  // White phosphorus: six P–P bonds per P4.
  const p4 =
    /^(?:常温常压下\s*[,，]?\s*)?(\d+(?:\.\d+)?)\s*g\s*(?:白磷\s*)?\(?P4\)?\s*中(?:所含|含有)?(?:的)?\s*(?:P\s*-\s*P|P—P|磷磷)\s*键$/.exec(
      body,
    );
  if (p4) {
    const n = num(p4[1]) / 124;
    return {
      verdict: Math.abs(6 * n - k) < 1e-9,
      why: `$n(\\mathrm{P_4}) = \\frac{${p4[1]}}{124}\\ \\mathrm{mol} = ${fmt(n)}\\ \\mathrm{mol}$，白磷分子是正四面体，每个 $\\mathrm{P_4}$ 含 6 个 P—P 键，共 $${fmt(6 * n)}N_A$，选项给出 $${claimTex}$`,
    };
  }
  // Graphite (graphene): each carbon is shared by three six-membered rings, so two carbons per ring.
  const ring = /^(\d+(?:\.\d+)?)\s*g\s*石墨烯?(?:\s*\([^)]*\))?\s*中(?:含有|所含)?(?:的)?\s*六元环(?:的)?$/.exec(body);
  if (ring) {
    const n = num(ring[1]) / 12;
    return {
      verdict: Math.abs(n / 2 - k) < 1e-9,
      why: `$n(\\mathrm{C}) = \\frac{${ring[1]}}{12}\\ \\mathrm{mol} = ${fmt(n)}\\ \\mathrm{mol}$，石墨层中每个碳原子被 3 个六元环共用，每个六元环含 $6 \\times \\frac{1}{3} = 2$ 个碳原子，六元环共 $${fmt(n / 2)}N_A$，选项给出 $${claimTex}$`,
    };
  }
  // Gas volumes: only at standard conditions, only for gases.
  const vol =
    /^(标准状况下|标况下|常温常压下)?\s*[,，]?\s*(\d+(?:\.\d+)?)\s*L\s*(.+?)\s*(?:中(?!子)|所含|含有|中含有|中所含)+\s*(?:的)?\s*(?:含)?\s*(.+)$/.exec(
      body,
    );
  if (vol) {
    const ss = substances(vol[3]);
    // Gases that react on mixing (2NO + O2 = 2NO2, NH3 + HCl = NH4Cl, 2H2S + SO2 …): the mixture's molecules, atoms in
    // the gas and ions are not those of the parts.
    if (ss && reactOnMixing(ss)) return null;
    // A gas is made of molecules: 「22.4 L HCl 气体中 H⁺ 数目」 is none, whatever the volume.
    const ion = /^([A-Z][A-Za-z0-9]*\^\{\d?[+-]\})$/.exec(vol[4].trim());
    if (ss?.every((s) => GASES.has(s.text)) && ion && k > 0) {
      return {
        verdict: false,
        why: `${ss.map((s) => `$${s.latex}$`).join('、')} 气体由分子构成，其中没有 $${parseSpecies(ion[1])?.latex ?? ion[1]}$（溶于水后才电离出离子），不等于 $${claimTex}$`,
      };
    }
    const particle = countedParticle(` 含${vol[4]}`);
    if (!ss || !particle) return null;
    if (ss.some((s) => NOT_GASES.has(s.text))) {
      const bad = ss.find((s) => NOT_GASES.has(s.text))!;
      return {
        verdict: false,
        why: `标准状况下 $${bad.latex}$ 不是气体，不能用 $22.4\\ \\mathrm{L/mol}$ 计算其物质的量，不等于 $${claimTex}$`,
      };
    }
    if (!vol[1] || vol[1] === '常温常压下') {
      // At room conditions only a claim that is right at STP is certainly wrong: decided in na-limits.ts.
      return null;
    }
    if (!ss.every((s) => GASES.has(s.text))) return null;
    const pers = ss.map((s) => perUnit(particle, s));
    if (pers.some((p) => !p) || new Set(pers.map((p) => p!.per)).size !== 1) return null;
    const n = num(vol[2]) / 22.4;
    const count = n * pers[0]!.per;
    return {
      verdict: Math.abs(count - k) < 1e-9,
      why: `标准状况下 $n = \\frac{${vol[2]}}{22.4}\\ \\mathrm{mol} = ${fmt(n)}\\ \\mathrm{mol}$，${ss.length > 1 ? `${ss.map((s) => `$${s.latex}$`).join('、')} 每个分子都含 ${pers[0]!.per} 个${particle}，混合物中` : `每个分子含 ${pers[0]!.per} 个${particle}，`}${particle}共 $${fmt(count)}N_A$，选项给出 $${claimTex}$`,
    };
  }
  // A mass of a mixture whose components carry the same count per gram (same empirical formula).
  const mass =
    /^(?:(?:常温常压下|常温下|室温下|标准状况下)\s*[,，]?\s*)?(\d+(?:\.\d+)?)\s*(g|mol)\s*(?:的)?\s*(.+?)\s*(?:中(?!子)|所含|含有|中含有|中所含|中存在|存在)+\s*(?:的)?\s*(.+)$/.exec(
      body,
    );
  if (mass) {
    const [, amount, unit, phrase, counted] = mass;
    const ss = substances(phrase);
    const particle = countedParticle(` 含${counted}`);
    // A mass gives the amount whatever the temperature, pressure or state; molecules are left to the counting rule
    // (an ionic solid has none).
    if (!ss || !particle || particle === '分子') return null;
    // An ion's electrons, protons and neutrons are counted; its 「atoms」 are not what papers ask.
    if (ss.some((x) => x.charge !== 0) && !['电子', '质子', '中子'].includes(particle)) return null;
    // Per gram for a mass, per formula unit for an amount: a mixture is decided only when every part gives the same.
    const perAmount = ss.map((s) => {
      const p = perUnit(particle, s);
      const M = unit === 'g' ? molarMass(s) : 1;
      return p && M ? p.per / M : null;
    });
    if (perAmount.some((x) => x === null) || perAmount.some((x) => Math.abs(x! - perAmount[0]!) > 1e-12)) return null;
    const count = num(amount) * perAmount[0]!;
    const per = perUnit(particle, ss[0])!.per;
    const each = unit === 'g' ? '每克所含' : '每个化学式单元所含';
    return {
      verdict: Math.abs(count - k) < 1e-9,
      why:
        ss.length > 1
          ? `${ss.map((s) => `$${s.latex}$`).join('、')} ${each}${particle}数相同${unit === 'g' ? '（最简式相同）' : ''}，$${amount}\\ \\mathrm{${unit}}$ 混合物中${particle}共 $${fmt(count)}N_A$，选项给出 $${claimTex}$`
          : `$n(${ss[0].latex}) = ${unit === 'g' ? `\\frac{${amount}}{${fmt(molarMass(ss[0])!)}}` : amount}\\ \\mathrm{mol}$，每个含 ${per} 个${particle}，共 $${fmt(count)}N_A$，选项给出 $${claimTex}$`,
    };
  }
  return null;
}

/** Water in a dilute solution (c ≤ 2 mol/L): at least 30 mol per litre, a safe lower bound (pure water: 55.5). */
const WATER_PER_LITRE = 30;
const WATER: Record<string, number> = { 氢原子: 2, 氧原子: 1, 电子: 10, 质子: 10 };

/**
 * A solution of known volume and concentration: atoms, electrons or protons also come from the solvent water
 * (far more than any claim about the solute), and a hydrolysing ion is fewer than c·V. A claim below c·V for a
 * hydrolysing ion is not decided.
 */
function solutionVerdict(sol: RegExpExecArray, k: number, claimTex: string): Verdict | null {
  const volume = num(sol[1]) * (sol[2] === 'mL' ? 1e-3 : 1);
  const c = num(sol[3]);
  const solute = speciesOfName(sol[4]);
  if (solute?.charge !== 0) return null;
  const what = sol[5].replace(/\s+/g, '');
  if (what in WATER) {
    const fromWater = volume * WATER_PER_LITRE * WATER[what];
    if (c > 2 || k >= fromWater) return null;
    return {
      verdict: false,
      why: `溶液中的溶剂水也含有${what}：${sol[1]} ${sol[2]} 稀溶液中水至少约 $${fmt(volume * WATER_PER_LITRE)}\\ \\mathrm{mol}$，${what}远多于 $${claimTex}$，不等于 $${claimTex}$`,
    };
  }
  const ion = parseSpecies(what);
  if (!ion || ion.charge === 0) return null;
  const weak = weakVerdict(solute, ion, volume, c, k, claimTex);
  if (weak !== undefined) return weak;
  const hydrolysing = [...HYDROLYSING].map((h) => parseSpecies(h)!).find((h) => sameAtoms(h, ion) || sameElements(h, ion));
  if (!hydrolysing) return null;
  // The ion (its charge as printed, or the hydrolysing ion of the same atoms) must come from the solute.
  const key = [...hydrolysing.atoms.keys()].find((el) => el !== 'O' && el !== 'H') ?? 'H';
  const per = (solute.atoms.get(key) ?? 0) / (hydrolysing.atoms.get(key) ?? 1);
  if (!Number.isInteger(per) || per < 1 || [...hydrolysing.atoms].some(([el, n]) => (solute.atoms.get(el) ?? 0) < n * per)) return null;
  const n = volume * c * per;
  if (k < n - 1e-9) return null;
  return {
    verdict: false,
    why: `溶质为 $${fmt(volume * c)}\\ \\mathrm{mol}$，含 $${fmt(n)}\\ \\mathrm{mol}$ $${hydrolysing.latex}$，但它在水中会水解，其数目小于 $${fmt(n)}N_A$，不等于 $${claimTex}$`,
  };
}

/** Same atoms whatever the printed charge (OCR often loses the charge's digit: "PO4^{-}"). */
function sameElements(a: Species, b: Species): boolean {
  if (a.atoms.size !== b.atoms.size) return false;
  for (const [el, n] of a.atoms) if (b.atoms.get(el) !== n) return false;
  return Math.sign(a.charge) === Math.sign(b.charge);
}

/** Monoprotic weak acids and the weak base NH3·H2O: each gives the ion named, and only partly. */
const WEAK: Array<{ formula: string; ion: string; name: string }> = [
  { formula: 'CH3COOH', ion: 'H^{+}', name: '醋酸' },
  { formula: 'HF', ion: 'H^{+}', name: '氢氟酸' },
  { formula: 'HClO', ion: 'H^{+}', name: '次氯酸' },
  { formula: 'HNO2', ion: 'H^{+}', name: '亚硝酸' },
  { formula: 'HCN', ion: 'H^{+}', name: '氢氰酸' },
  { formula: 'NH3·H2O', ion: 'OH^{-}', name: '一水合氨' },
];
/** Below this the water's own ions could outnumber the weak electrolyte's: nothing is decided. */
const WEAK_MIN_CONCENTRATION = 1e-4;

/**
 * A weak electrolyte's ion (「1 L 0.1 mol/L CH3COOH 溶液中 H⁺ 数为 0.1 N_A」): it ionises only partly, so the ion is
 * fewer than c·V and a claim of c·V or more is wrong. A claim below c·V is not decided (null); undefined when the
 * solute is not one of these weak electrolytes.
 */
function weakVerdict(solute: Species, ion: Species, volume: number, c: number, k: number, claimTex: string): Verdict | null | undefined {
  const weak = WEAK.find((w) => sameAtoms(parseSpecies(w.formula)!, solute));
  if (!weak) return undefined;
  if (!sameAtoms(parseSpecies(weak.ion)!, ion) || c < WEAK_MIN_CONCENTRATION) return null;
  const n = volume * c;
  if (k < n - 1e-9) return null;
  return {
    verdict: false,
    why: `$${solute.latex}$（${weak.name}）是弱电解质，在水中只部分电离，$${fmt(n)}\\ \\mathrm{mol}$ 溶质电离出的 $${ion.latex}$ 少于 $${fmt(n)}N_A$，不等于 $${claimTex}$`,
  };
}
