import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { questionPart } from '../question';
import { answerAskedFact, askedFromBlank, shownInUnit } from './asked-fact';
import { num } from './mechanics-answer';
import { normalizeMechanics } from './mechanics-reading';
import { strayNumbers } from './numbers';
import { findQuantities, type Quantity } from './quantities';
import { chooseStatements, type Fact, type WorkedSituation } from './statement-judge';

const TWO_PI = 2 * Math.PI;
/** Where a named value is read: 「半径为 2 m」「线速度大小为 4 m/s」「周期是 0.5 s」. */
const NAMED = (name: string) => new RegExp(`(?:${name})(?:的)?(?:大小)?(?:均)?(?:为|是|=|等于)\\s*$`);

/** The quantity's name just before it (「速率为 10 m/s」) or just after (「以 10 m/s 的速率」), or ''. */
function nameBefore(text: string, q: Quantity, names: Record<string, string>): string {
  const before = text.slice(Math.max(0, text.lastIndexOf('，', q.index) + 1, text.lastIndexOf(',', q.index) + 1), q.index);
  const after = text.slice(q.end, q.end + 8);
  const hits = Object.entries(names).filter(([, re]) => NAMED(re).test(before) || new RegExp(`^\\s*的\\s*(?:${re})`).test(after));
  return hits.length === 1 ? hits[0][0] : '';
}

const CIRCLE_NAMES: Record<string, string> = {
  r: '半径|轨道半径|圆周半径',
  v: '线速度|速度|速率',
  T: '周期',
  f: '频率',
  m: '质量',
};

/** 「做匀速圆周运动，半径为 2 m，线速度大小为 4 m/s」: the radius and one of v, ω, T, f (and the mass). */
function uniformCircle(text: string, omega: number | null): WorkedSituation | null {
  if (!/匀速圆周运动/.test(text) || /向心力(?:大小)?(?:为|是)|摩擦|绳|杆|轨道半径之比|卫星|引力|电场|磁场|带电/.test(text)) return null;
  const qs = findQuantities(text);
  if (strayNumbers(text, qs).length) return null;
  const given: Record<string, number> = {};
  for (const q of qs) {
    const name = nameBefore(text, q, CIRCLE_NAMES);
    const unit = { r: 'm', v: 'm/s', T: 's', f: 'Hz', m: 'kg' }[name];
    if (!name || given[name] !== undefined || !q.q.equalBase(findQuantities(`1 ${unit}`)[0].q)) return null;
    given[name] = q.q.toSI().toNumber();
  }
  if (given.r === undefined) return null;
  const w = [omega, given.v !== undefined ? given.v / given.r : null, given.T ? TWO_PI / given.T : null, given.f ? TWO_PI * given.f : null];
  const known = w.filter((x): x is number => x !== null);
  if (known.length !== 1 || !(known[0] > 0 && given.r > 0)) return null;
  const [r, om] = [given.r, known[0]];
  const facts: Fact[] = [
    { name: /线速度|(?<![角加])速度|速率/, value: () => om * r, unit: 'm/s', label: '线速度 v' },
    { name: /角速度/, value: () => om, unit: 'rad/s', label: '角速度 ω' },
    { name: /周期/, value: () => TWO_PI / om, unit: 's', label: '周期 T' },
    { name: /频率/, value: () => om / TWO_PI, unit: 'Hz', label: '频率 f' },
    { name: /向心加速度|加速度/, value: () => om * om * r, unit: 'm/s^2', label: '向心加速度 a' },
  ];
  if (given.m !== undefined) facts.push({ name: /向心力|合力/, value: () => given.m * om * om * r, unit: 'N', label: '向心力 F' });
  return {
    facts,
    letters: null,
    kind: '匀速圆周运动',
    working: [
      `半径 $r = ${num(r)}\\ \\mathrm{m}$，角速度 $\\omega = ${num(om)}\\ \\mathrm{rad/s}$` +
        `（$v = \\omega r$，$\\omega = \\frac{2\\pi}{T}$）。`,
      `线速度 $v = \\omega r = ${num(om * r)}\\ \\mathrm{m/s}$，向心加速度 $a = \\frac{v^2}{r} = \\omega^2 r = ${num(om * om * r)}\\ \\mathrm{m/s^2}$。`,
    ],
  };
}

const WAVE_NAMES: Record<string, string> = { v: '波速|传播速度|速度', f: '频率', T: '周期', l: '波长' };

/** 「波速为 4 m/s，频率为 2 Hz」: two of the speed, the frequency (or period) and the wavelength. */
function waveOf(text: string): WorkedSituation | null {
  // A wave that passes into another medium keeps its frequency but not its speed or wavelength.
  if (!/波/.test(text) || /光|电磁|折射|干涉|衍射|多普勒|图像|如图|质点\s*[A-Z]|进入|传入|射入|介质/.test(text)) return null;
  const qs = findQuantities(text);
  if (strayNumbers(text, qs).length) return null;
  const given: Record<string, number> = {};
  for (const q of qs) {
    const name = nameBefore(text, q, WAVE_NAMES);
    const unit = { v: 'm/s', f: 'Hz', T: 's', l: 'm' }[name];
    if (!name || given[name] !== undefined || !q.q.equalBase(findQuantities(`1 ${unit}`)[0].q)) return null;
    given[name] = q.q.toSI().toNumber();
  }
  const f = given.f ?? (given.T ? 1 / given.T : undefined);
  if (given.f !== undefined && given.T !== undefined) return null;
  const parts = [given.v, f, given.l].filter((x) => x !== undefined);
  if (parts.length !== 2 || parts.some((x) => !(x! > 0))) return null;
  const freq = f ?? given.v! / given.l!;
  const lambda = given.l ?? given.v! / freq;
  return waveFacts(
    lambda,
    freq,
    `$v = \\lambda f = \\frac{\\lambda}{T}$：波长 $\\lambda = ${num(lambda)}\\ \\mathrm{m}$，频率 $f = ${num(freq)}\\ \\mathrm{Hz}$。`,
  );
}

/** 「在 4 s 内完成 10 次全振动」: T = t/n. */
function vibrationsIn(text: string): WorkedSituation | null {
  const m = /(\d+(?:\.\d+)?)\s*(s|min)\s*内\s*(?:完成|做了?|振动)\s*(\d+)\s*次(?:全振动)?/.exec(text);
  if (!m || /波速|波长/.test(text)) return null;
  const rest = text.replace(m[0], ' ').replace(/^\s*\d+\s*[.．、]/, ' ');
  if (/\d/.test(rest)) return null;
  const t = Number(m[1]) * (m[2] === 'min' ? 60 : 1);
  const n = Number(m[3]);
  if (!(t > 0 && n > 0)) return null;
  return {
    facts: [
      { name: /(?:振动)?周期/, value: () => t / n, unit: 's', label: '周期 T' },
      { name: /(?:振动)?频率/, value: () => n / t, unit: 'Hz', label: '频率 f' },
    ],
    letters: null,
    kind: '简谐运动',
    working: [
      `周期 $T = \\frac{t}{n} = \\frac{${num(t)}}{${num(n)}} = ${num(t / n)}\\ \\mathrm{s}$，频率 $f = \\frac{1}{T} = ${num(n / t)}\\ \\mathrm{Hz}$。`,
    ],
  };
}

/**
 * 「波源从平衡位置开始向上振动，经 0.1 s 第一次到达波峰」: a quarter period (three quarters when it first reaches the
 * other extreme); with 「这段时间内波传播了 0.5 m」 the speed d/t and the wavelength vT follow.
 */
function waveFromCrest(text: string): WorkedSituation | null {
  const c = text.replace(/\s+/g, '');
  const start = /(?:波源|振源|质点)(?:\S{0,4})?从平衡位置(?:开始)?(?:沿y轴(?:正|负)方向|向(上|下))(?:开始)?(?:振动|运动)/.exec(c);
  const first = /经(?:过)?(\d+(?:\.\d+)?)s(?:后|时)?(?:,|，)?(?:第一次|首次|第1次)(?:到达|运动到|位于)(?:波)?(峰|谷)/.exec(c);
  // A longitudinal wave (a sound) has no crest or trough: its source does not move 向上 to a 波峰.
  if (!start || !first || !start[1] || /图|干涉|两列|介质|反射|纵波|声/.test(c)) return null;
  const t = Number(first[1]);
  const quarters = (start[1] === '上') === (first[2] === '峰') ? 1 : 3;
  const travel = /(?:这段时间内|此时|该时间内|同时)波(?:向前|沿x轴(?:正|负)方向)?(?:恰好|刚好)?传播了(\d+(?:\.\d+)?)m(?![/^])/.exec(c);
  const rest = c
    .replace(first[0], '')
    .replace(travel?.[0] ?? '@', '')
    .replace(/^\d+[.．、]/, '')
    .replace(/t=0(?:s)?(?:时刻|时)/, '');
  if (/\d/.test(rest) || !(t > 0)) return null;
  const T = (4 * t) / quarters;
  const line = `从平衡位置向${start[1]}振动，第一次到达波${first[2]}用时 $\\frac{${quarters}}{4}T$，所以 $T = \\frac{4t}{${quarters}} = ${num(T)}\\ \\mathrm{s}$。`;
  if (!travel) {
    return {
      facts: [
        { name: /周期/, value: () => T, unit: 's', label: '周期 T' },
        { name: /频率/, value: () => 1 / T, unit: 'Hz', label: '频率 f' },
      ],
      letters: null,
      kind: '机械波',
      working: [line],
    };
  }
  const v = Number(travel[1]) / t;
  return waveFacts(
    v * T,
    1 / T,
    `${line}波在这段时间内传播 $${num(Number(travel[1]))}\\ \\mathrm{m}$，波速 $v = \\frac{\\Delta x}{\\Delta t} = ${num(v)}\\ \\mathrm{m/s}$，波长 $\\lambda = vT = ${num(v * T)}\\ \\mathrm{m}$。`,
  );
}

function waveFacts(lambda: number, freq: number, line: string): WorkedSituation {
  return {
    facts: [
      { name: /波长/, value: () => lambda, unit: 'm', label: '波长 λ' },
      { name: /波速|传播速度/, value: () => lambda * freq, unit: 'm/s', label: '波速 v' },
      { name: /频率/, value: () => freq, unit: 'Hz', label: '频率 f' },
      { name: /周期/, value: () => 1 / freq, unit: 's', label: '周期 T' },
    ],
    letters: null,
    kind: '机械波',
    working: [line],
  };
}

/**
 * Periodic motion read from its usual data: a uniform circular motion (radius with v, ω, T or f), a wave (two of
 * speed, frequency or period, wavelength) and an oscillator counted over a time. A choice question either asks one
 * of the quantities (matched to the options) or states several (each judged).
 */
export function solvePeriodicMotion(raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  if (!split) return blankFromCrest(normalizeMechanics(raw));
  if (split.options.length < 2) return null;
  let text = normalizeMechanics(split.stem);
  const omegas = [...text.matchAll(/角速度(?:的)?(?:大小)?(?:为|是|=)\s*(\d+(?:\.\d+)?)\s*rad\/s/g)];
  if (omegas.length > 1) return null;
  const omega = omegas.length ? Number(omegas[0][1]) : null;
  if (omegas.length) text = text.replace(omegas[0][0], ' ');
  const question = questionPart(text).text;
  // A number in the question (「传播 8 m 所用的时间」) belongs to a relation this kind does not read.
  if (/\d/.test(question)) return null;
  const body = text.slice(0, text.length - question.length).replace(/^\s*\d+\s*[.．、]/, ' ');
  const s = uniformCircle(body, omega) ?? (omega === null ? (vibrationsIn(body) ?? waveFromCrest(body) ?? waveOf(body)) : null);
  if (!s) return null;
  if (/下列|说法|正确|错误/.test(question)) return chooseStatements(raw, split, s);
  return answerAskedFact(text, split, s);
}

/** A blank asked of a wave told by the time its source first reaches the crest (the other kinds ask by choice only). */
function blankFromCrest(text: string): Solved | Refused | null {
  const blank = askedFromBlank(text);
  if (!blank) return null;
  const question = questionPart(blank.asked).text;
  if (/\d/.test(question)) return null;
  const s = waveFromCrest(blank.asked.slice(0, blank.asked.length - question.length));
  if (!s) return null;
  const out = answerAskedFact(blank.asked, null, s);
  return shownInUnit(out, blank.unit) ? out : null;
}
