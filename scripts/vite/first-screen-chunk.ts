import type { CodeSplittingGroup } from 'rolldown';

type ModuleInfo = { isEntry: boolean; importedIds: readonly string[]; importers: readonly string[] };
type Context = { getModuleInfo(id: string): ModuleInfo | null };

/**
 * Everything the entry imports statically goes into the entry's chunk: one request for the first screen
 * instead of eight small ones, which on a phone's connection cost round trips before the first paint.
 * Lazy routes import what they share with it from that chunk.
 */
export function firstScreenChunk(): CodeSplittingGroup {
  let reachable: Set<string> | null = null;
  const staticallyReachable = (id: string, ctx: Context): boolean => {
    if (!reachable) {
      reachable = new Set();
      const entry = findEntry(id, ctx);
      const queue = entry ? [entry] : [];
      while (queue.length) {
        const next = queue.pop()!;
        if (reachable.has(next)) continue;
        reachable.add(next);
        queue.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
      }
    }
    return reachable.has(id);
  };
  return { name: (id, ctx) => (staticallyReachable(id, ctx) ? 'index' : null), priority: 10 };
}

function findEntry(id: string, ctx: Context, seen = new Set<string>()): string | null {
  if (seen.has(id)) return null;
  seen.add(id);
  const info = ctx.getModuleInfo(id);
  if (!info) return null;
  if (info.isEntry) return id;
  for (const importer of info.importers) {
    const found = findEntry(importer, ctx, seen);
    if (found) return found;
  }
  return null;
}
