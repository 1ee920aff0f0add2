import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { questionPart } from '../question';
import { type Answer, finishMechanics, num, refuseWithoutG } from './mechanics-answer';
import { normalizeMechanics, ofUnits, readMechanics, si } from './mechanics-reading';

/** Set-ups Hooke's law alone does not settle: two springs, bodies on slopes or floors, motion, energy, graphs, and a
 * hanging body held by something besides the spring (a liquid's buoyancy, a magnet, a charge, a hand or a string), or a
 * spring cut shorter (「截去一半」: k of the rest is not the k given). */
const OUTSIDE =
  /两根|两个弹簧|串联|并联|图|斜面|水平面|地面|桌面|加速|减速|速度|振动|弹性势能|做功|能量|下列|正确的是|错误的是|若|如果|改为|超过|两端各|两端同时|对拉|水中|液|浸|浮|磁|电|托|支持|细线|细绳|截|剪|切|一半|分成|等分|再|另|相同|相等/;
/** 「劲度系数为 500 N/m」: N/m is not a unit of the shared reader, so k is read here and
 * written as the letter k for the rest. */
const STIFFNESS = /(\d+(?:\.\d+)?)\s*(?:N\/m|牛\/米|牛每米)/g;
const LENGTH_UNITS = ['m', 'cm', 'mm'];

/**
 * Hooke's law F = kx for one light spring within its elastic limit: the stretch or compression x from a force (or a
 * hanging body at rest, kx = mg), the force from x, or k from a force and x (x given, or the length less the
 * natural length 原长). Every number used; null otherwise.
 */
export function solveHookeLaw(raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  const stem = normalizeMechanics(split ? split.stem : raw);
  if (!/弹簧/.test(stem) || !/劲度系数|伸长|压缩|原长/.test(stem)) return null;
  const ks = [...stem.matchAll(STIFFNESS)];
  if (ks.length > 1) return null;
  const read = readMechanics(stem.replace(STIFFNESS, ' k '));
  if (!read || OUTSIDE.test(read.text) || read.angle || read.mu !== undefined) return null;
  let k = ks.length === 1 ? Number(ks[0][1]) : undefined;
  const forces = ofUnits(read.quantities, 'N', 'kN');
  const masses = ofUnits(read.quantities, 'kg', 'g');
  const lengths = ofUnits(read.quantities, ...LENGTH_UNITS);
  if (forces.length + masses.length + lengths.length !== read.quantities.length) return null;
  if (forces.length + masses.length > 1 || lengths.length > 2) return null;
  // 「伸长了多少？已知……」: the ask ends at its question mark.
  // 「伸长量为（g 取 10 m/s²）」: a given set after the ask in brackets.
  const q = (read.question || questionPart(read.text.replace(/[(（][^()（）]*[)）]\s*$/, '')).text).split(/[？?]/)[0];
  const asksK = /劲度系数/.test(q);
  const asksX = /伸长量|压缩量|形变量|伸长了|压缩了|伸长多少|缩短了|形变/.test(q) && !/长度(?:为|是)|原长/.test(q);
  const asksF = /弹力|拉力|压力|作用力|力的大小/.test(q) && !asksK;
  if ([asksK, asksX, asksF].filter(Boolean).length !== 1) return null;

  // The natural length: 「原长为 10 cm」, then the other length is the spring's length under the force.
  let x: number | undefined;
  const lines: string[] = [];
  if (lengths.length === 2) {
    const natural = lengths.find((l) => /原长(?:为|是)?\s*\$?\s*$/.test(read.text.slice(Math.max(0, l.index - 5), l.index)));
    if (!natural) return null;
    const other = lengths.find((l) => l !== natural)!;
    if (!/长(?:度)?(?:为|是|变为|变成)\s*\$?\s*$/.test(read.text.slice(Math.max(0, other.index - 6), other.index))) return null;
    const [L0, L] = [si(natural), si(other)];
    x = Math.abs(L - L0);
    if (!(x > 0)) return null;
    lines.push(`弹簧的形变量 $x = |L - L_0| = |${num(L)} - ${num(L0)}|\\ \\mathrm{m} = ${num(x)}\\ \\mathrm{m}$。`);
  } else if (lengths.length === 1) {
    const l = lengths[0];
    // A length given alone must be the stretch or compression itself, never the spring's length.
    const near = read.text.slice(Math.max(0, l.index - 8), l.end + 4);
    if (!/伸长|压缩|拉长|缩短|形变/.test(near) || /原长|长度/.test(near)) return null;
    // 「被拉长到 25 cm」「压缩到 8 cm」「缩短为 8 cm」: the length it reaches, not the change.
    if (/(?:伸长|压缩|拉长|缩短|拉伸|伸|压|拉)(?:到|至|成|为|变为)\s*\$?\s*$/.test(read.text.slice(Math.max(0, l.index - 8), l.index)))
      return null;
    x = si(l);
  }

  // The force on the spring: a force given, or a body hanging at rest (kx = mg).
  let F: number | undefined;
  if (forces.length === 1) {
    F = si(forces[0]);
  } else if (masses.length === 1) {
    if (!/挂|悬挂|吊/.test(read.text) || !/静止|平衡/.test(read.text)) return null;
    // kx = mg only when the spring alone holds the body: a hand or a force on it, or a load added to it, is unknown.
    if (/手|拉(?!长|伸)|推|按|压(?!缩)|外力|作用力|力\s*\$?\s*F|加入|加上|放入|装入|倒入|装有|盛|沙/.test(read.text)) return null;
    if (read.g === undefined) return refuseWithoutG(split);
    F = si(masses[0]) * read.g;
    lines.push(
      `物体静止，弹簧的弹力与物体的重力平衡：$F = mg = ${num(si(masses[0]))} \\times ${num(read.g)}\\ \\mathrm{N} = ${num(F)}\\ \\mathrm{N}$。`,
    );
  }
  if (masses.length === 0 && read.g !== undefined) return null;

  let answer: Answer;
  if (asksX && k !== undefined && F !== undefined && x === undefined) {
    x = F / k;
    lines.push(`由胡克定律 $F = kx$，得 $x = \\frac{F}{k} = \\frac{${num(F)}}{${num(k)}}\\ \\mathrm{m} = ${num(x)}\\ \\mathrm{m}$。`);
    answer = { tex: 'x', value: x, unit: 'm', unitTex: 'm' };
  } else if (asksF && k !== undefined && x !== undefined && F === undefined) {
    F = k * x;
    lines.push(`由胡克定律 $F = kx = ${num(k)} \\times ${num(x)}\\ \\mathrm{N} = ${num(F)}\\ \\mathrm{N}$。`);
    answer = { tex: 'F', value: F, unit: 'N', unitTex: 'N' };
  } else if (asksK && k === undefined && x !== undefined && F !== undefined) {
    lines.push(
      `由胡克定律 $F = kx$，得 $k = \\frac{F}{x} = \\frac{${num(F)}}{${num(x)}}\\ \\mathrm{N/m} = ${num(F / x)}\\ \\mathrm{N/m}$。`,
    );
    answer = { tex: 'k', value: F / x, unit: 'N/m', unitTex: 'N/m' };
    k = F / x;
  } else return null;
  if (Math.abs(k * x - F) > 1e-9 * F) return null;
  return finishMechanics(
    lines,
    `$kx = ${num(k)} \\times ${num(x)}\\ \\mathrm{N} = ${num(k * x)}\\ \\mathrm{N} = F$，与胡克定律一致。`,
    answer,
    '已把结果代回胡克定律核对',
    split,
  );
}
