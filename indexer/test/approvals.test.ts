/**
 * Approvals against a real anvil and the harness's deployment: an account approves the router for
 * two tokens and a stranger's address for a third; only the router's rows are indexed, with the approved
 * amounts, and a later approve(router, 0) (the approvals page's Revoke) sets the row to 0.
 */
import { describe, expect, it } from 'vitest';
import { createPublicClient, createWalletClient, erc20Abi, http, maxUint256, parseEther, type Address } from 'viem';
import { foundry } from 'viem/chains';
import { gql, startChain, startIndexer, tempDir, tokenAddress, waitFor } from './harness.ts';

const chainDef = { ...foundry, id: 31337 } as const;
const lc = (a: string) => a.toLowerCase();

interface Rows {
  allowances: { items: { token: string; spender: string; amount: string; block: number }[] };
}

describe('approvals indexing', () => {
  it("keeps each account's last approval of the project's contracts, and nothing else", async () => {
    const chain = await startChain(tempDir('indexer-approvals'));
    const stops: (() => Promise<void>)[] = [() => chain.anvil.stop()];
    try {
      const transport = http(chain.rpcUrl);
      const pub = createPublicClient({ chain: chainDef, transport });
      const wallet = createWalletClient({ chain: chainDef, transport });
      const owner = (await wallet.getAddresses())[5]!;
      const router = chain.deployment.contracts.Router;
      const [a, b, c] = chain.deployment.tokens.slice(0, 3).map((t) => tokenAddress(chain.deployment, t.symbol));
      const stranger = '0x000000000000000000000000000000000000bEEF' as Address;
      const approve = async (token: Address, spender: Address, amount: bigint) => {
        const hash = await wallet.writeContract({
          account: owner,
          chain: chainDef,
          address: token,
          abi: erc20Abi,
          functionName: 'approve',
          args: [spender, amount],
        });
        expect((await pub.waitForTransactionReceipt({ hash })).status).toBe('success');
      };
      await approve(a!, router, maxUint256);
      await approve(b!, router, parseEther('12.5'));
      await approve(c!, stranger, parseEther('1'));

      const ix = await startIndexer({ chain });
      stops.unshift(() => ix.stop());
      const q = `{ allowances(where: { owner: "${lc(owner)}" }, orderBy: "token") { items { token spender amount block } } }`;
      const rows = async () => (await gql<Rows>(ix, q)).allowances.items;
      const first = await waitFor('two router approvals', async () => ((await rows()).length === 2 ? rows() : undefined), 60_000, ix.log);
      expect(first.map((r) => [r.token, r.spender, BigInt(r.amount)]).sort()).toEqual(
        [
          [lc(a!), lc(router), maxUint256],
          [lc(b!), lc(router), parseEther('12.5')],
        ].sort(),
      );

      // Revoke: approve(router, 0) in a later block overwrites the row.
      await approve(a!, router, 0n);
      const after = await waitFor(
        'the revoke',
        async () => {
          const r = (await rows()).find((x) => x.token === lc(a!));
          return r && BigInt(r.amount) === 0n ? r : undefined;
        },
        60_000,
        ix.log,
      );
      expect(after.block).toBeGreaterThan(first.find((x) => x.token === lc(a!))!.block);
      expect((await rows()).length).toBe(2);
    } finally {
      for (const s of stops) await s();
    }
  }, 240_000);
});
