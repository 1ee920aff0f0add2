import type { TextbookFact } from '../principles/textbook-facts';

/**
 * The photoelectric effect in words beyond the base table (`principles/textbook-facts.ts`): the threshold that no
 * intensity or time makes up for, and the saturation current that grows with the intensity at one frequency.
 */
const LIGHT = '(?:入射光|照射光|光)';

// biome-ignore format: a lookup table reads best packed
export const PHOTON_FACTS: TextbookFact[] = [
  { truth: false, why: '入射光的频率低于截止频率时，无论光多强、照射多久都不能发生光电效应', clauses: [
    /^只要(?:光照|照射)(?:的)?时间足够长[，,]?(?:任何金属)?(?:就)?(?:一定)?都?(?:能|可以|会)发生光电效应$/,
    new RegExp(`^只要${LIGHT}(?:的)?(?:强度|光强)足够大[，,]?(?:任何金属)?(?:就)?(?:一定)?都?(?:能|可以|会)发生光电效应$`),
  ] },
  { truth: true, why: '入射光的频率低于截止频率时，无论光多强都不能发生光电效应', clauses: [
    new RegExp(`^${LIGHT}的频率(?:低于|小于)(?:该)?金属的(?:截止|极限)频率时[，,]?(?:无论${LIGHT}?(?:的)?(?:强度|光强)多大[，,]?)?(?:都)?不(?:能|会)发生光电效应$`),
  ] },
  { truth: true, why: '频率一定时，光越强，单位时间内照射到金属上的光子越多，饱和光电流越大', clauses: [
    new RegExp(`^${LIGHT}的频率一定时[，,]?${LIGHT}?越强[，,]?饱和(?:光)?电流越大$`),
  ] },
];
