import type { ChoiceSplit } from '../../math/answers/choice';
import type { Solved } from '../../types';
import { readOptionNumber } from '../choice';
import { solved } from '../outcome';
import { questionPart } from '../question';
import { uniqueEqualOption } from '../unique-option';
import { num } from './mechanics-answer';
import { normalizeMechanics } from './mechanics-reading';
import { math } from './units';

const NUM = String.raw`(\d+(?:\.\d+)?)(?:\s*×\s*10\^(-?\d+))?`;
const value = (m: RegExpMatchArray, i: number) => Number(m[i]) * 10 ** Number(m[i + 1] ?? 0);

function optionIn(text: string, unit: string): number | null {
  const o = readOptionNumber(text);
  if (!o?.unit) return null;
  try {
    return math.unit(o.value, o.unit).toNumber(unit);
  } catch {
    return null;
  }
}

/** What a stem says, each read once; null when a number is left that none of them takes. */
function readAll(stem: string, forms: Record<string, RegExp>): Record<string, RegExpMatchArray | undefined> | null {
  let rest = stem;
  const out: Record<string, RegExpMatchArray | undefined> = {};
  for (const [key, re] of Object.entries(forms)) {
    const found = [...rest.matchAll(new RegExp(re.source, 'g'))];
    if (found.length > 1) return null;
    out[key] = found[0];
    if (found[0]) rest = rest.replace(found[0][0], ' ');
  }
  return /\d/.test(rest.replace(/^\s*\d{1,3}\s*[.．、]\s*(?!\d)/, ' ')) ? null : out;
}

function finish(split: ChoiceSplit, result: number, unit: string, lines: string[], shown: string, note: string): Solved | null {
  const pick = uniqueEqualOption(result, split, (t) => optionIn(t, unit));
  if (typeof pick === 'string') return null;
  const markdown = ['**解**：', '', ...lines, '', `**答**：${shown}，与选项 ${pick.letter} 相等，选 ${pick.letter}。`].join('\n');
  return solved('physics', 'offline:physics', markdown, `${pick.letter}（${shown}）`, note, 'choice');
}

/**
 * A vehicle at its rated (or a constant) power on a level road: the top speed comes when the pull equals the
 * resistance, v_m = P/f. The resistance is a force, or a part of the weight (then the mass and g are needed). A mass
 * (or g) given beside a resistance in newtons is not needed for the top speed, and the solution says so.
 */
function topSpeed(stem: string, split: ChoiceSplit): Solved | null {
  if (
    !/额定(?:输出)?功率|恒定(?:的)?功率|功率(?:恒定|保持不变|不变)/.test(stem) ||
    !/最大(?:行驶)?速度|速度的最大值/.test(questionPart(stem).text) ||
    /斜|坡|加速度|匀加速|牵引力/.test(stem) ||
    !/水平|平直/.test(stem)
  )
    return null;
  const read = readAll(stem, {
    P: new RegExp(`(?:额定(?:输出)?功率|恒定(?:的)?功率|功率)(?:\\s*P)?\\s*(?:为|是|=|恒为)?\\s*${NUM}\\s*(kW|W|MW)(?![A-Za-z])`),
    share: new RegExp(
      `阻力(?:的)?(?:大小)?(?:恒为|恒定为|始终为|为|是|恒是|等于)?\\s*(?:车重|(?:汽车|列车|机车|车|其|它)?(?:所受)?(?:的)?(?:自身)?重力)的\\s*${NUM}\\s*倍`,
    ),
    f: new RegExp(`阻力(?:的)?(?:大小)?(?:恒为|恒定为|始终为|为|是|恒|大小恒为)?\\s*(?:f\\s*=\\s*)?${NUM}\\s*N(?![A-Za-z])`),
    m: new RegExp(`质量(?:为|是)?\\s*(?:m\\s*=\\s*)?${NUM}\\s*(kg|t)(?![A-Za-z])`),
    g: new RegExp(`g\\s*(?:取|=|为)\\s*${NUM}\\s*(?:m/s\\^2|N/kg)?`),
  });
  if (!read?.P || !read.f === !read.share) return null;
  const P = value(read.P, 1) * { kW: 1e3, W: 1, MW: 1e6 }[read.P[3] as 'kW' | 'W' | 'MW'];
  const m = read.m ? value(read.m, 1) * (read.m[3] === 't' ? 1e3 : 1) : undefined;
  const g = read.g ? value(read.g, 1) : undefined;
  const lines: string[] = [];
  let f: number;
  if (read.share) {
    if (m === undefined || g === undefined) return null;
    const k = value(read.share, 1);
    f = k * m * g;
    lines.push(`阻力 $f = kmg = ${num(k)} \\times ${num(m)} \\times ${num(g)}\\ \\mathrm{N} = ${num(f)}\\ \\mathrm{N}$。`, '');
  } else {
    f = value(read.f!, 1);
    const unused = [m !== undefined ? '质量' : '', g !== undefined ? '重力加速度' : ''].filter(Boolean).join('和');
    if (unused) lines.push(`题给的${unused}在求最大速度时用不到：速度最大时只需牵引力等于阻力。`, '');
  }
  const v = P / f;
  if (!(v > 0) || Math.abs(f * v - P) > 1e-9 * P) return null;
  lines.push(
    `以恒定功率行驶时 $P = Fv$，速度最大时牵引力等于阻力 $F = f$，所以 $v_m = \\frac{P}{f} = \\frac{${num(P)}}{${num(f)}}\\ \\mathrm{m/s} = ${num(v)}\\ \\mathrm{m/s}$。`,
    '',
    `**检验**：$fv_m = ${num(f)} \\times ${num(v)}\\ \\mathrm{W} = ${num(P)}\\ \\mathrm{W} = P$。`,
  );
  return finish(split, v, 'm/s', lines, `$v_m = ${num(v)}\\ \\mathrm{m/s}$`, '已核对阻力乘最大速度等于额定功率');
}

/**
 * Gravity's power on a body falling from rest (no drag): at a moment mgv with v = gt or √(2gh) at the ground; the
 * mean over an interval of the fall mg·Δh/Δt. Instantaneous or mean must be said or plain from the moment asked.
 */
function fallingPower(stem: string, split: ChoiceSplit): Solved | null {
  const question = questionPart(stem).text;
  if (
    !/自由下落|自由落下|由静止(?:开始)?(?:自由)?(?:下落|落下|释放)|自由落体/.test(stem) ||
    !/重力(?:做功)?的?(?:瞬时|平均)?功率/.test(question)
  )
    return null;
  if (/阻力(?!不计|可忽略)|斜|抛|弹/.test(stem.replace(/不计空气阻力|空气阻力不计|忽略空气阻力/g, ''))) return null;
  const read = readAll(stem, {
    g: new RegExp(`g\\s*(?:取|=|为)\\s*${NUM}\\s*(?:m/s\\^2)?`),
    m: new RegExp(`质量(?:为|是)?\\s*${NUM}\\s*kg`),
    h: new RegExp(`(?:高|高度为|离地|距地面|离地面)\\s*${NUM}\\s*m(?![A-Za-z/])`),
    at: new RegExp(`(?:第\\s*)?${NUM}\\s*s\\s*末`),
    kth: /第\s*(\d+)\s*s\s*内/,
    first: new RegExp(`前\\s*${NUM}\\s*s\\s*内`),
  });
  if (!read?.g || !read.m) return null;
  const [g, m] = [value(read.g, 1), value(read.m, 1)];
  const instant = /瞬时功率|末|落地(?:时|前(?:的)?瞬间)|到达地面时/.test(question) && !/平均/.test(question);
  const mean = /平均功率/.test(question) && (read.kth || read.first);
  const moments = [read.at, /落地|到达地面/.test(question) ? read.h : undefined].filter(Boolean);
  let P: number;
  let lines: string[];
  if (instant && !mean && moments.length === 1 && !read.kth && !read.first) {
    const v = read.at ? g * value(read.at, 1) : Math.sqrt(2 * g * value(read.h!, 1));
    if (read.at && read.h) return null;
    P = m * g * v;
    lines = [
      read.at
        ? `自由落体在 $t = ${num(value(read.at, 1))}\\ \\mathrm{s}$ 末的速度 $v = gt = ${num(v)}\\ \\mathrm{m/s}$。`
        : `落地时的速度 $v = \\sqrt{2gh} = ${num(v)}\\ \\mathrm{m/s}$。`,
      '',
      `重力的瞬时功率 $P = mgv = ${num(m)} \\times ${num(g)} \\times ${num(v)}\\ \\mathrm{W} = ${num(P)}\\ \\mathrm{W}$。`,
    ];
    const check = read.at ? m * g * g * value(read.at, 1) : m * g * Math.sqrt(2 * g * value(read.h!, 1));
    if (Math.abs(check - P) > 1e-9 * P) return null;
  } else if (mean && !instant && !read.at && !read.h && !(read.kth && read.first)) {
    const [t0, t1] = read.kth ? [Number(read.kth[1]) - 1, Number(read.kth[1])] : [0, value(read.first!, 1)];
    if (!(t1 > t0)) return null;
    const dh = (g * (t1 ** 2 - t0 ** 2)) / 2;
    P = (m * g * dh) / (t1 - t0);
    // The mean power is also mg times the mean speed g(t0 + t1)/2.
    if (Math.abs(m * g * ((g * (t0 + t1)) / 2) - P) > 1e-9 * P) return null;
    lines = [
      `从 $t = ${num(t0)}\\ \\mathrm{s}$ 到 $t = ${num(t1)}\\ \\mathrm{s}$ 下落的高度 $\\Delta h = \\frac{1}{2}g(t_2^2 - t_1^2) = ${num(dh)}\\ \\mathrm{m}$，`,
      '',
      `重力做功 $W = mg\\Delta h = ${num(m * g * dh)}\\ \\mathrm{J}$，平均功率 $\\bar{P} = \\frac{W}{\\Delta t} = ${num(P)}\\ \\mathrm{W}$。`,
    ];
  } else return null;
  return finish(split, P, 'W', lines, `$P = ${num(P)}\\ \\mathrm{W}$`, '已用另一种算法（mg 乘速度）复核功率');
}

/** Power as papers ask it of a vehicle at its rated power or of a falling body; null when neither is read whole. */
export function solvePowerKinds(_raw: string, split: ChoiceSplit | null): Solved | null {
  if (!split) return null;
  const stem = normalizeMechanics(split.stem);
  return topSpeed(stem, split) ?? fallingPower(stem, split);
}
