/**
 * Writes of the liquidity screens, through the write layer
 * (chain/write/: estimate, margin, send, record; the dialog's confirmation state):
 * - several router methods may fit a removal (the fee-on-transfer form after
 *   the plain one): the candidate rule and the deadline rule are the swap's,
 *   from chain/calls.ts (the first candidate that estimates; the later of block
 *   time and clock plus the user's setting);
 * - the EIP-2612 permit of an LP token is signed through the wallet.
 */
import { useCallback } from 'react';
import { useConfig } from 'wagmi';
import type { Address, Hash } from 'viem';
import { pairAbi } from '@fuelswap/contracts';
import { lpPermitTypedData, type PermitSignature } from '@fuelswap/sdk';
import { runtime } from '../../../chain/runtime.ts';
import { readContractOnce } from '../../../chain/reads.ts';
import { useConfirmation } from '../../../chain/write/index.ts';
import { deadlineAfter, sendFirstViable, type CandidateWrite } from '../../../chain/calls.ts';
import { useUserDeadline } from '../../settings/index.ts';

/** A liquidity write: the router, its candidate calls (see chain/calls.ts), the value and the summary. */
type SendFirstParams = CandidateWrite;

/**
 * The confirmation-dialog state of a liquidity write (the write layer's useConfirmation). A wallet rejection is
 * silent: the dialog goes back to its review. Other errors are logged and shown with Dismiss.
 */
export function useLiquidityWrite() {
  const config = useConfig();
  const { state, run, reset } = useConfirmation({ silentRejection: true });

  /** Sets "attempting" at once, then builds the call (reads the deadline, signs...) and sends it. */
  const send = useCallback(
    (account: Address | undefined, build: () => Promise<Omit<SendFirstParams, 'account'>>): Promise<Hash | undefined> =>
      run(async () => {
        if (!account) throw new Error('Connect Wallet');
        const params = await build();
        return sendFirstViable(config, { ...params, account });
      }),
    [config, run],
  );
  return { state, send, reset };
}

/** Resolves to the deadline of a transaction sent now: the later of block time and clock, plus the user's setting (chain/calls.ts). */
export function useDeadline(): () => Promise<bigint> {
  const config = useConfig();
  const [ttl] = useUserDeadline();
  return useCallback(() => deadlineAfter(config, ttl), [config, ttl]);
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
      const nonce = await readContractOnce(config, {
        address: p.pairAddress,
        abi: pairAbi,
        functionName: 'nonces',
        args: [p.owner],
        chainId,
      });
      const data = lpPermitTypedData({
        chainId,
        pairAddress: p.pairAddress,
        owner: p.owner,
        spender: exchange.router,
        value: p.value,
        nonce: nonce as bigint,
        deadline: p.deadline,
      });
      const { signTypedData } = await import('../../../chain/writeActions.ts');
      const signature = await signTypedData(config, {
        account: p.owner,
        domain: { ...data.domain, verifyingContract: data.domain.verifyingContract as Address },
        types: data.types,
        primaryType: 'Permit',
        message: { ...data.message, owner: p.owner, spender: exchange.router },
      });
      // Loaded on use: see parseSignature.ts.
      const { parseSignature } = await import('./parseSignature.ts');
      const { r, s, v, yParity } = parseSignature(signature);
      return { r, s, v: v !== undefined ? Number(v) : yParity + 27, deadline: p.deadline };
    },
    [config],
  );
}
