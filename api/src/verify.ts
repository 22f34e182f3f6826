import { type Address, createPublicClient, type Hex, http, verifyMessage } from 'viem';

/** True when `signature` is `address`'s EIP-191 (personal_sign) signature of `message`. */
export type SignatureVerifier = (args: { address: Address; message: string; signature: Hex }) => Promise<boolean>;

/** The chain could not be asked (ERC-1271 check): the route answers 503, not "bad signature". */
export class ChainUnavailableError extends Error {}

/**
 * Plain accounts are checked offline (ecrecover through viem's verifyMessage).
 * When that fails and an RPC URL is known, an address with code is asked through
 * viem's publicClient.verifyMessage, which calls the contract's ERC-1271
 * isValidSignature: smart accounts can register too. Accounts that are not
 * deployed yet (ERC-6492) are refused: nothing here needs them.
 */
export function createVerifier(rpcUrl?: string): SignatureVerifier {
  const client = rpcUrl ? createPublicClient({ transport: http(rpcUrl, { timeout: 5_000, retryCount: 0 }) }) : null;
  return async ({ address, message, signature }) => {
    try {
      if (await verifyMessage({ address, message, signature })) return true;
    } catch {
      // Not a 65-byte ECDSA signature: may still be a smart account's.
    }
    if (!client) return false;
    let code: Hex | undefined;
    try {
      code = await client.getCode({ address });
    } catch (e) {
      throw new ChainUnavailableError(`chain unavailable: ${(e as Error).message.split('\n')[0]}`);
    }
    if (!code || code === '0x') return false;
    try {
      return await client.verifyMessage({ address, message, signature });
    } catch {
      return false;
    }
  };
}
