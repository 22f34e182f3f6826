/**
 * The lottery tables against a real anvil with the harness's deployment plus a lottery: two players buy
 * (one twice), the owner injects, the round closes, the committed seed is revealed, the draw happens and
 * the winner claims; a second round never gets its number and is refunded; rounds (status, totals, players,
 * winning tickets, final number) and the players' rounds (tickets, FUEL spent, claimed or refunded) come out of GraphQL with the contract's own numbers; and the app's query of a
 * round's row with its rule for showing the player count (only a row agreeing with the chain's round) accepts it.
 */
import { describe, expect, it } from 'vitest';
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeAbiParameters,
  http,
  keccak256,
  maxUint256,
  type Abi,
  type Address,
  type Hex,
} from 'viem';
import { foundry } from 'viem/chains';
import { devRandomNumberGeneratorAbi, erc20Abi, fuelLotteryAbi } from '@fuelswap/contracts';
import { writeFileSync } from 'node:fs';
import { deployLottery } from '../../contracts/scripts/deploy-lottery.ts';
import { indexedPlayers } from '@fuelswap/sdk';
import { fetchIndexedRound } from '@fuelswap/sdk/indexer';
import { gql, startChain, startIndexer, tempDir, waitFor } from './harness.ts';

const chainDef = { ...foundry, id: 31337 } as const;
const lc = (a: string) => a.toLowerCase();
const seed = keccak256(encodeAbiParameters([{ type: 'string' }], ['indexer test']));
const commitment = keccak256(encodeAbiParameters([{ type: 'bytes32' }], [seed]));

describe('lottery indexing', () => {
  it('indexes rounds, purchases, the draw and claims', async () => {
    const dir = tempDir('indexer-lottery');
    const chain = await startChain(dir);
    const stops: (() => Promise<void>)[] = [() => chain.anvil.stop()];
    try {
      const transport = http(chain.rpcUrl);
      const pub = createPublicClient({ chain: chainDef, transport });
      const test = createTestClient({ chain: chainDef, mode: 'anvil', transport });
      const accounts = await createWalletClient({ chain: chainDef, transport }).getAddresses();
      const wallet = createWalletClient({ chain: chainDef, transport });
      const [owner, operator, a, b] = [accounts[0]!, accounts[2]!, accounts[3]!, accounts[4]!];
      const fuel = chain.deployment.tokens.find((t) => t.symbol === 'FUEL')!.address;
      const l = await deployLottery(createWalletClient({ chain: chainDef, transport, account: owner }) as never, pub as never, {
        token: fuel,
        owner,
        operator,
        treasury: accounts[9]!,
        injector: operator,
      });
      chain.deployment = { ...chain.deployment, lottery: l };
      writeFileSync(chain.deploymentFile, JSON.stringify(chain.deployment, null, 2));
      const send = async (
        from: Address,
        address: Address,
        abi: Abi | readonly unknown[],
        functionName: string,
        args: readonly unknown[] = [],
      ) => {
        const hash = await wallet.writeContract({
          account: from,
          chain: chainDef,
          address,
          abi: abi as Abi,
          functionName,
          args: args as unknown[],
          gas: 3_000_000n,
        });
        const r = await pub.waitForTransactionReceipt({ hash });
        if (r.status !== 'success') throw new Error(`${functionName} reverted`);
      };
      for (const who of [owner, a, b]) await send(who, fuel, erc20Abi, 'approve', [l.lottery, maxUint256]);

      const now = (await pub.getBlock()).timestamp;
      const price = 10n ** 18n;
      // The seed is committed before the round opens (the stand-in refuses it after).
      await send(operator, l.randomGenerator, devRandomNumberGeneratorAbi, 'commit', [1n, commitment]);
      await send(operator, l.lottery, fuelLotteryAbi, 'startLottery', [
        now + 3600n,
        price,
        2000n,
        [250n, 375n, 625n, 1250n, 2500n, 5000n],
        2000n,
      ]);
      const final = Number(
        (await pub.readContract({
          address: l.randomGenerator,
          abi: devRandomNumberGeneratorAbi,
          functionName: 'previewNumber',
          args: [seed, 1n],
        })) as number,
      );
      await send(a, l.lottery, fuelLotteryAbi, 'buyTickets', [1n, [final, 1_000_000 + ((final + 1) % 1_000_000)]]);
      await send(a, l.lottery, fuelLotteryAbi, 'buyTickets', [1n, [1_000_000 + ((final + 2) % 1_000_000)]]);
      await send(b, l.lottery, fuelLotteryAbi, 'buyTickets', [1n, [1_000_000 + ((final + 3) % 1_000_000)]]);
      await send(owner, l.lottery, fuelLotteryAbi, 'injectFunds', [1n, 100n * price]);
      await test.increaseTime({ seconds: 3600 });
      await send(operator, l.lottery, fuelLotteryAbi, 'closeLottery', [1n]);
      await send(operator, l.randomGenerator, devRandomNumberGeneratorAbi, 'fulfill', [1n, seed as Hex]);
      await send(operator, l.lottery, fuelLotteryAbi, 'drawFinalNumberAndMakeLotteryClaimable', [1n, true]);
      await send(a, l.lottery, fuelLotteryAbi, 'claimTickets', [1n, [0n], [5]]);
      // Round 2: committed, sold, closed, and never revealed: past the refund timeout it is refunded.
      await send(operator, l.randomGenerator, devRandomNumberGeneratorAbi, 'commit', [2n, commitment]);
      const now2 = (await pub.getBlock()).timestamp;
      await send(operator, l.lottery, fuelLotteryAbi, 'startLottery', [
        now2 + 3600n,
        price,
        2000n,
        [250n, 375n, 625n, 1250n, 2500n, 5000n],
        2000n,
      ]);
      await send(b, l.lottery, fuelLotteryAbi, 'buyTickets', [2n, [1_234_567]]);
      await test.increaseTime({ seconds: 3600 });
      await send(operator, l.lottery, fuelLotteryAbi, 'closeLottery', [2n]);
      await test.increaseTime({ seconds: 4 * 86_400 });
      await send(a, l.lottery, fuelLotteryAbi, 'markRefundable', [2n]);
      await send(b, l.lottery, fuelLotteryAbi, 'claimRefund', [2n]);
      const round2 = (await pub.readContract({ address: l.lottery, abi: fuelLotteryAbi, functionName: 'viewLottery', args: [2n] })) as {
        amountCollectedInCake: bigint;
      };

      const ix = await startIndexer({ chain });
      stops.unshift(() => ix.stop());
      type Data = {
        lotterys: {
          items: {
            id: string;
            status: string;
            totalUsers: number;
            totalTickets: number;
            winningTickets: number;
            finalNumber: number;
            ticketPrice: string;
            totalCake: string;
            lastTicket: string;
          }[];
        };
        lotteryUserRounds: { items: { user: string; lotteryId: string; totalTickets: number; totalCake: string; claimed: boolean }[] };
        lotteryUsers: { items: { id: string; totalTickets: number; totalRounds: number }[] };
      };
      const q = `{
        lotterys(orderBy: "block", orderDirection: "desc", limit: 100) { items { id status totalUsers totalTickets winningTickets finalNumber ticketPrice totalCake lastTicket } }
        lotteryUserRounds(orderBy: "totalTickets", orderDirection: "desc") { items { user lotteryId totalTickets totalCake claimed } }
        lotteryUsers(orderBy: "totalTickets", orderDirection: "desc") { items { id totalTickets totalRounds } }
      }`;
      const data = await waitFor(
        'the lottery rows',
        async () => {
          const d = await gql<Data>(ix, q);
          return d.lotteryUserRounds.items.filter((r) => r.claimed).length === 2 ? d : undefined;
        },
        90_000,
        ix.log,
      );
      // a: 2 tickets (price x 2 x 1999/2000) + 1 ticket; b: 1 ticket; plus the 100-token injection.
      const two = (price * 2n * 1999n) / 2000n;
      expect(data.lotterys.items).toEqual([
        {
          id: '2',
          status: 'Refundable',
          totalUsers: 1,
          totalTickets: 1,
          winningTickets: null,
          finalNumber: null,
          ticketPrice: String(price),
          totalCake: String(round2.amountCollectedInCake),
          lastTicket: '5',
        },
        {
          id: '1',
          status: 'Claimable',
          totalUsers: 2,
          totalTickets: 4,
          winningTickets: 1,
          finalNumber: final,
          ticketPrice: String(price),
          totalCake: String(two + 2n * price + 100n * price),
          lastTicket: '4',
        },
      ]);
      const byRound = [...data.lotteryUserRounds.items].sort(
        (x, y) => Number(x.lotteryId) - Number(y.lotteryId) || y.totalTickets - x.totalTickets,
      );
      expect(byRound).toEqual([
        { user: lc(a), lotteryId: '1', totalTickets: 3, totalCake: String(two + price), claimed: true },
        { user: lc(b), lotteryId: '1', totalTickets: 1, totalCake: String(price), claimed: false },
        { user: lc(b), lotteryId: '2', totalTickets: 1, totalCake: String(price), claimed: true }, // refunded
      ]);
      expect(data.lotteryUsers.items).toEqual([
        { id: lc(a), totalTickets: 3, totalRounds: 1 },
        { id: lc(b), totalTickets: 2, totalRounds: 2 },
      ]);

      // Finished Rounds' player count: the app's own query of the round's row, accepted by the app's rule only because
      // it agrees with the chain's viewLottery in every field both have; a row of another history is not.
      const raw = (await pub.readContract({ address: l.lottery, abi: fuelLotteryAbi, functionName: 'viewLottery', args: [1n] })) as {
        status: number;
        startTime: bigint;
        endTime: bigint;
        priceTicketInCake: bigint;
        firstTicketId: bigint;
        firstTicketIdNextLottery: bigint;
        amountCollectedInCake: bigint;
        finalNumber: number;
        countWinnersPerBracket: readonly bigint[];
      };
      const onChain = { ...raw, lotteryId: 1n, lastTicketId: raw.firstTicketIdNextLottery, finalNumber: Number(raw.finalNumber) };
      const row = await fetchIndexedRound({ url: ix.url }, 1n);
      expect(indexedPlayers(row, onChain)).toBe(2);
      expect(indexedPlayers(row, { ...onChain, lastTicketId: onChain.lastTicketId + 1n })).toBeUndefined();
      expect(await fetchIndexedRound({ url: ix.url }, 3n)).toBeNull();
    } finally {
      for (const s of stops) await s();
    }
  }, 300_000);
});
