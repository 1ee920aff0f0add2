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

interface Jump {
  from: number;
  /** Infinity: the electron leaves the atom (ionisation). */
  to: number;
  /** The words that told the jump, taken out of the stem before its numbers are counted. */
  told: string;
  why: string;
}

/**
 * The jump a stem asks about: one told 「从 n=3 跃迁到 n=1」; the least or greatest photon of a group of atoms at
 * level n (「一群处于 n=4 … 能量最小 / 频率最高 / 波长最长的光子」: n → n − 1 or n → 1); or ionisation from the ground
 * state or a level n (「使其电离至少需要吸收的能量」: n → ∞). Null unless exactly one reading fits.
 */
function jumpAsked(t: string): Jump | null {
  const ask = t.slice(t.lastIndexOf(',') + 1);
  const emits = /辐射|放出|发出|释放|发射/.test(t);
  const absorbs = /吸收/.test(t);
  if (/电离/.test(t)) {
    if (!absorbs || emits || /一群|大量|跃迁/.test(t) || !/(?:至少|最少|最小)/.test(ask) || !/能量(?:为|是)?\s*$/.test(ask)) return null;
    const at = [...t.matchAll(new RegExp(`(?:处于|处在)\\s*${LEVEL}\\s*(?:的)?(?:能级|激发态)?`, 'g'))];
    const ground = /(?:处于|处在)基态/.test(t);
    if (at.length + Number(ground) !== 1) return null;
    const from = at[0] ? Number(at[0][1]) : 1;
    return {
      from,
      to: Number.POSITIVE_INFINITY,
      told: at[0]?.[0] ?? '',
      why: `处于 $n = ${from}$ 能级的氢原子电离，至少吸收的能量等于把电子移到无穷远（能量为 0）所需的能量：`,
    };
  }
  if (/一群|大量/.test(t)) {
    const at = [...t.matchAll(new RegExp(`(?:一群|大量)(?:处于|处在)?\\s*${LEVEL}\\s*(?:的)?(?:能级|激发态)?`, 'g'))];
    if (at.length !== 1 || !emits || absorbs || /跃迁到|几种|多少种/.test(t)) return null;
    const n = Number(at[0][1]);
    const least = /能量最小|频率最(?:小|低)|波长最长|最小(?:的)?能量/.test(ask);
    const most = /能量最大|频率最(?:大|高)|波长最短|最大(?:的)?能量/.test(ask);
    if (least === most || n < 2 || n > 10 || !/光子|光/.test(ask) || !/(?:的)?(?:为|是)?\s*$/.test(ask)) return null;
    // Asked the energy: 「波长最长的光子的能量为」 names the photon by wavelength but asks its energy; 「能量最小的光子的
    // 频率为」 names it by energy but asks its frequency.
    const asked = ask.replace(/(?:能量|频率)最(?:大|小|高|低)|波长最(?:长|短)/g, '');
    if (
      !/能量/.test(asked.replace(/^.*?的光子/, '')) &&
      !/能量最[大小]的?(?:光子)?(?:的)?(?:为|是)?\s*$/.test(ask) &&
      !/光子的最[大小](?:的)?能量(?:为|是)?\s*$/.test(ask)
    )
      return null;
    if (/频率|波长|动能|之差|差/.test(asked)) return null;
    const to = least ? n - 1 : 1;
    return {
      from: n,
      to,
      told: at[0][0],
      why: `一群处于 $n = ${n}$ 能级的氢原子向低能级跃迁，${least ? `能量最小的光子来自相邻能级 $n = ${n} \\to ${to}$` : `能量最大的光子来自 $n = ${n} \\to 1$`}：`,
    };
  }
  const move = [...t.matchAll(new RegExp(`(?:从|由)\\s*${LEVEL}\\s*(?:的)?(?:能级|激发态)?\\s*(?:跃迁|向)(?:到)?\\s*${LEVEL}`, 'g'))];
  if (move.length !== 1) return null;
  const [from, to] = [Number(move[0][1]), Number(move[0][2])];
  if (from === to || from < 1 || to < 1 || from > 10 || to > 10) return null;
  if (emits === absorbs || (emits && !(from > to)) || (absorbs && !(from < to))) return null;
  if (!/光子(?:的)?能量|能量(?:为|是)?\s*$/.test(ask)) return null;
  return {
    from,
    to,
    told: move[0][0],
    why: `氢原子从 $n = ${from}$ 能级跃迁到 $n = ${to}$ 能级，${emits ? '放出' : '吸收'}的光子能量等于两能级的能量差：`,
  };
}

/**
 * A hydrogen atom going from one level to another: the photon's energy is the difference of the two levels'
 * energies, E_n = E₁/n² (E₁ given), or the two levels' energies given. Emission (辐射、放出、发出) goes down,
 * absorption (吸收) goes up; a question whose words and levels disagree is not read. Checked by the
 * Rydberg form E₁(1/m² − 1/n²). One option, as printed, must equal it. Null otherwise.
 */
export function solveLevelTransition(raw: string, split: ChoiceSplit | null): Solved | null {
  // A blank asks the energy in eV: 「…的光子的能量为____eV」, the blank the last thing of the stem.
  const blank = split
    ? null
    : /^(.*?)\s*(?:_{2,}|\\underline\{[^}]*\})\s*(?:\$?\s*\\mathrm\{\s*~?\s*eV\s*\}\s*\$?|eV)\s*[。.]?\s*$/s.exec(raw.trim());
  if (!split && !blank) return null;
  const t = normalizeScienceText(split ? split.stem : blank![1])
    .replace(/\\mathrm\{\s*~?\s*eV\s*\}/g, 'eV')
    // The ground state is the level n = 1 when a jump is told to it.
    .replace(/(跃迁|向)(到)?\s*基态/g, '$1$2 n=1 ')
    .replace(/_\{?\s*(\d)\s*\}?/g, '_$1')
    .replace(/\s+/g, ' ');
  if (!/氢原子/.test(t) || /图|若|如果|下列|说法|正确|错误|金属|逸出功|光电/.test(t)) return null;
  const jump = jumpAsked(t);
  if (!jump) return null;
  const { from, to } = jump;
  let rest = jump.told ? t.replace(jump.told, ' ') : t;
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
  const shown = `$h\\nu = ${num(Number(photon.toFixed(4)))}\\ \\mathrm{eV}$`;
  if (!split) return solved('physics', 'offline:physics', working(jump, E, photon, `**答**：${shown}。`), shown, '已用两能级能量差计算');
  const letter = printedMatch(photon, split);
  if (!letter) return null;
  const markdown = working(jump, E, photon, `**答**：${shown}，与选项 ${letter} 相符，其余选项都相差较大，选 ${letter}。`);
  return solved('physics', 'offline:physics', markdown, `${letter}（${shown}）`, '已用两能级能量差计算，并按选项的位数核对', 'choice');
}

function working(jump: Jump, E: (n: number) => number, photon: number, answer: string): string {
  const { from, to } = jump;
  return [
    '**解**：',
    '',
    jump.why,
    '',
    `$$h\\nu = |E_{${from}} - E_{${to === Number.POSITIVE_INFINITY ? '\\infty' : to}}| = |${num(E(from))} - (${num(E(to) || 0)})|\\ \\mathrm{eV} \\approx ${num(Number(photon.toFixed(4)))}\\ \\mathrm{eV}$$`,
    '',
    answer,
  ].join('\n');
}
