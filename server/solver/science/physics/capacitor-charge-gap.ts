import type { ChoiceSplit } from '../../math/answers/choice';
import type { Solved } from '../../types';
import { normalizeScienceText } from '../chem/normalize';
import { formatNumber } from '../format';
import { solved } from '../outcome';
import { type Fraction, fractionValue, readMultiple } from './multiples';

/** Exam decorations that carry digits but no data: "3.", "(6 分)". */
const DECORATION = /^\s*\d{1,3}\s*[.．、]\s*(?!\d)|[(（]\s*\d{1,2}\s*分\s*[)）]/g;
const TO = '(?:变为|变成|增大为|增大到|增加为|增加到|减小为|减小到|减为|改为)';
const CHARGE = '(?:所带(?:的)?|带有的?|带的?)?(?:电荷量|电量|带电量)';
const GAP = '(?:两?(?:极)?板间(?:的)?距(?:离)?|板间距(?:离)?|两极板(?:间)?(?:的)?(?:距离|间距)|间距)';
/** Anything else about the plates that would change C, or a source that holds U. */
const OTHER =
  /正对面积|正对部分|面积|电介质|介质|云母|玻璃|陶瓷|金属板|煤油|充满|放入|插入|抽出|错开|平移|相连|连接|接通|电源两端|电压不变|电压保持|不变的电压|不断开|未断开|没有断开|没断开|带电(?:微粒|油滴|粒子|小球)|静电计|图/;

/** 「2Q」「\frac{1}{2} d」「原来的 2 倍」「一半」: a multiple of the named symbol. */
function readChange(value: string, symbol: string): Fraction | null {
  const v = value.replace(/\s+/g, '').replace(/倍$/, '');
  if (/^(?:原来的)?一半$/.test(v)) return [1, 2];
  const bare = /^(?:原来的)?(\d+)$/.exec(v);
  if (bare) return [Number(bare[1]), 1];
  const frac = /^(?:原来的)?\\frac\{(\d+)\}\{(\d+)\}$/.exec(v) ?? /^(?:原来的)?(\d+)\/(\d+)$/.exec(v);
  if (frac) return [Number(frac[1]), Number(frac[2])];
  return readMultiple(v, symbol);
}

/** 「U_{2}=2 U_{1}, E_{2}=E_{1}」: each clause a multiple of the quantity before; null when not read. */
function readOption(text: string): { U: number; E: number } | null {
  const t = normalizeScienceText(text)
    .replace(/\s+/g, '')
    .replace(/([UE])_\{?([12])\}?/g, '$1$2')
    .replace(/^\$|\$$/g, '');
  const clauses = t.split(/[,，;；]|\$[,，]\$/).map((c) => c.replace(/\$/g, ''));
  const got: Record<string, number> = {};
  for (const c of clauses) {
    const m = /^([UE])2=(.+)$/.exec(c);
    if (!m || got[m[1]] !== undefined) return null;
    const f = readMultiple(m[2], `${m[1]}1`);
    if (!f) return null;
    got[m[1]] = fractionValue(f);
  }
  return got.U !== undefined && got.E !== undefined ? { U: got.U, E: got.E } : null;
}

/**
 * A parallel-plate capacitor cut off from its source (its charge kept, or set to a multiple) with the gap set to a
 * multiple and nothing else changed: C = εS/(4πkd) goes as 1/d, U = Q/C as Qd, E = U/d as Q. Options name U₂ and E₂
 * as multiples of U₁ and E₁; each is decided, exactly one agrees. Null when anything else changes, a source holds
 * the voltage, or a number is left unread.
 */
export function solveCapacitorChargeGap(_raw: string, split: ChoiceSplit | null): Solved | null {
  if (!split || split.options.length < 2) return null;
  const t = normalizeScienceText(split.stem)
    .replace(/\s+/g, ' ')
    .replace(/\s*([\u4e00-\u9fa5，,。])\s*/g, '$1');
  if (!/平行板电容器/.test(t) || OTHER.test(t)) return null;
  const qRe = new RegExp(`${CHARGE}${TO}(原来的\\s*\\S+?倍|[^,，。;；]+?Q|原来的一半)(?=[,，。;；]|$)`, 'g');
  const dRe = new RegExp(`${GAP}${TO}(原来的\\s*\\S+?倍|[^,，。;；]+?d|原来的一半)(?=[,，。;；]|$)`, 'g');
  const qs = [...t.matchAll(qRe)];
  const ds = [...t.matchAll(dRe)];
  if (qs.length > 1 || ds.length !== 1) return null;
  const q = qs.length ? readChange(qs[0][1], 'Q') : ([1, 1] as Fraction);
  const d = readChange(ds[0][1], 'd');
  if (!q || !d || !(q[0] > 0 && d[0] > 0)) return null;
  // The charge is kept only when the source is cut off; a charge set to a multiple is said outright.
  if (!qs.length && !/断开/.test(t)) return null;
  let rest = t
    .replace(ds[0][0], ' ')
    .replace(qs[0]?.[0] ?? '@', ' ')
    .replace(DECORATION, ' ')
    .replace(/[UEQ]\s*_?\s*\{?\s*[12]\s*\}?(?![0-9])/g, ' ');
  rest = rest.replace(/[^\u4e00-\u9fa5]*$/, '');
  // Any other change left unread (「减少为」「放掉一半」「加倍」) is a refusal.
  if (
    /\d/.test(rest) ||
    /增大|减小|减少|降低|升高|变为|变成|改为|增加|变化|一半|减半|加倍|翻倍|倍|放掉|放电|漏|拉开|靠近/.test(
      rest.replace(/其他条件不变|其余条件不变/, ''),
    )
  )
    return null;
  const Q = fractionValue(q);
  const D = fractionValue(d);
  const U = Q * D;
  const E = Q;
  // Check another way: C₂/C₁ = 1/D, U = Q/C, E = U/d.
  const C = 1 / D;
  if (Math.abs(Q / C - U) > 1e-12 || Math.abs(U / D - E) > 1e-12) return null;
  const read = split.options.map((o) => readOption(o.text));
  if (read.some((r) => r === null)) return null;
  const agrees = read.map((r) => Math.abs(r!.U - U) < 1e-9 && Math.abs(r!.E - E) < 1e-9);
  if (agrees.filter(Boolean).length !== 1) return null;
  const pick = split.options[agrees.indexOf(true)];
  const f = (x: number) => formatNumber(x, 4).latex;
  const times = (x: number, s: string) => (Math.abs(x - 1) < 1e-12 ? s : `${f(x)}${s}`);
  const markdown = [
    `**思路**：电容器与电源断开，电荷量只按题中所说改变；由 $C = \\frac{\\varepsilon S}{4\\pi k d}$、$U = \\frac{Q}{C}$、$E = \\frac{U}{d}$ 得 $U = \\frac{4\\pi k Q d}{\\varepsilon S} \\propto Qd$，$E = \\frac{4\\pi k Q}{\\varepsilon S} \\propto Q$。`,
    '',
    `**已知**：$\\frac{Q_2}{Q_1} = ${f(Q)}$，$\\frac{d_2}{d_1} = ${f(D)}$，其他条件不变。`,
    '',
    `**计算**：$\\frac{C_2}{C_1} = \\frac{d_1}{d_2} = ${f(C)}$；$\\frac{U_2}{U_1} = \\frac{Q_2}{Q_1} \\cdot \\frac{C_1}{C_2} = ${f(Q)} \\times ${f(D)} = ${f(U)}$；$\\frac{E_2}{E_1} = \\frac{U_2}{U_1} \\cdot \\frac{d_1}{d_2} = ${f(U)} \\times ${f(C)} = ${f(E)}$。`,
    '',
    `所以 $U_2 = ${times(U, 'U_1')}$，$E_2 = ${times(E, 'E_1')}$。`,
    '',
    `**对照选项**：只有选项 ${pick.letter}（${pick.text.trim()}）两项都相符，其余选项至少有一项不符。`,
  ].join('\n');
  return solved(
    'physics',
    'offline:physics',
    markdown,
    `${pick.letter}（$U_2 = ${times(U, 'U_1')}$，$E_2 = ${times(E, 'E_1')}$）`,
    '已由 $U \\propto Qd$、$E \\propto Q$ 计算，并用 $C \\propto \\frac{1}{d}$、$U = \\frac{Q}{C}$、$E = \\frac{U}{d}$ 逐步复核',
    'choice',
  );
}
