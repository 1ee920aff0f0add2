import type { TextbookFact } from '../principles/textbook-facts';

/**
 * Waves and light as 选择性必修 1 teaches them: sound (in air) is longitudinal and needs a medium, electromagnetic
 * waves are transverse and travel in a vacuum at the speed of light, light is slower in any medium than in a vacuum
 * and keeps its frequency from one medium to the next. Each pattern matches one whole clause.
 */
// biome-ignore format: a lookup table reads best packed
export const WAVE_FACTS: TextbookFact[] = [
  { truth: true, why: '声波（在空气中）是纵波', clauses: [/^(?:空气中的)?声波是纵波$/] },
  { truth: false, why: '声波（在空气中）是纵波，不是横波', clauses: [/^(?:空气中的)?声波是横波$/] },
  { truth: true, why: '电磁波是横波', clauses: [/^电磁波是横波$/] },
  { truth: false, why: '电磁波是横波，不是纵波', clauses: [/^电磁波是纵波$/] },
  { truth: true, why: '声波是机械波，传播需要介质，不能在真空中传播', clauses: [/^声波(?:的传播)?需要介质$/, /^声波不能在真空中传播$/] },
  { truth: false, why: '声波是机械波，传播需要介质，不能在真空中传播', clauses: [/^声波(?:可以|能|能够)在真空中传播$/, /^声波在真空中的传播速度最大$/, /^声波的传播不需要(?:任何)?介质$/] },
  { truth: true, why: '电磁波的传播不需要介质，可以在真空中传播', clauses: [/^电磁波(?:可以|能|能够)在真空中传播$/, /^电磁波的传播不需要(?:任何)?介质$/] },
  { truth: false, why: '电磁波的传播不需要介质，可以在真空中传播', clauses: [/^电磁波(?:的传播)?(?:需要|离不开)介质$/, /^电磁波不能在真空中传播$/] },
  { truth: true, why: '电磁波在真空中的传播速度都等于光速 c', clauses: [
    /^(?:各种|所有|不同频率的)?电磁波在真空中的传播速度(?:都)?(?:等于|为|是)光速$/,
    /^(?:各种|所有|不同频率的)?电磁波在真空中的传播速度(?:都)?相(?:同|等)$/,
  ] },
  { truth: false, why: '电磁波在真空中的传播速度都等于光速 c，与频率无关', clauses: [
    /^电磁波在真空中的传播速度(?:随频率的增大而增大|与频率有关)$/,
    /^频率越高的电磁波在真空中(?:的)?传播(?:速度)?越(?:快|大)$/,
  ] },
  { truth: true, why: '光在介质中的传播速度 v = c/n 小于在真空中的速度', clauses: [
    /^光在(?:水|玻璃|介质|任何介质)中的传播速度(?:比在真空中(?:的)?小|小于(?:在)?真空中的(?:传播)?速度)$/,
  ] },
  { truth: false, why: '光在介质中的传播速度 v = c/n 小于在真空中的速度', clauses: [
    /^光在(?:水|玻璃|介质|任何介质)中的传播速度(?:比在真空中(?:的)?大|大于(?:在)?真空中的(?:传播)?速度)$/,
  ] },
  { truth: true, why: '光的频率由光源决定，从一种介质进入另一种介质时频率不变', clauses: [
    /^(?:同一种?|同一束|一束)?(?:单色)?光(?:从一种介质)?进入另一种介质时[，,]?(?:其|它的)?频率(?:保持)?不变$/,
    /^同一种?(?:单色)?光在不同(?:的)?介质中(?:的)?频率(?:相同|不变)$/,
  ] },
  { truth: false, why: '光的频率由光源决定，从一种介质进入另一种介质时频率不变', clauses: [
    /^(?:同一种?|同一束|一束)?(?:单色)?光(?:从一种介质)?进入另一种介质时[，,]?(?:其|它的)?频率(?:改变|变化|会改变)$/,
    /^同一种?(?:单色)?光在不同(?:的)?介质中(?:的)?频率不同$/,
  ] },
];
