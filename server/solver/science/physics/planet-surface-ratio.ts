import type { ChoiceSplit } from '../../math/answers/choice';
import type { Solved } from '../../types';
import { normalizeScienceText } from '../chem/normalize';
import { formatNumber } from '../format';
import { solved } from '../outcome';
import { uniqueEqualOption } from '../unique-option';
import { readRatioOption } from './ratio-option';

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
const VALUE = String.raw`(\d+(?:\.\d+)?|\\frac\s*\{\s*\d+\s*\}\s*\{\s*\d+\s*\}|\d+\s*/\s*\d+|一半)`;
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
  const v = readValue(m[1]);
  if (v === null) return null;
  return { value: d[0] ? v : 1 / v, text: m[0] };
}

/**
 * A body (a planet, the Moon, 某星球) known by its mass and radius as multiples of the Earth's; asked how its
 * surface gravity, first cosmic speed, near-surface satellite period or mean density compares with the Earth's.
 * Each is M^a R^b (g ∝ M/R², v ∝ √(M/R), T ∝ √(R³/M), ρ ∝ M/R³); the ratio is checked by the formulas evaluated
 * for both bodies. Every option must be a ratio or multiple; exactly one equals the result. Null when the problem
 * is not exactly that: another number, rotation, a height above the surface, a satellite not at the surface, or
 * the comparison written the other way round.
 */
export function solvePlanetSurfaceRatio(_raw: string, split: ChoiceSplit | null): Solved | null {
  if (!split) return null;
  const t = normalizeScienceText(split.stem)
    .replace(/\s+/g, ' ')
    .replace(/([\u4e00-\u9fa5])\s+(?=[\u4e00-\u9fa5])/g, '$1')
    .replace(/\s+(?=[\u4e00-\u9fa5])|(?<=[\u4e00-\u9fa5])\s+/g, '');
  if (!/地球/.test(t) || /自转|同步|高度|离地|椭圆|赤道|两极|轨道半径|图/.test(t)) return null;
  const mass = readRelation(t, '质量');
  const radius = readRelation(t, '半径');
  if (!mass || !radius) return null;
  const ask = new RegExp(
    `(?:则|那么|所以)${BODY}?(?:的|上的)?(.{2,24}?)(?:约|大约)?(?:为|是|等于)(?:在|物体在)?地球(?:的|上的)?(.{0,20}?)的\\s*[(（]?\\s*[)）]?\\s*(?:倍)?\\s*[。.]?$`,
  ).exec(t);
  if (!ask) return null;
  const found = ASKED.find(([re]) => re.test(ask[1]) && ask[1].replace(re, '').replace(/^(?:大小|的大小)/, '') === '');
  if (!found) return null;
  // The Earth's side must name nothing else (「地球表面的」, 「地球第一宇宙速度的」 or nothing).
  const earthSide = ask[2].replace(/^(?:的)?表面(?:的|上|所)?/, '');
  if (earthSide && !(found[0].test(earthSide) && earthSide.replace(found[0], '') === '')) return null;
  const rest = t.replace(mass.text, ' ').replace(radius.text, ' ').replace(DECORATION, ' ');
  if (/\d/.test(rest)) return null;
  const law = LAWS[found[1]];
  const byPower = mass.value ** law.m * radius.value ** law.r;
  const byFormula = law.at(mass.value, radius.value) / law.at(1, 1);
  if (!Number.isFinite(byPower) || Math.abs(byPower / byFormula - 1) > 1e-9) return null;
  const pick = uniqueEqualOption(byPower, split, readRatioOption);
  if (typeof pick === 'string') return null;
  const f = (x: number) => formatNumber(x, 4).latex;
  const power = (e: number) => (e === 1 ? '' : `^{${Number.isInteger(e) ? e : `${e < 0 ? '-' : ''}\\frac{${Math.abs(e * 2)}}{2}`}}`);
  const markdown = [
    `**思路**：星球表面附近，${law.law}，只由星球的质量 $M$ 和半径 $R$ 决定：$${law.tex} \\propto M${power(law.m)}R${power(law.r)}$。`,
    '',
    `**已知**：$\\frac{M}{M_{\\text{地}}} = ${f(mass.value)}$，$\\frac{R}{R_{\\text{地}}} = ${f(radius.value)}$。`,
    '',
    `**计算**：$\\frac{${law.tex}}{${law.tex}_{\\text{地}}} = ${f(mass.value)}${power(law.m)} \\times ${f(radius.value)}${power(law.r)} = ${f(byPower)}$。`,
    '',
    `**对照选项**：与选项 ${pick.letter}（${pick.text.trim()}）相等，其余选项都不相等。`,
  ].join('\n');
  return solved(
    'physics',
    'offline:physics',
    markdown,
    `${pick.letter}（$\\frac{${law.tex}}{${law.tex}_{\\text{地}}} = ${f(byPower)}$）`,
    '已由质量和半径的幂次关系计算，并把两星球的质量、半径分别代入公式复核比值',
    'choice',
  );
}
