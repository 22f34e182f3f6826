/**
 * Precompression at build time: after `vite build` writes dist/, every text file (JavaScript, CSS, HTML, the
 * locale JSON, SVG) gets a brotli (quality 11) and a gzip (level 9) sibling, `x.js.br` and `x.js.gz`. The
 * devnet web server (devnet/src/web.ts, sirv) sends the sibling the browser accepts with `Content-Encoding`, and
 * any static host that serves precompressed files (nginx `brotli_static`/`gzip_static`, Caddy `precompressed`,
 * most CDNs) serves the same dist/ unchanged. Compressing once at the highest level costs build time, never a
 * request's: on-the-fly compression spends CPU per request and sends chunked bodies without a length.
 *
 * Brotli 11 is slow (about 18 s for the whole dist/ on one core, most of it the 27 locale files), so each
 * result is kept in a cache keyed by the file's content hash: a rebuild (the devnet's, `bench/size.ts` in
 * `npm test`) compresses only what changed.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Files worth compressing: text formats. Images (PNG, WebP) and fonts (WOFF2) are compressed already. */
const COMPRESSIBLE = /\.(m?js|css|html|json|svg|txt|xml|map|webmanifest|wasm)$/i;
/** Below this a compressed body saves less than a packet's headers. */
const MIN_BYTES = 512;
/** Cache entries not used by any build for this long are removed. */
const CACHE_TTL_MS = 14 * 24 * 3600 * 1000;

/** Whether a built file gets .br and .gz siblings. */
export function shouldCompress(path: string, size: number): boolean {
  return COMPRESSIBLE.test(path) && size >= MIN_BYTES && !/(^|[\\/])\./.test(path);
}

function files(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name.startsWith('.')) continue; // .vite/manifest.json, the devnet's build hash
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...files(path));
    else out.push(path);
  }
  return out;
}

async function cached(cacheDir: string, key: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const file = join(cacheDir, key);
  if (existsSync(file)) {
    const now = new Date();
    utimesSync(file, now, now);
    return readFileSync(file);
  }
  const body = await make();
  writeFileSync(file, body);
  return body;
}

function prune(cacheDir: string): void {
  const cutoff = Date.now() - CACHE_TTL_MS;
  for (const name of readdirSync(cacheDir)) {
    const file = join(cacheDir, name);
    if (statSync(file).mtimeMs < cutoff) rmSync(file, { force: true });
  }
}

/** Writes x.br / x.gz beside every compressible file of `outDir` (only when smaller than the file). */
export async function precompressDir(outDir: string, cacheDir: string): Promise<{ files: number; bytes: number; br: number }> {
  mkdirSync(cacheDir, { recursive: true });
  let bytes = 0;
  let br = 0;
  const todo = files(outDir).filter((f) => shouldCompress(relative(outDir, f), statSync(f).size));
  // zlib's async calls run on libuv's thread pool: the files compress in parallel on every core.
  await Promise.all(
    todo.map(async (file) => {
      const body = readFileSync(file);
      const hash = createHash('sha256').update(body).digest('hex');
      const [b, g] = await Promise.all([
        cached(cacheDir, `${hash}.br`, () =>
          brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        ),
        cached(cacheDir, `${hash}.gz`, () => gz(body, { level: 9 })),
      ]);
      bytes += body.length;
      br += Math.min(b.length, body.length);
      if (b.length < body.length) writeFileSync(`${file}.br`, b);
      if (g.length < body.length) writeFileSync(`${file}.gz`, g);
    }),
  );
  prune(cacheDir);
  return { files: todo.length, bytes, br };
}

/** The Vite plugin: precompresses the output directory once the bundle and the public files are written. */
export function precompress(): Plugin {
  let outDir = '';
  let root = '';
  let log: (msg: string) => void = () => {};
  return {
    name: 'fuelswap:precompress',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      log = (msg) => config.logger.info(msg);
    },
    async closeBundle() {
      const cacheDir = resolve(root, '../node_modules/.cache/fuelswap-precompress');
      const r = await precompressDir(outDir, cacheDir);
      log(`precompressed ${r.files} files: ${(r.bytes / 1024).toFixed(0)} kB to ${(r.br / 1024).toFixed(0)} kB brotli`);
    },
  };
}
