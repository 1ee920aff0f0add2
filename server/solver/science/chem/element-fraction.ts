import type { Solved } from '../../types';
import { formatNumber } from '../format';
import { solved } from '../outcome';
import { molarMass, weightSetFor } from './mass';
import { findMentions, withoutGivenWeights } from './mentions';

const ENGINE = 'offline:chemistry:element-fraction';
const show = (x: number) => formatNumber(x).latex;
const sign = (x: number) => (formatNumber(x).approx ? '\\approx' : '=');
const ELEMENT: Record<string, string> = {
  氢: 'H',
  碳: 'C',
  氮: 'N',
  氧: 'O',
  钠: 'Na',
  镁: 'Mg',
  铝: 'Al',
  硫: 'S',
  氯: 'Cl',
  钾: 'K',
  钙: 'Ca',
  铁: 'Fe',
  铜: 'Cu',
  锌: 'Zn',
  磷: 'P',
};

/**
 * The mass fraction of an element in a compound: 「NH4NO3 中氮元素的质量分数」 = atoms × A / M. The compound must be
 * the only one named and contain the element; checked by the fractions of all its elements adding up to 1.
 */
export function solveElementFraction(raw: string): Solved | null {
  const text = withoutGivenWeights(raw);
  const m = /([\u4e00-\u9fa5])元素的?质量分数/.exec(text);
  if (!m || /溶液|溶于|溶解|混合物|样品|纯度|杂质/.test(text)) return null;
  const symbol = ELEMENT[m[1]];
  const mentions = findMentions(text).filter((x) => x.species.atoms.size > 1);
  if (!symbol || mentions.length === 0 || mentions.some((x) => x.species.text !== mentions[0].species.text)) return null;
  if (/\d/.test(text.replace(/[A-Za-z][A-Za-z0-9()·]*/g, ''))) return null;
  const s = mentions[0].species;
  const count = s.atoms.get(symbol);
  if (!count) return null;
  const ws = weightSetFor(text, [s], 'school');
  const M = molarMass(s, ws.weights);
  const A = ws.weights.get(symbol);
  if (!M || !A) return null;
  const total = [...s.atoms].reduce((sum, [el, n]) => sum + (n * (ws.weights.get(el) ?? Number.NaN)) / M.value, 0);
  if (Math.abs(total - 1) > 1e-9) return null;
  const pct = ((count * A) / M.value) * 100;
  const answer = `$w(\\mathrm{${symbol}}) ${sign(pct)} ${show(pct)}\\%$`;
  const markdown = [
    '**解**：',
    '',
    `$M_r(${s.latex}) = ${M.value}$，每个 $${s.latex}$ 含 ${count} 个 ${symbol} 原子。`,
    '',
    `$w(\\mathrm{${symbol}}) = \\frac{${count} \\times ${A}}{${M.value}} \\times 100\\% ${sign(pct)} ${show(pct)}\\%$`,
    '',
    `**答**：${answer}`,
  ].join('\n');
  return solved('chemistry', ENGINE, markdown, answer, '已按 原子个数 × 相对原子质量 ÷ 相对分子质量 计算，并核对各元素质量分数之和为 100%');
}
