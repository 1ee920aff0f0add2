import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { normalizeScienceText } from '../chem/normalize';
import { pickNumericOption } from '../choice';
import { formatNumber } from '../format';
import { refused, solved } from '../outcome';

const NUM = String.raw`(\d+(?:\.\d+)?)`;

/**
 * Free fall from rest split into consecutive stretches ("前 5 m 完成技术动作, 随后 5 m 完成姿态调整"):
 * the time of one stretch is √(2H₂/g) − √(2H₁/g), H the distance fallen at its two ends. The stretch asked
 * is named by what happens in it, or as 前/后 so many metres. g must be given; a length equal to the whole
 * fall is allowed, any other number is not. Null when the problem is not exactly that.
 */
export function solveFreeFallSegments(raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  const t = normalizeScienceText(split ? split.stem : raw)
    .replace(/\s+/g, ' ')
    .replace(/([\u4e00-\u9fa5])\s+(?=[\u4e00-\u9fa5])/g, '$1')
    .replace(/([A-Za-z])\s*\/\s*([A-Za-z])/g, '$1/$2');
  if (!/自由落体/.test(t) || !/静止/.test(t) || /图|阻力(?!.{0,4}(?:不计|忽略))|初速度(?!为\s*0|为零)|竖直上抛|平抛/.test(t)) return null;
  const g = new RegExp(`重力加速度(?:大小)?\\s*(?:取|为|是|g\\s*=)\\s*${NUM}\\s*m/s\\^\\{?2\\}?`).exec(t);
  if (!g) return null;
  // The stretches, in order: "前 5 m …", then "随后 / 接着 / 再 / 后 5 m …".
  const stretches = [...t.matchAll(new RegExp(`(前|随后|接着|然后|再|后)\\s*${NUM}\\s*(?:m|米)\\s*([^,，。;；]*)`, 'g'))];
  if (stretches.length < 2 || stretches[0][1] !== '前' || stretches.slice(1).some((s) => s[1] === '前')) return null;
  const lengths = stretches.map((s) => Number(s[2]));
  const total = lengths.reduce((a, b) => a + b, 0);
  let rest = t.replace(g[0], ' ');
  for (const s of stretches) rest = rest.replace(s[0], ' ');
  rest = rest
    .replace(/^\s*\d{1,3}\s*[.．、]\s*(?!\d)/, ' ')
    .replace(/[(（]\s*\d{1,2}\s*分\s*[)）]/g, ' ')
    .replace(/\d{4}\s*年/g, ' ');
  // A length equal to the whole fall only restates it ("10 米跳台"); any other number is not understood.
  rest = rest.replace(new RegExp(`${NUM}\\s*(?:m|米)`, 'g'), (m, x: string) => (Math.abs(Number(x) - total) < 1e-9 ? ' ' : m));
  if (/\d/.test(rest)) return null;
  const asked =
    t
      .split(/[,，。;；]/)
      .filter((c) => c.trim())
      .pop() ?? '';
  if (!/时间/.test(asked)) return null;
  const what = stretches.map((s) => s[3].replace(/^(?:内|中|里)?\s*(?:完成|进行|做|用于)?/, '').trim());
  const named = what
    .map((w, i) => (w.length >= 2 && asked.includes(w) && what.filter((x) => x === w).length === 1 ? i : -1))
    .filter((i) => i >= 0);
  if (named.length !== 1) return null;
  const k = named[0];
  const gv = Number(g[1]);
  const before = lengths.slice(0, k).reduce((a, b) => a + b, 0);
  const after = before + lengths[k];
  const t1 = Math.sqrt((2 * before) / gv);
  const t2 = Math.sqrt((2 * after) / gv);
  const dt = t2 - t1;
  // Check: the distance covered in that time from the speed at its start, s = v₁Δt + ½gΔt².
  const v1 = gv * t1;
  if (Math.abs(v1 * dt + 0.5 * gv * dt * dt - lengths[k]) > 1e-9 * Math.max(1, lengths[k])) return null;
  const f = (x: number) => formatNumber(x, 6).latex;
  const shown = formatNumber(dt, 3);
  const answer = `$\\Delta t ${shown.approx ? '\\approx' : '='} ${shown.latex}\\ \\mathrm{s}$`;
  const markdown = [
    `**已知**：从静止开始自由下落，$g = ${f(gv)}\\ \\mathrm{m/s^2}$；所求的一段是下落 $${f(before)}\\ \\mathrm{m}$ 到 $${f(after)}\\ \\mathrm{m}$ 之间（${what[k]}）。`,
    '',
    '**解**：由 $h = \\frac{1}{2}gt^2$ 得下落 $h$ 所用时间 $t = \\sqrt{\\frac{2h}{g}}$：',
    '',
    `$$t_1 = \\sqrt{\\frac{2 \\times ${f(before)}}{${f(gv)}}}\\ \\mathrm{s} ${formatNumber(t1, 4).approx ? '\\approx' : '='} ${formatNumber(t1, 4).latex}\\ \\mathrm{s}，\\quad t_2 = \\sqrt{\\frac{2 \\times ${f(after)}}{${f(gv)}}}\\ \\mathrm{s} ${formatNumber(t2, 4).approx ? '\\approx' : '='} ${formatNumber(t2, 4).latex}\\ \\mathrm{s}$$`,
    '',
    `$$\\Delta t = t_2 - t_1 ${shown.approx ? '\\approx' : '='} ${shown.latex}\\ \\mathrm{s}$$`,
    '',
    `**检验**：这一段开始时速度 $v_1 = gt_1$，$v_1\\Delta t + \\frac{1}{2}g\\Delta t^2 = ${f(lengths[k])}\\ \\mathrm{m}$，与这一段的长度一致。`,
    '',
    `**答**：${answer}。`,
  ].join('\n');
  const out = solved('physics', 'offline:physics', markdown, answer, '已由 h = ½gt² 求出时间差，并用这一段的初速度和位移公式复核');
  if (!split) return out;
  const picked = pickNumericOption(out, split);
  return 'refuse' in picked ? refused('physics', `${picked.refuse}可以请老师帮忙核对。`, 'choice') : picked.outcome;
}
