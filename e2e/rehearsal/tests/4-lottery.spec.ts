/**
 * A lottery round on chain 97 drawn through Chainlink VRF: the keepers open and close rounds; at the close the
 * lottery's VRF source asks the coordinator (the v2.5 mock at the testnet address), and the rehearsal answers as
 * Chainlink's network would, with `fulfillRandomWordsWithOverride` (the mock's callback with a chosen word: here one
 * whose number is the user's ticket, so it wins every bracket). The keepers then draw, and the prize is claimed in
 * the app.
 */
import { erc20Abi, parseEther } from 'viem';
import { fuelLotteryAbi, vrfRandomNumberGeneratorAbi } from '@fuelswap/contracts';
import { artifacts } from '../../../contracts/generated/artifacts.ts';
import type { Deployment } from '@fuelswap/config';
import { test, expect, connectWith, sendOk, type ChainClient } from '../fixtures.ts';
import { addr, KEY } from '../env.ts';

const user = addr(KEY.user);
const chainlink = addr(KEY.chainlink);
const OPEN = 1;
const CLOSE = 2;
const CLAIMABLE = 3;

const lotteryOf = (d: Deployment) => {
  if (!d.lottery) throw new Error('the 97 deployment has no lottery');
  return d.lottery;
};
const current = (chain: ChainClient, d: Deployment) =>
  chain.readContract({ address: lotteryOf(d).lottery, abi: fuelLotteryAbi, functionName: 'currentLotteryId' });
const view = (chain: ChainClient, d: Deployment, id: bigint) =>
  chain.readContract({ address: lotteryOf(d).lottery, abi: fuelLotteryAbi, functionName: 'viewLottery', args: [id] });
const drawOf = (chain: ChainClient, d: Deployment, id: bigint) =>
  chain.readContract({ address: lotteryOf(d).randomGenerator, abi: vrfRandomNumberGeneratorAbi, functionName: 'drawOf', args: [id] });

/** Chainlink's node answering the pending request of round `id` with `word`. */
async function fulfil(chain: ChainClient, d: Deployment, id: bigint, word: bigint): Promise<void> {
  const vrf = d.governance?.vrf;
  if (!vrf) throw new Error('the 97 deployment names no VRF subscription');
  await expect.poll(async () => (await drawOf(chain, d, id))[0], { timeout: 30_000 }).toBeGreaterThan(0n);
  const [requestId] = await drawOf(chain, d, id);
  await sendOk(
    chain,
    chain.writeContract({
      account: chainlink,
      address: vrf.coordinator,
      abi: artifacts.ChainlinkVRFCoordinatorMock.abi,
      functionName: 'fulfillRandomWordsWithOverride',
      args: [requestId, lotteryOf(d).randomGenerator, [word]],
    }),
  );
}

/**
 * Until a round is open with at least `seconds` left: rounds that ended while other specs moved the clock are answered
 * and drawn first, and an open round with less time left is ended at once (the clock moved to its end, as the test
 * does for its own round below): waiting it out took up to a whole round (120 s), more than the test's time.
 */
async function openRound(chain: ChainClient, d: Deployment, seconds: bigint): Promise<bigint> {
  const until = Date.now() + 60_000;
  let ended: bigint | undefined;
  for (;;) {
    const id = await current(chain, d);
    const r = await view(chain, d, id);
    const now = (await chain.getBlock({ blockTag: 'latest' })).timestamp;
    if (r.status === OPEN && r.endTime > now + seconds) return id;
    if (r.status === OPEN && ended !== id) {
      ended = id;
      if (r.endTime >= now) await chain.setNextBlockTimestamp({ timestamp: r.endTime + 1n });
      await chain.mine({ blocks: 1 });
    }
    if (r.status === CLOSE && !(await drawOf(chain, d, id))[2]) await fulfil(chain, d, id, 123_456n);
    if (Date.now() > until) throw new Error(`no lottery round opened (round ${id} is in status ${r.status})`);
    await new Promise((res) => setTimeout(res, 500));
  }
}

test('a lottery round drawn through the VRF mock, and its prize claimed', async ({ page, chain, deployment, useWallet }) => {
  const l = lotteryOf(deployment);
  const vrf = deployment.governance!.vrf!;
  // Anyone may fund a subscription: the rehearsal tops it up so the mock's native fee (its 0.1 base fee plus gas)
  // is covered for every request of the run.
  await sendOk(
    chain,
    chain.writeContract({
      account: chainlink,
      address: vrf.coordinator,
      abi: artifacts.ChainlinkVRFCoordinatorMock.abi,
      functionName: 'fundSubscriptionWithNative',
      args: [BigInt(vrf.subscriptionId)],
      value: parseEther('5'),
    }),
  );
  const id = await openRound(chain, deployment, 60n);

  await useWallet(user);
  await page.goto('/lottery');
  await connectWith(page, 'E2E Test Wallet');
  await page.getByRole('button', { name: 'Buy Tickets' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Buy Tickets' });
  await dialog.getByRole('textbox', { name: 'Number of tickets' }).fill('1');
  await dialog.getByRole('button', { name: 'Enable' }).click();
  await expect(dialog.getByRole('button', { name: 'Buy Instantly' })).toBeEnabled({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Buy Instantly' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  const [ids, numbers] = await chain.readContract({
    address: l.lottery,
    abi: fuelLotteryAbi,
    functionName: 'viewUserInfoForLotteryId',
    args: [user, id, 0n, 100n],
  });
  expect(ids).toHaveLength(1);
  const ticket = numbers[0]!;

  // The round's end time comes (the clock moved, not waited for): the keepers close it and the source requests.
  const { endTime } = await view(chain, deployment, id);
  await chain.setNextBlockTimestamp({ timestamp: endTime + 1n });
  await chain.mine({ blocks: 1 });
  await expect.poll(async () => (await view(chain, deployment, id)).status, { timeout: 30_000 }).toBe(CLOSE);
  await fulfil(chain, deployment, id, BigInt(ticket) - 1_000_000n);
  // The keepers draw once the number is there.
  await expect.poll(async () => (await view(chain, deployment, id)).status, { timeout: 30_000 }).toBe(CLAIMABLE);
  const drawn = await view(chain, deployment, id);
  expect(drawn.finalNumber).toBe(ticket);
  const prize = drawn.cakePerBracket[5]!;
  expect(prize).toBeGreaterThan(0n);

  const balance = () => chain.readContract({ address: l.token, abi: erc20Abi, functionName: 'balanceOf', args: [user] });
  const before = await balance();
  await page.reload();
  await page.getByRole('button', { name: 'Check Now' }).click();
  const claim = page.getByRole('dialog', { name: 'Collect Winnings' });
  await expect(claim.getByText('You won')).toBeVisible({ timeout: 30_000 });
  await expect(claim.getByTestId('tx-preview')).toHaveAttribute('data-kind', 'ok', { timeout: 20_000 });
  await claim.getByRole('button', { name: 'Claim' }).click();
  await expect(claim).toBeHidden({ timeout: 30_000 });
  await expect.poll(async () => (await balance()) - before, { timeout: 30_000 }).toBe(prize);
});
