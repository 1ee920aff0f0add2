import type { Refused, Solved } from '../../types';
import { eqSign } from '../format';
import { refused, solved } from '../outcome';
import { questionPart } from '../question';
import { assignQuantities, type Given } from './assign';
import { readSituation, type Situation, UNSUPPORTED } from './context';
import { misreadQuantity, strayNumbers } from './numbers';
import { checkPlan, findPlans, inputsOf, type Plan, runPlan } from './planner';
import { findQuantities } from './quantities';
import { displayUnit, displayValue, stepTex, valueTex } from './render';
import { findTargets, type Target } from './targets';
import { math, UNITS, type UnitKey } from './units';
import { VARS, type VarKey } from './variables';

const WATER_C = 4200;
const TRY = '可以把已知量和所求量写清楚（例如“已知 m = 2 kg，F = 10 N，求 a”），或把题目拆成几个小问分别提问，也可以请老师帮忙。';

/**
 * Words only a physics problem uses. Without one, a problem that this engine cannot read as a whole is
 * left to the other engines (a travel or measurement word problem also has speeds and lengths).
 */
const PHYSICS_SIGNAL =
  /物体|小球|木块|物块|滑块|质点|加速度|牛顿|合力|拉力|推力|牵引力|摩擦|阻力|重力|电阻|电压|电流|电功|电能|功率|做功|压强|压力|密度|比热|热量|内能|动能|势能|机械能|浮力|弹簧|电路|磁场|电场|匀速直线|匀加速|匀减速|自由落体|(?:^|[^A-Za-z])g\s*取/;

/** Formula problems: read givens and the asked quantity, chain standard formulas, check in SI. */
export function solveFormulaProblem(text: string): Solved | Refused | null {
  const physics = PHYSICS_SIGNAL.test(text);
  /** Not understood: say so for a physics problem, otherwise let another engine read it. */
  const notMine = (reason: string) => (physics ? refused('physics', reason) : null);
  const sit = readSituation(text);
  const question = questionPart(text);
  const asked = findTargets(question.text, sit);
  const qs = findQuantities(text);
  const unsupported = UNSUPPORTED.find(([re]) => re.test(text));
  // A topic outside the table, in a problem that is clearly physics: say so rather than pass.
  if (unsupported && (asked.length > 0 || qs.length > 0)) {
    return notMine(`看得出这道题涉及${unsupported[1]}，这部分目前还不能自动求解。${TRY}`);
  }
  if (asked.length === 0 || qs.length === 0) return null;
  // Several sub-questions: each must ask for something this engine can name, or the answer would be partial.
  if (question.parts.length > 1 && question.parts.some((p) => findTargets(p, sit).length === 0)) {
    return notMine(`题目有几个小问，其中有的小问没能看懂要求什么，为避免只答一半，暂不作答。${TRY}`);
  }
  // Quantities the formula table has no variable for, though their words contain one it has.
  if (/平均速度|平均速率/.test(question.text) && sit.accelerated) {
    return notMine(`变速运动的平均速度要用总位移除以总时间，这一类目前还不能自动求解。${TRY}`);
  }
  // "重力势能增加了多少" is mgh of the lift; any other change needs a start and an end value.
  const change = /速度(?:的)?(?:变化|改变|增加|减少|增量)|Δ\s*v|(?:增加|减少|增大|减小|变化)了?多少/.test(question.text);
  if (change && !(asked.length === 1 && asked[0].key === 'Ep')) {
    return notMine(`题目问的是某个量的变化量，这一类目前还不能自动求解。${TRY}`);
  }
  // The top speed comes when the pull equals the resistance: a pull told at some moment is not the pull then.
  if (/最大(?:行驶)?速度|速度的最大值/.test(question.text) && /牵引力/.test(text) && !/匀速/.test(text)) {
    return notMine(`题目问的是最大速度，而题给的牵引力不一定是达到最大速度时的牵引力，这一类目前还不能自动求解。${TRY}`);
  }
  // 「下落到一半高度时」, 「中点」: the question asks about a point part of the way, which no given names.
  if (/一半|中点|中间位置|[二三四五六七八九十]分之/.test(question.text)) {
    return notMine(`题目问的是运动途中某个位置（如一半高度、中点）的量，这一类目前还不能自动求解。${TRY}`);
  }
  const misread = misreadQuantity(text, qs);
  if (misread) return notMine(`没能读懂题目中“${misread.text}”附近的数据（单位或所指的时间段）。${TRY}`);
  // 「前 1 s 内」 is a stretch from the start: a height or distance given beside it (「从 20 m 高处」) may be the whole
  // motion's, not the stretch's.
  const stretch = qs.some(
    (q) =>
      q.unit === 's' && /前[\s$]*$/.test(text.slice(Math.max(0, q.index - 3), q.index)) && /^[\s$]*内/.test(text.slice(q.end, q.end + 4)),
  );
  if (stretch && qs.some((q) => ['m', 'km', 'cm', 'mm'].includes(q.unit))) {
    return notMine(`题目中的时间是运动中的一段（“前…内”），没能分清题给的高度或距离是否属于这一段。${TRY}`);
  }
  const stray = strayNumbers(text, qs);
  if (stray.length > 0) {
    return notMine(`题目中的数字“${stray.slice(0, 3).join('、')}”没有带物理单位，没能弄清它在题中的作用。${TRY}`);
  }
  // Several stages (a reaction time, 先…再…, uniform then braking, a force removed on the way): a time, distance
  // or force belongs to one of them.
  if (/反应时间|反应过程|先.{0,12}(?:再|然后|后来|接着)|撤去|撤掉|撤除|撤销|撤走/.test(text)) {
    return notMine(`题目中的运动分几个阶段，没能分清每个数据属于哪一段。${TRY}`);
  }
  // Static friction: whether the body moves at all depends on comparing the pull with the largest static friction,
  // and while it rests the friction equals the pull; F − f = ma holds for sliding only.
  if (/静摩擦/.test(text)) {
    return notMine(`题目涉及静摩擦力，要先判断物体是否滑动，这一类目前还不能自动求解。${TRY}`);
  }
  if (sit.uniform && sit.accelerated) {
    const isTime = (q: (typeof qs)[number]) => ['h', 'min', 's', 'ms'].includes(q.unit);
    const afterChange = (q: (typeof qs)[number]) =>
      /(?:刹车|制动|减速|加速|开始)\S{0,3}后\s*$/.test(text.slice(Math.max(0, q.index - 8), q.index));
    const unplaced = qs.find((q) => isTime(q) && !afterChange(q));
    if (unplaced) return notMine(`题目中既有匀速又有变速运动，没能确定“${unplaced.text}”属于哪一段。${TRY}`);
  }
  const assigned = assignQuantities(text, qs, sit);
  if (!assigned.ok) return notMine(`${assigned.reason}${TRY}`);
  // "推力做了多少功": a word in the question can name a given, not something asked.
  const targets = asked.filter((t) => !assigned.givens.some((g) => g.key === t.key));
  if (targets.length === 0) return notMine(`没能确定这道题要求的是哪个物理量。${TRY}`);
  const givens = withImplicit(assigned.givens, sit, targets);
  const values = new Map<VarKey, number>(givens.map((g) => [g.key, g.si]));
  if (sit.mixedAcceleration && (values.has('a') || targets.some((t) => t.key === 'a'))) {
    return notMine(`题目中既有加速又有减速（可能分几个阶段），没能确定加速度的方向。${TRY}`);
  }
  const notes = applyBraking(values, sit, targets);
  if (notes === null) return notMine(`物体减速到停下以后的运动（停住还是反向）题目没有说明，为避免给出错误答案，暂不作答。${TRY}`);
  const lines: string[] = [];
  const used: Plan = [];
  for (const target of targets) {
    if (values.has(target.key)) {
      return notMine(`没能确定题目所求的“${VARS[target.key].name}”与已知条件的关系。${TRY}`);
    }
    const plans = findPlans(target.key, new Set(values.keys()), sit).filter((p) => keepsPowerKind(p, question.text, sit));
    const runs = plans.map((p) => ({ plan: p, out: runPlan(p, values) })).filter((r) => r.out !== null);
    if (runs.length === 0) {
      return notMine(`读出了已知条件，但用常用公式还求不出“${VARS[target.key].name}”（或结果不合物理意义）。${TRY}`);
    }
    const results = runs.map((r) => r.out!.get(target.key)!);
    if (results.some((x) => Math.abs(x - results[0]) > 1e-6 * Math.max(1, Math.abs(results[0])))) {
      return notMine(`按不同公式求得的结果不一致，题目条件可能有矛盾，为避免给出错误答案，暂不作答。${TRY}`);
    }
    for (const step of runs[0].plan) {
      const before = new Map(values);
      values.set(step.target, runs[0].out!.get(step.target)!);
      lines.push(`由${step.formula.name} $${step.formula.law}$ 得`, '', `$$${stepTex(step, before, values.get(step.target)!, sit)}$$`, '');
      used.push(step);
    }
  }
  if (!checkPlan(used, values)) return notMine(`把结果代回公式检验没有通过，为避免给出错误答案，暂不作答。${TRY}`);
  // Every number of the problem must take part in the solution: an unused one means it was misread.
  const usedKeys = new Set(used.flatMap((s) => inputsOf(s.expr)));
  const unused = givens.find((g) => g.source && !usedKeys.has(g.key));
  if (unused?.source) {
    return notMine(`求解时没有用到题目中的“${unused.source.text}”，说明题意可能没有理解完整。${TRY}`);
  }
  // "加速度大小": the magnitude, the sign having said only the direction.
  const magnitude = (t: Target) => t.key === 'a' && (values.get('a') ?? 0) < 0 && /加速度(?:的)?大小/.test(question.text);
  if (targets.some(magnitude)) lines.push('加速度为负值，表示加速度方向与初速度方向相反；题目问的是大小，取绝对值。', '');
  const answers = targets.map((t) => {
    const v = values.get(t.key)!;
    const shown = magnitude(t) ? Math.abs(v) : v;
    return `$${magnitude(t) ? '|a|' : VARS[t.key].tex} ${answerTex(t, shown, sit, naturalUnit(t, used, givens))}$`;
  });
  const markdown = [
    `**已知**：${givenLine(givens, used, sit)}`,
    '',
    `**求**：${targets.map((t) => `${VARS[t.key].name} $${VARS[t.key].tex}$`).join('，')}`,
    '',
    '**解**：',
    '',
    ...notes.flatMap((n) => [n, '']),
    ...lines,
    `**检验**：把结果代回所用公式，在国际单位制下两边数值相等、单位（量纲）一致。`,
    '',
    `**答**：${targets.map((t, i) => `${VARS[t.key].name}为 ${answers[i]}`).join('；')}。`,
  ].join('\n');
  return solved('physics', 'offline:physics', markdown, answers.join('，'), '已代回公式并在国际单位制下核对数值和量纲');
}

/**
 * 「瞬时功率」 is P = Fv at that moment and 「平均功率」 is W / t over the time: a plan that reaches the power by
 * the other formula answers a different question (for a falling body the two differ by a factor of two). A body
 * that speeds up, asked for 「功率」 without saying which, is not answered.
 */
function keepsPowerKind(plan: Plan, question: string, sit: Situation): boolean {
  const instant = /瞬时功率|(?:时|末)的?[^，。,;；]{0,8}功率/.test(question);
  const average = /平均功率|(?:过程中|内)的?[^，。,;；]{0,8}功率/.test(question);
  if (instant === average) return !(sit.accelerated && plan.some((step) => step.target === 'P' && step.formula.id.startsWith('power')));
  return !plan.some((step) => step.target === 'P' && step.formula.id === (instant ? 'power' : 'power-fv'));
}

function answerTex(target: Target, si: number, sit: Situation, natural?: UnitKey): string {
  const compatible = target.unit && math.unit(1, UNITS[target.unit].math).equalBase(math.unit(1, VARS[target.key].calc));
  const unit = compatible && target.unit ? target.unit : (natural ?? displayUnit(target.key, sit));
  const f = displayValue(target.key, si, sit, unit);
  return `${eqSign(f)} ${f.latex}\\ ${UNITS[unit].latex}`;
}

/**
 * s = vt with the givens in km/h and h (or km/s and s…): the answer in the unit they imply (km), as a
 * student computes it, rather than converted to SI. Undefined when the units do not fit together.
 */
function naturalUnit(target: Target, used: Plan, givens: Given[]): UnitKey | undefined {
  const step = used.length === 1 ? used[0] : undefined;
  if (step?.formula.id !== 'speed' || step.target !== target.key) return undefined;
  const unitOf = (k: VarKey) => givens.find((g) => g.key === k)?.source?.unit;
  const [v, s, t] = [unitOf('v'), unitOf('s'), unitOf('t')];
  const speed = (u?: UnitKey) => (u && /^[a-z]+\/[a-z]+$/.test(u) ? u.split('/') : undefined);
  let out: string | undefined;
  if (target.key === 's' && speed(v)?.[1] === t) out = speed(v)?.[0];
  else if (target.key === 't' && speed(v)?.[0] === s) out = speed(v)?.[1];
  else if (target.key === 'v' && s && t) out = `${s}/${t}`;
  return out && out in UNITS ? (out as UnitKey) : undefined;
}

/** Givens the text implies: g, water's specific heat, v0 = 0 from rest, v = 0 when it stops. */
function withImplicit(givens: Given[], sit: Situation, targets: Target[]): Given[] {
  const out = [...givens];
  const has = (k: VarKey) => out.some((g) => g.key === k) || targets.some((t) => t.key === k);
  if (!has('g')) {
    const g = sit.g ?? 9.8;
    const unit = UNITS[displayUnit('g', sit)].latex;
    out.push({ key: 'g', si: g, note: `$g = ${g}\\ ${unit}$${sit.g ? '' : '（题目未给出，取 9.8）'}` });
  }
  if (sit.water && !has('c')) {
    out.push({ key: 'c', si: WATER_C, note: '水的比热容 $c = 4.2 \\times 10^{3}\\ \\mathrm{J/(kg\\cdot {}^{\\circ}C)}$' });
  }
  if ((sit.fromRest || sit.freeFall) && !has('v0')) out.push({ key: 'v0', si: 0, note: '由静止开始运动，$v_0 = 0$' });
  if (sit.stops && !has('v')) out.push({ key: 'v', si: 0, note: '最终停下，末速度 $v = 0$' });
  return out;
}

/**
 * Slowing down: the acceleration opposes the motion; a braking car that has stopped stays stopped.
 * Null when a decelerating body (not a braking vehicle) would pass the moment it stops: whether it then
 * rests or turns back is not said.
 */
function applyBraking(values: Map<VarKey, number>, sit: Situation, targets: Target[]): string[] | null {
  const notes: string[] = [];
  const a = values.get('a');
  if (!sit.decelerating || a === undefined) return notes;
  if (a > 0) {
    values.set('a', -a);
    notes.push(
      `取初速度方向为正方向，${sit.brake ? '减速停下的过程中' : '减速运动中'}加速度与速度方向相反：$a = -${a}\\ \\mathrm{m/s^2}$。`,
    );
  }
  const v0 = values.get('v0');
  const t = values.get('t');
  if (v0 === undefined || t === undefined || targets.some((x) => x.key === 't')) return notes;
  const stop = v0 / Math.abs(a);
  if (t > stop + 1e-12 && !sit.brake) return null;
  if (t > stop + 1e-12) {
    notes.push(
      `先判断停车时间：$t_0 = \\frac{v_0}{|a|} = \\frac{${v0}}{${Math.abs(a)}}\\ \\mathrm{s} = ${Number(stop.toPrecision(6))}\\ \\mathrm{s} < ${t}\\ \\mathrm{s}$，它在 $t_0$ 时已经停止，之后不再运动，所以按 $t = t_0$ 计算。`,
    );
    values.set('t', stop);
    if (!values.has('v')) values.set('v', 0);
  }
  return notes;
}

function givenLine(givens: Given[], used: Plan, sit: Situation): string {
  const usedKeys = new Set(used.flatMap((s) => [s.target, ...inputsOf(s.expr)]));
  return givens
    .filter((g) => g.source || usedKeys.has(g.key))
    .map((g) => {
      const si = valueTex(g.key, g.si, sit);
      if (!g.source) return g.note ?? `$${VARS[g.key].tex} = ${si}$`;
      const written = valueTex(g.key, g.si, sit, g.source.unit);
      return written === si ? `$${VARS[g.key].tex} = ${si}$` : `$${VARS[g.key].tex} = ${written} = ${si}$`;
    })
    .join('，');
}
