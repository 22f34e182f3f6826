import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress.ts';
import { preload } from './preload.ts';
import { deploymentFile } from './deploymentFile.ts';
import { serviceWorker } from './offline.ts';
import { preactAliases } from './preact.ts';
import { walletConnectBundle } from './walletConnectBundle.ts';

// The devnet web server (devnet/src/web.ts) serves dist/ plus /devnet/*.
// In `vite dev`, /devnet/* is proxied to it so the same runtime config loads, and /rpc (its same-origin
// JSON-RPC path to anvil, which the served deployment file names) with it.
// A 56/97 build (VITE_CHAIN_ID) serves its deployment file as deployment.json (app/deploymentFile.ts).
const deployment = deploymentFile();
export default defineConfig({
  plugins: [react(), deployment, walletConnectBundle(), preload({ deployment: deployment.served }), serviceWorker(), precompress()],
  resolve: { alias: preactAliases },
  server: {
    port: 5174,
    proxy: {
      '/devnet': `http://127.0.0.1:${process.env.WEB_PORT ?? 5173}`,
      '/rpc': `http://127.0.0.1:${process.env.WEB_PORT ?? 5173}`,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
});
