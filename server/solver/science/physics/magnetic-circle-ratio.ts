import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { formatNumber } from '../format';
import { refused, solved } from '../outcome';
import { uniqueEqualOption } from '../unique-option';
import { compactStem } from './compact-stem';
import { foldNuclides } from './nuclear-reactions';
import { readRatioOption } from './ratio-option';

/** A bare nucleus: mass number A (its mass in u, near enough for a ratio) and charge number Z. */
interface Particle {
  name: string;
  A: number;
  Z: number;
}

const NAMED: [RegExp, Particle][] = [
  [/质子/g, { name: '质子', A: 1, Z: 1 }],
  [/氘核/g, { name: '氘核', A: 2, Z: 1 }],
  [/氚核/g, { name: '氚核', A: 3, Z: 1 }],
  [/(?:α|\\alpha)\s*粒子|氦核/g, { name: 'α 粒子', A: 4, Z: 2 }],
];

/** The particles of the stem in the order they are first named; null when one is a kind the table lacks. */
function readParticles(t: string): { particle: Particle; at: number }[] | null {
  if (/电子|中子|离子|粒子[甲乙丙]|[甲乙]粒子|比荷|⟨\?⟩/.test(t.replace(/(?:α|\\alpha)\s*粒子/g, ''))) return null;
  const found: { particle: Particle; at: number }[] = [];
  for (const [re, particle] of NAMED) for (const m of t.matchAll(re)) found.push({ particle, at: m.index ?? 0 });
  for (const m of t.matchAll(/⟨(\d+),(\d+)⟩/g)) {
    const [A, Z] = [Number(m[1]), Number(m[2])];
    if (!(Z >= 1 && A >= Z)) return null;
    // 「质子（${ }_{1}^{1} \mathrm{H}$）」 names one particle twice: a nuclide with a name in the table is that particle.
    const named = NAMED.find(([, p]) => p.A === A && p.Z === Z)?.[1];
    found.push({ particle: named ?? { name: `⟨${A},${Z}⟩`, A, Z }, at: m.index ?? 0 });
  }
  return found.sort((a, b) => a.at - b.at);
}

/** What the two particles share as they enter the field, and how the radius then goes with A and Z. */
const ENTRY: { re: RegExp; said: string; radius: (p: Particle) => number; tex: string }[] = [
  {
    re: /(?:以)?(?:大小)?(?:相同|同样|相等)的?(?:速度|速率)|(?:速度|速率)(?:大小)?(?:相同|相等)/,
    said: '速度相同',
    radius: (p) => p.A / p.Z,
    tex: 'r = \\frac{mv}{qB} \\propto \\frac{m}{q}',
  },
  {
    re: /(?:以)?(?:大小)?(?:相同|同样|相等)的?动能|动能(?:相同|相等)/,
    said: '动能相同',
    radius: (p) => Math.sqrt(p.A) / p.Z,
    tex: 'r = \\frac{\\sqrt{2mE_k}}{qB} \\propto \\frac{\\sqrt{m}}{q}',
  },
  {
    re: /(?:以)?(?:大小)?(?:相同|同样|相等)的?动量|动量(?:大小)?(?:相同|相等)/,
    said: '动量相同',
    radius: (p) => 1 / p.Z,
    tex: 'r = \\frac{p}{qB} \\propto \\frac{1}{q}',
  },
  {
    re: /(?:从|由)静止(?:开始)?(?:经|经过|被)(?:同一|相同的?)(?:电场|加速电场|电压|加速电压)加速|(?:经|经过|被)(?:同一|相同的?)(?:电场|加速电场|电压|加速电压)(?:从|由)静止(?:开始)?加速/,
    said: '由静止经同一电压加速（$qU = \\frac{1}{2}mv^2$）',
    radius: (p) => Math.sqrt(p.A / p.Z),
    tex: 'r = \\frac{1}{B}\\sqrt{\\frac{2mU}{q}} \\propto \\sqrt{\\frac{m}{q}}',
  },
];

/** The asked ratio: radius, period, angular speed or frequency of the circling; null otherwise. */
const ASKED: { re: RegExp; word: string; of: (p: Particle, r: (p: Particle) => number) => number; needsEntry: boolean }[] = [
  { re: /(?:轨道|轨迹|运动|圆周运动的?)?半径之比/, word: '半径', of: (p, r) => r(p), needsEntry: true },
  { re: /(?:运动|圆周运动的?)?周期之比/, word: '周期', of: (p) => p.A / p.Z, needsEntry: false },
  { re: /角速度之比/, word: '角速度', of: (p) => p.Z / p.A, needsEntry: false },
  { re: /频率之比/, word: '频率', of: (p) => p.Z / p.A, needsEntry: false },
];

/**
 * Two nuclei (proton, deuteron, triton, α particle, or written as nuclides) entering the same uniform magnetic field
 * at right angles and circling in it: r = mv/(qB), T = 2πm/(qB). Asked the ratio of their radii (given what they
 * share: speed, kinetic energy, momentum, or the accelerating voltage from rest) or of their periods, angular
 * speeds or frequencies (m/q alone). Masses are taken as A u, which the ratio needs only to a part in a thousand;
 * options that close are refused by the matcher. Refused: two fields, an electron or an ion, a velocity along the field.
 */
export function solveMagneticCircleRatio(_raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  if (!split) return null;
  const t = compactStem(foldNuclides(split.stem));
  if (!/磁场/.test(t) || !/之比/.test(t)) return null;
  const entries = ENTRY.filter((e) => e.re.test(t));
  // Apart from an accelerating voltage before it, nothing but the field acts: no other field, no slant, no weight.
  let others = t.replace(/不计(?:粒子(?:的)?)?重力|(?:粒子(?:的)?)?重力(?:不计|可忽略)|忽略(?:粒子(?:的)?)?重力/g, '');
  for (const e of entries) others = others.replace(e.re, ' ');
  if (/电场|电压|平行|斜射|夹角|图|重力/.test(others)) return null;
  if (!/垂直(?:于)?(?:磁场|磁感线)|垂直(?:射入|进入|打入)|匀速圆周运动|做圆周运动/.test(t)) return null;
  if (!/同一(?:个)?(?:匀强)?磁场|相同的匀强磁场|同一区域的匀强磁场/.test(t)) {
    return refused(
      'physics',
      '两个粒子要在同一匀强磁场中运动，比值才只由质量和电荷决定；题目没有说明这一点，为避免给出错误答案，暂不作答。',
      'choice',
    );
  }
  const particles = readParticles(t);
  if (!particles) return null;
  const kinds = [...new Map(particles.map((p) => [p.particle.name, p.particle])).values()];
  if (kinds.length !== 2) return null;
  const asked = ASKED.filter((a) => a.re.test(t));
  if (asked.length !== 1) return null;
  if (asked[0].needsEntry ? entries.length !== 1 : entries.length > 1) return null;
  const entry = entries[0];
  // Only the nuclides' own digits may be numbers.
  if (/\d/.test(t.replace(/⟨\d+,\d+⟩/g, ' '))) return null;
  // The order of the ratio is the order the pair is named in the asking clause, else in the stem.
  const clause = t.split(/[,，。;；]/).find((c) => asked[0].re.test(c)) ?? '';
  const inClause = (readParticles(clause) ?? []).map((p) => p.particle.name);
  const order = new Set(inClause).size === 2 ? [...new Set(inClause)] : kinds.map((k) => k.name);
  const [p1, p2] = order.map((n) => kinds.find((k) => k.name === n)!);
  const radius = entry ? entry.radius : (p: Particle) => p.A / p.Z;
  const ratio = asked[0].of(p1, radius) / asked[0].of(p2, radius);
  // Check: the same ratio from the full formulas in SI units with B = 1 T and the shared quantity set to 1.
  const u = 1.66054e-27;
  const e = 1.602177e-19;
  const full = (p: Particle) => {
    const m = p.A * u;
    const q = p.Z * e;
    if (asked[0].word !== '半径') return asked[0].word === '周期' ? (2 * Math.PI * m) / q : q / m;
    const v =
      !entry || entry.said === '速度相同'
        ? 1
        : entry.said === '动能相同'
          ? Math.sqrt(2 / m)
          : entry.said === '动量相同'
            ? 1 / m
            : Math.sqrt((2 * q) / m);
    return (m * v) / q;
  };
  if (Math.abs(full(p1) / full(p2) / ratio - 1) > 1e-9) return null;
  const hit = uniqueEqualOption(ratio, split, readRatioOption);
  if (typeof hit === 'string')
    return refused('physics', '算出的比值和选项对不上（或有选项读不懂），为避免选错，暂不作答。可以请老师帮忙核对。', 'choice');
  const label = (p: Particle) => (p.name.startsWith('⟨') ? `$^{${p.A}}_{${p.Z}}X$` : p.name);
  const shown = formatNumber(ratio, 4);
  const law =
    asked[0].word === '半径'
      ? entry!.tex
      : asked[0].word === '周期'
        ? 'T = \\frac{2\\pi m}{qB} \\propto \\frac{m}{q}'
        : '\\omega = 2\\pi f = \\frac{qB}{m} \\propto \\frac{q}{m}';
  const markdown = [
    `**思路**：洛伦兹力提供向心力，$qvB = m\\frac{v^2}{r}$。${entry && asked[0].word === '半径' ? `两粒子${entry.said}，` : ''}在同一磁场中：`,
    '',
    `$$${law}$$`,
    '',
    `${label(p1)}：$m = ${p1.A}\\,\\mathrm{u}$，$q = ${p1.Z}e$；${label(p2)}：$m = ${p2.A}\\,\\mathrm{u}$，$q = ${p2.Z}e$。`,
    '',
    `**答**：${label(p1)}与${label(p2)}的${asked[0].word}之比为 $${shown.latex}$（即 ${hit.text.trim()}）。`,
  ].join('\n');
  return solved(
    'physics',
    'offline:physics',
    `${markdown}\n\n**对照选项**：与选项 ${hit.letter}（${hit.text.trim()}）一致，其余选项都不相等。`,
    `${hit.letter}（${asked[0].word}之比为 ${hit.text.trim()}）`,
    '已由洛伦兹力提供向心力推出比例关系，并用完整公式代入数值核对',
    'choice',
  );
}
