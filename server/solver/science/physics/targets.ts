import type { Situation } from './context';
import { UNIT_PATTERN, type UnitKey, unitKeyOf } from './units';
import type { VarKey } from './variables';

/** Question words → the variable asked for; earlier entries win where they overlap ("重力加速度" ≠ "重力"). */
const ASKS: [RegExp, VarKey | 'fallDistance'][] = [
  [/重力加速度/g, 'g'],
  [/重力势能|势能/g, 'Ep'],
  [/动能/g, 'Ek'],
  [/加速度/g, 'a'],
  [/初速度|初速|(?:刹车|制动|减速|加速)前的?速度|开始(?:运动)?时的?速度/g, 'v0'],
  [/比热容|比热/g, 'c'],
  [/电功率|功率/g, 'P'],
  [/压强/g, 'p'],
  [/压力/g, 'Fn'],
  [/(?:升高|降低|变化|上升)(?:了)?(?:多少|几)|温度变化|温度差|温差/g, 'dT'],
  [/热量/g, 'Q'],
  [/电能|电功|做了?多少功|做的功|功(?!率)/g, 'W'],
  [/阻力|摩擦力/g, 'f'],
  [/重力|物重|多重/g, 'G'],
  [/牵引力|拉力|推力|作用力|合外力|合力|多大的力|力的大小/g, 'F'],
  [/质量/g, 'm'],
  [/密度/g, 'rho'],
  [/体积|容积/g, 'V'],
  [/受力面积|底面积|接触面积|面积/g, 'S'],
  [/电压/g, 'U'],
  [/电流/g, 'I'],
  [/电阻|阻值/g, 'R'],
  [/速度|速率|多快/g, 'v'],
  [/下落的?高度|高度|多高|下落的?距离/g, 'fallDistance'],
  [/位移|距离|路程|多远|滑行|前进了?多少|行驶了?多少|通过了?多少/g, 's'],
  [/(?:几|多少)(?=\s*(?:千米|公里|厘米|米|km(?![A-Za-z/])|cm(?![A-Za-z/])|m(?![A-Za-z/])))/g, 's'],
  [/时间|多长时间|多久|用时/g, 't'],
  [/(?:几|多少)(?=\s*(?:小时|分钟|秒|h(?![A-Za-z/])|min(?![A-Za-z/])|s(?![A-Za-z/])))/g, 't'],
];

const FORCES = new Set<VarKey>(['F', 'G', 'f', 'Fn']);

export interface Target {
  key: VarKey;
  /** Unit asked for in the question ("合多少 km/h"), if any. */
  unit?: UnitKey;
}

const UNIT_AFTER = new RegExp(`^[^，。；,;]{0,10}?(?<![\\d.]\\s*)(${UNIT_PATTERN})`);

/** The variables the question asks for, in the order it asks. */
export function findTargets(question: string, sit: Situation): Target[] {
  const taken: boolean[] = [];
  const found: { key: VarKey; index: number; end: number }[] = [];
  for (const [re, key] of ASKS) {
    for (const m of question.matchAll(re)) {
      const end = m.index + m[0].length;
      if (taken.slice(m.index, end).some(Boolean)) continue;
      for (let k = m.index; k < end; k++) taken[k] = true;
      const k: VarKey = key === 'fallDistance' ? 'h' : key === 's' && sit.freeFall ? 'h' : key;
      // "重力做了多少功", "拉力的功率": the force names whose work or power is asked, not a force asked.
      if (FORCES.has(k) && /^\s*(?:对[^，。,;；]{0,8})?(?:所?做|的功|的(?:平均|瞬时)?功率|(?:平均|瞬时)?功率)/.test(question.slice(end)))
        continue;
      found.push({ key: k, index: m.index, end });
    }
  }
  found.sort((a, b) => a.index - b.index);
  const out: Target[] = [];
  for (const f of found) {
    if (out.some((o) => o.key === f.key)) continue;
    const u = UNIT_AFTER.exec(question.slice(f.end));
    out.push({ key: f.key, unit: u ? unitKeyOf(u[1]) : undefined });
  }
  return out;
}
