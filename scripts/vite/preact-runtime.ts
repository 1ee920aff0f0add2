import type { Alias } from 'vite';

/**
 * The app is written against React's API and ships on Preact's compatibility layer (decision 0030):
 * every import of react and react-dom, the app's and its libraries' (Radix, react-easy-crop,
 * @xstate/react), resolves to preact/compat. The build and the client tests use the same list, so the
 * tests run on what ships. Exact matches only: `react-easy-crop` and `@xstate/react` stay themselves.
 */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];
