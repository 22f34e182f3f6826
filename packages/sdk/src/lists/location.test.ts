import { describe, expect, it } from 'vitest';
import { parseEnsAddress, parseListLocation, uriToHttp } from './location.ts';

describe('parseListLocation', () => {
  it.each([
    ['https://tokens.example.org/list.json', 'https', 'https://tokens.example.org/list.json'],
    ['  https://tokens.example.org/list.json  ', 'https', 'https://tokens.example.org/list.json'],
    ['http://127.0.0.1:8545/list.json', 'http', 'http://127.0.0.1:8545/list.json'],
    ['http://localhost:3000/lists/default.json', 'http', 'http://localhost:3000/lists/default.json'],
    ['ipfs://QmXfzKRvjZz3u5JRgC4v5mGVbm9ahrUiB4DgzHBsnWbTMM', 'ipfs', 'ipfs://QmXfzKRvjZz3u5JRgC4v5mGVbm9ahrUiB4DgzHBsnWbTMM'],
    [
      'IPFS://QmXfzKRvjZz3u5JRgC4v5mGVbm9ahrUiB4DgzHBsnWbTMM/list.json',
      'ipfs',
      'ipfs://QmXfzKRvjZz3u5JRgC4v5mGVbm9ahrUiB4DgzHBsnWbTMM/list.json',
    ],
    ['ipns://tokens.example.org', 'ipns', 'ipns://tokens.example.org'],
    ['tokens.pancakeswap.eth', 'ens', 'tokens.pancakeswap.eth'],
    ['Tokens.FuelSwap.ETH', 'ens', 'tokens.fuelswap.eth'],
    ['lists.fuelswap.eth/extended', 'ens', 'lists.fuelswap.eth/extended'],
  ])('%s is a %s location', (text, kind, value) => {
    expect(parseListLocation(text)).toEqual({ kind, value });
  });

  it.each([
    '',
    '   ',
    'http://tokens.example.org/list.json', // plain http only for loopback
    'ftp://tokens.example.org/list.json',
    'javascript:alert(1)',
    'data:application/json,{}',
    'tokens.example.org',
    'example.com/list.json',
    'https://',
    'https://user:pw@tokens.example.org/list.json',
    'https://tokens.example.org/my list.json',
    'ipfs://',
    'ipfs:QmXfzKRvjZz3u5JRgC4v5mGVbm9ahrUiB4DgzHBsnWbTMM',
    'ipfs://<script>',
    '.eth',
    'name.eth.com',
    '-bad.eth',
    'x'.repeat(3000) + '.eth',
  ])('%j is not a list location', (text) => {
    expect(parseListLocation(text)).toBeNull();
  });
});

describe('parseEnsAddress', () => {
  it('splits name and path', () => {
    expect(parseEnsAddress('tokens.fuelswap.eth/a/b')).toEqual({ ensName: 'tokens.fuelswap.eth', ensPath: '/a/b' });
    expect(parseEnsAddress('fuelswap.eth')).toEqual({ ensName: 'fuelswap.eth', ensPath: undefined });
    expect(parseEnsAddress('fuelswap.com')).toBeUndefined();
  });
});

describe('uriToHttp', () => {
  it('returns https URLs as they are', () => {
    expect(uriToHttp('https://tokens.example.org/list.json')).toEqual(['https://tokens.example.org/list.json']);
  });
  it('returns loopback http URLs so local servers work', () => {
    expect(uriToHttp('http://127.0.0.1:9999/l.json')).toEqual(['http://127.0.0.1:9999/l.json']);
  });
  it('maps ipfs and ipns to the gateways in order', () => {
    expect(uriToHttp('ipfs://QmHash/list.json')).toEqual([
      'https://cloudflare-ipfs.com/ipfs/QmHash/list.json',
      'https://ipfs.io/ipfs/QmHash/list.json',
    ]);
    expect(uriToHttp('ipns://app.example.org')).toEqual([
      'https://cloudflare-ipfs.com/ipns/app.example.org',
      'https://ipfs.io/ipns/app.example.org',
    ]);
    expect(uriToHttp('ipfs://QmHash', ['https://gw.local/'])).toEqual(['https://gw.local/ipfs/QmHash']);
  });
  it.each(['http://tokens.example.org/l.json', 'ftp://x/y', 'tokens.fuelswap.eth', 'ipfs://', 'garbage'])('throws for %s', (uri) => {
    expect(() => uriToHttp(uri)).toThrow('Unrecognized list URL protocol.');
  });
});
