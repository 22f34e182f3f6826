/**
 * A throwaway PostgreSQL cluster for tests and for `npm run cluster`: Debian's
 * `postgresql` binaries (`.ci/run` installs the package), a fresh data folder
 * under the OS temp dir, a private Unix socket folder and a free (or given)
 * loopback port; `restart()` stops the server and starts it again on the same
 * data and port (a database restart the services must live through); `stop()`
 * shuts it down and deletes everything. As root (CI), initdb and the server
 * run as the `postgres` user, which Debian's package creates.
 *
 *   const pg = await startPostgres();   // { url, port, pid(), restart, stop }
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
  /** The postmaster's pid (changes on restart). */
  pid(): number;
  /** Fast shutdown (SIGINT: open connections are cut), then start again on the same data and port. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export interface PostgresOptions {
  /** Default: a free port. */
  port?: number;
  /** Default 50; a cluster of services wants more. */
  maxConnections?: number;
}

/** The newest installed server's bin folder, e.g. /usr/lib/postgresql/15/bin. */
function postgresBin(): string {
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

export async function startPostgres(opts: PostgresOptions = {}): Promise<TestPostgres> {
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
  const port = opts.port ?? (await freePort());
  const [cmd, args] = asPg(join(bin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    dir,
    '-h',
    '127.0.0.1',
    // A throwaway database: durability off, small footprint.
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    `max_connections=${opts.maxConnections ?? 50}`,
    '-c',
    'shared_buffers=32MB',
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let server = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  const listen = () => server.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  listen();

  const postmasterPid = () =>
    Number((existsSync(join(data, 'postmaster.pid')) ? readFileSync(join(data, 'postmaster.pid'), 'utf8') : '').split('\n')[0]);

  const halt = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    await new Promise<void>((done) => {
      server.once('exit', () => done());
      // Signal the postmaster itself (runuser does not forward signals): SIGINT is a fast shutdown.
      const pid = postmasterPid();
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
  };
  const stop = async () => {
    await halt();
    rmSync(dir, { recursive: true, force: true });
  };

  const ready = async () => {
    const until = Date.now() + 30_000;
    for (;;) {
      if (server.exitCode !== null) {
        await stop();
        throw new Error(`postgres exited with ${server.exitCode}: ${log.trim().split('\n').slice(-10).join('\n')}`);
      }
      const r = spawnSync(join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres'], { encoding: 'utf8' });
      if (r.status === 0) return;
      if (Date.now() > until) {
        await stop();
        throw new Error(`postgres did not accept connections within 30 s: ${log.trim().split('\n').slice(-10).join('\n')}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  await ready();
  const restart = async () => {
    await halt();
    log = '';
    server = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    listen();
    await ready();
  };
  return { url, port, pid: postmasterPid, restart, stop };
}
