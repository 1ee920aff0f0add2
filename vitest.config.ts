import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { prerenderedSuggestions } from './scripts/vite/prerendered-suggestions.js';

export default defineConfig({
  plugins: [react(), prerenderedSuggestions()],
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    // tests/postgres/ needs a PostgreSQL server: npm run test:postgres runs it (with TEST_DATABASE_URL).
    exclude: ['tests/e2e/**', 'node_modules/**', ...(process.env.TEST_DATABASE_URL ? [] : ['tests/postgres/**'])],
    environment: 'node',
    // Client tests opt in with a `// @vitest-environment jsdom` first line.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
