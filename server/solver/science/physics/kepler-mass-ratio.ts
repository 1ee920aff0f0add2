import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { normalizeScienceText } from '../chem/normalize';
import { formatNumber } from '../format';
import { refused, solved } from '../outcome';
import { readMultiple } from './multiples';
import { pickApproximateOption, pickExactOption } from './option-values';

/** Reference orbits every textbook takes as known: the Earth about the Sun, a synchronous satellite. */
const REFERENCES: { radius: string; centre: string; days: number; name: string }[] = [
  { radius: '地球绕太阳(?:运动|公转|运行)?的?(?:轨道)?半径', centre: '太阳', days: 365, name: '地球绕太阳公转（周期 1 年，约 365 天）' },
  { radius: '地球同步卫星的?轨道半径', centre: '地球', days: 1, name: '地球同步卫星（周期 1 天）' },
];
const DAYS: Record<string, number> = { 天: 1, 日: 1, 小时: 1 / 24, h: 1 / 24, 年: 365 };

/**
 * Kepler's third law across two central bodies, r³/T² = GM/4π²: a body on a circular orbit compared with
 * a reference orbit everyone knows (the Earth about the Sun, a synchronous satellite of the Earth). Two of
 * the three ratios — central mass, orbit radius, period — are given; the third is asked. Null when the
 * problem is not exactly that.
 */
export function solveKeplerMassRatio(_raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  if (!split) return null;
  // Names in quotes ("“51 peg b”", "“天问一号”") are names, digits and all.
  const t = normalizeScienceText(split.stem)
    .replace(/“[^”]{1,12}”/g, '“名”')
    .replace(/\s+/g, ' ')
    .replace(/([\u4e00-\u9fa5])\s+(?=[\u4e00-\u9fa5])/g, '$1');
  if (!/圆轨道|匀速圆周运动/.test(t) || /图|椭圆|密度|自转|表面|高度/.test(t)) return null;
  const ref = REFERENCES.filter((r) => new RegExp(r.radius).test(t));
  if (ref.length !== 1) return null;
  const reference = ref[0];
  // The period of the body, in days (a local day said to last about one Earth day counts as one).
  const localDay = /一个([\u4e00-\u9fa5])日的时长约为一个地球日/.exec(t);
  const periods = [...t.matchAll(/周期(?:也)?(?:约)?(?:为|是)\s*(\d+(?:\.\d+)?)\s*(?:个)?\s*(天|小时|h|年|([\u4e00-\u9fa5])日)/g)];
  if (periods.length === 0 || new Set(periods.map((p) => p[0].replace(/也/, ''))).size !== 1) return null;
  const p = periods[0];
  let unitDays = DAYS[p[2]];
  if (p[3]) {
    if (!localDay || localDay[1] !== p[3]) return null;
    unitDays = 1;
  }
  if (unitDays === undefined) return null;
  const period = Number(p[1]) * unitDays;
  const massRatio = new RegExp(
    `质量(?:约)?为${reference.centre === '太阳' ? '太阳' : '地球'}质量的\\s*([^,，。;；倍]+?)\\s*倍?\\s*(?:[,，。;；]|$)`,
  ).exec(t);
  const radiusRatio = new RegExp(`轨道半径(?:约)?为${reference.radius}的\\s*([^,，。;；倍]+?)\\s*倍?\\s*(?:[,，。;；]|$)`).exec(t);
  const asked =
    t
      .split(/[,，。;；]/)
      .filter((c) => c.trim())
      .pop() ?? '';
  const askMass = /质量(?:之)?比|质量的比值/.test(asked);
  const askRadius = /轨道半径.{0,20}(?:之比|的比值)/.test(asked);
  if (askMass === askRadius) return null;
  // The ratio is the body against the reference: 「同步卫星的轨道半径与探测器的轨道半径的比值」 asks the other way round.
  const refAt = asked.search(new RegExp(askRadius ? reference.radius : reference.centre));
  const joinAt = asked.search(/与|和|跟/);
  if (refAt < 0 || joinAt < 0 || refAt < joinAt) return null;
  const read = (m: RegExpExecArray | null) => {
    const x = m ? m[1].replace(/\s+/g, '') : '';
    if (/^\d+\.\d+$/.test(x)) return Number(x) > 0 ? Number(x) : null;
    const f = m ? readMultiple(x, '') : null;
    return f && f[0] > 0 ? f[0] / f[1] : null;
  };
  const Tr = period / reference.days;
  let result: number;
  let line: string;
  const f = (x: number) => formatNumber(x, 4).latex;
  if (askMass) {
    const rr = read(radiusRatio);
    if (rr === null || massRatio) return null;
    result = rr ** 3 / Tr ** 2;
    line = `$$\\frac{M_1}{M_2} = \\left(\\frac{r_1}{r_2}\\right)^3\\left(\\frac{T_2}{T_1}\\right)^2 = ${f(rr)}^3 \\times \\left(\\frac{${f(reference.days)}}{${f(period)}}\\right)^2 \\approx ${f(result)}$$`;
    // Check: the radius ratio put back from the mass and period ratios.
    if (Math.abs(Math.cbrt(result * Tr ** 2) / rr - 1) > 1e-9) return null;
  } else {
    const mr = read(massRatio);
    if (mr === null || radiusRatio) return null;
    result = Math.cbrt(mr * Tr ** 2);
    line = `$$\\frac{r_1}{r_2} = \\sqrt[3]{\\frac{M_1}{M_2}\\left(\\frac{T_1}{T_2}\\right)^2} = \\sqrt[3]{${f(mr)} \\times \\left(\\frac{${f(period)}}{${f(reference.days)}}\\right)^2} \\approx ${f(result)}$$`;
    if (Math.abs(result ** 3 / Tr ** 2 / mr - 1) > 1e-9) return null;
  }
  // Every other number of the stem is one of those read.
  let rest = t;
  for (const m of [...periods, massRatio, radiusRatio]) if (m) rest = rest.replace(m[0], ' ');
  rest = rest.replace(/^\s*\d{1,3}\s*[.．、]\s*(?!\d)/, ' ').replace(/[(（]\s*\d{1,2}\s*分\s*[)）]/g, ' ');
  if (/\d/.test(rest)) return null;
  const markdown = [
    `**思路**：做匀速圆周运动的天体，$G\\frac{Mm}{r^2} = m\\frac{4\\pi^2}{T^2}r$，所以 $\\frac{r^3}{T^2} = \\frac{GM}{4\\pi^2}$ 与中心天体的质量成正比。与之比较的是${reference.name}。`,
    '',
    `**已知**：$T_1 = ${f(period)}$ 天，$T_2 = ${f(reference.days)}$ 天。`,
    '',
    line,
  ].join('\n');
  const readable: ChoiceSplit = {
    stem: split.stem,
    options: split.options.map((o) => ({
      ...o,
      text: normalizeScienceText(o.text).replace(/\\sqrt\[3\]\{([^{}]*(?:\{[^{}]*\}[^{}]*)*)\}/, (_m, x: string) => cubeRootText(x)),
    })),
  };
  // An option equal to the exact ratio (a cube root) is taken as such; otherwise the nearest, with a margin.
  const exact = pickExactOption(result, undefined, readable);
  const pick = 'refuse' in exact ? pickApproximateOption(result, undefined, readable) : exact;
  if ('refuse' in pick) return refused('physics', `${pick.refuse}可以请老师帮忙核对。`, 'choice');
  return solved(
    'physics',
    'offline:physics',
    `${markdown}\n\n**对照选项**：比值约为 $${f(result)}$，${'refuse' in exact ? '最接近的是' : '等于'}选项 ${pick.letter}（${split.options.find((o) => o.letter === pick.letter)!.text.trim()}），其余选项都${'refuse' in exact ? '相差很远' : '不相等'}。`,
    `${pick.letter}（比值约为 $${f(result)}$）`,
    '已由 r³/T² ∝ M 计算比值，并反算另一个比值复核；已逐一比较各选项',
    'choice',
  );
}

/** "\frac{2}{5}" or "4" under a cube root, as the decimal the option means; the text unchanged otherwise. */
function cubeRootText(inner: string): string {
  const f = readMultiple(inner.replace(/\s+/g, ''), '');
  return f ? String(Math.cbrt(f[0] / f[1])) : `\\sqrt[3]{${inner}}`;
}
