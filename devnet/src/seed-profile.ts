/**
 * The profile side of the devnet, run by deploy.ts after the
 * farms (block production still paused):
 *
 * 1. deployProfile(): collectibles, the registry with its three teams, the
 *    starter factory, the lottery-winner claim, the point center and the
 *    trade-in (funded with TRADE_IN_FUNDING of the deployer's FUEL: 100
 *    starter trade-ins). Its JSON result becomes the deployment file's
 *    `profile` section.
 * 2. Profiles for anvil #9..#12 (never #2..#8: the e2e tests expect those
 *    without one), with FUEL they already hold from the exchange seeding:
 *    #9 Ember in Syrup Storm, 120 points, plus the lottery-winner bunny (+100);
 *    #10 Piston in Fearsome Flippers, 40 points; #11 Turbo in Chaotic Cakers;
 *    #12 Spark in Syrup Storm, then paused (its bunny back in its wallet).
 *    Team points 500 / 1200 / 800, so /teams has an order to show.
 *    Usernames are the API's business (not seeded here).
 */
import { encodeFunctionData, toHex, type Abi, type Address, type Hex, type PublicClient, type TestClient, type WalletClient } from 'viem';
import { parseDeployedProfile, type DeployedProfile } from '@fuelswap/config';
import { artifacts } from '@fuelswap/contracts/artifacts';
import { deployProfile } from '../../contracts/scripts/deploy-profile.ts';

export interface ProfileSeed {
  index: number;
  bunnyId: number;
  teamId: number;
  points: bigint;
  special?: boolean;
  paused?: boolean;
}

export const PROFILE_SEEDS: readonly ProfileSeed[] = [
  { index: 9, bunnyId: 0, teamId: 1, points: 120n, special: true },
  { index: 10, bunnyId: 1, teamId: 2, points: 40n },
  { index: 11, bunnyId: 2, teamId: 3, points: 0n },
  { index: 12, bunnyId: 3, teamId: 1, points: 0n, paused: true },
];
export const TEAM_POINTS: readonly [number, bigint][] = [
  [1, 500n],
  [2, 1200n],
  [3, 800n],
];

/** FUEL the deployer funds the trade-in with: 100 FUEL, a hundred starters at 1 FUEL each. */
const TRADE_IN_FUNDING = 100n * 10n ** 9n;

/**
 * Clairvoyant on the devnet: a prediction round before epoch 1,000. The spec's 12,120 five-minute rounds were the
 * market's first six weeks; the devnet lives for a session of 20-block rounds, so its "early days" are its first
 * thousand rounds (about 17 hours at 3-second blocks), which the seeded and the tests' bets fall in.
 */
const DEVNET_CLAIRVOYANT_BEFORE_EPOCH = 1_000n;

export interface SeedProfileOptions {
  pub: PublicClient;
  test: TestClient;
  wallet: WalletClient;
  accounts: Address[];
  deployer: Address;
  fuel: Address;
  chainId: number;
  /** The chef (Syrup Soaker reads its pool 0) and the prediction market (Clairvoyant reads its rounds). */
  chef?: Address;
  prediction?: Address;
  log: (line: string) => void;
}

const call = (abi: Abi | readonly unknown[], functionName: string, args: readonly unknown[]): Hex =>
  encodeFunctionData({ abi: abi as Abi, functionName, args: args as unknown[] });
const MAX = 2n ** 256n - 1n;
/** Gas limit of every seeding transaction (a starter claim uses about 270k). */
const PHASE_GAS = 1_000_000n;

export async function seedProfile(o: SeedProfileOptions): Promise<DeployedProfile> {
  const raw = await deployProfile(o.wallet as never, o.pub, {
    fuel: o.fuel,
    chainId: o.chainId,
    tradeInFunding: TRADE_IN_FUNDING,
    ...(o.chef && o.prediction
      ? { achievements: { chef: o.chef, prediction: o.prediction, clairvoyantBeforeEpoch: DEVNET_CLAIRVOYANT_BEFORE_EPOCH } }
      : {}),
    mine: async () => {
      await o.test.mine({ blocks: 1 });
    },
    log: o.log,
  });
  const d = parseDeployedProfile(JSON.parse(JSON.stringify(raw)));
  const nft = artifacts.FuelBunnies.abi;
  const reg = artifacts.FuelProfile.abi;
  const erc20 = artifacts.FuelToken.abi;
  const who = (s: ProfileSeed): Address => {
    const a = o.accounts[s.index];
    if (!a) throw new Error(`seedProfile: anvil has no account #${s.index}`);
    return a;
  };

  /**
   * One phase: every account's transactions sent with explicit nonces and a fixed gas limit, then mined
   * together. (Not TxBatch: a node's estimate for a mint queued behind others in the same block can fall
   * short of what it uses there, and the transaction then runs out of gas.)
   */
  const phase = async (txs: { from: Address; to: Address; data: Hex; label: string }[]) => {
    const nonces = new Map<Address, number>();
    const sent: { hash: Hex; label: string }[] = [];
    for (const t of txs) {
      const nonce = nonces.get(t.from) ?? (await o.pub.getTransactionCount({ address: t.from, blockTag: 'pending' }));
      nonces.set(t.from, nonce + 1);
      const params = { from: t.from, to: t.to, data: t.data, gas: toHex(PHASE_GAS), nonce: toHex(nonce) };
      sent.push({ hash: (await o.pub.request({ method: 'eth_sendTransaction', params: [params] } as never)) as Hex, label: t.label });
    }
    let remaining = sent;
    for (let round = 0; remaining.length > 0; round++) {
      if (round > 20) throw new Error(`seedProfile: ${remaining.length} transactions were not mined (first: ${remaining[0]!.label})`);
      await o.test.mine({ blocks: 1 });
      const receipts = await Promise.all(remaining.map((t) => o.pub.getTransactionReceipt({ hash: t.hash }).catch(() => undefined)));
      receipts.forEach((r, i) => {
        if (r && r.status !== 'success') throw new Error(`seedProfile: ${remaining[i]!.label} reverted (tx ${remaining[i]!.hash})`);
      });
      remaining = remaining.filter((_, i) => !receipts[i]);
    }
  };

  await phase([
    ...PROFILE_SEEDS.flatMap((s) => [
      { from: who(s), to: o.fuel, data: call(erc20, 'approve', [d.bunnyFactory, MAX]), label: `#${s.index} approves FUEL for the factory` },
      { from: who(s), to: o.fuel, data: call(erc20, 'approve', [d.profile, MAX]), label: `#${s.index} approves FUEL for the registry` },
      {
        from: who(s),
        to: d.bunnies,
        data: call(nft, 'setApprovalForAll', [d.profile, true]),
        label: `#${s.index} approves its bunnies for the registry`,
      },
    ]),
    ...TEAM_POINTS.map(([id, pts]) => ({
      from: o.deployer,
      to: d.profile,
      data: call(reg, 'increaseTeamPoints', [BigInt(id), pts, 1n]),
      label: `team ${id} points`,
    })),
    {
      from: o.deployer,
      to: d.bunnySpecial,
      data: call(artifacts.FuelBunnySpecial.abi, 'setEligible', [PROFILE_SEEDS.filter((s) => s.special).map(who), true]),
      label: 'lottery-winner eligibility',
    },
  ]);
  await phase(
    PROFILE_SEEDS.map((s) => ({
      from: who(s),
      to: d.bunnyFactory,
      data: call(artifacts.FuelBunnyFactory.abi, 'mintNFT', [s.bunnyId]),
      label: `#${s.index} claims starter ${s.bunnyId}`,
    })),
  );
  const tokenIds = await Promise.all(
    PROFILE_SEEDS.map(
      (s) =>
        o.pub.readContract({
          address: d.bunnies,
          abi: nft as Abi,
          functionName: 'tokenOfOwnerByIndex',
          args: [who(s), 0n],
        }) as Promise<bigint>,
    ),
  );
  await phase(
    PROFILE_SEEDS.map((s, i) => ({
      from: who(s),
      to: d.profile,
      data: call(reg, 'createProfile', [BigInt(s.teamId), d.bunnies, tokenIds[i]!]),
      label: `#${s.index} creates its profile`,
    })),
  );
  await phase([
    ...PROFILE_SEEDS.filter((s) => s.points > 0n).map((s) => ({
      from: o.deployer,
      to: d.profile,
      data: call(reg, 'increaseUserPoints', [who(s), s.points, 1n]),
      label: `#${s.index} points`,
    })),
    ...PROFILE_SEEDS.filter((s) => s.special).map((s) => ({
      from: who(s),
      to: d.bunnySpecial,
      data: call(artifacts.FuelBunnySpecial.abi, 'mintNFT', []),
      label: `#${s.index} claims the lottery-winner bunny`,
    })),
  ]);
  await phase(
    PROFILE_SEEDS.filter((s) => s.paused).map((s) => ({
      from: who(s),
      to: d.profile,
      data: call(reg, 'pauseProfile', []),
      label: `#${s.index} removes its picture`,
    })),
  );
  o.log(
    `profiles seeded for #${PROFILE_SEEDS.map((s) => s.index).join(', #')} (#${PROFILE_SEEDS.filter((s) => s.paused)
      .map((s) => s.index)
      .join(', #')} paused)`,
  );
  return d;
}
