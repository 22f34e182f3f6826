/**
 * Whether each token measured in this session taxes its transfers, for code that decides without rendering
 * (the swap's choice of router call). Kept apart from the hook and the SDK's rule so that reading it loads
 * nothing else into a page.
 */
const taxed = new Map<string, boolean>();
const key = (chainId: number, address: string) => `${chainId}:${address.toLowerCase()}`;

export function rememberTransferTax(chainId: number, address: string, takesTax: boolean): void {
  taxed.set(key(chainId, address), takesTax);
}

/** True when the last measurement of the token in this session found a transfer tax. */
export function measuredTransferTax(chainId: number, address: string): boolean {
  return taxed.get(key(chainId, address)) ?? false;
}
