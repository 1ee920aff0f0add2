import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { siteText } from '../text/zh';

/** Sets the browser tab title: '<title> - 知简'. */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} - ${siteText.brand}` : `${siteText.brand} - ${siteText.tagline}`;
  }, [title]);
}

/** After an in-app navigation: back to the top, and focus on the new page's main region. */
export function useRouteFocus(): void {
  const [location] = useLocation();
  const previous = useRef(location);
  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [location]);
}
