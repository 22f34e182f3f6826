/**
 * Page chunks are loaded lazily. After a deploy, an open tab may ask for a chunk
 * that no longer exists, or a flaky connection may drop one: the first failure
 * reloads the page once ("If a page chunk fails to load, the page
 * reloads once"); a sessionStorage flag makes sure it never loops, and on the
 * second failure the error reaches the page error boundary, which offers Reload.
 */

export const CHUNK_RELOAD_KEY = 'fuelswap:chunk-reload';

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError || (error instanceof Error && error.name === 'ChunkLoadError');
}

export interface ChunkEnv {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
  reload: () => void;
}

const browserEnv = (): ChunkEnv => ({
  storage: (() => {
    try {
      return globalThis.sessionStorage;
    } catch {
      return undefined;
    }
  })(),
  reload: () => globalThis.location.reload(),
});

/** Imports a chunk; on the first failure reloads the page (the promise then never settles); on a repeated failure throws ChunkLoadError. */
export async function loadChunk<M>(importer: () => Promise<M>, env: ChunkEnv = browserEnv()): Promise<M> {
  try {
    const mod = await importer();
    env.storage?.removeItem(CHUNK_RELOAD_KEY);
    return mod;
  } catch (error) {
    // Without storage we cannot guard a reload loop: fail instead.
    if (env.storage && env.storage.getItem(CHUNK_RELOAD_KEY) === null) {
      env.storage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
      env.reload();
      return new Promise<M>(() => {});
    }
    throw new ChunkLoadError(error);
  }
}
