/**
 * The devnet web server: the built app (app/dist) plus the live devnet files.
 *
 * The built files go through sirv: it sends the brotli or gzip sibling that
 * the build wrote beside each text file (app/precompress.ts) with
 * `Content-Encoding`, `Vary: Accept-Encoding`, a real `Content-Length` and an
 * ETag per encoding (304 on a match). What sirv does not do is here: things
 * that change while the server runs (the deployment file is rewritten on a
 * redeploy; the token list and the logos are generated from it on each
 * request), the cache rules (immutable /assets/*, no-cache index.html and
 * runtime JSON), the SPA fallback for app routes only, and a real 404 for a
 * missing chunk instead of the SPA page.
 *
 * `/rpc` is anvil behind the same origin (http-proxy-3, the proxy Vite's dev server uses): the app's JSON-RPC
 * POSTs carry `Content-Type: application/json`, which makes every one of them to another origin wait for a CORS
 * preflight first (a whole round trip on a phone), and anvil, like geth-based BSC nodes, refuses any body type
 * that would spare it. The deployment file served to the browser names this path as its `rpcUrl`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Agent } from 'node:http';
import { createProxyServer } from 'http-proxy-3';
import sirv from 'sirv';
import { parseDeployment } from '@fuelswap/config';
import { buildTokenList, logoSvg } from './tokenlist.ts';
import { nftMetadata, nftSvg } from './nft.ts';
import { teamSvg } from './teams.ts';

export interface WebOptions {
  host: string;
  port: number;
  distDir: string;
  deploymentFile: string;
  /** Where the browser finds the indexer's GraphQL and the API: served as /devnet/services.json. */
  services?: { indexerUrl: string; apiUrl: string };
  /** anvil's URL: when set, `RPC_PATH` forwards to it and the served deployment file points the app there. */
  rpcUpstream?: string;
}

/** The same-origin JSON-RPC path (the browser's RPC on the devnet). */
export const RPC_PATH = '/rpc';

/** Content types of what this file generates; sirv types the built files. */
const TYPES = { json: 'application/json; charset=utf-8', svg: 'image/svg+xml' } as const;
/** A missing file with one of these extensions is a 404, never the SPA page. */
const FILE_LIKE = /\.(m?js|css|map|json|png|jpe?g|gif|svg|ico|webp|woff2?|ttf|txt|wasm|webmanifest)$/i;
const NO_CACHE = 'no-cache';

/** Generated bodies above this are compressed per request (the deployment file is about 55 kB of JSON). */
const COMPRESS_OVER = 1024;

/**
 * The encoding to send a generated body in: what the browser accepts, brotli first. These bodies change while
 * the server runs, so they cannot be precompressed; brotli at quality 5 takes about a millisecond for the
 * deployment file and makes it a seventh of its size.
 */
function encode(req: IncomingMessage, body: string): { encoding?: 'br' | 'gzip'; bytes: Buffer } {
  const raw = Buffer.from(body);
  const accept = String(req.headers['accept-encoding'] ?? '');
  if (raw.length < COMPRESS_OVER) return { bytes: raw };
  if (/\bbr\b/.test(accept)) return { encoding: 'br', bytes: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) };
  if (/\bgzip\b/.test(accept)) return { encoding: 'gzip', bytes: gzipSync(raw, { level: 6 }) };
  return { bytes: raw };
}

function send(res: ServerResponse, status: number, type: string, body: string, cache = NO_CACHE): void {
  const { encoding, bytes } = encode(res.req, body);
  res.writeHead(status, {
    'content-type': type,
    'cache-control': cache,
    'content-length': bytes.length,
    ...(encoding ? { 'content-encoding': encoding } : {}),
    ...(body.length >= COMPRESS_OVER ? { vary: 'Accept-Encoding' } : {}),
  });
  res.end(res.req.method === 'HEAD' ? undefined : bytes);
}

/** Hashed file names: a file never changes under its name, so the browser keeps it for a year without asking. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Unhashed public files (locales, images, favicon): a few minutes, then revalidated by ETag. */
const SHORT = 'public, max-age=300';

function cacheRule(path: string): string {
  if (path.startsWith('/assets/')) return IMMUTABLE;
  // The worker's script lists the build's files: a new deployment must be seen on the next visit.
  if (path === '/' || path === '/index.html' || path === '/sw.js') return NO_CACHE;
  return SHORT;
}

/**
 * sirv pipes a file stream into the response without an error listener: a file deleted between its lookup and
 * its opening (another devnet of the checkout rebuilding app/dist) would throw and stop the whole devnet. The
 * response sees every stream piped into it ('pipe'), before the file is opened: a failed read ends this one
 * response instead.
 */
export function guardFileStreams(res: ServerResponse): void {
  res.on('pipe', (source) => source.once('error', () => res.destroy()));
}

/** The origin the browser used (for absolute logo URLs), if the Host header is sane; else ours. */
function origin(req: IncomingMessage, fallback: string): string {
  const host = req.headers.host;
  return host && /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-fA-F:]+\](:\d{1,5})?$/.test(host) ? `http://${host}` : fallback;
}

/**
 * Forwards a JSON-RPC POST to anvil as it came, body streamed, and anvil's answer back compressed when the browser
 * accepts it: anvil sends plain JSON, and a page's batched read answers with up to ~80 kB of hex (the home page's
 * farms and pools), mostly zero padding, a few kilobytes once compressed, which on a phone's link is a large part of
 * the wait. Anything but a POST is a 405 (a GET would otherwise show as the SPA page); anvil down is a 502 with a
 * text saying so.
 */
function rpcProxy(upstream: string) {
  const proxy = createProxyServer({
    target: upstream,
    // Every path of ours is the one endpoint anvil has.
    ignorePath: true,
    // One pool of kept-alive sockets to anvil instead of a new connection per request.
    agent: new Agent({ keepAlive: true, maxSockets: 32 }),
    proxyTimeout: 60_000,
    // The answer is read whole here, to be compressed (below).
    selfHandleResponse: true,
  });
  // anvil is asked for plain JSON whatever the browser accepts: this side compresses.
  proxy.on('proxyReq', (proxyReq) => proxyReq.removeHeader('accept-encoding'));
  proxy.on('proxyRes', (upstreamRes, _req, res) => {
    const parts: Buffer[] = [];
    upstreamRes.on('data', (c: Buffer) => parts.push(c));
    upstreamRes.on('error', () => res.destroy());
    upstreamRes.on('end', () => {
      const type = String(upstreamRes.headers['content-type'] ?? 'application/json');
      send(res, upstreamRes.statusCode ?? 502, type, Buffer.concat(parts).toString('utf8'), 'no-store');
    });
  });
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (req.method !== 'POST') {
      res.setHeader('allow', 'POST');
      return send(res, 405, 'text/plain', 'JSON-RPC takes POST\n');
    }
    proxy.web(req, res, {}, (e) => {
      if (res.headersSent) return void res.destroy();
      send(res, 502, 'text/plain', `the devnet's chain (${upstream}) did not answer: ${e instanceof Error ? e.message : String(e)}\n`);
    });
  };
}

/** The deployment file as the browser gets it: its `rpcUrl` is our same-origin RPC path when there is one. */
function servedDeployment(raw: string, rpcUrl: string | undefined): string {
  if (!rpcUrl) return raw;
  return `${JSON.stringify({ ...(JSON.parse(raw) as Record<string, unknown>), rpcUrl })}\n`;
}

export function handler(o: WebOptions, baseUrl: string) {
  const index = join(o.distDir, 'index.html');
  const rpc = o.rpcUpstream ? rpcProxy(o.rpcUpstream) : undefined;
  // `dev: true` looks each file up on disk per request instead of listing dist/ once at start: the devnet
  // rebuilds app/dist while this server runs (and another devnet of the same checkout may), and a listing made
  // at start would point at deleted chunks. Its `no-cache` default is replaced by the rules set before the call.
  const files = sirv(o.distDir, { dev: true, etag: true, brotli: true, gzip: true, extensions: [] });
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (rpc && (req.url === RPC_PATH || req.url?.startsWith(`${RPC_PATH}?`))) return rpc(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'text/plain', 'method not allowed\n');
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      return send(res, 400, 'text/plain', 'bad request\n');
    }
    if (path === '/healthz') return send(res, 200, 'application/json', '{"ok":true}\n');
    if (path.startsWith('/devnet/')) {
      const logo = /^\/devnet\/logos\/([A-Za-z0-9._+-]{1,20})\.svg$/.exec(path);
      if (logo) return send(res, 200, TYPES.svg, logoSvg(logo[1]!), 'public, max-age=3600');
      const team = /^\/devnet\/teams\/(\d{1,3})\.svg$/.exec(path);
      if (team) {
        const svg = teamSvg(Number(team[1]));
        return svg ? send(res, 200, TYPES.svg, svg, 'public, max-age=3600') : send(res, 404, 'text/plain', 'no such team\n');
      }
      const nft = /^\/devnet\/nft\/(\d{1,3})\.(json|svg)$/.exec(path);
      if (nft) {
        const id = Number(nft[1]);
        const body = nft[2] === 'svg' ? nftSvg(id) : JSON.stringify(nftMetadata(id, origin(req, baseUrl)) ?? null);
        if (!body || body === 'null') return send(res, 404, 'text/plain', 'no such collectible\n');
        return send(res, 200, nft[2] === 'svg' ? TYPES.svg : TYPES.json, body, 'public, max-age=3600');
      }
      if (path === '/devnet/services.json') {
        if (!o.services) return send(res, 404, 'text/plain', 'no services configured\n');
        return send(res, 200, TYPES.json, `${JSON.stringify(o.services)}\n`);
      }
      if (path !== '/devnet/deployment.json' && path !== '/devnet/tokenlist.json') return send(res, 404, 'text/plain', 'not found\n');
      if (!existsSync(o.deploymentFile)) return send(res, 503, 'text/plain', 'the devnet is not deployed yet\n');
      const raw = readFileSync(o.deploymentFile, 'utf8');
      if (path === '/devnet/deployment.json') {
        return send(res, 200, TYPES.json, servedDeployment(raw, rpc ? `${origin(req, baseUrl)}${RPC_PATH}` : undefined));
      }
      const list = buildTokenList(parseDeployment(JSON.parse(raw)), origin(req, baseUrl));
      return send(res, 200, TYPES.json, `${JSON.stringify(list, null, 2)}\n`);
    }
    if (/(^|\/)\./.test(path)) return send(res, 404, 'text/plain', 'not found\n'); // dotfiles, e.g. the build hash
    const file = normalize(join(o.distDir, path));
    if (!file.startsWith(o.distDir + sep) && file !== o.distDir) return send(res, 403, 'text/plain', 'forbidden\n');
    guardFileStreams(res);
    // Set before sirv answers so that a 304 carries them too (sirv writes its 304 before calling setHeaders).
    res.setHeader('Cache-Control', cacheRule(path));
    res.setHeader('Vary', 'Accept-Encoding');
    files(req, res, () => {
      if (path.startsWith('/assets/') || FILE_LIKE.test(path)) return send(res, 404, 'text/plain', 'not found\n');
      if (!existsSync(index)) {
        return send(
          res,
          503,
          'text/html; charset=utf-8',
          '<!doctype html><title>FuelSwap</title><p>The app is not built yet: <code>npm start</code> builds it (or <code>npm run build:app</code>).</p>\n',
        );
      }
      // The SPA: every app route is index.html (precompressed and ETagged like the rest).
      res.setHeader('Cache-Control', NO_CACHE);
      req.url = '/index.html';
      files(req, res, () => send(res, 404, 'text/plain', 'not found\n'));
    });
  };
}

export async function startWeb(o: WebOptions): Promise<{ url: string; stop(): Promise<void> }> {
  let url = `http://${o.host}:${o.port}`;
  let handle = handler(o, url);
  const server = createServer((req, res) => {
    try {
      handle(req, res);
    } catch (e) {
      if (!res.headersSent) send(res, 500, 'text/plain', `${e instanceof Error ? e.message : String(e)}\n`);
      else res.destroy();
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (e: NodeJS.ErrnoException) =>
      reject(e.code === 'EADDRINUSE' ? new Error(`port ${o.port} is in use: is another devnet running? Stop it or set WEB_PORT.`) : e),
    );
    server.listen(o.port, o.host, () => resolve());
  });
  const addr = server.address();
  if (o.port === 0 && addr && typeof addr === 'object') {
    url = `http://${o.host}:${addr.port}`;
    handle = handler(o, url);
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
