import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerenderedSuggestions } from './scripts/vite/prerendered-suggestions.js';

const apiTarget = process.env.ZJ_API_TARGET ?? 'http://127.0.0.1:8000';

export default defineConfig({
  plugins: [react(), tailwindcss(), prerenderedSuggestions()],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/uploads': apiTarget, '/media': apiTarget },
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 2000 },
});
