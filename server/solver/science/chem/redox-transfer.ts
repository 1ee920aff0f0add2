import type { Refused, Solved } from '../../types';
import { formatNumber } from '../format';
import { refused, solved } from '../outcome';
import { questionPart } from '../question';
import { findAmounts } from './amounts';
import { GASES } from './avogadro';
import { balance } from './balance';
import { equationLatex } from './balance-steps';
import { cleanEquationText, findEquation } from './equation-text';
import { parseSpecies } from './formula';
import { looseNumbers } from './loose-numbers';
import { molarMass, weightSetFor } from './mass';
import { findMentions, sameSpecies, withoutGivenWeights } from './mentions';
import { redoxRoles } from './redox-roles';

const ENGINE = 'offline:chemistry:redox-transfer';
const show = (x: number) => formatNumber(x).latex;
const sign = (x: number) => (formatNumber(x).approx ? '\\approx' : '=');
const ASKS = /转移(?:的)?电子|电子转移|得到(?:的)?电子|失去(?:的)?电子/;

/**
 * Electrons transferred in a reaction whose equation the problem writes: 「在 2KMnO4 + 16HCl = … + 5Cl2↑ + 8H2O
 * 中，生成 0.5 mol Cl2 时转移电子的物质的量」. Oxidation states give the electrons per equation (the electrons lost
 * and gained must agree), and the given amount of one substance of the equation scales it. Refused: a part of
 * a substance (「被氧化的 HCl」), an equation whose written coefficients do not balance, states not read
 * (KClO3 + 6HCl: several states on both sides), a gas volume not at STP, a number left unread.
 */
export function solveRedoxTransfer(raw: string): Solved | Refused | null {
  const text = cleanEquationText(withoutGivenWeights(raw));
  const q = questionPart(text);
  if (!ASKS.test(q.text)) return null;
  const eq = findEquation(text);
  if (!eq) return null;
  const rest = text.replace(eq.source, ' ');
  if (/被氧化|被还原|作还原剂|作氧化剂|表现(?:出)?(?:还原|氧化|酸)性/.test(rest)) {
    return refused(
      'chemistry',
      '题目给出的是只有一部分起氧化或还原作用的物质的量，需要先分清这一部分，目前还不能自动处理，为避免算错，暂不作答。',
    );
  }
  const b = balance(eq.reactants, eq.products);
  if (!b.ok) return null;
  const writtenSomething = eq.written.some((c) => c !== 1);
  if (writtenSomething && eq.written.some((c, i) => c * b.coefficients[0] !== b.coefficients[i] * eq.written[0])) {
    return refused('chemistry', '题目中的化学方程式没有配平（原子或电荷不守恒），为避免算错，暂不作答。');
  }
  const roles = redoxRoles(eq, b.coefficients);
  const transfer = roles && roles.electrons > 0 ? roles : null;
  if (!transfer)
    return refused('chemistry', '没能确定反应中每种元素化合价的变化（可能同一元素在反应前后都有几种价态），为避免算错，暂不作答。');
  const amounts = findAmounts(rest);
  if (amounts.length !== 1 || looseNumbers(rest).length !== 1) return null;
  const a = amounts[0];
  const all = [...eq.reactants, ...eq.products];
  const mentions = findMentions(rest).filter((m) => all.some((s) => sameSpecies(s, m.species)));
  const near =
    mentions.find((m) => m.index >= a.end && m.index - a.end <= 8) ??
    [...mentions].reverse().find((m) => m.end <= a.index && a.index - m.end <= 8);
  // 「3 mol S」: a lone capital letter is a substance here when the equation has it.
  const written = /^\s*(?:的)?\s*([A-Z][A-Za-z0-9()]*(?:\^\{[^}]*\})?)/.exec(rest.slice(a.end));
  const bare = written ? parseSpecies(written[1]) : null;
  const species0 = near?.species ?? (bare && all.some((s) => sameSpecies(s, bare)) ? bare : null);
  if (!species0) return null;
  const idx = all.findIndex((s) => sameSpecies(s, species0));
  const species = all[idx];
  let n = a.value;
  const lines = ['配平的化学方程式：', '', `$$${equationLatex(eq, b.coefficients)}$$`, ''];
  if (a.kind === 'm') {
    const M = molarMass(species, weightSetFor(text, [species], 'school').weights);
    if (!M) return null;
    n = a.value / M.value;
    lines.push(
      `$n(${species.latex}) = \\frac{${show(a.value)}\\ \\mathrm{g}}{${M.value}\\ \\mathrm{g/mol}} ${sign(n)} ${show(n)}\\ \\mathrm{mol}$`,
      '',
    );
  } else if (a.kind === 'V') {
    if (!/标准状况|标况/.test(text) || !GASES.has(species.text))
      return refused('chemistry', '气体体积要在标准状况下才能用 22.4 L/mol 换算，题目没有说明，无法计算。');
    n = a.value / 22.4;
    lines.push(
      `$n(${species.latex}) = \\frac{${show(a.value)}\\ \\mathrm{L}}{22.4\\ \\mathrm{L/mol}} ${sign(n)} ${show(n)}\\ \\mathrm{mol}$`,
      '',
    );
  } else if (a.kind !== 'n') return null;
  const coef = b.coefficients[idx];
  const e = (n * transfer.electrons) / coef;
  lines.push(
    `化合价升高的元素：${transfer.oxidised.join('、')}；降低的元素：${transfer.reduced.join('、')}。按方程式，升高总数 = 降低总数 = ${transfer.electrons}，即每 ${coef} mol $${species.latex}$ 对应转移 ${transfer.electrons} mol 电子。`,
    '',
    `$n(e^-) = ${show(n)}\\ \\mathrm{mol} \\times \\frac{${transfer.electrons}}{${coef}} ${sign(e)} ${show(e)}\\ \\mathrm{mol}$`,
  );
  const answer = `$n(e^-) ${sign(e)} ${show(e)}\\ \\mathrm{mol}$`;
  const markdown = ['**解**：', '', ...lines, '', `**答**：${answer}（即 ${show(e)}$N_A$ 个电子）`].join('\n');
  return solved('chemistry', ENGINE, markdown, answer, '已由化合价变化求出每个方程式转移的电子，并核对升高总数与降低总数相等');
}
