/**
 * The balancer's config as the cluster writes it: every placeholder filled, one server line per process with its
 * health check, and (where HAProxy is installed) accepted by `haproxy -c`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderHaproxyConfig } from './haproxy.ts';

const config = {
  host: '127.0.0.1',
  graphqlPort: 28080,
  apiPort: 28081,
  statsPort: 28090,
  readers: [
    { name: 'reader-1', port: 28070 },
    { name: 'reader-2', port: 28071 },
  ],
  apis: [{ name: 'api-1', port: 28001 }],
  cacheMaxAge: 1,
  pidFile: '/tmp/x.pid',
  statsSocket: '/tmp/x.sock',
};

describe('the HAProxy config', () => {
  it('fills every placeholder and lists each server with its check', () => {
    const out = renderHaproxyConfig(config);
    expect(out).not.toMatch(/\{\{/);
    expect(out).toContain('    server reader-1 127.0.0.1:28070 check\n    server reader-2 127.0.0.1:28071 check');
    expect(out).toContain('    server api-1 127.0.0.1:28001 check');
    expect(out).toContain('bind 127.0.0.1:28080');
    expect(out).toMatch(/option httpchk GET \/ready[\s\S]*option httpchk GET \/health/);
    expect(out).toContain('retry-on conn-failure empty-response junk-response response-timeout 502 503 504');
    expect(() => renderHaproxyConfig(config, 'x {{NOPE}}')).toThrow(/unknown placeholder \{\{NOPE\}\}/);
  });

  it('names each server on its own machine when it has one (several machines, one balancer)', () => {
    const out = renderHaproxyConfig({
      ...config,
      host: '0.0.0.0',
      readers: [
        { name: 'reader-a', host: '10.0.0.11', port: 42069 },
        { name: 'reader-b', host: '10.0.0.12', port: 42069 },
      ],
      apis: [{ name: 'api-a', host: '10.0.0.11', port: 3001 }],
    });
    expect(out).toContain('    server reader-a 10.0.0.11:42069 check\n    server reader-b 10.0.0.12:42069 check');
    expect(out).toContain('    server api-a 10.0.0.11:3001 check');
    expect(out).toContain('bind 0.0.0.0:28080');
  });

  it.skipIf(!existsSync('/usr/sbin/haproxy'))('is a valid HAProxy config', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'fuelswap-haproxy-')), 'haproxy.cfg');
    writeFileSync(file, renderHaproxyConfig(config));
    const r = spawnSync('haproxy', ['-c', '-f', file], { encoding: 'utf8' });
    expect(r.stdout + r.stderr).toContain('Configuration file is valid');
    expect(r.status).toBe(0);
  });
});
