import type { QualitativeSituation, WordedClaim } from './situation';

const V = '(?:v[a-z0-9]*|该速率|这一速率|设计速度)';
const CAR = '(?:汽车|车辆|车)?';
const SPEED = '(?:车速|速度|速率|行驶速度|行驶速率)';
/** The road made slippery: friction changes, v_c does not. */
const SLICK = '(?:结冰|湿滑|有积水|积水|潮湿)';

/** What a banked curve of design speed v_c is: the bank, friction holding a car up to a limit, v_c free of μ and m. */
// biome-ignore format: a lookup table reads best packed
const CURVE_CLAIMS: WordedClaim[] = [
  { truth: true, why: '以 $v_c$ 转弯时不靠摩擦力，重力和支持力的合力指向圆心，路面必须外侧高内侧低', clauses: [
    /^(?:该弯道处)?(?:路面|公路|弯道|路基)?(?:的)?(?:外侧高(?:于)?[、，,]?内侧低|内侧低[、，,]?外侧高|外侧比内侧高|内侧比外侧低|外高内低)$/,
  ] },
  { truth: false, why: '以 $v_c$ 转弯时不靠摩擦力，重力和支持力的合力指向圆心，路面必须外侧高内侧低', clauses: [
    /^(?:该弯道处)?(?:路面|公路|弯道|路基)?(?:的)?(?:内侧高(?:于)?[、，,]?外侧低|外侧低[、，,]?内侧高|内侧比外侧高|外侧比内侧低|内高外低|是水平的|水平)$/,
  ] },
  { truth: false, why: '车速低于 $v_c$ 时车辆有向内侧滑动的趋势，路面的静摩擦力沿路面向外，低到一定程度才会滑动', clauses: [
    new RegExp(`^${SPEED}(?:只要)?(?:低于|小于)${V}(?:时)?，?${CAR}(?:便|就|一定|将|都)?(?:会)?向内侧滑动$`),
  ] },
  { truth: false, why: '车速高于 $v_c$ 时车辆有向外侧滑动的趋势，路面的静摩擦力沿路面向内，不超过一定限度就不会滑动', clauses: [
    new RegExp(`^${SPEED}(?:只要)?(?:高于|大于)${V}(?:时)?，?${CAR}(?:便|就|一定|将|都)?(?:会)?向外侧滑动$`),
  ] },
  { truth: true, why: '车速高于 $v_c$ 时，静摩擦力沿路面向内补足所需的向心力，不超过最大静摩擦力的限度就不会滑动', clauses: [
    new RegExp(`^${SPEED}(?:虽然|即使)?(?:高于|大于)${V}(?:时)?，?(?:但)?(?:只要)?不超(?:出|过)某一(?:高度|速度)?限度(?:时)?，?${CAR}(?:便|就)?不会向外侧滑动$`),
  ] },
  { truth: true, why: '车速低于 $v_c$ 时，静摩擦力沿路面向外，不低于某一限度就不会滑动', clauses: [
    new RegExp(`^${SPEED}(?:虽然|即使)?(?:低于|小于)${V}(?:时)?，?(?:但)?(?:只要)?不低(?:于|过)某一(?:速度)?限度(?:时)?，?${CAR}(?:便|就)?不会向内侧滑动$`),
  ] },
  { truth: true, why: '$v_c$ 由 $mg\\tan\\theta = m\\frac{v_c^2}{r}$ 决定，与摩擦因数无关，结冰时不变', clauses: [
    new RegExp(`^(?:当)?路面${SLICK}(?:时|后)，?(?:与[未末]${SLICK}时相比，?)?${V}(?:的值|的大小)?(?:不变|保持不变)$`),
  ] },
  { truth: false, why: '$v_c$ 由 $mg\\tan\\theta = m\\frac{v_c^2}{r}$ 决定，与摩擦因数无关，结冰时不变', clauses: [
    new RegExp(`^(?:当)?路面${SLICK}(?:时|后)，?(?:与[未末]${SLICK}时相比，?)?${V}(?:的值|的大小)?(?:变小|变大|减小|增大|会变小|会变大)$`),
  ] },
  { truth: false, why: '由 $mg\\tan\\theta = m\\frac{v_c^2}{r}$，$v_c = \\sqrt{gr\\tan\\theta}$，与汽车的质量无关', clauses: [
    new RegExp(`^${CAR}(?:的)?质量越(?:大|小)，?${V}(?:就)?越(?:大|小)$`),
    new RegExp(`^${V}(?:的大小)?(?:与|跟|和)${CAR}(?:的)?质量有关$`),
  ] },
  { truth: true, why: '由 $mg\\tan\\theta = m\\frac{v_c^2}{r}$，$v_c = \\sqrt{gr\\tan\\theta}$，与汽车的质量无关', clauses: [
    new RegExp(`^${V}(?:的大小)?(?:与|跟|和)${CAR}(?:的)?质量无关$`),
  ] },
  { truth: false, why: '汽车做圆周运动，合力指向圆心提供向心力，不为零', clauses: [
    new RegExp(`^(?:(?:以|当)?${SPEED}?为${V}(?:时)?，?)?${CAR}(?:所受|受到)?(?:的)?合(?:外)?力(?:为零|等于零)$`),
  ] },
  { truth: true, why: '以 $v_c$ 转弯时不受侧向摩擦力，重力和支持力的合力提供向心力', clauses: [
    new RegExp(`^(?:(?:以|当)?${SPEED}?为${V}(?:时)?，?)?${CAR}(?:所受|受到)?(?:的)?重力(?:和|与)(?:路面(?:的|对汽车的)?)?支持力的合力(?:恰好)?提供(?:了)?(?:汽车(?:做圆周运动)?(?:所需)?的)?向心力$`),
  ] },
  { truth: false, why: '以 $v_c$ 转弯时不受侧向摩擦力，向心力由重力和支持力的合力提供', clauses: [
    new RegExp(`^(?:(?:以|当)?${SPEED}?为${V}(?:时)?，?)?${CAR}(?:所受|受到)?(?:的)?(?:静)?摩擦力提供(?:了)?(?:汽车(?:做圆周运动)?(?:所需)?的)?向心力$`),
  ] },
];

/**
 * A banked curve at its design speed v_c (the car has no tendency to slide either way): the road is higher on the
 * outside, friction takes up a speed somewhat off v_c, and v_c = √(gr tanθ) depends on neither friction nor mass.
 */
export function bankedCurve(stem: string): QualitativeSituation | null {
  if (!/弯道|转弯|弯路/.test(stem)) return null;
  if (!/恰好(?:没有|不受|无)[^，。；]{0,14}(?:滑动(?:的)?趋势|摩擦力)/.test(stem)) return null;
  if (/\d\s*(?:m|km|°|N|kg)|火车|轨道|铁轨|外轨|内轨|绳|杆/.test(stem)) return null;
  // The claims about a speed off v_c lean on friction, and v_c on a banked road: a stem that takes friction away (ice,
  // a smooth track) or sets the car on a level road at its greatest friction is another situation.
  if (/结冰|光滑|摩擦(?:力)?(?:可以|可)?(?:忽略|不计)|不计(?:一切)?摩擦|无摩擦|水平(?:路面|弯道|地面|面)|侧滑(?!动)|最大静摩擦/.test(stem))
    return null;
  return {
    kind: '以设计速度 $v_c$ 通过倾斜弯道的汽车',
    working: [
      '速率为 $v_c$ 时汽车没有侧向滑动的趋势，不受侧向摩擦力，重力和支持力的合力提供向心力，所以路面外侧高内侧低：$mg\\tan\\theta = m\\frac{v_c^2}{r}$，$v_c = \\sqrt{gr\\tan\\theta}$，与摩擦因数和汽车质量无关。',
      '速率偏离 $v_c$ 时，静摩擦力沿路面补足（或抵消一部分）向心力，偏离不超过一定限度就不会滑动。',
    ],
    members: { body: /汽车|车辆|车/ },
    forces: {},
    claims: CURVE_CLAIMS,
    stretches: [{ names: null, courses: {}, work: {}, kept: {} }],
    moments: [],
  };
}
