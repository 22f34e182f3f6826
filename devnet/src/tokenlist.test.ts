import { describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import schema from '@uniswap/token-lists/dist/tokenlist.schema.json' with { type: 'json' };
import { validateTokenList } from '@fuelswap/sdk';
import { buildTokenList, logoSvg } from './tokenlist.ts';
import { DEFAULT_LIST_SYMBOLS } from './seed-plan.ts';
import { fakeDeployment } from './test-helpers.ts';

function validator() {
  const ajv = new Ajv({ allErrors: true, verbose: true });
  addFormats(ajv);
  return ajv.compile(schema);
}

describe('buildTokenList', () => {
  const list = buildTokenList(fakeDeployment(), 'http://127.0.0.1:5173');

  it('validates against the @uniswap/token-lists schema', () => {
    const validate = validator();
    const ok = validate(list);
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
    // ...and passes the app's own list validation (size, schema, duplicates).
    expect(() => validateTokenList(JSON.parse(JSON.stringify(list)))).not.toThrow();
  });

  it('holds the spec default list: 15 tokens in its order, on the devnet chain', () => {
    expect(list.name).toBe('FuelSwap Default');
    expect(list.version).toEqual({ major: 1, minor: 0, patch: 0 });
    expect(list.tokens.map((t) => t.symbol)).toEqual([...DEFAULT_LIST_SYMBOLS]);
    expect(list.tokens).toHaveLength(15);
    expect(new Set(list.tokens.map((t) => t.chainId))).toEqual(new Set([31337]));
    for (const t of list.tokens) {
      expect(t.name).toBeTruthy();
      expect(t.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
      expect(t.decimals).toBeGreaterThan(0);
    }
    expect(list.tokens.find((t) => t.symbol === 'FUEL')?.decimals).toBe(9);
  });

  it('makes logos absolute against the base URL (the schema wants URIs) and defines every tag it uses', () => {
    expect(list.tokens[0]!.logoURI).toBe('http://127.0.0.1:5173/devnet/logos/WBNB.svg');
    const moon = list.tokens.find((t) => t.symbol === 'SAFEMOON')!;
    expect(moon.tags).toEqual(['taxed']);
    expect(list.tags?.taxed?.name).toBe('Taxed');
    expect(buildTokenList(fakeDeployment(), 'http://localhost:5174/').tokens[0]!.logoURI).toBe(
      'http://localhost:5174/devnet/logos/WBNB.svg',
    );
  });

  it('is stable for one deployment (timestamp = deployment time), so the app sees no spurious update', () => {
    expect(buildTokenList(fakeDeployment(), 'http://x')).toEqual(buildTokenList(fakeDeployment(), 'http://x'));
    expect(list.timestamp).toBe('2021-05-01T12:00:00.000Z');
  });

  it('rejects what the schema forbids (sanity check of the validator itself)', () => {
    const validate = validator();
    expect(validate({ ...list, tokens: [{ ...list.tokens[0]!, logoURI: '/relative.svg' }] })).toBe(false);
  });
});

describe('logoSvg', () => {
  it('draws the symbol on a colour derived from it, deterministically', () => {
    const svg = logoSvg('FUEL');
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('>FUEL</text>');
    expect(logoSvg('FUEL')).toBe(svg);
    expect(logoSvg('CAKE')).not.toBe(svg.replace('FUEL', 'CAKE'));
    expect(logoSvg('SAFEMOON')).toContain('>SAFE</text>');
    expect(logoSvg('<x>')).not.toContain('<x>');
  });
});
