import type { ChoiceSplit } from '../../math/answers/choice';
import type { Solved } from '../../types';
import { normalizeScienceText } from '../chem/normalize';
import { solved } from '../outcome';

/** Quantities of a circular orbit about one body, and the power of r each goes with (GMm/r² = ma = mv²/r = …). */
const QUANTITIES: { words: RegExp; exp: number; name: string }[] = [
  { words: /^(?:运行|公转|环绕)?周期$/, exp: 1.5, name: '周期 $T$' },
  { words: /^(?:运行|公转|环绕)?角速度$/, exp: -1.5, name: '角速度 $\\omega$' },
  { words: /^(?:运行|公转|环绕)?(?:线速度|速度|速率)(?:大小)?$/, exp: -0.5, name: '线速度 $v$' },
  { words: /^(?:向心)?加速度(?:大小)?$/, exp: -2, name: '向心加速度 $a$' },
];
const CENTRE = '地球|太阳|月球|火星|木星|土星|金星|恒星|行星|同一(?:中心)?天体';
/** A body named in the stem: a quoted name, a lettered satellite, 甲/乙, or the synchronous satellite. */
const BODY = '“[^”]{1,8}”|卫星\\s?[A-Za-z甲乙丙]|[甲乙丙A-Z]\\s?卫星|[甲乙丙]|同步卫星|[a-zA-Z]';
const LENGTH = '(\\d+(?:\\.\\d+)?(?:\\s?×\\s?10\\^\\{?(-?\\d+)\\}?)?)\\s?(km|m|千米|米)';
const SIZE = '(轨道半径|轨道高度|离地(?:面)?高度|距地(?:面)?高度|高度)';

/**
 * Two bodies on circular orbits about the same centre, their orbit radii (or heights above the same ground) given,
 * and the question naming which quantities of one are the larger (or smaller) than the other's: 「与“高分四号”相比，
 * 下列物理量中“高分五号”较小的是 A. 周期 B. 角速度 …」. Each option must be one orbital quantity (T, ω, v, a); a
 * force, an energy or anything that needs the masses leaves it unread.
 */
export function solveOrbitQuantityPick(_raw: string, split: ChoiceSplit | null): Solved | null {
  if (!split || split.options.length < 2) return null;
  const stem = normalizeScienceText(split.stem).replace(/\s+/g, '');
  if (!/圆周运动|圆轨道/.test(stem) || /椭圆|变轨|图|质量不同|不同的?(?:中心|恒星)|磁场|电场|库仑/.test(stem)) return null;
  // 「分别绕地球和月球」「绕行星 P … 绕行星 Q」: each centre named (a generic 行星 with its name), two of them refused.
  if (/分别(?:绕|围绕|环绕)/.test(stem)) return null;
  const named = `(?:${CENTRE})(?:[A-Za-z甲乙丙](?![A-Za-z])|“[^”]{1,8}”)?`;
  const centres = new Set(
    [...stem.matchAll(new RegExp(`绕(?:着)?(${named}(?:(?:和|与|、|及)${named})*)`, 'g'))].flatMap((m) => m[1].split(/和|与|、|及/)),
  );
  if (centres.size !== 1) return null;
  const centre = [...centres][0];
  const asked = readAsk(stem);
  if (!asked) return null;
  const sizes = readSizes(stem);
  const first = sizes.get(asked.body);
  const second = sizes.get(asked.other);
  if (!first || !second || first.kind !== second.kind || first.value === second.value) return null;
  if (centre !== '地球' && first.kind === 'height') return null;
  const closer = first.value < second.value;
  const picks: string[] = [];
  const lines: string[] = [];
  for (const o of split.options) {
    const word = normalizeScienceText(o.text).replace(/[\s$。.]/g, '');
    const q = QUANTITIES.find((x) => x.words.test(word));
    if (!q) return null;
    const larger = closer === q.exp < 0;
    const fits = larger === asked.larger;
    if (fits) picks.push(o.letter);
    lines.push(
      `- ${o.letter}：${q.name} $\\propto r^{${q.exp === 1.5 ? '\\frac{3}{2}' : q.exp === -1.5 ? '-\\frac{3}{2}' : q.exp === -0.5 ? '-\\frac{1}{2}' : '-2'}}$，${asked.body}的${larger ? '较大' : '较小'}${fits ? '，**符合**' : '，不符合'}。`,
    );
  }
  if (!picks.length) return null;
  const size = first.kind === 'height' ? '轨道高度' : '轨道半径';
  const markdown = [
    `**思路**：两者都绕${centre}做匀速圆周运动，万有引力提供向心力：$G\\frac{Mm}{r^2} = ma = m\\frac{v^2}{r} = m\\omega^2 r = m\\frac{4\\pi^2}{T^2}r$，所以 $a = \\frac{GM}{r^2}$，$v = \\sqrt{\\frac{GM}{r}}$，$\\omega = \\sqrt{\\frac{GM}{r^3}}$，$T = 2\\pi\\sqrt{\\frac{r^3}{GM}}$：半径越大，$a$、$v$、$\\omega$ 越小，$T$ 越大。`,
    '',
    `${asked.body}的${size}${closer ? '较小' : '较大'}${first.kind === 'height' ? '（$r = R + h$，同一中心天体的半径 $R$ 相同）' : ''}，所以它的轨道半径${closer ? '较小' : '较大'}。`,
    '',
    '**逐项判断**：',
    '',
    ...lines,
    '',
    `**答案**：${picks.join('')}`,
  ].join('\n');
  return solved(
    'physics',
    'offline:physics',
    markdown,
    `${picks.join('')}（${asked.body}的轨道半径${closer ? '较小' : '较大'}，按各量与半径的关系判断）`,
    '由万有引力提供向心力得出各量与轨道半径的关系，逐项核对了每个物理量',
    'choice',
  );
}

/** 「与乙相比，甲较大的是」「甲比乙小的物理量是」「甲的下列物理量中比乙大的是」: the body asked about and the way. */
function readAsk(stem: string): { body: string; other: string; larger: boolean } | null {
  const ask = stem.replace(/[（(]\s*[）)]\s*$/, '').replace(/[。.\s]+$/, '');
  const against = new RegExp(
    `(?:与|和|跟)(${BODY})(?:相比|比较)[，,]?(?:下列(?:物理量|各量)中)?(${BODY})(?:的)?(?:下列(?:物理量|各量)中)?(?:的)?(?:较|更|比较)(大|小)的(?:物理量)?是$`,
  ).exec(ask);
  if (against) return { body: strip(against[2]), other: strip(against[1]), larger: against[3] === '大' };
  const than = new RegExp(`(${BODY})(?:的)?(?:下列(?:物理量|各量)中)?比(${BODY})(?:的)?(?:较|更)?(大|小)的(?:物理量)?是$`).exec(ask);
  if (than) return { body: strip(than[1]), other: strip(than[2]), larger: than[3] === '大' };
  return null;
}

const strip = (b: string) => b.replace(/\s/g, '');

/** Each body's orbit radius or height, in metres; a body told twice, or told in two ways, is dropped. */
function readSizes(stem: string): Map<string, { kind: 'radius' | 'height'; value: number }> {
  const out = new Map<string, { kind: 'radius' | 'height'; value: number }>();
  const seen = new Set<string>();
  const re = new RegExp(`(${BODY})(?:的|在|运行的|绕[^，,。]{1,6}运行的)?${SIZE}(?:约|大约)?(?:为|是|约为)?(?:约)?\\s?${LENGTH}`, 'g');
  for (const m of stem.matchAll(re)) {
    const body = strip(m[1]);
    const value = Number(m[3].replace(/\s?×\s?10\^\{?-?\d+\}?/, '')) * 10 ** Number(m[4] ?? 0) * (/^(?:km|千米)$/.test(m[5]) ? 1000 : 1);
    const kind = m[2] === '轨道半径' ? 'radius' : 'height';
    if (seen.has(body)) out.delete(body);
    else out.set(body, { kind, value });
    seen.add(body);
  }
  return out;
}
