import type { ChoiceSplit } from '../../math/answers/choice';
import type { Solved } from '../../types';
import { normalizeScienceText } from '../chem/normalize';
import { solved } from '../outcome';
import { num } from './mechanics-answer';

const ENERGY = String.raw`(-?\d+(?:\.\d+)?)\s*eV`;
const MULTIPLE = /多项符合|多选|不定项|至少有两[个项]/;

/** The levels a stem prints (「E_1 = -13.6 eV，E_2 = -3.4 eV …」), n = 1, 2, … in a row; or E₁ with E_n = E₁/n². */
function readLevels(t: string): { energy: Map<number, number>; told: string[]; formula: boolean } | null {
  const table = [...t.matchAll(new RegExp(`E_?(\\d)\\s*=\\s*${ENERGY}`, 'g'))];
  const formula = /E_?\{?\s*n\s*\}?\s*=\s*\\frac\s*\{\s*E_?1\s*\}\s*\{\s*n\s*\^\s*\{?\s*2\s*\}?\s*\}/.exec(t);
  const energy = new Map<number, number>();
  for (const m of table) {
    const n = Number(m[1]);
    if (energy.has(n)) return null;
    energy.set(n, Number(m[2]));
  }
  if (formula) {
    // E₁ and the formula: the levels up to n = 6 (higher ones crowd below the ionisation energy).
    if (energy.size !== 1 || !energy.has(1)) return null;
    const e1 = energy.get(1)!;
    for (let n = 2; n <= 6; n++) energy.set(n, e1 / n ** 2);
    return { energy, told: [...table.map((m) => m[0]), formula[0]], formula: true };
  }
  const ns = [...energy.keys()].sort((a, b) => a - b);
  if (ns.length < 2 || ns.some((n, i) => n !== i + 1)) return null;
  for (let i = 1; i < ns.length; i++) if (!(energy.get(ns[i])! > energy.get(ns[i - 1])!)) return null;
  if (!(energy.get(ns.at(-1)!)! < 0)) return null;
  return { energy, told: table.map((m) => m[0]), formula: false };
}

const close = (x: number, y: number, decimals: number) => Math.abs(x - y) <= 0.5 * 10 ** -decimals + 1e-9;

/**
 * Hydrogen's levels printed as a table (or E₁ with E_n = E₁/n²), two kinds of question: how many of the lines a group
 * of atoms at level n emits can free electrons from a metal of work function W₀ (every pair of levels up to n, hν ≥ W₀
 * counted, an equality refused); and which photon energies an atom at a level can absorb (exactly a level's difference,
 * or at least the energy to ionise it), each option decided or the question refused. Every number of the stem is a
 * level, the group's level or W₀.
 */
export function solveLevelTable(_raw: string, split: ChoiceSplit | null): Solved | null {
  if (!split) return null;
  const t = normalizeScienceText(split.stem)
    .replace(/\\mathrm\{\s*~?\s*eV\s*\}/g, 'eV')
    .replace(/_\{?\s*(\d)\s*\}?/g, '_$1')
    .replace(/\s+/g, ' ');
  if (!/氢原子/.test(t) || /图|若|如果|下列|说法/.test(t)) return null;
  const levels = readLevels(t);
  if (!levels) return null;
  let rest = t;
  for (const s of levels.told) rest = rest.replace(s, ' ');
  const E = levels.energy;
  const lines: string[] = ['**解**：', ''];
  // Kind 1: lines from a group at level n that free electrons from a metal.
  const group = [...rest.matchAll(/(?:一群|大量)(?:的)?(?:氢原子)?(?:处于|处在)\s*n\s*=\s*(\d+)\s*(?:的)?(?:能级|激发态)?/g)];
  const metal = [...rest.matchAll(new RegExp(`逸出功(?:为|是)?\\s*${ENERGY}`, 'g'))];
  const lastClause = t.slice(t.lastIndexOf(','));
  // 「不能使…发生光电效应的光有」 asks the others; 「不能吸收的」 the energies not absorbed.
  const negated = /(?:不能|不会|无法|不可能)(?:使|让|吸收|被吸收)/.test(lastClause);
  if (group.length === 1 && metal.length === 1 && /光电效应/.test(t) && /几种|有|种数|多少种/.test(lastClause)) {
    const n = Number(group[0][1]);
    const W = Number(metal[0][1]);
    rest = rest.replace(group[0][0], ' ').replace(metal[0][0], ' ');
    if (/\d/.test(rest.replace(/^\s*\d{1,3}\s*[.．、]\s*(?!\d)/, ' '))) return null;
    // The table must be the levels 1 … n exactly (every printed level used).
    if (levels.formula ? n > 6 : E.size !== n) return null;
    if (!(W > 0) || /吸收/.test(t)) return null;
    const pairs: { hi: number; lo: number; e: number }[] = [];
    for (let hi = n; hi >= 2; hi--) for (let lo = hi - 1; lo >= 1; lo--) pairs.push({ hi, lo, e: E.get(hi)! - E.get(lo)! });
    if (pairs.some((p) => Math.abs(p.e - W) < 1e-9)) return null;
    const freeing = pairs.filter((p) => p.e > W);
    const counted = negated ? pairs.length - freeing.length : freeing.length;
    const values = split.options.map((o) => /^(\d+)(?:种|条)?$/.exec(normalizeScienceText(o.text).replace(/[\s。.$]/g, ''))?.[1]);
    if (values.some((v) => v === undefined)) return null;
    const hits = split.options.filter((_, i) => Number(values[i]) === counted);
    if (hits.length !== 1) return null;
    lines.push(
      `一群处于 $n = ${n}$ 能级的氢原子可放出 $\\mathrm{C}_{${n}}^{2} = ${pairs.length}$ 种光子，能量分别为：`,
      '',
      ...pairs.map(
        (p) =>
          `- $${p.hi} \\to ${p.lo}$：$E_{${p.hi}} - E_{${p.lo}} = ${num(Number(p.e.toFixed(4)))}\\ \\mathrm{eV}$ ${p.e > W ? `$> ${num(W)}\\ \\mathrm{eV}$，能` : `$< ${num(W)}\\ \\mathrm{eV}$，不能`}发生光电效应`,
      ),
      '',
      `光子能量大于逸出功 $W_0 = ${num(W)}\\ \\mathrm{eV}$ 才能发生光电效应：能发生的有 ${freeing.length} 种，不能发生的有 ${pairs.length - freeing.length} 种。所问为${negated ? '不能' : '能'}发生的，共 ${counted} 种，选 ${hits[0].letter}。`,
    );
    return solved(
      'physics',
      'offline:physics',
      lines.join('\n'),
      `${hits[0].letter}（${counted} 种）`,
      '已逐一列出各跃迁的光子能量并与逸出功比较',
      'choice',
    );
  }
  // Kind 2: the photon energies an atom at a level can absorb.
  const at = [...rest.matchAll(/(?:处于|处在)\s*(?:n\s*=\s*(\d+)\s*(?:的)?(?:能级|激发态)?|基态)/g)];
  if (at.length !== 1 || !/吸收/.test(t) || /辐射|放出|发出|一群|大量|光电|逸出功/.test(t)) return null;
  if (!/(?:能|可能|可以)(?:被)?吸收(?:的)?(?:光子)?(?:的)?(?:能量)?(?:为|是|有)?\s*$/.test(t)) return null;
  rest = rest.replace(at[0][0], ' ');
  if (/\d/.test(rest.replace(/^\s*\d{1,3}\s*[.．、]\s*(?!\d)/, ' '))) return null;
  const from = at[0][1] ? Number(at[0][1]) : 1;
  if (!E.has(from)) return null;
  const top = Math.max(...E.keys());
  const ionise = -E.get(from)!;
  const verdicts = split.options.map((o) => {
    const m = /^(\d+(?:\.\d+)?)eV$/.exec(
      normalizeScienceText(o.text)
        .replace(/\\mathrm\{\s*~?\s*eV\s*\}/g, 'eV')
        .replace(/[\s$。]/g, '')
        .replace(/\.$/, ''),
    );
    if (!m) return null;
    const x = Number(m[1]);
    const decimals = m[1].split('.')[1]?.length ?? 0;
    const to = [...E.keys()].filter((k) => k > from && close(E.get(k)! - E.get(from)!, x, decimals));
    if (to.length === 1) return { ok: true, why: `等于 $E_{${to[0]}} - E_{${from}}$，可跃迁到 $n = ${to[0]}$ 能级` };
    if (x >= ionise - 1e-9) return { ok: true, why: `不小于电离能 $${num(ionise)}\\ \\mathrm{eV}$，可使氢原子电离` };
    if (
      to.length === 0 &&
      x < E.get(top)! - E.get(from)! &&
      [...E.keys()].every((k) => k <= from || Math.abs(E.get(k)! - E.get(from)! - x) > 0.02)
    )
      return { ok: false, why: '不等于任何两能级之差，也不足以电离，不能被吸收' };
    return null;
  });
  if (verdicts.some((v) => v === null)) return null;
  const truths = split.options.filter((_, i) => verdicts[i]!.ok !== negated).map((o) => o.letter);
  if (truths.length === 0 || (!MULTIPLE.test(split.stem) && truths.length !== 1)) return null;
  lines.push(
    `氢原子只能吸收能量恰好等于两能级之差的光子；光子能量不小于 $${num(ionise)}\\ \\mathrm{eV}$ 时可使处于 $n = ${from}$ 能级的氢原子电离，也能被吸收。`,
    '',
    ...split.options.map((o, i) => `- ${o.letter}：${o.text.trim()}，${verdicts[i]!.why}。`),
    '',
    `所问为${negated ? '不能' : '能'}被吸收的光子能量。`,
    '',
    `**答案**：${truths.join('')}`,
  );
  return solved(
    'physics',
    'offline:physics',
    lines.join('\n'),
    `${truths.join('')}（${truths.length > 1 ? '多个选项正确' : '唯一正确的选项'}）`,
    '已把每个选项与各能级差和电离能逐一比较',
    'choice',
  );
}
