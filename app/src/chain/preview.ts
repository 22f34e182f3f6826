/**
 * Transaction preview (issue 19): what a write will do, simulated against the latest block before the wallet
 * prompt. Standard RPC only: `eth_simulateV1` (viem's simulateBlocks; anvil, geth, reth and BSC's geth fork
 * serve it) runs, in one simulated block on top of the latest, a balance probe (Multicall3: BNB and every
 * token's balanceOf, for the account and the recipient), the transaction, and the probe again. A first
 * simulation of the transaction alone finds the tokens it moves, so a token the dialog did not name still
 * shows. Where the node lacks eth_simulateV1, the fallback is `eth_call` + `eth_estimateGas`: the revert
 * reason and the gas, without balance changes (the dialog says so).
 *
 * The simulation runs with validation off (no fee is charged in it), so BNB changes are the value moved;
 * the network fee is shown apart: gas used × the node's gas price.
 */
import { useQuery } from '@tanstack/react-query';
import { useConfig, type Config } from 'wagmi';
import { BaseError, decodeFunctionResult, encodeFunctionData, type Abi, type Address, type Client, type Hex } from 'viem';
import { erc20Abi, multicall3Abi } from '@fuelswap/contracts';
import {
  approvalsSet,
  balanceChanges,
  NATIVE,
  previewProbes,
  type ApprovalSet,
  type BalanceChange,
  type BalanceProbe,
} from '@fuelswap/sdk';
import { runtime } from './runtime.ts';
import { useCurrentBlock } from './blocks.ts';

const jsonBigint = (_: string, v: unknown) => (typeof v === 'bigint' ? v.toString() : v);

/** How often an open dialog's preview is simulated again, in blocks (15 s of the devnet's 3-second blocks). */
export const PREVIEW_REFRESH_BLOCKS = 5;
import { revertReason, TransactionCannotSucceedError, type ContractTransactionParams } from './write.ts';

export interface PreviewCall {
  account: Address;
  address: Address;
  abi: Abi | readonly unknown[];
  functionName: string;
  args?: readonly unknown[];
  value?: bigint;
}

/** The preview of the call the write path would send (a chosen candidate's parameters). */
export function previewCallOf(tx: ContractTransactionParams): PreviewCall {
  return {
    account: tx.account,
    address: tx.address,
    abi: tx.abi,
    functionName: tx.functionName,
    ...(tx.args ? { args: tx.args } : {}),
    ...(tx.value !== undefined ? { value: tx.value } : {}),
  };
}

export interface PreviewOptions {
  /** Tokens the action involves (probed even if the simulation shows no Transfer of them). */
  tokens?: readonly Address[];
  /** Another address whose balances change (a swap's recipient). */
  recipient?: Address;
}

export interface TokenInfo {
  symbol: string | undefined;
  decimals: number | undefined;
}

export type Preview =
  | {
      kind: 'ok';
      block: bigint;
      changes: BalanceChange[];
      approvals: ApprovalSet[];
      gasUsed: bigint;
      gasPrice: bigint;
      /** Symbol and decimals of every token in `changes` and `approvals` (lower-case address). */
      tokens: Record<string, TokenInfo>;
    }
  | { kind: 'reverted'; block: bigint | undefined; reason: string | undefined }
  /** The node has no eth_simulateV1: checked with eth_call only. */
  | { kind: 'checked'; block: bigint; gasUsed: bigint; gasPrice: bigint }
  | { kind: 'failed'; message: string };

/** viem's pieces, loaded with the first preview (they are not needed to render any page). */
async function actions() {
  const { simulateBlocks, estimateGas, call, getBlockNumber, getGasPrice } = await import('./previewActions.ts');
  return { simulateBlocks, estimateGas, call, getBlockNumber, getGasPrice };
}

/** One Multicall3 aggregate3 reading every probe (and, with `meta`, each token's symbol and decimals). */
function probeCall(mc: Address, probes: readonly BalanceProbe[], metaTokens: readonly Address[] = []) {
  const calls = [
    ...probes.map((p) =>
      p.token === NATIVE
        ? {
            target: mc,
            allowFailure: true,
            callData: encodeFunctionData({ abi: multicall3Abi, functionName: 'getEthBalance', args: [p.holder] }),
          }
        : {
            target: p.token,
            allowFailure: true,
            callData: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [p.holder] }),
          },
    ),
    ...metaTokens.flatMap((t) => [
      { target: t, allowFailure: true, callData: encodeFunctionData({ abi: erc20Abi, functionName: 'symbol' }) },
      { target: t, allowFailure: true, callData: encodeFunctionData({ abi: erc20Abi, functionName: 'decimals' }) },
    ]),
  ];
  return { to: mc, data: encodeFunctionData({ abi: multicall3Abi, functionName: 'aggregate3', args: [calls] }) };
}

function decodeProbe(data: Hex, probes: readonly BalanceProbe[], metaTokens: readonly Address[]) {
  const results = decodeFunctionResult({ abi: multicall3Abi, functionName: 'aggregate3', data }) as readonly {
    success: boolean;
    returnData: Hex;
  }[];
  const balances = probes.map((p, i) => {
    const r = results[i]!;
    if (!r.success) return 0n;
    return p.token === NATIVE
      ? (decodeFunctionResult({ abi: multicall3Abi, functionName: 'getEthBalance', data: r.returnData }) as bigint)
      : (decodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', data: r.returnData }) as bigint);
  });
  const tokens: Record<string, TokenInfo> = {};
  metaTokens.forEach((t, i) => {
    const s = results[probes.length + 2 * i];
    const d = results[probes.length + 2 * i + 1];
    let symbol: string | undefined;
    let decimals: number | undefined;
    try {
      if (s?.success) symbol = decodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', data: s.returnData }) as string;
      if (d?.success) decimals = Number(decodeFunctionResult({ abi: erc20Abi, functionName: 'decimals', data: d.returnData }));
    } catch {
      /* a token without the optional metadata: shown by address */
    }
    tokens[t.toLowerCase()] = { symbol, decimals };
  });
  return { balances, tokens };
}

function isUnsupported(e: unknown): boolean {
  const text = e instanceof BaseError ? `${e.shortMessage} ${e.details}` : String(e);
  return /eth_simulateV1|method not found|not supported|does not exist|unknown method/i.test(text);
}

function shortMessage(e: unknown): string {
  return e instanceof BaseError ? e.shortMessage || e.message : e instanceof Error ? e.message : String(e);
}

/** Simulates `c` against the latest block of the app's chain; never throws (a failure is a `failed` preview). */
export async function previewTransaction(config: Config, c: PreviewCall, opts: PreviewOptions = {}): Promise<Preview> {
  const { getClient } = await import('./previewActions.ts');
  const client = getClient(config, { chainId: runtime().chainId });
  const mc = runtime().chain.contracts?.multicall3?.address;
  if (!client || !mc) return { kind: 'failed', message: 'No connection to the chain.' };
  return previewWithClient(client, mc, c, opts);
}

/** The preview on any viem client (the app's, or a test's on anvil), with the chain's Multicall3. */
export async function previewWithClient(client: Client, mc: Address, c: PreviewCall, opts: PreviewOptions = {}): Promise<Preview> {
  try {
    const a = await actions();
    const data = encodeFunctionData({ abi: c.abi as Abi, functionName: c.functionName, args: c.args ?? [] });
    const tx = { account: c.account, to: c.address, data, ...(c.value ? { value: c.value } : {}) };
    const [blockNumber, gasPrice] = await Promise.all([a.getBlockNumber(client, { cacheTime: 0 }), a.getGasPrice(client)]);

    let first: Awaited<ReturnType<typeof a.simulateBlocks>>;
    try {
      first = await a.simulateBlocks(client, {
        blockNumber,
        blocks: [{ calls: [{ ...tx, abi: c.abi as Abi, functionName: c.functionName, args: c.args ?? [] }] }],
      });
    } catch (e) {
      if (!isUnsupported(e)) throw e;
      // Fallback: eth_call for the revert reason, eth_estimateGas for the gas.
      try {
        await a.call(client, { ...tx, blockNumber });
        const gasUsed = await a.estimateGas(client, { ...tx, blockNumber });
        return { kind: 'checked', block: blockNumber, gasUsed, gasPrice };
      } catch (callError) {
        return { kind: 'reverted', block: blockNumber, reason: revertReason(callError) ?? shortMessage(callError) };
      }
    }
    const only = first[0]?.calls[0];
    if (!only) return { kind: 'failed', message: 'The node returned no simulation result.' };
    if (only.status === 'failure')
      return { kind: 'reverted', block: blockNumber, reason: revertReason(only.error) ?? shortMessage(only.error) };

    const holders = opts.recipient && opts.recipient.toLowerCase() !== c.account.toLowerCase() ? [c.account, opts.recipient] : [c.account];
    const probes = previewProbes(holders, opts.tokens ?? [], (only.logs ?? []) as never);
    const approvals = approvalsSet((only.logs ?? []) as never, c.account);
    const metaTokens = [
      ...new Set([
        ...probes.flatMap((p) => (p.token === NATIVE ? [] : [p.token.toLowerCase()])),
        ...approvals.map((x) => x.token.toLowerCase()),
      ]),
    ] as Address[];
    const probe = probeCall(mc, probes, metaTokens);
    const second = await a.simulateBlocks(client, {
      blockNumber,
      blocks: [{ calls: [{ account: c.account, ...probe }, tx, { account: c.account, ...probe }] }],
    });
    const [pre, main, post] = second[0]?.calls ?? [];
    if (!pre || !main || !post || pre.status !== 'success' || post.status !== 'success')
      return { kind: 'failed', message: 'The balance probe failed.' };
    if (main.status === 'failure')
      return { kind: 'reverted', block: blockNumber, reason: revertReason(main.error) ?? shortMessage(main.error) };
    const before = decodeProbe(pre.data, probes, metaTokens);
    const after = decodeProbe(post.data, probes, []);
    return {
      kind: 'ok',
      block: blockNumber,
      changes: balanceChanges(probes, before.balances, after.balances),
      approvals,
      gasUsed: main.gasUsed,
      gasPrice,
      tokens: before.tokens,
    };
  } catch (e) {
    return { kind: 'failed', message: shortMessage(e) };
  }
}

/**
 * The preview of the call `build` returns, refreshed on every block while the dialog shows it. `build` throws
 * the write path's errors (a candidate that cannot succeed: its revert reason), which become a `reverted`
 * preview; undefined means nothing to preview yet. `key` identifies the call (what the dialog reviews).
 */
export function useTransactionPreview(
  key: readonly unknown[],
  build: (() => Promise<{ call: PreviewCall; options?: PreviewOptions } | undefined>) | undefined,
) {
  const config = useConfig();
  // Simulated again every PREVIEW_REFRESH_BLOCKS blocks. Not a 'perBlock' query: the block watcher's invalidation
  // cancels a fetch in flight, so a simulation slower than one block (a busy node) never finished and the
  // dialog showed "Simulating…" for ever. A new key per period lets the running one finish; the previous
  // result stays on screen meanwhile.
  const block = useCurrentBlock(runtime().chainId);
  const period = block === undefined ? 0 : Math.floor(block / PREVIEW_REFRESH_BLOCKS);
  const q = useQuery({
    queryKey: ['preview', ...key, period],
    enabled: build !== undefined,
    retry: false,
    structuralSharing: false,
    // The last period's result for the same call, never another call's (another amount's changes would mislead).
    placeholderData: (previous, previousQuery) =>
      previousQuery && JSON.stringify(previousQuery.queryKey.slice(0, -1), jsonBigint) === JSON.stringify(['preview', ...key], jsonBigint)
        ? previous
        : undefined,
    queryFn: async (): Promise<Preview | null> => {
      let built: Awaited<ReturnType<NonNullable<typeof build>>>;
      try {
        built = await build!();
      } catch (e) {
        return e instanceof TransactionCannotSucceedError
          ? { kind: 'reverted', block: undefined, reason: e.reason }
          : { kind: 'failed', message: shortMessage(e) };
      }
      return built ? previewTransaction(config, built.call, built.options) : null;
    },
  });
  return { preview: q.data ?? undefined, isLoading: q.isLoading };
}
