import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { normalizeScienceText } from '../chem/normalize';
import { formatNumber } from '../format';
import { answerWithNearestOption } from './option-values';

const NUM = String.raw`(\d+(?:\.\d+)?)(?:\s*[×x]\s*10\s*\^\s*\{?\s*(-?\d+)\s*\}?)?`;
const C = 3e8;

/**
 * Einstein's mass–energy relation with one number: the energy given out (in J) and the mass lost, or the
 * mass and the energy, ΔE = Δm c² with c = 3 × 10⁸ m/s. Null when the text has any other number, mass
 * units in u or MeV (the nuclear engines read those), or is not exactly that.
 */
export function solveMassEnergy(raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  const t = normalizeScienceText(split ? split.stem : raw)
    .replace(/\s+/g, ' ')
    .replace(/([\u4e00-\u9fa5])\s+(?=[\u4e00-\u9fa5])/g, '$1');
  if (!/质能方程|E\s*=\s*m\s*c\s*\^?\s*\{?2|ΔE\s*=\s*Δm\s*c/.test(t) || /MeV|eV|\bu\b|图/.test(t)) return null;
  const energies = [...t.matchAll(new RegExp(`${NUM}\\s*J(?![A-Za-z])`, 'g'))];
  const masses = [...t.matchAll(new RegExp(`${NUM}\\s*kg(?![A-Za-z])`, 'g'))];
  if (energies.length + masses.length !== 1) return null;
  let rest = t.replace((energies[0] ?? masses[0])[0], ' ');
  rest = rest.replace(/^\s*\d{1,3}\s*[.．、]\s*(?!\d)/, ' ').replace(/[(（]\s*\d{1,2}\s*分\s*[)）]/g, ' ');
  if (/\d/.test(rest.replace(/c\s*\^\s*\{?2\}?/g, ' '))) return null;
  const asked =
    t
      .split(/[,，。;；]/)
      .filter((c) => c.trim())
      .pop() ?? '';
  const f = (x: number) => formatNumber(x, 4).latex;
  let value: number;
  let unit: string;
  let lines: string[];
  let answer: string;
  if (energies.length === 1) {
    if (!/质量/.test(asked)) return null;
    const E = Number(energies[0][1]) * 10 ** Number(energies[0][2] ?? 0);
    value = E / C ** 2;
    unit = 'kg';
    // Check: the energy of that mass.
    if (Math.abs(value * C ** 2 - E) > 1e-9 * E) return null;
    const shown = formatNumber(value, 3);
    answer = `$\\Delta m ${shown.approx ? '\\approx' : '='} ${shown.latex}\\ \\mathrm{kg}$`;
    lines = [
      `$$\\Delta m = \\frac{\\Delta E}{c^2} = \\frac{${f(E)}}{(3 \\times 10^{8})^2}\\ \\mathrm{kg} ${shown.approx ? '\\approx' : '='} ${shown.latex}\\ \\mathrm{kg}$$`,
    ];
  } else {
    if (!/能量|能/.test(asked)) return null;
    const m = Number(masses[0][1]) * 10 ** Number(masses[0][2] ?? 0);
    value = m * C ** 2;
    unit = 'J';
    if (Math.abs(value / C ** 2 - m) > 1e-9 * m) return null;
    const shown = formatNumber(value, 3);
    answer = `$\\Delta E ${shown.approx ? '\\approx' : '='} ${shown.latex}\\ \\mathrm{J}$`;
    lines = [
      `$$\\Delta E = \\Delta m c^2 = ${f(m)} \\times (3 \\times 10^{8})^2\\ \\mathrm{J} ${shown.approx ? '\\approx' : '='} ${shown.latex}\\ \\mathrm{J}$$`,
    ];
  }
  const markdown = [
    '**思路**：由爱因斯坦质能方程 $\\Delta E = \\Delta m c^2$，$c = 3 \\times 10^{8}\\ \\mathrm{m/s}$。',
    '',
    ...lines,
    '',
    `**答**：${answer}。`,
  ].join('\n');
  const note = '已按质能方程计算，并把结果代回方程复核';
  if (split && !/约|最接近|数量级|估算/.test(asked)) return null;
  return answerWithNearestOption({ markdown, answer, note, value, unit }, split, '题目问的是近似值，');
}
