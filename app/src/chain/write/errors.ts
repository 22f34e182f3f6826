/**
 * The write layer's own errors. Each message is a translation key (with interpolation values), so a dialog or a
 * toast shows it through i18next as it is.
 */

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

/** Refused before signing: the chain is not responding and the numbers may be out of date. */
export class StaleChainError extends TransactionError {
  constructor() {
    super('The chain is not responding; figures may be out of date.');
    this.name = 'StaleChainError';
  }
}

/** The transaction was mined and reverted (its receipt's status is not success). */
export class TransactionRevertedError extends TransactionError {
  readonly hash: string;
  constructor(hash: string) {
    super('{{error}} - Please try again.', { error: `Transaction ${hash} reverted` });
    this.name = 'TransactionRevertedError';
    this.hash = hash;
  }
}
