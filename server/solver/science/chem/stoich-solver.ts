import type { Refused, Solved } from '../../types';
import { eqSign, formatNumber } from '../format';
import { refused, solved } from '../outcome';
import { questionPart } from '../question';
import { type Amount, type AmountKind, askedKind, findAmounts } from './amounts';
import { NOT_GASES } from './avogadro';
import { balance } from './balance';
import { equationLatex } from './balance-steps';
import { findEquation, type ParsedEquation } from './equation-text';
import type { Species } from './formula';
import { molarMass, termsLatex, weightSetFor } from './mass';
import { distinct, findMentions, type Mention, sameSpecies, withoutGivenWeights } from './mentions';
import { type Particle, particleOf } from './particles';
import { COMMON_REACTIONS } from './reactions';

const CHEM_SIGNAL = /mol|摩尔|物质的量|相对原子质量|相对分子质量|反应|分解|燃烧|生成|制得|制取|电解|化学|标准状况|标况/;
const AVOGADRO = 6.02e23;
const MOLAR_VOLUME = 22.4;
const NAME: Record<AmountKind, string> = { m: '质量', n: '物质的量', V: '体积', N: '粒子数' };

/** Calculations with n = m/M (and gas volume at STP, particle counts), alone or through an equation. */
export function solveStoichiometry(text: string): Solved | Refused | null {
  const plain = withoutGivenWeights(text);
  const amounts = findAmounts(plain);
  const question = questionPart(plain);
  const asked = askedKind(question.text);
  if (amounts.length === 0 || !asked) return null;
  const mentions = findMentions(plain);
  if (mentions.length === 0) return null;
  // Physics problems weigh water too; a calculation is chemistry only with a chemistry signal.
  const chemistry = CHEM_SIGNAL.test(text) || mentions.some((m) => /[A-Z]/.test(m.label));
  if (!chemistry) return null;
  // 「… 与 60 g 尿素中所含氮元素的质量相等」: an equality between two substances is not one amount carried through.
  if (/相同|相等|一样多/.test(question.text) && distinct(mentions).length > 1) {
    return refused('chemistry', '题目要求两种物质中某种粒子（或元素）的量相等，这一类还没能完整读懂，为避免算错，暂不作答。');
  }
  // 「被还原的 H2SO4」: only the part of a substance that changes its oxidation state, not all of it.
  if (/被(?:氧化|还原)|作(?:氧化剂|还原剂)|起(?:氧化|还原)作用|表现(?:出)?(?:氧化|还原|酸)性/.test(question.text)) {
    return refused(
      'chemistry',
      '题目问的是物质中起氧化或还原作用（或表现酸性）的那一部分，需要按化合价变化分开计算，目前还不能自动处理，为避免算错，暂不作答。',
    );
  }
  // 「80 g NH4NO3 中含氮元素的质量」: the mass of one element (or of its atoms) is a part of the substance, not all of it.
  if (/(?:元素|原子|离子)(?:的)?(?:总)?质量/.test(question.text)) {
    return refused(
      'chemistry',
      '题目问的是物质中某种元素（原子）的质量，这只是物质质量的一部分，要按化学式中该元素所占的比例计算，目前还不能自动处理，为避免算错，暂不作答。',
    );
  }
  if (question.parts.length > 1) {
    return refused('chemistry', '题目有几个小问，目前一次只能计算一个量。请把各个小问分开提问（每次带上题目的已知条件）。');
  }
  if (/%|质量分数|纯度|杂质/.test(text)) {
    return refused(
      'chemistry',
      '看得出这道题涉及溶液浓度或纯度，这一类计算目前还不能自动解答。可以把其中一步（例如“计算 9.8 g H2SO4 的物质的量”）单独提问，或请老师帮忙。',
    );
  }
  if (amounts.length !== 1) {
    return refused(
      'chemistry',
      '题目给出了几个数量（可能涉及过量计算或多步反应），没能分清它们各自对应哪种物质。可以写出反应的化学方程式，并把题目拆成一步一步分别提问。',
    );
  }
  const given = amounts[0];
  const givenSpecies = nearestMention(plain, mentions, given);
  const askedMentions = mentions.filter((m) => m.index >= question.index && m !== givenSpecies);
  // With one substance named, the question is about it — unless it asks for a product or a residue it does not name
  // (「10 g CaCO3 高温分解，剩余固体的质量」 is CaO's, not the CaCO3 given).
  const unnamedProduct = /生成|剩余|剩下|得到|产生|放出|析出|残留|固体|气体|沉淀/.test(question.text);
  const askedSpecies = askedMentions.at(-1) ?? (distinct(mentions).length === 1 && !unnamedProduct ? givenSpecies : undefined);
  if (!givenSpecies || !askedSpecies) return null;
  if ((given.kind === 'V' || asked.kind === 'V') && !/标准状况|标况|STP/i.test(text)) {
    return refused(
      'chemistry',
      '气体体积与温度、压强有关，题目没有说明是标准状况，无法计算。如果是标准状况，请在题目中注明“标准状况下”再试。',
    );
  }
  // 22.4 L/mol holds for gases only: water, SO3, CCl4 … are liquid or solid at STP.
  const volumeOf = [given.kind === 'V' ? givenSpecies : null, asked.kind === 'V' ? askedSpecies : null];
  const notGas = volumeOf.find((m) => m && NOT_GASES.has(m.species.text));
  if (notGas) {
    return refused(
      'chemistry',
      `标准状况下 $${notGas.species.latex}$ 不是气体，不能用气体摩尔体积 22.4 L/mol 换算它的体积与物质的量。请检查题目条件，或改用它的质量来计算。`,
    );
  }
  // A count of particles given or asked: which particles, per formula unit.
  if (given.kind === 'N' && /原子|电子|质子|中子|离子/.test(plain.slice(given.end, given.end + 8))) {
    return refused(
      'chemistry',
      '题目给出的是原子、离子或电子的个数，换算成物质的量时要先弄清每个粒子含几个，目前还不能自动处理。可以把题目拆成一步一步分别提问。',
    );
  }
  // 「22 g CO2 中含有的氧原子的物质的量」 asks for the moles of a particle, not of the substance.
  const ofParticle = asked.kind === 'n' && /原子|离子|电子|质子|中子/.test(question.text);
  const particle = asked.kind === 'N' || ofParticle ? particleOf(question.text, askedSpecies.species) : undefined;
  if (typeof particle === 'string') return refused('chemistry', `${particle}可以把题目拆成一步一步分别提问，或请老师帮忙。`);
  const ws = weightSetFor(text, [givenSpecies.species, askedSpecies.species], 'school');
  const ctx: Ctx = { ws, lines: [] };
  const nGiven = toMoles(ctx, givenSpecies.species, given);
  if (nGiven === null)
    return refused('chemistry', '缺少所需元素的相对原子质量，无法计算。可以在题目后注明相对原子质量（例如“H-1 O-16”）再试。');
  let nAsked = nGiven;
  if (!sameSpecies(givenSpecies.species, askedSpecies.species)) {
    const ratio = reactionRatio(text, givenSpecies.species, askedSpecies.species, ctx);
    if (typeof ratio === 'string') return refused('chemistry', ratio);
    nAsked = nGiven * ratio.value;
    ctx.lines.push(
      `$n(${askedSpecies.species.latex}) = \\frac{${ratio.asked}}{${ratio.given}} \\times n(${givenSpecies.species.latex}) ${show(nAsked)}\\ \\mathrm{mol}$`,
      '',
    );
  }
  const result = fromMoles(ctx, askedSpecies.species, nAsked, asked.kind, asked.massUnit, particle);
  if (!result) return refused('chemistry', '缺少所需元素的相对原子质量，无法计算。可以在题目后注明相对原子质量（例如“H-1 O-16”）再试。');
  const markdown = [
    `**题目分析**：已知 $${givenSpecies.species.latex}$ 的${NAME[given.kind]}，求 $${askedSpecies.species.latex}$ 的${NAME[asked.kind]}。`,
    '',
    `**解**：相对原子质量采用${ws.label}。`,
    '',
    ...ctx.lines,
    '',
    `**答**：${result}`,
  ].join('\n');
  return solved('chemistry', 'offline:stoichiometry', markdown, result, '已用配平的方程式和 n = m/M 逐步核算');
}

interface Ctx {
  ws: ReturnType<typeof weightSetFor>;
  lines: string[];
}

function nearestMention(text: string, mentions: Mention[], a: Amount): Mention | undefined {
  // "24.5 g 氯酸钾" (right after) or "氯酸钾 24.5 g" (right before); never across a clause break.
  const near = (from: number, to: number, max: number) => to - from <= max && !/[，。,;；]/.test(text.slice(from, to));
  const after = mentions.find((m) => m.index >= a.end);
  if (after && near(a.end, after.index, 8)) return after;
  const before = [...mentions].reverse().find((m) => m.end <= a.index);
  if (before && near(before.end, a.index, 12)) return before;
  return undefined;
}

function molar(ctx: Ctx, s: Species): number | null {
  const mm = molarMass(s, ctx.ws.weights);
  if (!mm) return null;
  const sum = mm.terms.length === 1 && mm.terms[0].count === 1 ? '' : `${termsLatex(mm.terms)} = `;
  ctx.lines.push(`$M(${s.latex}) = ${sum}${mm.value}\\ \\mathrm{g/mol}$`, '');
  return mm.value;
}

function show(x: number): string {
  const f = formatNumber(x);
  return `${eqSign(f)} ${f.latex}`;
}

function toMoles(ctx: Ctx, s: Species, a: Amount): number | null {
  const n = `n(${s.latex})`;
  if (a.kind === 'n') return a.value;
  if (a.kind === 'V') {
    const v = a.value / MOLAR_VOLUME;
    ctx.lines.push(
      `标准状况下气体摩尔体积为 22.4 L/mol：$${n} = \\frac{V}{V_m} = \\frac{${a.value}\\ \\mathrm{L}}{22.4\\ \\mathrm{L/mol}} ${show(v)}\\ \\mathrm{mol}$`,
      '',
    );
    return v;
  }
  if (a.kind === 'N') {
    const v = a.value / AVOGADRO;
    ctx.lines.push(`取 $N_A = 6.02 \\times 10^{23}\\ \\mathrm{mol^{-1}}$：$${n} = \\frac{N}{N_A} ${show(v)}\\ \\mathrm{mol}$`, '');
    return v;
  }
  const M = molar(ctx, s);
  if (M === null) return null;
  const v = a.value / M;
  ctx.lines.push(
    `$${n} = \\frac{m}{M} = \\frac{${formatNumber(a.value).latex}\\ \\mathrm{g}}{${M}\\ \\mathrm{g/mol}} ${show(v)}\\ \\mathrm{mol}$`,
    '',
  );
  return v;
}

function fromMoles(ctx: Ctx, s: Species, n: number, kind: AmountKind, massUnit: 'g' | 'kg', particle?: Particle): string | null {
  const nTex = formatNumber(n).latex;
  let value: number;
  let unit: string;
  let symbol: string;
  if (kind === 'n' && particle) {
    [value, unit, symbol] = [n * particle.per, 'mol', 'n'];
    ctx.lines.push(
      `每个 $${s.latex}$ 含 ${particle.per} 个${particle.name}：$n = ${nTex}\\ \\mathrm{mol} \\times ${particle.per} ${show(value)}\\ \\mathrm{mol}$`,
      '',
    );
  } else if (kind === 'n') {
    [value, unit, symbol] = [n, 'mol', 'n'];
  } else if (kind === 'V') {
    [value, unit, symbol] = [n * MOLAR_VOLUME, 'L', 'V'];
    ctx.lines.push(`$V(${s.latex}) = n V_m = ${nTex}\\ \\mathrm{mol} \\times 22.4\\ \\mathrm{L/mol} ${show(value)}\\ \\mathrm{L}$`, '');
  } else if (kind === 'N') {
    const per = particle?.per ?? 1;
    [value, unit, symbol] = [n * per * AVOGADRO, '', 'N'];
    const each = per === 1 ? '' : ` \\times ${per}`;
    if (particle && per !== 1) ctx.lines.push(`每个 $${s.latex}$ 含 ${per} 个${particle.name}。`, '');
    ctx.lines.push(
      `$N = n${each ? ` \\times ${per}` : ''} N_A = ${nTex}\\ \\mathrm{mol}${each} \\times 6.02 \\times 10^{23}\\ \\mathrm{mol^{-1}} ${show(value)}$`,
      '',
    );
  } else {
    const M = molar(ctx, s);
    if (M === null) return null;
    const grams = n * M;
    [value, unit, symbol] = massUnit === 'kg' ? [grams / 1000, 'kg', 'm'] : [grams, 'g', 'm'];
    ctx.lines.push(`$m(${s.latex}) = nM = ${nTex}\\ \\mathrm{mol} \\times ${M}\\ \\mathrm{g/mol} ${show(grams)}\\ \\mathrm{g}$`, '');
  }
  const f = formatNumber(value);
  // "含多少个氧原子": the count is of the particle, not of the substance's formula units.
  const label =
    (kind === 'N' || kind === 'n') && particle && particle.name !== '分子' ? `${kind}_{\\text{${particle.name}}}` : `${symbol}(${s.latex})`;
  return `$${label} ${eqSign(f)} ${f.latex}${unit ? `\\ \\mathrm{${unit}}` : ''}$`;
}

/** n(asked)/n(given) from the problem's own equation, else from the common reactions it names. */
function reactionRatio(text: string, given: Species, asked: Species, ctx: Ctx): { value: number; asked: number; given: number } | string {
  const own = findEquation(text);
  const named = findMentions(withoutGivenWeights(text)).map((m) => m.species);
  const burns = /燃烧|点燃|氧化|在空气中|在氧气中/.test(text);
  const candidates: ParsedEquation[] = own
    ? [own]
    : COMMON_REACTIONS.map((r) => findEquation(r)).filter(
        (eq): eq is ParsedEquation => !!eq && eq.reactants.every((r) => named.some((s) => sameSpecies(s, r)) || (burns && r.text === 'O2')),
      );
  const ratios: { ratio: number; eq: ParsedEquation; coefficients: number[] }[] = [];
  for (const eq of candidates) {
    const all = [...eq.reactants, ...eq.products];
    const gi = all.findIndex((s) => sameSpecies(s, given));
    const ai = all.findIndex((s) => sameSpecies(s, asked));
    if (gi < 0 || ai < 0) continue;
    const b = balance(eq.reactants, eq.products);
    if (!b.ok) continue;
    ratios.push({ ratio: b.coefficients[ai] / b.coefficients[gi], eq, coefficients: b.coefficients });
  }
  if (ratios.length === 0) {
    return own ? '题目中的化学方程式无法配平，或不含所求物质。' : '未能确定题目涉及的化学反应。请写出反应的化学方程式后再试。';
  }
  if (ratios.some((r) => Math.abs(r.ratio - ratios[0].ratio) > 1e-12)) {
    return '题目可能涉及几个不同的反应，没能确定按哪一个计算。请写出反应的化学方程式后再试。';
  }
  const { eq, coefficients } = ratios[0];
  const all = [...eq.reactants, ...eq.products];
  const cg = coefficients[all.findIndex((s) => sameSpecies(s, given))];
  const ca = coefficients[all.findIndex((s) => sameSpecies(s, asked))];
  ctx.lines.unshift(
    '配平的化学方程式：',
    '',
    `$$${equationLatex(eq, coefficients)}$$`,
    '',
    `化学计量数之比即物质的量之比：$n(${asked.latex}) : n(${given.latex}) = ${ca} : ${cg}$。`,
    '',
  );
  return { value: ratios[0].ratio, asked: ca, given: cg };
}
