/**
 * The voting hub under concurrent load on loopback: votes per second accepted with the signature
 * and chain-power checks, p95 latency, and 0 wrongly accepted. A real anvil (FUEL, chef, vault, FUEL-BNB farm,
 * FuelVotingPower), the real hub (api/src/app.ts on PGlite in a temp folder) served over HTTP on 127.0.0.1,
 * one proposal, then VOTERS valid votes mixed with as many forged ones (signed by one key, claiming another
 * address) and replays of valid ones, sent by CONNECTIONS concurrent clients. Every vote's power is read from
 * the chain at the snapshot block by the server.
 *
 *   npx tsx bench/voting.ts
 *   BENCH_VOTING_VOTERS=100 BENCH_VOTING_CONNECTIONS=10 npx tsx bench/voting.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import type { Address } from 'viem';
import { mnemonicToAccount, type HDAccount } from 'viem/accounts';
import { artifacts } from '../contracts/generated/artifacts.ts';
import { abi, deployFixture, FUEL, startEnv } from '../contracts/test/farms/helpers.ts';
import { createApp } from '../api/src/app.ts';
import { openDatabase } from '../api/src/db/index.ts';
import { createVerifier } from '../api/src/verify.ts';
import { chainPowerSource } from '../api/src/voting/power.ts';
import {
  PROPOSAL_TYPES,
  proposalTypedData,
  SNAPSHOT_DOMAIN,
  VOTE_TYPES,
  voteTypedData,
  type ProposalMessage,
  type VoteMessage,
} from '../packages/sdk/src/voting/index.ts';

const VOTERS = Number(process.env.BENCH_VOTING_VOTERS ?? 200);
const CONNECTIONS = Number(process.env.BENCH_VOTING_CONNECTIONS ?? 20);
const LIMIT_P95_MS = 250;
const MNEMONIC = 'test test test test test test test test test test test junk';
const SPACE = 'fuelswap.eth';

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export async function benchVoting(): Promise<string[]> {
  const env = await startEnv();
  const tmp = mkdtempSync(join(tmpdir(), 'fuelswap-bench-voting-'));
  const database = await openDatabase({ dataDir: join(tmp, 'db') });
  try {
    const f = await deployFixture(env);
    const [owner] = env.accounts as [Address];
    const wbnb = await env.deploy('WBNB');
    const factory = await env.deploy('FuelFactory', [owner]);
    await env.write(factory, artifacts.FuelFactory.abi, 'createPair', [f.fuel, wbnb]);
    const pair = await env.read<Address>(factory, artifacts.FuelFactory.abi, 'getPair', [f.fuel, wbnb]);
    await env.write(f.chef, abi.chef, 'add', [3000n, pair, true]);
    const vp = await env.deploy('FuelVotingPower', [f.fuel, f.chef, f.vault, pair, 1n, []]);
    // Voters: fresh keys holding 1..VOTERS FUEL (distinct weights), funded by the fixture's first user.
    const voters: HDAccount[] = Array.from({ length: VOTERS }, (_, i) => mnemonicToAccount(MNEMONIC, { addressIndex: 100 + i }));
    for (const [i, v] of voters.entries()) await env.write(f.fuel, abi.fuel, 'transfer', [v.address, FUEL(i + 1)], { from: f.users[0]! });
    const author = mnemonicToAccount(MNEMONIC, { addressIndex: 3 });

    const app = createApp({
      database,
      chainId: 31337,
      verify: createVerifier(),
      voting: {
        power: chainPowerSource(env.node.url, vp),
        config: { space: SPACE, admins: [owner], minProposalPower: FUEL(10), startBlock: 1, votingPower: vp, decimals: 9 },
        // Every voter posts from 127.0.0.1: the per-IP limit (100 a minute) would measure the limit, not the hub.
        limits: { perIp: { limit: 1_000_000, windowS: 60 }, perAddress: { limit: 1_000, windowS: 60 } },
      },
    });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => server.once('listening', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/voting/msg`;
    const post = async (body: unknown) => {
      const t0 = performance.now();
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      await res.arrayBuffer();
      return { ok: res.ok, ms: performance.now() - t0 };
    };
    try {
      const now = Math.floor(Date.now() / 1000);
      const pm: ProposalMessage = {
        from: author.address,
        space: SPACE,
        timestamp: now,
        type: 'single-choice',
        title: 'Bench',
        body: 'Load',
        discussion: '',
        choices: ['Yes', 'No'],
        labels: [],
        start: now - 60,
        end: now + 3600,
        snapshot: Number(await env.blockNumber()),
        plugins: '{}',
        privacy: '',
        app: '',
      };
      const pr = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          address: author.address,
          sig: await author.signTypedData(proposalTypedData(pm)),
          data: { domain: SNAPSHOT_DOMAIN, types: PROPOSAL_TYPES, message: pm },
        }),
      });
      const { id } = (await pr.json()) as { id: string };
      // After the snapshot the first 20 voters receive 1000 FUEL more: the server must still count the snapshot balance.
      for (const v of voters.slice(0, 20)) await env.write(f.fuel, abi.fuel, 'transfer', [v.address, FUEL(1000)], { from: f.users[1]! });
      const sign = async (by: HDAccount, claim: Address, choice: number) => {
        const m: VoteMessage = { from: claim, space: SPACE, timestamp: now, proposal: id, choice, reason: '', app: '', metadata: '{}' };
        return {
          address: claim,
          sig: await by.signTypedData(voteTypedData(m)),
          data: { domain: SNAPSHOT_DOMAIN, types: VOTE_TYPES, message: m },
        };
      };
      const valid = await Promise.all(voters.map((v, i) => sign(v, v.address, (i % 2) + 1)));
      const forged = await Promise.all(voters.map((v, i) => sign(author, v.address, (i % 2) + 1)));
      const jobs: { body: unknown; voter: number; kind: 'valid' | 'forged' | 'replay' }[] = [];
      for (let i = 0; i < VOTERS; i++)
        jobs.push(
          { body: valid[i], voter: i, kind: 'valid' },
          { body: forged[i], voter: i, kind: 'forged' },
          { body: valid[i], voter: i, kind: 'replay' },
        );
      const results: { ok: boolean; ms: number; voter: number; kind: string }[] = [];
      let next = 0;
      const t0 = performance.now();
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async () => {
          while (next < jobs.length) {
            const j = jobs[next++]!;
            results.push({ ...(await post(j.body)), voter: j.voter, kind: j.kind });
          }
        }),
      );
      const seconds = (performance.now() - t0) / 1000;
      const accepted = results.filter((r) => r.ok).length;
      const gq = await fetch(url.replace(/msg$/, 'graphql'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'query($id: String!) { proposal(id: $id) { votes scores_total } }', variables: { id } }),
      });
      const stored = ((await gq.json()) as { data: { proposal: { votes: number; scores_total: string } } }).data.proposal;
      const expectedTotal = FUEL((VOTERS * (VOTERS + 1)) / 2);
      // Wrongly accepted: any forged vote, and a second acceptance of the same voter's vote (the valid one and its
      // replay race: exactly one of the two may pass).
      const okPerVoter = new Array<number>(VOTERS).fill(0);
      for (const r of results) if (r.ok && r.kind !== 'forged') okPerVoter[r.voter]! += 1;
      const wrongly = results.filter((r) => r.ok && r.kind === 'forged').length + okPerVoter.filter((n) => n > 1).length;
      const missed = okPerVoter.filter((n) => n === 0).length;
      const lat = results.map((r) => r.ms).sort((a, b) => a - b);
      const p95 = pct(lat, 95);
      return [
        `  ${results.length} messages (${VOTERS} valid votes, ${VOTERS} forged, ${VOTERS} replays), ${CONNECTIONS} concurrent clients, PGlite, power read from anvil per vote`,
        `  accepted ${accepted} (${stored.votes} stored, power total ${stored.scores_total === expectedTotal.toString() ? 'exactly the snapshot balances' : `${stored.scores_total} != ${expectedTotal}`}); wrongly accepted: ${wrongly}; valid votes refused: ${missed}`,
        `  ${(stored.votes / seconds).toFixed(0)} votes/s accepted, ${(results.length / seconds).toFixed(0)} messages/s handled in ${seconds.toFixed(2)} s`,
        `  latency p50 ${pct(lat, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (limit ${LIMIT_P95_MS} ms: ${(p95 / LIMIT_P95_MS).toFixed(2)}x)`,
      ];
    } finally {
      await new Promise((r) => server.close(r));
    }
  } finally {
    await database.close();
    await env.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchVoting()) console.log(line);
}
