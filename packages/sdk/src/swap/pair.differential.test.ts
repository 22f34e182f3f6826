/** Pair maths against @pancakeswap/v2-sdk: the same 0.25% fee formulas and liquidity maths, to the wei. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Fraction } from '../math/fraction.ts';
import { CurrencyAmount } from './amount.ts';
import { PeerAmount, PeerWorld } from './peer.test-helpers.ts';
import { TOKEN_POOL, makePair } from './random-graph.test-helpers.ts';
import type { Token } from './currency.ts';

const world = new PeerWorld();
const reserve = fc.bigInt({ min: 0n, max: (1n << 112n) - 1n });
const amount = fc.bigInt({ min: 0n, max: 1n << 120n });
const tokenPair = fc
  .tuple(fc.integer({ min: 0, max: TOKEN_POOL.length - 1 }), fc.integer({ min: 0, max: TOKEN_POOL.length - 1 }))
  .filter(([i, j]) => i !== j)
  .map(([i, j]) => [TOKEN_POOL[i] as Token, TOKEN_POOL[j] as Token] as const);

/** Runs both; returns the raw result or the error's name. */
function outcome(f: () => bigint): string {
  try {
    return f().toString();
  } catch (e) {
    return (e as Error).name === 'InsufficientReservesError' || (e as { isInsufficientReservesError?: boolean }).isInsufficientReservesError
      ? 'reserves'
      : (e as { isInsufficientInputAmountError?: boolean }).isInsufficientInputAmountError
        ? 'input'
        : `other: ${(e as Error).message}`;
  }
}

describe('Pair agrees with @pancakeswap/v2-sdk', () => {
  it('getOutputAmount / getInputAmount, including their errors', () => {
    fc.assert(
      fc.property(tokenPair, reserve, reserve, amount, fc.boolean(), ([a, b], ra, rb, x, forward) => {
        const ours = makePair(a, ra, b, rb);
        const peer = world.pair(ours);
        const tin = forward ? a : b;
        const tout = forward ? b : a;
        expect(outcome(() => ours.getOutputAmount(CurrencyAmount.fromRaw(tin, x))[0].raw)).toBe(
          outcome(() => peer.getOutputAmount(PeerAmount.fromRawAmount(world.token(tin), x))[0].quotient),
        );
        expect(outcome(() => ours.getInputAmount(CurrencyAmount.fromRaw(tout, x))[0].raw)).toBe(
          outcome(() => peer.getInputAmount(PeerAmount.fromRawAmount(world.token(tout), x))[0].quotient),
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('getLiquidityMinted and getLiquidityValue (fee switch with the peer’s 1/6 share)', () => {
    fc.assert(
      fc.property(
        tokenPair,
        reserve,
        reserve,
        amount,
        amount,
        fc.bigInt({ min: 0n, max: 1n << 112n }),
        fc.bigInt({ min: 0n, max: 1n << 224n }),
        ([a, b], ra, rb, xa, xb, supply, kLast) => {
          const ours = makePair(a, ra, b, rb);
          const peer = world.pair(ours);
          const lp = ours.liquidityToken;
          const plp = peer.liquidityToken;
          const minted = outcome(
            () =>
              ours.getLiquidityMinted(CurrencyAmount.fromRaw(lp, supply), CurrencyAmount.fromRaw(a, xa), CurrencyAmount.fromRaw(b, xb)).raw,
          );
          if (supply > 0n && (ra === 0n || rb === 0n)) {
            // supply without reserves: the peer divides by zero; we report empty reserves
            expect(minted).toBe('reserves');
          } else {
            expect(minted).toBe(
              outcome(
                () =>
                  peer.getLiquidityMinted(
                    PeerAmount.fromRawAmount(plp, supply),
                    PeerAmount.fromRawAmount(world.token(a), xa),
                    PeerAmount.fromRawAmount(world.token(b), xb),
                  ).quotient,
              ),
            );
          }
          const liquidity = supply === 0n ? 0n : xa % (supply + 1n);
          const ourValue = (feeOn: boolean) =>
            ours.getLiquidityValue(
              a,
              CurrencyAmount.fromRaw(lp, supply),
              CurrencyAmount.fromRaw(lp, liquidity),
              feeOn ? { kLast, protocolShare: new Fraction(1n, 6n) } : undefined,
            ).raw;
          const peerValue = (feeOn: boolean) =>
            peer.getLiquidityValue(
              world.token(a),
              PeerAmount.fromRawAmount(plp, supply),
              PeerAmount.fromRawAmount(plp, liquidity),
              feeOn,
              kLast,
            ).quotient;
          expect(outcome(() => ourValue(false))).toBe(outcome(() => peerValue(false)));
          if (kLast > 0n) expect(outcome(() => ourValue(true))).toBe(outcome(() => peerValue(true)));
        },
      ),
      { numRuns: 1000 },
    );
  });
});
