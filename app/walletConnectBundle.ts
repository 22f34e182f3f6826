/**
 * WalletConnect as a bundle of its own, built beside the app and loaded by URL when the user picks it.
 *
 * Inside the app's own chunk graph its code could not stay apart: WalletConnect (and its QR dialog) use many of
 * the modules the shell uses (viem, @noble/hashes, @wagmi/core), and a module shared by the shell and a lazy chunk
 * is shipped in the shell with every export either uses: the shell grew by 75 kB gzipped (appkit's
 * `import('viem')` made viem's entry a chunk the shell loads), and by 4 kB with that import redirected (the shared
 * modules' extra exports and the shared chunks split out of the shell). Built separately, WalletConnect carries
 * its own copies of what it shares (loaded only on that click) and the app's chunks are the same with or without
 * it. The one cost: a copy of those modules when WalletConnect is used.
 *
 * `virtual:walletconnect` exports `walletConnectUrl`, the bundle's entry (in `vite dev`, the source module, which
 * the dev server serves; in a build without `VITE_WALLETCONNECT_PROJECT_ID`, nothing is built and it is empty).
 */
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { resolve } from 'node:path';

const VIRTUAL = 'virtual:walletconnect';
const RESOLVED = `\0${VIRTUAL}`;
/** The module the bundle is built from (relative to app/). */
export const WALLETCONNECT_ENTRY = 'src/features/wallet/walletConnectConnector.ts';

export function walletConnectBundle(): Plugin {
  let config: ResolvedConfig;
  let entryUrl = '';
  return {
    name: 'fuelswap:walletconnect-bundle',
    configResolved(c) {
      config = c;
      entryUrl = `/${WALLETCONNECT_ENTRY}`;
    },
    async buildStart() {
      if (config.command !== 'build') return;
      // Without a project id WalletConnect is not offered: no bundle, and the build takes no longer than before.
      if (!String(config.env.VITE_WALLETCONNECT_PROJECT_ID ?? '').trim()) {
        entryUrl = '';
        return;
      }
      const result = await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          write: false,
          target: config.build.target,
          sourcemap: false,
          copyPublicDir: false,
          chunkSizeWarningLimit: 1000,
          rollupOptions: {
            input: { walletconnect: resolve(config.root, WALLETCONNECT_ENTRY) },
            preserveEntrySignatures: 'strict',
            output: {
              entryFileNames: 'assets/walletconnect-[hash].js',
              chunkFileNames: 'assets/walletconnect-[name]-[hash].js',
              assetFileNames: 'assets/walletconnect-[name]-[hash][extname]',
            },
          },
        },
      });
      const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
      for (const item of outputs) {
        if (item.type === 'chunk' && item.isEntry) entryUrl = `${config.base}${item.fileName}`;
        this.emitFile({ type: 'asset', fileName: item.fileName, source: item.type === 'chunk' ? item.code : item.source });
      }
      if (entryUrl.endsWith('.ts')) this.error('the WalletConnect bundle has no entry chunk');
    },
    resolveId: (id) => (id === VIRTUAL ? RESOLVED : null),
    load: (id) => (id === RESOLVED ? `export const walletConnectUrl = ${JSON.stringify(entryUrl)};` : null),
  };
}
