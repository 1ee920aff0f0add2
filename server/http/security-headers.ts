import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The page's Content-Security-Policy. No inline script anywhere (the theme is set by /theme-init.js).
 * Styles come from the stylesheet only (the browser runs no math engine that would add a <style>); style
 * *attributes* are allowed because math is server-drawn SVG that positions its glyphs with them. Images may be
 * data: (SVG math) or blob: (photo previews). The page may also call the debug listener (spec §7, a
 * separate backend): see debugConnectSources.
 */
export const cspDirectives = (debug: DebugListener = NO_DEBUG_LISTENER) => ({
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'"],
  styleSrcAttr: ["'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", (req: IncomingMessage) => debugConnectSources(debug, req.headers.host)],
  mediaSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'none'"],
});

/** Where the page finds the debug listener: its port (0: none) and VITE_DEBUG_API_URL when the build was given one. */
export interface DebugListener {
  port: number;
  url?: string;
}
const NO_DEBUG_LISTENER: DebugListener = { port: 0 };

/** A Host header we are willing to echo into the policy: a name or an address, an optional port, nothing else. */
const PLAIN_HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The debug listener's origin as the client computes it (src/lib/backend-url.ts): VITE_DEBUG_API_URL, or
 * this page's host on the listener's port. No scheme: a host source then matches the page's own
 * scheme, as the client's URL does. An empty string adds nothing to the directive.
 */
export function debugConnectSources(debug: DebugListener, hostHeader: string | undefined): string {
  const sources: string[] = [];
  if (debug.url) sources.push(new URL(debug.url).origin);
  if (debug.port > 0 && hostHeader && PLAIN_HOST.test(hostHeader)) {
    const hostname = hostHeader.replace(/:\d{1,5}$/, '');
    sources.push(`${hostname}:${debug.port}`);
  }
  return sources.join(' ');
}

/** The camera for the photo flow, on this site only; nothing else a page could ask for. */
export const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * Swagger UI (/api/docs) sets its styles from script: it gets style-src 'unsafe-inline', nothing more.
 */
export function relaxCspForDocs(header: string): string {
  return header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'");
}

/**
 * Security headers on every response. HSTS only when the site is served over HTTPS (PUBLIC_URL https://)
 * or behind a proxy that terminates TLS (TRUST_PROXY): on plain http it would be ignored or wrong.
 */
export async function registerSecurityHeaders(app: FastifyInstance, opts: { hsts: boolean; debug?: DebugListener }): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(opts.debug) },
    strictTransportSecurity: opts.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}

export function wantsHsts(config: { PUBLIC_URL: string; TRUST_PROXY: boolean }): boolean {
  return config.TRUST_PROXY || config.PUBLIC_URL.startsWith('https://');
}
