import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { prerenderedSuggestions } from './scripts/vite/prerendered-suggestions.js';

export default defineConfig({
  plugins: [react(), prerenderedSuggestions()],
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    // Client tests opt in with a `// @vitest-environment jsdom` first line.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
