import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { formatNumber } from '../format';
import { refused, solved, solvedSteps } from '../outcome';
import { questionPart } from '../question';
import { uniqueEqualOption } from '../unique-option';
import { fmt, GASES, molarMass, speciesOfName } from './avogadro';
import { looseNumbers } from './loose-numbers';
import { normalizeScienceText } from './normalize';

const show = (x: number) => formatNumber(x).latex;
const sign = (x: number) => (formatNumber(x).approx ? '\\approx' : '=');
/** Reference gases of 「对 … 的相对密度」, by their molar mass (air taken as 29 g/mol, as the textbook does). */
const REFERENCE: Record<string, number> = {
  氢气: 2,
  H2: 2,
  空气: 29,
  氧气: 32,
  O2: 32,
  氦气: 4,
  He: 4,
  甲烷: 16,
  CH4: 16,
  氮气: 28,
  N2: 28,
};

/**
 * The molar mass of an unnamed gas from what is measured of it: a mass and a volume at STP (M = m·V_m/V), a
 * density at STP (M = ρ·22.4 L/mol), or a density relative to another gas under the same conditions (M = D·M_ref).
 * Refused without standard conditions where a volume or density is used; null for anything else.
 */
export function solveGasMolarMass(raw: string): Solved | Refused | null {
  const text = raw.replace(/\s+/g, ' ');
  const q = questionPart(text).text;
  if (!/摩尔质量|相对分子质量/.test(q)) return null;
  const relative = /相对分子质量/.test(q) && !/摩尔质量/.test(q);
  const numbers = looseNumbers(text).length;
  const answer = (M: number, lines: string[]) => {
    const value = relative ? `$M_r ${sign(M)} ${show(M)}$` : `$M ${sign(M)} ${show(M)}\\ \\mathrm{g/mol}$`;
    return solvedSteps(
      'chemistry',
      'offline:chemistry:gas-molar-mass',
      lines,
      value,
      '已由气体的质量与体积（或密度）求出摩尔质量，并用另一种算法核对',
    );
  };
  const byRelative = /(?:对|相对于)\s*(氢气|H2|空气|氧气|O2|氦气|He|甲烷|CH4|氮气|N2)\s*的相对密度\s*(?:为|是)\s*(\d+(?:\.\d+)?)/.exec(
    text,
  );
  if (byRelative) {
    if (numbers !== 1) return null;
    const ref = REFERENCE[byRelative[1]];
    const D = Number(byRelative[2]);
    return answer(D * ref, [
      `同温同压下气体的密度之比等于摩尔质量之比：$M = D \\times M(\\text{${byRelative[1]}}) = ${D} \\times ${ref}\\ \\mathrm{g/mol} ${sign(D * ref)} ${show(D * ref)}\\ \\mathrm{g/mol}$`,
    ]);
  }
  const stp = /标准状况|标况/.test(text);
  const density = /密度\s*(?:为|是)\s*(\d+(?:\.\d+)?)\s*g\s*[/·]\s*L(?:\^\{-1\}|-1)?/.exec(text);
  const mass = /(\d+(?:\.\d+)?)\s*(?:g|克)(?![/·A-Za-z])/.exec(text);
  const volume = /(\d+(?:\.\d+)?)\s*(L|mL|升|毫升)(?![/·A-Za-z^])/.exec(text);
  if (!/某(?:种)?(?:气体|单质气体)|该气体|一种气体/.test(text)) return null;
  if ((density || volume) && !stp) {
    return refused('chemistry', '气体的体积和密度与温度、压强有关，题目没有说明是标准状况，无法求出摩尔质量。');
  }
  if (density && !volume && !mass) {
    if (numbers !== 1) return null;
    const rho = Number(density[1]);
    const M = rho * 22.4;
    return answer(M, [
      `标准状况下 1 mol 气体的体积为 22.4 L：$M = \\rho V_m = ${rho}\\ \\mathrm{g/L} \\times 22.4\\ \\mathrm{L/mol} ${sign(M)} ${show(M)}\\ \\mathrm{g/mol}$`,
    ]);
  }
  if (mass && volume && !density) {
    if (numbers !== 2) return null;
    const V = Number(volume[1]) * (/^(?:mL|毫升)$/.test(volume[2]) ? 1e-3 : 1);
    const m = Number(mass[1]);
    const n = V / 22.4;
    const M = m / n;
    // Another way: the density at STP times 22.4 L/mol.
    if (Math.abs((m / V) * 22.4 - M) > 1e-9 * M) return null;
    return answer(M, [
      `标准状况下 $n = \\frac{V}{V_m} = \\frac{${show(V)}\\ \\mathrm{L}}{22.4\\ \\mathrm{L/mol}} ${sign(n)} ${show(n)}\\ \\mathrm{mol}$`,
      '',
      `$M = \\frac{m}{n} = \\frac{${show(m)}\\ \\mathrm{g}}{${show(n)}\\ \\mathrm{mol}} ${sign(M)} ${show(M)}\\ \\mathrm{g/mol}$`,
    ]);
  }
  return null;
}

/** "2:1", "2∶1"; null otherwise. */
function ratioOf(text: string): number | null {
  const m = /^\s*(\d+(?:\.\d+)?)\s*[:：∶]\s*(\d+(?:\.\d+)?)\s*$/.exec(normalizeScienceText(text).replace(/\s+/g, ' '));
  return m && Number(m[1]) > 0 && Number(m[2]) > 0 ? Number(m[1]) / Number(m[2]) : null;
}

/**
 * Avogadro's law for two gases under the same temperature and pressure: 「同温同压下，等质量的 O2 和 SO2 的体积之比」
 * (V ∝ n = m/M, so M₂ : M₁), 「同温同压下，等体积的 CO 和 CO2 的质量之比」 (M₁ : M₂), 「密度之比」 (M₁ : M₂ whatever is
 * equal). Both must be gases at the stated conditions; every option a ratio, exactly one equal.
 */
export function solveGasRatioChoice(split: ChoiceSplit): Solved | null {
  const t = normalizeScienceText(split.stem).replace(/\s+/g, ' ');
  const m =
    /(同温同压|相同温度和压强|相同条件|标准状况)下\s*[,，]?\s*(?:(相同|等)(质量|体积|物质的量)的\s*)?(\S+?)\s*(?:和|与)\s*(\S+?)\s*(?:气体)?\s*(?:的)?\s*(体积|质量|密度|物质的量|分子数)之比\s*(?:为|是)?\s*[(（]?\s*[)）]?\s*$/.exec(
      t,
    );
  if (!m) return null;
  const [, , , basis, w1, w2, asked] = m;
  if (!basis && asked !== '密度') return null;
  const s1 = speciesOfName(w1);
  const s2 = speciesOfName(w2);
  if (!s1 || !s2 || s1.text === s2.text || !GASES.has(s1.text) || !GASES.has(s2.text)) return null;
  const M1 = molarMass(s1);
  const M2 = molarMass(s2);
  if (!M1 || !M2) return null;
  // Amounts of the two under the condition, per unit of what is equal.
  const [n1, n2] = basis === '质量' ? [1 / M1, 1 / M2] : [1, 1];
  const value: Record<string, number> = { 体积: n1 / n2, 物质的量: n1 / n2, 分子数: n1 / n2, 质量: (n1 * M1) / (n2 * M2), 密度: M1 / M2 };
  const ratio = value[asked];
  if (basis === asked || ratio === undefined) return null;
  // Another way: 22.4 L per mole at the same conditions, the density ρ = M / V_m.
  if (asked === '密度' && Math.abs(M1 / 22.4 / (M2 / 22.4) - ratio) > 1e-12) return null;
  const pick = uniqueEqualOption(ratio, split, ratioOf);
  if (typeof pick === 'string') return null;
  const markdown = [
    `**思路**：同温同压下，气体的体积之比等于物质的量之比（阿伏加德罗定律），密度之比等于摩尔质量之比。$M(${s1.latex}) = ${fmt(M1)}\\ \\mathrm{g/mol}$，$M(${s2.latex}) = ${fmt(M2)}\\ \\mathrm{g/mol}$。`,
    '',
    basis === '质量'
      ? `质量相同时 $n(${s1.latex}) : n(${s2.latex}) = \\frac{1}{${fmt(M1)}} : \\frac{1}{${fmt(M2)}} = ${fmt(M2)} : ${fmt(M1)}$。`
      : basis
        ? `${basis}相同时两者的物质的量相同。`
        : '',
    '',
    `**计算**：${asked}之比 $= ${fmt(ratio)}$。`,
    '',
    `**对照选项**：与选项 ${pick.letter}（${pick.text.trim()}）相等，其余选项都不相等。`,
  ].join('\n');
  return solved(
    'chemistry',
    'offline:chemistry:gas-ratio',
    markdown,
    `${pick.letter}（${pick.text.trim()}）`,
    '已按阿伏加德罗定律计算，并用密度 ρ = M/V_m 复核',
    'choice',
  );
}
