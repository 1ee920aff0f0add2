import { type ElementData, inner, outer, secondOuter, shells } from './periodic-table';

/** A number of an atom that clues and options name (最外层电子数, 次外层电子数, 原子序数…); null when it has none. */
export type Quantity = (e: ElementData) => number | null;

function onlyIon(e: ElementData, sign: number): number | null {
  const ions = e.ions.filter((c) => Math.sign(c) === sign);
  return ions.length === 1 ? e.z - ions[0] : null;
}

/** Longest names first so that 核外电子总数 is not read as 核外电子数 + 总. */
export const QUANTITIES: readonly [string, Quantity][] = [
  ['阴离子的核外电子数', (e) => onlyIon(e, -1)],
  ['阳离子的核外电子数', (e) => onlyIon(e, 1)],
  ['阴离子的电子数', (e) => onlyIon(e, -1)],
  ['阳离子的电子数', (e) => onlyIon(e, 1)],
  ['核外内层电子数', inner],
  ['核外最外层电子数', outer],
  ['核外电子总数', (e) => e.z],
  ['最外层电子数', outer],
  ['次外层电子数', secondOuter],
  ['最内层电子数', (e) => shells(e)[0]],
  ['内层电子总数', inner],
  ['内层电子数', inner],
  ['核外电子数', (e) => e.z],
  ['电子总数', (e) => e.z],
  ['最外电子数', outer],
  ['电子层数', (e) => shells(e).length],
  ['原子序数', (e) => e.z],
  ['核电荷数', (e) => e.z],
  ['质子数', (e) => e.z],
  ['周期序数', (e) => e.period],
  ['周期数', (e) => e.period],
  ['主族序数', (e) => (e.group === 8 ? null : e.group)],
  ['族序数', (e) => (e.group === 8 ? null : e.group)],
  ['K层电子数', (e) => shells(e)[0] ?? 0],
  ['L层电子数', (e) => shells(e)[1] ?? 0],
  ['M层电子数', (e) => shells(e)[2] ?? 0],
  ['最高正化合价', (e) => e.highest],
  ['最高化合价', (e) => e.highest],
  ['最高正价', (e) => e.highest],
  ['次外层', secondOuter],
  ['最内层', (e) => shells(e)[0]],
  ['内层', inner],
];

/** Regex alternation of the quantity names, with 的 allowed inside them (次外层的电子数). */
export const QUANTITY_PATTERN = QUANTITIES.map(([name]) => name.replace(/(层|外|内|子)(?=电子)/g, '$1(?:的)?')).join('|');

export function quantityNamed(text: string): Quantity | null {
  const plain = text.replace(/的(?=电子)/g, '');
  return QUANTITIES.find(([name]) => name === text || name === plain)?.[1] ?? null;
}

const CHINESE_DIGITS: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };

export function readCount(text: string): number | null {
  if (/^\d+$/.test(text)) return Number(text);
  return CHINESE_DIGITS[text] ?? null;
}
