/**
 * `npm run keepers` killed with SIGKILL in the middle of a prediction round (no cleanup, as a crash or an OOM kill
 * would), then started again with the same command: the round is locked, and the one before it closed, within the
 * round's buffer, and nothing was sent twice. Not a browser test: the chain and the keepers' /health only.
 */
import { test, expect } from '../fixtures.ts';
import { groups, keepersCommand, killGroup, alive, startGroup } from '../env.ts';
import { epochOf, lockedAt, nextRound, roundOf, waitEpochAbove } from '../prediction.ts';
import { mineTo } from '../fixtures.ts';

test('keepers killed with SIGKILL mid-round and started again: the round completes within its buffer', async ({
  chain,
  deployment,
  state,
}) => {
  const p = deployment.prediction!;
  // Past the genesis rounds: the keepers execute rounds in their steady state.
  await expect.poll(() => epochOf(chain, deployment), { timeout: 30_000 }).toBeGreaterThan(0n);
  while ((await epochOf(chain, deployment)) < 3n) await nextRound(chain, deployment);

  const e = await epochOf(chain, deployment);
  const round = await roundOf(chain, deployment, e);
  // The middle of the round: half way between its start and its lock.
  await mineTo(chain, round.startBlock + (round.lockBlock - round.startBlock) / 2n);
  const running = groups().filter((g) => g.name === 'keepers' && alive(g.pid));
  expect(running).toHaveLength(1);
  expect(killGroup(running[0]!.pid, 'SIGKILL')).toBe(true);
  await expect.poll(() => alive(running[0]!.pid), { timeout: 5_000 }).toBe(false);

  // The chain goes on without them, up to a few blocks before the lock.
  await mineTo(chain, round.lockBlock - 3n);
  const from = await chain.getBlockNumber();
  const { args, env } = keepersCommand(state);
  startGroup('keepers', 'npm', args, env);

  await waitEpochAbove(chain, deployment, e);
  const at = await lockedAt(chain, deployment, e, from);
  expect(at).toBeGreaterThanOrEqual(round.lockBlock);
  expect(at).toBeLessThanOrEqual(round.lockBlock + BigInt(p.bufferBlocks));
  const locked = await roundOf(chain, deployment, e);
  expect(locked.canceled).toBe(false);
  expect(locked.lockPrice).toBeGreaterThan(0n);
  // The round before it was closed by the same execution, with a price, not cancelled.
  const previous = await roundOf(chain, deployment, e - 1n);
  expect(previous.oracleCalled).toBe(true);
  expect(previous.canceled).toBe(false);
  // And the next one opened.
  expect((await roundOf(chain, deployment, e + 1n)).startBlock).toBe(at);

  const health = await fetch(`${state.keepersUrl}/health`);
  expect(health.status).toBe(200);
  const h = (await health.json()) as { keepers: Record<string, { status: string }> };
  expect(h.keepers.prediction?.status).not.toBe('off');
});
