import type { ChoiceSplit } from '../../math/answers/choice';
import type { Solved } from '../../types';
import { normalizeScienceText } from '../chem/normalize';
import { formatNumber } from '../format';
import { solved } from '../outcome';
import { uniqueEqualOption } from '../unique-option';
import { fractionValue, readMultiple } from './multiples';
import { pickApproximateOption, pickExactOption } from './option-values';
import { readRatioOption } from './ratio-option';
import { math } from './units';

/**
 * Quantities of a uniform spherical body fixed by its mass M and radius R (G = 1 in the check): surface gravity
 * g = GM/R², first cosmic speed v = √(GM/R), period of a satellite skimming the surface T = 2π√(R³/GM),
 * mean density ρ = M / (4/3 πR³).
 */
const LAWS: Record<string, { m: number; r: number; tex: string; law: string; at: (M: number, R: number) => number }> = {
  重力加速度: { m: 1, r: -2, tex: 'g', law: 'mg = G\\frac{Mm}{R^2} \\Rightarrow g = \\frac{GM}{R^2}', at: (M, R) => M / R ** 2 },
  第一宇宙速度: {
    m: 0.5,
    r: -0.5,
    tex: 'v',
    law: 'G\\frac{Mm}{R^2} = m\\frac{v^2}{R} \\Rightarrow v = \\sqrt{\\frac{GM}{R}}',
    at: (M, R) => Math.sqrt(M / R),
  },
  近地卫星周期: {
    m: -0.5,
    r: 1.5,
    tex: 'T',
    law: 'G\\frac{Mm}{R^2} = m\\frac{4\\pi^2}{T^2}R \\Rightarrow T = 2\\pi\\sqrt{\\frac{R^3}{GM}}',
    at: (M, R) => 2 * Math.PI * Math.sqrt(R ** 3 / M),
  },
  重力: { m: 1, r: -2, tex: 'G', law: 'mg = G\\frac{Mm}{R^2}', at: (M, R) => M / R ** 2 },
  密度: { m: 1, r: -3, tex: '\\rho', law: '\\rho = \\frac{M}{\\frac{4}{3}\\pi R^3}', at: (M, R) => M / ((4 / 3) * Math.PI * R ** 3) },
};
const ASKED: Array<[RegExp, string]> = [
  [/^(?:表面(?:的|处的?)?)?(?:重力加速度|自由落体加速度)/, '重力加速度'],
  [/^(?:的)?(?:第一宇宙速度|环绕速度)/, '第一宇宙速度'],
  [/^(?:的)?(?:近地卫星|表面附近(?:做匀速圆周运动的)?卫星)(?:的|运行的|绕行的)?(?:周期|运行周期)/, '近地卫星周期'],
  [/^(?:的)?(?:平均)?密度/, '密度'],
  // A body's weight at the surface is mg: it goes as g.
  [/^(?:一个)?(?:物体|人|同一物体)?在?(?:该)?(?:星球|行星)?(?:表面)?(?:所)?(?:受到的|受的)?重力/, '重力'],
];
const BODY = '(?:该|这颗|此|某)?(?:星球|行星|天体|月球|火星|金星|木星|水星|土星)';
// 「1/81」 before 「1」: the fraction is read whole.
const VALUE = String.raw`(\d+\s*/\s*\d+|\d+(?:\.\d+)?|\\frac\s*\{\s*\d+\s*\}\s*\{\s*\d+\s*\}|一半)`;
/** Exam decorations that carry digits but no data: "3.", "(6 分)". */
const DECORATION = /^\s*\d{1,3}\s*[.．、]\s*(?!\d)|[(（]\s*\d{1,2}\s*分\s*[)）]/g;

function readValue(s: string): number | null {
  if (s === '一半') return 0.5;
  const v = readRatioOption(s.replace(/\s*\/\s*/, ':'));
  return v !== null && v > 0 ? v : null;
}

/** 「质量是地球质量的 2 倍」 (the body over the Earth) or 「地球质量是它的 81 倍」 (inverted). */
function readRelation(t: string, word: '质量' | '半径'): { value: number; text: string } | null {
  const alt = word === '半径' ? '(?:半径|直径)' : '质量';
  const direct = new RegExp(`${alt}(?:也|则)?(?:约|大约)?(?:是|为|约为)?地球(?:的?${alt})?的\\s*${VALUE}\\s*倍?`, 'g');
  const inverse = new RegExp(`地球(?:的)?${alt}(?:约|大约)?(?:是|为|约为)${BODY}?(?:的?${alt})?的\\s*${VALUE}\\s*倍?`, 'g');
  const d = [...t.matchAll(direct)];
  const i = [...t.matchAll(inverse)];
  if (d.length + i.length !== 1) return null;
  const m = d[0] ?? i[0];
  // The relation must be the body's own: not a satellite's, a probe's or a person's told in the same clause.
  const clause =
    t
      .slice(0, m.index)
      .split(/[,，。；;:：]/)
      .pop() ?? '';
  if (/卫星|物体|飞船|探测器|飞行器|宇航员|人/.test(clause + m[0])) return null;
  const v = readValue(m[1]);
  if (v === null) return null;
  return { value: d[0] ? v : 1 / v, text: m[0] };
}

/** 「质量和半径分别约为地球的 1/10 和 1/2」 and 「半径与地球相同」, told as the two relations the reader takes one by one. */
function spreadRelations(t: string): string {
  return t
    .replace(
      new RegExp(`(质量|半径)和(质量|半径)分别(?:约|大约)?(?:是|为)?(?:约)?地球的\\s*${VALUE}\\s*(?:倍)?和\\s*${VALUE}\\s*(?:倍)?`),
      (all, a, b, x, y) => (a === b ? all : `${a}是地球的${x}倍,${b}是地球的${y}倍`),
    )
    .replace(/(质量|半径)(?:与|和|跟)地球(?:的(?:质量|半径))?(?:相同|相等|一样)/, '$1是地球的1倍');
}

/**
 * The Earth's own value of the asked quantity, told so that the body's can be asked as a value: 「地球表面的重力加速度
 * 为 g」 (a symbol: options are multiples of g), 「…取 10 m/s²」, 「地球的第一宇宙速度为 7.9 km/s」.
 */
interface EarthValue {
  key: string;
  value: number;
  unit: string | null;
  text: string;
}
function readEarthValue(t: string): EarthValue | 'several' | null {
  const forms: Array<[string, RegExp]> = [
    [
      '重力加速度',
      /地球(?:表面)?(?:的|处的|上的)?(?:重力加速度|自由落体加速度)(?:大小)?(?:约)?(?:为|是|取|等于)\s*(?:g\s*=\s*)?(?:(g)(?![A-Za-z/])|(\d+(?:\.\d+)?)\s*(m\/s\^\{?2\}?|m\/s²))/g,
    ],
    [
      '第一宇宙速度',
      /地球(?:的)?(?:第一宇宙速度|环绕速度)(?:大小)?(?:约)?(?:为|是|等于)\s*(?:v\s*=\s*)?()(\d+(?:\.\d+)?)\s*(km\/s|m\/s)(?![\^²])/g,
    ],
  ];
  const found: EarthValue[] = [];
  for (const [key, re] of forms)
    for (const m of t.matchAll(re))
      found.push(
        m[1]
          ? { key, value: 1, unit: null, text: m[0] }
          : { key, value: Number(m[2]), unit: m[3].replace(/\^\{?2\}?|²/, '^2'), text: m[0] },
      );
  if (found.length > 1) return 'several';
  return found[0] ?? null;
}

/** 「0.4 g」「\frac{2}{5} g」「g」: a multiple of the symbol g. */
function readGMultiple(text: string): number | null {
  const s = normalizeScienceText(text).replace(/\s+/g, '');
  const m = /^(\d+(?:\.\d+)?)?g$/.exec(s);
  if (m) return Number(m[1] ?? 1);
  const f = readMultiple(s, 'g');
  return f ? fractionValue(f) : null;
}

/**
 * A body (a planet, the Moon, 某星球) known by its mass and radius as multiples of the Earth's; asked how its
 * surface gravity, first cosmic speed, near-surface satellite period or mean density compares with the Earth's —
 * as a multiple, or as a value when the Earth's own value is told (g, 10 m/s², 7.9 km/s). Each is M^a R^b (g ∝ M/R²,
 * v ∝ √(M/R), T ∝ √(R³/M), ρ ∝ M/R³); the ratio is checked by the formulas evaluated for both bodies. A choice's
 * options must all be read, exactly one equal to the result (or, after 「约」, the one near it). Null when the
 * problem is not exactly that: another number, rotation, a height above the surface, a satellite not at the
 * surface, or the comparison written the other way round.
 */
export function solvePlanetSurfaceRatio(raw: string, split: ChoiceSplit | null): Solved | null {
  const t = spreadRelations(
    normalizeScienceText(split?.stem ?? raw)
      .replace(/\s+/g, ' ')
      .replace(/([\u4e00-\u9fa5])\s+(?=[\u4e00-\u9fa5])/g, '$1')
      .replace(/\s+(?=[\u4e00-\u9fa5])|(?<=[\u4e00-\u9fa5])\s+/g, '')
      .replace(/([A-Za-z])\s*\/\s*([A-Za-z])/g, '$1/$2')
      .replace(/\s*[,，]\s*/g, ','),
  );
  if (!/地球/.test(t) || /自转|同步|高度|离地|椭圆|赤道|两极|轨道半径|图/.test(t)) return null;
  const mass = readRelation(t, '质量');
  const radius = readRelation(t, '半径');
  if (!mass || !radius) return null;
  const earth = readEarthValue(t);
  if (earth === 'several') return null;
  // The ask, with its blank (「____」「多少」「几」 or a choice's bracket) and the closing stop taken off.
  const asked = t
    .replace(/_{2,}|＿+|\\underline\{[^}]*\}|多少|几/g, '□')
    .replace(/[(（]\s*[)）]/g, '')
    .replace(/\s*[。.?？]\s*$/, '');
  const ratioAsk = new RegExp(
    `(?:则|那么|所以|求)${BODY}?(?:的|上的)?(.{2,24}?)(?:约|大约)?(?:为|是|等于)(?:在|物体在)?地球(?:的|上的)?(.{0,20}?)的\\s*□?\\s*(?:倍)?$`,
  ).exec(asked);
  const valueAsk = ratioAsk
    ? null
    : new RegExp(
        `(?:则|那么|所以|求)${BODY}?(?:的|上的)?(.{2,24}?)(?:约|大约)?(?:为|是|等于)?\\s*(□)?\\s*(km/s|m/s\\^\\{?2\\}?|m/s)?$`,
      ).exec(asked);
  const ask = ratioAsk ?? valueAsk;
  if (!ask) return null;
  const found = ASKED.find(([re]) => re.test(ask[1]) && ask[1].replace(re, '').replace(/^(?:大小|的大小)/, '') === '');
  if (!found) return null;
  if (ratioAsk) {
    // The Earth's side must name nothing else (「地球表面的」, 「地球第一宇宙速度的」 or nothing).
    const earthSide = ratioAsk[2].replace(/^(?:的)?表面(?:的|上|所)?/, '');
    if (earthSide && !(found[0].test(earthSide) && earthSide.replace(found[0], '') === '')) return null;
    // A value of the Earth's told beside a multiple asked is a number left unused.
    if (earth) return null;
  } else if (!earth || earth.key !== found[1] || (!split && !valueAsk?.[2])) return null;
  let rest = t.replace(mass.text, ' ').replace(radius.text, ' ').replace(DECORATION, ' ');
  if (earth) rest = rest.replace(earth.text, ' ');
  // A unit's power (m/s², printed after a blank) is not data.
  rest = rest.replace(/(?<=[A-Za-z])\^\{?2\}?/g, ' ');
  if (/\d/.test(rest)) return null;
  const law = LAWS[found[1]];
  const byPower = mass.value ** law.m * radius.value ** law.r;
  const byFormula = law.at(mass.value, radius.value) / law.at(1, 1);
  if (!Number.isFinite(byPower) || Math.abs(byPower / byFormula - 1) > 1e-9) return null;
  const f = (x: number) => formatNumber(x, 4).latex;
  const power = (e: number) => (e === 1 ? '' : `^{${Number.isInteger(e) ? e : `${e < 0 ? '-' : ''}\\frac{${Math.abs(e * 2)}}{2}`}}`);
  const lines = [
    `**思路**：星球表面附近，${law.law}，只由星球的质量 $M$ 和半径 $R$ 决定：$${law.tex} \\propto M${power(law.m)}R${power(law.r)}$。`,
    '',
    `**已知**：$\\frac{M}{M_{\\text{地}}} = ${f(mass.value)}$，$\\frac{R}{R_{\\text{地}}} = ${f(radius.value)}$。`,
    '',
    `**计算**：$\\frac{${law.tex}}{${law.tex}_{\\text{地}}} = ${f(mass.value)}${power(law.m)} \\times ${f(radius.value)}${power(law.r)} = ${f(byPower)}$。`,
  ];
  const note = '已由质量和半径的幂次关系计算，并把两星球的质量、半径分别代入公式复核比值';
  if (ratioAsk) {
    const shown = `$\\frac{${law.tex}}{${law.tex}_{\\text{地}}} = ${f(byPower)}$`;
    if (!split) return solved('physics', 'offline:physics', [...lines, '', `**答**：是地球的 ${f(byPower)} 倍。`].join('\n'), shown, note);
    const pick = uniqueEqualOption(byPower, split, readRatioOption);
    if (typeof pick === 'string') return null;
    lines.push('', `**对照选项**：与选项 ${pick.letter}（${pick.text.trim()}）相等，其余选项都不相等。`);
    return solved('physics', 'offline:physics', lines.join('\n'), `${pick.letter}（${shown}）`, note, 'choice');
  }
  return valueFromEarth(lines, note, law.tex, byPower, earth as EarthValue, valueAsk?.[3], split, /约/.test(asked));
}

/** The body's value: the Earth's value times the ratio, shown in the blank's unit or matched to the options. */
function valueFromEarth(
  lines: string[],
  note: string,
  tex: string,
  ratio: number,
  earth: EarthValue,
  blankUnit: string | undefined,
  split: ChoiceSplit | null,
  approximate: boolean,
): Solved | null {
  const f = (x: number) => formatNumber(x, 4);
  if (earth.unit === null) {
    // The Earth's value is the symbol g: the answer is a multiple of g.
    if (blankUnit) return null;
    const answer = `$${tex}' = ${f(ratio).latex}g$`;
    lines.push('', `所以 ${answer}。`);
    if (!split) return solved('physics', 'offline:physics', lines.join('\n'), answer, note);
    const pick = uniqueEqualOption(ratio, split, readGMultiple);
    if (typeof pick === 'string') return null;
    lines.push('', `**对照选项**：与选项 ${pick.letter}（${pick.text.trim()}）相等，其余选项都不相等。`);
    return solved('physics', 'offline:physics', lines.join('\n'), `${pick.letter}（${answer}）`, note, 'choice');
  }
  let value = ratio * earth.value;
  let unit = earth.unit;
  const shown = f(value);
  lines.push(
    '',
    `所以 $${tex} = ${f(ratio).latex} \\times ${f(earth.value).latex}\\ \\mathrm{${unit}} ${shown.approx ? '\\approx' : '='} ${shown.latex}\\ \\mathrm{${unit}}$。`,
  );
  if (!split) {
    const wanted = blankUnit?.replace(/\^\{?2\}?/, '^2');
    if (!wanted) return null;
    if (wanted !== unit) {
      try {
        value = math.unit(value, unit).toNumber(wanted);
      } catch {
        return null;
      }
      unit = wanted;
      lines.push('', `换算单位：$${tex} ${f(value).approx ? '\\approx' : '='} ${f(value).latex}\\ \\mathrm{${unit}}$。`);
    }
    const answer = `$${tex} ${f(value).approx ? '\\approx' : '='} ${f(value).latex}\\ \\mathrm{${unit}}$`;
    return solved('physics', 'offline:physics', lines.join('\n'), answer, note);
  }
  const answer = `$${tex} ${shown.approx ? '\\approx' : '='} ${shown.latex}\\ \\mathrm{${unit}}$`;
  const exact = pickExactOption(value, unit, split);
  if (!('refuse' in exact)) {
    lines.push('', `**对照选项**：与选项 ${exact.letter}（${exact.text}）相等，其余选项都不相等。`);
    return solved('physics', 'offline:physics', lines.join('\n'), `${exact.letter}（${answer}）`, note, 'choice');
  }
  // 「约为」: the options are rounded; the one near the value is taken only when no other is near.
  if (!approximate) return null;
  const near = pickApproximateOption(value, unit, split);
  if ('refuse' in near || near.off > 1.03) return null;
  lines.push('', `**对照选项**：最接近的是选项 ${near.letter}（${near.text}），其余选项都相差很远。`);
  return solved('physics', 'offline:physics', lines.join('\n'), `${near.letter}（${answer}）`, note, 'choice');
}
