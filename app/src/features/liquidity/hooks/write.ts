/**
 * Writes of the liquidity screens, through the app's one write path
 * (chain/write.ts: estimate, margin, send, record, toast on receipt):
 * - several router methods may fit a removal (the fee-on-transfer form after
 *   the plain one): the first whose gas estimate succeeds is sent;
 * - the deadline is the chain's latest block time plus the user's setting;
 * - the EIP-2612 permit of an LP token is signed through the wallet.
 */
import { useCallback, useState } from 'react';
import { useConfig } from 'wagmi';
import { getBlock, readContract, signTypedData } from 'wagmi/actions';
import { parseSignature, type Abi, type Address, type Hash } from 'viem';
import { pairAbi } from '@fuelswap/contracts';
import { deadlineFrom, lpPermitTypedData, type PermitSignature } from '@fuelswap/sdk';
import { runtime } from '../../../chain/runtime.ts';
import { errorMessage, estimateGasLimit, GasEstimationError, isRejection, sendContractTransaction } from '../../../chain/write.ts';
import { useUserDeadline } from '../../settings/index.ts';
import type { ConfirmationState } from '../../transactions/index.ts';

export interface CallCandidate {
  methodName: string;
  args: readonly unknown[];
}

export interface SendFirstParams {
  address: Address;
  abi: Abi | readonly unknown[];
  account: Address;
  candidates: readonly CallCandidate[];
  value?: bigint;
  summary: string;
}

type LooseParams = Parameters<typeof sendContractTransaction>[1];
type LooseEstimate = Parameters<typeof estimateGasLimit>[1];

/**
 * Estimates the candidates in order and sends the first that fits; when none
 * does, rethrows the first one's estimation error (it names the revert reason).
 */
export async function sendFirstViable(config: ReturnType<typeof useConfig>, p: SendFirstParams): Promise<Hash> {
  let firstError: unknown;
  for (const c of p.candidates) {
    const params = {
      address: p.address,
      abi: p.abi,
      functionName: c.methodName,
      args: c.args,
      account: p.account,
      ...(p.value !== undefined && p.value > 0n ? { value: p.value } : {}),
      summary: p.summary,
    } as unknown as LooseParams;
    let gas: bigint;
    try {
      gas = await estimateGasLimit(config, params as unknown as LooseEstimate);
    } catch (e) {
      if (!(e instanceof GasEstimationError)) throw e;
      firstError ??= e;
      continue;
    }
    return sendContractTransaction(config, { ...params, gas } as LooseParams);
  }
  throw firstError ?? new GasEstimationError();
}

/**
 * The confirmation-dialog state of a liquidity write. A wallet rejection is
 * silent (spec 8 "Add liquidity"): the dialog goes back to its review. Other
 * errors are logged and shown with Dismiss.
 */
export function useLiquidityWrite() {
  const config = useConfig();
  const [state, setState] = useState<ConfirmationState>({ status: 'idle' });

  /** Sets "attempting" at once, then builds the call (reads the deadline, signs...) and sends it. */
  const send = useCallback(
    async (account: Address | undefined, build: () => Promise<Omit<SendFirstParams, 'account'>>): Promise<Hash | undefined> => {
      setState({ status: 'attempting' });
      try {
        if (!account) throw new Error('Connect Wallet');
        const params = await build();
        const hash = await sendFirstViable(config, { ...params, account });
        setState({ status: 'submitted', hash });
        return hash;
      } catch (error) {
        if (isRejection(error)) {
          setState({ status: 'idle' });
          return undefined;
        }
        console.error('Liquidity transaction failed', error);
        setState({ status: 'error', ...errorMessage(error) });
        return undefined;
      }
    },
    [config],
  );
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, send, reset };
}

/** Resolves to the deadline of a transaction sent now: the latest block's time plus the user's deadline setting. */
export function useDeadline(): () => Promise<bigint> {
  const config = useConfig();
  const [ttl] = useUserDeadline();
  return useCallback(async () => {
    let now: bigint;
    try {
      now = (await getBlock(config, { chainId: runtime().chainId })).timestamp;
    } catch {
      now = BigInt(Math.floor(Date.now() / 1000));
    }
    return deadlineFrom(now, ttl);
  }, [config, ttl]);
}

/**
 * Signs an EIP-2612 permit for `value` LP tokens of the pair to the router,
 * with the owner's current nonce. Throws what the wallet throws (a rejection
 * is code 4001; a wallet without typed-data signing throws something else).
 */
export function useLpPermit() {
  const config = useConfig();
  return useCallback(
    async (p: { pairAddress: Address; owner: Address; value: bigint; deadline: bigint }): Promise<PermitSignature> => {
      const { chainId, exchange } = runtime();
      const nonce = await readContract(config, { address: p.pairAddress, abi: pairAbi, functionName: 'nonces', args: [p.owner], chainId });
      const data = lpPermitTypedData({
        chainId,
        pairAddress: p.pairAddress,
        owner: p.owner,
        spender: exchange.router,
        value: p.value,
        nonce: nonce as bigint,
        deadline: p.deadline,
      });
      const signature = await signTypedData(config, {
        account: p.owner,
        domain: { ...data.domain, verifyingContract: data.domain.verifyingContract as Address },
        types: data.types,
        primaryType: 'Permit',
        message: { ...data.message, owner: p.owner, spender: exchange.router },
      });
      const { r, s, v, yParity } = parseSignature(signature);
      return { r, s, v: v !== undefined ? Number(v) : yParity + 27, deadline: p.deadline };
    },
    [config],
  );
}
