import type { ChoiceSplit } from '../../math/answers/choice';
import type { Solved } from '../../types';
import { solved } from '../outcome';
import { askedLetters } from '../statement-picks';

/** Quantities of a body starting from rest with constant acceleration, as powers of the time t. */
const POWERS: { re: RegExp; name: string; exp: number; law: string }[] = [
  { re: /^(?:所)?经历的时间|^(?:运动)?时间/, name: '时间 $t$', exp: 1, law: 't' },
  { re: /^(?:它的)?位移|^(?:通过的)?路程/, name: '位移 $x$', exp: 2, law: 'x = \\frac{1}{2}at^2' },
  { re: /^(?:它的)?速度|^(?:它的)?速率/, name: '速度 $v$', exp: 1, law: 'v = at' },
  { re: /^(?:它的)?动量/, name: '动量 $p$', exp: 1, law: 'p = mv = mat' },
  { re: /^(?:它的)?动能/, name: '动能 $E_k$', exp: 2, law: 'E_k = \\frac{1}{2}mv^2 = \\frac{1}{2}ma^2t^2' },
];

function quantity(words: string): { name: string; exp: number; law: string } | null {
  const w = words.replace(/^(?:它|列车|物体|汽车|小球)?(?:的)?/, '');
  const square = /的平方$/.test(w);
  const base = w.replace(/的平方$/, '');
  const q = POWERS.find((p) => p.re.test(base) && base.replace(p.re, '') === '');
  if (!q) return null;
  return square ? { name: `${q.name}的平方`, exp: q.exp * 2, law: q.law } : q;
}

/**
 * "初速度为零的匀加速直线运动 … 列车的动能（ ） A. 与它所经历的时间成正比 …": each option says the stem's
 * quantity is proportional to another; every quantity is a power of t (v = at, x = ½at², p = mat,
 * E_k = ½ma²t²), so "A ∝ B" holds exactly when the powers agree. Null unless every option reads so.
 */
export function solveProportionalFromRest(_raw: string, split: ChoiceSplit | null): Solved | null {
  if (!split) return null;
  const stem = split.stem.replace(/\$[^$]*\$/g, '').replace(/\s+/g, '');
  if (!/(?:初速度为零|由静止开始|从静止开始)的?做?匀加速直线运动/.test(stem) || /图|摩擦|阻力|功率|若|如果/.test(stem)) return null;
  const subject = /(?:的|，|,)(动能|动量|速度|位移)[（(]?\)?[）)]?$/.exec(stem.replace(/[（(]\s*[）)]$/, '').replace(/[（(]$/, ''));
  if (!subject) return null;
  const subj = quantity(subject[1]);
  if (!subj) return null;
  const verdicts: { ok: boolean; other: { name: string; exp: number; law: string } }[] = [];
  for (const o of split.options) {
    const m = /^与(.+?)成正比$/.exec(o.text.replace(/\s+/g, '').replace(/[。.]$/, ''));
    if (!m) return null;
    const other = quantity(m[1]);
    if (!other) return null;
    verdicts.push({ ok: other.exp === subj.exp, other });
  }
  const truths = askedLetters(
    split,
    verdicts.map((v) => v.ok),
  );
  if (!truths) return null;
  const markdown = [
    '**思路**：初速度为零的匀加速直线运动中，各量都可以写成时间 $t$ 的幂：',
    '',
    `- ${subj.name}：$${subj.law}$，与 $t^{${subj.exp}}$ 成正比`,
    ...verdicts.map((v) => `- ${v.other.name}：$${v.other.law}$，与 $t^{${v.other.exp}}$ 成正比`),
    '',
    '两个量成正比，当且仅当它们是 $t$ 的同次幂。',
    '',
    '**逐项判断**：',
    '',
    ...split.options.map(
      (o, i) =>
        `- ${o.letter}：${verdicts[i].ok ? '同为' : '不同次，'} $t^{${subj.exp}}$${verdicts[i].ok ? '，**正确**' : ` 与 $t^{${verdicts[i].other.exp}}$，错误`}。`,
    ),
    '',
    `**答案**：${truths.join('')}`,
  ].join('\n');
  return solved(
    'physics',
    'offline:physics',
    markdown,
    `${truths.join('')}（${subj.name.replace(/ \$.*\$/, '')}与${verdicts
      .filter((v) => v.ok)
      .map((v) => v.other.name.replace(/ \$.*\$/, ''))
      .join('、')}成正比）`,
    '已把各量写成时间的幂逐项比较',
    'choice',
  );
}
