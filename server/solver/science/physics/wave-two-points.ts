import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { refused, solved } from '../outcome';
import { askedCount } from './statement-verdicts-answer';
import { num } from './mechanics-answer';
import { normalizeMechanics } from './mechanics-reading';
import { findQuantities } from './quantities';
import { statementsWanted } from './statement-judge';

/** The sign of a point's displacement and velocity, +1 or −1; 0 when it is not the same over the whole state. */
interface Motion {
  y: number;
  v: number;
}

const NUM = String.raw`(-?\d+(?:\.\d+)?)`;
/** 「xP = 3.5 m」「x_P=3.5m」. */
const POINT_AT = new RegExp(String.raw`x\s*_?\s*\{?\s*([A-Z])\s*\}?\s*=\s*${NUM}\s*m(?![A-Za-z/])`, 'g');
/** 「平衡位置分别在 x = 6 m 和 x = -5 m 处的质点 P、Q」. */
const POINTS_LISTED = new RegExp(
  String.raw`(?:平衡位置|坐标)分别(?:为|在|位于)\s*x\s*=\s*${NUM}\s*m\s*(?:和|、|,|，)\s*x\s*=\s*${NUM}\s*m\s*处?的?质点\s*([A-Z])\s*[、和,，]\s*([A-Z])`,
);

/**
 * The source's phase θ (y = A sin θ) over the state the stem gives: 「位移为正且向 +y 方向运动」 is (0, π/2), and so
 * on round the circle; null when the state is not read.
 */
function sourceState(c: string): [number, number] | null {
  const m = /位移为(正|负)(?:值)?且(?:正)?(?:向|沿)\s*([+-]?)\s*y(?:轴)?(正|负)?(?:方向)?运动/.exec(c);
  if (!m) return null;
  const up = m[3] ? m[3] === '正' : m[2] !== '-';
  const above = m[1] === '正';
  const q = Math.PI / 2;
  if (above) return up ? [0, q] : [q, 2 * q];
  return up ? [3 * q, 4 * q] : [2 * q, 3 * q];
}

/** Sign of sin and cos of θ − φ over the open interval, 0 where it changes or vanishes. */
function motionOver([a, b]: [number, number], lag: number): Motion {
  const signs = { y: new Set<number>(), v: new Set<number>() };
  for (let i = 1; i < 200; i++) {
    const th = a + ((b - a) * i) / 200 - lag;
    const [s, c] = [Math.sin(th), Math.cos(th)];
    signs.y.add(Math.abs(s) < 1e-9 ? 0 : Math.sign(s));
    signs.v.add(Math.abs(c) < 1e-9 ? 0 : Math.sign(c));
  }
  const one = (set: Set<number>) => (set.size === 1 && !set.has(0) ? [...set][0] : 0);
  return { y: one(signs.y), v: one(signs.v) };
}

const DIR = /^(位移|速度|振动)(?:的)?方向(?:均|都|总是)?(相同|相反)$/;

/** 「位移方向相同，速度方向相反」: true, false, or null when a clause is not of that kind or not decided. */
function judge(text: string, p: Motion, q: Motion, names: [string, string]): boolean | null {
  const [P, Q] = names;
  // 「P、Q 两质点的位移方向相同」 names both points before the clauses; a clause about one point is another kind.
  const both = new RegExp(`^(?:${P}[、和与]${Q}|${Q}[、和与]${P})(?:两(?:个)?质点)?(?:的)?`);
  const clauses = normalizeMechanics(text.replace(/\$/g, ''))
    .replace(/\s+/g, '')
    .replace(/[。.．]$/, '')
    .replace(both, '')
    .split(/[，,；;]/)
    .filter(Boolean);
  let truth = true;
  for (const clause of clauses) {
    const m = DIR.exec(clause);
    if (!m || m[1] === '振动') return null;
    const [a, b] = m[1] === '位移' ? [p.y, q.y] : [p.v, q.v];
    if (!a || !b) return null;
    if ((a === b) !== (m[2] === '相同')) truth = false;
  }
  return clauses.length ? truth : null;
}

/**
 * Two points on a harmonic wave sent out both ways from a source at the origin: each repeats the source's motion
 * 2π·|x|/λ later (λ = v/f), so from the source's state (the sign of its displacement and the way it moves) the signs
 * of both points' displacements and velocities follow; options compare their directions. Every number is used (f or
 * T, the speed, both positions); a point whose state is not the same over the whole of the source's state is refused.
 */
export function solveWaveTwoPoints(raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  if (!split || split.options.length < 2) return null;
  const c = normalizeMechanics(split.stem).replace(/\s+/g, ' ');
  if (!/波源/.test(c) || !/原点/.test(c) || !/简谐/.test(c)) return null;
  // Each point repeats the source's motion only once the wave has reached it: a wave just started is another kind.
  if (/开始振动|起振|t\s*=|时刻|经过|刚传到|传到|传播到/.test(c)) return null;
  const state = sourceState(c.replace(/\s+/g, ''));
  if (!state) return null;
  const points = new Map<string, number>();
  for (const m of c.matchAll(POINT_AT)) points.set(m[1], Number(m[2]));
  const listed = POINTS_LISTED.exec(c);
  if (listed) {
    points.set(listed[3], Number(listed[1]));
    points.set(listed[4], Number(listed[2]));
  }
  const names = [...points.keys()].filter((k) => k !== 'S');
  if (names.length !== 2) return null;
  const both = /(?:正|负)\s*、?\s*(?:正|负)?两个?方向|两侧|两边|正、负/.test(c);
  if ([...points.values()].some((x) => x < 0) && !both) return null;
  // Every other number of the stem is the frequency (or period) and the speed, once each.
  const rest = c
    .replace(POINT_AT, ' ')
    .replace(POINTS_LISTED, ' ')
    .replace(/^\s*\d+\s*[.．、]/, ' ')
    .replace(/[(（]\s*\d+\s*分\s*[)）]/, ' ');
  const qs = findQuantities(rest);
  const f = qs.filter((q) => q.unit === 'Hz');
  const periods = qs.filter((q) => q.unit === 's');
  const speeds = qs.filter((q) => q.unit === 'm/s');
  if (speeds.length !== 1 || f.length + periods.length !== 1 || qs.length !== 2) return null;
  if ((rest.match(/\d+(?:\.\d+)?/g) ?? []).length !== 2) return null;
  const freq = f.length ? f[0].value : 1 / periods[0].value;
  const lambda = speeds[0].value / freq;
  const [P, Q] = names;
  const motion = (x: number) => motionOver(state, (2 * Math.PI * Math.abs(x)) / lambda);
  const [mp, mq] = [motion(points.get(P)!), motion(points.get(Q)!)];
  const wants = statementsWanted(split.stem);
  if (wants === null) return null;
  const verdicts = split.options.map((o) => judge(o.text, mp, mq, [P, Q]));
  if (verdicts.every((v) => v === null)) return null;
  if (verdicts.some((v) => v === null)) {
    return refused(
      'physics',
      '两个质点的振动情况已经求出，但有的选项说的内容没法据此判断，为避免选错，暂不作答。可以请老师帮忙核对。',
      'choice',
    );
  }
  const fits = split.options.filter((_, i) => verdicts[i] === wants).map((o) => o.letter);
  if (!fits.length || (askedCount(raw) === 'one' && fits.length !== 1)) {
    return refused('physics', '逐项核对后，符合要求的选项个数和题目要求的不一致，为避免选错，暂不作答。可以请老师帮忙核对。', 'choice');
  }
  const sign = (s: number, pos: string, neg: string) => (s > 0 ? pos : neg);
  const describe = (name: string, x: number, m: Motion) =>
    `质点 ${name} 离波源 $${num(Math.abs(x))}\\ \\mathrm{m} = ${num(Math.abs(x) / lambda)}\\lambda$，振动比波源落后 ` +
    `$${num(Math.abs(x) / lambda)}$ 个周期，此时位移${sign(m.y, '为正', '为负')}、向 ${sign(m.v, '+y', '−y')} 方向运动。`;
  const lines = [
    '**解**：',
    '',
    `波长 $\\lambda = \\frac{v}{f} = ${num(lambda)}\\ \\mathrm{m}$；波向两侧传播，各质点重复波源的振动，离波源每远一个波长落后一个周期。`,
    describe(P, points.get(P)!, mp),
    describe(Q, points.get(Q)!, mq),
    `所以 ${P}、${Q} 的位移方向${mp.y === mq.y ? '相同' : '相反'}，速度方向${mp.v === mq.v ? '相同' : '相反'}。`,
    `题目要求选出${wants ? '正确' : '错误'}的说法。`,
    '',
    `**答**：${fits.join('')}。`,
  ];
  return solved(
    'physics',
    'offline:physics',
    lines.join('\n'),
    `${fits.join('')}（由波长求两质点与波源的振动相位差）`,
    '已由波长和两质点到波源的距离求出它们此刻的位移和速度方向，并逐项核对',
    'choice',
  );
}
