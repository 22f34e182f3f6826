// Its own module so that write.ts can load it on use: viem's parseSignature brings secp256k1
// (about 17 kB gzipped) that the add and remove pages do not need until a permit is signed.
export { parseSignature } from 'viem';
