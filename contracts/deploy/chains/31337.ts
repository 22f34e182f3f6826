/**
 * The devnet (31337) through the launch path: anvil's well-known development accounts #3..#8 as the owner, treasury
 * and operators (development only), the devnet's pushed price feed and commit-reveal random source (allowed here
 * only), and a one-second timelock so a rehearsal can move a farm's allocation at once.
 */
import type { LaunchConfigInput } from '../config.ts';

const GWEI = 1_000_000_000n;
const FUEL = 1_000_000_000n; // 9 decimals

export default {
  chainId: 31337,
  publicRpcUrl: 'http://127.0.0.1:8545',
  confirmations: 1,
  maxGasPrice: 100n * GWEI,
  owner: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  treasury: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
  operators: {
    prediction: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
    lottery: '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
    vaultHarvester: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
    auctionFarm: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBAec7D3Df',
  },
  timelock: { minDelaySeconds: 1 },
  exchange: { kind: 'own', wbnb: 'deploy', feeTo: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65' },
  multicall3: 'deploy',
  fuel: { premint: [] },
  farms: {
    fuelPerBlock: 40n * FUEL,
    startOffset: 10,
    list: [],
    pools: [],
  },
  prediction: {
    oracle: { kind: 'pushed', initialPrice: 300_00000000n },
    intervalBlocks: 100,
    bufferBlocks: 20,
    minBetAmount: 1_000_000_000_000_000n,
    oracleUpdateAllowance: 120,
  },
  lottery: { random: { kind: 'devCommitReveal' } },
  profile: {
    baseURI: '/devnet/nft/',
    starterPrice: 1n * FUEL,
    costs: { register: 1n * FUEL, update: 2n * FUEL, reactivate: 2n * FUEL },
    specialClaimBlocks: 864_000,
  },
  ifos: [],
  battle: { campaignId: 512_010_000, nftBunnyId: 6, nftURI: '6.json' },
} satisfies LaunchConfigInput;
