import type { ChoiceSplit } from '../../math/answers/choice';
import type { Solved } from '../../types';
import { normalizeScienceText } from '../chem/normalize';
import { readOptionNumber } from '../choice';
import { solved } from '../outcome';
import { num } from './mechanics-answer';

const ENERGY = String.raw`(-?\d+(?:\.\d+)?)\s*eV`;
const LEVEL = String.raw`n\s*=\s*(\d+)`;

/** The one option equal to the value as the option is printed (its decimals), every other at least 2 % away. */
function printedMatch(value: number, split: ChoiceSplit): string | null {
  const read = split.options.map((o) => {
    const r = readOptionNumber(o.text.replace(/\\mathrm\{\s*~?\s*eV\s*\}/g, 'eV').replace(/eV/g, ' eV'));
    const t = normalizeScienceText(o.text).replace(/\s+/g, '');
    const m = /^(-?\d+(?:\.\d+)?)eV$/.exec(t);
    return m ? { v: Number(m[1]), decimals: m[1].split('.')[1]?.length ?? 0 } : r && r.unit === 'eV' ? { v: r.value, decimals: 3 } : null;
  });
  if (read.some((r) => r === null)) return null;
  const hits = split.options.filter((_, i) => {
    const { v, decimals } = read[i]!;
    return Math.abs(v - value) <= 0.5 * 10 ** -decimals + 1e-9;
  });
  if (hits.length !== 1) return null;
  const far = read.every((r, i) => split.options[i] === hits[0] || Math.abs(r!.v - value) > 0.02 * Math.abs(value));
  return far ? hits[0].letter : null;
}

/**
 * A hydrogen atom going from one level to another: the photon's energy is the difference of the two levels'
 * energies, E_n = E₁/n² (E₁ given), or the two levels' energies given. Emission (辐射、放出、发出) goes down,
 * absorption (吸收) goes up; a question whose words and levels disagree is not read. Checked by the
 * Rydberg form E₁(1/m² − 1/n²). One option, as printed, must equal it. Null otherwise.
 */
export function solveLevelTransition(_raw: string, split: ChoiceSplit | null): Solved | null {
  if (!split) return null;
  const t = normalizeScienceText(split.stem)
    .replace(/\\mathrm\{\s*~?\s*eV\s*\}/g, 'eV')
    .replace(/_\{?\s*(\d)\s*\}?/g, '_$1')
    .replace(/\s+/g, ' ');
  if (!/氢原子/.test(t) || /图|若|如果|下列|说法|正确|错误|一群|大量|几种|多少种|金属|逸出功|光电/.test(t)) return null;
  const move = [...t.matchAll(new RegExp(`(?:从|由)\\s*${LEVEL}\\s*(?:的)?(?:能级|激发态)?\\s*(?:跃迁|向)(?:到)?\\s*${LEVEL}`, 'g'))];
  if (move.length !== 1) return null;
  const [from, to] = [Number(move[0][1]), Number(move[0][2])];
  if (from === to || from < 1 || to < 1 || from > 10 || to > 10) return null;
  const emits = /辐射|放出|发出|释放/.test(t);
  const absorbs = /吸收/.test(t);
  if (emits === absorbs || (emits && !(from > to)) || (absorbs && !(from < to))) return null;
  if (!/光子(?:的)?能量|能量(?:为|是)?\s*$/.test(t.slice(t.lastIndexOf(',') + 1))) return null;
  let rest = t.replace(move[0][0], ' ');
  const e1 = [...rest.matchAll(new RegExp(`(?:E_?1\\s*=|基态(?:的)?能量(?:为|是)?)\\s*${ENERGY}`, 'g'))];
  const levelEnergy = [...rest.matchAll(new RegExp(`E_?(\\d)\\s*=\\s*${ENERGY}`, 'g'))].filter((m) => m[1] !== '1');
  let E: (n: number) => number;
  if (e1.length === 1 && levelEnergy.length === 0) {
    const base = Number(e1[0][1]);
    if (!(base < 0)) return null;
    E = (n) => base / n ** 2;
    rest = rest.replace(e1[0][0], ' ').replace(/E_\{?\s*n\s*\}?\s*=\s*\\frac\s*\{\s*E_?1\s*\}\s*\{\s*n\s*\^\s*\{?\s*2\s*\}?\s*\}/, ' ');
  } else if (e1.length === 0 && levelEnergy.length === 2) {
    const told = new Map(levelEnergy.map((m) => [Number(m[1]), Number(m[2])]));
    if (!told.has(from) || !told.has(to)) return null;
    E = (n) => told.get(n)!;
    for (const m of levelEnergy) rest = rest.replace(m[0], ' ');
  } else return null;
  if (/\d/.test(rest.replace(/^\s*\d{1,3}\s*[.．、]\s*(?!\d)/, ' '))) return null;
  const photon = Math.abs(E(from) - E(to));
  if (!(photon > 0)) return null;
  if (e1.length === 1) {
    const rydberg = Math.abs(E(1) * (1 / Math.min(from, to) ** 2 - 1 / Math.max(from, to) ** 2));
    if (Math.abs(rydberg - photon) > 1e-9) return null;
  }
  const letter = printedMatch(photon, split);
  if (!letter) return null;
  const shown = `$h\\nu = ${num(Number(photon.toFixed(4)))}\\ \\mathrm{eV}$`;
  const markdown = [
    '**解**：',
    '',
    `氢原子从 $n = ${from}$ 能级跃迁到 $n = ${to}$ 能级，${emits ? '放出' : '吸收'}的光子能量等于两能级的能量差：`,
    '',
    `$$h\\nu = |E_{${from}} - E_{${to}}| = |${num(E(from))} - (${num(E(to))})|\\ \\mathrm{eV} \\approx ${num(Number(photon.toFixed(4)))}\\ \\mathrm{eV}$$`,
    '',
    `**答**：${shown}，与选项 ${letter} 相符，其余选项都相差较大，选 ${letter}。`,
  ].join('\n');
  return solved('physics', 'offline:physics', markdown, `${letter}（${shown}）`, '已用两能级能量差计算，并按选项的位数核对', 'choice');
}
