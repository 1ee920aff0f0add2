import { Rat } from '../../../math/expression/rational';
import type { Model } from '../model';
import { type Problem, numTex as t } from '../read';
import { convert, UNITS, type Unit } from '../units';
import { PI_NOTE, primaryPi } from './measure';

/**
 * 等积变形（五、六年级 体积）: one solid melted, forged or moulded into another, or the water filling one container poured
 * into another — the volume stays the same:
 * - how many small solids it makes (「长方体铁块熔铸成棱长3厘米的正方体，可以铸造多少块」), only when they come out whole;
 * - the new solid's height or the water's depth (「正方体水箱装满水，倒入长方体水箱中，水深多少分米」).
 * Every measure is named by the words before it (长、宽、高、棱长、半径、直径、底面积、水深) and belongs to the solid
 * written on its side of the verb that reshapes.
 */

type Shape = '长方体' | '正方体' | '圆柱' | '圆锥';

const SHAPES = /长方体|正方体|立方体|圆柱|圆锥/g;
const shapeOf = (w: string): Shape => (w === '立方体' ? '正方体' : (w as Shape));
const INTO = /(?:熔铸|铸造|锻造|锻压|熔化|熔|铸|锻|捏|揉)成|(?:全部|都)?倒(?:入|进|在)/g;
// (周长 and 对角线长 are no 长)
const NAMED = /(底面半径|底面直径|底面积|半径|直径|棱长|边长|(?<![周线])长|宽|高|深)(?:是|为|约|有|都是)?$/;
/** 「宽和高都是6厘米」: one number for two measures. */
const BOTH = /(长|宽|高)和(长|宽|高)(?:都是|都为|均为|都)$/;

interface Solid {
  shape: Shape;
  l?: Rat;
  w?: Rat;
  h?: Rat;
  a?: Rat;
  r?: Rat;
  base?: Rat;
  depth?: Rat;
}

/** A volume as c · πᵏ, so that π cancels when both solids are round. */
interface Vol {
  c: Rat;
  pi: 0 | 1;
}

/** The base area (c · πᵏ) of a solid, null when a measure is missing. */
function baseOf(s: Solid): Vol | null {
  if (s.shape === '长方体') return s.base ? { c: s.base, pi: 0 } : s.l && s.w ? { c: s.l.mul(s.w), pi: 0 } : null;
  if (s.shape === '正方体') return s.a ? { c: s.a.mul(s.a), pi: 0 } : null;
  if (s.base) return { c: s.base, pi: 0 };
  return s.r ? { c: s.r.mul(s.r), pi: 1 } : null;
}

function heightOf(s: Solid): Rat | undefined {
  return s.shape === '正方体' ? s.a : s.h;
}

const third = (s: Solid) => (s.shape === '圆锥' ? Rat.of(1, 3) : Rat.ONE);

function volTex(v: Vol): string {
  return v.pi ? `${t(v.c)}\\pi` : t(v.c);
}

const KEYS: Record<string, keyof Solid> = {
  底面半径: 'r',
  半径: 'r',
  底面直径: 'r',
  直径: 'r',
  底面积: 'base',
  棱长: 'a',
  边长: 'a',
  长: 'l',
  宽: 'w',
  高: 'h',
  深: 'depth',
};

/** Puts a named measure on its solid; false when the solid already has it or the name does not fit the shape. */
function put(s: Solid, name: string, value: Rat): boolean {
  const key = KEYS[name];
  if (!key || s[key] !== undefined) return false;
  if (key !== 'depth' && (key === 'a') !== (s.shape === '正方体')) return false;
  if (key === 'r' && !/^圆/.test(s.shape)) return false;
  if ((key === 'l' || key === 'w') && s.shape !== '长方体') return false;
  (s as unknown as Record<string, Rat>)[key] = /直径/.test(name) ? value.div(Rat.of(2)) : value;
  return true;
}

export function reshapeKind(p: Problem): Model | null {
  if (p.ask.form !== 'number') return null;
  // the question may say the verb or the new solid again (「可以铸成多少块」「圆柱的高是多少」)
  const asked = p.offsets[p.ask.clause];
  const into = [...p.text.matchAll(INTO)].filter((m) => (m.index ?? 0) < asked);
  if (into.length !== 1) return null;
  const k = into[0].index ?? 0;
  const pour = /倒/.test(into[0][0]);
  const shapes = [...p.text.matchAll(SHAPES)];
  const before = shapes.filter((m) => (m.index ?? 0) < k);
  const after = shapes.filter((m) => (m.index ?? 0) > k && (m.index ?? 0) < asked);
  if (before.length !== 1 || after.length !== 1) return null;
  const from: Solid = { shape: shapeOf(before[0][0]) };
  const to: Solid = { shape: shapeOf(after[0][0]) };
  if (shapes.some((m) => (m.index ?? 0) >= asked && shapeOf(m[0]) !== to.shape)) return null;
  // the water poured is the whole container (装满水) or the depth told in it
  const full = /(?:装|盛|注|灌)满(?:了)?水/.test(p.text.slice(0, k));
  // 「倒出一些」「倒入一半」: only part of the water (or metal) goes over
  if (/倒出|一些|部分|一半|剩|分之|(?<!不计)损耗(?!不计|忽略)/.test(p.text)) return null;
  const nums = p.qs.filter((q) => !q.label && !(q.chinese && q.value.isOne()));
  const len = nums.find((q) => q.unit?.dim === 'length')?.unit;
  if (!len || nums.some((q) => q.kind !== 'plain' || (q.unit?.dim !== 'length' && q.unit?.dim !== 'area'))) return null;
  const area = UNITS.get(`平方${len.name}`);
  if (!area) return null;
  for (const q of nums) {
    const words = p.text.slice(Math.max(0, q.start - 8), q.start).replace(/的/g, '');
    const value = convert(q.value, q.unit as Unit, q.unit?.dim === 'area' ? area : len) as Rat;
    const s = q.start < k ? from : to;
    const both = BOTH.exec(words);
    // 「水面高2分米」「水高」: the water's depth, not the container's height
    const named = both ? null : NAMED.exec(words.replace(/水(?:面)?(?:深|高度?)(?:是|为)?$/, '深'));
    if (!both && !named) return null;
    const names = both ? [both[1], both[2]] : [(named as RegExpExecArray)[1]];
    if ((q.unit?.dim === 'area') !== (names[0] === '底面积')) return null;
    for (const n of names) if (!put(s, n, value)) return null;
  }
  // a depth belongs to water poured out, never to the container poured into (it would rise from that depth)
  if (to.depth || (pour ? !full && !from.depth : from.depth || full)) return null;
  const fromBase = baseOf(from);
  const fromH = pour && from.depth ? from.depth : heightOf(from);
  if (!fromBase || !fromH) return null;
  const v1: Vol = { c: fromBase.c.mul(fromH).mul(third(from)), pi: fromBase.pi };
  const toBase = baseOf(to);
  if (!toBase) return null;
  const pi = Rat.of(314, 100);
  const piOf = (x: Vol, other: Vol) => (x.pi > other.pi ? x.c.mul(pi) : x.c);
  const countAsked = !!p.ask.measure && /^[块个根段颗]$/.test(p.ask.measure) && !/高|深/.test(p.ask.text);
  // (「水面离箱口还有多少分米」「比原来高多少」: a difference, not the height)
  const heightAsked =
    !!p.ask.unit && p.ask.unit.dim === 'length' && /高|深/.test(p.ask.text) && !/表面|侧面|底面|离|距|差|比|还有|剩|溢|升/.test(p.ask.text);
  const v1Text = `**第一步** ${pour ? '水的体积' : '原来的体积'}：$${volTex(v1)}$（立方${len.name}）`;
  const needsPi = v1.pi !== toBase.pi;
  if (needsPi && !primaryPi(p)) return null;
  let answer: Rat;
  let second: string;
  let check: string;
  let unit: string;
  if (countAsked) {
    const toH = heightOf(to);
    if (!toH || pour) return null;
    const v2: Vol = { c: toBase.c.mul(toH).mul(third(to)), pi: toBase.pi };
    answer = piOf(v1, v2).div(piOf(v2, v1));
    if (!answer.isInteger() || answer.sign() <= 0) return null;
    second = `**第二步** 每个的体积：$${volTex(v2)}$（立方${len.name}），可以做成：$${volTex(v1)} \\div ${volTex(v2)} = ${t(answer)}$（${p.ask.measure}）`;
    check = `验算：$${volTex(v2)} \\times ${t(answer)} = ${volTex(v1)}$，正是原来的体积。`;
    unit = p.ask.measure as string;
  } else if (heightAsked) {
    // a container poured into may have its height told: the water must stay below it
    const depthAsked = pour && /深|水面/.test(p.ask.text);
    if ((heightOf(to) && !depthAsked) || (to.shape === '正方体' && !depthAsked) || (pour && to.shape === '圆锥')) return null;
    const h = piOf(v1, toBase).div(piOf(toBase, v1)).div(third(to));
    const rim = heightOf(to);
    if (rim && h.cmp(rim) > 0) return null;
    const ask = p.ask.unit as Unit;
    answer = convert(h, len, ask) as Rat;
    if (answer.sign() <= 0) return null;
    const div = to.shape === '圆锥' ? `${volTex(v1)} \\times 3 \\div ${volTex(toBase)}` : `${volTex(v1)} \\div ${volTex(toBase)}`;
    second = `**第二步** ${to.shape === '圆锥' ? '圆锥的高 = 体积 × 3 ÷ 底面积' : '高 = 体积 ÷ 底面积'}：底面积 $${volTex(toBase)}$（平方${len.name}），$${div} = ${t(h)}$（${len.name}）`;
    check = `验算：$${volTex(toBase)} \\times ${t(h)}${to.shape === '圆锥' ? ' \\div 3' : ''} = ${volTex(v1)}$，体积不变。`;
    unit = ask.name;
  } else return null;
  return {
    kind: 'reshape',
    idea: `${pour ? '水从一个容器倒入另一个容器' : '把物体熔铸（锻造）成另一种形状'}，形状变了，体积不变（等积变形）。`,
    steps: [needsPi ? `${PI_NOTE}${v1Text}` : v1Text, second],
    answer,
    unit,
    form: 'number',
    used: nums,
    roundable: heightAsked,
    impliedPi: needsPi,
    check,
  };
}
