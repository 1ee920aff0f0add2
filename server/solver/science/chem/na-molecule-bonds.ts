import type { Verdict } from './avogadro';
import { fmt } from './avogadro';
import { type Claim, near } from './na-claim';

/**
 * Bonds of the molecules whose structure the textbook draws (必修2、选择性必修2): white phosphorus is a tetrahedron of
 * six P–P bonds, crown-shaped S8 a ring of eight S–S bonds, and benzene's six C–C bonds are all alike — it has no
 * C=C double bond at all.
 */
const MOLECULES: { names: RegExp; molar: number; per: number; bond: RegExp; tex: string; why: string }[] = [
  {
    names: /^(?:白磷|P4|白磷\(P4\)|白磷P4)(?:分子)?$/,
    molar: 124,
    per: 6,
    bond: /^(?:P-P|磷磷)(?:共价)?键$/,
    tex: 'P—P 键',
    why: '白磷（$\\mathrm{P_4}$）分子是正四面体，每个分子含 6 个 P—P 键',
  },
  {
    names: /^(?:环状|皇冠状)?S8(?:分子)?$/,
    molar: 256,
    per: 8,
    bond: /^(?:S-S|硫硫)(?:共价)?键$/,
    tex: 'S—S 键',
    why: '$\\mathrm{S_8}$ 分子是 8 个 S 原子连成的环（皇冠形），每个分子含 8 个 S—S 键',
  },
  {
    names: /^(?:苯|C6H6)(?:分子)?$/,
    molar: 78,
    per: 0,
    bond: /^(?:碳碳双键|C=C(?:双)?键?)$/,
    tex: '碳碳双键',
    why: '苯分子中 6 个碳碳键完全相同，是介于单键和双键之间的独特的键，苯分子中没有碳碳双键',
  },
];
const STATEMENT = /^(\d+(?:\.\d+)?)\s*(g|mol)\s*(?:的)?\s*(.+?)\s*(?:中|分子中)\s*(?:含有|所含|含|存在)?\s*(?:的)?\s*(.+?)$/;

/** 「31 g 白磷中含有的 P-P 键数为 1.5N_A」, 「32 g 环状 S8 分子中含有的 S-S 键数为 N_A」, 「1 mol 苯中含有的碳碳双键数为 3N_A」. */
export function judgeMoleculeBonds(c: Claim): Verdict | null {
  let body = c.body.replace(/\s+/g, ' ').trim();
  if (c.particle) body = `${body}${c.particle}`;
  const m = STATEMENT.exec(body.replace(/^常温常压下\s*[,，]?\s*/, ''));
  if (!m) return null;
  const [, amount, unit, name, written] = m;
  const bond = written.replace(/\s+/g, '').replace(/[—–]/g, '-');
  const molecule = MOLECULES.find((x) => x.names.test(name.replace(/\s+/g, '')) && x.bond.test(bond));
  if (!molecule) return null;
  const n = unit === 'g' ? Number(amount) / molecule.molar : Number(amount);
  const count = n * molecule.per;
  return {
    verdict: near(count, c.k),
    why: `${unit === 'g' ? `$n = \\frac{${amount}}{${molecule.molar}}\\ \\mathrm{mol} = ${fmt(n)}\\ \\mathrm{mol}$，` : ''}${molecule.why}，共 $${fmt(count)}N_A$ 个${molecule.tex}，选项给出 $${c.tex}$`,
  };
}
