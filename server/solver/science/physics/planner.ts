import type { Unit } from 'mathjs';
import type { Situation } from './context';
import { FORMULAS, type Formula } from './formulas';
import { math } from './units';
import { VARS, type VarKey } from './variables';

export interface Step {
  formula: Formula;
  target: VarKey;
  expr: string;
  tex: string;
}
export type Plan = Step[];

const KEYS = new Set(Object.keys(VARS));
const inputsCache = new Map<string, VarKey[]>();

/** Variables an expression uses, in order of first use. */
export function inputsOf(expr: string): VarKey[] {
  let found = inputsCache.get(expr);
  if (!found) {
    const names: VarKey[] = [];
    math.parse(expr).traverse((node: any) => {
      if (node.type === 'SymbolNode' && KEYS.has(node.name) && !names.includes(node.name)) names.push(node.name);
    });
    found = names;
    inputsCache.set(expr, found);
  }
  return found;
}

function merge(a: Plan, b: Plan): Plan {
  return [...a, ...b.filter((s) => !a.some((t) => t.target === s.target))];
}

/** The shortest ways (at most a few) to get `target` from `known` with the formulas that apply. */
export function findPlans(target: VarKey, known: ReadonlySet<VarKey>, sit: Situation, depth = 3, visiting = new Set<VarKey>()): Plan[] {
  if (depth === 0) return [];
  const results: Plan[] = [];
  for (const formula of FORMULAS) {
    if (formula.when && !formula.when(sit)) continue;
    const sol = formula.solve[target];
    if (!sol) continue;
    const inputs = inputsOf(sol[0]);
    if (inputs.some((v) => visiting.has(v) || v === target)) continue;
    let partial: Plan[] = [[]];
    for (const input of inputs) {
      if (known.has(input)) continue;
      const sub = findPlans(input, known, sit, depth - 1, new Set([...visiting, target]));
      partial = partial.flatMap((p) => sub.map((s) => merge(p, s))).slice(0, 8);
      if (partial.length === 0) break;
    }
    for (const p of partial) results.push([...p, { formula, target, expr: sol[0], tex: sol[1] }]);
  }
  if (results.length === 0) return [];
  const shortest = Math.min(...results.map((r) => r.length));
  return results.filter((r) => r.length === shortest).slice(0, 6);
}

export const toUnit = (key: VarKey, si: number): Unit => math.unit(si, VARS[key].calc);

/** Runs a plan on SI values; null when a step has no real, finite, physically allowed result. */
export function runPlan(plan: Plan, values: ReadonlyMap<VarKey, number>): Map<VarKey, number> | null {
  const out = new Map(values);
  for (const step of plan) {
    const scope: Record<string, Unit> = {};
    for (const [k, v] of out) scope[k] = toUnit(k, v);
    let value: unknown;
    try {
      value = (math.evaluate(step.expr, scope) as Unit).toNumber(VARS[step.target].calc);
    } catch {
      return null;
    }
    if (typeof value !== 'number' || !Number.isFinite(value)) return null;
    if (!VARS[step.target].signed && value < 0) return null;
    if (step.target === 't' && value <= 0) return null;
    out.set(step.target, value);
  }
  return out;
}

/** Both sides of every formula used are equal in SI units, with the same dimension. */
export function checkPlan(plan: Plan, values: ReadonlyMap<VarKey, number>): boolean {
  const scope: Record<string, Unit> = {};
  for (const [k, v] of values) scope[k] = toUnit(k, v);
  return plan.every(({ formula }) => {
    try {
      const [l, r] = formula.check.map((e) => math.evaluate(e, scope) as Unit);
      if (!l.equalBase(r)) return false;
      // Unit.value is held in SI base units.
      const lv = Number(l.value);
      const rv = Number(r.value);
      return Math.abs(lv - rv) <= 1e-9 * Math.max(Math.abs(lv), Math.abs(rv), 1e-12);
    } catch {
      return false;
    }
  });
}
