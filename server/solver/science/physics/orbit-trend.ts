import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { refused, solved } from '../outcome';
import { askedLetters } from '../statement-picks';
import { compactStem } from './compact-stem';

/** How each quantity of a circular orbit about one body goes with its radius (GM = v²r = ω²r³ = ar² = 4π²r³/T²). */
const POWERS: Record<string, { exp: number; tex: string }> = {
  轨道半径: { exp: 1, tex: 'r' },
  高度: { exp: 1, tex: 'h = r - R' },
  周期: { exp: 1.5, tex: 'T \\propto r^{\\frac{3}{2}}' },
  线速度: { exp: -0.5, tex: 'v \\propto r^{-\\frac{1}{2}}' },
  角速度: { exp: -1.5, tex: '\\omega \\propto r^{-\\frac{3}{2}}' },
  向心加速度: { exp: -2, tex: 'a \\propto r^{-2}' },
};
const ALIASES: Record<string, string> = {
  半径: '轨道半径',
  运行半径: '轨道半径',
  离地高度: '高度',
  距地面的高度: '高度',
  离地面的高度: '高度',
  距地面高度: '高度',
  离地面高度: '高度',
  运行周期: '周期',
  公转周期: '周期',
  速度: '线速度',
  速率: '线速度',
  运行速度: '线速度',
  环绕速度: '线速度',
  加速度: '向心加速度',
};
const NAMES =
  '轨道半径|运行半径|半径|距地面的高度|离地面的高度|距地面高度|离地面高度|离地高度|高度|运行周期|公转周期|周期|线速度|运行速度|环绕速度|速度|速率|角速度|向心加速度|加速度';
const UP = '变大|增大|增加|变长|升高|变高';
const DOWN = '变小|减小|减少|变短|降低|变低';
const canon = (w: string) => ALIASES[w] ?? w;

/** 「变大」 +1, 「变小」 −1, 「不变」 0. */
const sense = (w: string): number => (new RegExp(`^(?:${UP})$`).test(w) ? 1 : new RegExp(`^(?:${DOWN})$`).test(w) ? -1 : 0);

/**
 * Which way the radius goes, from the one change the stem tells: a synchronous satellite of a planet whose spin slows
 * (its period is the spin's), or a satellite's own quantity said to grow or shrink. Null when not exactly one.
 */
function readRadiusTrend(t: string): { dir: number; why: string } | null {
  const found: { dir: number; why: string }[] = [];
  if (/同步卫星/.test(t)) {
    const spin = new RegExp(`自转(?:在|正在)?(?:逐渐|不断|缓慢)?(变慢|变快)|自转(?:的)?周期(?:在)?(?:逐渐|不断)?(${UP}|${DOWN})`).exec(t);
    if (spin) {
      const slower = spin[1] ? spin[1] === '变慢' : sense(spin[2]) > 0;
      found.push({
        dir: slower ? 1 : -1,
        why: `同步卫星的周期等于中心天体的自转周期；自转${slower ? '变慢' : '变快'}，周期${slower ? '变大' : '变小'}`,
      });
    }
  }
  for (const m of t.matchAll(new RegExp(`卫星(?:的)?(${NAMES})(?:逐渐|缓慢)?(${UP}|${DOWN})`, 'g'))) {
    const law = POWERS[canon(m[1])];
    const dir = sense(m[2]) * Math.sign(law.exp);
    found.push({ dir, why: `卫星的${m[1]}${m[2]}` });
  }
  if (/从.{0,4}低(?:的)?(?:圆)?轨道.{0,8}(?:到|进入|变轨至|转移到).{0,4}高(?:的)?(?:圆)?轨道/.test(t))
    found.push({ dir: 1, why: '卫星从低轨道进入高轨道' });
  if (/从.{0,4}高(?:的)?(?:圆)?轨道.{0,8}(?:到|进入|变轨至|转移到).{0,4}低(?:的)?(?:圆)?轨道/.test(t))
    found.push({ dir: -1, why: '卫星从高轨道进入低轨道' });
  return found.length === 1 ? found[0] : null;
}

/** 「距地面的高度变大」「向心加速度变小」「周期不变」: one quantity of the orbit and which way it goes; null otherwise. */
function readOptionTrend(text: string): { name: string; dir: number } | null {
  const t = compactStem(text).replace(/\s+/g, '');
  const m = new RegExp(`^(?:卫星|它)?(?:的)?(${NAMES})(?:的大小|大小)?(?:将|会)?(?:一定)?(${UP}|${DOWN}|不变)$`).exec(
    t.replace(/[。.．]$/, ''),
  );
  return m ? { name: canon(m[1]), dir: sense(m[2]) } : null;
}

/**
 * A satellite on a circular orbit about one body whose radius the stem makes grow or shrink — a synchronous
 * satellite of a planet whose spin slows or quickens, a satellite whose period (or speed, or height) is told to grow
 * or shrink, one moved from a lower circular orbit to a higher one — and options each saying which way one quantity
 * of the orbit goes. Every option is decided by the radius (v, ω, a fall and T rises as r grows). Null when the stem
 * says anything else about the orbit (an ellipse, another body, numbers that are not a past period agreeing with the
 * trend), or an option speaks of a quantity that depends on the satellite's mass (动能, 向心力).
 */
export function solveOrbitTrend(_raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  if (!split) return null;
  const t = compactStem(split.stem);
  if (!/卫星/.test(t) || !/相比|比较|与原来|与现在/.test(t)) return null;
  if (/椭圆|图|两颗|另一|变轨前后.{0,6}之比|质量(?!不变|保持)[^,，。；;]{0,4}(?:变|减|增)|密度|第一宇宙速度|半长轴/.test(t)) return null;
  if (!/同步卫星|匀速圆周运动|圆轨道/.test(t)) return null;
  const trend = readRadiusTrend(t);
  if (!trend || trend.dir === 0) return null;
  // A number may only be a past spin period that agrees with the trend (「3 亿年前地球自转的周期约为 22 小时」).
  const past = /(\d+(?:\.\d+)?)\s*(?:亿|万)?年前[^,，。;；]{0,12}自转(?:的)?周期(?:约)?(?:为|是)\s*(\d+(?:\.\d+)?)\s*(?:小时|h)/.exec(t);
  const rest = past ? t.replace(past[0], ' ') : t;
  if (/\d/.test(rest)) return null;
  if (past && (!/地球/.test(t) || (trend.dir > 0 ? !(Number(past[2]) < 24) : !(Number(past[2]) > 24)))) return null;
  const read = split.options.map((o) => readOptionTrend(o.text));
  if (read.some((r) => r === null)) return null;
  const truths = read.map((r) => Math.sign(POWERS[r!.name].exp) * trend.dir === r!.dir);
  const letters = askedLetters(split, truths);
  if (!letters) {
    return refused('physics', '按轨道半径的变化逐项判断后，没有符合题目要求的选项，可能没读懂题意，为避免选错，暂不作答。', 'choice');
  }
  const way = (d: number) => (d > 0 ? '变大' : d < 0 ? '变小' : '不变');
  const markdown = [
    `**思路**：${trend.why}，由 $G\\frac{Mm}{r^2} = m\\frac{v^2}{r} = m\\omega^2 r = m\\frac{4\\pi^2}{T^2}r = ma$ 得 $T \\propto r^{\\frac{3}{2}}$，$v \\propto r^{-\\frac{1}{2}}$，$\\omega \\propto r^{-\\frac{3}{2}}$，$a \\propto r^{-2}$，所以轨道半径${way(trend.dir)}。`,
    '',
    '**逐项判断**：',
    '',
    ...split.options.map((o, i) => {
      const r = read[i]!;
      const actual = Math.sign(POWERS[r.name].exp) * trend.dir;
      return `- ${o.letter}：$${POWERS[r.name].tex}$，${r.name}应${way(actual)}，选项${truths[i] ? '正确' : '错误'}。`;
    }),
    '',
    `**答**：${letters.join('')}。`,
  ].join('\n');
  return solved(
    'physics',
    'offline:physics',
    markdown,
    `${letters.join('')}（按轨道半径的变化逐项判断）`,
    '每个选项都按轨道半径的变化方向和幂次关系判断',
    'choice',
  );
}
