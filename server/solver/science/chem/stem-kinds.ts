import type { Refused, Solved } from '../../types';
import { solveConcentration } from './concentration';
import { solveElementFraction } from './element-fraction';
import { solveEqualParticles } from './equal-particles';
import { solveGasMolarMass } from './gas-laws';
import { solveLimitingReagent } from './limiting-reagent';
import { solveMassFraction } from './mass-fraction';
import { solvePh } from './ph-strong';
import { solveRedoxRatio } from './redox-ratio';
import { solveRedoxTransfer } from './redox-transfer';
import { solveStoichiometry } from './stoich-solver';

/**
 * One computational chemistry question read whole, by the first kind that recognises it: electrons transferred
 * in a written reaction and the ratios it decides, pH of strong acids and bases, solution concentration, an
 * element's or a solute's mass fraction, two reactants with one in excess, the molar mass of a gas from its mass
 * and volume, two substances with equally many particles, then n = m/M through an equation. Null when none does.
 */
export function solveChemistryStem(text: string): Solved | Refused | null {
  return (
    solveRedoxTransfer(text) ??
    solveRedoxRatio(text) ??
    solvePh(text) ??
    solveConcentration(text) ??
    solveElementFraction(text) ??
    solveMassFraction(text) ??
    solveLimitingReagent(text) ??
    solveGasMolarMass(text) ??
    solveEqualParticles(text) ??
    solveStoichiometry(text)
  );
}
