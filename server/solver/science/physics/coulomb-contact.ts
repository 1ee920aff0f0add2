import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { normalizeScienceText } from '../chem/normalize';
import { refused, solved } from '../outcome';
import { type Fraction, fractionTex, fractionValue, readMultiple } from './multiples';

/** A charge written as a multiple of Q: "-Q", "+3 Q", "5q". */
const CHARGE = /(?<![A-Za-z\d])([+-])?\s*(\d+)?\s*([Qq])(?![A-Za-z_])/g;

/**
 * Coulomb's law with two identical small metal spheres: charges q₁, q₂ (multiples of Q) at distance r
 * attract or repel with force F; they are brought into contact (each then carries (q₁ + q₂)/2) and put
 * at another distance. The new force as a multiple of F. Every option must be such a multiple; null
 * when the problem is not exactly that (spheres not identical, a third sphere, charges in coulombs…).
 */
export function solveCoulombContact(_raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  if (!split) return null;
  // PDF line breaks leave spaces inside words ("相 距").
  const t = normalizeScienceText(split.stem)
    .replace(/\s+/g, ' ')
    .replace(/([\u4e00-\u9fa5])\s+(?=[\u4e00-\u9fa5])/g, '$1');
  if (!/库仑力|静电力|相互作用力/.test(t) || !/接触/.test(t) || !/相同/.test(t) || !/金属/.test(t)) return null;
  if (/图|第三|另一|不带电|三个|3 个|绝缘|方向|引力还是|斥力还是/.test(t)) return null;
  const charges = [...t.matchAll(CHARGE)];
  if (charges.length !== 2) return null;
  const q = charges.map((m) => (m[1] === '-' ? -1 : 1) * Number(m[2] ?? 1));
  if (charges[0][3] !== charges[1][3]) return null;
  // The distance before, the force before, and the distance after contact, each written once.
  const before = /相距\s*为?\s*([A-Za-z])(?![A-Za-z])/.exec(t);
  const force = /(?:库仑力|静电力|相互作用力)(?:的)?(?:大小)?\s*为\s*([A-Za-z])(?![A-Za-z])/.exec(t);
  if (!before || !force || before[1] === force[1]) return null;
  const r = before[1];
  const F = force[1];
  const after = /接触后.{0,20}?(?:距离|相距)\s*(?:变为|变成|改为|为)\s*([^,，。;；]+?)\s*(?:[,，。;；]|$)/.exec(t);
  const unchanged = /接触后.{0,20}?(?:放回原处|距离不变|放回原来的位置)/.test(t);
  let distance: Fraction | null = null;
  if (after) distance = readMultiple(after[1], r);
  else if (unchanged) distance = [1, 1];
  if (!distance || distance[0] === 0) return null;
  // The thing asked: the size of the force after contact, in the last clause.
  const asked =
    t
      .split(/[,，。;；]/)
      .filter((c) => c.trim())
      .pop() ?? '';
  if (!/(?:库仑力|静电力|相互作用力)(?:的)?大小/.test(asked) || /方向|性质/.test(asked)) return null;
  const shared = (q[0] + q[1]) / 2;
  // F ∝ |q₁q₂| / r²: the new force over the old one.
  const [dp, dq] = distance;
  const num = shared * shared * dq * dq;
  const den = Math.abs(q[0] * q[1]) * dp * dp;
  if (den === 0) return null;
  const ratio = num / den;
  // Check: Coulomb's law evaluated outright with k = Q = r = 1 gives the same ratio.
  const k = 1;
  const f0 = (k * Math.abs(q[0] * q[1])) / 1;
  const d1 = dp / dq;
  const f1 = (k * shared * shared) / (d1 * d1);
  if (Math.abs(f1 / f0 - ratio) > 1e-9 * Math.max(1, ratio)) return null;
  const options = split.options.map((o) => readMultiple(normalizeScienceText(o.text), F));
  if (options.some((o) => o === null)) return null;
  const hits = split.options.filter((_, i) => Math.abs(fractionValue(options[i]!) - ratio) < 1e-9 * Math.max(1, ratio));
  if (hits.length !== 1) {
    return refused('physics', '算出了接触后的库仑力，但它和选项对不上，为避免选错，暂不作答。可以请老师帮忙核对。', 'choice');
  }
  const pick = hits[0];
  const qTex = (x: number) => (x === 1 ? 'Q' : x === -1 ? '-Q' : `${x}Q`);
  const sharedTex = Number.isInteger(shared) ? qTex(shared) : `${shared}Q`;
  const ratioTex = fractionTex([num, den]);
  const answer = `F' = ${fractionTex([num, den], F)}`;
  const markdown = [
    `**已知**：两个相同的金属小球带电 $${qTex(q[0])}$ 和 $${qTex(q[1])}$，相距 $${r}$ 时库仑力大小为 $${F}$；接触后距离变为 $${fractionTex(distance, r)}$。`,
    '',
    '**解**：',
    '',
    `两个完全相同的金属球接触后电荷先中和再平分，每个球带电 $\\frac{(${qTex(q[0])}) + (${qTex(q[1])})}{2} = ${sharedTex}$。`,
    '',
    `由库仑定律 $F = k\\frac{q_1q_2}{r^2}$：接触前 $${F} = k\\frac{${Math.abs(q[0] * q[1])}Q^2}{${r}^2}$，接触后 $F' = k\\frac{(${sharedTex})^2}{(${fractionTex(distance, r)})^2}$，`,
    '',
    `$$\\frac{F'}{${F}} = \\frac{${shared * shared}}{${Math.abs(q[0] * q[1])}} \\times \\left(\\frac{${r}}{${fractionTex(distance, r)}}\\right)^2 = ${ratioTex}$$`,
    '',
    `**答**：$${answer}$。`,
    '',
    `**对照选项**：与选项 ${pick.letter}（${pick.text.trim()}）一致，其余选项都不符合。`,
  ].join('\n');
  return solved(
    'physics',
    'offline:physics',
    markdown,
    `${pick.letter}（$${answer}$）`,
    '已按库仑定律求出力之比，并代入数值直接计算两次的力复核；已逐一核对各选项',
    'choice',
  );
}
