import type { ProblemType, Refused, Solved } from '../types';
import { derivativeFamily } from './families/derivative';
import { equationFamily } from './families/equation';
import { expressionFamily } from './families/expression';
import { factorFamily } from './families/factor';
import { inequalityFamily } from './families/inequality';
import { integralFamily } from './families/integral';
import { limitFamily } from './families/limit';
import { sequenceFamily } from './families/sequence';
import { sumFamily } from './families/sum';
import { systemFamily } from './families/system';
import { DEFAULT_REFUSAL, refuse } from './format';
import { extract, normalize } from './text';
import type { AnswerValue, Family, MathOutcome, MathProblem } from './types';

const FAMILIES: Family[] = [sequenceFamily, sumFamily, factorFamily, integralFamily, limitFamily, derivativeFamily, equationFamily, inequalityFamily, systemFamily, expressionFamily];

const MAX_LENGTH = 4000;

export function prepare(text: string, problemType: ProblemType): MathProblem {
  const norm = normalize(text);
  const { segments, prose } = extract(norm);
  return { raw: text, text: norm, segments, prose, problemType };
}

/** Solves with the machine-readable answer; never throws. */
export function solveMathDetailed(text: string, problemType: ProblemType = 'solution'): MathOutcome {
  try {
    if (!text.trim() || text.length > MAX_LENGTH) return refuse(problemType, DEFAULT_REFUSAL);
    const p = prepare(text, problemType);
    if (!p.segments.length) return refuse(problemType, DEFAULT_REFUSAL);
    for (const family of FAMILIES) {
      const r = family(p);
      if (r) return r;
    }
    return refuse(problemType, DEFAULT_REFUSAL);
  } catch {
    return refuse(problemType, DEFAULT_REFUSAL);
  }
}

export async function solveMath(text: string, problemType: ProblemType = 'solution'): Promise<Solved | Refused> {
  return solveMathDetailed(text, problemType).outcome;
}

export type { AnswerValue };
