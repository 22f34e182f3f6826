/**
 * Our constants are Snapshot's: the real @snapshot-labs/snapshot.js client (0.17.5, a root test dependency)
 * signs a proposal and a vote through a capturing signer, and the domain, types and message it signs are the
 * ones this module builds. (Its send then fails against a closed port: only the signing is under test here;
 * api/test/voting.snapshotjs.test.ts posts to the hub.)
 */
import snapshot from '@snapshot-labs/snapshot.js';
import { describe, expect, it } from 'vitest';
import { parseEnvelope, PROPOSAL_TYPES, SNAPSHOT_DOMAIN, VOTE_TYPES } from './index.ts';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function capturingSigner() {
  const seen: { domain: unknown; types: unknown; message: Record<string, unknown> }[] = [];
  return {
    seen,
    signer: {
      _signTypedData: async (domain: unknown, types: unknown, message: Record<string, unknown>) => {
        seen.push({ domain, types, message: { ...message } });
        return `0x${'11'.repeat(65)}`;
      },
    },
  };
}

describe('snapshot.js client', () => {
  it('signs proposals and votes with our domain and types, and its envelopes parse', async () => {
    const client = new snapshot.Client712('http://127.0.0.1:1/api/voting/msg');
    const { seen, signer } = capturingSigner();
    await expect(
      client.proposal(signer as never, ADDRESS, {
        space: 'fuelswap.eth',
        type: 'single-choice',
        title: 'T',
        body: 'B',
        choices: ['Yes', 'No'],
        start: 1,
        end: 2,
        snapshot: 3,
        plugins: '{}',
        discussion: '',
      } as never),
    ).rejects.toBeDefined();
    await expect(
      client.vote(signer as never, ADDRESS, {
        space: 'fuelswap.eth',
        proposal: `0x${'ab'.repeat(32)}`,
        type: 'single-choice',
        choice: 1,
      } as never),
    ).rejects.toBeDefined();
    expect(seen).toHaveLength(2);
    expect(seen[0]!.domain).toEqual(SNAPSHOT_DOMAIN);
    expect(seen[0]!.types).toEqual(PROPOSAL_TYPES);
    expect(seen[1]!.domain).toEqual(SNAPSHOT_DOMAIN);
    expect(seen[1]!.types).toEqual(VOTE_TYPES);
    for (const s of seen) {
      const parsed = parseEnvelope({ address: ADDRESS, sig: `0x${'11'.repeat(65)}`, data: JSON.parse(JSON.stringify(s)) });
      expect(parsed.message).toEqual(s.message);
    }
  });
});
