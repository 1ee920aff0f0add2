import type { MathOutcome, MathProblem } from '../../math/expression/types';
import { im, solved } from '../../math/write/format';

/**
 * Stratified sampling with the strata named in a list and their sizes given with 分别为 (人教A版 必修二 9.1):
 * 「某校高一、高二、高三年级的学生人数分别为 300，300，400，用分层抽样的方法从中抽取 50 名学生，则应从高三年级抽取的
 * 人数为 ＿」, and the sample size found from one stratum's share: 「…数量分别为 120 件，80 件，60 件．用分层抽样方法抽取了
 * 一个容量为 n 的样本，其中从丙车间的产品中抽取了 3 件，则 n=＿」. Every stratum's share must be a whole number.
 */

const NAMES =
  /^(?:某(?:[\u4e00-\u9fff]{0,2}(?:校|学|单位|公司|企业|厂|社区|地区|市|县|区|院|小区|年级|班)))?((?:[\u4e00-\u9fff]{1,4}、)+)([\u4e00-\u9fff]+)/;
const SIZES = /^([^\d＿=]{0,16}?)分别(?:为|是|有)((?:\d+[人名件个台辆户]?[、，,])+\d+[人名件个台辆户]?)(?=[，,．.。；])/;
const PURPOSE = /^(?:为了解[^，,．.。]*[，,])?(?:现|若|今)?/;
const SAMPLE =
  /^(?:用|采用|按|利用)分层(?:随机)?抽样(?:的)?(?:方法|方式)?(?:从(?:中|这些[\u4e00-\u9fff]{1,6}中|全体[\u4e00-\u9fff]{1,6}中))?抽取(?:了)?(?:一个)?(?:容量为)?(\d+|[nN])(?:[人名件个])?(?:学生|职工|员工|产品|人)?(?:的样本)?(?:参加[\u4e00-\u9fff]{1,4}|进行[\u4e00-\u9fff]{1,4})?[，,]/;

interface Stratum {
  name: string;
  size: number;
}

/** The strata: the names before 分别为 and as many sizes after it; the last name is cut to the first name's length. */
function readStrata(s: string): { strata: Stratum[]; rest: string } | null {
  const n = NAMES.exec(s);
  if (!n) return null;
  const first = n[1].split('、').filter(Boolean);
  const width = first[0].length;
  if (!first.every((f) => f.length === width) || n[2].length < width) return null;
  const names = [...first, n[2].slice(0, width)];
  const after = n[2].slice(width) + s.slice(n[0].length);
  const z = SIZES.exec(after.replace(/^[，,]/, ''));
  if (!z || /\d/.test(z[1])) return null;
  const sizes = z[2].split(/[、，,]/).map((x) => ({ value: Number(x.replace(/\D/g, '')), unit: x.replace(/\d/g, '') }));
  if (sizes.length !== names.length || new Set(sizes.map((x) => x.unit)).size !== 1 || new Set(names).size !== names.length) return null;
  const rest = after
    .replace(/^[，,]/, '')
    .slice(z[0].length)
    .replace(/^[，,．.。；]/, '');
  return { strata: names.map((name, i) => ({ name, size: sizes[i].value })), rest };
}

/** The stratum named by the ask: its name, with at most the kind of the strata and of the members after it (高三年级的学生). */
function hitOf(strata: Stratum[], asked: string): Stratum | null {
  const hit = strata.filter(
    (g) =>
      asked.startsWith(g.name) &&
      /^(?:年级|车间|学段|部门|班|工厂|厂|社区|小区|地区|学校)?(?:的)?(?:学生|产品|职工|员工|人)?$/.test(asked.slice(g.name.length)),
  );
  return hit.length === 1 ? hit[0] : null;
}

export function stratifiedByList(t: string, mp: MathProblem): MathOutcome | null {
  const s = t.replace(/^\d{1,2}[.．、]\s*(?:[(（]\d+分[)）])?/, '').replace(/[。．.]$/, '');
  const read = readStrata(s);
  if (!read) return null;
  const { strata } = read;
  const rest = read.rest.replace(PURPOSE, '');
  const sample = SAMPLE.exec(rest);
  if (!sample) return null;
  const ask = rest.slice(sample[0].length);
  const total = strata.reduce((a, g) => a + g.size, 0);
  const forward = /^\d+$/.test(sample[1]) ? askedStratum(ask, strata) : null;
  const backward = /^\d+$/.test(sample[1]) ? null : toldStratum(ask, strata, sample[1]);
  const hit = forward ?? backward?.stratum;
  if (!hit) return null;
  const n = forward ? Number(sample[1]) : ((backward?.taken ?? 0) * total) / hit.size;
  const shares = strata.map((g) => (n * g.size) / total);
  if (!(Number.isInteger(n) && n > 0 && n < total) || !shares.every(Number.isInteger)) return null;
  const k = (n * hit.size) / total;
  const sum = `${im(strata.map((g) => g.size).join('+'))}${im(`=${total}`)}`;
  const steps = forward
    ? [
        `总体共 ${sum}，抽样比为 ${im(`\\frac{${n}}{${total}}`)}。`,
        `${hit.name}应抽取 ${im(`${hit.size}\\times\\frac{${n}}{${total}}=${k}`)}。`,
      ]
    : [
        `总体共 ${sum}，${hit.name}有 ${hit.size}，抽取了 ${k}，抽样比为 ${im(`\\frac{${k}}{${hit.size}}`)}。`,
        `样本容量 ${im(`${sample[1]}=${total}\\times\\frac{${k}}{${hit.size}}=${n}`)}。`,
      ];
  const answer = forward ? k : n;
  return solved(mp, {
    engine: 'statistics:stratified',
    idea: '分层抽样中每一层抽取的个体数与该层的个体数成正比，抽样比 = 样本容量 ÷ 总体个数。',
    steps,
    finalAnswer: forward ? im(String(answer)) : im(`${sample[1]}=${answer}`),
    verificationNote: `各层按同一抽样比抽取 ${shares.join('、')}，都是整数，合计 ${n}，正是样本容量。`,
    value: { kind: 'numbers', values: [answer] },
  });
}

/** 「则应从高三年级抽取的人数为 ＿」「高三年级应抽取 ＿ 名」: the stratum whose share is asked. */
function askedStratum(ask: string, strata: Stratum[]): Stratum | null {
  const f =
    /^(?:则)?(?:应)?(?:从|在)?([\u4e00-\u9fff]{1,10}?)(中)?(?:应)?抽取(?:的)?(?:学生|职工|员工|产品|个体|样本)?(?:人数|数量|件数|个数|数)?(?:为|是)?＿(?:[人名件个位](?:学生|同学|职工|员工|工人|产品|个体)?)?$/.exec(
      ask,
    );
  // 「从高中中抽取」 and 「高中应抽取」: the 中 may be the name's own last character
  return f ? (hitOf(strata, f[1] + (f[2] ?? '')) ?? hitOf(strata, f[1])) : null;
}

/** 「其中从丙车间的产品中抽取了 3 件，则 n=＿」: one stratum's share told, the sample size asked by its letter. */
function toldStratum(ask: string, strata: Stratum[], letter: string): { stratum: Stratum; taken: number } | null {
  const f = /^其中(?:从|在)?([\u4e00-\u9fff]{1,12}?)(?:中)?抽取(?:了)?(\d+)[人名件个]?[，,](?:则)?([nN])(?:=|为|是|等于)?＿$/.exec(ask);
  const stratum = f && f[3] === letter ? hitOf(strata, f[1]) : null;
  return stratum && f ? { stratum, taken: Number(f[2]) } : null;
}
