import { describe, expect, it } from 'vitest';
import { DEFAULT_FUEL_PER_BLOCK } from '../../contracts/scripts/deploy-farms.ts';
import { formatAprPercent, seededFarmAprs, seededPoolAprs } from './seed-farms-plan.ts';

const WAD = 10n ** 18n;
/** A real exchange's range: from 1% to 1,000% a year. */
const MIN = WAD / 100n;
const MAX = 10n * WAD;

const outOfRange = (rows: { name: string; apr: bigint | undefined }[]) =>
  rows.filter((r) => r.apr === undefined || r.apr < MIN || r.apr > MAX).map((r) => `${r.name}: ${formatAprPercent(r.apr)}`);

describe('the seeded yield, as /farms and /pools show it', () => {
  it("gives every farm (the auction winners' too) an APR between 1% and 1,000%", () => {
    const farms = seededFarmAprs();
    expect(farms.length).toBe(22);
    expect(outOfRange(farms)).toEqual([]);
  });

  it('gives pool 0 and every live or upcoming Syrup pool an APR between 1% and 1,000%', () => {
    const pools = seededPoolAprs();
    expect(pools.length).toBe(26);
    expect(outOfRange(pools)).toEqual([]);
  });

  it("would not at the documents' 40 FUEL a block over the devnet's liquidity", () => {
    expect(outOfRange(seededFarmAprs(DEFAULT_FUEL_PER_BLOCK)).length).toBeGreaterThan(0);
  });
});
