/**
 * EIP-1577 content hashes (what an ENS resolver's contenthash() returns) to
 * ipfs:// or ipns:// URIs. Layout: varint(namespace codec) ++ CID, where the
 * CID is either CIDv1 = varint(1) ++ varint(content codec) ++ multihash, or a
 * bare CIDv0 multihash (0x12 0x20 ++ 32-byte sha2-256 digest).
 * The URI uses the base58btc form of the multihash ("Qm..."), which every
 * gateway accepts; an ipns identity multihash carries a DNS name as text.
 */

const CODEC_IPFS_NS = 0xe3;
const CODEC_IPNS_NS = 0xe5;
const MULTIHASH_IDENTITY = 0x00;

export function hexToBytes(hex: string): Uint8Array {
  const h = hex.startsWith('0x') || hex.startsWith('0X') ? hex.slice(2) : hex;
  if (h.length % 2 !== 0) throw new Error('Invalid hex string: hex strings must have an even length');
  if (!/^[0-9a-fA-F]*$/.test(h)) throw new Error('Invalid hex string: unexpected character');
  const out = new Uint8Array(h.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(h.slice(i * 2, i * 2 + 2), 16);
  return out;
}

export function bytesToHex(bytes: Uint8Array): string {
  let s = '0x';
  for (const b of bytes) s += b.toString(16).padStart(2, '0');
  return s;
}

/** Reads an unsigned LEB128 varint (at most 7 bytes: codecs are small). */
function readVarint(bytes: Uint8Array, offset: number): { value: number; next: number } {
  let value = 0;
  let shift = 0;
  for (let i = offset; i < bytes.length && i < offset + 7; i++) {
    const b = bytes[i]!;
    value += (b & 0x7f) * 2 ** shift;
    if ((b & 0x80) === 0) return { value, next: i + 1 };
    shift += 7;
  }
  throw new Error('Invalid content hash: truncated varint');
}

function writeVarint(value: number): number[] {
  const out: number[] = [];
  let v = value;
  while (v >= 0x80) {
    out.push((v % 0x80) | 0x80);
    v = Math.floor(v / 0x80);
  }
  out.push(v);
  return out;
}

const B58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

export function base58Encode(bytes: Uint8Array): string {
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++;
  let n = 0n;
  for (const b of bytes) n = (n << 8n) | BigInt(b);
  let s = '';
  while (n > 0n) {
    s = B58_ALPHABET[Number(n % 58n)] + s;
    n /= 58n;
  }
  return '1'.repeat(zeros) + s;
}

export function base58Decode(text: string): Uint8Array {
  let zeros = 0;
  while (zeros < text.length && text[zeros] === '1') zeros++;
  let n = 0n;
  for (const c of text) {
    const d = B58_ALPHABET.indexOf(c);
    if (d < 0) throw new Error('Invalid base58 character');
    n = n * 58n + BigInt(d);
  }
  const body: number[] = [];
  while (n > 0n) {
    body.unshift(Number(n & 0xffn));
    n >>= 8n;
  }
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...body]);
}

interface Multihash {
  readonly code: number;
  readonly digest: Uint8Array;
  /** The whole multihash (code ++ length ++ digest). */
  readonly bytes: Uint8Array;
}

/** Parses the CID after the namespace codec and returns its multihash. */
function cidMultihash(cid: Uint8Array): Multihash {
  let offset = 0;
  // CIDv0 is a bare sha2-256 multihash; anything else must be CIDv1.
  if (!(cid.length === 34 && cid[0] === 0x12 && cid[1] === 0x20)) {
    const version = readVarint(cid, 0);
    if (version.value !== 1) throw new Error(`Invalid content hash: unsupported CID version ${version.value}`);
    offset = readVarint(cid, version.next).next; // content codec (dag-pb, libp2p-key, ...): not needed
  }
  const code = readVarint(cid, offset);
  const length = readVarint(cid, code.next);
  const end = length.next + length.value;
  if (end !== cid.length) throw new Error('Invalid content hash: multihash length mismatch');
  return { code: code.value, digest: cid.subarray(length.next, end), bytes: cid.subarray(offset, end) };
}

/**
 * Decodes an EIP-1577 content hash to "ipfs://<base58 multihash>" or
 * "ipns://<name or base58 multihash>". Throws "Invalid hex string ..." for
 * odd-length or non-hex input and "Unrecognized codec" for other namespaces.
 */
export function contenthashToUri(contenthash: string): string {
  const bytes = hexToBytes(contenthash);
  const codec = readVarint(bytes, 0);
  if (codec.value !== CODEC_IPFS_NS && codec.value !== CODEC_IPNS_NS) {
    throw new Error(`Unrecognized codec: 0x${codec.value.toString(16)}`);
  }
  const mh = cidMultihash(bytes.subarray(codec.next));
  if (codec.value === CODEC_IPFS_NS) return `ipfs://${base58Encode(mh.bytes)}`;
  if (mh.code === MULTIHASH_IDENTITY) {
    const name = new TextDecoder('utf-8', { fatal: true }).decode(mh.digest).trim();
    if (!/^[A-Za-z0-9.-]+$/.test(name)) throw new Error('Invalid content hash: bad ipns name');
    return `ipns://${name}`;
  }
  return `ipns://${base58Encode(mh.bytes)}`;
}

/**
 * The inverse for a CIDv0 "Qm..." hash, as ENS tools write it:
 * ipfs-ns ++ CIDv1(dag-pb) ++ multihash. Used in tests and by the devnet.
 */
export function ipfsHashToContenthash(base58Multihash: string): string {
  const mh = base58Decode(base58Multihash);
  return bytesToHex(Uint8Array.from([...writeVarint(CODEC_IPFS_NS), 0x01, 0x70, ...mh]));
}
