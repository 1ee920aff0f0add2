/**
 * A fixed-window counter per key, in memory (one process, like the route rate limiter's local store).
 * Used where the key comes from the body (the account of a login, the email of a reset request),
 * which the route-level limiter cannot see.
 */
export function createAttemptLimiter(max: number, windowMs: number, now: () => number = Date.now) {
  const windows = new Map<string, { count: number; resetAt: number }>();

  function current(key: string) {
    const t = now();
    const entry = windows.get(key);
    if (entry && entry.resetAt > t) return entry;
    if (entry) windows.delete(key);
    return null;
  }

  function sweep() {
    const t = now();
    for (const [key, entry] of windows) if (entry.resetAt <= t) windows.delete(key);
  }

  return {
    /** True when the key has used up its attempts in the current window. */
    blocked(key: string): boolean {
      return (current(key)?.count ?? 0) >= max;
    },
    /** Counts one attempt against the key. */
    hit(key: string): void {
      const entry = current(key);
      if (entry) entry.count += 1;
      else {
        if (windows.size >= 10_000) sweep();
        windows.set(key, { count: 1, resetAt: now() + windowMs });
      }
    },
  };
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
