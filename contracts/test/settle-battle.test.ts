import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContractFunctionExecutionError, ContractFunctionRevertedError, HttpRequestError, type Address } from 'viem';
import { computeStandings, settlementOf } from '@fuelswap/sdk';
import { fuelTradingCompetitionAbi } from '@fuelswap/contracts';
import {
  fetchVolumes,
  indexedBlockOf,
  indexerBehind,
  oneLine,
  parseSettleArgs,
  planOf,
  readDeploymentFile,
  settlementTable,
  usd,
} from '../scripts/settle-battle.ts';

const D = 10n ** 18n;
const KEY = `0x${'ab'.repeat(32)}` as const;
const A = '0x00000000000000000000000000000000000000aa';
const B = '0x00000000000000000000000000000000000000bb';
const C = '0x00000000000000000000000000000000000000cc';
const tierOf = (r: number) => ({ group: r === 1 ? 5 : r <= 10 ? 4 : r <= 100 ? 3 : r <= 500 ? 2 : 1 });

describe('battle:settle arguments and environment', () => {
  it('defaults to a dry run against the devnet files and indexer', () => {
    const c = parseSettleArgs([], {});
    expect(c).toEqual({
      help: false,
      send: false,
      deploymentFile: resolve(import.meta.dirname, '../../deployments/31337.json'),
      rpcUrl: undefined,
      indexer: { graphql: 'http://127.0.0.1:42069/graphql', status: 'http://127.0.0.1:42069/status' },
      ownerKey: undefined,
    });
  });

  it('reads --send, the env overrides and the owner key; an endpoint or base URL for the indexer', () => {
    const c = parseSettleArgs(['--send'], {
      DEPLOYMENT_FILE: '/tmp/d.json',
      RPC_URL: 'https://bsc.example/rpc',
      INDEXER_URL: 'https://idx.example/graphql/',
      BATTLE_OWNER_KEY: ` ${KEY} `,
    });
    expect(c).toMatchObject({
      send: true,
      deploymentFile: '/tmp/d.json',
      rpcUrl: 'https://bsc.example/rpc',
      indexer: { graphql: 'https://idx.example/graphql', status: 'https://idx.example/status' },
      ownerKey: KEY,
    });
    expect(parseSettleArgs(['-h'], { RPC_URL: '' }).help).toBe(true);
    expect(parseSettleArgs([], { RPC_URL: '' }).rpcUrl).toBeUndefined();
  });

  it('refuses unknown arguments and bad values, never echoing the key', () => {
    expect(() => parseSettleArgs(['--dry'], {})).toThrow('unknown argument "--dry"');
    expect(() => parseSettleArgs([], { RPC_URL: 'localhost:8545' })).toThrow('RPC_URL "localhost:8545" is not a URL');
    expect(() => parseSettleArgs([], { INDEXER_URL: 'nope' })).toThrow('INDEXER_URL "nope" is not a URL');
    const secret = `0x${'cd'.repeat(31)}`;
    let message = '';
    try {
      parseSettleArgs([], { BATTLE_OWNER_KEY: secret });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toBe('BATTLE_OWNER_KEY is not a 0x-prefixed 32-byte hex private key');
  });
});

describe('battle:settle deployment file', () => {
  it('names a missing file, bad JSON, an invalid file and a file without the battle', () => {
    const missing = () => {
      throw new Error('ENOENT');
    };
    expect(() => readDeploymentFile('/x.json', missing)).toThrow('no deployment file at /x.json');
    expect(() => readDeploymentFile('/x.json', () => '{')).toThrow('/x.json is not JSON');
    expect(() => readDeploymentFile('/x.json', () => '{"chainId":1}')).toThrow('/x.json: Invalid deployment file: rpcUrl missing');
  });
});

describe('battle:settle failures in one line', () => {
  it("gives a revert's reason and viem's short message with its details", () => {
    const revert = new ContractFunctionExecutionError(
      new ContractFunctionRevertedError({
        abi: fuelTradingCompetitionAbi,
        functionName: 'setTeamRank',
        message: 'Competition: ranks are set while calculating',
      }),
      { abi: fuelTradingCompetitionAbi, functionName: 'setTeamRank', args: [1n, 1n] },
    );
    expect(oneLine(revert)).toBe('reverted: Competition: ranks are set while calculating');
    expect(oneLine(new HttpRequestError({ url: 'http://127.0.0.1:1', details: 'fetch failed' }))).toBe(
      'HTTP request failed (fetch failed)',
    );
    expect(oneLine(new Error('first\n  second'))).toBe('first second');
  });
});

/** A fake indexer: answers the volumes query from `pages`, recording the variables. */
function fakeIndexer(pages: unknown[], status = 200) {
  const seen: Record<string, unknown>[] = [];
  const fetchImpl = (async (_url: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { variables: Record<string, unknown> };
    seen.push(body.variables);
    return new Response(JSON.stringify(pages[seen.length - 1]), { status });
  }) as typeof fetch;
  return { fetchImpl, seen };
}

const page = (items: { account: string; amountUSD: string }[], endCursor: string | null) => ({
  data: { swaps: { items, pageInfo: { hasNextPage: endCursor !== null, endCursor } } },
});

describe('battle:settle volumes from the indexer', () => {
  it("sums every page per lower-case account with the app's variables", async () => {
    const { fetchImpl, seen } = fakeIndexer([
      page(
        [
          { account: '0xAA', amountUSD: '100' },
          { account: '0xbb', amountUSD: '5' },
        ],
        'c1',
      ),
      page([{ account: '0xaa', amountUSD: (2n * D).toString() }], null),
    ]);
    const v = await fetchVolumes('http://i/graphql', [A as Address], 10, 20, fetchImpl);
    expect([...v]).toEqual([
      ['0xaa', 2n * D + 100n],
      ['0xbb', 5n],
    ]);
    expect(seen).toEqual([
      { pairs: [A], from: 10, to: 20, after: null },
      { pairs: [A], from: 10, to: 20, after: 'c1' },
    ]);
  });

  it('fails clearly on a refused query, an unexpected shape, HTTP errors and a stuck cursor', async () => {
    const run = (pages: unknown[], status = 200) => fetchVolumes('http://i/graphql', [], 0, 1, fakeIndexer(pages, status).fetchImpl);
    await expect(run([{ errors: [{ message: 'bad field' }] }])).rejects.toThrow('the indexer refused the volumes query: bad field');
    await expect(run([page([{ account: '0xaa', amountUSD: '1.5' }], null)])).rejects.toThrow('(at swaps.items.0.amountUSD)');
    await expect(run([{ data: {} }])).rejects.toThrow('(at swaps)');
    await expect(run([{}], 502)).rejects.toThrow('answered HTTP 502');
    await expect(run([page([], 'c1'), page([], 'c1')])).rejects.toThrow('gave no new cursor');
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    await expect(fetchVolumes('http://i/graphql', [], 0, 1, down)).rejects.toThrow(
      'cannot reach the indexer at http://i/graphql (fetch failed)',
    );
  });

  it('reads a last page and refuses a cursor of the wrong type', async () => {
    const last = await fetchVolumes(
      'http://i/graphql',
      [],
      0,
      1,
      fakeIndexer([page([{ account: '0xa', amountUSD: '7' }], null)]).fetchImpl,
    );
    expect([...last]).toEqual([['0xa', 7n]]);
    const wrong = { data: { swaps: { items: [], pageInfo: { hasNextPage: false, endCursor: 3 } } } };
    await expect(fetchVolumes('http://i/graphql', [], 0, 1, fakeIndexer([wrong]).fetchImpl)).rejects.toThrow(
      '(at swaps.pageInfo.endCursor)',
    );
  });

  it("needs the indexer at the window's end, or at the head of a battle closed early", () => {
    expect(indexedBlockOf({ anvil: { id: 31337, block: { number: 9, timestamp: 90 } } })).toEqual({ number: 9, timestamp: 90 });
    expect(indexedBlockOf({})).toBeUndefined();
    const head = { number: 12, timestamp: 120 };
    expect(indexerBehind({ number: 11, timestamp: 110 }, 100, head)).toBeUndefined();
    expect(indexerBehind({ number: 9, timestamp: 90 }, 100, head)).toBe(
      'the indexer is at block 9 (1970-01-01T00:01:30Z), the volumes need it at 1970-01-01T00:01:40Z (head 12)',
    );
    expect(indexerBehind({ number: 12, timestamp: 120 }, 500, head)).toBeUndefined();
    expect(indexerBehind({ number: 11, timestamp: 110 }, 500, head)).toContain('need it at 1970-01-01T00:02:00Z');
    expect(indexerBehind(undefined, 100, head)).toBe('the indexer reports no indexed block');
  });
});

describe('battle:settle plan and table', () => {
  const standings = computeStandings(
    [
      { account: A, teamId: 1, volume: 1234567n * 10n ** 16n },
      { account: B, teamId: 2, volume: 0n },
      { account: C, teamId: 1, volume: 5n * D },
    ],
    [1, 2, 3],
  );
  const settlement = settlementOf(standings, tierOf, { chunkSize: 1 });

  it('sends everything on a fresh contract, team ranks before groups', () => {
    const plan = planOf(settlement, { teamRanks: new Map(), groups: new Map() });
    expect(plan.teamRankCalls).toEqual([
      { teamId: 1, rank: 1 },
      { teamId: 2, rank: 2 },
      { teamId: 3, rank: 3 },
    ]);
    expect(plan.groupCalls).toEqual([
      { group: 5, accounts: [A] },
      { group: 4, accounts: [C] },
      { group: 1, accounts: [B] },
    ]);
    expect(plan.conflicts).toEqual([]);
  });

  it('after a partial run sends only the rest, and refuses a team rank the contract holds otherwise', () => {
    const partial = planOf(settlement, {
      teamRanks: new Map([
        [1, 1],
        [2, 2],
      ]),
      groups: new Map([[A, 5]]),
    });
    expect(partial.teamRankCalls).toEqual([{ teamId: 3, rank: 3 }]);
    expect(partial.groupCalls.map((c) => c.group)).toEqual([4, 1]);
    expect(partial.accounts.map((a) => a.state)).toEqual(['set', 'to send', 'to send']);
    // A group written before with another value is written again (the contract allows it).
    expect(planOf(settlement, { teamRanks: new Map(), groups: new Map([[C, 5]]) }).groupCalls).toHaveLength(3);
    const wrong = planOf(settlement, { teamRanks: new Map([[1, 2]]), groups: new Map() });
    expect(wrong.conflicts).toEqual(['team 1 has rank 2 on the contract, the standings give 1']);
    expect(wrong.teams[0]!.state).toBe('conflict');
  });

  it('prints teams, accounts and what is to send', () => {
    const plan = planOf(settlement, { teamRanks: new Map([[1, 1]]), groups: new Map() });
    const text = settlementTable({
      competition: '0x88B9Ad010A699Cc0c8C5C5EA8bAF90A0C375df1a',
      status: 'close',
      liveStart: 0,
      liveEnd: 86_400,
      standings,
      plan,
      teamName: (id) => `T${id}`,
      tierName: (g) => (g === 5 ? 'champion' : g === 4 ? 'top10' : 'participant'),
    });
    expect(text).toBe(
      [
        'Battle 0x88B9Ad010A699Cc0c8C5C5EA8bAF90A0C375df1a: close, 3 registered, volumes from 1970-01-01T00:00:00Z to 1970-01-02T00:00:00Z',
        '',
        'Team ranks (setTeamRank)',
        '  team  name  traders   volume $  rank  on chain',
        '  1     T1          2  12,350.67     1         1  set',
        '  2     T2          1       0.00     2         -  to send',
        '  3     T3          0       0.00     3         -  to send',
        '',
        'Reward groups (updateUserRewardGroups)',
        '  account                                     team   volume $  rank in team  group          on chain',
        '  0x00000000000000000000000000000000000000AA     1  12,345.67            #1  5 champion            -  to send',
        '  0x00000000000000000000000000000000000000cc     1       5.00            #2  4 top10               -  to send',
        '  0x00000000000000000000000000000000000000bb     2       0.00            #1  1 participant         -  to send',
        '',
        'To send: 2 setTeamRank, 3 updateUserRewardGroups (group 5: 1, group 4: 1, group 1: 1).',
      ].join('\n'),
    );
  });

  it('formats dollars rounded down with separators', () => {
    expect([usd(0n), usd(999n * 10n ** 15n), usd(1_000_000n * D + 5n * 10n ** 15n)]).toEqual(['0.00', '0.99', '1,000,000.00']);
  });
});
