import { describe, expect, it } from 'vitest';
import { BUSD, CAKE, WBNB, makeList } from './fixtures.test-helpers.ts';
import { listTokensForChain, parseTokenListText, sanitizeLogoURI, validateTokenList } from './validate.ts';

describe('validateTokenList', () => {
  it('accepts a valid list and returns it', () => {
    const list = makeList([WBNB, BUSD]);
    expect(validateTokenList(list)).toBe(list);
  });

  it('reports schema failures with the spec prefix and a readable path', () => {
    expect(() => validateTokenList({})).toThrow("Token list failed validation: list must have required property 'name'");
    const badAddress = makeList([{ ...WBNB, address: '0x1234' }]);
    expect(() => validateTokenList(badAddress)).toThrow(
      'Token list failed validation: /tokens/0/address must match pattern "^0x[a-fA-F0-9]{40}$"',
    );
    const badDecimals = makeList([WBNB, { ...BUSD, decimals: 300 }]);
    expect(() => validateTokenList(badDecimals)).toThrow('Token list failed validation: /tokens/1/decimals must be <= 255');
    expect(() => validateTokenList(makeList([]))).toThrow('Token list failed validation: /tokens must NOT have fewer than 1 items');
    expect(() => validateTokenList({ ...makeList([WBNB]), timestamp: 'yesterday' })).toThrow(
      'Token list failed validation: /timestamp must match format "date-time"',
    );
    expect(() => validateTokenList(null)).toThrow(/^Token list failed validation: list must be object$/);
  });

  it('rejects a symbol with spaces and a name over 60 characters', () => {
    expect(() => validateTokenList(makeList([{ ...WBNB, symbol: 'W BNB' }]))).toThrow(/^Token list failed validation: \/tokens\/0\/symbol/);
    expect(() => validateTokenList(makeList([{ ...WBNB, name: 'n'.repeat(61) }]))).toThrow(
      'Token list failed validation: /tokens/0/name must NOT have more than 60 characters',
    );
  });

  it('rejects unknown token fields (no smuggled properties)', () => {
    const list = makeList([{ ...WBNB, onclick: 'alert(1)' } as never]);
    expect(() => validateTokenList(list)).toThrow('Token list failed validation: /tokens/0 must NOT have additional properties');
  });

  it('rejects duplicate tokens by chain and case-insensitive address', () => {
    const dup = { ...CAKE, symbol: 'CAKE2', address: CAKE.address.toLowerCase() };
    expect(() => validateTokenList(makeList([CAKE, WBNB, dup]))).toThrow('Duplicate tokens.');
    // the same address on another chain is a different token
    expect(validateTokenList(makeList([CAKE, { ...CAKE, chainId: 97 }])).tokens).toHaveLength(2);
  });

  it('limits the token count before schema validation', () => {
    const many = Array.from({ length: 11 }, (_, i) => ({ ...WBNB, address: '0x' + i.toString(16).padStart(40, '0') }));
    expect(() => validateTokenList(makeList(many), { maxTokens: 10 })).toThrow('Token list has too many tokens (11; the limit is 10).');
    expect(validateTokenList(makeList(many.slice(0, 10)), { maxTokens: 10 }).tokens).toHaveLength(10);
  });

  it('enforces the default 10,000-token limit', () => {
    const many = Array.from({ length: 10_001 }, () => WBNB);
    expect(() => validateTokenList(makeList(many))).toThrow('Token list has too many tokens (10001; the limit is 10000).');
  });
});

describe('parseTokenListText', () => {
  it('parses and validates', () => {
    expect(parseTokenListText(JSON.stringify(makeList([CAKE]))).tokens[0]?.symbol).toBe('CAKE');
  });
  it('checks the byte size before parsing', () => {
    const text = JSON.stringify(makeList([CAKE]));
    expect(() => parseTokenListText(text, { maxBytes: 50 })).toThrow(/^Token list is too large \(at least \d+ bytes; the limit is 50\)\.$/);
    // multi-byte characters count in UTF-8 bytes: 20 "€" are 20 code units but 60 bytes
    expect(() => parseTokenListText('"' + '€'.repeat(20) + '"', { maxBytes: 50 })).toThrow('Token list is too large (at least 62 bytes');
    expect(() => parseTokenListText('x'.repeat(5 * 1024 * 1024 + 1))).toThrow('the limit is 5242880');
  });
  it('reports invalid JSON', () => {
    expect(() => parseTokenListText('{"name": ')).toThrow('Token list is not valid JSON.');
  });
});

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
