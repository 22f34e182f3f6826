/**
 * The devnet wallet's signing half (see devnetWallet.ts), loaded with import()
 * on the first request that needs the account (connecting, signing, sending):
 * secp256k1 and viem's transaction preparation are ~30 kB gzipped that no
 * first paint needs. A bare client with the one action it
 * uses, rather than createWalletClient, which bundles every wallet action.
 */
import { createClient, http, type Chain, type Hex, type TransactionRequest } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { sendTransaction } from 'viem/actions';

export function createDevnetSigner(chain: Chain, privateKey: Hex, rpcUrl: string) {
  const account = privateKeyToAccount(privateKey);
  const client = createClient({ account, chain, transport: http(rpcUrl) });
  return {
    account,
    sendTransaction: (req: TransactionRequest) => sendTransaction(client, { ...req, account, chain }),
  };
}

export type DevnetSigner = ReturnType<typeof createDevnetSigner>;
