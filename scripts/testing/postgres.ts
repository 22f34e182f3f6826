/**
 * A throwaway PostgreSQL cluster for tests: Debian's `postgresql` binaries
 * (`.ci/run` installs the package), a fresh data folder under the OS temp
 * dir, a private Unix socket folder and a free loopback port; `stop()` shuts
 * it down and deletes everything. As root (CI), initdb and the server run as
 * the `postgres` user, which Debian's package creates.
 *
 *   const pg = await startPostgres();   // { url, stop }
 *   ... new pg.Client({ connectionString: pg.url }) ...
 *   await pg.stop();
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestPostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** The newest installed server's bin folder, e.g. /usr/lib/postgresql/15/bin. */
export function postgresBin(): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).filter((v) => existsSync(join(base, v, 'bin', 'postgres'))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) {
    throw new Error(
      'PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/postgres). Install it with `apt-get install -y postgresql` (.ci/run does).',
    );
  }
  return join(base, versions[0], 'bin');
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      const port = typeof a === 'object' && a ? a.port : 0;
      srv.close(() => done(port));
    });
  });
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a server binary as `postgres` when we are root (initdb and postgres refuse root). */
function asPg(cmd: string, args: string[]): [string, string[]] {
  return isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
}

export async function startPostgres(): Promise<TestPostgres> {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'fuelswap-pg-'));
  const data = join(dir, 'data');
  // The data and socket folders must belong to the user the server runs as.
  chmodSync(dir, 0o777);
  if (isRoot) {
    const r = spawnSync('chown', ['postgres:postgres', dir]);
    if (r.status !== 0) throw new Error(`chown postgres ${dir} failed: ${r.stderr}`);
  }
  const [initCmd, initArgs] = asPg(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const init = spawnSync(initCmd, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  }
  const port = await freePort();
  const [cmd, args] = asPg(join(bin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    dir,
    '-h',
    '127.0.0.1',
    // A test database: durability off, small footprint.
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=50',
    '-c',
    'shared_buffers=32MB',
  ]);
  const server = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  server.stderr.on('data', (d: Buffer) => (log += d.toString()));
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;

  const stop = async () => {
    if (server.exitCode === null) {
      await new Promise<void>((done) => {
        server.once('exit', () => done());
        // Signal the postmaster itself (runuser does not forward signals): SIGINT is a fast shutdown.
        const pid = Number(
          (existsSync(join(data, 'postmaster.pid')) ? readFileSync(join(data, 'postmaster.pid'), 'utf8') : '').split('\n')[0],
        );
        if (pid > 0) {
          try {
            process.kill(pid, 'SIGINT');
          } catch {
            /* already gone */
          }
        } else server.kill('SIGINT');
        setTimeout(() => {
          if (pid > 0) {
            try {
              process.kill(pid, 'SIGKILL');
            } catch {
              /* gone */
            }
          }
          server.kill('SIGKILL');
        }, 10_000).unref();
      });
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const until = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`postgres exited with ${server.exitCode}: ${log.trim().split('\n').slice(-10).join('\n')}`);
    }
    const ready = spawnSync(join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres'], { encoding: 'utf8' });
    if (ready.status === 0) break;
    if (Date.now() > until) {
      await stop();
      throw new Error(`postgres did not accept connections within 30 s: ${log.trim().split('\n').slice(-10).join('\n')}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, port, stop };
}
