import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { appDocument } from './scripts/vite/app-document.js';
import { firstScreenChunk } from './scripts/vite/first-screen-chunk.js';
import { preactAliases } from './scripts/vite/preact-runtime.js';
import { prerenderedHome } from './scripts/vite/prerendered-home.js';
import { prerenderedSuggestions } from './scripts/vite/prerendered-suggestions.js';

const apiTarget = process.env.ZJ_API_TARGET ?? 'http://127.0.0.1:8000';

export default defineConfig({
  // appDocument copies index.html before prerenderedHome puts the home screen into it.
  plugins: [tailwindcss(), prerenderedSuggestions(), appDocument(), prerenderedHome()],
  resolve: { alias: preactAliases },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/uploads': apiTarget, '/media': apiTarget },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: { output: { codeSplitting: { groups: [firstScreenChunk()] } } },
  },
});
