import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { preactAliases } from './scripts/vite/preact-runtime.js';
import { prerenderedSuggestions } from './scripts/vite/prerendered-suggestions.js';

/**
 * The client tests render on what ships, Preact's compatibility layer (decision 0030). Node would load
 * the libraries that import react itself, and find React there; so they go through Vite, where the
 * aliases apply: the ES modules inlined, the CommonJS ones pre-bundled (their `require('react')` then
 * becomes an import Vite resolves), the pre-bundled files inlined in turn.
 */
const REACT_LIBRARIES =
  /node_modules\/(\.vite\/|@testing-library\/react|@xstate\/react|@radix-ui\/|@floating-ui\/react-dom|react-remove-scroll|react-style-singleton|use-callback-ref|use-sidecar|use-isomorphic-layout-effect|use-sync-external-store|react-easy-crop|wouter)/;
const COMMONJS_REACT_LIBRARIES = [
  'use-sync-external-store/shim',
  'use-sync-external-store/shim/index.js',
  'use-sync-external-store/shim/with-selector',
  'use-isomorphic-layout-effect',
];
/** Their ES builds, the files the app's bundle takes (Node's conditions would pick the CommonJS ones). */
const esBuild = (pkg: string, file: string) => fileURLToPath(new URL(file, import.meta.resolve(`${pkg}/package.json`)));

export default defineConfig({
  plugins: [prerenderedSuggestions()],
  resolve: {
    alias: [
      ...preactAliases,
      { find: /^@testing-library\/react$/, replacement: esBuild('@testing-library/react', 'dist/@testing-library/react.esm.js') },
      { find: /^@xstate\/react$/, replacement: esBuild('@xstate/react', 'dist/xstate-react.esm.js') },
    ],
  },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    // tests/postgres/ needs a PostgreSQL server: npm run test:postgres runs it (with TEST_DATABASE_URL).
    exclude: ['tests/e2e/**', 'node_modules/**', ...(process.env.TEST_DATABASE_URL ? [] : ['tests/postgres/**'])],
    environment: 'node',
    // Client tests opt in with a `// @vitest-environment jsdom` first line.
    setupFiles: ['tests/support/preact-after-paint.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    server: { deps: { inline: [REACT_LIBRARIES] } },
    deps: { optimizer: { client: { enabled: true, include: COMMONJS_REACT_LIBRARIES } } },
  },
});
