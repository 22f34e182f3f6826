/**
 * A real EIP-6963 wallet for the end-to-end tests. It is injected into the
 * page before the app loads, announces itself as "E2E Test Wallet", and
 * answers EIP-1193 requests by forwarding them to the devnet's anvil, whose
 * default accounts are unlocked (so eth_sendTransaction and the signing
 * methods are executed by the node itself — nothing is mocked on the chain
 * side). Tests steer it through window.__testWallet: reject the next request
 * of a method (code 4001, as a user pressing "Reject"), switch account, or
 * start on another chain.
 */
import type { Page } from '@playwright/test';
import type { Address } from 'viem';

export interface TestWalletOptions {
  rpcUrl: string;
  account: Address;
  /** Chain the wallet reports at start (default: the devnet, 31337). */
  chainId?: number;
  /** Chains the wallet knows without wallet_addEthereumChain. */
  knownChains?: number[];
  name?: string;
  rdns?: string;
}

export async function installTestWallet(page: Page, opts: TestWalletOptions): Promise<void> {
  // Under tsx (benchmarks), esbuild's keepNames wraps functions in a `__name`
  // helper that does not exist inside the page: define it as the identity.
  await page.addInitScript({ content: 'window.__name = window.__name || ((f) => f);' });
  await page.addInitScript(injectWallet, {
    rpcUrl: opts.rpcUrl,
    account: opts.account,
    chainId: opts.chainId ?? 31337,
    knownChains: opts.knownChains ?? [31337],
    name: opts.name ?? 'E2E Test Wallet',
    rdns: opts.rdns ?? 'dev.fuelswap.e2e-wallet',
  });
}

interface TestWalletControl {
  rejectNext(method: string): void;
  setAccount(account: string): void;
  requests: { method: string; params: unknown }[];
}

/** Runs inside the page: must be self-contained. */
function injectWallet(o: { rpcUrl: string; account: string; chainId: number; knownChains: number[]; name: string; rdns: string }) {
  type Listener = (...args: unknown[]) => void;
  const listeners: Record<string, Listener[]> = {};
  const emit = (ev: string, ...args: unknown[]) => (listeners[ev] ?? []).forEach((l) => l(...args));
  const state = {
    account: o.account,
    chainId: o.chainId,
    known: new Set<number>(o.knownChains),
    // Like a real wallet, the site's authorisation survives a reload.
    connected: localStorage.getItem('__testWallet.connected') === o.account,
    reject: new Set<string>(),
  };
  const requests: { method: string; params: unknown }[] = [];
  let id = 0;
  const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code });

  async function forward(method: string, params: unknown) {
    const res = await fetch(o.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params: params ?? [] }),
    });
    const body = await res.json();
    if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code, data: body.error.data });
    return body.result;
  }

  const provider = {
    isE2EWallet: true,
    async request({ method, params }: { method: string; params?: unknown }) {
      requests.push({ method, params });
      if (state.reject.has(method)) {
        state.reject.delete(method);
        throw rpcError(4001, 'User rejected the request.');
      }
      const p = (params ?? []) as any[];
      switch (method) {
        case 'eth_requestAccounts':
          state.connected = true;
          localStorage.setItem('__testWallet.connected', state.account);
          return [state.account];
        case 'eth_accounts':
          return state.connected ? [state.account] : [];
        case 'eth_chainId':
          return '0x' + state.chainId.toString(16);
        case 'net_version':
          return String(state.chainId);
        case 'wallet_requestPermissions':
          state.connected = true;
          localStorage.setItem('__testWallet.connected', state.account);
          return [{ parentCapability: 'eth_accounts' }];
        case 'wallet_revokePermissions':
          state.connected = false;
          localStorage.removeItem('__testWallet.connected');
          return null;
        case 'wallet_addEthereumChain': {
          // As MetaMask does: adding a chain also offers to switch to it (accepted here).
          const cid = Number(p[0]?.chainId);
          state.known.add(cid);
          if (cid !== state.chainId) {
            state.chainId = cid;
            emit('chainChanged', '0x' + cid.toString(16));
          }
          return null;
        }
        case 'wallet_switchEthereumChain': {
          const cid = Number(p[0]?.chainId);
          if (!state.known.has(cid)) throw rpcError(4902, `Unrecognized chain ID ${p[0]?.chainId}`);
          if (cid !== state.chainId) {
            state.chainId = cid;
            emit('chainChanged', '0x' + cid.toString(16));
          }
          return null;
        }
        case 'wallet_watchAsset':
          return true;
        case 'eth_sendTransaction': {
          if (state.chainId !== o.chainId && !o.knownChains.includes(state.chainId)) throw rpcError(4901, 'Wrong chain');
          const tx = { ...p[0], from: state.account };
          return forward('eth_sendTransaction', [tx]);
        }
        case 'personal_sign':
          return forward('personal_sign', [p[0], state.account]);
        case 'eth_signTypedData_v4':
          return forward('eth_signTypedData_v4', [state.account, p[1]]);
        default:
          return forward(method, params);
      }
    },
    on(ev: string, l: Listener) {
      (listeners[ev] ??= []).push(l);
    },
    removeListener(ev: string, l: Listener) {
      listeners[ev] = (listeners[ev] ?? []).filter((x) => x !== l);
    },
  };

  const icon =
    'data:image/svg+xml;base64,' +
    btoa(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#7645d9"/><text x="16" y="21" font-size="12" text-anchor="middle" fill="#fff">E2E</text></svg>',
    );
  const info = Object.freeze({ uuid: crypto.randomUUID(), name: o.name, icon, rdns: o.rdns });
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();

  (window as any).__testWallet = {
    rejectNext: (method: string) => state.reject.add(method),
    setAccount: (account: string) => {
      state.account = account;
      emit('accountsChanged', [account]);
    },
    requests,
  };
}
