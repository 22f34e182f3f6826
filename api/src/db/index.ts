/**
 * One schema, one migrations folder (api/drizzle/), two engines: PGlite (an
 * embedded PostgreSQL in a data folder) by default, node-postgres when a
 * DATABASE_URL is given. Migrations are applied at open by drizzle's migrator.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export { schema };

/** What routes see: the common drizzle PostgreSQL surface of both engines. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'drizzle');

export interface OpenOptions {
  /** postgres://... : use PostgreSQL through node-postgres. */
  databaseUrl?: string | undefined;
  /** PGlite data folder (created if missing); ignored when databaseUrl is set. Omit both for an in-memory PGlite. */
  dataDir?: string | undefined;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client that loses its server must not crash the process. After
    // close, pg may still hear the server's goodbye on a closing socket: not news.
    let closed = false;
    pool.on('error', (e) => closed || console.error(`[api] postgres pool: ${e.message}`));
    const db = drizzlePg(pool, { schema });
    try {
      await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    } catch (e) {
      await pool.end();
      throw e;
    }
    return {
      db: db as unknown as Db,
      engine: 'postgres',
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => {
        closed = true;
        return pool.end();
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  const db = drizzlePglite(client, { schema });
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (e) {
    await client.close();
    throw e;
  }
  return {
    db: db as unknown as Db,
    engine: 'pglite',
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}

/** The PostgreSQL error code of a failed query (drizzle wraps the driver's error in `cause`). */
export function pgErrorCode(e: unknown): { code?: string; constraint?: string } {
  for (let x: unknown = e, i = 0; x && typeof x === 'object' && i < 5; x = (x as { cause?: unknown }).cause, i++) {
    const o = x as { code?: unknown; constraint?: unknown };
    if (typeof o.code === 'string' && /^[0-9A-Z]{5}$/.test(o.code)) {
      return { code: o.code, ...(typeof o.constraint === 'string' ? { constraint: o.constraint } : {}) };
    }
  }
  return {};
}
