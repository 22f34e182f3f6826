/**
 * Holding the devnet's prediction keeper from a test (keepers/src/prediction.ts): while the hold file
 * exists the keeper sends nothing. Writing the file is not enough on its own: a tick that began before it may
 * still be sending (after an outage test paused the chain, one can be waiting out its receipts). The keeper
 * writes `prediction-held` when a tick has seen the hold, and ticks run one at a time, so once that file
 * exists none of the keeper's transactions is in flight.
 */
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect } from '@playwright/test';
import { PREDICTION_HELD_FILE, PREDICTION_HOLD_FILE } from '../keepers/src/prediction.ts';

const dir = dirname(process.env.E2E_DEPLOYMENT_FILE ?? '.devnet-test/deployment.json');
const HOLD_FILE = join(dir, PREDICTION_HOLD_FILE);
const HELD_FILE = join(dir, PREDICTION_HELD_FILE);

/** Holds the keeper and returns once it has stopped sending. */
export async function holdPredictionKeeper(): Promise<void> {
  writeFileSync(HOLD_FILE, '');
  await expect.poll(() => existsSync(HELD_FILE), { message: 'the prediction keeper acknowledges the hold', timeout: 60_000 }).toBe(true);
}

/** Lets the keeper go on from its next tick. */
export function releasePredictionKeeper(): void {
  rmSync(HOLD_FILE, { force: true });
}
