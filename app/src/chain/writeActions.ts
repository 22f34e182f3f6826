/**
 * The wagmi and viem actions of the write path (write.ts), in one module that
 * write.ts loads with import() when a transaction is first estimated or sent
 * (issue 18 "Size"): transaction preparation, fee estimation and the wallet
 * round trip are ~10 kB gzipped that no page needs to render, only to act.
 */
export { getClient, getTransaction, simulateContract, writeContract } from 'wagmi/actions';
export { estimateContractGas } from 'viem/actions';
