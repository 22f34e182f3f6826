import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base58Decode, base58Encode, bytesToHex, contenthashToUri, hexToBytes, ipfsHashToContenthash } from './contenthash.ts';

// Vectors computed independently (Python int/base58 arithmetic):
// EIP-1577's example ipfs content hash -> its CIDv0 multihash.
const EIP1577_IPFS = '0xe3010170122029f2d17be6139079dc48696d1f582a8530eb9805b561eda517e22a892c7e3f1f';
const EIP1577_IPFS_URI = 'ipfs://QmRAQB6YaCyidP37UdDnjFY5vQuiBrcqdyoW1CuDgwxkD4';
const QM = 'QmXfzKRvjZz3u5JRgC4v5mGVbm9ahrUiB4DgzHBsnWbTMM';
const QM_MULTIHASH = '0x12208aad63c4538185d9e193b3cdc1bc16d07cd9236d177a63c20d5d8a9fb18c0304';

describe('base58', () => {
  it('encodes and decodes known values', () => {
    expect(base58Encode(Uint8Array.from([0, 0, 1, 2]))).toBe('115T');
    expect(bytesToHex(base58Decode(QM))).toBe(QM_MULTIHASH);
    expect(base58Encode(hexToBytes(QM_MULTIHASH))).toBe(QM);
    expect(base58Encode(new Uint8Array())).toBe('');
  });
  it('round-trips arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(base58Decode(base58Encode(bytes))).toEqual(bytes);
      }),
    );
  });
  it('rejects characters outside the alphabet', () => {
    expect(() => base58Decode('0OIl')).toThrow('Invalid base58 character');
  });
});

describe('contenthashToUri', () => {
  it('decodes the EIP-1577 ipfs example', () => {
    expect(contenthashToUri(EIP1577_IPFS)).toBe(EIP1577_IPFS_URI);
    expect(contenthashToUri(EIP1577_IPFS.slice(2))).toBe(EIP1577_IPFS_URI); // 0x is optional
    expect(contenthashToUri(EIP1577_IPFS.toUpperCase().replace('0X', '0x'))).toBe(EIP1577_IPFS_URI);
  });

  it('round-trips a CIDv0 Qm hash through its content hash', () => {
    const ch = ipfsHashToContenthash(QM);
    expect(ch).toBe('0xe3010170' + QM_MULTIHASH.slice(2));
    expect(contenthashToUri(ch)).toBe(`ipfs://${QM}`);
  });

  it('accepts a bare CIDv0 multihash after the namespace', () => {
    expect(contenthashToUri('0xe301' + QM_MULTIHASH.slice(2))).toBe(`ipfs://${QM}`);
  });

  it('decodes ipns key hashes and identity (DNS name) hashes', () => {
    expect(contenthashToUri('0xe5010172' + QM_MULTIHASH.slice(2))).toBe(`ipns://${QM}`);
    // identity multihash (0x00) of length 15 holding "app.uniswap.org"
    expect(contenthashToUri('0xe5010172000f6170702e756e69737761702e6f7267')).toBe('ipns://app.uniswap.org');
  });

  it('throws "Unrecognized codec" for other namespaces (e.g. swarm 0xe4)', () => {
    expect(() => contenthashToUri('0xe40101fa011b20' + '00'.repeat(32))).toThrow('Unrecognized codec');
    expect(() => contenthashToUri('0x00')).toThrow('Unrecognized codec');
  });

  it('rejects odd-length and non-hex strings', () => {
    expect(() => contenthashToUri('0xe30')).toThrow('Invalid hex string');
    expect(() => contenthashToUri('0xe3010170zz')).toThrow('Invalid hex string');
    expect(() => hexToBytes('abc')).toThrow('even length');
  });

  it('rejects truncated or malformed hashes', () => {
    expect(() => contenthashToUri('0x')).toThrow('Invalid content hash');
    expect(() => contenthashToUri(EIP1577_IPFS.slice(0, -2))).toThrow('Invalid content hash');
    expect(() => contenthashToUri(EIP1577_IPFS + '00')).toThrow('Invalid content hash');
    expect(() => contenthashToUri('0xe3010270' + QM_MULTIHASH.slice(2))).toThrow('unsupported CID version');
    // an identity ipns name with characters that are not a DNS name
    expect(() => contenthashToUri('0xe501017200033c623e')).toThrow('bad ipns name');
  });
});
