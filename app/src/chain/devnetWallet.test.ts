import { describe, expect, it } from 'vitest';
import { defineChain, recoverMessageAddress, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { createDevnetWalletProvider } from './devnetWallet.ts';

// anvil's account #0: a well-known test key.
const KEY: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const chain = defineChain({
  id: 31337,
  name: 'Devnet',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
});

describe('devnet wallet provider (its signer loads on first use)', () => {
  it('has no account until connected, then the key’s address, and signs with that key', async () => {
    const provider = createDevnetWalletProvider(chain, KEY);
    const address = privateKeyToAccount(KEY).address;
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([]);
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([address]);
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([address]);
    const raw = '0x68656c6c6f' as const;
    const signature = (await provider.request({ method: 'personal_sign', params: [raw, address] })) as Hex;
    expect(await recoverMessageAddress({ message: { raw }, signature })).toBe(address);
  });

  it('stays connected across a reload (a new provider on the same storage) until the site is disconnected', async () => {
    const saved = new Map<string, string>();
    const store = {
      getItem: (k: string) => saved.get(k) ?? null,
      setItem: (k: string, v: string) => void saved.set(k, v),
      removeItem: (k: string) => void saved.delete(k),
    };
    const address = privateKeyToAccount(KEY).address;
    const first = createDevnetWalletProvider(chain, KEY, store);
    expect(await first.request({ method: 'eth_accounts' })).toEqual([]);
    await first.request({ method: 'eth_requestAccounts' });
    // What wagmi's reconnect asks on start: the reloaded page's provider knows the site.
    const reloaded = createDevnetWalletProvider(chain, KEY, store);
    expect(await reloaded.request({ method: 'eth_accounts' })).toEqual([address]);
    await reloaded.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
    expect(await createDevnetWalletProvider(chain, KEY, store).request({ method: 'eth_accounts' })).toEqual([]);
    // Another chain's devnet wallet is a different site permission.
    await createDevnetWalletProvider(chain, KEY, store).request({ method: 'eth_requestAccounts' });
    const other = createDevnetWalletProvider({ ...chain, id: 1337 }, KEY, store);
    expect(await other.request({ method: 'eth_accounts' })).toEqual([]);
  });
});
