import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { normalizeScienceText } from '../chem/normalize';
import { num } from './mechanics-answer';
import { finishRatio } from './ratio-answer';
import { RATIO_LABEL, ratioSubscripts } from './ratio-option';

type Given = 'm' | 'v';
const GIVEN_WORD: Record<Given, string> = { m: '质量', v: '(?<![加角])速度(?:大小)?|速率' };
const SAME: Record<Given, RegExp> = { m: /质量(?:相同|相等|一样)/, v: /速度(?:大小)?(?:相同|相等|一样)|速率(?:相同|相等)/ };
/** Set-ups where the two bodies interact or change, or the speeds are not both bodies' speeds now (a mean, a start or
 * an end speed, a change of speed, a force acting over a time) (a collision, a push apart, a fall, an acceleration — 「加速度之比」
 * is not 「速度之比」), or more than two bodies. */
const OUTSIDE =
  /碰|相互作用|弹开|推开|分离|下落|抛出|高度|圆周|轨道|卫星|加速度|角速度|三个|[A-D]\s*、\s*[A-D]\s*、\s*[A-D]|丙|下列|正确的是|错误的是|若|如果|变为|之后|后|平均|初|末|变化|增量|改变|力|经过|时间|时刻/;
const NAMES = /([A-Z])\s*、\s*([A-Z])|(甲)\s*、\s*(乙)/;
/** One body's name standing alone (not the E of 「E_k」). */
const BODY = /(?<![A-Za-z\\_{])([A-Z]|甲|乙)(?![A-Za-z_{])/g;

/**
 * The momenta or kinetic energies of two bodies from the ratios of their masses and speeds (or with one of them
 * equal): p = mv, E_k = ½mv², so p_A : p_B = (m_A : m_B)(v_A : v_B) and E_kA : E_kB = (m_A : m_B)(v_A : v_B)². The
 * ratios are taken in the order their letters name (「v_{B}: v_{A}=1: 2」 is read back to A : B). Every number used.
 */
export function solveBodyRatios(raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  const text = normalizeScienceText(split ? split.stem : raw).replace(/\s+/g, ' ');
  if (!/动能之比|动量(?:大小)?之比/.test(text) || OUTSIDE.test(text)) return null;
  const names = NAMES.exec(text);
  if (!names) return null;
  const [first, second] = names[1] ? [names[1], names[2]] : [names[3], names[4]];
  let rest = text;
  const ratios: Partial<Record<Given, number>> = {};
  for (const g of ['m', 'v'] as Given[]) {
    const re = new RegExp(
      `(?:${GIVEN_WORD[g]})之比(?:为|是)?\\s*\\$?\\s*(${RATIO_LABEL}\\s*=)?\\s*(\\d+(?:\\.\\d+)?)\\s*[:：∶]\\s*(\\d+(?:\\.\\d+)?)\\s*\\$?`,
    );
    const m = re.exec(rest);
    const same = SAME[g].test(rest);
    if (!!m === same) return null;
    if (same) {
      ratios[g] = 1;
      continue;
    }
    let r = Number(m![2]) / Number(m![3]);
    if (m![1]) {
      const letters = ratioSubscripts(m![1].replace(/=\s*$/, '').trim());
      if (!letters) return null;
      if (letters[0] === second && letters[1] === first) r = 1 / r;
      else if (letters[0] !== first || letters[1] !== second) return null;
    }
    if (!(r > 0)) return null;
    ratios[g] = r;
    rest = rest.replace(m![0], ' ');
  }
  // The last clause asks; a ratio's letters carry a colon, so the clause is not cut there.
  const ask = text.slice(Math.max(...[',', '，', '。'].map((c) => text.lastIndexOf(c))) + 1);
  const energy = /动能之比/.test(ask);
  if (energy === /动量(?:大小)?之比/.test(ask)) return null;
  // The asked order: as the names were given, or as the ask's letters print it.
  // 「则 B、A 两物体的动能之比」「B 与 A」「B 物体的动能与 A 物体的动能之比」: the body the ask names first comes first.
  let reversed = false;
  const askNames = [...ask.replace(new RegExp(RATIO_LABEL, 'g'), ' ').matchAll(BODY)].map((b) => b[1]);
  if (askNames.some((b) => b !== first && b !== second)) return null;
  if (askNames.length > 0) reversed = askNames[0] === second;
  const label = new RegExp(RATIO_LABEL).exec(ask.replace(/\$/g, ' '));
  if (label) {
    const letters = ratioSubscripts(label[0].replace(/k/g, '').trim());
    if (!letters) return null;
    if (askNames.length > 0 && (letters[0] === second) !== reversed) return null;
    if (letters[0] === second && letters[1] === first) reversed = true;
    else if (letters[0] !== first || letters[1] !== second) return null;
    rest = rest.replace(new RegExp(RATIO_LABEL, 'g'), ' ');
  }
  if (/\d/.test(rest.replace(new RegExp(RATIO_LABEL, 'g'), ' '))) return null;
  const m = ratios.m!;
  const v = ratios.v!;
  const forward = energy ? m * v * v : m * v;
  const value = reversed ? 1 / forward : forward;
  const [A, B] = reversed ? [second, first] : [first, second];
  const lines = [
    `设 $m_{${first}} : m_{${second}} = ${num(m)} : 1$，$v_{${first}} : v_{${second}} = ${num(v)} : 1$。`,
    '',
    energy
      ? `由 $E_k = \\frac{1}{2}mv^2$，$\\frac{E_{k${first}}}{E_{k${second}}} = \\frac{m_{${first}}}{m_{${second}}} \\cdot \\left(\\frac{v_{${first}}}{v_{${second}}}\\right)^2 = ${num(m)} \\times ${num(v)}^2 = ${num(forward)}$`
      : `由 $p = mv$，$\\frac{p_{${first}}}{p_{${second}}} = \\frac{m_{${first}}}{m_{${second}}} \\cdot \\frac{v_{${first}}}{v_{${second}}} = ${num(m)} \\times ${num(v)} = ${num(forward)}$`,
  ];
  // Check: E_k = p²/(2m) gives the same ratio from the momenta.
  const p = m * v;
  const check = energy
    ? `由 $E_k = \\frac{p^2}{2m}$：$\\frac{(${num(p)})^2}{${num(m)}} = ${num((p * p) / m)}$，一致。`
    : `由 $p = \\sqrt{2mE_k}$：$\\sqrt{${num(m)} \\times ${num(m * v * v)}} = ${num(Math.sqrt(m * m * v * v))}$，一致。`;
  if (Math.abs((energy ? (p * p) / m : Math.sqrt(m * m * v * v)) - forward) > 1e-9 * forward) return null;
  const what = energy ? '动能' : '动量大小';
  return finishRatio(
    lines,
    check,
    value,
    (x) => `${A}、${B} 的${what}之比为 $${x.replace(/^=\s*/, '')}$`,
    '已用动能与动量的关系核对',
    split,
    true,
  );
}
