import { type ChoiceSplit, splitChoice } from '../math/answers/choice';
import type { Refused, Solved } from '../types';
import { normalizeScienceText } from './chem/normalize';
import { pickNumericOption } from './choice';
import { refused } from './outcome';
import { solveAlternatingValues } from './physics/alternating-values';
import { solveBodyMultiples } from './physics/body-multiples';
import { solveBodyRatios } from './physics/body-ratios';
import { solveCapacitorChargeGap } from './physics/capacitor-charge-gap';
import { solveCentralBodyLetters } from './physics/central-body-letters';
import { solveCentralMassData } from './physics/central-mass-data';
import { solveChargedParticle } from './physics/charged-particle';
import { solveClosedCircuit } from './physics/closed-circuit';
import { solveCollisionAfterSpeed } from './physics/collision-after-speed';
import { solveCollisionStatements } from './physics/collision-statements';
import { solveConnectedBodies } from './physics/connected-bodies';
import { solveConversion } from './physics/convert';
import { solveCoulombContact } from './physics/coulomb-contact';
import { solveDisplacementLaw } from './physics/displacement-law';
import { solveEarthOrbitComparison } from './physics/earth-orbit-compare';
import { solveElasticCollision } from './physics/elastic-collision';
import { solveEnergyFromRest } from './physics/energy-from-rest';
import { solveEnergyStatements } from './physics/energy-words/energy-statements';
import { solveFallingImpact } from './physics/falling-impact';
import { solveFieldLaw } from './physics/field-laws';
import { solveNuclearKindChoice } from './physics/fixed-knowledge/nuclear-kinds';
import { solveNucleusChange } from './physics/fixed-knowledge/nucleus-change';
import { solveFixedKnowledge } from './physics/fixed-knowledge/statements';
import { solveForcesAtAngle } from './physics/forces-at-angle';
import { solveFreeFallSegments } from './physics/free-fall-segments';
import { solveGasLaw } from './physics/gas';
import { solveGasMultiple } from './physics/gas-multiple';
import { solveGravityDepthRatio } from './physics/gravity-depth-ratio';
import { solveHalfLife } from './physics/half-life';
import { solveHeadOnCollision } from './physics/head-on-collision';
import { solveHeaterDcAc } from './physics/heater-dc-ac';
import { solveHookeLaw } from './physics/hooke-law';
import { solveIdealGasEquation } from './physics/ideal-gas-equation';
import { solveInclineUniform } from './physics/incline-uniform';
import { solveInverseSquareRatio } from './physics/inverse-square-ratio';
import { solveKeplerMassRatio } from './physics/kepler-mass-ratio';
import { solveLevelTable } from './physics/level-table';
import { solveLevelTransition } from './physics/level-transition';
import { solveMagneticCircleRatio } from './physics/magnetic-circle-ratio';
import { solveMassEnergy } from './physics/mass-energy';
import { solveMomentum } from './physics/momentum';
import { solveMomentumChange } from './physics/momentum-change';
import { solveMotionIntervals } from './physics/motion-intervals';
import { solveMotionStatements } from './physics/motion-statements';
import { solveMotorPower } from './physics/motor-power';
import { solveNuclearEnergy } from './physics/nuclear';
import { solveNuclearConversion } from './physics/nuclear-conversion';
import { solveDecayCounts } from './physics/nuclear-decay';
import { solveNuclearCoefficient, solveNuclearUnknownBlank } from './physics/nuclear-equation-asks';
import { solveNuclearReactions } from './physics/nuclear-reactions';
import { solveOrbitChange } from './physics/orbit-change';
import { solveOrbitComparison } from './physics/orbit-compare';
import { solveOrbitGivenRatio } from './physics/orbit-given-ratio';
import { solveOrbitFromPeriod } from './physics/orbit-numbers';
import { solveOrbitOrdering } from './physics/orbit-order';
import { solveOrbitQuantityPick } from './physics/orbit-quantity-pick';
import { solveOrbitTrend } from './physics/orbit-trend';
import { solveOrbitRatio } from './physics/orbits';
import { solvePeriodicMotion } from './physics/periodic-motion';
import { solvePhotoelectric } from './physics/photoelectric';
import { solvePlanetSurfaceRatio } from './physics/planet-surface-ratio';
import { solvePowerKinds } from './physics/power-kinds';
import { solvePrincipleStatements } from './physics/principles/principle-statements';
import { solveHorizontalThrow } from './physics/projectile';
import { solveProportionalFromRest } from './physics/proportional';
import { solvePullThenCoast } from './physics/pull-then-coast';
import { solveRatedLamp } from './physics/rated-lamp';
import { solveRefraction } from './physics/refraction';
import { solveTwoResistors } from './physics/resistors';
import { solveScalingLaw } from './physics/scaling-law';
import { solveSiDimensions } from './physics/si-dimensions';
import { solveSlidingBlock } from './physics/sliding-block';
import { solveFormulaProblem } from './physics/solve';
import { solveSpectralLines } from './physics/spectral-lines';
import { solveStreamImpulse } from './physics/stream-impulse';
import { solveSurfaceGravityOrbit } from './physics/surface-gravity-orbit';
import { solveSynchronousDensity } from './physics/synchronous-density';
import { solveThrowEnergyAngle } from './physics/throw-energy-angle';
import { solveTransformer } from './physics/transformer';
import { solveTransformerChange } from './physics/transformer-change';
import { solveUniformCircle } from './physics/uniform-circle';
import { solveVerticalThrow } from './physics/vertical-throw';
import { solveWaveTwoPoints } from './physics/wave-two-points';
import { solveWorkEnergy } from './physics/work-energy';

/** Chemistry problems also carry masses; they are solveChemistry's. */
const CHEMISTRY = /化学|方程式|摩尔|\bmol\b|物质的量|相对原子质量|相对分子质量|溶液|溶质|配平/;
const STATEMENTS = /下列(?:说法|叙述|判断|关于|有关|结论|描述|各项|选项)|正确的是|错误的是|不正确的是|可能的是|符合.{0,6}的是/;

/**
 * Offline physics: unit conversions and problems solved by the standard formulas of secondary-school
 * mechanics, electricity and heat, also as computational choice questions. Null when the text is not
 * such a problem.
 */
export async function solvePhysics(text: string): Promise<Solved | Refused | null> {
  try {
    const particle = solveChargedParticle(String(text ?? ''), splitChoice(String(text ?? '')));
    if (particle) return particle;
    const bodyRatios = solveBodyRatios(String(text ?? ''), splitChoice(String(text ?? '')));
    if (bodyRatios) return bodyRatios;
    const gasMultiple = solveGasMultiple(String(text ?? ''), splitChoice(String(text ?? '')));
    if (gasMultiple) return gasMultiple;
    const conversion = solveNuclearConversion(String(text ?? ''), splitChoice(String(text ?? '')));
    if (conversion) return conversion;
    const reactions = solveNuclearReactions(String(text ?? ''), splitChoice(String(text ?? '')));
    if (reactions) return reactions;
    const decays = solveDecayCounts(String(text ?? ''), splitChoice(String(text ?? '')));
    if (decays) return decays;
    const coefficient = solveNuclearCoefficient(String(text ?? ''), splitChoice(String(text ?? '')));
    if (coefficient) return coefficient;
    const unknownBlank = solveNuclearUnknownBlank(String(text ?? ''), splitChoice(String(text ?? '')));
    if (unknownBlank) return unknownBlank;
    const halfLife = solveHalfLife(String(text ?? ''), splitChoice(String(text ?? '')));
    if (halfLife) return halfLife;
    const spectral = solveSpectralLines(String(text ?? ''), splitChoice(String(text ?? '')));
    if (spectral) return spectral;
    const levels = solveLevelTransition(String(text ?? ''), splitChoice(String(text ?? '')));
    if (levels) return levels;
    const levelTable = solveLevelTable(String(text ?? ''), splitChoice(String(text ?? '')));
    if (levelTable) return levelTable;
    const photo = solvePhotoelectric(String(text ?? ''), splitChoice(String(text ?? '')));
    if (photo) return photo;
    const surfaceOrbit = solveSurfaceGravityOrbit(String(text ?? ''), splitChoice(String(text ?? '')));
    if (surfaceOrbit) return surfaceOrbit;
    const dimensions = solveSiDimensions(String(text ?? ''), splitChoice(String(text ?? '')));
    if (dimensions) return dimensions;
    const scaling = solveScalingLaw(String(text ?? ''), splitChoice(String(text ?? '')));
    if (scaling) return scaling;
    const inverseSquare = solveInverseSquareRatio(String(text ?? ''), splitChoice(String(text ?? '')));
    if (inverseSquare) return inverseSquare;
    const magnetic = solveMagneticCircleRatio(String(text ?? ''), splitChoice(String(text ?? '')));
    if (magnetic) return magnetic;
    const coulomb = solveCoulombContact(String(text ?? ''), splitChoice(String(text ?? '')));
    if (coulomb) return coulomb;
    const stream = solveStreamImpulse(String(text ?? ''), splitChoice(String(text ?? '')));
    if (stream) return stream;
    const change = solveTransformerChange(String(text ?? ''), splitChoice(String(text ?? '')));
    if (change) return change;
    const transformer = solveTransformer(String(text ?? ''), splitChoice(String(text ?? '')));
    if (transformer) return transformer;
    const alternating = solveAlternatingValues(String(text ?? ''), splitChoice(String(text ?? '')));
    if (alternating) return alternating;
    const motor = solveMotorPower(String(text ?? ''), splitChoice(String(text ?? '')));
    if (motor) return motor;
    const resistors = solveTwoResistors(String(text ?? ''), splitChoice(String(text ?? '')));
    if (resistors) return resistors;
    const closed = solveClosedCircuit(String(text ?? ''), splitChoice(String(text ?? '')));
    if (closed) return closed;
    const lamp = solveRatedLamp(String(text ?? ''), splitChoice(String(text ?? '')));
    if (lamp) return lamp;
    const heater = solveHeaterDcAc(String(text ?? ''), splitChoice(String(text ?? '')));
    if (heater) return heater;
    const capacitor = solveCapacitorChargeGap(String(text ?? ''), splitChoice(String(text ?? '')));
    if (capacitor) return capacitor;
    const fieldLaw = solveFieldLaw(String(text ?? ''), splitChoice(String(text ?? '')));
    if (fieldLaw) return fieldLaw;
    const power = solvePowerKinds(String(text ?? ''), splitChoice(String(text ?? '')));
    if (power) return power;
    const circle = solveUniformCircle(String(text ?? ''), splitChoice(String(text ?? '')));
    if (circle) return circle;
    const refraction = solveRefraction(String(text ?? ''), splitChoice(String(text ?? '')));
    if (refraction) return refraction;
    const wave = solveWaveTwoPoints(String(text ?? ''), splitChoice(String(text ?? '')));
    if (wave) return wave;
    const periodic = solvePeriodicMotion(String(text ?? ''), splitChoice(String(text ?? '')));
    if (periodic) return periodic;
    const joined = solveConnectedBodies(String(text ?? ''), splitChoice(String(text ?? '')));
    if (joined) return joined;
    const smooth = solveEnergyFromRest(String(text ?? ''), splitChoice(String(text ?? '')));
    if (smooth) return smooth;
    const stuck = solveCollisionStatements(String(text ?? ''), splitChoice(String(text ?? '')));
    if (stuck) return stuck;
    const displacementLaw = solveDisplacementLaw(String(text ?? ''), splitChoice(String(text ?? '')));
    if (displacementLaw) return displacementLaw;
    const motion = solveMotionStatements(String(text ?? ''), splitChoice(String(text ?? '')));
    if (motion) return motion;
    const coasting = solvePullThenCoast(String(text ?? ''), splitChoice(String(text ?? '')));
    if (coasting) return coasting;
    const falling = solveFreeFallSegments(String(text ?? ''), splitChoice(String(text ?? '')));
    if (falling) return falling;
    const incline = solveInclineUniform(String(text ?? ''), splitChoice(String(text ?? '')));
    if (incline) return incline;
    const angled = solveForcesAtAngle(String(text ?? ''), splitChoice(String(text ?? '')));
    if (angled) return angled;
    const hooke = solveHookeLaw(String(text ?? ''), splitChoice(String(text ?? '')));
    if (hooke) return hooke;
    const sliding = solveSlidingBlock(String(text ?? ''), splitChoice(String(text ?? '')));
    if (sliding) return sliding;
    const stretch = solveMotionIntervals(String(text ?? ''), splitChoice(String(text ?? '')));
    if (stretch) return stretch;
    const upward = solveVerticalThrow(String(text ?? ''), splitChoice(String(text ?? '')));
    if (upward) return upward;
    const energyAngle = solveThrowEnergyAngle(String(text ?? ''), splitChoice(String(text ?? '')));
    if (energyAngle) return energyAngle;
    const thrown = solveHorizontalThrow(String(text ?? ''), splitChoice(String(text ?? '')));
    if (thrown) return thrown;
    const afterSpeed = solveCollisionAfterSpeed(String(text ?? ''), splitChoice(String(text ?? '')));
    if (afterSpeed) return afterSpeed;
    const impact = solveFallingImpact(String(text ?? ''), splitChoice(String(text ?? '')));
    if (impact) return impact;
    const rebound = solveMomentumChange(String(text ?? ''), splitChoice(String(text ?? '')));
    if (rebound) return rebound;
    const momentum = solveMomentum(String(text ?? ''), splitChoice(String(text ?? '')));
    if (momentum) return momentum;
    const headOn = solveHeadOnCollision(String(text ?? ''), splitChoice(String(text ?? '')));
    if (headOn) return headOn;
    const elastic = solveElasticCollision(String(text ?? ''), splitChoice(String(text ?? '')));
    if (elastic) return elastic;
    const resisted = solveWorkEnergy(String(text ?? ''), splitChoice(String(text ?? '')));
    if (resisted) return resisted;
    const proportional = solveProportionalFromRest(String(text ?? ''), splitChoice(String(text ?? '')));
    if (proportional) return proportional;
    const massEnergy = solveMassEnergy(String(text ?? ''), splitChoice(String(text ?? '')));
    if (massEnergy) return massEnergy;
    const gas = solveGas(String(text ?? ''));
    if (gas) return gas;
    const gasState = solveIdealGasEquation(String(text ?? ''), splitChoice(String(text ?? '')));
    if (gasState) return gasState;
    const nuclear = solveNuclear(String(text ?? ''));
    if (nuclear) return nuclear;
    const orbitSize = solveOrbitFromPeriod(String(text ?? ''), splitChoice(String(text ?? '')));
    if (orbitSize) return orbitSize;
    const massData = solveCentralMassData(String(text ?? ''), splitChoice(String(text ?? '')));
    if (massData) return massData;
    const earthOrbit = solveEarthOrbitComparison(String(text ?? ''), splitChoice(String(text ?? '')));
    if (earthOrbit) return earthOrbit;
    const kepler = solveKeplerMassRatio(String(text ?? ''), splitChoice(String(text ?? '')));
    if (kepler) return kepler;
    const synchronous = solveSynchronousDensity(String(text ?? ''), splitChoice(String(text ?? '')));
    if (synchronous) return synchronous;
    const depthRatio = solveGravityDepthRatio(String(text ?? ''), splitChoice(String(text ?? '')));
    if (depthRatio) return depthRatio;
    const bodyLetters = solveCentralBodyLetters(String(text ?? ''), splitChoice(String(text ?? '')));
    if (bodyLetters) return bodyLetters;
    const bodyMultiples = solveBodyMultiples(String(text ?? ''), splitChoice(String(text ?? '')));
    if (bodyMultiples) return bodyMultiples;
    const surface = solvePlanetSurfaceRatio(String(text ?? ''), splitChoice(String(text ?? '')));
    if (surface) return surface;
    const givenRatio = solveOrbitGivenRatio(String(text ?? ''), splitChoice(String(text ?? '')));
    if (givenRatio) return givenRatio;
    const orbit = solveOrbitRatio(String(text ?? ''), splitChoice(String(text ?? '')));
    if (orbit) return orbit;
    const trend = solveOrbitTrend(String(text ?? ''), splitChoice(String(text ?? '')));
    if (trend) return trend;
    const orbitChange = solveOrbitChange(String(text ?? ''), splitChoice(String(text ?? '')));
    if (orbitChange) return orbitChange;
    const compared = solveOrbitComparison(String(text ?? ''), splitChoice(String(text ?? '')));
    if (compared) return compared;
    const picked = solveOrbitQuantityPick(String(text ?? ''), splitChoice(String(text ?? '')));
    if (picked) return picked;
    const order = solveOrbitOrdering(String(text ?? ''), splitChoice(String(text ?? '')));
    if (order) return order;
    const inWords = solveEnergyStatements(String(text ?? ''), splitChoice(String(text ?? '')));
    if (inWords) return inWords;
    // Exam LaTeX: "1.00 \mathrm{~kg}", "600 \mathrm{~m} / \mathrm{s}" → "1.00 kg", "600 m/s".
    const t = normalizeScienceText(String(text ?? ''))
      .replace(/\^\{(-?\d+)\}/g, '^$1')
      .replace(/~/g, ' ')
      .replace(/([A-Za-z])\s*\/\s*([A-Za-z])/g, '$1/$2');
    // 「用物理或化学方法改变半衰期」「与化学状态无关」 are about the nucleus, not a chemistry question.
    const nuclearTalk = /半衰期|放射性|衰变/.test(t) ? t.replace(/(?:物理(?:或|和|、)?)?化学(?:的)?(?:方法|状态|手段|环境)/g, '') : t;
    if (!t.trim() || CHEMISTRY.test(nuclearTalk)) return null;
    const split = splitChoice(t);
    // read from the normalised split; the text as typed is what the steps print the options from
    const kinds = solveNuclearKindChoice(String(text ?? ''));
    if (kinds) return kinds;
    const nucleus = solveNucleusChange(String(text ?? ''), split);
    if (nucleus) return nucleus;
    const fixed = solveFixedKnowledge(String(text ?? ''), split);
    if (fixed) return fixed;
    const principle = solvePrincipleStatements(String(text ?? ''), split);
    if (principle) return principle;
    if (split) return solvePhysicsChoice(split);
    return solveConversion(t) ?? solveFormulaProblem(t);
  } catch {
    return null;
  }
}

/** Gas laws; as a choice question, matched to the options. */
function solveGas(raw: string): Solved | Refused | null {
  const split = splitChoice(raw);
  const out = solveGasLaw(split ? split.stem : raw);
  if (!out || !split || !out.ok) return out;
  const picked = pickNumericOption(out, split);
  return 'refuse' in picked ? refused('physics', `${picked.refuse}可以请老师帮忙核对。`, 'choice') : picked.outcome;
}

/** Nuclear energy from the mass defect, read from the exam's LaTeX; as a choice question, matched to the options. */
function solveNuclear(raw: string): Solved | Refused | null {
  const split = splitChoice(raw);
  const out = solveNuclearEnergy(split ? split.stem : raw);
  if (!out || !split) return out;
  const picked = pickNumericOption(out, split);
  return 'refuse' in picked ? refused('physics', `${picked.refuse}可以请老师帮忙核对。`, 'choice') : picked.outcome;
}

/** The stem solved alone, then matched to the options; statements to judge are not decided here. */
function solvePhysicsChoice(split: ChoiceSplit): Solved | Refused | null {
  if (STATEMENTS.test(split.stem)) {
    return refused(
      'physics',
      '这是判断几种说法是否正确的选择题，要逐项分析每个说法，目前还不能自动判断，为避免选错，暂不作答。可以把其中要计算的量单独提问（例如“求小球落地所用的时间”），或请老师帮忙。',
      'choice',
    );
  }
  const stem = solveFormulaProblem(split.stem);
  if (!stem) return null;
  if (!stem.ok) return { ...stem, problemType: 'choice' };
  const picked = pickNumericOption(stem, split);
  if ('refuse' in picked) {
    return refused('physics', `${picked.refuse}可以把已知量和所求量写清楚后单独提问，或请老师帮忙。`, 'choice');
  }
  return picked.outcome;
}
