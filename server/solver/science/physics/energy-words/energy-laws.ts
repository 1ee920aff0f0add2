import type { WordedClaim } from './situation';

const ZERO = '(?:重力势能)?(?:的)?(?:零点|零势能面|零势能点|零势能参考面|参考平面|参考面|零势能位置)';
const CHOICE = '(?:的)?(?:选取|选择|选定|位置)';

/** Laws of work and energy true whatever the situation: the zero level fixes the potential energy, not its change. */
// biome-ignore format: a lookup table reads best packed
export const ENERGY_LAWS: WordedClaim[] = [
  { truth: true, why: '重力势能的变化量等于重力做功的负值，与零势能面的选取无关', clauses: [
    new RegExp(`^重力势能(?:的)?(?:改变|变化|减少|增加|减小|增大)(?:量)?(?:的大小)?(?:与|跟|和)${ZERO}${CHOICE}无关$`),
  ] },
  { truth: false, why: '重力势能的变化量等于重力做功的负值，与零势能面的选取无关', clauses: [
    new RegExp(`^重力势能(?:的)?(?:改变|变化|减少|增加|减小|增大)(?:量)?(?:的大小)?(?:与|跟|和)${ZERO}${CHOICE}有关$`),
  ] },
  { truth: true, why: '重力势能的大小与零势能面的选取有关', clauses: [
    new RegExp(`^(?:某一?(?:位置|点)的)?重力势能(?:的)?(?:大小|数值|值)?(?:与|跟|和)${ZERO}${CHOICE}有关$`),
  ] },
  { truth: false, why: '重力势能的大小与零势能面的选取有关', clauses: [
    new RegExp(`^(?:某一?(?:位置|点)的)?重力势能(?:的)?(?:大小|数值|值)?(?:与|跟|和)${ZERO}${CHOICE}无关$`),
  ] },
  { truth: true, why: '重力做功只与初末位置的高度差有关，与路径无关', clauses: [/^重力(?:所)?做(?:的)?功(?:的多少)?(?:与|跟|和)(?:运动)?路径无关$/] },
  { truth: false, why: '重力做功只与初末位置的高度差有关，与路径无关', clauses: [/^重力(?:所)?做(?:的)?功(?:的多少)?(?:与|跟|和)(?:运动)?路径有关$/] },
];
