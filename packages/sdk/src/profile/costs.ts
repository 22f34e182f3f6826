/**
 * What each profile action costs in FUEL (9 decimals) and what the wallet
 * must do first: the registry's numberCakeToRegister / Update / Reactivate and
 * the factory's starter price, all read from the chain as bigint. FUEL paid is
 * burned by the contracts.
 */
export type ProfileAction = 'starter' | 'register' | 'update' | 'reactivate' | 'pause';

export interface ProfileCosts {
  starter: bigint;
  register: bigint;
  update: bigint;
  reactivate: bigint;
}

/** The FUEL an action takes (removing the picture is free). */
export function actionCost(action: ProfileAction, costs: ProfileCosts): bigint {
  return action === 'pause' ? 0n : costs[action];
}

export type FuelCheck = { ok: true; needsApproval: boolean } | { ok: false; reason: 'insufficient-fuel'; missing: bigint };

/** Whether the wallet can pay `cost`, and whether it must approve the spender first ("Enable", then "Confirm"). */
export function checkFuel(cost: bigint, balance: bigint, allowance: bigint): FuelCheck {
  if (balance < cost) return { ok: false, reason: 'insufficient-fuel', missing: cost - balance };
  return { ok: true, needsApproval: cost > 0n && allowance < cost };
}

/** Parses the registry's three costs (numberCakeToReactivate, numberCakeToRegister, numberCakeToUpdate) and the starter price. */
export function profileCosts(reads: {
  numberCakeToRegister: bigint;
  numberCakeToUpdate: bigint;
  numberCakeToReactivate: bigint;
  tokenPrice: bigint;
}): ProfileCosts {
  return {
    starter: reads.tokenPrice,
    register: reads.numberCakeToRegister,
    update: reads.numberCakeToUpdate,
    reactivate: reads.numberCakeToReactivate,
  };
}
