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

/** Waters by their isotopes: molar mass and protons, neutrons, electrons per molecule (D = ²H, T = ³H). */
const WATERS: Record<string, { molar: number; 质子: number; 中子: number; 电子: number; tex: string }> = {
  H2O: { molar: 18, 质子: 10, 中子: 8, 电子: 10, tex: 'H_2O' },
  D2O: { molar: 20, 质子: 10, 中子: 10, 电子: 10, tex: 'D_2O' },
  T2O: { molar: 22, 质子: 10, 中子: 12, 电子: 10, tex: 'T_2O' },
  'H2^{18}O': { molar: 20, 质子: 10, 中子: 10, 电子: 10, tex: 'H_2{}^{18}O' },
  'D2^{16}O': { molar: 20, 质子: 10, 中子: 10, 电子: 10, tex: 'D_2{}^{16}O' },
};
const WATER_PART =
  /^(\d+(?:\.\d+)?)\s*(g|mol)\s*(?:重水|超重水)?\s*\(?\s*(H2O|D2O|T2O|H2\s*\^\{18\}\s*O|D2\s*\^\{16\}\s*O)\s*\)?\s*(?:中)?\s*(?:所含有?|含有|中含有|中所含)?\s*(?:的)?\s*(中子|质子|核外电子|电子)?$/;

/**
 * 「18 g D2O 中含有的质子数为 10NA」「18 g D2O 和 18 g H2O 中含有的质子数均为 10NA」: waters of other isotopes have
 * other molar masses, so the same mass holds another amount. With two waters every one must give the claimed count.
 */
export function judgeIsotopicWater(c: Claim): Verdict | null {
  const parts = c.body.split(/\s*(?:和|与)\s*(?=\d)/);
  // Two waters without 「均」 may claim their total: only 「均」 (each one) is read.
  if (parts.length > 2 || (parts.length === 2 && !c.each)) return null;
  const read = parts.map((p) => WATER_PART.exec(p.trim()));
  if (read.some((m) => !m)) return null;
  const last = read.at(-1)!;
  const particle = (last[4] ?? c.particle)?.replace('核外电子', '电子') as '质子' | '中子' | '电子' | undefined;
  if (!particle || !['质子', '中子', '电子'].includes(particle) || read.slice(0, -1).some((m) => m?.[4])) return null;
  // One ordinary water is counted by the older rules.
  if (parts.length === 1 && read[0]![3] === 'H2O') return null;
  const counts = read.map((m) => {
    const w = WATERS[m![3].replace(/\s+/g, '')];
    const n = m![2] === 'g' ? Number(m![1]) / w.molar : Number(m![1]);
    return { m: m!, w, n, count: n * w[particle] };
  });
  return {
    verdict: counts.every((x) => near(x.count, c.k)),
    why: `${counts
      .map(
        (x) =>
          `$\\mathrm{${x.w.tex}}$ 的摩尔质量为 $${x.w.molar}\\ \\mathrm{g/mol}$，每个分子含${particle} ${x.w[particle]} 个，${x.m[1]} ${x.m[2]} 含${particle} $${fmt(x.count)}N_A$`,
      )
      .join('；')}，选项给出 $${c.tex}$`,
  };
}
