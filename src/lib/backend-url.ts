/** Where the backend lives: same origin unless VITE_API_BASE_URL says otherwise. */
export const API_PREFIX = '/api/v1';

function envBase(): string {
  const fromEnv = import.meta.env?.VITE_API_BASE_URL;
  return typeof fromEnv === 'string' ? fromEnv.replace(/\/+$/, '') : '';
}

let base = envBase();

export const apiBase = (): string => base;

/** Tests point the client at a local server. */
export function setApiBase(url: string): void {
  base = url.replace(/\/+$/, '');
}

/** Absolute URL of a backend-relative path such as an avatar_path ('/uploads/…'). */
export function backendUrl(path: string): string {
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(path)) return path;
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** '/auth/me' and '/api/v1/auth/me' both mean the same endpoint. */
export function apiPath(path: string): string {
  const p = path.startsWith('/') ? path : `/${path}`;
  return p.startsWith(`${API_PREFIX}/`) || p === API_PREFIX ? p : `${API_PREFIX}${p}`;
}

/**
 * The debug listener (spec §7: a separate backend, port 5100): VITE_DEBUG_API_URL, else this page's
 * host on port 5100.
 */
function envDebugBase(): string | null {
  const fromEnv = import.meta.env?.VITE_DEBUG_API_URL;
  return typeof fromEnv === 'string' && fromEnv !== '' ? fromEnv.replace(/\/+$/, '') : null;
}

let debugBaseOverride = envDebugBase();

export function debugBase(): string {
  if (debugBaseOverride !== null) return debugBaseOverride;
  if (typeof location === 'undefined') return 'http://127.0.0.1:5100';
  return `${location.protocol}//${location.hostname}:5100`;
}

/** Tests point the debug calls at a local server; null: back to the build's setting. */
export function setDebugBase(url: string | null): void {
  debugBaseOverride = url === null ? envDebugBase() : url.replace(/\/+$/, '');
}
