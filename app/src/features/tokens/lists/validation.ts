/**
 * The SDK's list validation, for the app to load on demand:
 * the precompiled token-list schema validator and ajv-formats are about 10 kB
 * gzipped that no first paint needs, so they are only loaded when a list has to
 * be validated: a download (fetchList.ts) or the stored lists at start
 * (storage.ts). Import this module only with `import('./validation.ts')`: a
 * static import, or a static import of these functions from '@fuelswap/sdk'
 * anywhere in the app, puts the validator back into every token page's first
 * load (app/src/bundle-rules.test.ts checks both). The SDK keeps constants and display
 * helpers out of validate.ts (limits.ts, sanitize.ts) so that the barrel's other
 * exports do not bring it in.
 */
export { fetchTokenList, validateTokenList } from '@fuelswap/sdk';
