/**
 * The viem and wagmi actions of the transaction preview (preview.ts), loaded with import() with the first
 * preview. Named re-exports in a local module: a dynamic import of 'viem/actions' itself keeps every viem
 * action, and its chunk then carried write-path code into the app shell
 * (app/src/bundle-rules.test.ts).
 */
export { call, estimateGas, getBlockNumber, getGasPrice, simulateBlocks } from 'viem/actions';
export { getClient } from 'wagmi/actions';
