import { plainOption } from '../fixed-knowledge/plain-option';
import type { OptionVerdict } from '../fixed-knowledge/unit-statements';

/** The visible colours from the lowest frequency to the highest (normal dispersion). */
const SPECTRUM = ['红', '橙', '黄', '绿', '青', '蓝', '紫'];
const COLOR = `([${SPECTRUM.join('')}])(?:色)?光(?:的)?(?:光子)?`;

/** A property and whether it grows (1) or falls (−1) with the frequency; 0: the same for every colour. */
interface Property {
  name: string;
  word: RegExp;
  trend: -1 | 0 | 1;
  /** Where the property is taken, when the option must say it. */
  needs?: 'medium' | 'vacuum';
}
const PROPERTIES: Property[] = [
  { name: '频率', word: /^频率$/, trend: 1 },
  { name: '光子能量', word: /^(?:光子)?(?:的)?能量$/, trend: 1 },
  { name: '折射率', word: /^折射率$/, trend: 1 },
  { name: '波长', word: /^波长$/, trend: -1 },
  { name: '临界角', word: /^(?:全反射的?)?临界角$/, trend: -1 },
  { name: '双缝干涉条纹间距', word: /^(?:双缝)?干涉条纹(?:的)?间距$/, trend: -1 },
  { name: '传播速度', word: /^(?:传播)?速度$|^光速$/, trend: -1, needs: 'medium' },
  { name: '传播速度', word: /^(?:传播)?速度$|^光速$/, trend: 0, needs: 'vacuum' },
];
/** Properties a medium gives the light; not read in a vacuum. */
const MEDIUM_ONLY = new Set(['折射率', '临界角']);
const HIGH = /^(?:最大|最高|最长|最多|最快)$/;
const LOW = /^(?:最小|最低|最短|最少|最慢)$/;
const MORE = /^(?:大|高|长|多|快)$/;
const LESS = /^(?:小|低|短|少|慢)$/;

/**
 * 「对于红、黄、绿、蓝四种单色光，在相同介质中，蓝光的波长最短」: the order of the colours decides frequency, photon
 * energy, refractive index (one medium), wavelength, critical angle, fringe spacing (one apparatus) and speed in one
 * medium; in a vacuum every colour has the same speed. A superlative is judged among the colours the stem lists.
 */
export function judgeLightColorStatement(option: string, stem: string): OptionVerdict | null {
  let t = plainOption(option);
  let where: 'medium' | 'vacuum' | null = null;
  const place =
    /^(?:在|对于?)?(同一|相同|同种|同样的?)(?:种)?(?:介质|玻璃|水|材料|玻璃砖|三棱镜|棱镜)(?:中|里|内)?[，,]?|^(?:在)?真空中[，,]?/.exec(t);
  if (place) {
    where = /真空/.test(place[0]) ? 'vacuum' : 'medium';
    t = t.slice(place[0].length);
    // 「同一玻璃对红光的折射率比紫光大」: the medium's index for a colour.
    if (where === 'medium') t = t.replace(/^对(?=[红橙黄绿青蓝紫])/, '');
  }
  const trailing = /[，,]?(?:在|对于?)?(?:同一|相同|同种)(?:种)?(?:介质|玻璃|水|材料)(?:中|里|内)$/.exec(t);
  if (trailing && !where) {
    where = 'medium';
    t = t.slice(0, trailing.index);
  }
  if (/真空/.test(t)) return null;
  const superlative = new RegExp(`^${COLOR}(.+?)(最[大小高低长短多少快慢])$`).exec(t);
  const compare = new RegExp(`^${COLOR}(.+?)比${COLOR}(?:的)?(?:\\2)?(?:的)?(?:更|要)?([大小高低长短多少快慢])$`).exec(t);
  const equal = new RegExp(`^(?:各种(?:色)?光|${COLOR}(?:和|与)${COLOR})(?:的)?(.+?)(?:都)?(?:相等|相同|一样大?)$`).exec(t);
  const propOf = (word: string) => {
    // A beam's energy depends on its intensity: only a photon's energy follows the colour.
    const fit = PROPERTIES.filter(
      (p) =>
        p.word.test(word) &&
        (!p.needs || p.needs === where) &&
        (p.name !== '光子能量' || t.includes('光子')) &&
        // A vacuum bends no colour: its index is 1 for all, and it has no critical angle.
        !(where === 'vacuum' && MEDIUM_ONLY.has(p.name)),
    );
    return fit.length === 1 ? fit[0] : null;
  };
  if (superlative) {
    const prop = propOf(superlative[2]);
    const listed = listedColors(stem);
    if (!prop || !listed?.includes(superlative[1])) return null;
    const want = HIGH.test(superlative[3]) ? 1 : LOW.test(superlative[3]) ? -1 : null;
    if (want === null) return null;
    if (prop.trend === 0) return { truth: false, why: `真空中各色光的${prop.name}都相同，没有最大最小` };
    const ranked = [...listed].sort((a, b) => SPECTRUM.indexOf(a) - SPECTRUM.indexOf(b));
    const top = want * prop.trend > 0 ? ranked[ranked.length - 1] : ranked[0];
    return {
      truth: top === superlative[1],
      why: `${ranked.join('、')}光的频率依次升高，${prop.name}${prop.trend > 0 ? '随频率增大' : '随频率减小'}，${superlative[3]}的是${top}光`,
    };
  }
  if (compare) {
    const prop = propOf(compare[2]);
    if (!prop || compare[1] === compare[3]) return null;
    const want = MORE.test(compare[4]) ? 1 : LESS.test(compare[4]) ? -1 : null;
    if (want === null) return null;
    if (prop.trend === 0) return { truth: false, why: `真空中各色光的${prop.name}都相同` };
    const higher = SPECTRUM.indexOf(compare[1]) > SPECTRUM.indexOf(compare[3]) ? 1 : -1;
    return {
      truth: higher * prop.trend === want,
      why: `${compare[1]}光的频率比${compare[3]}光${higher > 0 ? '高' : '低'}，${prop.name}${prop.trend > 0 ? '随频率增大' : '随频率减小'}`,
    };
  }
  if (equal) {
    const prop = propOf(equal[3]);
    if (!prop) return null;
    return {
      truth: prop.trend === 0,
      why: prop.trend === 0 ? `真空中各色光的${prop.name}都等于 c` : `不同颜色的光${prop.name}不同`,
    };
  }
  return null;
}

/** 「对于红、黄、绿、蓝四种单色光」: the colours the question is about, when the stem lists them. */
function listedColors(stem: string): string[] | null {
  const m = new RegExp(`((?:[${SPECTRUM.join('')}][、和与,，]?)+)(?:[二三四五六七两]种)?(?:色光|单色光|光)`).exec(stem.replace(/\s+/g, ''));
  if (!m) return null;
  const colors = [...m[1].replace(/[、和与,，]/g, '')];
  return colors.length >= 2 && new Set(colors).size === colors.length ? colors : null;
}
