import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The devnet web server (devnet/src/web.ts) serves dist/ plus /devnet/*.
// In `vite dev`, /devnet/* is proxied to it so the same runtime config loads.
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5174,
    proxy: { '/devnet': `http://127.0.0.1:${process.env.WEB_PORT ?? 5173}` },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // Rolldown by default merges modules that several lazy pages share into a chunk every page already loads
    // (here the app shell), which put code only some pages use (zod, the indexer client) into every first load;
    // off, a shared module stays in a chunk loaded only by the pages that import it (issue 18 "Size").
    rolldownOptions: { experimental: { chunkOptimization: { mergeCommonChunks: false } } },
  },
});
