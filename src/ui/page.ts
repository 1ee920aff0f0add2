import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { siteText } from '../text/zh';

/** The browser tab's title for a screen: '题目详情 · 知简'; home (null): '知简 — 让知识更简单'. */
export const documentTitle = (screen: string | null): string => (screen ? siteText.pageTitle(screen) : siteText.homeTitle);

/** Sets the tab's title while a route renders (the route table in routes.tsx calls it, not the screens). */
export function useDocumentTitle(screen: string | null): void {
  useEffect(() => {
    document.title = documentTitle(screen);
  }, [screen]);
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
