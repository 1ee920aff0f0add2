import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { refused, solved } from '../outcome';
import { compactStem, unreadDigits } from './compact-stem';
import { pickSymbolicOption } from './symbolic-options';

/** The quantities of one spherical body that the textbook ties together with G; a near-surface orbit has r = R. */
type Qty = 'rho' | 'T' | 'g' | 'R' | 'M' | 'v';

const WORDS: Record<Qty, string> = { rho: '平均密度', T: '周期', g: '表面重力加速度', R: '半径', M: '质量', v: '第一宇宙速度' };

interface Law {
  from: Qty[];
  tex: string;
  at: (q: Record<Qty, number>, G: number) => number;
}

/**
 * GMm/R² = mg = mv²/R = m(4π²/T²)R with M = ρ·(4/3)πR³, each asked quantity from each pair (or one) of the
 * others; a law is used only when the problem gives exactly its inputs.
 */
const LAWS: Record<Exclude<Qty, 'R'>, Law[]> = {
  rho: [
    { from: ['T'], tex: '\\rho = \\frac{3\\pi}{GT^2}', at: (q, G) => (3 * Math.PI) / (G * q.T ** 2) },
    { from: ['g', 'R'], tex: '\\rho = \\frac{3g}{4\\pi GR}', at: (q, G) => (3 * q.g) / (4 * Math.PI * G * q.R) },
    { from: ['M', 'R'], tex: '\\rho = \\frac{3M}{4\\pi R^3}', at: (q) => (3 * q.M) / (4 * Math.PI * q.R ** 3) },
  ],
  T: [
    { from: ['rho'], tex: 'T = \\sqrt{\\frac{3\\pi}{G\\rho}}', at: (q, G) => Math.sqrt((3 * Math.PI) / (G * q.rho)) },
    { from: ['g', 'R'], tex: 'T = 2\\pi\\sqrt{\\frac{R}{g}}', at: (q) => 2 * Math.PI * Math.sqrt(q.R / q.g) },
    { from: ['M', 'R'], tex: 'T = 2\\pi\\sqrt{\\frac{R^3}{GM}}', at: (q, G) => 2 * Math.PI * Math.sqrt(q.R ** 3 / (G * q.M)) },
  ],
  M: [
    { from: ['g', 'R'], tex: 'M = \\frac{gR^2}{G}', at: (q, G) => (q.g * q.R ** 2) / G },
    { from: ['T', 'R'], tex: 'M = \\frac{4\\pi^2R^3}{GT^2}', at: (q, G) => (4 * Math.PI ** 2 * q.R ** 3) / (G * q.T ** 2) },
    { from: ['rho', 'R'], tex: 'M = \\frac{4}{3}\\pi\\rho R^3', at: (q) => (4 / 3) * Math.PI * q.rho * q.R ** 3 },
  ],
  v: [
    { from: ['g', 'R'], tex: 'v = \\sqrt{gR}', at: (q) => Math.sqrt(q.g * q.R) },
    { from: ['M', 'R'], tex: 'v = \\sqrt{\\frac{GM}{R}}', at: (q, G) => Math.sqrt((G * q.M) / q.R) },
    { from: ['T', 'R'], tex: 'v = \\frac{2\\pi R}{T}', at: (q) => (2 * Math.PI * q.R) / q.T },
  ],
  g: [
    { from: ['M', 'R'], tex: 'g = \\frac{GM}{R^2}', at: (q, G) => (G * q.M) / q.R ** 2 },
    { from: ['rho', 'R'], tex: 'g = \\frac{4}{3}\\pi G\\rho R', at: (q, G) => (4 / 3) * Math.PI * G * q.rho * q.R },
    { from: ['T', 'R'], tex: 'g = \\frac{4\\pi^2R}{T^2}', at: (q) => (4 * Math.PI ** 2 * q.R) / q.T ** 2 },
  ],
};

/** An orbit that skims the surface (r = R), or a spin so fast that the equator presses on nothing (the same period). */
const SKIMMING = /近地卫星|近地轨道|贴近.{0,8}表面|紧贴.{0,8}表面|表面附近.{0,12}(?:圆周运动|运行|环绕|绕)|近表面/;
const WEIGHTLESS = /(?:压力|支持力)(?:恰好|刚好)?(?:为零|为0|等于零)|(?:恰好|刚好)(?:对.{0,8})?没有压力|(?:恰好|刚好).{0,4}飘|完全失重/;
const BODIES = /地球|月球|火星|木星|土星|金星|水星|太阳|(?:行星|星球|天体)/g;

/** A letter the problem names a quantity by: 「密度为 ρ」, 「周期为 T」; null when it is not said once as a letter. */
function readLetter(t: string, words: string): { letter: string; text: string } | null {
  const hits = [...t.matchAll(new RegExp(String.raw`(?:${words})(?:大小)?(?:约)?(?:为|是|=)\s*(ρ|[A-Za-z](?:\d)?)(?![A-Za-z])`, 'g'))];
  if (hits.length !== 1) return null;
  return { letter: hits[0][1], text: hits[0][0] };
}

/** The reader's name of a stem letter: ρ is `\rho`, a subscript digit `v_0`. */
function readerName(letter: string): string {
  if (letter === 'ρ') return '\\rho';
  const m = /^([A-Za-z])(\d)$/.exec(letter);
  return m ? `${m[1]}_${m[2]}` : letter;
}

function askedQty(asked: string): Exclude<Qty, 'R'> | null {
  const found: Exclude<Qty, 'R'>[] = [];
  if (/密度/.test(asked)) found.push('rho');
  if (/周期/.test(asked)) found.push('T');
  if (/质量/.test(asked)) found.push('M');
  if (/第一宇宙速度|环绕速度|线速度|运行速度|速率/.test(asked)) found.push('v');
  if (/重力加速度/.test(asked)) found.push('g');
  return found.length === 1 ? found[0] : null;
}

/**
 * One spherical body described in letters — its density, radius, surface gravity, mass, or the period of an orbit
 * that skims it — and one other of these asked, the options expressions in those letters (and G): the textbook's
 * GMm/R² = mg = mv²/R = m(4π²/T²)R with M = ρ(4/3)πR³. Every given letter must be used by the law; a period or
 * speed is only the near-surface orbit's (or the spin that makes the equator weightless). Null otherwise.
 */
export function solveCentralBodyLetters(_raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  if (!split) return null;
  const t = compactStem(split.stem);
  if (
    !/引力常量|万有引力|卫星|宇宙速度|星球|天体|行星|地球|月球|火星/.test(t) ||
    /椭圆|高度|离地|距地|轨道半径|图|自转(?:的)?(?:角速度|周期)(?:为|是)\s*[A-Za-z\d]|两极|纬度/.test(t)
  )
    return null;
  const bodies = new Set([...t.matchAll(BODIES)].map((m) => (/行星|星球|天体/.test(m[0]) ? '*' : m[0])));
  if (bodies.size > 1) return null;
  const clauses = t.split(/[,，。;；]/).filter((c) => c.trim());
  const asked = clauses[clauses.length - 1] ?? '';
  const want = askedQty(asked);
  if (!want) return null;
  const orbit =
    SKIMMING.test(t) ||
    (want === 'v' && /第一宇宙速度/.test(asked)) ||
    (want === 'T' && /赤道/.test(t) && WEIGHTLESS.test(t) && /自转/.test(asked));
  const read: Partial<Record<Qty, { letter: string; text: string }>> = {};
  const found = {
    rho: readLetter(t, '密度'),
    T: readLetter(t, '周期'),
    g: readLetter(t, '重力加速度'),
    R: readLetter(t, '半径'),
    M: readLetter(t, '质量'),
    v: readLetter(t, '第一宇宙速度|环绕速度|线速度|速率'),
  } as Record<Qty, { letter: string; text: string } | null>;
  for (const q of Object.keys(found) as Qty[]) if (found[q] && q !== want) read[q] = found[q]!;
  if (found[want]) return null;
  if ((want === 'T' || want === 'v' || read.T || read.v) && !orbit) return null;
  if (read.v) return null;
  const given = (Object.keys(read) as Qty[]).sort();
  const law = LAWS[want].find((l) => [...l.from].sort().join() === given.join());
  if (!law) return null;
  const G = readLetter(t, '引力常量');
  if (G && G.letter !== 'G') return null;
  if (unreadDigits(t, [...given.map((q) => read[q]!.text), ...(G ? [G.text] : [])])) return null;
  const letters = given.map((q) => readerName(read[q]!.letter));
  if (new Set(letters).size !== letters.length || letters.includes('G')) return null;
  const answer = (env: Record<string, number>) => {
    const q = {} as Record<Qty, number>;
    for (const [i, k] of given.entries()) q[k] = env[letters[i]];
    return law.at(q, env.G);
  };
  const pick = pickSymbolicOption(answer, [...letters, 'G'], split);
  const own = (tex: string) =>
    tex.replace(/\\rho|(?<![\\A-Za-z])[RgTM](?![A-Za-z])/g, (c) => {
      const q = (c === '\\rho' ? 'rho' : c) as Qty;
      return read[q] ? (read[q]!.letter === 'ρ' ? '\\rho' : read[q]!.letter) : c;
    });
  const lawTex = own(law.tex);
  if ('refuse' in pick) return refused('physics', `${pick.refuse}可以请老师帮忙核对。`, 'choice');
  const basis = orbit
    ? '贴近表面运行时轨道半径等于星球半径 $R$（赤道上的物体恰好对地面没有压力时，万有引力恰好提供它随星球自转的向心力，周期与近表面卫星相同），'
    : '';
  const markdown = [
    `**思路**：${basis}由 $G\\frac{Mm}{R^2} = mg = m\\frac{v^2}{R} = m\\frac{4\\pi^2}{T^2}R$ 和 $M = \\rho\\cdot\\frac{4}{3}\\pi R^3$，用题目给出的${given.map((q) => `${WORDS[q]} $${read[q]!.letter}$`).join('、')}表示${WORDS[want]}：`,
    '',
    `$$${lawTex}$$`,
    '',
    `**答**：${WORDS[want]}为 $${lawTex.split('=')[1].trim()}$。`,
  ].join('\n');
  return solved(
    'physics',
    'offline:physics',
    `${markdown}\n\n**对照选项**：与选项 ${pick.letter}（${pick.text}）一致，其余选项代入数值核对都不相等。`,
    `${pick.letter}（$${lawTex}$）`,
    '已由万有引力提供向心力（或重力）推出公式，并把每个选项代入多组数值逐一核对',
    'choice',
  );
}
