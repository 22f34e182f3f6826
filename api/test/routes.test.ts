/**
 * The API's route rule: no route reads a request body or query itself. Every route under api/src/routes/
 * takes them from `c.req.valid(...)` after a schema validator (routes/validate.ts, @hono/zod-validator), and
 * every POST/PUT/PATCH route has a body validator among its handlers. Hand-written (a regex over the
 * sources, like app/src/architecture.test.ts): two rules need no extra toolchain. Fast: no database.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROUTES = resolve(import.meta.dirname, '../src/routes');
const RAW_READ = /\bc\.req\.(json|text|parseBody|formData|arrayBuffer|blob|query|queries)\s*\(/g;
const WRITE_ROUTE = /\.(post|put|patch)\(\s*(['"`])[^'"`]*\2\s*,([\s\S]*?)\basync\s*\(/g;

export function violationsOf(file: string, source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const out: string[] = [];
  if (file !== 'validate.ts') {
    for (const m of code.matchAll(RAW_READ)) out.push(`${file}: reads c.req.${m[1]}() itself (validate it with routes/validate.ts)`);
  }
  for (const m of code.matchAll(WRITE_ROUTE)) {
    if (!/\b(jsonBody|zValidator)\(/.test(m[3] ?? '')) out.push(`${file}: a ${m[1]} route without a body validator`);
  }
  return out;
}

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : /\.ts$/.test(e.name) ? [join(dir, e.name)] : [],
  );

describe('API routes', () => {
  it('read bodies and queries only through a schema validator', () => {
    const all = files(ROUTES).flatMap((f) => violationsOf(relative(ROUTES, f), readFileSync(f, 'utf8')));
    expect(all).toEqual([]);
  });

  it('the rule catches a route that reads its body itself, or posts without a validator', () => {
    expect(violationsOf('x.ts', "r.post('/a', async (c) => { const b = await c.req.json(); })")).toEqual([
      'x.ts: reads c.req.json() itself (validate it with routes/validate.ts)',
      'x.ts: a post route without a body validator',
    ]);
    expect(violationsOf('x.ts', "r.get('/a', (c) => c.req.query('block'))")).toHaveLength(1);
    expect(violationsOf('x.ts', "r.post('/a', requireJson('m'), jsonBody(s, 'p'), async (c) => c.req.valid('json'))")).toEqual([]);
  });
});
