import type { ChoiceSplit } from '../../math/answers/choice';
import type { Solved } from '../../types';
import { solved } from '../outcome';
import { uniqueEqualOption } from '../unique-option';
import { molarMass } from './avogadro';
import { ATOMIC_WEIGHTS } from './elements';
import { parseSpecies, type Species } from './formula';
import { normalizeScienceText } from './normalize';
import { findNamedSubstances } from './substances';

const Z = new Map([...ATOMIC_WEIGHTS.keys()].map((el, i) => [el, i + 1]));
const ELEMENT_WORD: Record<string, string> = { 氢: 'H', 碳: 'C', 氮: 'N', 氧: 'O', 硫: 'S', 氯: 'Cl', 磷: 'P', 钠: 'Na' };
const fmt = (x: number) => String(Number(x.toPrecision(8)));

/** A formula or a name standing alone; null otherwise. */
function substance(text: string): Species | null {
  const t = text.trim();
  if (/^[A-Z][A-Za-z0-9]*$/.test(t)) return parseSpecies(t);
  const named = findNamedSubstances(t);
  return named.length === 1 && named[0].name === t ? parseSpecies(named[0].formula) : null;
}

/** Particles of one formula unit: molecules, all atoms, one element's atoms, electrons or protons; null when not read. */
function perUnit(s: Species, particle: string): { count: number; label: string } | null {
  const atoms = [...s.atoms.values()].reduce((a, b) => a + b, 0);
  if (/^分子$/.test(particle)) return { count: 1, label: '分子' };
  if (/^原子(?:总)?$/.test(particle)) return { count: atoms, label: '原子' };
  if (/^(?:电子|质子)$/.test(particle)) {
    let z = 0;
    for (const [el, n] of s.atoms) z += (Z.get(el) ?? Number.NaN) * n;
    return Number.isFinite(z) ? { count: z - (particle === '电子' ? s.charge : 0), label: particle } : null;
  }
  const el = /^([\u4e00-\u9fa5])原子$/.exec(particle);
  const symbol = el ? ELEMENT_WORD[el[1]] : undefined;
  if (!symbol || !s.atoms.has(symbol)) return null;
  return { count: s.atoms.get(symbol)!, label: particle };
}

/** "5:6", "5∶6"; null otherwise. */
function optionRatio(text: string): number | null {
  const m = /^\s*(\d+(?:\.\d+)?)\s*[:：∶]\s*(\d+(?:\.\d+)?)\s*$/.exec(normalizeScienceText(text).replace(/\s+/g, ' '));
  return m && Number(m[2]) > 0 && Number(m[1]) > 0 ? Number(m[1]) / Number(m[2]) : null;
}

/**
 * 「相同质量的 SO2 和 SO3 中所含氧原子的个数之比为」, 「等物质的量的 CO 和 CO2 所含原子数之比」: two neutral substances
 * in the same mass (n ∝ 1/M), the same amount or the same number of molecules; the asked particles per formula unit
 * times the amounts give the ratio. Checked another way with an actual mass of M₁·M₂ g of each. Every option must be
 * a ratio and exactly one equal to the result.
 */
export function solveSameAmountRatio(split: ChoiceSplit): Solved | null {
  const t = normalizeScienceText(split.stem)
    .replace(/\s+/g, ' ')
    .replace(/([\u4e00-\u9fa5])\s+(?=[\u4e00-\u9fa5])/g, '$1');
  const m =
    /^(?:\d{1,3}\s*[.．、]\s*)?(?:[(（]\s*\d{1,2}\s*分\s*[)）]\s*)?(相同|等)(质量|物质的量|分子数)的\s*(\S+?)\s*(?:和|与)\s*(\S+?)\s*(?:中|分子中)?\s*(?:所含|含有|所含有)?的?\s*([\u4e00-\u9fa5]{1,3}?)(?:的)?(?:个数|数目|总数|数)之比\s*(?:为|是)?\s*[(（]?\s*[)）]?\s*$/.exec(
      t,
    );
  if (!m) return null;
  const [, , basis, w1, w2, particle] = m;
  const s1 = substance(w1);
  const s2 = substance(w2);
  if (!s1 || !s2 || s1.charge !== 0 || s2.charge !== 0 || s1.text === s2.text) return null;
  const c1 = perUnit(s1, particle);
  const c2 = perUnit(s2, particle);
  const M1 = molarMass(s1);
  const M2 = molarMass(s2);
  if (!c1 || !c2 || !M1 || !M2) return null;
  const [n1, n2] = basis === '质量' ? [1 / M1, 1 / M2] : [1, 1];
  const ratio = (n1 * c1.count) / (n2 * c2.count);
  // Another way: M1·M2 g of each (or 1 mol of each), counted outright.
  const mass = M1 * M2;
  const [k1, k2] = basis === '质量' ? [mass / M1, mass / M2] : [1, 1];
  if (Math.abs((k1 * c1.count) / (k2 * c2.count) / ratio - 1) > 1e-9) return null;
  const pick = uniqueEqualOption(ratio, split, optionRatio);
  if (typeof pick === 'string') return null;
  const amounts =
    basis === '质量'
      ? `质量相同时 $n = \\frac{m}{M}$，$n(${s1.latex}) : n(${s2.latex}) = \\frac{1}{${fmt(M1)}} : \\frac{1}{${fmt(M2)}} = ${fmt(M2)} : ${fmt(M1)}$`
      : `两者的物质的量（分子数）相同`;
  const markdown = [
    `**思路**：${amounts}；每个 $${s1.latex}$ 含 ${c1.count} 个${c1.label}，每个 $${s2.latex}$ 含 ${c2.count} 个${c2.label}。`,
    '',
    `**计算**：${particle}数之比 $= ${basis === '质量' ? `(${fmt(M2)} \\times ${c1.count}) : (${fmt(M1)} \\times ${c2.count})` : `${c1.count} : ${c2.count}`} = ${fmt(ratio)}$。`,
    '',
    `**对照选项**：与选项 ${pick.letter}（${pick.text.trim()}）相等，其余选项都不相等。`,
  ].join('\n');
  return solved(
    'chemistry',
    'offline:stoichiometry',
    markdown,
    `${pick.letter}（${pick.text.trim()}）`,
    `已按物质的量之比计算，并取各 ${fmt(mass)} g（或各 1 mol）直接计数复核`,
    'choice',
  );
}
