import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { normalizeScienceText } from '../chem/normalize';
import { formatNumber } from '../format';
import { readAlternating } from './alternating-expression';
import { answerFromWorkedValues, type WorkedValue } from './worked-values-options';

/** Exam decorations that carry digits but no data: "3.", "(6 分)". */
const DECORATION = /^\s*\d{1,3}\s*[.．、]\s*(?!\d)|[(（]\s*\d{1,2}\s*分\s*[)）]/g;
/** A transformer, other parts of a circuit, a figure, a value at a moment: not this kind. */
const OUTSIDE = /变压器|图|二极管|电容|电感|串联|并联|灯|电动机|瞬时值为|时刻|时电|保险丝|熔断|耐压|击穿/;

/**
 * A sinusoidal voltage, emf or current given by its expression: the maximum is the amplitude, the effective value
 * the amplitude over √2, f = ω/2π and T = 2π/ω; a voltage across one resistor also gives the current and the power
 * through the effective values. Every number of the stem is the expression's or the resistor's. Null when the
 * problem is not exactly that.
 */
export function solveAlternatingValues(raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  if (!split) return null;
  const t = normalizeScienceText(split.stem)
    .replace(/\s+/g, ' ')
    .replace(/欧姆|欧/g, 'Ω');
  if (OUTSIDE.test(t)) return null;
  const found = readAlternating(t);
  if (found.length !== 1) return null;
  const ac = found[0];
  let rest = t.replace(ac.text, ' ');
  const resistor = [...rest.matchAll(/(\d+(?:\.\d+)?)\s*Ω/g)];
  if (resistor.length > 1 || (resistor.length === 1 && (ac.symbol === 'i' || !/电阻/.test(t)))) return null;
  const R = resistor.length ? Number(resistor[0][1]) : null;
  if (resistor.length) rest = rest.replace(resistor[0][0], ' ');
  if (/\d/.test(rest.replace(DECORATION, ' ').replace(/R\s*=/g, ' '))) return null;
  const f = (x: number) => formatNumber(x, 6).latex;
  const rms = ac.peak / Math.SQRT2;
  const freq = ac.omega / (2 * Math.PI);
  const noun = ac.symbol === 'i' ? '电流' : ac.symbol === 'e' ? '电动势' : '电压';
  const values: WorkedValue[] = [
    { name: `${noun}的最大值`, words: /最大值|峰值/, value: ac.peak, unit: ac.unit },
    {
      name: `${noun}的有效值`,
      words: ac.symbol === 'i' ? /有效值|电流表(?:的)?(?:读数|示数)/ : /(?<!电流(?:的)?)有效值|电压表(?:的)?(?:读数|示数)/,
      value: rms,
      unit: ac.unit,
    },
    { name: '频率', words: /频率/, value: freq, unit: 'Hz' },
    { name: '周期', words: /周期/, value: 1 / freq, unit: 's' },
  ];
  const steps = [
    `最大值 $${ac.symbol === 'i' ? 'I' : 'U'}_m = ${f(ac.peak)}\\ \\mathrm{${ac.unit}}$，有效值 $\\frac{${ac.symbol === 'i' ? 'I' : 'U'}_m}{\\sqrt{2}} = ${f(rms)}\\ \\mathrm{${ac.unit}}$`,
    `$\\omega = ${f(ac.omega / Math.PI)}\\pi\\ \\mathrm{rad/s}$，$f = \\frac{\\omega}{2\\pi} = ${f(freq)}\\ \\mathrm{Hz}$，$T = \\frac{1}{f} = ${f(1 / freq)}\\ \\mathrm{s}$`,
  ];
  if (R !== null) {
    values.push(
      { name: '电流的有效值', words: /电流|电流表/, value: rms / R, unit: 'A' },
      { name: '电阻消耗的电功率', words: /功率/, value: (rms * rms) / R, unit: 'W' },
    );
    steps.push(
      `$I = \\frac{U}{R} = ${f(rms / R)}\\ \\mathrm{A}$，$P = \\frac{U^2}{R} = ${f((rms * rms) / R)}\\ \\mathrm{W}$（功率要用有效值算）`,
    );
  }
  return answerFromWorkedValues(
    raw,
    split,
    values,
    `正弦式交变${noun}的表达式 $${ac.symbol} = ${ac.symbol === 'i' ? 'I' : ac.symbol === 'e' ? 'E' : 'U'}_m\\sin\\omega t$ 中，系数是最大值，有效值是最大值的 $\\frac{1}{\\sqrt{2}}$，$\\omega = 2\\pi f$。`,
    steps,
  );
}
