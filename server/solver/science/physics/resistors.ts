import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { normalizeScienceText } from '../chem/normalize';
import { pickNumericOption } from '../choice';
import { formatNumber } from '../format';
import { refused, solved } from '../outcome';
import { ASKS_RESISTOR_RATIO, answerResistorRatios } from './resistor-ratios';

const NUM = String.raw`(\d+(?:\.\d+)?)`;

/**
 * Two resistors in series or in parallel across a given total voltage (or carrying a given total
 * current): total resistance, currents, each resistor's voltage, total power. R₁ and R₂ are read as
 * written ("R1 = 4 Ω"), or as the two resistances of "4 Ω 和 6 Ω 的两个电阻" in order. Null when the
 * circuit is anything else (internal resistance, a figure, lamps, switches, a third resistor).
 */
export function solveTwoResistors(raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  const t = normalizeScienceText(split ? split.stem : raw)
    .replace(/Ω|欧姆|欧/g, 'Ω')
    .replace(/R\s*_?\s*\{?\s*([12])\s*\}?/g, 'R$1')
    .replace(/\s+/g, ' ')
    // 「电源内阻不计」 says the source is ideal: the voltage given is the one across the resistors.
    .replace(/[(（]?\s*(?:电源)?(?:的)?内(?:电)?阻(?:可以|可)?\s*(?:不计|忽略(?:不计)?)\s*[)）]?/g, ' ');
  const series = /串联/.test(t);
  const parallel = /并联/.test(t);
  if (series === parallel) return null;
  if (/图|内阻|内电阻|电动势|灯|开关|电键|滑动|变阻器|R3|三个|电表|电容|若|如果|改为|换成/.test(t)) return null;
  // 「已知 R1: R2=1: 2」: the resistances given only as a ratio, which fixes the ratios of their currents, voltages, powers.
  const given = new RegExp(`R1\\s*[:：∶]\\s*R2\\s*=\\s*${NUM}\\s*[:：∶]\\s*${NUM}`).exec(t);
  if (given) {
    if (!split || !ASKS_RESISTOR_RATIO.test(t) || new RegExp(`${NUM}\\s*(?:Ω|V|A)(?![A-Za-z])`).test(t)) return null;
    const left = t
      .replace(given[0], ' ')
      .replace(/[IUPQ]\s*_?\s*\{?\s*[12]\s*\}?|R[12]/g, ' ')
      .replace(/^\s*\d{1,3}\s*[.．、]\s*(?!\d)/, ' ')
      .replace(/[(（]\s*\d{1,2}\s*分\s*[)）]/g, ' ');
    if (/\d/.test(left)) return null;
    return answerResistorRatios(raw, split, series, Number(given[1]), Number(given[2]));
  }
  const rs = [...t.matchAll(new RegExp(`${NUM}\\s*Ω`, 'g'))];
  if (rs.length !== 2) return null;
  const labelled = rs.map((m) => /R([12])\s*(?:=|为|是)?\s*$/.exec(t.slice(Math.max(0, m.index - 8), m.index))?.[1]);
  let R1: number;
  let R2: number;
  if (labelled[0] === '1' && labelled[1] === '2') [R1, R2] = [Number(rs[0][1]), Number(rs[1][1])];
  else if (labelled[0] === '2' && labelled[1] === '1') [R1, R2] = [Number(rs[1][1]), Number(rs[0][1])];
  else if (!labelled[0] && !labelled[1] && !/R[12]/.test(t)) [R1, R2] = [Number(rs[0][1]), Number(rs[1][1])];
  else return null;
  if (!(R1 > 0 && R2 > 0)) return null;
  const vs = [...t.matchAll(new RegExp(`${NUM}\\s*V(?![A-Za-z])`, 'g'))];
  const is = [...t.matchAll(new RegExp(`${NUM}\\s*A(?![A-Za-z])`, 'g'))];
  if (vs.length + is.length > 1) return null;
  const g = vs[0] ?? is[0];
  // Without a voltage or current only the total resistance can be asked.
  const asksR = /(?:总电阻|等效电阻)(?:为|是|多大|多少|\s*[(（]|$)/.test(t.slice(-30));
  const asksRatio = !g && !!split && ASKS_RESISTOR_RATIO.test(t);
  if (!g && !asksR && !asksRatio) return null;
  if (g) {
    // The given must be the total: a voltage across the pair (电源, 总, 两端 of the combination), a total current.
    // A label just before the value is a resistance of the pair when 串联 / 并联 follows it (「R2=8 Ω 串联后接在 12 V」
    // is the total); 「R1=4 Ω 两端的电压为 2 V」 is R1's own.
    const before = (
      t
        .slice(Math.max(0, g.index - 14), g.index)
        .split(/[，,。；;]/)
        .pop() ?? ''
    ).replace(/R[12]\s*(?:=|为|是)?\s*\d+(?:\.\d+)?\s*Ω\s*(?=(?:的两个电阻)?\s*(?:串联|并联))/g, ' ');
    if (/R[12]/.test(before) || /通过(?:其中)?一个|每个|各/.test(before)) return null;
    if (vs[0] && !/电源|总电压|两端|电压为|电压是|接在|接到|接入/.test(t.slice(Math.max(0, g.index - 14), g.index + 20))) return null;
    if (is[0] && !(series || /干路|总电流/.test(before))) return null;
  }
  let rest = t;
  for (const m of [...rs, ...(g ? [g] : [])]) rest = rest.replace(m[0], ' ');
  rest = rest
    .replace(/R[12]/g, ' ')
    .replace(/^\s*\d{1,3}\s*[.．、]\s*(?!\d)/, ' ')
    .replace(/[(（]\s*\d{1,2}\s*分\s*[)）]/g, ' ');
  if (/\d/.test(asksRatio ? rest.replace(/[IUPQ]\s*_?\s*\{?\s*[12]\s*\}?/g, ' ') : rest)) return null;
  if (asksRatio && split) return answerResistorRatios(raw, split, series, R1, R2);
  const f = (x: number) => formatNumber(x, 6).latex;
  const R = series ? R1 + R2 : (R1 * R2) / (R1 + R2);
  const lines: string[] = [
    series
      ? `串联电路总电阻 $R = R_1 + R_2 = ${f(R1)}\\ \\Omega + ${f(R2)}\\ \\Omega = ${f(R)}\\ \\Omega$`
      : `并联电路总电阻 $R = \\frac{R_1R_2}{R_1 + R_2} = \\frac{${f(R1)} \\times ${f(R2)}}{${f(R1)} + ${f(R2)}}\\ \\Omega = ${f(R)}\\ \\Omega$`,
  ];
  if (!g) {
    const out = solved(
      'physics',
      'offline:physics',
      [
        `**已知**：$R_1 = ${f(R1)}\\ \\Omega$，$R_2 = ${f(R2)}\\ \\Omega$，两电阻${series ? '串联' : '并联'}。`,
        '',
        `**解**：${lines[0]}`,
        '',
        `**检验**：${series ? '总电阻大于任一个电阻' : `$\\frac{1}{R} = \\frac{1}{${f(R1)}} + \\frac{1}{${f(R2)}}$ 成立，总电阻小于任一个电阻`}。`,
        '',
        `**答**：$R = ${f(R)}\\ \\Omega$。`,
      ].join('\n'),
      `$R = ${f(R)}\\ \\Omega$`,
      '已用另一种形式的串并联电阻公式核对',
    );
    if (!series && Math.abs(1 / R - 1 / R1 - 1 / R2) > 1e-9 / R) return null;
    if (!split) return out;
    const picked = pickNumericOption(out, split);
    return 'refuse' in picked ? refused('physics', `${picked.refuse}可以请老师帮忙核对。`, 'choice') : picked.outcome;
  }
  const U = vs[0] ? Number(vs[0][1]) : Number(is[0][1]) * R;
  const I = U / R;
  if (vs[0])
    lines.push(
      `${series ? '电路中的电流' : '干路电流'} $I = \\frac{U}{R} = \\frac{${f(U)}}{${f(R)}}\\ \\mathrm{A} = ${f(I)}\\ \\mathrm{A}$`,
    );
  else lines.push(`总电压 $U = IR = ${f(I)} \\times ${f(R)}\\ \\mathrm{V} = ${f(U)}\\ \\mathrm{V}$`);
  const q = t.slice(Math.max(t.lastIndexOf('，'), t.lastIndexOf(','), t.lastIndexOf('。', t.length - 2), t.lastIndexOf('求'), 0));
  const who = /R1/.test(q) ? 1 : /R2/.test(q) ? 2 : 0;
  const Rk = who === 1 ? R1 : R2;
  let answer: string;
  let value: number;
  if (/总电阻|等效电阻/.test(q) && !who) {
    answer = `$R = ${f(R)}\\ \\Omega$`;
    value = R;
  } else if (/总功率|消耗的功率|电功率/.test(q) && !who) {
    value = U * I;
    lines.push(`总功率 $P = UI = ${f(U)} \\times ${f(I)}\\ \\mathrm{W} = ${f(value)}\\ \\mathrm{W}$`);
    answer = `$P = ${f(value)}\\ \\mathrm{W}$`;
  } else if (/功率/.test(q) && who) {
    // One resistor's power: its own current squared times its resistance (in series the current is shared).
    const Ik = series ? I : U / Rk;
    value = Ik * Ik * Rk;
    lines.push(
      `${series ? '串联电路电流处处相等' : `并联电路各支路电压都等于 $U$，$I_${who} = \\frac{U}{R_${who}} = ${f(Ik)}\\ \\mathrm{A}$`}，$R_${who}$ 消耗的电功率 $P_${who} = I${series ? '' : `_${who}`}^2R_${who} = ${f(Ik)}^2 \\times ${f(Rk)}\\ \\mathrm{W} = ${f(value)}\\ \\mathrm{W}$`,
    );
    if (Math.abs(value - (Ik * Rk) ** 2 / Rk) > 1e-9 * Math.max(1, value)) return null;
    answer = `$P_${who} = ${f(value)}\\ \\mathrm{W}$`;
  } else if (/电流/.test(q) && (series ? true : !who ? /干路|总电流/.test(q) : true)) {
    value = series || !who ? I : U / Rk;
    if (!series && who)
      lines.push(
        `并联电路各支路电压都等于 $U$，通过 $R_${who}$ 的电流 $I_${who} = \\frac{U}{R_${who}} = \\frac{${f(U)}}{${f(Rk)}}\\ \\mathrm{A} = ${f(value)}\\ \\mathrm{A}$`,
      );
    if (!series && !who && vs[0] === undefined) return null;
    answer = `$I${!series && who ? `_${who}` : ''} = ${f(value)}\\ \\mathrm{A}$`;
  } else if (/电压/.test(q) && who) {
    value = series ? I * Rk : U;
    lines.push(
      series
        ? `串联电路电流处处相等，$U_${who} = IR_${who} = ${f(I)} \\times ${f(Rk)}\\ \\mathrm{V} = ${f(value)}\\ \\mathrm{V}$`
        : `并联电路各支路两端电压相等，$U_${who} = U = ${f(U)}\\ \\mathrm{V}$`,
    );
    answer = `$U_${who} = ${f(value)}\\ \\mathrm{V}$`;
  } else return null;
  // Check: the branch currents (or voltages) add up to the total.
  const check = series ? Math.abs(I * R1 + I * R2 - U) : Math.abs(U / R1 + U / R2 - I);
  if (check > 1e-9 * Math.max(1, U, I)) return null;
  const markdown = [
    `**已知**：$R_1 = ${f(R1)}\\ \\Omega$，$R_2 = ${f(R2)}\\ \\Omega$，两电阻${series ? '串联' : '并联'}，${vs[0] ? `总电压 $U = ${f(U)}\\ \\mathrm{V}$` : `${series ? '电流' : '干路电流'} $I = ${f(I)}\\ \\mathrm{A}$`}。`,
    '',
    '**解**：',
    '',
    ...lines.flatMap((l) => [l, '']),
    `**检验**：${series ? `$IR_1 + IR_2 = ${f(U)}\\ \\mathrm{V} = U$` : `$\\frac{U}{R_1} + \\frac{U}{R_2} = ${f(I)}\\ \\mathrm{A} = I$`}。`,
    '',
    `**答**：${answer}。`,
  ].join('\n');
  const out = solved('physics', 'offline:physics', markdown, answer, '已核对各支路电流（或各段电压）之和等于总量');
  if (!split) return out;
  const picked = pickNumericOption(out, split);
  return 'refuse' in picked ? refused('physics', `${picked.refuse}可以请老师帮忙核对。`, 'choice') : picked.outcome;
}
