import type { ChoiceSplit } from '../../math/answers/choice';
import type { Solved } from '../../types';
import { normalizeScienceText } from '../chem/normalize';
import { solved } from '../outcome';
import { askedLetters } from '../statement-picks';

type Datum = 'm' | 'r' | 'T' | 'v' | 'omega' | 'a';

/** Words for the orbiting body's quantities, longest first so that 绕地半径 is not read as 半径 alone. */
const WORDS: [RegExp, Datum][] = [
  [/^(?:绕(?:地球|月球|太阳|火星|地|月|日|火))?(?:轨道)?半径$/, 'r'],
  [/^(?:绕(?:地球|月球|太阳|火星|地|月|日|火))?(?:运行|公转)?周期$/, 'T'],
  [/^(?:绕(?:地球|月球|太阳|火星|地|月|日|火))?(?:运行|公转)?(?:线速度|速度|速率)$/, 'v'],
  [/^(?:绕(?:地球|月球|太阳|火星|地|月|日|火))?(?:运行|公转)?角速度$/, 'omega'],
  [/^(?:绕(?:地球|月球|太阳|火星|地|月|日|火))?(?:向心)?加速度$/, 'a'],
  [/^质量$/, 'm'],
];
const TEX: Record<Datum, string> = { m: 'm', r: 'r', T: 'T', v: 'v', omega: '\\omega', a: 'a' };

/**
 * Whether two quantities of a body on a circular orbit, with G known, fix the central body's mass:
 * GM = v²r = ω²r³ = ar² = 4π²r³/T², so r with any of v, ω, a, T does, and v with ω or T does (r = v/ω);
 * the orbiting body's own mass never helps, and ω with T says one thing twice.
 */
function determines(pair: Datum[]): boolean {
  const s = new Set<Datum>(pair.filter((d) => d !== 'm'));
  if (s.size < 2) return false;
  // With r, v or a, the second quantity fixes GM; only ω with T leaves r unknown.
  return s.has('r') || s.has('v') || s.has('a');
}

/**
 * "已知引力常量，由下列物理量能计算出地球质量的是": each option names two quantities of the orbiting body
 * ("核心舱的绕地角速度和绕地周期"); each is decided by whether the pair fixes GM. Null when an option names
 * anything else (the central body's radius or surface gravity, three quantities, words it cannot read).
 */
export function solveCentralMassData(_raw: string, split: ChoiceSplit | null): Solved | null {
  if (!split) return null;
  const t = normalizeScienceText(split.stem)
    .replace(/\s+/g, '')
    .replace(/([\u4e00-\u9fa5])\s+(?=[\u4e00-\u9fa5])/g, '$1');
  if (!/匀速圆周运动/.test(t) || !/已知引力常量|引力常量已知|万有引力常量已知/.test(t)) return null;
  const centre = /(?:能|可以)(?:计算|求|算)出([\u4e00-\u9fa5]{1,3}?)(?:的)?质量的是/.exec(t);
  if (!centre || !new RegExp(`绕(?:着)?${centre[1]}`).test(t) || /椭圆|图|表面|自转/.test(t)) return null;
  const verdicts = split.options.map((o) => {
    const text = normalizeScienceText(o.text).replace(/\s+/g, '');
    const m = /^([\u4e00-\u9fa5]{1,6}?)的([\u4e00-\u9fa5]{2,6})(?:和|与|及)([\u4e00-\u9fa5]{2,6})$/.exec(text);
    if (!m) return null;
    const read = (w: string) => WORDS.find(([re]) => re.test(w.replace(/^的/, '')))?.[1];
    const pair = [read(m[2]), read(m[3])];
    if (pair.some((d) => !d) || pair[0] === pair[1]) return null;
    return { pair: pair as Datum[], ok: determines(pair as Datum[]) };
  });
  if (verdicts.some((v) => v === null)) return null;
  const letters = askedLetters(
    split,
    verdicts.map((v) => v!.ok),
  );
  if (!letters) return null;
  const why = (pair: Datum[], ok: boolean) =>
    ok
      ? `由 $${pair.map((d) => TEX[d]).join('$、$')}$ 可以求出 $GM$`
      : pair.includes('m')
        ? '环绕天体自身的质量在 $G\\frac{Mm}{r^2} = m\\frac{v^2}{r}$ 两边约去，求不出中心天体的质量'
        : '角速度和周期 $\\omega = \\frac{2\\pi}{T}$ 是同一个信息，缺少轨道半径';
  const markdown = [
    `**思路**：环绕天体做匀速圆周运动，万有引力提供向心力：$GM = v^2r = \\omega^2r^3 = ar^2 = \\frac{4\\pi^2r^3}{T^2}$。已知 $G$，只要能求出 $GM$ 就能算出${centre[1]}的质量：有轨道半径 $r$ 再加 $v$、$\\omega$、$T$、$a$ 中任一个即可；有 $v$ 和 $\\omega$（或 $T$）时 $r = \\frac{v}{\\omega}$ 也能求出。`,
    '',
    '**逐项判断**：',
    '',
    ...split.options.map((o, i) => `- ${o.letter}：${why(verdicts[i]!.pair, verdicts[i]!.ok)}，${verdicts[i]!.ok ? '**能**' : '不能'}。`),
    '',
    `**答案**：${letters.join('')}`,
  ].join('\n');
  return solved(
    'physics',
    'offline:physics',
    markdown,
    `${letters.join('')}（能求出 GM 的组合）`,
    '已按 GM = v²r = ω²r³ = 4π²r³/T² 逐项核对每组物理量',
    'choice',
  );
}
