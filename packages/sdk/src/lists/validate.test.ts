import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUSD, CAKE, WBNB, makeList } from './fixtures.test-helpers.ts';
import { parseTokenListText, validateTokenList } from './validate.ts';

describe('the schema validator stays in validate.ts', () => {
  // The app loads validate.ts on demand; the SDK's other modules (constants in limits.ts, display
  // helpers in sanitize.ts) must not import it, or every page using them would load the validator.
  const imports = (file: string) =>
    [...readFileSync(resolve(import.meta.dirname, file), 'utf8').matchAll(/^\s*(?:import|export)\s[^;]*?from\s+['"]([^'"]+)['"]/gm)].map(
      (m) => m[1],
    );
  const modules = readdirSync(import.meta.dirname).filter((f) => f.endsWith('.ts') && !/\.test(-helpers)?\.ts$/.test(f));

  it('only validate.ts imports the validator, and only fetch.ts and the index import validate.ts', () => {
    expect(modules.filter((f) => imports(f).some((s) => s?.includes('token-list-validator')))).toEqual(['validate.ts']);
    expect(modules.filter((f) => imports(f).includes('./validate.ts')).sort()).toEqual(['fetch.ts', 'index.ts']);
  });
});

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
