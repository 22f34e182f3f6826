/**
 * The voting steps the devnet's voting spec and the chain-97 rehearsal share: a voter's power at a snapshot block
 * computed here from the FUEL token, the chef, the FUEL-BNB pair and the vault (not through the FuelVotingPower view
 * the hub reads, so the hub's figure is checked against the contracts), the app's way of showing it, and a vote cast
 * through the proposal page's confirm dialog.
 */
import { expect, type Page } from '@playwright/test';
import { erc20Abi, formatUnits, parseAbi, type Address, type PublicClient } from 'viem';
import type { Deployment } from '@fuelswap/config';

/** What the helpers read with: either suite's test client (devnet or chain 97). */
type Reader = Pick<PublicClient, 'readContract'>;

export function fuelOf(d: Deployment): Address {
  return d.tokens.find((t) => t.symbol === 'FUEL')!.address;
}

/** The app's figure for an amount of FUEL: grouped, at most 3 decimals. */
export function shown(v: bigint): string {
  const [i = '0', f = ''] = formatUnits(v, 9).split('.');
  const frac = f.slice(0, 3).replace(/0+$/, '');
  return `${i.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${frac ? `.${frac}` : ''}`;
}

export async function balanceAt(chain: Reader, d: Deployment, who: Address, blockNumber: bigint): Promise<bigint> {
  return chain.readContract({ address: fuelOf(d), abi: erc20Abi, functionName: 'balanceOf', args: [who], blockNumber });
}

const pairAbi = parseAbi(['function getReserves() view returns (uint112, uint112, uint32)', 'function token0() view returns (address)']);
const chefAbi = parseAbi(['function userInfo(uint256, address) view returns (uint256 amount, uint256 rewardDebt)']);
const vaultAbi = parseAbi(['function userInfo(address) view returns (uint256, uint256, uint256, uint256)']);
const syrupAbi = parseAbi(['function userInfo(address) view returns (uint256 amount, uint256 rewardDebt)']);

/**
 * The account's FUEL at a block: wallet + pool 0 + the FUEL side of its FUEL-BNB LP held and farmed. Vault shares and
 * stakes in the FUEL-staking Syrup pools the voting section lists are expected to be none (checked), so the sum needs
 * no share price.
 */
export async function powerAt(chain: Reader, d: Deployment, who: Address, blockNumber: bigint): Promise<bigint> {
  const farms = d.farms!;
  const farm = farms.farms.find((f) => f.pid === farms.keyFarms.fuelBnb)!;
  const at = { blockNumber } as const;
  const [wallet, manual, held, farmed, supply, reserves, token0, shares, pools] = await Promise.all([
    balanceAt(chain, d, who, blockNumber),
    chain.readContract({ address: farms.chef, abi: chefAbi, functionName: 'userInfo', args: [0n, who], ...at }),
    chain.readContract({ address: farm.lpAddress, abi: erc20Abi, functionName: 'balanceOf', args: [who], ...at }),
    chain.readContract({ address: farms.chef, abi: chefAbi, functionName: 'userInfo', args: [BigInt(farm.pid), who], ...at }),
    chain.readContract({ address: farm.lpAddress, abi: erc20Abi, functionName: 'totalSupply', ...at }),
    chain.readContract({ address: farm.lpAddress, abi: pairAbi, functionName: 'getReserves', ...at }),
    chain.readContract({ address: farm.lpAddress, abi: pairAbi, functionName: 'token0', ...at }),
    chain.readContract({ address: farms.vault, abi: vaultAbi, functionName: 'userInfo', args: [who], ...at }),
    Promise.all(
      (d.voting?.fuelPools ?? []).map((pool) =>
        chain.readContract({ address: pool, abi: syrupAbi, functionName: 'userInfo', args: [who], ...at }),
      ),
    ),
  ]);
  expect(shares[0], 'no vault shares').toBe(0n);
  expect(
    pools.map((p) => p[0]),
    'no stakes in the FUEL pools',
  ).toEqual(pools.map(() => 0n));
  const fuelReserve = token0.toLowerCase() === fuelOf(d).toLowerCase() ? reserves[0] : reserves[1];
  return wallet + manual[0] + ((held + farmed[0]) * fuelReserve) / supply;
}

/** Picks `choice` on the proposal page, checks the confirm dialog's power and breakdown, and confirms. */
export async function castVote(page: Page, choice: string, expectedPower: bigint): Promise<void> {
  await page.getByRole('radio', { name: choice }).check();
  await page.getByRole('button', { name: 'Cast Vote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Vote' });
  await expect(dialog.getByTestId('vote-power')).toHaveText(shown(expectedPower));
  await expect(dialog.getByText('Wallet')).toBeVisible();
  await expect(dialog.getByText('Manual FUEL Pool')).toBeVisible();
  await expect(dialog.getByText('FUEL BNB LP')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('list', { name: 'Notifications' }).getByText('Vote cast!')).toBeVisible();
  await expect(dialog).toBeHidden();
}
