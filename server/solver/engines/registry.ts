import type { Subject } from '../types';
import { algebraEngine } from './algebra';
import { analyticGeometryEngine } from './analytic-geometry';
import { basicInequalityEngine } from './basic-inequality';
import { chemistryEngine } from './chemistry';
import { complexEngine } from './complex';
import { countingEngine } from './counting';
import { dataChangeEngine } from './data-change';
import { divisibilityEngine } from './divisibility';
import { elementInferenceEngine } from './element-inference';
import { functionGraphsEngine } from './function-graphs';
import { functionsEngine } from './functions';
import { linearProgrammingEngine } from './linear-programming';
import { logicPuzzlesEngine } from './logic-puzzles';
import { numberKindsEngine } from './number-kinds';
import { optionValuesEngine } from './option-values';
import { physicsEngine } from './physics';
import { planeGeometryEngine } from './plane-geometry';
import { probabilityEngine } from './probability';
import { sequencesEngine } from './sequences';
import { setsEngine } from './sets-inequalities';
import { solidsEngine } from './solids';
import { statisticsEngine } from './statistics';
import { triangleEngine } from './triangle';
import { trigEngine } from './trig';
import { trigSignsEngine } from './trig-signs';
import type { Engine } from './types';
import { vectorEngine } from './vector';
import { wordProblemsEngine } from './word-problems';

/**
 * Every offline engine, most specific first: an engine that understands a narrow kind of question
 * (a word problem, a trigonometric value) must come before a general one that might misread it.
 * Adding an engine = one folder under engines/ plus one line here.
 */
export const ENGINES: readonly Engine[] = [
  // These three answer only what they read whole (a listed data set, a counted bag, a polygon's angles): a question told
  // in words must reach them before the word-problem engine refuses it as an unknown story.
  statisticsEngine,
  // options saying how a data set's measures change (平均数不变，方差变小), each claim decided
  dataChangeEngine,
  planeGeometryEngine,
  functionGraphsEngine,
  // whole-stem number kinds (因数, 个位数字, 星期几 …) before the word problems, which refuse them as unknown stories
  numberKindsEngine,
  // options that are numbers or formulas, each worked out and checked against what the stem asks (最大, 最接近 …)
  optionValuesEngine,
  // Reads who-did-it and who-is-sent puzzles whole; a story of people and statements is no word problem.
  logicPuzzlesEngine,
  wordProblemsEngine,
  divisibilityEngine,
  sequencesEngine,
  analyticGeometryEngine,
  countingEngine,
  probabilityEngine,
  solidsEngine,
  linearProgrammingEngine,
  triangleEngine,
  trigEngine,
  trigSignsEngine,
  vectorEngine,
  complexEngine,
  basicInequalityEngine,
  setsEngine,
  functionsEngine,
  algebraEngine,
  physicsEngine,
  elementInferenceEngine,
  chemistryEngine,
];

/** The engines to ask for a question guessed to be of `subject`: that subject's engines first, then the rest. */
export function enginesFor(subject: Subject): Engine[] {
  if (subject === 'programming') return [];
  const own = ENGINES.filter((e) => e.subjects.includes(subject));
  return [...own, ...ENGINES.filter((e) => !own.includes(e))];
}
