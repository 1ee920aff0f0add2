import type { Verdict } from './avogadro';
import { fmt } from './avogadro';
import { type Claim, near } from './na-claim';

/**
 * Bonds per formula unit of the covalent crystals the textbook counts (选择性必修2 共价晶体、石墨): each C of
 * diamond has four C–C bonds shared by two atoms (2), each C of graphite three (1.5), crystalline Si like diamond (2),
 * each Si of SiO2 four Si–O bonds of its own (4).
 */
const CRYSTALS: { names: RegExp; molar: number; per: number; bond: RegExp; tex: string; why: string }[] = [
  {
    names: /^(?:金刚石)$/,
    molar: 12,
    per: 2,
    bond: /^(?:C-C|碳碳)?$/,
    tex: 'C—C',
    why: '金刚石中每个 C 形成 4 个 C—C 键，每个键为 2 个 C 共有，1 mol C 含 2 mol C—C 键',
  },
  {
    names: /^(?:石墨)$/,
    molar: 12,
    per: 1.5,
    bond: /^(?:C-C|碳碳)?$/,
    tex: 'C—C',
    why: '石墨中每个 C 与 3 个 C 成键，每个键为 2 个 C 共有，1 mol C 含 1.5 mol C—C 键',
  },
  {
    names: /^(?:晶体硅|硅晶体|单晶硅|Si晶体)$/,
    molar: 28,
    per: 2,
    bond: /^(?:Si-Si|硅硅)?$/,
    tex: 'Si—Si',
    why: '晶体硅与金刚石结构相似，1 mol Si 含 2 mol Si—Si 键',
  },
  {
    names: /^(?:SiO2|二氧化硅|石英)(?:晶体)?$/,
    molar: 60,
    per: 4,
    bond: /^(?:Si-O|硅氧)?$/,
    tex: 'Si—O',
    why: '$\\mathrm{SiO_2}$ 中每个 Si 与 4 个 O 成键，1 mol $\\mathrm{SiO_2}$ 含 4 mol Si—O 键',
  },
];
const BOND = '((?:C|Si)\\s*[-—–]\\s*(?:C|Si|O)|碳碳|硅硅|硅氧)?\\s*(?:共价)?键';
const STATEMENT = new RegExp(
  `^(\\d+(?:\\.\\d+)?)\\s*(g|mol)\\s*([A-Za-z0-9\\u4e00-\\u9fa5]+?)\\s*中\\s*(?:含有|所含|含)?\\s*(?:的)?\\s*${BOND}(?:的)?$`,
);

export function judgeCrystalBonds(c: Claim): Verdict | null {
  let body = c.body.replace(/\s+/g, ' ').trim();
  if (c.particle) body = `${body}${c.particle}`.replace(/(含有|含)\s*/, '含有 ');
  const m = STATEMENT.exec(body);
  if (!m) return null;
  const [, amount, unit, name, written] = m;
  const crystal = CRYSTALS.find((x) => x.names.test(name.replace(/\s+/g, '')));
  const bond = (written ?? '').replace(/\s+/g, '').replace(/[—–]/, '-');
  if (!crystal?.bond.test(bond)) return null;
  const n = unit === 'g' ? Number(amount) / crystal.molar : Number(amount);
  const count = n * crystal.per;
  return {
    verdict: near(count, c.k),
    why: `${unit === 'g' ? `$n = \\frac{${amount}}{${crystal.molar}}\\ \\mathrm{mol} = ${fmt(n)}\\ \\mathrm{mol}$，` : ''}${crystal.why}，共 $${fmt(count)}N_A$ 个 ${crystal.tex} 键，选项给出 $${c.tex}$`,
  };
}
