import type { Refused, Solved } from '../../types';
import { formatNumber } from '../format';
import { refused, solvedSteps } from '../outcome';
import { questionPart } from '../question';
import { type Amount, askedKind, findAmounts } from './amounts';
import { GASES } from './avogadro';
import { balance } from './balance';
import { equationLatex } from './balance-steps';
import { findEquation, type ParsedEquation } from './equation-text';
import type { Species } from './formula';
import { looseNumbers } from './loose-numbers';
import { molarMass, weightSetFor } from './mass';
import { findMentions, type Mention, sameSpecies, withoutGivenWeights } from './mentions';
import { COMMON_REACTIONS } from './reactions';
import { findSolutions } from './solution-text';

const ENGINE = 'offline:chemistry:limiting-reagent';
const show = (x: number) => formatNumber(x).latex;
const sign = (x: number) => (formatNumber(x).approx ? '\\approx' : '=');
/** Names of acids that are solutions: a mass written before them is the solution's, not the acid's. */
const SOLUTION_NAME = /^(?:盐酸|硫酸|硝酸)$/;

interface Given {
  species: Species;
  n: number;
  how: string;
}

/**
 * Two reactants given, one in excess: 「2 g H2 与 32 g O2 混合点燃」, 「5.6 g 铁粉与 4.8 g 硫粉混合加热」, 「含 0.2 mol
 * HCl 的稀盐酸与 13 g 锌」, 「100 mL 2 mol/L 盐酸与 6.5 g 锌」. Each amount becomes moles, each is divided by its
 * coefficient in the balanced equation (the problem's own, or the one common reaction of exactly the named
 * reactants), the smaller decides the product. Checked another way: the reactant in excess must have enough left
 * over. Refused: a mass of a solution (「100 g 稀盐酸」), a gas volume not at STP, a third number, two reactions.
 */
export function solveLimitingReagent(raw: string): Solved | Refused | null {
  const text = withoutGivenWeights(raw);
  const q = questionPart(text);
  const asked = askedKind(q.text);
  if (!asked || asked.kind === 'N') return null;
  if (/剩余|过量的是|哪种.*过量/.test(q.text)) return null;
  const solutions = findSolutions(text).filter((s) => s.volume !== undefined && s.concentration !== undefined);
  const inSolution = (a: Amount) => solutions.some((s) => a.index >= s.index && a.end <= s.end);
  const amounts = findAmounts(text).filter((a) => !inSolution(a) && a.index < q.index);
  if (amounts.length + solutions.length !== 2 || solutions.length > 1) return null;
  const mentions = findMentions(text).filter((m) => m.label !== '水');
  const ws = weightSetFor(
    text,
    mentions.map((m) => m.species),
    'school',
  );
  const given: Given[] = [];
  for (const s of solutions) {
    const n = s.concentration! * s.volume!;
    given.push({
      species: s.solute,
      n,
      how: `$n(${s.solute.latex}) = cV = ${show(s.concentration!)}\\ \\mathrm{mol/L} \\times ${show(s.volume!)}\\ \\mathrm{L} ${sign(n)} ${show(n)}\\ \\mathrm{mol}$`,
    });
  }
  for (const a of amounts) {
    const m = nearest(text, mentions, a);
    if (!m) return null;
    if (a.kind === 'N') return null;
    if (a.kind === 'm' && (SOLUTION_NAME.test(m.label) || /^\s*(?:水)?溶液/.test(text.slice(m.end)))) {
      return refused(
        'chemistry',
        `题目给出的 ${show(a.value)} g 是${m.label}溶液的质量，不是溶质的质量，缺少溶液的浓度（质量分数），无法计算。`,
      );
    }
    if (a.kind === 'V' && (!/标准状况|标况/.test(text) || !GASES.has(m.species.text))) {
      return refused('chemistry', '气体体积要在标准状况下才能用 22.4 L/mol 换算成物质的量，题目没有说明，无法计算。');
    }
    let n = a.value;
    let how = `$n(${m.species.latex}) = ${show(n)}\\ \\mathrm{mol}$`;
    if (a.kind === 'm') {
      const M = molarMass(m.species, ws.weights);
      if (!M) return null;
      n = a.value / M.value;
      how = `$n(${m.species.latex}) = \\frac{${show(a.value)}\\ \\mathrm{g}}{${M.value}\\ \\mathrm{g/mol}} ${sign(n)} ${show(n)}\\ \\mathrm{mol}$`;
    } else if (a.kind === 'V') {
      n = a.value / 22.4;
      how = `$n(${m.species.latex}) = \\frac{${show(a.value)}\\ \\mathrm{L}}{22.4\\ \\mathrm{L/mol}} ${sign(n)} ${show(n)}\\ \\mathrm{mol}$`;
    }
    given.push({ species: m.species, n, how });
  }
  if (given.length !== 2 || sameSpecies(given[0].species, given[1].species)) return null;
  const askedMention = findMentions(text)
    .filter((m) => m.index >= q.index && !given.some((g) => sameSpecies(g.species, m.species)))
    .at(-1);
  if (!askedMention) return null;
  const target = askedMention.species;
  if (looseNumbers(text).length !== 2 + solutions.length) return refused('chemistry', '题目中还有没用上的数据，为避免算错，暂不作答。');
  const eq = equationFor(
    text,
    given.map((g) => g.species),
    target,
  );
  if (typeof eq === 'string') return refused('chemistry', eq);
  if (!eq) return null;
  const { equation, coefficients } = eq;
  if (equation.reversible) return refused('chemistry', '这是可逆反应，反应物不能完全转化，生成物的量无法按不足量的反应物算出。');
  const all = [...equation.reactants, ...equation.products];
  const coef = (s: Species) => coefficients[all.findIndex((x) => sameSpecies(x, s))];
  const per = given.map((g) => g.n / coef(g.species));
  const limiting = per[0] <= per[1] ? 0 : 1;
  const excess = 1 - limiting;
  const extent = per[limiting];
  // Another way: the reactant in excess is used by extent × its coefficient and must have that much.
  const used = extent * coef(given[excess].species);
  if (used > given[excess].n * (1 + 1e-9)) return null;
  // Oxygen running short: carbon, phosphorus and organic fuels then burn incompletely (CO, P2O3…).
  if (given[limiting].species.text === 'O2' && !given[excess].species.text.match(/^(?:H2|Mg|S|Al|Cu)$/)) {
    return refused(
      'chemistry',
      `氧气不足时 $${given[excess].species.latex}$ 不能完全燃烧，可能生成其他产物（如 CO），不能按完全燃烧的方程式计算。`,
    );
  }
  const nAsked = extent * coef(target);
  const lines = [
    '配平的化学方程式：',
    '',
    `$$${equationLatex(equation, coefficients)}$$`,
    '',
    ...given.flatMap((g) => [g.how, '']),
    Math.abs(per[0] - per[1]) < 1e-12 * Math.max(per[0], per[1])
      ? `按化学计量数之比 ${coef(given[0].species)} : ${coef(given[1].species)}，两种反应物恰好完全反应。`
      : `按化学计量数之比 ${coef(given[0].species)} : ${coef(given[1].species)}，$${show(given[limiting].n)}\\ \\mathrm{mol}$ $${given[limiting].species.latex}$ 只需消耗 $${show(used)}\\ \\mathrm{mol}$ $${given[excess].species.latex}$（少于 $${show(given[excess].n)}\\ \\mathrm{mol}$），所以 $${given[excess].species.latex}$ 过量，应按 $${given[limiting].species.latex}$ 计算。`,
    '',
    `$n(${target.latex}) = \\frac{${coef(target)}}{${coef(given[limiting].species)}} \\times ${show(given[limiting].n)}\\ \\mathrm{mol} ${sign(nAsked)} ${show(nAsked)}\\ \\mathrm{mol}$`,
    '',
  ];
  let answer: string;
  if (asked.kind === 'n') answer = `$n(${target.latex}) ${sign(nAsked)} ${show(nAsked)}\\ \\mathrm{mol}$`;
  else if (asked.kind === 'V') {
    if (!/标准状况|标况/.test(text) || !GASES.has(target.text))
      return refused('chemistry', '求气体体积要说明是标准状况，题目没有说明，无法计算。');
    const v = nAsked * 22.4;
    lines.push(`$V(${target.latex}) = ${show(nAsked)}\\ \\mathrm{mol} \\times 22.4\\ \\mathrm{L/mol} ${sign(v)} ${show(v)}\\ \\mathrm{L}$`);
    answer = `$V(${target.latex}) ${sign(v)} ${show(v)}\\ \\mathrm{L}$`;
  } else {
    const M = molarMass(target, weightSetFor(text, [target], 'school').weights);
    if (!M) return null;
    const m = nAsked * M.value;
    lines.push(
      `$m(${target.latex}) = ${show(nAsked)}\\ \\mathrm{mol} \\times ${M.value}\\ \\mathrm{g/mol} ${sign(m)} ${show(m)}\\ \\mathrm{g}$`,
    );
    answer = `$m(${target.latex}) ${sign(m)} ${show(m)}\\ \\mathrm{g}$`;
  }
  return solvedSteps('chemistry', ENGINE, lines, answer, '已判断哪种反应物过量，按不足量的反应物计算，并核对过量的反应物足够');
}

function nearest(text: string, mentions: Mention[], a: Amount): Mention | undefined {
  const near = (from: number, to: number, max: number) => to - from <= max && !/[，。,;；]/.test(text.slice(from, to));
  const after = mentions.find((m) => m.index >= a.end);
  if (after && near(a.end, after.index, 8)) return after;
  const before = [...mentions].reverse().find((m) => m.end <= a.index);
  if (before && near(before.end, a.index, 6)) return before;
  return undefined;
}

/** The one balanced equation with both given substances as reactants and the asked one as a product. */
function equationFor(
  text: string,
  reactants: Species[],
  target: Species,
): { equation: ParsedEquation; coefficients: number[] } | string | null {
  const own = findEquation(text);
  const candidates = own ? [own] : COMMON_REACTIONS.map((r) => findEquation(r)!).filter(Boolean);
  const fits = candidates.filter(
    (eq) =>
      eq.reactants.length === 2 &&
      reactants.every((r) => eq.reactants.some((x) => sameSpecies(x, r))) &&
      eq.products.some((p) => sameSpecies(p, target)),
  );
  if (fits.length === 0) return own ? '题目中的化学方程式不含所给的两种反应物和所求物质。' : null;
  if (fits.length > 1) return '题目可能涉及几个不同的反应，没能确定按哪一个计算。请写出反应的化学方程式后再试。';
  const b = balance(fits[0].reactants, fits[0].products);
  return b.ok ? { equation: fits[0], coefficients: b.coefficients } : null;
}
