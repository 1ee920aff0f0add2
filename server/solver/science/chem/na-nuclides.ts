import type { Verdict } from './avogadro';
import { fmt } from './avogadro';
import { ATOMIC_WEIGHTS } from './elements';
import { type Claim, near } from './na-claim';

const Z = new Map([...ATOMIC_WEIGHTS.keys()].map((el, i) => [el, i + 1]));

/** "3 g ^{3} He 含有的中子", "0.1 mol 的 ^{11} B 中, 含有" + 中子: an amount of one nuclide, written with its mass number. */
const NUCLIDE =
  /^(\d+(?:\.\d+)?)\s*(mol|g)\s*(?:的)?\s*\^\{?(\d+)\}?\s*([A-Z][a-z]?)\s*(?:原子)?\s*(?:中)?\s*[,，]?\s*(?:所含有?|含有|中含有|中所含)?\s*(?:的)?\s*(中子|质子|核外电子|电子)?$/;

/**
 * Neutrons, protons and electrons of a given amount of one nuclide (atoms, not ions): neutrons = A − Z,
 * protons = electrons = Z; a mass is turned into moles with the mass number as molar mass (as taught).
 * Checked another way: protons + neutrons must give back the mass number.
 */
export function judgeNuclide(c: Claim): Verdict | null {
  const m = NUCLIDE.exec(c.body);
  if (!m) return null;
  const particle = m[5] ?? (c.particle && /^(中子|质子|核外电子|电子)$/.test(c.particle) ? c.particle : undefined);
  if (!particle || (m[5] && c.particle)) return null;
  const [a, el] = [Number(m[3]), m[4]];
  const z = Z.get(el);
  if (!z || a < z || a > 3 * z + 10) return null;
  const neutrons = a - z;
  if (neutrons + z !== a) return null;
  const per = particle === '中子' ? neutrons : z;
  const n = m[2] === 'g' ? Number(m[1]) / a : Number(m[1]);
  const count = n * per;
  return {
    verdict: near(count, c.k),
    why: `$\\mathrm{^{${a}}${el}}$ 的质子数为 ${z}，中子数为 $${a} - ${z} = ${neutrons}$${m[2] === 'g' ? `，摩尔质量约为 $${a}\\ \\mathrm{g/mol}$，$n = \\frac{${m[1]}}{${a}}\\ \\mathrm{mol} = ${fmt(n)}\\ \\mathrm{mol}$` : ''}，所含${particle}共 $${fmt(count)}N_A$，选项给出 $${c.tex}$`,
  };
}
