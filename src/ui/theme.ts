import { useSyncExternalStore } from 'react';
import { getTheme, setItem, type Theme } from '../lib/storage';

/** Light/dark: follows the system until the user picks one (stored as zhijian_theme). */
const listeners = new Set<() => void>();

function systemTheme(): Theme {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function effectiveTheme(): Theme {
  return getTheme() ?? systemTheme();
}

function apply(): void {
  const theme = effectiveTheme();
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
  for (const l of listeners) l();
}

export function initTheme(): void {
  apply();
  if (typeof matchMedia === 'function') matchMedia('(prefers-color-scheme: dark)').addEventListener('change', apply);
}

export function setTheme(theme: Theme): void {
  setItem('theme', theme);
  apply();
}

export function toggleTheme(): void {
  setTheme(effectiveTheme() === 'dark' ? 'light' : 'dark');
}

export function useTheme(): Theme {
  return useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    effectiveTheme,
    () => 'light',
  );
}
