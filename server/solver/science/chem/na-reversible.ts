import type { Verdict } from './avogadro';
import { fmt } from './avogadro';
import { formulaInSteps } from './formula-in-steps';
import { type Claim, near } from './na-claim';

/** Reversible reactions of these statements, all gases in a closed vessel: a A + b B ⇌ p P. */
const REACTIONS = [
  { a: 'N2', na: 1, b: 'H2', nb: 3, p: 'NH3', np: 1 * 2, tex: 'N_2 + 3H_2 \\rightleftharpoons 2NH_3' },
  { a: 'SO2', na: 2, b: 'O2', nb: 1, p: 'SO3', np: 2, tex: '2SO_2 + O_2 \\rightleftharpoons 2SO_3' },
  { a: 'H2', na: 1, b: 'I2', nb: 1, p: 'HI', np: 2, tex: 'H_2 + I_2 \\rightleftharpoons 2HI' },
  { a: 'PCl3', na: 1, b: 'Cl2', nb: 1, p: 'PCl5', np: 1, tex: 'PCl_3 + Cl_2 \\rightleftharpoons PCl_5' },
];
const NAME: Record<string, string> = { 氮气: 'N2', 氢气: 'H2', 氧气: 'O2', 二氧化硫: 'SO2', 碘蒸气: 'I2', 碘: 'I2', 氯气: 'Cl2' };
const SPECIES = '(N2|H2|O2|SO2|I2|PCl3|Cl2|氮气|氢气|氧气|二氧化硫|碘蒸气|氯气)';
const PAIR = new RegExp(
  `^(?:在?密闭容器中\\s*[,，]?\\s*)?(\\d+(?:\\.\\d+)?)\\s*mol\\s*${SPECIES}\\s*(?:与|和)\\s*(\\d+(?:\\.\\d+)?)\\s*mol\\s*${SPECIES}\\s*(?:在?密闭容器中|于密闭容器中)?\\s*(?:在[^,，]*?)?\\s*(?:充分|催化)?(?:反应|化合)(?:制备\\s*PCl5(?:\\(g\\))?)?\\s*(?:后)?\\s*[,，]?\\s*(.*)$`,
);

/**
 * Reversible reactions never go to completion: a product (or what it brings, P–Cl bonds of PCl5) is less than
 * full conversion gives, and the total number of molecules lies strictly between the start and full
 * conversion, unless the reaction keeps it (H2 + I2 ⇌ 2HI: exactly the starting total).
 */
export function judgeReversible(c: Claim): Verdict | null {
  const m = PAIR.exec(c.body.replace(/\s+/g, ' '));
  if (!m) return null;
  const x = { n: Number(m[1]), s: NAME[m[2]] ?? m[2] };
  const y = { n: Number(m[3]), s: NAME[m[4]] ?? m[4] };
  const r = REACTIONS.find((q) => (q.a === x.s && q.b === y.s) || (q.a === y.s && q.b === x.s));
  if (!r) return null;
  const nA = r.a === x.s ? x.n : y.n;
  const nB = r.a === x.s ? y.n : x.n;
  const extent = Math.min(nA / r.na, nB / r.nb);
  const full = extent * r.np;
  const start = nA + nB;
  const fullTotal = start - extent * (r.na + r.nb - r.np);
  const rest = (m[5] + (c.particle ? ` ${c.particle}` : '')).replace(/\s+/g, '');
  const head = `$\\mathrm{${r.tex}}$ 是可逆反应，不能进行到底`;
  if (/^(?:其|反应后|容器中|容器内)?的?(?:分子总|分子)$/.test(rest)) {
    if (r.na + r.nb === r.np) {
      return {
        verdict: near(start, c.k),
        why: `${head}，但反应前后气体分子总数不变，分子总数始终为 $${fmt(start)}N_A$，选项给出 $${c.tex}$`,
      };
    }
    const inside = c.k < start && c.k > fullTotal && !near(c.k, start) && !near(c.k, fullTotal);
    if (inside) return null;
    return {
      verdict: false,
      why: `${head}，分子总数介于 $${fmt(fullTotal)}N_A$ 与 $${fmt(start)}N_A$ 之间（不含两端），不等于 $${c.tex}$`,
    };
  }
  const product = new RegExp(`^(?:生成|得到|产生)的?${r.p}(?:的)?分子$`).test(rest);
  const bonds = r.p === 'PCl5' && /^增加P-?Cl键$/.test(rest);
  if (!product && !bonds) return null;
  const bound = bonds ? 2 * full : full;
  if (c.k < bound && !near(c.k, bound)) return null;
  return {
    verdict: false,
    why: `${head}，${bonds ? `生成的 $\\mathrm{PCl_5}$ 少于 $${fmt(full)}\\ \\mathrm{mol}$，增加的 P—Cl 键少于 $${fmt(bound)}N_A$` : `生成的 ${formulaInSteps(r.p)} 少于完全反应时的 $${fmt(full)}N_A$`}，不等于 $${c.tex}$`,
  };
}
