import type { Refused, Solved } from '../../types';
import { formatNumber } from '../format';
import { refused, solvedSteps } from '../outcome';
import { dissolvedIons, hydrolyses } from './dissolved-ions';
import type { Species } from './formula';
import { sameSpecies } from './mentions';
import type { SolutionMention } from './solution-text';

const ENGINE = 'offline:chemistry:concentration';
const show = (x: number) => formatNumber(x).latex;
const sign = (x: number) => (formatNumber(x).approx ? '\\approx' : '=');
/** The volumes add only when the question says so. */
const VOLUMES_ADD =
  /忽略(?:溶液)?(?:混合时|混合后)?(?:的)?(?:溶液)?体积(?:的)?变化|(?:溶液)?体积变化(?:忽略不计|可忽略|不计)|体积(?:可以|可)?(?:直接)?相加|体积(?:等于|为)(?:两者|二者|两溶液体积)之和/;

/**
 * 「100 mL 0.3 mol/L Na2SO4 溶液和 50 mL 0.2 mol/L Al2(SO4)3 溶液混合后（忽略体积变化），SO4²⁻ 的物质的量浓度」: two
 * solutions of strong electrolytes that both give the ion asked (a common ion, which no reaction between them
 * removes), the volumes added as the question allows: c = (c₁·k₁·V₁ + c₂·k₂·V₂)/(V₁ + V₂). Null when the text is not
 * this; refused when the volumes are not said to add or the ion hydrolyses.
 */
export function solveMixedIon(text: string, solutions: SolutionMention[], ion: Species | null, numbers: number): Solved | Refused | null {
  if (solutions.length !== 2 || !ion || ion.charge === 0 || !/混合/.test(text)) return null;
  if (solutions.some((s) => s.volume === undefined || s.concentration === undefined)) return null;
  const parts = solutions.map((s) => ({ s, per: dissolvedIons(s.solute)?.find((i) => sameSpecies(i.ion, ion))?.per ?? 0 }));
  if (parts.some((p) => p.per === 0)) return null;
  if (hydrolyses(ion))
    return refused('chemistry', `$${ion.latex}$ 在水中会水解，混合后它的浓度略小于按化学式算出的值，为避免算错，暂不作答。`);
  if (!VOLUMES_ADD.test(text))
    return refused('chemistry', '两种溶液混合后的体积不一定等于两者之和，题目没有说明可以忽略体积变化，无法计算。');
  if (numbers !== 4) return refused('chemistry', '题目中还有没用上的数据，为避免算错，暂不作答。');
  const lines: string[] = [];
  let total = 0;
  for (const { s, per } of parts) {
    const n = s.concentration! * per * s.volume!;
    total += n;
    lines.push(
      `$${s.solute.latex}$ 溶液中：$n(${ion.latex}) = ${show(s.concentration!)}\\ \\mathrm{mol/L} \\times ${per} \\times ${show(s.volume!)}\\ \\mathrm{L} ${sign(n)} ${show(n)}\\ \\mathrm{mol}$`,
      '',
    );
  }
  const volume = solutions[0].volume! + solutions[1].volume!;
  const c = total / volume;
  // The same value as the volume-weighted mean of the two concentrations of the ion.
  const mean = parts.reduce((a, { s, per }) => a + s.concentration! * per * (s.volume! / volume), 0);
  if (Math.abs(mean - c) > 1e-9 * Math.max(1, c)) return null;
  lines.push(
    `混合后（忽略体积变化）$V = ${show(solutions[0].volume!)}\\ \\mathrm{L} + ${show(solutions[1].volume!)}\\ \\mathrm{L} = ${show(volume)}\\ \\mathrm{L}$，$n(${ion.latex}) = ${show(total)}\\ \\mathrm{mol}$`,
    '',
    `$c(${ion.latex}) = \\frac{n}{V} = \\frac{${show(total)}\\ \\mathrm{mol}}{${show(volume)}\\ \\mathrm{L}} ${sign(c)} ${show(c)}\\ \\mathrm{mol/L}$`,
  );
  return solvedSteps(
    'chemistry',
    ENGINE,
    lines,
    `$c(${ion.latex}) ${sign(c)} ${show(c)}\\ \\mathrm{mol/L}$`,
    '已按混合前后离子的物质的量守恒计算，并用体积加权平均核对',
  );
}
