import type { Refused, Solved } from '../../types';
import { eqSign } from '../format';
import { refused, solved } from '../outcome';
import { questionPart } from '../question';
import { assignQuantities, type Given } from './assign';
import { readSituation, type Situation, UNSUPPORTED } from './context';
import { checkPlan, findPlans, inputsOf, type Plan, runPlan } from './planner';
import { findQuantities } from './quantities';
import { displayUnit, displayValue, stepTex, valueTex } from './render';
import { findTargets, type Target } from './targets';
import { math, UNITS } from './units';
import { VARS, type VarKey } from './variables';

const WATER_C = 4200;

/** Formula problems: read givens and the asked quantity, chain standard formulas, check in SI. */
export function solveFormulaProblem(text: string): Solved | Refused | null {
  const sit = readSituation(text);
  const question = questionPart(text);
  const asked = findTargets(question.text, sit);
  const qs = findQuantities(text);
  const unsupported = UNSUPPORTED.find(([re]) => re.test(text));
  // A topic outside the table, in a problem that is clearly physics: say so rather than pass.
  if (unsupported && (asked.length > 0 || qs.length > 0)) {
    return refused('physics', `本题涉及${unsupported[1]}，超出本地公式表的范围，无法可靠求解。`);
  }
  if (asked.length === 0 || qs.length === 0) return null;
  const assigned = assignQuantities(text, qs, sit);
  if (!assigned.ok) return refused('physics', assigned.reason);
  // "推力做了多少功": a word in the question can name a given, not something asked.
  const targets = asked.filter((t) => !assigned.givens.some((g) => g.key === t.key));
  if (targets.length === 0) return refused('physics', '无法确定题目所求的物理量。');
  const givens = withImplicit(assigned.givens, sit, targets);
  const values = new Map<VarKey, number>(givens.map((g) => [g.key, g.si]));
  const notes = applyBraking(values, sit, targets);
  const lines: string[] = [];
  const used: Plan = [];
  for (const target of targets) {
    if (values.has(target.key)) {
      return refused('physics', `无法确定题目所求的“${VARS[target.key].name}”与已知条件的关系。`);
    }
    const plans = findPlans(target.key, new Set(values.keys()), sit);
    const runs = plans.map((p) => ({ plan: p, out: runPlan(p, values) })).filter((r) => r.out !== null);
    if (runs.length === 0) {
      return refused('physics', `根据题目条件，本地公式表中找不到能求出“${VARS[target.key].name}”的公式组合（或结果不符合物理意义）。`);
    }
    const results = runs.map((r) => r.out!.get(target.key)!);
    if (results.some((x) => Math.abs(x - results[0]) > 1e-6 * Math.max(1, Math.abs(results[0])))) {
      return refused('physics', '按不同公式求得的结果不一致，题目条件可能相互矛盾，本地引擎不作猜测。');
    }
    for (const step of runs[0].plan) {
      const before = new Map(values);
      values.set(step.target, runs[0].out!.get(step.target)!);
      lines.push(`由${step.formula.name} $${step.formula.law}$ 得`, '', `$$${stepTex(step, before, values.get(step.target)!, sit)}$$`, '');
      used.push(step);
    }
  }
  if (!checkPlan(used, values)) return refused('physics', '代回公式检验未通过，本地引擎不给出答案。');
  const answers = targets.map((t) => `$${VARS[t.key].tex} ${answerTex(t, values.get(t.key)!, sit)}$`);
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

function answerTex(target: Target, si: number, sit: Situation): string {
  const compatible = target.unit && math.unit(1, UNITS[target.unit].math).equalBase(math.unit(1, VARS[target.key].calc));
  const unit = compatible && target.unit ? target.unit : displayUnit(target.key, sit);
  const f = displayValue(target.key, si, sit, unit);
  return `${eqSign(f)} ${f.latex}\\ ${UNITS[unit].latex}`;
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

/** Braking: the acceleration opposes the motion, and a car that has stopped stays stopped. */
function applyBraking(values: Map<VarKey, number>, sit: Situation, targets: Target[]): string[] {
  const notes: string[] = [];
  const a = values.get('a');
  if (!sit.brake || a === undefined) return notes;
  if (a > 0) {
    values.set('a', -a);
    notes.push(`取初速度方向为正方向，刹车时加速度与速度方向相反：$a = -${a}\\ \\mathrm{m/s^2}$。`);
  }
  const v0 = values.get('v0');
  const t = values.get('t');
  if (v0 === undefined || t === undefined || targets.some((x) => x.key === 't')) return notes;
  const stop = v0 / Math.abs(a);
  if (t > stop + 1e-12) {
    notes.push(
      `先判断停车时间：$t_0 = \\frac{v_0}{|a|} = \\frac{${v0}}{${Math.abs(a)}}\\ \\mathrm{s} = ${Number(stop.toPrecision(6))}\\ \\mathrm{s} < ${t}\\ \\mathrm{s}$，汽车在 $t_0$ 时已经停止，之后不再运动，所以按 $t = t_0$ 计算。`,
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
