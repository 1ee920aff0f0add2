/**
 * Reads that nearly every request repeats (is this login still live, the signed-in user's row), kept
 * in memory until the database sees its next write. It is only right where this process sees every
 * write: the embedded database, which one process opens (the DATA_DIR lock) and which runs one
 * statement at a time. There a count of the writes issued is a complete record, and an entry read
 * before the latest write is never used. PostgreSQL is shared with other processes whose writes this
 * one cannot see, so there every read goes to the database (decision 0026).
 */
export interface ReadCache {
  /** `load()`'s value, or the one it gave last time if nothing was written since. A failed load is not kept. */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
}

export const passThroughReadCache: ReadCache = { read: (_key, load) => load() };

export interface WriteCountingReadCache extends ReadCache {
  /** Called before a write is issued and again once it has finished (or, for a transaction, ended). */
  noteWrite(): void;
}

export function createWriteCountingReadCache(maxEntries = 10_000): WriteCountingReadCache {
  let writes = 0;
  const entries = new Map<string, { writes: number; value: unknown }>();
  return {
    noteWrite() {
      writes += 1;
      entries.clear();
    },
    async read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.writes === writes) return hit.value as T;
      const before = writes;
      const value = await load();
      // A write that ran while this read waited may have changed what it read: not kept.
      if (before === writes) {
        if (entries.size >= maxEntries) entries.clear();
        entries.set(key, { writes: before, value });
      }
      return value;
    },
  };
}
