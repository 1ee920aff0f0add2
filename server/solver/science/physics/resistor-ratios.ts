import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { normalizeScienceText } from '../chem/normalize';
import { formatNumber } from '../format';
import { answerFromWorkedValues, type WorkedValue } from './worked-values-options';

/** The stem asks a ratio of the two resistors' currents, voltages or powers. */
export const ASKS_RESISTOR_RATIO = /(?:电流|电压|功率|热量)(?:的大小)?之比/;

/**
 * Two resistors in series share the current, so their voltages and powers go as R₁ : R₂; in parallel they share the
 * voltage, so their currents and powers go as R₂ : R₁ (heat in the same time as the power). The options are read as
 * worked values: one ratio, two with 「分别」, or statements.
 */
export function answerResistorRatios(raw: string, split: ChoiceSplit, series: boolean, R1: number, R2: number): Solved | Refused | null {
  // Every ratio is worked as first : second; an ask that names the second resistor first is not read.
  const ask = normalizeScienceText(split.stem)
    .replace(/\s+/g, '')
    .replace(/R_?\{?([12])\}?/g, 'R$1');
  const at = ask.search(ASKS_RESISTOR_RATIO);
  const clause = ask.slice(Math.max(...['，', ',', '。', '；', ';'].map((p) => ask.lastIndexOf(p, at))) + 1);
  if (/R2.*R1|乙.*甲/.test(clause.slice(0, clause.search(ASKS_RESISTOR_RATIO))) || /[IUPQ]_?\{?2\}?:[IUPQ]_?\{?1/.test(ask)) return null;
  // A ratio to the whole circuit (总电压, 干路电流, 总功率) in the asking clause is not one of the two resistors'.
  if (/总|干路|电源|整个电路|电路(?:两端|消耗)/.test(clause)) return null;
  // Options naming the second resistor first (「通过 R2 与 R1 的电流之比」) are not read.
  for (const o of split.options) {
    const text = normalizeScienceText(o.text)
      .replace(/\s+/g, '')
      .replace(/R_?\{?([12])\}?/g, 'R$1');
    if (/R2.*R1|乙.*甲/.test(text)) return null;
  }
  const f = (x: number) => formatNumber(x, 6).latex;
  const values: WorkedValue[] = [
    { name: '电流之比 $I_1 : I_2$', words: /电流(?:的大小)?之比/, value: series ? 1 : R2 / R1, ratio: true, order: ['1', '2'] },
    { name: '电压之比 $U_1 : U_2$', words: /电压(?:的大小)?之比/, value: series ? R1 / R2 : 1, ratio: true, order: ['1', '2'] },
    { name: '电功率之比 $P_1 : P_2$', words: /功率(?:的大小)?之比/, value: series ? R1 / R2 : R2 / R1, ratio: true, order: ['1', '2'] },
    {
      name: '相同时间内产生的热量之比',
      words: /(?:相同|相等|同样)时间内?.{0,8}热量(?:的大小)?之比/,
      value: series ? R1 / R2 : R2 / R1,
      ratio: true,
      order: ['1', '2'],
    },
  ];
  const idea = series
    ? '串联电路中电流处处相等，由 $U = IR$、$P = I^2R$ 知电压、功率都与电阻成正比。'
    : '并联电路中各支路两端电压相等，由 $I = \\frac{U}{R}$、$P = \\frac{U^2}{R}$ 知电流、功率都与电阻成反比。';
  const steps = [
    `$R_1 : R_2 = ${f(R1)} : ${f(R2)}$`,
    series
      ? `$I_1 : I_2 = 1 : 1$，$U_1 : U_2 = P_1 : P_2 = R_1 : R_2 = ${f(R1 / R2)} : 1$`
      : `$U_1 : U_2 = 1 : 1$，$I_1 : I_2 = P_1 : P_2 = R_2 : R_1 = ${f(R2 / R1)} : 1$`,
  ];
  return answerFromWorkedValues(raw, split, values, idea, steps);
}
