/**
 * The transaction preview's simulation (preview.ts says what it shows), loaded with import() with the first
 * preview: the probes, eth_simulateV1 and its fallback are not needed to render any page.
 * Import it only with import() (app/src/bundle-rules.test.ts); bench/preview.ts runs it on anvil directly.
 */
import type { Config } from 'wagmi';
import { BaseError, decodeFunctionResult, encodeFunctionData, type Abi, type Address, type Client, type Hex } from 'viem';
import { erc20Abi, multicall3Abi } from '@fuelswap/contracts';
import { approvalsSet, balanceChanges, NATIVE, previewProbes, type BalanceProbe } from '@fuelswap/sdk';
import { runtime } from './runtime.ts';
import { revertReason } from './write/revertReason.ts';
import { shortMessage, type Preview, type PreviewCall, type PreviewOptions, type TokenInfo } from './preview.ts';

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
    const r = results[i];
    if (!r) throw new Error(`The balance probe returned ${results.length} results for ${probes.length} balances`);
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
