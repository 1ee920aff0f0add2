import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The page's Content-Security-Policy. No inline script anywhere (the theme is set by /theme-init.js).
 * Styles come from the stylesheet only (the browser runs no math engine that would add a <style>); style
 * *attributes* are allowed because math is server-drawn SVG that positions its glyphs with them. Images may be
 * data: (SVG math) or blob: (photo previews).
 */
export const cspDirectives = () => ({
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'"],
  styleSrcAttr: ["'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'none'"],
});

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
export async function registerSecurityHeaders(app: FastifyInstance, opts: { hsts: boolean }): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives() },
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
