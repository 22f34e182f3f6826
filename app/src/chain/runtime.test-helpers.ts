/**
 * A devnet runtime for unit tests that boot the real `loadRuntime`: the smallest valid deployment core and a fetch
 * that serves a deployment file at the devnet's path. A test adds its own sections to `deploymentCore`:
 *
 *   await loadRuntime(servingDeployment({ ...deploymentCore, lottery }));
 */

/** An address made from a small number, so a test can name its contracts and tokens 0x…10, 0x…14. */
export const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as const;

/** The deployment core the runtime validates at boot: the exchange, WBNB and BUSD, the devnet's accounts. */
export const deploymentCore = {
  chainId: 31337,
  rpcUrl: 'http://127.0.0.1:8545',
  startBlock: 1,
  initCodeHash: `0x${'ab'.repeat(32)}`,
  contracts: { WBNB: address(0x10), Factory: address(0x11), Router: address(0x12), Multicall3: address(0x13) },
  tokens: [
    { symbol: 'WBNB', name: 'Wrapped BNB', address: address(0x10), decimals: 18 },
    { symbol: 'BUSD', name: 'Binance USD', address: address(0x14), decimals: 18 },
  ],
  pairs: [],
  accounts: { deployer: address(0x21), feeTo: address(0x22), devWallet: address(0x23), devWalletPrivateKey: `0x${'11'.repeat(32)}` },
};

/** A fetch serving `file` at /devnet/deployment.json and nothing else (no services.json: the defaults). */
export const servingDeployment = (file: unknown) =>
  (async (url: string) =>
    url === '/devnet/deployment.json' ? new Response(JSON.stringify(file)) : new Response('', { status: 404 })) as unknown as typeof fetch;
