import type { Verdict } from './avogadro';
import { fmt } from './avogadro';
import { ATOMIC_WEIGHTS } from './elements';
import { parseSpecies } from './formula';
import { type Claim, near } from './na-claim';

const Z = new Map([...ATOMIC_WEIGHTS.keys()].map((el, i) => [el, i + 1]));
const METAL = /^(?:Li|Na|K|Be|Mg|Ca|Ba|Al|Fe|Cu|Zn|Ag)$/;
/** Charge of the monatomic ions of main-group elements in their binary salts. */
const ION_CHARGE: Record<string, number> = { Li: 1, Na: 1, K: 1, Be: 2, Mg: 2, Ca: 2, Al: 3, F: -1, Cl: -1, Br: -1, O: -2, S: -2 };

/** Electrons per shell for up to 20 electrons (2, 8, 8, 2), as school chemistry fills them. */
function shells(electrons: number): number[] | null {
  if (electrons < 1 || electrons > 20) return null;
  const out: number[] = [];
  let left = electrons;
  for (const cap of [2, 8, 8, 2]) {
    if (left <= 0) break;
    out.push(Math.min(cap, left));
    left -= cap;
  }
  return out;
}

/**
 * Particles of an ionic compound: it has no molecules ("1 mol NaCl 中含有 N_A 个 NaCl 分子" is wrong), and the
 * outermost electrons of its monatomic ions follow from their electron shells ("所有 Na⁺ 的最外层电子总数").
 */
export function judgeIonicSolid(c: Claim): Verdict | null {
  const b = c.body.replace(/\s+/g, ' ');
  const molecules = /^(\d+(?:\.\d+)?)\s*mol\s*([A-Z][A-Za-z0-9]*)\s*(?:晶体|固体)?\s*中\s*(?:含有)?$/.exec(b);
  if (molecules && c.particle) {
    const s = parseSpecies(molecules[2]);
    const counted = /^([A-Z][A-Za-z0-9]*)分子$/.exec(c.particle);
    if (!s || !counted || counted[1] !== molecules[2] || s.charge !== 0) return null;
    const metals = [...s.atoms.keys()].filter((el) => METAL.test(el));
    const others = [...s.atoms.keys()].filter((el) => !METAL.test(el));
    if (metals.length !== 1 || others.length !== 1 || !(others[0] in ION_CHARGE)) return null;
    return {
      verdict: false,
      why: `$${s.latex}$ 是由 $\\mathrm{${metals[0]}}$ 离子和 $\\mathrm{${others[0]}}$ 离子构成的离子化合物，不存在 $${s.latex}$ 分子，不是 $${c.tex}$`,
    };
  }
  const outer =
    /^(\d+(?:\.\d+)?)\s*mol\s*([A-Z][A-Za-z0-9]*)\s*中\s*[,，]?\s*(?:所有|全部)?\s*(?:的)?\s*([A-Z][a-z]?)\s*\^\{(\d?)([+-])\}\s*(?:的)?\s*最外层电子$/.exec(
      b,
    );
  if (outer && !c.particle) {
    const s = parseSpecies(outer[2]);
    const el = outer[3];
    const charge = Number(outer[4] || 1) * (outer[5] === '+' ? 1 : -1);
    if (s?.charge !== 0 || !s.atoms.has(el) || ION_CHARGE[el] !== charge || s.atoms.size !== 2) return null;
    // The salt must be neutral with its ions' usual charges.
    let sum = 0;
    for (const [e, n] of s.atoms) {
      if (!(e in ION_CHARGE)) return null;
      sum += ION_CHARGE[e] * n;
    }
    if (sum !== 0) return null;
    const z = Z.get(el)!;
    const layout = shells(z - charge);
    if (!layout) return null;
    const outermost = layout[layout.length - 1];
    // Another way: a main-group ion has the electron count of the nearest noble gas (2, 10 or 18).
    if (![2, 10, 18].includes(z - charge)) return null;
    const count = Number(outer[1]) * (s.atoms.get(el) ?? 0) * outermost;
    return {
      verdict: near(count, c.k),
      why: `$\\mathrm{${el}^{${outer[4]}${outer[5]}}}$ 有 ${z - charge} 个电子，排布为 ${layout.join('、')}，最外层 ${outermost} 个；$${outer[1]}\\ \\mathrm{mol}$ $${s.latex}$ 含 $${fmt(Number(outer[1]) * (s.atoms.get(el) ?? 0))}\\ \\mathrm{mol}$ $\\mathrm{${el}^{${outer[4]}${outer[5]}}}$，最外层电子共 $${fmt(count)}N_A$，选项给出 $${c.tex}$`,
    };
  }
  return null;
}
