import type { MathOutcome, MathProblem } from '../../math/expression/types';
import { flatConicText } from './conic-text';
import { directrixVector } from './directrix-vector';
import { eccentricityPoints } from './eccentricity-points';
import { eccentricityRelation } from './eccentricity-relation';
import { focalChord } from './focal-chord';
import { parabolaFocalRadius } from './focal-radius';
import { fociTriangle } from './foci-triangle';
import { focusMidpointConic } from './focus-midpoint-conic';
import { midpointChord } from './midpoint-chord';
import { parameterProperty } from './parameter-property';
import { sharedFocusChord } from './shared-focus';

/**
 * Conic questions given by conditions (人教A版 选择性必修一 第三章), one reader per kind of question.
 * Each kind reads the whole text or declines, solves numerically and re-checks before answering.
 */
export function conicConditions(stem: string, mp: MathProblem): MathOutcome | null {
  const ct = flatConicText(stem);
  if (ct) {
    const out =
      midpointChord(ct, mp) ??
      directrixVector(ct, mp) ??
      parabolaFocalRadius(ct, mp) ??
      focalChord(ct, mp) ??
      fociTriangle(ct, mp) ??
      sharedFocusChord(ct, mp);
    if (out) return out;
  }
  const many = flatConicText(stem, 'many');
  const param = many ? parameterProperty(many, mp) : null;
  if (param) return param;
  const loose = flatConicText(stem, 'optional');
  const out = loose ? (focusMidpointConic(loose, mp) ?? eccentricityRelation(loose, mp) ?? eccentricityPoints(loose, mp)) : null;
  // A conic and a circle: the circle-and-line relations of the eccentricity.
  return out ?? (many?.all.length === 2 ? eccentricityRelation(many, mp) : null);
}
