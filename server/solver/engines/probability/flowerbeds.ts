import { Rat } from '../../math/expression/rational';
import type { MathProblem } from '../../math/expression/types';
import { im, solved } from '../../math/write/format';

/**
 * Things shared at random between two flowerbeds (古典概型): 「从红、黄、白、紫 4 种颜色的花中任选 2 种花种在一个花坛中，
 * 余下的 2 种花种在另一个花坛中，则红色和紫色的花不在同一花坛的概率」. The basic events are the choices of the first
 * bed, C(n,k) of them, equally likely; the two named colours share a bed when the first bed takes both or neither.
 * Checked by listing every choice. The colours must be listed and counted alike, the two beds must take all of them.
 */

const COLOUR = '[红黄白紫蓝绿粉橙黑青]';
const READ = new RegExp(
  `^(?:为[\\u4e00-\\u9fff]{2,6},)?从((?:${COLOUR}(?:、|和))+${COLOUR})(\\d)种颜色的花中(?:任选|随机选取?|随机选出|选)(\\d)种(?:花)?种在一个花坛中,余下的(\\d)种(?:花)?种在另一个花坛中,(?:则)?(${COLOUR})色?(?:和|与)(${COLOUR})色?(?:的)?花(不)?在同一(?:个)?花坛(?:中|里)?的概率(?:是|为|等于)?$`,
);

function choose(n: number, r: number): number {
  if (r < 0 || r > n) return 0;
  let v = 1;
  for (let i = 0; i < r; i++) v = (v * (n - i)) / (i + 1);
  return v;
}

export function flowerbeds(text: string, mp: MathProblem): ReturnType<typeof solved> | null {
  const t = text
    .replace(/\$/g, '')
    .replace(/\s+/g, '')
    .replace(/[，；]/g, ',')
    .replace(/[。.？?]$/, '');
  const m = READ.exec(t);
  if (!m) return null;
  const colours = m[1].split(/、|和/);
  const [n, k, rest] = [Number(m[2]), Number(m[3]), Number(m[4])];
  const [x, y, apart] = [m[5], m[6], Boolean(m[7])];
  if (new Set(colours).size !== colours.length || colours.length !== n || k + rest !== n || k < 1 || rest < 1) return null;
  if (x === y || !colours.includes(x) || !colours.includes(y)) return null;
  const total = choose(n, k);
  const both = choose(n - 2, k - 2);
  const neither = choose(n - 2, k);
  let listedSame = 0;
  for (let mask = 0; mask < 1 << n; mask++) {
    let bits = 0;
    for (let i = 0; i < n; i++) bits += (mask >> i) & 1;
    if (bits !== k) continue;
    const inFirst = (c: string) => ((mask >> colours.indexOf(c)) & 1) === 1;
    if (inFirst(x) === inFirst(y)) listedSame += 1;
  }
  if (listedSame !== both + neither) return null;
  const same = Rat.of(both + neither, total);
  const p = apart ? Rat.ONE.sub(same) : same;
  const steps = [
    `从 ${n} 种颜色中选 ${k} 种种在第一个花坛，余下的种在另一个花坛，基本事件共 ${im(`C_{${n}}^{${k}}=${total}`)} 个，且等可能。`,
    `${x}色和${y}色在同一花坛：第一个花坛两种都选有 ${im(`C_{${n - 2}}^{${Math.max(k - 2, 0)}}=${both}`)} 种，两种都不选有 ${im(`C_{${n - 2}}^{${k}}=${neither}`)} 种，共 ${both + neither} 种，概率为 ${im(`\\frac{${both + neither}}{${total}}=${same.toLatex()}`)}。`,
  ];
  if (apart) steps.push(`不在同一花坛是它的对立事件，概率为 ${im(`1-${same.toLatex()}=${p.toLatex()}`)}。`);
  return solved(mp, {
    engine: 'probability:flowerbeds',
    idea: '古典概型：列出第一个花坛所选颜色的全部等可能情形，数出所求事件包含的情形。',
    steps,
    finalAnswer: im(p.toLatex()),
    verificationNote: `逐一列出 ${total} 种选法，${x}、${y} 两色同在一个花坛的有 ${listedSame} 种，与计算一致。`,
    value: { kind: 'numbers', values: [p.toNumber()] },
  });
}
