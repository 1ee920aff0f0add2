import type { Unit } from 'mathjs';
import { UNIT_PATTERN, type UnitKey, unitKeyOf, unitOf } from './units';

/** A number with its unit, as written in the problem. */
export interface Quantity {
  value: number;
  unit: UnitKey;
  /** The value as a mathjs Unit (for conversions and dimension checks). */
  q: Unit;
  /** Source text, e.g. "72 km/h", and where it is. */
  text: string;
  index: number;
  end: number;
}

export const NUMBER = String.raw`(-?\d+(?:\.\d+)?)(?:\s*(?:[×xX*]|\\times)\s*10\s*\^\s*\{?\s*(-?\d+)\s*\}?|[eE](-?\d+))?`;
const QUANTITY = new RegExp(`(?<![A-Za-z\\d.^_])${NUMBER}\\s*(${UNIT_PATTERN})`, 'g');

export function numberFrom(mantissa: string, exp1?: string, exp2?: string): number {
  return Number(mantissa) * 10 ** Number(exp1 ?? exp2 ?? 0);
}

export function findQuantities(text: string): Quantity[] {
  const out: Quantity[] = [];
  for (const m of text.matchAll(QUANTITY)) {
    const unit = unitKeyOf(m[4]);
    if (!unit) continue;
    const value = numberFrom(m[1], m[2], m[3]);
    if (!Number.isFinite(value)) continue;
    out.push({ value, unit, q: unitOf(unit, value), text: m[0].trim(), index: m.index, end: m.index + m[0].length });
  }
  return out;
}
