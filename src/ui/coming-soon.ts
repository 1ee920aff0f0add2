/** Screens still being built. Their routes show ComingSoonScreen; every link to one carries a 「即将推出」 badge. */
export const COMING_SOON = {
  videos: '/videos',
  debug: '/debug/:jobId',
} as const;

export type ComingSoonFeature = keyof typeof COMING_SOON;

/** Whether a link goes to one of those screens (`/debug/42` matches `/debug/:jobId`). */
export function isComingSoon(href: string): boolean {
  const path = href.split(/[?#]/)[0];
  return Object.values(COMING_SOON).some((pattern) => {
    const param = pattern.indexOf('/:');
    if (param < 0) return path === pattern;
    const prefix = pattern.slice(0, param + 1);
    return path.startsWith(prefix) && path.length > prefix.length && !path.slice(prefix.length).includes('/');
  });
}
