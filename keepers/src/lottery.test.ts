import { describe, expect, it } from 'vitest';
import { encodeAbiParameters, keccak256 } from 'viem';
import {
  DEFAULT_ROUND_SECONDS,
  DEFAULT_SECRET,
  lotteryKeeperEnabled,
  lotteryRoundSeconds,
  lotterySecret,
  lotteryTickPlan,
  type LotteryTickState,
  lotterySeed,
  lotteryWinningNumber,
  seedCommitment,
  ticketPriceFromUsdPrice,
  vrfLotteryTickPlan,
} from './lottery.ts';

describe('lottery keeper rules', () => {
  it('prices a ticket at 5 USD in FUEL (9 decimals) from the dollar price of FUEL', () => {
    // 2.5 USD a FUEL: 2 FUEL a ticket; 3 USD: 1.666666666 FUEL (rounded down to the smallest unit).
    expect(ticketPriceFromUsdPrice(5n, 25n * 10n ** 17n, 9)).toBe(2n * 10n ** 9n);
    expect(ticketPriceFromUsdPrice(5n, 3n * 10n ** 18n, 9)).toBe(1_666_666_666n);
    expect(ticketPriceFromUsdPrice(5n, 0n, 9)).toBe(0n);
    expect(ticketPriceFromUsdPrice(5n, undefined, 9)).toBe(0n);
  });

  it('reads the round length, the switch and the secret from the environment', () => {
    expect(lotteryRoundSeconds({})).toBe(DEFAULT_ROUND_SECONDS);
    expect(lotteryRoundSeconds({ DEVNET_LOTTERY_ROUND_SECONDS: '120' })).toBe(120);
    expect(lotteryRoundSeconds({ DEVNET_LOTTERY_ROUND_SECONDS: '5' })).toBe(45); // the contract needs more than 30 s
    expect(lotteryRoundSeconds({ DEVNET_LOTTERY_ROUND_SECONDS: 'x' })).toBe(DEFAULT_ROUND_SECONDS);
    expect(lotteryKeeperEnabled({})).toBe(true);
    expect(lotteryKeeperEnabled({ DEVNET_LOTTERY_KEEPER: '0' })).toBe(false);
    expect(lotterySecret({})).toBe(DEFAULT_SECRET);
    const s = `0x${'ab'.repeat(32)}` as const;
    expect(lotterySecret({ DEVNET_LOTTERY_SECRET: s })).toBe(s);
    expect(lotterySecret({ DEVNET_LOTTERY_SECRET: 'short' })).toBe(DEFAULT_SECRET);
  });

  it('computes the number the stand-in will draw: 1,000,000 + keccak256(seed, id) mod 10^6, a different seed per round', () => {
    const seed = lotterySeed(7n);
    expect(seed).not.toBe(lotterySeed(8n));
    expect(seedCommitment(seed)).toBe(keccak256(encodeAbiParameters([{ type: 'bytes32' }], [seed])));
    const h = BigInt(keccak256(encodeAbiParameters([{ type: 'bytes32' }, { type: 'uint256' }], [seed, 7n])));
    expect(lotteryWinningNumber(7n)).toBe(Number(1_000_000n + (h % 1_000_000n)));
    const n = lotteryWinningNumber(7n);
    expect(n >= 1_000_000 && n <= 1_999_999).toBe(true);
  });

  describe('the order of a tick', () => {
    const ours = seedCommitment(lotterySeed(2n));
    const none = `0x${'00'.repeat(32)}` as const;
    const other = seedCommitment(lotterySeed(2n, `0x${'cd'.repeat(32)}`));
    const day = 86_400n;
    const base: LotteryTickState = { now: 1000n, commitment: none, ours, ready: false, refundTimeout: 4n * day };
    const open = { status: 1, endTime: 2000n };
    const closed = { status: 2, endTime: 2000n };

    it('commits the next round before starting it, and never commits twice', () => {
      expect(lotteryTickPlan(base)).toEqual(['commit-next', 'start']);
      expect(lotteryTickPlan({ ...base, round: { status: 3, endTime: 0n } })).toEqual(['commit-next', 'start']);
      expect(lotteryTickPlan({ ...base, round: { status: 4, endTime: 0n } })).toEqual(['commit-next', 'start']); // after a refunded round
      expect(lotteryTickPlan({ ...base, commitment: ours })).toEqual(['start']); // committed at the last tick, start failed
    });

    it('sells, then closes at the end time, reveals its own seed, then draws', () => {
      expect(lotteryTickPlan({ ...base, round: open, commitment: ours })).toEqual(['sell']);
      expect(lotteryTickPlan({ ...base, round: open, commitment: ours, now: 2000n })).toEqual(['close']);
      expect(lotteryTickPlan({ ...base, round: closed, commitment: ours, now: 2001n })).toEqual(['reveal']);
      expect(lotteryTickPlan({ ...base, round: closed, commitment: ours, now: 2002n, ready: true })).toEqual(['draw']);
    });

    it('never binds a seed to a round that has started: without its own commitment it waits for the refund', () => {
      for (const commitment of [none, other]) {
        expect(lotteryTickPlan({ ...base, round: open, commitment, now: 2000n })).toEqual(['wait']);
        expect(lotteryTickPlan({ ...base, round: closed, commitment, now: 2001n })).toEqual(['wait']);
        const late = 2000n + 4n * day;
        expect(lotteryTickPlan({ ...base, round: open, commitment, now: late })).toEqual(['mark-refundable']);
        expect(lotteryTickPlan({ ...base, round: closed, commitment, now: late })).toEqual(['mark-refundable']);
      }
      // A number that is ready is drawn, never refunded.
      expect(lotteryTickPlan({ ...base, round: closed, commitment: other, now: 2000n + 5n * day, ready: true })).toEqual(['draw']);
    });
  });

  describe('with a Chainlink VRF source', () => {
    const base = { now: 1_000n, requestedAt: 0n, ready: false, requestTimeout: 600n, refundTimeout: 4n * 86_400n };
    it('starts, closes at the end time, waits for the callback, draws', () => {
      expect(vrfLotteryTickPlan({ ...base })).toBe('start');
      expect(vrfLotteryTickPlan({ ...base, round: { status: 3, endTime: 0n } })).toBe('start');
      expect(vrfLotteryTickPlan({ ...base, round: { status: 1, endTime: 1_001n } })).toBe('wait');
      expect(vrfLotteryTickPlan({ ...base, round: { status: 1, endTime: 1_000n } })).toBe('close');
      expect(vrfLotteryTickPlan({ ...base, round: { status: 2, endTime: 900n }, requestedAt: 950n })).toBe('wait');
      expect(vrfLotteryTickPlan({ ...base, round: { status: 2, endTime: 900n }, requestedAt: 950n, ready: true })).toBe('draw');
    });
    it('asks again after the request timeout, and gives the round to refunds after the refund timeout', () => {
      expect(vrfLotteryTickPlan({ ...base, round: { status: 2, endTime: 300n }, requestedAt: 400n })).toBe('retry');
      expect(vrfLotteryTickPlan({ ...base, round: { status: 2, endTime: 300n }, requestedAt: 401n })).toBe('wait');
      const late = { ...base, now: 900n + 4n * 86_400n };
      expect(vrfLotteryTickPlan({ ...late, round: { status: 2, endTime: 900n }, requestedAt: 950n })).toBe('mark-refundable');
      expect(vrfLotteryTickPlan({ ...late, round: { status: 2, endTime: 900n }, requestedAt: 950n, ready: true })).toBe('draw');
    });
  });
});
