// Public face of the prices feature: dollar prices read from the chain's reference pairs.
export { useFuelUsdPrice } from './useFuelUsdPrice.ts';
