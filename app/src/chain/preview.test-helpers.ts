/**
 * The transaction preview, scripted for component tests: `useTransactionPreview` answers `sim.preview`
 * and `sim.isLoading`, and records the keys it was asked for and the last `build` it was given. The runtime is
 * replaced too (chain 31337, BNB), as the preview's dialogs read the native currency from it. In a test file:
 *
 *   vi.mock('../../../chain/preview.ts', () => import('../../../chain/preview.test-helpers.ts').then((m) => m.fakePreviewModule));
 *   vi.mock('../../../chain/runtime.ts', (original) => import('../../../chain/preview.test-helpers.ts').then((m) => m.fakeRuntimeModule(original)));
 *   import { resetSim, sim } from '../../../chain/preview.test-helpers.ts';
 *   beforeEach(resetSim);
 *
 * The factories import this module when they run, so the test and the mocks share one `sim`; `.then((m) => m.x)`
 * rather than `(await import(…)).x`, which knip reads as using every export. Only types are imported here: loading
 * the real preview or runtime module from a mock of it would go round in a circle.
 */
import type { Preview, useTransactionPreview as realUseTransactionPreview } from './preview.ts';

type Built = { call: Record<string, unknown>; options?: unknown };

/** The simulation's script (set before rendering) and what it was asked (read after). */
export const sim = {
  preview: undefined as Preview | undefined,
  isLoading: true,
  /** Every key the preview was rendered with, oldest first. */
  keys: [] as unknown[][],
  /** The last call builder the preview was given (undefined: nothing to preview, or not rendered yet). */
  build: undefined as undefined | (() => Promise<Built>),
};

/** Loading, no answer, nothing asked: for `beforeEach`. */
export function resetSim() {
  sim.preview = undefined;
  sim.isLoading = true;
  sim.keys = [];
  sim.build = undefined;
}

/** The call the last builder returns; throws while there is none (inside `waitFor` it is tried again). */
export async function builtCall(): Promise<Record<string, unknown>> {
  if (!sim.build) throw new Error('no transaction preview built yet');
  return (await sim.build()).call;
}

function useTransactionPreview(
  ...[key, build]: Parameters<typeof realUseTransactionPreview>
): ReturnType<typeof realUseTransactionPreview> {
  sim.keys.push([...key]);
  sim.build = build as typeof sim.build;
  return { preview: sim.preview, isLoading: sim.isLoading };
}

/** What `vi.mock` of chain/preview.ts returns (the components use no other value of it). */
export const fakePreviewModule = { useTransactionPreview } satisfies Partial<typeof import('./preview.ts')>;

/** The runtime the mocked `runtime()` returns. */
export const fakeRuntime = {
  chainId: 31337,
  chain: { nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 } },
  exchange: {},
  rpcUrls: [],
};

/** What `vi.mock` of chain/runtime.ts returns, given its `importOriginal`: the module, with `runtime()` faked. */
export async function fakeRuntimeModule(original: () => Promise<object>) {
  return { ...(await original()), runtime: () => fakeRuntime };
}
