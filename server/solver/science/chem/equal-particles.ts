import type { Refused, Solved } from '../../types';
import { formatNumber } from '../format';
import { refused, solvedSteps } from '../outcome';
import { findAmounts } from './amounts';
import { GASES, perUnit } from './avogadro';
import type { Species } from './formula';
import { looseNumbers } from './loose-numbers';
import { molarMass, weightSetFor } from './mass';
import { distinct, findMentions, sameSpecies, withoutGivenWeights } from './mentions';

const ENGINE = 'offline:chemistry:equal-particles';
const show = (x: number) => formatNumber(x).latex;
const sign = (x: number) => (formatNumber(x).approx ? '\\approx' : '=');
const ELEMENT_MASS = /([氢氧碳氮氯硫])元素的?质量/g;
const PARTICLE = /(氢原子|氧原子|碳原子|氮原子|氯原子|硫原子|原子|分子|电子|质子)(?:总)?(?:数|个数|数目)/g;

/**
 * Two substances with the same number of some particle: 「多少克水中所含的氢原子数与 0.2 mol NH3 中所含的氢原子数相同」,
 * 「与 4.4 g CO2 所含氧原子数相等的 H2O 的质量」, 「… 所含氮元素的质量相等」 (the same mass of an element is as many atoms). n(particle) = n(A) × count in A, then n(B) = n(particle) / count in B.
 * Checked by counting the particles in the answer's amount of B. Refused: two particle words that differ, a gas
 * volume not at STP, a substance without that particle, molecules of an ionic compound.
 */
export function solveEqualParticles(raw: string): Solved | Refused | null {
  const text = withoutGivenWeights(raw);
  if (!/相同|相等|一样多/.test(text)) return null;
  // The same mass of an element is the same number of its atoms: 「所含氮元素的质量相等」 counts N atoms.
  const particles = [...text.matchAll(PARTICLE)].map((m) => m[1]).concat([...text.matchAll(ELEMENT_MASS)].map((m) => `${m[1]}原子`));
  if (particles.length === 0 || particles.some((p) => p !== particles[0])) return null;
  const particle = particles[0];
  const amounts = findAmounts(text).filter((a) => a.kind !== 'N');
  if (amounts.length !== 1 || looseNumbers(text).length !== 1) return null;
  const mentions = distinct(findMentions(text));
  if (mentions.length !== 2) return null;
  const a = amounts[0];
  const given = mentions.find((m) => (m.index >= a.end && m.index - a.end <= 6) || (m.end <= a.index && a.index - m.end <= 4));
  const other = mentions.find((m) => m !== given);
  if (!given || !other) return null;
  const asksMass = /多少\s*(?:g|克)|质量/.test(text);
  const asksMoles = /多少\s*mol|物质的量(?:为|是)?\s*(?:多少)?\s*[?？]?\s*$/.test(text) && !asksMass;
  if (!asksMass && !asksMoles) return null;
  // NaCl, NaOH …: an ionic compound has no molecules to count.
  const ionic = (sp: Species) => [...sp.atoms.keys()].some((el) => /^(?:Li|Na|K|Mg|Ca|Ba|Al|Zn|Fe|Cu|Ag|Mn)$/.test(el));
  if (particle === '分子' && (ionic(given.species) || ionic(other.species))) {
    return refused('chemistry', '离子化合物由离子构成，不存在分子，题目所说的“分子数”无从比较，为避免算错，暂不作答。');
  }
  const pa = perUnit(particle, given.species);
  const pb = perUnit(particle, other.species);
  if (!pa || !pb || pa.per === 0 || pb.per === 0) return refused('chemistry', `没能确定每个粒子含几个${particle}，为避免算错，暂不作答。`);
  const ws = weightSetFor(text, [given.species, other.species], 'school');
  const mass = (s: Species) => molarMass(s, ws.weights)?.value ?? null;
  const lines: string[] = [];
  let nA = a.value;
  if (a.kind === 'm') {
    const M = mass(given.species);
    if (!M) return null;
    nA = a.value / M;
    lines.push(
      `$n(${given.species.latex}) = \\frac{${show(a.value)}\\ \\mathrm{g}}{${M}\\ \\mathrm{g/mol}} ${sign(nA)} ${show(nA)}\\ \\mathrm{mol}$`,
      '',
    );
  } else if (a.kind === 'V') {
    if (!/标准状况|标况/.test(text) || !GASES.has(given.species.text))
      return refused('chemistry', '气体体积要在标准状况下才能换算成物质的量，题目没有说明，无法计算。');
    nA = a.value / 22.4;
    lines.push(
      `$n(${given.species.latex}) = \\frac{${show(a.value)}\\ \\mathrm{L}}{22.4\\ \\mathrm{L/mol}} ${sign(nA)} ${show(nA)}\\ \\mathrm{mol}$`,
      '',
    );
  }
  const nP = nA * pa.per;
  const nB = nP / pb.per;
  lines.push(
    `每个 $${given.species.latex}$ 含 ${pa.per} 个${particle}，$n(\\text{${particle}}) = ${show(nA)} \\times ${pa.per} ${sign(nP)} ${show(nP)}\\ \\mathrm{mol}$`,
    '',
    `每个 $${other.species.latex}$ 含 ${pb.per} 个${particle}，$n(${other.species.latex}) = \\frac{${show(nP)}}{${pb.per}} ${sign(nB)} ${show(nB)}\\ \\mathrm{mol}$`,
    '',
  );
  // Another way: the particles in the answer's amount of B, counted back.
  if (Math.abs(nB * pb.per - nP) > 1e-9 * nP || sameSpecies(given.species, other.species)) return null;
  let answer = `$n(${other.species.latex}) ${sign(nB)} ${show(nB)}\\ \\mathrm{mol}$`;
  if (asksMass) {
    const M = mass(other.species);
    if (!M) return null;
    const m = nB * M;
    lines.push(
      `$m(${other.species.latex}) = ${show(nB)}\\ \\mathrm{mol} \\times ${M}\\ \\mathrm{g/mol} ${sign(m)} ${show(m)}\\ \\mathrm{g}$`,
    );
    answer = `$m(${other.species.latex}) ${sign(m)} ${show(m)}\\ \\mathrm{g}$`;
  }
  return solvedSteps('chemistry', ENGINE, lines, answer, '已由相同的粒子数换算，并把所求物质的粒子数算回核对');
}
