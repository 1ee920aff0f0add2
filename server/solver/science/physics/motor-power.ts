import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { normalizeScienceText } from '../chem/normalize';
import { formatNumber } from '../format';
import { answerFromWorkedValues, type WorkedValue } from './worked-values-options';

const NUM = String.raw`(\d+(?:\.\d+)?)\s*(k|m)?(V|A|Ω)(?![A-Za-z])`;
const SCALE: Record<string, number> = { k: 1e3, m: 1e-3 };
/** Exam decorations that carry digits but no data: "3.", "(6 分)". */
const DECORATION = /^\s*\d{1,3}\s*[.．、]\s*(?!\d)|[(（]\s*\d{1,2}\s*分\s*[)）]/g;
/**
 * What the kind is not: a stalled motor (a plain resistor), a motor on a source with its own resistance or beside other
 * parts, a motor lifting a load (the output is then read from the load), energy over a time, a figure.
 */
const OUTSIDE =
  /卡住|挡住|卡死|不转|不能转|无法转|停转|停止转|停止运转|故障|电动势|电源(?:的)?内阻|串联|并联|灯|电阻器|变阻器|提升|吊起|重物|拉动|时间|秒|分钟|小时|热量|焦耳(?!热)|图|电表|示数/;

/**
 * A running motor with the voltage across it U, the current I and the coil's resistance r: the power taken in is UI,
 * the coil turns I²r into heat, the rest UI − I²r is the mechanical output, and the efficiency is the output over
 * the input. Each number is read by its unit (V, A, Ω), each once and nothing else in the stem. Null when the
 * problem is not exactly that.
 */
export function solveMotorPower(_raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  if (!split) return null;
  const t = normalizeScienceText(split.stem)
    .replace(/\s+/g, ' ')
    .replace(/欧姆|欧/g, 'Ω');
  if (!/电动机|马达/.test(t) || OUTSIDE.test(t)) return null;
  const read: Partial<Record<'V' | 'A' | 'Ω', number>> = {};
  let rest = t;
  for (const m of t.matchAll(new RegExp(NUM, 'g'))) {
    const unit = m[3] as 'V' | 'A' | 'Ω';
    if (read[unit] !== undefined) return null;
    read[unit] = Number(m[1]) * (m[2] ? SCALE[m[2]] : 1);
    rest = rest.replace(m[0], ' ');
  }
  const { V: U, A: I, Ω: r } = read;
  if (!U || !I || !r || /\d/.test(rest.replace(DECORATION, ' ').replace(/[URIr]\s*=/g, ' '))) return null;
  // The coil's resistance must be said as the motor's (线圈 / 内阻 / 电动机的电阻), not some other resistor's.
  if (!/(?:线圈|内阻|电动机的电阻|电动机电阻)/.test(t)) return null;
  const input = U * I;
  const heat = I * I * r;
  const output = input - heat;
  if (!(output > 0)) return null;
  const f = (x: number) => formatNumber(x, 6).latex;
  const values: WorkedValue[] = [
    {
      name: '输入功率（消耗的电功率）',
      words: /输入(?:的)?(?:电)?功率|消耗的电功率|消耗的总功率|总功率|(?<!输出的)电功率/,
      value: input,
      unit: 'W',
    },
    { name: '发热功率', words: /发热功率|热功率|发热的功率|(?:线圈|内阻)(?:上|中)?(?:消耗|损耗)的功率/, value: heat, unit: 'W' },
    { name: '输出的机械功率', words: /输出(?:的)?(?:机械)?功率|机械功率/, value: output, unit: 'W' },
    { name: '效率', words: /效率/, value: output / input, percent: true },
  ];
  const steps = [
    `$P_{\\text{入}} = UI = ${f(U)} \\times ${f(I)}\\ \\mathrm{W} = ${f(input)}\\ \\mathrm{W}$`,
    `$P_{\\text{热}} = I^2 r = ${f(I)}^2 \\times ${f(r)}\\ \\mathrm{W} = ${f(heat)}\\ \\mathrm{W}$`,
    `$P_{\\text{出}} = P_{\\text{入}} - P_{\\text{热}} = ${f(output)}\\ \\mathrm{W}$，$\\eta = \\frac{P_{\\text{出}}}{P_{\\text{入}}} = ${formatNumber((output / input) * 100, 4).latex}\\%$`,
  ];
  return answerFromWorkedValues(
    _raw,
    split,
    values,
    '电动机正常转动时不是纯电阻：输入的电功率 $UI$ 一部分在线圈电阻上发热 $I^2r$，其余转化为机械功率，$P_{\\text{出}} = UI - I^2 r$。',
    steps,
  );
}
