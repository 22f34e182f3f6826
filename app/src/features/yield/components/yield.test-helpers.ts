/**
 * For the yield boxes' tests (StakeBox, HarvestBox): the yield action hook replaced by a scripted wallet (an
 * account or none, the action in flight, the stale-chain flag, and `run`, a spy each test sets). Imports types
 * only, so a test can mock chain/write/index.ts with it and keep the module's real exports.
 */
export const wallet = {
  account: undefined as `0x${string}` | undefined,
  pending: undefined as string | undefined,
  stale: false,
  run: undefined as unknown as (key: string, send: unknown, messages: unknown) => Promise<boolean>,
};

/** chain/write/index.ts with `useWriteAction` answering `wallet`. */
export async function fakeActionsModule(original: () => Promise<object>) {
  return { ...(await original()), useWriteAction: () => wallet };
}
