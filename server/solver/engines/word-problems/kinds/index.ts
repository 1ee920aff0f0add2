import type { Kind } from '../model';
import { changeKind } from './change';
import { averageKind, chickenRabbitKind, legsKind, meetKind, percentKind, ageKind, eachKind, payKind, percentRateKind, plantingKind, proportionKind, rateOfChangeKind, restOfWholeKind, scaleKind, shareKind, twoUnknownsKind, workKind } from './classic';
import { enlargeKind, pathAroundKind, wallFenceKind } from './figures';
import { measureKind } from './measure';
import { averageMoreKind, fractionStepsKind, oneUnknownKind, payChangeKind, remainderKind, partOfWholeKind, tieredPriceKind, twoFactorKind } from './more';
import { rateKind } from './rate';
import { complementRateKind, concentrationKind, lcmRemainderKind, workFindOtherKind, workOtherKind, growthKind, roundTripKind, inverseKind, workStagesKind, lcmGcdKind, ratioSplitKind, sumDiffKind, timesOfItselfKind } from './textbook';
import { birthAgeKind, equalPartsKind, gapsKind, keepTotalKind, priceMarginKind, productCompareKind, rateCompareKind, rateRestKind, sameRatioKind, scaleChainKind } from './steps';
import { relationsKind } from './relations';
import { namedAmountsKind } from './named-amounts';
import { sumTimesKind } from './sum-times';
import { wholeAndPartsKind } from './whole-and-parts';
import { remainderLeftKind } from './remainder-left';
import { withContainerKind } from './with-container';
import { averageMissingKind } from './average-missing';
import { restByRateKind } from './rest-by-rate';
import { productThenChangeKind } from './product-then-change';
import { otherPartKind } from './other-part';
import { fractionPartsKind } from './fraction-parts';
import { sumOfProductsKind } from './sum-of-products';

/**
 * The kinds of word problem, tried in order; each returns null when the problem is not of its kind.
 * The narrow kinds (named figures, 鸡兔同笼, 相遇, 工程, 比例尺, 百分数) come before the general ones.
 */
export const KINDS: readonly Kind[] = [
  pathAroundKind,
  enlargeKind,
  wallFenceKind,
  measureKind,
  chickenRabbitKind,
  legsKind,
  plantingKind,
  ageKind,
  complementRateKind,
  sumDiffKind,
  sumTimesKind,
  withContainerKind,
  timesOfItselfKind,
  ratioSplitKind,
  lcmGcdKind,
  lcmRemainderKind,
  inverseKind,
  workStagesKind,
  workOtherKind,
  workFindOtherKind,
  roundTripKind,
  concentrationKind,
  eachKind,
  payKind,
  percentRateKind,
  proportionKind,
  rateOfChangeKind,
  restOfWholeKind,
  fractionPartsKind,
  otherPartKind,
  twoUnknownsKind,
  payChangeKind,
  rateRestKind,
  restByRateKind,
  productThenChangeKind,
  keepTotalKind,
  equalPartsKind,
  scaleChainKind,
  birthAgeKind,
  gapsKind,
  productCompareKind,
  rateCompareKind,
  priceMarginKind,
  fractionStepsKind,
  averageMoreKind,
  averageMissingKind,
  remainderKind,
  remainderLeftKind,
  oneUnknownKind,
  tieredPriceKind,
  twoFactorKind,
  sumOfProductsKind,
  partOfWholeKind,
  averageKind,
  meetKind,
  workKind,
  scaleKind,
  percentKind,
  shareKind,
  sameRatioKind,
  rateKind,
  relationsKind,
  namedAmountsKind,
  growthKind,
  changeKind,
  wholeAndPartsKind,
];
