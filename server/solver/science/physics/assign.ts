import type { Situation } from './context';
import type { Quantity } from './quantities';
import { DIM_VARS, dimOf, VARS, type VarKey } from './variables';

/** A given quantity bound to a variable of the formula table. */
export interface Given {
  key: VarKey;
  /** Value in the variable's computing unit (SI). */
  si: number;
  /** How it was written, e.g. "72 km/h"; absent for derived or default values. */
  source?: Quantity;
  /** Chinese note for defaults and derived givens ("题目未给出，取 g = 9.8 N/kg"). */
  note?: string;
}

export type Assignment = { ok: true; givens: Given[] } | { ok: false; reason: string };

const BREAK = /[，。；,;！!？?\n]/;

function surroundings(text: string, qs: Quantity[], i: number): { pre: string; post: string } {
  const q = qs[i];
  let from = qs[i - 1]?.end ?? 0;
  for (let k = q.index - 1; k >= from; k--) {
    if (BREAK.test(text[k])) {
      from = k + 1;
      break;
    }
  }
  let to = qs[i + 1]?.index ?? text.length;
  for (let k = q.end; k < to; k++) {
    if (BREAK.test(text[k])) {
      to = k;
      break;
    }
  }
  return { pre: text.slice(Math.max(from, q.index - 24), q.index), post: text.slice(q.end, Math.min(to, q.end + 12)) };
}

function roleOf(dimVars: VarKey[], pre: string, post: string, sit: Situation): VarKey | 'T1' | 'T2' | null {
  const around = pre + post;
  switch (dimVars[0]) {
    case 's':
      return sit.freeFall || /高|深|落下|下落|举|提升|提起|提高|上升/.test(around) ? 'h' : 's';
    case 'v0':
      // The words just before a value say which it is ("从 10 m/s 增加到 20 m/s"); then the words after it.
      if (/初速|(?:从|由)\s*$|开始时?的?速度\S{0,2}\s*$/.test(pre)) return 'v0';
      if (/末速|末的速度|末时|(?:达到|增加到|增大到|减小到|减为|变为|变成|到|至)\s*$|落地|到达|最终|最后/.test(pre)) return 'v';
      if (/^\s*的?初速/.test(post)) return 'v0';
      if (/^\s*的?末速|^\s*(?:落地|到达)/.test(post)) return 'v';
      return sit.accelerated ? 'v0' : 'v';
    case 'a':
      return /(?:^|[^A-Za-z])g\s*(?:取|=|为|是)?\s*$|重力加速度/.test(pre) ? 'g' : 'a';
    case 'F':
      if (/阻力|摩擦/.test(around)) return 'f';
      if (/压力/.test(pre) || sit.pressing) return 'Fn';
      if (/重力|重为|物重|重是|重\s*$|重约\s*$/.test(pre) || /^\s*的?重物/.test(post)) return 'G';
      return 'F';
    case 'W':
      if (/热量|吸收|放出|吸热|放热|热/.test(around)) return 'Q';
      if (/动能/.test(around)) return 'Ek';
      if (/势能/.test(around)) return 'Ep';
      return 'W';
    case 'dT':
      if (/(?:到|至)\s*$|末温/.test(pre)) return 'T2';
      if (/(?:升高|降低|上升|下降|变化|升)了?\s*$|温差|温度差/.test(pre)) return 'dT';
      if (/初温|从|由|原来/.test(pre)) return 'T1';
      return null;
    default:
      return dimVars[0];
  }
}

/** Binds each quantity to a variable; refuses on a unit it cannot place or on two values for one variable. */
export function assignQuantities(text: string, qs: Quantity[], sit: Situation): Assignment {
  const givens: Given[] = [];
  const temps: { role: 'T1' | 'T2' | null; q: Quantity }[] = [];
  for (let i = 0; i < qs.length; i++) {
    const q = qs[i];
    const dim = dimOf(q.q);
    const dimVars = dim ? DIM_VARS[dim] : undefined;
    if (!dim || !dimVars) return { ok: false, reason: `题目中的“${q.text}”这个量目前还不能自动处理。` };
    const { pre, post } = surroundings(text, qs, i);
    const role = roleOf(dimVars, pre, post, sit);
    if (dim === 'temperature' && role !== 'dT') {
      temps.push({ role: role as 'T1' | 'T2' | null, q });
      continue;
    }
    const key = role as VarKey;
    const si = key === 'dT' ? q.value : q.q.toNumber(unitFor(key));
    givens.push({ key, si, source: q });
  }
  if (temps.length === 2) {
    const [t1, t2] = temps[0].role === 'T2' || temps[1].role === 'T1' ? [temps[1], temps[0]] : [temps[0], temps[1]];
    const d = Math.abs(t2.q.value - t1.q.value);
    givens.push({ key: 'dT', si: d, note: `温度从 ${t1.q.text} 变为 ${t2.q.text}，$\\Delta t = ${d}\\ {}^{\\circ}\\mathrm{C}$` });
  } else if (temps.length > 0) {
    return { ok: false, reason: '没能从题目中分清初温和末温。' };
  }
  for (const g of givens) {
    const other = givens.find((o) => o.key === g.key && Math.abs(o.si - g.si) > 1e-9 * Math.max(1, Math.abs(g.si)));
    if (other) {
      return { ok: false, reason: '题目中同一种物理量出现了几个不同的数值（可能分几个阶段或几个物体），没能分清它们各自对应什么。' };
    }
  }
  // An equal value said twice is one quantity ("1 分钟 … 这 1 分钟"), unless stage words split it into two
  // stretches ("前 5 m … 随后 5 m"): then it is two quantities and neither is the whole.
  const staged = (g: Given) =>
    !!g.source &&
    /(?:前|后|随后|接着|然后|再|第[一二三四1-4]|最后|最初)\s*$/.test(text.slice(Math.max(0, g.source.index - 4), g.source.index));
  for (const g of givens) {
    if (givens.some((o) => o !== g && o.key === g.key && (staged(o) || staged(g)))) {
      return { ok: false, reason: '题目中同一种物理量分几段给出（例如“前…，随后…”），没能分清所求的是哪一段。' };
    }
  }
  return { ok: true, givens: givens.filter((g, i) => givens.findIndex((o) => o.key === g.key) === i) };
}

export const unitFor = (key: VarKey) => VARS[key].calc;
