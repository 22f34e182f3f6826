/**
 * Vitest setup: every fast-check property runs from one fixed seed, so a run
 * is reproducible and a busy machine cannot draw a slower sequence than an
 * idle one. Override with FC_SEED=<n> to explore other sequences locally;
 * fast-check prints the seed and path of any failure.
 */
import fc from 'fast-check';

fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261124) });
