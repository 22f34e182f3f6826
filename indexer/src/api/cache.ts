/**
 * Answers repeated GraphQL requests from memory while the index has not moved,
 * and labels every answer with validators, so that many clients asking the same
 * history (a pair page, the home figures) cost one database query per indexed
 * block instead of one each.
 *
 * Exact by construction: an entry is keyed by the index's checkpoint
 * (`_ponder_checkpoint`, which Ponder advances in the same transaction as the
 * rows of each block) and the request's own text; when the checkpoint moves,
 * every entry is dropped. The checkpoint is read by a poll, not per request, so
 * a new block is seen within one poll interval (well under a block).
 *
 * Headers: `ETag: "<indexed block>-<request hash>"` (a client or balancer that
 * sends it back in If-None-Match gets a 304 while nothing changed),
 * `Cache-Control: public, max-age=<about half a block>` (a shared cache may
 * keep it that long: a new block is still visible within one block), and
 * `X-Indexed-Block`. Concurrent misses for one key share one query.
 *
 * Written here rather than taken from a library: the rules are the checkpoint
 * key and the single flight, a few lines over a Map (an LRU package would
 * still need both).
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context, Next } from 'hono';

export interface CacheOptions {
  /** Reads the index's version: any text that changes whenever indexed rows change, with the block height. */
  readVersion: () => Promise<{ version: string; block: number } | undefined>;
  /** Between version reads. Default 200 ms. */
  pollMs?: number;
  /** Seconds a shared cache may keep an answer. */
  maxAgeSeconds: number;
  /** At most this many answers (default 2000) and bytes (default 32 MB) are kept. */
  maxEntries?: number;
  maxBytes?: number;
}

interface Entry {
  body: string;
  contentType: string;
  etag: string;
}

/** max-age for a block time: half a block, whole seconds, at least 1 (0 would make the shared cache useless). */
export function maxAgeForBlockTime(blockTimeSeconds: number): number {
  return Math.max(1, Math.floor(blockTimeSeconds / 2));
}

export function requestHash(method: string, text: string): string {
  return createHash('sha1').update(method).update('\n').update(text).digest('hex').slice(0, 20);
}

/**
 * The request's body text and its If-None-Match, read cheaply: behind @hono/node-server (Ponder's server) straight
 * from Node's request (`c.env.incoming`), since reading it through `c.req.raw` makes a full web Request and a tee of
 * its stream first (about 130 µs of a cache hit's CPU here, more than the rest of the hit). `forward()` must be
 * called before handing the request on: it gives `c.req.raw` a Request that holds the text already read.
 */
async function readRequest(c: Context): Promise<{ text: string; ifNoneMatch: string | undefined; forward: () => void }> {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (c.req.method === 'GET' || !incoming || typeof incoming.on !== 'function' || incoming.readableDidRead) {
    const text = c.req.method === 'GET' ? new URL(c.req.url).search : await c.req.raw.clone().text();
    return { text, ifNoneMatch: c.req.header('if-none-match'), forward: () => {} };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  const inm = incoming.headers['if-none-match'];
  return {
    text,
    ifNoneMatch: Array.isArray(inm) ? inm.join(', ') : inm,
    forward: () => {
      const raw = c.req.raw;
      c.req.raw = new Request(raw.url, { method: raw.method, headers: raw.headers, body: text });
    },
  };
}

/**
 * Answers from memory. Behind @hono/node-server the answer is written to Node's response here, and what goes back to
 * Hono is node-server's "already sent" marker: a Response returned after an earlier middleware touched `c.res` (CORS
 * does, in Ponder's server) is rebuilt by Hono around a stream of its body, which node-server then reads chunk by
 * chunk, a macrotask at a time, instead of writing the string at once (most of a cache hit's CPU, measured). The
 * headers the earlier middlewares set are sent with it; the marker carries the status and length for their
 * bookkeeping (Ponder's request metrics). Elsewhere (tests, other servers) a plain Response.
 */
function answer(c: Context, status: 200 | 304, body: string | null, headers: Record<string, string>): Response {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (!outgoing || typeof outgoing.writeHead !== 'function' || outgoing.headersSent) return new Response(body, { status, headers });
  const out: Record<string, string> = {};
  c.res.headers.forEach((v, k) => {
    out[k] = v;
  });
  for (const [k, v] of Object.entries(headers)) out[k.toLowerCase()] = v;
  const length = body === null ? undefined : String(Buffer.byteLength(body));
  if (length !== undefined) out['content-length'] = length;
  outgoing.writeHead(status, out);
  outgoing.end(body ?? undefined);
  return new Response(null, { status, headers: { 'x-hono-already-sent': '1', ...(length ? { 'content-length': length } : {}) } });
}

export function createGraphqlCache(o: CacheOptions) {
  const maxEntries = o.maxEntries ?? 2000;
  const maxBytes = o.maxBytes ?? 32 * 1024 * 1024;
  let current: { version: string; block: number } | undefined;
  let entries = new Map<string, Entry>();
  let bytes = 0;
  const inflight = new Map<string, Promise<Entry | undefined>>();
  let stats = { hits: 0, misses: 0, notModified: 0 };

  const poll = async () => {
    try {
      const v = await o.readVersion();
      if (v?.version !== current?.version) {
        entries = new Map();
        bytes = 0;
      }
      current = v;
    } catch {
      // The database is away (restarting): serve nothing from memory until it answers again.
      current = undefined;
      entries = new Map();
      bytes = 0;
    }
  };
  const ready = poll();
  const timer = setInterval(() => void poll(), o.pollMs ?? 200);
  timer.unref();

  const headers = (etag: string, block: number): Record<string, string> => ({
    ETag: etag,
    'Cache-Control': `public, max-age=${o.maxAgeSeconds}`,
    'X-Indexed-Block': String(block),
  });

  async function middleware(c: Context, next: Next): Promise<Response | undefined> {
    await ready;
    const at = current;
    const method = c.req.method;
    if (!at || (method !== 'GET' && method !== 'POST')) {
      await next();
      return;
    }
    const { text, ifNoneMatch, forward } = await readRequest(c);
    const hash = requestHash(method, text);
    const etag = `"${at.block}-${hash}"`;
    const key = `${at.version}\n${hash}`;
    if (ifNoneMatch === etag) {
      stats.notModified++;
      return answer(c, 304, null, headers(etag, at.block));
    }
    const hit = entries.get(key);
    if (hit) {
      stats.hits++;
      return answer(c, 200, hit.body, { 'Content-Type': hit.contentType, ...headers(hit.etag, at.block) });
    }
    const shared = inflight.get(key);
    if (shared) {
      const e = await shared;
      if (e) {
        stats.hits++;
        return answer(c, 200, e.body, { 'Content-Type': e.contentType, ...headers(e.etag, at.block) });
      }
    }
    stats.misses++;
    let settle: (e: Entry | undefined) => void = () => {};
    inflight.set(
      key,
      new Promise((r) => {
        settle = r;
      }),
    );
    let entry: Entry | undefined;
    try {
      forward();
      await next();
      const res = c.res;
      const body = await res.text();
      const contentType = res.headers.get('content-type') ?? 'application/json';
      // Only whole answers are kept: an error may be the database being away, not the query.
      const cacheable = res.status === 200 && !body.includes('"errors"');
      const h = new Headers(res.headers);
      if (cacheable) for (const [k, v] of Object.entries(headers(etag, at.block))) h.set(k, v);
      else h.set('Cache-Control', 'no-store');
      c.res = new Response(body, { status: res.status, headers: h });
      if (cacheable && current?.version === at.version) {
        entry = { body, contentType, etag };
        entries.set(key, entry);
        bytes += body.length;
        // Oldest first (a Map keeps insertion order).
        while (entries.size > maxEntries || bytes > maxBytes) {
          const [k, e] = entries.entries().next().value as [string, Entry];
          entries.delete(k);
          bytes -= e.body.length;
        }
      }
    } finally {
      inflight.delete(key);
      settle(entry);
    }
    return;
  }

  return {
    middleware,
    stats: () => ({ ...stats, entries: entries.size, block: current?.block }),
    resetStats: () => {
      stats = { hits: 0, misses: 0, notModified: 0 };
    },
    stop: () => clearInterval(timer),
  };
}
