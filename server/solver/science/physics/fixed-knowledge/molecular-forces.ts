import { plainOption } from './plain-option';
import type { OptionVerdict } from './unit-statements';

/**
 * The forces between molecules (选择性必修 3): attraction and repulsion exist together, both fall as the distance
 * grows and rise as it shrinks, the repulsion changing faster; at the balance distance r₀ they are equal and the net
 * force is zero, nearer it is repulsive, farther attractive. A trend is derived from the change of distance the
 * option names; the net force's change with distance (which depends on where r stands against r₀) is not read.
 */
const FORCES = '(引力和斥力|斥力和引力|引力|斥力)';
const CHANGE = '(增大|减小|变大|变小|增加|减少)';
const R0 = '(?:平衡距离|平衡位置(?:时的距离|间距)?|r_?\\{?0\\}?)';
const UP = /增大|变大|增加/;

export function judgeMolecularForce(option: string): OptionVerdict | null {
  const t = plainOption(option).replace(/分子间的?作用力/g, '分子力');
  const both = new RegExp(`^分子间(?:的)?${FORCES}(都|均)?随(?:分子间)?(?:的)?距离的${CHANGE}而${CHANGE}$`).exec(t);
  if (both) {
    if (/和/.test(both[1]) !== Boolean(both[2])) return null;
    const closer = !UP.test(both[3]);
    return trend(closer, UP.test(both[4]));
  }
  const when = new RegExp(`^(?:当)?分子间(?:的)?距离${CHANGE}时[，,](.+)$`).exec(t);
  if (when) {
    const closer = !UP.test(when[1]);
    const verdicts = when[2].split(/[，,]/).map((c) => clause(c.replace(/^(?:且|而|同时)/, ''), closer));
    if (verdicts.some((v) => !v)) return null;
    const wrong = verdicts.find((v) => !v!.truth);
    return wrong ?? { truth: true, why: verdicts[0]!.why };
  }
  const at = new RegExp(`^(?:当)?分子间(?:的)?距离(等于|小于|大于)${R0}时[，,]?(.+)$`).exec(t);
  if (at) return atDistance(at[1], at[2]);
  return null;
}

function trend(closer: boolean, up: boolean): OptionVerdict {
  return {
    truth: up === closer,
    why: `分子间的引力和斥力都随分子间距离的增大而减小、随距离的减小而增大（斥力变化得更快）；距离${closer ? '减小' : '增大'}时它们都${closer ? '增大' : '减小'}`,
  };
}

function clause(c: string, closer: boolean): OptionVerdict | null {
  const each = new RegExp(`^(?:分子)?${FORCES}(都|均)?${CHANGE}$`).exec(c);
  if (each) return /和/.test(each[1]) !== Boolean(each[2]) ? null : trend(closer, UP.test(each[3]));
  const faster = new RegExp(`^(斥力|引力)比(斥力|引力)${CHANGE}得(?:更)?快$`).exec(c);
  if (faster && faster[1] !== faster[2]) {
    const dir = trend(closer, UP.test(faster[3]));
    if (!dir.truth) return dir;
    return { truth: faster[1] === '斥力', why: '分子间的斥力随距离变化得比引力快' };
  }
  return null;
}

function atDistance(where: string, rest: string): OptionVerdict | null {
  const why = '分子间距离等于 r₀ 时引力与斥力大小相等、分子力为零；小于 r₀ 时斥力大于引力，分子力表现为斥力；大于 r₀ 时表现为引力';
  if (where === '等于') {
    if (/^(?:分子力|合力|分子间的合力)(?:为|等于)零$/.test(rest) || /^(?:引力和斥力|斥力和引力)(?:大小)?相等$/.test(rest))
      return { truth: true, why };
    if (
      /^(?:引力和斥力|斥力和引力)(?:都|均)(?:为|等于)零$/.test(rest) ||
      /^分子(?:间)?(?:不存在|没有)(?:引力和斥力|斥力和引力|作用力)$/.test(rest)
    )
      return { truth: false, why };
    return null;
  }
  const shows = /^分子力(?:表现为|为)(斥力|引力)$/.exec(rest);
  if (!shows) return null;
  return { truth: (where === '小于') === (shows[1] === '斥力'), why };
}
