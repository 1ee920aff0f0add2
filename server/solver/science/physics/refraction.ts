import type { ChoiceSplit } from '../../math/answers/choice';
import type { Solved } from '../../types';
import { readOptionNumber } from '../choice';
import { solved } from '../outcome';
import { questionPart } from '../question';
import { uniqueEqualOption } from '../unique-option';
import { num } from './mechanics-answer';
import { normalizeMechanics } from './mechanics-reading';
import { readNumericExpression } from './symbolic-options';
import { math } from './units';

const C_LIGHT = 3e8;
const RAD = Math.PI / 180;
/** A refractive index as papers write it: 1.5, √2, \sqrt{3}, \frac{4}{3}, \frac{2 \sqrt{3}}{3}. */
const INDEX = String.raw`(\d+(?:\.\d+)?|√\s*\d+|\\sqrt\s*\{\s*\d+\s*\}|\\frac\s*\{[^{}]*(?:\{[^{}]*\}[^{}]*)?\}\s*\{\s*\d+\s*\})`;
const ANGLE = String.raw`(\d+(?:\.\d+)?)\s*°`;

type Asked = 'n' | 'refracted' | 'critical' | 'speed';

/** A number written as papers write an index: 1.5, √2, \sqrt{3}, \frac{\sqrt{3}}{3}. */
function plainValue(s: string): number | null {
  return /^\d+(?:\.\d+)?$/.test(s) ? Number(s) : readNumericExpression(`$${s.replace(/√\s*(\d+)/, '\\sqrt{$1}')}$`);
}

function indexValue(s: string): number | null {
  const v = plainValue(s);
  return v !== null && v > 1 && v < 5 ? v : null;
}

/** An option in the asked kind: an angle in degrees, a bare index, or a speed in m/s. */
function optionValue(text: string, asked: Asked): number | null {
  const t = normalizeMechanics(text).replace(/[$\s]/g, '');
  if (asked === 'refracted' || asked === 'critical') {
    const m = /^(\d+(?:\.\d+)?)°$/.exec(t);
    return m ? Number(m[1]) : null;
  }
  if (asked === 'n') return /^[\d.√\\sqrtfrac{}]+$/.test(t) ? plainValue(t) : null;
  const o = readOptionNumber(text);
  if (!o?.unit) return null;
  try {
    return math.unit(o.value, o.unit).toNumber('m/s');
  } catch {
    return null;
  }
}

/**
 * Refraction at one surface with air (or vacuum) on the other side: n = sin i / sin r for light entering from air,
 * the critical angle sin C = 1/n, the speed v = c/n. The index, the angles and c are each read by their words, and
 * every number of the stem is one of them; the asked quantity is named in the question. Checked the other way
 * (the found angle or speed gives back the index). One option must equal the result; otherwise null.
 */
export function solveRefraction(_raw: string, split: ChoiceSplit | null): Solved | null {
  if (!split || /图|若|如果|下列|说法|正确|错误|波长|频率|光子/.test(split.stem)) return null;
  const stem = normalizeMechanics(split.stem).replace(/\\circ/g, '°');
  if (!/折射|全反射|临界角|传播速度/.test(stem)) return null;
  const question = questionPart(stem).text;
  const asked: Asked | null = /临界角/.test(question)
    ? 'critical'
    : /折射角/.test(question)
      ? 'refracted'
      : /折射率/.test(question)
        ? 'n'
        : /(?:传播)?速度|速率/.test(question)
          ? 'speed'
          : null;
  if (!asked) return null;
  let rest = stem;
  const take = (re: RegExp) => {
    const found = [...rest.matchAll(re)];
    for (const m of found) rest = rest.replace(m[0], ' ');
    return found;
  };
  const index = take(new RegExp(`折射率(?:\\s*n)?\\s*(?:为|是|=|:)?\\s*(?:n\\s*=\\s*)?${INDEX}`, 'g'));
  const incidence = take(new RegExp(`入射角(?:\\s*i)?\\s*(?:为|是|=)?\\s*${ANGLE}`, 'g'));
  const refracted = take(new RegExp(`折射角(?:\\s*r)?\\s*(?:为|是|=)?\\s*${ANGLE}`, 'g'));
  const light = take(/(?:真空|空气)中的?(?:传播)?(?:速度|光速)\s*(?:为|是|c\s*=)?\s*(?:c\s*=\s*)?3(?:\.0+)?\s*×\s*10\^8\s*m\/s/g);
  if (index.length > 1 || incidence.length > 1 || refracted.length > 1 || light.length > 1) return null;
  if (/\d/.test(rest.replace(/^\s*\d{1,3}\s*[.．、]\s*(?!\d)/, ' '))) return null;
  const n = index[0] ? indexValue(index[0][1]) : undefined;
  if (n === null) return null;
  const fromAir = /(?:空气|真空)(?:中)?(?:斜)?(?:射入|射向|进入|入射到|射到)/.test(stem);
  const toAir = /射向(?:空气|真空)|射入(?:空气|真空)|进入(?:空气|真空)/.test(stem);
  const i = incidence[0] ? Number(incidence[0][1]) : undefined;
  const r = refracted[0] ? Number(refracted[0][1]) : undefined;
  let value: number;
  let lines: string[];
  let check: boolean;
  let shown: string;
  if (asked === 'critical') {
    // Total reflection happens only for light going from the medium towards air.
    if (n === undefined || i !== undefined || r !== undefined || light[0] || fromAir) return null;
    value = Math.asin(1 / n) / RAD;
    check = Math.abs(1 / Math.sin(value * RAD) - n) < 1e-9;
    lines = [`由临界角公式 $\\sin C = \\frac{1}{n} = \\frac{1}{${num(n)}}$，得 $C = ${num(value)}^{\\circ}$。`];
    shown = `$C = ${num(value)}^{\\circ}$`;
  } else if (asked === 'refracted') {
    if (n === undefined || i === undefined || r !== undefined || light[0] || !fromAir || toAir) return null;
    const s = Math.sin(i * RAD) / n;
    value = Math.asin(s) / RAD;
    check = Math.abs(Math.sin(i * RAD) / Math.sin(value * RAD) - n) < 1e-9;
    lines = [
      `光从空气射入介质，由折射定律 $n = \\frac{\\sin i}{\\sin r}$ 得 $\\sin r = \\frac{\\sin ${i}^{\\circ}}{${num(n)}} = ${num(s)}$，所以 $r = ${num(value)}^{\\circ}$。`,
    ];
    shown = `$r = ${num(value)}^{\\circ}$`;
  } else if (asked === 'n') {
    if (n !== undefined || i === undefined || r === undefined || light[0] || fromAir === toAir) return null;
    // The angle in air is the larger one, on whichever side the light starts.
    const [air, inside] = fromAir ? [i, r] : [r, i];
    if (!(inside < air)) return null;
    value = Math.sin(air * RAD) / Math.sin(inside * RAD);
    check = Math.abs(Math.asin(Math.sin(air * RAD) / value) / RAD - inside) < 1e-6;
    lines = [
      `${fromAir ? '光从空气射入介质' : '光从介质射向空气'}，空气中的角为 $${air}^{\\circ}$，介质中的角为 $${inside}^{\\circ}$，由折射定律 $n = \\frac{\\sin ${air}^{\\circ}}{\\sin ${inside}^{\\circ}} = ${num(value)}$。`,
    ];
    shown = `$n = ${num(value)}$`;
  } else {
    if (n === undefined || i !== undefined || r !== undefined || !/介质|玻璃|水|液体|材料|棱镜|晶体|钻石|金刚石/.test(question))
      return null;
    value = C_LIGHT / n;
    check = Math.abs(C_LIGHT / value - n) < 1e-9;
    lines = [
      `由 $n = \\frac{c}{v}$ 得 $v = \\frac{c}{n} = \\frac{3 \\times 10^{8}}{${num(n)}}\\ \\mathrm{m/s} = ${num(value)}\\ \\mathrm{m/s}$。`,
    ];
    shown = `$v = ${num(value)}\\ \\mathrm{m/s}$`;
  }
  if (!check || !Number.isFinite(value)) return null;
  const pick = uniqueEqualOption(value, split, (t) => optionValue(t, asked));
  if (typeof pick === 'string') return null;
  const markdown = [
    '**解**：',
    '',
    ...lines,
    '',
    '**检验**：把结果代回折射率的关系式，得到题给的折射率（或角度）。',
    '',
    `**答**：${shown}，与选项 ${pick.letter} 相等，其余选项都不相等，选 ${pick.letter}。`,
  ].join('\n');
  return solved('physics', 'offline:physics', markdown, `${pick.letter}（${shown}）`, '已把结果代回折射率的关系式复核', 'choice');
}
