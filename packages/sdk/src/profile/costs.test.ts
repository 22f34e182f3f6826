import { describe, expect, it } from 'vitest';
import { actionCost, checkFuel, profileCosts } from './costs.ts';

const FUEL = 10n ** 9n;
// The devnet's deployment: starter 1 FUEL, register 1, update 2, reactivate 2.
const costs = profileCosts({
  tokenPrice: FUEL,
  numberCakeToRegister: FUEL,
  numberCakeToUpdate: 2n * FUEL,
  numberCakeToReactivate: 2n * FUEL,
});

describe('profile costs', () => {
  it('maps each action to its cost; removing the picture is free', () => {
    expect(actionCost('starter', costs)).toBe(1_000_000_000n);
    expect(actionCost('register', costs)).toBe(1_000_000_000n);
    expect(actionCost('update', costs)).toBe(2_000_000_000n);
    expect(actionCost('reactivate', costs)).toBe(2_000_000_000n);
    expect(actionCost('pause', costs)).toBe(0n);
  });

  it('needs the balance, then the allowance (Enable before Confirm)', () => {
    expect(checkFuel(2n * FUEL, 2n * FUEL - 1n, 0n)).toEqual({ ok: false, reason: 'insufficient-fuel', missing: 1n });
    expect(checkFuel(2n * FUEL, 2n * FUEL, 0n)).toEqual({ ok: true, needsApproval: true });
    expect(checkFuel(2n * FUEL, 5n * FUEL, 2n * FUEL)).toEqual({ ok: true, needsApproval: false });
    expect(checkFuel(0n, 0n, 0n)).toEqual({ ok: true, needsApproval: false });
  });
});
