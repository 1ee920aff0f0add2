import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { normalizeScienceText } from '../chem/normalize';
import { formatNumber } from '../format';
import { solved } from '../outcome';
import { uniqueEqualOption } from '../unique-option';
import { RATIO_LABEL as LABEL, ratioSubscripts, readRatioOption } from './ratio-option';
import { answerForAsked, type WorkedValue } from './worked-values-options';

/** How a quantity of a circular orbit scales with its radius about one central body (GM = v²r = ω²r³ = ar² = 4π²r³/T²). */
const LAWS: Record<string, { exp: number; tex: string; at: (r: number) => number }> = {
  轨道半径: { exp: 1, tex: 'r', at: (r) => r },
  周期: { exp: 1.5, tex: 'T', at: (r) => 2 * Math.PI * Math.sqrt(r ** 3) },
  线速度: { exp: -0.5, tex: 'v', at: (r) => Math.sqrt(1 / r) },
  角速度: { exp: -1.5, tex: '\\omega', at: (r) => Math.sqrt(1 / r ** 3) },
  向心加速度: { exp: -2, tex: 'a', at: (r) => 1 / r ** 2 },
};
const ALIASES: Record<string, string> = {
  半径: '轨道半径',
  运行半径: '轨道半径',
  公转周期: '周期',
  运行周期: '周期',
  速度: '线速度',
  速率: '线速度',
  运行速度: '线速度',
  加速度: '向心加速度',
};
const QTY = '轨道半径|运行半径|半径|公转周期|运行周期|周期|线速度|运行速度|速度|速率|角速度|向心加速度|加速度';
const NUM = String.raw`(\d+(?:\.\d+)?)`;
const canon = (w: string) => ALIASES[w] ?? w;
const expTex = (e: number) => (Number.isInteger(e) ? String(e) : `${e < 0 ? '-' : ''}\\frac{${Math.abs(e * 2)}}{2}`);

/** Things that make the ratio depend on more than the radius about one body, or that the power laws do not cover. */
const OUTSIDE =
  /分别|椭圆|半长轴|质量|密度|自转|表面|高度|离地|距地|地面|动能|势能|机械能|向心力|引力大小|万有引力的大小|不同的?(?:中心)?天体|变轨|第一宇宙速度|图/;
/** The central body named after 「绕」: one of these, or 「同一 / 某」 + a kind of body. */
const CENTRE = /^\s*((?:同一|某)\s*(?:颗|个)?\s*(?:行星|恒星|天体|中心天体|星球)|地球|太阳|月球|火星|木星|土星)/;
/** 「…之比分别为」 closing a stem that asks two ratios: the only 「分别」 the kind takes. */
const PAIRED_ASK_END = new RegExp(String.raw`之比\s*${LABEL}?\s*分别(?:为|是)\s*[(（]?\s*[)）]?\s*[。.]?\s*$`);
/** Exam decorations that carry digits but no data: "3.", "(6 分)". */
const DECORATION = /^\s*\d{1,3}\s*[.．、]\s*(?!\d)|[(（]\s*\d{1,2}\s*分\s*[)）]/g;

interface Told {
  quantity: string;
  /** first : second (or after : before for one body), as a number. */
  ratio: number;
  letters: [string, string] | null;
  text: string;
}

/** "A、B 的轨道半径之比为 4:1", "它们的周期之比是 1∶8". */
function readGivenRatio(t: string): Told | null {
  const re = new RegExp(
    String.raw`(?:([A-Z甲乙])\s*(?:、|与|和|跟)\s*([A-Z甲乙])\s*(?:的|两颗卫星的|两卫星的)?)?(?:它们|两者|二者)?(?:的)?\s*(${QTY})(?:的大小|大小)?之比\s*(?:为|是|等于|=)?\s*(?:${LABEL}\s*=\s*)?${NUM}\s*[:：∶]\s*${NUM}`,
    'g',
  );
  const hits = [...t.matchAll(re)];
  if (hits.length !== 1) return null;
  const m = hits[0];
  if (!(Number(m[4]) > 0 && Number(m[5]) > 0)) return null;
  // 「T_A:T_B = 8:1」 names its bodies in its letters; they must agree with 「A、B 的」 before it.
  const label = /_\s*\{?\s*([A-Z甲乙])\s*\}?\s*[:：∶]\s*\\?[A-Za-z]+\s*_?\s*\{?\s*([A-Z甲乙])\s*\}?\s*=/.exec(m[0]);
  const said: [string, string] | null = m[1] && m[2] ? [m[1], m[2]] : null;
  const labelled: [string, string] | null = label ? [label[1], label[2]] : null;
  if (said && labelled && (said[0] !== labelled[0] || said[1] !== labelled[1])) return null;
  return {
    quantity: canon(m[3]),
    ratio: Number(m[4]) / Number(m[5]),
    letters: said ?? labelled,
    text: m[0],
  };
}

/** "…的轨道半径变为原来的 4 倍": one body's quantity after : before. */
function readGivenFactor(t: string): Told | null {
  const re = new RegExp(
    String.raw`(${QTY})(?:的大小)?\s*(?:增大|减小|增加|减少|变)(?:为|到|成)\s*原来的\s*(?:${NUM}|\\frac\s*\{\s*(\d+)\s*\}\s*\{\s*(\d+)\s*\})\s*倍?`,
    'g',
  );
  const hits = [...t.matchAll(re)];
  if (hits.length !== 1) return null;
  const m = hits[0];
  const ratio = m[2] ? Number(m[2]) : Number(m[3]) / Number(m[4]);
  if (!(ratio > 0) || !Number.isFinite(ratio) || ratio === 1) return null;
  return { quantity: canon(m[1]), ratio, letters: null, text: m[0] };
}

/**
 * Two bodies on circular orbits about the same central body (or one body moved to another circular orbit
 * about it): one quantity's ratio is given (轨道半径之比 4:1, 周期之比 8:1, 轨道半径变为原来的 4 倍), another's
 * is asked, and every option is a ratio. Every quantity is a power of the radius, so the asked ratio is the given
 * one raised to the quotient of the exponents; it is checked by the formulas evaluated at both radii. Null when
 * the problem is not exactly that: a number besides the given ratio, two central bodies, masses, ellipses,
 * heights above a surface, quantities that depend on a body's mass.
 */
export function solveOrbitGivenRatio(_raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  if (!split) return null;
  const t = normalizeScienceText(split.stem)
    .replace(/\s+/g, ' ')
    .replace(/([\u4e00-\u9fa5])\s+(?=[\u4e00-\u9fa5])/g, '$1');
  if (!/匀速圆周运动|圆轨道|圆周轨道|圆形轨道/.test(t) || OUTSIDE.test(t.replace(PAIRED_ASK_END, '之比'))) return null;
  const centres = [...t.matchAll(/绕/g)].map((m) => CENTRE.exec(t.slice(m.index + 1))?.[1] ?? null);
  if (centres.length === 0 || centres.some((c) => c !== centres[0]) || !centres[0]) return null;
  const two = readGivenRatio(t);
  const one = two ? null : readGivenFactor(t);
  const given = two ?? one;
  if (!given || !LAWS[given.quantity]) return null;
  // Letters printed in the ask (「线速度之比 $v_{B}: v_{A}$」) are read only when they run as the given ratio's do.
  for (const label of t.replace(given.text, ' ').matchAll(new RegExp(LABEL, 'g'))) {
    const letters = ratioSubscripts(label[0]);
    const told = given.letters ?? ratioSubscripts(given.text.replace(/\s*=.*$/, ''));
    if (!letters || !told || letters[0] !== told[0] || letters[1] !== told[1]) return null;
  }
  const rest = t.replace(given.text, ' ').replace(DECORATION, ' ').replace(new RegExp(LABEL, 'g'), ' ');
  if (/\d/.test(rest.replace(/[A-Z]\s*\d/g, ' '))) return null;
  if (two) {
    const paired = solvePairedAsk(rest, given, split);
    if (paired !== undefined) return paired;
  }
  const asked = two
    ? new RegExp(
        String.raw`(?:则|那么|所以)\s*(?:([A-Z])\s*(?:、|与|和|跟)\s*([A-Z])\s*(?:的)?)?(?:它们|两者|二者)?(?:的)?\s*(?:运行的|运动的|做圆周运动的)?\s*(${QTY})(?:的大小|大小)?之比\s*(?:为|是|等于)?\s*[(（]?\s*[)）]?\s*[。.]?\s*$`,
      ).exec(rest)
    : new RegExp(
        String.raw`(?:则|那么|所以)\s*(?:其|它|它的|卫星的|该卫星的|飞船的)?\s*(?:运行的|运动的)?\s*(${QTY})(?:的大小)?\s*(?:将)?\s*(?:变为|变成|变到)\s*原来的\s*[(（]?\s*[)）]?\s*[。.]?\s*$`,
      ).exec(rest);
  if (!asked) return null;
  const askedName = canon(two ? asked[3] : asked[1]);
  const law = LAWS[askedName];
  if (!law || askedName === given.quantity) return null;
  let ratio = given.ratio;
  let pair = given.letters;
  if (two && asked[1] && asked[2]) {
    if (asked[1] === asked[2]) return null;
    // Letters asked of a ratio given without them: which body comes first is not known.
    if (!given.letters) return null;
    const [a, b] = given.letters;
    if (a === asked[1] && b === asked[2]) ratio = given.ratio;
    else if (a === asked[2] && b === asked[1]) ratio = 1 / given.ratio;
    else return null;
    pair = [asked[1], asked[2]];
  }
  const radius = ratio ** (1 / LAWS[given.quantity].exp);
  const byPower = radius ** law.exp;
  // The same ratio from the formulas themselves, with GM = 1 and the second radius 1.
  const byFormula = law.at(radius) / law.at(1);
  if (!Number.isFinite(byPower) || Math.abs(byPower / byFormula - 1) > 1e-9) return null;
  const pick = uniqueEqualOption(byPower, split, readRatioOption);
  if (typeof pick === 'string') return null;
  const f = (x: number) => formatNumber(x, 4).latex;
  const [p, q] = pair ?? (two ? ['1', '2'] : ['后', '前']);
  const sub = (name: string, s: string) => `${name}_{\\text{${s}}}`;
  const givenTex = LAWS[given.quantity].tex;
  const markdown = [
    `**思路**：绕同一中心天体做匀速圆周运动，万有引力提供向心力：$G\\frac{Mm}{r^2} = m\\frac{v^2}{r} = m\\omega^2 r = m\\frac{4\\pi^2}{T^2}r = ma$，所以 $v \\propto r^{-\\frac{1}{2}}$，$\\omega \\propto r^{-\\frac{3}{2}}$，$T \\propto r^{\\frac{3}{2}}$，$a \\propto r^{-2}$，与环绕天体的质量无关。`,
    '',
    `**已知**：$\\frac{${sub(givenTex, p)}}{${sub(givenTex, q)}} = ${f(ratio)}$，所以 $\\frac{${sub('r', p)}}{${sub('r', q)}} = ${f(radius)}$。`,
    '',
    `**计算**：$\\frac{${sub(law.tex, p)}}{${sub(law.tex, q)}} = \\left(\\frac{${sub('r', p)}}{${sub('r', q)}}\\right)^{${expTex(law.exp)}} = ${f(byPower)}$。`,
    '',
    `**对照选项**：与选项 ${pick.letter}（${pick.text.trim()}）相等，其余选项都不相等。`,
  ].join('\n');
  return solved(
    'physics',
    'offline:physics',
    markdown,
    `${pick.letter}（$\\frac{${sub(law.tex, p)}}{${sub(law.tex, q)}} = ${f(byPower)}$）`,
    '已由半径的幂次关系计算，并把两个半径分别代入公式复核比值',
    'choice',
  );
}

/**
 * 「则它们的线速度之比和周期之比分别为」: two ratios asked at once, each the given one raised to the quotient of the
 * exponents; every option states both, in the order asked. Undefined when the stem does not ask that way.
 */
function solvePairedAsk(rest: string, given: Told, split: ChoiceSplit): Solved | Refused | null | undefined {
  const m = new RegExp(
    String.raw`(?:则|那么|所以)\s*(?:([A-Z甲乙])\s*(?:、|与|和|跟)\s*([A-Z甲乙])\s*(?:的)?)?(?:它们|两者|二者)?(?:的)?\s*(?:运行的|运动的|做圆周运动的)?\s*(${QTY})(?:的大小|大小)?之比\s*(?:和|与|、|以及|及)\s*(${QTY})(?:的大小|大小)?之比\s*分别(?:为|是)\s*[(（]?\s*[)）]?\s*[。.]?\s*$`,
  ).exec(rest);
  if (!m) return undefined;
  const names = [canon(m[3]), canon(m[4])];
  if (names[0] === names[1] || names.includes(given.quantity) || names.some((n) => !LAWS[n])) return null;
  let ratio = given.ratio;
  if (m[1] && m[2]) {
    if (!given.letters || m[1] === m[2]) return null;
    if (m[1] === given.letters[1] && m[2] === given.letters[0]) ratio = 1 / ratio;
    else if (m[1] !== given.letters[0] || m[2] !== given.letters[1]) return null;
  }
  const radius = ratio ** (1 / LAWS[given.quantity].exp);
  const f = (x: number) => formatNumber(x, 4).latex;
  const order: [string, string] | undefined = m[1] && m[2] ? [m[1], m[2]] : (given.letters ?? undefined);
  const asked: WorkedValue[] = names.map((n) => ({
    name: `${n}之比`,
    words: new RegExp(n),
    value: radius ** LAWS[n].exp,
    ratio: true,
    order,
  }));
  if (asked.some((a, i) => Math.abs(a.value / (LAWS[names[i]].at(radius) / LAWS[names[i]].at(1)) - 1) > 1e-9)) return null;
  return answerForAsked(
    split,
    asked,
    '绕同一中心天体做匀速圆周运动，万有引力提供向心力：$v \\propto r^{-\\frac{1}{2}}$，$\\omega \\propto r^{-\\frac{3}{2}}$，$T \\propto r^{\\frac{3}{2}}$，$a \\propto r^{-2}$，与环绕天体的质量无关。',
    [
      `由 ${given.quantity}之比 $${f(ratio)}$ 得两轨道半径之比 $${f(radius)}$。`,
      ...names.map((n, i) => `$\\frac{${LAWS[n].tex}_1}{${LAWS[n].tex}_2} = ${f(radius)}^{${expTex(LAWS[n].exp)}} = ${f(asked[i].value)}$`),
    ],
  );
}
