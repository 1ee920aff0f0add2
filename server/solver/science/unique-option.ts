import type { ChoiceSplit } from '../math/answers/choice';

type Option = ChoiceSplit['options'][number];

/**
 * The one option whose value equals a computed value: each option read by `read`, exactly one equal to the
 * value (to 10⁻⁶ relative) and every other at least 1 % away, so that no rounding can make two options
 * candidates. 'unreadable' when some option is not a value `read` takes, 'mismatch' otherwise.
 */
export function uniqueEqualOption(
  value: number,
  split: ChoiceSplit,
  read: (text: string) => number | null,
): Option | 'unreadable' | 'mismatch' {
  const values = split.options.map((o) => read(o.text));
  if (values.some((v) => v === null)) return 'unreadable';
  const rel = values.map((v) => Math.abs((v as number) / value - 1));
  const hits = split.options.filter((_, i) => rel[i] < 1e-6);
  if (hits.length !== 1 || rel.some((r) => r >= 1e-6 && r < 0.01)) return 'mismatch';
  return hits[0];
}
