/**
 * The "Devnet wallet": an EIP-1193 provider backed by a pre-funded devnet
 * account's private key (from the deployment file). It exists only on chain
 * 31337 so that people can try every screen without installing a wallet; the
 * connect dialog marks it as for development only.
 *
 * Signing happens locally with viem's private-key account; everything else is
 * forwarded to the devnet RPC. Written here rather than taken from a library
 * because no connector package signs with a raw key in the browser (wagmi's
 * `mock` connector cannot sign typed data or send real transactions).
 */
import { numberToHex, type Chain, type EIP1193Provider, type Hex, type TransactionRequest } from 'viem';
import type { DevnetSigner } from './devnetSigner.ts';

type Listener = (...args: unknown[]) => void;

interface RpcRequest {
  method: string;
  params?: unknown;
}

export class ProviderRpcError extends Error {
  constructor(
    public code: number,
    message: string,
  ) {
    super(message);
  }
}

/** Where the wallet keeps the site's permission across reloads, as a wallet extension does. */
const DEVNET_WALLET_PERMISSION_KEY = 'fuelswap:devnet-wallet:connected';

/** The part of Web Storage the wallet uses (localStorage in the app; any store in a test). */
type PermissionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStore(): PermissionStore | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // access can throw when storage is disabled: the permission then lasts for this visit
  }
}

export function createDevnetWalletProvider(
  chain: Chain,
  privateKey: Hex,
  store: PermissionStore | undefined = browserStore(),
): EIP1193Provider {
  const [defaultUrl] = chain.rpcUrls.default.http;
  if (defaultUrl === undefined) throw new Error(`Chain ${chain.id} has no default RPC URL for the devnet wallet to send requests to`);
  // A const of its own: the narrowing above does not reach the function declarations below.
  const rpcUrl: string = defaultUrl;
  // The key, curve and transaction code load on the first request that needs the account.
  let signerPromise: Promise<DevnetSigner> | undefined;
  const signer = () =>
    (signerPromise ??= import('./devnetSigner.ts').then(({ createDevnetSigner }) => createDevnetSigner(chain, privateKey, rpcUrl)));
  const listeners = new Map<string, Set<Listener>>();
  // The permission is remembered per chain: wagmi's reconnect on start asks eth_accounts, and a wallet that
  // forgot the site after a reload would make every refresh ask to connect again.
  const permissionKey = `${DEVNET_WALLET_PERMISSION_KEY}:${chain.id}`;
  const remembered = () => {
    try {
      return store?.getItem(permissionKey) === '1';
    } catch {
      return false;
    }
  };
  let connected = remembered();
  const setConnected = (value: boolean) => {
    connected = value;
    try {
      if (value) store?.setItem(permissionKey, '1');
      else store?.removeItem(permissionKey);
    } catch {
      // storage full or disabled: the permission lasts for this visit only
    }
  };
  let id = 0;

  async function forward(method: string, params: unknown): Promise<unknown> {
    const res = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params: params ?? [] }),
    });
    const body = (await res.json()) as { result?: unknown; error?: { code: number; message: string; data?: unknown } };
    if (body.error) throw Object.assign(new ProviderRpcError(body.error.code, body.error.message), { data: body.error.data });
    return body.result;
  }

  const emit = (event: string, ...args: unknown[]) => listeners.get(event)?.forEach((l) => l(...args));

  async function request({ method, params }: RpcRequest): Promise<unknown> {
    const p = (params ?? []) as unknown[];
    switch (method) {
      case 'eth_requestAccounts': {
        const { account } = await signer();
        setConnected(true);
        emit('connect', { chainId: numberToHex(chain.id) });
        return [account.address];
      }
      case 'eth_accounts':
        return connected ? [(await signer()).account.address] : [];
      case 'eth_chainId':
        return numberToHex(chain.id);
      case 'wallet_switchEthereumChain': {
        const target = (p[0] as { chainId: string } | undefined)?.chainId;
        if (target && Number(target) !== chain.id) throw new ProviderRpcError(4902, `Unrecognized chain ${target}`);
        return null;
      }
      case 'wallet_addEthereumChain':
      case 'wallet_watchAsset':
        return true;
      case 'wallet_requestPermissions':
        setConnected(true);
        return [{ parentCapability: 'eth_accounts' }];
      case 'wallet_revokePermissions':
        setConnected(false);
        emit('accountsChanged', []);
        return null;
      case 'eth_sendTransaction': {
        const tx = p[0] as Record<string, Hex | undefined>;
        const req: TransactionRequest = {
          to: tx.to,
          data: tx.data,
          value: tx.value ? BigInt(tx.value) : undefined,
          ...(tx.gas ? { gas: BigInt(tx.gas) } : {}),
          ...(tx.nonce ? { nonce: Number(tx.nonce) } : {}),
        };
        return (await signer()).sendTransaction(req);
      }
      case 'personal_sign':
        return (await signer()).account.signMessage({ message: { raw: p[0] as Hex } });
      case 'eth_signTypedData_v4': {
        const { account } = await signer();
        const data = JSON.parse(p[1] as string) as Parameters<typeof account.signTypedData>[0];
        return account.signTypedData(data);
      }
      default:
        return forward(method, params);
    }
  }

  return {
    request: request as EIP1193Provider['request'],
    on: ((event: string, l: Listener) => {
      let set = listeners.get(event);
      if (!set) {
        set = new Set();
        listeners.set(event, set);
      }
      set.add(l);
    }) as EIP1193Provider['on'],
    removeListener: ((event: string, l: Listener) => {
      listeners.get(event)?.delete(l);
    }) as EIP1193Provider['removeListener'],
  };
}
