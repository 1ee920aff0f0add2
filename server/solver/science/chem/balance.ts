import type { Species } from './formula';
import { integerNullSpace } from './rational';

export type BalanceResult = { ok: true; coefficients: number[] } | { ok: false; why: 'impossible' | 'ambiguous' | 'sides' };

/** Element symbols (and "电荷" when charged) in order of first appearance. */
export function conservedRows(species: Species[]): string[] {
  const rows: string[] = [];
  for (const s of species) for (const el of s.atoms.keys()) if (!rows.includes(el)) rows.push(el);
  if (species.some((s) => s.charge !== 0)) rows.push('charge');
  return rows;
}

const amount = (s: Species, row: string) => (row === 'charge' ? s.charge : (s.atoms.get(row) ?? 0));

/** Smallest positive integer coefficients, reactants then products, found exactly. */
export function balance(reactants: Species[], products: Species[]): BalanceResult {
  const all = [...reactants, ...products];
  const rows = conservedRows(all);
  const matrix = rows.map((row) => all.map((s, j) => BigInt(amount(s, row)) * (j < reactants.length ? 1n : -1n)));
  const basis = integerNullSpace(matrix, all.length);
  if (basis.length === 0) return { ok: false, why: 'impossible' };
  if (basis.length > 1) return { ok: false, why: 'ambiguous' };
  let vec = basis[0];
  if (vec.every((v) => v <= 0n)) vec = vec.map((v) => -v);
  if (!vec.every((v) => v > 0n)) return { ok: false, why: 'sides' };
  const coefficients = vec.map(Number);
  if (!isBalanced(reactants, products, coefficients)) return { ok: false, why: 'impossible' };
  return { ok: true, coefficients };
}

/** Independent check: every element and the total charge are the same on both sides. */
export function isBalanced(reactants: Species[], products: Species[], coefficients: number[]): boolean {
  const all = [...reactants, ...products];
  if (coefficients.length !== all.length || coefficients.some((c) => !Number.isSafeInteger(c) || c <= 0)) return false;
  return conservedRows(all).every((row) => {
    let left = 0;
    let right = 0;
    all.forEach((s, j) => {
      if (j < reactants.length) left += coefficients[j] * amount(s, row);
      else right += coefficients[j] * amount(s, row);
    });
    return left === right;
  });
}
