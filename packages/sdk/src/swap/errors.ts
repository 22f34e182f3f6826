/** Thrown when a pair cannot produce the requested output (empty pool or output ≥ reserve). */
export class InsufficientReservesError extends Error {
  readonly isInsufficientReservesError = true as const;
  constructor(message = 'Insufficient reserves') {
    super(message);
    this.name = 'InsufficientReservesError';
  }
}

/** Thrown when an input is too small to produce any output (or to mint any liquidity). */
export class InsufficientInputAmountError extends Error {
  readonly isInsufficientInputAmountError = true as const;
  constructor(message = 'Insufficient input amount') {
    super(message);
    this.name = 'InsufficientInputAmountError';
  }
}
