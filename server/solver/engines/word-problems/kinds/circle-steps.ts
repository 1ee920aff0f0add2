import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { type Problem, type Qty, numTex as t } from '../read';
import { convert, UNITS, type Unit } from '../units';
import { PI_NOTE, primaryPi } from './measure';

/**
 * 圆 one step away from its formula (六年级上册 圆):
 * - an animal tied to a post by a rope grazes a circle whose radius is the rope (「羊拴在木桩上，绳长6米，最多能吃到
 *   多少平方米的草」);
 * - a wheel rolls one circumference per turn (「车轮直径70厘米，每分钟转120圈，1小时行多少千米」).
 */

const PI = Rat.of(314, 100);

function lengthsNamed(p: Problem): Qty[] {
  return p.qs.filter((q) => !isOptional(q));
}

function tethered(p: Problem): Model | null {
  if (!/(?:拴|栓|系|绑)在[\u4e00-\u9fff]{0,8}?(?:木桩|桩|树|柱子)上/.test(p.text) || !/吃到|吃草|活动/.test(p.text)) return null;
  if (p.ask.unit?.dim !== 'area' || /墙|角|半圆|一半|比/.test(p.text)) return null;
  const nums = lengthsNamed(p);
  if (nums.length !== 1 || nums[0].kind !== 'plain' || nums[0].unit?.dim !== 'length') return null;
  const rope = nums[0];
  if (!/绳子?(?:的)?(?:长度?|长)(?:是|为|有)?$/.test(p.text.slice(Math.max(0, rope.start - 6), rope.start))) return null;
  const lenName = p.ask.unit.name.replace(/^平方/, '');
  const lenU = p.ask.unit.name === '公顷' ? UNITS.get('米') : UNITS.get(lenName);
  if (lenU?.dim !== 'length') return null;
  const r = convert(rope.value, rope.unit as Unit, lenU) as Rat;
  const area = convert(PI.mul(r).mul(r), UNITS.get(`平方${lenU.name}`) as Unit, p.ask.unit) as Rat;
  if (!PI.mul(r.pow(2)).eq(PI.mul(r).mul(r))) return null;
  return {
    kind: 'circle-steps',
    idea: `拴着的动物最多能走到绳子拉直的地方，吃到的草地是以木桩为圆心、绳长为半径的圆。${PI_NOTE}`,
    steps: [`**列式计算** $\\pi r^2 = 3.14 \\times ${t(r)}^2 = ${t(PI.mul(r).mul(r))}$（平方${lenU.name}）`],
    answer: area,
    unit: p.ask.unit.name,
    form: 'number',
    used: [rope],
    impliedPi: true,
    roundable: true,
    check: `换一种算法：直径 $${t(r.mul(Rat.of(2)))}$，$3.14 \\times ${t(r.mul(Rat.of(2)))}^2 \\div 4 = ${t(PI.mul(r.mul(Rat.of(2)).pow(2)).div(Rat.of(4)))}$，相同。`,
  };
}

function rolling(p: Problem): Model | null {
  if (!/车轮|轮胎|轮子|滚筒|压路机/.test(p.text) || !p.ask.unit || p.ask.unit.dim !== 'length') return null;
  if (/比|一半|后轮|前轮|齿/.test(p.text)) return null;
  const nums = lengthsNamed(p);
  const sizes = nums.filter((q) => q.kind === 'plain' && q.unit?.dim === 'length');
  const turns = nums.filter((q) => q.kind === 'plain' && q.measure === '圈');
  // (「一小时约行多少千米」: the time asked over may be written in characters, 一 as much as 1)
  const times = p.qs.filter((q) => !q.label && q.kind === 'plain' && q.unit?.dim === 'time');
  const timesTold = times.filter((q) => nums.includes(q)).length;
  if (sizes.length !== 1 || turns.length !== 1 || times.length > 1 || nums.length !== 2 + timesTold) return null;
  const [size] = sizes;
  const named = /(半径|直径)(?:是|为|约|有)?$/.exec(p.text.slice(Math.max(0, size.start - 6), size.start));
  if (!named) return null;
  const [turn] = turns;
  let count = turn.value;
  const perM = /每(分钟|分|秒|小时)(?:能|可以|可)?(?:转|滚动|滚)(?:了)?$/.exec(p.text.slice(Math.max(0, turn.start - 8), turn.start));
  let timeStep = '';
  if (times.length) {
    if (!perM) return null;
    const per = UNITS.get(perM[1] === '分' ? '分钟' : perM[1]) as Unit;
    const tm = convert(times[0].value, times[0].unit as Unit, per) as Rat;
    count = count.mul(tm);
    timeStep = `，$${t(times[0].value)}$ ${times[0].unit?.name}转 $${t(turn.value)} \\times ${t(tm)} = ${t(count)}$ 圈`;
  } else if (perM) return null;
  const d = named[1] === '半径' ? size.value.mul(Rat.of(2)) : size.value;
  const circumference = PI.mul(d);
  const len = convert(circumference.mul(count), size.unit as Unit, p.ask.unit) as Rat;
  // check: turn by turn, one circumference each (2πr when the radius is told)
  const again = convert(
    PI.mul(Rat.of(2))
      .mul(d.div(Rat.of(2)))
      .mul(count),
    size.unit as Unit,
    p.ask.unit,
  ) as Rat;
  if (!again.eq(len)) return null;
  return {
    kind: 'circle-steps',
    idea: `车轮滚动一圈，前进的距离就是车轮的周长。${PI_NOTE}`,
    steps: [
      `**第一步** 车轮周长：$3.14 \\times ${t(d)} = ${t(circumference)}$（${size.unit?.name}）${timeStep}`,
      `**第二步** 前进：$${t(circumference)} \\times ${t(count)} = ${t(circumference.mul(count))}$（${size.unit?.name}）${p.ask.unit.name === size.unit?.name ? '' : `$= ${t(len)}$ ${p.ask.unit.name}`}`,
    ],
    answer: len,
    unit: p.ask.unit.name,
    form: 'number',
    used: nums,
    impliedPi: true,
    roundable: true,
    check: `一圈一圈地算：每圈 $2\\pi r$，$${t(count)}$ 圈共 $${t(again)}$ ${p.ask.unit.name}。`,
  };
}

export function circleStepsKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !primaryPi(p)) return null;
  return tethered(p) ?? rolling(p);
}
