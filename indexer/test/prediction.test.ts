/**
 * The prediction tables against a real anvil with the devnet's deployment: two players bet on opposite
 * sides, the round locks and closes (UP wins), the winner claims; rounds, bets, players (wins, net,
 * claimed) and the feed's prices come out of GraphQL with the contract's own numbers.
 */
import { describe, expect, it } from 'vitest';
import { createPublicClient, createTestClient, createWalletClient, http, parseEther, type Address } from 'viem';
import { foundry } from 'viem/chains';
import { fuelPredictionAbi, priceAggregatorAbi } from '@fuelswap/contracts';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deployPrediction } from '../../contracts/scripts/deploy-prediction.ts';
import { gql, startChain, startIndexer, tempDir, waitFor } from './harness.ts';

const chainDef = { ...foundry, id: 31337 } as const;
const lc = (a: string) => a.toLowerCase();

describe('prediction indexing', () => {
  it('indexes rounds, bets, claims, players and prices', async () => {
    const dir = tempDir('indexer-prediction');
    const chain = await startChain(dir);
    const stops: (() => Promise<void>)[] = [() => chain.anvil.stop()];
    try {
      const transport = http(chain.rpcUrl);
      const pub = createPublicClient({ chain: chainDef, transport });
      const test = createTestClient({ chain: chainDef, mode: 'anvil', transport });
      const accounts = await createWalletClient({ chain: chainDef, transport }).getAddresses();
      const wallet = createWalletClient({ chain: chainDef, transport });
      const [bull, bear] = [accounts[3]!, accounts[4]!];
      // The harness's small deployment has no game: add it, with short rounds, to the deployment file.
      const p = await deployPrediction(createWalletClient({ chain: chainDef, transport, account: accounts[0]! }) as never, pub as never, {
        owner: accounts[0]!,
        admin: accounts[0]!,
        operator: accounts[2]!,
        treasury: accounts[9]!,
        intervalBlocks: 10,
        bufferBlocks: 3,
      });
      chain.deployment = { ...chain.deployment, prediction: p };
      writeFileSync(chain.deploymentFile, JSON.stringify(chain.deployment, null, 2));
      const send = async (
        from: Address,
        address: Address,
        abi: typeof fuelPredictionAbi | typeof priceAggregatorAbi,
        functionName: string,
        args: readonly unknown[] = [],
        value?: bigint,
      ) => {
        const hash = await wallet.writeContract({
          account: from,
          chain: chainDef,
          address,
          abi: abi as typeof fuelPredictionAbi,
          functionName: functionName as 'claim',
          args: args as never,
          gas: 600_000n,
          ...(value ? { value } : {}),
        } as never);
        const r = await pub.waitForTransactionReceipt({ hash });
        if (r.status !== 'success') throw new Error(`${functionName} reverted`);
      };
      const toLock = async () => {
        const e = (await pub.readContract({ address: p.market, abi: fuelPredictionAbi, functionName: 'currentEpoch' })) as bigint;
        const r = (await pub.readContract({ address: p.market, abi: fuelPredictionAbi, functionName: 'rounds', args: [e] })) as {
          lockBlock: bigint;
        };
        const now = await pub.getBlockNumber({ cacheTime: 0 });
        if (r.lockBlock - 2n > now) await test.mine({ blocks: Number(r.lockBlock - 2n - now) });
      };
      const price = (v: bigint) => send(p.operator, p.oracle, priceAggregatorAbi, 'updateAnswer', [v]);

      await send(p.operator, p.market, fuelPredictionAbi, 'genesisStartRound');
      await toLock();
      await price(300_00000000n);
      await send(p.operator, p.market, fuelPredictionAbi, 'genesisLockRound'); // epoch 2 opens
      await send(bull, p.market, fuelPredictionAbi, 'betBull', [2n], parseEther('1'));
      await send(bear, p.market, fuelPredictionAbi, 'betBear', [2n], parseEther('3'));
      await toLock();
      await price(301_00000000n);
      await send(p.operator, p.market, fuelPredictionAbi, 'executeRound'); // locks 2 at 301
      await toLock();
      await price(305_00000000n);
      await send(p.operator, p.market, fuelPredictionAbi, 'executeRound'); // closes 2 at 305: UP
      await send(bull, p.market, fuelPredictionAbi, 'claim', [[2n]]);

      const ix = await startIndexer({ chain, dataDir: join(dir, 'indexer-db') });
      stops.unshift(() => ix.stop());
      type Data = {
        predictionRound: {
          position: string;
          lockPrice: string;
          closePrice: string;
          totalAmount: string;
          bullAmount: string;
          bearBets: number;
          failed: boolean;
        } | null;
        predictionBets: { items: { user: string; position: string; amount: string; claimed: boolean; claimedAmount: string | null }[] };
        predictionUsers: {
          items: {
            id: string;
            totalBets: number;
            totalBNB: string;
            wins: number;
            netBNB: string;
            totalBNBClaimed: string;
            totalBetsSettled: number;
            winRate: number;
          }[];
        };
        predictionPrices: { totalCount: number };
      };
      const q = `{
        predictionRound(id: "2") { startBlock position lockPrice closePrice totalAmount bullAmount bearBets failed }
        predictionBets(where: { round: "2" }, orderBy: "amount") { items { user position amount claimed claimedAmount } }
        predictionUsers(orderBy: "netBNB", orderDirection: "desc") { items { id totalBets totalBNB wins netBNB totalBNBClaimed totalBetsSettled winRate } }
        predictionPrices { totalCount }
      }`;
      const data = await waitFor(
        'the prediction rows',
        async () => {
          const d = await gql<Data>(ix, q);
          // Ponder writes a block's rows table by table: wait until the claim shows in the bet and the user.
          const claimed = d.predictionBets.items[0]?.claimed && d.predictionUsers.items.some((u) => u.totalBNBClaimed !== '0');
          return claimed ? d : undefined;
        },
        90_000,
        ix.log,
      );
      // 4 BNB pot, 3% fee: 3.88 BNB to the single UP bettor.
      const payout = parseEther('3.88');
      const onChain = (await pub.readContract({ address: p.market, abi: fuelPredictionAbi, functionName: 'rounds', args: [2n] })) as {
        startBlock: bigint;
      };
      expect(data.predictionRound).toEqual({
        startBlock: Number(onChain.startBlock),
        position: 'Bull',
        lockPrice: '30100000000',
        closePrice: '30500000000',
        totalAmount: String(parseEther('4')),
        bullAmount: String(parseEther('1')),
        bearBets: 1,
        failed: false,
      });
      expect(data.predictionBets.items).toEqual([
        { user: lc(bull), position: 'Bull', amount: String(parseEther('1')), claimed: true, claimedAmount: String(payout) },
        { user: lc(bear), position: 'Bear', amount: String(parseEther('3')), claimed: false, claimedAmount: null },
      ]);
      expect(data.predictionUsers.items).toEqual([
        {
          id: lc(bull),
          totalBets: 1,
          totalBNB: String(parseEther('1')),
          wins: 1,
          netBNB: String(payout - parseEther('1')),
          totalBNBClaimed: String(payout),
          totalBetsSettled: 1,
          winRate: 10_000,
        },
        {
          id: lc(bear),
          totalBets: 1,
          totalBNB: String(parseEther('3')),
          wins: 0,
          netBNB: String(-parseEther('3')),
          totalBNBClaimed: '0',
          totalBetsSettled: 1,
          winRate: 0,
        },
      ]);
      expect(data.predictionPrices.totalCount).toBe(4); // the initial answer and three updates
    } finally {
      for (const s of stops) await s();
    }
  }, 300_000);
});
