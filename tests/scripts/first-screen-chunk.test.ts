import { describe, expect, it } from 'vitest';
import { firstScreenChunk } from '../../scripts/vite/first-screen-chunk';

// entry → app → shared; entry ⇢ (lazy) route → shared, lib-only-lazy
const graph: Record<string, { isEntry: boolean; importedIds: string[]; importers: string[]; dynamicImporters: string[] }> = {
  entry: { isEntry: true, importedIds: ['app'], importers: [], dynamicImporters: [] },
  app: { isEntry: false, importedIds: ['shared'], importers: ['entry'], dynamicImporters: [] },
  route: { isEntry: false, importedIds: ['shared', 'lazyLib'], importers: [], dynamicImporters: ['app'] },
  shared: { isEntry: false, importedIds: [], importers: ['app', 'route'], dynamicImporters: [] },
  lazyLib: { isEntry: false, importedIds: [], importers: ['route'], dynamicImporters: [] },
};
const ctx = { getModuleInfo: (id: string) => graph[id] ?? null };

function groupsOf(order: string[]): Record<string, string | null> {
  const { name } = firstScreenChunk() as { name: (id: string, c: typeof ctx) => string | null };
  return Object.fromEntries(order.map((id) => [id, name(id, ctx)]));
}

describe('the first-screen chunk', () => {
  it('holds what the entry imports statically, and nothing only a lazy route imports', () => {
    expect(groupsOf(['entry', 'app', 'shared', 'route', 'lazyLib'])).toEqual({
      entry: 'index',
      app: 'index',
      shared: 'index',
      route: null,
      lazyLib: null,
    });
  });

  it('is the same when the bundler first asks about a module only a lazy route imports', () => {
    expect(groupsOf(['lazyLib', 'route', 'shared', 'app', 'entry'])).toEqual({
      lazyLib: null,
      route: null,
      shared: 'index',
      app: 'index',
      entry: 'index',
    });
  });
});
