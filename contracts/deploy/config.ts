/**
 * The launch configuration: everything `npm run deploy` needs to know about one chain, in one reviewed file per chain
 * (contracts/deploy/chains/<chainId>.ts). Typed and validated here with zod, so a wrong value stops the run before
 * any transaction is sent, with the path of the field that is wrong.
 *
 * Block numbers a contract is deployed with (the chef's start, a pool's window, an IFO's window) are written as an
 * offset from the launch block, the block the FUEL token was deployed in. That block is read from the deploy journal
 * on a resumed run, so a resumed run computes the very same constructor arguments (the journal refuses a step whose
 * arguments changed).
 */
import { type Hex, getAddress, isAddress, isAddressEqual, isHex, zeroAddress } from 'viem';
import { z } from 'zod';
import { CHAINLINK_BNB_USD } from '@fuelswap/config';

/** The public chains: only Chainlink's feed and VRF may price and draw there (the contracts refuse ours too). */
export const PUBLIC_CHAIN_IDS: readonly number[] = [56, 97];

const address = z.string().transform((s, ctx) => {
  if (isAddress(s, { strict: false })) return getAddress(s);
  ctx.addIssue({ code: 'custom', message: 'not an address' });
  return z.NEVER;
});
const account = address.refine((a) => a !== zeroAddress, 'the zero address cannot hold a role');
const bytes32 = z
  .string()
  .refine((s) => isHex(s) && s.length === 66, 'not a 32-byte hex value')
  .transform((s) => s as Hex);
const uint = z.bigint().nonnegative();
const blocks = z.number().int().nonnegative();

/** A token the farms and pools name: FUEL and WBNB of this deployment, or a token already on the chain. */
const tokenRef = z.union([
  z.literal('FUEL'),
  z.literal('WBNB'),
  z.object({ address, symbol: z.string().min(1), decimals: z.number().int().min(0).max(36) }),
]);
export type TokenRef = z.infer<typeof tokenRef>;

const exchange = z.discriminatedUnion('kind', [
  z.object({
    /** Our own FuelFactory + FuelRouter, deployed by this run; the factory's feeToSetter goes to the timelock. */
    kind: z.literal('own'),
    /** The chain's WBNB the router wraps with, or 'deploy' for our own WBNB. */
    wbnb: z.union([address, z.literal('deploy')]),
    /** Receives the protocol's 0.08% share of the 0.25% fee; null: protocol fee off. */
    feeTo: account.nullable(),
  }),
  z.object({
    /** PancakeSwap V2's factory and router, already deployed: nothing of the exchange is ours. */
    kind: z.literal('pancakeV2'),
    factory: address,
    router: address,
    wbnb: address,
    initCodeHash: bytes32,
  }),
]);

const farm = z.object({
  token: tokenRef,
  quoteToken: tokenRef,
  allocPoint: z.number().int().min(0).max(10_000),
  isCommunity: z.boolean().default(false),
});

const pool = z.object({
  /** 'BNB': a native-BNB pool (SousChefBNB). */
  staking: z.union([tokenRef, z.literal('BNB')]),
  earning: tokenRef,
  /** Reward token units per block. */
  rewardPerBlock: uint,
  startOffset: blocks,
  endOffset: blocks,
  /** Staking token units per user; 0 = no limit. */
  stakingLimit: uint.default(0n),
  category: z.enum(['CORE', 'COMMUNITY', 'BINANCE']).default('CORE'),
});

const ifo = z.object({
  /** The IFO catalogue id (packages/config/src/ifo.ts). */
  id: z.string().min(1),
  /** The project's token, already deployed; the project funds the sale before its start. */
  offeringToken: address,
  startOffset: blocks,
  endOffset: blocks,
  /** Offering tokens and LP to raise, in all (a v2 sale splits them 30/70 between its basic and unlimited pools). */
  offeringAmount: uint,
  raisingAmount: uint,
  basicLimitPerUser: uint,
  fuelToBurn: uint,
  pointsThreshold: uint,
});

const randomSource = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('vrf'),
    coordinator: address,
    keyHash: bytes32,
    /** An existing subscription (its owner adds the VRF source as a consumer), or 'create' one owned by the timelock. */
    subscriptionId: z.union([z.literal('create'), uint.refine((v) => v > 0n, 'a subscription id is never 0')]),
    /** Native BNB (wei) funding a created subscription; 0 = fund it later. */
    fundNative: uint.default(0n),
    callbackGasLimit: z.number().int().min(50_000).max(2_500_000),
    requestConfirmations: z.number().int().min(3).max(200),
    nativePayment: z.boolean(),
    /** Seconds before an unanswered request may be repeated (the contract's floor is 600). */
    requestTimeout: z.number().int().min(600),
  }),
  /** The devnet's commit-reveal source: its keeper knows each number early. Refused on 56/97. */
  z.object({ kind: z.literal('devCommitReveal') }),
]);

const oracle = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('chainlink'), address }),
  /** The devnet's pushed feed (PriceAggregator): its keeper writes every price. Refused on 56/97. */
  z.object({ kind: z.literal('pushed'), initialPrice: uint }),
]);

export const launchConfigSchema = z
  .object({
    chainId: z.number().int().positive(),
    /** Where browsers reach the chain: written to the deployment file. */
    publicRpcUrl: z.string().url(),
    /** Blocks a receipt must be buried under before the next step. */
    confirmations: z.number().int().min(1).max(64),
    /** No transaction is signed above this gas price (wei); the run stops and can be resumed. */
    maxGasPrice: uint,
    /** Proposer and executor of the timelock: meant to be a multisig. */
    owner: account,
    /** Receives the vault's, the prediction's and the lottery's fees. */
    treasury: account,
    operators: z.object({
      prediction: account,
      lottery: account,
      /** Calls the vault's harvest (open to anyone: nothing is granted to it, the keeper simply uses this key). */
      vaultHarvester: account,
      auctionFarm: account,
    }),
    timelock: z.object({
      minDelaySeconds: z
        .number()
        .int()
        .min(0)
        .max(30 * 86_400),
    }),
    exchange,
    multicall3: z.union([address, z.literal('deploy')]),
    fuel: z.object({
      /** FUEL (9 decimals) minted before the chef becomes the only minter. */
      premint: z.array(z.object({ to: account, amount: uint })).default([]),
    }),
    farms: z.object({
      /** FUEL units (9 decimals) per block; the chef caps it at 100 FUEL. */
      fuelPerBlock: uint.refine((v) => v <= 100_000_000_000n, 'above the chef cap of 100 FUEL per block'),
      startOffset: blocks,
      vault: z.object({ performanceFee: z.number().int(), callFee: z.number().int(), withdrawFee: z.number().int() }).partial().default({}),
      list: z.array(farm).max(255),
      pools: z.array(pool).default([]),
    }),
    prediction: z.object({
      oracle,
      intervalBlocks: z.number().int().positive(),
      bufferBlocks: z.number().int().positive(),
      minBetAmount: uint,
      oracleUpdateAllowance: z.number().int().positive(),
    }),
    lottery: z.object({ random: randomSource }),
    profile: z.object({
      baseURI: z.string().min(1),
      starterPrice: uint,
      costs: z.object({ register: uint, update: uint, reactivate: uint }),
      specialClaimBlocks: blocks,
    }),
    ifos: z.array(ifo).default([]),
    battle: z.object({ campaignId: z.number().int().positive(), nftBunnyId: z.number().int(), nftURI: z.string().min(1) }),
  })
  .superRefine((c, ctx) => {
    const ops = Object.entries(c.operators);
    for (const [i, [name, a]] of ops.entries()) {
      for (const [other, b] of ops.slice(i + 1)) {
        if (isAddressEqual(a, b))
          ctx.addIssue({ code: 'custom', path: ['operators', other], message: `same key as ${name}: each operator has its own` });
      }
      if (isAddressEqual(a, c.owner)) ctx.addIssue({ code: 'custom', path: ['operators', name], message: 'an operator is not the owner' });
    }
    if (PUBLIC_CHAIN_IDS.includes(c.chainId)) {
      if (c.prediction.oracle.kind !== 'chainlink') {
        ctx.addIssue({
          code: 'custom',
          path: ['prediction', 'oracle'],
          message: `chain ${c.chainId} prices with Chainlink's feed, not a pushed one`,
        });
      } else {
        const published = CHAINLINK_BNB_USD[c.chainId];
        if (!published || !isAddressEqual(published, c.prediction.oracle.address)) {
          ctx.addIssue({
            code: 'custom',
            path: ['prediction', 'oracle', 'address'],
            message: `chain ${c.chainId}'s BNB/USD feed is ${published}`,
          });
        }
      }
      if (c.lottery.random.kind !== 'vrf') {
        ctx.addIssue({
          code: 'custom',
          path: ['lottery', 'random'],
          message: `chain ${c.chainId} draws with Chainlink VRF, not commit-reveal`,
        });
      }
      if (c.timelock.minDelaySeconds < 3_600) {
        ctx.addIssue({ code: 'custom', path: ['timelock', 'minDelaySeconds'], message: 'a public chain waits at least an hour' });
      }
    }
    for (const [i, p] of c.farms.pools.entries()) {
      if (p.endOffset <= p.startOffset) ctx.addIssue({ code: 'custom', path: ['farms', 'pools', i], message: 'ends before it starts' });
    }
    for (const [i, s] of c.ifos.entries()) {
      if (s.endOffset <= s.startOffset) ctx.addIssue({ code: 'custom', path: ['ifos', i], message: 'ends before it starts' });
    }
    if (c.ifos.length > 0 && !c.farms.list.some((f) => isFuelWbnb(f.token, f.quoteToken))) {
      ctx.addIssue({ code: 'custom', path: ['ifos'], message: 'the IFOs raise FUEL-WBNB LP: list a FUEL-WBNB farm' });
    }
  });

export type LaunchConfig = z.infer<typeof launchConfigSchema>;
/** What a chain file exports: the input side (defaults may be left out). */
export type LaunchConfigInput = z.input<typeof launchConfigSchema>;

function isFuelWbnb(a: TokenRef, b: TokenRef): boolean {
  return (a === 'FUEL' && b === 'WBNB') || (a === 'WBNB' && b === 'FUEL');
}

/** Validates a chain file's export, or throws naming every wrong field. */
export function parseLaunchConfig(input: unknown): LaunchConfig {
  const r = launchConfigSchema.safeParse(input);
  if (!r.success) {
    const lines = r.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new Error(`invalid launch configuration:\n${lines.join('\n')}`);
  }
  return r.data;
}

/** Loads and validates contracts/deploy/chains/<chainId>.ts. */
export async function loadLaunchConfig(chainId: number): Promise<LaunchConfig> {
  const mod = (await import(`./chains/${chainId}.ts`).catch(() => {
    throw new Error(`no launch configuration for chain ${chainId} (contracts/deploy/chains/${chainId}.ts)`);
  })) as { default: unknown };
  const config = parseLaunchConfig(mod.default);
  if (config.chainId !== chainId) throw new Error(`contracts/deploy/chains/${chainId}.ts is the configuration of chain ${config.chainId}`);
  return config;
}

/**
 * `npm run deploy -- --addresses FILE`: the keys of our own a configuration names (owner, treasury, each operator),
 * replaced without editing the reviewed file. The chain files for 56/97 carry placeholders nobody holds a key of; a
 * rehearsal on a local chain 97 substitutes keys it holds, and every other parameter of the file is used unchanged.
 * Each named placeholder is replaced wherever it appears (the treasury is also the 97 file's premint receiver and fee
 * receiver), and the result is validated again (operators distinct, none the owner).
 */
const addressOverridesSchema = z
  .object({
    owner: account,
    treasury: account,
    operators: z.object({ prediction: account, lottery: account, vaultHarvester: account, auctionFarm: account }).partial(),
  })
  .partial()
  .strict();

export function overrideAddresses(config: LaunchConfig, input: unknown): LaunchConfig {
  const parsed = addressOverridesSchema.safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new Error(`invalid address overrides:\n${lines.join('\n')}`);
  }
  const o = parsed.data;
  const swap = new Map<string, string>();
  const put = (from: string, to: string | undefined) => {
    if (to) swap.set(getAddress(from), to);
  };
  put(config.owner, o.owner);
  put(config.treasury, o.treasury);
  for (const k of Object.keys(config.operators) as (keyof LaunchConfig['operators'])[]) put(config.operators[k], o.operators?.[k]);
  const replace = (v: unknown): unknown => {
    if (typeof v === 'string' && isAddress(v, { strict: false })) return swap.get(getAddress(v)) ?? v;
    if (Array.isArray(v)) return v.map(replace);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, replace(x)]));
    return v;
  };
  return parseLaunchConfig(replace(config));
}
