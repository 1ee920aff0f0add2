import type { User } from '../../contract/auth';

/** Browser-storage keys, prefixed with the product's short name. */
export const STORAGE_KEYS = {
  accessToken: 'zhijian_access_token',
  refreshToken: 'zhijian_refresh_token',
  user: 'zhijian_user',
  draftProblem: 'zhijian_draft_problem',
  draftVideo: 'zhijian_draft_video',
  theme: 'zhijian_theme',
  /** The credit order being paid, so that leaving /credits and coming back keeps it. */
  pendingOrder: 'zhijian_pending_order',
} as const;
export type StorageKey = keyof typeof STORAGE_KEYS;

export type Theme = 'light' | 'dark';

interface Shapes {
  accessToken: string;
  refreshToken: string;
  user: User;
  draftProblem: string;
  draftVideo: boolean;
  theme: Theme;
  pendingOrder: string;
}

function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can throw when disabled (privacy mode, sandboxed iframes).
    return null;
  }
}

const JSON_KEYS: ReadonlySet<StorageKey> = new Set(['user', 'draftVideo']);

export function getItem<K extends StorageKey>(key: K): Shapes[K] | null {
  const raw = store()?.getItem(STORAGE_KEYS[key]) ?? null;
  if (raw === null) return null;
  if (!JSON_KEYS.has(key)) return raw as Shapes[K];
  try {
    return JSON.parse(raw) as Shapes[K];
  } catch {
    return null;
  }
}

export function setItem<K extends StorageKey>(key: K, value: Shapes[K]): void {
  const raw = JSON_KEYS.has(key) ? JSON.stringify(value) : String(value);
  try {
    store()?.setItem(STORAGE_KEYS[key], raw);
  } catch {
    // Quota or disabled storage: the app keeps working for this page view.
  }
}

export function removeItem(key: StorageKey): void {
  store()?.removeItem(STORAGE_KEYS[key]);
}

export const getAccessToken = () => getItem('accessToken');
export const getRefreshToken = () => getItem('refreshToken');

export function saveTokens(accessToken: string, refreshToken?: string | null): void {
  setItem('accessToken', accessToken);
  if (refreshToken) setItem('refreshToken', refreshToken);
}

/** The stored user, only when it is a record with an id (spec §4 restore rule). */
export function getStoredUser(): User | null {
  const user = getItem('user');
  return user && typeof user === 'object' && typeof user.id === 'string' && user.id ? user : null;
}

export const saveUser = (user: User) => setItem('user', user);

/** Token, refresh token and user record. */
export function clearAuthData(): void {
  removeItem('accessToken');
  removeItem('refreshToken');
  removeItem('user');
}

export function getTheme(): Theme | null {
  const t = getItem('theme');
  return t === 'light' || t === 'dark' ? t : null;
}
