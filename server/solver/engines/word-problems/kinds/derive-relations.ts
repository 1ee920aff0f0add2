import type { Rat } from '../../../math/expression/rational';
import type { Qty } from '../read';

/** A quantity of a chapter's relations, told or found, with the told numbers it comes from and the steps that found it. */
export interface Known {
  value: Rat;
  from: Set<Qty>;
  steps: string[];
}

/** One relation solved for one quantity: from the `need` quantities, `give` = f(values); `tex` is the step shown. */
export interface Rule<R extends string> {
  need: R[];
  give: R;
  f: (v: Rat[]) => Rat | null;
  tex: (v: Rat[], r: Rat) => string;
}

/**
 * Finds a quantity from told ones through a chapter's relations (each rule one relation solved for one quantity),
 * trying the rules in order and never going round in a circle. The result carries the told numbers it used and the
 * steps in the order a student writes them; null when no chain of relations reaches it or a step gives no value.
 */
export function derive<R extends string>(
  role: R,
  known: Map<R, Known>,
  rules: readonly Rule<R>[],
  seen: ReadonlySet<R> = new Set(),
): Known | null {
  const k = known.get(role);
  if (k) return k;
  if (seen.has(role)) return null;
  const inner = new Set([...seen, role]);
  for (const rule of rules) {
    if (rule.give !== role) continue;
    const inputs = rule.need.map((n) => derive(n, known, rules, inner));
    if (inputs.some((x) => !x)) continue;
    const ks = inputs as Known[];
    const vs = ks.map((x) => x.value);
    const value = rule.f(vs);
    if (!value) continue;
    const found: Known = {
      value,
      from: new Set(ks.flatMap((x) => [...x.from])),
      steps: [...new Set([...ks.flatMap((x) => x.steps), rule.tex(vs, value)])],
    };
    known.set(role, found);
    return found;
  }
  return null;
}
