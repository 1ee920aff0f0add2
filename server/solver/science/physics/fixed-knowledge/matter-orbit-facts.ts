import type { TextbookFact } from '../principles/textbook-facts';

/**
 * Kinetic theory (选择性必修 3: diffusion, thermal motion, the forces between molecules) and Kepler's three laws
 * (必修 2) as papers state them. The molecular forces' trends are derived in `molecular-forces.ts`; here are the
 * statements that name no change. Each pattern matches one whole clause.
 */
const SOLID_LIQUID_GAS = '(?:固体|液体|气体)';
const SUN = '(?:太阳)';
const PLANET_ORBIT = '(?:所有|各个|每个|一切)?行星(?:绕太阳(?:运动|运行|公转)的)?(?:轨道)';

// biome-ignore format: a lookup table reads best packed
export const MATTER_ORBIT_FACTS: TextbookFact[] = [
  { truth: true, why: '温度越高，分子热运动越剧烈，扩散进行得越快', clauses: [
    /^温度越高[，,]?扩散(?:现象)?(?:进行得)?越(?:快|明显|显著)$/, /^温度越高[，,]?分子(?:的)?(?:热运动|无规则运动)越剧烈$/,
  ] },
  { truth: false, why: '温度越高，分子热运动越剧烈，扩散进行得越快', clauses: [
    /^温度越低[，,]?扩散(?:现象)?(?:进行得)?越(?:快|明显|显著)$/, /^温度越低[，,]?分子(?:的)?(?:热运动|无规则运动)越剧烈$/,
  ] },
  { truth: true, why: '扩散现象说明分子在永不停息地做无规则运动，且在固体、液体、气体中都能发生', clauses: [
    /^扩散现象(?:说明|表明)(?:了)?(?:物质)?分子(?:在)?(?:永不停息地)?(?:做)?无规则(?:的)?运动$/,
    new RegExp(`^扩散现象在${SOLID_LIQUID_GAS}(?:[、和与及]${SOLID_LIQUID_GAS}){2}(?:之间|中)都(?:能|可以|可能)发生$`),
  ] },
  { truth: false, why: '扩散现象在固体、液体、气体中都能发生', clauses: [
    new RegExp(`^扩散现象只(?:能|可以|会)?在${SOLID_LIQUID_GAS}(?:[和与或]${SOLID_LIQUID_GAS})?(?:之间|中)(?:才能)?发生$`),
    /^(?:扩散现象在固体(?:之间|中)不能发生|固体(?:之间|中)不能发生扩散(?:现象)?)$/,
  ] },
  { truth: true, why: '分子间同时存在引力和斥力', clauses: [/^分子间(?:的)?(?:引力和斥力|斥力和引力)(?:是)?同时存在(?:的)?$/, /^分子间同时存在(?:着)?(?:引力和斥力|斥力和引力)$/] },
  { truth: false, why: '分子间同时存在引力和斥力', clauses: [/^分子间只存在(?:着)?(?:引力|斥力)$/, /^分子间(?:的)?(?:引力和斥力|斥力和引力)不(?:能|会|可能)同时存在$/] },
  // Kepler's laws.
  { truth: true, why: '开普勒第一定律：所有行星绕太阳运动的轨道都是椭圆，太阳处在椭圆的一个焦点上', clauses: [
    new RegExp(`^${PLANET_ORBIT}都是椭圆$`),
    new RegExp(`^${PLANET_ORBIT}都是椭圆[，,]?${SUN}(?:处|位于)在?(?:所有)?椭圆的一个焦点上$`),
    new RegExp(`^${SUN}(?:处|位于)在?(?:所有)?(?:行星(?:的)?)?椭圆(?:轨道)?的一个焦点上$`),
  ] },
  { truth: false, why: '开普勒第一定律：所有行星绕太阳运动的轨道都是椭圆，太阳处在椭圆的一个焦点上', clauses: [
    new RegExp(`^${PLANET_ORBIT}都是圆(?:周)?$`),
    new RegExp(`^${SUN}(?:处|位于)在?(?:所有)?(?:行星(?:的)?)?椭圆(?:轨道)?的中心(?:上)?$`),
  ] },
  { truth: true, why: '开普勒第二定律：对任意一个行星，它与太阳的连线在相等的时间内扫过的面积相等，所以离太阳越近运行越快', clauses: [
    /^(?:对(?:于)?(?:任意|任何|每)一个行星(?:来说)?[，,]?)?(?:它|行星)(?:与|和)太阳的连线在相等的时间内扫过(?:的)?(?:面积)?相等(?:的面积)?$/,
    /^行星(?:离|距)太阳越近[，,]?(?:运行|运动|公转)?(?:的)?速率越大$/, /^行星在近日点的速率大于在远日点的速率$/,
  ] },
  { truth: false, why: '开普勒第二定律：行星与太阳的连线在相等时间内扫过的面积相等，离太阳越近运行越快', clauses: [
    /^行星(?:离|距)太阳越近[，,]?(?:运行|运动|公转)?(?:的)?速率越小$/, /^行星在近日点的速率小于在远日点的速率$/,
    /^行星(?:离|距)太阳越远[，,]?(?:运行|运动|公转)?(?:的)?速率越大$/,
  ] },
  { truth: true, why: '开普勒第三定律：所有行星轨道半长轴的三次方跟公转周期的二次方的比值都相等', clauses: [
    /^所有行星(?:的)?轨道(?:的)?半长轴的三次方(?:跟|与|和)(?:它的)?公转周期的二次方的比值都相等$/,
  ] },
  { truth: false, why: '开普勒第三定律：所有行星轨道半长轴的三次方（不是二次方）跟公转周期的二次方的比值都相等', clauses: [
    /^所有行星(?:的)?轨道(?:的)?半长轴的二次方(?:跟|与|和)(?:它的)?公转周期的三次方的比值都相等$/,
  ] },
];
