import type { Interval } from '../expression/types';

/** Sorts and joins touching numeric intervals so that equal sets compare equal. */
export function mergeNumeric(list: Interval[]): Interval[] {
  const sorted = [...list].sort((a, b) => a.lo - b.lo || Number(b.loClosed) - Number(a.loClosed));
  const out: Interval[] = [];
  for (const i of sorted) {
    const last = out[out.length - 1];
    if (last && (i.lo < last.hi || (i.lo === last.hi && (last.hiClosed || i.loClosed)))) {
      if (i.hi > last.hi) {
        last.hi = i.hi;
        last.hiClosed = i.hiClosed;
      } else if (i.hi === last.hi) last.hiClosed ||= i.hiClosed;
      continue;
    }
    out.push({ ...i });
  }
  return out;
}
