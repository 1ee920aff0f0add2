import type { FastifyInstance } from 'fastify';

/**
 * The methods of every API route, by path pattern: a request for a known path with another method is a
 * 405 (with Allow), not a 404. Only paths under /api count; the SPA's catch-all does not.
 */
export function trackApiRoutes(app: FastifyInstance): { allowedMethods(url: string): string[] } {
  const routes: { pattern: RegExp; methods: string[] }[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map((m) => m.toUpperCase());
    routes.push({ pattern: patternOf(route.url), methods });
  });
  return {
    allowedMethods(url: string): string[] {
      const pathname = url.split('?')[0];
      const allowed = new Set<string>();
      for (const route of routes) if (route.pattern.test(pathname)) for (const m of route.methods) allowed.add(m);
      return [...allowed].sort();
    },
  };
}

/** `/tasks/:id/events` → a regular expression of the paths it matches (`*` matches the rest). */
function patternOf(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}$`);
}
