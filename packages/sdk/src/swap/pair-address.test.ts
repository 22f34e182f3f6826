import { describe, expect, it } from 'vitest';
import { Token } from './currency.ts';
import { computePairAddress } from './pair-address.ts';
import { Rng, randomToken } from './random-graph.test-helpers.ts';
import { PeerPair, PeerWorld } from './peer.test-helpers.ts';
import { CurrencyAmount } from './amount.ts';
import { FACTORY, INIT_CODE_HASH, pair } from './fixtures.test-helpers.ts';

describe('computePairAddress', () => {
  it('reproduces a known BSC pair (WBNB/BUSD on the PancakeSwap v2 factory)', () => {
    const wbnb = new Token(56, '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c', 18, 'WBNB', 'WBNB');
    const busd = new Token(56, '0xe9e7CEA3DedcA5984780Bafc599bD69ADd087D56', 18, 'BUSD', 'BUSD');
    const factory = '0xcA143Ce32Fe78f1f7019d7d551a6402fC5350c73';
    const hash = '0x00fb7f630766e6a796048ea87d01acd3068e8ff67d078148a3fa3f4a84f69bd5';
    expect(computePairAddress(factory, wbnb, busd, hash)).toBe('0x58F876857a02D6762E0101bb5C46A8c1ED44Dc16');
    expect(computePairAddress(factory, busd, wbnb, hash)).toBe('0x58F876857a02D6762E0101bb5C46A8c1ED44Dc16');
  });
  it('matches the peer for the devnet chain', () => {
    const rng = new Rng(99);
    const world = new PeerWorld();
    for (let i = 0; i < 20; i++) {
      const a = randomToken(rng, i);
      const b = randomToken(rng, i + 100);
      const peer = new PeerPair(world.amount(CurrencyAmount.fromRaw(a, 1n)) as never, world.amount(CurrencyAmount.fromRaw(b, 1n)) as never);
      expect(computePairAddress(FACTORY, a, b, INIT_CODE_HASH)).toBe(peer.liquidityToken.address);
      expect(pair(a, 1n, b, 1n).address).toBe(peer.liquidityToken.address);
    }
  });
});
