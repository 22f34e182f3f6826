/**
 * The one write path for every contract call (spec 000 §7 "Contract writes
 * through the wallet", issue 3): estimate gas, add the margin (1000 of 10000
 * by default; swaps pass their +10% buffer), send through the connected
 * wallet, and record the transaction in the transaction store, which tracks
 * it to its receipt. Features never call writeContract themselves.
 *
 * Errors, all with messages that are translation keys:
 * - TransactionRejectedError ("Transaction rejected.") when the wallet
 *   refuses (code 4001); nothing is recorded;
 * - TransactionCannotSucceedError ("The transaction cannot succeed due to
 *   error: {reason}.") when gas estimation fails and a static call shows
 *   why; GasEstimationError ("Unexpected issue with estimating the gas.
 *   Please try again.") when it fails and the static call does not;
 * - the wallet's or node's own error otherwise.
 */
import { useCallback, useState } from 'react';
import { useConfig, useConnection, type Config } from 'wagmi';
import {
  BaseError,
  type Abi,
  type Address,
  type ContractFunctionArgs,
  type ContractFunctionName,
  type Hash,
  type TransactionReceipt,
} from 'viem';
import { calculateGasMargin, GAS_MARGIN_BPS } from '@fuelswap/sdk';
import { isUserRejection } from './errors.ts';
import { addTransaction, useTransactionsStore } from './transactions.ts';
import { runtime } from './runtime.ts';
import { useBlockStore, useHealthStore } from './blocks.ts';

/** A user-facing error whose message is a translation key with interpolation values. */
export class TransactionError extends Error {
  readonly values: Record<string, string>;
  constructor(message: string, values: Record<string, string> = {}, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TransactionError';
    this.values = values;
  }
}

/** The wallet refused the request (EIP-1193 code 4001). */
export class TransactionRejectedError extends TransactionError {
  constructor(options?: { cause?: unknown }) {
    super('Transaction rejected.', {}, options);
    this.name = 'TransactionRejectedError';
  }
}

/** Gas estimation failed without a revert reason. */
export class GasEstimationError extends TransactionError {
  constructor(
    message = 'Unexpected issue with estimating the gas. Please try again.',
    values: Record<string, string> = {},
    options?: { cause?: unknown },
  ) {
    super(message, values, options);
    this.name = 'GasEstimationError';
  }
}

/** Gas estimation failed and a static call reverted with `reason`. */
export class TransactionCannotSucceedError extends GasEstimationError {
  readonly reason: string;
  constructor(reason: string, options?: { cause?: unknown }) {
    super('The transaction cannot succeed due to error: {{reason}}.', { reason }, options);
    this.name = 'TransactionCannotSucceedError';
    this.reason = reason;
  }
}

/** Refused before signing: the chain is not responding and the numbers may be out of date (issue 18). */
export class StaleChainError extends TransactionError {
  constructor() {
    super('The chain is not responding; figures may be out of date.');
    this.name = 'StaleChainError';
  }
}

/**
 * The first error named `name` in `e`'s chain of causes (viem's BaseError.walk, by name): matching viem's
 * error classes with instanceof would bring their catalogue (contract, transaction, state-override errors
 * and their formatters) into every page with a button (issue 18 "Size").
 */
function causeNamed<T>(e: unknown, name: string): T | undefined {
  let cur: unknown = e;
  for (let i = 0; i < 10 && cur && typeof cur === 'object'; i++) {
    if ((cur as { name?: unknown }).name === name) return cur as T;
    cur = (cur as { cause?: unknown }).cause;
  }
  return undefined;
}

export function isRejection(e: unknown): boolean {
  return e instanceof TransactionRejectedError || isUserRejection(e) || causeNamed(e, 'UserRejectedRequestError') !== undefined;
}

/** viem's ContractFunctionRevertedError, as far as the app reads it. */
interface RevertedError {
  reason?: string;
  data?: { errorName?: string };
  shortMessage?: string;
}

/** The revert reason in a viem error, if the contract gave one. */
export function revertReason(e: unknown): string | undefined {
  const reverted = causeNamed<RevertedError>(e, 'ContractFunctionRevertedError');
  return reverted ? (reverted.reason ?? reverted.data?.errorName ?? (reverted.shortMessage || undefined)) : undefined;
}

/** The message to show for an error thrown by a write (a translation key; see TransactionError.values). */
export function errorMessage(e: unknown): { message: string; values: Record<string, string> } {
  if (e instanceof TransactionError) return { message: e.message, values: e.values };
  if (isRejection(e)) return { message: 'Transaction rejected.', values: {} };
  if (e instanceof BaseError) return { message: '{{error}} - Please try again.', values: { error: e.shortMessage } };
  if (e instanceof Error) return { message: '{{error}} - Please try again.', values: { error: e.message } };
  return { message: 'Unknown Error', values: {} };
}

export interface ContractTransactionParams<
  abi extends Abi | readonly unknown[] = Abi,
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'> = ContractFunctionName<abi, 'nonpayable' | 'payable'>,
  args extends ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName> = ContractFunctionArgs<
    abi,
    'nonpayable' | 'payable',
    functionName
  >,
> {
  address: Address;
  abi: abi;
  functionName: functionName;
  args?: args;
  /** Native coin sent with the call, in wei. */
  value?: bigint;
  /** The connected account sending the transaction. */
  account: Address;
  /** Margin added to the gas estimate, in basis points (default 1000 = 10%). */
  gasMarginBps?: bigint;
  /** The text of the transaction in Recent Transactions and its receipt toast. */
  summary: string;
  /** Marks an approval, for the pending-approval rule. */
  approval?: { tokenAddress: string; spender: string };
  claim?: { recipient: string };
  /** Defaults to the runtime chain. */
  chainId?: number;
}

/**
 * A call with its ABI widened to `Abi`: the function name is then any string and the arguments any
 * tuple, which is what viem's estimate, static call and write accept without a cast. The narrow,
 * ABI-checked types are enforced where the call is written (ContractTransactionParams' generics).
 */
type WideCall = ContractTransactionParams & { gas?: bigint };

function widen<
  const abi extends Abi | readonly unknown[],
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
  args extends ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName>,
>(params: ContractTransactionParams<abi, functionName, args> & { gas?: bigint }): WideCall {
  const { abi, functionName, args, ...rest } = params;
  // Widening only (a narrow ABI is an Abi, a tuple of arguments an array): no information is invented.
  return { ...rest, abi: abi as Abi, functionName, ...(args ? { args: args as readonly unknown[] } : {}) };
}

/** The gas limit for a call: the node's estimate plus the margin. Throws GasEstimationError / TransactionCannotSucceedError. */
export async function estimateGasLimit(config: Config, params: Omit<ContractTransactionParams, 'summary'>): Promise<bigint> {
  const chainId = params.chainId ?? runtime().chainId;
  const call = {
    address: params.address,
    abi: params.abi,
    functionName: params.functionName,
    ...(params.args ? { args: params.args } : {}),
    ...(params.value !== undefined ? { value: params.value } : {}),
    account: params.account,
  };
  const { estimateContractGas, getClient, simulateContract } = await import('./writeActions.ts');
  // The bare client with viem's estimateContractGas alone: getPublicClient bundles all of publicActions (issue 18 "Size").
  const client = getClient(config, { chainId });
  if (!client) throw new GasEstimationError();
  let estimate: bigint;
  try {
    estimate = await estimateContractGas(client, call);
  } catch (estimateError) {
    // Spec 000 §7: when estimation fails, a static call tells why.
    try {
      await simulateContract(config, { ...call, chainId });
    } catch (callError) {
      const reason = revertReason(callError) ?? revertReason(estimateError);
      if (reason) throw new TransactionCannotSucceedError(reason, { cause: callError });
      throw new GasEstimationError(undefined, undefined, { cause: callError });
    }
    throw new GasEstimationError(undefined, undefined, { cause: estimateError });
  }
  return calculateGasMargin(estimate, params.gasMarginBps ?? GAS_MARGIN_BPS);
}

/**
 * Sends a contract call through the connected wallet and records it.
 * Returns the transaction hash. Throws TransactionRejectedError on a wallet
 * rejection (nothing recorded), the estimation errors above, or the wallet's
 * error; 'Attempted to add existing transaction.' if the hash is already recorded.
 */
export async function sendContractTransaction<
  const abi extends Abi | readonly unknown[],
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
  args extends ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName>,
>(config: Config, params: ContractTransactionParams<abi, functionName, args> & { gas?: bigint }): Promise<Hash> {
  const p = widen(params);
  // The last line of defence behind the disabled buttons: never sign on stale numbers.
  if (useHealthStore.getState().stale) throw new StaleChainError();
  const chainId = p.chainId ?? runtime().chainId;
  const gas = p.gas ?? (await estimateGasLimit(config, { ...p, chainId }));
  const { writeContract } = await import('./writeActions.ts');

  let hash: Hash;
  try {
    hash = await writeContract(config, {
      address: p.address,
      abi: p.abi,
      functionName: p.functionName,
      ...(p.args ? { args: p.args } : {}),
      ...(p.value !== undefined ? { value: p.value } : {}),
      account: p.account,
      gas,
      chainId,
    });
  } catch (e) {
    if (isRejection(e)) throw new TransactionRejectedError({ cause: e });
    throw e;
  }

  const addedBlock = useBlockStore.getState().byChain[chainId]?.currentBlock;
  addTransaction({
    chainId,
    hash,
    from: p.account,
    summary: p.summary,
    ...(p.approval ? { approval: p.approval } : {}),
    ...(p.claim ? { claim: p.claim } : {}),
    ...(addedBlock !== undefined ? { addedBlock } : {}),
  });
  void recordNonce(config, chainId, hash);
  return hash;
}

/** Learns the nonce the wallet used (needed to detect a replacement later); the updater retries if this fails. */
async function recordNonce(config: Config, chainId: number, hash: Hash): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const { getTransaction } = await import('./writeActions.ts');
      const tx = await getTransaction(config, { hash, chainId });
      useTransactionsStore.getState().dispatch({ type: 'transactions/nonce', chainId, hash, nonce: tx.nonce });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 500 * (attempt + 1)));
    }
  }
}

/**
 * Waits for `hash`'s receipt and returns it; throws when the transaction reverted. The receipt watcher loads
 * with the write path (writeActions.ts), on first use.
 */
export async function waitForSuccess(config: Config, hash: Hash): Promise<TransactionReceipt> {
  const { waitForTransactionReceipt } = await import('./writeActions.ts');
  const receipt = await waitForTransactionReceipt(config, { hash, chainId: runtime().chainId, pollingInterval: 500 });
  if (receipt.status !== 'success') throw new Error(`Transaction ${hash} reverted`);
  return receipt;
}

/** State of a write for the confirmation dialog (spec 000 §4 "Swap confirm": attempting, then hash or error). */
export type SendState =
  | { status: 'idle' }
  | { status: 'attempting' }
  | { status: 'submitted'; hash: Hash }
  | { status: 'error'; error: unknown; message: string; values: Record<string, string>; rejected: boolean };

/**
 * Drives TransactionConfirmationModal: `send(params)` moves idle → attempting
 * → submitted(hash) or error. The account defaults to the connected one.
 * `send` resolves to the hash, or undefined on error (the error is in state).
 * @public the write path's hook for new features (swap and liquidity predate it).
 */
export function useSendTransaction() {
  const config = useConfig();
  const { address } = useConnection();
  const [state, setState] = useState<SendState>({ status: 'idle' });

  const send = useCallback(
    async <
      const abi extends Abi | readonly unknown[],
      functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
      args extends ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName>,
    >(
      params: Omit<ContractTransactionParams<abi, functionName, args>, 'account'> & { account?: Address; gas?: bigint },
    ): Promise<Hash | undefined> => {
      setState({ status: 'attempting' });
      try {
        const account = params.account ?? address;
        if (!account) throw new TransactionError('Connect Wallet');
        const hash = await sendContractTransaction(config, { ...params, account } as ContractTransactionParams<abi, functionName, args>);
        setState({ status: 'submitted', hash });
        return hash;
      } catch (error) {
        const rejected = isRejection(error);
        if (!rejected) console.error('Transaction failed', error);
        setState({ status: 'error', error, rejected, ...errorMessage(error) });
        return undefined;
      }
    },
    [config, address],
  );

  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, send, reset };
}
