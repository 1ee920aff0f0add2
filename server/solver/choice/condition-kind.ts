import { solveCondition } from '../engines/sets-inequalities/condition';
import { union } from '../engines/sets-inequalities/setops';
import { evaluate } from '../math/compute/evaluate';
import { checkPredicate, type IneqOp, isIneqOp, linkHolds, solveRationalInequality } from '../math/equations/ineqsolve';
import { contains, type ExactInterval, intersect, setLatex, toNumeric } from '../math/equations/intervals';
import { freeVars, type Node, type RelOp } from '../math/expression/ast';
import { parseChain } from '../math/expression/parser';
import { normalize } from '../math/expression/text';
import { toLatex } from '../math/write/latex';

/**
 * 充分/必要条件 questions about one letter: 「“$x>1$”是“$x^2>1$”的（ ）」 or 「p：…，q：…，则 p 是 q 的」.
 * Read by the textbook's set method: each condition is the solution set of its inequalities or equation
 * (rational in the letter, solved exactly), p ⇒ q exactly when p's set lies inside q's. Every set is
 * cross-checked against the condition itself at many points, and a failed implication is shown by a value
 * of the letter that satisfies one condition and not the other, evaluated in the conditions as written.
 */

export type ConditionKind = { sufficient: boolean; necessary: boolean };

const KIND_NAMES: [RegExp, ConditionKind][] = [
  [/^既不充分(?:也|又)不必要(?:条件)?$/, { sufficient: false, necessary: false }],
  [/^充分(?:而|但)?不必要(?:条件)?$/, { sufficient: true, necessary: false }],
  [/^必要(?:而|但)?不充分(?:条件)?$/, { sufficient: false, necessary: true }],
  [/^(?:充要|充分必要|充分且必要)(?:条件)?$/, { sufficient: true, necessary: true }],
];

export function kindName(k: ConditionKind): string {
  if (k.sufficient && k.necessary) return '充要条件';
  if (k.sufficient) return '充分不必要条件';
  if (k.necessary) return '必要不充分条件';
  return '既不充分也不必要条件';
}

/** The kind an option names ("充分不必要条件", "必要而不充分"); null for anything else. */
export function readKindOption(text: string): ConditionKind | null {
  const s = text.replace(/[\s$。.；;，,]/g, '');
  return KIND_NAMES.find(([re]) => re.test(s))?.[1] ?? null;
}

export interface ConditionPair {
  /** The condition asked about (「P 是 Q 的」: P) and the one it is compared with. */
  p: string;
  q: string;
  /** Their names: the question's letters, or p and q when the conditions are quoted. */
  names: [string, string];
}

const OPEN = '[“"「『]';
const CLOSE = '[”"」』]';
const FORMULA = '\\$([^$]+)\\$';
// The only thing that may come before the two conditions: the letter's universe, R.
const UNIVERSE =
  /^(?:(?:设|已知|若|对于|对)\s*\$\s*[a-z]\s*\\in\s*(?:\\mathbf\s*\{\s*R\s*\}|\\mathbb\s*\{\s*R\s*\}|R)\s*\$\s*[,，]?\s*(?:则)?\s*)?$/;

/** The two conditions of 「…“P”是“Q”的 ____（条件）」 or of 「p：P，q：Q，则 p 是 q 的 ____」; null otherwise. */
export function readConditionPair(stem: string): ConditionPair | null {
  const s = stem.replace(/\s+/g, ' ').trim();
  const quoted = new RegExp(
    `^(.*?)${OPEN}\\s*${FORMULA}\\s*${CLOSE}\\s*是\\s*${OPEN}\\s*${FORMULA}\\s*${CLOSE}\\s*(?:成立)?\\s*的\\s*____\\s*(?:条件)?\\s*[.。]?$`,
  ).exec(s);
  if (quoted) return UNIVERSE.test(quoted[1]!.trim()) ? { p: quoted[2]!, q: quoted[3]!, names: ['p', 'q'] } : null;
  const named =
    /^(?:已知|设)?\s*(.*?)\s*[,，]?\s*则\s*\$?\s*([pq])\s*\$?\s*是\s*\$?\s*([pq])\s*\$?\s*(?:成立)?\s*的\s*____\s*(?:条件)?\s*[.。]?$/.exec(
      s,
    );
  if (!named || named[2] === named[3]) return null;
  const defs = readNamedConditions(named[1]!);
  if (!defs) return null;
  return { p: defs[named[2] as 'p' | 'q'], q: defs[named[3] as 'p' | 'q'], names: [named[2]!, named[3]!] };
}

/** 「$p: x>1$，$q: x^2>1$」 or 「p：$x>1$；q：$x^2>1$」: exactly the two definitions and nothing else. */
function readNamedConditions(s: string): { p: string; q: string } | null {
  const parts = s.split(/\s*[,，;；]\s*/).filter(Boolean);
  if (parts.length !== 2) return null;
  const out: Partial<Record<'p' | 'q', string>> = {};
  for (const part of parts) {
    const m = /^\$?\s*([pq])\s*[:：]\s*\$?\s*([^$]+?)\s*\$?$/.exec(part.trim());
    if (!m || out[m[1] as 'p' | 'q'] || m[2]!.includes('$')) return null;
    out[m[1] as 'p' | 'q'] = m[2]!;
  }
  return out.p && out.q ? { p: out.p, q: out.q } : null;
}

export interface ConditionSet {
  latex: string;
  letter: string;
  /** Truth of the condition as written at a value of the letter; null where it is undefined. */
  holds: (x: number) => boolean | null;
  set: ExactInterval[];
}

function relationSet(a: Node, op: RelOp, b: Node, v: string): ExactInterval[] | null {
  const solve = (o: IneqOp): ExactInterval[] | null => {
    const r = solveRationalInequality(a, o, b, v);
    return r && 'set' in r ? r.set : null;
  };
  if (isIneqOp(op)) return solve(op);
  if (op === '!=') {
    const below = solve('<');
    const above = solve('>');
    return below && above ? union(below, above) : null;
  }
  if (op !== '=') return null;
  const below = solve('<=');
  const above = solve('>=');
  return below && above ? intersect(below, above) : null;
}

/** A condition on one letter as its exact solution set, cross-checked at many points; null when not read. */
export function conditionSet(latex: string): ConditionSet | null {
  let chain: { exprs: Node[]; ops: RelOp[] };
  try {
    chain = parseChain(normalize(latex));
  } catch {
    return null;
  }
  if (!chain.ops.length) return null;
  const letters = new Set(chain.exprs.flatMap((e) => [...freeVars(e)]));
  if (letters.size !== 1) return null;
  const [letter] = [...letters] as [string];
  let set: ExactInterval[] = [{ lo: null, hi: null, loClosed: false, hiClosed: false }];
  for (let i = 0; i < chain.ops.length && set; i++) {
    const piece = relationSet(chain.exprs[i]!, chain.ops[i]!, chain.exprs[i + 1]!, letter);
    if (!piece) {
      // Not rational: the inequality reader of the sets engine (|x−1|<2, 2^x>4, \lg x>0, by monotonicity).
      const other = solveCondition(normalize(latex), letter);
      if (!other || 'refuse' in other) return null;
      set = other.set;
      break;
    }
    set = intersect(set, piece);
  }
  const holds = (x: number): boolean | null => {
    for (let i = 0; i < chain.ops.length; i++) {
      const op = chain.ops[i]!;
      const a = chain.exprs[i]!;
      const b = chain.exprs[i + 1]!;
      if (op === '=') {
        const l = evaluate(a, { [letter]: x });
        const r = evaluate(b, { [letter]: x });
        if (!Number.isFinite(l) || !Number.isFinite(r)) return null;
        if (Math.abs(l - r) > 1e-9 * Math.max(1, Math.abs(l), Math.abs(r))) return false;
      } else if (op === '!=') {
        const l = evaluate(a, { [letter]: x });
        const r = evaluate(b, { [letter]: x });
        if (!Number.isFinite(l) || !Number.isFinite(r)) return null;
        if (l === r) return false;
      } else {
        const t = linkHolds(a, op as IneqOp, b, letter, x);
        if (t !== true) return t;
      }
    }
    return true;
  };
  const numeric = toNumeric(set);
  const ends = set.flatMap((i) => [i.lo?.approx, i.hi?.approx]).filter((x): x is number => x !== undefined);
  // Equations hold only at their points, which the sampling cannot meet: there, the points themselves are checked.
  const hasEquation = chain.ops.includes('=');
  // 「x ≠ 0」 fails at points only, which the sampling cannot meet: there, the points are checked.
  if (chain.ops.includes('!=') && !ends.every((x) => holds(x) === false)) return null;
  if (hasEquation) {
    if (!ends.every((x) => holds(x) === true)) return null;
    if (set.some((i) => !i.lo || !i.hi || i.lo.approx !== i.hi.approx)) return null;
  } else if (!checkPredicate(holds, (x) => contains(numeric, x), ends)) return null;
  return { latex, letter, holds, set };
}

/** A simple value inside the open interval (lo, hi): an integer, a half, or the midpoint. */
function simpleInside(lo: number, hi: number): number {
  if (!Number.isFinite(lo) && !Number.isFinite(hi)) return 0;
  if (!Number.isFinite(lo)) return Math.floor(hi) - 1;
  if (!Number.isFinite(hi)) return Math.ceil(lo) + 1;
  for (const step of [1, 0.5, 0.25, 0.1]) {
    const c = Math.floor(lo / step + 1) * step;
    if (c > lo && c < hi) return Number(c.toFixed(6));
  }
  return (lo + hi) / 2;
}

/** A value in a's set and not in b's, confirmed on the conditions as written; null when a ⊆ b. 'unsure' when not confirmed. */
export function witness(a: ConditionSet, b: ConditionSet): number | null | 'unsure' {
  const ends = [
    ...new Set([...a.set, ...b.set].flatMap((i) => [i.lo?.approx, i.hi?.approx]).filter((x): x is number => x !== undefined)),
  ].sort((x, y) => x - y);
  const na = toNumeric(a.set);
  const nb = toNumeric(b.set);
  const bounds = [Number.NEGATIVE_INFINITY, ...ends, Number.POSITIVE_INFINITY];
  const candidates: number[] = [...ends];
  for (let i = 0; i + 1 < bounds.length; i++) candidates.push(simpleInside(bounds[i]!, bounds[i + 1]!));
  let outside = false;
  // Shown to the student, so it must be a simple value the conditions themselves confirm. Where b's formula has no
  // value (ln(x+1)<0 at x=−2) b does not hold either: taken only when no point where b is plainly false exists.
  for (const undefinedFails of [false, true]) {
    for (const x of candidates) {
      if (!(contains(na, x) && !contains(nb, x))) continue;
      outside = true;
      const bx = b.holds(x);
      if (a.holds(x) === true && (bx === false || (undefinedFails && bx === null)) && Number.isInteger(x * 1e6)) return x;
    }
  }
  return outside ? 'unsure' : null;
}

/** The set as the textbook writes it: finitely many points as {1, 2}, otherwise intervals. */
export function setOf(c: ConditionSet): string {
  const points = c.set.every((i) => i.lo && i.hi && i.lo.approx === i.hi.approx);
  if (points && c.set.length) return `\\{${c.set.map((i) => toLatex(i.lo!.node)).join(', ')}\\}`;
  return setLatex(c.set);
}
