import type { Solved } from '../../types';
import { clean, eqSign, formatNumber } from '../format';
import { solved } from '../outcome';
import { misreadQuantity, strayNumbers } from './numbers';
import { findQuantities } from './quantities';
import { math, UNIT_PATTERN, UNITS, type UnitKey, unitKeyOf } from './units';

const ASKS = /等于|合|换算|化为|化成|折合|相当于|是多少|为多少|多少|=|＝/;
const TARGET_UNIT = new RegExp(`(?<![\\d.]\\s*)(${UNIT_PATTERN})`, 'g');

/** Words of a word problem that computes with the quantity rather than renames it. */
const COMPUTES = /平均|每|一共|共|总|合计|剩|还|比|倍|几分之|分之|增加|减少|多了|少了|用去|用了|够|差|相距|相差|叠|摞|排|堆|分给|平分/;

/**
 * "72 km/h 等于多少 m/s", "3.5 kWh 是多少焦耳", "把 500 g 换算成 kg". Null when it is not that: a
 * conversion has exactly one number, the quantity, and asks for it in another unit of the same kind.
 */
export function solveConversion(text: string): Solved | null {
  const qs = findQuantities(text);
  if (qs.length !== 1 || !ASKS.test(text)) return null;
  if (strayNumbers(text, qs).length > 0 || misreadQuantity(text, qs) || COMPUTES.test(text)) return null;
  const [q] = qs;
  const tail = text.slice(q.end);
  let target: UnitKey | undefined;
  for (const m of tail.matchAll(TARGET_UNIT)) {
    const key = unitKeyOf(m[1]);
    if (key && key !== q.unit && math.unit(1, UNITS[key].math).equalBase(q.q)) {
      target = key;
      break;
    }
  }
  if (!target || q.unit === 'degC') return null;
  // Everything else in the text should be question words, not another problem.
  const rest = (text.slice(0, q.index) + tail).replace(/[\s，。？?！!：:=＝_（）()]/g, '');
  if (rest.length > 30) return null;
  const from = UNITS[q.unit];
  const to = UNITS[target];
  const factor = clean(math.unit(1, from.math).toNumber(to.math));
  const result = clean(q.q.toNumber(to.math));
  const r = formatNumber(result, 6);
  const inverse = clean(1 / factor);
  // 1 km/h = 1/3.6 m/s reads better than 0.277778 m/s.
  const factorTex =
    factor < 1 && !formatNumber(inverse, 6).approx && formatNumber(factor, 6).approx
      ? `\\frac{1}{${formatNumber(inverse, 6).latex}}`
      : formatNumber(factor, 6).latex;
  const value = formatNumber(q.value, 6).latex;
  const markdown = [
    `**换算关系**：$1\\ ${from.latex} = ${factorTex}\\ ${to.latex}$`,
    '',
    `**解**：$${value}\\ ${from.latex} = ${value} \\times ${factorTex}\\ ${to.latex} ${eqSign(r)} ${r.latex}\\ ${to.latex}$`,
    '',
    `**答**：$${value}\\ ${from.latex} ${eqSign(r)} ${r.latex}\\ ${to.latex}$`,
  ].join('\n');
  return solved(
    'physics',
    'offline:units',
    markdown,
    `$${value}\\ ${from.latex} ${eqSign(r)} ${r.latex}\\ ${to.latex}$`,
    '已用单位换算库（mathjs）按国际单位制核对',
  );
}
