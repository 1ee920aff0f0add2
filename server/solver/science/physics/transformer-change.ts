import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { normalizeScienceText } from '../chem/normalize';
import { formatNumber } from '../format';
import { refused, solved } from '../outcome';

const NUM = String.raw`(\d+(?:\.\d+)?)`;
const UP = /增加|增大|升高|提高|上升/;
const DOWN = /减少|减小|降低|下降/;

/**
 * An ideal transformer whose input voltage changes: U₂ = (n₂/n₁)U₁ for every U₁, so the output voltage
 * changes by (n₂/n₁)ΔU₁, the same way. The turns ratio and the input change are the only data; the options
 * say "增加 200 V", "降低 2 V". Null when the problem is not exactly that (loads, currents, a figure…).
 */
export function solveTransformerChange(_raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  if (!split) return null;
  const t = normalizeScienceText(split.stem)
    .replace(/\s+/g, ' ')
    .replace(/([\u4e00-\u9fa5])\s+(?=[\u4e00-\u9fa5])/g, '$1');
  if (!/理想变压器/.test(t) || /图|灯|电阻|电流|功率|电表|滑动|二极管|输电|sin|cos/.test(t)) return null;
  const ratio = new RegExp(`原\\s*[、,，]?\\s*副线圈的?匝数(?:之)?比\\s*(?:为|是)?\\s*${NUM}\\s*[:：]\\s*${NUM}`).exec(t);
  const change = new RegExp(
    `(?:输入电压|原线圈(?:两端)?(?:的)?电压)\\s*(增加|增大|升高|提高|上升|减少|减小|降低|下降)(?:了)?\\s*${NUM}\\s*V`,
  ).exec(t);
  if (!ratio || !change) return null;
  let rest = t.replace(ratio[0], ' ').replace(change[0], ' ');
  rest = rest.replace(/^\s*\d{1,3}\s*[.．、]\s*(?!\d)/, ' ').replace(/[(（]\s*\d{1,2}\s*分\s*[)）]/g, ' ');
  if (/\d/.test(rest)) return null;
  const asked =
    t
      .split(/[,，。;；]/)
      .filter((c) => c.trim())
      .pop() ?? '';
  if (!/输出\s*电压|副线圈(?:两端)?(?:的)?电压/.test(asked)) return null;
  const [n1, n2, d1] = [Number(ratio[1]), Number(ratio[2]), Number(change[2])];
  if (!(n1 > 0 && n2 > 0)) return null;
  const sign = UP.test(change[1]) ? 1 : -1;
  const d2 = (n2 / n1) * d1;
  // Check: the output voltage for two input voltages, subtracted (U₂ is linear in U₁ with no offset).
  const u2 = (u1: number) => (n2 / n1) * u1;
  const base = 100;
  if (Math.abs(u2(base + sign * d1) - u2(base) - sign * d2) > 1e-9 * Math.max(1, d2)) return null;
  const verdicts = split.options.map((o) => {
    const m = new RegExp(`^\\s*(增加|增大|升高|提高|上升|减少|减小|降低|下降)(?:了)?\\s*${NUM}\\s*V\\s*$`).exec(
      normalizeScienceText(o.text).replace(/\s+/g, ' '),
    );
    if (!m) return null;
    const s = UP.test(m[1]) ? 1 : DOWN.test(m[1]) ? -1 : 0;
    return s === sign && Math.abs(Number(m[2]) - d2) <= 1e-9 * Math.max(1, d2);
  });
  if (verdicts.some((v) => v === null)) return null;
  const hits = split.options.filter((_, i) => verdicts[i] === true);
  if (hits.length !== 1) {
    return refused('physics', '算出了输出电压的变化，但它和选项对不上，为避免选错，暂不作答。可以请老师帮忙核对。', 'choice');
  }
  const pick = hits[0];
  const f = (x: number) => formatNumber(x, 6).latex;
  const word = sign > 0 ? '增加' : '降低';
  const markdown = [
    `**已知**：理想变压器 $n_1 : n_2 = ${n1} : ${n2}$，输入电压${change[1]} $${f(d1)}\\ \\mathrm{V}$。`,
    '',
    `**解**：理想变压器 $U_2 = \\frac{n_2}{n_1}U_1$ 对任何输入电压都成立，所以输出电压的变化 $\\Delta U_2 = \\frac{n_2}{n_1}\\Delta U_1 = \\frac{${n2}}{${n1}} \\times ${f(d1)}\\ \\mathrm{V} = ${f(d2)}\\ \\mathrm{V}$，与输入电压变化的方向相同。`,
    '',
    `**答**：输出电压${word} $${f(d2)}\\ \\mathrm{V}$。`,
    '',
    `**对照选项**：与选项 ${pick.letter}（${pick.text.trim()}）一致，其余选项的大小或方向不符。`,
  ].join('\n');
  return solved(
    'physics',
    'offline:physics',
    markdown,
    `${pick.letter}（输出电压${word} $${f(d2)}\\ \\mathrm{V}$）`,
    '已按 U₂ = (n₂/n₁)U₁ 求出变化量，并用两个输入电压下的输出电压之差复核；已逐一核对各选项的大小和方向',
    'choice',
  );
}
