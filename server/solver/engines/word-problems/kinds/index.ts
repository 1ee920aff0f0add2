import type { Kind } from '../model';
import { ageShiftKind } from './age-shift';
import { ageSystemKind } from './age-system';
import { averageMissingKind } from './average-missing';
import { averageOfGroupsKind } from './average-of-groups';
import { averageOfNamedKind } from './average-of-named';
import { averageOneMoreKind } from './average-one-more';
import { averageOverPartsKind } from './average-over-parts';
import { baseTimesHeightKind } from './base-times-height';
import { boatCurrentKind } from './boat-current';
import { byVolumeKind } from './by-volume';
import { chainThenPercentKind } from './chain-then-percent';
import { changeKind } from './change';
import { changePercentKind } from './change-percent';
import { chaseHeadStartKind } from './chase-head-start';
import { circleStepsKind } from './circle-steps';
import {
  ageKind,
  averageKind,
  chickenRabbitKind,
  eachKind,
  legsKind,
  meetKind,
  payKind,
  percentKind,
  percentRateKind,
  plantingKind,
  proportionKind,
  rateOfChangeKind,
  restOfWholeKind,
  scaleKind,
  shareKind,
  twoUnknownsKind,
  workKind,
} from './classic';
import { coinsKind } from './coins';
import { commuteKind } from './commute';
import { concentrationStepsKind } from './concentration-steps';
import { cylinderCutKind } from './cylinder-cut';
import { discountKind } from './discount';
import { dozensCountedKind } from './dozens-counted';
import { dropTrailingZerosKind } from './drop-trailing-zeros';
import { elapsedTimeKind } from './elapsed-time';
import { equalizedOriginalKind, equalizeTransferKind } from './equalize-transfer';
import { exchangeKind } from './exchange';
import { enlargeKind, pathAroundKind, wallFenceKind } from './figures';
import { findDefectiveKind } from './find-defective';
import { floorsKind } from './floors';
import { foldInHalfKind } from './fold-in-half';
import { fractionChainKind } from './fraction-chain';
import { fractionOfWholeKind } from './fraction-of-whole';
import { fractionPartsKind } from './fraction-parts';
import { immersionKind } from './immersion';
import { interestRateKind } from './interest-rate';
import { leapDayBirthdaysKind } from './leap-day-birthdays';
import { listAverageKind } from './list-average';
import { measureKind } from './measure';
import { measureStepsKind } from './measure-steps';
import { meetApartKind } from './meet-apart';
import { misreadOperandKind, misrecordedScoreKind } from './misread-operand';
import {
  averageMoreKind,
  fractionStepsKind,
  oneUnknownKind,
  partOfWholeKind,
  payChangeKind,
  remainderKind,
  tieredPriceKind,
  twoFactorKind,
} from './more';
import { namedAmountsKind } from './named-amounts';
import { exchangeNotesKind, notesAndCoinsKind } from './notes-and-coins';
import { numberSentenceKind } from './number-sentence';
import { operationChainKind } from './operation-chain';
import { otherPartKind } from './other-part';
import { panFryingKind } from './pan-frying';
import { partThenShareKind } from './part-then-share';
import { partsSumToWholeKind } from './parts-sum-to-whole';
import { peopleListedKind } from './people-listed';
import { phoneTreeKind } from './phone-tree';
import { pigeonholeKind } from './pigeonhole';
import { plannedFromDoneKind } from './planned-from-done';
import { plantingGapKind, plantingLengthKind } from './planting-length';
import { pointToPointKind } from './point-to-point';
import { priceFromChangeKind } from './price-from-change';
import { pricedPurchaseKind } from './priced-purchase';
import { productThenChangeKind } from './product-then-change';
import { profitChainKind } from './profit-chain';
import { queuePositionKind } from './queue-position';
import { rateKind } from './rate';
import { rateWholeKind } from './rate-whole';
import { ratioThreeKind } from './ratio-three';
import { rectangleSidesKind } from './rectangle-sides';
import { relatedPartsLeftKind } from './related-parts-left';
import { relationsKind } from './relations';
import { remainderLeftKind } from './remainder-left';
import { reshapeKind } from './reshape';
import { restAfterChainKind } from './rest-after-chain';
import { restByRateKind } from './rest-by-rate';
import { restInTimeKind } from './rest-in-time';
import { restInTripsKind } from './rest-in-trips';
import { restIntoPiecesKind } from './rest-into-pieces';
import { rightWrongScoreKind } from './right-wrong-score';
import { ringAreaKind } from './ring-area';
import { roundTripsKind } from './round-trips';
import { samePerRelationsKind } from './same-per-relations';
import { sameRatioMoreKind } from './same-ratio-more';
import { sawCutsKind } from './saw-cuts';
import { scaleStepsKind } from './scale-steps';
import { sequenceStoryKind } from './sequence-story';
import { setsOfItemsKind } from './sets-of-items';
import { shareByAmountsKind } from './share-by-amounts';
import {
  birthAgeKind,
  equalPartsKind,
  gapsKind,
  keepTotalKind,
  priceMarginKind,
  productCompareKind,
  rateCompareKind,
  rateRestKind,
  sameRatioKind,
  scaleChainKind,
} from './steps';
import { sumOfProductsKind } from './sum-of-products';
import { sumTimesKind } from './sum-times';
import { surplusShortageKind } from './surplus-shortage';
import { taxKind } from './tax';
import {
  complementRateKind,
  concentrationKind,
  growthKind,
  inverseKind,
  lcmGcdKind,
  lcmRemainderKind,
  ratioSplitKind,
  roundTripKind,
  sumDiffKind,
  timesOfItselfKind,
  workFindOtherKind,
  workOtherKind,
  workStagesKind,
} from './textbook';
import { triangleAnglesKind } from './triangle-angles';
import { turnBackTripKind } from './turn-back-trip';
import { twoGroupsOverlapKind } from './two-groups-overlap';
import { chickenRabbitMoreKind, twoKindsTotalKind } from './two-kinds-total';
import { wholeAndPartsKind } from './whole-and-parts';
import { wholeJobKind } from './whole-job';
import { wholeOfTwoTimesKind } from './whole-of-two-times';
import { withContainerKind } from './with-container';
import { workTimelineKind } from './work-timeline';
import { yieldRateKind } from './yield-rate';

/** What a kind of word problem understands, and the function that reads and solves it (null when not its kind). */
export interface KindEntry {
  name: string;
  understands: string;
  solve: Kind;
}

/**
 * The kinds of word problem, tried in order; each returns null when the problem is not of its kind.
 * The narrow kinds (named figures, 鸡兔同笼, 相遇, 工程, 比例尺, 百分数) come before the general ones.
 */
export const REGISTRY: readonly KindEntry[] = [
  {
    name: 'elapsed-time',
    understands: '经过时间 between two times of day (上午9时…下午3时, 8:30…11:15), asked or used with a rate per hour',
    solve: elapsedTimeKind,
  },
  { name: 'path-around', understands: 'a path around a square or rectangle (绕…跑一圈/两圈)', solve: pathAroundKind },
  { name: 'enlarge', understands: 'a rectangle lengthened or widened: the new area or the area added', solve: enlargeKind },
  { name: 'wall-fence', understands: 'a rectangle fenced on three sides against a wall or river (篱笆, 至少)', solve: wallFenceKind },
  {
    name: 'measure',
    understands: 'perimeter, area, volume and surface of named figures and solids, with unit conversion',
    solve: measureKind,
  },
  {
    name: 'measure-steps',
    understands: 'one step before the formula: floor tiles, laps of a rectangle, a side kept, a square-based cuboid, an open tank',
    solve: measureStepsKind,
  },
  {
    name: 'rectangle-sides',
    understands: '长方形的长和宽 from their relation (倍, 比…多/少) and the perimeter or one side; 长, 宽, 周长 or 面积 asked',
    solve: rectangleSidesKind,
  },
  {
    name: 'by-volume',
    understands: 'a solid’s volume (圆锥形麦堆, 长方体钢材) times an amount per cubic unit (每立方米重…千克)',
    solve: byVolumeKind,
  },
  {
    name: 'circle-steps',
    understands: '圆 one step away: the grass a tied animal reaches (radius = rope), the way a wheel rolls (circumference × turns)',
    solve: circleStepsKind,
  },
  {
    name: 'ring-area',
    understands: '环形的面积 from the outer and inner radius, or a path of a width round a round bed',
    solve: ringAreaKind,
  },
  {
    name: 'cylinder-cut',
    understands: 'a cylinder cut into n pieces: the surface grows by 2(n − 1) bases (the volume from the growth, the growth from the base)',
    solve: cylinderCutKind,
  },
  {
    name: 'immersion',
    understands: '浸物问题: a solid wholly under water in a cylinder or cuboid container — the rise, the solid’s volume or height',
    solve: immersionKind,
  },
  {
    name: 'reshape',
    understands: '等积变形: a solid melted or forged into others, or a full container poured into another — how many, or the height',
    solve: reshapeKind,
  },
  {
    name: 'base-times-height',
    understands: '底 × 高 forwards and backwards: 柱体/锥体 volume from the base area, a height or base from the area or volume',
    solve: baseTimesHeightKind,
  },
  {
    name: 'find-defective',
    understands: '找次品: one lighter (heavier) thing among n, the fewest weighings sure to find it (3ᵏ ≥ n)',
    solve: findDefectiveKind,
  },
  {
    name: 'pigeonhole',
    understands: '鸽巢问题: 总有一个至少几个 (⌈n ÷ k⌉), the fewest that force m into one, draws that guarantee m of one colour',
    solve: pigeonholeKind,
  },
  {
    name: 'sequence-story',
    understands: '数列的应用: a total over n layers or days, each k times (一半) or d more than the one before; one layer or day asked',
    solve: sequenceStoryKind,
  },
  {
    name: 'phone-tree',
    understands: '打电话: the fewest minutes to tell n people when everyone told calls on (2ᵏ ≥ n + 1)',
    solve: phoneTreeKind,
  },
  {
    name: 'pan-frying',
    understands: '烙饼问题: c pieces at a time, both sides t minutes each, the fewest minutes for n',
    solve: panFryingKind,
  },
  {
    name: 'triangle-angles',
    understands: '三角形内角和 180°: the third angle, 直角三角形的另一个锐角, 等腰三角形的顶角与底角, angles told as a ratio',
    solve: triangleAnglesKind,
  },
  {
    name: 'yield-rate',
    understands: '出油率、出粉率、含糖率: the product from the material (× rate) or the material from the product (÷ rate)',
    solve: yieldRateKind,
  },
  {
    name: 'surplus-shortage',
    understands: '盈亏问题: the same things shared two ways (每人分5个多3个，每人分6个少2个), the number shared to or the whole',
    solve: surplusShortageKind,
  },
  { name: 'coins', understands: '鸡兔同笼 with money: coins or notes of two values, their number and their worth', solve: coinsKind },
  {
    name: 'notes-and-coins',
    understands: '认识人民币: notes or coins of told values counted (1元硬币28枚，5角硬币12枚), the money in all',
    solve: notesAndCoinsKind,
  },
  {
    name: 'people-listed',
    understands: 'the people who go named in a list (小明和爸爸、妈妈), each with a ticket of one price, the money in all',
    solve: peopleListedKind,
  },
  {
    name: 'dozens-counted',
    understands: '几双、几对、几打 told, the things counted one by one asked (3双筷子 → 6根)',
    solve: dozensCountedKind,
  },
  {
    name: 'exchange-notes',
    understands: '认识人民币: notes or coins told changed for notes of another value (最多能换几张50元的), 去尾法',
    solve: exchangeNotesKind,
  },
  {
    name: 'chicken-rabbit',
    understands: '鸡兔同笼: heads and legs (wheels, 晴天雨天) of two kinds, one count asked',
    solve: chickenRabbitKind,
  },
  {
    name: 'chicken-rabbit-more',
    understands: '鸡兔同笼 told by how many more of one kind (鸡比兔多6只) and the feet in all',
    solve: chickenRabbitMoreKind,
  },
  {
    name: 'two-kinds-total',
    understands: '鸡兔同笼 in other dress: two kinds with an amount per one (大船每条坐6人), the things and the amount in all',
    solve: twoKindsTotalKind,
  },
  {
    name: 'right-wrong-score',
    understands: '得分问题: 答对一题得g分，答错扣d分, the questions and the score told; how many right or wrong',
    solve: rightWrongScoreKind,
  },
  {
    name: 'boat-current',
    understands: '流水行船: 顺水/逆水速度 from 船速 and 水速 and back, each leg’s 路程 = 速度 × 时间',
    solve: boatCurrentKind,
  },
  { name: 'legs', understands: 'a count of animals times the legs of one (9只兔子有多少条腿)', solve: legsKind },
  {
    name: 'planting',
    understands: '植树问题: trees on a line or a closed line, both ends, one end, none; both sides',
    solve: plantingKind,
  },
  {
    name: 'queue-position',
    understands: '排队问题: a person counted from both ends, people on both sides, the other side of a line',
    solve: queuePositionKind,
  },
  {
    name: 'age-shift',
    understands: '年龄问题: an age some years before or after now, and the difference that never changes',
    solve: ageShiftKind,
  },
  {
    name: 'planting-length',
    understands: '植树问题 backwards: the length from the number of trees, the gap and which ends',
    solve: plantingLengthKind,
  },
  {
    name: 'point-to-point',
    understands: '植树 between numbered points: from the a-th to the b-th (or from the start, the first) is b − a gaps',
    solve: pointToPointKind,
  },
  {
    name: 'floors',
    understands: '上楼梯: steps between floors (b − a flights), the floor reached from the steps walked',
    solve: floorsKind,
  },
  {
    name: 'planting-gap',
    understands: '植树问题 for the gap: n things from the first to the last, the length between them',
    solve: plantingGapKind,
  },
  { name: 'age', understands: '年龄问题: the difference of two ages never changes; when one is k times the other', solve: ageKind },
  {
    name: 'age-system',
    understands:
      '年龄问题: two facts of some years (年龄, 比…大, 年龄和, 倍) fix both ages; one asked now, then, or when a condition holds',
    solve: ageSystemKind,
  },
  {
    name: 'rate-whole',
    understands: '百分率 backwards: the whole from the rate and the count left out (2人请假，出勤率96%); the rate after some return',
    solve: rateWholeKind,
  },
  { name: 'complement-rate', understands: '出勤率/合格率/发芽率 from the part and the part left out', solve: complementRateKind },
  { name: 'sum-difference', understands: '和差问题: the sum and the difference of two numbers', solve: sumDiffKind },
  {
    name: 'sum-times',
    understands: '和倍、差倍问题: one part k times (多/少 n, or a percent of) the other, the total or the difference told',
    solve: sumTimesKind,
  },
  {
    name: 'with-container',
    understands: 'a container weighed with its content before and after a part is taken out (连桶重)',
    solve: withContainerKind,
  },
  { name: 'times-of-itself', understands: '一个数比它的 k 倍少（多）n', solve: timesOfItselfKind },
  {
    name: 'ratio-three',
    understands: '按比分配 into three parts (a:b:c) with the total told; a named or the largest part asked',
    solve: ratioThreeKind,
  },
  { name: 'ratio-split', understands: '按比分配: a:b with the sum, the difference or one part told', solve: ratioSplitKind },
  { name: 'lcm-gcd', understands: '最小公倍数 / 最大公因数 in words (都正好分完, 同时…再过几天, 最大的正方形)', solve: lcmGcdKind },
  { name: 'lcm-remainder', understands: '最小公倍数 with one remainder for all (都多1人)', solve: lcmRemainderKind },
  { name: 'inverse', understands: '反比例: 人数 × 时间 = 工作总量', solve: inverseKind },
  { name: 'whole-job', understands: '照这样计算 the same whole job (一批产品) by other workers or in another time', solve: wholeJobKind },
  { name: 'work-stages', understands: '工程问题 in two stages (one first, then the rest by the other or together)', solve: workStagesKind },
  { name: 'work-other', understands: '工程: one worker’s time alone from the time together and the other worker’s', solve: workOtherKind },
  {
    name: 'work-find-other',
    understands: '工程: one worker’s time alone from a stage together and the rest by the one whose time is known',
    solve: workFindOtherKind,
  },
  {
    name: 'work-timeline',
    understands:
      '工程 on one time line: one first, others join or leave or rest, the rest together or alone; 还要几天, 共用几天 or one’s time alone',
    solve: workTimelineKind,
  },
  { name: 'round-trip', understands: '往返: average speed, distance from the total time, total time', solve: roundTripKind },
  { name: 'concentration', understands: '浓度: 加水、蒸发水、加盐、两种溶液混合', solve: concentrationKind },
  {
    name: 'concentration-steps',
    understands: '浓度 from salt and water, 配制 a solution of a strength, the strength after adding, two strengths mixed to a third',
    solve: concentrationStepsKind,
  },
  { name: 'each', understands: 'equal amounts several times (各, 同样多的)', solve: eachKind },
  { name: 'pay', understands: 'paying and change for several things (付给…应找回)', solve: payKind },

  {
    name: 'discount',
    understands: '折扣: 现价、原价、便宜了多少, a price after one discount asked after another, 打了几折',
    solve: discountKind,
  },
  {
    name: 'interest-rate',
    understands: '年利率 backwards: from the principal, the years and the interest (or 本息)',
    solve: interestRateKind,
  },
  {
    name: 'profit-chain',
    understands: '利润和折扣: 成本 → 定价 (加价) → 售价 (打折) → 利润, 利润率; any one from the others',
    solve: profitChainKind,
  },
  { name: 'percent-rate', understands: '百分率 of a part of a whole (含盐率, 发芽率, 合格率)', solve: percentRateKind },
  { name: 'proportion', understands: '正比例（归一）with the same wording twice', solve: proportionKind },
  { name: 'rate-of-change', understands: '增长（减少）了百分之几 from two amounts', solve: rateOfChangeKind },
  {
    name: 'change-percent',
    understands: '增加（节约）了百分之几 with no 比 asked: 计划 · 实际, 去年 · 今年, or one amount and the change 比… told',
    solve: changePercentKind,
  },
  {
    name: 'average-over-parts',
    understands: '平均每… over parts told one after another and the whole time (or count) told with 共用了',
    solve: averageOverPartsKind,
  },
  {
    name: 'average-of-named',
    understands: '平均数 after one more, the first ones named (语文、数学的平均分…，英语…，三科平均分)',
    solve: averageOfNamedKind,
  },
  {
    name: 'rest-in-trips',
    understands: '进一法 after a first vehicle’s trips: (whole − load × trips) ÷ the second load, rounded up',
    solve: restInTripsKind,
  },
  { name: 'rest-of-whole', understands: 'the rest of a whole taken as 1 (没有涂色的部分占几分之几)', solve: restOfWholeKind },
  {
    name: 'fold-in-half',
    understands: '对折: folded in half n times (对折三次, 对折再对折), each part is 1/2ⁿ of the whole',
    solve: foldInHalfKind,
  },
  { name: 'fraction-chain', understands: '分数连乘: a part (A占B的f) of a part (B里f是C) of an amount told', solve: fractionChainKind },
  { name: 'fraction-parts', understands: 'fractions of one whole added (第一天看了2/8，第二天3/8)', solve: fractionPartsKind },
  {
    name: 'two-groups-overlap',
    understands: '重叠问题: two groups of one whole, some in both (既…又…); only one group, neither, at least one, the whole',
    solve: twoGroupsOverlapKind,
  },
  { name: 'other-part', understands: 'the other part of a whole that 其中 splits (其中女生20人，男生有多少人)', solve: otherPartKind },
  {
    name: 'whole-of-two-times',
    understands: 'the other half of one doing from the whole (上午…, 下午又…一些, 一天共…; 第一天…, 两天一共…)',
    solve: wholeOfTwoTimesKind,
  },
  { name: 'two-unknowns', understands: 'two purchases of the same two things (5千克大米和4千克面粉共…)', solve: twoUnknownsKind },
  { name: 'pay-change', understands: 'money left or change after buying several at a unit price', solve: payChangeKind },
  {
    name: 'price-from-change',
    understands: '单价 from the money paid and the change (付了20元，找回2元，买了3本)',
    solve: priceFromChangeKind,
  },
  {
    name: 'part-then-share',
    understands: 'a part of a whole (一半, 1/3) shared equally: whole × part ÷ groups',
    solve: partThenShareKind,
  },
  { name: 'rate-rest', understands: 'rate × count + what is left = the whole (每天看5页，看了4天，还剩16页)', solve: rateRestKind },
  {
    name: 'rest-into-pieces',
    understands: 'what is left of a whole cut or packed into equal pieces (剩下的每2米做一根), with 去尾法/进一法',
    solve: restIntoPiecesKind,
  },
  {
    name: 'rest-in-time',
    understands: 'what is left of a whole, to be done in a given time: the rate asked (剩下的要4天看完，平均每天看多少页)',
    solve: restInTimeKind,
  },
  { name: 'rest-by-rate', understands: 'what is left of a whole, done at a rate (已经走了…，还要几小时)', solve: restByRateKind },
  {
    name: 'product-then-change',
    understands: 'equal groups, then a part taken away (每盒装9朵，5盒，送出32朵，还剩)',
    solve: productThenChangeKind,
  },
  {
    name: 'rest-after-chain',
    understands:
      '还剩 where one amount is a chain of units (每箱18瓶，每瓶3元，买了一箱) and the other is told: the money taken along or the store (whole), or the part used',
    solve: restAfterChainKind,
  },
  { name: 'keep-total', understands: '归总: the whole kept while the rate changes (节约, 涨价, 比计划多, 多行多少)', solve: keepTotalKind },
  { name: 'equal-parts', understands: 'a total shared equally (三种一样多, 两侧)', solve: equalPartsKind },
  {
    name: 'drop-trailing-zeros',
    understands: '和倍/差倍 told in digits: 去掉甲数个位上的0就与乙数相同, with the sum or difference told',
    solve: dropTrailingZerosKind,
  },
  { name: 'scale-chain', understands: '扩大/缩小 chains, forward and backward; 小数点移动', solve: scaleChainKind },
  { name: 'birth-age', understands: 'ages counted from a birth (出生时)', solve: birthAgeKind },
  {
    name: 'leap-day-birthdays',
    understands: '2月29日出生: birthdays only in leap years, by 周岁 ÷ 4 or by the years told',
    solve: leapDayBirthdaysKind,
  },
  {
    name: 'saw-cuts',
    understands: '锯木头 of one piece: cuts = pieces − 1, pieces from lengths, the time of the cuts (锯成5厘米的小段要锯几次)',
    solve: sawCutsKind,
  },
  {
    name: 'turn-back-trip',
    understands: '返回取物: part of the way walked twice, then the whole way (走了300米又回家取，再去学校)',
    solve: turnBackTripKind,
  },
  { name: 'round-trips', understands: '往返: twice the way, times the trips a day and the days asked', solve: roundTripsKind },
  {
    name: 'share-by-amounts',
    understands: '按出资(户数…)分配: a total shared in the ratio of amounts each party told (合伙投资，按出资比例分配利润)',
    solve: shareByAmountsKind,
  },
  { name: 'gaps', understands: 'gaps between points: 敲钟, 锯木头, 上楼, 电线杆', solve: gapsKind },
  { name: 'product-compare', understands: 'a group counted by a product, then compared (4组每组7人，…少20人)', solve: productCompareKind },
  { name: 'rate-compare', understands: 'two rates compared (每分钟比…多踢多少个)', solve: rateCompareKind },
  { name: 'price-margin', understands: 'profit from two unit prices (毛利)', solve: priceMarginKind },
  {
    name: 'parts-sum-to-whole',
    understands: '几个部分（都是整体的几分之几）的和 told, the whole asked',
    solve: partsSumToWholeKind,
  },
  { name: 'fraction-steps', understands: 'fractions of the whole and of the rest (余下的几分之几)', solve: fractionStepsKind },
  { name: 'average-more', understands: 'an average after one more', solve: averageMoreKind },
  {
    name: 'average-one-more',
    understands: 'the one more for a wanted average, or how many before it (前3次平均88分，第4次考多少才能平均90分；这是第几次)',
    solve: averageOneMoreKind,
  },
  {
    name: 'average-of-groups',
    understands: '平均数 over groups each told with its count (前3天平均每天…，第4天…；上午3小时…，下午2小时…)',
    solve: averageOfGroupsKind,
  },
  {
    name: 'average-missing',
    understands: 'the one amount missing from a told average (三科平均97分，英语多少分)',
    solve: averageMissingKind,
  },
  {
    name: 'misread-operand',
    understands: '错看 of one operand: the right result from the wrong one (错将除数36看成63，商24，正确的商)',
    solve: misreadOperandKind,
  },
  {
    name: 'misrecorded-score',
    understands: 'the count from one score recorded wrong in an average (96分错写成69分，平均分由84.1变为84.7)',
    solve: misrecordedScoreKind,
  },
  { name: 'remainder', understands: '被除数 from 商、除数、余数', solve: remainderKind },
  { name: 'remainder-left', understands: 'the remainder of a division asked (每2朵扎成一束，还剩多少朵)', solve: remainderLeftKind },
  { name: 'one-unknown', understands: 'one unknown number set up from words (列方程解)', solve: oneUnknownKind },
  { name: 'exchange', understands: 'money changed at a rate told (1美元兑换人民币6.8元)', solve: exchangeKind },
  {
    name: 'number-sentence',
    understands: 'a bare number sentence: 比一个数多几, 一个数加几等于几, 一个数的几分之几',
    solve: numberSentenceKind,
  },
  {
    name: 'operation-chain',
    understands: '还原问题: one number put through a chain of operations (加上…再乘…得…), undone from the result',
    solve: operationChainKind,
  },
  { name: 'tiered-price', understands: 'two-tier prices (出租车起步价, 分段水费)', solve: tieredPriceKind },
  { name: 'two-factor', understands: 'twice 归一 (人 × 天 × 一人一天)', solve: twoFactorKind },
  {
    name: 'sum-of-products',
    understands: 'two things, each a rate times a count, added (各36箱, 每行35棵…每行32棵)',
    solve: sumOfProductsKind,
  },
  { name: 'part-of-whole', understands: 'a part given as a fraction or percent of the whole', solve: partOfWholeKind },
  { name: 'list-average', understands: '平均数 of numbers written out (12，15，18这三个数的平均数)', solve: listAverageKind },
  { name: 'average', understands: '平均数 of listed (or counted: 这两个月) amounts', solve: averageKind },
  {
    name: 'meet-apart',
    understands: '相遇 with a gap left: still x apart (+ x) or met and x apart again (− x) after a time',
    solve: meetApartKind,
  },
  {
    name: 'chase-head-start',
    understands: '追及 with a time difference: one leaves first, the other sets off after it; the catching-up time',
    solve: chaseHeadStartKind,
  },
  { name: 'meet', understands: '相遇与追及: two movers, a distance and a time', solve: meetKind },
  { name: 'work', understands: '工程问题（含水池进水、出水）: together or one against the other', solve: workKind },
  {
    name: 'scale-steps',
    understands: '比例尺 then a trip (the speed or the time over the real distance); a figure drawn at one ratio',
    solve: scaleStepsKind,
  },
  { name: 'scale', understands: '比例尺: 图上距离 and 实际距离', solve: scaleKind },
  { name: 'tax', understands: '纳税: the tax from the amount taxed and the rate, or the amount taxed from the tax', solve: taxKind },
  { name: 'percent', understands: '分数、百分数 of one quantity: 几分之几, 打折, 降价, 利息', solve: percentKind },
  {
    name: 'fraction-of-whole',
    understands: '几分之几 of a whole: the part done or left (已完成/剩下的占…), a day’s part (每天看…, n天修完)',
    solve: fractionOfWholeKind,
  },
  { name: 'share', understands: 'A占（是）B的几分之几/百分之几', solve: shareKind },
  { name: 'same-ratio', understands: '照这样 / 如果 proportions (归一): a pair told together and a third amount', solve: sameRatioKind },
  {
    name: 'same-ratio-more',
    understands: '照这样 then 再 more of the same: the told amount plus the rate times the more (一共, 全程, 两地相距)',
    solve: sameRatioMoreKind,
  },
  {
    name: 'chain-then-percent',
    understands: 'one product of units, then a percent more or less of that same amount (多准备10%)',
    solve: chainThenPercentKind,
  },
  {
    name: 'planned-from-done',
    understands: '比原计划多(少)…: the amount planned from the amount done, then one product or quotient of units',
    solve: plannedFromDoneKind,
  },
  {
    name: 'commute',
    understands: '上下班、上学放学: the one way told gone twice, then one product or quotient of units',
    solve: commuteKind,
  },
  {
    name: 'rate',
    understands: 'one product or quotient of all given numbers whose unit is the unit asked (dimensional analysis)',
    solve: rateKind,
  },
  { name: 'relations', understands: 'named quantities with 比…多/少、…的几倍、一共, as linear equations', solve: relationsKind },
  {
    name: 'same-per-relations',
    understands: '比多少 and 倍 between rates told per the same 每小时 (每天…), compared as plain amounts',
    solve: samePerRelationsKind,
  },
  {
    name: 'priced-purchase',
    understands: '总价 of two things each priced for one (一支笔3元), bought in counts (买了2支笔和3本本子)',
    solve: pricedPurchaseKind,
  },
  {
    name: 'sets-of-items',
    understands: 'sets (一套) of one of each thing priced, one price maybe told against another (比…贵): the price of n sets',
    solve: setsOfItemsKind,
  },
  {
    name: 'equalize-transfer',
    understands: '移多补少: how much the one with more gives the other so that both have the same ((a − b) ÷ 2)',
    solve: equalizeTransferKind,
  },
  {
    name: 'equalized-original',
    understands: '移多补少 read backwards: one had a, gave the other t, then both the same; the other had a − 2t',
    solve: equalizedOriginalKind,
  },
  {
    name: 'named-amounts',
    understands: 'amounts of named things compared, added, divided (几倍) or made equal (还要…才一样多)',
    solve: namedAmountsKind,
  },
  { name: 'growth', understands: '成数 and percent changes, forward and backward', solve: growthKind },
  {
    name: 'related-parts-left',
    understands: '两步计算: a whole, one part taken, a second told against it (比…多/少, 的几倍), what is left',
    solve: relatedPartsLeftKind,
  },
  { name: 'change', understands: 'one amount that changes (原有…吃了…又买来…还剩)', solve: changeKind },
  {
    name: 'whole-and-parts',
    understands: 'a whole, the part done and the part still to do (要做…已经…还要/还差)',
    solve: wholeAndPartsKind,
  },
];

export const KINDS: readonly Kind[] = REGISTRY.map((k) => k.solve);
