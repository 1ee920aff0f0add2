import { ATOMIC_WEIGHTS } from './elements';
import type { Species } from './formula';

/** Atomic numbers: the weight table lists elements 1–92 in order. */
const Z = new Map([...ATOMIC_WEIGHTS.keys()].map((el, i) => [el, i + 1]));
const ELEMENT_NAMES: Record<string, string> = {
  氢: 'H',
  氦: 'He',
  碳: 'C',
  氮: 'N',
  氧: 'O',
  氟: 'F',
  氖: 'Ne',
  钠: 'Na',
  镁: 'Mg',
  铝: 'Al',
  硅: 'Si',
  磷: 'P',
  硫: 'S',
  氯: 'Cl',
  氩: 'Ar',
  钾: 'K',
  钙: 'Ca',
  铁: 'Fe',
  铜: 'Cu',
  锌: 'Zn',
  银: 'Ag',
  钡: 'Ba',
  锰: 'Mn',
};
/** Metals make ionic compounds in school chemistry: NaCl has no "NaCl molecules". */
const METALS = /^(?:Li|Na|K|Rb|Cs|Be|Mg|Ca|Sr|Ba|Al|Fe|Cu|Zn|Ag|Mn|Cr|Ni|Co|Pb|Sn|Hg|Au|Pt)$/;

export interface Particle {
  /** How many of the counted particles one formula unit holds. */
  per: number;
  /** Chinese name of the particle, e.g. "氧原子", "电子". */
  name: string;
}

/**
 * Which particles "多少个…" counts, per formula unit of the species: molecules (only of a molecular
 * substance), atoms (all, or of one element), protons, electrons. A string = why it cannot be decided
 * (ions, neutrons need isotopes, an unnamed particle).
 */
export function particleOf(question: string, s: Species): Particle | string {
  if (/离子|中子/.test(question)) return '题目问的是离子或中子的个数，这要看物质的构成或同位素，目前还不能自动判断。';
  // Electrons moved in a reaction are not the electrons a substance holds: that is a redox question.
  if (/(?:转移|得到|失去|得失|偏移|共用)[了的]?(?:电子)/.test(question))
    return '题目问的是反应中转移（得失）的电子，这要由化合价的变化来算，不是物质所含的电子数。';
  if (/电子|质子/.test(question)) {
    let protons = 0;
    for (const [el, n] of s.atoms) {
      const z = Z.get(el);
      if (!z) return '题目中有无法识别的元素。';
      protons += z * n;
    }
    return /电子/.test(question) ? { per: protons - s.charge, name: '电子' } : { per: protons, name: '质子' };
  }
  const element = /([\u4e00-\u9fa5])原子/.exec(question);
  if (element && ELEMENT_NAMES[element[1]]) {
    const sym = ELEMENT_NAMES[element[1]];
    const n = s.atoms.get(sym);
    return n ? { per: n, name: `${element[1]}原子` } : `${s.text} 中不含${element[1]}原子。`;
  }
  if (/原子/.test(question)) return { per: [...s.atoms.values()].reduce((a, b) => a + b, 0), name: '原子' };
  if (/分子/.test(question)) {
    if ([...s.atoms.keys()].some((el) => METALS.test(el)) || s.charge !== 0) {
      return `${s.text} 由离子构成，不存在“分子”，题目所问需要先弄清物质的构成。`;
    }
    return { per: 1, name: '分子' };
  }
  return '没能确定题目要数的是哪种微粒（分子、原子还是电子），请在题目中写明。';
}
