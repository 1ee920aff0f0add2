import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { formatNumber } from '../format';
import { refused, solved } from '../outcome';
import { uniqueEqualOption } from '../unique-option';
import { compactStem, unreadDigits } from './compact-stem';
import { readRatioOption } from './ratio-option';
import { pickSymbolicOption } from './symbolic-options';

/** A length as the problem gives it: a letter (R, d, h) or a number with its unit. */
interface Length {
  letter?: string;
  metres?: number;
  text: string;
}

const LENGTH = String.raw`([A-Za-z])(?![A-Za-z])|(\d+(?:\.\d+)?)\s*(km|m)(?![A-Za-z/])`;
const UNIT: Record<string, number> = { km: 1000, m: 1 };

function lengthOf(m: RegExpExecArray, at: number, text: string): Length {
  return m[at] ? { letter: m[at], text } : { metres: Number(m[at + 1]) * UNIT[m[at + 2]], text };
}

/** 「半径为 R」「半径是 6400 km」: the body's radius, said once. */
function readRadius(t: string): Length | null {
  const hits = [...t.matchAll(new RegExp(String.raw`半径(?:约)?(?:为|是|=)\s*(?:${LENGTH})`, 'g'))];
  if (hits.length !== 1) return null;
  return lengthOf(hits[0] as RegExpExecArray, 1, hits[0][0]);
}

/** 「矿井深度为 d」「深为 d 的矿井」「地面下 d 深处」: how far below the surface. */
function readDepth(t: string): Length | null {
  const re = new RegExp(
    String.raw`(?:(?:井|隧道|洞)(?:的)?深(?:度)?(?:约)?(?:为|是|=)?\s*(?:${LENGTH}))|(?:深(?:度)?(?:为|是)\s*(?:${LENGTH})\s*的(?:矿井|竖井|深井))|(?:(?:地面|地表|表面)(?:以)?下(?:深)?\s*(?:${LENGTH})\s*(?:深)?处)`,
    'g',
  );
  const hits = [...t.matchAll(re)];
  if (hits.length !== 1) return null;
  const m = hits[0] as RegExpExecArray;
  const at = m[1] || m[2] ? 1 : m[4] || m[5] ? 4 : 7;
  return lengthOf(m, at, m[0]);
}

/** 「离地面高度为 h 处」「距地面 h 高处」: how far above the surface. */
function readHeight(t: string): Length | null {
  const re = new RegExp(
    String.raw`(?:(?:离|距)(?:地面|地球表面|表面)(?:的)?(?:高度)?(?:为|是)?\s*(?:${LENGTH})\s*(?:高)?处)|(?:高度(?:为|是)\s*(?:${LENGTH})\s*(?:的|处))`,
    'g',
  );
  const hits = [...t.matchAll(re)];
  if (hits.length !== 1) return null;
  const m = hits[0] as RegExpExecArray;
  return lengthOf(m, m[1] || m[2] ? 1 : 4, m[0]);
}

const SURFACE = /地面|地表|地球表面|星球表面|表面/;
const DEEP = /彼处|井底|矿井底部|矿井底|底部|深处|地下|隧道/;
const HIGH = /彼处|高处|该处|该高度|轨道处|高空/;

/**
 * Which way round the ratio is asked: 「矿井底部和地面处的重力加速度之比」 is below : surface, 「地面处与井底…之比」 the
 * other way, 「井底的重力加速度是地面处的几倍」 below : surface. Null when the question is not one such ratio.
 */
function readOrder(asked: string, other: RegExp): 'other-first' | 'surface-first' | null {
  if (!/重力加速度/.test(asked)) return null;
  const ratio = /之比|比值/.test(asked);
  const times = /是.{0,12}(?:地面|地表|表面)(?:处)?(?:重力加速度)?的(?:几|多少)倍/.test(asked);
  if (ratio === times) return null;
  const s = asked.search(SURFACE);
  const o = asked.search(other);
  if (s < 0 || o < 0) return null;
  if (times) return o < s ? 'other-first' : null;
  return o < s ? 'other-first' : 'surface-first';
}

/**
 * Gravity below or above the surface of a uniform spherical body, against its surface value: inside, the shell
 * outside pulls nothing and the mass within grows as r³, so g ∝ r and g(d)/g₀ = (R − d)/R; above, g ∝ 1/r² and
 * g(h)/g₀ = R²/(R + h)². The radius and the depth (or height) are letters or lengths; options are expressions in
 * those letters or numbers. Refused: a depth without the body's mass said to be uniform (g ∝ r needs it), rotation.
 */
export function solveGravityDepthRatio(_raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  if (!split) return null;
  // 「不计地球自转」 says rotation plays no part; any other mention of it does.
  const t = compactStem(split.stem).replace(/(?:不计|不考虑|忽略)(?:地球|星球|天体)?(?:的)?自转(?:的影响)?/g, '');
  if (!/重力加速度/.test(t) || !/球/.test(t) || !/之比|比值|几倍|多少倍/.test(t)) return null;
  // 「之差与…之比」 or 「之和」 asks another quantity built from the two values.
  if (/自转|角速度|赤道|两极|纬度|卫星|周期|空腔|挖去|图|之差|之和|差值/.test(t)) return null;
  const radius = readRadius(t);
  const depth = readDepth(t);
  const height = readHeight(t);
  // A depth and a height both: the ratio is between two places, neither of them the surface.
  if (!radius || (!depth && !height) || (depth && height)) return null;
  const along = (depth ?? height)!;
  // A second place said in words the readers above do not take (「地面以上高 d 处」, 「井下深 d 处」) is still a second place.
  const left = t.replace(along.text, ' ');
  if (depth ? /以上|上方|高空|高\s*\$?[A-Za-z\d]/.test(left) : /以下|下方|井|深/.test(left)) return null;
  // The asked clause, with the place the problem described (「距地面高度为 h 处」) standing as one word.
  const parts = t.replace(along.text, '彼处').split(/[,，。；;]/);
  const at = parts.findLastIndex((c) => /重力加速度/.test(c));
  // 「在深为 d 的矿井底部，重力加速度与地面处…之比」: the place stands in the clause before the asked one.
  const before = at > 0 && /^在/.test(parts[at - 1]) ? parts[at - 1] : '';
  const asked = at < 0 ? '' : before + parts[at];
  // 「离地面…处」 left in the asked clause names another place, not the surface.
  if (/(?:离|距)(?:地面|地表|地球表面|表面)/.test(asked)) return null;
  const order = readOrder(asked, depth ? DEEP : HIGH);
  if (!order) return null;
  if (depth && !/(?:质量|密度)分布均匀|均匀(?:的)?球体|密度均匀/.test(t)) {
    return refused(
      'physics',
      '地面以下的重力加速度与深度成线性关系，要假定球体质量分布均匀；题目没有说明这一点，为避免给出错误答案，暂不作答。',
      'choice',
    );
  }
  if (unreadDigits(t, [radius.text, along.text])) return null;
  const symbolic = radius.letter !== undefined;
  if (symbolic !== (along.letter !== undefined)) return null;
  if (symbolic && radius.letter === along.letter) return null;
  const inward = (R: number, x: number) => (depth ? (R - x) / R : (R / (R + x)) ** 2);
  const value = (R: number, x: number) => (order === 'other-first' ? inward(R, x) : 1 / inward(R, x));
  const where = depth ? '矿井底部' : '高处';
  const lawTex = depth ? "\\frac{g'}{g} = \\frac{R-d}{R}" : "\\frac{g'}{g} = \\frac{R^2}{(R+h)^2}";
  const reason = depth
    ? "质量分布均匀的球壳对壳内物体的引力为零，深 $d$ 处只受半径 $R-d$ 的球体吸引：$g' = \\frac{GM'}{(R-d)^2}$，$M' = \\frac{(R-d)^3}{R^3}M$，所以 $g' = \\frac{R-d}{R}\\cdot\\frac{GM}{R^2}$。"
    : "球体外距球心 $r$ 处 $g' = \\frac{GM}{r^2}$，地面处 $g = \\frac{GM}{R^2}$，$r = R + h$。";
  const orderText = order === 'other-first' ? `${where}比地面` : `地面比${where}`;
  const head = [`**思路**：${reason}`, '', `$$${lawTex}$$`, ''];
  let pick: { letter: string; text: string } | { refuse: string };
  let answer: string;
  if (symbolic) {
    const R = radius.letter!;
    const x = along.letter!;
    pick = pickSymbolicOption(
      (env) => value(env[R], env[x]),
      [R, x],
      split,
      (env) => env[x] < env[R],
    );
    const ratioTex = depth ? `\\frac{${R}-${x}}{${R}}` : `\\frac{${R}^2}{(${R}+${x})^2}`;
    answer = order === 'other-first' ? `$${ratioTex}$` : `$\\left(${ratioTex}\\right)^{-1}$`;
  } else {
    const R = radius.metres!;
    const x = along.metres!;
    if (!(R > 0 && x > 0) || (depth && x >= R)) return null;
    const v = value(R, x);
    const hit = uniqueEqualOption(v, split, readRatioOption);
    pick =
      typeof hit === 'string'
        ? { refuse: '算出的比值和选项对不上，为避免选错，暂不作答。' }
        : { letter: hit.letter, text: hit.text.trim() };
    const shown = formatNumber(v, 4);
    answer = `$${shown.approx ? '\\approx' : '='} ${shown.latex}$`;
  }
  if ('refuse' in pick) return refused('physics', `${pick.refuse}可以请老师帮忙核对。`, 'choice');
  const markdown = [...head, `**答**：${orderText}的重力加速度之比为 ${answer}。`].join('\n');
  return solved(
    'physics',
    'offline:physics',
    `${markdown}\n\n**对照选项**：与选项 ${pick.letter}（${pick.text}）一致，其余选项代入数值核对都不相等。`,
    `${pick.letter}（${answer}）`,
    '已由球壳定理（球内 g ∝ r，球外 g ∝ 1/r²）计算，并把每个选项代入多组数值逐一核对',
    'choice',
  );
}
