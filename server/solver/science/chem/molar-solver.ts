import type { Refused, Solved } from '../../types';
import { refused, solved } from '../outcome';
import { ATOMIC_WEIGHTS } from './elements';
import { molarMass, schoolMolarMass, termsLatex, weightSetFor } from './mass';
import { distinct, findMentions, withoutGivenWeights } from './mentions';

const ASKS = /摩尔质量|相对分子质量|相对分子量|式量|分子量|molar\s*mass/i;

export function asksMolarMass(text: string): boolean {
  return ASKS.test(text);
}

/** "计算 H2SO4 的摩尔质量", "求胆矾（CuSO4·5H2O）的相对分子质量". */
export function solveMolarMass(text: string): Solved | Refused | null {
  const relative = /相对分子质量|相对分子量|式量|分子量/.test(text) && !/摩尔质量/.test(text);
  const stripped = withoutGivenWeights(text);
  const mentions = distinct(findMentions(stripped)).slice(0, 6);
  // 「2H₂O（2 个水分子）的相对分子质量之和」「CO₂ 与 H₂O 的相对分子质量之差」: a sum, difference or ratio of masses is
  // asked, which the masses listed one by one do not answer
  const combined = /之?(?:和|差|比)|总和|相差|倍/.test(stripped.slice(stripped.search(ASKS)));
  if (combined || mentions.some((m) => /\d\s*个?\s*$/.test(stripped.slice(0, m.index)))) {
    return refused('chemistry', '题目问的是几个分子（如 2H₂O）或几种物质相对分子质量的和、差或比，这类问法暂不作答。');
  }
  if (mentions.length === 0) {
    return refused('chemistry', '没有识别出要计算的物质。请用化学式（如 H2SO4）或常见物质的中文名称写出该物质。');
  }
  // 相对分子质量 is a 初中 quantity whose textbooks tabulate the school values (H 1, O 16, Cl 35.5): 18, never 18.02.
  const ws = weightSetFor(
    text,
    mentions.map((m) => m.species),
    relative ? 'school' : 'standard',
  );
  const lines: string[] = [];
  const answers: string[] = [];
  for (const { species } of mentions) {
    const mass = molarMass(species, ws.weights);
    if (!mass) return refused('chemistry', `缺少 $${species.latex}$ 中某种元素的相对原子质量，无法计算。`);
    const symbol = relative ? 'M_r' : 'M';
    const unit = relative ? '' : '\\ \\mathrm{g/mol}';
    const rounded = ws.given ? mass.value : Math.round(mass.value * 100) / 100;
    const sign = rounded === mass.value ? '=' : '\\approx';
    const sum = mass.terms.length === 1 && mass.terms[0].count === 1 ? '' : `${termsLatex(mass.terms)} = `;
    lines.push(`$$${symbol}(${species.latex}) = ${sum}${mass.value}${unit}$$`);
    const other = ws.given ? null : ws.school ? molarMass(species, ATOMIC_WEIGHTS)?.value : schoolMolarMass(species);
    if (other != null && Math.abs(other - mass.value) > 1e-9) {
      const rule = ws.school ? '标准相对原子质量（IUPAC）' : '中学常用相对原子质量';
      lines.push(`（若按${rule}计算，则约为 ${Math.round(other * 100) / 100}${relative ? '' : ' g/mol'}。）`);
    }
    answers.push(`$${symbol}(${species.latex}) ${sign} ${rounded}${unit}$`);
  }
  const used = [...new Set(mentions.flatMap((m) => [...m.species.atoms.keys()]))].map((el) => `${el} ${ws.weights.get(el)}`).join('，');
  const markdown = [
    `**题目**：求 ${mentions.map((m) => `$${m.species.latex}$`).join('、')} 的${relative ? '相对分子质量' : '摩尔质量'}。`,
    '',
    relative
      ? '**思路**：相对分子质量等于化学式中各原子的相对原子质量之和。'
      : '**思路**：以 g/mol 为单位时，物质的摩尔质量在数值上等于它的相对分子质量，即化学式中各原子的相对原子质量之和。',
    '',
    `**解**：采用${ws.label}：${used}。`,
    '',
    ...lines,
    '',
    `**答**：${answers.join('，')}`,
  ].join('\n');
  return solved('chemistry', 'offline:molar-mass', markdown, answers.join('，'), `已按${ws.label}逐项核算`);
}
