import { plainOption } from './plain-option';
import type { OptionVerdict } from './unit-statements';

/**
 * Light crossing into another medium (选择性必修 1): the frequency — and so the photon energy and the colour — is the
 * source's and stays; the speed v = c/n and the wavelength λ = v/f fall on entering water or glass from air or a
 * vacuum and rise on leaving. The crossing is the option's own 「光从空气进入水中，…」 or, for a bare option
 * (「波长变短」), the one crossing the stem names. Water into glass (which index is larger depends on the glass) and
 * any other wave (sound speeds up in water) are not read.
 */
const THIN = '(?:真空|空气)';
const DENSE = '(?:水|玻璃|玻璃砖|介质|冰|酒精|金刚石)';
const CROSSING = new RegExp(
  `(?:单色|红|橙|黄|绿|蓝|紫)?(?:色)?(?:光|激光|光束|光线)(?:由|从)(${THIN}|${DENSE})(?:中)?(?:斜)?(?:射入|进入|传入|射进|进到)(${THIN}|${DENSE})(?:中)?`,
  'g',
);
const SAME = /^(?:保持)?不变$/;
const LESS = /^(?:变短|变小|减小|变慢|降低|变低|减少)$/;
const MORE = /^(?:变长|变大|增大|变快|升高|变高|增加)$/;

/** +1 into the denser medium, −1 out of it; null when the crossing is not thin↔dense. */
function direction(from: string, to: string): 1 | -1 | null {
  const dense = (m: string) => new RegExp(`^${DENSE}$`).test(m);
  if (dense(from) === dense(to)) return null;
  return dense(to) ? 1 : -1;
}

export function judgeLightIntoMedium(option: string, stem: string): OptionVerdict | null {
  let t = plainOption(option);
  let dir: 1 | -1 | null = null;
  const own = new RegExp(`^(?:一束)?${CROSSING.source}(?:时)?[，,]`).exec(t);
  if (own) {
    dir = direction(own[1], own[2]);
    t = t.slice(own[0].length);
  } else {
    const s = plainOption(stem);
    // Sound, or the light reflected back into the first medium (「则反射光…」): not the crossing's change.
    if (/声|波源|水波|机械波|反射/.test(s)) return null;
    const all = [...s.matchAll(CROSSING)];
    // 「…射入玻璃，再从玻璃射入空气」「从另一面射出」: any second crossing, told with or without the light's name.
    const crossings = s.match(/(?:由|从)[^，,。；;]{0,8}?(?:射入|进入|传入|射进|进到|射向|射出|穿出|折射)/g) ?? [];
    if (all.length !== 1 || crossings.length !== 1) return null;
    dir = direction(all[0][1], all[0][2]);
  }
  if (dir === null || /声/.test(t)) return null;
  const verdicts = t.split(/[，,]/).map((c) => clause(c.replace(/^(?:且|而|但|同时|其|光的|它的)/, ''), dir));
  if (!verdicts.length || verdicts.some((v) => !v)) return null;
  return verdicts.find((v) => !v!.truth) ?? { truth: true, why: verdicts.map((v) => v!.why).join('；') };
}

function clause(c: string, dir: 1 | -1): OptionVerdict | null {
  const m = /^(?:光的)?(频率|光子(?:的)?能量|颜色|(?:传播)?速度|光速|波长)(.+)$/.exec(c);
  if (!m) return null;
  const change = m[2];
  const fixed = /频率|能量|颜色/.test(m[1]);
  if (fixed) {
    const why = '光的频率由光源决定，进入另一种介质时频率不变，光子能量 hν 和颜色也不变';
    if (SAME.test(change)) return { truth: true, why };
    if (LESS.test(change) || MORE.test(change) || /^改变$/.test(change)) return { truth: false, why };
    return null;
  }
  const where = dir > 0 ? '进入水或玻璃中' : '从水或玻璃中射出';
  const why = `由 v = c/n，光${where}时速度${dir > 0 ? '变小' : '变大'}；频率不变，由 λ = v/f，波长${dir > 0 ? '变短' : '变长'}`;
  if (SAME.test(change)) return { truth: false, why };
  if (LESS.test(change)) return { truth: dir > 0, why };
  if (MORE.test(change)) return { truth: dir < 0, why };
  return null;
}
