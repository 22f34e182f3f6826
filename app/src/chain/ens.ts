/**
 * The ENS pieces the app uses, in one module that callers load with import(),
 * to keep it out of first loads: name normalisation carries the UTS-46 tables (~27 kB
 * gzipped) and no first paint needs it. Named imports, so the bundle keeps
 * these functions only; a dynamic import of 'viem/ens' or 'viem/actions'
 * itself would keep every export of those entry points.
 */
export { namehash, normalize } from 'viem/ens';
export { getEnsAddress, getEnsResolver, readContract } from 'viem/actions';
