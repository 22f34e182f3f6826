import { describe, expect, it } from 'vitest';
import { checkGraphqlRequest } from '../src/api/guard.ts';

const addr = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const tx = `0x${'ab'.repeat(32)}`;

describe('checkGraphqlRequest', () => {
  it('accepts the queries the app sends', () => {
    expect(
      checkGraphqlRequest(
        `{ swaps(where: { account: "${addr}" }, orderBy: "timestamp", orderDirection: "desc", limit: 10) { items { id } } }`,
        undefined,
      ),
    ).toBeUndefined();
    expect(
      checkGraphqlRequest(
        `{ swap(id: "${tx}-3") { id } pair(id: "${addr}") { id } liquidityPosition(id: "${addr}-${addr}") { id } }`,
        undefined,
      ),
    ).toBeUndefined();
    expect(checkGraphqlRequest('query($a: String) { swaps(where: { account: $a }) { items { id } } }', { a: addr })).toBeUndefined();
    expect(
      checkGraphqlRequest(
        `{ swaps(where: { OR: [{ token0_in: ["${addr}"] }, { txHash: "${tx}" }], account_starts_with: "0x7" }) { totalCount } }`,
        undefined,
      ),
    ).toBeUndefined();
  });
  it('names a malformed address, hash or id', () => {
    expect(checkGraphqlRequest('{ swaps(where: { account: "0xnothex" }) { items { id } } }', undefined)).toMatch(
      /"account" must be an address/,
    );
    expect(checkGraphqlRequest(`{ mints(where: { pair_in: ["${addr}", "${addr.slice(0, 41)}"] }) { items { id } } }`, undefined)).toMatch(
      /"pair_in" must be an address/,
    );
    expect(checkGraphqlRequest('{ burns(where: { txHash: "0x12" }) { items { id } } }', undefined)).toMatch(/transaction hash/);
    expect(checkGraphqlRequest('{ token(id: "0xzz") { id } }', undefined)).toMatch(/not a valid id/);
    expect(checkGraphqlRequest('query($w: swapFilter) { swaps(where: $w) { items { id } } }', { w: { account: 'bob' } })).toMatch(
      /"account" must be an address/,
    );
  });
  it('bounds what one request may cost: depth, page size, offset, list filters, top-level fields, length', () => {
    const nested = (n: number) => `{ ${'a { '.repeat(n - 1)}id${' }'.repeat(n - 1)} }`;
    expect(checkGraphqlRequest(nested(10), undefined)).toBeUndefined();
    expect(checkGraphqlRequest(nested(11), undefined)).toMatch(/nested more than 10 levels/);
    expect(checkGraphqlRequest('{ bets(limit: 1000) { items { id } } }', undefined)).toBeUndefined();
    expect(checkGraphqlRequest('{ bets(limit: 1001) { items { id } } }', undefined)).toMatch(/"limit" is 1001; at most 1000/);
    expect(checkGraphqlRequest('query($n: Int) { bets(limit: $n) { items { id } } }', { n: 5000 })).toMatch(/"limit" is 5000/);
    expect(checkGraphqlRequest('{ bets(offset: 10000) { items { id } } }', undefined)).toBeUndefined();
    expect(checkGraphqlRequest('{ bets(offset: 10001) { items { id } } }', undefined)).toMatch(/"offset" is 10001.*after/);
    const many = Array.from({ length: 1001 }, () => `"${addr}"`).join(', ');
    expect(checkGraphqlRequest(`{ swaps(where: { account_in: [${many}] }) { items { id } } }`, undefined)).toMatch(
      /1001 values; at most 1000/,
    );
    expect(
      checkGraphqlRequest('query($w: swapFilter) { swaps(where: $w) { items { id } } }', { w: { account_in: Array(1001).fill(addr) } }),
    ).toMatch(/"account_in" has 1001 values/);
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: bets(limit: 1000) { totalCount }`).join(' ')} }`;
    expect(checkGraphqlRequest(aliases(20), undefined)).toBeUndefined();
    expect(checkGraphqlRequest(aliases(21), undefined)).toMatch(/21 top-level fields/);
    expect(checkGraphqlRequest(`{ bets(where: { OR: [${'{ id: "1" }, '.repeat(1200)}] }) { totalCount } }`, undefined)).toMatch(/too long/);
  });
  it('leaves a query that does not parse to the GraphQL server', () => {
    expect(checkGraphqlRequest('{ swaps( {', undefined)).toBeUndefined();
    expect(checkGraphqlRequest(undefined, undefined)).toBeUndefined();
  });
});
