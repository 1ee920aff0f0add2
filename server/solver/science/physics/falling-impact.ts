import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { normalizeScienceText } from '../chem/normalize';
import { formatNumber } from '../format';
import { refused, solved } from '../outcome';
import { askClause } from '../statement-picks';
import { pickApproximateOption } from './option-values';
import { answerFromWorkedValues } from './worked-values-options';

const NUM = String.raw`(\d+(?:\.\d+)?)`;
/** Exam decorations that carry digits but no data: "3.", "(6 分)". */
const DECORATION = /^\s*\d{1,3}\s*[.．、]\s*(?!\d)|[(（]\s*\d{1,2}\s*分\s*[)）]/g;
/** A rebound, a slant, a throw, drag, a cushion that gives way over a distance: not this kind. */
const OUTSIDE = /反弹|(?<!不再|不)弹起|弹回|斜|(?<!高空)抛|初速度|空气阻力(?!不计|忽略)|陷入|缓冲.{0,6}(?:距离|深度)|图/;
/** Storey heights an estimate may take: every one of them must give the same option. */
const STOREY = [2.5, 3.5];

/**
 * A body that falls from rest and is stopped by the ground in a short time Δt: it lands at v = √(2gh), and the momentum
 * theorem (F − mg)Δt = mv gives the ground's average push F = mv/Δt + mg (mg left out when the stem says so). A
 * height in metres gives an exact value; a height told in storeys (「从 25 层坠下」) is an estimate, answered only when
 * every storey height from 2.5 m to 3.5 m (from the ground floor or not) picks the same far-apart option.
 */
export function solveFallingImpact(raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  if (!split) return null;
  const t = normalizeScienceText(split.stem)
    .replace(/\s+/g, ' ')
    .replace(/([A-Za-z])\s*\/\s*([A-Za-z])/g, '$1/$2');
  if (!/坠|落|掉/.test(t) || OUTSIDE.test(t) || !/(?:冲击力|作用力|撞击力)/.test(askClause(t))) return null;
  if (!/(?:碰撞|作用|接触|撞击|冲击)(?:的)?时间/.test(t)) return null;
  let rest = t;
  const take = (re: RegExp) => {
    const found = [...rest.matchAll(new RegExp(re.source, 'g'))];
    if (found.length === 1) rest = rest.replace(found[0][0], ' ');
    return found.length === 1 ? found[0] : null;
  };
  const g = take(new RegExp(`(?:重力加速度|g)\\s*(?:大小)?\\s*(?:取|为|=)\\s*${NUM}\\s*(?:m/s\\^?\\{?2\\}?|N/kg)?`));
  const mass = take(new RegExp(`${NUM}\\s*(kg|g)(?![A-Za-z/])`));
  const time = take(new RegExp(`${NUM}\\s*(ms|s)(?![A-Za-z])`));
  const storeys = take(/(?:从|自)[^，,。；;\d]{0,8}?(\d+)\s*(?:层|楼)/);
  const metres = storeys ? null : take(new RegExp(`${NUM}\\s*m(?![A-Za-z/])`));
  if (!mass || !time || (!storeys && !metres)) return null;
  // A fall stopped by the ground with a number left over (a speed it was thrown down with): the kind, not understood.
  if (/\d/.test(rest.replace(DECORATION, ' ')))
    return refused('physics', '题中还有没读懂的数据（如下落的初速度），为避免选错，暂不作答。可以请老师帮忙核对。', 'choice');
  const G = g ? Number(g[1]) : 10;
  const m = Number(mass[1]) * (mass[2] === 'g' ? 1e-3 : 1);
  const dt = Number(time[1]) * (time[2] === 'ms' ? 1e-3 : 1);
  // 「不能忽略小球的重力」 keeps it.
  const weightless = /(?<!不能|不可|不可以|没有|未|不)(?:不计|忽略)(?:鸡蛋|物体|小球)?(?:的)?重力/.test(t);
  const force = (h: number) => (m * Math.sqrt(2 * G * h)) / dt + (weightless ? 0 : m * G);
  const f = (x: number) => formatNumber(x, 4).latex;
  const idea = `物体从静止落下，落地速度 $v = \\sqrt{2gh}$；与地面作用的时间内，取向上为正，由动量定理 $(F - mg)\\Delta t = 0 - (-mv)$，得 $F = \\frac{mv}{\\Delta t}${weightless ? '' : ' + mg'}$${weightless ? '（题目说明不计重力）' : ''}。`;
  if (metres) {
    const h = Number(metres[1]);
    const v = Math.sqrt(2 * G * h);
    return answerFromWorkedValues(
      raw,
      split,
      [{ name: '平均作用力的大小', words: /(?:平均)?(?:冲击|作用|撞击)?力/, value: force(h), unit: 'N' }],
      idea,
      [
        `$v = \\sqrt{2 \\times ${G} \\times ${f(h)}}\\ \\mathrm{m/s} = ${f(v)}\\ \\mathrm{m/s}$`,
        `$F = \\frac{${f(m)} \\times ${f(v)}}{${f(dt)}}\\ \\mathrm{N}${weightless ? '' : ` + ${f(m * G)}\\ \\mathrm{N}`} = ${f(force(h))}\\ \\mathrm{N}$`,
      ],
    );
  }
  // An estimate: the height of n storeys is not told, so each likely height must land on the same option.
  const n = Number(storeys![1]);
  const heights = STOREY.flatMap((s) => [s * (n - 1), s * n]).filter((h) => h > 0);
  const picks = heights.map((h) => pickApproximateOption(force(h), 'N', split));
  if (picks.some((p) => 'refuse' in p)) return null;
  const letters = new Set(picks.map((p) => ('letter' in p ? p.letter : '')));
  if (letters.size !== 1) return null;
  const pick = picks[0] as { letter: string; text: string };
  const [lo, hi] = [Math.min(...heights), Math.max(...heights)];
  const markdown = [
    `**思路**：${idea}`,
    '',
    `每层楼高约 $2.5 \\sim 3.5\\ \\mathrm{m}$，${n} 层楼高约 $${f(lo)} \\sim ${f(hi)}\\ \\mathrm{m}$。`,
    '',
    `$F \\approx ${f(force(lo))} \\sim ${f(force(hi))}\\ \\mathrm{N}$`,
    '',
    `**对照选项**：这一范围内的结果都最接近选项 ${pick.letter}（${pick.text}），其余选项都相差很远。`,
  ].join('\n');
  return solved(
    'physics',
    'offline:physics',
    markdown,
    `${pick.letter}（$F \\approx ${f(force((lo + hi) / 2))}\\ \\mathrm{N}$）`,
    '楼层高度取 2.5 m 到 3.5 m 的各个值都得到同一个选项',
    'choice',
  );
}
