import type { Refused, Solved } from '../../types';
import { formatNumber } from '../format';
import { refused, solvedSteps } from '../outcome';
import { questionPart } from '../question';
import { dissolvedIons } from './dissolved-ions';
import { parseSpecies, type Species } from './formula';
import { looseNumbers } from './loose-numbers';
import { molarMass, weightSetFor } from './mass';
import { findMentions, withoutGivenWeights } from './mentions';

const ENGINE = 'offline:chemistry:mass-fraction';
const show = (x: number) => formatNumber(x).latex;
const sign = (x: number) => (formatNumber(x).approx ? '\\approx' : '=');
/** Molecular solutes that dissolve unchanged (besides the strong electrolytes of dissolved-ions.ts). */
const MOLECULAR = ['C12H22O11', 'C6H12O6', 'CO(NH2)2'];
const GRAMS = String.raw`(\d+(?:\.\d+)?)\s*(?:g|克)`;
const PERCENT = String.raw`(\d+(?:\.\d+)?)\s*\\?%`;

/**
 * Mass fraction of a solute, w = m(solute) / m(solution): a solute dissolved in water (a hydrate counted by
 * its anhydrous part), the solute or water in a solution of given mass and fraction, dilution with water to a
 * new fraction, and water or solute added. Evaporation is read only with 「无晶体析出」 (otherwise the solution
 * may saturate). The solute must dissolve unchanged: Na, Na2O, CaO, SO3 react with water and are refused.
 */
export function solveMassFraction(raw: string): Solved | Refused | null {
  const text = withoutGivenWeights(raw);
  if (!/质量分数|溶质/.test(text) || !/溶液|溶于|溶解|水中/.test(text)) return null;
  const q = questionPart(text).text;
  const mentions = findMentions(text).filter((m) => m.label !== '水' && m.label !== 'H2O');
  const solutes = mentions.filter((m, i) => mentions.findIndex((o) => o.species.text === m.species.text) === i);
  if (solutes.length !== 1) return null;
  const solute = solutes[0];
  const numbers = looseNumbers(text).length;
  if (/溶解度|饱和/.test(text)) return null;
  if (!dissolvesUnchanged(solute.species)) {
    return refused('chemistry', `$${solute.species.latex}$ 溶于水时会与水反应或溶质发生变化，溶质不是它本身，为避免算错，暂不作答。`);
  }
  const unused = () => refused('chemistry', '题目中还有没用上的数据，为避免算错，暂不作答。');
  const asksFraction = /质量分数\s*(?:为|是|约为)?\s*(?:多少|$|[(（?？])/.test(q.trim());

  // 「10 g NaCl 溶于 40 g 水中」
  const dissolved = new RegExp(
    `${GRAMS}\\s*(?:的)?\\s*${escapeRe(solute.label)}\\s*(?:固体|晶体)?\\s*(?:完全)?(?:溶于|溶解在|放入|加入到?)\\s*${GRAMS}\\s*(?:的)?\\s*(?:蒸馏)?水`,
  ).exec(text);
  if (dissolved && asksFraction) {
    if (numbers !== 2) return unused();
    const m = Number(dissolved[1]);
    const water = Number(dissolved[2]);
    const pure = soluteMass(solute.species, m, text);
    if (!pure) return null;
    const w = pure.grams / (m + water);
    return fraction(
      [...pure.lines, `溶液质量 $= ${show(m)} + ${show(water)} = ${show(m + water)}\\ \\mathrm{g}$`, ''],
      pure.solute,
      pure.grams,
      m + water,
      w,
    );
  }
  const solution =
    new RegExp(
      `${GRAMS}\\s*(?:的)?\\s*(?:溶质)?质量分数(?:为|是)?\\s*${PERCENT}\\s*(?:的)?\\s*${escapeRe(solute.label)}\\s*(?:水)?溶液`,
    ).exec(text) ?? new RegExp(`${GRAMS}\\s*${PERCENT}\\s*(?:的)?\\s*${escapeRe(solute.label)}\\s*(?:水)?溶液`).exec(text);
  if (!solution) return null;
  const total = Number(solution[1]);
  const w1 = Number(solution[2]) / 100;
  const solid = total * w1;
  const after = text.slice(solution.index + solution[0].length);
  const lines = [`溶质质量 $= ${show(total)}\\ \\mathrm{g} \\times ${solution[2]}\\% ${sign(solid)} ${show(solid)}\\ \\mathrm{g}$`, ''];
  const target = new RegExp(`(?:稀释|配制|配)\\s*(?:成|为|到)\\s*(?:溶质质量分数为)?\\s*${PERCENT}`).exec(after);
  const addWater = new RegExp(`(?:加入|加)\\s*${GRAMS}\\s*(?:的)?\\s*(?:蒸馏)?水`).exec(after);
  const addSolute = new RegExp(`(?:加入|加|再溶解)\\s*${GRAMS}\\s*(?:的)?\\s*${escapeRe(solute.label)}`).exec(after);
  const evaporate = new RegExp(`蒸发(?:掉|去)?\\s*${GRAMS}\\s*(?:的)?\\s*水`).exec(after);
  if (target) {
    if (numbers !== 3 || target.index > 40) return unused();
    const w2 = Number(target[1]) / 100;
    if (w2 >= w1) return refused('chemistry', '加水稀释后质量分数应变小，题目的数据对不上，暂不作答。');
    const newTotal = solid / w2;
    lines.push(
      `稀释前后溶质质量不变，稀释后溶液质量 $= \\frac{${show(solid)}\\ \\mathrm{g}}{${target[1]}\\%} ${sign(newTotal)} ${show(newTotal)}\\ \\mathrm{g}$`,
      '',
    );
    if (/加.{0,4}水.{0,6}(?:多少|质量|几)|水的质量|需要?水/.test(q)) {
      const water = newTotal - total;
      lines.push(`需加水 $= ${show(newTotal)} - ${show(total)} ${sign(water)} ${show(water)}\\ \\mathrm{g}$`);
      return done(lines, `$m(\\mathrm{H_2O}) ${sign(water)} ${show(water)}\\ \\mathrm{g}$`);
    }
    if (/溶液的?质量/.test(q)) return done(lines, `$m(\\text{溶液}) ${sign(newTotal)} ${show(newTotal)}\\ \\mathrm{g}$`);
    return null;
  }
  if ((addWater || addSolute || evaporate) && asksFraction) {
    if ([addWater, addSolute, evaporate].filter(Boolean).length !== 1 || numbers !== 3) return unused();
    if (evaporate && !/无晶体析出|没有晶体析出|未析出晶体/.test(text)) {
      return refused('chemistry', '蒸发水后溶液可能达到饱和并析出晶体，题目没有说明“无晶体析出”，为避免算错，暂不作答。');
    }
    const x = Number((addWater ?? addSolute ?? evaporate)![1]);
    const newSolid = addSolute ? solid + x : solid;
    const newTotal = evaporate ? total - x : total + x;
    if (newTotal <= newSolid) return null;
    lines.push(
      addWater
        ? `加水后溶液质量 $= ${show(total)} + ${show(x)} = ${show(newTotal)}\\ \\mathrm{g}$`
        : addSolute
          ? `溶质质量 $= ${show(solid)} + ${show(x)} = ${show(newSolid)}\\ \\mathrm{g}$，溶液质量 $= ${show(newTotal)}\\ \\mathrm{g}$`
          : `蒸发后溶液质量 $= ${show(total)} - ${show(x)} = ${show(newTotal)}\\ \\mathrm{g}$`,
      '',
    );
    return fraction(lines, solute.species, newSolid, newTotal, newSolid / newTotal);
  }
  if (numbers !== 2) return unused();
  if (new RegExp(`(?:含|溶质)\\s*${escapeRe(solute.label)}?.{0,4}(?:多少|质量)|${escapeRe(solute.label)}\\s*的质量`).test(q)) {
    return done(lines, `$m(${solute.species.latex}) ${sign(solid)} ${show(solid)}\\ \\mathrm{g}$`);
  }
  if (/(?:含|溶剂)?水.{0,4}(?:多少|质量)|水的质量/.test(q)) {
    const water = total - solid;
    lines.push(`水的质量 $= ${show(total)} - ${show(solid)} ${sign(water)} ${show(water)}\\ \\mathrm{g}$`);
    return done(lines, `$m(\\mathrm{H_2O}) ${sign(water)} ${show(water)}\\ \\mathrm{g}$`);
  }
  return null;
}

function dissolvesUnchanged(s: Species): boolean {
  const [body] = s.text.split(/[·•∙⋅*]/);
  const core = parseSpecies(body);
  return !!core && (!!dissolvedIons(core) || MOLECULAR.includes(core.text));
}

/** The solute's own mass: a hydrate counts only its anhydrous part (CuSO4·5H2O → CuSO4). */
function soluteMass(s: Species, grams: number, text: string): { solute: Species; grams: number; lines: string[] } | null {
  const [body] = s.text.split(/[·•∙⋅*]/);
  if (body === s.text) return { solute: s, grams, lines: [] };
  const core = parseSpecies(body)!;
  const ws = weightSetFor(text, [s], 'school').weights;
  const [mh, mc] = [molarMass(s, ws)?.value, molarMass(core, ws)?.value];
  if (!mh || !mc) return null;
  const pure = (grams * mc) / mh;
  return {
    solute: core,
    grams: pure,
    lines: [
      `晶体溶于水后溶质是 $${core.latex}$：$m(${core.latex}) = ${show(grams)}\\ \\mathrm{g} \\times \\frac{${mc}}{${mh}} ${sign(pure)} ${show(pure)}\\ \\mathrm{g}$`,
      '',
    ],
  };
}

function fraction(lines: string[], solute: Species, solid: number, total: number, w: number): Solved {
  const pct = w * 100;
  lines.push(
    `$w(${solute.latex}) = \\frac{${show(solid)}\\ \\mathrm{g}}{${show(total)}\\ \\mathrm{g}} \\times 100\\% ${sign(pct)} ${show(pct)}\\%$`,
  );
  return done(lines, `$w(${solute.latex}) ${sign(pct)} ${show(pct)}\\%$`);
}

function done(lines: string[], answer: string): Solved {
  return solvedSteps('chemistry', ENGINE, lines, answer, '已按 溶质质量 ÷ 溶液质量 计算，并核对了所用的每个数据');
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
