import type { Verdict } from './avogadro';
import { clean, fmt, molarMass } from './avogadro';
import { SCHOOL_WEIGHTS } from './elements';
import { parseSpecies, type Species } from './formula';
import { type Claim, near } from './na-claim';
import { speciesOfName } from './avogadro';

/** A molten binary salt MXn of a metal and a halogen: the metal at the cathode, the halogen at the anode. */
function moltenSalt(formula: string): { salt: Species; metal: string; charge: number; halogen: string; perMetal: number } | null {
  const salt = speciesOfName(formula) ?? parseSpecies(formula);
  if (salt?.charge !== 0 || salt.atoms.size !== 2) return null;
  const halogen = [...salt.atoms.keys()].find((el) => el === 'Cl' || el === 'Br');
  const metal = [...salt.atoms.keys()].find((el) => el !== halogen);
  if (!halogen || !metal || !/^(?:Na|K|Li|Mg|Ca|Cu|Zn|Ba|Al)$/.test(metal)) return null;
  const x = salt.atoms.get(halogen)!;
  const mCount = salt.atoms.get(metal)!;
  if (x % mCount !== 0) return null;
  return { salt, metal, charge: x / mCount, halogen, perMetal: mCount };
}

const CATHODE_GAIN =
  /^电解熔融(?:的)?\s*([A-Za-z0-9]+)\s*[,，]\s*阴极(?:增重|质量增加)\s*(\d+(?:\.\d+)?)\s*g\s*[,，]\s*(?:外电路中|电路中)?(?:通过|转移)的?电子$/;

/**
 * Electrolysis of a molten metal halide: each metal ion takes up as many electrons as its charge, each halide
 * gives one. "电解熔融 CuCl2，阴极增重 6.4 g，外电路中通过电子…": electrons = n(metal) × charge.
 */
export function judgeMoltenCathode(c: Claim): Verdict | null {
  const m = CATHODE_GAIN.exec(c.body);
  if (!m) return null;
  const salt = moltenSalt(m[1]);
  if (!salt) return null;
  const weight = SCHOOL_WEIGHTS.get(salt.metal)!;
  const n = Number(m[2]) / weight;
  const e = n * salt.charge;
  // Another way: the anode gives the same electrons as halogen molecules, two electrons each.
  const halogenMolecules = e / 2;
  if (!near(halogenMolecules * 2, e)) return null;
  return {
    verdict: near(e, c.k),
    why: `阴极析出 $\\mathrm{${salt.metal}}$：$\\mathrm{${salt.metal}^{${salt.charge > 1 ? salt.charge : ''}+}} + ${salt.charge}e^- = \\mathrm{${salt.metal}}$，$n(\\mathrm{${salt.metal}}) = \\frac{${m[2]}}{${weight}}\\ \\mathrm{mol} = ${fmt(n)}\\ \\mathrm{mol}$，通过电子 $${fmt(e)}N_A$（阳极同时生成 $${fmt(halogenMolecules)}\\ \\mathrm{mol}$ $\\mathrm{${salt.halogen}_2}$），选项给出 $${c.tex}$`,
  };
}

const PRODUCTS =
  /^电解\s*(\d+(?:\.\d+)?)\s*g\s*熔融(?:的)?\s*([A-Za-z0-9\u4e00-\u9fa5]+?)\s*[,，]\s*(?:能|可以|可)?(?:产生|生成|得到)\s*(.+)$/;
const PRODUCT = /^(\d+(?:\.\d+)?)\s*(L|g)\s*(?:金属)?([\u4e00-\u9fa5A-Za-z0-9]+?)(?:气体)?\s*(\(标准状况\))?$/;

/**
 * "电解 58.5 g 熔融的 NaCl，能产生 22.4 L 氯气（标准状况）、23.0 g 金属钠": every product amount follows from the
 * salt; the statement is right only when each listed amount is.
 */
export function judgeMoltenProducts(option: string): Verdict | null {
  const m = PRODUCTS.exec(clean(option).replace(/（/g, '(').replace(/）/g, ')'));
  if (!m) return null;
  const salt = moltenSalt(m[2]);
  if (!salt) return null;
  const M = molarMass(salt.salt);
  if (!M) return null;
  const nSalt = Number(m[1]) / M;
  const parts = m[3]
    .split(/、|,|，|和/)
    .map((p) => p.trim())
    .filter(Boolean);
  const checks: string[] = [];
  let allRight = true;
  for (const part of parts) {
    const p = PRODUCT.exec(part.replace(/\s+(?=\()/, ''));
    if (!p) return null;
    const s = speciesOfName(p[3]);
    if (!s) return null;
    const isMetal = s.atoms.size === 1 && s.atoms.has(salt.metal);
    const isHalogen = s.atoms.size === 1 && s.atoms.get(salt.halogen) === 2;
    if (!isMetal && !isHalogen) return null;
    const n = isMetal ? nSalt * salt.perMetal : (nSalt * (salt.salt.atoms.get(salt.halogen) ?? 0)) / 2;
    let expected: number;
    if (p[2] === 'L') {
      if (!isHalogen || !p[4]) return null;
      expected = n * 22.4;
    } else expected = n * (molarMass(s) ?? Number.NaN);
    const right = near(Number(p[1]), expected);
    allRight &&= right;
    checks.push(`应得 $${fmt(expected)}\\ \\mathrm{${p[2]}}$ ${p[3]}（选项说 ${p[1]} ${p[2]}）`);
  }
  return {
    verdict: allRight,
    why: `$n(\\mathrm{${salt.salt.text}}) = \\frac{${m[1]}}{${M}}\\ \\mathrm{mol} = ${fmt(nSalt)}\\ \\mathrm{mol}$，阴极得 $\\mathrm{${salt.metal}}$、阳极得 $\\mathrm{${salt.halogen}_2}$：${checks.join('，')}`,
  };
}
