import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { normalizeScienceText } from '../chem/normalize';
import { pickNumericOption } from '../choice';
import { formatNumber } from '../format';
import { refused, solved } from '../outcome';

const NUM = String.raw`(\d+(?:\.\d+)?)(?:\s*[×x]\s*10\s*\^\s*\{?\s*(-?\d+)\s*\}?)?`;
const value = (m: RegExpExecArray, i: number) => Number(m[i]) * 10 ** Number(m[i + 1] ?? 0);

type Key = 'E' | 'W' | 'Ek' | 'U' | 'nu' | 'nuc' | 'lambda';
const NAMES: Record<Key, { name: string; tex: string; unit: string }> = {
  E: { name: '光子能量', tex: 'E', unit: 'eV' },
  W: { name: '逸出功', tex: 'W_0', unit: 'eV' },
  Ek: { name: '光电子的最大初动能', tex: 'E_k', unit: 'eV' },
  U: { name: '遏止电压', tex: 'U_c', unit: 'V' },
  nu: { name: '入射光的频率', tex: '\\nu', unit: 'Hz' },
  nuc: { name: '截止频率', tex: '\\nu_c', unit: 'Hz' },
  lambda: { name: '入射光的波长', tex: '\\lambda', unit: 'm' },
};
/** How each given is written: the words before the number, the unit after it (SI or eV). */
/** Energies in joules are turned into eV by the elementary charge: 1 eV = e × 1 J/C. */
const GIVEN: { key: Key; re: RegExp; scale: (u: string, e: number) => number }[] = [
  { key: 'W', re: new RegExp(`逸出功(?:为|是|约为|等于)?\\s*${NUM}\\s*(eV|J)(?![A-Za-z])`), scale: (u, e) => (u === 'J' ? 1 / e : 1) },
  { key: 'Ek', re: new RegExp(`最大初动能(?:为|是|约为|等于)?\\s*${NUM}\\s*(eV|J)(?![A-Za-z])`), scale: (u, e) => (u === 'J' ? 1 / e : 1) },
  { key: 'U', re: new RegExp(`遏止电压(?:为|是|约为|等于)?\\s*${NUM}\\s*(V)`), scale: () => 1 },
  { key: 'E', re: new RegExp(`(?:光子(?:的)?)?能量(?:为|是|约为|等于)?\\s*${NUM}\\s*(eV)`), scale: () => 1 },
  { key: 'nu', re: new RegExp(`(?<!截止|极限)频率(?:为|是|约为|等于)?\\s*${NUM}\\s*(Hz)`), scale: () => 1 },
  { key: 'nuc', re: new RegExp(`(?:截止|极限)频率(?:为|是|约为|等于)?\\s*${NUM}\\s*(Hz)`), scale: () => 1 },
  { key: 'lambda', re: new RegExp(`波长(?:为|是|约为|等于)?\\s*${NUM}\\s*(nm|m)(?![A-Za-z])`), scale: (u) => (u === 'nm' ? 1e-9 : 1) },
];
const ASKED: { key: Key; re: RegExp }[] = [
  { key: 'Ek', re: /最大初动能/ },
  { key: 'U', re: /遏止电压/ },
  { key: 'W', re: /逸出功/ },
  { key: 'nuc', re: /(?:截止|极限)频率|最低频率/ },
];

/**
 * The photoelectric equation E_k = hν − W₀ with eU_c = E_k and W₀ = hν_c: one quantity asked, the others
 * given with their units; every number of the stem must be one of them (or h, e, c). As a choice
 * question, the result is matched to the options. Null when the problem is not exactly that.
 */
export function solvePhotoelectric(raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  const text = normalizeScienceText(split ? split.stem : raw)
    .replace(/\^\{(-?\d+)\}/g, '^$1')
    .replace(/\s+/g, ' ');
  // Light shone on a metal is the photoelectric effect even when the paper does not name it.
  const photo = /光电|照射[^，,。]{0,16}金属|金属[^，,。]{0,10}照射/.test(text);
  if (!photo || !/逸出功|遏止电压|截止频率|极限频率|最大初动能/.test(text)) return null;
  if (/图|若|如果|分别|两种|两束|[a-z]\s*、\s*[a-z]/.test(text)) return null;
  // The ask is the last clause; a blank's closing full stop is not a clause of its own.
  const body = text.replace(/[。.？?\s]+$/, '');
  const ask = body.slice(Math.max(body.lastIndexOf('，'), body.lastIndexOf(','), body.lastIndexOf('。') + 1, 0));
  const asked = ASKED.filter((a) => a.re.test(ask));
  if (asked.length !== 1) return null;
  const target = asked[0].key;
  // Constants, when the exam gives them; otherwise the textbook values.
  const h = constant(text, /普朗克常量\s*(?:h\s*)?(?:为|=|取)?\s*/, 6.63e-34);
  const e = constant(text, /(?:元电荷|电子电荷量|电荷量)\s*(?:e\s*)?(?:为|=|取)?\s*/, 1.6e-19);
  const c = constant(text, /光速\s*(?:c\s*)?(?:为|=|取)?\s*/, 3e8);
  const given = new Map<Key, number>();
  const joules = new Set<Key>();
  let rest = text;
  for (const g of GIVEN) {
    const all = [...text.matchAll(new RegExp(g.re.source, 'g'))];
    if (all.length > 1) return null;
    if (all.length === 1) {
      const m = all[0] as unknown as RegExpExecArray;
      given.set(g.key, value(m, 1) * g.scale(m[3], e.value));
      if (m[3] === 'J') joules.add(g.key);
      rest = rest.replace(m[0], ' ');
    }
  }
  if (given.has(target)) return null;
  for (const k of [h, e, c]) if (k.source) rest = rest.replace(k.source, ' ');
  // Every other number must be an exam decoration.
  rest = rest.replace(/^\s*\d{1,3}\s*[.．、]\s*(?!\d)/, ' ').replace(/[(（]\s*\d{1,2}\s*分\s*[)）]/g, ' ');
  if (/\d/.test(rest)) return null;
  // The photon energy in eV, from whichever is given.
  const lines: string[] = [];
  let E = given.get('E');
  const eV = (x: number) => formatNumber(x, 4).latex;
  if (E === undefined && given.has('nu')) {
    E = (h.value * given.get('nu')!) / e.value;
    lines.push(
      `光子能量 $E = h\\nu = \\frac{${eV(h.value)} \\times ${eV(given.get('nu')!)}}{${eV(e.value)}}\\ \\mathrm{eV} \\approx ${eV(E)}\\ \\mathrm{eV}$`,
    );
  } else if (E === undefined && given.has('lambda')) {
    E = (h.value * c.value) / given.get('lambda')! / e.value;
    lines.push(
      `光子能量 $E = \\frac{hc}{\\lambda} = \\frac{${eV(h.value)} \\times ${eV(c.value)}}{${eV(given.get('lambda')!)} \\times ${eV(e.value)}}\\ \\mathrm{eV} \\approx ${eV(E)}\\ \\mathrm{eV}$`,
    );
  }
  for (const k of joules)
    lines.push(
      `由 $1\\ \\mathrm{eV} = ${eV(e.value)}\\ \\mathrm{J}$，${NAMES[k].name} $${NAMES[k].tex} = \\frac{${eV(given.get(k)! * e.value)}}{${eV(e.value)}}\\ \\mathrm{eV} \\approx ${eV(given.get(k)!)}\\ \\mathrm{eV}$`,
    );
  let W = given.get('W');
  if (W === undefined && given.has('nuc')) {
    W = (h.value * given.get('nuc')!) / e.value;
    lines.push(`逸出功 $W_0 = h\\nu_c \\approx ${eV(W)}\\ \\mathrm{eV}$`);
  }
  let Ek = given.get('Ek');
  if (Ek === undefined && given.has('U')) {
    Ek = given.get('U')!;
    lines.push(`由 $eU_c = E_k$，$E_k = ${eV(Ek)}\\ \\mathrm{eV}$`);
  }
  const used = (n: number) => given.size === n;
  let result: number;
  let unit: string;
  if ((target === 'Ek' || target === 'U') && E !== undefined && W !== undefined && used(2)) {
    const k = E - W;
    if (!(k > 0))
      return refused('physics', '按题目数据，光子能量不大于逸出功，不会发生光电效应，请核对题目数据。', split ? 'choice' : 'solution');
    lines.push(`由光电效应方程 $E_k = h\\nu - W_0 = ${eV(E)}\\ \\mathrm{eV} - ${eV(W)}\\ \\mathrm{eV} = ${eV(k)}\\ \\mathrm{eV}$`);
    if (target === 'U') lines.push(`由 $eU_c = E_k$ 得 $U_c = ${eV(k)}\\ \\mathrm{V}$`);
    result = k;
    unit = target === 'U' ? 'V' : 'eV';
  } else if (target === 'U' && given.has('Ek') && used(1)) {
    // 「最大初动能为 … ，则遏止电压为」: eU_c = E_k alone.
    result = Ek!;
    lines.push(`由 $eU_c = E_k$ 得 $U_c = \\frac{E_k}{e} = ${eV(result)}\\ \\mathrm{V}$`);
    unit = 'V';
  } else if (target === 'W' && E !== undefined && Ek !== undefined && used(2)) {
    result = E - Ek;
    if (!(result > 0)) return null;
    lines.push(`由光电效应方程 $W_0 = h\\nu - E_k = ${eV(E)}\\ \\mathrm{eV} - ${eV(Ek)}\\ \\mathrm{eV} = ${eV(result)}\\ \\mathrm{eV}$`);
    unit = 'eV';
  } else if (target === 'nuc' && W !== undefined && used(1)) {
    result = (W * e.value) / h.value;
    lines.push(
      `截止频率满足 $h\\nu_c = W_0$：$\\nu_c = \\frac{W_0}{h} = \\frac{${eV(W)} \\times ${eV(e.value)}}{${eV(h.value)}}\\ \\mathrm{Hz} \\approx ${eV(result)}\\ \\mathrm{Hz}$`,
    );
    unit = 'Hz';
  } else if (target === 'nuc' && E !== undefined && Ek !== undefined && used(2)) {
    const w = E - Ek;
    if (!(w > 0)) return null;
    result = (w * e.value) / h.value;
    lines.push(
      `逸出功 $W_0 = h\\nu - E_k = ${eV(w)}\\ \\mathrm{eV}$，截止频率 $\\nu_c = \\frac{W_0}{h} \\approx ${eV(result)}\\ \\mathrm{Hz}$`,
    );
    unit = 'Hz';
  } else return null;
  // Check: put the result back into the equation the other way round.
  const back = target === 'W' ? E! - result - Ek! : target === 'nuc' || E === undefined ? 0 : E! - W! - result;
  if (Math.abs(back) > 1e-9 * Math.max(1, Math.abs(result))) return null;
  // An energy asked in joules (「最大初动能为多少焦耳」) is given in joules: 1 eV = e × 1 J/C.
  if (unit === 'eV' && /焦耳|焦|\bJ\b/.test(ask)) {
    const joules = result * e.value;
    lines.push(
      `换算成焦耳：$${NAMES[target].tex} = ${eV(result)} \\times ${eV(e.value)}\\ \\mathrm{J} \\approx ${eV(joules)}\\ \\mathrm{J}$`,
    );
    result = joules;
    unit = 'J';
  }
  const f = formatNumber(result, 4);
  const tex = NAMES[target].tex;
  const answer = `$${tex} ${f.approx ? '\\approx' : '='} ${f.latex}\\ \\mathrm{${unit}}$`;
  const out = solved(
    'physics',
    'offline:physics',
    [
      '**思路**：光电效应方程 $E_k = h\\nu - W_0$，遏止电压满足 $eU_c = E_k$，截止频率满足 $h\\nu_c = W_0$。',
      '',
      ...lines.flatMap((l) => [l, '']),
      `**答**：${NAMES[target].name}为 ${answer}。`,
    ].join('\n'),
    answer,
    '已把结果代回光电效应方程核对',
  );
  if (!split) return out;
  const picked = pickNumericOption(out, split);
  return 'refuse' in picked ? refused('physics', `${picked.refuse}可以请老师帮忙核对。`, 'choice') : picked.outcome;
}

function constant(text: string, words: RegExp, fallback: number): { value: number; source?: string } {
  const m = new RegExp(`${words.source}${NUM}`).exec(text);
  if (!m) return { value: fallback };
  return { value: value(m, 1), source: m[0] };
}
