import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { NativeCurrency, Price, Token } from '@fuelswap/sdk';
import {
  addRouteBase,
  liquidityErrorText,
  pairPrice,
  pathAfterSelectA,
  pathAfterSelectB,
  receiveSwitchOf,
  removePathReceiving,
  sameCurrencyId,
} from './logic.ts';

const X = '0x1111111111111111111111111111111111111111';
const Y = '0x2222222222222222222222222222222222222222';
const W = '0xAbCdEf0000000000000000000000000000000001';

describe('add route rules', () => {
  it('keeps /create or /add', () => {
    expect(addRouteBase('/create/BNB')).toBe('create');
    expect(addRouteBase('/add/BNB')).toBe('add');
    expect(addRouteBase('/add')).toBe('add');
    expect(addRouteBase('/created')).toBe('add');
  });

  it('slot A: rewrites A, keeps B', () => {
    expect(pathAfterSelectA('add', X, undefined, undefined)).toBe(`/add/${X}`);
    expect(pathAfterSelectA('add', X, 'BNB', Y)).toBe(`/add/${X}/${Y}`);
    expect(pathAfterSelectA('create', X, undefined, Y)).toBe(`/create/${X}/${Y}`);
  });

  it('slot A equal to B: the two swap places', () => {
    expect(pathAfterSelectA('add', Y, X, Y)).toBe(`/add/${Y}/${X}`);
    expect(pathAfterSelectA('add', Y.toUpperCase().replace('0X', '0x'), X, Y)).toBe(`/add/${Y}/${X}`);
    expect(pathAfterSelectA('add', Y, undefined, Y)).toBe(`/add/${Y}`);
  });

  it('slot B with A empty: BNB becomes A', () => {
    expect(pathAfterSelectB('add', Y, undefined, undefined)).toBe(`/add/BNB/${Y}`);
    expect(pathAfterSelectB('add', Y, X, undefined)).toBe(`/add/${X}/${Y}`);
  });

  it('slot B equal to A: the two swap places', () => {
    expect(pathAfterSelectB('add', X, X, Y)).toBe(`/add/${Y}/${X}`);
    expect(pathAfterSelectB('add', 'BNB', 'bnb', undefined)).toBe('/add/BNB');
    expect(sameCurrencyId('BNB', 'bnb')).toBe(true);
    expect(sameCurrencyId(undefined, undefined)).toBe(false);
  });
});

describe('receive BNB or WBNB on the remove route', () => {
  it('switches whichever slot holds BNB or WBNB', () => {
    expect(removePathReceiving('BNB', X, W, false)).toBe(`/remove/${W}/${X}`);
    expect(removePathReceiving(X, 'BNB', W, false)).toBe(`/remove/${X}/${W}`);
    expect(removePathReceiving(W.toLowerCase(), X, W, true)).toBe(`/remove/BNB/${X}`);
    expect(removePathReceiving(X, W, W, true)).toBe(`/remove/${X}/BNB`);
  });
  it('leaves other pairs alone', () => {
    expect(removePathReceiving(X, Y, W, true)).toBeUndefined();
    expect(removePathReceiving('BNB', X, W, true)).toBeUndefined();
  });
});

describe('error text', () => {
  const t = ((key: string, values?: Record<string, string>) =>
    key.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values?.[k] ?? `{{${k}}}`)) as unknown as TFunction;
  it('translates every key of the ladders', () => {
    expect(liquidityErrorText(t, { key: 'Connect Wallet' })).toBe('Connect Wallet');
    expect(liquidityErrorText(t, { key: 'Invalid pair' })).toBe('Invalid pair');
    expect(liquidityErrorText(t, { key: 'Enter an amount' })).toBe('Enter an amount');
    expect(liquidityErrorText(t, { key: 'Insufficient {{symbol}} balance', params: { symbol: 'EPS' } })).toBe('Insufficient EPS balance');
  });
});

describe('remove screen: receive switch and price', () => {
  const wbnb = new Token(31337, W, 18, 'WBNB', 'Wrapped BNB');
  const bnb = new NativeCurrency(wbnb);
  const x = new Token(31337, X, 18, 'X', 'X token');
  const y = new Token(31337, Y, 9, 'Y', 'Y token');

  it('offers WBNB when BNB is chosen, BNB when WBNB is, nothing for other pairs', () => {
    expect(receiveSwitchOf(bnb, x, W)).toBe('wrapped');
    expect(receiveSwitchOf(x, bnb, W)).toBe('wrapped');
    expect(receiveSwitchOf(wbnb, x, W.toLowerCase())).toBe('native');
    expect(receiveSwitchOf(x, wbnb, W)).toBe('native');
    expect(receiveSwitchOf(x, y, W)).toBeUndefined();
    expect(receiveSwitchOf(undefined, undefined, W)).toBeUndefined();
  });

  it('relabels the pair price with the chosen currencies, same ratio', () => {
    // 1 WBNB (1e18) = 300 Y (300e9)
    const p = new Price(wbnb, y, 10n ** 18n, 300n * 10n ** 9n);
    const shown = pairPrice(p, bnb, y)!;
    expect(shown.baseCurrency).toBe(bnb);
    expect(shown.quoteCurrency).toBe(y);
    expect(shown.toSignificant(6)).toBe('300');
    expect(shown.invert().toSignificant(6)).toBe(p.invert().toSignificant(6));
    expect(pairPrice(p, bnb, undefined)).toBeUndefined();
  });
});
