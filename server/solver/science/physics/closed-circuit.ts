import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { questionPart } from '../question';
import { type Answer, finishMechanics, num } from './mechanics-answer';
import { normalizeMechanics } from './mechanics-reading';
import { strayNumbers } from './numbers';
import { findQuantities } from './quantities';
import { answerFromWorkedValues, type WorkedValue } from './worked-values-options';

// 「每节电动势为 1.5 V」「两节干电池」: a battery of several cells is not the one source whose E and r are told.
const OUTSIDE =
  /图|开关|电键|滑动|变阻器|电表|电容|电动机|灯|两个电阻|R_?\s*2|R2|串联|并联|若|如果|改为|换成|短路|每一?节|电池组|(?:[两二三四五六七八九十几多]|\d+\s*)节/;
/** Statements are read only with their options (each option names one worked value). */
const STATEMENTS = /下列|正确的是|错误的是/;

/** The words each worked value is named by in an option or an ask; none names another (内电阻 is not 电阻). */
const WORDS: Record<Asked, RegExp> = {
  I: /电流/,
  U: /路端电压|外电压|(?<!内)端电压|(?<!内[部的]{0,2})电阻两端的?电压/,
  Ur: /内电压|内(?:电)?阻(?:上|两端)的?电压/,
  Pout: /输出(?:电)?功率|外电路(?:消耗的)?(?:电)?功率|(?<!内[部的]{0,2})电阻(?:上)?(?:消耗的)?(?:电|热)?功率/,
  Ptotal: /总功率/,
  Pr: /内(?:电)?阻(?:上)?(?:消耗的|的)?(?:电|热)?功率|内电路(?:消耗的)?功率/,
  eta: /效率/,
};

type Asked = 'I' | 'U' | 'Ur' | 'Pout' | 'Ptotal' | 'Pr' | 'eta';

/** What is asked, by the usual words; undefined when none or two. */
function askedOf(q: string): Asked | undefined {
  const found: Asked[] = [];
  if (/效率/.test(q)) found.push('eta');
  else if (/输出功率|外电路(?:消耗的)?(?:电)?功率|电阻(?:消耗的)?(?:电)?功率/.test(q)) found.push('Pout');
  else if (/总功率/.test(q)) found.push('Ptotal');
  else if (/内阻(?:上)?(?:消耗的|的)?(?:热)?功率|内电路(?:消耗的)?功率/.test(q)) found.push('Pr');
  else if (/功率/.test(q)) return undefined;
  if (/路端电压|外电压|(?:外)?电阻两端的?电压|端电压/.test(q)) found.push('U');
  else if (/内电压|内阻(?:上|两端)的?电压/.test(q)) found.push('Ur');
  else if (/电压/.test(q)) return undefined;
  if (/电流/.test(q)) found.push('I');
  return found.length === 1 ? found[0] : undefined;
}

/**
 * A source of EMF E with internal resistance r across one external resistance R (闭合电路欧姆定律): I = E / (R + r),
 * the terminal voltage IR, the internal voltage Ir, output, total and internal power, efficiency R / (R + r).
 * E, r and R each read by its name; checked by E = U + Ir and by the powers adding up. Null otherwise.
 */
export function solveClosedCircuit(raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  const t = normalizeMechanics(split ? split.stem : raw).replace(/欧姆|欧/g, 'Ω');
  if (!/电动势/.test(t) || !/内阻|内电阻/.test(t) || OUTSIDE.test(t) || (STATEMENTS.test(t) && !split)) return null;
  const qs = findQuantities(t);
  if (strayNumbers(t, qs).length > 0) return null;
  const volts = qs.filter((q) => q.unit === 'V');
  const ohms = qs.filter((q) => q.unit === 'Ohm');
  if (volts.length !== 1 || ohms.length !== 2 || qs.length !== 3) return null;
  const named = (q: (typeof qs)[number], re: RegExp) => re.test(t.slice(Math.max(0, q.index - 10), q.index));
  if (!named(volts[0], /电动势(?:\s*E)?\s*(?:为|是|=|:)?\s*$/)) return null;
  const inner = ohms.filter((q) => named(q, /内(?:电)?阻(?:\s*r)?\s*(?:为|是|=|:)?\s*$/));
  if (inner.length !== 1) return null;
  const outer = ohms.find((q) => q !== inner[0])!;
  // The external resistance by its own words (外电阻, 外接, 接一个, 电阻 R, 「5 Ω 的定值电阻」), never the internal one again.
  const before = t.slice(Math.max(0, outer.index - 12), outer.index);
  if (!/外|接|电阻/.test(before) && !/^\s*的\s*(?:定值|外)?电阻/.test(t.slice(outer.end, outer.end + 8))) return null;
  // 「电路的总电阻为 6 Ω」 is R + r, not the outer resistor (「外电路的总电阻」 is).
  if (/(?<!外电路的?)总电阻/.test(before)) return null;
  const [E, r, R] = [volts[0].value, inner[0].value, outer.value];
  if (!(E > 0 && r > 0 && R > 0)) return null;
  if (split) return closedCircuitOptions(raw, split, E, r, R);
  const asked = askedOf(questionPart(t).text);
  if (!asked) return null;
  const I = E / (R + r);
  const U = I * R;
  const lines = [
    `由闭合电路欧姆定律 $I = \\frac{E}{R + r} = \\frac{${num(E)}}{${num(R)} + ${num(r)}}\\ \\mathrm{A} = ${num(I)}\\ \\mathrm{A}$。`,
  ];
  const values: Record<Asked, [string, number, string | undefined, string]> = {
    I: ['I', I, 'A', ''],
    U: ['U', U, 'V', `路端电压 $U = IR = ${num(I)} \\times ${num(R)}\\ \\mathrm{V} = ${num(U)}\\ \\mathrm{V}$。`],
    Ur: ['U_r', I * r, 'V', `内电压 $U_r = Ir = ${num(I)} \\times ${num(r)}\\ \\mathrm{V} = ${num(I * r)}\\ \\mathrm{V}$。`],
    Pout: [
      'P_{出}',
      I * I * R,
      'W',
      `输出功率 $P_{出} = I^2R = ${num(I)}^2 \\times ${num(R)}\\ \\mathrm{W} = ${num(I * I * R)}\\ \\mathrm{W}$。`,
    ],
    Ptotal: ['P_{总}', E * I, 'W', `总功率 $P_{总} = EI = ${num(E)} \\times ${num(I)}\\ \\mathrm{W} = ${num(E * I)}\\ \\mathrm{W}$。`],
    Pr: [
      'P_r',
      I * I * r,
      'W',
      `内阻消耗的功率 $P_r = I^2r = ${num(I)}^2 \\times ${num(r)}\\ \\mathrm{W} = ${num(I * I * r)}\\ \\mathrm{W}$。`,
    ],
    eta: ['\\eta', R / (R + r), undefined, `电源的效率 $\\eta = \\frac{U}{E} = \\frac{R}{R + r} = ${num(R / (R + r))}$。`],
  };
  const [tex, value, unit, line] = values[asked];
  if (line) lines.push('', line);
  // Checks: the voltages add up to E; the output and internal powers add up to the total.
  if (Math.abs(U + I * r - E) > 1e-9 * E || Math.abs(I * I * R + I * I * r - E * I) > 1e-9 * E * I) return null;
  const answer: Answer = { tex, value, unit, unitTex: unit };
  if (asked === 'eta' && split) return null;
  return finishMechanics(
    lines,
    `$U + Ir = ${num(U)} + ${num(I * r)} = ${num(E)}\\ \\mathrm{V} = E$；$I^2R + I^2r = ${num(E * I)}\\ \\mathrm{W} = EI$。`,
    answer,
    '已核对内外电压之和等于电动势、内外功率之和等于总功率',
    split,
  );
}

/**
 * With options, every value of the circuit is worked out and each option compared with the one it names (exactly, or
 * clearly different): an ask of one value, two with 「分别」, or statements true or false.
 */
function closedCircuitOptions(raw: string, split: ChoiceSplit, E: number, r: number, R: number): Solved | Refused | null {
  const I = E / (R + r);
  const U = I * R;
  const worked: [Asked, string, number, string | undefined][] = [
    ['I', '电流', I, 'A'],
    ['U', '路端电压', U, 'V'],
    ['Ur', '内电压', I * r, 'V'],
    ['Pout', '输出功率', U * I, 'W'],
    ['Ptotal', '总功率', E * I, 'W'],
    ['Pr', '内阻消耗的功率', I * I * r, 'W'],
    ['eta', '电源的效率', R / (R + r), undefined],
  ];
  const values: WorkedValue[] = worked.map(([key, name, value, unit]) => ({
    name,
    words: WORDS[key],
    value,
    unit,
    percent: key === 'eta',
  }));
  const steps = [
    `由闭合电路欧姆定律 $I = \\frac{E}{R + r} = \\frac{${num(E)}}{${num(R)} + ${num(r)}}\\ \\mathrm{A} = ${num(I)}\\ \\mathrm{A}$。`,
    `路端电压 $U = IR = ${num(U)}\\ \\mathrm{V}$，内电压 $U_r = Ir = ${num(I * r)}\\ \\mathrm{V}$（$U + U_r = E$）。`,
    `总功率 $P_{总} = EI = ${num(E * I)}\\ \\mathrm{W}$，输出功率 $P_{出} = UI = ${num(U * I)}\\ \\mathrm{W}$，内阻消耗的功率 $P_r = I^2r = ${num(I * I * r)}\\ \\mathrm{W}$，效率 $\\eta = \\frac{R}{R + r} = ${num(R / (R + r))}$。`,
  ];
  return answerFromWorkedValues(raw, split, values, '电源有内阻，用闭合电路欧姆定律求电流，再求各电压与功率。', steps);
}
