import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, ChunkLoadError, isChunkLoadError, loadChunk, type ChunkEnv } from './chunks.ts';

function memoryEnv(): ChunkEnv & { data: Map<string, string>; reload: ReturnType<typeof vi.fn<() => void>> } {
  const data = new Map<string, string>();
  return {
    data,
    storage: {
      getItem: (k) => data.get(k) ?? null,
      setItem: (k, v) => void data.set(k, v),
      removeItem: (k) => void data.delete(k),
    },
    reload: vi.fn<() => void>(),
  };
}

const fail = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('loadChunk', () => {
  it('returns the module and clears the reload flag', async () => {
    const env = memoryEnv();
    env.data.set(CHUNK_RELOAD_KEY, '1');
    await expect(loadChunk(() => Promise.resolve({ ok: 1 }), env)).resolves.toEqual({ ok: 1 });
    expect(env.data.has(CHUNK_RELOAD_KEY)).toBe(false);
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('reloads once on the first failure and never settles', async () => {
    const env = memoryEnv();
    const settled = vi.fn();
    void loadChunk(fail, env).then(settled, settled);
    await new Promise((r) => setTimeout(r, 10));
    expect(env.reload).toHaveBeenCalledTimes(1);
    expect(env.data.has(CHUNK_RELOAD_KEY)).toBe(true);
    expect(settled).not.toHaveBeenCalled();
  });

  it('throws a ChunkLoadError on the failure after the reload, without reloading again', async () => {
    const env = memoryEnv();
    env.data.set(CHUNK_RELOAD_KEY, '1');
    const error = await loadChunk(fail, env).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(error)).toBe(true);
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('fails instead of reloading when there is no storage to guard a loop', async () => {
    const reload = vi.fn();
    await expect(loadChunk(fail, { storage: undefined, reload })).rejects.toBeInstanceOf(ChunkLoadError);
    expect(reload).not.toHaveBeenCalled();
  });
});
