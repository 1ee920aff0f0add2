import type { Node } from '../expression/ast';
import { close, evaluate } from './evaluate';
import { scanRoots } from './numeric';

/** lhs(r) = rhs(r) numerically, with both sides defined. */
export function satisfies(lhs: Node, rhs: Node, v: string, r: number, env: Record<string, number> = {}): boolean {
  const a = evaluate(lhs, { ...env, [v]: r });
  const b = evaluate(rhs, { ...env, [v]: r });
  return Number.isFinite(a) && Number.isFinite(b) && close(a, b, 1e-8);
}

/** Numeric roots of lhs − rhs that the claimed solution set does not contain (should be empty). */
export function missedRoots(lhs: Node, rhs: Node, v: string, claimed: number[]): number[] {
  const f = (x: number) => evaluate(lhs, { [v]: x }) - evaluate(rhs, { [v]: x });
  return scanRoots(f).filter((r) => !claimed.some((c) => Math.abs(c - r) <= 1e-6 * Math.max(1, Math.abs(r))));
}
