import type { ChoiceSplit } from '../../math/answers/choice';
import type { Solved } from '../../types';
import { formatNumber } from '../format';
import { solved } from '../outcome';
import { uniqueEqualOption } from '../unique-option';
import { compactStem } from './compact-stem';
import { readMultiple } from './multiples';
import { readRatioOption } from './ratio-option';

/** A quantity that falls off as 1/r² from a centre, and where a problem is about it. */
interface Source {
  name: string;
  context: RegExp;
  quantity: RegExp;
  /** Set-ups where the distance does not give the quantity by 1/r² alone (a uniform field, inside the planet…). */
  forbids: RegExp;
  tex: string;
}

const SOURCES: Source[] = [
  {
    name: '地球（星球）对物体的引力及其产生的加速度',
    context: /地球|行星|星球|月球/,
    quantity: /万有引力|引力|重力加速度|重力|加速度/,
    forbids:
      /匀强|内部|深度|深处|矿井|地下|自转|赤道|两极|线速度|角速度|周期|动能|密度|质量之比|半径之比|质量是|半径是|质量为地球|半径为地球/,
    tex: 'F = G\\frac{Mm}{r^2},\\ g = \\frac{GM}{r^2}',
  },
  {
    name: '点电荷的电场强度',
    context: /点电荷/,
    quantity: /电场强度|场强/,
    // A second charge (its field adds), a place inside a charged body (not 1/r² there).
    forbids: /匀强|两个点电荷|两点电荷|等量|另一|另外|连线|中点|叠加|合场强|电势|接触|库仑力|静电力|电荷量变|电荷量之比|球内|内部|壳内/,
    tex: 'E = k\\frac{Q}{r^2}',
  },
  {
    name: '点光源的光照强度',
    context: /点光源/,
    quantity: /光照强度|光强|照度/,
    // A mirror or lens that gathers the light into a beam: it no longer spreads over a sphere.
    forbids: /透镜|反射|镜|平行光|会聚|汇聚|聚光|光束|另一|另外|功率变|功率之比/,
    tex: 'I = \\frac{P}{4\\pi r^2}',
  },
];

/** A place named by its distance from the centre: k·R (the planet's radius), k·r (a letter) or a length. */
interface Place {
  at: number;
  /** The distance's measure: 'R', 'r' or 'm' (a length converted to metres). */
  kind: string;
  index: number;
  text: string;
  label?: string;
  symbol?: string;
}

const K = String.raw`(\d+(?:\.\d+)?)?`;
const LENGTH: Record<string, number> = { m: 1, cm: 0.01, km: 1000 };
const CHINESE: Record<string, number> = { 二: 2, 两: 2, 三: 3, 四: 4, 五: 5 };

/** The places in the stem, in the order they are written; null when one is written in a way not read. */
function readPlaces(t: string): Place[] {
  const out: Place[] = [];
  let rest = t;
  const take = (re: RegExp, read: (m: RegExpExecArray) => Omit<Place, 'index' | 'text'>[]) => {
    for (const m of rest.matchAll(re) as IterableIterator<RegExpExecArray>) {
      read(m).forEach((p) => {
        out.push({ ...p, index: m.index, text: m[0] });
      });
      rest = rest.slice(0, m.index) + ' '.repeat(m[0].length) + rest.slice(m.index + m[0].length);
    }
  };
  // Heights above the surface: r = R + h.
  take(
    new RegExp(
      `(?:离|距|距离)(?:地面|地表|地球表面|星球表面)(?:的)?高(?:度)?(?:为|等于|是)?(?:${K}R|(?:地球|星球)?半径(?:的([二两三四五]|\\d+)倍)?)`,
      'g',
    ),
    (m) => {
      const k = m[1] ? Number(m[1]) : m[2] ? (CHINESE[m[2]] ?? Number(m[2])) : /R$/.test(m[0]) ? 1 : 1;
      return [{ at: 1 + k, kind: 'R' }];
    },
  );
  take(new RegExp(`(?:距|离|到)(?:地心|地球中心|地球球心|星球中心|球心)(?:的距离)?(?:为|是)?${K}R`, 'g'), (m) => [
    { at: Number(m[1] ?? 1), kind: 'R' },
  ]);
  take(/地面|地球表面|地表|星球表面|表面/g, () => [{ at: 1, kind: 'R' }]);
  // 「A、B 两点到 Q 的距离分别为 r 和 2r」: the labels name the places.
  take(new RegExp(`([A-Z])、([A-Z])两点(?:到[A-Za-z点电荷光源]*的)?距离分别为${K}r和${K}r`, 'g'), (m) => [
    { at: Number(m[3] ?? 1), kind: 'r', label: m[1] },
    { at: Number(m[4] ?? 1), kind: 'r', label: m[2] },
  ]);
  take(new RegExp(`(?:距|离|距离)(?:它|[A-Z]|点电荷|该点电荷|光源|点光源)?${K}r处`, 'g'), (m) => [{ at: Number(m[1] ?? 1), kind: 'r' }]);
  take(/(?:距|离|距离)(?:它|[A-Z]|点电荷|该点电荷|光源|点光源)?(\d+(?:\.\d+)?)(m|cm|km)处/g, (m) => [
    { at: Number(m[1]) * LENGTH[m[2]], kind: 'm' },
  ]);
  return out.sort((a, b) => a.index - b.index);
}

/**
 * The question names a place none of the read places is (「它们连线中点处」, 「A 点」): the value asked is not at
 * either place read. 「该处」 points back to a place read, 「距 Q 2r 处的 B 点」 names one; 「点电荷」「点光源」 name the source.
 */
function namesAnotherPlace(question: string, inQuestion: Place[]): boolean {
  let rest = question;
  for (const p of inQuestion)
    rest = rest.replace(new RegExp(`${p.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:处|的地方)?(?:的[A-Z]点)?`), ' ');
  rest = rest.replace(/该处|此处|点电荷|点光源/g, ' ');
  return /处|点|位置|地方/.test(rest);
}

/**
 * A quantity falling off as 1/r² — the Earth's pull and the acceleration it gives at a height, a point charge's
 * field, a point source's light — compared at two places given by their distances (a height in planet radii, a
 * distance from the centre, r and 3r, two lengths). Asked as a ratio (the places in the order the question names
 * them, by their letters or by the symbols given), as 「是…的几倍」, or as the value at the second place in the symbol
 * given at the first. Every number must be a place's; every option must be read.
 */
export function solveInverseSquareRatio(_raw: string, split: ChoiceSplit | null): Solved | null {
  if (!split) return null;
  const t = compactStem(split.stem)
    .replace(/_\{?([A-Za-z0-9])\}?/g, '$1')
    .replace(/\s+/g, '')
    .replace(/\(R(?:是|为)(?:地球|星球)的半径\)|\((?:地球|星球)半径为R\)/g, '');
  const sources = SOURCES.filter((s) => s.context.test(t) && s.quantity.test(t) && !s.forbids.test(t));
  if (sources.length !== 1) return null;
  // Only the distance differs between the two places: a charge, mass or power changed as well is not this reading.
  if (/加倍|减半|变为|变成|增大|减小|增加|减少|原来|提高|降低/.test(t)) return null;
  const source = sources[0];
  const places = readPlaces(t);
  if (places.length !== 2 || places[0].kind !== places[1].kind || places[0].at === places[1].at) return null;
  // A distance from the centre under the radius is inside the body, where the pull does not fall off as 1/r².
  if (places.some((p) => p.kind === 'R' && p.at < 1)) return null;
  // 「高度为地球半径的一半」「…的二分之一」: a part of the radius this reading did not take.
  if (places.some((p) => /^(?:的)?(?:一半|[一二两三四五六七八九十\d]*分之|倍|\/)/.test(t.slice(p.index + p.text.length)))) return null;
  // The symbol each place's value is given by: the first 「为 X」 after it, before the next place.
  let rest = t;
  for (const [i, p] of places.entries()) {
    const end = places[i + 1]?.index ?? t.length;
    const m = /(?:为|是)([A-Za-z][A-Za-z0-9']?)(?![A-Za-z])/.exec(t.slice(p.index + p.text.length, end));
    if (m && /^[EGFgIPa]/.test(m[1])) p.symbol = m[1];
    rest = rest.replace(p.text, ' ');
  }
  const clauses = t.split(/[,，。;；]/).filter(Boolean);
  const question = clauses[clauses.length - 1] ?? '';
  const qStart = t.lastIndexOf(question);
  const inQuestion = places.filter((p) => p.index >= qStart);
  let first: Place | undefined;
  let second: Place | undefined;
  let symbol: string | undefined;
  const ratio = /之比|[A-Za-z0-9]:[A-Za-z0-9]/.test(question);
  if (ratio) {
    const letters = /([A-Za-z][A-Za-z0-9']?):([A-Za-z][A-Za-z0-9']?)(?![A-Za-z0-9])/.exec(question);
    const labels = /([A-Z])、([A-Z])两点/.exec(question);
    const by = (f: (p: Place) => boolean) => places.find(f);
    if (inQuestion.length === 2) [first, second] = inQuestion;
    else if (letters && places.every((p) => p.symbol))
      [first, second] = [by((p) => p.symbol === letters[1]), by((p) => p.symbol === letters[2])];
    else if (letters && places.every((p) => p.label))
      [first, second] = [by((p) => letters[1].endsWith(p.label!)), by((p) => letters[2].endsWith(p.label!))];
    else if (labels && places.every((p) => p.label)) [first, second] = [by((p) => p.label === labels[1]), by((p) => p.label === labels[2])];
    // Letters in the question must agree with the places' labels when both are written.
    if (letters && labels && places.every((p) => p.label) && !(letters[1].endsWith(labels[1]) && letters[2].endsWith(labels[2])))
      return null;
  } else if (namesAnotherPlace(question, inQuestion)) {
    return null;
  } else if (/是.*的(?:几|多少)?倍?$/.test(question) && inQuestion.length === 1) {
    // 「它在该处…是它在地面上…的」: 该处 is the place told before the question.
    const said = question.slice(0, question.indexOf('是'));
    if (!/该处|此处|这里|那里|那儿/.test(said) || inQuestion[0].index < qStart + said.length) return null;
    second = inQuestion[0];
    first = places.find((p) => p !== second);
  } else if (/(?:为|是)$/.test(question)) {
    const given = places.filter((p) => p.symbol);
    if (given.length !== 1) return null;
    symbol = given[0].symbol;
    second = given[0];
    first = places.find((p) => p !== second);
    if (inQuestion.length > 1 || (inQuestion.length === 1 && inQuestion[0] !== first)) return null;
  } else return null;
  if (!first || !second || first === second) return null;
  if (!source.quantity.test(question) && !(ratio && places.every((p) => p.symbol))) return null;
  // Every number is a place's (a symbol's subscript aside).
  if (/\d/.test(rest.replace(/[A-Za-z]\d/g, ' '))) return null;
  const multiple = (second.at / first.at) ** 2;
  const hit = uniqueEqualOption(multiple, split, (text) => {
    if (!symbol) return readRatioOption(text);
    const f = readMultiple(compactStem(text).replace(/_\{?([A-Za-z0-9])\}?/g, '$1'), symbol);
    return f && f[0] > 0 ? f[0] / f[1] : null;
  });
  if (typeof hit === 'string') return null;
  const unit = first.kind === 'm' ? '\\ \\mathrm{m}' : first.kind;
  const dist = (p: Place) => `${formatNumber(p.at, 4).latex}${unit}`;
  const shown = formatNumber(multiple, 4).latex;
  const markdown = [
    `**思路**：${source.name}与到中心距离的平方成反比（$${source.tex}$），其余量不变。`,
    '',
    `两处到中心的距离分别为 $r_1 = ${dist(first)}$、$r_2 = ${dist(second)}$，所以前者与后者之比为 $\\left(\\frac{r_2}{r_1}\\right)^2 = ${shown}$。`,
    '',
    `**答**：选 ${hit.letter}（${hit.text.trim()}），其余选项都与 $${shown}$ 不等。`,
  ].join('\n');
  return solved('physics', 'offline:physics', markdown, `${hit.letter}（比值 $${shown}$）`, '已按与距离平方成反比逐一核对各选项', 'choice');
}
