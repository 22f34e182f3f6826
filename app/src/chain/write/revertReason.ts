import { causeNamed } from './causeNamed.ts';

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
