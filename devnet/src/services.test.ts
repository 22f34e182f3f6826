import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ServiceError, startService } from './services.ts';

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

/** A child that prints, then serves 200 on /health after `delayMs` (or never with `exitCode`). */
const script = (port: number, delayMs: number, opts: { exitCode?: number; ignoreTerm?: boolean } = {}) => `
  console.log('booting on ${port} with ' + process.env.GREETING);
  ${opts.ignoreTerm ? "process.on('SIGTERM', () => console.log('ignoring SIGTERM'));" : ''}
  ${opts.exitCode !== undefined ? `console.error('fatal: no database'); process.exit(${opts.exitCode});` : ''}
  setTimeout(() => require('node:http').createServer((q, r) => { r.statusCode = q.url === '/health' ? 200 : 404; r.end(); }).listen(${port}, '127.0.0.1'), ${delayMs});
`;

describe('startService', () => {
  const dir = mkdtempSync(join(tmpdir(), 'services-'));

  it('waits until the health URL answers 200, logs to its file, and stops on SIGTERM', async () => {
    const port = await freePort();
    const logFile = join(dir, 'ok.log');
    const s = await startService({
      name: 'demo',
      command: process.execPath,
      args: ['-e', script(port, 300)],
      cwd: dir,
      env: { GREETING: 'hello' },
      logFile,
      healthUrl: `http://127.0.0.1:${port}/health`,
      timeoutMs: 20_000,
    });
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
    expect(readFileSync(logFile, 'utf8')).toContain(`booting on ${port} with hello`);
    await s.stop();
    expect(s.exited()).toBe(true);
  });

  it('names a service that exits before it is healthy, with the tail of its log', async () => {
    const port = await freePort();
    const logFile = join(dir, 'dies.log');
    const err = await startService({
      name: 'indexer',
      command: process.execPath,
      args: ['-e', script(port, 0, { exitCode: 3 })],
      cwd: dir,
      logFile,
      healthUrl: `http://127.0.0.1:${port}/health`,
      timeoutMs: 20_000,
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ServiceError);
    expect((err as ServiceError).service).toBe('indexer');
    expect((err as Error).message).toMatch(/^indexer exited with 3 before it was healthy/);
    expect((err as Error).message).toContain('fatal: no database');
  });

  it('gives up after the timeout and kills a child that ignores SIGTERM', async () => {
    const port = await freePort();
    const logFile = join(dir, 'slow.log');
    const t0 = Date.now();
    const err = await startService({
      name: 'api',
      command: process.execPath,
      args: ['-e', script(port, 60_000, { ignoreTerm: true })],
      cwd: dir,
      logFile,
      healthUrl: `http://127.0.0.1:${port}/health`,
      timeoutMs: 1_000,
      graceMs: 500,
    }).catch((e: unknown) => e);
    expect((err as Error).message).toMatch(/^api was not healthy at .* after 1 s/);
    expect(Date.now() - t0).toBeLessThan(10_000);
    expect(existsSync(logFile)).toBe(true);
  });
});
