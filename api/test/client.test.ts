/**
 * The typed client: `hc<AppType>` (hono/client) compiles against the app's own route types, so a client that
 * sends a wrong body or reads a field the API does not answer fails `tsc` (the @ts-expect-error lines below
 * fail the type check the day they stop being errors), and the same client talks to the app in-process.
 */
import { hc } from 'hono/client';
import { getAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { type AppType, createApp } from '../src/app.ts';
import { type Database, openDatabase } from '../src/db/index.ts';
import { createVerifier } from '../src/verify.ts';

let database: Database;
let client: ReturnType<typeof hc<AppType>>;
beforeAll(async () => {
  database = await openDatabase({});
  const app = createApp({
    database,
    chainId: 31337,
    verify: createVerifier(),
    voting: {
      power: {
        currentBlock: async () => 10n,
        powerAt: async () => ({ wallet: 0n, autoVault: 0n, manualPool: 0n, otherPools: 0n, fuelBnbLp: 0n, total: 0n }),
      },
      config: {
        space: 'fuelswap.eth',
        admins: [],
        minProposalPower: 1n,
        startBlock: 1,
        votingPower: getAddress(`0x${'00'.repeat(19)}b2`),
        decimals: 9,
      },
    },
  });
  client = hc<AppType>('http://api.test', { fetch: (input: RequestInfo | URL, init?: RequestInit) => app.request(input, init) });
});
afterAll(async () => {
  await database?.close();
});

describe('hc<AppType>', () => {
  it('types the username routes from the server', async () => {
    const address = getAddress(`0x${'11'.repeat(20)}`);
    const res = await client.api.users[':address'].$get({ param: { address } });
    expect(res.status).toBe(200);
    if (res.status !== 200) return;
    const body = await res.json();
    expectTypeOf(body.username).toEqualTypeOf<string | null>();
    expect(body).toEqual({ address, username: null });
    // @ts-expect-error: the register body has no `name` field
    void client.api.users.register.$post({ json: { address, name: 'x', signature: '0x00' } });
  });

  it('types the voting routes from the server, bodies and queries included', async () => {
    const config = await (await client.api.voting.config.$get()).json();
    expectTypeOf(config.minProposalPower).toEqualTypeOf<string>();
    expect(config.space).toBe('fuelswap.eth');
    const gql = await client.api.voting.graphql.$post({ json: { query: '{ proposals { id } }' } });
    expect(gql.status).toBe(200);
    const refused = await client.api.voting.graphql.$post({ json: { query: `{ proposals(first: 1001) { id } }` } });
    expect(refused.status).toBe(400);
    // @ts-expect-error: `query` must be a string
    void client.api.voting.graphql.$post({ json: { query: 1 } });
    // @ts-expect-error: the block is a query parameter of decimal digits, passed as a string
    void client.api.voting.power[':address'].$get({ param: { address: '0x' }, query: { block: 5 } });
  });
});
