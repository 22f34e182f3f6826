/**
 * The wagmi and viem actions of the write layer (write/), in one module that
 * is loaded with import() when a transaction is first estimated or sent,
 * to keep out of first loads: transaction preparation, fee estimation, the wallet
 * round trip, waiting for the receipt and reading its events, and adding a
 * token to the wallet are ~15 kB gzipped that no page needs to render, only
 * to act. Import it only with import(), never statically.
 */
export {
  getBlock,
  getClient,
  getTransaction,
  signTypedData,
  simulateContract,
  waitForTransactionReceipt,
  watchAsset,
  writeContract,
} from 'wagmi/actions';
export { estimateContractGas } from 'viem/actions';
export { parseEventLogs } from 'viem';
