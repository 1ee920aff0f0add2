import type { Refused, Solved } from '../types';
import { normalizeScienceText } from './chem/normalize';
import { solveConversion } from './physics/convert';
import { solveFormulaProblem } from './physics/solve';

/** Chemistry problems also carry masses; they are solveChemistry's. */
const CHEMISTRY = /化学|方程式|摩尔|\bmol\b|物质的量|相对原子质量|相对分子质量|溶液|溶质|配平/;

/**
 * Offline physics: unit conversions and problems solved by the standard formulas of secondary-school
 * mechanics, electricity and heat. Null when the text is not such a problem.
 */
export async function solvePhysics(text: string): Promise<Solved | Refused | null> {
  try {
    const t = normalizeScienceText(String(text ?? '')).replace(/\^\{(-?\d+)\}/g, '^$1');
    if (!t.trim() || CHEMISTRY.test(t)) return null;
    return solveConversion(t) ?? solveFormulaProblem(t);
  } catch {
    return null;
  }
}
