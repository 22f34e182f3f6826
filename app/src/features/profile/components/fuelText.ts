import { formatUnits } from 'viem';

/** A FUEL amount (9 decimals) as the setup's cost lines show it. */
export const fuelText = (v: bigint) => formatUnits(v, 9);
