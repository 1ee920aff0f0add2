import type { CreditPackage } from '../../contract/packages';

/** Spec §9 business constants and limits, in one place. */
export {
  HOME_MAX_IMAGES,
  UPLOAD_EXTENSIONS,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  UPLOAD_MIME_TYPES,
} from '../../contract/limits';

export const REQUEST_TIMEOUT_MS = 30_000;
/** One refresh retry per request. */
export const REFRESH_RETRIES_PER_REQUEST = 1;

export const TOAST_DURATION_MS = {
  plain: 4000,
  error: 4000,
  success: 2000,
  custom: 4000,
} as const;
/** Loading toasts stay until dismissed. */
export const MAX_TOASTS = 20;

export const SUGGESTIONS_SHOWN = 5;
export const TEXTAREA_MAX_HEIGHT_PX = 200;
export const AVATAR_DEFAULT_SIZE_PX = 32;

/** Background validation of the session: at most once per 60 s, repeated every 300 s. */
export const VALIDATION_CACHE_MS = 60_000;
export const REVALIDATION_INTERVAL_MS = 300_000;

/** The math typesetting script's load timeout (spec §1). */
export const MATH_LOAD_TIMEOUT_MS = 120_000;

export const SITE_VERSION = '2.0.0';

export { CREDIT_PACKAGES, type CreditPackage } from '../../contract/packages';

/** The price before the discount, as shown struck through: price / (1 - discount), 2 decimals. */
export function originalPrice(pkg: Pick<CreditPackage, 'price' | 'discount'>): string {
  return (pkg.price / (1 - pkg.discount)).toFixed(2);
}
