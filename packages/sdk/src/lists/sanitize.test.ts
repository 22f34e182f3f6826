import { describe, expect, it } from 'vitest';
import { BUSD, CAKE, WBNB, makeList } from './fixtures.test-helpers.ts';
import { listTokensForChain, sanitizeLogoURI } from './sanitize.ts';

describe('sanitizeLogoURI', () => {
  it('keeps https URLs', () => {
    expect(sanitizeLogoURI('https://example.org/logo.png')).toBe('https://example.org/logo.png');
    expect(sanitizeLogoURI('HTTPS://Example.org/a b')).toBeUndefined(); // whitespace
    expect(sanitizeLogoURI('HTTPS://Example.org/logo.png')).toBe('https://example.org/logo.png');
  });
  it('turns ipfs:// into a gateway URL', () => {
    expect(sanitizeLogoURI('ipfs://QmXfzKRvjZz3u5JRgC4v5mGVbm9ahrUiB4DgzHBsnWbTMM')).toBe(
      'https://cloudflare-ipfs.com/ipfs/QmXfzKRvjZz3u5JRgC4v5mGVbm9ahrUiB4DgzHBsnWbTMM',
    );
    expect(sanitizeLogoURI('ipfs://QmHash/logo.svg', 'https://ipfs.io/')).toBe('https://ipfs.io/ipfs/QmHash/logo.svg');
  });
  it('keeps plain http only for loopback hosts (the devnet serves its own logos)', () => {
    expect(sanitizeLogoURI('http://127.0.0.1:5173/devnet/logos/FUEL.svg')).toBe('http://127.0.0.1:5173/devnet/logos/FUEL.svg');
    expect(sanitizeLogoURI('http://localhost/x.svg')).toBe('http://localhost/x.svg');
  });
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'http://example.org/logo.png',
    'http://127.0.0.1.evil.example/logo.png',
    '/logo.png',
    '//evil.example/logo.png',
    'logo.png',
    'https://user:pw@example.org/x.png',
    'https://exa\u0000mple.org/x.png',
    'ipfs://Qm"onerror="x',
    'ipfs://',
    '',
    undefined,
    42,
  ])('drops %j', (uri) => {
    expect(sanitizeLogoURI(uri)).toBeUndefined();
  });
});

describe('listTokensForChain', () => {
  it('keeps one chain and drops unsafe logos', () => {
    const list = makeList([
      { ...WBNB, logoURI: 'javascript:alert(1)' },
      { ...BUSD, chainId: 97 },
      { ...CAKE, logoURI: 'ipfs://QmHash' },
    ]);
    const tokens = listTokensForChain(list, 56);
    expect(tokens.map((t) => t.symbol)).toEqual(['WBNB', 'CAKE']);
    expect(tokens[0]).not.toHaveProperty('logoURI');
    expect(tokens[1]?.logoURI).toBe('https://cloudflare-ipfs.com/ipfs/QmHash');
  });
});
