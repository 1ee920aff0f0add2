import type { Refused, Solved } from '../../types';
import { normalizeScienceText } from '../chem/normalize';
import { formatNumber } from '../format';
import { solved } from '../outcome';

type Kind = 'p' | 'V' | 'T';
interface Reading {
  kind: Kind;
  /** In the unit written (K for temperatures). */
  value: number;
  unit: string;
  index: number;
  end: number;
  state: 1 | 2;
}

const NUM = String.raw`(\d+(?:\.\d+)?)(?:\s*[×x]\s*10\s*\^\s*\{?\s*(-?\d+)\s*\}?)?`;
const UNIT = String.raw`(MPa|kPa|Pa|atm|cmHg|mmHg|m\^?3|cm\^?3|dm\^?3|mL|L|K|°C|℃|摄氏度)(?![A-Za-z])`;
// biome-ignore format: a lookup table reads best packed, several entries a line
const KIND_OF: Record<string, Kind> = {
  MPa: 'p', kPa: 'p', Pa: 'p', atm: 'p', cmHg: 'p', mmHg: 'p', m3: 'V', cm3: 'V', dm3: 'V', mL: 'V', L: 'V', K: 'T', '°C': 'T', '℃': 'T', 摄氏度: 'T',
};
/** A value the gas reaches: the words just before it. */
const CHANGE =
  /(?:变为|变成|增大到|增大为|减小到|减小为|增加到|减少到|升高到|升高至|降低到|降低至|压缩到|压缩为|膨胀到|加热到|冷却到|降到|升到|增至|减至|变到|达到)\s*$/;
const NAMES: Record<Kind, { name: string; tex: string }> = {
  p: { name: '压强', tex: 'p' },
  V: { name: '体积', tex: 'V' },
  T: { name: '温度', tex: 'T' },
};

/**
 * An ideal gas of fixed mass in two states: p₁V₁/T₁ = p₂V₂/T₂ (Boyle's law when the temperature is
 * held, Charles's and Gay-Lussac's when the volume or pressure is). Three values of one state and the
 * other's known ones; exactly one unknown, asked for. Null when the problem is not exactly that.
 */
export function solveGasLaw(raw: string): Solved | Refused | null {
  const t = normalizeScienceText(raw)
    .replace(/\^\{(-?\d+)\}/g, '^$1')
    .replace(/\s+/g, ' ');
  if (!/气体/.test(t) || !/一定质量|密闭|封闭/.test(t) || /图|混合|漏气|充气|抽气|打气|活塞.{0,6}质量|水银柱|液柱/.test(t)) return null;
  const readings: Reading[] = [];
  for (const m of t.matchAll(new RegExp(`${NUM}\\s*${UNIT}`, 'g'))) {
    const unit = m[3].replace('^', '');
    const kind = KIND_OF[unit];
    if (!kind) return null;
    let value = Number(m[1]) * 10 ** Number(m[2] ?? 0);
    if (kind === 'T' && unit !== 'K') value += 273;
    readings.push({
      kind,
      value,
      unit,
      index: m.index,
      end: m.index + m[0].length,
      // 「压强增大到 p2 = 3.0×10^5 Pa」: a symbol between the word and the value is a label.
      state: CHANGE.test(t.slice(Math.max(0, m.index - 14), m.index).replace(/[pVT]\s*_?\s*\{?\s*[12]?\s*\}?\s*=\s*$/, '')) ? 2 : 1,
    });
  }
  // Every number in the text is one of these (decorations aside).
  let rest = t;
  for (const r of [...readings].reverse()) rest = `${rest.slice(0, r.index)} ${rest.slice(r.end)}`;
  rest = rest
    .replace(/^\s*\d{1,3}\s*[.．、]\s*(?!\d)/, ' ')
    .replace(/[(（]\s*\d{1,2}\s*分\s*[)）]/g, ' ')
    .replace(/[pVT]\s*_?\s*[12]/g, ' ');
  if (/\d/.test(rest) || readings.length < 3) return null;
  const constant: Kind | undefined = /温度(?:保持)?不变|等温/.test(t)
    ? 'T'
    : /体积(?:保持)?不变|容积不变|等容|体积一定/.test(t)
      ? 'V'
      : /压强(?:保持)?不变|等压/.test(t)
        ? 'p'
        : undefined;
  // Which is asked: the last clause's kind, for the second state.
  const clause = Math.max(t.lastIndexOf('，'), t.lastIndexOf(','), t.lastIndexOf('。', t.length - 2), t.lastIndexOf('求'), 0);
  // 「压强增大到 2.5×10^5 Pa 时体积为多少」: the value in the asking clause is the new state's; what follows it is asked.
  const lastValue = readings.filter((r) => r.index >= clause).pop();
  const q = t.slice(lastValue ? lastValue.end : clause);
  const askedKinds = (['p', 'V', 'T'] as Kind[]).filter((k) => new RegExp(NAMES[k].name).test(q));
  if (askedKinds.length !== 1) return null;
  const asked = askedKinds[0];
  const state = (k: Kind, s: 1 | 2) => readings.filter((r) => r.kind === k && r.state === s);
  // Each kind: one value per state at most; the held kind appears at most once (its value cancels).
  for (const k of ['p', 'V', 'T'] as Kind[]) if (state(k, 1).length > 1 || state(k, 2).length > 1) return null;
  const kinds = (['p', 'V', 'T'] as Kind[]).filter((k) => k !== constant);
  if (constant && readings.some((r) => r.kind === constant)) return null;
  if (asked === constant || state(asked, 2).length > 0 || state(asked, 1).length !== 1) return null;
  for (const k of kinds) {
    if (state(k, 1).length !== 1) return null;
    if (k !== asked && state(k, 2).length !== 1) return null;
  }
  if (readings.length !== kinds.length * 2 - 1) return null;
  // Same units in both states (the law needs only ratios, but never mixes Pa with atm).
  for (const k of kinds) {
    if (k === asked) continue;
    const [a, b] = [state(k, 1)[0], state(k, 2)[0]];
    if (k !== 'T' && a.unit !== b.unit) return null;
  }
  const v1 = (k: Kind) => state(k, 1)[0].value;
  const v2 = (k: Kind) => state(k, 2)[0].value;
  // p V / T is constant: solve for the asked value of state 2.
  const term = (k: Kind) => (k === 'T' ? -1 : 1);
  let ratio = 1;
  for (const k of kinds) if (k !== asked) ratio *= (v1(k) / v2(k)) ** term(k);
  // asked₂^term = asked₁^term · Π (x₁/x₂)^term
  const result = asked === 'T' ? v1('T') / ratio : v1(asked) * ratio;
  if (!(result > 0) || !Number.isFinite(result)) return null;
  // Check: p₁V₁/T₁ and p₂V₂/T₂ agree.
  const value2 = (k: Kind) => (k === asked ? result : v2(k));
  const side = (f: (k: Kind) => number) => kinds.reduce((acc, k) => acc * f(k) ** term(k), 1);
  if (Math.abs(side(v1) - side(value2)) > 1e-9 * Math.abs(side(v1))) return null;
  const unitOf = (k: Kind) => state(k, 1)[0].unit;
  const celsius = asked === 'T' && (/摄氏度|°C|℃/.test(q) || (unitOf('T') !== 'K' && !/K\b|开尔文|热力学温度/.test(q)));
  const shown = celsius ? result - 273 : result;
  const unitTex = (k: Kind, u: string) => (k === 'T' ? 'K' : u.replace(/3$/, '^3'));
  const f = formatNumber(shown, 4);
  const answerUnit = asked === 'T' ? (celsius ? '^{\\circ}\\mathrm{C}' : '\\mathrm{K}') : `\\mathrm{${unitTex(asked, unitOf(asked))}}`;
  const law =
    constant === 'T'
      ? 'p_1V_1 = p_2V_2'
      : constant === 'V'
        ? '\\frac{p_1}{T_1} = \\frac{p_2}{T_2}'
        : constant === 'p'
          ? '\\frac{V_1}{T_1} = \\frac{V_2}{T_2}'
          : '\\frac{p_1V_1}{T_1} = \\frac{p_2V_2}{T_2}';
  const lawName =
    constant === 'T'
      ? '玻意耳定律（等温变化）'
      : constant === 'V'
        ? '查理定律（等容变化）'
        : constant === 'p'
          ? '盖-吕萨克定律（等压变化）'
          : '理想气体状态方程';
  const given = kinds
    .flatMap((k) => [state(k, 1)[0], ...state(k, 2)])
    .map((r) => `$${NAMES[r.kind].tex}_${r.state} = ${formatNumber(r.value, 6).latex}\\ \\mathrm{${unitTex(r.kind, r.unit)}}$`)
    .join('，');
  const markdown = [
    `**研究对象**：一定质量的气体，${constant ? `${NAMES[constant].name}不变，` : ''}由${lawName}：$${law}$。`,
    '',
    `**已知**：${given}${readings.some((r) => r.kind === 'T' && r.unit !== 'K') ? '（摄氏温度已换算为热力学温度 $T = t + 273\\ \\mathrm{K}$）' : ''}。`,
    '',
    `**求**：$${NAMES[asked].tex}_2$。`,
    '',
    `**解**：$${NAMES[asked].tex}_2 = ${substitution(asked, kinds, v1, v2)} = ${formatNumber(result, 6).latex}\\ ${asked === 'T' ? '\\mathrm{K}' : answerUnit}$${celsius ? `，即 $${f.latex}\\ {}^{\\circ}\\mathrm{C}$` : ''}。`,
    '',
    `**检验**：代回 $${law}$，两边相等。`,
  ].join('\n');
  const answer = `$${NAMES[asked].tex}_2 ${f.approx ? '\\approx' : '='} ${f.latex}\\ ${answerUnit}$`;
  return solved('physics', 'offline:physics', markdown, answer, '已把结果代回气体实验定律核对两边相等');
}

/** "p_1 \cdot \frac{T_2}{T_1} = 1 \times 10^5 \times \frac{400}{300}": the asked value of state 2 from the law. */
function substitution(asked: Kind, kinds: Kind[], v1: (k: Kind) => number, v2: (k: Kind) => number): string {
  const others = kinds.filter((k) => k !== asked);
  // pV/T constant: a factor x₂/x₁ when x sits on the other side of the asked one, else x₁/x₂.
  const up = (k: Kind) => (asked === 'T') !== (k === 'T');
  const sym = others.map((k) => (up(k) ? `\\frac{${NAMES[k].tex}_2}{${NAMES[k].tex}_1}` : `\\frac{${NAMES[k].tex}_1}{${NAMES[k].tex}_2}`));
  const num = others.map((k) => {
    const [a, b] = [formatNumber(v1(k), 6).latex, formatNumber(v2(k), 6).latex];
    return up(k) ? `\\frac{${b}}{${a}}` : `\\frac{${a}}{${b}}`;
  });
  return `${NAMES[asked].tex}_1 \\cdot ${sym.join(' \\cdot ')} = ${formatNumber(v1(asked), 6).latex} \\times ${num.join(' \\times ')}`;
}
