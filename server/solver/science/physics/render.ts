import { eqSign, type Formatted, formatNumber } from '../format';
import type { Situation } from './context';
import type { Step } from './planner';
import { math, UNITS, type UnitKey } from './units';
import { VARS, type VarKey } from './variables';

const PLACEHOLDER = /#(v0|rho|Ek|Ep|dT|Fn|[mFGfagvtshWQPpSVUIRc])(\^)?/g;

export function displayUnit(key: VarKey, sit: Situation): UnitKey {
  if (key === 'g') return sit.accelerated ? 'm/s^2' : 'N/kg';
  return VARS[key].si;
}

/** An SI value converted for display in `unit` (default: the variable's display unit). */
export function displayValue(key: VarKey, si: number, sit: Situation, unit: UnitKey = displayUnit(key, sit)): Formatted {
  // Temperature differences are computed in K and shown in °C: the same number.
  const shown = key === 'dT' || key === 'g' ? si : math.unit(si, VARS[key].calc).toNumber(UNITS[unit].math);
  return formatNumber(shown);
}

/** "5\ \mathrm{m/s^2}". */
export function valueTex(key: VarKey, si: number, sit: Situation, unit: UnitKey = displayUnit(key, sit)): string {
  return `${displayValue(key, si, sit, unit).latex}\\ ${UNITS[unit].latex}`;
}

export function symbolic(tex: string): string {
  return tex.replace(PLACEHOLDER, (_, k: VarKey, pow?: string) => `${VARS[k].tex}${pow ?? ''}`).replace(/ \* /g, ' ');
}

export function numeric(tex: string, values: ReadonlyMap<VarKey, number>, sit: Situation): string {
  return tex
    .replace(PLACEHOLDER, (_, k: VarKey, pow?: string) => {
      const v = values.get(k) ?? Number.NaN;
      const t = valueTex(k, v, sit);
      return pow || v < 0 ? `(${t})${pow ?? ''}` : t;
    })
    .replace(/ \* /g, ' \\times ');
}

/** One solving step as display math: "a = \frac{F}{m} = \frac{10 N}{2 kg} = 5 m/s^2". */
export function stepTex(step: Step, before: ReadonlyMap<VarKey, number>, result: number, sit: Situation): string {
  const f = displayValue(step.target, result, sit);
  const lhs = VARS[step.target].tex;
  const sym = symbolic(step.tex);
  const num = numeric(step.tex, before, sit);
  const res = valueTex(step.target, result, sit);
  // "F = G = 600 N": a bare substitution needs no second copy of the number.
  return num === res ? `${lhs} = ${sym} = ${res}` : `${lhs} = ${sym} = ${num} ${eqSign(f)} ${res}`;
}
