/**
 * BNB Smart Chain (56): the launch. Every address of our own below is a placeholder that `npm run deploy` refuses on
 * this chain until it is replaced: the owner must be a contract (the multisig), not a key. Review this file as a
 * whole before a run: it is the launch.
 */
import type { LaunchConfigInput } from '../config.ts';

const GWEI = 1_000_000_000n;
const FUEL = 1_000_000_000n; // 9 decimals

export default {
  chainId: 56,
  publicRpcUrl: 'https://bsc-dataseed.bnbchain.org',
  confirmations: 3,
  maxGasPrice: 5n * GWEI,
  owner: '0x5600000000000000000000000000000000000001',
  treasury: '0x5600000000000000000000000000000000000002',
  operators: {
    prediction: '0x5600000000000000000000000000000000000003',
    lottery: '0x5600000000000000000000000000000000000004',
    vaultHarvester: '0x5600000000000000000000000000000000000005',
    auctionFarm: '0x5600000000000000000000000000000000000006',
  },
  timelock: { minDelaySeconds: 48 * 3600 },
  exchange: {
    kind: 'own',
    // WBNB on BSC, the token every BSC router wraps with (bscscan.com/token/0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c;
    // the WBNB_MAIN constant of public BSC projects).
    wbnb: '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c',
    feeTo: '0x5600000000000000000000000000000000000002',
  },
  // The alternative, swaps through PancakeSwap V2: factory 0xcA143Ce32Fe78f1f7019d7d551a6402fC5350c73 and router
  // 0x10ED43C718714eb63d5aA57B78B54704E256024E from PancakeSwap's developer docs
  // (developer.pancakeswap.finance/contracts/v2/addresses, "BSC"); pair init code hash
  // 0x00fb7f630766e6a796048ea87d01acd3068e8ff67d078148a3fa3f4a84f69bd5 (PancakeSwap's v2 SDK INIT_CODE_HASH for BSC).
  //   exchange: { kind: 'pancakeV2', factory: '0xcA14…', router: '0x10ED…', wbnb: '0xbb4C…', initCodeHash: '0x00fb…' },
  multicall3: 'deploy',
  fuel: { premint: [] },
  farms: {
    fuelPerBlock: 40n * FUEL,
    startOffset: 28_800,
    vault: { performanceFee: 200, callFee: 25, withdrawFee: 10 },
    list: [
      { token: 'FUEL', quoteToken: 'WBNB', allocPoint: 4000 },
      {
        // BUSD on BSC (bscscan.com/token/0xe9e7CEA3DedcA5984780Bafc599bD69ADd087D56; BUSD_MAIN of public BSC projects).
        token: { address: '0xe9e7CEA3DedcA5984780Bafc599bD69ADd087D56', symbol: 'BUSD', decimals: 18 },
        quoteToken: 'WBNB',
        allocPoint: 1000,
      },
    ],
    pools: [],
  },
  prediction: {
    // Chainlink BNB/USD on BSC: BNB Chain's docs and Chainlink's price feed page (STACK.md), pinned by FuelPrediction.
    oracle: { kind: 'chainlink', address: '0x0567F2323251f0Aab15c8dFb1967E4e8A7D42aeE' },
    intervalBlocks: 100,
    bufferBlocks: 20,
    minBetAmount: 1_000_000_000_000_000n,
    oracleUpdateAllowance: 120,
  },
  lottery: {
    random: {
      kind: 'vrf',
      // VRF v2.5 coordinator and the 200 gwei key hash on BSC: Chainlink's documentation repository,
      // src/content/vrf/v2-5/supported-networks.mdx (LINK there: 0x404460C6A5EdE2D891e8297795264fDe62ADBB75;
      // other lanes: 500 gwei 0xeb0f7253…2c6c, 1000 gwei 0xb94a4fdb…48dd).
      coordinator: '0xd691f04bc0C9a24Edb78af9E005Cf85768F694C9',
      keyHash: '0x130dba50ad435d4ecc214aad0d5820474137bd68e7e77724144f27c3c377d3d4',
      subscriptionId: 'create',
      fundNative: 500_000_000_000_000_000n,
      callbackGasLimit: 200_000,
      requestConfirmations: 3,
      nativePayment: true,
      requestTimeout: 3600,
    },
  },
  profile: {
    baseURI: 'ipfs://bafybeifuelswapcollectibles/',
    starterPrice: 1n * FUEL,
    costs: { register: 1n * FUEL, update: 2n * FUEL, reactivate: 2n * FUEL },
    specialClaimBlocks: 864_000,
  },
  ifos: [],
  battle: { campaignId: 512_010_000, nftBunnyId: 6, nftURI: '6.json' },
} satisfies LaunchConfigInput;
