import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { formatNumber } from '../format';
import { uprightNuclearSymbols } from './nuclear';
import { answerWithNearestOption } from './option-values';

/** A nuclide as exams typeset it: "{ }_{1}^{1} \mathrm{H}" or "{ }^{4}_{2}\mathrm{He}". */
const NUCLIDE = String.raw`\{\s*\}\s*(?:_\{(\d+)\}\s*\^\{(\d+)\}|\^\{(\d+)\}\s*_\{(\d+)\})\s*\\mathrm\{\s*~?\s*([A-Za-z]{1,2})\s*\}`;
const MASS = String.raw`(\d+(?:\.\d+)?)\s*\\mathrm\{\s*~?\s*u\s*\}`;

interface Nuclide {
  A: number;
  Z: number;
  symbol: string;
}

const read = (m: RegExpExecArray | RegExpMatchArray, at: number): Nuclide => ({
  Z: Number(m[at] ?? m[at + 3]),
  A: Number(m[at + 1] ?? m[at + 2]),
  symbol: m[at + 4],
});
const same = (a: Nuclide, b: Nuclide) => a.A === b.A && a.Z === b.Z && a.symbol === b.symbol;
const tex = (x: Nuclide) => `{}_{${x.Z}}^{${x.A}}\\mathrm{${x.symbol}}`;

/**
 * The energy given out when n nuclei of one kind become m nuclei of another ("在 4 个 ¹H 转变成 1 个 ⁴He 的
 * 过程中"), the two masses given in u ("质量分别为 1.0078 u 和 4.0026 u") and 1 u = k MeV/c². The count of
 * nucleons must balance. Null when the problem is not exactly that.
 */
export function solveNuclearConversion(raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  const t = uprightNuclearSymbols(split ? split.stem : raw).replace(/\s+/g, ' ');
  if (!/转变成|转化为|聚变成|结合成/.test(t) || !/释放|放出/.test(t) || !/能量|核能/.test(t)) return null;
  const turn = new RegExp(
    `(\\d+)\\s*个\\s*\\$?\\s*${NUCLIDE}\\s*\\$?\\s*(?:转变成|转化为|聚变成|结合成)\\s*(\\d+)\\s*个\\s*\\$?\\s*${NUCLIDE}`,
  ).exec(t);
  if (!turn) return null;
  const [n, from, m, to] = [Number(turn[1]), read(turn, 2), Number(turn[7]), read(turn, 8)];
  if (n * from.A !== m * to.A || same(from, to)) return null;
  // "已知 X 和 Y 的质量分别为 … u 和 … u", in that order.
  const given = new RegExp(
    `${NUCLIDE}\\s*\\$?\\s*(?:和|与|、)\\s*\\$?\\s*${NUCLIDE}\\s*\\$?\\s*的质量分别为\\s*\\$?\\s*(?:[^$]*?=)?\\s*${MASS}\\s*\\$?\\s*(?:和|、)\\s*\\$?\\s*(?:[^$]*?=)?\\s*${MASS}`,
  ).exec(t);
  // Or each mass in its own clause: "X 的质量为 … u，Y 的质量为 … u".
  const each = [...t.matchAll(new RegExp(`${NUCLIDE}\\s*\\$?\\s*的质量(?:为|是|约为)\\s*\\$?\\s*${MASS}`, 'g'))];
  if (!given && each.length !== 2) return null;
  const [x1, x2, m1, m2] = given
    ? [read(given, 1), read(given, 6), Number(given[11]), Number(given[12])]
    : [read(each[0], 1), read(each[1], 1), Number(each[0][6]), Number(each[1][6])];
  const mass = (x: Nuclide) => (same(x, x1) ? m1 : same(x, x2) ? m2 : null);
  const mFrom = mass(from);
  const mTo = mass(to);
  if (mFrom === null || mTo === null || same(x1, x2)) return null;
  const conv = /1\s*\\mathrm\{\s*u\s*\}\s*=\s*(\d+(?:\.\d+)?)\s*\\mathrm\{\s*MeV\s*\}/.exec(t);
  if (!conv) return null;
  const k = Number(conv[1]);
  const dm = n * mFrom - m * mTo;
  if (!(dm > 0)) return null;
  const energy = dm * k;
  // Check: the rest energies before and after, subtracted.
  if (Math.abs(n * mFrom * k - m * mTo * k - energy) > 1e-9 * Math.max(1, energy)) return null;
  const f = (x: number) => formatNumber(x, 6).latex;
  const e = formatNumber(energy, 3);
  const answer = `$\\Delta E ${e.approx ? '\\approx' : '='} ${e.latex}\\ \\mathrm{MeV}$`;
  const markdown = [
    `**已知**：${n} 个 $${tex(from)}$（每个 $${f(mFrom)}\\ \\mathrm{u}$）转变成 ${m} 个 $${tex(to)}$（每个 $${f(mTo)}\\ \\mathrm{u}$），$1\\ \\mathrm{u}$ 相当于 $${k}\\ \\mathrm{MeV}$。核子数 $${n} \\times ${from.A} = ${m} \\times ${to.A}$，前后一致。`,
    '',
    `**质量亏损**：$\\Delta m = ${n} \\times ${f(mFrom)}\\ \\mathrm{u} - ${m} \\times ${f(mTo)}\\ \\mathrm{u} = ${f(dm)}\\ \\mathrm{u}$`,
    '',
    `**释放的能量**：$\\Delta E = \\Delta m c^2 = ${f(dm)} \\times ${k}\\ \\mathrm{MeV} ${e.approx ? '\\approx' : '='} ${e.latex}\\ \\mathrm{MeV}$`,
    '',
    `**答**：${answer}。`,
  ].join('\n');
  const note = '已核对前后核子数相等，并用前后的静能之差复核';
  return answerWithNearestOption({ markdown, answer, note, value: energy, unit: 'MeV' }, split);
}
