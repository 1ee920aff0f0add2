import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { questionPart } from '../question';
import { type Answer, finishMechanics, num } from './mechanics-answer';
import { normalizeMechanics } from './mechanics-reading';
import { strayNumbers } from './numbers';
import { findQuantities } from './quantities';

const RATING = /(?:(?:标有|铭牌上?标有|规格为)\s*["“「『]?|["“「『])\s*(\d+(?:\.\d+)?)\s*V\s*[,，、\s]?\s*(\d+(?:\.\d+)?)\s*W\s*["”」』]?/;
const OUTSIDE =
  /图|开关|电键|滑动|变阻器|电表|电容|电动机|两(?:个|只|盏)灯|并联|若(?!(?:把它|将它|把灯泡|将灯泡)?接(?:在|到|入))|如果|改为|换成|下列|正确的是|错误的是|内阻(?!\s*(?:不计|可忽略|忽略))/;
/** 「灯丝电阻不变」, 「不考虑温度对灯丝电阻的影响」: the lamp's resistance is its rated U² / P at any voltage. */
const STEADY = /电阻不变|不考虑温度|忽略温度|不计温度/;

/**
 * A lamp known by its rating 「6 V 3 W」 (「标有“220 V 40 W”」, or the quoted rating alone: 「一只“220 V 40 W”的电灯」): its resistance U₀² / P₀ and rated current P₀ / U₀; alone at another
 * voltage (its resistance said to stay the same) its actual power U² / R and current; in series with one resistor
 * across a source of voltage U while it glows normally (正常发光), the resistor's resistance (U − U₀) / I, its power,
 * or the source voltage from the resistor. Checked by the voltages (or powers) adding up. Every number used.
 */
export function solveRatedLamp(raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  const t = normalizeMechanics(split ? split.stem : raw)
    .replace(/欧姆|欧/g, 'Ω')
    .replace(/伏特|伏/g, 'V')
    .replace(/瓦特|瓦/g, 'W');
  const rating = RATING.exec(t);
  if (!rating || !/灯/.test(t) || OUTSIDE.test(t)) return null;
  const [U0, P0] = [Number(rating[1]), Number(rating[2])];
  if (!(U0 > 0 && P0 > 0)) return null;
  const rest = t.replace(rating[0], ' '.repeat(rating[0].length));
  const qs = findQuantities(rest);
  if (strayNumbers(rest, qs).length > 0) return null;
  const volts = qs.filter((q) => q.unit === 'V');
  const ohms = qs.filter((q) => q.unit === 'Ohm');
  if (volts.length + ohms.length !== qs.length || volts.length > 1 || ohms.length > 1) return null;
  const q = questionPart(t).text;
  const RL = (U0 * U0) / P0;
  const IL = P0 / U0;
  const lines = [
    `由铭牌，额定电压 $U_0 = ${num(U0)}\\ \\mathrm{V}$，额定功率 $P_0 = ${num(P0)}\\ \\mathrm{W}$：额定电流 $I_0 = \\frac{P_0}{U_0} = ${num(IL)}\\ \\mathrm{A}$，灯丝电阻 $R_L = \\frac{U_0^2}{P_0} = ${num(RL)}\\ \\Omega$。`,
  ];
  const series = /串联/.test(t);
  let answer: Answer;
  let check: string;
  if (!series) {
    if (ohms.length > 0) return null;
    if (volts.length === 0) {
      // The rating alone: the lamp's resistance or rated current.
      if (/电阻/.test(q) && !/电流/.test(q)) answer = { tex: 'R_L', value: RL, unit: 'ohm', unitTex: '\\Omega' };
      else if (/电流/.test(q) && /正常/.test(t) && !/电阻/.test(q)) answer = { tex: 'I_0', value: IL, unit: 'A', unitTex: 'A' };
      else return null;
      check = `$I_0R_L = ${num(IL * RL)}\\ \\mathrm{V} = U_0$。`;
    } else {
      // Alone at another voltage: only with its resistance said to stay the same.
      if (!STEADY.test(t)) return null;
      const U = volts[0].value;
      const I = U / RL;
      if (/实际功率|消耗的(?:电)?功率|电功率/.test(q) && !/电流/.test(q)) {
        lines.push(
          '',
          `接在 $U = ${num(U)}\\ \\mathrm{V}$ 的电压下，实际功率 $P = \\frac{U^2}{R_L} = ${num((U * U) / RL)}\\ \\mathrm{W}$。`,
        );
        answer = { tex: 'P', value: (U * U) / RL, unit: 'W', unitTex: 'W' };
      } else if (/电流/.test(q) && !/功率/.test(q)) {
        lines.push('', `实际电流 $I = \\frac{U}{R_L} = ${num(I)}\\ \\mathrm{A}$。`);
        answer = { tex: 'I', value: I, unit: 'A', unitTex: 'A' };
      } else return null;
      check = `$P = UI = ${num(U * I)}\\ \\mathrm{W}$，与 $\\frac{U^2}{R_L}$ 一致。`;
    }
  } else {
    // In series with one resistor, the lamp glowing normally: the current is its rated current.
    if (!/正常发光|正常工作/.test(t) || volts.length + ohms.length !== 1) return null;
    if (volts.length === 1) {
      const U = volts[0].value;
      if (!(U > U0)) return null;
      const R = (U - U0) / IL;
      if (/电阻|阻值/.test(q) && !/功率|电流|电压/.test(q)) {
        lines.push(
          '',
          `灯泡正常发光，电路中电流 $I = I_0$，串联电阻两端电压 $U_R = U - U_0 = ${num(U - U0)}\\ \\mathrm{V}$，$R = \\frac{U_R}{I} = ${num(R)}\\ \\Omega$。`,
        );
        answer = { tex: 'R', value: R, unit: 'ohm', unitTex: '\\Omega' };
      } else if (/功率/.test(q) && /电阻/.test(q) && !/总/.test(q)) {
        lines.push(
          '',
          `串联电阻消耗的功率 $P_R = U_RI = ${num(U - U0)} \\times ${num(IL)}\\ \\mathrm{W} = ${num((U - U0) * IL)}\\ \\mathrm{W}$。`,
        );
        answer = { tex: 'P_R', value: (U - U0) * IL, unit: 'W', unitTex: 'W' };
      } else return null;
      check = `$U_0 + IR = ${num(U0 + IL * R)}\\ \\mathrm{V} = U$；$P_0 + I^2R = ${num(P0 + IL * IL * R)}\\ \\mathrm{W} = UI$。`;
      if (Math.abs(U0 + IL * R - U) > 1e-9 * U) return null;
    } else {
      const R = ohms[0].value;
      if (!/电源(?:的)?电压|总电压/.test(q)) return null;
      const U = U0 + IL * R;
      lines.push(
        '',
        `灯泡正常发光，电流 $I = I_0$，电源电压 $U = U_0 + IR = ${num(U0)} + ${num(IL)} \\times ${num(R)}\\ \\mathrm{V} = ${num(U)}\\ \\mathrm{V}$。`,
      );
      answer = { tex: 'U', value: U, unit: 'V', unitTex: 'V' };
      check = `$\\frac{U}{R_L + R} = ${num(U / (RL + R))}\\ \\mathrm{A} = I_0$。`;
      if (Math.abs(U / (RL + R) - IL) > 1e-9 * IL) return null;
    }
  }
  return finishMechanics(lines, check, answer, '已核对各部分电压（功率）之和', split);
}
