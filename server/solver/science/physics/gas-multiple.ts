import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { questionPart } from '../question';
import { num } from './mechanics-answer';
import { normalizeMechanics } from './mechanics-reading';
import { strayNumbers } from './numbers';
import { findQuantities } from './quantities';
import { finishRatio } from './ratio-answer';

type Gas = 'p' | 'V' | 'T';
const NAME: Record<Gas, string> = { p: '压强', V: '体积', T: '热力学温度' };
/** The state quantity a stretch of text names. */
const WORD: Record<Gas, RegExp> = { p: /压强/, V: /体积/, T: /温度/ };
const HELD: Record<Gas, RegExp> = {
  p: /压强(?:保持)?不变|等压/,
  V: /体积(?:保持)?不变|等容|容积不变|密闭(?:的)?(?:刚性)?容器/,
  T: /温度(?:保持)?不变|等温|缓慢(?:地)?(?:压缩|膨胀)/,
};
/** Set-ups of more than one state change or another gas quantity (mass let out, a piston's forces, work, heat), or a
 * change with no heat exchanged (绝热, 迅速: not the isothermal 「缓慢压缩」). */
const OUTSIDE =
  /绝热|隔热|迅速|快速|急剧|漏|充气|抽气|打气|放出|活塞|液柱|水银|图|内能|做功|吸热|放热|下列|正确的是|错误的是|先|再|然后|若|如果|分子/;
const CHANGE =
  /(?:由|从)\s*([^,，。;；]+?)\s*(?:增大|减小|升高|降低|增加|减少|变为|变成|压缩|膨胀|降|升|增|减)?(?:为|到|至)\s*([^,，。;；]+?)\s*(?=[,，。;；]|$)/;

/** 「27 °C」 and 「300 K」 read as kelvins; a pressure or volume as its SI value with the unit it is of. */
function readValue(s: string): { gas: Gas; si: number } | null {
  const t = s.replace(/\$/g, '').trim();
  const c = /^(-?\d+(?:\.\d+)?)\s*(?:°\s*C|℃)$/.exec(t);
  if (c) return { gas: 'T', si: Number(c[1]) + 273 };
  const k = /^(\d+(?:\.\d+)?)\s*K$/.exec(t);
  if (k) return { gas: 'T', si: Number(k[1]) };
  const qs = findQuantities(t);
  if (qs.length !== 1 || qs[0].index !== 0 || qs[0].end < t.length - 1) return null;
  const u = qs[0].unit;
  const gas: Gas | null = /Pa$|^atm$/.test(u) ? 'p' : /^(?:L|mL|m\^3|dm\^3|cm\^3)$/.test(u) ? 'V' : null;
  return gas ? { gas, si: qs[0].q.toSI().toNumber() } : null;
}

/**
 * A fixed mass of gas with one quantity held (temperature: Boyle, pV = C; pressure: V/T = C; volume: p/T = C) and
 * another changed from one value to another (「由 1×10⁵ Pa 增大到 4×10⁵ Pa」): the third asked as a multiple of its
 * first value (「变为原来的」). Temperatures in kelvins (°C + 273). Every number used; null otherwise.
 */
export function solveGasMultiple(raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  const text = normalizeMechanics(split ? split.stem : raw);
  if (!/一定质量|质量一定|一定量/.test(text) || !/气体/.test(text) || !/原来的/.test(text) || OUTSIDE.test(text)) return null;
  const held = (Object.keys(HELD) as Gas[]).filter((g) => HELD[g].test(text));
  if (held.length !== 1) return null;
  const change = CHANGE.exec(text);
  if (!change) return null;
  const [a, b] = [readValue(change[1]), readValue(change[2])];
  if (!a || !b || a.gas !== b.gas || a.gas === held[0] || !(a.si > 0 && b.si > 0) || a.si === b.si) return null;
  // Only the two values of the change: no other number.
  const rest = text.replace(change[0], ' ');
  if (strayNumbers(rest, findQuantities(rest)).length > 0 || findQuantities(rest).length > 0) return null;
  // The given quantity is the one named just before the change.
  const before = text.slice(Math.max(0, change.index - 8), change.index);
  if (!WORD[a.gas].test(before)) return null;
  const q = questionPart(text).text || text.slice(text.lastIndexOf('，') + 1);
  const asked = (Object.keys(WORD) as Gas[]).filter((g) => g !== a.gas && g !== held[0]);
  // 「摄氏温度变为原来的」: a Celsius temperature is not proportional — its multiple needs the start itself.
  if (/摄氏/.test(q)) return null;
  if (asked.length !== 1 || !new RegExp(`${WORD[asked[0]].source}(?:将)?变为原来的`).test(q)) return null;
  const x = asked[0];
  const given = a.gas;
  // Boyle: pV constant (inverse); with T: directly proportional.
  const inverse = held[0] === 'T';
  const ratio = inverse ? a.si / b.si : b.si / a.si;
  const law =
    held[0] === 'T'
      ? '玻意耳定律 $p_1V_1 = p_2V_2$'
      : held[0] === 'p'
        ? '盖—吕萨克定律 $\\frac{V_1}{T_1} = \\frac{V_2}{T_2}$'
        : '查理定律 $\\frac{p_1}{T_1} = \\frac{p_2}{T_2}$';
  const unitOf = (g: Gas) => (g === 'T' ? '\\ \\mathrm{K}' : g === 'p' ? '\\ \\mathrm{Pa}' : '\\ \\mathrm{m^3}');
  const sym = (g: Gas) => (g === 'T' ? 'T' : g);
  const lines = [
    `一定质量的气体，${NAME[held[0]]}不变，由${law}：`,
    '',
    `${NAME[given]}由 $${sym(given)}_1 = ${num(a.si)}${unitOf(given)}$ 变为 $${sym(given)}_2 = ${num(b.si)}${unitOf(given)}$${given === 'T' ? '（$T = t + 273\\ \\mathrm{K}$）' : ''}，`,
    inverse
      ? `$\\frac{${sym(x)}_2}{${sym(x)}_1} = \\frac{${sym(given)}_1}{${sym(given)}_2} = \\frac{${num(a.si)}}{${num(b.si)}} = ${num(ratio)}$`
      : `$\\frac{${sym(x)}_2}{${sym(x)}_1} = \\frac{${sym(given)}_2}{${sym(given)}_1} = \\frac{${num(b.si)}}{${num(a.si)}} = ${num(ratio)}$`,
  ];
  const kept = inverse ? a.si * 1 - b.si * ratio : ratio / (b.si / a.si) - 1;
  if (Math.abs(kept) > 1e-9 * Math.max(1, a.si)) return null;
  const check = inverse
    ? `设原来的${NAME[x]}为 1 份，$${num(a.si)} \\times 1 = ${num(b.si)} \\times ${num(ratio)}$，乘积不变。`
    : `$\\frac{${num(ratio)}}{${num(b.si)}} = \\frac{1}{${num(a.si)}}$，比值不变。`;
  return finishRatio(
    lines,
    check,
    ratio,
    (v) => `${NAME[x]}变为原来的 $${v.replace(/^=\s*/, '')}$${/frac/.test(v) ? '' : ' 倍'}`,
    '已代回气体定律核对',
    split,
  );
}
