import { type ElementData, isNobleGas } from './periodic-table';

/**
 * Periodic trends as the textbook states them (元素周期律), each returning true / false, or null when the
 * textbook rule does not decide the pair. Orders on the grid: in one period left → right, in one group
 * top → bottom; an element below-left of another (not lower period and not higher group) follows from both.
 */

/** 1 when a lies below-left of b on the grid, -1 when above-right, 0 when neither. */
function gridOrder(a: ElementData, b: ElementData): number {
  if (a.z === b.z) return 0;
  if (a.period >= b.period && a.group <= b.group) return 1;
  if (a.period <= b.period && a.group >= b.group) return -1;
  return 0;
}

/** r(a) > r(b)? By the grid rule, checked against the textbook radii; otherwise by radii at least 15 pm apart. */
export function radiusGreater(a: ElementData, b: ElementData): boolean | null {
  if (a.z === b.z || a.radius === null || b.radius === null) return null;
  const byData = Math.abs(a.radius - b.radius) >= 15 ? a.radius > b.radius : null;
  // H has the smallest atom of all; it sits at the top-left, off the grid rule.
  if (b.symbol === 'H') return true;
  if (a.symbol === 'H') return false;
  const grid = gridOrder(a, b);
  const byGrid = grid === 0 ? null : grid === 1;
  if (byGrid !== null && byData !== null && byGrid !== byData) return null;
  return byGrid ?? byData;
}

/** Non-metallicity of a greater than b? Main-group non-metals and metals only, by the grid rule. */
export function nonMetalGreater(a: ElementData, b: ElementData): boolean | null {
  if (a.z === b.z || isNobleGas(a) || isNobleGas(b) || a.symbol === 'H' || b.symbol === 'H') return null;
  const grid = gridOrder(a, b);
  return grid === 0 ? null : grid === -1;
}

/** Metallicity of a greater than b (the reverse of non-metallicity). */
export function metalGreater(a: ElementData, b: ElementData): boolean | null {
  const n = nonMetalGreater(a, b);
  return n === null ? null : !n;
}

/**
 * Simple-ion radius: ions with the same electron count shrink as the nuclear charge grows; ions of one group
 * with the same charge grow down the group; an anion with more shells than another ion is larger. Any other
 * pair (Li⁺ and Al³⁺, H⁻) is not decided.
 */
export function ionRadiusGreater(a: ElementData, qa: number, b: ElementData, qb: number): boolean | null {
  if (a.z === b.z) return null;
  if (a.symbol === 'H' || b.symbol === 'H') return null;
  const ea = a.z - qa;
  const eb = b.z - qb;
  if (ea === eb) return a.z < b.z;
  if (a.group === b.group && qa === qb) return a.period > b.period;
  const shellsA = ea > 10 ? 3 : ea > 2 ? 2 : 1;
  const shellsB = eb > 10 ? 3 : eb > 2 ? 2 : 1;
  if (shellsA > shellsB && qa < 0) return true;
  if (shellsB > shellsA && qb < 0) return false;
  return null;
}
