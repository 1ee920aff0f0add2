import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { formatNumber } from '../format';
import { optionByOptionMarkdown, refused, solved } from '../outcome';
import { uniqueEqualOption } from '../unique-option';
import { withBareIonCharges } from './bare-ions';
import { dissolvedIons, hydrolyses } from './dissolved-ions';
import { parseSpecies, type Species } from './formula';
import { sameSpecies } from './mentions';
import { normalizeScienceText } from './normalize';
import { findSolutions, type SolutionMention } from './solution-text';

const ENGINE = 'offline:chemistry:ion-concentration';
const show = (x: number) => formatNumber(x).latex;
const ION = /([A-Z][A-Za-z0-9]*\s*\^\s*\{\s*\d?\s*[+-]\s*\})/;

/** c of the ion in a solution of a strong electrolyte, independent of the volume; null when not decided. */
function ionConcentration(s: SolutionMention, ion: Species): { c: number; why: string } | null {
  if (s.concentration === undefined) return null;
  const ions = dissolvedIons(s.solute);
  if (!ions) return null;
  const found = ions.find((i) => sameSpecies(i.ion, ion));
  const per = found?.per ?? 0;
  const c = s.concentration * per;
  return {
    c,
    why: `$${s.solute.latex}$ 每个电离出 ${per} 个 $${ion.latex}$，$c(${ion.latex}) = ${show(s.concentration)} \\times ${per} = ${show(c)}\\ \\mathrm{mol/L}$（与溶液体积无关）`,
  };
}

/** "3:1", "3∶1"; null otherwise. */
const ratioOf = (t: string) => {
  const m = /^\s*(\d+(?:\.\d+)?)\s*[:：∶]\s*(\d+(?:\.\d+)?)\s*$/.exec(normalizeScienceText(t).replace(/\s+/g, ' '));
  return m && Number(m[2]) > 0 ? Number(m[1]) / Number(m[2]) : null;
};

/**
 * The concentration of one ion compared across solutions of strong electrolytes: 「下列溶液中 Cl⁻ 的物质的量浓度与
 * 50 mL 1 mol/L MgCl2 溶液中的相等的是」 (options are solutions), 「… 中 Cl⁻ 的物质的量浓度最大的是」, and 「100 mL
 * 0.1 mol/L AlCl3 溶液与 300 mL 0.1 mol/L KCl 溶液中 Cl⁻ 的物质的量浓度之比」. The volume does not enter (that is
 * the trap these questions set). Refused: a hydrolysing ion, a weak electrolyte, a solution without a concentration.
 */
export function solveIonConcentrationChoice(split: ChoiceSplit): Solved | Refused | null {
  const stem = withBareIonCharges(normalizeScienceText(split.stem));
  // 「c(Cl⁻)」 is how papers also write the ion's 物质的量浓度.
  if (!/物质的量浓度|(?<![A-Za-z])c\s*\(/.test(stem)) return null;
  const ionText = ION.exec(stem);
  const ion = ionText ? parseSpecies(ionText[1].replace(/\s+/g, '')) : null;
  if (!ion || ion.charge === 0) return null;
  const equal = /相等|相同/.test(stem);
  const largest = /最大/.test(stem) ? 'max' : /最小/.test(stem) ? 'min' : null;
  const ratio = /之比/.test(stem);
  if (Number(equal) + Number(!!largest) + Number(ratio) !== 1) return null;
  if (hydrolyses(ion)) {
    return refused(
      'chemistry',
      `$${ion.latex}$ 在水中会水解，各溶液中它的浓度都略小于按化学式算出的值，无法精确比较，为避免选错，暂不作答。`,
      'choice',
    );
  }
  const undecided = () =>
    refused('chemistry', '有的溶液没能确定其中离子的浓度（可能不是强电解质或没给出浓度），为避免选错，暂不作答。', 'choice');
  if (ratio) {
    const sols = findSolutions(stem);
    if (sols.length !== 2) return null;
    const [a, b] = sols.map((s) => ionConcentration(s, ion));
    if (!a || !b || a.c === 0 || b.c === 0) return undecided();
    const pick = uniqueEqualOption(a.c / b.c, split, ratioOf);
    if (typeof pick === 'string') return null;
    return answer(split, pick.letter, [a.why, b.why, `浓度之比 $= ${show(a.c)} : ${show(b.c)}$`], `${pick.letter}（${pick.text.trim()}）`);
  }
  const options = split.options.map((o) => {
    const sols = findSolutions(normalizeScienceText(o.text));
    return sols.length === 1 ? ionConcentration(sols[0], ion) : null;
  });
  if (options.some((o) => !o)) return undecided();
  const cs = options.map((o) => o!.c);
  let hits: number[];
  const lines = split.options.map((o, i) => `- **${o.letter}**：${options[i]!.why}`);
  if (equal) {
    const refs = findSolutions(stem);
    if (refs.length !== 1) return null;
    const ref = ionConcentration(refs[0], ion);
    if (!ref || ref.c === 0) return undecided();
    lines.unshift(`题干：${ref.why}。`, '');
    hits = cs.map((c, i) => (Math.abs(c - ref.c) < 1e-9 * ref.c ? i : -1)).filter((i) => i >= 0);
  } else {
    const best = largest === 'max' ? Math.max(...cs) : Math.min(...cs);
    hits = cs.map((c, i) => (Math.abs(c - best) < 1e-12 ? i : -1)).filter((i) => i >= 0);
  }
  if (hits.length !== 1) return refused('chemistry', '没有恰好一个选项符合要求，为避免选错，暂不作答。', 'choice');
  const pick = split.options[hits[0]];
  return answer(split, pick.letter, lines, `${pick.letter}（${pick.text.replace(/\$/g, '').trim()}）`);
}

function answer(_split: ChoiceSplit, letter: string, lines: string[], final: string): Solved {
  const markdown = optionByOptionMarkdown(
    '**思路**：强电解质完全电离，离子浓度 = 溶质浓度 × 每个溶质电离出的该离子数，与溶液体积无关。',
    lines,
    letter,
  );
  return solved('chemistry', ENGINE, markdown, final, '已逐项按溶质浓度和电离出的离子数计算离子浓度', 'choice');
}
