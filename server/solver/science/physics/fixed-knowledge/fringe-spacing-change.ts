import { plainOption } from './plain-option';
import type { OptionVerdict } from './unit-statements';

/**
 * The double-slit fringe spacing Δx = Lλ/d after one change (选择性必修 1): a colour swapped for another (the
 * wavelength falls along 红橙黄绿青蓝紫), a light of higher or lower frequency or longer or shorter wavelength, the
 * slits moved apart or together, the screen moved farther or nearer. The change is the option's own (「仅将红光换成
 * 紫光，干涉条纹间距变小」) or, for a bare option (「条纹间距变小」), the one colour swap the stem tells. Two changes, or
 * any other, are not read.
 */
const SPECTRUM = '红橙黄绿青蓝紫';
const SPACING = /^(?:相邻)?(?:(?:亮|暗)?条纹|干涉条纹|(?:相邻)?(?:亮|暗)条纹)(?:的)?间距(变大|变小|增大|减小|不变|变宽|变窄)$/;

/** Every way a stem tells a change to the set-up. */
const CHANGE_WORDS =
  /换成|换为|改用|换用|改为|替换|代替|增大|减小|加倍|减半|变为|变成|远离|靠近|移动|移近|移远|平移|放入|浸入|放在水|调大|调小|增加|减少|去掉|撤去|拿走/g;

type Change = { factor: 1 | -1; why: string };

function colourSwap(from: string, to: string): Change | null {
  const [a, b] = [SPECTRUM.indexOf(from), SPECTRUM.indexOf(to)];
  if (a < 0 || b < 0 || a === b) return null;
  return { factor: b < a ? 1 : -1, why: `${to}光的波长比${from}光${b < a ? '长' : '短'}` };
}

function changeOf(c: string): Change | null {
  const swap = new RegExp(
    `^(?:仅|只)?(?:将|把)?(?:入射光)?(?:由|从)?([${SPECTRUM}])(?:色)?光(?:换成|改为|换为|改用)([${SPECTRUM}])(?:色)?光$`,
  ).exec(c);
  if (swap) return colourSwap(swap[1], swap[2]);
  const light = /^(?:仅|只)?(?:改用|换用|换成)(频率|波长)(?:更)?(高|低|大|小|长|短)(?:一些)?的(?:单色)?光$/.exec(c);
  if (light) {
    const more = /高|大|长/.test(light[2]);
    if (light[1] === '频率' && /长|短/.test(light[2])) return null;
    if (light[1] === '波长' && /高|低/.test(light[2])) return null;
    const longer = light[1] === '波长' ? more : !more;
    return { factor: longer ? 1 : -1, why: `波长变${longer ? '长' : '短'}` };
  }
  const slit = /^(?:仅|只)?(增大|减小)双缝(?:之)?间(?:的)?(?:距离|间距)$/.exec(c);
  if (slit) return { factor: slit[1] === '增大' ? -1 : 1, why: `双缝间距 d ${slit[1]}` };
  const screen = /^(?:仅|只)?(增大|减小)双缝(?:到|与)(?:光)?屏(?:之间)?(?:的)?距离$/.exec(c);
  if (screen) return { factor: screen[1] === '增大' ? 1 : -1, why: `双缝到屏的距离 L ${screen[1]}` };
  return null;
}

/** The one colour swap the stem tells (「放红色滤光片…换成绿色滤光片」「将红光换成紫光」). */
function stemChange(stem: string): Change | null {
  const s = plainOption(stem);
  if (!/双缝/.test(s)) return null;
  // Exactly one change told: a second one (「同时将双缝间距减小」「再把双缝换成单缝」「放入水中」) may outweigh the colour.
  if ((s.match(CHANGE_WORDS) ?? []).length !== 1) return null;
  const filters = [...s.matchAll(new RegExp(`([${SPECTRUM}])色滤光片`, 'g'))];
  const swaps = [...s.matchAll(new RegExp(`([${SPECTRUM}])(?:色)?光换成([${SPECTRUM}])(?:色)?光`, 'g'))];
  if (filters.length === 2 && swaps.length === 0 && /换成|改用|换用|改为/.test(s)) {
    const m = new RegExp(`(?:换成|改用|换用|改为)([${SPECTRUM}])色滤光片`).exec(s);
    if (!m || m[1] !== filters[1][1]) return null;
    return colourSwap(filters[0][1], filters[1][1]);
  }
  if (swaps.length === 1 && filters.length === 0) return colourSwap(swaps[0][1], swaps[0][2]);
  return null;
}

export function judgeFringeSpacingChange(option: string, stem: string): OptionVerdict | null {
  const t = plainOption(option);
  const parts = t.split(/[，,]/);
  let change: Change | null;
  let claim: string;
  if (parts.length === 2) {
    if (!/双缝/.test(plainOption(stem))) return null;
    change = changeOf(parts[0]);
    claim = parts[1];
  } else if (parts.length === 1) {
    change = stemChange(stem);
    claim = parts[0];
  } else return null;
  if (change && /^(?:屏上)?(?:将)?不(?:再)?(?:出现|能观察到|能看到|会出现)(?:干涉)?条纹$/.test(claim))
    return { truth: false, why: `换用的仍是单色光，双缝后仍是相干光，屏上仍有干涉条纹（${change.why}）` };
  const m = SPACING.exec(claim);
  if (!change || !m) return null;
  const says = /变大|增大|变宽/.test(m[1]) ? 1 : /变小|减小|变窄/.test(m[1]) ? -1 : 0;
  return {
    truth: says === change.factor,
    why: `由 Δx = Lλ/d，${change.why}，条纹间距${change.factor > 0 ? '变大' : '变小'}`,
  };
}
