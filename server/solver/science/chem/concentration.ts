import type { Refused, Solved } from '../../types';
import { formatNumber } from '../format';
import { refused, solvedSteps } from '../outcome';
import { questionPart } from '../question';
import { GASES } from './avogadro';
import { dissolvedIons, hydrolyses } from './dissolved-ions';
import { parseSpecies, type Species } from './formula';
import { looseNumbers } from './loose-numbers';
import { molarMass, termsLatex, weightSetFor } from './mass';
import { findMentions, sameSpecies, withoutGivenWeights } from './mentions';
import { solveMixedIon } from './solution-mixing';
import { findSolutions, litres, type SolutionMention, VOLUME } from './solution-text';

/** What is asked about a solution: a concentration, an amount, a mass of solute or a volume. */
type Asked = { what: 'c' | 'n' | 'm' | 'V'; of: Species | null };

const ENGINE = 'offline:chemistry:concentration';
const show = (x: number) => formatNumber(x).latex;
const sign = (x: number) => (formatNumber(x).approx ? '\\approx' : '=');
/** Volumetric flasks of the school laboratory: a solution is made up to one of these volumes exactly. */
const FLASKS_ML = [50, 100, 250, 500, 1000, 2000];

/**
 * Amount-of-substance concentration, c = n/V, as the textbook teaches it: a solute made up to a volume
 * (「4 g NaOH 溶于水配成 500 mL 溶液」), dilution to a final volume (c1V1 = c2V2), the ions of a strong
 * electrolyte (c(Na⁺) = 2c for Na2SO4), the solute needed to prepare a solution (m = cVM, also a hydrate, or
 * the volume of a concentrated solution), and c = 1000ρw/M. Null when the text is not one of these; refused
 * when it is but a condition is missing (a volume of water instead of solution, a hydrolysing ion, a flask
 * size that does not exist, a number left unread).
 */
export function solveConcentration(text: string): Solved | Refused | null {
  // 「2.24 L（标准状况）HCl」 reads as 「标准状况下 2.24 L HCl」.
  const plain = withoutGivenWeights(text).replace(/(\d+(?:\.\d+)?)\s*L\s*[(（]\s*标准状况(?:下)?\s*[)）]\s*/g, '标准状况下 $1 L ');
  const question = questionPart(plain);
  const asked = askedOf(question.text);
  if (!asked) return null;
  // 「由水电离出的 c(H⁺)」 asks about the water's own ions, not the solute's.
  if (/水(?:所)?电离|水的电离/.test(question.text)) return null;
  const numbers = looseNumbers(plain);
  const fromDensity = densityForm(plain, asked, numbers.length);
  if (fromDensity) return fromDensity;
  const made = madeUpForm(plain, asked, numbers.length);
  if (made) return made;
  // A solution named again in the question (「需要浓硫酸的体积」) is not a second solution.
  const solutions = findSolutions(plain).filter((s) => s.index < question.index || s.concentration !== undefined);
  if (solutions.length === 0) return null;
  const dilution = dilutionForm(plain, solutions, asked, numbers.length);
  if (dilution) return dilution;
  const mixed = asked.what === 'c' ? solveMixedIon(plain, solutions, asked.of, numbers.length) : null;
  if (mixed) return mixed;
  if (solutions.length === 1) return oneSolutionForm(plain, solutions[0], asked, numbers.length);
  return null;
}

function askedOf(q: string): Asked | null {
  if (/(?:质量分数|百分比浓度|pH|溶解度)\s*(?:为|是|约为)?\s*(?:多少|$|[(（?？])/.test(q.trim())) return null;
  // Water added or its volume is not the solution's: volumes of water and solution do not simply add.
  if (/加(?:入)?(?:蒸馏)?水(?:的)?(?:体积|质量|多少)|(?:蒸馏)?水的(?:体积|质量)/.test(q)) return null;
  const ofIon = ionIn(q);
  // An ion asked but not read (「Na^+」 in a form the reader misses, 「阴离子」) must not fall back to the solute.
  // A unit's power (「g·cm^{-3}」, 「mol·L^{-1}」) has its digit after the sign; an ion's charge has none after it.
  if (!ofIon && /离子|\^\s*\{?\s*\d?\s*[+-](?!\s*\d)/.test(q)) return null;
  if (/物质的量浓度|浓度\s*(?:为|是)?\s*(?:多少|$|[(（]\s*[)）])|c\s*\(/.test(q)) return { what: 'c', of: ofIon ?? soluteIn(q) };
  if (/物质的量|多少\s*mol/.test(q)) return { what: 'n', of: ofIon ?? soluteIn(q) };
  if (/质量|多少\s*(?:g|克)|称取|称量/.test(q)) return { what: 'm', of: soluteIn(q) };
  if (/体积|多少\s*(?:mL|毫升|L|升)|量取/.test(q)) return { what: 'V', of: soluteIn(q) };
  return null;
}

/** An ion named in the question: 「Na^{+} 的物质的量浓度」, 「c(Cl^{-})」. */
function ionIn(q: string): Species | null {
  const m =
    /([A-Z][A-Za-z0-9]*\s*\^\s*\{\s*\d?\s*[+-]\s*\})/.exec(q) ??
    /([A-Z][A-Za-z0-9]*\s*\^\s*\d?[+-])(?![A-Za-z0-9])/.exec(q) ??
    /([A-Z][A-Za-z0-9]*?\d?[+-])(?![A-Za-z0-9])/.exec(q);
  const s = m ? parseSpecies(m[1].replace(/\s+/g, '')) : null;
  return s && s.charge !== 0 ? s : null;
}

function soluteIn(q: string): Species | null {
  const found = findMentions(q).filter((m) => m.species.charge === 0 && m.label !== '水');
  return found.length === 1 ? found[0].species : null;
}

/** The solute's value for what is asked, from n and V of the solution; a refusal when the asked ion cannot be. */
function answerFor(solute: Species, n: number, volume: number, asked: Asked, lines: string[], text: string): Solved | Refused | null {
  const ws = weightSetFor(text, [solute], 'school');
  const c = n / volume;
  const of = asked.of;
  if (of && of.charge !== 0) {
    const ions = dissolvedIons(anhydrous(solute));
    const ion = ions?.find((i) => sameSpecies(i.ion, of));
    if (!ion)
      return refused(
        'chemistry',
        `没能确定 $${solute.latex}$ 在溶液中能电离出多少 $${of.latex}$（它可能不是强电解质，或不含这种离子），为避免算错，暂不作答。`,
      );
    if (hydrolyses(of)) {
      return refused(
        'chemistry',
        `$${of.latex}$ 在水中会发生水解，溶液中它的实际浓度略小于按化学式算出的值，题目若不说明忽略水解就无法给出确定的数值，为避免算错，暂不作答。`,
      );
    }
    const ci = c * ion.per;
    lines.push(`$${solute.latex}$ 是强电解质，完全电离，每个 $${solute.latex}$ 电离出 ${ion.per} 个 $${of.latex}$。`, '');
    if (asked.what === 'c') {
      lines.push(
        `$c(${of.latex}) = ${ion.per === 1 ? '' : `${ion.per} \\times `}${show(c)}\\ \\mathrm{mol/L} ${sign(ci)} ${show(ci)}\\ \\mathrm{mol/L}$`,
      );
      return done(lines, `$c(${of.latex}) ${sign(ci)} ${show(ci)}\\ \\mathrm{mol/L}$`);
    }
    if (asked.what === 'n') {
      const ni = n * ion.per;
      lines.push(
        `$n(${of.latex}) = ${ion.per === 1 ? '' : `${ion.per} \\times `}${show(n)}\\ \\mathrm{mol} ${sign(ni)} ${show(ni)}\\ \\mathrm{mol}$`,
      );
      return done(lines, `$n(${of.latex}) ${sign(ni)} ${show(ni)}\\ \\mathrm{mol}$`);
    }
    return null;
  }
  if (of && !sameSpecies(of, solute) && !sameSpecies(of, anhydrous(solute))) return null;
  const target = of ?? solute;
  if (asked.what === 'c') {
    lines.push(
      `$c(${target.latex}) = \\frac{n}{V} = \\frac{${show(n)}\\ \\mathrm{mol}}{${show(volume)}\\ \\mathrm{L}} ${sign(c)} ${show(c)}\\ \\mathrm{mol/L}$`,
    );
    return done(lines, `$c(${target.latex}) ${sign(c)} ${show(c)}\\ \\mathrm{mol/L}$`);
  }
  if (asked.what === 'n') {
    lines.push(`$n(${target.latex}) = cV ${sign(n)} ${show(n)}\\ \\mathrm{mol}$`);
    return done(lines, `$n(${target.latex}) ${sign(n)} ${show(n)}\\ \\mathrm{mol}$`);
  }
  if (asked.what === 'm') {
    const M = molarMass(target, ws.weights);
    if (!M) return null;
    const m = n * M.value;
    lines.push(
      `$M(${target.latex}) = ${termsLatex(M.terms)} = ${M.value}\\ \\mathrm{g/mol}$`,
      '',
      `$m(${target.latex}) = nM = ${show(n)}\\ \\mathrm{mol} \\times ${M.value}\\ \\mathrm{g/mol} ${sign(m)} ${show(m)}\\ \\mathrm{g}$`,
    );
    return done(lines, `$m(${target.latex}) ${sign(m)} ${show(m)}\\ \\mathrm{g}$`);
  }
  return null;
}

function done(lines: string[], answer: string): Solved {
  return solvedSteps('chemistry', ENGINE, lines, answer, '已按 c = n/V 计算，并核对了所用的每个数据');
}

/** CuSO4·5H2O dissolves as CuSO4: the solute is the part before the water of crystallisation. */
function anhydrous(s: Species): Species {
  const [body] = s.text.split(/[·•∙⋅*.]/);
  return body !== s.text ? (parseSpecies(body) ?? s) : s;
}

const AMOUNT_OF = String.raw`(\d+(?:\.\d+)?)\s*(g|克|mol|摩尔|L|升)\s*(?:的)?\s*`;

/**
 * 「4 g NaOH 溶于水配成 500 mL 溶液」, 「标准状况下 4.48 L HCl 气体溶于水配成 500 mL 溶液」, 「25 g CuSO4·5H2O 溶于水
 * 制成 100 mL 溶液」. A volume of water (「溶于 1 L 水中」) is not the solution's volume: refused.
 */
function madeUpForm(text: string, asked: Asked, numbers: number): Solved | Refused | null {
  if (asked.what !== 'c' && asked.what !== 'n') return null;
  const made = new RegExp(`(?:配成|配制成|制成|配制为|配为|稀释成|稀释至|稀释到|加水至)\\s*${VOLUME}\\s*(?:的)?\\s*(?:水)?溶液`).exec(text);
  const intoWater = new RegExp(`溶于\\s*${VOLUME}\\s*(?:的)?\\s*水`).test(text);
  const head = new RegExp(`${AMOUNT_OF}([A-Z][A-Za-z0-9()·]*|[\\u4e00-\\u9fa5]{1,6}?)\\s*(?:气体|固体|晶体)?\\s*(?:完全)?溶于`).exec(text);
  if (!head) return null;
  if (intoWater && !made) {
    return refused('chemistry', '题目给出的是溶剂水的体积，而不是所得溶液的体积，溶液体积不等于水的体积，无法用 c = n/V 计算。');
  }
  if (!made) return null;
  const mention = findMentions(head[3]).find((m) => m.index === 0 && m.end === head[3].length);
  if (!mention) return null;
  const solute = mention.species;
  if (numbers !== 2) return refused('chemistry', '题目中还有没用上的数据（可能还有别的条件），为避免算错，暂不作答。');
  // Only a solute that dissolves unchanged and ionises completely: Na, Na2O, SO3, NH3 … become something else.
  if (!dissolvedIons(anhydrous(solute))) {
    return refused(
      'chemistry',
      `$${solute.latex}$ 溶于水后溶质可能发生变化（与水反应或部分电离），目前只计算强电解质直接溶解的情形，为避免算错，暂不作答。`,
    );
  }
  const volume = litres(made[1], made[2]);
  const lines: string[] = [];
  const ws = weightSetFor(text, [solute], 'school');
  let n: number;
  if (/^(?:g|克)$/.test(head[2])) {
    const M = molarMass(solute, ws.weights);
    if (!M) return null;
    n = Number(head[1]) / M.value;
    lines.push(
      `$M(${solute.latex}) = ${M.value}\\ \\mathrm{g/mol}$，$n = \\frac{m}{M} = \\frac{${head[1]}\\ \\mathrm{g}}{${M.value}\\ \\mathrm{g/mol}} ${sign(n)} ${show(n)}\\ \\mathrm{mol}$`,
      '',
    );
  } else if (/^(?:mol|摩尔)$/.test(head[2])) {
    n = Number(head[1]);
  } else {
    if (!/标准状况|标况/.test(text) || !GASES.has(solute.text)) {
      return refused('chemistry', '气体的体积要在标准状况下才能用 22.4 L/mol 换算成物质的量，题目没有说明，无法计算。');
    }
    n = Number(head[1]) / 22.4;
    lines.push(
      `标准状况下 $n = \\frac{V}{V_m} = \\frac{${head[1]}\\ \\mathrm{L}}{22.4\\ \\mathrm{L/mol}} ${sign(n)} ${show(n)}\\ \\mathrm{mol}$`,
      '',
    );
  }
  if (anhydrous(solute) !== solute) lines.push(`$${solute.latex}$ 溶于水后溶质是 $${anhydrous(solute).latex}$，其物质的量与晶体相同。`, '');
  const target = anhydrous(solute);
  lines.push(`所得溶液体积 $V = ${show(volume)}\\ \\mathrm{L}$。`, '');
  return answerFor(target, n, volume, asked, lines, text);
}

/**
 * Dilution: 「将 50 mL 2 mol/L NaCl 溶液加水稀释到 200 mL」 (c2 = c1V1/V2), or preparing a dilute solution from a
 * concentrated one: 「用 18.4 mol/L 的浓硫酸配制 500 mL 1 mol/L 的稀硫酸，需要浓硫酸的体积」 (V1 = c2V2/c1).
 * 「加入 200 mL 水」 gives no final volume: refused.
 */
function dilutionForm(text: string, solutions: SolutionMention[], asked: Asked, numbers: number): Solved | Refused | null {
  const to = new RegExp(`(?:稀释|加水稀释|加水)\\s*(?:到|至|成|为)\\s*${VOLUME}`).exec(text);
  const addedWater = new RegExp(`加入?\\s*${VOLUME}\\s*(?:的)?\\s*(?:蒸馏)?水`).test(text);
  if (solutions.length === 1 && (to || addedWater)) {
    const s = solutions[0];
    if (addedWater && !to)
      return refused('chemistry', '加入的是水的体积，稀释后溶液的体积不一定等于两者之和，题目没有给出稀释后溶液的体积，无法计算。');
    if (!to || s.volume === undefined || s.concentration === undefined || asked.what !== 'c') return null;
    const portion = takenPortion(text, to.index + to[0].length);
    if (numbers !== 3 + (portion?.numbers ?? 0)) return refused('chemistry', '题目中还有没用上的数据，为避免算错，暂不作答。');
    const v2 = litres(to[1], to[2]);
    if (v2 <= s.volume) return refused('chemistry', '稀释后的体积应大于原溶液的体积，题目的数据对不上，暂不作答。');
    const n = s.concentration * s.volume;
    const lines = [
      `稀释前后溶质的物质的量不变：$n = c_1V_1 = ${show(s.concentration)}\\ \\mathrm{mol/L} \\times ${show(s.volume)}\\ \\mathrm{L} ${sign(n)} ${show(n)}\\ \\mathrm{mol}$`,
      '',
      `稀释后 $V_2 = ${show(v2)}\\ \\mathrm{L}$。`,
      '',
    ];
    if (portion) lines.push(`溶液是均一的，从中取出的 ${portion.shown} 溶液浓度与取出前相同。`, '');
    return answerFor(s.solute, n, v2, asked, lines, text);
  }
  if (solutions.length === 2 && asked.what === 'V' && /配制/.test(text)) {
    const [stock, target] = solutions;
    if (!sameSpecies(stock.solute, target.solute)) return null;
    if (
      stock.concentration === undefined ||
      stock.volume !== undefined ||
      target.concentration === undefined ||
      target.volume === undefined
    )
      return null;
    if (numbers !== 3) return refused('chemistry', '题目中还有没用上的数据，为避免算错，暂不作答。');
    if (!flaskOk(target.volume)) return flaskRefusal(target.volume);
    const n = target.concentration * target.volume;
    const v1 = n / stock.concentration;
    const ml = v1 * 1000;
    const lines = [
      `稀释前后溶质的物质的量不变：$n = c_2V_2 = ${show(target.concentration)}\\ \\mathrm{mol/L} \\times ${show(target.volume)}\\ \\mathrm{L} ${sign(n)} ${show(n)}\\ \\mathrm{mol}$`,
      '',
      `$V_1 = \\frac{n}{c_1} = \\frac{${show(n)}\\ \\mathrm{mol}}{${show(stock.concentration)}\\ \\mathrm{mol/L}} ${sign(v1)} ${show(v1)}\\ \\mathrm{L} ${sign(ml)} ${show(ml)}\\ \\mathrm{mL}$`,
    ];
    // Answered in the unit the question asks for: 「需要量取浓盐酸多少升」 is 0.05 L, not 50 mL.
    const inLitres = /多少\s*(?:L(?![a-zA-Z])|升)/.test(text);
    return done(lines, inLitres ? `$V ${sign(v1)} ${show(v1)}\\ \\mathrm{L}$` : `$V ${sign(ml)} ${show(ml)}\\ \\mathrm{mL}$`);
  }
  return null;
}

/**
 * 「从中取出 5 mL，这 5 mL 溶液的物质的量浓度」 after the dilution: a portion of a solution has its concentration, so the
 * portion's volume (written once or twice) is not used. Null when no portion is taken there.
 */
function takenPortion(text: string, from: number): { numbers: number; shown: string } | null {
  const rest = text.slice(from);
  const taken = new RegExp(`^\\s*[,，]\\s*(?:再)?(?:从中|从(?:所得|稀释后的?)溶液中)取出\\s*${VOLUME}`).exec(rest);
  if (!taken) return null;
  const again = new RegExp(`^\\s*[,，]\\s*(?:则)?(?:这|此|取出的)\\s*${taken[1]}\\s*${taken[2]}\\s*(?:的)?\\s*溶液`).test(
    rest.slice(taken[0].length),
  );
  return { numbers: again ? 2 : 1, shown: `${taken[1]} ${taken[2]}` };
}

const flaskOk = (v: number) => FLASKS_ML.some((f) => Math.abs(f / 1000 - v) < 1e-9);
const flaskRefusal = (v: number) =>
  refused(
    'chemistry',
    `实验室没有 ${show(v * 1000)} mL 规格的容量瓶，配制时要选用稍大规格的容量瓶；这里没能确定按哪个容量瓶计算，为避免算错，暂不作答。`,
  );

/** One solution with its concentration: the ions in it, the solute it holds, or the solute needed to prepare it. */
function oneSolutionForm(text: string, s: SolutionMention, asked: Asked, numbers: number): Solved | Refused | null {
  if (s.concentration === undefined) return null;
  if (/混合|加入|滴加|通入|反应|稀释|蒸发|浓缩/.test(text)) return null;
  const needsVolume = asked.what !== 'c';
  if (needsVolume && s.volume === undefined) return null;
  // 「需用 480 mL … 应称取」 prepares the solution as much as 「配制」 does: the solute is weighed for a flask.
  const preparing = /配制|称取|称量|需用/.test(text);
  // 「选用 500 mL 容量瓶」: the flask the question names, a number of its own.
  const namedFlask = /(\d+)\s*mL\s*(?:的)?\s*容量瓶/.exec(text);
  const named = preparing && namedFlask && s.volume !== undefined ? Number(namedFlask[1]) : null;
  if (named !== null && (!flaskOk(named / 1000) || named / 1000 < s.volume! - 1e-9)) return null;
  const flaskNumbers = named !== null && Math.abs(named / 1000 - s.volume!) > 1e-9 ? 1 : 0;
  if (numbers !== (s.volume === undefined ? 1 : 2) + flaskNumbers)
    return refused('chemistry', '题目中还有没用上的数据，为避免算错，暂不作答。');
  let volume = s.volume ?? 1;
  const flaskLines: string[] = [];
  if (preparing && s.volume !== undefined && !flaskOk(s.volume)) {
    // 「需要 450 mL 溶液」: no flask holds 450 mL, so 500 mL are prepared and the solute is weighed for 500 mL.
    const flask = named ?? FLASKS_ML.find((f) => f / 1000 > s.volume!);
    if (!flask || (asked.what !== 'm' && asked.what !== 'n') || (asked.of && asked.of.charge !== 0)) return flaskRefusal(s.volume);
    volume = flask / 1000;
    flaskLines.push(
      `实验室没有 ${show(s.volume * 1000)} mL 的容量瓶，应选用 ${flask} mL 容量瓶配制 ${flask} mL 溶液，溶质按 ${flask} mL 计算。`,
      '',
    );
  }
  if (asked.what === 'c' && !(asked.of && asked.of.charge !== 0)) return null;
  // The mass of a hydrate to weigh out: 「配制 … CuSO4 溶液，需要称取 CuSO4·5H2O 的质量」.
  const weighed =
    asked.what === 'm' && asked.of && !sameSpecies(asked.of, s.solute) && sameSpecies(anhydrous(asked.of), s.solute) ? asked.of : null;
  const n = s.concentration * volume;
  const lines =
    s.volume !== undefined
      ? [
          ...flaskLines,
          `$n(${s.solute.latex}) = cV = ${show(s.concentration)}\\ \\mathrm{mol/L} \\times ${show(volume)}\\ \\mathrm{L} ${sign(n)} ${show(n)}\\ \\mathrm{mol}$`,
          '',
        ]
      : [];
  if (weighed) {
    lines.push(`每 1 mol $${weighed.latex}$ 含 1 mol $${s.solute.latex}$，所以 $n(${weighed.latex}) = ${show(n)}\\ \\mathrm{mol}$。`, '');
    return answerFor(weighed, n, volume, { what: 'm', of: weighed }, lines, text);
  }
  if (asked.what === 'V') return null;
  return answerFor(s.solute, n, volume, asked, lines, text);
}

/** 「密度为 1.84 g/cm^{3}、质量分数为 98% 的浓硫酸的物质的量浓度」: c = 1000ρw/M. */
function densityForm(text: string, asked: Asked, numbers: number): Solved | Refused | null {
  if (asked.what !== 'c') return null;
  const rho = /密度(?:为|是)?\s*(\d+(?:\.\d+)?)\s*g\s*(?:\/|·)\s*(?:cm|mL|ml)\s*(?:\^\s*\{?\s*-?\s*3?\s*\}?|-1|\^\{-1\})?/.exec(text);
  const w = /质量分数(?:为|是)?\s*(\d+(?:\.\d+)?)\s*%/.exec(text);
  if (!rho || !w) return null;
  const mentions = findMentions(text).filter((m) => m.label !== '水' && m.species.charge === 0);
  const solutes = mentions.filter((m, i) => mentions.findIndex((o) => sameSpecies(o.species, m.species)) === i);
  if (solutes.length !== 1) return null;
  if (numbers !== 2) return refused('chemistry', '题目中还有没用上的数据，为避免算错，暂不作答。');
  const solute = solutes[0].species;
  if (asked.of && !sameSpecies(asked.of, solute)) return null;
  const M = molarMass(solute, weightSetFor(text, [solute], 'school').weights);
  if (!M) return null;
  const r = Number(rho[1]);
  const f = Number(w[1]) / 100;
  const c = (1000 * r * f) / M.value;
  // The same value another way: 1 L of solution weighs 1000ρ g, of which the solute is 1000ρw g.
  const grams = 1000 * r * f;
  if (Math.abs(grams / M.value - c) > 1e-9 * c) return null;
  const lines = [
    `取 1 L 溶液：质量 $1000\\ \\mathrm{mL} \\times ${r}\\ \\mathrm{g/mL} = ${show(1000 * r)}\\ \\mathrm{g}$，其中溶质 $${show(1000 * r)} \\times ${w[1]}\\% = ${show(grams)}\\ \\mathrm{g}$。`,
    '',
    `$M(${solute.latex}) = ${M.value}\\ \\mathrm{g/mol}$，$c = \\frac{1000\\rho w}{M} = \\frac{${show(grams)}\\ \\mathrm{g}}{${M.value}\\ \\mathrm{g/mol} \\times 1\\ \\mathrm{L}} ${sign(c)} ${show(c)}\\ \\mathrm{mol/L}$`,
  ];
  return done(lines, `$c(${solute.latex}) ${sign(c)} ${show(c)}\\ \\mathrm{mol/L}$`);
}
