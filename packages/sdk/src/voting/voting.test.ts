import { privateKeyToAccount } from 'viem/accounts';
import { recoverTypedDataAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import {
  combineDateTime,
  EnvelopeError,
  hasErrors,
  isCoreProposal,
  matchesType,
  messageId,
  nextQuarterHour,
  parseEnvelope,
  PROPOSAL_TYPES,
  proposalState,
  proposalTypedData,
  PROPOSALS_PAGE_SIZE,
  quarterHourOptions,
  SNAPSHOT_DOMAIN,
  sortVotes,
  tallyVotes,
  validateProposalForm,
  VOTE_TYPES,
  VOTES_PAGE_SIZE,
  type ProposalFormValues,
  type ProposalMessage,
} from './index.ts';

const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const proposal: ProposalMessage = {
  from: account.address,
  space: 'fuelswap.eth',
  timestamp: 1_790_000_000,
  type: 'single-choice',
  title: 'Burn more',
  body: 'Text',
  discussion: '',
  choices: ['Yes', 'No'],
  labels: [],
  start: 1_790_000_000,
  end: 1_790_086_400,
  snapshot: 123,
  plugins: '{}',
  privacy: '',
  app: '',
};

describe('Snapshot messages', () => {
  it('signs and recovers with the Snapshot domain, and the id is the EIP-712 digest', async () => {
    const td = proposalTypedData(proposal);
    const sig = await account.signTypedData(td);
    expect(await recoverTypedDataAddress({ ...td, signature: sig })).toBe(account.address);
    const env = { address: account.address, sig, data: { domain: SNAPSHOT_DOMAIN, types: PROPOSAL_TYPES, message: proposal } };
    const parsed = parseEnvelope(JSON.parse(JSON.stringify(env)));
    expect(parsed).toEqual({ kind: 'proposal', address: account.address, sig, message: proposal });
    expect(messageId(parsed)).toMatch(/^0x[0-9a-f]{64}$/);
    expect(messageId({ kind: 'proposal', address: account.address, sig, message: { ...proposal, title: 'Burn less' } })).not.toBe(
      messageId(parsed),
    );
  });

  it('parses a vote and refuses other domains, types, extra or missing fields and oversized text', () => {
    const vote = {
      from: account.address,
      space: 'fuelswap.eth',
      timestamp: 1,
      proposal: `0x${'ab'.repeat(32)}`,
      choice: 1,
      reason: '',
      app: '',
      metadata: '{}',
    };
    const env = (over: Record<string, unknown> = {}, message: Record<string, unknown> = vote) => ({
      address: account.address,
      sig: '0x1234',
      data: { domain: SNAPSHOT_DOMAIN, types: VOTE_TYPES, message },
      ...over,
    });
    expect(parseEnvelope(env()).kind).toBe('vote');
    const err = (j: unknown) => {
      try {
        parseEnvelope(j);
      } catch (e) {
        expect(e).toBeInstanceOf(EnvelopeError);
        return (e as Error).message;
      }
      return 'accepted';
    };
    expect(err(null)).toBe('body must be an object');
    expect(err(env({ address: 'nope' }))).toBe('address must be an address');
    expect(err(env({ sig: 'zz' }))).toBe('sig must be a hex signature');
    expect(err(env({ data: { domain: { name: 'snapshot', version: '0.1.3' }, types: VOTE_TYPES, message: vote } }))).toContain(
      'data.domain',
    );
    expect(err(env({ data: { domain: { ...SNAPSHOT_DOMAIN, chainId: 1 }, types: VOTE_TYPES, message: vote } }))).toContain('data.domain');
    expect(err(env({ data: { domain: SNAPSHOT_DOMAIN, types: { Vote: VOTE_TYPES.Vote.slice(1) }, message: vote } }))).toContain(
      'data.types',
    );
    expect(err(env({}, { ...vote, power: '1000' }))).toContain('message fields must be exactly');
    expect(err(env({ vp: '1000' }))).toBe('body fields must be exactly: address, sig, data');
    expect(err(env({}, { ...vote, choice: -1 }))).toBe('message.choice must be an unsigned integer');
    expect(err(env({}, { ...vote, choice: '1' }))).toBe('message.choice must be an unsigned integer');
    expect(err(env({}, { ...vote, reason: 'x'.repeat(1001) }))).toBe('message.reason is longer than 1000 characters');
  });
});

describe('proposal rules', () => {
  it('is pending before start, active until end, closed from end', () => {
    expect(proposalState(100, 200, 99)).toBe('pending');
    expect(proposalState(100, 200, 100)).toBe('active');
    expect(proposalState(100, 200, 199)).toBe('active');
    expect(proposalState(100, 200, 200)).toBe('closed');
  });

  it('is Core when an admin wrote it, in any letter case, Community otherwise', () => {
    const admins = [account.address];
    expect(isCoreProposal(account.address.toLowerCase(), admins)).toBe(true);
    expect(isCoreProposal('0x0000000000000000000000000000000000000001', admins)).toBe(false);
    expect(matchesType(account.address, 'community', admins)).toBe(false);
    expect(matchesType(account.address, 'core', admins)).toBe(true);
    expect(matchesType('0x0000000000000000000000000000000000000001', 'all', admins)).toBe(true);
  });

  it('uses the spec page sizes', () => {
    expect(PROPOSALS_PAGE_SIZE).toBe(5);
    expect(VOTES_PAGE_SIZE).toBe(1000);
  });
});

describe('proposal form', () => {
  const ok: ProposalFormValues = {
    title: 'T',
    body: 'B',
    choices: ['Yes', 'No'],
    startDate: '2026-11-24',
    startTime: '10:15',
    endDate: '2026-11-25',
    endTime: '10:00',
    snapshot: '100',
  };
  it('accepts a complete form', () => {
    expect(validateProposalForm(ok, 100n)).toEqual({});
    expect(hasErrors(validateProposalForm(ok, 100n))).toBe(false);
  });
  it('gives the spec messages', () => {
    const e = validateProposalForm(
      {
        title: ' ',
        body: '',
        choices: ['Yes'],
        startDate: '2026-02-30',
        startTime: '10:07',
        endDate: '',
        endTime: '25:00',
        snapshot: '101',
      },
      100n,
    );
    expect(e).toEqual({
      title: [{ key: '%field% is required', data: { field: 'Title' } }],
      body: [{ key: '%field% is required', data: { field: 'Content' } }],
      choices: [{ key: 'Please create a minimum of %num% choices', data: { num: 2 } }],
      startDate: [{ key: 'Please select a valid date' }],
      startTime: [{ key: 'Please select a valid time' }],
      endDate: [{ key: '%field% is required', data: { field: 'End Date' } }],
      endTime: [{ key: 'Please select a valid time' }],
      snapshot: [{ key: 'Invalid snapshot' }],
    });
    expect(validateProposalForm({ ...ok, choices: ['Yes', ' '] }).choices).toEqual([{ key: 'Choices must not be empty' }]);
    expect(validateProposalForm({ ...ok, endDate: '2026-11-24', endTime: '10:15' }).endDate).toEqual([
      { key: 'End date must be after the start date' },
    ]);
    expect(validateProposalForm({ ...ok, snapshot: '0' }).snapshot).toEqual([{ key: 'Invalid snapshot' }]);
    expect(validateProposalForm({ ...ok, snapshot: '1.5' }).snapshot).toEqual([{ key: 'Invalid snapshot' }]);
    // A block the hub would refuse as too old is invalid here too.
    expect(validateProposalForm(ok, 200n).snapshot).toBeUndefined();
    expect(validateProposalForm(ok, 201n).snapshot).toEqual([{ key: 'Invalid snapshot' }]);
  });
  it('steps time in quarter hours', () => {
    expect(quarterHourOptions()).toHaveLength(96);
    expect(quarterHourOptions().slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    const d = (h: number, m: number, s = 0) => new Date(2026, 10, 24, h, m, s);
    expect(nextQuarterHour(d(10, 0))).toEqual(d(10, 0));
    expect(nextQuarterHour(d(10, 0, 1))).toEqual(d(10, 15));
    expect(nextQuarterHour(d(10, 46))).toEqual(d(11, 0));
    expect(nextQuarterHour(d(23, 59))).toEqual(new Date(2026, 10, 25, 0, 0));
    expect(combineDateTime('2026-11-24', '10:15')).toEqual(d(10, 15));
  });
});

describe('results', () => {
  const votes = [
    { voter: '0xa', choice: 1, power: 300n, created: 3 },
    { voter: '0xb', choice: 2, power: 100n, created: 1 },
    { voter: '0xc', choice: 1, power: 100n, created: 2 },
    { voter: '0xd', choice: 2, power: 10n ** 30n, created: 4, invalid: true },
    { voter: '0xe', choice: 3, power: 5n, created: 5 },
  ];
  it('sums valid power per choice with basis points rounded down', () => {
    expect(tallyVotes(['Yes', 'No'], votes)).toEqual({
      results: [
        { choice: 'Yes', power: 400n, votes: 2, bps: 8000 },
        { choice: 'No', power: 100n, votes: 1, bps: 2000 },
      ],
      total: 500n,
      votes: 3,
    });
    expect(tallyVotes(['Yes', 'No'], []).results[0]).toEqual({ choice: 'Yes', power: 0n, votes: 0, bps: 0 });
  });
  it('sorts by power, then earlier first', () => {
    expect(sortVotes(votes).map((v) => v.voter)).toEqual(['0xd', '0xa', '0xb', '0xc', '0xe']);
  });
});
