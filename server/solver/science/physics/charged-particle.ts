import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { refused, solved } from '../outcome';
import { questionPart } from '../question';
import { type Answer, finishMechanics, num } from './mechanics-answer';
import { normalizeMechanics } from './mechanics-reading';
import { strayNumbers } from './numbers';
import { findQuantities, NUMBER, numberFrom } from './quantities';
import { pickSymbolicOption } from './symbolic-options';

/** Set-ups these relations alone do not settle: a deflection between plates, two fields, gravity, a figure, statements. */
const OUTSIDE =
  /偏转|两板|极板|平行板|电容|复合场|速度选择|电场和磁场|磁场和电场|(?<!不计|忽略|不考虑)(?:粒子的)?重力(?!不计|可忽略|忽略)|图|下列|正确的是|错误的是|若|如果|两个粒子|两粒子|[甲乙]粒子|比荷|夹角|斜射|°/;
const CHARGE = new RegExp(`${NUMBER}\\s*C(?![A-Za-z])`, 'g');
const FIELD = new RegExp(`${NUMBER}\\s*T(?![A-Za-z])`, 'g');

/** 「电荷量为 2×10⁻⁶ C」 and 「B = 0.2 T」, units the shared reader lacks; each read once and written as a word. */
function take(text: string, re: RegExp): { values: number[]; rest: string } {
  const values = [...text.matchAll(re)].map((m) => numberFrom(m[1], m[2], m[3]));
  return { values, rest: text.replace(re, ' 量 ') };
}

/**
 * A charged particle, gravity left out: accelerated from rest through a voltage U, it gains E_k = qU and the speed
 * v = √(2qU/m); sent perpendicular into a uniform magnetic field B it circles with r = mv/(qB) and T = 2πm/(qB) (qvB
 * = mv²/r). Numbers, or letters with options in the letters. Every number used; null otherwise.
 */
export function solveChargedParticle(raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  const text = normalizeMechanics(split ? split.stem : raw);
  if (!/带电粒子|电子|质子|粒子|点电荷/.test(text) || OUTSIDE.test(text)) return null;
  // An α particle or an ion given only the elementary charge e carries a multiple of it (α: 2e): not read.
  if (/α|\\alpha|氦|氘|氚|离子|价/.test(text) && /元电荷|(?<![A-Za-z\\])e\s*=/.test(text)) return null;
  const q = questionPart(text).text;
  const magnetic = /磁场/.test(text) && /垂直|做匀速圆周运动/.test(text) && !/电压|电势差|加速电场/.test(text);
  const accelerated =
    /(?:由|从)静止(?:开始)?|初速度(?:为零|为 0|不计|可忽略)/.test(text) &&
    /加速/.test(text) &&
    /电压|电势差/.test(text) &&
    !/磁场/.test(text);
  if (magnetic === accelerated) return null;
  if (/质量为\s*\$?\s*m\b(?!\s*=)|电荷量为\s*\$?\s*q\b(?!\s*=)/.test(text)) return magnetic ? symbolicCircle(text, q, split) : null;
  const c = take(text, CHARGE);
  const b = take(c.rest, FIELD);
  const rest = b.rest.replace(/[eq]\s*=\s*量/g, ' 量 ');
  const qs = findQuantities(rest);
  if (strayNumbers(rest, qs).length > 0 || c.values.length !== 1) return null;
  // An electron's charge may be printed negative (「电荷量为 −1.6×10⁻¹⁹ C」): the energy, speed, radius and period
  // take its size.
  const charge = Math.abs(c.values[0]);
  if (!(charge > 0)) return null;
  const masses = qs.filter((x) => x.unit === 'kg' || x.unit === 'g');
  const volts = qs.filter((x) => x.unit === 'V' || x.unit === 'kV');
  const speeds = qs.filter((x) => x.unit === 'm/s' || x.unit === 'km/s');
  if (masses.length + volts.length + speeds.length !== qs.length || masses.length > 1) return null;
  const m = masses[0]?.q.toSI().toNumber();
  if (accelerated) {
    if (volts.length !== 1 || speeds.length > 0 || b.values.length > 0) return null;
    const U = volts[0].q.toSI().toNumber();
    const Ek = charge * U;
    const lines = [
      `粒子从静止开始被加速，只有电场力做功。由动能定理 $qU = E_k - 0$：`,
      '',
      `$E_k = qU = ${num(charge)} \\times ${num(U)}\\ \\mathrm{J} = ${num(Ek)}\\ \\mathrm{J}$`,
    ];
    let answer: Answer;
    let check: string;
    if (/动能/.test(q) && !/速度|速率/.test(q) && m === undefined) {
      answer = { tex: 'E_k', value: Ek, unit: 'J', unitTex: 'J' };
      check = `电场力做功 $W = qU = ${num(Ek)}\\ \\mathrm{J}$，全部转化为动能。`;
    } else if (/速度|速率/.test(q) && !/动能/.test(q) && m !== undefined) {
      const v = Math.sqrt((2 * Ek) / m);
      lines.push(
        '',
        `又 $E_k = \\frac{1}{2}mv^2$，得 $v = \\sqrt{\\frac{2qU}{m}} = \\sqrt{\\frac{2 \\times ${num(Ek)}}{${num(m)}}}\\ \\mathrm{m/s} = ${num(v)}\\ \\mathrm{m/s}$`,
      );
      answer = { tex: 'v', value: v, unit: 'm/s', unitTex: 'm/s' };
      check = `$\\frac{1}{2}mv^2 = \\frac{1}{2} \\times ${num(m)} \\times ${num(v)}^2\\ \\mathrm{J} = ${num(0.5 * m * v * v)}\\ \\mathrm{J} = qU$。`;
      if (Math.abs(0.5 * m * v * v - Ek) > 1e-9 * Ek) return null;
    } else return null;
    return finishMechanics(lines, check, answer, '已用动能定理核对', split);
  }
  if (b.values.length !== 1 || volts.length > 0 || m === undefined || !/匀强磁场/.test(text)) return null;
  const B = b.values[0];
  const period = /周期/.test(q) && !/半径/.test(q);
  const radius = /半径/.test(q) && !/周期/.test(q);
  if (period === radius || speeds.length !== (radius ? 1 : 0)) return null;
  const lines = [
    '洛伦兹力提供向心力：$qvB = m\\frac{v^2}{r}$，得 $r = \\frac{mv}{qB}$，$T = \\frac{2\\pi r}{v} = \\frac{2\\pi m}{qB}$。',
    '',
  ];
  if (radius) {
    const v = speeds[0].q.toSI().toNumber();
    const r = (m * v) / (charge * B);
    lines.push(
      `$r = \\frac{mv}{qB} = \\frac{${num(m)} \\times ${num(v)}}{${num(charge)} \\times ${num(B)}}\\ \\mathrm{m} = ${num(r)}\\ \\mathrm{m}$`,
    );
    return finishMechanics(
      lines,
      `$qvB = ${num(charge * v * B)}\\ \\mathrm{N}$，$\\frac{mv^2}{r} = ${num((m * v * v) / r)}\\ \\mathrm{N}$，两者相等。`,
      { tex: 'r', value: r, unit: 'm', unitTex: 'm' },
      '已把半径代回洛伦兹力提供向心力核对',
      split,
    );
  }
  const T = (2 * Math.PI * m) / (charge * B);
  lines.push(
    `$T = \\frac{2\\pi m}{qB} = \\frac{2\\pi \\times ${num(m)}}{${num(charge)} \\times ${num(B)}}\\ \\mathrm{s} = ${num(T)}\\ \\mathrm{s}$`,
  );
  return finishMechanics(
    lines,
    `$\\frac{qBT}{2\\pi m} = ${num((charge * B * T) / (2 * Math.PI * m))}$，与 $T = \\frac{2\\pi m}{qB}$ 一致。`,
    { tex: 'T', value: T, unit: 's', unitTex: 's' },
    '已代回周期公式核对',
    split,
  );
}

/** 「质量为 m、电荷量为 q 的粒子以速度 v 垂直射入磁感应强度为 B 的匀强磁场」: the radius or period in those letters. */
function symbolicCircle(text: string, q: string, split: ChoiceSplit | null): Solved | Refused | null {
  if (!split || /\d/.test(text.replace(/^\s*\d{1,3}\s*[.．、]\s*(?!\d)/, ' ')) || !/匀强磁场/.test(text)) return null;
  if (!/磁感应强度为\s*\$?\s*B\b/.test(text)) return null;
  const period = /周期/.test(q) && !/半径/.test(q);
  const radius = /半径/.test(q) && !/周期/.test(q);
  if (period === radius) return null;
  const hasV = /速度\s*\$?\s*v\b|速度为\s*\$?\s*v\b|以\s*\$?\s*v\b/.test(text);
  if (radius && !hasV) return null;
  const letters = radius ? ['m', 'q', 'v', 'B'] : hasV ? ['m', 'q', 'v', 'B'] : ['m', 'q', 'B'];
  const pick = pickSymbolicOption(radius ? (e) => (e.m * e.v) / (e.q * e.B) : (e) => (2 * Math.PI * e.m) / (e.q * e.B), letters, split);
  if ('refuse' in pick) return refused('physics', `${pick.refuse}可以请老师帮忙核对。`, 'choice');
  const tex = radius ? 'r = \\frac{mv}{qB}' : 'T = \\frac{2\\pi m}{qB}';
  const markdown = [
    '**解**：',
    '',
    '粒子只受洛伦兹力，洛伦兹力提供向心力：$qvB = m\\frac{v^2}{r}$，',
    '',
    radius ? '得 $r = \\frac{mv}{qB}$。' : '得 $r = \\frac{mv}{qB}$，周期 $T = \\frac{2\\pi r}{v} = \\frac{2\\pi m}{qB}$（与速度无关）。',
    '',
    `**对照选项**：与选项 ${pick.letter}（${pick.text}）相等，其余选项代入多组数值都不相等。`,
  ].join('\n');
  return solved('physics', 'offline:physics', markdown, `${pick.letter}（$${tex}$）`, '已把每个选项代入多组数值与结果核对', 'choice');
}
