import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { formatNumber } from '../format';
import { refused, solved } from '../outcome';
import { uniqueEqualOption } from '../unique-option';
import { compactStem, unreadDigits } from './compact-stem';
import { readNumericExpression } from './symbolic-options';

const NUMBER = String.raw`(\d+(?:\.\d+)?|\\frac\{\d+\}\{\d+\})`;
const KINETIC = '动能';
const POTENTIAL = '(?:重力)?势能';

const value = (s: string): number => {
  const f = /^\\frac\{(\d+)\}\{(\d+)\}$/.exec(s);
  return f ? Number(f[1]) / Number(f[2]) : Number(s);
};

/**
 * How the kinetic energy at the launch compares with the potential energy there, as Ek / Ep: 「动能与重力势能恰好
 * 相等」 1, 「动能是重力势能的 3 倍」 3, 「重力势能是动能的 2 倍」 1/2, 「动能与重力势能之比为 1:3」 1/3. Null when it
 * is not said exactly once.
 */
function readEnergyRatio(t: string): { ratio: number; text: string } | null {
  const forms: [RegExp, (m: RegExpExecArray) => number][] = [
    [new RegExp(`${KINETIC}(?:与|和|跟)${POTENTIAL}(?:恰好|正好|刚好)?相等`), () => 1],
    [new RegExp(`${POTENTIAL}(?:与|和|跟)${KINETIC}(?:恰好|正好|刚好)?相等`), () => 1],
    [new RegExp(`${KINETIC}(?:恰好|正好|刚好)?(?:是|为|等于)(?:其)?${POTENTIAL}的\\s*${NUMBER}\\s*倍`), (m) => value(m[1])],
    [new RegExp(`${POTENTIAL}(?:恰好|正好|刚好)?(?:是|为|等于)(?:其)?${KINETIC}的\\s*${NUMBER}\\s*倍`), (m) => 1 / value(m[1])],
    [
      new RegExp(`${KINETIC}(?:与|和|跟)${POTENTIAL}之比(?:为|是|等于)\\s*${NUMBER}\\s*[:：∶]\\s*${NUMBER}`),
      (m) => value(m[1]) / value(m[2]),
    ],
    [
      new RegExp(`${POTENTIAL}(?:与|和|跟)${KINETIC}之比(?:为|是|等于)\\s*${NUMBER}\\s*[:：∶]\\s*${NUMBER}`),
      (m) => value(m[2]) / value(m[1]),
    ],
  ];
  const hits = forms.flatMap(([re, read]) => {
    const m = re.exec(t);
    return m ? [{ ratio: read(m), text: m[0] }] : [];
  });
  if (hits.length !== 1 || !(hits[0].ratio > 0) || !Number.isFinite(hits[0].ratio)) return null;
  return hits[0];
}

/** An angle option in radians: 「\frac{\pi}{4}」, 「45°」, 「arctan 2」; null otherwise. */
function readAngle(text: string): number | null {
  const t = compactStem(text).replace(/\s+/g, '');
  const degrees = /^(\d+(?:\.\d+)?)(?:°|\^\{?°\}?|度)$/.exec(t);
  if (degrees) return (Number(degrees[1]) * Math.PI) / 180;
  const v = readNumericExpression(text);
  return v !== null && v > 0 && v < Math.PI / 2 ? v : null;
}

/**
 * A body thrown horizontally, the ground the zero of potential energy, its kinetic energy at the launch a given
 * multiple of its potential energy there: ½mv₀² = k·mgh, and on landing v_y² = 2gh, so tanθ = v_y/v₀ = √(Ep/Ek)
 * for the angle with the horizontal (the complement with the vertical). Refused: no zero level said, or one that is
 * not the ground (Ep would not be mgh), a throw at an angle, drag.
 */
export function solveThrowEnergyAngle(_raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  if (!split) return null;
  const t = compactStem(split.stem).replace(/不计空气阻力|空气阻力不计|忽略空气阻力|空气阻力可忽略|不考虑空气阻力/g, '');
  if (!/水平抛出|平抛|水平射出|水平飞出|水平扔出|水平击出/.test(t)) return null;
  if (!/势能/.test(t) || !/动能/.test(t)) return null;
  const clauses = t.split(/[,，。;；]/).filter((c) => c.trim());
  const asked = clauses[clauses.length - 1] ?? '';
  const direction = /落地时.{0,8}速度(?:的)?方向与(水平|竖直)(?:方向|面|地面)?(?:的|之间的)?夹角/.exec(asked);
  if (!direction) return null;
  if (/斜面|斜抛|斜向|上抛|下抛|阻力|风|电场|磁场|图|墙|台阶/.test(t)) return null;
  const energies = readEnergyRatio(t);
  if (!energies || !/抛出(?:点|时|瞬间)/.test(t)) return null;
  const zero =
    /(?:水平)?(?:地面|落地点所在(?:的)?水平面)(?:为|作为)(?:(?:重力)?势能(?:的)?零(?:点|势能面|参考面)?|零势能(?:面|点|参考面)?|(?:重力势能的)?参考(?:平)?面)|(?:地面|水平地面)(?:处)?(?:的)?(?:重力)?势能为零/.exec(
      t,
    );
  if (!zero) {
    return refused(
      'physics',
      '抛出点的重力势能要以地面为零势能面才等于 mgh；题目没有说明零势能面在地面，为避免给出错误答案，暂不作答。',
      'choice',
    );
  }
  if (unreadDigits(t, [energies.text, zero[0]])) return null;
  const k = energies.ratio;
  const fromHorizontal = Math.atan(Math.sqrt(1 / k));
  const angle = direction[1] === '水平' ? fromHorizontal : Math.PI / 2 - fromHorizontal;
  const hit = uniqueEqualOption(angle, split, readAngle);
  if (typeof hit === 'string') {
    return refused('physics', '算出的角度和选项对不上（或有选项读不懂），为避免选错，暂不作答。可以请老师帮忙核对。', 'choice');
  }
  const degrees = formatNumber((angle * 180) / Math.PI, 4);
  const kTex = formatNumber(k, 4).latex;
  const markdown = [
    '**思路**：以地面为零势能面，抛出点高 $h$ 处 $E_p = mgh$，$E_k = \\frac{1}{2}mv_0^2$；落地时竖直分速度 $v_y^2 = 2gh$。',
    '',
    `$$\\tan\\theta = \\frac{v_y}{v_0} = \\sqrt{\\frac{2gh}{v_0^2}} = \\sqrt{\\frac{E_p}{E_k}} = \\sqrt{\\frac{1}{${kTex}}}$$`,
    '',
    `其中 $\\theta$ 是速度与水平方向的夹角${direction[1] === '竖直' ? '，与竖直方向的夹角为 $90^\\circ - \\theta$' : ''}。`,
    '',
    `**答**：落地时速度方向与${direction[1]}方向的夹角为 $${degrees.approx ? '\\approx' : ''}${degrees.latex}^\\circ$。`,
  ].join('\n');
  return solved(
    'physics',
    'offline:physics',
    `${markdown}\n\n**对照选项**：与选项 ${hit.letter}（${hit.text.trim()}）一致，其余选项都不相等。`,
    `${hit.letter}（$${degrees.latex}^\\circ$）`,
    '已由平抛运动的分解和抛出点的动能、势能计算，并逐一核对各选项',
    'choice',
  );
}
