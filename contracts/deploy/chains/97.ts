/**
 * BNB Smart Chain testnet (97): the launch rehearsal. Reviewed like the mainnet file; the addresses of our own keys
 * below are placeholders of the rehearsal (each an address nobody holds a key of, recognisable by its 0x97 prefix):
 * put the testnet multisig and the keepers' own keys here before running it against the real testnet.
 * contracts/test/deploy.test.ts runs this file unchanged against an anvil started with --chain-id 97, with
 * Chainlink's mocks placed at the published addresses.
 */
import type { LaunchConfigInput } from '../config.ts';

const GWEI = 1_000_000_000n;
const FUEL = 1_000_000_000n; // 9 decimals

export default {
  chainId: 97,
  publicRpcUrl: 'https://data-seed-prebsc-1-s1.bnbchain.org:8545',
  confirmations: 2,
  // Testnet gas is 10 gwei or less; refuse to sign in a spike.
  maxGasPrice: 20n * GWEI,
  owner: '0x9700000000000000000000000000000000000001',
  treasury: '0x9700000000000000000000000000000000000002',
  operators: {
    prediction: '0x9700000000000000000000000000000000000003',
    lottery: '0x9700000000000000000000000000000000000004',
    vaultHarvester: '0x9700000000000000000000000000000000000005',
    auctionFarm: '0x9700000000000000000000000000000000000006',
  },
  timelock: { minDelaySeconds: 6 * 3600 },
  exchange: {
    kind: 'own',
    // WBNB on BSC testnet, the one PancakeSwap's testnet router wraps with: PancakeSwap's testnet SDK notes
    // (npmjs.com/package/pancakeswap-sdk-v2-development, "Modify the testnet WBNB").
    wbnb: '0xae13d989daC2f0dEbFf460aC112a837C89BAa7cd',
    feeTo: '0x9700000000000000000000000000000000000002',
  },
  // The alternative, swaps through PancakeSwap V2 (then no factory or router of ours is deployed):
  // factory 0x6725F303b657a9451d8BA641348b6761A6CC7a17 and router 0xD99D1c33F9fC3444f8101754aBC46c52416550D1 from
  // PancakeSwap's developer docs (developer.pancakeswap.finance/contracts/v2/addresses, "BSC Testnet"); pair init
  // code hash 0xd0d4c4cd0848c93cb4fd1f498d7013ee6bfb25783ea21593d5834f5d250ece66 from the testnet SDK notes above.
  //   exchange: { kind: 'pancakeV2', factory: '0x6725…', router: '0xD99D…', wbnb: '0xae13…', initCodeHash: '0xd0d4…' },
  // Canonical Multicall3 is at 0xcA11bde05977b3631167028862bE2a173976CA11 on most chains; ours is deployed so the
  // deployment file names a contract this build produced.
  multicall3: 'deploy',
  fuel: { premint: [{ to: '0x9700000000000000000000000000000000000002', amount: 1_000_000n * FUEL }] },
  farms: {
    fuelPerBlock: 40n * FUEL,
    startOffset: 200,
    vault: { performanceFee: 200, callFee: 25, withdrawFee: 10 },
    list: [
      { token: 'FUEL', quoteToken: 'WBNB', allocPoint: 4000 },
      {
        // BUSD on BSC testnet as PancakeSwap's testnet lists used it; seen in third-party code only
        // (constants BUSD_TEST in public BSC projects): check its symbol() on chain before a real run.
        token: { address: '0x8301F2213c0eeD49a7E28Ae4c3e91722919B8B47', symbol: 'BUSD', decimals: 18 },
        quoteToken: 'WBNB',
        allocPoint: 1000,
      },
    ],
    pools: [
      // Stake BNB, earn FUEL for about a week of 3-second blocks: funded at launch by minting.
      { staking: 'BNB', earning: 'FUEL', rewardPerBlock: FUEL / 10n, startOffset: 200, endOffset: 200 + 201_600, category: 'BINANCE' },
    ],
  },
  prediction: {
    // Chainlink BNB/USD on BSC testnet: seen only in third-party code (STACK.md), pinned by FuelPrediction and
    // @fuelswap/config's CHAINLINK_BNB_USD; check description() on chain before a real run.
    oracle: { kind: 'chainlink', address: '0x2514895c72f50D8bd4B4F9b1110F0D6bD2c97526' },
    intervalBlocks: 100,
    bufferBlocks: 20,
    minBetAmount: 1_000_000_000_000_000n,
    oracleUpdateAllowance: 120,
  },
  lottery: {
    random: {
      kind: 'vrf',
      // VRF v2.5 coordinator and 50 gwei key hash on BSC testnet: Chainlink's documentation repository,
      // src/content/vrf/v2-5/supported-networks.mdx (LINK there: 0x84b9B910527Ad5C03A9Ca831909E21e236EA7b06).
      coordinator: '0xDA3b641D438362C440Ac5458c57e00a712b66700',
      keyHash: '0x8596b430971ac45bdf6088665b9ad8e8630c9d5049ab54b14dff711bee7c0e26',
      subscriptionId: 'create',
      fundNative: 100_000_000_000_000_000n,
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
