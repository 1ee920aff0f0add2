import type { ChoiceSplit } from '../../math/answers/choice';
import type { Solved } from '../../types';
import { normalizeScienceText } from '../chem/normalize';
import { solved } from '../outcome';
import { askedLetters } from '../statement-picks';

/** Quantities of a circular orbit under an inverse-square central force, and how each scales with r. */
const QUANTITIES: { words: RegExp; exp: number; name: string }[] = [
  { words: /^(?:向心)?加速度$/, exp: -2, name: '向心加速度' },
  { words: /^(?:线速度|速度|速率)$/, exp: -0.5, name: '线速度' },
  { words: /^角速度$/, exp: -1.5, name: '角速度' },
  { words: /^周期$/, exp: 1.5, name: '周期' },
];
const Q_WORDS = '向心加速度|加速度|线速度|速度|速率|角速度|周期';
const LAW =
  '$F = \\frac{k}{r^2} = ma = m\\frac{v^2}{r} = m\\omega^2 r = m\\frac{4\\pi^2}{T^2}r$，所以 $a \\propto r^{-2}$，$v \\propto r^{-\\frac{1}{2}}$，$\\omega \\propto r^{-\\frac{3}{2}}$，$T \\propto r^{\\frac{3}{2}}$';

/** Bodies an option may name: planets, moons, and labelled satellites. */
const BODY = '地球|月球|火星|金星|木星|水星|土星|天王星|海王星|[甲乙丙]|卫星\\s*[A-Z]|[A-Z]';

const quantity = (w: string) => QUANTITIES.find((q) => q.words.test(w));

/**
 * Circular orbits under one inverse-square central force (gravity of one body, or the Coulomb force of one
 * nucleus), options in words: "地球公转的线速度小于火星公转的线速度" for two bodies whose distances the stem
 * orders, or "半径越大, 加速度越大" for one orbiting body. Every option decided by how the quantity scales
 * with r; null when any option is not such a statement or the force is not exactly that.
 */
export function solveOrbitComparison(_raw: string, split: ChoiceSplit | null): Solved | null {
  if (!split) return null;
  const stem = normalizeScienceText(split.stem)
    .replace(/\s+/g, ' ')
    .replace(/([\u4e00-\u9fa5])\s+(?=[\u4e00-\u9fa5])/g, '$1');
  if (!/匀速圆周运动/.test(stem) || /椭圆|变轨|图|质量不同|不同的?(?:中心|恒星)|磁场|洛伦兹/.test(stem)) return null;
  const gravity = /绕(?:着)?\s*(太阳|地球|月球|火星|木星|土星|恒星|行星)/.exec(stem);
  const coulomb = /核的?静电力|库仑力/.test(stem) && /绕(?:原子)?核/.test(stem) && /电子/.test(stem);
  if (!gravity === !coulomb) return null;
  // Two bodies ordered by their distance to the centre.
  const centre = gravity?.[1] ?? '核';
  const order = new RegExp(`(${BODY})到${centre}的距离\\s*(小于|大于)\\s*(${BODY})到${centre}的距离`).exec(stem);
  const verdicts: { ok: boolean; why: string }[] = [];
  for (const o of split.options) {
    const text = normalizeScienceText(o.text)
      .replace(/\s+/g, '')
      .replace(/([\u4e00-\u9fa5])\s+(?=[\u4e00-\u9fa5])/g, '$1');
    const trend = new RegExp(`^(?:轨道)?半径越(大|小)[,，]?(${Q_WORDS})越(大|小)$`).exec(text);
    if (trend) {
      const q = quantity(trend[2]);
      if (!q) return null;
      const grows = (trend[1] === '大') === (trend[3] === '大');
      const ok = grows === q.exp > 0;
      verdicts.push({ ok, why: `${q.name}随半径增大而${q.exp > 0 ? '增大' : '减小'}` });
      continue;
    }
    if (!order || !gravity) return null;
    const [a, rel, b] = [order[1], order[2], order[3]];
    const cmp = new RegExp(
      `^(${a}|${b})的?(?:公转|运行|绕${centre}运动)?的?(${Q_WORDS})(大于|小于|等于)(${a}|${b})的?(?:公转|运行|绕${centre}运动)?的?(${Q_WORDS})?$`,
    ).exec(text);
    if (!cmp || cmp[1] === cmp[4] || (cmp[5] && cmp[5] !== cmp[2])) return null;
    const q = quantity(cmp[2]);
    if (!q || cmp[3] === '等于') return null;
    // r of the first body named in the option, against the second's.
    const firstCloser = (cmp[1] === a) === (rel === '小于');
    const firstBigger = firstCloser === q.exp < 0;
    const ok = (cmp[3] === '大于') === firstBigger;
    verdicts.push({ ok, why: `${cmp[1]}离${centre}${firstCloser ? '较近' : '较远'}，${q.name}${firstBigger ? '较大' : '较小'}` });
  }
  const truths = askedLetters(
    split,
    verdicts.map((v) => v.ok),
  );
  if (!truths) return null;
  const markdown = [
    `**思路**：${coulomb ? '电子绕核做匀速圆周运动，核的库仑力提供向心力' : `它们都绕${centre}做匀速圆周运动，万有引力提供向心力`}，力与 $r^2$ 成反比：${LAW}。`,
    '',
    '**逐项判断**：',
    '',
    ...split.options.map((o, i) => `- ${o.letter}：${verdicts[i].why}，该说法${verdicts[i].ok ? '**正确**' : '错误'}。`),
    '',
    `**答案**：${truths.join('')}`,
  ].join('\n');
  return solved(
    'physics',
    'offline:physics',
    `${markdown}`,
    `${truths.join('')}（按各量与轨道半径的关系逐项判断）`,
    '已由平方反比的向心力得出各量与半径的幂次关系，逐项核对了每个说法',
    'choice',
  );
}
