/**
 * The voting hub on chain 97: the user writes a proposal on the app's voting pages, the wallet signs it
 * (eth_signTypedData_v4, Snapshot's typed data for chain 97), the API on PostgreSQL accepts it, and the user's Yes
 * vote is counted with the power the contracts give at the proposal's snapshot block, computed here from the FUEL
 * token, the chef and the FUEL-BNB pair (the farm spec left the user's LP staked there).
 */
import { test, expect, connectWith } from '../fixtures.ts';
import { addr, KEY } from '../env.ts';
import { castVote, powerAt, shown } from '../../voting.ts';

const user = addr(KEY.user);

test('a proposal signed on chain 97, stored by the API on PostgreSQL, and a vote counted with the power at its snapshot', async ({
  page,
  chain,
  deployment,
  state,
  useWallet,
}) => {
  if (!deployment.voting) throw new Error('the 97 deployment has no voting section');
  await useWallet(user);
  await page.goto('/voting/proposal/create');
  await expect(page.getByRole('heading', { name: 'Make a Proposal' })).toBeVisible();
  await connectWith(page, 'E2E Test Wallet');

  const title = `Rehearsal proposal ${Date.now().toString(36)}`;
  await page.getByLabel('Title').fill(title);
  await page.getByRole('textbox', { name: 'Content' }).fill('Does the launch on chain 97 count votes?');
  await page.getByRole('textbox', { name: 'Choice 1' }).fill('Yes');
  await page.getByRole('textbox', { name: 'Choice 2' }).fill('No');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('list', { name: 'Notifications' }).getByText('Proposal created!')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/voting\/proposal\/0x[0-9a-f]{64}$/);
  const id = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
  const snapshot = BigInt((await page.getByTestId('proposal-details-snapshot').textContent())!);

  const power = await powerAt(chain, deployment, user, snapshot);
  // Above the hub's minimum, or Publish would have been refused; LP counts too (the farm spec staked it).
  expect(power).toBeGreaterThanOrEqual(BigInt(deployment.voting.minProposalPower));
  await castVote(page, 'Yes', power);
  await expect(page.getByTestId('votes-list').getByText('Your vote')).toBeVisible();
  await expect(page.getByTestId('result-1')).toContainText(`${shown(power)} Votes`);

  // What the API stored in PostgreSQL: the vote with the power it read from the chain itself, to the base unit.
  const res = await fetch(`${state.apiUrl}/api/voting/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'query Votes($proposal: String!) { votes(first: 10, skip: 0, where: { proposal: $proposal }) { voter choice vp } }',
      variables: { proposal: id },
    }),
  });
  expect(res.status).toBe(200);
  const votes = ((await res.json()) as { data: { votes: { voter: string; choice: number; vp: string }[] } }).data.votes;
  expect(votes.map((v) => ({ ...v, voter: v.voter.toLowerCase() }))).toEqual([
    { voter: user.toLowerCase(), choice: 1, vp: power.toString() },
  ]);
});
