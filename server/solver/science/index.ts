import type { Refused, Solved } from '../types';
import { solveChemistry } from './chemistry';
import { solvePhysics } from './physics';

export { solveChemistry } from './chemistry';
export { type Comparable, compareToExpected, type Expected, extractComparable } from './comparable';
export { solvePhysics } from './physics';

/** Chemistry first (its problems also carry masses), then physics. Null when neither recognises it. */
export async function solveScience(text: string): Promise<Solved | Refused | null> {
  return (await solveChemistry(text)) ?? (await solvePhysics(text));
}
