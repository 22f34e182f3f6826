import { type Address, createPublicClient, type Hex, http, type TypedDataDefinition, verifyMessage, verifyTypedData } from 'viem';

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
  const client = chainClient(rpcUrl);
  return async ({ address, message, signature }) => {
    try {
      if (await verifyMessage({ address, message, signature })) return true;
    } catch {
      // Not a 65-byte ECDSA signature: may still be a smart account's.
    }
    if (!client) return false;
    if (!(await hasCode(client, address))) return false;
    try {
      return await client.verifyMessage({ address, message, signature });
    } catch {
      return false;
    }
  };
}

/** True when `signature` is `address`'s EIP-712 signature of the typed data (the voting hub's Snapshot messages). */
export type TypedDataVerifier = (args: { address: Address; typedData: TypedDataDefinition; signature: Hex }) => Promise<boolean>;

/** The same two steps as `createVerifier` for EIP-712 typed data: ecrecover offline, then ERC-1271 through the chain. */
export function createTypedDataVerifier(rpcUrl?: string): TypedDataVerifier {
  const client = chainClient(rpcUrl);
  return async ({ address, typedData, signature }) => {
    try {
      if (await verifyTypedData({ ...typedData, address, signature })) return true;
    } catch {
      // Not a 65-byte ECDSA signature: may still be a smart account's.
    }
    if (!client || !(await hasCode(client, address))) return false;
    try {
      return await client.verifyTypedData({ ...typedData, address, signature });
    } catch {
      return false;
    }
  };
}

function chainClient(rpcUrl: string | undefined) {
  return rpcUrl ? createPublicClient({ transport: http(rpcUrl, { timeout: 5_000, retryCount: 0 }) }) : null;
}

async function hasCode(client: NonNullable<ReturnType<typeof chainClient>>, address: Address): Promise<boolean> {
  let code: Hex | undefined;
  try {
    code = await client.getCode({ address });
  } catch (e) {
    throw new ChainUnavailableError(`chain unavailable: ${(e as Error).message.split('\n')[0]}`);
  }
  return !!code && code !== '0x';
}
