import type { CodeSplittingGroup } from 'rolldown';

type ModuleInfo = { isEntry: boolean; importedIds: readonly string[]; importers: readonly string[]; dynamicImporters: readonly string[] };
type Context = { getModuleInfo(id: string): ModuleInfo | null };

/**
 * Everything the entry imports statically goes into the entry's chunk: one request for the first screen
 * instead of eleven small ones, which on a phone's connection cost round trips before the first paint.
 * Lazy routes import what they share with it from that chunk.
 */
export function firstScreenChunk(): CodeSplittingGroup {
  let reachable: Set<string> | null = null;
  const staticallyReachable = (id: string, ctx: Context): boolean => {
    if (!reachable) {
      // The first module asked about may be one only a lazy route imports: the entry is found through dynamic imports too.
      const entry = findEntry(id, ctx);
      if (!entry) return false;
      reachable = new Set();
      const queue = [entry];
      while (queue.length) {
        const next = queue.pop()!;
        if (reachable.has(next)) continue;
        reachable.add(next);
        queue.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
      }
    }
    return reachable.has(id);
  };
  return { name: (id, ctx) => (staticallyReachable(id, ctx as Context) ? 'index' : null), priority: 10 };
}

export function findEntry(id: string, ctx: Context, seen = new Set<string>()): string | null {
  if (seen.has(id)) return null;
  seen.add(id);
  const info = ctx.getModuleInfo(id);
  if (!info) return null;
  if (info.isEntry) return id;
  for (const importer of [...info.importers, ...(info.dynamicImporters ?? [])]) {
    const found = findEntry(importer, ctx, seen);
    if (found) return found;
  }
  return null;
}
