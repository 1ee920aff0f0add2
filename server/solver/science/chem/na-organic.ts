import type { Verdict } from './avogadro';
import { countedParticle, fmt, molarMass, perUnit, speciesOfName, substances } from './avogadro';
import { balance } from './balance';
import { parseSpecies } from './formula';
import { type Claim, near } from './na-claim';

/** Hydroxyl and carboxyl groups per molecule of named compounds (the formula alone does not tell them). */
const GROUPS: Record<string, { 羟基?: number; 羧基?: number }> = {
  甲醇: { 羟基: 1 },
  乙醇: { 羟基: 1 },
  丙醇: { 羟基: 1 },
  乙二醇: { 羟基: 2 },
  甘油: { 羟基: 3 },
  丙三醇: { 羟基: 3 },
  乙酸: { 羧基: 1 },
  醋酸: { 羧基: 1 },
  苯甲酸: { 羧基: 1 },
  甲酸: { 羧基: 1 },
};

/**
 * Organic N_A statements: CO2 or H2O from complete combustion of a C,H,O compound (by atom conservation,
 * checked against the balanced combustion equation), hydroxyl or carboxyl groups of named compounds,
 * mixtures whose parts are each given by mass, and gas mixtures given by their total molecules.
 */
export function judgeOrganic(c: Claim): Verdict | null {
  return combustion(c) ?? groups(c) ?? massList(c) ?? moleculesGiven(c);
}

function amountIn(value: string, unit: string, M: number): number {
  return unit === 'g' ? Number(value) / M : Number(value);
}

function combustion(c: Claim): Verdict | null {
  const m =
    /^(\d+(?:\.\d+)?)\s*(mol|g)\s*(?:的)?\s*([\u4e00-\u9fa5A-Za-z0-9()]+?)\s*(?:在\s*(?:O2|氧气)\s*中)?\s*完全燃烧\s*[,，]?\s*(?:生成|得到|产生)(?:的)?\s*(CO2|H2O)?\s*(?:分子)?(?:的)?$/.exec(
      c.body.replace(/\s+/g, ' '),
    );
  if (!m) return null;
  const product = m[4] ?? (c.particle ? /^(CO2|H2O)(?:分子)?$/.exec(c.particle)?.[1] : undefined);
  if (!product || (m[4] && c.particle)) return null;
  const s = speciesOfName(m[3]);
  if (s?.charge !== 0 || [...s.atoms.keys()].some((el) => !/^[CHO]$/.test(el)) || !s.atoms.has('C')) return null;
  const M = molarMass(s);
  if (!M) return null;
  const n = amountIn(m[1], m[2], M);
  const per = product === 'CO2' ? (s.atoms.get('C') ?? 0) : (s.atoms.get('H') ?? 0) / 2;
  // Another way: the balanced equation s + O2 → CO2 + H2O gives the same ratio.
  const eq = balance([s, parseSpecies('O2')!], [parseSpecies('CO2')!, parseSpecies('H2O')!]);
  if (!eq.ok) return null;
  const ratio = eq.coefficients[product === 'CO2' ? 2 : 3] / eq.coefficients[0];
  if (!near(ratio, per)) return null;
  const count = n * per;
  return {
    verdict: near(count, c.k),
    why: `${m[2] === 'g' ? `$n = \\frac{${m[1]}}{${M}}\\ \\mathrm{mol} = ${fmt(n)}\\ \\mathrm{mol}$，` : ''}$${s.latex}$ 完全燃烧，由原子守恒每个分子生成 ${per} 个 $\\mathrm{${product === 'CO2' ? 'CO_2' : 'H_2O'}}$（配平的燃烧方程式同样给出 ${eq.coefficients[0]} : ${eq.coefficients[product === 'CO2' ? 2 : 3]}），共 $${fmt(count)}N_A$，选项给出 $${c.tex}$`,
  };
}

function groups(c: Claim): Verdict | null {
  const m =
    /^(\d+(?:\.\d+)?)\s*(mol|g)\s*(?:的)?\s*([\u4e00-\u9fa5]+?)\s*(?:\(([\u4e00-\u9fa5]+)\))?\s*(?:中)?\s*(?:所含有?|含有|中含有)?\s*(?:的)?\s*(羟基|羧基)$/.exec(
      c.body.replace(/\s+/g, ' '),
    );
  if (!m || c.particle) return null;
  const names = [m[3], m[4]].filter(Boolean) as string[];
  const counts = names.map((name) => GROUPS[name]?.[m[5] as '羟基' | '羧基']);
  if (counts.some((x) => x === undefined) || new Set(counts).size !== 1) return null;
  const s = speciesOfName(m[4] ? `${m[3]} (${m[4]})` : m[3]);
  const M = s && molarMass(s);
  if (!s || !M) return null;
  // The groups must fit the formula: each hydroxyl needs one O, each carboxyl two.
  if ((s.atoms.get('O') ?? 0) < counts[0]! * (m[5] === '羧基' ? 2 : 1)) return null;
  const n = amountIn(m[1], m[2], M);
  const count = n * counts[0]!;
  return {
    verdict: near(count, c.k),
    why: `${m[2] === 'g' ? `$n = \\frac{${m[1]}}{${M}}\\ \\mathrm{mol} = ${fmt(n)}\\ \\mathrm{mol}$，` : ''}每个${m[3]}分子（$${s.latex}$）含 ${counts[0]} 个${m[5]}，共 $${fmt(count)}N_A$，选项给出 $${c.tex}$`,
  };
}

function massList(c: Claim): Verdict | null {
  const m =
    /^(\d+(?:\.\d+)?)\s*g\s*([\u4e00-\u9fa5A-Za-z0-9]+?)\s*(?:和|与)\s*(\d+(?:\.\d+)?)\s*g\s*([\u4e00-\u9fa5A-Za-z0-9]+?)\s*(?:的)?\s*混合(?:物|气体)\s*中\s*(?:所含有?|含有)?\s*(?:的)?\s*(.+)$/.exec(
      c.body.replace(/\s+/g, ' '),
    );
  if (!m || c.particle) return null;
  const particle = countedParticle(` 含${m[5]}`);
  if (!particle) return null;
  const parts = [
    { mass: Number(m[1]), s: speciesOfName(m[2]) },
    { mass: Number(m[3]), s: speciesOfName(m[4]) },
  ];
  let count = 0;
  const lines: string[] = [];
  for (const p of parts) {
    if (p.s?.charge !== 0) return null;
    const M = molarMass(p.s);
    const per = perUnit(particle, p.s);
    if (!M || !per) return null;
    count += (p.mass / M) * per.per;
    lines.push(`$${p.mass}\\ \\mathrm{g}$ $${p.s.latex}$ 为 $${fmt(p.mass / M)}\\ \\mathrm{mol}$，每个含 ${per.per} 个${particle}`);
  }
  return {
    verdict: near(count, c.k),
    why: `${lines.join('；')}；合计${particle} $${fmt(count)}N_A$，选项给出 $${c.tex}$`,
  };
}

function moleculesGiven(c: Claim): Verdict | null {
  const m = /^分子总数为\s*(\d+(?:\.\d+)?)?\s*NA\s*(?:的)?\s*(.+?)\s*混合(?:气体|物)\s*(?:中)?\s*(?:所含有?|含有)?\s*(?:的)?\s*(.+)$/.exec(
    c.body.replace(/\s+/g, ' '),
  );
  if (!m || c.particle) return null;
  const ss = substances(m[2]);
  const particle = countedParticle(` 含${m[3]}`);
  if (!ss || ss.length < 2 || !particle) return null;
  const pers = ss.map((s) => perUnit(particle, s));
  if (pers.some((p) => !p) || new Set(pers.map((p) => p!.per)).size !== 1) return null;
  const molecules = m[1] ? Number(m[1]) : 1;
  const count = molecules * pers[0]!.per;
  return {
    verdict: near(count, c.k),
    why: `${ss.map((s) => `$${s.latex}$`).join('、')} 每个分子都含 ${pers[0]!.per} 个${particle}，分子共 $${fmt(molecules)}N_A$，${particle}共 $${fmt(count)}N_A$，选项给出 $${c.tex}$`,
  };
}
