/**
 * The devnet web server: the built app (app/dist) plus the live devnet files.
 *
 * Plain node:http, no library: besides static files it serves things that
 * change while it runs (the deployment file is rewritten on a redeploy; the
 * token list and the logos are generated from it on each request), with exact
 * cache rules (immutable /assets/*, no-cache index.html, a real 404 for a
 * missing chunk instead of the SPA page). That fits in this file; a static-file
 * package would need as much configuration as this code.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { parseDeployment } from '@fuelswap/config';
import { buildTokenList, logoSvg } from './tokenlist.ts';
import { nftMetadata, nftSvg } from './nft.ts';

export interface WebOptions {
  host: string;
  port: number;
  distDir: string;
  deploymentFile: string;
  /** Where the browser finds the indexer's GraphQL and the API: served as /devnet/services.json. */
  services?: { indexerUrl: string; apiUrl: string };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
};
/** A missing file with one of these extensions is a 404, never the SPA page. */
const FILE_LIKE = /\.(m?js|css|map|json|png|jpe?g|gif|svg|ico|webp|woff2?|ttf|txt|wasm|webmanifest)$/i;
const NO_CACHE = 'no-cache';

function send(res: ServerResponse, status: number, type: string, body: string, cache = NO_CACHE): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': cache, 'content-length': Buffer.byteLength(body) });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

function sendFile(res: ServerResponse, file: string, cache: string): void {
  res.writeHead(200, {
    'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'content-length': statSync(file).size,
    'cache-control': cache,
  });
  if (res.req.method === 'HEAD') return void res.end();
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res);
}

/** The origin the browser used (for absolute logo URLs), if the Host header is sane; else ours. */
function origin(req: IncomingMessage, fallback: string): string {
  const host = req.headers.host;
  return host && /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-fA-F:]+\](:\d{1,5})?$/.test(host) ? `http://${host}` : fallback;
}

export function handler(o: WebOptions, baseUrl: string) {
  const index = join(o.distDir, 'index.html');
  return (req: IncomingMessage, res: ServerResponse): void => {
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
      if (logo) return send(res, 200, TYPES['.svg']!, logoSvg(logo[1]!), 'public, max-age=3600');
      const nft = /^\/devnet\/nft\/(\d{1,3})\.(json|svg)$/.exec(path);
      if (nft) {
        const id = Number(nft[1]);
        const body = nft[2] === 'svg' ? nftSvg(id) : JSON.stringify(nftMetadata(id, origin(req, baseUrl)) ?? null);
        if (!body || body === 'null') return send(res, 404, 'text/plain', 'no such collectible\n');
        return send(res, 200, TYPES[`.${nft[2]}`]!, body, 'public, max-age=3600');
      }
      if (path === '/devnet/services.json') {
        if (!o.services) return send(res, 404, 'text/plain', 'no services configured\n');
        return send(res, 200, TYPES['.json']!, `${JSON.stringify(o.services)}\n`);
      }
      if (path !== '/devnet/deployment.json' && path !== '/devnet/tokenlist.json') return send(res, 404, 'text/plain', 'not found\n');
      if (!existsSync(o.deploymentFile)) return send(res, 503, 'text/plain', 'the devnet is not deployed yet\n');
      const raw = readFileSync(o.deploymentFile, 'utf8');
      if (path === '/devnet/deployment.json') return send(res, 200, TYPES['.json']!, raw);
      const list = buildTokenList(parseDeployment(JSON.parse(raw)), origin(req, baseUrl));
      return send(res, 200, TYPES['.json']!, `${JSON.stringify(list, null, 2)}\n`);
    }
    if (/(^|\/)\./.test(path)) return send(res, 404, 'text/plain', 'not found\n'); // dotfiles, e.g. the build hash
    const file = normalize(join(o.distDir, path));
    if (!file.startsWith(o.distDir + sep) && file !== o.distDir) return send(res, 403, 'text/plain', 'forbidden\n');
    if (file !== index && existsSync(file) && statSync(file).isFile()) {
      return sendFile(res, file, path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    }
    if (path.startsWith('/assets/') || FILE_LIKE.test(path)) return send(res, 404, 'text/plain', 'not found\n');
    if (!existsSync(index)) {
      return send(
        res,
        503,
        'text/html; charset=utf-8',
        '<!doctype html><title>FuelSwap</title><p>The app is not built yet: <code>npm start</code> builds it (or <code>npm run build:app</code>).</p>\n',
      );
    }
    return sendFile(res, index, NO_CACHE); // the SPA: every route is index.html
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
