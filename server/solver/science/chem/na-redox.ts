import type { Verdict } from './avogadro';
import { fmt } from './avogadro';
import { SCHOOL_WEIGHTS } from './elements';
import { parseSpecies } from './formula';
import { type Claim, near } from './na-claim';
import { electronsByHalfEquation, freeOxidationState, monatomicState } from './oxidation';

const TRANSFER = String.raw`\s*(?:时|后)?\s*[,，]?\s*(?:反应中)?\s*(?:转移的?电子|电子转移|转移电子|失去的?电子|得到的?电子)$`;
/** Metals with one oxidation state in their compounds: every atom that reacts gives this many electrons. */
const METALS: Record<string, { symbol: string; valence: number }> = {
  Na: { symbol: 'Na', valence: 1 },
  钠: { symbol: 'Na', valence: 1 },
  K: { symbol: 'K', valence: 1 },
  钾: { symbol: 'K', valence: 1 },
  Li: { symbol: 'Li', valence: 1 },
  锂: { symbol: 'Li', valence: 1 },
  Mg: { symbol: 'Mg', valence: 2 },
  镁: { symbol: 'Mg', valence: 2 },
  Ca: { symbol: 'Ca', valence: 2 },
  钙: { symbol: 'Ca', valence: 2 },
  Zn: { symbol: 'Zn', valence: 2 },
  锌: { symbol: 'Zn', valence: 2 },
  Al: { symbol: 'Al', valence: 3 },
  铝: { symbol: 'Al', valence: 3 },
};
const METAL_ALT = Object.keys(METALS).join('|');
/** What such a metal reacts with completely when it is in excess (acids, oxygen, chlorine, sulfur, water). */
const REAGENT = '(?:稀|浓)?(?:H2SO4|HCl|HNO3|硫酸|盐酸|硝酸|O2|氧气|空气|Cl2|氯气|S|硫|H2O|水)';

/** "2.4 g Mg 与 H2SO4 完全反应，转移的电子数…", "23 g 钠充分燃烧时转移电子数…", "… 与足量 O2 反应…". */
const METAL_REACTS = new RegExp(
  `^(\\d+(?:\\.\\d+)?)\\s*(mol|g)\\s*(${METAL_ALT})\\s*(?:(?:与|和|在)\\s*(足量|过量)?\\s*(?:的)?\\s*${REAGENT}\\s*(?:中)?\\s*(完全反应|充分反应|反应|充分燃烧|燃烧)|(充分燃烧|完全燃烧))(\\s*[,，]?\\s*(?:全部)?生成[^,，]+?)?${TRANSFER}`,
);
/**
 * Iron or copper with an excess of a reagent that takes it to one state: iron to Fe²⁺ by non-oxidising acids, sulfur
 * and Cu²⁺; copper to Cu²⁺ by nitric acid (dilute or concentrated) and chlorine.
 */
const IRON_COPPER_EXCESS = new RegExp(
  `^(\\d+(?:\\.\\d+)?)\\s*(mol|g)\\s*(Fe|铁|Cu|铜)(?:粉|丝|片)?\\s*(?:与|和|溶于|在)\\s*(?:足量|过量)\\s*(?:的)?\\s*(稀硫酸|稀H2SO4|盐酸|稀盐酸|HCl|硫|S|CuSO4溶液|硫酸铜溶液|稀硝酸|浓硝酸|硝酸|HNO3|稀HNO3|浓HNO3|Cl2|氯气)\\s*(?:中)?\\s*(?:充分|完全)?(?:反应|燃烧)?${TRANSFER}`,
);
const TO_FERROUS = /^(?:稀硫酸|稀H2SO4|盐酸|稀盐酸|HCl|硫|S|CuSO4溶液|硫酸铜溶液)$/;
const TO_CUPRIC = /^(?:稀硝酸|浓硝酸|硝酸|HNO3|稀HNO3|浓HNO3|Cl2|氯气)$/;
/** "1 mol Fe 与 1 mol Cl2 充分反应…": both amounts given, the one used up fixes the electrons. */
const METAL_AND_CHLORINE = new RegExp(
  `^(\\d+(?:\\.\\d+)?)\\s*mol\\s*(Fe|铁|Na|钠|Mg|镁|Al|铝|Cu|铜)\\s*(?:与|和)\\s*(\\d+(?:\\.\\d+)?)\\s*mol\\s*(?:Cl2|氯气)\\s*(?:充分|完全)(?:反应|燃烧)${TRANSFER}`,
);
const CHLORIDE_VALENCE: Record<string, { symbol: string; valence: number }> = {
  Fe: { symbol: 'Fe', valence: 3 },
  铁: { symbol: 'Fe', valence: 3 },
  Na: { symbol: 'Na', valence: 1 },
  钠: { symbol: 'Na', valence: 1 },
  Mg: { symbol: 'Mg', valence: 2 },
  镁: { symbol: 'Mg', valence: 2 },
  Al: { symbol: 'Al', valence: 3 },
  铝: { symbol: 'Al', valence: 3 },
  Cu: { symbol: 'Cu', valence: 2 },
  铜: { symbol: 'Cu', valence: 2 },
};
/** "过氧化钠与水反应时，生成 0.1 mol 氧气转移的电子数…": each O2 comes from two O of −1, two electrons. */
const PEROXIDE_OXYGEN = new RegExp(
  `^(?:Na2O2|过氧化钠)\\s*(?:与|和)\\s*(?:足量|过量)?\\s*(?:的)?\\s*(?:水|H2O|CO2|二氧化碳)\\s*(?:完全|充分)?反应\\s*(?:时)?\\s*[,，]?\\s*(?:每)?生成\\s*(?:(标准状况下)\\s*)?(\\d+(?:\\.\\d+)?)\\s*(mol|g|L)\\s*(?:O2|氧气)\\s*(?:时)?${TRANSFER}`,
);
/** "标准状况下，22.4 L 氯气与足量的镁粉充分反应，转移的电子数…": Cl2 all reduced to Cl⁻. */
const CHLORINE_EXCESS_METAL = new RegExp(
  `^(?:(标准状况下)\\s*[,，]?\\s*)?(\\d+(?:\\.\\d+)?)\\s*(mol|g|L)\\s*(?:Cl2|氯气)\\s*(?:与|和)\\s*(?:足量|过量)\\s*(?:的)?\\s*(?:Na|Mg|Al|Fe|Cu|Zn|钠|镁|铝|铁|铜|锌)(?:粉|丝|片|条)?\\s*(?:充分)?(?:反应|燃烧)${TRANSFER}`,
);
/** "1 mol K2Cr2O7 被还原为 Cr^{3+} 转移的电子数…". */
const CHANGED_TO = new RegExp(
  `^(\\d+(?:\\.\\d+)?)\\s*mol\\s*([A-Z][A-Za-z0-9() ]*?)\\s*(?:完全)?被(还原|氧化)(?:为|成)\\s*([A-Z][A-Za-z0-9]*(?:\\^\\{\\d?[+-]\\})?)${TRANSFER}`,
);

/**
 * A substance that is both oxidised and reduced (歧化): per formula unit, Cl2 with cold alkali gives Cl⁻ + ClO⁻ (1 e),
 * Na2O2 with water or CO2 gives O2 and O²⁻ (1 e), NO2 with water gives HNO3 and NO (2/3 e). Hot alkali (ClO3⁻) is
 * not read. Cl2 with water is reversible: fewer electrons than a full reaction, so only a claim of the full amount
 * or more is decided (false).
 */
const SELF_REDOX: Record<string, { tex: string; molar: number; gas: boolean }> = {
  Cl2: { tex: 'Cl_2', molar: 71, gas: true },
  氯气: { tex: 'Cl_2', molar: 71, gas: true },
  Na2O2: { tex: 'Na_2O_2', molar: 78, gas: false },
  过氧化钠: { tex: 'Na_2O_2', molar: 78, gas: false },
  NO2: { tex: 'NO_2', molar: 46, gas: false },
  二氧化氮: { tex: 'NO_2', molar: 46, gas: false },
};
const ALKALI = '(?:NaOH|氢氧化钠|KOH|氢氧化钾|烧碱)\\s*(?:溶液)?';
const SELF_REDOX_RE = new RegExp(
  `^(?:(标准状况下)\\s*[,，]?\\s*)?(\\d+(?:\\.\\d+)?)\\s*(mol|g|L)\\s*(?:的)?\\s*(${Object.keys(SELF_REDOX).join('|')})\\s*(?:与|和|通入|溶于)\\s*(足量|过量)?\\s*(?:的)?\\s*(冷的?|热的?)?\\s*(${ALKALI}|水|H2O|CO2|二氧化碳)\\s*(?:中)?\\s*(完全反应|充分反应|反应)?${TRANSFER}`,
);

function selfRedox(c: Claim, body: string): Verdict | null {
  const m = SELF_REDOX_RE.exec(body);
  if (!m) return null;
  const [, stp, amount, unit, name, excess, heat, partner, how] = m;
  const s = SELF_REDOX[name];
  if (unit === 'L' && !(stp && s.gas)) return null;
  const n = unit === 'L' ? Number(amount) / 22.4 : unit === 'g' ? Number(amount) / s.molar : Number(amount);
  const amountWhy = `$n(\\mathrm{${s.tex}}) = ${fmt(n)}\\ \\mathrm{mol}$`;
  if (s.tex === 'Cl_2' && /水|H2O/.test(partner)) {
    if (c.k < n - 1e-9) return null;
    return {
      verdict: false,
      why: `${amountWhy}，$\\mathrm{Cl_2}$ 与水的反应是可逆反应，不能完全反应，转移电子少于 $${fmt(n)}N_A$，选项给出 $${c.tex}$`,
    };
  }
  const complete = Boolean(excess) || how === '完全反应' || how === '充分反应';
  if (!complete || heat?.startsWith('热')) return null;
  const per =
    s.tex === 'Cl_2' && new RegExp(ALKALI).test(partner)
      ? 1
      : s.tex === 'Na_2O_2' && /水|H2O|CO2|二氧化碳/.test(partner)
        ? 1
        : s.tex === 'NO_2' && /水|H2O/.test(partner)
          ? 2 / 3
          : null;
  if (per === null) return null;
  const e = n * per;
  const how2 =
    s.tex === 'Cl_2'
      ? '$\\mathrm{Cl_2}$ 与冷的碱反应生成 $\\mathrm{Cl^-}$ 和 $\\mathrm{ClO^-}$，1 个 $\\mathrm{Cl_2}$ 中一个 Cl 得 1 个电子、一个失 1 个电子，转移 1 个电子'
      : s.tex === 'Na_2O_2'
        ? '$\\mathrm{Na_2O_2}$ 中 $-1$ 价的 O 一半升为 0 价（$\\mathrm{O_2}$）、一半降为 $-2$ 价，每个 $\\mathrm{Na_2O_2}$ 转移 1 个电子'
        : '$3\\mathrm{NO_2} + \\mathrm{H_2O} = 2\\mathrm{HNO_3} + \\mathrm{NO}$，3 个 $\\mathrm{NO_2}$ 转移 2 个电子';
  return { verdict: near(e, c.k), why: `${amountWhy}，${how2}，转移电子 $${fmt(e)}N_A$，选项给出 $${c.tex}$` };
}

/**
 * Electrons transferred in redox statements: a metal with a single oxidation state that reacts completely,
 * chlorine reduced by an excess of metal, and an element going from a compound to a monatomic species (by
 * oxidation states, checked by the half-equation in acidic water).
 */
export function judgeElectronTransfer(c: Claim): Verdict | null {
  const body = c.body.replace(/\s+/g, ' ');
  const self = selfRedox(c, body);
  if (self) return self;
  const metal = METAL_REACTS.exec(body);
  if (metal) {
    // A product named ("燃烧生成 Na2O2") says what all of the metal became.
    // A product named with an amount (「生成 3.9 g Na2O2」) may be less than all the metal gives: not decided.
    if (metal[7] && /(?<![A-Za-z\d])\d+(?:\.\d+)?\s*(?:g|mol|L|mL|个)/.test(metal[7])) return null;
    const complete = metal[5] === '完全反应' || Boolean(metal[4]) || Boolean(metal[6]) || metal[5] === '充分燃烧' || Boolean(metal[7]);
    // Aluminium is passivated by cold concentrated acids: an excess of them does not make it react.
    if (!complete || (METALS[metal[3]].symbol === 'Al' && /浓/.test(body) && metal[5] !== '完全反应')) return null;
    const { symbol, valence } = METALS[metal[3]];
    const weight = SCHOOL_WEIGHTS.get(symbol)!;
    const n = metal[2] === 'g' ? Number(metal[1]) / weight : Number(metal[1]);
    const e = n * valence;
    return {
      verdict: near(e, c.k),
      why: `${metal[2] === 'g' ? `$n(\\mathrm{${symbol}}) = \\frac{${metal[1]}}{${weight}}\\ \\mathrm{mol} = ${fmt(n)}\\ \\mathrm{mol}$，` : ''}$\\mathrm{${symbol}}$ 全部反应，化合价只能升为 $+${valence}$，每个原子失去 ${valence} 个电子，转移电子 $${fmt(e)}N_A$，选项给出 $${c.tex}$`,
    };
  }
  const more = ironCopper(c, body) ?? metalAndChlorine(c, body) ?? peroxideOxygen(c, body);
  if (more) return more;
  const cl = CHLORINE_EXCESS_METAL.exec(body);
  if (cl) {
    if (cl[3] === 'L' && !cl[1]) return null;
    const n = cl[3] === 'L' ? Number(cl[2]) / 22.4 : cl[3] === 'g' ? Number(cl[2]) / 71 : Number(cl[2]);
    const e = 2 * n;
    return {
      verdict: near(e, c.k),
      why: `$n(\\mathrm{Cl_2}) = ${fmt(n)}\\ \\mathrm{mol}$，金属足量，氯气全部被还原为 $\\mathrm{Cl^-}$，每个 $\\mathrm{Cl_2}$ 得到 2 个电子，转移电子 $${fmt(e)}N_A$，选项给出 $${c.tex}$`,
    };
  }
  const changed = CHANGED_TO.exec(body);
  if (changed) {
    const from = parseSpecies(changed[2].replace(/\s+/g, ''));
    const to = parseSpecies(changed[4]);
    if (!from || !to) return null;
    const free = freeOxidationState(from);
    const end = monatomicState(to);
    if (!free || !end || free.element !== end.element) return null;
    const reduced = end.state < free.state;
    if (reduced !== (changed[3] === '还原') || end.state === free.state) return null;
    const per = free.count * Math.abs(free.state - end.state);
    const check = electronsByHalfEquation(from, to);
    if (check === null || Math.abs(check) !== per) return null;
    const e = Number(changed[1]) * per;
    const sign = (x: number) => (x > 0 ? `+${x}` : String(x));
    return {
      verdict: near(e, c.k),
      why: `$\\mathrm{${from.latex.replace(/^\\mathrm\{|\}$/g, '')}}$ 中 $\\mathrm{${free.element}}$ 为 $${sign(free.state)}$ 价，变为 $${sign(end.state)}$ 价，每个 ${free.element} 原子${reduced ? '得到' : '失去'} ${Math.abs(free.state - end.state)} 个电子，每个化学式单元 ${per} 个（由半反应的电荷守恒同样得到 ${per}），转移电子 $${fmt(e)}N_A$，选项给出 $${c.tex}$`,
    };
  }
  return null;
}

function ironCopper(c: Claim, body: string): Verdict | null {
  const m = IRON_COPPER_EXCESS.exec(body);
  if (!m) return null;
  const [, amount, unit, metal, reagent] = m;
  const iron = /Fe|铁/.test(metal);
  if (iron ? !TO_FERROUS.test(reagent) : !TO_CUPRIC.test(reagent)) return null;
  const symbol = iron ? 'Fe' : 'Cu';
  const weight = iron ? 56 : 64;
  const n = unit === 'g' ? Number(amount) / weight : Number(amount);
  const e = 2 * n;
  return {
    verdict: near(e, c.k),
    why: `${unit === 'g' ? `$n(\\mathrm{${symbol}}) = \\frac{${amount}}{${weight}}\\ \\mathrm{mol} = ${fmt(n)}\\ \\mathrm{mol}$，` : ''}${reagent}足量，$\\mathrm{${symbol}}$ 全部反应${iron ? `，${reagent}只能把铁氧化为 $+2$ 价（$\\mathrm{Fe^{2+}}$）` : '生成 $+2$ 价的 $\\mathrm{Cu^{2+}}$'}，每个原子失去 2 个电子，转移电子 $${fmt(e)}N_A$，选项给出 $${c.tex}$`,
  };
}

function metalAndChlorine(c: Claim, body: string): Verdict | null {
  const m = METAL_AND_CHLORINE.exec(body);
  if (!m) return null;
  const metal = CHLORIDE_VALENCE[m[2]];
  const nMetal = Number(m[1]);
  const nCl2 = Number(m[3]);
  const byMetal = metal.valence * nMetal;
  const byChlorine = 2 * nCl2;
  const e = Math.min(byMetal, byChlorine);
  const used =
    byMetal <= byChlorine
      ? `$\\mathrm{${metal.symbol}}$ 完全反应（$\\mathrm{Cl_2}$ 足量），转移电子按 $\\mathrm{${metal.symbol}}$ 计：$${fmt(nMetal)} \\times ${metal.valence} = ${fmt(e)}$ mol`
      : `$\\mathrm{Cl_2}$ 不足，完全反应，转移电子按 $\\mathrm{Cl_2}$ 计：$${fmt(nCl2)} \\times 2 = ${fmt(e)}$ mol`;
  return {
    verdict: near(e, c.k),
    why: `$\\mathrm{${metal.symbol}}$ 与 $\\mathrm{Cl_2}$ 反应生成 $+${metal.valence}$ 价的氯化物，$${fmt(nMetal)}\\ \\mathrm{mol}$ $\\mathrm{${metal.symbol}}$ 需 $\\mathrm{Cl_2}$ $${fmt(byMetal / 2)}\\ \\mathrm{mol}$，${used}，即 $${fmt(e)}N_A$，选项给出 $${c.tex}$`,
  };
}

function peroxideOxygen(c: Claim, body: string): Verdict | null {
  const m = PEROXIDE_OXYGEN.exec(body);
  if (!m) return null;
  const [, stp, amount, unit] = m;
  if (unit === 'L' && !stp) return null;
  const n = unit === 'L' ? Number(amount) / 22.4 : unit === 'g' ? Number(amount) / 32 : Number(amount);
  const e = 2 * n;
  return {
    verdict: near(e, c.k),
    why: `$\\mathrm{O_2}$ 由 $\\mathrm{Na_2O_2}$ 中 $-1$ 价的 O 升为 0 价得到，每生成 1 个 $\\mathrm{O_2}$ 失去 2 个电子，$n(\\mathrm{O_2}) = ${fmt(n)}\\ \\mathrm{mol}$，转移电子 $${fmt(e)}N_A$，选项给出 $${c.tex}$`,
  };
}
