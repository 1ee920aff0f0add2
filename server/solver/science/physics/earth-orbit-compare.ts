import type { ChoiceSplit } from '../../math/answers/choice';
import type { Solved } from '../../types';
import { normalizeScienceText } from '../chem/normalize';
import { solved } from '../outcome';
import { askedLetters } from '../statement-picks';

/** Height of the synchronous orbit above the ground, km (r ≈ 6.6 R); heights near it are not decided. */
const SYNC_KM = 3.58e4;

type Q = 'omega' | 'v' | 'T' | 'a';
const QUANTITY: [RegExp, Q][] = [
  [/^角速度$/, 'omega'],
  [/^(?:线速度|运行速度|速度|速率)$/, 'v'],
  [/^(?:运行)?周期$/, 'T'],
  [/^(?:向心)?加速度$/, 'a'],
];
const NAME: Record<Q, string> = { omega: '角速度', v: '线速度', T: '周期', a: '向心加速度' };

/**
 * The references a low orbit is compared with, and whether the satellite's quantity is the larger:
 * the Earth's rotation (= the synchronous orbit) and the orbit grazing the ground (first cosmic speed,
 * surface gravity). Larger r: smaller ω, v, a, larger T.
 */
function reference(words: string, q: Q, below: boolean): boolean | null {
  const w = words.replace(/的/g, '');
  if (/^地球自转(?:角速度|周期)$/.test(w) || /^同步卫星(?:角速度|线速度|速度|周期|向心加速度|加速度)$/.test(w)) {
    if (/自转角速度/.test(w) && q !== 'omega') return null;
    if (/自转周期/.test(w) && q !== 'T') return null;
    const sync = /^同步卫星(.+)$/.exec(w);
    if (sync && QUANTITY.find(([re]) => re.test(sync[1]))?.[1] !== q) return null;
    // Below the synchronous orbit, r is smaller: ω, v, a larger, T smaller.
    return q === 'T' ? !below : below;
  }
  if (/^第一宇宙速度$|^近地卫星(?:线速度|速度)$/.test(w)) return q === 'v' ? false : null;
  if (/^第二宇宙速度$/.test(w)) return q === 'v' ? false : null;
  if (/^(?:地面|地球表面|地表)重力加速度$/.test(w)) return q === 'a' ? false : null;
  if (/^近地卫星(?:周期)$/.test(w)) return q === 'T' ? true : null;
  if (/^近地卫星(?:角速度)$/.test(w)) return q === 'omega' ? false : null;
  return null;
}

/**
 * A satellite on a circular orbit at a given height above the Earth (not near the synchronous height),
 * options comparing its ω, v, T or a with the Earth's rotation, the synchronous satellite, the first
 * cosmic speed or the surface gravity. Null when any option is not such a comparison.
 */
export function solveEarthOrbitComparison(_raw: string, split: ChoiceSplit | null): Solved | null {
  if (!split) return null;
  const t = normalizeScienceText(split.stem)
    .replace(/\s+/g, ' ')
    .replace(/([\u4e00-\u9fa5])\s+(?=[\u4e00-\u9fa5])/g, '$1');
  if (!/圆轨道|匀速圆周运动/.test(t) || /椭圆|变轨|图|月球|火星|太阳|同步轨道上/.test(t)) return null;
  const h = /(?:距离|离|距)地(?:面|球表面)(?:高度)?(?:约|大约)?(?:为)?\s*(\d+(?:\.\d+)?)\s*(km|千米|m)(?![A-Za-z/])/.exec(t);
  if (!h) return null;
  const km = Number(h[1]) * (h[2] === 'm' ? 1e-3 : 1);
  if (!(km > 0) || (km > 0.7 * SYNC_KM && km < 1.4 * SYNC_KM)) return null;
  const rest = t
    .replace(h[0], ' ')
    .replace(/^\s*\d{1,3}\s*[.．、]\s*(?!\d)/, ' ')
    .replace(/[(（]\s*\d{1,2}\s*分\s*[)）]/g, ' ')
    .replace(/\d{4}\s*年(?:\s*\d{1,2}\s*月)?(?:\s*\d{1,2}\s*日)?/g, ' ');
  if (/\d/.test(rest)) return null;
  const below = km < SYNC_KM;
  const verdicts = split.options.map((o) => {
    const text = normalizeScienceText(o.text).replace(/\s+/g, '');
    const m = /^([\u4e00-\u9fa5]{2,5})(大于|小于)([\u4e00-\u9fa5]{3,12})$/.exec(text);
    if (!m) return null;
    const q = QUANTITY.find(([re]) => re.test(m[1]))?.[1];
    if (!q) return null;
    const larger = reference(m[3], q, below);
    if (larger === null) return null;
    return { q, ok: (m[2] === '大于') === larger, larger, ref: m[3] };
  });
  if (verdicts.some((v) => v === null)) return null;
  const letters = askedLetters(
    split,
    verdicts.map((v) => v!.ok),
  );
  if (!letters) return null;
  const markdown = [
    `**思路**：卫星在离地约 ${h[1]} ${h[2]} 的圆轨道上，轨道半径大于地球半径、${below ? '小于' : '大于'}同步卫星的轨道半径（同步卫星离地约 $3.6 \\times 10^{4}\\ \\mathrm{km}$）。由 $G\\frac{Mm}{r^2} = m\\frac{v^2}{r} = m\\omega^2 r = m\\frac{4\\pi^2}{T^2}r = ma$，$r$ 越大，$v$、$\\omega$、$a$ 越小，$T$ 越大；同步卫星的角速度、周期与地球自转相同；第一宇宙速度是贴近地面的圆轨道速度，地面的重力加速度是贴近地面的向心加速度。`,
    '',
    '**逐项判断**：',
    '',
    ...split.options.map((o, i) => {
      const v = verdicts[i]!;
      return `- ${o.letter}：${NAME[v.q]}应${v.larger ? '大于' : '小于'}${v.ref}，该说法${v.ok ? '**正确**' : '错误'}。`;
    }),
    '',
    `**答案**：${letters.join('')}`,
  ].join('\n');
  return solved(
    'physics',
    'offline:physics',
    markdown,
    `${letters.join('')}（按轨道半径与近地轨道、同步轨道比较）`,
    '已由万有引力提供向心力得出各量随半径的变化，逐项与近地轨道和同步轨道比较',
    'choice',
  );
}
