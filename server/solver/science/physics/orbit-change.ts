import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { normalizeScienceText } from '../chem/normalize';
import { formatNumber } from '../format';
import { refused, solved } from '../outcome';
import { askedLetters } from '../statement-picks';
import { readMultiple } from './multiples';

/** How each quantity of a circular orbit about one body scales with its radius (GM = v²r = ω²r³ = ar²). */
const POWERS: Record<string, { exp: number; tex: string; of: (r: number) => number }> = {
  动能: { exp: -1, tex: 'E_k', of: (r) => 1 / (2 * r) },
  线速度: { exp: -0.5, tex: 'v', of: (r) => Math.sqrt(1 / r) },
  角速度: { exp: -1.5, tex: '\\omega', of: (r) => Math.sqrt(1 / r ** 3) },
  周期: { exp: 1.5, tex: 'T', of: (r) => 2 * Math.PI * Math.sqrt(r ** 3) },
  向心加速度: { exp: -2, tex: 'a', of: (r) => 1 / r ** 2 },
  轨道半径: { exp: 1, tex: 'r', of: (r) => r },
};
const ALIASES: Record<string, string> = { 速度: '线速度', 速率: '线速度', 加速度: '向心加速度', 半径: '轨道半径' };
const NAMES = '动能|线速度|速度|速率|角速度|周期|向心加速度|加速度|轨道半径|半径';
const canon = (w: string) => ALIASES[w] ?? w;

/**
 * One satellite moves from one circular orbit to another about the same body, its mass unchanged; one
 * quantity is told to become k times what it was. Every option states the before : after ratio of one
 * quantity ("周期之比为 1: 8"); each is decided by the radius ratio. Null when the problem is not exactly
 * that (an ellipse, another central body, a changing mass, options that are not such ratios).
 */
export function solveOrbitChange(_raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  if (!split) return null;
  const t = normalizeScienceText(split.stem)
    .replace(/\s+/g, ' ')
    .replace(/([\u4e00-\u9fa5])\s+(?=[\u4e00-\u9fa5])/g, '$1');
  if (!/卫星|飞船|探测器|空间站/.test(t) || !/变轨/.test(t) || !/(?:仍|还)做匀速圆周运动|圆轨道/.test(t)) return null;
  if (/椭圆|图|密度|自转|同步|离地|高度|表面|第一宇宙速度|两颗|另一/.test(t)) return null;
  const told = new RegExp(
    `(${NAMES})(?:的大小)?\\s*(?:减小|增大|减少|增加|变)(?:为|成|到)\\s*原来的\\s*([^,，。;；]+?)\\s*(?:[,，。;；]|$)`,
  ).exec(t);
  if (!told) return null;
  const given = canon(told[1]);
  const factor = readMultiple(told[2].replace(/倍$/, ''), '');
  if (!factor || factor[0] <= 0) return null;
  // Kinetic energy ∝ v² only while the mass stays the same.
  if (given === '动能' && !/不考虑.{0,6}质量(?:的)?变化|质量不变/.test(t)) return null;
  if (!/变轨前后/.test(t)) return null;
  const k = factor[0] / factor[1];
  const radiusFactor = k ** (1 / POWERS[given].exp);
  const verdicts = split.options.map((o) => {
    const m = new RegExp(`^\\s*(${NAMES})(?:大小)?之比\\s*(?:为|是)\\s*(\\d+(?:\\.\\d+)?)\\s*[:：]\\s*(\\d+(?:\\.\\d+)?)\\s*$`).exec(
      normalizeScienceText(o.text).replace(/\s+/g, ' '),
    );
    if (!m || !(Number(m[3]) > 0)) return null;
    const law = POWERS[canon(m[1])];
    // before : after, by the power law and again by the formula evaluated at r = 1 and at the new radius.
    const byPower = radiusFactor ** -law.exp;
    const byFormula = law.of(1) / law.of(radiusFactor);
    if (Math.abs(byPower / byFormula - 1) > 1e-9) return null;
    const stated = Number(m[2]) / Number(m[3]);
    return { name: canon(m[1]), ratio: byPower, ok: Math.abs(stated / byPower - 1) < 1e-9 };
  });
  if (verdicts.some((v) => v === null)) return null;
  const letters = askedLetters(
    split,
    verdicts.map((v) => v!.ok),
  );
  if (!letters) {
    return refused(
      'physics',
      '按变轨前后的比例逐项核对后，没有符合题目要求的选项，可能没读懂题意，为避免选错，暂不作答。可以请老师帮忙核对。',
      'choice',
    );
  }
  const f = (x: number) => formatNumber(x, 4).latex;
  const law = POWERS[given];
  const markdown = [
    `**思路**：卫星绕同一中心天体做匀速圆周运动，万有引力提供向心力 $G\\frac{Mm}{r^2} = m\\frac{v^2}{r} = m\\omega^2 r = m\\frac{4\\pi^2}{T^2}r = ma$，所以 $E_k = \\frac{GMm}{2r} \\propto r^{-1}$，$v \\propto r^{-\\frac{1}{2}}$，$\\omega \\propto r^{-\\frac{3}{2}}$，$T \\propto r^{\\frac{3}{2}}$，$a \\propto r^{-2}$。`,
    '',
    `**已知**：变轨后 $${law.tex}$ 变为原来的 $${f(k)}$ 倍，所以轨道半径变为原来的 $${f(radiusFactor)}$ 倍（$r_1 : r_2 = 1 : ${f(radiusFactor)}$）。`,
    '',
    '**逐项判断**（变轨前 : 变轨后）：',
    '',
    ...split.options.map((o, i) => {
      const v = verdicts[i]!;
      return `- ${o.letter}：${POWERS[v.name].tex} 之比应为 $${f(v.ratio)} : 1$，选项${v.ok ? '正确' : '错误'}。`;
    }),
    '',
    `**答**：${letters.join('')}。`,
  ].join('\n');
  return solved(
    'physics',
    'offline:physics',
    markdown,
    `${letters.join('')}（按变轨前后的半径之比逐项判断）`,
    '每个选项都按幂次关系和直接代入公式两种算法核对了比值',
    'choice',
  );
}
